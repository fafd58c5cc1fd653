"""Every image renders in every phase for 2, 3 and 4 players, within size and byte limits."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render.santacruz import render_board, render_hand, render_scoring_summary, summary
from render.santacruz.gallery import legal_sites
from rules.santacruz.events import Scored, built_sites
from rules.santacruz.views import player_view, public_view
from tests.render.states import PHASES, eruption, moment

WIDTH = 1200
BOARD_MAX_HEIGHT = 2100
BOARD_MAX_BYTES = 600_000
OTHER_MAX_HEIGHT = 1600
OTHER_MAX_BYTES = 400_000


def _open(png: bytes) -> Image.Image:
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


@pytest.mark.parametrize("phase", PHASES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_board_renders_in_every_phase(players: int, phase: str) -> None:
    """The board of any phase is 1200 px wide, at most 2100 px high and 600 KB."""
    m = moment(players, phase)
    png = render_board(public_view(m.state), highlights=legal_sites(m.state), last_move=built_sites(m.events))
    image = _open(png)
    assert image.width == WIDTH
    assert 1500 <= image.height <= BOARD_MAX_HEIGHT
    assert len(png) <= BOARD_MAX_BYTES


@pytest.mark.parametrize("phase", PHASES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_hand_renders_in_every_phase(players: int, phase: str) -> None:
    """Each seat's hand renders at any moment, 1200 px wide, within 1600 px and 400 KB."""
    m = moment(players, phase)
    for seat in range(players):
        png = render_hand(player_view(m.state, seat))
        image = _open(png)
        assert image.width == WIDTH
        assert image.height <= OTHER_MAX_HEIGHT
        assert len(png) <= OTHER_MAX_BYTES


@pytest.mark.parametrize("players", [2, 3, 4])
def test_scoring_summary_renders_from_events_and_from_triples(players: int) -> None:
    """The summary of a scoring card takes the Scored events or (seat, points, category) triples."""
    m = eruption(players)
    view = public_view(m.state)
    scored = [e for e in m.events if isinstance(e, Scored)]
    png = render_scoring_summary(view, "eruption", scored)
    image = _open(png)
    assert image.width == summary.WIDTH
    assert image.height <= OTHER_MAX_HEIGHT
    assert len(png) <= OTHER_MAX_BYTES
    triples = [(e.seat, e.points, e.category) for e in scored]
    assert render_scoring_summary(view, "eruption", triples) == png


def test_long_and_unusual_names_render() -> None:
    """Names with emoji, accents and great length are shortened and never break a render."""
    m = moment(4, "play")
    state = m.state.clone()
    names = ["Zoë \U0001f600", "A" * 80, "\u4e2d\u6587", "x"]
    for p, name in zip(state.players, names, strict=True):
        p.name = name
    for png in (
        render_board(public_view(state)),
        render_hand(player_view(state, 1)),
    ):
        assert _open(png).width == WIDTH
