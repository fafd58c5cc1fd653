"""CPU work off the event loop: a thread pool sized to the machine (the pictures every game shares), and
the renderers that draw the games' boards and work out their computers' moves and hints (in the thread
pool too when there are no renderers).

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
import select
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import ParamSpec, TypeVar

from bot import memory
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


def _exit_with(parent: int) -> None:
    """In a renderer process: end it as soon as the bot process ``parent`` has ended, however it ended.

    A pool's workers wait for their next call on a pipe that they hold open themselves, so a bot killed
    outright (the OOM killer, ``kill -9``) would leave them running for ever, each holding its games'
    boards, and with them the forkserver they came from. A daemon thread waits on a pidfd of the bot
    (it becomes readable when the process ends) or, where there is none, checks every second.
    """

    def watch() -> None:
        try:
            handle = os.pidfd_open(parent)
        except (AttributeError, OSError):
            while _alive(parent):
                time.sleep(1.0)
        else:
            select.select([handle], [], [])
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def _alive(pid: int) -> bool:
    """Whether process ``pid`` is running (a zombie, ended but not yet reaped, is not)."""
    try:
        os.kill(pid, 0)
        stat = Path(f"/proc/{pid}/stat").read_text()
    except (ProcessLookupError, FileNotFoundError):
        return False
    except OSError:
        return True
    return stat[stat.rindex(")") + 2] != "Z"


def _speaking(lang: str, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """``fn`` run in a renderer process in the caller's language; then the memory the drawing freed is
    given back to the system now and then (:func:`bot.memory.give_back`)."""
    try:
        with i18n.speaking(lang):
            return fn(*args, **kwargs)
    finally:
        memory.give_back()


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
            pool = ProcessPoolExecutor(
                max_workers=1, mp_context=context, initializer=_exit_with, initargs=(os.getpid(),)
            )
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
