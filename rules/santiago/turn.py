"""The course of a turn (SC-17): car, destination, Cubaner, figure step, building use, end of turn.

Each step either waits for a real decision (sets ``phase`` and ``to_move``) or, when exactly one action is
legal, applies it itself and goes on (N-1). Nothing happens once the 7th ship has left (R-24).
"""

from __future__ import annotations

from rules.santiago import gamedata
from rules.santiago.actions import Alonso, Car, Give, Go, Pablo, Use
from rules.santiago.buildings import legal_uses, use_building
from rules.santiago.events import (
    AlonsoPassed,
    CarMoved,
    Claimed,
    Event,
    FigureMoved,
    FigureStayed,
    HarbourSkipped,
    OwnerPaid,
    Passed,
    RoundEnded,
    RoundStarted,
    TileTurned,
    Tribute,
    UseSkipped,
)
from rules.santiago.holdings import gain, markers_left, owner_of, supply
from rules.santiago.layout import Layout, layout_of
from rules.santiago.ship import can_deliver, depart, move_marker
from rules.santiago.state import GameState, Phase

_COMP = gamedata.components()
_CUBANER = gamedata.cubaner()
_BUILDINGS = tuple(gamedata.buildings())
_HARBOUR = _COMP.harbour
_STATIONS = _COMP.stations
_TRADE = _COMP.trade_goods


def layout(state: GameState) -> Layout:
    """The state's board layout, derived from its set-up once."""
    if state.layout is None:
        state.layout = layout_of(state.setup)
    return state.layout


# --- options at each decision point -----------------------------------------------------------------


def pablo_options(state: GameState, cubaner: str) -> list[str]:
    """Goods Pablo can give: those of his list with supply ≥ 1 (R-9, R-10)."""
    return [g for g in _CUBANER[cubaner].effect["gain_choice"]["from"] if supply(state, g) >= 1]


def give_options(state: GameState, seat: int) -> list[str]:
    """What an El Zorro giver can hand over: a peso, a VP or a non-wood good it holds (SC-32)."""
    p = state.players[seat]
    out = ["peso"] if p.pesos else []
    if p.vp:
        out.append("vp")
    out += [g for g in _TRADE if p.goods[g]]
    return out


def alonso_options(state: GameState, seat: int) -> list[Alonso]:
    """Claims of unmarked buildings (markers left), uses of own buildings, and passing (SC-34, R-13)."""
    out: list[Alonso] = []
    if markers_left(state, seat):
        owned = {b for p in state.players for b in p.owns}
        out += [Alonso(seat, "claim", b) for b in _BUILDINGS if b not in owned]
    for b in state.players[seat].owns:
        out += [Alonso(seat, "use", b, use) for use in legal_uses(state, seat, b)]
    out.append(Alonso(seat, "-"))
    return out


def candidates(state: GameState, flower: str) -> list[str]:
    """Buildings of ``flower`` that no figure stands on (SC-35 – SC-38)."""
    taken = {p.figure for p in state.players}
    return [b for b in layout(state).flower_buildings[flower] if b not in taken]


# --- the steps of a turn ----------------------------------------------------------------------------


def start_turn(state: GameState, seat: int, events: list[Event]) -> None:
    """``seat`` begins a turn with the car move; with 0 pesos the only move, 1 station, is made for it."""
    state.turn = state.to_move = seat
    state.phase = Phase.CAR
    state.harbour_turn = False
    state.use_building = None
    if state.players[seat].pesos == 0:
        drive(state, Car(seat, 1), events, forced=True)


def drive(state: GameState, action: Car, events: list[Event], *, forced: bool = False) -> None:
    """Pay, drive, and apply every passed station in order (SC-19 – SC-22, R-7, R-20); then arrive."""
    seat, steps = action.seat, action.steps
    state.players[seat].pesos -= steps - 1
    start = state.car
    end = (start + steps) % _STATIONS
    stations = layout(state).station_cubaner
    events.append(CarMoved(seat, start, end, steps, steps - 1, stations[start], stations[end], forced))
    _turn_up(state, stations[start], events)
    for i in range(1, steps):
        station = (start + i) % _STATIONS
        if station == _HARBOUR:
            if state.phase != Phase.END:
                events.append(HarbourSkipped(seat))
                move_marker(state, seat, 1, events)
        else:
            _turn_up(state, stations[station], events)
    state.car = end
    if state.phase != Phase.END:
        _arrive(state, events)


