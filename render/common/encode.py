"""Image encoding: every image is mapped onto a fixed 256-colour palette and saved fast.

Images drawn in a few dozen flat colours plus the soft edges between them keep faithful on a fixed
palette built from those colours and their blends with ink and white; the PNG is then a third of the RGB
size and the encode several times faster. Each game builds its palette once from its own colours.
"""

from __future__ import annotations

import io
from collections.abc import Sequence

from PIL import Image

from render.common.palette import INK, RGB, WHITE, blend

COMPRESS_LEVEL = 1
"""zlib effort: level 1 encodes a board in a fraction of the time of 6 for a file about a quarter bigger."""

WEBP_METHOD = 1
"""libwebp effort for lossless: method 1 at quality 100 makes a board under half its level-1 PNG size
in about 0.12 s; method 3 saves 1 % more in 60 % more time, 5 and 6 take seconds."""

WEBP_EFFORT = 100
"""libwebp's ``quality`` for lossless: how hard it searches (bytes against time), not a loss."""


def palette_image(base: Sequence[RGB], grounds: Sequence[RGB], inks: Sequence[RGB]) -> Image.Image:
    """A "P" image holding a fixed palette, most useful colours first.

    The ``base`` colours exactly; each halfway to ink and to white (outlines and highlights); the soft
    edges of each of ``inks`` on each of ``grounds`` (text on dark panels); then quarter steps toward ink
    and white until 256 are taken.
    """
    base = list(base)
    colours = list(base)
    colours += [blend(c, toward, 0.5) for toward in (INK, WHITE) for c in base]
    for ground in grounds:
        for ink in inks:
            colours += [blend(ground, ink, t) for t in (0.25, 0.5, 0.75)]
    colours += [blend(c, toward, t) for c in base for toward in (INK, WHITE) for t in (0.25, 0.75)]
    unique = list(dict.fromkeys(colours))[:256]
    image = Image.new("P", (1, 1))
    image.putpalette([channel for rgb in unique for channel in rgb])
    return image


def quantize(image: Image.Image, palette: Image.Image) -> Image.Image:
    """``image`` in "P" mode on ``palette`` (from :func:`palette_image`), nearest colour, no dithering
    (an image already on it is returned as it is)."""
    if image.mode == "P" and image.getpalette() == palette.getpalette():
        return image
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    return rgb.quantize(palette=palette, dither=Image.Dither.NONE)


def png_bytes(image: Image.Image, level: int = COMPRESS_LEVEL) -> bytes:
    """The PNG file of an image already in "P" mode (or any mode Pillow saves as PNG)."""
    out = io.BytesIO()
    image.save(out, "PNG", compress_level=level)
    return out.getvalue()


def webp_bytes(image: Image.Image, method: int = WEBP_METHOD) -> bytes:
    """The lossless WebP file of an image already on its palette."""
    out = io.BytesIO()
    image.convert("RGB").save(out, "WEBP", lossless=True, method=method, quality=WEBP_EFFORT)
    return out.getvalue()


def to_png(image: Image.Image, palette: Image.Image) -> bytes:
    """Quantize on ``palette`` and encode as PNG."""
    return png_bytes(quantize(image, palette))


def to_webp(image: Image.Image, palette: Image.Image) -> bytes:
    """Quantize on ``palette`` and encode as lossless WebP: the same pixels as :func:`to_png` in about
    half the bytes."""
    return webp_bytes(quantize(image, palette))
