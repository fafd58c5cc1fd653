"""Computer players for Santa Cruz: ``choose(view, level, rng)`` picks a legal action for one seat.

A computer player sees exactly what a human in its seat sees, a
:class:`~rules.santacruz.views.PlayerView`, and nothing of the real game state. When it needs the
engine it samples the hidden parts consistently with the view (:mod:`rules.santacruz.ai.belief`) and
works on those sampled states. Levels:

- ``random``: uniform among the legal actions.
- ``easy``: greedy one-ply (:mod:`rules.santacruz.ai.policy`): tile points, the resources its scoring
  cards want, scoring cards when they gain clearly more than the others, simple drafting.
- ``strong``: determinized Monte Carlo search (:mod:`rules.santacruz.ai.search`): the best few
  candidate actions and every scoring card in hand are tried on states sampled from what the seat
  knows (other hands leaning towards the cards their buildings serve), and every seat plays on with
  the greedy policy to the end of the round; the best mean result wins.

The decision depends only on the view and ``rng``: the same view and an equally seeded ``rng``
give the same action. :func:`decide` is the strong player's decision with what it was made from (the
sampled state it started from and the whole ranking), for a hint that explains it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from rules.santacruz.actions import Action
from rules.santacruz.ai.belief import Knowledge, knowledge, sample_state
from rules.santacruz.ai.policy import greedy_action
from rules.santacruz.ai.search import search_ranking
from rules.santacruz.engine import legal_actions
from rules.santacruz.state import GameState
from rules.santacruz.views import PlayerView
from rules.search import Ranked

LEVELS: tuple[str, ...] = ("random", "easy", "strong")
"""The computer players, weakest first."""

__all__ = ["LEVELS", "Decision", "choose", "decide"]


@dataclass(frozen=True, slots=True)
class Decision:
    """The strong player's decision for ``view.seat``: what it knew, the state sampled from the view that
    the search started from, and the whole ranking (the action played first, the runner-up second)."""

    view: PlayerView
    know: Knowledge
    sample: GameState
    ranking: tuple[Ranked[Action], ...]

    @property
    def action(self) -> Action:
        """The action the strong player takes."""
        return self.ranking[0].candidate


def choose(view: PlayerView, level: str, rng: random.Random) -> Action:
    """The action the computer player of ``level`` takes for ``view.seat`` now.

    Raises ``ValueError`` for an unknown level or when the game does not wait for this seat.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    if level == "strong":
        return decide(view, rng).action
    _know, state = _sampled(view, rng)
    if level == "random":
        return rng.choice(legal_actions(state, view.seat))
    return greedy_action(state, view.seat, rng)


def decide(view: PlayerView, rng: random.Random) -> Decision:
    """The strong player's whole decision (:func:`choose` at ``strong`` plays its action).

    Raises ``ValueError`` when the game does not wait for this seat.
    """
    know, state = _sampled(view, rng)
    ranking = search_ranking(view, know, state, rng)
    return Decision(view, know, state, tuple(ranking))


def _sampled(view: PlayerView, rng: random.Random) -> tuple[Knowledge, GameState]:
    """What the seat knows and a whole state drawn from its view, after checking the game waits for it."""
    if view.seat not in view.public.awaiting:
        raise ValueError(f"seat {view.seat} is not awaited now")
    know = knowledge(view)
    return know, sample_state(view, know, rng)
