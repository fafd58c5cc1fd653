"""What every repository of the store shares: one backend, and a session per short query."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.store.backend import Backend, Row


class Repository:
    """A part of the store over the one backend (every method is one short session or transaction)."""

    def __init__(self, backend: Backend) -> None:
        self._db = backend

    async def _one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        async with self._db.session() as db:
            return await db.fetchone(sql, params)

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        async with self._db.session() as db:
            return await db.fetchall(sql, params)

    async def _run(self, sql: str, params: Sequence[Any] = ()) -> int:
        async with self._db.session() as db:
            return await db.execute(sql, params)
