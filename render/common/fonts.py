"""Fonts and cached text: Noto Sans, with per-character fallback to symbols, emoji and CJK fonts.

The faces come from two OFL-licensed packages (their licence files install with them and are copied
under ``licenses/``): ``manimgx-fonts`` (Noto Sans for every European language, Greek and Cyrillic;
Noto Sans Symbols; monochrome Noto Emoji; Armenian, Georgian, Ethiopic) and ``manimgx-fonts-cjk``
(Noto Sans CJK). Each character is drawn with the first face that has it. Scripts that need shaping
(Arabic, Hebrew, the Indic scripts, Thai, ...) are not attempted, since the basic layout engine would
draw them wrongly; :func:`clean` drops what no face draws and :func:`name` then falls back to the
player's mark.

Text is rasterised once per (text, size, weight, anchor) into an "L" mask and pasted afterwards,
because FreeType rendering costs far more than a paste and boards repeat the same few strings.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache, lru_cache
from importlib import resources
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from render.common.palette import RGB

Anchor = str
"""A two-letter Pillow text anchor such as ``"la"`` (left, ascender) or ``"mm"`` (middle, middle)."""

_ELLIPSIS = "\u2026"
BOLD_WEIGHT = 700
REGULAR_WEIGHT = 400

_FACES: tuple[tuple[str, str, int], ...] = (
    ("manimgx_fonts", "NotoSans[wght].ttf", 0),
    ("manimgx_fonts", "NotoSansSymbols[wght].ttf", 0),
    ("manimgx_fonts", "NotoEmoji[wght].ttf", 0),
    ("manimgx_fonts_cjk", "NotoSansCJK-VF.otf.ttc", 0),
    ("manimgx_fonts", "NotoSansArmenian[wght].ttf", 0),
    ("manimgx_fonts", "NotoSansGeorgian[wght].ttf", 0),
    ("manimgx_fonts", "NotoSansEthiopic[wght].ttf", 0),
)
"""(package, file, collection index) of every face, in the order a character tries them."""

_IGNORED = frozenset("\u200b\u200c\u200d\u2060\ufeff") | frozenset(chr(c) for c in range(0xFE00, 0xFE10))
"""Zero-width joiners, spaces and variation selectors: dropped, they draw nothing on their own."""


@cache
def face_path(face: int) -> Path | None:
    """The file of face ``face``, ``None`` when its package is not installed."""
    package, filename, _ = _FACES[face]
    try:
        path = Path(str(resources.files(package).joinpath(filename)))
    except ModuleNotFoundError:
        return None
    return path if path.is_file() else None


def faces() -> tuple[int, ...]:
    """The indices of the faces installed on this machine, primary first."""
    return tuple(i for i in range(len(_FACES)) if face_path(i) is not None)


@cache
def font(size: int, bold: bool = False, face: int = 0) -> ImageFont.FreeTypeFont:
    """Face ``face`` (0 is Noto Sans) at ``size`` px, bold or regular, with the basic layout engine."""
    path = face_path(face)
    if path is None:
        raise FileNotFoundError(f"font package {_FACES[face][0]} is not installed")
    f = ImageFont.FreeTypeFont(str(path), size, index=_FACES[face][2], layout_engine=ImageFont.Layout.BASIC)
    axes = f.get_variation_axes()
    weight = BOLD_WEIGHT if bold else REGULAR_WEIGHT
    f.set_variation_by_axes(
        [
            float(max(a["minimum"] or 0, min(a["maximum"] or weight, weight)))
            if a["name"] == b"Weight"
            else float(a["default"] or 0)
            for a in axes
        ]
    )
    return f


def _glyph_pixels(char: str, face: int) -> bytes:
    """``char`` drawn small in ``face``, to tell a real glyph from the face's missing-glyph box."""
    image = Image.new("L", (48, 48), 0)
    ImageDraw.Draw(image).text((8, 4), char, font=font(20, False, face), fill=255)
    return image.tobytes()


@cache
def face_for(char: str) -> int | None:
    """The first installed face that draws ``char``, ``None`` when none does."""
    if char == " ":
        return 0
    for face in faces():
        if _glyph_pixels(char, face) != _glyph_pixels("\uffff", face):
            return face
    return None


def has_glyph(char: str) -> bool:
    """Whether some bundled face draws ``char``."""
    return face_for(char) is not None


def clean(text: str) -> str:
    """``text`` with what no face can draw left out (letters keep their base where only that draws)."""
    out = []
    for char in text:
        if char in _IGNORED:
            continue
        if not has_glyph(char):
            base = "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))
            char = base if base and all(has_glyph(c) for c in base) else ""
        out.append(char)
    return "".join(out)


def name(text: str, mark: str) -> str:
    """A player's name as drawn: :func:`clean`, or their ``mark`` when nothing of it can be drawn."""
    drawn = clean(text)
    return drawn if drawn.strip() else mark


def _runs(text: str) -> list[tuple[str, int]]:
    """``text`` cut into runs that one face draws, in order (undrawable characters stay in the primary)."""
    runs: list[tuple[str, int]] = []
    for char in text:
        face = face_for(char)
        face = 0 if face is None else face
        if runs and runs[-1][1] == face:
            runs[-1] = (runs[-1][0] + char, face)
        else:
            runs.append((char, face))
    return runs


