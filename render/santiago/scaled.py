"""Drawing the Santiago board at a scale: one drawing, in the 1200 px board's coordinates, made natively
at the full size or smaller (the phone's public board, issue 46).

Every drawing function of the board speaks in the coordinates, sizes and font sizes of the 1200 px board
(:mod:`render.santiago.layout`). A :class:`Canvas` carries the image being drawn and its :class:`Scale`:
it multiplies each position and line width by the scale's factor and sets each text in the font of the
scaled size, so shapes are drawn at the small size and text is set, hinted, at its real pixel size; a
sprite (:func:`draw_sprite`) is painted supersampled at its scaled size, the words on it set afterwards
at their real pixel size too. Nothing is a resample of the big picture.

At :data:`FULL` every call is exactly the call the drawing made before it was scale-aware, so the
1200 px boards keep their pixels. :data:`PHONE` is the public board Discord shows about 400 px wide on a
phone: half the size, so text of N px on the big board is N/2 px (N/2 rounded up), which a 400 px
display shows as large as it shows the big board's.

:func:`draw_sprite`, :func:`text_at`, :func:`panel` and :func:`marker` are the scale-aware twins of
:mod:`render.common.sprites`' helpers (kept here until the shared module takes a scale).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from PIL import Image, ImageDraw

from render.common import fonts
from render.common import palette as common_pal
from render.common import sprites as common
from render.common.palette import RGB

Point = tuple[float, float]
FBox = tuple[float, float, float, float]


@dataclass(frozen=True, slots=True)
class Scale:
    """How much smaller than the 1200 px board a drawing is made (``factor`` 1 is the board itself), and
    the measures of text set at that scale, in the big board's units."""

    factor: float

    @property
    def full(self) -> bool:
        """Whether this is the 1200 px board's own size."""
        return self.factor == 1

    def px(self, value: float) -> int:
        """A length or coordinate of the big board in pixels at this scale (halves rounded up, so that
        neighbouring boxes scaled alone stay neighbours)."""
        return math.floor(value * self.factor + 0.5)

    def font(self, size: int) -> int:
        """The pixel size of text of ``size`` px on the big board (never less than its scaled size)."""
        return size if self.full else max(1, math.ceil(size * self.factor - 1e-9))

    def width(self, text: str, size: int, bold: bool = False) -> int:
        """The width of ``text`` set at ``size`` (the big board's px) as this scale sets it, in the big
        board's px (rounded up)."""
        if self.full:
            return fonts.width(text, size, bold)
        return math.ceil(fonts.width(text, self.font(size), bold) / self.factor)

    def fit(self, text: str, size: int, room: float, bold: bool = False) -> str:
        """``text`` cut with an ellipsis to fit ``room`` px of the big board as this scale sets it."""
        if self.full:
            return fonts.fit(text, size, int(room), bold)
        return fonts.fit(text, self.font(size), math.floor(room * self.factor), bold)

    def fitting_size(self, text: str, size: int, room: float, bold: bool = False, smallest: int = 0) -> int:
        """The largest size (the big board's px) from ``size`` down to ``smallest`` (default three
        quarters) at which ``text`` fits ``room`` px as this scale sets it."""
        if self.full:
            return fonts.fitting_size(text, size, int(room), bold, smallest)
        least = smallest or (size * 3 + 3) // 4
        while size > least and self.width(text, size, bold) > room:
            size -= 1
        return size

    def wrap(self, text: str, size: int, room: float, bold: bool = False) -> list[str]:
        """``text`` broken at spaces into lines no wider than ``room`` px as this scale sets it."""
        if self.full:
            return fonts.wrap(text, size, int(room), bold)
        return fonts.wrap(text, self.font(size), math.floor(room * self.factor), bold)


FULL = Scale(1.0)
"""The 1200 px board: private boards, the replay board, the rules' pictures."""
PHONE = Scale(0.5)
"""The public board posted every turn: 600 px wide, shown about 400 px wide on a phone."""


