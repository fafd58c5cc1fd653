"""A small thread-safe LRU of images by key, bounded in bytes, for layers whose inputs are not
hashable themselves.

:func:`functools.lru_cache` keys on every argument, but a layer is drawn from a view (which holds
dicts) while it is keyed by hashable facts taken from that view; this cache takes the key and a
function that draws on a miss. Its bound is in bytes because the layers differ in size (a player's
panel is twice as wide with two players as with four). Renders run on several threads, hence the
lock; two threads missing the same key both draw it, and the pixels are the same.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from threading import Lock

from PIL import Image


def size_of(image: Image.Image) -> int:
    """The bytes of an image's pixels (one per pixel on the palette)."""
    return image.width * image.height * len(image.getbands())


class ImageLru:
    """Images by key, at most ``budget`` bytes of pixels; the least recently used go first.

    ``owner`` is the name of the module that keeps the cache: like a function's ``lru_cache`` it then
    has that module as its ``__module__`` and a ``cache_clear``, which is how the gallery's text
    recorder (:mod:`devtools.gallery_text`) finds and empties the renderers' caches so that every
    text is drawn, and recorded, anew.
    """

    def __init__(self, budget: int, owner: str) -> None:
        self.budget = budget
        self.__module__ = owner
        self.cache_clear: Callable[[], None] = self._forget
        """Forget every image (an attribute of the cache, not of its class, which the recorder would
        otherwise find in this module and call unbound)."""
        self._images: OrderedDict[Hashable, Image.Image] = OrderedDict()
        self._bytes = 0
        self._lock = Lock()

    def get(self, key: Hashable, draw: Callable[[], Image.Image]) -> Image.Image:
        """The image kept for ``key``, drawn by ``draw`` (and kept) when there is none."""
        with self._lock:
            image = self._images.get(key)
            if image is not None:
                self._images.move_to_end(key)
                return image
        image = draw()
        with self._lock:
            old = self._images.pop(key, None)
            self._bytes += size_of(image) - (size_of(old) if old is not None else 0)
            self._images[key] = image
            while self._bytes > self.budget and len(self._images) > 1:
                _, gone = self._images.popitem(last=False)
                self._bytes -= size_of(gone)
        return image

    def __len__(self) -> int:
        with self._lock:
            return len(self._images)

    @property
    def used(self) -> int:
        """The bytes of pixels kept."""
        with self._lock:
            return self._bytes

    def _forget(self) -> None:
        """Forget every image."""
        with self._lock:
            self._images.clear()
            self._bytes = 0
