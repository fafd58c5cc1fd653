"""What just happened, in words: one sentence per event, from the catalogue of :mod:`rules.santiago.messages`.

>>> from rules.santiago.events import Delivered
>>> describe([Delivered(1, "wood", 2, "rum", 2)], ["Ann", "Ben"])
['Ben delivers 2 wood instead of rum for 2 VP.']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

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
from rules.santiago.messages import render

_CUBANER = gamedata.cubaner()
_BUILDINGS = gamedata.buildings()


def comment(events: Sequence[Event], lang: str = "en") -> str:
    """The short comment a log prints after a record line, e.g. ``maria → pedro, paid 2 · +2 tobacco``."""
    parts: list[str] = []
    for e in events:
        if isinstance(e, CarMoved):
            harbour = render("comment.harbour", lang)
            start, end = e.origin or harbour, e.cubaner or harbour
            key = "comment.car" if e.paid else "comment.car_free"
            parts.append(render(key, lang, start=start, end=end, paid=e.paid))
        elif isinstance(e, Gained):
            parts += [_change(n, item, lang) for item, n in e.changes.items() if n]
        elif isinstance(e, Delivered):
            parts.append(_change(e.vp, "vp", lang))
        elif isinstance(e, DieTurned):
            parts.append(render("comment.die", lang, good=e.good, before=e.before, after=e.after))
        elif isinstance(e, TileTurned) and not e.face_up:
            parts.append(render("comment.face_down", lang, cubaner=e.cubaner))
        elif isinstance(e, ShipDeparted):
            parts.append(render("comment.departed", lang, ship=e.ship))
        elif isinstance(e, DemandSet):
            dice = " ".join(f"{g} {f}" for g, f in e.dice.items())
            face = e.aside_face
            parts.append(render("comment.demand", lang, ship=e.ship, dice=dice, aside=e.aside, face=face))
        elif isinstance(e, Tribute):
            if e.item is None:
                parts.append(render("comment.tribute_none", lang, giver=e.giver))
            else:
                parts.append(render("comment.tribute", lang, item=e.item, taker=e.taker))
        elif isinstance(e, OwnerPaid):
            parts.append(render("comment.owner", lang, owner=e.owner))
    return render("comment.sep", lang).join(parts)


def _change(amount: int, item: str, lang: str) -> str:
    """One change of holdings in a log comment, e.g. ``+2 tobacco``."""
    name = render(f"narrate.item.{item}", lang) if item in ("pesos", "vp") else item
    return render("comment.change", lang, sign="+" if amount >= 0 else "-", amount=abs(amount), item=name)


def describe(events: Sequence[Event], names: Sequence[str], lang: str = "en") -> list[str]:
    """One sentence per event that a player would want to read (in ``lang``), in order."""
    narrator = _Narrator(names, lang)
    return [line for e in events if (line := narrator.say(e))]


class _Narrator:
    """Turns events into sentences; knows the seat names and the language."""

    def __init__(self, names: Sequence[str], lang: str) -> None:
        self.names = names
        self.lang = lang
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

    def say(self, event: Event) -> str:
        """The sentence for ``event``."""
        return self.table[type(event)](event)

    def _t(self, key: str, **params: object) -> str:
        """A catalogue sentence in the narrator's language."""
        return render(key, self.lang, **params)

    def _who(self, seat: int) -> str:
        """The display name of ``seat``."""
        return self.names[seat]

    def _demand(self, e: Event) -> str:
        assert isinstance(e, DemandSet)
        sep = self._t("narrate.list_sep")
        dice = sep.join(self._t("narrate.die", good=g, face=f) for g, f in e.dice.items())
        name = self._who(e.seat)
        return self._t("narrate.demand", name=name, ship=e.ship, dice=dice, aside=e.aside, face=e.aside_face)

    def _car(self, e: Event) -> str:
        assert isinstance(e, CarMoved)
        where = self._t("narrate.station.harbour") if e.cubaner is None else _CUBANER[e.cubaner].name
        if e.forced:
            return self._t("narrate.car_forced", name=self._who(e.seat), where=where)
        return self._t("narrate.car", name=self._who(e.seat), steps=e.steps, where=where, paid=e.paid)

    def _tile(self, e: Event) -> str:
        assert isinstance(e, TileTurned)
        key = "narrate.tile_up" if e.face_up else "narrate.tile_down"
        return self._t(key, cubaner=_CUBANER[e.cubaner].name)

    def _marker(self, e: Event) -> str:
        assert isinstance(e, MarkerMoved)
        return self._t("narrate.marker", before=e.before, after=e.after)

    def _departed(self, e: Event) -> str:
        assert isinstance(e, ShipDeparted)
        return self._t("narrate.departed", ship=e.ship, departed=e.departed)

    def _gained(self, e: Event) -> str:
        assert isinstance(e, Gained)
        parts = [
            self._t(
                "narrate.change",
                sign="+" if n >= 0 else "-",
                amount=abs(n),
                item=self._t(f"narrate.item.{item}") if item in ("pesos", "vp") else item,
            )
            for item, n in e.changes.items()
            if n
        ]
        changes = self._t("narrate.list_sep").join(parts) or self._t("narrate.nothing")
        source = self._source(e.source)
        return self._t("narrate.gained", name=self._who(e.seat), source=source, changes=changes)

    def _source(self, source: str) -> str:
        if source in _CUBANER:
            return _CUBANER[source].name
        return _BUILDINGS[source].name if source in _BUILDINGS else source

    def _tribute(self, e: Event) -> str:
        assert isinstance(e, Tribute)
        if e.item is None:
            return self._t("narrate.tribute_none", giver=self._who(e.giver), taker=self._who(e.taker))
        if e.item == "peso":
            item = self._t("narrate.item.peso")
        else:
            item = "1 " + (self._t("narrate.item.vp") if e.item == "vp" else e.item)
        return self._t("narrate.tribute", giver=self._who(e.giver), taker=self._who(e.taker), item=item)

    def _claimed(self, e: Event) -> str:
        assert isinstance(e, Claimed)
        return self._t("narrate.claimed", name=self._who(e.seat), building=_BUILDINGS[e.building].name)

    def _alonso_pass(self, e: Event) -> str:
        assert isinstance(e, AlonsoPassed)
        return self._t("narrate.alonso_pass", name=self._who(e.seat))

    def _figure(self, e: Event) -> str:
        assert isinstance(e, FigureMoved)
        return self._t("narrate.figure", name=self._who(e.seat), building=_BUILDINGS[e.building].name)

    def _stayed(self, e: Event) -> str:
        assert isinstance(e, FigureStayed)
        if e.building is None:
            return self._t("narrate.stay_off", name=self._who(e.seat))
        return self._t("narrate.stay", name=self._who(e.seat), building=_BUILDINGS[e.building].name)

    def _used(self, e: Event) -> str:
        assert isinstance(e, BuildingUsed)
        key = "narrate.used_alonso" if e.alonso else "narrate.used"
        args = f" ({' '.join(e.args)})" if e.args else ""
        return self._t(key, name=self._who(e.seat), building=_BUILDINGS[e.building].name, args=args)

    def _skipped(self, e: Event) -> str:
        assert isinstance(e, UseSkipped)
        key = "narrate.no_use" if e.forced else "narrate.declined"
        return self._t(key, name=self._who(e.seat), building=_BUILDINGS[e.building].name)

    def _die(self, e: Event) -> str:
        assert isinstance(e, DieTurned)
        return self._t("narrate.die_turned", good=e.good, before=e.before, after=e.after)

    def _owner(self, e: Event) -> str:
        assert isinstance(e, OwnerPaid)
        building = _BUILDINGS[e.building].name
        return self._t("narrate.owner", owner=self._who(e.owner), name=self._who(e.seat), building=building)

    def _round_started(self, e: Event) -> str:
        assert isinstance(e, RoundStarted)
        return self._t("narrate.round", name=self._who(e.seat))

    def _round_ended(self, e: Event) -> str:
        assert isinstance(e, RoundEnded)
        return self._t("narrate.round_filled" if e.filled else "narrate.round_passed")

    def _delivered(self, e: Event) -> str:
        assert isinstance(e, Delivered)
        name = self._who(e.seat)
        if e.instead:
            return self._t("narrate.delivered_wood", name=name, count=e.count, instead=e.instead, vp=e.vp)
        return self._t("narrate.delivered", name=name, count=e.count, good=e.good, vp=e.vp)

    def _passed(self, e: Event) -> str:
        assert isinstance(e, Passed)
        return self._t("narrate.passed_forced" if e.forced else "narrate.passed", name=self._who(e.seat))

    def _ended(self, e: Event) -> str:
        assert isinstance(e, GameEnded)
        standings = self._t("narrate.list_sep").join(
            self._t("narrate.standing", place=e.places[s], name=self._who(s), score=e.scores[s])
            for s in e.ranks
        )
        return self._t("narrate.game_ended", standings=standings)
