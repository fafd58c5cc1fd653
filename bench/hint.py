"""How long a hint takes (issue 44: within 2 s p95 on 2 cores): the strong computer's choice with its
reasons (:meth:`rules.contract.GameRules.hint`) and a "why not?" (:meth:`~rules.contract.GameRules.why_not`),
timed at every decision of a person's seat in seeded whole games of each game, played on by easy
computers. It also prints how many reasons a hint gave and how many refused choices a "why not?" listed.

    python bench/hint.py --games 2 --json
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import percentile, print_figures
from rules.registry import GAMES

PLAYERS = 3
"""Players of each benchmark game: one seat is timed, every seat is played by easy computers."""


def measure(name: str, games: int, every: int) -> dict[str, Any]:
    """Hint and why-not times (ms) at every ``every``-th decision of seat 0 in ``games`` games."""
    module = GAMES[name]
    hints: list[float] = []
    misses: list[float] = []
    reasons: list[int] = []
    refused: list[int] = []
    decisions = 0
    for game in range(games):
        state = module.new_state([f"P{i}" for i in range(PLAYERS)], 1000 + game, {})
        steps = 0
        while not module.is_over(state) and steps < 2000:
            steps += 1
            seat = min(module.awaiting(state))
            if seat == 0:
                decisions += 1
                if decisions % every == 0:
                    start = time.perf_counter()
                    hint = module.hint(state, 0, f"bench:{game}:{steps}")
                    hints.append((time.perf_counter() - start) * 1000.0)
                    reasons.append(len(hint.reasons))
                    start = time.perf_counter()
                    refused.append(len(module.why_not(state, 0)))
                    misses.append((time.perf_counter() - start) * 1000.0)
            line = module.computer_action(state, seat, "easy", f"play:{game}:{steps}")
            state, _events = module.apply(state, line)
    return {
        f"{name}_hints": len(hints),
        f"{name}_hint_ms_median": round(statistics.median(hints), 1),
        f"{name}_hint_ms_p95": round(percentile(hints, 0.95), 1),
        f"{name}_hint_ms_max": round(max(hints), 1),
        f"{name}_reasons_mean": round(statistics.mean(reasons), 2),
        f"{name}_why_not_ms_median": round(statistics.median(misses), 2),
        f"{name}_why_not_ms_p95": round(percentile(misses, 0.95), 2),
        f"{name}_refused_mean": round(statistics.mean(refused), 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games of each game (default 3)")
    parser.add_argument("--every", type=int, default=1, help="time every n-th decision of the seat")
    parser.add_argument("--only", choices=sorted(GAMES), help="one game only")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    figures: dict[str, Any] = {"games": args.games, "players": PLAYERS}
    for name in [args.only] if args.only else ["santacruz", "santiago"]:
        figures.update(measure(name, args.games, args.every))
    return print_figures(figures, args.json)


if __name__ == "__main__":
    sys.exit(main())
