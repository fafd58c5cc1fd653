"""Which backend a database target names: a SQLite path or ``sqlite:///`` URL, or a ``postgresql://`` URL."""

from __future__ import annotations

from pathlib import Path

from bot.store.backend import POSTGRES_SCHEMES, SQLITE_SCHEME, Backend, redacted, sqlite_path


async def open_backend(target: str | Path) -> Backend:
    """The backend for a SQLite path, a ``sqlite:///`` URL or a ``postgresql://`` URL.

    Raises
    ------
    ValueError
        A URL of another kind.
    """
    if isinstance(target, str) and target.startswith(POSTGRES_SCHEMES):
        from bot.store.postgres import PostgresBackend  # asyncpg is loaded only for PostgreSQL

        return await PostgresBackend.connect(target)
    if isinstance(target, str) and "://" in target and not target.startswith(SQLITE_SCHEME):
        raise ValueError(f"unknown database URL {redacted(target)!r}: use sqlite:/// or postgresql://")
    from bot.store.sqlite import SqliteBackend

    return await SqliteBackend.connect(sqlite_path(target))
