"""Golden images: a few stored views must still draw as they did, within a small pixel tolerance.

Each case keeps its view as JSON next to its PNG under ``golden/`` (made once from a seeded game), so
only a change in the renderer moves an image. Decoded pixels are compared, never bytes. When a change
is intended, look at the new images and rewrite them with ``UPDATE_GOLDEN=1 pytest tests/render``.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from render.common.ending import end_pictures
from render.santacruz import (
    encode,
    render_board,
    render_hand,
    render_scoring_summary,
    render_small_public_board,
)
from render.santacruz import palette as pal
from render.santacruz.gallery import legal_sites
from rules.contract import MarkKind, Outcome, ScoreMark, ScoreSheet, SeatResult
from rules.santacruz.actions import Score
from rules.santacruz.engine import outcome
from rules.santacruz.events import Scored, built_sites
from rules.santacruz.messages import render as say
from rules.santacruz.records import export_record
from rules.santacruz.timeline import score_sheet
from rules.santacruz.views import player_view, public_view
from tests.render.pixels import check_golden
from tests.render.states import eruption, moment
from tests.render.viewjson import player_from_dict, public_from_dict

GOLDEN = Path(__file__).parent / "golden"


def _board_case(players: int, phase: str) -> dict[str, Any]:
    m = moment(players, phase)
    return {
        "view": public_view(m.state).to_dict(),
        "highlights": sorted(legal_sites(m.state)),
        "last_move": sorted(built_sites(m.events)),
    }


def _summary_case() -> dict[str, Any]:
    m = eruption(4)
    assert isinstance(m.action, Score)
    scored = [[e.seat, e.points, e.category] for e in m.events if isinstance(e, Scored)]
    return {"view": public_view(m.state).to_dict(), "card": m.action.card, "scored": scored}


def _end_case() -> dict[str, Any]:
    state = moment(4, "end").state
    result = outcome(state)
    assert result is not None
    sheet = score_sheet(export_record(state))
    return {
        "names": [p.name for p in state.players],
        "places": [seat.rank for seat in result.seats],
        "sources": list(sheet.sources),
        "points": [list(row) for row in sheet.points],
        "scores": [list(row) for row in sheet.scores],
        "marks": [[m.step, m.kind, m.key] for m in sheet.marks],
    }


def _draw_end(case: dict[str, Any]) -> bytes:
    """The final standings above the score chart, as one image to compare."""
    points = tuple(tuple(row) for row in case["points"])
    places = zip(points, case["places"], strict=True)
    result = Outcome(tuple(SeatResult(sum(row), place) for row, place in places))
    marks = tuple(ScoreMark(step, MarkKind(kind), key) for step, kind, key in case["marks"])
    sheet = ScoreSheet(tuple(case["sources"]), points, tuple(tuple(row) for row in case["scores"]), marks)
    pictures = end_pictures(say, case["names"], result, sheet)
    standings, chart = (Image.open(io.BytesIO(png)) for png in pictures)
    both = Image.new("RGB", (max(standings.width, chart.width), standings.height + chart.height), "white")
    both.paste(standings.convert("RGB"), (0, 0))
    both.paste(chart.convert("RGB"), (0, standings.height))
    out = io.BytesIO()
    both.save(out, "PNG")
    return out.getvalue()


def _draw_board(case: dict[str, Any]) -> bytes:
    return render_board(
        public_from_dict(case["view"]),
        highlights=frozenset(case["highlights"]),
        last_move=frozenset(case["last_move"]),
    )


def _draw_small_board(case: dict[str, Any]) -> bytes:
    """The phone's public board (issue 46): the islands at 600 px, the last move marked."""
    return render_small_public_board(public_from_dict(case["view"]), last_move=frozenset(case["last_move"]))


CASES: dict[str, tuple[Callable[[], dict[str, Any]], Callable[[dict[str, Any]], bytes]]] = {
    "board-4p-play": (lambda: _board_case(4, "play"), _draw_board),
    "public-small-4p-play": (lambda: _board_case(4, "play"), _draw_small_board),
    "board-3p-double": (lambda: _board_case(3, "double"), _draw_board),
    "board-2p-round2-draft": (lambda: _board_case(2, "draft2"), _draw_board),
    "hand-3p-discard": (
        lambda: {"view": player_view(moment(3, "discard").state, 1).to_dict()},
        lambda case: render_hand(player_from_dict(case["view"])),
    ),
    "end-4p-standings-and-chart": (_end_case, _draw_end),
    "summary-4p-eruption": (
        _summary_case,
        lambda case: render_scoring_summary(
            public_from_dict(case["view"]), case["card"], [tuple(t) for t in case["scored"]]
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_render_matches_its_golden_image(name: str) -> None:
    """The render of a stored view differs from its golden image by no more than the tolerance."""
    make_case, draw = CASES[name]
    check_golden(GOLDEN, name, make_case, draw, "pytest tests/render")


def test_stored_views_load_back_equal() -> None:
    """The JSON form of a view rebuilds an equal view, so the golden cases stay faithful."""
    state = moment(3, "double").state
    view = public_view(state)
    assert public_from_dict(view.to_dict()) == view
    seat_view = player_view(state, 2)
    assert player_from_dict(seat_view.to_dict()) == seat_view


def test_palette_is_full_and_fixed() -> None:
    """The PNG palette has 256 entries and holds every named colour exactly."""
    palette = encode.palette_image().getpalette()
    assert palette is not None and len(palette) == 768
    entries = {tuple(palette[i : i + 3]) for i in range(0, 768, 3)}
    assert set(pal.base_colours()) <= entries
