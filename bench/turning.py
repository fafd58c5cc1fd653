"""How long a practice table's end takes to find the decisions that mattered (issue 44: within about 2 s
of CPU for a whole game): :meth:`rules.contract.GameRules.turning_points` timed (CPU time) over seeded
whole games of each game with 2, 3 and 4 players, played by easy computers (``--strong``: seat 0 by the
strong one, slower to play, not to judge). It also prints how many decisions it named per game.

    python bench/turning.py --games 2 --json
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import print_figures
from rules.registry import GAMES

PLAYERS = (2, 3, 4)
"""Player counts timed (both games seat 2 to 4)."""


def record(name: str, players: int, seed: int, strong: bool) -> dict[str, Any]:
    """The record of a whole seeded game of computers."""
    module = GAMES[name]
    state = module.new_state([f"P{i}" for i in range(players)], seed, {})
    steps = 0
    while not module.is_over(state) and steps < 2000:
        seat = min(module.awaiting(state))
        level = "strong" if strong and seat == 0 else "easy"
        line = module.computer_action(state, seat, level, f"turning:{seed}:{steps}")
        state, _events = module.apply(state, line)
        steps += 1
    return module.record(state)


def measure(name: str, games: int, strong: bool) -> dict[str, Any]:
    """CPU ms of ``turning_points`` per whole game: median and max, overall and by player count."""
    module = GAMES[name]
    figures: dict[str, Any] = {}
    every: list[float] = []
    named: list[int] = []
    for players in PLAYERS:
        times: list[float] = []
        for game in range(games):
            played = record(name, players, 2000 + 10 * players + game, strong)
            start = time.process_time()
            points = module.turning_points(played)
            times.append((time.process_time() - start) * 1000.0)
            named.append(len(points))
        figures[f"{name}_{players}p_turning_ms_median"] = round(statistics.median(times), 1)
        figures[f"{name}_{players}p_turning_ms_max"] = round(max(times), 1)
        every += times
    figures[f"{name}_turning_ms_median"] = round(statistics.median(every), 1)
    figures[f"{name}_turning_ms_max"] = round(max(every), 1)
    figures[f"{name}_points_mean"] = round(statistics.mean(named), 2)
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--games", type=int, default=3, help="games of each game and player count (default 3)"
    )
    parser.add_argument("--only", choices=sorted(GAMES), help="one game only")
    parser.add_argument("--strong", action="store_true", help="seat 0 played by the strong computer")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    figures: dict[str, Any] = {"games": args.games, "players": list(PLAYERS), "strong": args.strong}
    for name in [args.only] if args.only else ["santacruz", "santiago"]:
        figures.update(measure(name, args.games, args.strong))
    return print_figures(figures, args.json)


if __name__ == "__main__":
    sys.exit(main())
