"""The rules of Santiago de Cuba: who may act, what they may do, and what happens when they do it.

The contract is that of every game here: :func:`awaiting`, :func:`legal_actions`, :func:`apply` (pure:
returns a new state and the events) and :func:`outcome`; :func:`apply_in_place` is the same rules without
the copy, for simulations.

>>> from rules.santiago.setup import new_game
>>> state = new_game(3, seed=1)
>>> seat = next(iter(awaiting(state)))
>>> state, events = apply(state, legal_actions(state, seat)[0])
"""

from __future__ import annotations

from rules.contract import ActionList, Outcome, SeatResult, apply_to_copy
from rules.santiago import gamedata
from rules.santiago.actions import Action, Car, Deliver, Demand, Give, Go, Pablo, Pass, Use
from rules.santiago.buildings import legal_uses
from rules.santiago.events import Event
from rules.santiago.notation import parse
from rules.santiago.refusals import refuse
from rules.santiago.scoring import places, scores
from rules.santiago.ship import deliver, delivery_options, demand_options, set_demand
from rules.santiago.state import GameState, Phase
from rules.santiago.turn import (
    after_delivery,
    after_demand,
    alonso,
    alonso_options,
    candidates,
    drive,
    give,
    give_options,
    go,
    layout,
    pablo_options,
    pass_round,
    take_pablo,
    use,
)

_CUBANER = gamedata.cubaner()
_MAX_SEATS = gamedata.components().max_players
_WOOD = gamedata.components().wood


def _table() -> tuple[list[list[Car]], list[Pass], list[dict[str, Give]], list[dict[str, Pablo]]]:
    """Actions made once: frozen dataclasses are slow to construct on the hot path."""
    items = ["peso", "vp", *gamedata.components().trade_goods]
    return (
        [[Car(seat, k) for k in range(64)] for seat in range(_MAX_SEATS)],
        [Pass(seat) for seat in range(_MAX_SEATS)],
        [{i: Give(seat, i) for i in items} for seat in range(_MAX_SEATS)],
        [{g: Pablo(seat, g) for g in items[2:]} for seat in range(_MAX_SEATS)],
    )


_CARS, _PASSES, _GIVES, _PABLOS = _table()


class LegalActions(ActionList[Action]):
    """The actions a seat may take now: iterate, index, count, or test membership with ``in`` (a notation
    line works too)."""

    __slots__ = ()

    def __contains__(self, action: object) -> bool:
        if isinstance(action, str):
            try:
                action = parse(action)
            except ValueError:
                return False
        return action in self._actions


def awaiting(state: GameState) -> frozenset[int]:
    """The seats whose decision the game waits for (one at a time; none at the end)."""
    return frozenset() if state.phase == Phase.END else frozenset((state.to_move,))


def legal_actions(state: GameState, seat: int) -> LegalActions:
    """What ``seat`` may do now; empty when the game does not wait for that seat."""
    return LegalActions(legal_list(state, seat))


def legal_list(state: GameState, seat: int) -> list[Action]:
    """The legal actions of ``seat`` as a plain list (the engine's hot path)."""
    if seat != state.to_move:
        return []
    phase = state.phase
    acts: list[Action]
    if phase == Phase.DELIVER:
        acts = list(delivery_options(state, seat))
        acts.append(_PASSES[seat])
        return acts
    if phase == Phase.CAR:
        most = state.players[seat].pesos + 1
        cars = _CARS[seat]
        if most < len(cars):
            return list(cars[1 : most + 1])
        return [*cars[1:], *(Car(seat, k) for k in range(len(cars), most + 1))]
    if phase == Phase.USE:
        building = state.use_building
        assert building is not None
        acts = list(legal_uses(state, seat, building))
        acts.append(Use(seat, None))
        return acts
    if phase == Phase.GO:
        flower = _CUBANER[_here(state)].flower
        assert flower is not None
        return [Go(seat, b) for b in candidates(state, flower)]
    if phase == Phase.DEMAND:
        return list(demand_options(seat))
    if phase == Phase.GIVE:
        gives = _GIVES[seat]
        return [gives[item] for item in give_options(state, seat)]
    if phase == Phase.PABLO:
        pablos = _PABLOS[seat]
        return [pablos[g] for g in pablo_options(state, _here(state))]
    if phase == Phase.ALONSO:
        return list(alonso_options(state, seat))
    return []