class Canvas:
    """An RGB image being drawn at ``scale``, addressed in the big board's coordinates."""

    __slots__ = ("_draw", "image", "scale")

    def __init__(self, image: Image.Image, scale: Scale = FULL) -> None:
        self.image = image
        self.scale = scale
        self._draw: ImageDraw.ImageDraw | None = None

    @property
    def draw(self) -> ImageDraw.ImageDraw:
        """Pillow's drawing on the image (in its own pixels)."""
        if self._draw is None:
            self._draw = ImageDraw.Draw(self.image)
        return self._draw

    def _xy(self, xy: Point) -> Point:
        """A point of the big board on this image."""
        f = self.scale.factor
        return xy if self.scale.full else (xy[0] * f, xy[1] * f)

    def _width(self, width: int) -> int:
        """A line width of the big board on this image (at least 1 px)."""
        return width if self.scale.full else max(1, self.scale.px(width))

    def paste(self, sprite: Image.Image, xy: Point, anchor: str = "la") -> None:
        """Paste ``sprite`` (drawn at this scale) with its ``anchor`` at ``xy``, as
        :func:`render.common.sprites.paste` does."""
        if self.scale.full:
            common.paste(self.image, sprite, xy, anchor)
            return
        x, y = self._xy(xy)
        x -= {"l": 0, "m": sprite.width / 2, "r": sprite.width}[anchor[0]]
        y -= {"a": 0, "m": sprite.height / 2, "d": sprite.height}[anchor[1]]
        self.image.paste(sprite, (math.floor(x + 0.5), math.floor(y + 0.5)), sprite)

    def text(
        self, xy: Point, text: str, size: int, fill: RGB, *, anchor: str = "la", bold: bool = False
    ) -> FBox:
        """``text`` set at ``size`` px of the big board (its real pixel size at this scale) at ``xy``;
        returns the box drawn in the big board's coordinates."""
        if self.scale.full:
            return fonts.draw_text(self.image, xy, text, size, fill, anchor=anchor, bold=bold)
        f = self.scale.factor
        box = fonts.draw_text(
            self.image, self._xy(xy), text, self.scale.font(size), fill, anchor=anchor, bold=bold
        )
        return (box[0] / f, box[1] / f, box[2] / f, box[3] / f)

    def line(self, points: Sequence[Point], fill: RGB, width: int, joint: str | None = None) -> None:
        """A polyline through ``points``."""
        self.draw.line([self._xy(p) for p in points], fill=fill, width=self._width(width), joint=joint)

    def ellipse(self, box: FBox, fill: RGB | None = None, outline: RGB | None = None, width: int = 1) -> None:
        """An ellipse in ``box``; below the full scale smoothed (a small shape drawn hard-edged at a few
        pixels reads ragged)."""
        if self.scale.full:
            self.draw.ellipse(box, fill=fill, outline=outline, width=width)
            return
        x0, y0 = self._xy(box[:2])
        x1, y1 = self._xy(box[2:])
        self._shape(("ellipse", ((x0, y0), (x1, y1))), fill, outline, self._line(width))

    def polygon(self, points: Sequence[Point], fill: RGB | None = None, outline: RGB | None = None) -> None:
        """A polygon through ``points``; below the full scale smoothed, as :meth:`ellipse`."""
        if self.scale.full:
            self.draw.polygon(list(points), fill=fill, outline=outline)
            return
        self._shape(("polygon", tuple(self._xy(p) for p in points)), fill, outline, self._line(1))

    def _line(self, width: int) -> float:
        """A line width of the big board on this image, at least 1 px, in fractions of a pixel."""
        return max(1.0, width * self.scale.factor)

    def _shape(self, shape: _Shape, fill: RGB | None, outline: RGB | None, width: float) -> None:
        """``shape`` (in this image's pixels) drawn smooth: a sprite of its bounding pixels, pasted."""
        kind, points = shape
        left = math.floor(min(x for x, _ in points) - width)
        top = math.floor(min(y for _, y in points) - width)
        moved = (kind, tuple((x - left, y - top) for x, y in points))
        sprite = _smooth_shape(moved, fill, outline, width)
        self.image.paste(sprite, (left, top), sprite)


_Shape = tuple[str, tuple[Point, ...]]
"""An ellipse (its box's two corners) or a polygon (its points): ``(kind, points)``."""


@lru_cache(maxsize=256)
def _smooth_shape(shape: _Shape, fill: RGB | None, outline: RGB | None, width: float) -> Image.Image:
    """``shape`` drawn supersampled and shrunk: an RGBA sprite from the origin to past its last point."""
    kind, points = shape
    ss = common.SS
    w = math.ceil(max(x for x, _ in points) + width) + 1
    h = math.ceil(max(y for _, y in points) + width) + 1
    big = Image.new("RGBA", (w * ss, h * ss), (0, 0, 0, 0))
    d = ImageDraw.Draw(big)
    line = round(width * ss)
    if kind == "ellipse":
        (x0, y0), (x1, y1) = points
        d.ellipse((x0 * ss, y0 * ss, x1 * ss, y1 * ss), fill=fill, outline=outline, width=line)
    else:
        corners = [(x * ss, y * ss) for x, y in points]
        d.polygon(corners, fill=fill)
        if outline is not None:
            d.line([*corners, corners[0]], fill=outline, width=line, joint="curve")
    return big.convert("RGBa").reduce(ss).convert("RGBA")


