"""The ``easy`` Santiago player: one move ahead, the action whose result is worth most to the seat.

It is also the policy every seat follows in the strong player's rollouts, so it works on a
:class:`~rules.santiago.state.GameState` (rebuilt from the view) and stays cheap: one copy and one
engine step per legal action.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rules.santiago import gamedata
from rules.santiago.actions import Action
from rules.santiago.engine import apply_legal, legal_list
from rules.santiago.state import GameState

_COMP = gamedata.components()
_EPS = 1e-9


def worth(state: GameState, seat: int) -> float:
    """What the seat's position is worth in VP, roughly: VP, 0.4 per good (a third at the end, more when
    delivered), 0.25 per peso, and 0.25 per owned building for each ship still to come (owner VP)."""
    p = state.players[seat]
    ships_left = _COMP.ships - state.departed
    return p.vp + sum(p.goods.values()) * 0.4 + p.pesos * 0.25 + len(p.owns) * 0.25 * ships_left


def action_values(state: GameState, seat: int, actions: Sequence[Action]) -> list[float]:
    """The seat's :func:`worth` after each action, each tried on its own copy of ``state`` (``actions`` are
    legal for ``seat`` in ``state``: taken from :func:`~rules.santiago.engine.legal_list`)."""
    values = []
    for action in actions:
        trial = state.clone()
        apply_legal(trial, action)
        values.append(worth(trial, seat))
    return values


def best_actions(state: GameState, seat: int, actions: Sequence[Action]) -> list[Action]:
    """The actions of highest :func:`action_values`, in their given order (ties all kept)."""
    values = action_values(state, seat, actions)
    top = max(values)
    return [a for a, v in zip(actions, values, strict=True) if v >= top - _EPS]


def greedy_action(state: GameState, seat: int, rng: random.Random) -> Action:
    """The easy player's action for ``seat``: a best one-ply action, ties broken by ``rng``."""
    return greedy_among(state, seat, legal_list(state, seat), rng)


def greedy_among(state: GameState, seat: int, actions: Sequence[Action], rng: random.Random) -> Action:
    """A best one-ply action of ``actions`` (the seat's legal ones), ties broken by ``rng``."""
    if len(actions) == 1:
        return actions[0]
    return rng.choice(best_actions(state, seat, actions))
