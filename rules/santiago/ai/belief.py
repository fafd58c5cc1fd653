"""What a Santiago seat believes: a whole state rebuilt from its view, the hidden parts drawn at random.

A view leaves out the demand rolls not used yet and, under ``hidden_holdings``, what the other seats hold;
:func:`state_from_view` draws those (rolls from the dice faces, hidden goods dealt from the units the
supply does not show) so the engine can look ahead without ever reading the real state.
"""

from __future__ import annotations

import random

from rules.santiago import gamedata
from rules.santiago.state import GameState, PlayerState
from rules.santiago.views import PlayerView

_COMP = gamedata.components()


def state_from_view(view: PlayerView, rng: random.Random) -> GameState:
    """A state consistent with ``view``: unused rolls drawn at random, hidden holdings dealt at random."""
    table = view.public
    rolls = [dict(r) for r in table.rolls_used]
    if view.roll is not None:
        rolls.append(dict(view.roll))
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
