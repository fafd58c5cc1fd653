"""The public board drawn natively 600 px wide for the turn's message (issue 46, "Bytes a phone
downloads"): Discord shows it about 400 px wide on a phone, where its words must read as large as the
1200 px board's, whole, and its file must stay within 60 KB; it shows no secret, and its incremental
drawing is the full redraw, as the big board's is."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from devtools.gallery import smallest
from devtools.gallery_text import TextRecorder, shown_height
from render.santiago import board, last_move, render_small_public_board
from render.santiago.scaled import FULL, PHONE
from rules import i18n
from rules.santiago.invariants import scramble_secrets
from rules.santiago.views import public_view
from tests.render.images import _santiago_named
from tests.render.santiago.states import moment
from tests.render.santiago.test_incremental import _same, _versions
from tests.render.santiago.test_secrets import _secrets

SMALL_WIDTH = 600
"""The small board's width: half the big board's, so its text is half as many pixels tall and a 400 px
wide phone shows it as large."""
MOST_BYTES = 60 * 1000
"""The issue's target for the public board's file: at most 60 KB."""


def test_the_small_board_is_half_the_big_one() -> None:
    """600 px wide and half as tall as the 1200 px board, as drawn and as the PNG the bot sends."""
    found = moment("late")
    view, marks = public_view(found.state), last_move(found.events)
    big = board.board_image(view, last_move=marks)
    small = board.board_image(view, last_move=marks, scale=PHONE)
    assert small.size == (SMALL_WIDTH, big.height // 2)
    png = Image.open(io.BytesIO(render_small_public_board(view, last_move=marks)))
    assert png.format == "PNG" and png.size == small.size


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_its_words_read_at_400_px_as_the_big_boards_and_whole(lang: str) -> None:
    """On the finished 4-player board with the longest names (the most words: the final columns, the
    winner, the legend's VP for goods), the small board's smallest text reads at 400 px as large as the
    big board's, and no text is cut short that the big board shows whole."""
    found = moment("end")
    view, marks = _santiago_named(public_view(found.state)), last_move(found.events)
    shown = {}
    cut = {}
    with i18n.speaking(lang):
        for size, scale in (("big", FULL), ("small", PHONE)):
            with TextRecorder() as recorder:
                image = board.board_image(view, last_move=marks, scale=scale)
                least = smallest(recorder.texts(image), image.width)
                assert least is not None
                shown[size] = (round(shown_height(least, image.width), 2), least.text)
                cut[size] = set(recorder.cut)
    assert shown["small"][0] >= shown["big"][0], shown
    assert cut["small"] <= cut["big"], cut["small"] - cut["big"]


@pytest.mark.parametrize("name", ["late", "hidden", "give"])
def test_changing_a_secret_changes_no_pixel_of_the_small_board(name: str) -> None:
    """The unused rolls and, under ``hidden_holdings``, every seat's holdings change; the small public
    board does not."""
    state = moment(name).state
    other = scramble_secrets(state, random.Random(7))
    assert _secrets(other) != _secrets(state)
    mine, theirs = public_view(state), public_view(other)
    drawn = board.board_image(mine, scale=PHONE).tobytes()
    assert drawn == board.board_image(theirs, scale=PHONE).tobytes()
    assert render_small_public_board(mine) == render_small_public_board(theirs)


def test_the_incremental_small_board_matches_its_full_redraw_over_a_whole_game() -> None:
    """At every version of a whole 4-player game the small board drawn incrementally is, pixel for
    pixel, its full redraw quantized (the regions scaled stay apart and hold all their items)."""
    versions = 0
    for version, (state, marks) in enumerate(_versions(4, 8, False)):
        view = public_view(state)
        new = board.public_pixels(view, last_move=marks, scale=PHONE)
        _same(new, board.board_image(view, last_move=marks, scale=PHONE), f"version {version}")
        versions += 1
    assert versions > 50


def test_the_fullest_board_with_the_longest_names_is_at_most_60_kb() -> None:
    """The finished 4-player board, the longest names (CJK and emoji) and German's longest words: the
    fullest board the tests know, within the 60 KB target as the bot sends it."""
    found = moment("end")
    view, marks = _santiago_named(public_view(found.state)), last_move(found.events)
    with i18n.speaking("de"):
        size = len(render_small_public_board(view, last_move=marks))
    assert size <= MOST_BYTES, size
