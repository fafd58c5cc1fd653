"""Computer players for Santiago de Cuba: ``choose(view, level, rng)`` picks a legal action for one seat.

A computer player sees what a human in its seat sees, a :class:`~rules.santiago.views.PlayerView`. To look
ahead it rebuilds a state from the view (:func:`~rules.santiago.ai.belief.state_from_view`), drawing what
the view does not show: the demand rolls not used yet and, under ``hidden_holdings``, what the other seats
hold. Levels, as for Santa Cruz:

- ``random``: uniform among the legal actions.
- ``easy``: one move ahead (:mod:`rules.santiago.ai.policy`): the action whose result is worth most to the
  seat (VP, goods, pesos, owned buildings), ties broken at random. ``greedy`` is its older name.
- ``strong``: determinized Monte Carlo search (:mod:`rules.santiago.ai.search`) over the easy policy.

The decision depends only on the view and ``rng``: the same view and an equally seeded ``rng`` give the
same action.
"""

from __future__ import annotations

import random

from rules.santiago.actions import Action
from rules.santiago.ai.belief import state_from_view
from rules.santiago.ai.policy import greedy_action
from rules.santiago.ai.search import search_action
from rules.santiago.notation import parse
from rules.santiago.views import PlayerView

LEVELS: tuple[str, ...] = ("random", "easy", "strong")
"""The computer players, weakest first."""
ALIASES: dict[str, str] = {"greedy": "easy"}
"""Older level names still understood."""

__all__ = ["ALIASES", "LEVELS", "choose", "state_from_view"]


def choose(view: PlayerView, level: str, rng: random.Random) -> Action:
    """The action the computer player of ``level`` takes for ``view.seat`` now.

    Raises ``ValueError`` for an unknown level or when the game does not wait for this seat.
    """
    level = ALIASES.get(level, level)
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    if view.seat not in view.public.awaiting or not view.legal:
        raise ValueError(f"seat {view.seat} is not awaited now")
    if level == "random" or len(view.legal) == 1:
        return parse(rng.choice(view.legal))
    state = state_from_view(view, rng)
    if level == "easy":
        return greedy_action(state, view.seat, rng)
    return search_action(view, state, rng)
