"""Why an action is refused: a reason a player can read, for every ``IllegalAction`` the engine raises.

Only called once the engine knows the action is not legal, so it never slows a legal move down.
"""

from __future__ import annotations

from rules.contract import turn_refusal
from rules.santiago import gamedata
from rules.santiago.actions import Action, Alonso, Car, Deliver, Demand, Give, Go, Pablo, Pass, Use
from rules.santiago.errors import IllegalAction
from rules.santiago.holdings import markers_left, occupied, owner_of, supply
from rules.santiago.state import GameState, Phase

_PHASE_ACTIONS: dict[Phase, tuple[type, ...]] = {
    Phase.DEMAND: (Demand,),
    Phase.CAR: (Car,),
    Phase.PABLO: (Pablo,),
    Phase.GIVE: (Give,),
    Phase.ALONSO: (Alonso,),
    Phase.GO: (Go,),
    Phase.USE: (Use,),
    Phase.DELIVER: (Deliver, Pass),
}


def refuse(state: GameState, action: Action) -> IllegalAction:
    """The refusal of an action that is not legal now, with the most telling reason."""
    seat = action.seat
    refusal = turn_refusal(IllegalAction, state, seat, (state.to_move,), over=state.phase == Phase.END)
    if refusal is not None:
        return refusal
    if not isinstance(action, _PHASE_ACTIONS[state.phase]):
        return IllegalAction(f"illegal.now_{state.phase}")
    return _reason(state, action) or IllegalAction("illegal.not_legal", line=str(action))


def _reason(state: GameState, action: Action) -> IllegalAction | None:
    """The reason particular to the kind of action, if there is one."""
    player = state.players[action.seat]
    if isinstance(action, Car):
        cost = action.steps - 1
        return IllegalAction("illegal.car_cost", steps=action.steps, cost=cost, pesos=player.pesos)
    if isinstance(action, Pablo) and supply(state, action.good) == 0:
        return IllegalAction("illegal.supply_empty", good=action.good)
    if isinstance(action, Give):
        return IllegalAction("illegal.give_none", item=action.item)
    if isinstance(action, Alonso):
        return _alonso_reason(state, action)
    if isinstance(action, Go):
        layout = state.layout
        assert layout is not None
        if player.figure == action.building:
            return IllegalAction("illegal.go_stay", building=action.building)
        if occupied(state, action.building):
            return IllegalAction("illegal.go_occupied", building=action.building)
        flower = gamedata.components().flower_display[layout.building_flower[action.building]]
        return IllegalAction("illegal.go_colour", building=action.building, flower=flower)
    if isinstance(action, Use) and action.building is not None:
        if action.building != state.use_building:
            return IllegalAction("illegal.use_elsewhere", building=action.building, figure=state.use_building)
        return IllegalAction("illegal.use_not_possible", building=action.building, line=str(action))
    if isinstance(action, Deliver):
        return _deliver_reason(state, action)
    return None


def _alonso_reason(state: GameState, action: Alonso) -> IllegalAction | None:
    """Why an Alonso line is refused: owned already, no marker left, or not owned."""
    building = action.building
    if action.mode == "claim":
        owner = owner_of(state, building or "")
        if owner is not None:
            return IllegalAction("illegal.claim_owned", building=building, name=state.players[owner].name)
        if not markers_left(state, action.seat):
            return IllegalAction("illegal.no_markers")
    if action.mode == "use" and building not in state.players[action.seat].owns:
        return IllegalAction("illegal.alonso_not_owned", building=building)
    return None


def _deliver_reason(state: GameState, action: Deliver) -> IllegalAction:
    """Why a delivery is refused: not demanded, more than demanded, or not held."""
    target = action.instead or action.good
    die = state.dice.get(target, 0)
    if not die:
        return IllegalAction("illegal.not_demanded", good=target)
    if action.count > die:
        return IllegalAction("illegal.too_many", good=target, die=die)
    return IllegalAction("illegal.not_held", good=action.good, count=action.count)