def _turn_up(state: GameState, cubaner: str | None, events: list[Event]) -> None:
    """Turn ``cubaner`` face up again if the car left it behind face down (SC-54, R-20)."""
    if cubaner is not None and cubaner in state.face_down:
        state.face_down.remove(cubaner)
        events.append(TileTurned(cubaner, True))


def _arrive(state: GameState, events: list[Event]) -> None:
    """What the destination does: delivery round, face-down visit, or the Cubaner and figure step."""
    seat = state.turn
    if state.car == _HARBOUR:
        state.harbour_turn = True
        events.append(FigureStayed(seat, state.players[seat].figure, "harbour"))
        if state.demand_due:
            state.harbour_after_demand = True
            state.phase = Phase.DEMAND
            return
        start_delivery(state, events)
        return
    cubaner = layout(state).station_cubaner[state.car]
    assert cubaner is not None
    if cubaner in state.face_down:
        events.append(FigureStayed(seat, state.players[seat].figure, "face_down"))
        end_turn(state, events)
        return
    effect = _CUBANER[cubaner].effect
    if "gain" in effect:
        gain(state, seat, cubaner, effect["gain"], events)
        figure_step(state, cubaner, events)
    elif "gain_choice" in effect:
        goods = pablo_options(state, cubaner)
        if len(goods) > 1:
            state.phase = Phase.PABLO
            return
        if goods:
            gain(state, seat, cubaner, {goods[0]: 1}, events)
        else:
            gain(state, seat, cubaner, {}, events)
        figure_step(state, cubaner, events)
    elif "tribute" in effect:
        n = state.num_players
        state.givers = [(seat + i) % n for i in range(1, n)]
        next_giver(state, events)
    else:
        options = alonso_options(state, seat)
        if len(options) > 1:
            state.phase = Phase.ALONSO
            return
        events.append(AlonsoPassed(seat, forced=True))
        figure_step(state, cubaner, events)


def take_pablo(state: GameState, action: Pablo, events: list[Event]) -> None:
    """The chosen good from Pablo, then the figure step."""
    cubaner = layout(state).station_cubaner[state.car]
    assert cubaner is not None
    gain(state, action.seat, cubaner, {action.good: 1}, events)
    figure_step(state, cubaner, events)


def give(state: GameState, action: Give, events: list[Event], *, forced: bool = False) -> None:
    """One tribute, straight from giver to the active player (SC-32); then the next giver."""
    giver, taker = state.players[action.seat], state.players[state.turn]
    if action.item == "peso":
        giver.pesos -= 1
        taker.pesos += 1
    elif action.item == "vp":
        giver.vp -= 1
        taker.vp += 1
    else:
        giver.goods[action.item] -= 1
        taker.goods[action.item] += 1
    events.append(Tribute(action.seat, state.turn, action.item, forced))
    state.givers.pop(0)
    next_giver(state, events)


def next_giver(state: GameState, events: list[Event]) -> None:
    """Ask the next giver with a choice; givers with one thing give it, with nothing give nothing (R-11)."""
    while state.givers:
        giver = state.givers[0]
        options = give_options(state, giver)
        if len(options) > 1:
            state.phase = Phase.GIVE
            state.to_move = giver
            return
        if options:
            give(state, Give(giver, options[0]), events, forced=True)
            return
        events.append(Tribute(giver, state.turn, None, True))
        state.givers.pop(0)
    state.to_move = state.turn
    seat = state.turn
    figure = state.players[seat].figure
    events.append(FigureStayed(seat, figure, "el_zorro"))
    if figure is None:
        end_turn(state, events)
    else:
        offer_use(state, events)


def alonso(state: GameState, action: Alonso, events: list[Event]) -> None:
    """Claim, use an own building, or pass; then the figure step (to a white building)."""
    if action.mode == "claim":
        assert action.building is not None
        state.players[action.seat].owns.append(action.building)
        events.append(Claimed(action.seat, action.building))
    elif action.mode == "use":
        assert action.use is not None
        use_building(state, action.use, events, alonso=True)
        if state.phase == Phase.END:
            return
    else:
        events.append(AlonsoPassed(action.seat))
    cubaner = layout(state).station_cubaner[state.car]
    assert cubaner is not None
    figure_step(state, cubaner, events)


