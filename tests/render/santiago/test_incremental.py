"""The incremental Santiago board has the pixels of the full redraw, over whole games.

Each game is played to its end with random legal moves of the rules engine; at every version the public
board drawn incrementally (kept regions pasted, changed ones drawn) must have, index for index, the pixels
of the full redraw (:func:`render.santiago.board_image`) quantized whole; every few versions so must the
private board of the seat to act. A game under ``hidden_holdings`` checks that a seat's own holdings and
fares are drawn fresh and never kept.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PIL import Image

from render.common import encode
from render.santiago import board, incremental, last_move
from render.santiago import palette as pal
from render.santiago.marks import LastMove
from render.santiago.patches import Canvases, Patches
from render.santiago.regions import Scene, region_keys, regions, seat_region, touches
from rules import i18n
from rules.santiago.game import Santiago
from rules.santiago.state import GameState, Phase
from rules.santiago.views import PublicView, player_view, public_view
from tests.conformance.games import random_game

RULES = Santiago()
PRIVATE_EVERY = 6
"""A private board every this many versions and at every car move (the public one at every version)."""


def _versions(players: int, seed: int, hidden: bool) -> Iterator[tuple[GameState, LastMove]]:
    """Every version of a random game: the state and the marks of the move that made it."""
    if not hidden:
        steps = random_game(RULES, seed, players)
        yield steps[0].before, LastMove()
        for step in steps:
            _after, events = RULES.apply(step.before, step.line)
            yield step.after, last_move(events)
        return
    rng = random.Random(seed)
    state = RULES.new_state([f"P{i}" for i in range(players)], seed, {"hidden_holdings": True})
    yield state, LastMove()
    while not RULES.is_over(state):
        seat = rng.choice(sorted(RULES.awaiting(state)))
        state, events = RULES.apply(state, rng.choice(list(RULES.legal_actions(state, seat))))
        yield state, last_move(events)


def _marks(view: PublicView) -> tuple[str, ...]:
    return pal.player_marks([p.name for p in view.players])


def _same(new: Image.Image, reference: Image.Image, what: str) -> None:
    """``new`` (on the palette) has the indices of ``reference`` (RGB) quantized whole."""
    expected = encode.quantize(reference, board.palette_image())
    assert new.mode == "P" and new.getpalette() == expected.getpalette(), what
    assert new.size == expected.size, what
    assert new.tobytes() == expected.tobytes(), what


@pytest.mark.parametrize(
    ("players", "seed", "hidden"), [(2, 3, False), (3, 5, False), (4, 8, False), (3, 6, True)]
)
def test_the_incremental_board_matches_the_full_redraw_over_a_whole_game(
    players: int, seed: int, hidden: bool
) -> None:
    """At every version of a whole game the public board, and at every car move and every few versions
    besides the seat to act's private board (with its fares), are pixel for pixel the full redraw
    quantized."""
    versions = drives = 0
    for version, (state, marks) in enumerate(_versions(players, seed, hidden)):
        view = public_view(state)
        what = f"{players} players, seed {seed}, version {version}"
        _same(board.public_pixels(view, last_move=marks), board.board_image(view, last_move=marks), what)
        drive = state.phase == Phase.CAR
        if state.to_move is not None and (drive or version % PRIVATE_EVERY == 0):
            mine = player_view(state, state.to_move)
            new = board.private_pixels(mine, last_move=marks)
            _same(new, board.private_board_image(mine, last_move=marks), f"{what}, private")
            drives += drive
        versions += 1
    assert RULES.is_over(state) and versions > 50 and drives > 5


def test_the_png_is_the_incremental_pixels() -> None:
    """``render_board`` encodes the incremental pixels as they are (no second palette mapping)."""
    state = RULES.new_state(["Ana", "Bo", "Cy"], 4, {})
    view = public_view(state)
    assert board.render_board(view) == encode.png_bytes(board.public_pixels(view))


def test_a_language_change_draws_the_words_again() -> None:
    """Regions holding words are kept per language: a board drawn in English and then in another
    language is, in each, the full redraw in that language."""
    state = RULES.new_state(["Ana", "Bo", "Cy", "Di"], 9, {})
    view = public_view(state)
    for lang in ["en", *[lang for lang in i18n.LANGUAGES if lang != "en"][:2]]:
        with i18n.speaking(lang):
            _same(board.public_pixels(view), board.board_image(view), lang)


def test_a_seats_own_hidden_holdings_and_fares_are_never_kept() -> None:
    """Under ``hidden_holdings`` the private board's own row and the regions its fares reach have no key
    (drawn every time, never kept), and every other key is one the public board could have."""
    state = RULES.new_state(["Ana", "Bo", "Cy"], 2, {"hidden_holdings": True})
    mine = player_view(state, state.to_move)
    scene = Scene(mine.public, LastMove(), _marks(mine.public), (mine.seat, mine.holdings), {3: 2, 7: 0})
    keys = region_keys(scene)
    assert keys[seat_region(mine.seat)] is None
    assert keys["station3"] is None and keys["station7"] is None
    public = region_keys(Scene(mine.public, LastMove(), _marks(mine.public)))
    assert {name for name, key in keys.items() if key is not None and key != public[name]} == {"legend"}


def test_fares_of_a_seat_whose_holdings_the_table_sees_are_kept_by_what_they_show() -> None:
    """Where holdings are shown to all, the regions the fares reach are kept under keys naming them."""
    state = RULES.new_state(["Ana", "Bo", "Cy"], 2, {})
    mine = player_view(state, state.to_move)
    scene = Scene(mine.public, LastMove(), _marks(mine.public), (mine.seat, mine.holdings), {3: 2, 7: 0})
    keys = region_keys(scene)
    public = region_keys(Scene(mine.public, LastMove(), _marks(mine.public)))
    changed = {name for name, key in keys.items() if key != public[name]}
    assert all(keys[name] is not None for name in changed)
    assert {"station3", "station7", "legend"} <= changed
    assert seat_region(mine.seat) in changed


def test_the_regions_do_not_overlap() -> None:
    """No pixel belongs to two regions (a region's key alone decides its pixels)."""
    for players in (2, 3, 4):
        boxes = [r.box for r in regions(players)]
        for i, a in enumerate(boxes):
            assert not any(touches(a, b) for b in boxes[i + 1 :]), a


def test_the_patch_store_keeps_to_its_budget_dropping_the_least_recently_used() -> None:
    """Past its byte budget the store drops the patches used longest ago."""
    store = Patches(budget=300)
    patch = Image.new("P", (10, 10))
    for key in "abc":
        store.put(key, patch)
    assert store.get("a") is patch
    store.put("d", patch)
    assert store.get("b") is None and store.get("a") is patch and store.size() == (3, 300)
    store.clear()
    assert store.size() == (0, 0)


def test_scratch_canvases_are_lent_once_and_kept_few() -> None:
    """A canvas taken is not lent again until given back; at most the idle limit is kept."""
    pool = Canvases(lambda kind: Image.new("RGB", (4, 5)), idle=1)
    a, b = pool.take(5), pool.take(5)
    assert a is not b
    pool.give_back(5, a)
    pool.give_back(5, b)
    assert pool.take(5) is a and pool.take(5) is not b


def test_the_shared_store_holds_what_the_boards_drew() -> None:
    """A board drawn twice is the second time pasted from the store only (nothing drawn afresh)."""
    state = RULES.new_state(["Ana", "Bo"], 12, {})
    view = public_view(state)
    board.public_pixels(view)
    scene = Scene(view, LastMove(), _marks(view))
    keys = region_keys(scene)
    assert all(incremental.PATCHES.get(key) is not None for key in keys.values())
