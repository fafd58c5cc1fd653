"""Santiago de Cuba computer players' strength and speed: strong against three random and three easy.

Run from the repository root: ``python bench/santiago_arena.py [--games 400] [--processes 2] [--json]``.
The same two arenas and figures as ``bench/arena.py`` (issue #14's targets: the strong seat wins at least
95 % of the games against random and 50 % against easy, a decision at most 2 s). Figures only; nothing
asserts.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.arena import MATCHES, run_matches
from bench.figures import print_figures
from rules.santiago.arena import arena


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--only", choices=sorted(MATCHES), action="append", help="one arena (repeatable)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    only = args.only or list(MATCHES)
    figures = run_matches(arena, "rules.santiago", args.games, args.seed, args.processes, only)
    return print_figures(figures, args.json)


if __name__ == "__main__":
    raise SystemExit(main())