class _Sketch(ImageDraw.ImageDraw):
    """The drawing of a sprite made below the full scale: its words are kept to be set afterwards, on
    the shrunk sprite, at their real pixel size (:func:`text_at`)."""

    def __init__(self, image: Image.Image, scale: Scale) -> None:
        super().__init__(image)
        self.scale = scale
        self.words: list[tuple[Point, str, int, RGB, bool, str]] = []

    def set_words(self, sprite: Image.Image) -> None:
        """Set the kept words on ``sprite``, the drawing shrunk to its size."""
        if not self.words:
            return
        d = ImageDraw.Draw(sprite)
        f = self.scale.factor
        for (x, y), text, size, fill, bold, anchor in self.words:
            common.set_text(d, (x * f, y * f), text, self.scale.font(size), fill, bold=bold, anchor=anchor)


Painter = Callable[[ImageDraw.ImageDraw, float], None]
"""Paints a sprite: ``paint(draw, k)`` with every coordinate of the sprite multiplied by ``k``."""


def draw_sprite(size: tuple[int, int], paint: Painter, scale: Scale = FULL) -> Image.Image:
    """An RGBA sprite of ``size`` (the big board's px) painted by ``paint(draw, k)``: at the full scale
    :func:`render.common.sprites.draw_sprite` itself; below it, ``size`` scaled, painted at
    :data:`~render.common.sprites.SS` times that (``k`` is ``SS`` times the factor) and shrunk, its words
    (:func:`text_at`) then set on it at their real pixel size. Words are set last, so a painter must
    not paint over its own words (none does)."""
    if scale.full:
        return common.draw_sprite(size, paint)
    w, h = max(1, scale.px(size[0])), max(1, scale.px(size[1]))
    big = Image.new("RGBA", (w * common.SS, h * common.SS), (0, 0, 0, 0))
    sketch = _Sketch(big, scale)
    paint(sketch, common.SS * scale.factor)
    sprite = big.convert("RGBa").reduce(common.SS).convert("RGBA")
    sketch.set_words(sprite)
    return sprite


def text_at(
    draw: ImageDraw.ImageDraw,
    xy: Point,
    text: str,
    size: int,
    k: float,
    fill: RGB,
    *,
    bold: bool = True,
    anchor: str = "mm",
) -> None:
    """Text inside a sprite being painted at ``k``: as :func:`render.common.sprites.text_at` at the full
    scale; below it kept to be set on the shrunk sprite at its real pixel size."""
    if isinstance(draw, _Sketch):
        draw.words.append((xy, text, size, fill, bold, anchor))
        return
    common.text_at(draw, xy, text, size, k, fill, bold=bold, anchor=anchor)


@cache
def panel(
    w: int,
    h: int,
    fill: RGB,
    edge: RGB | None = None,
    edge_width: int = 0,
    radius: int = 14,
    scale: Scale = FULL,
) -> Image.Image:
    """A rounded panel, optionally with a border: :func:`render.common.sprites.panel` at ``scale``."""
    if scale.full:
        return common.panel(w, h, fill, edge, edge_width, radius)

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        d.rounded_rectangle(
            (0, 0, w * k - 1, h * k - 1),
            radius=radius * k,
            fill=fill,
            outline=edge,
            width=round(edge_width * k),
        )

    return draw_sprite((w, h), paint, scale)


@cache
def marker(colour: RGB, mark: str, r: int, scale: Scale = FULL) -> Image.Image:
    """A player's round marker, their colour and letter: :func:`render.common.sprites.marker` at
    ``scale``."""
    if scale.full:
        return common.marker(colour, mark, r)

    def paint(d: ImageDraw.ImageDraw, k: float) -> None:
        d.ellipse(
            (k, k, (2 * r + 1) * k, (2 * r + 1) * k),
            fill=colour,
            outline=common_pal.INK,
            width=round(2.5 * k),
        )
        text_at(d, (r + 1, r + 2), mark, round(r * 1.15), k, common_pal.ink_on(colour))

    return draw_sprite((2 * r + 2, 2 * r + 2), paint, scale)
