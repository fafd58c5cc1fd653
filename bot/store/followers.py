"""Followers: people who watch a running game they do not play, told of it at each round's or ship's
end and at its end by direct message (issue 45, "Following a game")."""

from __future__ import annotations

from bot.store.repository import Repository


class Followers(Repository):
    """Who follows which game."""

    async def follow(self, game_id: int, user_id: int, now: float) -> bool:
        """Follow a game; False if the person followed it already."""
        added = await self._run(
            "INSERT INTO followers (game_id, user_id, since) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
            (game_id, user_id, now),
        )
        return added == 1

    async def unfollow(self, game_id: int, user_id: int) -> bool:
        """Stop following a game; False if the person did not follow it."""
        gone = await self._run("DELETE FROM followers WHERE game_id = ? AND user_id = ?", (game_id, user_id))
        return gone == 1

    async def followers(self, game_id: int) -> list[int]:
        """The people who follow a game, in the order they began."""
        rows = await self._all(
            "SELECT user_id FROM followers WHERE game_id = ? ORDER BY since, user_id", (game_id,)
        )
        return [int(r[0]) for r in rows]

    async def forget(self, game_id: int) -> None:
        """A game ended and its followers were told: nobody follows it any more."""
        await self._run("DELETE FROM followers WHERE game_id = ?", (game_id,))
