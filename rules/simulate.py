"""What every game's random-game simulator shares: timing many games and reporting the figures.

The keys of :func:`simulate_report` are a contract (``games``, ``actions``, ``seconds``,
``games_per_second``, ``actions_per_second``, ``invariant_violations``, ``mean_scores`` …).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

S = TypeVar("S")


@dataclass
class GameRun(Generic[S]):
    """One random game: its final state, its action count and the invariant violations seen."""

    state: S
    actions: int
    violations: list[str] = field(default_factory=list)


class Result(Protocol):
    """What a finished game's outcome offers the report: scores by seat and the winner."""

    @property
    def scores(self) -> Sequence[int]: ...

    @property
    def winner(self) -> int: ...


@dataclass(frozen=True, slots=True)
class GameFigures:
    """What one random game reports: action count, invariant violations, final scores by seat, winner."""

    actions: int
    violations: Sequence[str]
    scores: Sequence[int]
    winner: int


def simulate_report(
    players: int, games: int, seed: int, check: bool, play: Callable[[int], GameFigures]
) -> dict[str, Any]:
    """Play ``games`` games with ``play(seed + i)`` and report counts, speed, violations and mean scores."""
    actions = 0
    problems: list[str] = []
    score_sums = [0] * players
    winner_sum = 0
    start = time.perf_counter()
    for i in range(games):
        figures = play(seed + i)
        actions += figures.actions
        problems += figures.violations
        for s in range(players):
            score_sums[s] += figures.scores[s]
        winner_sum += figures.scores[figures.winner]
    seconds = time.perf_counter() - start
    return {
        "players": players,
        "games": games,
        "seed": seed,
        "checked": check,
        "actions": actions,
        "seconds": round(seconds, 4),
        "games_per_second": round(games / seconds, 2) if seconds else None,
        "actions_per_second": round(actions / seconds, 1) if seconds else None,
        "invariant_violations": len(problems),
        "violation_examples": problems[:10],
        "mean_scores": {str(s): round(score_sums[s] / games, 2) for s in range(players)} if games else {},
        "mean_winning_score": round(winner_sum / games, 2) if games else None,
    }


def simulate_random(
    players: int,
    games: int,
    seed: int,
    check: bool,
    play_random_game: Callable[..., GameRun[S]],
    outcome: Callable[[S], Result | None],
) -> dict[str, Any]:
    """Play ``games`` random games with ``play_random_game(players, seed + i, check=check)`` and report."""

    def play(game_seed: int) -> GameFigures:
        run = play_random_game(players, game_seed, check=check)
        result = outcome(run.state)
        assert result is not None
        return GameFigures(run.actions, run.violations, result.scores, result.winner)

    return simulate_report(players, games, seed, check, play)
