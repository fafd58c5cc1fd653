"""What the store needs of a database, and how a ``DATABASE_URL`` picks the backend.

The store writes portable SQL with ``?`` placeholders; each backend runs it on its own database
(the PostgreSQL one renumbers the placeholders). No SQL text of the store may contain a literal ``?``.
"""

from __future__ import annotations

import graphlib
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any, Literal, Protocol
from urllib.parse import urlsplit, urlunsplit

Row = tuple[Any, ...]
Dialect = Literal["sqlite", "postgresql"]

SQLITE_SCHEME = "sqlite://"
POSTGRES_SCHEMES = ("postgresql://", "postgres://")


class Connection(Protocol):
    """One connection, held by one store call (a session or a transaction) at a time."""

    @property
    def dialect(self) -> Dialect: ...

    @property
    def for_update(self) -> str:
        """Appended to a ``SELECT`` that must lock the rows it reads until the transaction ends
        (``" FOR UPDATE"`` on PostgreSQL; empty on SQLite, whose write transactions are exclusive)."""
        ...

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; the number of rows it changed."""
        ...

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None: ...

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    def stream(self, sql: str, size: int) -> AsyncIterator[list[Row]]:
        """The rows of a query in batches of at most ``size`` (inside a transaction on PostgreSQL)."""
        ...

    async def insert_id(self, sql: str, params: Sequence[Any]) -> int:
        """Run an ``INSERT`` into a table whose key is ``id``; the new row's id."""
        ...


class Backend(Protocol):
    """A database: sessions and transactions over its connections, and the schema bookkeeping."""

    @property
    def dialect(self) -> Dialect: ...

    @property
    def label(self) -> str:
        """Where the data lives, for messages (a file path or a URL without its password)."""
        ...

    def session(self) -> AbstractAsyncContextManager[Connection]:
        """A connection for statements that each commit on their own; raises
        :class:`~bot.store.errors.StoreUnavailable` when the database cannot be used for now."""
        ...

    def transaction(self) -> AbstractAsyncContextManager[Connection]:
        """A connection in one write transaction: committed at the end, rolled back on any error; raises
        :class:`~bot.store.errors.StoreUnavailable` (nothing of the transaction stored) when the database
        cannot be reached or written for now."""
        ...

    async def lock_schema(self, db: Connection) -> None:
        """Inside a transaction: no other process migrates until it ends."""
        ...

    async def schema_version(self, db: Connection) -> int: ...

    async def set_schema_version(self, db: Connection, version: int) -> None: ...

    async def tables(self, db: Connection) -> list[str]:
        """The schema's tables (not its bookkeeping), every table after those it references."""
        ...

    async def columns(self, db: Connection, table: str) -> list[str]: ...

    async def bulk_insert(self, db: Connection, table: str, columns: Sequence[str], rows: list[Row]) -> None:
        """Insert rows as they are, keys included (for copying a whole database)."""
        ...

    async def after_bulk_insert(self, db: Connection, table: str) -> None:
        """Make generated keys continue after the largest copied one."""
        ...

    async def close(self) -> None: ...


def sqlite_path(target: str | Path) -> str:
    """The file of a ``sqlite:///relative`` or ``sqlite:////absolute`` URL, or a plain path as given."""
    if isinstance(target, Path):
        return str(target)
    if target.startswith(SQLITE_SCHEME):
        path = target[len(SQLITE_SCHEME) :]
        if not path.startswith("/") or len(path) < 2:
            raise ValueError(f"a SQLite URL is sqlite:///path/to/file, not {target!r}")
        return path[1:]
    return target


def redacted(url: str) -> str:
    """A URL fit to print: its password replaced by ``***``."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return urlunsplit(parts._replace(netloc=netloc))


def parents_first(references: dict[str, set[str]]) -> list[str]:
    """Tables ordered so that each comes after the tables it references (ties by name)."""
    sorter = graphlib.TopologicalSorter({t: refs - {t} for t, refs in sorted(references.items())})
    return list(sorter.static_order())