def is_legal(state: GameState, action: Action) -> bool:
    """Whether ``action`` is legal now: direct checks for the frequent kinds, else membership in the list."""
    seat = action.seat
    if seat != state.to_move or state.phase == Phase.END:
        return False
    if isinstance(action, Car):
        return state.phase == Phase.CAR and 1 <= action.steps <= state.players[seat].pesos + 1
    if isinstance(action, Deliver):
        return state.phase == Phase.DELIVER and _can_deliver(state, action)
    if isinstance(action, Pass):
        return state.phase == Phase.DELIVER
    if isinstance(action, Demand):
        return state.phase == Phase.DEMAND
    if isinstance(action, Use) and state.phase == Phase.USE:
        building = state.use_building
        assert building is not None
        if action.building is None:
            return True
        return action.building == building and action in legal_uses(state, seat, building)
    return action in legal_list(state, seat)


def _can_deliver(state: GameState, action: Deliver) -> bool:
    """Whether a delivery names a ship die, at most its value and at most what is held."""
    target = action.instead or action.good
    if (action.instead is None) == (action.good == _WOOD):
        return False
    return 1 <= action.count <= min(state.dice.get(target, 0), state.players[action.seat].goods[action.good])


def _here(state: GameState) -> str:
    """The Cubaner at the car."""
    cubaner = layout(state).station_cubaner[state.car]
    assert cubaner is not None
    return cubaner


def apply(state: GameState, action: Action | str) -> tuple[GameState, list[Event]]:
    """The state after ``action`` (an Action or its line) and the events; ``state`` itself never changes.

    Raises :class:`~rules.santiago.errors.InvalidAction` for a line that does not parse and
    :class:`~rules.santiago.errors.IllegalAction` for a move the rules forbid now.
    """
    return apply_to_copy(state, action, apply_in_place)


def apply_in_place(state: GameState, action: Action | str) -> list[Event]:
    """Apply ``action`` to ``state`` itself; on a refusal the state is left unchanged."""
    if isinstance(action, str):
        action = parse(action)
    if not is_legal(state, action):
        raise refuse(state, action)
    return apply_legal(state, action)


def apply_legal(state: GameState, action: Action) -> list[Event]:
    """Apply ``action``, one of :func:`legal_list`'s for ``state`` as it is now, to ``state`` itself without
    checking it again: the computer players' hot path (trying each legal action one move ahead, and their
    rollouts), where the check cost more than a third of a decision. Anything else goes through
    :func:`apply_in_place`."""
    state.moves.append(str(action))
    events: list[Event] = []
    if isinstance(action, Deliver):
        deliver(state, action, events)
        after_delivery(state, action.seat, events)
    elif isinstance(action, Car):
        drive(state, action, events)
    elif isinstance(action, Use):
        use(state, action, events)
    elif isinstance(action, Pass):
        pass_round(state, action.seat, events)
    elif isinstance(action, Go):
        go(state, action, events)
    elif isinstance(action, Demand):
        set_demand(state, action, events)
        after_demand(state, events)
    elif isinstance(action, Give):
        give(state, action, events)
    elif isinstance(action, Pablo):
        take_pablo(state, action, events)
    else:
        alonso(state, action, events)
    return events


def outcome(state: GameState) -> Outcome | None:
    """The result once the 7th ship has left, else ``None``: final VP and places (a shared 1 is a shared
    win, R-25)."""
    if state.phase != Phase.END:
        return None
    return Outcome(
        tuple(SeatResult(vp, place) for vp, place in zip(scores(state), places(state), strict=True))
    )
