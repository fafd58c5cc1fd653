"""The shared drawing pieces: they draw exactly as the Santa Cruz originals they were lifted from (so
switching Santa Cruz over moves no golden pixel), and they stay generic."""

from __future__ import annotations

import io

from PIL import Image

from render.common import encode, fonts, palette, sprites
from render.common.words import Words
from render.santacruz import encode as sc_encode
from render.santacruz import fonts as sc_fonts
from render.santacruz import palette as sc_pal
from render.santacruz import sprites as sc_sprites
from render.santacruz.dashboard import paste as sc_paste
from render.santacruz.words import has as sc_has
from render.santacruz.words import word as sc_word
from rules.santacruz.messages import CATALOGUE as SC_CATALOGUE
from rules.santacruz.messages import render as sc_render

SC_PALETTE_ARGS = (
    sc_pal.base_colours(),
    (sc_pal.PANEL, sc_pal.PANEL_LIGHT),
    (sc_pal.PANEL_TEXT, sc_pal.PANEL_MUTED, sc_pal.GOLD, sc_pal.WHITE),
)
"""What Santa Cruz's fixed palette is made of, as :func:`encode.palette_image` takes it."""


def test_the_palette_builder_rebuilds_santa_cruz_palette_exactly() -> None:
    """Given Santa Cruz's colours, the shared builder gives its 256 entries in the same order, and the
    shared colour collector finds the same named colours."""
    assert encode.palette_image(*SC_PALETTE_ARGS).getpalette() == sc_encode.palette_image().getpalette()
    assert palette.named_colours(vars(sc_pal), sc_pal.PLAYER_COLOURS) == sc_pal.base_colours()


def test_encoding_gives_the_santa_cruz_bytes() -> None:
    """Quantizing and encoding an image gives the same PNG as Santa Cruz's encoder."""
    image = Image.new("RGB", (64, 40), sc_pal.SEA)
    fonts.draw_text(image, (4, 4), "Ab 12", 20, sc_pal.WHITE, bold=True)
    assert encode.to_png(image, encode.palette_image(*SC_PALETTE_ARGS)) == sc_encode.to_png(image)


def test_webp_is_lossless_on_the_palette() -> None:
    """The WebP decodes to the pixels of the PNG."""
    image = Image.new("RGB", (50, 30), palette.PANEL)
    fonts.draw_text(image, (25, 15), "7", 24, palette.GOLD, anchor="mm", bold=True)
    pal_image = encode.palette_image((palette.PANEL, palette.GOLD), (palette.PANEL,), (palette.GOLD,))
    png = Image.open(io.BytesIO(encode.to_png(image, pal_image))).convert("RGB")
    webp = Image.open(io.BytesIO(encode.to_webp(image, pal_image))).convert("RGB")
    assert webp.tobytes() == png.tobytes()


def test_text_draws_as_in_santa_cruz() -> None:
    """Masks, widths, fitting, wrapping and cleaning agree with the originals."""
    for text, size, bold in (("Harbour office", 28, True), ("3 pesos for 1 VP", 21, False)):
        mine, theirs = fonts.text_mask(text, size, bold, "mm"), sc_fonts.text_mask(text, size, bold, "mm")
        assert mine[0].tobytes() == theirs[0].tobytes() and mine[1:] == theirs[1:]
        assert fonts.width(text, size, bold) == sc_fonts.width(text, size, bold)
        assert fonts.fit(text, size, 90, bold) == sc_fonts.fit(text, size, 90, bold)
        assert fonts.wrap(text, size, 80, bold) == sc_fonts.wrap(text, size, 80, bold)
    assert fonts.clean("José Zoë \U0001f600") == sc_fonts.clean("José Zoë \U0001f600") == "Jose Zoe ?"


def test_sprites_draw_as_in_santa_cruz() -> None:
    """Markers and panels are the same pixels; pasting by anchor lands in the same place."""
    assert (
        sprites.marker((0, 114, 178), "B", 22).tobytes()
        == sc_sprites.marker((0, 114, 178), "B", 22).tobytes()
    )
    assert sprites.panel(80, 30, sc_pal.PANEL, sc_pal.WHITE, 3).tobytes() == (
        sc_sprites.panel(80, 30, sc_pal.PANEL, sc_pal.WHITE, 3).tobytes()
    )
    a, b = Image.new("RGB", (90, 60)), Image.new("RGB", (90, 60))
    dot = sprites.marker(sc_pal.GOLD, "1", 9)
    sprites.paste(a, dot, (45, 30), "mm")
    sc_paste(b, dot, (45, 30), "mm")
    assert a.tobytes() == b.tobytes() and a.getbbox() is not None


def test_player_marks_and_colours() -> None:
    """Initials when they differ, else last letters, else seat numbers; colours cycle by seat."""
    assert palette.player_marks(["Ana", "Ben"]) == ("A", "B")
    assert palette.player_marks(["Player 1", "Player 2"]) == ("1", "2")
    assert palette.player_marks(["Ana", "Ana"]) == ("1", "2")
    assert palette.player_colour(5) == palette.PLAYER_COLOURS[1]
    assert palette.ink_on(palette.WHITE) == palette.INK and palette.ink_on(palette.INK) == palette.WHITE


def test_words_look_up_a_catalogue_under_render() -> None:
    """A :class:`Words` over a game's catalogue answers as that game's own lookup does."""
    words = Words(SC_CATALOGUE, sc_render)
    assert words.word("round", round=2) == sc_word("round", round=2) == "Round 2"
    assert words.has("round") and sc_has("round") and not words.has("no.such.key")
