"""The last move, as the board marks it: the car's drive, the buildings used, the ship dice changed.

Built from the public events of the turn just played (every Santiago event is public), the way the Santa
Cruz board takes the sites just built; the bot passes the events since the board it last posted.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from rules.santiago.events import (
    BuildingUsed,
    CarMoved,
    Claimed,
    Delivered,
    DieTurned,
    Event,
    FigureMoved,
    GameEnded,
)


@dataclass(frozen=True, slots=True)
class LastMove:
    """``car`` is the drive as (start station, steps); ``buildings`` the buildings a figure went to, used
    or claimed; ``dice`` the goods whose ship die changed; ``scores`` and ``places`` the final standings
    when the move ended the game (empty otherwise)."""

    car: tuple[int, int] | None = None
    buildings: frozenset[str] = field(default_factory=frozenset)
    dice: frozenset[str] = field(default_factory=frozenset)
    scores: tuple[int, ...] = ()
    places: tuple[int, ...] = ()


NO_MOVE = LastMove()
"""Nothing to mark (a new game, or a board asked for out of turn)."""


def last_move(events: Sequence[Event]) -> LastMove:
    """What ``events`` changed that the board can mark; the latest drive when the car moved twice."""
    car: tuple[int, int] | None = None
    buildings: set[str] = set()
    dice: set[str] = set()
    scores: tuple[int, ...] = ()
    places: tuple[int, ...] = ()
    for e in events:
        if isinstance(e, CarMoved):
            car = (e.start, e.steps)
        elif isinstance(e, FigureMoved | BuildingUsed | Claimed):
            buildings.add(e.building)
        elif isinstance(e, Delivered):
            dice.add(e.instead or e.good)
        elif isinstance(e, DieTurned):
            dice.add(e.good)
        elif isinstance(e, GameEnded):
            scores, places = e.scores, e.places
    return LastMove(car, frozenset(buildings), frozenset(dice), scores, places)
