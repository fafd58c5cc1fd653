"""Hand-made Santiago positions for the tests: layout L1 of SCENARIOS.md, holdings as listed, rest 0.

``table(...)`` builds a state at the start of ``turn``'s car move (forced steps not yet applied);
``begin(state)`` starts that turn as the engine would (a 0-peso seat's car moves by itself).
"""

from __future__ import annotations

from typing import Any, TypeVar

import pytest

from rules.santiago import gamedata
from rules.santiago.engine import apply_in_place, legal_list
from rules.santiago.errors import ActionError, IllegalAction
from rules.santiago.events import Event
from rules.santiago.invariants import board_violations, holding_violations, ship_violations
from rules.santiago.setup import from_setup
from rules.santiago.state import GameState, Phase
from rules.santiago.turn import start_turn

L1_CUBANER = ["miguel", "maria", "jose", "el_zorro", "pedro", "alonso", "conchita", "pablo", "martinez"]
L2_CUBANER = ["pedro", "alonso", "jose", "miguel", "el_zorro", "maria", "conchita", "pablo", "martinez"]
L1_BUILDINGS = {
    "W1": "church",
    "W2": "casino",
    "W3": "newspaper",
    "Y1": "distillery",
    "Y2": "cafe",
    "Y3": "trading_office",
    "B1": "cigar_factory",
    "B2": "black_market",
    "B3": "bank",
    "X1": "customs",
    "X2": "harbour_office",
    "X3": "sawmill",
}
SHIP = {"sugar": 1, "citrus": 1, "tobacco": 1, "rum": 1}
DEFAULT_ROLL = {"sugar": 1, "citrus": 2, "tobacco": 1, "rum": 2, "cigars": 1}
GOODS = gamedata.components().goods
FLAGS = gamedata.components().flags
E = TypeVar("E", bound=Event)


def table(
    players: int,
    *,
    turn: int = 0,
    car: int = 0,
    ship: dict[str, int] | None = None,
    marker: str = "2",
    departed: int = 0,
    rolls: dict[int, dict[str, int]] | None = None,
    seats: dict[int, dict[str, Any]] | None = None,
    cubaner: list[str] | None = None,
    face_down: tuple[str, ...] = (),
    options: dict[str, bool] | None = None,
) -> GameState:
    """A position: seats listed by ``seats`` (``pesos``, ``vp``, goods, ``figure`` as a space or building
    id, ``owns``); anything not listed is 0. ``ship`` is the 4 dice on the ship (``None``: no demand)."""
    all_rolls = [dict(DEFAULT_ROLL) for _ in range(7)]
    for k, roll in (rolls or {}).items():
        all_rolls[k] = {**DEFAULT_ROLL, **roll}
    setup = {"cubaner": list(cubaner or L1_CUBANER), "buildings": dict(L1_BUILDINGS), "rolls": all_rolls}
    state = from_setup([f"P{i}" for i in range(players)], options or {}, setup)
    for seat, p in enumerate(state.players):
        spec = (seats or {}).get(seat, {})
        p.pesos = spec.get("pesos", 0)
        p.vp = spec.get("vp", 0)
        p.goods = {g: spec.get(g, 0) for g in GOODS}
        figure = spec.get("figure")
        p.figure = L1_BUILDINGS.get(figure, figure) if figure else None
        p.owns = list(spec.get("owns", []))
    state.car = car
    state.marker = FLAGS.index(marker)
    state.departed = departed
    if ship is not None:
        state.dice = dict(ship)
        state.aside = next(g for g in gamedata.components().die_goods if g not in ship)
        state.rolls_used = departed + 1
        all_rolls[departed] = {**all_rolls[departed], **ship}
    else:
        state.rolls_used = departed
        state.demand_due = True
    state.face_down = list(face_down)
    state.phase = Phase.CAR
    state.turn = state.to_move = turn
    return state


def begin(state: GameState) -> list[Event]:
    """Start the turn of ``state.turn`` as the engine does (forced car move at 0 pesos)."""
    events: list[Event] = []
    start_turn(state, state.turn, events)
    return events


def play(state: GameState, *lines: str) -> list[Event]:
    """Apply each line in place; returns all events."""
    events: list[Event] = []
    for line in lines:
        events += apply_in_place(state, line)
    return events


def legal(state: GameState, seat: int | None = None) -> set[str]:
    """The legal lines of ``seat`` (the awaited one by default)."""
    return {str(a) for a in legal_list(state, state.to_move if seat is None else seat)}


def refused(state: GameState, line: str, kind: type[ActionError] = IllegalAction) -> ActionError:
    """Assert that ``line`` is refused with exactly ``kind`` (``IllegalAction`` or ``InvalidAction``, not
    the other) and leaves the state as it was."""
    before = state.clone()
    with pytest.raises(ActionError) as info:
        apply_in_place(state, line)
    assert type(info.value) is kind, f"{line!r} raised {type(info.value).__name__}, not {kind.__name__}"
    assert state == before
    return info.value


def of(events: list[Event], kind: type[E]) -> list[E]:
    """The events of type ``kind``, in order."""
    return [e for e in events if isinstance(e, kind)]


def consistent(state: GameState) -> None:
    """Assert the state keeps the invariants (goods conserved, no negative holdings, one figure per
    building, dice within their roll, game over exactly at the 7th ship)."""
    assert holding_violations(state) + board_violations(state) + ship_violations(state) == []


def goods(state: GameState, seat: int) -> dict[str, int]:
    """The non-zero goods of ``seat``."""
    return {g: n for g, n in state.players[seat].goods.items() if n}


def using(state: GameState, seat: int, building: str) -> GameState:
    """Put ``seat``'s figure on ``building`` and await its use there (as after the figure step)."""
    state.players[seat].figure = building
    state.turn = state.to_move = seat
    state.phase = Phase.USE
    state.use_building = building
    return state


def delivering(state: GameState, seat: int, mover: int = 0) -> GameState:
    """A delivery round started by ``mover`` in which it is ``seat``'s turn."""
    state.turn = mover
    state.to_move = seat
    state.phase = Phase.DELIVER
    state.car = 0
    state.harbour_turn = True
    return state
