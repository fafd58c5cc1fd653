"""CPU work off the event loop (images, computer players' decisions), on a pool sized to the machine.

Running more renders at once than there are cores only multiplies the memory held by half-drawn
images (about 50 MB each) without finishing any sooner. Pure-Python work in a thread still lets the
loop run between the interpreter's switches (``bench/computers.py`` measures how late it wakes).
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import os
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")

_pool = ThreadPoolExecutor(max_workers=max(1, os.cpu_count() or 1), thread_name_prefix="cpu")


async def off_loop(fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """Run ``fn`` in the pool and await its result; the event loop stays free meanwhile.

    The caller's context (the language in force) goes along, so an image is drawn in its reader's words.
    """
    call = functools.partial(contextvars.copy_context().run, fn, *args, **kwargs)
    return await asyncio.get_running_loop().run_in_executor(_pool, call)
