"""Fonts and cached text: Pillow's built-in Aileron at any size, so no font file is ever needed.

Text is rasterised once per (text, size, weight) into an "L" mask and pasted afterwards, because
FreeType rendering costs far more than a paste and boards repeat the same few strings.
"""

from __future__ import annotations

import io
import unicodedata
from functools import cache, lru_cache

from PIL import Image, ImageDraw, ImageFont

from render.common.palette import RGB

Anchor = str
"""A two-letter Pillow text anchor such as ``"la"`` (left, ascender) or ``"mm"`` (middle, middle)."""

_ELLIPSIS = "\u2026"


@cache
def _font_bytes() -> bytes:
    """The bytes of Pillow's built-in Aileron, read once."""
    default = ImageFont.load_default(size=10)
    assert isinstance(default, ImageFont.FreeTypeFont)
    return default.font_bytes


@cache
def font(size: int) -> ImageFont.FreeTypeFont:
    """Aileron at ``size`` px with the basic layout engine, identical on every machine."""
    return ImageFont.FreeTypeFont(io.BytesIO(_font_bytes()), size, layout_engine=ImageFont.Layout.BASIC)


def _glyph_pixels(char: str) -> bytes:
    """``char`` drawn small, to tell a real glyph from the font's missing-glyph box."""
    image = Image.new("L", (40, 40), 0)
    ImageDraw.Draw(image).text((6, 4), char, font=font(20), fill=255)
    return image.tobytes()


@cache
def has_glyph(char: str) -> bool:
    """Whether the built-in font draws ``char`` (it holds Latin letters, digits and some punctuation)."""
    return char == " " or _glyph_pixels(char) != _glyph_pixels("\uffff")


def clean(text: str) -> str:
    """``text`` drawable by the built-in font: accents dropped where the font lacks the letter
    ("José" becomes "Jose"), anything else it cannot draw (emoji, other scripts) becomes ``?``."""
    out = []
    for char in text:
        if not has_glyph(char):
            base = "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))
            char = base if base and all(has_glyph(c) for c in base) else "?"
        out.append(char)
    return "".join(out)


def stroke_for(size: int, bold: bool) -> int:
    """The outline width that makes Aileron Regular look bold at ``size``."""
    return max(1, round(size / 28)) if bold else 0


@lru_cache(maxsize=8192)
def text_mask(
    text: str, size: int, bold: bool = False, anchor: Anchor = "la"
) -> tuple[Image.Image, int, int]:
    """The text as an "L" mask and the offset of the mask's top-left from the anchor point."""
    f = font(size)
    stroke = stroke_for(size, bold)
    left, top, right, bottom = (int(v) for v in f.getbbox(text, stroke_width=stroke, anchor=anchor))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text(
        (-left, -top), text, font=f, fill=255, anchor=anchor, stroke_width=stroke, stroke_fill=255
    )
    return mask, left, top


@lru_cache(maxsize=8192)
def width(text: str, size: int, bold: bool = False) -> int:
    """Width in px of ``text`` as :func:`draw_text` draws it."""
    return int(font(size).getlength(text)) + 2 * stroke_for(size, bold)


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
