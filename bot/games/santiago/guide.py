"""The guide of a Santiago de Cuba practice table (issue 44): what happens for the first time, and what it
means for the player, told as a patient friend who knows the game would, in the reader's language.

The core asks :func:`entries` for the deal and for every move the table shows, and shows each entry's key
once per table, so an entry is named every time it applies and the first one stands. The sentences are
the catalogue ``guide/<lang>.ftl`` beside this module (terms of ``rules/santiago/GLOSSARY.md``); the facts
they name are the move's events that the table tells anyway (the car, the dice on the ship, the value
marker, who owns what) and the rules' own numbers, never what a player holds, which a game with hidden
holdings keeps from the others.

Where a picture explains better (:data:`PICTURED`: the car's drive, the ship's demand, the harbour's
delivery round, a ship sailing, El Zorro, a Cubaner turned face down), the entry carries one: the table's
own drawing cut down to what the entry speaks of (:mod:`render.santiago.rulebook`), from the public view
of the table as the move left it, bound when the entry is made and drawn only when the core shows it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

from PIL import Image

from bot.games.seam import GuideEntry, LiveGame, seat_names
from render.santiago import rulebook as draw
from render.santiago.marks import LastMove, last_move
from rules.i18n import Catalogue, join_list
from rules.santiago import gamedata
from rules.santiago.events import (
    BuildingUsed,
    CarMoved,
    DemandSet,
    Event,
    FigureMoved,
    FigureStayed,
    GameEnded,
    HarbourSkipped,
    MarkerMoved,
    OwnerPaid,
    RoundStarted,
    ShipDeparted,
    TileTurned,
)
from rules.santiago.messages import building_as, good, wants
from rules.santiago.messages import render as say
from rules.santiago.state import GameState
from rules.santiago.views import PublicView, public_view

CATALOGUE = Catalogue.from_files("santiago_guide", Path(__file__).parent / "guide")
"""The guide's sentences in every language (``guide.<entry>``, ``guide.gift.<cubaner>``)."""

_COMP = gamedata.components()
_CUBANER = gamedata.cubaner()
_HARBOUR_OFFICE = "harbour_office"
_NEWSPAPER = "newspaper"
_OWN_ENTRY = ("el_zorro", "alonso")
"""The Cubaner with an entry of their own; every other one shares ``cubaner`` with what it gives."""

KEYS: tuple[str, ...] = (
    "start",
    "demand",
    "car",
    "skip",
    "cubaner",
    *_OWN_ENTRY,
    "figure",
    "use",
    "owner",
    "face_down",
    "harbour",
    _HARBOUR_OFFICE,
    "sail",
    "goods_left",
    "end",
)
"""Every entry of the guide, roughly in the order a game meets them."""


PICTURED: dict[str, Callable[[PublicView, LastMove], Image.Image]] = {
    "car": draw.drive,
    "demand": lambda view, last: draw.sail(view),
    "harbour": draw.harbour,
    "sail": lambda view, last: draw.sail(view),
    "el_zorro": draw.tribute,
    "face_down": lambda view, last: draw.cubaner(view),
}
"""The entries with a picture, and how each is drawn from the table's public view and the move's marks:
the road where the car went, the ship with its demand (the dice, the one set aside, the value marker),
the harbour with the value marker, the dice and who has passed, El Zorro's tile with who gives the
tribute, the nine Cubaner with the one turned face down."""


def _text(key: str, **params: Any) -> str:
    """The guide's sentence ``guide.<key>`` in the language in force."""
    return CATALOGUE.text(f"guide.{key}", **params)


def entries(live: LiveGame, before: GameState | None, events: Sequence[Event]) -> list[GuideEntry]:
    """The entries that come up with the move from ``before`` to ``live``'s state (its ``events``), or with
    the deal when ``before`` is ``None``, in the order the move met them."""
    names = seat_names(say, live)
    if before is None:
        roller = names[len(names) - 1]
        return [GuideEntry("start", _text("start", roller=roller, ships=_COMP.ships))]
    found: list[GuideEntry] = []
    view: PublicView | None = None
    for index, event in enumerate(events):
        made = _on(event, events[:index], events[index + 1 :], before, names)
        if any(entry.key in PICTURED for entry in made):
            view = view or public_view(live.state)
            made = [_pictured(entry, view, event, events) for entry in made]
        found += made
    return found


def _pictured(entry: GuideEntry, view: PublicView, event: Event, events: Sequence[Event]) -> GuideEntry:
    """``entry`` (brought up by ``event``) with its picture, when it has one: drawn later from ``view``
    (the table as the move left it, public facts only) with the marks of the move's ``events``; the car's
    drive is ``event``'s, with the car where it stopped (a move may drive twice)."""
    if entry.key not in PICTURED:
        return entry
    last = last_move(events)
    if isinstance(event, CarMoved):
        view = dataclasses.replace(view, car=event.end)
        last = dataclasses.replace(last, car=(event.start, event.steps))
    return dataclasses.replace(entry, picture=partial(_picture, entry.key, view, last))


def _picture(key: str, view: PublicView, last: LastMove) -> bytes:
    """The picture of entry ``key``, as PNG, in the language in force."""
    return draw.png(PICTURED[key](view, last))


