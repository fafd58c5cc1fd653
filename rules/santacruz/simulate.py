"""Random complete games: the engine's stress test and its speed benchmark.

Every seat picks uniformly among its legal actions. With checks on, every invariant of
:mod:`rules.santacruz.invariants` is verified after every action, and so is the sum of the score
events against each seat's score.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

from rules.santacruz.engine import apply_in_place, awaiting, legal_actions, outcome
from rules.santacruz.events import Scored
from rules.santacruz.invariants import violations
from rules.santacruz.setup import new_game
from rules.santacruz.state import GameState


@dataclass
class GameRun:
    """One random game: its final state, its action count and the invariant violations seen."""

    state: GameState
    actions: int
    violations: list[str] = field(default_factory=list)


def play_random_game(players: int, seed: int, *, check: bool = True, random_sets: bool = False) -> GameRun:
    """Play one game with uniformly random legal actions, dealt and driven by ``seed``."""
    rng = random.Random(seed)
    state = new_game(players, seed=seed, random_sets=random_sets)
    run = GameRun(state, 0)
    totals = [p.score for p in state.players]
    while state.phase != "end":
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
    actions = 0
    problems: list[str] = []
    score_sums = [0] * players
    winner_sum = 0
    start = time.perf_counter()
    for i in range(games):
        run = play_random_game(players, seed + i, check=check)
        actions += run.actions
        problems += run.violations
        result = outcome(run.state)
        assert result is not None
        for s in range(players):
            score_sums[s] += result.scores[s]
        winner_sum += result.scores[result.winner]
    seconds = time.perf_counter() - start
    return {
        "players": players,
        "games": games,
        "seed": seed,
        "checked": check,
        "actions": actions,
        "seconds": round(seconds, 4),
        "games_per_second": round(games / seconds, 2) if seconds else None,
        "actions_per_second": round(actions / seconds, 1) if seconds else None,
        "invariant_violations": len(problems),
        "violation_examples": problems[:10],
        "mean_scores": {str(s): round(score_sums[s] / games, 2) for s in range(players)} if games else {},
        "mean_winning_score": round(winner_sum / games, 2) if games else None,
    }
