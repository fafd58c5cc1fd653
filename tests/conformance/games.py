"""The games the conformance suite runs over, and random games played through the contract only."""

from __future__ import annotations

import random
from dataclasses import dataclass

from rules import registry
from rules.registry import AnyGame
from tests.toygame.rules import NAME as HIGH_CARD

NAMES = (*registry.GAMES, HIGH_CARD)
"""Every game of the registry while the suite runs: the built-in ones and High Card, which each test
registers for its run only (``conftest.py``), so no other test sees it."""
MAX_MOVES = 5000


@dataclass(frozen=True, slots=True)
class Step:
    """One move of a random game: the state before, the seat, the line and the state after."""

    before: object
    seat: int
    line: str
    after: object


def game(name: str) -> AnyGame:
    return registry.GAMES[name]


def random_game(rules: AnyGame, seed: int, players: int | None = None) -> list[Step]:
    """A game from the deal to its end, each move a random legal action of a seat the game waits for."""
    rng = random.Random(seed)
    count = players or rules.min_players
    state = rules.new_state([f"P{i}" for i in range(count)], seed, {})
    steps: list[Step] = []
    for _ in range(MAX_MOVES):
        if rules.is_over(state):
            return steps
        seat = rng.choice(sorted(rules.awaiting(state)))
        line = rules.format_action(rng.choice(list(rules.legal_actions(state, seat))))
        after, _events = rules.apply(state, line)
        steps.append(Step(state, seat, line, after))
        state = after
    raise AssertionError(f"{rules.name}: a random game did not end in {MAX_MOVES} moves")


def sample(steps: list[Step], count: int, seed: int) -> list[Step]:
    """Up to ``count`` steps spread over the game (the first and the last included)."""
    if len(steps) <= count:
        return steps
    rng = random.Random(seed)
    return [steps[0], *rng.sample(steps[1:-1], count - 2), steps[-1]]
