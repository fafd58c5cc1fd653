"""What just happened, in words: one sentence per event, from the catalogue of :mod:`rules.santiago.messages`.

>>> from rules.santiago.events import Delivered
>>> describe([Delivered(1, "wood", 2, "rum", 2)], ["Ann", "Ben"])
['Ben delivers 2 wood instead of rum for 2 VP.']
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from rules import i18n
from rules.santiago import gamedata
from rules.santiago.events import (
    AlonsoPassed,
    BuildingUsed,
    CarMoved,
    Claimed,
    Delivered,
    DemandSet,
    DieTurned,
    Event,
    FigureMoved,
    FigureStayed,
    Gained,
    GameEnded,
    HarbourSkipped,
    MarkerMoved,
    OwnerPaid,
    Passed,
    RoundEnded,
    RoundStarted,
    ShipDeparted,
    TileTurned,
    Tribute,
    UseSkipped,
)
from rules.santiago.messages import building, building_as, counted, good, render, wants

_CUBANER = gamedata.cubaner()
_BUILDINGS = gamedata.buildings()
MINUS = "\u2212"
"""The minus sign of a loss (``−1 VP``), as the standings picture writes it, not a hyphen (languages-2.md
DE-36, FR-40)."""


@contextmanager
def _speaking(lang: str | None) -> Iterator[None]:
    """Speak ``lang`` inside the block, or the language already in force when it is ``None``."""
    if lang is None:
        yield
    else:
        with i18n.speaking(lang):
            yield


def comment(events: Sequence[Event], lang: str | None = None) -> str:
    """The short comment a log prints after a record line, e.g. ``maria → pedro, paid 2 · +2 tobacco``.

    Cubaner and goods keep their notation ids; the words around them read in ``lang`` (default: the
    language in force).
    """
    with _speaking(lang):
        return _comment(events)


def _comment(events: Sequence[Event]) -> str:
    """:func:`comment` in the language in force."""
    parts: list[str] = []
    for e in events:
        if isinstance(e, CarMoved):
            harbour = render("comment.harbour")
            start, end = e.origin or harbour, e.cubaner or harbour
            key = "comment.car" if e.paid else "comment.car_free"
            parts.append(render(key, start=start, end=end, paid=e.paid))
        elif isinstance(e, Gained):
            parts += [_change(n, item) for item, n in e.changes.items() if n]
        elif isinstance(e, Delivered):
            parts.append(_change(e.vp, "vp"))
        elif isinstance(e, DieTurned):
            parts.append(render("comment.die", good=e.good, before=e.before, after=e.after))
        elif isinstance(e, TileTurned) and not e.face_up:
            parts.append(render("comment.face_down", cubaner=e.cubaner))
        elif isinstance(e, ShipDeparted):
            parts.append(render("comment.departed", ship=e.ship))
        elif isinstance(e, DemandSet):
            dice = " ".join(f"{g} {f}" for g, f in e.dice.items() if f)
            key = "comment.demand" if dice else "comment.demand_none"
            parts.append(render(key, ship=e.ship, dice=dice, aside=e.aside, face=e.aside_face))
        elif isinstance(e, Tribute):
            if e.item is None:
                parts.append(render("comment.tribute_none", giver=e.giver))
            else:
                parts.append(render("comment.tribute", item=e.item, taker=e.taker))
        elif isinstance(e, OwnerPaid):
            parts.append(render("comment.owner", owner=e.owner))
    return render("comment.sep").join(parts)


def _change(amount: int, item: str) -> str:
    """One change of holdings in a log comment, e.g. ``+2 tobacco``."""
    sign = "+" if amount >= 0 else MINUS
    if item == "pesos":
        return render("comment.change_pesos", sign=sign, amount=abs(amount))
    name = render("narrate.item.vp") if item == "vp" else item
    return render("comment.change", sign=sign, amount=abs(amount), item=name)


def describe(
    events: Sequence[Event], names: Sequence[str], lang: str | None = None, you: int | None = None
) -> list[str]:
    """One sentence per event that a player would want to read, in order, in ``lang`` (default: the
    language in force); with ``you``, what concerns that seat is told to it in the second person
    (``narrate.you.*``: "Your figure goes to the Bank."), as the mover's own answer reads.

    >>> from rules.santiago.events import FigureMoved, UseSkipped
    >>> describe([FigureMoved(0, "bank"), UseSkipped(0, "bank", True)], ["Ann", "Ben"], you=0)
    ['Your figure goes to the Bank, but you cannot use it now.']
    """
    with _speaking(lang):
        narrator = _Narrator(names, you)
        out: list[str] = []
        for index, e in enumerate(events):
            if index and narrator.joined(events[index - 1], e):
                continue
            out.append(narrator.say(e, events[index + 1] if index + 1 < len(events) else None))
        return [line for line in out if line]


class _Narrator:
    """Turns events into sentences in the language in force; knows the seat names."""

    def __init__(self, names: Sequence[str], you: int | None = None) -> None:
        self.names = names
        self.you = you
        self.table: dict[type, Callable[[Event], str]] = {
            DemandSet: self._demand,
            CarMoved: self._car,
            HarbourSkipped: lambda e: self._t("narrate.skip"),
            TileTurned: self._tile,
            MarkerMoved: self._marker,
            ShipDeparted: self._departed,
            Gained: self._gained,
            Tribute: self._tribute,
            Claimed: self._claimed,
            AlonsoPassed: self._alonso_pass,
            FigureMoved: self._figure,
            FigureStayed: self._stayed,
            BuildingUsed: self._used,
            UseSkipped: self._skipped,
            DieTurned: self._die,
            OwnerPaid: self._owner,
            RoundStarted: self._round_started,
            Delivered: self._delivered,
            Passed: self._passed,
            RoundEnded: self._round_ended,
            GameEnded: self._ended,
        }

    def say(self, event: Event, following: Event | None = None) -> str:
        """The sentence for ``event`` (with the one ``following`` it when they make one sentence)."""
        if following is not None and self.joined(event, following):
            assert isinstance(event, FigureMoved)
            return self._t("narrate.you.figure_no_use", building=building_as(event.building, "to"))
        return self.table[type(event)](event)

    def joined(self, event: Event, following: Event) -> bool:
        """Whether ``event`` and ``following`` are told in one sentence: my figure goes to a building that
        I then cannot use."""
        return (
            isinstance(event, FigureMoved)
            and isinstance(following, UseSkipped)
            and following.forced
            and event.seat == following.seat == self.you
            and event.building == following.building
        )

    def _t(self, key: str, **params: object) -> str:
        """A catalogue sentence in the language in force."""
        return render(key, **params)

    def _mine(self, seat: int) -> bool:
        """Whether ``seat`` is the reader's own (told in the second person)."""
        return seat == self.you

    def _who(self, seat: int) -> str:
        """The display name of ``seat``."""
        return self.names[seat]

    def _demand(self, e: Event) -> str:
        assert isinstance(e, DemandSet)
        dice = wants(e.dice)
        name, aside = self._who(e.seat), good(e.aside)
        key = "narrate.demand" if dice else "narrate.demand_none"
        if self._mine(e.seat):
            key = key.replace("narrate.", "narrate.you.")
            return self._t(key, ship=e.ship, dice=dice, aside=aside, face=e.aside_face)
        return self._t(key, name=name, ship=e.ship, dice=dice, aside=aside, face=e.aside_face)

    def _car(self, e: Event) -> str:
        assert isinstance(e, CarMoved)
        if e.cubaner is None:
            where = self._t("narrate.station.harbour")
        else:
            where = self._t("narrate.station.cubaner", name=_CUBANER[e.cubaner].name)
        if self._mine(e.seat):
            if e.forced:
                return self._t("narrate.you.car_forced", where=where)
            return self._t("narrate.you.car", steps=e.steps, where=where, paid=e.paid)
        if e.forced:
            return self._t("narrate.car_forced", name=self._who(e.seat), where=where)
        return self._t("narrate.car", name=self._who(e.seat), steps=e.steps, where=where, paid=e.paid)

    def _tile(self, e: Event) -> str:
        assert isinstance(e, TileTurned)
        key = "narrate.tile_up" if e.face_up else "narrate.tile_down"
        return self._t(key, cubaner=_CUBANER[e.cubaner].name)

    def _marker(self, e: Event) -> str:
        assert isinstance(e, MarkerMoved)
        if not str(e.after).isdigit():
            return self._t("narrate.marker_sail", before=e.before)
        return self._t("narrate.marker", before=e.before, after=e.after)

    def _departed(self, e: Event) -> str:
        assert isinstance(e, ShipDeparted)
        return self._t("narrate.departed", ship=e.ship, departed=e.departed)

    def _gained(self, e: Event) -> str:
        assert isinstance(e, Gained)
        parts = [self._change(item, n) for item, n in e.changes.items() if n]
        changes = self._t("narrate.list_sep").join(parts) or self._t("narrate.nothing")
        source = self._source(e.source)
        if self._mine(e.seat):
            return self._t("narrate.you.gained", source=source, changes=changes)
        return self._t("narrate.gained", name=self._who(e.seat), source=source, changes=changes)

    def _change(self, item: str, amount: int) -> str:
        """``+2 tobacco``, ``+1 peso``, ``−1 VP``."""
        sign = "+" if amount >= 0 else MINUS
        if item == "pesos":
            return self._t("narrate.change_pesos", sign=sign, amount=abs(amount))
        if item != "vp":
            return self._t("narrate.change_goods", sign=sign, goods=counted(item, abs(amount)))
        return self._t("narrate.change", sign=sign, amount=abs(amount), item=self._t("narrate.item.vp"))

    def _source(self, source: str) -> str:
        if source in _CUBANER:
            return _CUBANER[source].name
        return building(source) if source in _BUILDINGS else source

    def _tribute(self, e: Event) -> str:
        assert isinstance(e, Tribute)
        giver, taker = self._who(e.giver), self._who(e.taker)
        if e.item is None:
            if self._mine(e.giver):
                return self._t("narrate.you.tribute_none", taker=taker)
            if self._mine(e.taker):
                return self._t("narrate.you.tribute_none_to", giver=giver)
            return self._t("narrate.tribute_none", giver=giver, taker=taker)
        if e.item == "peso":
            item = self._t("narrate.item.peso")
        else:
            item = self._t("narrate.item.one_vp") if e.item == "vp" else counted(e.item, 1)
        if self._mine(e.giver):
            return self._t("narrate.you.tribute", taker=taker, item=item)
        if self._mine(e.taker):
            return self._t("narrate.you.tribute_to", giver=giver, item=item)
        return self._t("narrate.tribute", giver=giver, taker=taker, item=item)

    def _claimed(self, e: Event) -> str:
        assert isinstance(e, Claimed)
        the = building_as(e.building, "the")
        if self._mine(e.seat):
            return self._t("narrate.you.claimed", building=the)
        return self._t("narrate.claimed", name=self._who(e.seat), building=the)

    def _alonso_pass(self, e: Event) -> str:
        assert isinstance(e, AlonsoPassed)
        if self._mine(e.seat):
            return self._t("narrate.you.alonso_pass")
        return self._t("narrate.alonso_pass", name=self._who(e.seat))

    def _figure(self, e: Event) -> str:
        assert isinstance(e, FigureMoved)
        to = building_as(e.building, "to")
        if self._mine(e.seat):
            return self._t("narrate.you.figure", building=to)
        return self._t("narrate.figure", name=self._who(e.seat), building=to)

    def _stayed(self, e: Event) -> str:
        assert isinstance(e, FigureStayed)
        if self._mine(e.seat):
            if e.building is None:
                return self._t("narrate.you.stay_off")
            return self._t("narrate.you.stay", building=building_as(e.building, "at"))
        if e.building is None:
            return self._t("narrate.stay_off", name=self._who(e.seat))
        return self._t("narrate.stay", name=self._who(e.seat), building=building_as(e.building, "at"))

    def _used(self, e: Event) -> str:
        assert isinstance(e, BuildingUsed)
        key = "narrate.used_alonso" if e.alonso else "narrate.used"
        # the effect itself is told by the events that follow (gains, a die turned, a tile turned)
        the = building_as(e.building, "the")
        if self._mine(e.seat):
            return self._t(key.replace("narrate.", "narrate.you."), building=the)
        return self._t(key, name=self._who(e.seat), building=the)

    def _skipped(self, e: Event) -> str:
        assert isinstance(e, UseSkipped)
        key = "narrate.no_use" if e.forced else "narrate.declined"
        the = building_as(e.building, "the")
        if self._mine(e.seat):
            return self._t(key.replace("narrate.", "narrate.you."), building=the)
        return self._t(key, name=self._who(e.seat), building=the)

    def _die(self, e: Event) -> str:
        assert isinstance(e, DieTurned)
        return self._t("narrate.die_turned", good=good(e.good), before=e.before, after=e.after)

    def _owner(self, e: Event) -> str:
        assert isinstance(e, OwnerPaid)
        name = building_as(e.building, "the")
        if self._mine(e.owner):
            return self._t("narrate.you.owner", name=self._who(e.seat), building=name)
        if self._mine(e.seat):
            return self._t("narrate.you.owner_paid", owner=self._who(e.owner), building=name)
        return self._t("narrate.owner", owner=self._who(e.owner), name=self._who(e.seat), building=name)

    def _round_started(self, e: Event) -> str:
        assert isinstance(e, RoundStarted)
        if self._mine(e.seat):
            return self._t("narrate.you.round")
        return self._t("narrate.round", name=self._who(e.seat))

    def _round_ended(self, e: Event) -> str:
        assert isinstance(e, RoundEnded)
        return self._t("narrate.round_filled" if e.filled else "narrate.round_passed")

    def _delivered(self, e: Event) -> str:
        assert isinstance(e, Delivered)
        name = self._who(e.seat)
        if self._mine(e.seat):
            if e.instead:
                return self._t("narrate.you.delivered_wood", count=e.count, instead=good(e.instead), vp=e.vp)
            return self._t("narrate.you.delivered", goods=counted(e.good, e.count), vp=e.vp)
        if e.instead:
            instead = good(e.instead)
            return self._t("narrate.delivered_wood", name=name, count=e.count, instead=instead, vp=e.vp)
        return self._t("narrate.delivered", name=name, goods=counted(e.good, e.count), vp=e.vp)

    def _passed(self, e: Event) -> str:
        assert isinstance(e, Passed)
        if self._mine(e.seat):
            return self._t("narrate.you.passed_forced" if e.forced else "narrate.you.passed")
        return self._t("narrate.passed_forced" if e.forced else "narrate.passed", name=self._who(e.seat))

    def _ended(self, e: Event) -> str:
        assert isinstance(e, GameEnded)
        standings = i18n.join_list(
            [
                self._t("narrate.standing", place=e.places[s], name=self._who(s), score=e.scores[s])
                for s in e.ranks
            ]
        )
        return self._t("narrate.game_ended", standings=standings)
