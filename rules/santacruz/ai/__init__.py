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
give the same action.
"""

from __future__ import annotations

import random

from rules.santacruz.actions import Action
from rules.santacruz.ai.belief import knowledge, sample_state
from rules.santacruz.ai.policy import greedy_action
from rules.santacruz.ai.search import search_action
from rules.santacruz.engine import legal_actions
from rules.santacruz.views import PlayerView

LEVELS: tuple[str, ...] = ("random", "easy", "strong")
"""The computer players, weakest first."""

__all__ = ["LEVELS", "choose"]


def choose(view: PlayerView, level: str, rng: random.Random) -> Action:
    """The action the computer player of ``level`` takes for ``view.seat`` now.

    Raises ``ValueError`` for an unknown level or when the game does not wait for this seat.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    seat = view.seat
    if seat not in view.public.awaiting:
        raise ValueError(f"seat {seat} is not awaited now")
    know = knowledge(view)
    state = sample_state(view, know, rng)
    if level == "random":
        return rng.choice(legal_actions(state, seat))
    if level == "easy":
        return greedy_action(state, seat, rng)
    return search_action(view, know, state, rng)
