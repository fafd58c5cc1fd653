"""Every text an image shows, and how tall it reads on a phone (issue 28): the measuring behind the
gallery (:mod:`devtools.gallery`) and the legibility and overflow tests.

A :class:`TextRecorder` follows each text from where it is drawn to the image a player is sent. It
records the texts drawn on any image (``fonts.draw_text`` on a canvas, Pillow's ``ImageDraw.text`` inside
a sprite drawn at four times its size), and carries them along as Pillow builds the final image from
those pieces: a sprite shrunk (``reduce``), converted or copied, pasted on a canvas, a board cut to a
crop. A text that a later paste covers whole (a tile drawn again over its own picture, a flagged tab
over the plain one) is taken off the image; one covered only in part stays and says how much of it is
covered, so that a badge hiding a line of a card shows up.

Heights are **cap heights**: the height of a capital "H" of Noto Sans at the size the text is drawn in
(bold and regular share it; digits and site codes such as "C03" are as tall). "Read at 400 px" is that
height times ``400 / image width`` (Discord shows an image about 400 px wide on a phone, narrower images
at their own size). Text without capitals reads smaller than its cap height; the rule is the same for
every text, so the figures compare.

This is a developer tool: it patches Pillow and the font module while it runs and undoes it after.
"""

from __future__ import annotations

import dataclasses
import sys
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from render.common import fonts

DISPLAY_WIDTH = 400
"""How wide Discord shows an image on a phone, in px."""

Box = tuple[float, float, float, float]

COVERED_WHOLE = 0.97
"""The share of a text's box under opaque pixels from which the text counts as replaced, not shown."""
OPAQUE = 128
"""The alpha from which a pasted pixel hides what is under it."""


@dataclasses.dataclass(frozen=True, slots=True)
class Text:
    """One text on one image: its words, its box and its cap height in the image's px, the group of
    the image it was drawn on, and the share of its box that a later paste covers."""

    text: str
    box: Box
    cap: float
    group: int
    covered: float = 0.0

    def moved(self, dx: float, dy: float) -> Text:
        """The text ``dx, dy`` px further on."""
        x0, y0, x1, y1 = self.box
        return dataclasses.replace(self, box=(x0 + dx, y0 + dy, x1 + dx, y1 + dy))

    def scaled(self, sx: float, sy: float) -> Text:
        """The text on an image scaled ``sx`` times across and ``sy`` times down."""
        x0, y0, x1, y1 = self.box
        return dataclasses.replace(self, box=(x0 * sx, y0 * sy, x1 * sx, y1 * sy), cap=self.cap * sy)


@dataclasses.dataclass
class Group:
    """The texts drawn on one image (a canvas, or a sprite at its final size), as drawn: ``size`` is
    that image's size, each entry a text and its box in it (what the overflow test checks)."""

    size: tuple[int, int]
    entries: list[tuple[str, Box]] = dataclasses.field(default_factory=list)


@cache
def cap_ratio() -> float:
    """The cap height of Noto Sans as a share of the font size (0.714), from the font itself."""
    box = fonts.font(1000).getbbox("H")
    return (box[3] - box[1]) / 1000


def cap_height(size: float) -> float:
    """The cap height in px of text drawn at ``size`` px."""
    return cap_ratio() * size


def shown_height(text: Text, width: int, display: int = DISPLAY_WIDTH) -> float:
    """How tall ``text``'s capitals read when its image, ``width`` px wide, is shown ``display`` px wide."""
    return text.cap * min(1.0, display / width)


def _box(box: tuple[float, float, float, float]) -> Box:
    """A box as floats."""
    return (float(box[0]), float(box[1]), float(box[2]), float(box[3]))


def _overlap(a: Box, b: Box) -> float:
    """The area two boxes share."""
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return max(0.0, w) * max(0.0, h)


