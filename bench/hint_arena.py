"""A player who always follows the hint against easy computers, beside the strong computer in the same
seats and deals (issue 44: "wins against easy computers as often as the strong computer does").

Run from the repository root: ``python bench/hint_arena.py [--games 24] [--players 3] [--processes 2]
[--only santacruz|santiago] [--json]``. Game ``i`` seats the tested player at seat ``i % players`` and easy
computers elsewhere; each game is played twice from the same deal, once with the hint follower
(``GameRules.hint``) and once with the strong computer, and the win rates are printed with Wilson 95 %
intervals (ties shared).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import registry
from rules.arena import wilson

FOLLOWER, STRONG = "hint", "strong"


def play(game: str, tested: str, players: int, index: int) -> tuple[float, list[float]]:
    """Game ``index``: the share of the win of the ``tested`` player (1, or 1/k in a k-way tie) and its
    decision times in ms."""
    rules = registry.game(game)
    seat = index % players
    names = [f"P{s}" for s in range(players)]
    state = rules.new_state(names, 9_000 + index, {})
    times: list[float] = []
    for step in range(100_000):
        if rules.is_over(state):
            break
        mover = min(rules.awaiting(state))
        seed = f"arena:{index}:{step}"
        if mover == seat:
            start = time.perf_counter()
            if tested == FOLLOWER:
                line = rules.hint(state, mover, seed).line
            else:
                line = rules.computer_action(state, mover, STRONG, seed)
            times.append(1000 * (time.perf_counter() - start))
        else:
            line = rules.computer_action(state, mover, "easy", seed)
        state, _events = rules.apply(state, line)
    outcome = rules.outcome(state)
    assert outcome is not None, f"{game} game {index} did not end"
    winners = [s for s, result in enumerate(outcome.seats) if result.rank == 1]
    return (1 / len(winners) if seat in winners else 0.0), times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=24, help="games per player and game (default 24)")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--only", choices=("santacruz", "santiago"), action="append")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = parser.parse_args()
    figures: dict[str, object] = {"games": args.games, "players": args.players}
    for game in args.only or ("santacruz", "santiago"):
        with ProcessPoolExecutor(args.processes) as pool:
            for tested in (FOLLOWER, STRONG):
                jobs = [pool.submit(play, game, tested, args.players, i) for i in range(args.games)]
                results = [job.result() for job in jobs]
                wins = sum(share for share, _ in results)
                low, high = wilson(wins, args.games)
                times = [t for _, ts in results for t in ts]
                figures[f"{game}_{tested}_win_rate"] = round(wins / args.games, 4)
                figures[f"{game}_{tested}_win_rate_95"] = [low, high]
                figures[f"{game}_{tested}_decision_ms_median"] = round(statistics.median(times), 1)
                if args.json:
                    continue
                print(
                    f"{game} {tested:>6} vs {args.players - 1} easy: wins {wins:.1f}/{args.games} "
                    f"= {wins / args.games:.0%} (95 % {low:.0%}–{high:.0%}); decision median "
                    f"{statistics.median(times):.1f} ms"
                )
    if args.json:
        print(json.dumps(figures))


if __name__ == "__main__":
    main()
