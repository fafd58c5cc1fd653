"""Random complete Santiago games: the engine's stress test and its speed benchmark.

Every awaited seat picks uniformly among its legal actions; with checks on, every invariant of
:mod:`rules.santiago.invariants` is verified after every action, and the record must replay to the same state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from rules.santiago.engine import apply_in_place, legal_list, outcome
from rules.santiago.invariants import violations
from rules.santiago.records import export_record, replay
from rules.santiago.setup import new_game
from rules.santiago.state import GameState, Phase
from rules.simulate import GameRun, simulate_random

MAX_ACTIONS = 100_000
"""Far above any real game; reaching it means something is broken."""


def play_random_game(players: int | Sequence[str], seed: int, *, check: bool = True) -> GameRun[GameState]:
    """Play one game with uniformly random legal actions, set up and driven by ``seed``."""
    rng = random.Random(seed)
    state = new_game(players, seed=seed)
    run = GameRun(state, 0)
    while state.phase != Phase.END and run.actions < MAX_ACTIONS:
        action = rng.choice(legal_list(state, state.to_move))
        apply_in_place(state, action)
        run.actions += 1
        if check:
            found = violations(state, rng)
            run.violations += [f"game {seed}, action {run.actions} ({action}): {v}" for v in found]
    if state.phase != Phase.END:
        run.violations.append(f"game {seed} did not end after {run.actions} actions")
    if check and replay(export_record(state)) != state:
        run.violations.append(f"game {seed}: the record does not replay to the same state")
    return run


def simulate(players: int, games: int, seed: int, *, check: bool = True) -> dict[str, Any]:
    """Play ``games`` random games (game ``i`` uses seed ``seed + i``) and report figures."""
    return simulate_random(players, games, seed, check, play_random_game, outcome)
