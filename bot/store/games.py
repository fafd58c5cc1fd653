"""The tables of games: lobbies and seats, what a game's channel shows (the posting seam's bookkeeping),
direct-message states, turn timers and votes, and games closed or taken over."""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Sequence

from bot.store.backend import Backend
from bot.store.errors import Conflict, StoreError
from bot.store.people import replace_notices
from bot.store.repository import Repository
from bot.store.rows import GAME_COLUMNS, WIDTH, GameRow, PlayerRow, TurnNotice, game_row

RETIRED = "SELECT message_id, summary FROM retired WHERE game_id = ? ORDER BY message_id"
"""A game's superseded public messages not yet turned into their summary line, with that line."""
DM_STATES_KEPT = 4096
"""Players' direct-message states a process keeps in memory (the most recently used)."""


class Games(Repository):
    """The game rows and their players."""

    def __init__(self, backend: Backend) -> None:
        super().__init__(backend)
        self._dm_states: OrderedDict[tuple[int, int], str] = OrderedDict()

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

    async def games_of(self, user_id: int, guild_id: int, since: float) -> list[tuple[GameRow, float]]:
        """The games ``user_id`` has a seat in on ``guild_id``: those running, and those finished since
        ``since``; each with when it last changed."""
        rows = await self._all(
            f"SELECT {GAME_COLUMNS}, updated_at FROM games WHERE guild_id = ?"
            " AND (status = 'active' OR (status = 'finished' AND updated_at >= ?))"
            " AND id IN (SELECT game_id FROM players WHERE user_id = ? AND seat IS NOT NULL) ORDER BY id",
            (guild_id, since, user_id),
        )
        return [(game_row(r[:WIDTH]), float(r[WIDTH])) for r in rows]

    async def running_seats(self, user_id: int) -> list[tuple[GameRow, PlayerRow]]:
        """Every running game in which ``user_id`` has a seat, with that seat."""
        rows = await self._all(
            f"SELECT {GAME_COLUMNS}, user_id, name, seat, computer FROM games JOIN players ON game_id = id"
            " WHERE status = 'active' AND user_id = ? AND seat IS NOT NULL ORDER BY id",
            (user_id,),
        )
        return [(game_row(r[:WIDTH]), PlayerRow(*r[WIDTH:])) for r in rows]

    async def create_lobby(
        self,
        game: str,
        guild_id: int | None,
        channel_id: int,
        creator_id: int,
        creator_name: str | None,
        *,
        practice: bool = False,
    ) -> GameRow:
        """Open a lobby in a channel with its creator in it (a practice table's with ``practice``; a game
        night's without its creator, ``creator_name`` ``None``); one open game per channel."""
        now = time.time()
        try:
            async with self._db.transaction() as db:
                game_id = await db.insert_id(
                    "INSERT INTO games (game, guild_id, channel_id, creator_id, status, created_at,"
                    " updated_at, practice) VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?)",
                    (game, guild_id, channel_id, creator_id, now, now, int(practice)),
                )
                if creator_name is not None:
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

    async def set_message(
        self,
        game_id: int,
        message_id: int | None,
        version: int | None = None,
        *,
        posted: bool = False,
        summary: str = "",
        retired: str | None = None,
        notices: Sequence[TurnNotice] | None = None,
    ) -> list[tuple[int, str]]:
        """Remember the game's current public message (the one whose buttons are live), the version it
        shows and, when it was just ``posted``, that version as the one it was posted at, so a restart
        can tell a move stored but never posted. ``summary`` is what the message is about (its title),
        kept for when it is superseded. The message it replaces is kept as retired with the line it is
        to keep (``retired``; by default its summary) until it is turned into that line. ``notices``,
        when given, become the game's turn notices in the same transaction (what the post told whom).
        Returns the game's retired messages (as :meth:`retired`), read in the same trip."""
        other = "" if message_id is None else " AND message_id != ?"
        async with self._db.transaction() as db:
            await db.execute(
                "INSERT INTO retired (game_id, message_id, summary)"
                " SELECT id, message_id, COALESCE(?, summary) FROM games"
                f" WHERE id = ? AND message_id IS NOT NULL{other} ON CONFLICT DO NOTHING",
                (retired, game_id) if message_id is None else (retired, game_id, message_id),
            )
            await db.execute(
                "UPDATE games SET message_id = ?, message_version = ?, updated_at = ?, summary = ?,"
                " posted_version = CASE WHEN ? THEN ? ELSE posted_version END WHERE id = ?",
                (message_id, version, time.time(), summary, posted, version, game_id),
            )
            if notices is not None:
                await replace_notices(db, game_id, notices)
            rows = await db.fetchall(RETIRED, (game_id,))
        return [(int(r[0]), str(r[1])) for r in rows]

    async def may_bring(self, game_id: int) -> bool:
        """Whether the game's live table may be brought down: not yet since it was posted."""
        row = await self._one("SELECT brought_version, posted_version FROM games WHERE id = ?", (game_id,))
        return row is not None and (row[0] is None or row[0] < (row[1] or 0))

    async def claim_bring(self, game_id: int) -> bool:
        """Claim the one bringing-down of the live table since it was posted; False when it is taken
        (by an earlier click, or a double one) or the game is not running."""
        claimed = await self._run(
            "UPDATE games SET brought_version = COALESCE(posted_version, 0)"
            " WHERE id = ? AND status = 'active'"
            " AND (brought_version IS NULL OR brought_version < COALESCE(posted_version, 0))",
            (game_id,),
        )
        return claimed == 1

    async def brought_down(self, game_id: int) -> None:
        """The live table was just posted again by a player: no more bringing down until the next turn's
        table."""
        await self._run("UPDATE games SET brought_version = posted_version WHERE id = ?", (game_id,))

    async def guide_versions(self, game_id: int) -> dict[str, int]:
        """The guide entries a practice table has shown, each with the game version it was first shown at."""
        rows = await self._all("SELECT key, version FROM guide_shown WHERE game_id = ?", (game_id,))
        return {str(r[0]): int(r[1]) for r in rows}

    async def guide_shown(self, game_id: int, keys: Sequence[str], version: int) -> None:
        """A practice table showed the guide entries ``keys`` with ``version`` (the first time counts)."""
        async with self._db.transaction() as db:
            await db.executemany(
                "INSERT INTO guide_shown (game_id, key, version) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                [(game_id, key, version) for key in keys],
            )

    async def mark_hinted(self, game_id: int) -> None:
        """A player of the game asked for a hint: the game will not be rated."""
        await self._run("UPDATE games SET hinted = 1 WHERE id = ?", (game_id,))

    async def retired(self, game_id: int) -> list[tuple[int, str]]:
        """Superseded public messages of a game not yet turned into their summary line, with that line."""
        return [(int(r[0]), str(r[1])) for r in await self._all(RETIRED, (game_id,))]

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
        """Whether DMs to a player work: open, closed (failed once) or told (closed, player told). Read
        on every panel, so the answers are kept (only this process, which owns the game's server,
        changes them)."""
        key = (game_id, user_id)
        state = self._dm_states.get(key)
        if state is None:
            row = await self._one("SELECT dm FROM players WHERE game_id = ? AND user_id = ?", key)
            state = str(row[0]) if row else "open"
            self._keep_dm_state(key, state)
        return state

    async def set_dm_state(self, game_id: int, user_id: int, state: str) -> None:
        self._dm_states.pop((game_id, user_id), None)
        await self._run(
            "UPDATE players SET dm = ? WHERE game_id = ? AND user_id = ?", (state, game_id, user_id)
        )
        self._keep_dm_state((game_id, user_id), state)

    def forget(self, game_id: int) -> None:
        """Drop what this process keeps of a game's players (a finished game's are not asked again;
        any other's are read again when next asked)."""
        for key in [key for key in self._dm_states if key[0] == game_id]:
            del self._dm_states[key]

    def _keep_dm_state(self, key: tuple[int, int], state: str) -> None:
        self._dm_states[key] = state
        self._dm_states.move_to_end(key)
        while len(self._dm_states) > DM_STATES_KEPT:
            self._dm_states.popitem(last=False)

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
        """A computer takes over a person's seat (``level``), or the person takes it back (``None``: the
        seat no longer needs a player)."""
        changed = await self._run(
            "UPDATE players SET computer = ?, taken_at = ?, wanted_message = NULL"
            " WHERE game_id = ? AND user_id = ? AND user_id > 0 AND seat IS NOT NULL",
            (level, None if level is None else time.time(), game_id, user_id),
        )
        return changed == 1

    async def unwanted_seats(self) -> list[tuple[GameRow, PlayerRow, float]]:
        """The seats of running games a computer plays for a person and that have not asked for a new
        player yet, each with its game and since when the computer plays it."""
        rows = await self._all(
            f"SELECT {GAME_COLUMNS}, user_id, name, seat, computer, taken_at FROM games"
            " JOIN players ON game_id = id WHERE status = 'active' AND computer IS NOT NULL"
            " AND user_id > 0 AND seat IS NOT NULL AND taken_at IS NOT NULL AND wanted_message IS NULL"
            " ORDER BY id, seat",
        )
        return [(game_row(r[:WIDTH]), PlayerRow(*r[WIDTH : WIDTH + 4]), float(r[WIDTH + 4])) for r in rows]

    async def want_player(self, game_id: int, seat: int, message_id: int) -> None:
        """Note that the seat's "needs a player" post is out (``message_id``): it is posted once, and
        from now on a new person may take the seat."""
        await self._run(
            "UPDATE players SET wanted_message = ? WHERE game_id = ? AND seat = ? AND computer IS NOT NULL",
            (message_id, game_id, seat),
        )

    async def wanted(self, game_id: int, seat: int) -> tuple[PlayerRow, float, int] | None:
        """The seat of a running game that needs a player, with since when a computer plays it and the
        message asking; ``None`` when it does not (any more)."""
        row = await self._one(
            "SELECT user_id, name, seat, computer, taken_at, wanted_message FROM players"
            " JOIN games ON game_id = id WHERE game_id = ? AND seat = ? AND status = 'active'"
            " AND computer IS NOT NULL AND user_id > 0 AND wanted_message IS NOT NULL",
            (game_id, seat),
        )
        return (PlayerRow(*row[:4]), float(row[4] or 0), int(row[5])) if row else None

    async def close_game(
        self,
        game_id: int,
        status: str = "abandoned",
        notice: str | None = None,
        lines: Sequence[tuple[int, str]] = (),
    ) -> bool:
        """End a lobby or running game without a result; False if it was not open.

        The game's message is retired in the same transaction, so its buttons come off, and with
        ``notice`` the public notice saying so is stored (both done by the bot's posting seam).
        ``lines`` are messages of the game to turn into a line of their own (message id, line): the
        last table and the lobby saying who ended the game and when.
        """
        async with self._db.transaction() as db:
            closed = await db.execute(
                "UPDATE games SET status = ?, updated_at = ? WHERE id = ? AND status IN ('lobby', 'active')",
                (status, time.time(), game_id),
            )
            for message_id, line in lines if closed == 1 else ():
                await db.execute(
                    "INSERT INTO retired (game_id, message_id, summary) VALUES (?, ?, ?)"
                    " ON CONFLICT (game_id, message_id) DO UPDATE SET summary = excluded.summary",
                    (game_id, message_id, line),
                )
            if closed == 1:
                await db.execute(
                    "INSERT INTO retired (game_id, message_id, summary)"
                    " SELECT id, message_id, summary FROM games"
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
                    "UPDATE players SET computer = ?, taken_at = ?, wanted_message = NULL"
                    " WHERE game_id = ? AND user_id = ? AND user_id > 0 AND seat IS NOT NULL",
                    (level, time.time(), game_id, user_id),
                )
            await db.execute(
                "INSERT INTO notices (game_id, key, content) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                (game_id, f"takeover:{row[0] if row else 0}", notice),
            )
