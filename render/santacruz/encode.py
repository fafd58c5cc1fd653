"""PNG encoding: every image is mapped onto one fixed 256-colour palette and saved fast.

The images use a few dozen flat colours plus the soft edges between them, so a fixed palette built
from those colours and their blends with ink and white keeps them faithful, makes the PNG a third of
the RGB size and the encode several times faster.
"""

from __future__ import annotations

import io
from functools import cache

from PIL import Image

from render.santacruz import palette as pal

COMPRESS_LEVEL = 1
"""zlib effort: level 1 encodes a board in a fraction of the time of 6 for a file about a quarter bigger."""


@cache
def palette_image() -> Image.Image:
    """A "P" image holding the fixed palette, most useful colours first.

    The named colours exactly; each halfway to ink and to white (outlines and highlights); the soft
    edges of text on the dark panels; then quarter steps toward ink and white until 256 are taken.
    """
    base = list(pal.base_colours())
    colours = list(base)
    colours += [pal.blend(c, toward, 0.5) for toward in (pal.INK, pal.WHITE) for c in base]
    for ground in (pal.PANEL, pal.PANEL_LIGHT):
        for ink in (pal.PANEL_TEXT, pal.PANEL_MUTED, pal.GOLD, pal.WHITE):
            colours += [pal.blend(ground, ink, t) for t in (0.25, 0.5, 0.75)]
    colours += [
        pal.blend(c, toward, t) for c in base for toward in (pal.INK, pal.WHITE) for t in (0.25, 0.75)
    ]
    unique = list(dict.fromkeys(colours))[:256]
    image = Image.new("P", (1, 1))
    image.putpalette([channel for rgb in unique for channel in rgb])
    return image


def quantize(image: Image.Image) -> Image.Image:
    """``image`` in "P" mode on the fixed palette, nearest colour, no dithering (an image already on
    it is returned as it is)."""
    if image.mode == "P" and image.getpalette() == palette_image().getpalette():
        return image
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    return rgb.quantize(palette=palette_image(), dither=Image.Dither.NONE)


def png_bytes(image: Image.Image, level: int = COMPRESS_LEVEL) -> bytes:
    """The PNG file of an image already in "P" mode (or any mode Pillow saves as PNG)."""
    out = io.BytesIO()
    image.save(out, "PNG", compress_level=level)
    return out.getvalue()


WEBP_METHOD = 1
"""libwebp effort for lossless: method 1 at quality 100 makes a board under half its level-1 PNG size
(96 kB against 205 kB) in about 0.12 s; method 3 saves 1 % more in 60 % more time, 5 and 6 take seconds."""


WEBP_EFFORT = 100
"""libwebp's ``quality`` for lossless: how hard it searches (bytes against time), not a loss."""


def webp_bytes(image: Image.Image, method: int = WEBP_METHOD) -> bytes:
    """The lossless WebP file of an image already on the palette."""
    out = io.BytesIO()
    image.convert("RGB").save(out, "WEBP", lossless=True, method=method, quality=WEBP_EFFORT)
    return out.getvalue()


def to_webp(image: Image.Image) -> bytes:
    """Quantize and encode as lossless WebP: the same pixels as :func:`to_png` in about half the bytes,
    for the public board a game uploads every turn."""
    return webp_bytes(quantize(image))


def to_png(image: Image.Image) -> bytes:
    """Quantize and encode: the bytes every render function returns."""
    return png_bytes(quantize(image))
