"""Engine speed: random complete games per second, and the cost of one legal_actions / apply call.

Run from the repository root: ``python bench/engine.py [--json]``. Figures only; nothing asserts.
The game-independent pieces (positions of random games, per-call timings, arguments) serve
``bench/santiago_engine.py`` too.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import print_figures
from rules.santacruz.engine import apply, apply_in_place, awaiting, legal_actions
from rules.santacruz.setup import new_game
from rules.santacruz.simulate import simulate


def random_positions(
    start: Callable[[int], Any],
    to_move: Callable[[Any], int],
    legal: Callable[[Any, int], Sequence[Any]],
    play: Callable[[Any, Any], object],
    games: int,
    seed: int,
) -> list[tuple[Any, int, Any]]:
    """Every (state copy, seat, chosen action) met along ``games`` random games set up by ``start(seed)``."""
    out = []
    for g in range(games):
        rng = random.Random(seed + g)
        state = start(seed + g)
        while state.phase != "end":
            seat = to_move(state)
            action = rng.choice(legal(state, seat))
            out.append((state.clone(), seat, action))
            play(state, action)
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


def call_figures(
    positions: list[tuple[Any, int, Any]],
    legal: Callable[[Any, int], object],
    pure_apply: Callable[[Any, Any], object],
    in_place: Callable[[Any, Any], object],
    repeats: int,
) -> dict[str, Any]:
    """Microseconds per legal-actions, apply and apply-in-place call over ``positions``."""
    clone_us = per_call_us(lambda p: p[0].clone(), positions, repeats)
    return {
        "positions_timed": len(positions),
        "legal_actions_us": per_call_us(lambda p: legal(p[0], p[1]), positions, repeats),
        "apply_us": per_call_us(lambda p: pure_apply(p[0], p[2]), positions, repeats),
        "apply_in_place_us": round(
            per_call_us(lambda p: in_place(p[0].clone(), p[2]), positions, repeats) - clone_us, 2
        ),
        "clone_us": clone_us,
    }


def arguments(description: str | None, games: int, repeats: int) -> argparse.Namespace:
    """The benchmark options: players, games, seed, repeats, json."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeats", type=int, default=repeats)
    parser.add_argument("--json", action="store_true")
    return parser.parse_args()


def run(players: int, games: int, seed: int, repeats: int) -> dict[str, Any]:
    """Measure and return every figure."""
    runs = [simulate(players, games, seed, check=False) for _ in range(repeats)]
    rates = [r["games_per_second"] for r in runs]
    start = lambda s: new_game(players, seed=s)  # noqa: E731
    positions = random_positions(start, lambda st: min(awaiting(st)), legal_actions, apply_in_place, 20, seed)
    return {
        "players": players,
        "games": games,
        "repeats": repeats,
        "games_per_second_median": statistics.median(rates),
        "games_per_second_best": max(rates),
        "actions_per_game": runs[0]["actions"] / games,
        **call_figures(positions, legal_actions, apply, apply_in_place, repeats),
    }


def main() -> int:
    """Parse the options, measure, print."""
    args = arguments(__doc__, 1000, 3)
    return print_figures(run(args.players, args.games, args.seed, args.repeats), args.json)


if __name__ == "__main__":
    raise SystemExit(main())
