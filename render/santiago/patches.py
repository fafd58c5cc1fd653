"""The caches of an incremental board: regions' pixels on the palette by key, and scratch canvases.

:class:`Patches` is a least-recently-used store bounded by the bytes its patches hold (one byte a pixel
on the palette), shared by every game of the process and safe across the render threads.
:class:`Canvases` lends full-size RGB canvases (by image height and scale) to draw fresh regions on, so
that a render does not copy the whole static layer; a lent canvas holds whatever the last render left,
and only the regions restored from the static layer before drawing are read back from it.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PIL import Image

PATCH_BUDGET = 48 * 1024 * 1024
"""Bytes of patches kept: about 25 whole boards, or the regions several hundred moves changed (a move
changes about 0.1 MB of a 1.9 MB board)."""
IDLE_CANVASES = 2
"""Scratch canvases kept per kind (image height and scale) between renders (one per render thread is
enough)."""


class Patches:
    """Regions' pixels on the palette ("P" images) by key, the least recently used dropped first once
    they hold more than ``budget`` bytes."""

    def __init__(self, budget: int = PATCH_BUDGET) -> None:
        self.budget = budget
        self._items: OrderedDict[Hashable, Image.Image] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> Image.Image | None:
        """The patch kept under ``key``, now the most recently used, or ``None``."""
        with self._lock:
            patch = self._items.get(key)
            if patch is not None:
                self._items.move_to_end(key)
            return patch

    def put(self, key: Hashable, patch: Image.Image) -> None:
        """Keep ``patch`` under ``key``, dropping the least recently used beyond the budget."""
        size = patch.width * patch.height
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self._bytes -= old.width * old.height
            self._items[key] = patch
            self._bytes += size
            while self._bytes > self.budget and len(self._items) > 1:
                _, dropped = self._items.popitem(last=False)
                self._bytes -= dropped.width * dropped.height

    def clear(self) -> None:
        """Forget every patch."""
        with self._lock:
            self._items.clear()
            self._bytes = 0

    def size(self) -> tuple[int, int]:
        """How many patches are kept and their bytes."""
        with self._lock:
            return len(self._items), self._bytes


class Canvases:
    """Full-size RGB scratch canvases by kind (a board's height and scale), made from ``blank(kind)``
    when none is idle."""

    def __init__(self, blank: Callable[[Hashable], Image.Image], idle: int = IDLE_CANVASES) -> None:
        self._blank = blank
        self._idle_max = idle
        self._idle: dict[Hashable, list[Image.Image]] = {}
        self._lock = threading.Lock()

    def take(self, kind: Hashable) -> Image.Image:
        """A canvas of ``kind`` for this render alone (hand it back with :meth:`give_back`)."""
        with self._lock:
            idle = self._idle.get(kind)
            if idle:
                return idle.pop()
        return self._blank(kind).copy()

    def give_back(self, kind: Hashable, canvas: Image.Image) -> None:
        """Return a canvas of ``kind`` taken with :meth:`take`, kept for the next render if few are idle."""
        with self._lock:
            idle = self._idle.setdefault(kind, [])
            if len(idle) < self._idle_max:
                idle.append(canvas)
