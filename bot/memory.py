"""Giving the memory a process has freed back to the system, now and then.

glibc keeps freed blocks in its arenas (one per thread that allocates) for later use, so over days a
process's resident memory can creep up although what it holds does not (a renderer frees megabytes of
pixels with every board). ``malloc_trim(0)`` returns those free pages; the bot calls it once a minute
and each renderer process after drawing, at most every :data:`EVERY` seconds. Where the C library is not glibc
(musl, macOS) there is no such call and nothing happens.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import time
from collections.abc import Callable

EVERY = 10.0
"""Seconds between two trims of one process, at least (a trim walks every arena: about a millisecond)."""


def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's ``malloc_trim``, or ``None`` where the C library has none."""
    name = ctypes.util.find_library("c")
    try:
        trim = ctypes.CDLL(name).malloc_trim
    except (OSError, AttributeError, TypeError):
        return None
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    return trim  # type: ignore[no-any-return]


_trim = _malloc_trim()
_last = 0.0


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
