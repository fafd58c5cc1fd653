"""Santiago de Cuba engine speed: random complete games and actions per second, µs per legal_actions / apply.

Run from the repository root: ``python bench/santiago_engine.py [--json]``. Random 4-player games without
invariant checks (the simulator's own loop); figures only, nothing asserts. Target: ≥ 60,000 actions/s.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.engine import arguments, call_figures, random_positions
from bench.figures import print_figures
from rules.santiago.engine import apply, apply_in_place, legal_actions
from rules.santiago.setup import new_game
from rules.santiago.simulate import simulate


def run(players: int, games: int, seed: int, repeats: int) -> dict[str, Any]:
    """Measure and return every figure; rates are the median of ``repeats`` runs."""
    runs = [simulate(players, games, seed, check=False) for _ in range(repeats)]
    positions = random_positions(
        lambda s: new_game(players, seed=s), lambda st: st.to_move, legal_actions, apply_in_place, 20, seed
    )
    return {
        "players": players,
        "games": games,
        "repeats": repeats,
        "games_per_second_median": statistics.median(r["games_per_second"] for r in runs),
        "actions_per_second_median": statistics.median(r["actions_per_second"] for r in runs),
        "actions_per_second_runs": [r["actions_per_second"] for r in runs],
        "actions_per_game": runs[0]["actions"] / games,
        **call_figures(positions, legal_actions, apply, apply_in_place, repeats),
    }


def main() -> int:
    """Parse the options, measure, print."""
    args = arguments(__doc__, 500, 5)
    return print_figures(run(args.players, args.games, args.seed, args.repeats), args.json)


if __name__ == "__main__":
    raise SystemExit(main())
