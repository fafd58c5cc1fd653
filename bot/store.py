"""Game storage in one SQLite file: lobbies, seats, an append-only action log and state snapshots.

The store knows nothing about any particular game: a game's state is opaque JSON and its actions are
notation lines. Restarting means loading the latest snapshot and replaying the actions after it.
Every write that accepts an action checks the game's version, so a stale or doubled click can never
apply twice.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Concatenate, ParamSpec, TypeVar

import aiosqlite

from bot.outcomes import GameOutcome, SeatOutcome

T = TypeVar("T")
P = ParamSpec("P")

MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        game TEXT NOT NULL,
        guild_id INTEGER,
        channel_id INTEGER NOT NULL,
        creator_id INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
        options TEXT NOT NULL DEFAULT '{}',
        version INTEGER NOT NULL DEFAULT 0,
        message_id INTEGER,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    );
    CREATE UNIQUE INDEX games_one_open_per_channel ON games(channel_id)
        WHERE status IN ('lobby', 'active');
    CREATE TABLE players (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        seat INTEGER,
        joined_at REAL NOT NULL,
        PRIMARY KEY (game_id, user_id)
    );
    CREATE TABLE actions (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        seat INTEGER,
        action TEXT NOT NULL,
        created_at REAL NOT NULL,
        PRIMARY KEY (game_id, version)
    );
    CREATE TABLE snapshots (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        state TEXT NOT NULL,
        PRIMARY KEY (game_id, version)
    );
    CREATE TABLE records (
        game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        record TEXT NOT NULL
    );
    """,
    """
    CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    ALTER TABLE players ADD COLUMN dm TEXT NOT NULL DEFAULT 'open'
        CHECK (dm IN ('open', 'closed', 'told'));
    """,
    """
    ALTER TABLE players ADD COLUMN computer TEXT;
    """,
    """
    CREATE TABLE guild_settings (
        guild_id INTEGER PRIMARY KEY,
        reminder_hours REAL NOT NULL,
        takeover_hours REAL NOT NULL
    );
    ALTER TABLE games ADD COLUMN reminded_version INTEGER;
    ALTER TABLE games ADD COLUMN vote_version INTEGER;
    CREATE TABLE votes (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        voter INTEGER NOT NULL,
        PRIMARY KEY (game_id, version, voter)
    );
    """,
    """
    ALTER TABLE games ADD COLUMN message_version INTEGER;
    """,
    """
    ALTER TABLE games ADD COLUMN news_version INTEGER NOT NULL DEFAULT 0;
    UPDATE games SET news_version = version;
    CREATE TABLE retired (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        message_id INTEGER NOT NULL,
        PRIMARY KEY (game_id, message_id)
    );
    CREATE TABLE notices (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        content TEXT NOT NULL,
        sent INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, key)
    );
    """,
    """
    CREATE TABLE outcomes (
        game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        game TEXT NOT NULL,
        guild_id INTEGER,
        channel_id INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('finished', 'abandoned')),
        takeover INTEGER NOT NULL,
        ended_at REAL NOT NULL
    );
    CREATE INDEX outcomes_by_guild ON outcomes(game, guild_id, ended_at);
    CREATE INDEX outcomes_by_channel ON outcomes(game, channel_id, ended_at);
    CREATE TABLE results (
        game_id INTEGER NOT NULL REFERENCES outcomes(game_id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        player TEXT NOT NULL,
        name TEXT NOT NULL,
        computer INTEGER NOT NULL,
        score INTEGER,
        rank INTEGER,
        choice TEXT,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX results_by_player ON results(player);
    CREATE TABLE ratings (
        game TEXT NOT NULL,
        guild_id INTEGER NOT NULL,
        player TEXT NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        PRIMARY KEY (game, guild_id, player)
    );
    CREATE TABLE replays (
        message_id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE
    );
    """,
    """
    ALTER TABLE guild_settings ADD COLUMN undo_minutes REAL;
    """,
)
"""Numbered schema migrations: migration ``i`` brings the database to ``user_version`` ``i + 1``."""

DEFAULT_TIMERS = (12.0, 48.0)
"""Hours before a turn reminder and before the others may vote a computer in: for asynchronous play."""

SNAPSHOT_EVERY = 20
"""Actions between two snapshots: a restart replays at most this many."""

DEFAULT_UNDO_MINUTES = 2.0
"""Minutes after a move during which its player may take it back, unless the server chose otherwise."""

