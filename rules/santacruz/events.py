"""What happened: events returned by ``apply``, driving the log, the messages and the score checks.

An event whose ``SECRET`` names fields is private to ``seat``: :func:`for_viewer` blanks those fields
for anyone else, so the bot can publish events without leaking a scoring card or a bird-chip value.
An event whose ``REVEALS`` is set showed something hidden (a face-down tile turned, a bird chip drawn,
a scoring card dealt or shown from a hand, a round's scoring, the chips turned at the end): a move
with one cannot be taken back (issue 20). The rest show only what the table already knew.
Events are read-only by convention; they are not frozen dataclasses because they are made on the
engine's hot path, where a frozen dataclass costs four times as much to construct.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import ClassVar

from rules import events


@dataclass(slots=True)
class Event(events.Event):
    """Base of all Santa Cruz events; ``SECRET`` lists the fields only the event's ``seat`` may see."""

    SECRET: ClassVar[tuple[str, ...]] = ()


@dataclass(slots=True)
class SetPicked(Event):
    """A seat took a set (round 1) or a pile with its public scoring cards (round 2)."""

    seat: int
    letter: str
    round: int
    scoring: tuple[str, ...] = ()


@dataclass(slots=True)
class ScoringCardDrawn(Event):
    """Round 2 begins with a new secret scoring card for each seat."""

    REVEALS: ClassVar[str] = "card_dealt"
    SECRET: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    card: str | None


@dataclass(slots=True)
class Discarded(Event):
    """A seat discarded a scoring card in round 2; which one stays secret."""

    SECRET: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    card: str | None


@dataclass(slots=True)
class CardPlayed(Event):
    """A card left a hand: a building card kind (``mode`` is a double move's kind) or, with
    ``scoring``, a scoring card (needed: "river" names both a building card and a scoring card)."""

    seat: int
    card: str
    mode: str | None = None
    scoring: bool = False

    def reveals(self) -> str:
        """A scoring card played leaves a hidden hand (and scores): it is shown to the table."""
        return "scoring_card" if self.scoring else ""


@dataclass(slots=True)
class Built(Event):
    """A building was placed; ``joined`` when it used the join privilege."""

    seat: int
    site: str
    building: str
    landing: bool = False
    joined: bool = False


@dataclass(slots=True)
class BuildFailed(Event):
    """A river build onto a face-down tile that demanded a building the seat no longer had."""

    seat: int
    site: str
    building: str


@dataclass(slots=True)
class NoBuild(Event):
    """A building card (or one build of a double move) was played where nothing could be built."""

    seat: int
    kind: str


@dataclass(slots=True)
class TileRevealed(Event):
    """A face-down tile was turned face up."""

    REVEALS: ClassVar[str] = "tile"

    site: str
    tile: str


@dataclass(slots=True)
class Scored(Event):
    """A seat's score changed by ``points`` for ``category`` (see ``scoring.CATEGORIES``)."""

    seat: int
    points: int
    category: str
    source: str


@dataclass(slots=True)
class ChipDrawn(Event):
    """A bird chip was drawn; its value is the drawer's secret until the game ends."""

    REVEALS: ClassVar[str] = "chip"
    SECRET: ClassVar[tuple[str, ...]] = ("value",)
    seat: int
    value: int | None


@dataclass(slots=True)
class ChipPileEmpty(Event):
    """A bird tile was built on, but no bird chip was left to draw."""

    seat: int


@dataclass(slots=True)
class BuildingsDestroyed(Event):
    """The eruption removed these buildings (site, seat, building) until round 2."""

    removed: tuple[tuple[str, int, str], ...]


@dataclass(slots=True)
class RoundEnded(Event):
    """A round is over; ``ranks`` lists seats best first."""

    REVEALS: ClassVar[str] = "round"

    round: int
    ranks: tuple[int, ...]


@dataclass(slots=True)
class RoundStarted(Event):
    """Landing begins; ``order`` is the turn order of this round, start player first."""

    round: int
    order: tuple[int, ...]


@dataclass(slots=True)
class ChipsRevealed(Event):
    """At the game end a seat turns its bird chips face up."""

    REVEALS: ClassVar[str] = "chips"

    seat: int
    values: tuple[int, ...]


@dataclass(slots=True)
class GameEnded(Event):
    """The game is over; ``ranks`` lists seats best first, the winner first of all."""

    REVEALS: ClassVar[str] = "end"

    ranks: tuple[int, ...]
    scores: tuple[int, ...]


def is_secret(event: Event, viewer: int | None) -> bool:
    """Whether ``event`` holds something ``viewer`` (a seat, or ``None`` for the public) may not see."""
    return bool(event.SECRET) and getattr(event, "seat", None) != viewer


def for_viewer(event: Event, viewer: int | None) -> Event:
    """``event`` as ``viewer`` may see it: secret fields blanked unless the viewer owns the event."""
    if not is_secret(event, viewer):
        return event
    return dataclasses.replace(event, **{name: None for name in event.SECRET})


def built_sites(events: list[Event]) -> frozenset[str]:
    """Sites the last action built on or cleared (what a board marks as the last move)."""
    sites = {e.site for e in events if isinstance(e, Built)}
    for e in events:
        if isinstance(e, BuildingsDestroyed):
            sites.update(site for site, _, _ in e.removed)
    return frozenset(sites)
