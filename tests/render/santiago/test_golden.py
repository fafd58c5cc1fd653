"""Santiago golden images: stored views must still draw as they did, within a small pixel tolerance.

Each case keeps its view and last-move marks as JSON next to its PNG under ``golden/`` (made once from a
seeded game), so only a change in the renderer moves an image. When a change is intended, look at the new
images and rewrite them with ``UPDATE_GOLDEN=1 pytest tests/render/santiago``.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from render.santiago import last_move, render_board, render_private_board
from rules.santiago.views import player_view, public_view
from tests.render.pixels import check_golden
from tests.render.santiago.states import moment
from tests.render.santiago.viewjson import marks_from_dict, marks_to_dict, player_from_dict, public_from_dict

GOLDEN = Path(__file__).parent / "golden"


def _public_case(name: str) -> dict[str, Any]:
    m = moment(name)
    return {"view": public_view(m.state).to_dict(), "marks": marks_to_dict(last_move(m.events))}


def _private_case(name: str) -> dict[str, Any]:
    m = moment(name)
    view = player_view(m.state, m.state.to_move)
    return {"view": view.to_dict(), "marks": marks_to_dict(last_move(m.events))}


def _draw_public(case: dict[str, Any]) -> bytes:
    return render_board(public_from_dict(case["view"]), last_move=marks_from_dict(case["marks"]))


def _draw_private(case: dict[str, Any]) -> bytes:
    return render_private_board(player_from_dict(case["view"]), last_move=marks_from_dict(case["marks"]))


CASES: dict[str, tuple[Callable[[], dict[str, Any]], Callable[[dict[str, Any]], bytes]]] = {
    "board-2p-early": (lambda: _public_case("early"), _draw_public),
    "board-3p-face-down": (lambda: _public_case("face_down"), _draw_public),
    "board-4p-late-private": (lambda: _private_case("late"), _draw_private),
    "board-4p-delivery": (lambda: _public_case("delivery"), _draw_public),
    "board-3p-hidden": (lambda: _public_case("hidden"), _draw_public),
    "board-4p-end": (lambda: _public_case("end"), _draw_public),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_render_matches_its_golden_image(name: str) -> None:
    """The render of a stored view differs from its golden image by no more than the tolerance."""
    make_case, draw = CASES[name]
    check_golden(GOLDEN, name, make_case, draw, "pytest tests/render/santiago")


@pytest.mark.parametrize("name", ["late", "hidden", "end"])
def test_stored_views_load_back_equal(name: str) -> None:
    """The JSON forms of the views and the marks rebuild equal ones, so golden cases stay faithful."""
    m = moment(name)
    view = public_view(m.state)
    assert public_from_dict(view.to_dict()) == view
    seat_view = player_view(m.state, 0)
    assert player_from_dict(seat_view.to_dict()) == seat_view
    marks = last_move(m.events)
    assert marks_from_dict(marks_to_dict(marks)) == marks
