"""CPU work off the event loop: a thread pool sized to the machine (computer players' decisions, the
pictures every game shares), and the renderers that draw the games' boards.

Running more renders at once than there are cores only multiplies the memory held by half-drawn
images (about 50 MB each) without finishing any sooner. Pure-Python work in a thread still lets the
loop run between the interpreter's switches (``bench/computers.py`` measures how late it wakes).

Drawing holds the interpreter's lock, so threads alone keep a bot to about one core (issue 30). The
:class:`Renderers` are single-worker processes, one chosen by each game's id, so a game's boards are
always drawn in the same process, which keeps the game's current board: only a view goes in and the
image's bytes come out (a pool that ships whole images back and forth was measured slower). With no
processes they draw in the thread pool, as tests and small machines do.
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import logging
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import ParamSpec, TypeVar

from rules import i18n

P = ParamSpec("P")
T = TypeVar("T")

log = logging.getLogger(__name__)

_pool = ThreadPoolExecutor(max_workers=max(1, os.cpu_count() or 1), thread_name_prefix="cpu")


async def off_loop(fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """Run ``fn`` in the pool and await its result; the event loop stays free meanwhile.

    The caller's context (the language in force) goes along, so an image is drawn in its reader's words.
    """
    call = functools.partial(contextvars.copy_context().run, fn, *args, **kwargs)
    return await asyncio.get_running_loop().run_in_executor(_pool, call)


def _speaking(lang: str, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """``fn`` run in a renderer process in the caller's language."""
    with i18n.speaking(lang):
        return fn(*args, **kwargs)


class Renderers:
    """The processes that draw the games' boards, one per game chosen by its id (none: threads).

    A renderer that dies (killed, out of memory) is started again and the drawing asked again once:
    what it drew is only a picture of a move already stored, so nothing is lost.
    """

    def __init__(self, processes: int) -> None:
        self._pools: list[ProcessPoolExecutor | None] = [None] * max(0, processes)
        self.restarts = 0

    @property
    def processes(self) -> int:
        """How many renderer processes there are (0: boards are drawn in threads)."""
        return len(self._pools)

    async def run(self, game_id: int, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """``fn(*args, **kwargs)`` in the renderer of ``game_id`` (a module-level function, picklable
        arguments), in the language in force; in the thread pool when there are no processes."""
        if not self._pools:
            return await off_loop(fn, *args, **kwargs)
        index = game_id % len(self._pools)
        call = functools.partial(_speaking, i18n.current(), fn, *args, **kwargs)
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._pool(index), call)
        except BrokenProcessPool:
            log.warning("renderer %s stopped; starting it again", index)
            self._drop(index)
            self.restarts += 1
            return await loop.run_in_executor(self._pool(index), call)

    def _pool(self, index: int) -> ProcessPoolExecutor:
        pool = self._pools[index]
        if pool is None:
            context = multiprocessing.get_context("forkserver")
            pool = ProcessPoolExecutor(max_workers=1, mp_context=context)
            self._pools[index] = pool
        return pool

    def _drop(self, index: int) -> None:
        pool, self._pools[index] = self._pools[index], None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    def pids(self) -> list[int]:
        """The process ids of the renderers running now (for benchmarks and tests)."""
        return [pid for pool in self._pools if pool is not None for pid in pool._processes]

    def close(self) -> None:
        """Stop every renderer (the drawings they held go with them)."""
        for index in range(len(self._pools)):
            self._drop(index)
