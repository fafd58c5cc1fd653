"""Issue 46: the public board of a turn message, drawn natively for a phone (600 px wide, not shrunk).

Its site ids read as tall at Discord's 400 px as the 1200 px board's (the legibility and overflow tests
measure it too, as ``public-small`` in :mod:`tests.render.images`); here: its size, its file under
60 KB on the fullest board of ``bench/render.py``, no secret in it, and its assembly from cached
layers equal to a full redraw at that size, pixel for pixel.
"""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from bench.render import end_of_round_one
from devtools.gallery import site_codes
from devtools.gallery_text import TextRecorder, shown_height
from render.santacruz import board, encode, layout, render_small_public_board, small_public_image
from rules import i18n
from rules.santacruz.events import built_sites
from rules.santacruz.invariants import scramble_secrets
from rules.santacruz.views import PublicView, player_view, public_view
from tests.render.states import moment
from tests.render.test_incremental_board import _game

MOST_BYTES = 60 * 1024
"""The issue's bound on the public board's file."""


def test_the_small_board_is_600_px_wide_and_holds_the_islands_only() -> None:
    """The islands at half the 1200 px board's size, without the players' dashboard."""
    image = small_public_image(public_view(moment(4, "play").state))
    assert (
        image.size
        == (600, 650)
        == (layout.width(layout.PHONE_SCALE), layout.board_height(layout.PHONE_SCALE))
    )
    assert image.mode == "P" and encode.quantize(image) is image


def test_every_site_id_reads_8_px_tall_at_400_px() -> None:
    """Every site's id shows, its capitals at least 8 px tall once the board is shown 400 px wide (the
    gallery's measure: the cap height of the font size the id is written in)."""
    found = moment(4, "play")
    with TextRecorder() as recorder:
        image = small_public_image(public_view(found.state), last_move=built_sites(found.events))
        texts = recorder.texts(image)
    every = frozenset(public_view(found.state).sites)
    codes = site_codes(texts, every)
    assert set(codes) == every
    least = min(shown_height(t, image.width) for t in texts if t.text in every)
    assert least >= board.MIN_CAP, least


def test_the_fullest_board_of_the_benchmark_is_under_60_kb() -> None:
    """The 4-player board at the end of round 1 (``bench/render.py``) with a site of the last move
    marked, as PNG; lossless WebP is smaller still."""
    state, _events = end_of_round_one(2)
    view = public_view(state)
    marked = frozenset({sorted(s for s, site in view.sites.items() if site.occupants)[0]})
    png = render_small_public_board(view, last_move=marked)
    assert png.startswith(b"\x89PNG") and len(png) <= MOST_BYTES, len(png)
    with Image.open(io.BytesIO(png)) as decoded:
        assert decoded.size == (600, 650)
    webp = render_small_public_board(view, last_move=marked, image_format="webp")
    assert webp[8:12] == b"WEBP" and len(webp) < len(png)


@pytest.mark.parametrize(("players", "phase"), [(4, "play"), (3, "discard"), (2, "draft2")])
def test_changing_a_secret_changes_no_pixel_of_the_small_board(players: int, phase: str) -> None:
    """Face-down tiles, scoring cards, chip values and the deck change; the phone's board does not."""
    found = moment(players, phase)
    other = scramble_secrets(found.state, random.Random(46))
    marks = built_sites(found.events)
    before = render_small_public_board(public_view(found.state), last_move=marks)
    assert before == render_small_public_board(public_view(other), last_move=marks)


def test_the_small_board_refuses_a_seat_view_and_a_big_base() -> None:
    """A PlayerView holds secrets; a 1200 px base is not the phone's."""
    state = moment(4, "play").state
    with pytest.raises(TypeError):
        board.small_base_image(player_view(state, 0))  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        small_public_image(public_view(state), base_small=board.base_image(public_view(state)))


def _assert_same(view: PublicView, where: str) -> None:
    """The assembled small board equals its full redraw, index for index."""
    new, full = board.small_base_image(view), board._full_small_base_image(view)
    assert (new.mode, new.size, new.getpalette()) == (full.mode, full.size, full.getpalette()), where
    assert new.tobytes() == full.tobytes(), where


def test_the_assembled_small_board_matches_its_full_redraw() -> None:
    """Versions of a whole 4-player game (cached patches hit and drawn) and the end, in every language
    (the legend is in the static layer, the status box is kept per language)."""
    views = _game(4, seed=46)
    for version in range(0, len(views), 6):
        _assert_same(views[version], f"version {version}")
    for lang in i18n.LANGUAGES:
        with i18n.speaking(lang):
            _assert_same(views[-1], f"{lang}, the end")
            _assert_same(views[len(views) // 2], f"{lang}, mid game")


def test_the_last_move_is_marked_natively() -> None:
    """The last move's ring and gold tab change only the pixels around its site, and the base given
    back gives the same image as the one drawn anew."""
    found = moment(4, "play")
    view = public_view(found.state)
    sid = sorted(built_sites(found.events))[0]
    base = board.small_base_image(view)
    plain = small_public_image(view, base_small=base)
    ringed = small_public_image(view, last_move=frozenset({sid}), base_small=base)
    assert ringed.tobytes() == small_public_image(view, last_move=frozenset({sid})).tobytes()
    diff = bytes(a != b for a, b in zip(plain.tobytes(), ringed.tobytes(), strict=True))
    changed = Image.frombytes("L", plain.size, diff).getbbox()
    x0, y0, x1, y1 = layout.site_box(sid, layout.PHONE_SCALE)
    assert changed is not None
    assert x0 - 30 <= changed[0] and y0 - 30 <= changed[1] and changed[2] <= x1 + 30 and changed[3] <= y1 + 30
