"""Successive halving over candidate moves, shared by every game's strong computer player.

Each round every candidate still in the race is tried on the next few samples (the same samples for
every candidate, so they are compared on equal terms); the better half by mean result goes on. The
caller says how a sample is drawn and what one trial of a candidate on a sample is worth, so the search
knows nothing of any game. Nothing here reads a clock: a decision is as reproducible as its callbacks.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

C = TypeVar("C", bound=Hashable)
S = TypeVar("S")
G = TypeVar("G")


@dataclass(frozen=True, slots=True)
class Ranked(Generic[C]):
    """A candidate's result in a search: its mean trial result over its ``trials``."""

    candidate: C
    mean: float
    trials: int


def successive_halving(
    candidates: Sequence[C],
    budget: int,
    draw: Callable[[int], S],
    trial: Callable[[C, S], float],
) -> C:
    """The candidate with the best mean ``trial`` result once the others have been halved away.

    ``budget`` is the number of trials to spread over about log2(n) rounds (2 per candidate and round
    at least); ``draw(i)`` makes sample ``i``, drawn once and shared by every candidate.
    """
    return ranking(candidates, budget, draw, trial)[0].candidate


def ranking(
    candidates: Sequence[C],
    budget: int,
    draw: Callable[[int], S],
    trial: Callable[[C, S], float],
) -> list[Ranked[C]]:
    """:func:`successive_halving`'s whole ranking: the winner first, then the others from the last one
    halved away (the runner-up) to the first, each with its mean over the trials it had."""
    alive = list(candidates)
    if not alive:
        raise ValueError("successive halving needs at least one candidate")
    totals = dict.fromkeys(alive, 0.0)
    counts = dict.fromkeys(alive, 0)
    samples: list[S] = []
    out: list[C] = []
    rounds = max(1, math.ceil(math.log2(len(alive))))
    while len(alive) > 1:
        per = max(2, budget // (rounds * len(alive)))
        while len(samples) < counts[alive[0]] + per:
            samples.append(draw(len(samples)))
        for candidate in alive:
            for sample in samples[counts[candidate] : counts[candidate] + per]:
                totals[candidate] += trial(candidate, sample)
            counts[candidate] += per
        ranked = sorted(alive, key=lambda c: -totals[c] / counts[c])
        alive = ranked[: max(1, len(ranked) // 2)] if len(ranked) > 2 else ranked[:1]
        out = ranked[len(alive) :] + out
    order = alive + out
    return [Ranked(c, totals[c] / counts[c] if counts[c] else 0.0, counts[c]) for c in order]


def sampled_search(
    candidates: Sequence[C],
    budget: int,
    first: G,
    resample: Callable[[], G],
    play: Callable[[G, C], G],
    rollout: Callable[[G, random.Random], float],
    rng: random.Random,
) -> C:
    """:func:`successive_halving` over states consistent with a seat's view: ``first`` (the state at
    hand), then ``resample()`` draws, each with its own rollout seed; a trial rolls out ``play`` of the
    candidate on that sample (``play`` must not change the sample)."""
    return sampled_ranking(candidates, budget, first, resample, play, rollout, rng)[0].candidate


def sampled_ranking(
    candidates: Sequence[C],
    budget: int,
    first: G,
    resample: Callable[[], G],
    play: Callable[[G, C], G],
    rollout: Callable[[G, random.Random], float],
    rng: random.Random,
) -> list[Ranked[C]]:
    """:func:`sampled_search`'s whole :func:`ranking` (a hint explains its choice with it)."""

    def draw(i: int) -> tuple[G, int]:
        state = first if i == 0 else resample()
        return state, rng.getrandbits(32)

    def trial(candidate: C, sample: tuple[G, int]) -> float:
        state, seed = sample
        return rollout(play(state, candidate), random.Random(seed))

    return ranking(candidates, budget, draw, trial)
