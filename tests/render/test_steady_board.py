"""The public board keeps one size through a game (issue 11): the image does not jump between turns."""

from __future__ import annotations

import random

from render.santacruz import board_image
from rules.santacruz.engine import apply_in_place, awaiting, legal_actions
from rules.santacruz.setup import new_game
from rules.santacruz.views import public_view


def test_the_board_keeps_one_height_across_phases() -> None:
    """Issue 11: "the board image keeps one height across phases" (draft, landing, play, discard, end)."""
    for players in (2, 3, 4):
        rng = random.Random(players)
        state = new_game([f"P{i}" for i in range(players)], seed=players)
        sizes: dict[str, set[tuple[int, int]]] = {}
        while True:
            key = f"{state.round}-{state.phase}"
            if key not in sizes:
                sizes[key] = {board_image(public_view(state)).size}
            if state.phase == "end":
                break
            apply_in_place(state, rng.choice(legal_actions(state, min(awaiting(state)))))
        assert {"1-draft", "1-play", "2-draft", "2-discard", "2-play", "2-end"} <= sizes.keys()
        assert len(set().union(*sizes.values())) == 1, sizes
