"""Giving the memory a process has freed back to the system.

glibc keeps freed blocks in its arenas (one per thread that allocates) for later use, so over days a
process's resident memory can creep up although what it holds does not (a renderer frees megabytes of
pixels with every board). ``malloc_trim(0)`` returns those free pages; the bot calls it once a minute
and each renderer process after drawing, at most every :data:`EVERY` seconds. And glibc raises the size
from which a block gets a mapping of its own to the largest block freed so far: after the first big
picture, the pictures of every move (tens to hundreds of kilobytes) are cut from the arenas and leave
holes between longer-lived blocks that no trim returns. :func:`map_large_blocks` pins that size
(:data:`LARGE`). Where the C library is not glibc (musl, macOS) there are no such calls and nothing
happens.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import time
from collections.abc import Callable
from typing import Any

EVERY = 10.0
"""Seconds between two trims of one process, at least (a trim walks every arena: about a millisecond)."""


LARGE = 128 * 1024
"""Blocks of at least this many bytes get a mapping of their own, returned to the system when freed
(glibc's initial threshold, kept)."""

_M_MMAP_THRESHOLD = -3
"""``mallopt``'s number for that threshold (glibc's ``malloc.h``)."""


def _libc_call(name: str, *argtypes: type[ctypes._SimpleCData[Any]]) -> Callable[..., int] | None:
    """The C library's function ``name`` (returning an ``int``), or ``None`` where it has none."""
    try:
        function = getattr(ctypes.CDLL(ctypes.util.find_library("c")), name)
    except (OSError, AttributeError, TypeError):
        return None
    function.argtypes = list(argtypes)
    function.restype = ctypes.c_int
    return function  # type: ignore[no-any-return]


_trim = _libc_call("malloc_trim", ctypes.c_size_t)
_mallopt = _libc_call("mallopt", ctypes.c_int, ctypes.c_int)
_last = 0.0


def map_large_blocks(threshold: int = LARGE) -> bool:
    """Give every block of at least ``threshold`` bytes its own mapping from now on, whatever was freed
    before; whether the C library took it."""
    return _mallopt is not None and _mallopt(_M_MMAP_THRESHOLD, threshold) == 1


def available() -> bool:
    """Whether this process can give freed memory back (glibc)."""
    return _trim is not None


def give_back(*, every: float = EVERY, now: Callable[[], float] = time.monotonic) -> bool:
    """Return the process's freed memory to the system, unless that was done less than ``every`` seconds
    ago; whether it was done now."""
    global _last
    if _trim is None or now() - _last < every:
        return False
    _last = now()
    _trim(0)
    return True