def figure_step(state: GameState, cubaner: str, events: list[Event]) -> None:
    """Move the figure to a free building of the Cubaner's colour, or stay when none is free (SC-39 (4))."""
    seat = state.turn
    flower = _CUBANER[cubaner].flower
    assert flower is not None
    free = candidates(state, flower)
    if len(free) > 1:
        state.phase = Phase.GO
        return
    if not free:
        figure = state.players[seat].figure
        events.append(FigureStayed(seat, figure, "occupied"))
        if figure is None:
            end_turn(state, events)
            return
    else:
        go(state, Go(seat, free[0]), events, forced=True)
        return
    offer_use(state, events)


def go(state: GameState, action: Go, events: list[Event], *, forced: bool = False) -> None:
    """The figure steps onto ``action.building``; then the optional use."""
    state.players[action.seat].figure = action.building
    events.append(FigureMoved(action.seat, action.building, forced))
    offer_use(state, events)


def offer_use(state: GameState, events: list[Event]) -> None:
    """Wait for the use of the figure's building, or skip it when no use is legal."""
    seat = state.turn
    building = state.players[seat].figure
    assert building is not None
    if legal_uses(state, seat, building):
        state.phase = Phase.USE
        state.use_building = building
        return
    events.append(UseSkipped(seat, building, forced=True))
    end_turn(state, events)


def use(state: GameState, action: Use, events: list[Event]) -> None:
    """Use the building (or decline), then end the turn."""
    building = state.use_building
    state.use_building = None
    if action.building is None:
        assert building is not None
        events.append(UseSkipped(action.seat, building))
    else:
        use_building(state, action, events)
    end_turn(state, events)


def end_turn(state: GameState, events: list[Event]) -> None:
    """Owner VP (SC-45, R-18), the new demand after a departure (SC-59), or the next seat's turn."""
    if state.phase == Phase.END:
        return
    seat = state.turn
    building = state.players[seat].figure
    if building is not None and (not state.harbour_turn or state.options["owner_vp_on_harbour_turns"]):
        owner = owner_of(state, building)
        if owner is not None and owner != seat:
            state.players[owner].vp += 1
            events.append(OwnerPaid(owner, seat, building))
    state.to_move = seat
    if state.demand_due:
        state.phase = Phase.DEMAND
        return
    start_turn(state, (seat + 1) % state.num_players, events)


def after_demand(state: GameState, events: list[Event]) -> None:
    """Once a demand is set: the waiting delivery round (R-21), else the next seat's turn."""
    if state.phase == Phase.END or state.demand_due:
        return
    if state.harbour_after_demand:
        state.harbour_after_demand = False
        start_delivery(state, events)
        return
    start_turn(state, (state.turn + 1) % state.num_players, events)


# --- the delivery round -----------------------------------------------------------------------------


def start_delivery(state: GameState, events: list[Event]) -> None:
    """A delivery round for all, the mover first (SC-46, SC-47)."""
    state.phase = Phase.DELIVER
    state.passed = []
    state.to_move = state.turn
    events.append(RoundStarted(state.turn))
    next_deliverer(state, events)


def next_deliverer(state: GameState, events: list[Event]) -> None:
    """The next seat still in the round that can deliver; seats that cannot pass (R-19); all out ends it."""
    n = state.num_players
    seat = state.to_move
    for _ in range(n):
        if seat not in state.passed:
            if can_deliver(state, seat):
                state.to_move = seat
                return
            state.passed.append(seat)
            events.append(Passed(seat, forced=True))
        seat = (seat + 1) % n
    state.passed = []
    state.to_move = state.turn
    events.append(RoundEnded(False))
    move_marker(state, state.turn, 1, events)
    end_turn(state, events)


def after_delivery(state: GameState, seat: int, events: list[Event]) -> None:
    """After a delivery: a filled ship leaves and the round ends at once (SC-50); else the next seat."""
    if not any(state.dice.values()):
        state.passed = []
        state.to_move = state.turn
        events.append(RoundEnded(True))
        depart(state, state.turn, events)
        end_turn(state, events)
        return
    state.to_move = (seat + 1) % state.num_players
    next_deliverer(state, events)


def pass_round(state: GameState, seat: int, events: list[Event]) -> None:
    """``seat`` is out of this delivery round."""
    state.passed.append(seat)
    events.append(Passed(seat))
    state.to_move = (seat + 1) % state.num_players
    next_deliverer(state, events)
