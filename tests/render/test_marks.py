"""Marks drawn on a version's board drawn once (issue 15): a panel or the public board marks only the
regions of its sites, and leaves every other pixel of the board as it was drawn."""

from __future__ import annotations

from PIL import Image, ImageChops

from render.santacruz import base_image, board_image, dashboard, layout, panel_image
from render.santacruz.board import crop_box, marked
from rules.santacruz.views import public_view
from tests.render.states import moment


def _changed_box(a: Image.Image, b: Image.Image) -> tuple[int, int, int, int] | None:
    """The box of the pixels that differ between two images, or ``None``."""
    return ImageChops.difference(a.convert("RGB"), b.convert("RGB")).getbbox()


def test_marks_change_only_the_pixels_around_their_sites() -> None:
    """A legal target's ring, tab and flag stay near its tile; the only other change is the legend's
    item for the flag, which a private board adds (languages-2.md G-6)."""
    view = public_view(moment(4, "play").state)
    base = base_image(view)
    site = sorted(view.sites)[0]
    image = marked(base, view, highlights=frozenset({site}))
    legend = dashboard.private_legend_box()
    assert _changed_box(base.crop(legend), image.crop(legend)) is not None
    image.paste(base.crop(legend), legend[:2])
    box = _changed_box(base, image)
    assert box is not None
    x0, y0, x1, y1 = box
    sx0, sy0, sx1, sy1 = layout.site_box(site)
    assert x0 >= sx0 - 60 and x1 <= sx1 + 60 and y0 >= sy0 - 60 and y1 <= sy1 + 60


def test_the_base_is_not_changed_by_marking_it() -> None:
    """The drawn board is shared by every panel of its version, so marking must copy it."""
    view = public_view(moment(4, "play").state)
    base = base_image(view)
    before = base.copy()
    marked(base, view, highlights=frozenset(view.sites), last_move=frozenset(sorted(view.sites)[:2]))
    assert _changed_box(before, base) is None


def test_a_panel_cut_from_the_drawn_board_is_the_panel_drawn_anew() -> None:
    """Cutting from the cached board gives the same pixels as drawing the panel (or the whole
    marked board) from the view."""
    view = public_view(moment(3, "play").state)
    sites = frozenset(sorted(view.sites)[3:6])
    cut = panel_image(view, sites, base_image(view))
    assert cut.size == (crop_box(sites)[2] - crop_box(sites)[0], crop_box(sites)[3] - crop_box(sites)[1])
    assert _changed_box(cut, panel_image(view, sites)) is None
    assert _changed_box(board_image(view, highlights=sites).crop(crop_box(sites)), cut) is None
