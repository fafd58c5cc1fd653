"""The whole game as plain data: JSON round-trips exactly and copies cheaply.

Secrets live in named places (``PlayerState.hand_scoring``, ``chips``, ``discarded``, ``new_card``;
``GameState.tiles`` of face-down sites, ``box``, ``chip_pile``, ``deck``) so the views can leave them
out by construction. All chance is settled at setup from the seed (tile layout, deck and chip-pile
order, start player, random sets) and stored in the state, so a game replays exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class Phase(StrEnum):
    """What the game waits for: a draft (a set or a pile), the discard (round 2, simultaneous), the
    landing, card play, or nothing (the end). Stored as its plain string value."""

    DRAFT = "draft"
    DISCARD = "discard"
    LANDING = "landing"
    PLAY = "play"
    END = "end"


PHASES: tuple[Phase, ...] = tuple(Phase)
"""Every phase, in the order a round goes through them."""


@dataclass(slots=True)
class PlayerState:
    """One seat: score marker, supply, hands, played cards, bird chips, and its points by category."""

    name: str
    score: int = 0
    arrival: int = 0
    supply: dict[str, int] = field(default_factory=dict)
    destroyed: dict[str, int] = field(default_factory=dict)
    set_letter: str | None = None
    hand_building: dict[str, int] = field(default_factory=dict)
    played_building: list[str] = field(default_factory=list)
    hand_scoring: list[str] = field(default_factory=list)
    played_scoring: list[str] = field(default_factory=list)
    chips: list[int] = field(default_factory=list)
    joined: bool = False
    new_card: str | None = None
    discarded: str | None = None
    breakdown: dict[str, int] = field(default_factory=dict)

    def clone(self) -> PlayerState:
        """A deep copy (every container is new)."""
        return PlayerState(
            self.name,
            self.score,
            self.arrival,
            dict(self.supply),
            dict(self.destroyed),
            self.set_letter,
            dict(self.hand_building),
            list(self.played_building),
            list(self.hand_scoring),
            list(self.played_scoring),
            list(self.chips),
            self.joined,
            self.new_card,
            self.discarded,
            dict(self.breakdown),
        )

    def cards_in_hand(self) -> int:
        """Building and scoring cards still to play this round."""
        return sum(self.hand_building.values()) + len(self.hand_scoring)


@dataclass(slots=True)
class PendingDouble:
    """A double move under way: its kind and the builds done so far."""

    kind: str
    done: int = 0


@dataclass(slots=True)
class GameState:
    """Everything about one game of Santa Cruz.

    ``setup`` is the starting deal exactly as a game record stores it and ``moves`` the notation
    lines so far (a double move merged into one line), so a state can always be exported as a record.
    """

    players: list[PlayerState]
    options: dict[str, Any]
    setup: dict[str, Any]
    tiles: dict[str, str]
    box: list[str]
    face_up: set[str]
    occupants: dict[str, tuple[int, ...]]
    chip_pile: list[int]
    deck: list[str]
    round: int = 1
    phase: Phase = Phase.DRAFT
    start_player: int = 0
    turn: int = 0
    draft_order: list[int] = field(default_factory=list)
    available: list[str] = field(default_factory=list)
    piles: dict[str, list[str]] = field(default_factory=dict)
    double: PendingDouble | None = None
    arrivals: int = 0
    last_card_seat: int | None = None
    seed: int | None = None
    moves: list[str] = field(default_factory=list)

    @property
    def num_players(self) -> int:
        return len(self.players)

    def clone(self) -> GameState:
        """A deep copy; ``setup`` and ``tiles`` never change after setup and are shared."""
        d = self.double
        return GameState(
            [p.clone() for p in self.players],
            self.options,
            self.setup,
            self.tiles,
            list(self.box),
            set(self.face_up),
            dict(self.occupants),
            list(self.chip_pile),
            list(self.deck),
            self.round,
            self.phase,
            self.start_player,
            self.turn,
            list(self.draft_order),
            list(self.available),
            {k: list(v) for k, v in self.piles.items()},
            PendingDouble(d.kind, d.done) if d else None,
            self.arrivals,
            self.last_card_seat,
            self.seed,
            list(self.moves),
        )

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict; :meth:`from_dict` gives back an equal state."""
        return {
            "players": [_player_to_dict(p) for p in self.players],
            "options": dict(self.options),
            "setup": self.setup,
            "tiles": dict(self.tiles),
            "box": list(self.box),
            "face_up": sorted(self.face_up),
            "occupants": {s: list(o) for s, o in sorted(self.occupants.items())},
            "chip_pile": list(self.chip_pile),
            "deck": list(self.deck),
            "round": self.round,
            "phase": self.phase.value,
            "start_player": self.start_player,
            "turn": self.turn,
            "draft_order": list(self.draft_order),
            "available": list(self.available),
            "piles": {k: list(v) for k, v in self.piles.items()},
            "double": {"kind": self.double.kind, "done": self.double.done} if self.double else None,
            "arrivals": self.arrivals,
            "last_card_seat": self.last_card_seat,
            "seed": self.seed,
            "moves": list(self.moves),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameState:
        """Rebuild a state written by :meth:`to_dict`."""
        d = data["double"]
        return cls(
            players=[_player_from_dict(p) for p in data["players"]],
            options=dict(data["options"]),
            setup=data["setup"],
            tiles=dict(data["tiles"]),
            box=list(data["box"]),
            face_up=set(data["face_up"]),
            occupants={s: tuple(o) for s, o in data["occupants"].items()},
            chip_pile=list(data["chip_pile"]),
            deck=list(data["deck"]),
            round=data["round"],
            phase=Phase(data["phase"]),
            start_player=data["start_player"],
            turn=data["turn"],
            draft_order=list(data["draft_order"]),
            available=list(data["available"]),
            piles={k: list(v) for k, v in data["piles"].items()},
            double=PendingDouble(d["kind"], d["done"]) if d else None,
            arrivals=data["arrivals"],
            last_card_seat=data["last_card_seat"],
            seed=data["seed"],
            moves=list(data["moves"]),
        )


_PLAYER_FIELDS = tuple(PlayerState.__slots__)  # type: ignore[attr-defined]


def _player_to_dict(p: PlayerState) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in _PLAYER_FIELDS:
        value = getattr(p, name)
        out[name] = value.copy() if isinstance(value, dict | list) else value
    return out


def _player_from_dict(data: dict[str, Any]) -> PlayerState:
    return PlayerState(**{name: data[name] for name in _PLAYER_FIELDS}).clone()
