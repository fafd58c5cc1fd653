"""What every repository of the store shares: one backend, and a session per short query."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.store.backend import Backend, Row

CLAIM_SECONDS = 120.0
"""How long a step one process claimed in the store (a season's podium, a tournament's table, a game
night's opening) stays its claimer's: a process killed mid-way leaves it to the next look after this,
well within the few minutes in which Discord keeps a post's nonce, so nothing it posted shows twice."""


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