UNDO = "undo"
"""The first word of an undo's entry in the action log (``undo <version>``); game lines begin with a seat."""


def undo_line(version: int) -> str:
    """The action log's entry for an undo that restores the game as it was at ``version``."""
    return f"{UNDO} {version}"


def undone_to(line: str) -> int | None:
    """The version an undo entry restores, or ``None`` when ``line`` is a game's own action."""
    word, _, rest = line.partition(" ")
    return int(rest) if word == UNDO and rest.isdigit() else None


class StoreError(RuntimeError):
    """A storage rule was broken (e.g. a second open game in one channel)."""


class StaleVersion(StoreError):
    """The game moved on since the caller read it: the action was not stored."""


@dataclass(frozen=True, slots=True)
class GameRow:
    """One game's bookkeeping (not its state)."""

    id: int
    game: str
    guild_id: int | None
    channel_id: int
    creator_id: int
    status: str
    options: dict[str, Any]
    version: int
    message_id: int | None
    message_version: int | None = None
    """The game version the current public message shows (``None`` for a lobby or when unknown)."""
    news_version: int = 0
    """The version up to which every player's private news (DMs of drawn secrets) was delivered."""


@dataclass(frozen=True, slots=True)
class PlayerRow:
    """A player in a lobby or seated in a game."""

    user_id: int
    name: str
    seat: int | None
    computer: str | None = None
    """The level of a computer player (its ``user_id`` is negative), or ``None`` for a person."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of a game's action log: its version, the seat that acted, the line and when."""

    version: int
    seat: int | None
    action: str
    created_at: float


@dataclass(frozen=True, slots=True)
class Saved:
    """What a restart needs: the newest snapshot and the actions stored after it."""

    snapshot_version: int
    state: dict[str, Any]
    actions: tuple[tuple[int, int | None, str], ...]


_GAME_COLUMNS = (
    "id, game, guild_id, channel_id, creator_id, status, options, version, message_id, message_version,"
    " news_version"
)
_WIDTH = 11
"""How many columns :data:`_GAME_COLUMNS` names."""


def _game_row(row: Sequence[Any]) -> GameRow:
    return GameRow(
        row[0], row[1], row[2], row[3], row[4], row[5], json.loads(row[6]), row[7], row[8], row[9], row[10]
    )


def _serialised(
    method: Callable[Concatenate[Store, P], Awaitable[T]],
) -> Callable[Concatenate[Store, P], Awaitable[T]]:
    """Run a store method alone: many games share one connection, and a transaction begun by one
    must not take in (or roll back) another's statements."""

    @functools.wraps(method)
    async def run(self: Store, *args: P.args, **kwargs: P.kwargs) -> T:
        async with self._lock:
            return await method(self, *args, **kwargs)

    return run


