"""How fast ``stats`` and ``leaderboard`` answer on a server with thousands of finished games.

Fills a fresh database with GAMES finished four-player games among PLAYERS people and the computers
(hand-made records with random results), keeps their outcomes once (the one-time catch-up a bot does
after the upgrade, reported apart), then times what each command does per call, including the check
for newly ended games. Usage: ``python bench/stats.py [--games N] [--json]``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.app.stats import refresh
from bot.features.history import leaderboard, player_stats
from bot.store import Store
from rules.santacruz import GAME as SANTA_CRUZ

GUILD, CHANNEL, PLAYERS, RUNS = 7, 70, 40, 30


class _UI:
    """Just what the two commands read of a game's Discord side: its rules."""

    module = SANTA_CRUZ


async def fill(store: Store, games: int, rng: random.Random) -> list[int]:
    """Finished games stored the way the bot stores them (lobby, start, one final append); returns the
    people who played, whose stats are then asked (with few games, some of the PLAYERS never play)."""
    played: set[int] = set()
    for number in range(games):
        people = rng.sample(range(1, PLAYERS + 1), rng.choice((2, 3, 4)))
        played.update(people)
        row = await store.games.create_lobby("santacruz", GUILD, CHANNEL, people[0], f"P{people[0]}")
        for user in people[1:]:
            await store.games.add_player(row.id, user, f"P{user}")
        seated = list(people)
        if number % 3 == 0 and len(people) < 4:
            seated.append(await store.games.add_computer(row.id, "strong", "Ada"))
        await store.log.start(row.id, seated, {}, {})
        scores = [rng.randrange(40, 130) for _ in seated]
        ranks = sorted(range(len(seated)), key=lambda s: -scores[s])
        moves = [f"{s} pick {'ABCD'[s]}" for s in range(len(seated))]
        record: dict[str, Any] = {"moves": moves, "result": {"ranks": ranks, "scores": scores}}
        await store.log.append(row.id, 0, [(0, "x")], {}, finished_record=record)
    return sorted(played)


def median_ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1000, 2)


async def run(games: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "bench.sqlite3")
        try:
            played = await fill(store, games, random.Random(1))
            ui = _UI()
            started = time.perf_counter()
            kept = await refresh(store, ui.module)
            catch_up = time.perf_counter() - started
            stats_times, board_times = [], []
            for run_number in range(RUNS):
                started = time.perf_counter()
                person = played[run_number % len(played)]
                found = await player_stats(store, ui, GUILD, person)  # type: ignore[arg-type]
                stats_times.append(time.perf_counter() - started)
                assert found is not None
                started = time.perf_counter()
                board = await leaderboard(store, ui, GUILD)  # type: ignore[arg-type]
                board_times.append(time.perf_counter() - started)
                assert board.ranked
        finally:
            await store.close()
    return {
        "games": games,
        "kept_once": kept,
        "catch_up_s": round(catch_up, 2),
        "stats_median_ms": median_ms(stats_times),
        "leaderboard_median_ms": median_ms(board_times),
        "stats_max_ms": round(max(stats_times) * 1000, 2),
        "leaderboard_max_ms": round(max(board_times) * 1000, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    figures = asyncio.run(run(args.games))
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key}: {value}")


if __name__ == "__main__":
    main()
