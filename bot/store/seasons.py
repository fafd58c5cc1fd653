"""Seasons: what each server chose for a game's seasons (schedule, podium channel, champion role) and
each season's span, whether its podium was posted and who became its champion.

Two processes may look at the same season: a season is opened with ``ON CONFLICT DO NOTHING`` and its
podium is claimed by one conditional update, so each is made and posted once.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.store.backend import Row
from bot.store.repository import CLAIM_SECONDS, Repository


@dataclass(frozen=True, slots=True)
class SeasonChoice:
    """A server's choice for one game's seasons: the schedule as stored, when it was chosen, the channel
    for the podium, the champion's role and the admin who chose them."""

    guild_id: int
    game: str
    schedule: str
    chosen_at: float
    channel_id: int | None
    role_id: int | None
    admin_id: int | None


@dataclass(frozen=True, slots=True)
class SeasonRow:
    """One season of a server's game: its number (from 1), its span [starts, ends), whether its podium
    was posted, and its champion (a player key) once named."""

    guild_id: int
    game: str
    number: int
    starts: float
    ends: float
    posted: bool
    champion: str | None

    def holds(self, when: float) -> bool:
        return self.starts <= when < self.ends


_CHOICE = "guild_id, game, schedule, chosen_at, channel_id, role_id, admin_id"
_SEASON = "guild_id, game, number, starts, ends, podium, champion"


def _season(row: Row) -> SeasonRow:
    return SeasonRow(
        int(row[0]),
        str(row[1]),
        int(row[2]),
        float(row[3]),
        float(row[4]),
        row[5] == 2,
        None if row[6] is None else str(row[6]),
    )


def _choice(row: Row) -> SeasonChoice:
    def some(value: object) -> int | None:
        return None if value is None else int(str(value))

    return SeasonChoice(
        int(row[0]),
        str(row[1]),
        str(row[2]),
        float(row[3]),
        some(row[4]),
        some(row[5]),
        some(row[6]),
    )


class Seasons(Repository):
    """Each server's seasons of each game."""

    async def choice(self, guild_id: int, game: str) -> SeasonChoice | None:
        """What a server chose for ``game``'s seasons (``None``: never chosen, so off)."""
        row = await self._one(
            f"SELECT {_CHOICE} FROM season_settings WHERE guild_id = ? AND game = ?", (guild_id, game)
        )
        return None if row is None else _choice(row)

    async def choices(self, game: str, guild_id: int | None = None) -> list[SeasonChoice]:
        """Every server's choice for ``game``'s seasons that is not off (``guild_id``'s only, if named)."""
        sql = f"SELECT {_CHOICE} FROM season_settings WHERE game = ? AND schedule != 'off'"
        params: list[object] = [game]
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        rows = await self._all(sql + " ORDER BY guild_id", params)
        return [_choice(r) for r in rows]

    async def choose(self, choice: SeasonChoice, *, cut_at: float | None) -> None:
        """Keep a server's choice; with ``cut_at``, the schedule changed: the running season ends then
        (its podium follows) and the next one opens under the new schedule."""
        async with self._db.transaction() as db:
            await db.execute(
                f"INSERT INTO season_settings ({_CHOICE}) VALUES (?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT(guild_id, game) DO UPDATE SET schedule = excluded.schedule,"
                " chosen_at = excluded.chosen_at, channel_id = excluded.channel_id,"
                " role_id = excluded.role_id, admin_id = excluded.admin_id",
                (
                    choice.guild_id,
                    choice.game,
                    choice.schedule,
                    choice.chosen_at,
                    choice.channel_id,
                    choice.role_id,
                    choice.admin_id,
                ),
            )
            if cut_at is not None:
                await db.execute(
                    "UPDATE seasons SET ends = ?"
                    " WHERE guild_id = ? AND game = ? AND starts <= ? AND ends > ?",
                    (cut_at, choice.guild_id, choice.game, cut_at, cut_at),
                )

    async def seasons(self, guild_id: int, game: str) -> list[SeasonRow]:
        """A server's seasons of ``game``, oldest first."""
        rows = await self._all(
            f"SELECT {_SEASON} FROM seasons WHERE guild_id = ? AND game = ? ORDER BY number",
            (guild_id, game),
        )
        return [_season(r) for r in rows]

    async def latest(self, guild_id: int, game: str) -> SeasonRow | None:
        """A server's newest season of ``game``."""
        row = await self._one(
            f"SELECT {_SEASON} FROM seasons WHERE guild_id = ? AND game = ? ORDER BY number DESC LIMIT 1",
            (guild_id, game),
        )
        return None if row is None else _season(row)

    async def season(self, guild_id: int, game: str, number: int) -> SeasonRow | None:
        row = await self._one(
            f"SELECT {_SEASON} FROM seasons WHERE guild_id = ? AND game = ? AND number = ?",
            (guild_id, game, number),
        )
        return None if row is None else _season(row)

    async def at(self, guild_id: int | None, game: str, when: float) -> SeasonRow | None:
        """The season of a server's ``game`` that holds the moment ``when``."""
        if guild_id is None:
            return None
        row = await self._one(
            f"SELECT {_SEASON} FROM seasons WHERE guild_id = ? AND game = ? AND starts <= ? AND ends > ?",
            (guild_id, game, when, when),
        )
        return None if row is None else _season(row)

    async def open(self, guild_id: int, game: str, number: int, starts: float, ends: float) -> None:
        """Open season ``number`` (nothing happens if another process opened it first)."""
        await self._run(
            "INSERT INTO seasons (guild_id, game, number, starts, ends) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT DO NOTHING",
            (guild_id, game, number, starts, ends),
        )

    async def due(self, game: str, now: float) -> list[SeasonRow]:
        """Seasons of ``game`` that ended by ``now`` and whose podium is not posted, oldest first."""
        rows = await self._all(
            f"SELECT {_SEASON} FROM seasons WHERE game = ? AND podium != 2 AND ends <= ?"
            " ORDER BY ends, guild_id",
            (game, now),
        )
        return [_season(r) for r in rows]

    async def claim(self, season: SeasonRow, now: float) -> bool:
        """Take the posting of a season's podium: False if another process posted it or is posting it."""
        taken = await self._run(
            "UPDATE seasons SET podium = 1, claimed_at = ? WHERE guild_id = ? AND game = ? AND number = ?"
            " AND (podium = 0 OR (podium = 1 AND claimed_at < ?))",
            (now, season.guild_id, season.game, season.number, now - CLAIM_SECONDS),
        )
        return taken == 1

    async def posted(self, season: SeasonRow, champion: str | None) -> None:
        """The season's podium is posted and its champion (if any) named."""
        await self._run(
            "UPDATE seasons SET podium = 2, champion = ? WHERE guild_id = ? AND game = ? AND number = ?",
            (champion, season.guild_id, season.game, season.number),
        )

    async def last_champion(self, guild_id: int, game: str, before: int) -> str | None:
        """The champion of the newest season before ``before`` that named one."""
        row = await self._one(
            "SELECT champion FROM seasons WHERE guild_id = ? AND game = ? AND number < ?"
            " AND champion IS NOT NULL ORDER BY number DESC LIMIT 1",
            (guild_id, game, before),
        )
        return None if row is None else str(row[0])
