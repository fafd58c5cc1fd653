"""Tournaments run by the bot (issue 45): each tournament's settings and progress, who signed up (and
who left), each round's tables with their game and result, and the byes.

Every step of a tournament is a conditional write (a sign-up while sign-up is open, a round that moves
on from the round it was), so two bot processes on one database never take the same step twice.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass

from bot.store.backend import Row
from bot.store.repository import CLAIM_SECONDS, Repository


@dataclass(frozen=True, slots=True)
class TournamentRow:
    """One tournament as stored."""

    id: int
    guild_id: int
    channel_id: int
    game: str
    name: str
    format: str
    """``swiss`` or ``round_robin``."""
    rounds: int
    size: int
    """Seats at each table."""
    fill: str
    """``bye`` (the people left over sit the round out) or ``computer`` (computers fill the seats)."""
    level: str
    """The computers' level, where they fill seats."""
    takeover: str
    """What a seat a computer finished for its person counts: ``keeps`` (the place it reached) or
    ``last`` (last place at its table)."""
    round_hours: float
    closes_at: float
    status: str
    """``signup``, ``running``, ``finished`` or ``cancelled``."""
    round: int
    """The round being played (0 before the start)."""
    round_ends: float | None
    seed: int
    created_by: int
    created_at: float
    signup_message: int | None
    standings_message: int | None
    ended_by: int | None
    reminder_hours: float | None = None
    """The tournament's own turn clock for its tables' reminders (``None``: the server's)."""
    takeover_hours: float | None = None
    """The tournament's own turn clock for its tables' take-over votes (``None``: the server's)."""


@dataclass(frozen=True, slots=True)
class Entrant:
    """A person signed up to a tournament (``left_at`` once they left it)."""

    user_id: int
    name: str
    joined_at: float
    left_at: float | None


@dataclass(frozen=True, slots=True)
class TableRow:
    """One table of a round: its seats (person ids, ``None`` for a computer), its game once opened and
    each seat's place once it ended."""

    round: int
    number: int
    seats: tuple[int | None, ...]
    game_id: int | None
    game_seats: tuple[int, ...] | None
    """The game's seat of each of :attr:`seats`, once the game is dealt."""
    places: tuple[int, ...] | None


_COLUMNS = (
    "id, guild_id, channel_id, game, name, format, rounds, size, fill, level, takeover, round_hours,"
    " closes_at, status, round, round_ends, seed, created_by, created_at, signup_message,"
    " standings_message, ended_by, reminder_hours, takeover_hours"
)


def _tournament(row: Row) -> TournamentRow:
    def some(value: object) -> int | None:
        return None if value is None else int(str(value))

    return TournamentRow(
        int(row[0]),
        int(row[1]),
        int(row[2]),
        str(row[3]),
        str(row[4]),
        str(row[5]),
        int(row[6]),
        int(row[7]),
        str(row[8]),
        str(row[9]),
        str(row[10]),
        float(row[11]),
        float(row[12]),
        str(row[13]),
        int(row[14]),
        None if row[15] is None else float(row[15]),
        int(row[16]),
        int(row[17]),
        float(row[18]),
        some(row[19]),
        some(row[20]),
        some(row[21]),
        None if row[22] is None else float(row[22]),
        None if row[23] is None else float(row[23]),
    )


def _ints(value: object) -> tuple[int, ...] | None:
    return None if value is None else tuple(int(p) for p in json.loads(str(value)))


def _table(row: Row) -> TableRow:
    seats = tuple(None if s is None else int(s) for s in json.loads(row[2]))
    game_id = None if row[3] is None else int(row[3])
    return TableRow(int(row[0]), int(row[1]), seats, game_id, _ints(row[4]), _ints(row[5]))


