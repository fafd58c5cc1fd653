"""Santiago de Cuba engine speed: random complete games and actions per second, µs per legal_actions / apply.

Run from the repository root: ``python bench/santiago_engine.py [--json]``. Random 4-player games without
invariant checks (the simulator's own loop); figures only, nothing asserts. Target: ≥ 60,000 actions/s.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.engine import per_call_us
from bench.figures import print_figures
from rules.santiago.actions import Action
from rules.santiago.engine import apply, apply_in_place, legal_actions
from rules.santiago.setup import new_game
from rules.santiago.simulate import simulate
from rules.santiago.state import GameState


def _positions(players: int, games: int, seed: int) -> list[tuple[GameState, int, Action]]:
    """Every (state, seat, chosen action) met along ``games`` random games."""
    out = []
    for g in range(games):
        rng = random.Random(seed + g)
        state = new_game(players, seed=seed + g)
        while state.phase != "end":
            seat = state.to_move
            action = rng.choice(legal_actions(state, seat))
            out.append((state.clone(), seat, action))
            apply_in_place(state, action)
    return out


def run(players: int, games: int, seed: int, repeats: int) -> dict[str, Any]:
    """Measure and return every figure; rates are the median of ``repeats`` runs."""
    runs = [simulate(players, games, seed, check=False) for _ in range(repeats)]
    positions = _positions(players, 20, seed)
    clone_us = per_call_us(lambda p: p[0].clone(), positions, repeats)
    return {
        "players": players,
        "games": games,
        "repeats": repeats,
        "games_per_second_median": statistics.median(r["games_per_second"] for r in runs),
        "actions_per_second_median": statistics.median(r["actions_per_second"] for r in runs),
        "actions_per_second_runs": [r["actions_per_second"] for r in runs],
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
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    return print_figures(run(args.players, args.games, args.seed, args.repeats), args.json)


if __name__ == "__main__":
    raise SystemExit(main())
