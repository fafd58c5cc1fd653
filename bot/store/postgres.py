"""The PostgreSQL backend: a pool of asyncpg connections, so several games (and several bot
processes) write at once; the store's version checks keep each game's writes in order.

A server that cannot be reached, restarts or drops a connection makes the calls of that moment fail with
:class:`StoreUnavailable` (the server rolls back their transactions); the pool replaces a closed
connection by a new one on its next use, so calls succeed again once the server is back.
"""

from __future__ import annotations

import functools
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from typing import Any, Literal

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from bot.store.backend import Connection, Row, parents_first, redacted
from bot.store.errors import Conflict, StoreError, StoreUnavailable

POOL_SIZE = 10
"""Connections one bot process keeps open at most."""

SCHEMA_LOCK = 0x5A_C2_0C_00_15
"""The advisory lock key under which one process at a time migrates the schema."""


@functools.lru_cache(maxsize=1024)
def numbered(sql: str) -> str:
    """The store's ``?`` placeholders as PostgreSQL's ``$1, $2, ...``."""
    pieces = sql.split("?")
    out = [pieces[0]]
    for number, piece in enumerate(pieces[1:], start=1):
        out.append(f"${number}{piece}")
    return "".join(out)


_CLOSED = ("connection is closed", "connection was closed")
"""How asyncpg's interface errors say that the connection went away under a call."""
_REACH = (
    "check that the PostgreSQL server is running and reachable from this machine; the bot reconnects by "
    "itself once it is back"
)


def unavailable(exc: BaseException, where: str) -> StoreUnavailable | None:
    """The :class:`StoreUnavailable` for an error meaning the server cannot serve the bot for now (not
    reachable, restarting, connection dropped, disk full, read-only); ``None`` for any other error."""
    if isinstance(exc, asyncpg.exceptions.DiskFullError):
        return StoreUnavailable(where, f"the server's disk is full: {exc}", "free space on the server's disk")
    if isinstance(exc, asyncpg.exceptions.TooManyConnectionsError):
        return StoreUnavailable(
            where, f"the server refuses more connections: {exc}", "raise the server's max_connections"
        )
    if isinstance(exc, asyncpg.exceptions.ReadOnlySQLTransactionError):
        return StoreUnavailable(
            where, f"the server accepts only reads: {exc}", "point DATABASE_URL at the primary server"
        )
    if isinstance(
        exc,
        OSError
        | asyncpg.PostgresConnectionError
        | asyncpg.exceptions.OperatorInterventionError
        | asyncpg.exceptions.InsufficientResourcesError,
    ):
        return StoreUnavailable(where, f"no connection to the server: {exc!r}", _REACH)
    if isinstance(exc, asyncpg.InterfaceError) and any(words in str(exc) for words in _CLOSED):
        return StoreUnavailable(where, f"the connection dropped: {exc}", _REACH)
    return None


def _rowcount(status: str) -> int:
    """The row count at the end of a command tag such as ``UPDATE 1`` or ``INSERT 0 1``."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class PostgresConnection:
    """The store's SQL on one asyncpg connection; integrity errors become :class:`Conflict`."""

    dialect: Literal["postgresql"] = "postgresql"
    for_update = " FOR UPDATE"

    def __init__(self, conn: asyncpg.Connection | PoolConnectionProxy) -> None:
        self.raw = conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        try:
            return _rowcount(await self.raw.execute(numbered(sql), *params))
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise Conflict(str(exc)) from exc

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        try:
            await self.raw.executemany(numbered(sql), list(rows))
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise Conflict(str(exc)) from exc

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        row = await self.raw.fetchrow(numbered(sql), *params)
        return tuple(row) if row is not None else None

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return [tuple(r) for r in await self.raw.fetch(numbered(sql), *params)]

    async def stream(self, sql: str, size: int) -> AsyncIterator[list[Row]]:
        cursor = await self.raw.cursor(numbered(sql))
        while rows := await cursor.fetch(size):
            yield [tuple(r) for r in rows]

    async def insert_id(self, sql: str, params: Sequence[Any]) -> int:
        try:
            return int(await self.raw.fetchval(numbered(sql) + " RETURNING id", *params))
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise Conflict(str(exc)) from exc