class Tournaments(Repository):
    """Every tournament of every server."""

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        game: str,
        name: str,
        format: str,
        rounds: int,
        size: int,
        fill: str,
        level: str,
        round_hours: float,
        closes_at: float,
        seed: int,
        created_by: int,
        takeover: str = "keeps",
        clocks: tuple[float | None, float | None] = (None, None),
    ) -> TournamentRow:
        """A new tournament, open for sign-up; ``clocks``: its tables' hours before a reminder and
        before a take-over vote (``None``: the server's)."""
        async with self._db.transaction() as db:
            new_id = await db.insert_id(
                "INSERT INTO tournaments (guild_id, channel_id, game, name, format, rounds, size, fill,"
                " level, takeover, round_hours, closes_at, status, seed, created_by, created_at,"
                " reminder_hours, takeover_hours)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'signup', ?, ?, ?, ?, ?)",
                (
                    guild_id,
                    channel_id,
                    game,
                    name,
                    format,
                    rounds,
                    size,
                    fill,
                    level,
                    takeover,
                    round_hours,
                    closes_at,
                    seed,
                    created_by,
                    time.time(),
                    *clocks,
                ),
            )
        found = await self.tournament(new_id)
        assert found is not None
        return found

    async def tournament(self, tournament_id: int) -> TournamentRow | None:
        row = await self._one(f"SELECT {_COLUMNS} FROM tournaments WHERE id = ?", (tournament_id,))
        return None if row is None else _tournament(row)

    async def of_server(self, guild_id: int) -> list[TournamentRow]:
        """A server's tournaments, newest first."""
        rows = await self._all(
            f"SELECT {_COLUMNS} FROM tournaments WHERE guild_id = ? ORDER BY id DESC", (guild_id,)
        )
        return [_tournament(r) for r in rows]

    async def open(self) -> list[TournamentRow]:
        """Tournaments signing up or running, oldest first."""
        rows = await self._all(
            f"SELECT {_COLUMNS} FROM tournaments WHERE status IN ('signup', 'running') ORDER BY id"
        )
        return [_tournament(r) for r in rows]

    async def set_messages(
        self, tournament_id: int, *, signup: int | None = None, standings: int | None = None
    ) -> None:
        """Remember the sign-up or the standings message (each once)."""
        if signup is not None:
            await self._run("UPDATE tournaments SET signup_message = ? WHERE id = ?", (signup, tournament_id))
        if standings is not None:
            await self._run(
                "UPDATE tournaments SET standings_message = ? WHERE id = ?", (standings, tournament_id)
            )

    async def sign_up(self, tournament_id: int, user_id: int, name: str) -> bool:
        """Sign a person up while sign-up is open (again, if they had left); False if they were in or
        sign-up is over."""
        async with self._db.transaction() as db:
            status = await db.fetchone(
                "SELECT status FROM tournaments WHERE id = ?" + db.for_update, (tournament_id,)
            )
            if status is None or status[0] != "signup":
                return False
            done = await db.execute(
                "INSERT INTO tournament_players (tournament_id, user_id, name, joined_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT(tournament_id, user_id) DO UPDATE SET left_at = NULL, name = excluded.name"
                " WHERE tournament_players.left_at IS NOT NULL",
                (tournament_id, user_id, name, time.time()),
            )
        return done == 1

    async def leave(self, tournament_id: int, user_id: int) -> bool:
        """A person leaves (before or during the tournament); False if they were not in it."""
        done = await self._run(
            "UPDATE tournament_players SET left_at = ? WHERE tournament_id = ? AND user_id = ?"
            " AND left_at IS NULL",
            (time.time(), tournament_id, user_id),
        )
        return done == 1

    async def entrants(self, tournament_id: int) -> list[Entrant]:
        """Everyone who signed up, in sign-up order (those who left included, with when)."""
        rows = await self._all(
            "SELECT user_id, name, joined_at, left_at FROM tournament_players WHERE tournament_id = ?"
            " ORDER BY joined_at, user_id",
            (tournament_id,),
        )
        return [
            Entrant(int(r[0]), str(r[1]), float(r[2]), None if r[3] is None else float(r[3])) for r in rows
        ]

    async def begin_round(
        self,
        tournament_id: int,
        from_round: int,
        rounds: int,
        ends: float,
        tables: list[tuple[int | None, ...]],
        byes: list[int],
    ) -> bool:
        """Move a tournament from round ``from_round`` to the next with its tables and byes (and, at the
        first, to running with its number of rounds); False if another process moved it first."""
        async with self._db.transaction() as db:
            moved = await db.execute(
                "UPDATE tournaments SET round = round + 1, round_ends = ?, rounds = ?, status = 'running'"
                " WHERE id = ? AND round = ? AND status IN ('signup', 'running')",
                (ends, rounds, tournament_id, from_round),
            )
            if moved != 1:
                return False
            number = from_round + 1
            await db.executemany(
                "INSERT INTO tournament_tables (tournament_id, round, number, seats) VALUES (?, ?, ?, ?)",
                [(tournament_id, number, i, json.dumps(list(seats))) for i, seats in enumerate(tables, 1)],
            )
            await db.executemany(
                "INSERT INTO tournament_byes (tournament_id, round, user_id) VALUES (?, ?, ?)",
                [(tournament_id, number, user) for user in byes],
            )
        return True

    async def tables(self, tournament_id: int, round: int | None = None) -> list[TableRow]:
        """The tables of one round, or of every round, in order."""
        sql = (
            "SELECT round, number, seats, game_id, game_seats, places FROM tournament_tables"
            " WHERE tournament_id = ?"
        )
        params: list[object] = [tournament_id]
        if round is not None:
            sql += " AND round = ?"
            params.append(round)
        rows = await self._all(sql + " ORDER BY round, number", params)
        return [_table(r) for r in rows]

    async def byes(self, tournament_id: int) -> list[tuple[int, int]]:
        """Every bye given: (round, person)."""
        rows = await self._all(
            "SELECT round, user_id FROM tournament_byes WHERE tournament_id = ? ORDER BY round, user_id",
            (tournament_id,),
        )
        return [(int(r[0]), int(r[1])) for r in rows]

    async def set_game(self, tournament_id: int, round: int, number: int, game_id: int) -> None:
        """The game opened for a table (before it is dealt)."""
        await self._run(
            "UPDATE tournament_tables SET game_id = ? WHERE tournament_id = ? AND round = ? AND number = ?"
            " AND game_id IS NULL",
            (game_id, tournament_id, round, number),
        )

    async def set_game_seats(
        self, tournament_id: int, round: int, number: int, game_seats: tuple[int, ...]
    ) -> None:
        """Where each of a table's seats sits in its dealt game."""
        await self._run(
            "UPDATE tournament_tables SET game_seats = ?"
            " WHERE tournament_id = ? AND round = ? AND number = ?",
            (json.dumps(list(game_seats)), tournament_id, round, number),
        )

    async def set_places(self, tournament_id: int, round: int, number: int, places: tuple[int, ...]) -> None:
        await self._run(
            "UPDATE tournament_tables SET places = ? WHERE tournament_id = ? AND round = ? AND number = ?"
            " AND places IS NULL",
            (json.dumps(list(places)), tournament_id, round, number),
        )

    async def end(self, tournament_id: int, status: str, ended_by: int | None = None) -> bool:
        """Finish or cancel a tournament; False if it had ended already."""
        done = await self._run(
            "UPDATE tournaments SET status = ?, ended_by = ?"
            " WHERE id = ? AND status IN ('signup', 'running')",
            (status, ended_by, tournament_id),
        )
        return done == 1

    async def claim_table(self, tournament_id: int, round: int, number: int, now: float) -> bool:
        """Take the opening of a table (its announcement, thread, lobby and deal): False while another
        process is opening it (a claim older than :data:`CLAIM_SECONDS` is a killed process's, taken
        again) or once it is open."""
        taken = await self._run(
            "UPDATE tournament_tables SET claimed_at = ? WHERE tournament_id = ? AND round = ? AND number = ?"
            " AND game_seats IS NULL AND (claimed_at IS NULL OR claimed_at < ?)",
            (now, tournament_id, round, number, now - CLAIM_SECONDS),
        )
        return taken == 1

    async def unclaim_table(self, tournament_id: int, round: int, number: int, claimed: float) -> None:
        """Give up the claim taken at ``claimed`` (the opening failed for now: the next look tries again)."""
        await self._run(
            "UPDATE tournament_tables SET claimed_at = NULL WHERE tournament_id = ? AND round = ?"
            " AND number = ? AND claimed_at = ?",
            (tournament_id, round, number, claimed),
        )

    async def clocks(self) -> dict[int, tuple[float | None, float | None]]:
        """The turn clocks of the games at running tournaments' tables that chose their own: game id ->
        (hours before a reminder, hours before a take-over vote), ``None`` where the server's hold."""
        rows = await self._all(
            "SELECT t.game_id, s.reminder_hours, s.takeover_hours FROM tournament_tables t"
            " JOIN tournaments s ON s.id = t.tournament_id WHERE s.status = 'running'"
            " AND t.game_id IS NOT NULL AND (s.reminder_hours IS NOT NULL OR s.takeover_hours IS NOT NULL)",
        )
        return {
            int(r[0]): (None if r[1] is None else float(r[1]), None if r[2] is None else float(r[2]))
            for r in rows
        }

    async def of_game(self, game_id: int) -> tuple[TournamentRow, TableRow] | None:
        """The tournament and table a game was opened for, if any."""
        row = await self._one(
            "SELECT tournament_id, round, number FROM tournament_tables WHERE game_id = ?", (game_id,)
        )
        if row is None:
            return None
        tournament = await self.tournament(int(row[0]))
        tables = await self.tables(int(row[0]), int(row[1]))
        table = next((t for t in tables if t.number == int(row[2])), None)
        return None if tournament is None or table is None else (tournament, table)
