"""Pictures that never change between releases, drawn once and kept beside the code, as Python keeps
bytecode (and :mod:`rules.ftl_cache` the parsed catalogues).

A static board (sea, shores, roads, tile backs) takes about 0.4 s of CPU to draw at full size, in every
renderer process that draws a panel, at every start and restart. Kept as a PNG in the ``__pycache__``
folder of the drawing package, named by a hash of the code and data it is drawn from and of Pillow's
version, it is read back in a few milliseconds, pixel for pixel the same. Where the folder cannot be
written the picture is simply drawn each time.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import tempfile
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path

import PIL
from PIL import Image

CACHE = "__pycache__"
"""The folder, beside the drawing code, that keeps the pictures."""
SUFFIXES = frozenset({".py", ".json", ".ttf", ".otf", ".txt"})
"""What a kept picture may be drawn from: code, data and fonts (anything else in the folders is not)."""


def kept(package: Path, name: str, sources: Iterable[Path], draw: Callable[[], Image.Image]) -> Image.Image:
    """``draw()``, or the picture it drew before from the same ``sources`` (folders or files, every
    file of :data:`SUFFIXES` in them) with the same Pillow, kept in ``package``'s :data:`CACHE` as
    ``<name>.<hash>.png``. Older pictures of the same name are removed when a new one is kept."""
    folder = package / CACHE
    path = folder / f"{name}.{_digest(tuple(sources))}.png"
    with contextlib.suppress(OSError, Image.UnidentifiedImageError, ValueError), path.open("rb") as file:
        stored = Image.open(file)
        stored.load()
        return stored
    image = draw()
    _keep(folder, path, name, image)
    return image


@cache
def _digest(sources: tuple[Path, ...]) -> str:
    """A hash of every file of :data:`SUFFIXES` under ``sources`` (names and bytes) and of Pillow's
    version: a picture drawn from other code, data or fonts is not taken for this one."""
    digest = hashlib.sha256(f"Pillow {PIL.__version__}".encode())
    for source in sources:
        files = sorted(source.rglob("*")) if source.is_dir() else [source]
        for file in files:
            if file.suffix in SUFFIXES and CACHE not in file.parts and file.is_file():
                digest.update(str(file.relative_to(source.parent)).encode() + b"\0" + file.read_bytes())
    return digest.hexdigest()[:20]


def _keep(folder: Path, path: Path, name: str, image: Image.Image) -> None:
    """Write ``image`` to ``path`` whole or not at all (another process may read it meanwhile), and drop
    the older pictures of ``name``; nothing when the folder cannot be written."""
    with contextlib.suppress(OSError):
        folder.mkdir(exist_ok=True)
        data = io.BytesIO()
        image.save(data, format="PNG", compress_level=1)
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=".", suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as file:
                file.write(data.getvalue())
            os.replace(temporary, path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
            raise
        for old in folder.glob(f"{name}.*.png"):
            if old != path:
                with contextlib.suppress(OSError):
                    old.unlink()
