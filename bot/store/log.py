"""The game log: the append-only actions of every game and its state snapshots, the start, take-backs and
the finished record. Every write that accepts an action checks the game's version inside its
transaction (a conditional ``UPDATE`` on the version, which PostgreSQL's row lock makes atomic across
processes), so a stale or doubled click can never apply twice; a restart loads the latest snapshot and
replays the actions after it."""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from typing import Any

from bot.store.backend import Connection
from bot.store.errors import Conflict, StaleVersion, StoreError
from bot.store.repository import Repository
from bot.store.rows import Entry, Saved, SeatChange

UNDO = "undo"
"""The first word of an undo's entry in the action log (``undo <version>``); game lines begin with a seat."""


def undo_line(version: int) -> str:
    """The action log's entry for an undo that restores the game as it was at ``version``."""
    return f"{UNDO} {version}"


def undone_to(line: str) -> int | None:
    """The version an undo entry restores, or ``None`` when ``line`` is a game's own action."""
    word, _, rest = line.partition(" ")
    return int(rest) if word == UNDO and rest.isdigit() else None


SIT = "sit"
"""The first word of the entry a new person taking over a seat leaves in the action log (``sit <user
id>``)."""


def sit_line(user_id: int) -> str:
    """The action log's entry for ``user_id`` taking over a seat (the seat is the entry's)."""
    return f"{SIT} {user_id}"


def restores(line: str) -> bool:
    """Whether an entry is not a move but a change whose state is kept as its own snapshot: an undo, or a
    new person taking over a seat."""
    return undone_to(line) is not None or line.partition(" ")[0] == SIT


SNAPSHOT_EVERY = 20
"""Actions between two snapshots: a restart replays at most this many."""


async def _restoring(
    db: Connection, game_id: int, expected_version: int, seat: int, line: str, state: dict[str, Any]
) -> int:
    """Within a transaction: move the game on from ``expected_version`` by one entry that is not a move
    (:func:`restores`), ``line`` of ``seat``, with ``state`` as its own snapshot; the new version. Raises
    :class:`StaleVersion` when the game is no longer there (the transaction then stores nothing)."""
    now = time.time()
    version = expected_version + 1
    moved = await db.execute(
        "UPDATE games SET version = ?, updated_at = ? WHERE id = ? AND version = ? AND status = 'active'",
        (version, now, game_id, expected_version),
    )
    if moved != 1:
        raise StaleVersion("the game has moved on")
    await db.execute(
        "INSERT INTO actions (game_id, version, seat, action, created_at) VALUES (?, ?, ?, ?, ?)",
        (game_id, version, seat, line, now),
    )
    await db.execute(
        "INSERT INTO snapshots (game_id, version, state) VALUES (?, ?, ?)",
        (game_id, version, json.dumps(state)),
    )
    return version


class GameLog(Repository):
    """Each game's actions, snapshots and record."""

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
        now: float | None = None,
    ) -> int:
        """Store accepted actions ((seat, notation), ...) after ``expected_version``, made at ``now``
        (default: the clock); returns the new version.

        A snapshot of ``state`` is kept every :data:`SNAPSHOT_EVERY` actions and at the end; with
        ``finished_record`` the game is closed and its record kept. Raises :class:`StaleVersion`
        when the game is no longer at ``expected_version`` (nothing is stored then). The check is the
        transaction's first statement, a conditional ``UPDATE`` of the game's row: a second writer,
        in this process or another, waits for the row and then finds the version moved on.
        """
        now = time.time() if now is None else now
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
        async with self._db.transaction() as db:
            return await _restoring(db, game_id, expected_version, seat, undo_line(restored), state)

    async def sit(
        self, game_id: int, expected_version: int, change: SeatChange, state: dict[str, Any]
    ) -> int:
        """Store that ``change.took`` takes over the seat a computer plays for ``change.left``, who was
        gone (the seat's "needs a player" post must be out): the entry ``sit <user id>``, a snapshot of
        ``state`` (the game with the seat renamed) at the new version, the seat's new holder and the
        change itself, all in one transaction; returns the new version.

        Raises :class:`StaleVersion` when the game moved on or the seat is no longer free (its person
        came back, or someone else took it), and :class:`Conflict` when the taker already plays in the
        game; nothing is stored then.
        """
        async with self._db.transaction() as db:
            line = sit_line(change.took_id)
            version = await _restoring(db, game_id, expected_version, change.seat, line, state)
            taken = await db.execute(
                "UPDATE players SET user_id = ?, name = ?, computer = NULL, taken_at = NULL,"
                " wanted_message = NULL, dm = 'open' WHERE game_id = ? AND seat = ? AND user_id = ?"
                " AND computer IS NOT NULL AND wanted_message IS NOT NULL",
                (change.took_id, change.took_name, game_id, change.seat, change.left_id),
            )
            if taken != 1:
                raise StaleVersion("the seat is no longer free")
            await db.execute(
                "INSERT INTO seat_changes (game_id, version, seat, move, left_id, left_name, took_id,"
                " took_name) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    game_id,
                    version,
                    change.seat,
                    change.move,
                    change.left_id,
                    change.left_name,
                    change.took_id,
                    change.took_name,
                ),
            )
            await db.execute(
                "DELETE FROM turn_notices WHERE game_id = ? AND user_id = ?", (game_id, change.left_id)
            )
        return version

    async def seat_changes(self, game_id: int) -> tuple[SeatChange, ...]:
        """Every seat of the game a new person took over, in the order it happened."""
        rows = await self._all(
            "SELECT version, seat, move, left_id, left_name, took_id, took_name FROM seat_changes"
            " WHERE game_id = ? ORDER BY version",
            (game_id,),
        )
        return tuple(
            SeatChange(int(r[0]), int(r[1]), int(r[2]), int(r[3]), str(r[4]), int(r[5]), str(r[6]))
            for r in rows
        )

    async def lost_seat(self, user_id: int, game_id: int) -> SeatChange | None:
        """The seat ``user_id`` lost in ``game_id`` to a new person, if they did."""
        changes = await self.seat_changes(game_id)
        return next((c for c in changes if c.left_id == user_id), None)

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
