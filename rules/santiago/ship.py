"""The ship: value marker, departures, new demand and the delivery round's deliveries (SC-46 – SC-60).

A departure ends the game at the 7th ship (SC-62); otherwise the new ship has no demand until the
player who caused the departure sets it at the end of the turn (SC-59, R-21).
"""

from __future__ import annotations

from rules.santiago import gamedata
from rules.santiago.actions import Deliver, Demand
from rules.santiago.events import Delivered, DemandSet, DieTurned, Event, GameEnded, MarkerMoved, ShipDeparted
from rules.santiago.scoring import places, ranks, scores
from rules.santiago.state import GameState, Phase

_COMP = gamedata.components()
_FLAGS = _COMP.flags
_CHEQUERED = len(_FLAGS) - 1
_WOOD = _COMP.wood


def move_marker(state: GameState, seat: int, delta: int, events: list[Event]) -> None:
    """Move the value marker ``delta`` flags (never below the first); the last flag makes the ship leave."""
    before = state.marker
    state.marker = max(0, min(_CHEQUERED, before + delta))
    events.append(MarkerMoved(_FLAGS[before], _FLAGS[state.marker]))
    if state.marker == _CHEQUERED:
        depart(state, seat, events)


def marker_flag(state: GameState) -> str:
    """The flag under the value marker."""
    return _FLAGS[state.marker]


def depart(state: GameState, seat: int, events: list[Event]) -> None:
    """The ship in port leaves (SC-57, SC-58): the 7th ends the game, else a new ship without demand comes."""
    ship = state.ship
    state.departed += 1
    events.append(ShipDeparted(seat, ship, state.departed))
    if state.departed >= _COMP.ships:
        state.phase = Phase.END
        state.givers = []
        state.passed = []
        state.use_building = None
        events.append(GameEnded(scores(state), ranks(state), places(state)))
        return
    state.marker = 0
    state.dice = {}
    state.aside = None
    state.demand_due = True


def demand_options(seat: int) -> list[Demand]:
    """The 5 ways to put 4 of the 5 rolled dice on the ship (one good set aside)."""
    return _DEMANDS[seat]


def set_demand(state: GameState, action: Demand, events: list[Event]) -> None:
    """Use the next roll for the dice ``action`` names; an all-zero ship leaves at once (R-22)."""
    roll = state.setup["rolls"][state.rolls_used]
    state.rolls_used += 1
    state.dice = {g: roll[g] for g in action.goods}
    aside = next(g for g in _COMP.die_goods if g not in action.goods)
    state.aside = aside
    state.demand_due = False
    events.append(DemandSet(action.seat, state.ship, dict(state.dice), aside, roll[aside]))
    if not any(state.dice.values()):
        depart(state, action.seat, events)


def delivery_options(state: GameState, seat: int) -> list[Deliver]:
    """What ``seat`` may deliver: up to each die of a held good, or wood instead of one (SC-48, SC-49)."""
    goods = state.players[seat].goods
    wood = goods[_WOOD]
    out: list[Deliver] = []
    for good, die in state.dice.items():
        if die:
            for k in range(1, min(die, goods[good]) + 1):
                out.append(Deliver(seat, good, k))
            for k in range(1, min(die, wood) + 1):
                out.append(Deliver(seat, _WOOD, k, good))
    return out


def can_deliver(state: GameState, seat: int) -> bool:
    """Whether ``seat`` has any legal delivery (else it passes automatically, R-19)."""
    goods = state.players[seat].goods
    wood = goods[_WOOD]
    return any(die and (wood or goods[g]) for g, die in state.dice.items())


def deliver(state: GameState, action: Deliver, events: list[Event]) -> None:
    """Hand the goods back to the supply, turn the die down and score (SC-48, SC-49)."""
    player = state.players[action.seat]
    target = action.instead or action.good
    per_unit = _COMP.wood_vp if action.instead else int(_FLAGS[state.marker])
    player.goods[action.good] -= action.count
    player.vp += per_unit * action.count
    before = state.dice[target]
    state.dice[target] = before - action.count
    events.append(Delivered(action.seat, action.good, action.count, action.instead, per_unit * action.count))
    events.append(DieTurned(target, before, before - action.count))


def _demand_table() -> list[list[Demand]]:
    """The 5 demand actions of each seat, made once."""
    return [
        [Demand(seat, tuple(g for g in _COMP.die_goods if g != aside)) for aside in _COMP.die_goods]
        for seat in range(_COMP.max_players)
    ]


_DEMANDS = _demand_table()
