"""What a table shows: the only shapes of a Santiago game other layers (bot, images, AI) receive.

:func:`public_view` is what everyone sees; :func:`player_view` adds one seat's own holdings when
``hidden_holdings`` is on (R-3) and its legal moves. Both are built field by field, so the rolls not used
yet (the only secret, SC-6) have no field to slip into.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.santiago.actions import Car
from rules.santiago.engine import legal_list
from rules.santiago.holdings import markers_left, supplies
from rules.santiago.layout import layout_of
from rules.santiago.notation import parse
from rules.santiago.ship import can_deliver, marker_flag
from rules.santiago.state import GameState, Phase
from rules.santiago.turn import give_options
from rules.views import JsonView


@dataclass(frozen=True, slots=True)
class Holdings:
    """What a seat holds: pesos, VP and goods (hidden from others under ``hidden_holdings``)."""

    pesos: int
    vp: int
    goods: dict[str, int]


@dataclass(frozen=True, slots=True)
class PlayerPublic:
    """A seat as everyone sees it; ``holdings`` is ``None`` when hidden (R-3)."""

    seat: int
    name: str
    figure: str | None
    owns: tuple[str, ...]
    markers_left: int
    holdings: Holdings | None


@dataclass(frozen=True, slots=True)
class PublicView(JsonView):
    """The table: layout, car, face-down Cubaner, ship and marker, used rolls, players, whose decision."""

    phase: Phase
    turn: int
    to_move: int | None
    awaiting: tuple[int, ...]
    options: dict[str, bool]
    cubaner: tuple[str, ...]
    buildings: dict[str, str]
    car: int
    face_down: tuple[str, ...]
    ship: int
    departed: int
    marker: str
    dice: dict[str, int]
    aside: str | None
    rolls_used: tuple[dict[str, int], ...]
    supply: dict[str, int]
    players: tuple[PlayerPublic, ...]
    moves: tuple[str, ...]
    flow: dict[str, Any]


@dataclass(frozen=True, slots=True)
class PlayerView(JsonView):
    """The table as one seat sees it: the public view, its own holdings and its legal moves now."""

    seat: int
    public: PublicView
    holdings: Holdings
    legal: tuple[str, ...]
    roll: dict[str, int] | None = None
    """The 5 dice just rolled for the new demand, shown to the roller alone while they choose (SC-60)."""


FLOW: tuple[str, ...] = (
    "demand_due",
    "harbour_after_demand",
    "harbour_turn",
    "givers",
    "passed",
    "use_building",
)
"""Where the turn stands, as everyone at the table knows it (the state's own field names)."""


def _copy(value: Any) -> Any:
    """A list copied, anything else as it is."""
    return list(value) if isinstance(value, list) else value


def _holdings(state: GameState, seat: int) -> Holdings:
    """One seat's pesos, VP and goods."""
    p = state.players[seat]
    return Holdings(p.pesos, p.vp, dict(p.goods))


def public_view(state: GameState) -> PublicView:
    """What everyone at the table sees."""
    hidden = state.options["hidden_holdings"]
    return PublicView(
        phase=state.phase,
        turn=state.turn,
        to_move=None if state.phase == Phase.END else state.to_move,
        awaiting=() if state.phase == Phase.END else (state.to_move,),
        options=dict(state.options),
        cubaner=tuple(state.setup["cubaner"]),
        buildings=dict(state.setup["buildings"]),
        car=state.car,
        face_down=tuple(sorted(state.face_down)),
        ship=state.ship,
        departed=state.departed,
        marker=marker_flag(state),
        dice=dict(state.dice),
        aside=state.aside,
        rolls_used=tuple(dict(r) for r in state.setup["rolls"][: state.rolls_used]),
        supply=supplies(state),
        players=tuple(
            PlayerPublic(
                s,
                p.name,
                p.figure,
                tuple(p.owns),
                markers_left(state, s),
                None if hidden else _holdings(state, s),
            )
            for s, p in enumerate(state.players)
        ),
        moves=tuple(state.moves),
        flow={name: _copy(getattr(state, name)) for name in FLOW},
    )


def player_view(state: GameState, seat: int) -> PlayerView:
    """What ``seat`` sees: the table, its own holdings, its legal moves as notation lines and, while it
    sets the new demand, the roll it chooses from."""
    return PlayerView(
        seat,
        public_view(state),
        _holdings(state, seat),
        tuple(str(a) for a in legal_list(state, seat)),
        pending_roll(state, seat),
    )


def pending_roll(state: GameState, seat: int) -> dict[str, int] | None:
    """The roll ``seat`` keeps 4 of 5 dice from, when it is setting the demand now; else ``None``."""
    if state.phase != Phase.DEMAND or state.to_move != seat:
        return None
    return dict(state.setup["rolls"][state.rolls_used])


def round_seats(state: GameState) -> tuple[int, ...]:
    """The seats a running delivery round or El Zorro tribute may still ask, in the order it asks them
    (the one asked now first), as the table can tell: under hidden holdings every seat still in it,
    else only those whose holdings leave them a choice (the rest pass or give by themselves, R-11,
    R-19). Empty outside a round; the bot pings these people once, when the round begins."""
    hidden = state.options["hidden_holdings"]
    if state.phase == Phase.GIVE:
        return tuple(s for s in state.givers if hidden or len(give_options(state, s)) > 1)
    if state.phase != Phase.DELIVER:
        return ()
    n = state.num_players
    order = [(state.to_move + k) % n for k in range(n)]
    return tuple(s for s in order if s not in state.passed and (hidden or can_deliver(state, s)))


@dataclass(frozen=True, slots=True)
class CarChoice:
    """One legal car move: ``steps`` stations to ``station`` (the ``cubaner`` there; ``None``: the harbour)
    for ``cost`` pesos."""

    steps: int
    station: int
    cubaner: str | None
    cost: int


def car_choices(view: PlayerView) -> tuple[CarChoice, ...]:
    """The car moves among ``view.legal``, fewest steps first, with where each ends and its fare (SC-19:
    steps − 1 pesos); empty when the seat is not moving the car now."""
    public = view.public
    at_station = layout_of({"cubaner": public.cubaner, "buildings": public.buildings}).station_cubaner
    out = []
    for line in view.legal:
        action = parse(line)
        if isinstance(action, Car):
            station = (public.car + action.steps) % len(at_station)
            out.append(CarChoice(action.steps, station, at_station[station], action.steps - 1))
    return tuple(sorted(out, key=lambda c: c.steps))
