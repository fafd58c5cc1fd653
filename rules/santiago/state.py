"""The whole Santiago de Cuba game as plain data: JSON round-trips exactly and copies cheaply.

All chance is fixed at set-up (the Cubaner and building layout and the 7 demand rolls, in ``setup``); the
only secret is the rolls not used yet (``setup["rolls"][rolls_used:]``), which views leave out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from rules.santiago.layout import Layout


class Phase(StrEnum):
    """The decision awaited: the new demand, the car move, a Cubaner choice (Pablo, El Zorro's gift,
    Alonso), the figure step, the building use, a delivery-round turn; ``END`` once the 7th ship has
    left. Stored as its plain string value."""

    DEMAND = "demand"
    CAR = "car"
    PABLO = "pablo"
    GIVE = "give"
    ALONSO = "alonso"
    GO = "go"
    USE = "use"
    DELIVER = "deliver"
    END = "end"


PHASES: tuple[Phase, ...] = tuple(Phase)
"""Every phase."""


@dataclass(slots=True)
class PlayerState:
    """One seat: pesos, VP, goods (all six), figure (a building id; None: off the board), buildings owned."""

    name: str
    pesos: int
    vp: int
    goods: dict[str, int]
    figure: str | None = None
    owns: list[str] = field(default_factory=list)

    def clone(self) -> PlayerState:
        """A deep copy (every container is new)."""
        return PlayerState(self.name, self.pesos, self.vp, dict(self.goods), self.figure, list(self.owns))

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {
            "name": self.name,
            "pesos": self.pesos,
            "vp": self.vp,
            "goods": dict(self.goods),
            "figure": self.figure,
            "owns": list(self.owns),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> PlayerState:
        """Rebuild a player written by :meth:`to_dict`."""
        return cls(
            data["name"], data["pesos"], data["vp"], dict(data["goods"]), data["figure"], list(data["owns"])
        )


@dataclass(slots=True)
class GameState:
    """The table, the ship, whose decision is awaited, and the moves so far.

    ``turn`` is the active seat; ``to_move`` the seat whose decision is awaited (a giver or a delivering
    seat may differ from ``turn``). ``marker`` indexes the value-track flags. ``dice`` holds the 4 ship
    dice (empty while the new ship's demand is not set) and ``aside`` the set-aside good. ``demand_due``
    says a ship left during this turn; ``harbour_after_demand`` that a delivery round waits for the demand
    (R-21). ``givers`` are the El Zorro givers still to give; ``passed`` the seats out of the delivery round.
    """

    players: list[PlayerState]
    options: dict[str, bool]
    setup: dict[str, Any]
    car: int
    face_down: list[str]
    marker: int
    departed: int
    dice: dict[str, int]
    aside: str | None
    rolls_used: int
    phase: Phase
    turn: int
    to_move: int
    demand_due: bool = False
    harbour_after_demand: bool = False
    harbour_turn: bool = False
    givers: list[int] = field(default_factory=list)
    passed: list[int] = field(default_factory=list)
    use_building: str | None = None
    seed: int | None = None
    moves: list[str] = field(default_factory=list)
    layout: Layout | None = field(default=None, compare=False, repr=False)

    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def ship(self) -> int:
        """The number of the ship in port (the last one stays 7 after it left)."""
        return min(self.departed + 1, len(self.setup["rolls"]))

    def clone(self) -> GameState:
        """A deep copy; ``setup`` never changes after set-up and is shared."""
        return GameState(
            [p.clone() for p in self.players],
            self.options,
            self.setup,
            self.car,
            list(self.face_down),
            self.marker,
            self.departed,
            dict(self.dice),
            self.aside,
            self.rolls_used,
            self.phase,
            self.turn,
            self.to_move,
            self.demand_due,
            self.harbour_after_demand,
            self.harbour_turn,
            list(self.givers),
            list(self.passed),
            self.use_building,
            self.seed,
            list(self.moves),
            self.layout,
        )

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict; :meth:`from_dict` gives back an equal state."""
        out: dict[str, Any] = {name: getattr(self, name) for name in _SCALARS}
        out["phase"] = self.phase.value
        out["players"] = [p.to_dict() for p in self.players]
        out["options"] = dict(self.options)
        out["setup"] = self.setup
        out["face_down"] = list(self.face_down)
        out["dice"] = dict(self.dice)
        out["givers"] = list(self.givers)
        out["passed"] = list(self.passed)
        out["moves"] = list(self.moves)
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameState:
        """Rebuild a state written by :meth:`to_dict`."""
        return cls(
            players=[PlayerState.from_dict(p) for p in data["players"]],
            options=dict(data["options"]),
            setup=data["setup"],
            face_down=list(data["face_down"]),
            dice=dict(data["dice"]),
            givers=list(data["givers"]),
            passed=list(data["passed"]),
            moves=list(data["moves"]),
            phase=Phase(data["phase"]),
            **{name: data[name] for name in _SCALARS if name != "phase"},
        )


_SCALARS: tuple[str, ...] = (
    "car",
    "marker",
    "departed",
    "aside",
    "rolls_used",
    "phase",
    "turn",
    "to_move",
    "demand_due",
    "harbour_after_demand",
    "harbour_turn",
    "use_building",
    "seed",
)
