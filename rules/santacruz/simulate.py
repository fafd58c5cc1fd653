"""Random complete games: the engine's stress test and its speed benchmark.

Every seat picks uniformly among its legal actions. With checks on, every invariant of
:mod:`rules.santacruz.invariants` is verified after every action, and so is the sum of the score
events against each seat's score.
"""

from __future__ import annotations

import random
from typing import Any

from rules.santacruz.engine import apply_in_place, awaiting, legal_actions, outcome
from rules.santacruz.events import Scored
from rules.santacruz.invariants import violations
from rules.santacruz.setup import new_game
from rules.santacruz.state import GameState, Phase
from rules.simulate import GameRun, simulate_random


def play_random_game(
    players: int, seed: int, *, check: bool = True, random_sets: bool = False
) -> GameRun[GameState]:
    """Play one game with uniformly random legal actions, dealt and driven by ``seed``."""
    rng = random.Random(seed)
    state = new_game(players, seed=seed, random_sets=random_sets)
    run = GameRun(state, 0)
    totals = [p.score for p in state.players]
    while state.phase != Phase.END:
        seat = min(awaiting(state))
        action = rng.choice(legal_actions(state, seat))
        events = apply_in_place(state, action)
        run.actions += 1
        if check:
            for event in events:
                if isinstance(event, Scored):
                    totals[event.seat] += event.points
            found = violations(state, rng)
            found += [
                f"seat {s} score {p.score} != start + events {totals[s]}"
                for s, p in enumerate(state.players)
                if p.score != totals[s]
            ]
            run.violations += [f"game {seed}, action {run.actions} ({action}): {v}" for v in found]
    return run


def simulate(players: int, games: int, seed: int, *, check: bool = True) -> dict[str, Any]:
    """Play ``games`` random games (game ``i`` uses seed ``seed + i``) and report figures."""
    return simulate_random(players, games, seed, check, play_random_game, outcome)
