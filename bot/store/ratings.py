"""Ratings and history: the outcome of every ended game, the ratings they changed, totals per player,
and which messages are replays."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.outcomes import GameOutcome, SeatOutcome
from bot.store.repository import Repository
from bot.store.rows import GAME_COLUMNS, WIDTH, GameRow, game_row


class Ratings(Repository):
    """Outcomes, ratings and replays."""

    async def ended_unsummarised(self, game: str) -> list[tuple[GameRow, bool, float]]:
        """Games of ``game`` that ended (finished, or abandoned after their start) and are not yet in
        the outcomes, in the order they ended; each with whether a computer ever took a person's seat
        and when it ended. Practice tables are left out: they count in no stats, leaderboard or history."""
        rows = await self._all(
            f"SELECT {GAME_COLUMNS},"
            " EXISTS (SELECT 1 FROM notices n WHERE n.game_id = g.id AND n.key LIKE 'takeover:%')"
            " OR EXISTS (SELECT 1 FROM players p WHERE p.game_id = g.id AND p.user_id > 0"
            "  AND p.computer IS NOT NULL), updated_at"
            " FROM games g WHERE game = ? AND practice = 0 AND (status = 'finished' OR (status = 'abandoned'"
            "  AND EXISTS (SELECT 1 FROM snapshots s WHERE s.game_id = g.id)))"
            " AND id NOT IN (SELECT game_id FROM outcomes) ORDER BY updated_at, id",
            (game,),
        )
        return [(game_row(r[:WIDTH]), bool(r[WIDTH]), float(r[WIDTH + 1])) for r in rows]

    async def add_outcome(
        self,
        outcome: GameOutcome,
        ratings: dict[str, tuple[float, float]],
        season: int | None = None,
        season_ratings: Mapping[str, tuple[float, float]] | None = None,
    ) -> bool:
        """Keep an ended game's outcome and the server's ratings it produced (all time, and of the
        ``season`` it ended in, if the server runs seasons), in one transaction; False (nothing
        changed) if another caller kept it first."""
        async with self._db.transaction() as db:
            kept = await db.execute(
                "INSERT INTO outcomes"
                " (game_id, game, guild_id, channel_id, status, takeover, ended_at, hinted, season)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                (
                    outcome.game_id,
                    outcome.game,
                    outcome.guild_id,
                    outcome.channel_id,
                    outcome.status,
                    int(outcome.takeover),
                    outcome.ended_at,
                    int(outcome.hinted),
                    season,
                ),
            )
            if kept != 1:
                return False
            await db.executemany(
                "INSERT INTO results (game_id, seat, player, name, computer, score, rank, choice)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (outcome.game_id, s.seat, s.player, s.name, int(s.computer), s.score, s.rank, s.choice)
                    for s in outcome.seats
                ],
            )
            await db.executemany(
                "INSERT INTO ratings (game, guild_id, player, mu, sigma) VALUES (?, ?, ?, ?, ?)"
                " ON CONFLICT(game, guild_id, player) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma",
                [
                    (outcome.game, outcome.guild_id or 0, p, float(mu), float(sigma))
                    for p, (mu, sigma) in ratings.items()
                ],
            )
            if season is not None and season_ratings:
                await db.executemany(
                    "INSERT INTO season_ratings (game, guild_id, season, player, mu, sigma)"
                    " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(game, guild_id, season, player)"
                    " DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma",
                    [
                        (outcome.game, outcome.guild_id or 0, season, p, float(mu), float(sigma))
                        for p, (mu, sigma) in season_ratings.items()
                    ],
                )
        return True

    async def season_ratings(
        self, game: str, guild_id: int | None, season: int, players: Sequence[str] = ()
    ) -> dict[str, tuple[float, float]]:
        """The server's ratings (mu, sigma) of ``game`` in ``season``: of ``players`` only, if named."""
        sql = "SELECT player, mu, sigma FROM season_ratings WHERE game = ? AND guild_id = ? AND season = ?"
        params: list[Any] = [game, guild_id or 0, season]
        if players:
            sql += f" AND player IN ({', '.join('?' * len(players))})"
            params.extend(players)
        rows = await self._all(sql, params)
        return {str(r[0]): (float(r[1]), float(r[2])) for r in rows}

    async def last_season_ratings(
        self, game: str, guild_id: int | None, before: int, players: Sequence[str]
    ) -> dict[str, tuple[float, float]]:
        """Each of ``players``' rating at the end of the newest season before ``before`` they played in."""
        if not players:
            return {}
        rows = await self._all(
            "SELECT player, mu, sigma FROM season_ratings WHERE game = ? AND guild_id = ? AND season < ?"
            f" AND player IN ({', '.join('?' * len(players))}) ORDER BY season",
            [game, guild_id or 0, before, *players],
        )
        return {str(r[0]): (float(r[1]), float(r[2])) for r in rows}

    async def ratings(
        self, game: str, guild_id: int | None, players: Sequence[str] = ()
    ) -> dict[str, tuple[float, float]]:
        """The server's ratings (mu, sigma) of ``game``: of ``players`` only, if any are named."""
        sql = "SELECT player, mu, sigma FROM ratings WHERE game = ? AND guild_id = ?"
        params: list[Any] = [game, guild_id or 0]
        if players:
            sql += f" AND player IN ({', '.join('?' * len(players))})"
            params.extend(players)
        rows = await self._all(sql, params)
        return {str(r[0]): (float(r[1]), float(r[2])) for r in rows}

    async def outcomes(
        self,
        game: str,
        *,
        guild_id: int | None = None,
        channel_id: int | None = None,
        player: str | None = None,
        status: str | None = None,
        limit: int = -1,
    ) -> list[GameOutcome]:
        """Kept outcomes of ``game`` in a server or channel (with ``player`` in them), newest first."""
        where, params = ["o.game = ?"], list[Any]([game])
        for column, value in (("o.guild_id", guild_id), ("o.channel_id", channel_id), ("o.status", status)):
            if value is not None:
                where.append(f"{column} = ?")
                params.append(value)
        if player is not None:
            where.append("o.game_id IN (SELECT game_id FROM results WHERE player = ?)")
            params.append(player)
        sql = (
            "SELECT game_id, guild_id, channel_id, status, takeover, ended_at, hinted FROM outcomes o"
            f" WHERE {' AND '.join(where)} ORDER BY ended_at DESC, game_id DESC"
        )
        if limit >= 0:
            sql += " LIMIT ?"
            params.append(limit)
        async with self._db.session() as db:
            games = await db.fetchall(sql, params)
            ids = [int(g[0]) for g in games]
            seats: dict[int, list[SeatOutcome]] = {i: [] for i in ids}
            for start in range(0, len(ids), 500):
                chunk = ids[start : start + 500]
                for r in await db.fetchall(
                    "SELECT game_id, seat, player, name, computer, score, rank, choice FROM results"
                    f" WHERE game_id IN ({', '.join('?' * len(chunk))}) ORDER BY game_id, seat",
                    chunk,
                ):
                    seats[int(r[0])].append(SeatOutcome(r[1], r[2], r[3], bool(r[4]), r[5], r[6], r[7]))
        return [
            GameOutcome(
                int(g[0]),
                game,
                g[1],
                g[2],
                g[3],
                bool(g[4]),
                float(g[5]),
                tuple(seats[int(g[0])]),
                bool(g[6]),
            )
            for g in games
        ]

    async def player_totals(
        self, game: str, guild_id: int | None, season: int | None = None
    ) -> list[tuple[str, str, bool, int, int, float]]:
        """Per player of a server (in one ``season`` only, if named): (key, latest name, computer,
        games, unrated games, last played)."""
        guild = "o.guild_id IS NULL" if guild_id is None else "o.guild_id = ?"
        where: tuple[Any, ...] = (game,) if guild_id is None else (game, guild_id)
        if season is not None:
            guild += " AND o.season = ?"
            where += (season,)
        rows = await self._all(
            "SELECT t.player, r.name, r.computer, t.games, t.unrated, t.last FROM ("
            " SELECT r.player, count(*) AS games, max(o.ended_at) AS last,"
            "  sum(CASE WHEN o.status != 'finished' OR o.takeover != 0 OR o.hinted != 0 THEN 1 ELSE 0 END)"
            "  AS unrated"
            f" FROM results r JOIN outcomes o ON o.game_id = r.game_id WHERE o.game = ? AND {guild}"
            " GROUP BY r.player"
            ") AS t JOIN results r ON r.player = t.player"
            " JOIN outcomes o ON o.game_id = r.game_id AND o.ended_at = t.last"
            f" WHERE o.game = ? AND {guild} ORDER BY t.player, o.game_id",
            where + where,
        )
        latest = {
            str(r[0]): (str(r[0]), str(r[1]), bool(r[2]), int(r[3]), int(r[4]), float(r[5])) for r in rows
        }
        return list(latest.values())

    async def add_replay(self, message_id: int, game_id: int) -> None:
        """Remember a public replay message, so only a click on it steps it in place."""
        await self._run(
            "INSERT INTO replays (message_id, game_id) VALUES (?, ?) ON CONFLICT DO NOTHING",
            (message_id, game_id),
        )

    async def is_replay(self, message_id: int, game_id: int) -> bool:
        """Whether ``message_id`` is a replay message of ``game_id``."""
        return (
            await self._one(
                "SELECT 1 FROM replays WHERE message_id = ? AND game_id = ?", (message_id, game_id)
            )
            is not None
        )