def _on(
    event: Event, earlier: Sequence[Event], rest: Sequence[Event], before: GameState, names: Sequence[str]
) -> list[GuideEntry]:
    """The entries ``event`` brings up (``earlier`` and ``rest``: the events of the same move before and
    after it)."""
    if isinstance(event, DemandSet):
        return [_demand(event, names)]
    if isinstance(event, CarMoved):
        return _car(event, rest, names)
    if isinstance(event, HarbourSkipped):
        return [GuideEntry("skip", _text("skip", name=names[event.seat]))]
    if isinstance(event, FigureMoved):
        building = building_as(event.building, "to")
        return [GuideEntry("figure", _text("figure", name=names[event.seat], building=building))]
    if isinstance(event, BuildingUsed):
        return _used(event, rest, names)
    if isinstance(event, OwnerPaid):
        building = building_as(event.building, "at")
        said = _text("owner", owner=names[event.owner], name=names[event.seat], building=building)
        return [GuideEntry("owner", said)]
    if isinstance(event, TileTurned) and not event.face_up:
        return [_face_down(event, earlier, before, names)]
    if isinstance(event, RoundStarted):
        value = _flag(before, earlier)
        return [GuideEntry("harbour", _text("harbour", name=names[event.seat], value=value))]
    if isinstance(event, ShipDeparted):
        return _departed(event, names)
    if isinstance(event, GameEnded):
        return _ended(event, names)
    return []


def _demand(event: DemandSet, names: Sequence[str]) -> GuideEntry:
    """A new demand: what the ship wants and the good set aside (or a ship that wants nothing)."""
    name = names[event.seat]
    if not any(event.dice.values()):
        return GuideEntry("demand", _text("demand_empty", name=name, ship=event.ship))
    said = _text("demand", name=name, ship=event.ship, wants=wants(event.dice), aside=good(event.aside))
    return GuideEntry("demand", said)


def _car(event: CarMoved, rest: Sequence[Event], names: Sequence[str]) -> list[GuideEntry]:
    """The car's drive, and the Cubaner it stops at (unless turned face down, which gives nothing)."""
    name = names[event.seat]
    found = [GuideEntry("car", _text("car", name=name, steps=event.steps, paid=event.paid))]
    cubaner = event.cubaner if event.end != 0 else None
    if cubaner is None or any(isinstance(e, FigureStayed) and e.reason == "face_down" for e in rest):
        return found
    if cubaner in _OWN_ENTRY:
        return [*found, GuideEntry(cubaner, _text(cubaner, name=name))]
    gift = _text(f"gift.{cubaner}")
    said = _text("cubaner", name=name, cubaner=_CUBANER[cubaner].name, gift=gift)
    return [*found, GuideEntry("cubaner", said)]


def _used(event: BuildingUsed, rest: Sequence[Event], names: Sequence[str]) -> list[GuideEntry]:
    """A building used: the harbour office with where it moved the value marker, or any other used from
    the figure's place (not through Alonso) with what it does."""
    name = names[event.seat]
    if event.building == _HARBOUR_OFFICE:
        flag = next((e.after for e in rest if isinstance(e, MarkerMoved)), None)
        if flag is None:
            return []
        return [GuideEntry(_HARBOUR_OFFICE, _text(_HARBOUR_OFFICE, name=name, flag=flag))]
    if event.alonso:
        return []
    effect = say(f"ui.rules.effect.{event.building}")
    said = _text("use", name=name, building=building_as(event.building, "the"), effect=effect)
    return [GuideEntry("use", said)]


def _face_down(
    event: TileTurned, earlier: Sequence[Event], before: GameState, names: Sequence[str]
) -> GuideEntry:
    """A Cubaner turned face down, by whoever used the newspaper (the player whose turn it is)."""
    users = [e.seat for e in earlier if isinstance(e, BuildingUsed) and e.building == _NEWSPAPER]
    seat = users[-1] if users else before.turn
    said = _text("face_down", name=names[seat], cubaner=_CUBANER[event.cubaner].name)
    return GuideEntry("face_down", said)


def _flag(before: GameState, earlier: Sequence[Event]) -> str:
    """The flag under the value marker after ``earlier`` (a new ship starts it on the first flag)."""
    flag = _COMP.flags[before.marker]
    for event in earlier:
        if isinstance(event, MarkerMoved):
            flag = event.after
        elif isinstance(event, ShipDeparted):
            flag = _COMP.flags[0]
    return flag


def _departed(event: ShipDeparted, names: Sequence[str]) -> list[GuideEntry]:
    """A ship sailed (the last one ends the game: :func:`_ended` tells that); before the last, what the
    goods left will be worth."""
    ships = _COMP.ships
    if event.departed >= ships:
        return []
    said = _text("sail", name=names[event.seat], ship=event.ship, departed=event.departed, ships=ships)
    found = [GuideEntry("sail", said)]
    if event.departed == ships - 1:
        found.append(GuideEntry("goods_left", _text("goods_left")))
    return found


def _ended(event: GameEnded, names: Sequence[str]) -> list[GuideEntry]:
    """The end: what the goods left gave, and who won with how many VP (as the last table shows)."""
    winners = [seat for seat, place in enumerate(event.places) if place == 1]
    said = _text(
        "end",
        ships=_COMP.ships,
        winners=join_list([names[s] for s in winners]),
        count=len(winners),
        score=event.scores[winners[0]],
    )
    return [GuideEntry("goods_left", _text("goods_left_end")), GuideEntry("end", said)]
