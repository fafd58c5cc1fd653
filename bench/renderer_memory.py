"""Benchmark of the renderer processes' memory (issue 46, "Memory"): the resident size of the processes
that draw the Santa Cruz boards while they keep the current boards of 8 games, then of 200.

Each renderer keeps one current board per game and language it draws for
(:data:`bot.games.santacruz.boards.BASES_KEPT` at most, the least recently used go first), so its
memory grows with its games up to that cap and then stays. The benchmark draws a public board and a
panel board for each of the games in turn, in ``--rounds`` rounds (every game a new version each
round, as moves do), and prints after each count of games: the renderers' RSS (each and together), the
boards each keeps, and the bytes of one kept board (the figure per game).

    python bench/renderer_memory.py --json
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import print_figures
from bot.games.santacruz import boards
from bot.workers import Renderers
from rules.santacruz.engine import apply_in_place, awaiting, legal_actions
from rules.santacruz.setup import new_game
from rules.santacruz.views import PublicView, public_view

STORE = 1
"""The store token of the boards' keys (one database)."""


def rss_mb(pid: int) -> float:
    """A process's resident set size now, in MB (from ``/proc``)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def views(seed: int, versions: int) -> list[PublicView]:
    """The public views of one seeded 4-player game after each of its first ``versions`` moves."""
    rng = random.Random(seed)
    state = new_game(["Ana", "Ben", "Cleo", "Dev"], seed=seed)
    out: list[PublicView] = []
    while len(out) < versions:
        apply_in_place(state, rng.choice(legal_actions(state, min(awaiting(state)))))
        out.append(public_view(state))
    return out


def kept_count() -> int:
    """In a renderer: the boards it keeps."""
    return len(boards.kept())


def base_bytes(view: PublicView) -> int:
    """The bytes of one kept board (its pixels on the palette)."""
    image = boards._base((STORE, 0, 0, "en"), view)
    return image.width * image.height * len(image.getbands())


async def measure(games: list[int], processes: int, rounds: int) -> list[dict[str, Any]]:
    renderers = Renderers(processes)
    figures: list[dict[str, Any]] = []
    try:
        played = {game: views(game, rounds) for game in range(max(games))}
        for count in games:
            started = time.perf_counter()
            for version in range(rounds):
                for game in range(count):
                    view = played[game][version]
                    key = (STORE, game, version, "en")
                    await renderers.run(game, boards.public_board, view, frozenset(), "png")
                    await renderers.run(game, boards.panel_board, key, view, frozenset())
            kept = [await renderers.run(index, kept_count) for index in range(processes)]
            each = [round(rss_mb(pid), 1) for pid in renderers.pids()]
            figures.append(
                {
                    "games": count,
                    "renderer_rss_mb": each,
                    "renderers_rss_mb_total": round(sum(each), 1),
                    "boards_kept": kept,
                    "seconds": round(time.perf_counter() - started, 1),
                }
            )
    finally:
        renderers.close()
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="8,200", help="counts of games, in order (default 8,200)")
    parser.add_argument("--processes", type=int, default=2, help="renderer processes (default 2)")
    parser.add_argument("--rounds", type=int, default=2, help="versions drawn of each game (default 2)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    games = [int(n) for n in args.games.split(",")]
    by_count = asyncio.run(measure(games, args.processes, args.rounds))
    figures = {
        "board_bytes_per_game": base_bytes(views(0, 1)[0]),
        "boards_kept_cap_per_renderer": boards.BASES_KEPT,
        "processes": args.processes,
        "by_games": by_count,
    }
    print_figures(figures, as_json=args.json)


if __name__ == "__main__":
    main()
