"""The renderer's own board layout: every site placed, no two tiles touching, the boxes in the sea."""

from __future__ import annotations

import itertools

from render.santacruz import dashboard, layout
from rules.santacruz import gamedata
from rules.santacruz.views import public_view
from tests.render.states import moment

LABEL_ROOM = 14
"""Space above each tile for its id tab."""


def _grown(box: layout.Box, margin: int) -> layout.Box:
    return (box[0] - margin, box[1] - margin - LABEL_ROOM, box[2] + margin, box[3] + margin)


def _overlap(a: layout.Box, b: layout.Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_every_site_of_the_board_has_a_position() -> None:
    """The layout table places every site of ``board.json`` (none falls back to the schematic xy)."""
    assert set(layout.SITE_POSITIONS) == set(gamedata.board().sites)


def test_no_two_tiles_touch_and_all_lie_on_the_board() -> None:
    """Tiles, with room for their labels, keep apart and stay inside the board area."""
    sites = sorted(gamedata.board().sites)
    for a, b in itertools.combinations(sites, 2):
        assert not _overlap(_grown(layout.site_box(a), 4), layout.site_box(b)), (a, b)
    for s in sites:
        x0, y0, x1, y1 = layout.site_box(s)
        assert x0 >= 0 and y0 - LABEL_ROOM >= 0 and x1 <= layout.WIDTH and y1 <= layout.BOARD_HEIGHT, s


def test_status_box_and_legend_cover_no_tile() -> None:
    """The status box (at its tallest, during a double move) and the legend sit in open sea."""
    boxes = [dashboard.legend_box(), dashboard.status_box(public_view(moment(3, "double").state))]
    for s in gamedata.board().sites:
        for box in boxes:
            assert not _overlap(_grown(layout.site_box(s), 8), box), s