def single_face(text: str) -> bool:
    """Whether the primary face draws all of ``text`` (the common, fast case)."""
    return text.isascii() or all(face_for(c) in (0, None) for c in text)


_ONE_OFF: ContextVar[bool] = ContextVar("one_off_text", default=False)
"""Whether the text drawn now belongs to a picture made once (:func:`one_off`)."""


@contextmanager
def one_off() -> Iterator[None]:
    """Draw the text of a picture made once per game (a finished game's standings and chart: names and
    final scores) without keeping its masks, which would otherwise pile up with every game ever
    finished in the process that draws them."""
    token = _ONE_OFF.set(True)
    try:
        yield
    finally:
        _ONE_OFF.reset(token)


def text_mask(
    text: str, size: int, bold: bool = False, anchor: Anchor = "la"
) -> tuple[Image.Image, int, int]:
    """The text as an "L" mask and the offset of the mask's top-left from the anchor point; kept for the
    next time (board labels recur on every move), unless drawn for a picture made once."""
    if _ONE_OFF.get():
        return _draw_mask(text, size, bold, anchor)
    return _kept_mask(text, size, bold, anchor)


@lru_cache(maxsize=8192)
def _kept_mask(text: str, size: int, bold: bool, anchor: Anchor) -> tuple[Image.Image, int, int]:
    """:func:`_draw_mask`, the last few thousand kept."""
    return _draw_mask(text, size, bold, anchor)


def _draw_mask(text: str, size: int, bold: bool, anchor: Anchor) -> tuple[Image.Image, int, int]:
    """:func:`text_mask` drawn afresh."""
    if single_face(text):
        f = font(size, bold)
        left, top, right, bottom = (int(v) for v in f.getbbox(text, anchor=anchor))
        mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
        ImageDraw.Draw(mask).text((-left, -top), text, font=f, fill=255, anchor=anchor)
        return mask, left, top
    return _mixed_mask(text, size, bold, anchor)


def _mixed_mask(text: str, size: int, bold: bool, anchor: Anchor) -> tuple[Image.Image, int, int]:
    """:func:`text_mask` for text whose characters come from several faces, on a common baseline."""
    pens: list[tuple[str, ImageFont.FreeTypeFont, float]] = []
    x = 0.0
    boxes = []
    for run, face in _runs(text):
        f = font(size, bold, face)
        box = f.getbbox(run, anchor="ls")
        boxes.append((x + box[0], box[1], x + box[2], box[3]))
        pens.append((run, f, x))
        x += f.getlength(run)
    left = int(min(b[0] for b in boxes))
    top = int(min(b[1] for b in boxes))
    right = int(max(b[2] for b in boxes)) + 1
    bottom = int(max(b[3] for b in boxes)) + 1
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    draw = ImageDraw.Draw(mask)
    for run, f, pen in pens:
        draw.text((pen - left, -top), run, font=f, fill=255, anchor="ls")
    h, v = anchor[0], anchor[1]
    dx = {"l": 0.0, "m": x / 2, "r": x}[h]
    primary = font(size, bold)
    if v == "t":
        dy = float(top)
    elif v == "b":
        dy = float(bottom)
    else:
        dy = primary.getbbox("H", anchor="l" + v)[1] - primary.getbbox("H", anchor="ls")[1]
        dy = -dy
    return mask, round(left - dx), round(top - dy)


@lru_cache(maxsize=8192)
def width(text: str, size: int, bold: bool = False) -> int:
    """Width in px of ``text`` as :func:`draw_text` draws it."""
    if single_face(text):
        return int(font(size, bold).getlength(text))
    return int(sum(font(size, bold, face).getlength(run) for run, face in _runs(text)))


def draw_text(
    image: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    fill: RGB,
    *,
    anchor: Anchor = "la",
    bold: bool = False,
) -> tuple[int, int, int, int]:
    """Paste ``text`` at ``xy`` with a Pillow ``anchor`` (e.g. "la", "mm", "rs"); returns the box drawn."""
    x, y = round(xy[0]), round(xy[1])
    if not text:
        return (x, y, x, y)
    mask, left, top = text_mask(text, size, bold, anchor)
    box = (x + left, y + top, x + left + mask.width, y + top + mask.height)
    image.paste(fill, box, mask)
    return box


def fitting_size(text: str, size: int, max_width: int, bold: bool = False, smallest: int = 0) -> int:
    """The largest size from ``size`` down to ``smallest`` (default three quarters) at which ``text`` fits."""
    least = smallest or (size * 3 + 3) // 4
    while size > least and width(text, size, bold) > max_width:
        size -= 1
    return size


def fit(text: str, size: int, max_width: int, bold: bool = False) -> str:
    """``text`` cut with an ellipsis so that it fits in ``max_width`` px."""
    if width(text, size, bold) <= max_width:
        return text
    while text and width(text + _ELLIPSIS, size, bold) > max_width:
        text = text[:-1]
    return text.rstrip() + _ELLIPSIS


def wrap(text: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """``text`` broken into lines no wider than ``max_width`` px, at spaces."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if line and width(candidate, size, bold) > max_width:
            lines.append(line)
            line = word
        else:
            line = candidate
    if line:
        lines.append(line)
    return lines
