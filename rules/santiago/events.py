"""What happened: the events ``apply`` returns, driving the log, the narration and the checks.

Nothing in Santiago de Cuba is secret except the unused demand rolls, which no event holds, so every
event may be shown to everyone. A ship's departure and a new demand show a fresh roll (to the roller,
then to all): their ``REVEALS`` is set, so such a move cannot be taken back. The base
:class:`~rules.events.Event` is shared by all games.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rules.events import Event


@dataclass(slots=True)
class DemandSet(Event):
    """``seat`` set ship ``ship``'s demand: ``dice`` on the ship, ``aside`` showing ``aside_face``."""

    seat: int
    ship: int
    dice: dict[str, int]
    aside: str
    aside_face: int
    REVEALS: ClassVar[str] = "roll"


@dataclass(slots=True)
class CarMoved(Event):
    """The car went ``steps`` stations from ``start`` (``origin`` there) to ``end`` (``cubaner`` there;
    ``None`` is the harbour) for ``paid`` pesos."""

    seat: int
    start: int
    end: int
    steps: int
    paid: int
    origin: str | None
    cubaner: str | None
    forced: bool = False


@dataclass(slots=True)
class HarbourSkipped(Event):
    """The car passed the harbour: no delivery round; the value marker moves right."""

    seat: int


@dataclass(slots=True)
class TileTurned(Event):
    """A Cubaner turned face down (newspaper) or face up again (the car left it behind)."""

    cubaner: str
    face_up: bool


@dataclass(slots=True)
class MarkerMoved(Event):
    """The value marker went from flag ``before`` to ``after`` (flag names, e.g. ``"2"``, ``"chequered"``)."""

    before: str
    after: str


@dataclass(slots=True)
class ShipDeparted(Event):
    """Ship ``ship`` left (``departed`` ships in all); ``seat`` caused it and sets the next demand."""

    seat: int
    ship: int
    departed: int
    REVEALS: ClassVar[str] = "roll"


@dataclass(slots=True)
class Gained(Event):
    """``seat`` changed holdings by ``changes`` (item → delta; items are goods, ``pesos``, ``vp``)."""

    seat: int
    source: str
    changes: dict[str, int]


@dataclass(slots=True)
class Tribute(Event):
    """An El Zorro giver handed ``item`` to ``taker`` (``item`` is ``None`` when it had nothing)."""

    giver: int
    taker: int
    item: str | None
    forced: bool = False


@dataclass(slots=True)
class Claimed(Event):
    """``seat`` put an ownership marker on ``building`` (Alonso)."""

    seat: int
    building: str


@dataclass(slots=True)
class AlonsoPassed(Event):
    """``seat`` neither claimed nor used a building at Alonso; ``forced`` when nothing else was legal."""

    seat: int
    forced: bool = False


@dataclass(slots=True)
class FigureMoved(Event):
    """``seat``'s figure went to ``building``; ``forced`` when it was the only candidate."""

    seat: int
    building: str
    forced: bool = False


@dataclass(slots=True)
class FigureStayed(Event):
    """``seat``'s figure stayed on ``building`` (``None``: off the board) for ``reason`` (SC-39)."""

    seat: int
    building: str | None
    reason: str


@dataclass(slots=True)
class BuildingUsed(Event):
    """``seat`` used ``building`` with ``args`` (through Alonso when ``alonso``)."""

    seat: int
    building: str
    args: tuple[str, ...]
    alonso: bool = False


@dataclass(slots=True)
class UseSkipped(Event):
    """``seat`` used no building: declined, or ``forced`` because no use was legal."""

    seat: int
    building: str
    forced: bool = False


@dataclass(slots=True)
class DieTurned(Event):
    """A ship die went from ``before`` to ``after``."""

    good: str
    before: int
    after: int


@dataclass(slots=True)
class OwnerPaid(Event):
    """``owner`` got 1 VP because ``seat``'s figure ended the turn on ``building``."""

    owner: int
    seat: int
    building: str


@dataclass(slots=True)
class RoundStarted(Event):
    """A delivery round began with ``seat`` (the mover)."""

    seat: int


@dataclass(slots=True)
class Delivered(Event):
    """``seat`` delivered ``count`` ``good`` (wood ``instead`` of a demanded good) for ``vp``."""

    seat: int
    good: str
    count: int
    instead: str | None
    vp: int


@dataclass(slots=True)
class Passed(Event):
    """``seat`` passed in the delivery round; ``forced`` when it could deliver nothing."""

    seat: int
    forced: bool = False


@dataclass(slots=True)
class RoundEnded(Event):
    """The delivery round ended: ``filled`` when the ship's demand was met, else everyone passed."""

    filled: bool


@dataclass(slots=True)
class GameEnded(Event):
    """The 7th ship left: final VP after converting goods, seats best first, places (1 = win)."""

    scores: tuple[int, ...]
    ranks: tuple[int, ...]
    places: tuple[int, ...]
