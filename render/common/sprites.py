"""Small pictures drawn once and pasted many times: the supersampling, panels, player markers, pasting.

Each sprite is drawn at four times its size and shrunk, which gives smooth edges that Pillow's drawing
alone does not; caching the sprites keeps an image render down to pastes.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from PIL import Image, ImageDraw

from render.common import fonts
from render.common import palette as pal
from render.common.palette import RGB

SS = 4
"""Supersampling factor of sprites."""

Painter = Callable[[ImageDraw.ImageDraw, float], None]
"""Paints a sprite: ``paint(draw, k)`` with every coordinate of the sprite multiplied by ``k``."""


def draw_sprite(size: tuple[int, int], paint: Painter, scale: float = 1.0) -> Image.Image:
    """An RGBA sprite of ``size`` painted by ``paint(draw, k)`` at :data:`SS` times the size.

    With ``scale`` the same drawing is made natively at that scale (the phone's public board is drawn
    at half the size): the sprite is ``size`` times ``scale`` (rounded) and ``paint`` gets ``k`` times
    ``scale``, so every coordinate, width and font size of the painter shrinks with it.
    """
    w, h = (size[0], size[1]) if scale == 1 else (round(size[0] * scale), round(size[1] * scale))
    big = Image.new("RGBA", (w * SS, h * SS), (0, 0, 0, 0))
    paint(ImageDraw.Draw(big), SS if scale == 1 else SS * scale)
    return big.convert("RGBa").reduce(SS).convert("RGBA")


def text_at(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    k: float,
    fill: RGB,
    *,
    bold: bool = True,
    anchor: str = "mm",
) -> None:
    """Text inside a sprite being painted at scale ``k``."""
    set_text(draw, (xy[0] * k, xy[1] * k), text, round(size * k), fill, bold=bold, anchor=anchor)


def set_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    *,
    bold: bool = True,
    anchor: str = "mm",
) -> None:
    """Text at ``xy`` in px of ``size`` px; a character the main face lacks (an arrow) is drawn in the
    face that has it, as everywhere else."""
    if fonts.single_face(text):
        draw.text(xy, text, font=fonts.font(size, bold), fill=fill, anchor=anchor)
        return
    mask, left, top = fonts.text_mask(text, size, bold, anchor)
    draw.bitmap((round(xy[0]) + left, round(xy[1]) + top), mask, fill=fill)


def paste(canvas: Image.Image, sprite: Image.Image, xy: tuple[float, float], anchor: str = "la") -> None:
    """Paste an RGBA sprite with its ``anchor`` ("la" top-left, "mm" centre, "lm" left-middle) at ``xy``."""
    x = xy[0] - {"l": 0, "m": sprite.width / 2, "r": sprite.width}[anchor[0]]
    y = xy[1] - {"a": 0, "m": sprite.height / 2, "d": sprite.height}[anchor[1]]
    canvas.paste(sprite, (round(x), round(y)), sprite)


@cache
def marker(colour: RGB, mark: str, r: int, scale: float = 1.0) -> Image.Image:
    """A player's round marker: their colour, their letter (``scale`` times the size: see
    :func:`draw_sprite`)."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        d.ellipse(
            (k, k, (2 * r + 1) * k, (2 * r + 1) * k), fill=colour, outline=pal.INK, width=round(2.5 * k)
        )
        text_at(d, (r + 1, r + 2), mark, round(r * 1.15), k, pal.ink_on(colour))

    return draw_sprite((2 * r + 2, 2 * r + 2), paint, scale)


@cache
def panel(
    w: int,
    h: int,
    fill: RGB,
    edge: RGB | None = None,
    edge_width: int = 0,
    radius: int = 14,
    scale: float = 1.0,
) -> Image.Image:
    """A rounded panel, optionally with a border (``scale`` times the size: see :func:`draw_sprite`)."""

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        d.rounded_rectangle(
            (0, 0, w * k - 1, h * k - 1),
            radius=radius * k,
            fill=fill,
            outline=edge,
            width=round(edge_width * k),
        )

    return draw_sprite((w, h), paint, scale)
