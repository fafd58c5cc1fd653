"""Santiago's choice labels: every legal line offered once, every fact in the label, Discord's limits."""

from __future__ import annotations

import random
import re

from bot.components import Ref
from bot.games.santiago.choices import choices
from rules.santiago.engine import apply, legal_list
from rules.santiago.setup import new_game
from rules.santiago.views import player_view


def test_every_legal_line_has_one_label_within_discords_limits() -> None:
    """Random games: each decision offers exactly its legal lines, labels of at most 80 characters,
    custom ids of at most 100; car labels say where, the fare and what waits there."""
    seen: set[str] = set()
    for seed in range(3):
        rng = random.Random(seed)
        state = new_game(4, seed=seed)
        while state.phase != "end":
            seat = state.to_move
            view = player_view(state, seat)
            offered = choices(view)
            assert sorted(c.line for c in offered) == sorted(view.legal)
            for choice in offered:
                assert 0 < len(choice.label) <= 80
                assert len(Ref(2**40, 99999, "do", choice.line).custom_id()) <= 100
                seen.add(choice.line.split()[1])
            if state.phase == "car":
                for choice in offered:
                    assert re.fullmatch(
                        r"[^·]+ · (free|1 peso|[0-9]+ pesos) · [^·]+( · passes harbour.*)?", choice.label
                    )
            state, _ = apply(state, rng.choice(legal_list(state, seat)))
    assert {"car", "go", "use", "deliver", "pass", "demand", "give"} <= seen


def test_the_labels_say_cost_and_effect() -> None:
    """`Maria · 1 peso · +2 VP`-like car labels, the demand's kept dice, the casino's price."""
    state = new_game(2, seed=5)
    roller = state.to_move
    demand = choices(player_view(state, roller))
    roll = state.setup["rolls"][0]
    assert len(demand) == 5
    assert all(f"sugar {roll['sugar']}" in c.label for c in demand if "Set sugar" not in c.label)
    state, _ = apply(state, demand[0].line)
    cars = choices(player_view(state, state.to_move))
    assert cars[0].label.split(" · ")[1] == "free" and cars[1].label.split(" · ")[1] == "1 peso"
