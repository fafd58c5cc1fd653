"""The shared drawing pieces: they draw exactly as the Santa Cruz originals they were lifted from (so
switching Santa Cruz over moves no golden pixel), and they stay generic."""

from __future__ import annotations

import io

from PIL import Image

from render.common import encode, fonts, palette, sprites
from render.common.words import Words
from render.santacruz import encode as sc_encode
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


def test_santa_cruz_draws_with_the_common_fonts() -> None:
    """Santa Cruz has no font module of its own any more: both games draw text the same way."""
    import render.santacruz.board as sc_board

    assert sc_board.fonts is fonts


def test_every_name_is_drawn_as_typed() -> None:
    """European letters, Greek, Cyrillic, CJK and emoji all have a face; nothing becomes '?'."""
    for name in ("José Zoë", "Jürgen Groß", "Ζωή", "Ёлка", "Łukasz Őry", "王小明", "さくら", "한글", "🎲😀"):
        assert fonts.clean(name) == name
        assert all(fonts.has_glyph(c) for c in name)
    assert fonts.face_for("a") == 0 and fonts.face_for("王") not in (0, None)
    assert fonts.face_for("😀") not in (0, None)


def test_what_cannot_be_drawn_shows_the_mark() -> None:
    """A script no face draws is left out, never '?'; a name of nothing drawable becomes the mark."""
    assert fonts.clean("Ana \u05e9\u05dc\u05d5\u05dd") == "Ana "
    assert fonts.name("\u05e9\u05dc\u05d5\u05dd", "B") == "B"
    assert fonts.name("Ana\ufe0f", "A") == "Ana"
    assert "?" not in fonts.clean("\U0001f600\u200d\U0001f468")


def test_mixed_faces_share_a_baseline_and_width() -> None:
    """A name mixing faces is as wide as its runs and is centred on its anchor like plain text."""
    text = "Li 王 😀"
    runs = fonts._runs(text)
    assert len({face for _, face in runs}) == 3
    assert fonts.width(text, 24) == int(sum(fonts.font(24, False, f).getlength(r) for r, f in runs))
    image = Image.new("RGB", (300, 100), (0, 0, 0))
    box = fonts.draw_text(image, (150, 50), text, 24, (255, 255, 255), anchor="mm")
    assert abs((box[0] + box[2]) / 2 - 150) <= 3 and abs((box[1] + box[3]) / 2 - 50) <= 6
    plain = fonts.draw_text(image, (150, 50), "Li", 24, (255, 255, 255), anchor="ls")
    mixed = fonts.draw_text(image, (150, 50), "Li 王", 24, (255, 255, 255), anchor="ls")
    assert plain[1] >= mixed[1] - 8 and abs(plain[3] - 50) <= 1


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


def test_only_the_clashing_seats_change_letters() -> None:
    """Issue 28: two initials clash, the other seats keep theirs; only the two clashing seats take
    their names' last letters (or their seat numbers where those clash too)."""
    assert palette.player_marks(["Ana", "Ben", "Anton", "Cleo"]) == ("1", "B", "N", "C")
    assert palette.player_marks(["Bob", "Ben", "Cleo", "Dev"]) == ("1", "N", "C", "D")
    assert palette.player_marks(["Sam 1", "Sam 2", "Tom"]) == ("1", "2", "T")
    assert palette.player_marks(["王小明", "Bob", "Dev"]) == ("1", "B", "D")


def test_marks_stay_distinct_whatever_the_names() -> None:
    """Letters the fallbacks would pick that another seat already has are passed over."""
    for names in (
        ["A1", "A2", "B", "1"],
        ["Bo", "Bob", "1", "2"],
        ["Al", "Al", "Al", "Al"],
        ["", "", "X", "1"],
    ):
        marks = palette.player_marks(names)
        assert len(set(marks)) == len(names) and all(marks), (names, marks)
        kept = [n[0] for n in names if n and sum(m[:1] == n[:1] for m in names) == 1]
        assert all(k.upper() in marks for k in kept if k.isalnum())


def test_words_look_up_a_catalogue_under_render() -> None:
    """A :class:`Words` over a game's catalogue answers as that game's own lookup does."""
    words = Words(SC_CATALOGUE, sc_render)
    assert words.word("round", round=2) == sc_word("round", round=2) == "Round 2"
    assert words.has("round") and sc_has("round") and not words.has("no.such.key")


def test_the_text_of_a_picture_made_once_is_drawn_alike_and_not_kept() -> None:
    """A finished game's names and scores are drawn as any text is, but not kept: the masks kept would
    otherwise grow with every game the process ever finished."""
    fonts._kept_mask.cache_clear()
    with fonts.one_off():
        once = fonts.text_mask("Ana 87", 30, True)
    assert fonts._kept_mask.cache_info().currsize == 0
    kept = fonts.text_mask("Ana 87", 30, True)
    assert fonts._kept_mask.cache_info().currsize == 1
    assert once[1:] == kept[1:] and once[0].tobytes() == kept[0].tobytes()
