"""The SQLite backend: one file in WAL mode, one aiosqlite connection shared by one call at a time."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Literal

import aiosqlite

from bot.store.backend import Connection, Row, parents_first
from bot.store.errors import Conflict


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

    @asynccontextmanager
    async def session(self) -> AsyncIterator[Connection]:
        async with self._lock:
            yield self._connection

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Connection]:
        async with self._lock:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._connection
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            await self._db.execute("COMMIT")

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
