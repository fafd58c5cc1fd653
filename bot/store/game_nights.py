"""Game nights (issue 45): each night planned as a Discord scheduled event, who was interested when it
started and which table each was seated at, each table's lobby, and until when their seats are held.

The opening of a night is claimed by one conditional update, so two bot processes on one database
open it once; a claim of a process killed while opening is taken again after :data:`CLAIM_SECONDS`.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from bot.store.backend import Row
from bot.store.repository import CLAIM_SECONDS, Repository


@dataclass(frozen=True, slots=True)
class NightRow:
    """One game night as stored."""

    id: int
    guild_id: int
    channel_id: int
    game: str
    event_id: int
    name: str
    starts_at: float
    status: str
    """``scheduled``, ``opening`` (claimed by a process), ``open`` (its lobbies are up and seats held),
    ``done`` or ``cancelled``."""
    holds_until: float | None
    created_by: int


@dataclass(frozen=True, slots=True)
class Hold:
    """A seat of a lobby held for a person who was interested in its game night, until a time."""

    user_id: int
    name: str
    until: float


_COLUMNS = "id, guild_id, channel_id, game, event_id, name, starts_at, status, holds_until, created_by"


def _night(row: Row) -> NightRow:
    return NightRow(
        int(row[0]),
        int(row[1]),
        int(row[2]),
        str(row[3]),
        int(row[4]),
        str(row[5]),
        float(row[6]),
        str(row[7]),
        None if row[8] is None else float(row[8]),
        int(row[9]),
    )


class GameNights(Repository):
    """The game nights of every server."""

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        game: str,
        event_id: int,
        name: str,
        starts_at: float,
        created_by: int,
    ) -> NightRow:
        """Keep a night whose Discord event was just created."""
        async with self._db.transaction() as db:
            night_id = await db.insert_id(
                "INSERT INTO game_nights (guild_id, channel_id, game, event_id, name, starts_at, status,"
                " created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, 'scheduled', ?, ?)",
                (guild_id, channel_id, game, event_id, name, starts_at, created_by, time.time()),
            )
        found = await self.night(night_id)
        assert found is not None
        return found

    async def night(self, night_id: int) -> NightRow | None:
        row = await self._one(f"SELECT {_COLUMNS} FROM game_nights WHERE id = ?", (night_id,))
        return None if row is None else _night(row)

    async def of_event(self, event_id: int) -> NightRow | None:
        """The night planned as this Discord event, if it is one of the bot's."""
        row = await self._one(f"SELECT {_COLUMNS} FROM game_nights WHERE event_id = ?", (event_id,))
        return None if row is None else _night(row)

    async def of_server(self, guild_id: int) -> list[NightRow]:
        """A server's nights still to come or with seats held, soonest first."""
        rows = await self._all(
            f"SELECT {_COLUMNS} FROM game_nights WHERE guild_id = ?"
            " AND status IN ('scheduled', 'opening', 'open') ORDER BY starts_at, id",
            (guild_id,),
        )
        return [_night(r) for r in rows]

    async def due(self, now: float) -> list[NightRow]:
        """The nights with something to do at ``now``: to open (also one whose opener was killed), or
        whose held seats run out."""
        rows = await self._all(
            f"SELECT {_COLUMNS} FROM game_nights WHERE (status = 'scheduled' AND starts_at <= ?)"
            " OR (status = 'opening' AND claimed_at < ?) OR (status = 'open' AND holds_until <= ?)"
            " ORDER BY starts_at, id",
            (now, now - CLAIM_SECONDS, now),
        )
        return [_night(r) for r in rows]

    async def claim(self, night_id: int, now: float, hold: float) -> bool:
        """Take the opening of a night, its seats held for ``hold`` seconds from ``now`` (a retaken claim
        keeps the first time): False if another process opened it or is opening it, or it was cancelled
        or moved later meanwhile."""
        taken = await self._run(
            "UPDATE game_nights SET status = 'opening', claimed_at = ?,"
            " holds_until = COALESCE(holds_until, ?) WHERE id = ? AND starts_at <= ?"
            " AND (status = 'scheduled' OR (status = 'opening' AND claimed_at < ?))",
            (now, now + hold, night_id, now, now - CLAIM_SECONDS),
        )
        return taken == 1

    async def opened(self, night_id: int) -> None:
        """The night's lobbies are up (its seats held until the time its claim set)."""
        await self._run(
            "UPDATE game_nights SET status = 'open' WHERE id = ? AND status = 'opening'", (night_id,)
        )

    async def moved(self, night_id: int, starts_at: float, name: str) -> bool:
        """Discord's event moved (or was renamed): the night follows while it has not opened; False if it
        had opened or ended already."""
        done = await self._run(
            "UPDATE game_nights SET starts_at = ?, name = ?, status = 'scheduled', claimed_at = NULL,"
            " holds_until = NULL"
            " WHERE id = ? AND status = 'scheduled'",
            (starts_at, name, night_id),
        )
        return done == 1

    async def end(self, night_id: int, status: str, *, was: tuple[str, ...]) -> bool:
        """Mark a night ``done`` or ``cancelled`` from one of the statuses ``was``; False if it was in none
        of them (another process ended it)."""
        marks = ", ".join("?" for _ in was)
        done = await self._run(
            f"UPDATE game_nights SET status = ? WHERE id = ? AND status IN ({marks})",
            (status, night_id, *was),
        )
        return done == 1

    async def seat(self, night_id: int, seats: list[tuple[int, str, int]]) -> list[tuple[int, str, int]]:
        """Keep who was interested and at which table (user, name, table number), once: a second call
        (after a crash) keeps the first seating and returns it."""
        async with self._db.transaction() as db:
            for user_id, name, number in seats:
                await db.execute(
                    "INSERT INTO night_seats (night_id, user_id, name, number) VALUES (?, ?, ?, ?)"
                    " ON CONFLICT(night_id, user_id) DO NOTHING",
                    (night_id, user_id, name, number),
                )
        return await self.seats(night_id)

    async def seats(self, night_id: int) -> list[tuple[int, str, int]]:
        rows = await self._all(
            "SELECT user_id, name, number FROM night_seats WHERE night_id = ? ORDER BY number, user_id",
            (night_id,),
        )
        return [(int(r[0]), str(r[1]), int(r[2])) for r in rows]

    async def set_table(self, night_id: int, number: int, game_id: int) -> None:
        await self._run(
            "INSERT INTO night_tables (night_id, number, game_id) VALUES (?, ?, ?)"
            " ON CONFLICT(night_id, number) DO NOTHING",
            (night_id, number, game_id),
        )

    async def tables(self, night_id: int) -> dict[int, int]:
        """Each table's game (table number -> game id)."""
        rows = await self._all(
            "SELECT number, game_id FROM night_tables WHERE night_id = ? ORDER BY number", (night_id,)
        )
        return {int(r[0]): int(r[1]) for r in rows}

    async def of_game(self, game_id: int) -> NightRow | None:
        """The night a lobby was opened for, if any."""
        row = await self._one(
            f"SELECT {', '.join('n.' + c for c in _COLUMNS.split(', '))} FROM night_tables t"
            " JOIN game_nights n ON n.id = t.night_id WHERE t.game_id = ?",
            (game_id,),
        )
        return None if row is None else _night(row)

    async def holds(self, game_id: int) -> list[Hold]:
        """The seats of a game night's lobby held for its people (joined or not) and the time they are
        held until, while the night is open; empty for any other game and once the holds ran out."""
        rows = await self._all(
            "SELECT s.user_id, s.name, n.holds_until FROM night_tables t"
            " JOIN game_nights n ON n.id = t.night_id"
            " JOIN night_seats s ON s.night_id = t.night_id AND s.number = t.number"
            " WHERE t.game_id = ? AND n.status IN ('opening', 'open') ORDER BY s.user_id",
            (game_id,),
        )
        return [Hold(int(r[0]), str(r[1]), float(r[2] or 0.0)) for r in rows]
