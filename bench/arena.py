"""Computer-player strength and speed: the strong player against three random and three easy players.

Run from the repository root: ``python bench/arena.py [--games 400] [--processes 2] [--only NAME]
[--json]``. It runs the two arenas of issue #6 (``strong,random,random,random`` and
``strong,easy,easy,easy``; ``--only`` one of them, repeatable) and prints the strong seat's win rate
with its 95 % interval and the strong player's decision times. Figures only; nothing asserts (the
targets are >= 95 % and >= 50 % of the games won by the strong seat).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import print_figures
from rules.santacruz.ai.arena import arena

MATCHES = {
    "strong_vs_random": ["strong", "random", "random", "random"],
    "strong_vs_easy": ["strong", "easy", "easy", "easy"],
}


def run_matches(
    arena_fn: Callable[[list[str], int, int, int], dict[str, Any]],
    prog: str,
    games: int,
    seed: int,
    processes: int,
    only: Sequence[str] = tuple(MATCHES),
) -> dict[str, Any]:
    """Play the arenas ``only`` names (both by default) of a game (``arena_fn`` is its arena, ``prog`` its
    command) and keep the figures that matter for the strong seat."""
    out: dict[str, Any] = {"games": games, "seed": seed, "processes": processes}
    for name in only:
        seats = MATCHES[name]
        report = arena_fn(seats, games, seed, processes)
        strong = report["decision_ms_by_level"]["strong"]
        out[name] = {
            "command": (
                f"python -m {prog} arena --seats {','.join(seats)} --games {games} "
                f"--seed {seed} --processes {processes} --json"
            ),
            "strong_win_rate": report["win_rate"]["strong"],
            "strong_win_rate_ci95": report["win_rate_ci95"]["strong"],
            "mean_score": report["mean_score"],
            "strong_decision_ms_median": strong["median"],
            "strong_decision_ms_p95": strong["p95"],
            "strong_decision_ms_max": strong["max"],
            "seconds": report["seconds"],
        }
    return out


def run(games: int, seed: int, processes: int, only: Sequence[str] = tuple(MATCHES)) -> dict[str, Any]:
    """Play the Santa Cruz arenas ``only`` names (both by default) and keep the figures that matter for
    the strong seat."""
    return run_matches(arena, "rules.santacruz", games, seed, processes, only)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--only", choices=sorted(MATCHES), action="append", help="one arena (repeatable)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures = run(args.games, args.seed, args.processes, args.only or list(MATCHES))
    return print_figures(figures, args.json)


if __name__ == "__main__":
    raise SystemExit(main())
