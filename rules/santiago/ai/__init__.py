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
same action. :func:`weigh_strong` is the strong player's decision with what it weighed, for a hint.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from rules.santiago.actions import Action
from rules.santiago.ai.belief import state_from_view
from rules.santiago.ai.policy import greedy_action
from rules.santiago.ai.search import Trials, weigh
from rules.santiago.notation import parse
from rules.santiago.state import GameState
from rules.santiago.views import PlayerView
from rules.search import Ranked

LEVELS: tuple[str, ...] = ("random", "easy", "strong")
"""The computer players, weakest first."""
ALIASES: dict[str, str] = {"greedy": "easy"}
"""Older level names still understood."""

__all__ = ["ALIASES", "LEVELS", "Weighing", "choose", "state_from_view", "weigh_strong"]


@dataclass(frozen=True, slots=True)
class Weighing:
    """What the strong player weighed for one decision: the ``ranking`` of its candidates (the action
    it plays first, the runner-up second) and the ``state`` it sampled first from the view, on which the
    candidates were compared (a hint reads what a move gains there)."""

    state: GameState
    ranking: list[Ranked[Action]]


def choose(view: PlayerView, level: str, rng: random.Random) -> Action:
    """The action the computer player of ``level`` takes for ``view.seat`` now.

    Raises ``ValueError`` for an unknown level or when the game does not wait for this seat.
    """
    level = ALIASES.get(level, level)
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    if level == "strong":
        return weigh_strong(view, rng).ranking[0].candidate
    _check_awaited(view)
    if level == "random" or len(view.legal) == 1:
        return parse(rng.choice(view.legal))
    return greedy_action(state_from_view(view, rng), view.seat, rng)


def weigh_strong(view: PlayerView, rng: random.Random, trials: Trials | None = None) -> Weighing:
    """The strong player's decision for ``view.seat`` with what it weighed (:class:`Weighing`); the
    action :func:`choose` plays at level ``strong`` with the same ``rng``. ``trials`` receives each
    rollout's result (:func:`~rules.santiago.ai.search.weigh`).

    Raises ``ValueError`` when the game does not wait for this seat.
    """
    _check_awaited(view)
    if len(view.legal) == 1:
        action = parse(rng.choice(view.legal))
        return Weighing(state_from_view(view, rng), [Ranked(action, 0.0, 0)])
    state = state_from_view(view, rng)
    return Weighing(state, weigh(view, state, rng, trials))


def _check_awaited(view: PlayerView) -> None:
    """``ValueError`` when the game does not wait for ``view.seat``."""
    if view.seat not in view.public.awaiting or not view.legal:
        raise ValueError(f"seat {view.seat} is not awaited now")
