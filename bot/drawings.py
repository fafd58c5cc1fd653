"""Each game version's images drawn once and reused (issue 15: the cost of a move).

A version's board is drawn once per language; the public turn message, a reposted board and every
private panel of that version are cut and marked from it instead of drawing the whole board again, and
the public board's encoded bytes are kept for a repost. Entries are keyed by game and version, so a
move (or a take-back, which is a version of its own) never reads an older drawing. Each game service
holds one store (games of two databases never share one), bounded in bytes; what falls out is drawn
again when asked for.
"""

from __future__ import annotations

import asyncio
import functools
import secrets
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable
from typing import Any, ParamSpec, TypeVar

from PIL import Image

from bot import workers

P = ParamSpec("P")
T = TypeVar("T")

BUDGET = 48 * 2**20
"""Bytes the drawings of one process may hold (a Santa Cruz board on the palette is about 2.4 MB)."""


OVERHEAD = 1024
"""Bytes counted for an entry that is neither pixels nor a file (and for each such part of a tuple)."""


def size_of(item: object) -> int:
    """What an entry holds, in bytes: an image's pixels, a file's length, or the sum of a tuple's or a
    list's parts (a finished game's standings and score chart are kept as one entry)."""
    if isinstance(item, Image.Image):
        return item.width * item.height * len(item.getbands())
    if isinstance(item, bytes | bytearray):
        return len(item)
    if isinstance(item, tuple | list):
        return sum(size_of(part) for part in item) or OVERHEAD
    return OVERHEAD


class Drawings:
    """A byte-bounded, least-recently-used store of drawings, each made off the event loop at most once
    at a time (two panels of the same version asked for together draw its board once)."""

    def __init__(self, budget: int = BUDGET, renderers: workers.Renderers | None = None) -> None:
        self.budget = budget
        self.renderers = renderers if renderers is not None else workers.Renderers(0)
        """Where a game's boards are drawn (:meth:`of_game`)."""
        self.token = secrets.randbits(63)
        """Tells this store's games from another's in what a renderer keeps (two services of one
        process, as tests make, may both have a game 1 at version 0)."""
        self._items: OrderedDict[Hashable, tuple[object, int]] = OrderedDict()
        self._held = 0
        self._making: dict[Hashable, asyncio.Future[Any]] = {}
        self.made = 0
        self.reused = 0

    def __len__(self) -> int:
        return len(self._items)

    @property
    def held(self) -> int:
        """Bytes held now."""
        return self._held

    async def get(self, key: Hashable, make: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """The drawing under ``key``, made by ``make(*args, **kwargs)`` in the worker pool when missing."""
        return await self._get(key, functools.partial(workers.off_loop, make, *args, **kwargs))

    async def of_game(
        self, game_id: int, key: Hashable, make: Callable[P, T], *args: P.args, **kwargs: P.kwargs
    ) -> T:
        """The drawing under ``key``, made when missing by ``make(*args, **kwargs)`` in the renderer of
        ``game_id`` (which keeps that game's current board: ``make`` a module-level function)."""
        return await self._get(key, functools.partial(self.renderers.run, game_id, make, *args, **kwargs))

    async def _get(self, key: Hashable, produce: Callable[[], Awaitable[T]]) -> T:
        """The drawing under ``key``, produced once when missing (also when several ask at once)."""
        if key in self._items:
            self._items.move_to_end(key)
            self.reused += 1
            return self._items[key][0]  # type: ignore[return-value]
        pending = self._making.get(key)
        if pending is not None:
            self.reused += 1
            return await asyncio.shield(pending)  # type: ignore[no-any-return]
        future: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._making[key] = future
        try:
            item = await produce()
        except BaseException as error:
            future.set_exception(error)
            future.exception()  # nobody else may be waiting: mark it retrieved
            raise
        finally:
            del self._making[key]
        future.set_result(item)
        self.made += 1
        self._keep(key, item)
        return item

    def _keep(self, key: Hashable, item: object) -> None:
        size = size_of(item)
        if size > self.budget:
            return
        self._items[key] = (item, size)
        self._held += size
        while self._held > self.budget:
            _, (_, dropped) = self._items.popitem(last=False)
            self._held -= dropped
