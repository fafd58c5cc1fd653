"""Computer players of any game against each other: win rates with confidence intervals and decision times.

Game ``i`` seats the levels shifted by ``i`` seats (seat ``s`` plays ``levels[(s + i) % n]``), so over
``n`` consecutive games every level sits in every seat once; the set-up comes from the game's seed and
seats are not shuffled. Each seat decides from its own view with its own seeded generator, so a run is
reproducible. A game describes itself in an :class:`ArenaGame` made of module-level functions, so it
travels to worker processes.
"""

from __future__ import annotations

import functools
import math
import random
import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class ArenaGame:
    """What the arena needs of a game: its levels, a set-up without seat shuffling, and the contract."""

    levels: tuple[str, ...]
    new_game: Callable[[list[str], int], Any]
    to_move: Callable[[Any], int]
    view: Callable[[Any, int], Any]
    choose: Callable[[Any, str, random.Random], Any]
    apply_in_place: Callable[[Any, Any], object]
    outcome: Callable[[Any], Any]
    max_actions: int


@dataclass(frozen=True, slots=True)
class GameResult:
    """One arena game: the level of each seat, the winner, the scores, and decision times in ms."""

    index: int
    levels: tuple[str, ...]
    winner: int
    scores: tuple[int, ...]
    decision_ms: dict[str, list[float]]


def seat_levels(levels: Sequence[str], index: int) -> tuple[str, ...]:
    """The levels by seat in game ``index``: the list shifted by ``index`` seats."""
    n = len(levels)
    return tuple(levels[(s + index) % n] for s in range(n))


def play_game(game: ArenaGame, levels: Sequence[str], seed: int, index: int) -> GameResult:
    """Play game ``index`` of an arena seeded with ``seed``."""
    seats = seat_levels(levels, index)
    state = game.new_game([f"{lvl} {s}" for s, lvl in enumerate(seats)], seed * 1_000_003 + index)
    rngs = [random.Random(f"arena-{seed}-{index}-{s}") for s in range(len(seats))]
    times: dict[str, list[float]] = {lvl: [] for lvl in seats}
    for _ in range(game.max_actions):
        if game.outcome(state) is not None:
            break
        seat = game.to_move(state)
        view = game.view(state, seat)
        start = time.perf_counter()
        action = game.choose(view, seats[seat], rngs[seat])
        times[seats[seat]].append((time.perf_counter() - start) * 1000.0)
        game.apply_in_place(state, action)
    result = game.outcome(state)
    if result is None:
        raise RuntimeError(f"arena game {index} did not end")
    return GameResult(index, seats, result.winner, result.scores, times)


def _play(game: ArenaGame, args: tuple[tuple[str, ...], int, int]) -> GameResult:
    """One arena game from a job tuple (what worker processes are handed)."""
    return play_game(game, *args)


def wilson(wins: float, n: int, z: float = 1.96) -> list[float]:
    """The Wilson score interval of a proportion (95 % by default), as ``[lo, hi]``."""
    if n == 0:
        return [0.0, 1.0]
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return [round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4)]


def arena(
    game: ArenaGame, levels: Sequence[str], games: int, seed: int, processes: int = 1
) -> dict[str, Any]:
    """Play ``games`` games of ``levels`` (one per seat) and report win rates and decision times."""
    unknown = [lvl for lvl in levels if lvl not in game.levels]
    if unknown:
        raise ValueError(f"unknown level(s) {', '.join(unknown)}; choose from {', '.join(game.levels)}")
    if not 2 <= len(levels) <= 4:
        raise ValueError("an arena needs 2 to 4 seats")
    jobs = [(tuple(levels), seed, i) for i in range(games)]
    play = functools.partial(_play, game)
    start = time.perf_counter()
    if processes > 1:
        with ProcessPoolExecutor(processes) as pool:
            results = list(pool.map(play, jobs, chunksize=max(1, games // (processes * 8))))
    else:
        results = [play(job) for job in jobs]
    seconds = time.perf_counter() - start
    distinct = list(dict.fromkeys(levels))
    wins = dict.fromkeys(distinct, 0)
    score_sum = dict.fromkeys(distinct, 0)
    times: dict[str, list[float]] = {lvl: [] for lvl in distinct}
    for r in results:
        wins[r.levels[r.winner]] += 1
        for s, lvl in enumerate(r.levels):
            score_sum[lvl] += r.scores[s]
        for lvl, ms in r.decision_ms.items():
            times[lvl] += ms
    thinking = [t for lvl, ms in times.items() if lvl != "random" for t in ms]
    per_seat = {lvl: levels.count(lvl) for lvl in distinct}
    return {
        "games": games,
        "seats": list(levels),
        "seed": seed,
        "processes": processes,
        "win_rate": {lvl: round(wins[lvl] / games, 4) if games else 0.0 for lvl in distinct},
        "win_rate_ci95": {lvl: wilson(wins[lvl], games) for lvl in distinct},
        "wins": wins,
        "win_rate_per_seat": {
            lvl: round(wins[lvl] / games / per_seat[lvl], 4) if games else 0.0 for lvl in distinct
        },
        "mean_score": {
            lvl: round(score_sum[lvl] / (games * per_seat[lvl]), 2) if games else 0.0 for lvl in distinct
        },
        "decision_ms_median": round(statistics.median(thinking), 3) if thinking else None,
        "decision_ms_max": round(max(thinking), 3) if thinking else None,
        "decision_ms_by_level": {
            lvl: {
                "median": round(statistics.median(ms), 3),
                "p95": round(sorted(ms)[int(0.95 * (len(ms) - 1))], 3),
                "max": round(max(ms), 3),
                "decisions": len(ms),
            }
            for lvl, ms in times.items()
            if ms
        },
        "seconds": round(seconds, 2),
    }
