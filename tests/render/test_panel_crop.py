"""The private panels' board crop (issue 11): zoomed on the legal sites, their ids readable at 400 px."""

from __future__ import annotations

import random

from PIL import Image, ImageDraw

from render.common import fonts
from render.santacruz import board, layout, sprites
from render.santacruz.gallery import legal_sites
from rules.santacruz.engine import apply_in_place, awaiting, legal_actions
from rules.santacruz.setup import new_game
from rules.santacruz.views import public_view


def ink_height(size: int) -> int:
    """The height of a bold "H" as Pillow actually draws it, counted in pixels."""
    image = Image.new("L", (4 * size, 4 * size), 0)
    draw = ImageDraw.Draw(image)
    draw.text((size, size), "H", font=fonts.font(size, True), fill=255)
    box = image.getbbox()
    assert box is not None
    return box[3] - box[1]


def test_cap_height_is_what_pillow_draws() -> None:
    """The readability rule counts real pixels: the label font's cap height matches the drawn letter."""
    for size in (25, 31, 40):
        assert abs(board.cap_height(size) - ink_height(size)) <= 1


def test_every_legal_site_is_inside_its_crop_and_readable_at_400_px() -> None:
    """Issue 11: "a zoomed crop of the board around the legal sites … site label cap height at least
    8 px at that width" (400 px display width), for every build choice of a whole game."""
    checked = 0
    for seed in (1, 2):
        rng = random.Random(seed)
        state = new_game(["Ana", "Ben", "Cleo", "Dev"], seed=seed)
        while state.phase != "end":
            sites = legal_sites(state)
            if sites and rng.random() < 0.3:
                x0, y0, x1, y1 = board.crop_box(sites)
                for sid in sites:
                    sx0, sy0, sx1, sy1 = layout.site_box(sid)
                    assert x0 <= sx0 and sx1 <= x1 and y0 <= sy0 and sy1 <= y1, sid
                shown = min(1.0, board.DISPLAY_WIDTH / (x1 - x0))
                assert ink_height(board.target_label_size(x1 - x0)) * shown >= board.MIN_CAP - 0.5
                checked += 1
            apply_in_place(state, rng.choice(legal_actions(state, min(awaiting(state)))))
    assert checked > 20


def test_a_single_site_is_zoomed_and_keeps_the_normal_label() -> None:
    """One legal site: the crop is the smallest one, far narrower than the board."""
    box = board.crop_box(frozenset({"L10"}))
    assert box[2] - box[0] == board.CROP_MIN[0] and box[3] - box[1] == board.CROP_MIN[1]
    assert board.target_label_size(box[2] - box[0]) == sprites.LABEL_SIZE


def test_sites_at_the_edge_keep_the_crop_on_the_board() -> None:
    """A site near the board's corner shifts the crop inward rather than past the edge."""
    for sid in ("N1", "S2", "C06"):
        x0, y0, x1, y1 = board.crop_box(frozenset({sid}))
        assert 0 <= x0 < x1 <= layout.WIDTH and 0 <= y0 < y1 <= layout.BOARD_HEIGHT
        assert (x1 - x0, y1 - y0) == board.CROP_MIN


def test_spread_out_sites_keep_readable_flagged_labels() -> None:
    """Legal sites all round the coast: the crop is nearly the whole board, shown at a third of its
    size, and their ids still read 8 px tall (issue 28 made the board's own labels that large)."""
    state = new_game(["Ana", "Ben", "Cleo", "Dev"], seed=3)
    coast = frozenset(s for s in public_view(state).sites if s.startswith("C"))
    box = board.crop_box(coast)
    width = box[2] - box[0]
    assert width > 1000
    size = board.target_label_size(width)
    assert size >= sprites.LABEL_SIZE
    assert ink_height(size) * board.DISPLAY_WIDTH / width >= board.MIN_CAP - 0.5


def test_the_board_labels_read_8_px_tall_on_a_phone() -> None:
    """Every site's id on the whole board, shown 400 px wide, has capitals of :data:`board.MIN_CAP`."""
    assert ink_height(sprites.LABEL_SIZE) * board.DISPLAY_WIDTH / layout.WIDTH >= board.MIN_CAP - 0.5


def test_the_panel_image_is_the_crop_of_the_highlighted_board() -> None:
    """The crop shows exactly the board drawn with the targets flagged, cut to the crop box."""
    state = new_game(["Ana", "Ben"], seed=5)
    view = public_view(state)
    sites = frozenset({"L10", "L11"})
    box = board.crop_box(sites)
    image = board.panel_image(view, sites)
    full = board.board_image(view, highlights=sites, target_label=board.target_label_size(box[2] - box[0]))
    assert image.size == (box[2] - box[0], box[3] - box[1])
    assert image.tobytes() == full.crop(box).tobytes()


def test_every_panel_of_a_whole_game_is_cut_from_the_islands_as_from_the_whole_board() -> None:
    """The panels' cheaper board (the islands alone, or the whole board once score markers reach up into
    the islands) gives every panel of every version of whole 3- and 4-player games pixel for pixel
    the panel cut from the whole board: every crop lies within the islands."""
    reached_up = 0
    for players, seed in ((3, 6), (4, 9)):
        rng = random.Random(seed)
        state = new_game(["Ana", "Ben", "Cem", "Dia"][:players], seed=seed)
        while state.phase != "end":
            seat = rng.choice(sorted(awaiting(state)))
            apply_in_place(state, rng.choice(legal_actions(state, seat)))
            view = public_view(state)
            base = board.panel_base_image(view)
            reached_up += base.height > layout.BOARD_HEIGHT
            whole = board.base_image(view)
            for sites in (frozenset(rng.sample(sorted(view.sites), 2)), frozenset()):
                cut = board.panel_image(view, sites, base)
                assert cut.tobytes() == board.panel_image(view, sites, whole).tobytes()
                assert cut.getpalette() == board.panel_image(view, sites, whole).getpalette()
    assert reached_up > 0, "no version had score markers reaching into the islands: that case is untested"