class Store:
    """The bot's database. Open with :meth:`open`; every method is a short transaction, one at a time."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path) -> Store:
        """Open (creating it and its folder if needed) and migrate the database at ``path``."""
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(str(path), isolation_level=None)
        store = cls(db)
        try:
            await db.execute("PRAGMA journal_mode=WAL")
            await db.execute("PRAGMA foreign_keys=ON")
            await db.execute("PRAGMA synchronous=NORMAL")
            await store._migrate()
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        await self._db.close()

    @contextlib.asynccontextmanager
    async def _transaction(self) -> AsyncIterator[None]:
        """One write transaction: committed when the block ends, rolled back if anything escapes it."""
        await self._db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            await self._db.execute("ROLLBACK")
            raise
        await self._db.execute("COMMIT")

    @_serialised
    async def schema_version(self) -> int:
        async with self._db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def _migrate(self) -> None:
        async with self._db.execute("PRAGMA user_version") as cur:
            found = await cur.fetchone()
        current = int(found[0]) if found else 0
        if current > len(MIGRATIONS):
            raise StoreError(f"database schema {current} is newer than this bot ({len(MIGRATIONS)})")
        for number in range(current, len(MIGRATIONS)):
            async with self._transaction():
                await self._run_script(MIGRATIONS[number])
                await self._db.execute(f"PRAGMA user_version = {number + 1}")

    async def _run_script(self, script: str) -> None:
        """Run a migration's statements inside the caller's transaction (executescript would commit)."""
        for statement in script.split(";"):
            if statement.strip():
                await self._db.execute(statement)

    # --- lobbies and seats ----------------------------------------------------------------------

    @_serialised
    async def open_game(self, channel_id: int) -> GameRow | None:
        """The lobby or active game of a channel, if any."""
        async with self._db.execute(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')",
            (channel_id,),
        ) as cur:
            row = await cur.fetchone()
        return _game_row(row) if row else None

    @_serialised
    async def game(self, game_id: int) -> GameRow | None:
        return await self._game(game_id)

    async def _game(self, game_id: int) -> GameRow | None:
        async with self._db.execute(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,)) as cur:
            row = await cur.fetchone()
        return _game_row(row) if row else None

    @_serialised
    async def active_games(self) -> list[GameRow]:
        """Every lobby and running game, oldest first (what a restart resumes)."""
        async with self._db.execute(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE status IN ('lobby', 'active') ORDER BY id"
        ) as cur:
            rows = await cur.fetchall()
        return [_game_row(r) for r in rows]

    @_serialised
    async def create_lobby(
        self, game: str, guild_id: int | None, channel_id: int, creator_id: int, creator_name: str
    ) -> GameRow:
        """Open a lobby in a channel with its creator in it; one open game per channel."""
        now = time.time()
        try:
            async with self._transaction():
                cur = await self._db.execute(
                    "INSERT INTO games (game, guild_id, channel_id, creator_id, status, created_at,"
                    " updated_at) VALUES (?, ?, ?, ?, 'lobby', ?, ?)",
                    (game, guild_id, channel_id, creator_id, now, now),
                )
                game_id = cur.lastrowid
                assert game_id is not None, "an insert always sets lastrowid"
                await self._db.execute(
                    "INSERT INTO players (game_id, user_id, name, joined_at) VALUES (?, ?, ?, ?)",
                    (game_id, creator_id, creator_name, now),
                )
        except aiosqlite.IntegrityError as exc:
            raise StoreError("this channel already has an open game") from exc
        row = await self._game(game_id)
        assert row is not None
        return row

    @_serialised
    async def players(self, game_id: int) -> list[PlayerRow]:
        """Lobby members in joining order, or seated players in seat order."""
        async with self._db.execute(
            "SELECT user_id, name, seat, computer FROM players WHERE game_id = ?"
            " ORDER BY seat, joined_at, rowid",
            (game_id,),
        ) as cur:
            rows = await cur.fetchall()
        return [PlayerRow(r[0], r[1], r[2], r[3]) for r in rows]

    @_serialised
    async def add_player(self, game_id: int, user_id: int, name: str) -> bool:
        """Add a lobby member; False if already in."""
        cur = await self._db.execute(
            "INSERT OR IGNORE INTO players (game_id, user_id, name, joined_at) VALUES (?, ?, ?, ?)",
            (game_id, user_id, name, time.time()),
        )
        return cur.rowcount == 1

    @_serialised
    async def add_computer(self, game_id: int, level: str, name: str) -> int:
        """Seat a computer player in a lobby; its id is negative, so it never clashes with a Discord user."""
        async with self._db.execute(
            "SELECT min(min(user_id), 0) FROM players WHERE game_id = ?", (game_id,)
        ) as cur:
            row = await cur.fetchone()
        user_id = int(row[0] or 0) - 1 if row else -1
        await self._db.execute(
            "INSERT INTO players (game_id, user_id, name, joined_at, computer) VALUES (?, ?, ?, ?, ?)",
            (game_id, user_id, name, time.time(), level),
        )
        return user_id

    @_serialised
    async def remove_computer(self, game_id: int) -> bool:
        """Take the most recently added computer player out of a lobby; False if there is none."""
        cur = await self._db.execute(
            "DELETE FROM players WHERE rowid = (SELECT rowid FROM players WHERE game_id = ? AND seat IS NULL"
            " AND computer IS NOT NULL ORDER BY joined_at DESC, rowid DESC LIMIT 1)",
            (game_id,),
        )
        return cur.rowcount == 1

    @_serialised
    async def remove_player(self, game_id: int, user_id: int) -> bool:
        """Remove a lobby member; False if not in."""
        cur = await self._db.execute(
            "DELETE FROM players WHERE game_id = ? AND user_id = ? AND seat IS NULL", (game_id, user_id)
        )
        return cur.rowcount == 1

    @_serialised
    async def set_message(self, game_id: int, message_id: int | None, version: int | None = None) -> None:
        """Remember the game's current public message (the one whose buttons are live) and the version
        it shows, so a restart can tell a move stored but never posted. The message it replaces is
        kept as retired until its buttons are off (:meth:`retired`)."""
        async with self._transaction():
            await self._db.execute(
                "INSERT OR IGNORE INTO retired (game_id, message_id) SELECT id, message_id FROM games"
                " WHERE id = ? AND message_id IS NOT NULL AND message_id IS NOT ?",
                (game_id, message_id),
            )
            await self._db.execute(
                "UPDATE games SET message_id = ?, message_version = ?, updated_at = ? WHERE id = ?",
                (message_id, version, time.time(), game_id),
            )

    @_serialised
    async def retired(self, game_id: int) -> list[int]:
        """Superseded public messages of a game whose buttons may still be live."""
        async with self._db.execute(
            "SELECT message_id FROM retired WHERE game_id = ? ORDER BY message_id", (game_id,)
        ) as cur:
            rows = await cur.fetchall()
        return [int(r[0]) for r in rows]

    @_serialised
    async def unretire(self, game_id: int, message_id: int) -> None:
        """A superseded message's buttons are off (or the message is gone)."""
        await self._db.execute(
            "DELETE FROM retired WHERE game_id = ? AND message_id = ?", (game_id, message_id)
        )

    @_serialised
    async def set_news(self, game_id: int, version: int) -> None:
        """Private news up to ``version`` has reached every player (or its fallback was noted)."""
        await self._db.execute(
            "UPDATE games SET news_version = max(news_version, ?) WHERE id = ?", (version, game_id)
        )

    @_serialised
    async def notices(self, game_id: int) -> list[tuple[str, str]]:
        """A game's public notices stored but not yet posted: (key, text)."""
        async with self._db.execute(
            "SELECT key, content FROM notices WHERE game_id = ? AND sent = 0 ORDER BY rowid", (game_id,)
        ) as cur:
            rows = await cur.fetchall()
        return [(str(r[0]), str(r[1])) for r in rows]

    @_serialised
    async def notice_sent(self, game_id: int, key: str) -> None:
        await self._db.execute("UPDATE notices SET sent = 1 WHERE game_id = ? AND key = ?", (game_id, key))

    @_serialised
    async def unsettled(self) -> list[GameRow]:
        """Games whose channel may not show what is stored: a turn or the standings not posted, news
        not delivered, a lobby without its message, buttons left on a superseded message, a notice
        not posted."""
        async with self._db.execute(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE"
            " (status IN ('active', 'finished') AND"
            "  (message_version IS NULL OR message_version != version OR news_version < version))"
            " OR (status = 'lobby' AND message_id IS NULL)"
            " OR id IN (SELECT game_id FROM retired)"
            " OR id IN (SELECT game_id FROM notices WHERE sent = 0)"
            " ORDER BY id"
        ) as cur:
            rows = await cur.fetchall()
        return [_game_row(r) for r in rows]

    @_serialised
    async def dm_state(self, game_id: int, user_id: int) -> str:
        """Whether DMs to a player work: open, closed (failed once) or told (closed, player told)."""
        async with self._db.execute(
            "SELECT dm FROM players WHERE game_id = ? AND user_id = ?", (game_id, user_id)
        ) as cur:
            row = await cur.fetchone()
        return str(row[0]) if row else "open"

    @_serialised
    async def set_dm_state(self, game_id: int, user_id: int, state: str) -> None:
        await self._db.execute(
            "UPDATE players SET dm = ? WHERE game_id = ? AND user_id = ?", (state, game_id, user_id)
        )

    # --- turn timers ----------------------------------------------------------------------------

    @_serialised
    async def guild_settings(self, guild_id: int | None) -> tuple[float, float]:
        """(reminder hours, takeover hours) of a server; the defaults suit asynchronous play."""
        async with self._db.execute(
            "SELECT reminder_hours, takeover_hours FROM guild_settings WHERE guild_id = ?", (guild_id,)
        ) as cur:
            row = await cur.fetchone()
        return (float(row[0]), float(row[1])) if row else DEFAULT_TIMERS

    @_serialised
    async def set_guild_settings(self, guild_id: int, reminder_hours: float, takeover_hours: float) -> None:
        await self._db.execute(
            "INSERT INTO guild_settings (guild_id, reminder_hours, takeover_hours) VALUES (?, ?, ?)"
            " ON CONFLICT(guild_id) DO UPDATE SET reminder_hours = excluded.reminder_hours,"
            " takeover_hours = excluded.takeover_hours",
            (guild_id, reminder_hours, takeover_hours),
        )

    @_serialised
    async def undo_minutes(self, guild_id: int | None) -> float:
        """Minutes during which a move may be taken back on a server (0: never)."""
        async with self._db.execute(
            "SELECT undo_minutes FROM guild_settings WHERE guild_id = ?", (guild_id,)
        ) as cur:
            row = await cur.fetchone()
        return float(row[0]) if row and row[0] is not None else DEFAULT_UNDO_MINUTES

    @_serialised
    async def set_undo_minutes(self, guild_id: int, minutes: float) -> None:
        """Set a server's undo window (its turn timers stay as they are, or the defaults)."""
        await self._db.execute(
            "INSERT INTO guild_settings (guild_id, reminder_hours, takeover_hours, undo_minutes)"
            " VALUES (?, ?, ?, ?) ON CONFLICT(guild_id) DO UPDATE SET undo_minutes = excluded.undo_minutes",
            (guild_id, *DEFAULT_TIMERS, minutes),
        )

    @_serialised
    async def waiting_games(self) -> list[tuple[GameRow, float, int | None, int | None]]:
        """Running games with when their current turn began, and the versions already reminded / voted on."""
        async with self._db.execute(
            f"SELECT {_GAME_COLUMNS}, updated_at, reminded_version, vote_version FROM games"
            " WHERE status = 'active' ORDER BY id"
        ) as cur:
            rows = await cur.fetchall()
        return [(_game_row(r[:_WIDTH]), float(r[_WIDTH]), r[_WIDTH + 1], r[_WIDTH + 2]) for r in rows]

    @_serialised
    async def mark_timer(self, game_id: int, column: str, version: int) -> bool:
        """Note that a reminder or a vote was posted for ``version``; False if it already was."""
        if column not in ("reminded_version", "vote_version"):
            raise ValueError(column)
        cur = await self._db.execute(
            f"UPDATE games SET {column} = ? WHERE id = ? AND ({column} IS NULL OR {column} != ?)",
            (version, game_id, version),
        )
        return cur.rowcount == 1

    @_serialised
    async def vote_called(self, game_id: int) -> int | None:
        """The game version a takeover vote was called for, if any."""
        async with self._db.execute("SELECT vote_version FROM games WHERE id = ?", (game_id,)) as cur:
            row = await cur.fetchone()
        return int(row[0]) if row and row[0] is not None else None

    @_serialised
    async def vote(self, game_id: int, version: int, voter: int) -> int:
        """Record a vote to let computers take the absent seats at ``version``; the votes so far."""
        await self._db.execute(
            "INSERT OR IGNORE INTO votes (game_id, version, voter) VALUES (?, ?, ?)",
            (game_id, version, voter),
        )
        async with self._db.execute(
            "SELECT count(*) FROM votes WHERE game_id = ? AND version = ?", (game_id, version)
        ) as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    @_serialised
    async def set_computer(self, game_id: int, user_id: int, level: str | None) -> bool:
        """A computer takes over a person's seat (``level``), or the person takes it back (``None``)."""
        cur = await self._db.execute(
            "UPDATE players SET computer = ? WHERE game_id = ? AND user_id = ? AND user_id > 0"
            " AND seat IS NOT NULL",
            (level, game_id, user_id),
        )
        return cur.rowcount == 1

    # --- bot settings ---------------------------------------------------------------------------

    @_serialised
    async def meta(self, key: str) -> str | None:
        """A stored bot setting (such as the hash of the last synced command set)."""
        async with self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)) as cur:
            row = await cur.fetchone()
        return str(row[0]) if row else None

    @_serialised
    async def set_meta(self, key: str, value: str) -> None:
        await self._db.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?)"
            " ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    # --- running games --------------------------------------------------------------------------

    @_serialised
    async def start(
        self, game_id: int, seats: Sequence[int], options: dict[str, Any], state: dict[str, Any]
    ) -> None:
        """Seat the lobby (user ids in seat order), store the first snapshot, mark the game active."""
        async with self._transaction():
            for seat, user_id in enumerate(seats):
                await self._db.execute(
                    "UPDATE players SET seat = ? WHERE game_id = ? AND user_id = ?", (seat, game_id, user_id)
                )
            await self._db.execute(
                "INSERT INTO snapshots (game_id, version, state) VALUES (?, 0, ?)",
                (game_id, json.dumps(state)),
            )
            cur = await self._db.execute(
                "UPDATE games SET status = 'active', options = ?, version = 0, updated_at = ?"
                " WHERE id = ? AND status = 'lobby'",
                (json.dumps(options), time.time(), game_id),
            )
            if cur.rowcount != 1:
                raise StaleVersion("the lobby was already started or closed")

    @_serialised
    async def append(
        self,
        game_id: int,
        expected_version: int,
        entries: Sequence[tuple[int | None, str]],
        state: dict[str, Any],
        *,
        finished_record: dict[str, Any] | None = None,
    ) -> int:
        """Store accepted actions ((seat, notation), ...) after ``expected_version``; returns the new version.

        A snapshot of ``state`` is kept every :data:`SNAPSHOT_EVERY` actions and at the end; with
        ``finished_record`` the game is closed and its record kept. Raises :class:`StaleVersion`
        when the game is no longer at ``expected_version`` (nothing is stored then).
        """
        now = time.time()
        version = expected_version + len(entries)
        async with self._transaction():
            cur = await self._db.execute(
                "UPDATE games SET version = ?, updated_at = ?, status = ? WHERE id = ? AND version = ?"
                " AND status = 'active'",
                (version, now, "finished" if finished_record else "active", game_id, expected_version),
            )
            if cur.rowcount != 1:
                raise StaleVersion("the game has moved on")
            for offset, (seat, action) in enumerate(entries, start=1):
                await self._db.execute(
                    "INSERT INTO actions (game_id, version, seat, action, created_at) VALUES (?, ?, ?, ?, ?)",
                    (game_id, expected_version + offset, seat, action, now),
                )
            if finished_record or version // SNAPSHOT_EVERY != expected_version // SNAPSHOT_EVERY:
                await self._db.execute(
                    "INSERT OR REPLACE INTO snapshots (game_id, version, state) VALUES (?, ?, ?)",
                    (game_id, version, json.dumps(state)),
                )
            if finished_record:
                await self._db.execute(
                    "INSERT INTO records (game_id, record) VALUES (?, ?)",
                    (game_id, json.dumps(finished_record)),
                )
        return version

    @_serialised
    async def load(self, game_id: int, at_most: int | None = None) -> Saved:
        """The newest snapshot (at ``at_most`` or before, if given) and every action after it."""
        async with self._db.execute(
            "SELECT version, state FROM snapshots WHERE game_id = ? AND version <= ?"
            " ORDER BY version DESC LIMIT 1",
            (game_id, 2**62 if at_most is None else at_most),
        ) as cur:
            snap = await cur.fetchone()
        if snap is None:
            raise StoreError(f"game {game_id} has no stored state")
        async with self._db.execute(
            "SELECT version, seat, action FROM actions WHERE game_id = ? AND version > ? ORDER BY version",
            (game_id, snap[0]),
        ) as cur:
            rows = await cur.fetchall()
        return Saved(int(snap[0]), json.loads(snap[1]), tuple((r[0], r[1], r[2]) for r in rows))

    @_serialised
    async def entries(self, game_id: int, after: int) -> list[Entry]:
        """The action log after version ``after``, in order, with who acted and when."""
        async with self._db.execute(
            "SELECT version, seat, action, created_at FROM actions WHERE game_id = ? AND version > ?"
            " ORDER BY version",
            (game_id, after),
        ) as cur:
            rows = await cur.fetchall()
        return [Entry(int(r[0]), r[1], str(r[2]), float(r[3])) for r in rows]

    @_serialised
    async def snapshot(self, game_id: int, version: int) -> dict[str, Any] | None:
        """The state stored at exactly ``version``, if a snapshot was kept there."""
        async with self._db.execute(
            "SELECT state FROM snapshots WHERE game_id = ? AND version = ?", (game_id, version)
        ) as cur:
            row = await cur.fetchone()
        return json.loads(row[0]) if row else None

    @_serialised
    async def undo(
        self, game_id: int, expected_version: int, seat: int, restored: int, state: dict[str, Any]
    ) -> int:
        """Store an undo after ``expected_version``: the entry ``undo <restored>`` of ``seat`` and, at the
        new version, a snapshot of ``state`` (the game as it was at ``restored``); returns the new version.

        Versions only increase: the undone lines stay in the log (the audit trail) and the snapshot
        means no replay ever needs them again. Raises :class:`StaleVersion` when the game is no
        longer at ``expected_version`` (nothing is stored then).
        """
        now = time.time()
        version = expected_version + 1
        async with self._transaction():
            cur = await self._db.execute(
                "UPDATE games SET version = ?, updated_at = ? WHERE id = ? AND version = ?"
                " AND status = 'active'",
                (version, now, game_id, expected_version),
            )
            if cur.rowcount != 1:
                raise StaleVersion("the game has moved on")
            await self._db.execute(
                "INSERT INTO actions (game_id, version, seat, action, created_at) VALUES (?, ?, ?, ?, ?)",
                (game_id, version, seat, undo_line(restored), now),
            )
            await self._db.execute(
                "INSERT INTO snapshots (game_id, version, state) VALUES (?, ?, ?)",
                (game_id, version, json.dumps(state)),
            )
        return version

    @_serialised
    async def actions(self, game_id: int) -> list[tuple[int, int | None, str]]:
        """Every stored action of a game, in order: (version, seat, notation)."""
        async with self._db.execute(
            "SELECT version, seat, action FROM actions WHERE game_id = ? ORDER BY version", (game_id,)
        ) as cur:
            rows = await cur.fetchall()
        return [(r[0], r[1], r[2]) for r in rows]

    @_serialised
    async def record(self, game_id: int) -> dict[str, Any] | None:
        """The kept record of a finished game."""
        async with self._db.execute("SELECT record FROM records WHERE game_id = ?", (game_id,)) as cur:
            row = await cur.fetchone()
        return json.loads(row[0]) if row else None

    @_serialised
    async def close_game(self, game_id: int, status: str = "abandoned", notice: str | None = None) -> bool:
        """End a lobby or running game without a result; False if it was not open.

        The game's message is retired in the same transaction, so its buttons come off, and with
        ``notice`` the public notice saying so is stored (both done by the bot's posting seam).
        """
        async with self._transaction():
            cur = await self._db.execute(
                "UPDATE games SET status = ?, updated_at = ? WHERE id = ? AND status IN ('lobby', 'active')",
                (status, time.time(), game_id),
            )
            closed = cur.rowcount == 1
            if closed:
                await self._retire_current(game_id)
            if closed and notice is not None:
                await self._notice(game_id, status, notice)
        return closed

    @_serialised
    async def take_over(self, game_id: int, user_ids: Sequence[int], level: str, notice: str) -> None:
        """Computers of ``level`` take the seats of ``user_ids``; the public notice is stored with it."""
        async with self._transaction():
            for user_id in user_ids:
                await self._db.execute(
                    "UPDATE players SET computer = ? WHERE game_id = ? AND user_id = ? AND user_id > 0"
                    " AND seat IS NOT NULL",
                    (level, game_id, user_id),
                )
            async with self._db.execute("SELECT version FROM games WHERE id = ?", (game_id,)) as cur:
                row = await cur.fetchone()
            await self._notice(game_id, f"takeover:{row[0] if row else 0}", notice)

    async def _notice(self, game_id: int, key: str, content: str) -> None:
        """Store a public notice inside the caller's transaction."""
        await self._db.execute(
            "INSERT OR IGNORE INTO notices (game_id, key, content) VALUES (?, ?, ?)", (game_id, key, content)
        )

    async def _retire_current(self, game_id: int) -> None:
        """Inside the caller's transaction: the game's live message is to lose its buttons."""
        await self._db.execute(
            "INSERT OR IGNORE INTO retired (game_id, message_id) SELECT id, message_id FROM games"
            " WHERE id = ? AND message_id IS NOT NULL",
            (game_id,),
        )

    # --- stats, history and replays -------------------------------------------------------------

    @_serialised
    async def ended_unsummarised(self, game: str) -> list[tuple[GameRow, bool, float]]:
        """Games of ``game`` that ended (finished, or abandoned after their start) and are not yet in
        the outcomes, in the order they ended; each with whether a computer ever took a person's seat
        and when it ended."""
        async with self._db.execute(
            f"SELECT {_GAME_COLUMNS},"
            " EXISTS (SELECT 1 FROM notices n WHERE n.game_id = g.id AND n.key LIKE 'takeover:%')"
            " OR EXISTS (SELECT 1 FROM players p WHERE p.game_id = g.id AND p.user_id > 0"
            "  AND p.computer IS NOT NULL), updated_at"
            " FROM games g WHERE game = ? AND (status = 'finished' OR (status = 'abandoned'"
            "  AND EXISTS (SELECT 1 FROM snapshots s WHERE s.game_id = g.id)))"
            " AND id NOT IN (SELECT game_id FROM outcomes) ORDER BY updated_at, id",
            (game,),
        ) as cur:
            rows = await cur.fetchall()
        return [(_game_row(r[:_WIDTH]), bool(r[_WIDTH]), float(r[_WIDTH + 1])) for r in rows]

    @_serialised
    async def add_outcome(self, outcome: GameOutcome, ratings: dict[str, tuple[float, float]]) -> bool:
        """Keep an ended game's outcome and the server's ratings it produced, in one transaction;
        False (nothing changed) if another caller kept it first."""
        async with self._transaction():
            cur = await self._db.execute(
                "INSERT OR IGNORE INTO outcomes (game_id, game, guild_id, channel_id, status, takeover,"
                " ended_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    outcome.game_id,
                    outcome.game,
                    outcome.guild_id,
                    outcome.channel_id,
                    outcome.status,
                    int(outcome.takeover),
                    outcome.ended_at,
                ),
            )
            if cur.rowcount != 1:
                return False
            await self._db.executemany(
                "INSERT INTO results (game_id, seat, player, name, computer, score, rank, choice)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (outcome.game_id, s.seat, s.player, s.name, int(s.computer), s.score, s.rank, s.choice)
                    for s in outcome.seats
                ],
            )
            await self._db.executemany(
                "INSERT INTO ratings (game, guild_id, player, mu, sigma) VALUES (?, ?, ?, ?, ?)"
                " ON CONFLICT(game, guild_id, player) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma",
                [(outcome.game, outcome.guild_id or 0, p, mu, sigma) for p, (mu, sigma) in ratings.items()],
            )
        return True

    @_serialised
    async def ratings(
        self, game: str, guild_id: int | None, players: Sequence[str] = ()
    ) -> dict[str, tuple[float, float]]:
        """The server's ratings (mu, sigma) of ``game``: of ``players`` only, if any are named."""
        sql = "SELECT player, mu, sigma FROM ratings WHERE game = ? AND guild_id = ?"
        params: list[Any] = [game, guild_id or 0]
        if players:
            sql += f" AND player IN ({', '.join('?' * len(players))})"
            params.extend(players)
        async with self._db.execute(sql, params) as cur:
            rows = await cur.fetchall()
        return {str(r[0]): (float(r[1]), float(r[2])) for r in rows}

    @_serialised
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
        async with self._db.execute(
            "SELECT game_id, guild_id, channel_id, status, takeover, ended_at FROM outcomes o"
            f" WHERE {' AND '.join(where)} ORDER BY ended_at DESC, game_id DESC LIMIT ?",
            (*params, limit),
        ) as cur:
            games = await cur.fetchall()
        if not games:
            return []
        ids = [int(g[0]) for g in games]
        seats: dict[int, list[SeatOutcome]] = {i: [] for i in ids}
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            async with self._db.execute(
                "SELECT game_id, seat, player, name, computer, score, rank, choice FROM results"
                f" WHERE game_id IN ({', '.join('?' * len(chunk))}) ORDER BY game_id, seat",
                chunk,
            ) as cur:
                for r in await cur.fetchall():
                    seats[int(r[0])].append(SeatOutcome(r[1], r[2], r[3], bool(r[4]), r[5], r[6], r[7]))
        return [
            GameOutcome(int(g[0]), game, g[1], g[2], g[3], bool(g[4]), float(g[5]), tuple(seats[int(g[0])]))
            for g in games
        ]

    @_serialised
    async def player_totals(
        self, game: str, guild_id: int | None
    ) -> list[tuple[str, str, bool, int, int, float]]:
        """Per player of a server: (key, latest name, computer, games, unrated games, last played)."""
        async with self._db.execute(
            "SELECT r.player, r.name, r.computer, count(*),"
            " sum(o.status != 'finished' OR o.takeover != 0), max(o.ended_at)"
            " FROM results r JOIN outcomes o ON o.game_id = r.game_id"
            " WHERE o.game = ? AND o.guild_id IS ? GROUP BY r.player",
            (game, guild_id),
        ) as cur:
            rows = await cur.fetchall()
        return [(str(r[0]), str(r[1]), bool(r[2]), int(r[3]), int(r[4]), float(r[5])) for r in rows]

    @_serialised
    async def add_replay(self, message_id: int, game_id: int) -> None:
        """Remember a public replay message, so only a click on it steps it in place."""
        await self._db.execute(
            "INSERT OR IGNORE INTO replays (message_id, game_id) VALUES (?, ?)", (message_id, game_id)
        )

    @_serialised
    async def is_replay(self, message_id: int, game_id: int) -> bool:
        """Whether ``message_id`` is a replay message of ``game_id``."""
        async with self._db.execute(
            "SELECT 1 FROM replays WHERE message_id = ? AND game_id = ?", (message_id, game_id)
        ) as cur:
            return await cur.fetchone() is not None
