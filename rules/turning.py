"""What every game's turning points share (issue 44: a practice table's end names the decisions that
mattered): which screened decisions get rollouts, how a candidate's rollouts become a worth in points,
and which judged decisions the end names. Each game's ``turning`` module screens its own decisions and
words them; the choices here know nothing of any game."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Sequence
from typing import Protocol, TypeVar

from rules.teach import TURNING_POINTS, TurningPoint

UTILITY_CAP = 0.999
"""Mean rollout utilities are clipped below 1 before they are turned back into points (atanh)."""


class Screened(Protocol):
    """A decision screened by one-ply values: who made it, when, and its gap to the best other choice
    (negative: a loss)."""

    @property
    def seat(self) -> int: ...

    @property
    def step(self) -> int: ...

    @property
    def gap(self) -> float: ...


D = TypeVar("D", bound=Screened)
S = TypeVar("S")
A = TypeVar("A", bound=Hashable)


def examined(decisions: Sequence[D], limit: int) -> list[D]:
    """The decisions worth rollouts: each seat in turn gives its next one, alternating its largest
    screening loss and its largest lead, up to ``limit``."""
    queues: dict[int, list[D]] = {}
    for seat in sorted({d.seat for d in decisions}):
        mine = [d for d in decisions if d.seat == seat]
        losses = sorted((d for d in mine if d.gap < 0), key=lambda d: (d.gap, d.step))
        leads = sorted((d for d in mine if d.gap >= 0), key=lambda d: (-d.gap, d.step))
        queue: list[D] = []
        while losses or leads:
            for side in (losses, leads):
                if side:
                    queue.append(side.pop(0))
        queues[seat] = queue
    out: list[D] = []
    while len(out) < limit and any(queues.values()):
        for queue in queues.values():
            if queue and len(out) < limit:
                out.append(queue.pop(0))
    return out


def rolled_worth(
    actions: Sequence[A],
    samples: Sequence[S],
    seeds: Sequence[int],
    play: Callable[[S, A], S],
    rollout: Callable[[S, random.Random], float],
    scale: float,
) -> dict[A, float]:
    """Each action's mean rollout utility over the same ``samples`` with the same ``seeds`` (``play``
    returns the sample after the action, leaving the sample as it was), in points (``scale`` times the
    atanh of the clipped mean, as the strong player's search reads it)."""
    worth: dict[A, float] = {}
    for action in actions:
        total = sum(
            rollout(play(sample, action), random.Random(seed))
            for sample, seed in zip(samples, seeds, strict=True)
        )
        mean = max(-UTILITY_CAP, min(UTILITY_CAP, total / len(samples)))
        worth[action] = scale * math.atanh(mean)
    return worth


def chosen(judged: Sequence[TurningPoint], winners: frozenset[int]) -> list[TurningPoint]:
    """A winner's best decision, a beaten seat's costliest, then the largest swings left, at most
    :data:`~rules.teach.TURNING_POINTS`, the largest ``abs(swing)`` first (the earlier on a tie)."""
    good = [p for p in judged if p.seat in winners and p.swing > 0]
    bad = [p for p in judged if p.seat not in winners and p.swing < 0]
    picked: list[TurningPoint] = []
    if good:
        picked.append(max(good, key=lambda p: (p.swing, -p.step)))
    if bad:
        picked.append(min(bad, key=lambda p: (p.swing, p.step)))
    for point in sorted(judged, key=lambda p: (-abs(p.swing), p.step)):
        if len(picked) >= TURNING_POINTS:
            break
        if point not in picked:
            picked.append(point)
    return sorted(picked, key=lambda p: (-abs(p.swing), p.step))
