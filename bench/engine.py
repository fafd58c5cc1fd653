"""Engine speed: random complete games per second, and the cost of one legal_actions / apply call.

Run from the repository root: ``python bench/engine.py [--json]``. Figures only; nothing asserts.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import print_figures
from rules.santacruz.actions import Action
from rules.santacruz.engine import apply, apply_in_place, awaiting, legal_actions
from rules.santacruz.setup import new_game
from rules.santacruz.simulate import simulate
from rules.santacruz.state import GameState


def _positions(players: int, games: int, seed: int) -> list[tuple[GameState, int, Action]]:
    """Every (state, seat, chosen action) met along ``games`` random games."""
    out = []
    for g in range(games):
        rng = random.Random(seed + g)
        state = new_game(players, seed=seed + g)
        while state.phase != "end":
            seat = min(awaiting(state))
            action = rng.choice(legal_actions(state, seat))
            out.append((state.clone(), seat, action))
            apply_in_place(state, action)
    return out


def per_call_us(fn: Any, items: list[Any], repeats: int) -> float:
    """Best-of-``repeats`` mean microseconds of ``fn`` over ``items``."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        for item in items:
            fn(item)
        best = min(best, (time.perf_counter() - start) / len(items))
    return round(best * 1e6, 2)


def run(players: int, games: int, seed: int, repeats: int) -> dict[str, Any]:
    """Measure and return every figure."""
    runs = [simulate(players, games, seed, check=False) for _ in range(repeats)]
    rates = [r["games_per_second"] for r in runs]
    positions = _positions(players, 20, seed)
    clone_us = per_call_us(lambda p: p[0].clone(), positions, repeats)
    return {
        "players": players,
        "games": games,
        "repeats": repeats,
        "games_per_second_median": statistics.median(rates),
        "games_per_second_best": max(rates),
        "actions_per_game": runs[0]["actions"] / games,
        "positions_timed": len(positions),
        "legal_actions_us": per_call_us(lambda p: legal_actions(p[0], p[1]), positions, repeats),
        "apply_us": per_call_us(lambda p: apply(p[0], p[2]), positions, repeats),
        "apply_in_place_us": round(
            per_call_us(lambda p: apply_in_place(p[0].clone(), p[2]), positions, repeats) - clone_us, 2
        ),
        "clone_us": clone_us,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures = run(args.players, args.games, args.seed, args.repeats)
    return print_figures(figures, args.json)


if __name__ == "__main__":
    raise SystemExit(main())