class PostgresBackend:
    """A PostgreSQL database reached by URL; each session or transaction borrows a pooled connection."""

    dialect: Literal["postgresql"] = "postgresql"

    def __init__(self, pool: asyncpg.Pool, label: str) -> None:
        self._pool = pool
        self.label = label

    @classmethod
    async def connect(cls, url: str) -> PostgresBackend:
        """A pool of connections to the database at ``url`` (``postgresql://user:pw@host:port/db``),
        tried once. The pool keeps no floor of connections (``min_size=0``): after the server went away
        it reconnects on the next call instead of retrying in the background."""
        try:
            pool = await asyncpg.create_pool(url, min_size=0, max_size=POOL_SIZE)
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
            raise StoreError(f"cannot open the PostgreSQL database {redacted(url)}: {exc}") from exc
        try:
            async with pool.acquire():
                pass
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
            await pool.close()
            raise StoreError(f"cannot open the PostgreSQL database {redacted(url)}: {exc}") from exc
        return cls(pool, redacted(url))

    @contextmanager
    def _reachable(self) -> Iterator[None]:
        """Turn a lost or refused connection into :class:`StoreUnavailable`."""
        try:
            yield
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
            mapped = unavailable(exc, f"PostgreSQL database {self.label}")
            if mapped is None:
                raise
            raise mapped from exc

    @asynccontextmanager
    async def session(self) -> AsyncIterator[Connection]:
        with self._reachable():
            async with self._pool.acquire() as conn:
                yield PostgresConnection(conn)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Connection]:
        with self._reachable():
            async with self._pool.acquire() as conn, conn.transaction():
                yield PostgresConnection(conn)

    async def lock_schema(self, db: Connection) -> None:
        await db.execute("SELECT pg_advisory_xact_lock(?)", (SCHEMA_LOCK,))

    async def schema_version(self, db: Connection) -> int:
        found = await db.fetchone("SELECT to_regclass('schema_version') IS NOT NULL")
        if not found or not found[0]:
            return 0
        row = await db.fetchone("SELECT max(version) FROM schema_version")
        return int(row[0]) if row and row[0] is not None else 0

    async def set_schema_version(self, db: Connection, version: int) -> None:
        await db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        await db.execute("DELETE FROM schema_version")
        await db.execute("INSERT INTO schema_version (version) VALUES (?)", (version,))

    async def tables(self, db: Connection) -> list[str]:
        names = await db.fetchall(
            "SELECT relname FROM pg_class WHERE relnamespace = current_schema()::regnamespace"
            " AND relkind = 'r' AND relname != 'schema_version'"
        )
        references: dict[str, set[str]] = {str(r[0]): set() for r in names}
        for child, parent in await db.fetchall(
            "SELECT a.relname, b.relname FROM pg_constraint c JOIN pg_class a ON a.oid = c.conrelid"
            " JOIN pg_class b ON b.oid = c.confrelid"
            " WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace"
        ):
            references.setdefault(str(child), set()).add(str(parent))
        return parents_first(references)

    async def columns(self, db: Connection, table: str) -> list[str]:
        rows = await db.fetchall(
            "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema()"
            " AND table_name = ? ORDER BY ordinal_position",
            (table,),
        )
        return [str(r[0]) for r in rows]

    async def bulk_insert(self, db: Connection, table: str, columns: Sequence[str], rows: list[Row]) -> None:
        assert isinstance(db, PostgresConnection)
        try:
            await db.raw.copy_records_to_table(table, records=rows, columns=list(columns))
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise Conflict(str(exc)) from exc

    async def after_bulk_insert(self, db: Connection, table: str) -> None:
        identities = await db.fetchall(
            "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema()"
            " AND table_name = ? AND is_identity = 'YES'",
            (table,),
        )
        for (column,) in identities:
            await db.execute(
                f'SELECT setval(pg_get_serial_sequence(?, ?), coalesce(max("{column}"), 0) + 1, false)'
                f' FROM "{table}"',
                (table, column),
            )

    async def close(self) -> None:
        await self._pool.close()
