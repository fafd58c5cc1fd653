"""The SQLite backend: one file in WAL mode, one aiosqlite connection shared by one call at a time.

A file the bot cannot write for a while (a full disk, a read-only or locked file, an I/O error) makes
every call fail with :class:`StoreUnavailable` after its transaction was rolled back; the same
connection works again once the cause is gone.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any, Literal

import aiosqlite

from bot.store.backend import Connection, Row, parents_first
from bot.store.errors import Conflict, StoreUnavailable

log = logging.getLogger(__name__)

_UNAVAILABLE = {
    sqlite3.SQLITE_FULL: (
        "the disk holding it is full",
        "free space on that disk; the bot writes again as soon as there is room",
    ),
    sqlite3.SQLITE_READONLY: (
        "the file is read-only",
        "make the file and its folder writable by the bot's user and check that the file system is not "
        "mounted read-only",
    ),
    sqlite3.SQLITE_BUSY: (
        "another program holds a lock on the file",
        "end the other program's transaction (a sqlite3 shell, a copy or a second bot on the same file)",
    ),
    sqlite3.SQLITE_LOCKED: (
        "another program holds a lock on the file",
        "end the other program's transaction (a sqlite3 shell, a copy or a second bot on the same file)",
    ),
    sqlite3.SQLITE_IOERR: (
        "reading or writing the file failed",
        "check the disk and its file system (the kernel log names the fault)",
    ),
    sqlite3.SQLITE_CANTOPEN: (
        "the file or its journal cannot be opened",
        "check that the file and its folder exist and are writable by the bot's user",
    ),
    sqlite3.SQLITE_PROTOCOL: (
        "the file's lock protocol failed",
        "check that the file is not on a network file system and that no other program locks it",
    ),
}
"""SQLite's primary result codes of a database the bot cannot use for now: what happened, what to check."""


def unavailable(exc: sqlite3.Error, path: str) -> StoreUnavailable | None:
    """The :class:`StoreUnavailable` for an error SQLite gives when the file cannot be used for now;
    ``None`` for any other error (a bug or a broken rule, not the file's state)."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is None or code & 0xFF not in _UNAVAILABLE:
        return None
    cause, check = _UNAVAILABLE[code & 0xFF]
    said = f"{exc.sqlite_errorname}: {exc}" if getattr(exc, "sqlite_errorname", None) else str(exc)
    return StoreUnavailable(f"SQLite file {path}", f"{cause}, {said}", check)


class SqliteConnection:
    """The store's SQL on aiosqlite; integrity errors become :class:`Conflict`."""

    dialect: Literal["sqlite"] = "sqlite"
    for_update = ""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        try:
            cur = await self._db.execute(sql, params)
        except aiosqlite.IntegrityError as exc:
            raise Conflict(str(exc)) from exc
        return cur.rowcount

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        try:
            await self._db.executemany(sql, rows)
        except aiosqlite.IntegrityError as exc:
            raise Conflict(str(exc)) from exc

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """The query's rows in one trip to aiosqlite's thread (a cursor's execute, fetch and close would
        be three, each a thread hand-off and a wake-up of the event loop)."""
        return [tuple(r) for r in await self._db.execute_fetchall(sql, params)]

    async def stream(self, sql: str, size: int) -> AsyncIterator[list[Row]]:
        async with self._db.execute(sql) as cur:
            while rows := await cur.fetchmany(size):
                yield [tuple(r) for r in rows]

    async def insert_id(self, sql: str, params: Sequence[Any]) -> int:
        try:
            cur = await self._db.execute(sql, params)
        except aiosqlite.IntegrityError as exc:
            raise Conflict(str(exc)) from exc
        assert cur.lastrowid is not None, "an insert always sets lastrowid"
        return cur.lastrowid


class SqliteBackend:
    """A SQLite file; every session and transaction holds the one connection alone, so a transaction
    begun by one game never takes in (or rolls back) another's statements."""

    dialect: Literal["sqlite"] = "sqlite"

    def __init__(self, db: aiosqlite.Connection, label: str) -> None:
        self._db = db
        self._connection = SqliteConnection(db)
        self._lock = asyncio.Lock()
        self.label = label

    @classmethod
    async def connect(cls, path: str) -> SqliteBackend:
        """Open (creating it and its folder if needed) the file at ``path``, or ``:memory:``."""
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(path, isolation_level=None)
        try:
            await db.execute("PRAGMA journal_mode=WAL")
            await db.execute("PRAGMA foreign_keys=ON")
            await db.execute("PRAGMA synchronous=NORMAL")
        except BaseException:
            await db.close()
            raise
        return cls(db, path)

    @contextmanager
    def _usable(self) -> Iterator[None]:
        """Turn SQLite's "cannot use the file for now" errors into :class:`StoreUnavailable`."""
        try:
            yield
        except sqlite3.Error as exc:
            mapped = unavailable(exc, self.label)
            if mapped is None:
                raise
            raise mapped from exc

    @asynccontextmanager
    async def session(self) -> AsyncIterator[Connection]:
        async with self._lock:
            with self._usable():
                yield self._connection

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Connection]:
        async with self._lock:
            with self._usable():
                await self._db.execute("BEGIN IMMEDIATE")
                try:
                    yield self._connection
                    await self._db.execute("COMMIT")
                except BaseException:
                    await self._roll_back()
                    raise

    async def _roll_back(self) -> None:
        """End a failed transaction, if SQLite has not already (it rolls back by itself on a full disk
        or an I/O error); a failure to roll back leaves the original error to tell what happened."""
        if not self._db.in_transaction:
            return
        try:
            await self._db.execute("ROLLBACK")
        except sqlite3.Error as exc:
            log.warning("SQLite file %s: could not roll back a failed transaction: %s", self.label, exc)

    async def lock_schema(self, db: Connection) -> None:
        """``BEGIN IMMEDIATE`` already keeps every other writer out."""

    async def schema_version(self, db: Connection) -> int:
        row = await db.fetchone("PRAGMA user_version")
        return int(row[0]) if row else 0

    async def set_schema_version(self, db: Connection, version: int) -> None:
        await db.execute(f"PRAGMA user_version = {int(version)}")

    async def tables(self, db: Connection) -> list[str]:
        names = [
            str(r[0])
            for r in await db.fetchall(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        references = {
            name: {str(r[2]) for r in await db.fetchall(f'PRAGMA foreign_key_list("{name}")')}
            for name in names
        }
        return parents_first(references)

    async def columns(self, db: Connection, table: str) -> list[str]:
        return [str(r[1]) for r in await db.fetchall(f'PRAGMA table_info("{table}")')]

    async def bulk_insert(self, db: Connection, table: str, columns: Sequence[str], rows: list[Row]) -> None:
        names = ", ".join(columns)
        marks = ", ".join("?" * len(columns))
        await db.executemany(f"INSERT INTO {table} ({names}) VALUES ({marks})", rows)

    async def after_bulk_insert(self, db: Connection, table: str) -> None:
        """AUTOINCREMENT keys follow the largest inserted one by themselves."""

    async def close(self) -> None:
        await self._db.close()
