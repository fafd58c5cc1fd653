"""Computer players for Santiago de Cuba: ``choose(view, level, rng)`` picks a legal action for one seat.

A computer player sees what a human in its seat sees, a :class:`~rules.santiago.views.PlayerView`. To look
ahead it rebuilds a state from the view (:func:`state_from_view`), drawing what the view does not show: the
demand rolls not used yet and, under ``hidden_holdings``, what the other seats hold. Levels:

- ``random``: uniform among the legal actions.
- ``greedy``: one ply: the action whose result is worth most to the seat (VP, goods at their final-scoring
  rate, pesos, owned buildings), ties broken at random.
"""

from __future__ import annotations

import random

from rules.santiago import gamedata
from rules.santiago.actions import Action
from rules.santiago.engine import apply_in_place
from rules.santiago.notation import parse
from rules.santiago.state import GameState, PlayerState
from rules.santiago.views import PlayerView

LEVELS: tuple[str, ...] = ("random", "greedy")
"""The computer players, weakest first."""

_COMP = gamedata.components()


def choose(view: PlayerView, level: str, rng: random.Random) -> Action:
    """The action the computer player of ``level`` takes for ``view.seat`` now.

    Raises ``ValueError`` for an unknown level or when the game does not wait for this seat.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    if view.seat not in view.public.awaiting or not view.legal:
        raise ValueError(f"seat {view.seat} is not awaited now")
    actions = [parse(line) for line in view.legal]
    if level == "random" or len(actions) == 1:
        return rng.choice(actions)
    state = state_from_view(view, rng)
    best: list[Action] = []
    best_value = float("-inf")
    for action in actions:
        trial = state.clone()
        apply_in_place(trial, action)
        value = worth(trial, view.seat)
        if value > best_value + 1e-9:
            best, best_value = [action], value
        elif abs(value - best_value) <= 1e-9:
            best.append(action)
    return rng.choice(best)


def worth(state: GameState, seat: int) -> float:
    """What the seat's position is worth in VP, roughly: VP, 0.4 per good (a third at the end, more when
    delivered), 0.25 per peso, and 0.25 per owned building for each ship still to come (owner VP)."""
    p = state.players[seat]
    ships_left = _COMP.ships - state.departed
    return p.vp + sum(p.goods.values()) * 0.4 + p.pesos * 0.25 + len(p.owns) * 0.25 * ships_left


def state_from_view(view: PlayerView, rng: random.Random) -> GameState:
    """A state consistent with ``view``: unused rolls drawn at random, hidden holdings dealt at random."""
    table = view.public
    rolls = [dict(r) for r in table.rolls_used]
    while len(rolls) < _COMP.ships:
        rolls.append({g: rng.choice(_COMP.faces[g]) for g in _COMP.die_goods})
    players = []
    for p in table.players:
        seen = view.holdings if p.seat == view.seat else p.holdings
        if seen is None:
            unknown = dict.fromkeys(_COMP.goods, 0)
            players.append(PlayerState(p.name, view.holdings.pesos, view.holdings.vp, unknown, p.figure, []))
        else:
            players.append(PlayerState(p.name, seen.pesos, seen.vp, dict(seen.goods), p.figure, []))
        players[-1].owns = list(p.owns)
    hidden = [players[p.seat] for p in table.players if p.holdings is None and p.seat != view.seat]
    for good in _COMP.goods:
        held = _COMP.per_type - table.supply[good] - sum(q.goods[good] for q in players)
        for _ in range(held if hidden else 0):
            rng.choice(hidden).goods[good] += 1
    flow = table.flow
    return GameState(
        players=players,
        options=dict(table.options),
        setup={"cubaner": list(table.cubaner), "buildings": dict(table.buildings), "rolls": rolls},
        car=table.car,
        face_down=list(table.face_down),
        marker=_COMP.flags.index(table.marker),
        departed=table.departed,
        dice=dict(table.dice),
        aside=table.aside,
        rolls_used=len(table.rolls_used),
        phase=table.phase,
        turn=table.turn,
        to_move=view.seat,
        demand_due=flow["demand_due"],
        harbour_after_demand=flow["harbour_after_demand"],
        harbour_turn=flow["harbour_turn"],
        givers=list(flow["givers"]),
        passed=list(flow["passed"]),
        use_building=flow["use_building"],
        moves=list(table.moves),
    )
