"""Santa Cruz's encoding: every image on one fixed 256-colour palette of its colours, saved fast
(the shared :mod:`render.common.encode` with this game's palette bound)."""

from __future__ import annotations

from functools import cache

from PIL import Image

from render.common import encode
from render.santacruz import palette as pal


@cache
def palette_image() -> Image.Image:
    """The fixed palette: the named colours, their blends with ink and white, and the soft edges of
    text on the dark panels."""
    return encode.palette_image(
        pal.base_colours(),
        (pal.PANEL, pal.PANEL_LIGHT),
        (pal.PANEL_TEXT, pal.PANEL_MUTED, pal.GOLD, pal.WHITE),
    )


def quantize(image: Image.Image) -> Image.Image:
    """``image`` in "P" mode on the fixed palette (as it is when it already is)."""
    return encode.quantize(image, palette_image())


png_bytes = encode.png_bytes
webp_bytes = encode.webp_bytes

SMALL_PNG_LEVEL = 4
"""zlib effort for the phone's public board (600 x 650 px, issue 46), chosen by measurement
(``python bench/render.py``, ``small_public.encodings``): the least effort whose file stays under
60 KB on every board. Over 152 boards of 12 random games the largest file was 64.3 KB at level 1,
59.3 KB at level 3, 54.6 KB at level 4 (about 2.6 ms), 52.3 KB at level 5 (about 3.1 ms). Lossless
WebP is smaller (36 KB) for ten times the time; lossy WebP is larger than the palette PNG at every
quality that keeps the text clean (61 KB at quality 75, 94 KB at 90), the art being flat colours."""


def to_png(image: Image.Image) -> bytes:
    """Quantize and encode: the bytes every render function returns."""
    return encode.to_png(image, palette_image())


def to_small_png(image: Image.Image) -> bytes:
    """Quantize and encode the phone's public board as PNG at :data:`SMALL_PNG_LEVEL`."""
    return png_bytes(quantize(image), SMALL_PNG_LEVEL)


def to_webp(image: Image.Image) -> bytes:
    """Quantize and encode as lossless WebP: the same pixels as :func:`to_png` in about half the bytes,
    for the public board a game uploads every turn."""
    return encode.to_webp(image, palette_image())
