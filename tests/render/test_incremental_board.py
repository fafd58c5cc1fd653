"""Issue 30: the board assembled from cached layers is pixel for pixel the board drawn in full.

Whole random games for 2, 3 and 4 players are played with the rules engine, and at every version
:func:`render.santacruz.board.base_image` (static layer, cached site patches and player panels, status
box and dashboard drawn anew) must equal the full redraw on one RGB canvas quantized whole
(``_full_base_image``): same mode, size, palette and every index. Consecutive versions reuse the
caches, so hits are compared as well as fresh draws.
"""

from __future__ import annotations

import random
from functools import partial

import pytest
from PIL import Image

from render.santacruz import board, encode, layout, strip
from render.santacruz.lru import ImageLru
from rules import i18n
from rules.santacruz.engine import apply_in_place, awaiting, legal_actions
from rules.santacruz.setup import new_game
from rules.santacruz.state import GameState
from rules.santacruz.views import PublicView, public_view

NAMES = ("Ana", "Bartholomew", "Cleo", "Đorđe")
"""Players' names: a long one (cut to fit) and one that needs a mark of its own."""


def _game(players: int, seed: int) -> list[PublicView]:
    """The public view after every move of a random game from the deal to its end."""
    rng = random.Random(seed)
    state: GameState = new_game(list(NAMES[:players]), seed=seed)
    views = [public_view(state)]
    while state.phase != "end":
        seat = rng.choice(sorted(awaiting(state)))
        apply_in_place(state, rng.choice(legal_actions(state, seat)))
        views.append(public_view(state))
    return views


def _assert_same(view: PublicView, where: str) -> None:
    """The assembled board equals the full redraw, index for index."""
    new, full = board.base_image(view), board._full_base_image(view)
    assert (new.mode, new.size) == (full.mode, full.size), where
    assert new.getpalette() == full.getpalette(), where
    assert encode.quantize(new) is new, where
    if new.tobytes() != full.tobytes():
        diff = Image.frombytes(
            "L", new.size, bytes(a != b for a, b in zip(new.tobytes(), full.tobytes(), strict=True))
        )
        raise AssertionError(f"{where}: pixels differ in {diff.getbbox()}")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_version_of_a_whole_game_matches_the_full_redraw(players: int) -> None:
    """Every version of a whole game, from the deal (markers stacked over the board's foot) to the end."""
    views = _game(players, seed=30 + players)
    assert views[-1].phase == "end"
    for version, view in enumerate(views):
        _assert_same(view, f"{players} players, version {version} ({view.phase})")
    assert any(strip.foot_top(v) < layout.BOARD_HEIGHT for v in views), "no marker reached over the board"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_language_matches_the_full_redraw(lang: str) -> None:
    """The static layer (its legend) and the panels are kept per language."""
    views = _game(3, seed=7)
    with i18n.speaking(lang):
        for version in (0, len(views) // 3, len(views) // 2, len(views) - 1):
            _assert_same(views[version], f"{lang}, version {version}")


def test_the_board_is_drawn_from_a_public_view_only() -> None:
    """The assembled board still refuses anything but a PublicView."""
    with pytest.raises(TypeError):
        board.base_image(object())  # type: ignore[arg-type]


def test_the_layer_cache_keeps_to_its_budget_and_drops_the_least_recently_used() -> None:
    """An :class:`ImageLru` holds at most its budget of pixel bytes, losing the oldest first."""
    cache = ImageLru(3 * 100, __name__)
    drawn: list[str] = []

    def tile(key: str) -> Image.Image:
        drawn.append(key)
        return Image.new("P", (10, 10))

    for key in "abcad":
        cache.get(key, partial(tile, key))
    assert (len(cache), cache.used, drawn) == (3, 300, ["a", "b", "c", "d"])
    cache.get("b", lambda: tile("b"))
    cache.get("a", lambda: tile("a"))
    assert drawn[4:] == ["b"]