class TextRecorder:
    """Records the texts of every image drawn while it is entered (see the module's docstring).

    ``texts(image)`` gives what ``image`` shows; ``groups`` the texts as drawn on each canvas or sprite;
    ``cut`` the texts :func:`render.common.fonts.fit` had to shorten.
    """

    def __init__(self) -> None:
        self._on: dict[int, list[Text]] = {}
        self.groups: dict[int, Group] = {}
        self._group_of: dict[int, int] = {}
        self._serial = 0
        self.cut: list[str] = []
        self._undo: list[tuple[object, str, object]] = []

    def texts(self, image: Image.Image) -> list[Text]:
        """The texts ``image`` shows: those at least partly inside it."""
        w, h = image.size
        return [t for t in self._on.get(id(image), []) if _overlap(t.box, (0, 0, w, h)) > 0]

    def __enter__(self) -> TextRecorder:
        _clear_caches()
        self._patch(fonts, "draw_text", self._draw_text(fonts.draw_text))
        self._patch(fonts, "fit", self._fit(fonts.fit))
        self._patch(ImageDraw.ImageDraw, "text", self._imagedraw_text(ImageDraw.ImageDraw.text))
        self._patch(Image.Image, "paste", self._paste(Image.Image.paste))
        self._patch(Image.Image, "crop", self._crop(Image.Image.crop))
        self._patch(Image.Image, "reduce", self._rescaling(Image.Image.reduce))
        self._patch(Image.Image, "resize", self._rescaling(Image.Image.resize))
        for name in ("copy", "convert", "quantize"):
            self._patch(Image.Image, name, self._same(getattr(Image.Image, name)))
        return self

    def __exit__(self, *exc: object) -> None:
        for owner, name, original in reversed(self._undo):
            setattr(owner, name, original)
        self._undo.clear()
        _clear_caches()

    def _patch(self, owner: object, name: str, replacement: object) -> None:
        """Put ``replacement`` in place of ``owner.name`` until the recorder is left."""
        self._undo.append((owner, name, getattr(owner, name)))
        setattr(owner, name, replacement)

    def _set(self, image: Image.Image, texts: list[Text]) -> None:
        """Make ``texts`` the texts of ``image`` (forgotten when the image is)."""
        key = id(image)
        if key not in self._on:
            weakref.finalize(image, self._on.pop, key, None)
        self._on[key] = texts

    def _record(self, image: Image.Image, text: str, box: Box, cap: float) -> None:
        """``text`` drawn on ``image`` at ``box``."""
        key = id(image)
        group = self._group_of.get(key)
        if group is None or self.groups[group].size != image.size:
            self._serial += 1
            group = self._serial
            self.groups[group] = Group(image.size)
            self._group_of[key] = group
            weakref.finalize(image, self._group_of.pop, key, None)
        self.groups[group].entries.append((text, box))
        self._set(image, [*self._on.get(key, []), Text(text, box, cap, group)])

    def _draw_text(self, original: Callable[..., tuple[int, int, int, int]]) -> Callable[..., Any]:
        def draw_text(
            image: Image.Image, xy: tuple[float, float], text: str, size: int, *a: Any, **k: Any
        ) -> Any:
            box = original(image, xy, text, size, *a, **k)
            if text:
                self._record(image, text, _box(box), cap_height(size))
            return box

        return draw_text

    def _fit(self, original: Callable[..., str]) -> Callable[..., str]:
        def fit(text: str, *a: Any, **k: Any) -> str:
            out = original(text, *a, **k)
            if out != text:
                self.cut.append(text)
            return out

        return fit

    def _imagedraw_text(self, original: Callable[..., None]) -> Callable[..., None]:
        """Pillow's text, recorded on the image drawn on; not on "L" images, the glyph masks
        ``fonts.draw_text`` pastes (it records its text itself)."""

        def text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], words: Any, *a: Any, **k: Any) -> None:
            original(draw, xy, words, *a, **k)
            font = k.get("font", a[1] if len(a) > 1 else None)
            image = getattr(draw, "_image", None)
            if not isinstance(image, Image.Image) or image.mode == "L":
                return
            if isinstance(font, ImageFont.FreeTypeFont) and words:
                box = draw.textbbox(
                    xy, words, font=font, anchor=k.get("anchor"), stroke_width=k.get("stroke_width", 0)
                )
                self._record(image, str(words), _box(box), cap_height(font.size))

        return text

    def _same(self, original: Callable[..., Image.Image]) -> Callable[..., Image.Image]:
        def same(image: Image.Image, *a: Any, **k: Any) -> Image.Image:
            out = original(image, *a, **k)
            texts = self._on.get(id(image))
            if texts and out is not image:
                self._set(out, list(texts))
            return out

        return same

    def _crop(self, original: Callable[..., Image.Image]) -> Callable[..., Image.Image]:
        def crop(image: Image.Image, box: Any = None) -> Image.Image:
            out = original(image, box)
            texts = self._on.get(id(image))
            if texts:
                x0, y0, x1, y1 = box if box is not None else (0, 0, *image.size)
                inside = [t.moved(-x0, -y0) for t in texts if _overlap(t.box, (x0, y0, x1, y1)) > 0]
                self._set(out, inside)
            return out

        return crop

    def _rescaled(self, image: Image.Image, out: Image.Image) -> None:
        """``out`` is ``image`` scaled: its texts scaled, and the groups drawn at ``image``'s size
        carried over to ``out``'s (a sprite drawn large and shrunk is drawn at its final size)."""
        texts = self._on.get(id(image))
        if not texts:
            return
        sx, sy = out.width / image.width, out.height / image.height
        regroup: dict[int, int] = {}
        scaled = []
        for t in texts:
            group = self.groups.get(t.group)
            if group is not None and group.size == image.size:
                if t.group not in regroup:
                    self._serial += 1
                    regroup[t.group] = self._serial
                    self.groups[self._serial] = Group(
                        out.size,
                        [(s, (b[0] * sx, b[1] * sy, b[2] * sx, b[3] * sy)) for s, b in group.entries],
                    )
                    del self.groups[t.group]
                t = dataclasses.replace(t, group=regroup[t.group])
            scaled.append(t.scaled(sx, sy))
        self._set(out, scaled)

    def _rescaling(self, original: Callable[..., Image.Image]) -> Callable[..., Image.Image]:
        """``Image.reduce`` or ``Image.resize``, carrying the texts of the image to its smaller copy."""

        def rescale(image: Image.Image, *a: Any, **k: Any) -> Image.Image:
            out = original(image, *a, **k)
            self._rescaled(image, out)
            return out

        return rescale

    def _paste(self, original: Callable[..., None]) -> Callable[..., None]:
        def paste(image: Image.Image, im: Any, box: Any = None, mask: Any = None) -> None:
            original(image, im, box, mask)
            if not isinstance(im, Image.Image):
                return
            x, y = (0, 0) if box is None else (box[0], box[1])
            rect = (x, y, x + im.width, y + im.height)
            cover = mask if isinstance(mask, Image.Image) else None
            added = [t.moved(x, y) for t in self._on.get(id(im), [])]
            again = {(t.text, t.box) for t in added}
            kept = [
                t
                for t in (self._covered(t, rect, cover) for t in self._on.get(id(image), []))
                if t is not None and (t.text, t.box) not in again
            ]
            if kept or added or id(image) in self._on:
                self._set(image, kept + added)

        return paste

    def _covered(self, text: Text, rect: Box, mask: Image.Image | None) -> Text | None:
        """``text`` after a paste over ``rect`` (through ``mask``, opaque without one): gone when
        covered whole, else with the share of it that is covered."""
        area = (text.box[2] - text.box[0]) * (text.box[3] - text.box[1])
        if area <= 0 or _overlap(text.box, rect) == 0:
            return text
        x0, y0 = max(text.box[0], rect[0]), max(text.box[1], rect[1])
        x1, y1 = min(text.box[2], rect[2]), min(text.box[3], rect[3])
        share = (x1 - x0) * (y1 - y0) / area
        if mask is not None:
            alpha = mask.getchannel("A") if mask.mode in ("RGBA", "RGBa", "LA") else mask.convert("L")
            part = alpha.crop(
                (round(x0 - rect[0]), round(y0 - rect[1]), round(x1 - rect[0]), round(y1 - rect[1]))
            )
            histogram = part.histogram()
            share *= sum(histogram[OPAQUE:]) / max(1, part.width * part.height)
        if share >= COVERED_WHOLE:
            return None
        return dataclasses.replace(text, covered=max(text.covered, share)) if share > 0 else text


WORDLESS = frozenset({"render.common.fonts", "render.santacruz.island", "render.santiago.road"})
"""Modules whose caches hold no words (fonts, glyph masks, the static layers without text): kept, as
they are slow to draw again."""


def _clear_caches() -> None:
    """Empty the renderers' caches (sprites with words above all), so each image draws, and so records,
    its texts anew."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("render.") or name in WORDLESS:
            continue
        for value in list(vars(module).values()):
            if getattr(value, "__module__", None) == name and hasattr(value, "cache_clear"):
                value.cache_clear()


@contextmanager
def recording() -> Iterator[TextRecorder]:
    """A :class:`TextRecorder`, entered."""
    with TextRecorder() as recorder:
        yield recorder
