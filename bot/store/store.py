"""The store: lobbies, seats, an append-only action log and state snapshots, on SQLite or PostgreSQL.

The store knows nothing about any particular game: a game's state is opaque JSON and its actions are
notation lines. Restarting means loading the latest snapshot and replaying the actions after it.
Every write that accepts an action checks the game's version inside its transaction (a conditional
``UPDATE`` on the version, which PostgreSQL's row lock makes atomic across processes), so a stale or
doubled click can never apply twice.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bot.outcomes import GameOutcome, SeatOutcome
from bot.store.backend import Backend, Dialect, Row, open_backend
from bot.store.errors import Conflict, StaleVersion, StoreError
from bot.store.migrations import migrate
from bot.store.rows import GAME_COLUMNS, WIDTH, Entry, GameRow, PlayerRow, Saved, game_row

DEFAULT_TIMERS = (12.0, 48.0)
"""Hours before a turn reminder and before the others may vote a computer in: for asynchronous play."""

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


SNAPSHOT_EVERY = 20
"""Actions between two snapshots: a restart replays at most this many."""


class Store:
    """The bot's database. Open with :meth:`open`; every method is one short session or transaction."""

    def __init__(self, backend: Backend) -> None:
        self._db = backend

    @classmethod
    async def open(cls, target: str | Path) -> Store:
        """Open and migrate the database at ``target``: a SQLite file path (created with its folder if
        needed), a ``sqlite:///path`` URL or a ``postgresql://`` URL."""
        backend = await open_backend(target)
        try:
            await migrate(backend)
        except BaseException:
            await backend.close()
            raise
        return cls(backend)

    @property
    def backend(self) -> Backend:
        """The database underneath (for copying a whole database)."""
        return self._db

    @property
    def dialect(self) -> Dialect:
        return self._db.dialect

    async def close(self) -> None:
        await self._db.close()

    async def _one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        async with self._db.session() as db:
            return await db.fetchone(sql, params)

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        async with self._db.session() as db:
            return await db.fetchall(sql, params)

    async def _run(self, sql: str, params: Sequence[Any] = ()) -> int:
        async with self._db.session() as db:
            return await db.execute(sql, params)

    async def schema_version(self) -> int:
        async with self._db.session() as db:
            return await self._db.schema_version(db)

    # --- lobbies and seats ----------------------------------------------------------------------

    async def open_game(self, channel_id: int) -> GameRow | None:
        """The lobby or active game of a channel, if any."""
        row = await self._one(
            f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')",
            (channel_id,),
        )
        return game_row(row) if row else None

    async def game(self, game_id: int) -> GameRow | None:
        row = await self._one(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return game_row(row) if row else None

    async def active_games(self) -> list[GameRow]:
        """Every lobby and running game, oldest first (what a restart resumes)."""
        rows = await self._all(
            f"SELECT {GAME_COLUMNS} FROM games WHERE status IN ('lobby', 'active') ORDER BY id"
        )
        return [game_row(r) for r in rows]

    async def create_lobby(
        self, game: str, guild_id: int | None, channel_id: int, creator_id: int, creator_name: str
    ) -> GameRow:
        """Open a lobby in a channel with its creator in it; one open game per channel."""
        now = time.time()
        try:
            async with self._db.transaction() as db:
                game_id = await db.insert_id(
                    "INSERT INTO games (game, guild_id, channel_id, creator_id, status, created_at,"
                    " updated_at) VALUES (?, ?, ?, ?, 'lobby', ?, ?)",
                    (game, guild_id, channel_id, creator_id, now, now),
                )
                await db.execute(
                    "INSERT INTO players (game_id, user_id, name, joined_at) VALUES (?, ?, ?, ?)",
                    (game_id, creator_id, creator_name, now),
                )
        except Conflict as exc:
            raise StoreError("this channel already has an open game") from exc
        row = await self.game(game_id)
        assert row is not None
        return row

    async def players(self, game_id: int) -> list[PlayerRow]:
        """Lobby members in joining order, or seated players in seat order."""
        rows = await self._all(
            "SELECT user_id, name, seat, computer FROM players WHERE game_id = ?"
            " ORDER BY CASE WHEN seat IS NULL THEN 0 ELSE 1 END, seat, joined_at, rowid",
            (game_id,),
        )
        return [PlayerRow(r[0], r[1], r[2], r[3]) for r in rows]

    async def add_player(self, game_id: int, user_id: int, name: str) -> bool:
        """Add a lobby member; False if already in."""
        added = await self._run(
            "INSERT INTO players (game_id, user_id, name, joined_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT DO NOTHING",
            (game_id, user_id, name, time.time()),
        )
        return added == 1

    async def add_computer(self, game_id: int, level: str, name: str) -> int:
        """Seat a computer player in a lobby; its id is negative, so it never clashes with a Discord user."""
        async with self._db.transaction() as db:
            await db.fetchone("SELECT id FROM games WHERE id = ?" + db.for_update, (game_id,))
            row = await db.fetchone("SELECT min(user_id) FROM players WHERE game_id = ?", (game_id,))
            user_id = min(int(row[0]) if row and row[0] is not None else 0, 0) - 1
            await db.execute(
                "INSERT INTO players (game_id, user_id, name, joined_at, computer) VALUES (?, ?, ?, ?, ?)",
                (game_id, user_id, name, time.time(), level),
            )
        return user_id

    async def remove_computer(self, game_id: int) -> bool:
        """Take the most recently added computer player out of a lobby; False if there is none."""
        removed = await self._run(
            "DELETE FROM players WHERE rowid = (SELECT rowid FROM players WHERE game_id = ? AND seat IS NULL"
            " AND computer IS NOT NULL ORDER BY joined_at DESC, rowid DESC LIMIT 1)",
            (game_id,),
        )
        return removed == 1

    async def remove_player(self, game_id: int, user_id: int) -> bool:
        """Remove a lobby member; False if not in."""
        removed = await self._run(
            "DELETE FROM players WHERE game_id = ? AND user_id = ? AND seat IS NULL", (game_id, user_id)
        )
        return removed == 1

    # --- the posting seam's bookkeeping ---------------------------------------------------------

    async def set_message(self, game_id: int, message_id: int | None, version: int | None = None) -> None:
        """Remember the game's current public message (the one whose buttons are live) and the version
        it shows, so a restart can tell a move stored but never posted. The message it replaces is
        kept as retired until its buttons are off (:meth:`retired`)."""
        other = "" if message_id is None else " AND message_id != ?"
        async with self._db.transaction() as db:
            await db.execute(
                "INSERT INTO retired (game_id, message_id) SELECT id, message_id FROM games"
                f" WHERE id = ? AND message_id IS NOT NULL{other} ON CONFLICT DO NOTHING",
                (game_id,) if message_id is None else (game_id, message_id),
            )
            await db.execute(
                "UPDATE games SET message_id = ?, message_version = ?, updated_at = ? WHERE id = ?",
                (message_id, version, time.time(), game_id),
            )

    async def retired(self, game_id: int) -> list[int]:
        """Superseded public messages of a game whose buttons may still be live."""
        rows = await self._all(
            "SELECT message_id FROM retired WHERE game_id = ? ORDER BY message_id", (game_id,)
        )
        return [int(r[0]) for r in rows]

    async def unretire(self, game_id: int, message_id: int) -> None:
        """A superseded message's buttons are off (or the message is gone)."""
        await self._run("DELETE FROM retired WHERE game_id = ? AND message_id = ?", (game_id, message_id))

    async def set_news(self, game_id: int, version: int) -> None:
        """Private news up to ``version`` has reached every player (or its fallback was noted)."""
        await self._run(
            "UPDATE games SET news_version = ? WHERE id = ? AND news_version < ?", (version, game_id, version)
        )

    async def notices(self, game_id: int) -> list[tuple[str, str]]:
        """A game's public notices stored but not yet posted: (key, text)."""
        rows = await self._all(
            "SELECT key, content FROM notices WHERE game_id = ? AND sent = 0 ORDER BY rowid", (game_id,)
        )
        return [(str(r[0]), str(r[1])) for r in rows]

    async def notice_sent(self, game_id: int, key: str) -> None:
        await self._run("UPDATE notices SET sent = 1 WHERE game_id = ? AND key = ?", (game_id, key))

    async def unsettled(self) -> list[GameRow]:
        """Games whose channel may not show what is stored: a turn or the standings not posted, news
        not delivered, a lobby without its message, buttons left on a superseded message, a notice
        not posted."""
        rows = await self._all(
            f"SELECT {GAME_COLUMNS} FROM games WHERE"
            " (status IN ('active', 'finished') AND"
            "  (message_version IS NULL OR message_version != version OR news_version < version))"
            " OR (status = 'lobby' AND message_id IS NULL)"
            " OR id IN (SELECT game_id FROM retired)"
            " OR id IN (SELECT game_id FROM notices WHERE sent = 0)"
            " ORDER BY id"
        )
        return [game_row(r) for r in rows]

    async def dm_state(self, game_id: int, user_id: int) -> str:
        """Whether DMs to a player work: open, closed (failed once) or told (closed, player told)."""
        row = await self._one("SELECT dm FROM players WHERE game_id = ? AND user_id = ?", (game_id, user_id))
        return str(row[0]) if row else "open"

    async def set_dm_state(self, game_id: int, user_id: int, state: str) -> None:
        await self._run(
            "UPDATE players SET dm = ? WHERE game_id = ? AND user_id = ?", (state, game_id, user_id)
        )

    # --- turn timers ----------------------------------------------------------------------------

    async def guild_settings(self, guild_id: int | None) -> tuple[float, float]:
        """(reminder hours, takeover hours) of a server; the defaults suit asynchronous play."""
        row = await self._one(
            "SELECT reminder_hours, takeover_hours FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )
        return (float(row[0]), float(row[1])) if row else DEFAULT_TIMERS

    async def set_guild_settings(self, guild_id: int, reminder_hours: float, takeover_hours: float) -> None:
        await self._run(
            "INSERT INTO guild_settings (guild_id, reminder_hours, takeover_hours) VALUES (?, ?, ?)"
            " ON CONFLICT(guild_id) DO UPDATE SET reminder_hours = excluded.reminder_hours,"
            " takeover_hours = excluded.takeover_hours",
            (guild_id, float(reminder_hours), float(takeover_hours)),
        )

    async def undo_minutes(self, guild_id: int | None) -> float:
        """Minutes during which a move may be taken back on a server (0: never)."""
        row = await self._one("SELECT undo_minutes FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return float(row[0]) if row and row[0] is not None else DEFAULT_UNDO_MINUTES

    async def set_undo_minutes(self, guild_id: int, minutes: float) -> None:
        """Set a server's undo window (its turn timers stay as they are, or the defaults)."""
        await self._run(
            "INSERT INTO guild_settings (guild_id, reminder_hours, takeover_hours, undo_minutes)"
            " VALUES (?, ?, ?, ?) ON CONFLICT(guild_id) DO UPDATE SET undo_minutes = excluded.undo_minutes",
            (guild_id, *DEFAULT_TIMERS, float(minutes)),
        )

    # --- languages ------------------------------------------------------------------------------

    async def guild_languages(self) -> dict[int, str]:
        """Every server's stored language for public messages."""
        rows = await self._all("SELECT guild_id, language FROM guild_settings WHERE language IS NOT NULL")
        return {int(g): str(lang) for g, lang in rows}

    async def set_guild_language(self, guild_id: int, language: str) -> None:
        await self._run(
            "INSERT INTO guild_settings (guild_id, reminder_hours, takeover_hours, language)"
            " VALUES (?, ?, ?, ?)"
            " ON CONFLICT(guild_id) DO UPDATE SET language = excluded.language",
            (guild_id, *DEFAULT_TIMERS, language),
        )

    async def user_locales(self) -> dict[int, str]:
        """Every user's Discord locale as of their last interaction (for their direct messages)."""
        rows = await self._all("SELECT user_id, locale FROM user_locales")
        return {int(u): str(loc) for u, loc in rows}

    async def set_user_locale(self, user_id: int, locale: str) -> None:
        await self._run(
            "INSERT INTO user_locales (user_id, locale) VALUES (?, ?)"
            " ON CONFLICT(user_id) DO UPDATE SET locale = excluded.locale",
            (user_id, locale),
        )

    # --- games in threads -----------------------------------------------------------------------

    async def threads_on(self, guild_id: int | None) -> bool:
        """Whether a server plays each game in a thread opened from its lobby (the default)."""
        row = await self._one("SELECT threads FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return bool(row[0]) if row else True

    async def set_threads(self, guild_id: int, on: bool) -> None:
        await self._run(
            "INSERT INTO guild_settings (guild_id, reminder_hours, takeover_hours, threads)"
            " VALUES (?, ?, ?, ?) ON CONFLICT(guild_id) DO UPDATE SET threads = excluded.threads",
            (guild_id, *DEFAULT_TIMERS, int(on)),
        )

    async def warn_threads_once(self, guild_id: int) -> bool:
        """Note that the server is told a thread permission is missing; False if it was told already."""
        async with self._db.transaction() as db:
            await db.execute(
                "INSERT INTO guild_settings (guild_id, reminder_hours, takeover_hours) VALUES (?, ?, ?)"
                " ON CONFLICT(guild_id) DO NOTHING",
                (guild_id, *DEFAULT_TIMERS),
            )
            marked = await db.execute(
                "UPDATE guild_settings SET threads_warned = 1 WHERE guild_id = ? AND threads_warned = 0",
                (guild_id,),
            )
        return marked == 1

    async def threads_work(self, guild_id: int) -> None:
        """A thread was opened: should a permission go missing again, the server is told again."""
        await self._run(
            "UPDATE guild_settings SET threads_warned = 0 WHERE guild_id = ? AND threads_warned = 1",
            (guild_id,),
        )

    async def waiting_games(self) -> list[tuple[GameRow, float, int | None, int | None]]:
        """Running games with when their current turn began, and the versions already reminded / voted on."""
        rows = await self._all(
            f"SELECT {GAME_COLUMNS}, updated_at, reminded_version, vote_version FROM games"
            " WHERE status = 'active' ORDER BY id"
        )
        return [(game_row(r[:WIDTH]), float(r[WIDTH]), r[WIDTH + 1], r[WIDTH + 2]) for r in rows]

    async def mark_timer(self, game_id: int, column: str, version: int) -> bool:
        """Note that a reminder or a vote was posted for ``version``; False if it already was."""
        if column not in ("reminded_version", "vote_version"):
            raise ValueError(column)
        marked = await self._run(
            f"UPDATE games SET {column} = ? WHERE id = ? AND ({column} IS NULL OR {column} != ?)",
            (version, game_id, version),
        )
        return marked == 1

    async def vote_called(self, game_id: int) -> int | None:
        """The game version a takeover vote was called for, if any."""
        row = await self._one("SELECT vote_version FROM games WHERE id = ?", (game_id,))
        return int(row[0]) if row and row[0] is not None else None

    async def vote(self, game_id: int, version: int, voter: int) -> int:
        """Record a vote to let computers take the absent seats at ``version``; the votes so far."""
        async with self._db.session() as db:
            await db.execute(
                "INSERT INTO votes (game_id, version, voter) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                (game_id, version, voter),
            )
            row = await db.fetchone(
                "SELECT count(*) FROM votes WHERE game_id = ? AND version = ?", (game_id, version)
            )
        return int(row[0]) if row else 0

    async def set_computer(self, game_id: int, user_id: int, level: str | None) -> bool:
        """A computer takes over a person's seat (``level``), or the person takes it back (``None``)."""
        changed = await self._run(
            "UPDATE players SET computer = ? WHERE game_id = ? AND user_id = ? AND user_id > 0"
            " AND seat IS NOT NULL",
            (level, game_id, user_id),
        )
        return changed == 1

    # --- bot settings ---------------------------------------------------------------------------

    async def meta(self, key: str) -> str | None:
        """A stored bot setting (such as the hash of the last synced command set)."""
        row = await self._one("SELECT value FROM meta WHERE key = ?", (key,))
        return str(row[0]) if row else None

    async def set_meta(self, key: str, value: str) -> None:
        await self._run(
            "INSERT INTO meta (key, value) VALUES (?, ?)"
            " ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    # --- running games --------------------------------------------------------------------------

    async def start(
        self,
        game_id: int,
        seats: Sequence[int],
        options: dict[str, Any],
        state: dict[str, Any],
        *,
        thread_id: int | None = None,
    ) -> None:
        """Seat the lobby (user ids in seat order), store the first snapshot, mark the game active; with
        ``thread_id`` the game moves to that thread and its lobby's channel is free for another game."""
        async with self._db.transaction() as db:
            started = await db.execute(
                "UPDATE games SET status = 'active', options = ?, version = 0, updated_at = ?"
                " WHERE id = ? AND status = 'lobby'",
                (json.dumps(options), time.time(), game_id),
            )
            if started != 1:
                raise StaleVersion("the lobby was already started or closed")
            for seat, user_id in enumerate(seats):
                await db.execute(
                    "UPDATE players SET seat = ? WHERE game_id = ? AND user_id = ?", (seat, game_id, user_id)
                )
            await db.execute(
                "INSERT INTO snapshots (game_id, version, state) VALUES (?, 0, ?)",
                (game_id, json.dumps(state)),
            )
            if thread_id is not None:
                try:
                    await db.execute(
                        "UPDATE games SET lobby_channel_id = channel_id, channel_id = ? WHERE id = ?",
                        (thread_id, game_id),
                    )
                except Conflict as exc:
                    raise StoreError("the thread already has an open game") from exc

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
        when the game is no longer at ``expected_version`` (nothing is stored then). The check is the
        transaction's first statement, a conditional ``UPDATE`` of the game's row: a second writer,
        in this process or another, waits for the row and then finds the version moved on.
        """
        now = time.time()
        version = expected_version + len(entries)
        async with self._db.transaction() as db:
            moved = await db.execute(
                "UPDATE games SET version = ?, updated_at = ?, status = ? WHERE id = ? AND version = ?"
                " AND status = 'active'",
                (version, now, "finished" if finished_record else "active", game_id, expected_version),
            )
            if moved != 1:
                raise StaleVersion("the game has moved on")
            await db.executemany(
                "INSERT INTO actions (game_id, version, seat, action, created_at) VALUES (?, ?, ?, ?, ?)",
                [
                    (game_id, expected_version + offset, seat, action, now)
                    for offset, (seat, action) in enumerate(entries, start=1)
                ],
            )
            if finished_record or version // SNAPSHOT_EVERY != expected_version // SNAPSHOT_EVERY:
                await db.execute(
                    "INSERT INTO snapshots (game_id, version, state) VALUES (?, ?, ?)"
                    " ON CONFLICT (game_id, version) DO UPDATE SET state = excluded.state",
                    (game_id, version, json.dumps(state)),
                )
            if finished_record:
                await db.execute(
                    "INSERT INTO records (game_id, record) VALUES (?, ?)",
                    (game_id, json.dumps(finished_record)),
                )
        return version

    async def load(self, game_id: int, at_most: int | None = None) -> Saved:
        """The newest snapshot (at ``at_most`` or before, if given) and every action after it."""
        async with self._db.session() as db:
            snap = await db.fetchone(
                "SELECT version, state FROM snapshots WHERE game_id = ? AND version <= ?"
                " ORDER BY version DESC LIMIT 1",
                (game_id, 2**62 if at_most is None else at_most),
            )
            if snap is None:
                raise StoreError(f"game {game_id} has no stored state")
            rows = await db.fetchall(
                "SELECT version, seat, action FROM actions WHERE game_id = ? AND version > ?"
                " ORDER BY version",
                (game_id, snap[0]),
            )
        return Saved(int(snap[0]), json.loads(snap[1]), tuple((r[0], r[1], r[2]) for r in rows))

    async def entries(self, game_id: int, after: int) -> list[Entry]:
        """The action log after version ``after``, in order, with who acted and when."""
        rows = await self._all(
            "SELECT version, seat, action, created_at FROM actions WHERE game_id = ? AND version > ?"
            " ORDER BY version",
            (game_id, after),
        )
        return [Entry(int(r[0]), r[1], str(r[2]), float(r[3])) for r in rows]

    async def snapshot(self, game_id: int, version: int) -> dict[str, Any] | None:
        """The state stored at exactly ``version``, if a snapshot was kept there."""
        row = await self._one(
            "SELECT state FROM snapshots WHERE game_id = ? AND version = ?", (game_id, version)
        )
        return json.loads(row[0]) if row else None

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
        async with self._db.transaction() as db:
            moved = await db.execute(
                "UPDATE games SET version = ?, updated_at = ? WHERE id = ? AND version = ?"
                " AND status = 'active'",
                (version, now, game_id, expected_version),
            )
            if moved != 1:
                raise StaleVersion("the game has moved on")
            await db.execute(
                "INSERT INTO actions (game_id, version, seat, action, created_at) VALUES (?, ?, ?, ?, ?)",
                (game_id, version, seat, undo_line(restored), now),
            )
            await db.execute(
                "INSERT INTO snapshots (game_id, version, state) VALUES (?, ?, ?)",
                (game_id, version, json.dumps(state)),
            )
        return version

    async def actions(self, game_id: int) -> list[tuple[int, int | None, str]]:
        """Every stored action of a game, in order: (version, seat, notation)."""
        rows = await self._all(
            "SELECT version, seat, action FROM actions WHERE game_id = ? ORDER BY version", (game_id,)
        )
        return [(r[0], r[1], r[2]) for r in rows]

    async def record(self, game_id: int) -> dict[str, Any] | None:
        """The kept record of a finished game."""
        row = await self._one("SELECT record FROM records WHERE game_id = ?", (game_id,))
        return json.loads(row[0]) if row else None

    async def close_game(self, game_id: int, status: str = "abandoned", notice: str | None = None) -> bool:
        """End a lobby or running game without a result; False if it was not open.

        The game's message is retired in the same transaction, so its buttons come off, and with
        ``notice`` the public notice saying so is stored (both done by the bot's posting seam).
        """
        async with self._db.transaction() as db:
            closed = await db.execute(
                "UPDATE games SET status = ?, updated_at = ? WHERE id = ? AND status IN ('lobby', 'active')",
                (status, time.time(), game_id),
            )
            if closed == 1:
                await db.execute(
                    "INSERT INTO retired (game_id, message_id) SELECT id, message_id FROM games"
                    " WHERE id = ? AND message_id IS NOT NULL ON CONFLICT DO NOTHING",
                    (game_id,),
                )
            if closed == 1 and notice is not None:
                await db.execute(
                    "INSERT INTO notices (game_id, key, content) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                    (game_id, status, notice),
                )
        return closed == 1

    async def take_over(self, game_id: int, user_ids: Sequence[int], level: str, notice: str) -> None:
        """Computers of ``level`` take the seats of ``user_ids``; the public notice is stored with it."""
        async with self._db.transaction() as db:
            row = await db.fetchone("SELECT version FROM games WHERE id = ?" + db.for_update, (game_id,))
            for user_id in user_ids:
                await db.execute(
                    "UPDATE players SET computer = ? WHERE game_id = ? AND user_id = ? AND user_id > 0"
                    " AND seat IS NOT NULL",
                    (level, game_id, user_id),
                )
            await db.execute(
                "INSERT INTO notices (game_id, key, content) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                (game_id, f"takeover:{row[0] if row else 0}", notice),
            )

    # --- stats, history and replays -------------------------------------------------------------

    async def ended_unsummarised(self, game: str) -> list[tuple[GameRow, bool, float]]:
        """Games of ``game`` that ended (finished, or abandoned after their start) and are not yet in
        the outcomes, in the order they ended; each with whether a computer ever took a person's seat
        and when it ended."""
        rows = await self._all(
            f"SELECT {GAME_COLUMNS},"
            " EXISTS (SELECT 1 FROM notices n WHERE n.game_id = g.id AND n.key LIKE 'takeover:%')"
            " OR EXISTS (SELECT 1 FROM players p WHERE p.game_id = g.id AND p.user_id > 0"
            "  AND p.computer IS NOT NULL), updated_at"
            " FROM games g WHERE game = ? AND (status = 'finished' OR (status = 'abandoned'"
            "  AND EXISTS (SELECT 1 FROM snapshots s WHERE s.game_id = g.id)))"
            " AND id NOT IN (SELECT game_id FROM outcomes) ORDER BY updated_at, id",
            (game,),
        )
        return [(game_row(r[:WIDTH]), bool(r[WIDTH]), float(r[WIDTH + 1])) for r in rows]

    async def add_outcome(self, outcome: GameOutcome, ratings: dict[str, tuple[float, float]]) -> bool:
        """Keep an ended game's outcome and the server's ratings it produced, in one transaction;
        False (nothing changed) if another caller kept it first."""
        async with self._db.transaction() as db:
            kept = await db.execute(
                "INSERT INTO outcomes (game_id, game, guild_id, channel_id, status, takeover, ended_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
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
        return True

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
            "SELECT game_id, guild_id, channel_id, status, takeover, ended_at FROM outcomes o"
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
            GameOutcome(int(g[0]), game, g[1], g[2], g[3], bool(g[4]), float(g[5]), tuple(seats[int(g[0])]))
            for g in games
        ]

    async def player_totals(
        self, game: str, guild_id: int | None
    ) -> list[tuple[str, str, bool, int, int, float]]:
        """Per player of a server: (key, latest name, computer, games, unrated games, last played)."""
        guild = "o.guild_id IS NULL" if guild_id is None else "o.guild_id = ?"
        where = (game,) if guild_id is None else (game, guild_id)
        rows = await self._all(
            "SELECT t.player, r.name, r.computer, t.games, t.unrated, t.last FROM ("
            " SELECT r.player, count(*) AS games, max(o.ended_at) AS last,"
            "  sum(CASE WHEN o.status != 'finished' OR o.takeover != 0 THEN 1 ELSE 0 END) AS unrated"
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
