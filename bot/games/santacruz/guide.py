"""The guide of a Santa Cruz practice table (issue 44): what happens for the first time, and what it means
for the player, told as a patient friend who knows the game would, in the reader's language.

The core asks :func:`entries` for the deal and for every move the table shows, and shows each entry's key
once per table, so an entry is named every time it applies and the first one stands. The sentences are
the catalogue ``guide/<lang>.ftl`` beside this module (terms of ``rules/santacruz/GLOSSARY.md``); the
facts they name come from the move's events as the public sees them (:func:`for_viewer`) and the seats'
names, never from a hand: no scoring card held, no bird chip's value, no face-down tile.

Where a picture explains better (:data:`PICTURED`), an entry carries one: the island as the table shows
it, cut round the sites the entry speaks of and marked (the free coast sites at the landing, the site a
card just built on, the shared site of a join, the volcano after the eruption), drawn from the public view
taken when the entry is made (:mod:`render.santacruz.rulebook`) and only when the table shows it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

from PIL import Image

from bot.games.seam import GuideEntry, LiveGame, seat_names
from render.santacruz import rulebook as draw
from render.santacruz.words import card_name
from rules.i18n import Catalogue, join_list
from rules.santacruz import gamedata
from rules.santacruz.actions import DoubleBuild, Land
from rules.santacruz.engine import awaiting, legal_actions
from rules.santacruz.events import (
    BuildingsDestroyed,
    Built,
    CardPlayed,
    ChipDrawn,
    Event,
    GameEnded,
    RoundEnded,
    RoundStarted,
    Scored,
    SetPicked,
    for_viewer,
)
from rules.santacruz.gamedata import BUILD_CARD_KINDS
from rules.santacruz.messages import render as say
from rules.santacruz.state import GameState, Phase
from rules.santacruz.views import PublicView, public_view

CATALOGUE = Catalogue.from_files("santacruz_guide", Path(__file__).parent / "guide")
"""The guide's sentences in every language (``guide.<entry>``)."""

KEYS: tuple[str, ...] = (
    "draft",
    "landing",
    *BUILD_CARD_KINDS,
    "double",
    "join",
    "scoring",
    "eruption",
    "bird",
    "round_end",
    "piles",
    "discard",
    "end",
)
"""Every entry of the guide, roughly in the order a game meets them."""

_ERUPTION = "eruption"


def _text(key: str, **params: Any) -> str:
    """The guide's sentence ``guide.<key>`` in the language in force."""
    return CATALOGUE.text(f"guide.{key}", **params)


def entries(live: LiveGame, before: GameState | None, events: Sequence[Event]) -> list[GuideEntry]:
    """The entries that come up with the move from ``before`` to ``live``'s state (its ``events``), or with
    the deal when ``before`` is ``None``, in the order the move met them."""
    names = seat_names(say, live)
    if before is None:
        return [_illustrated(entry, live.state, ()) for entry in _deal(live.state, names)]
    public = [for_viewer(e, None) for e in events]
    found: list[GuideEntry] = []
    for index, event in enumerate(public):
        found += _on(event, public[index + 1 :], before, names)
    return [_illustrated(entry, live.state, public) for entry in found]


PICTURED = frozenset({"landing", *BUILD_CARD_KINDS, "double", "join", "eruption"})
"""The entries a picture explains better: the free coast sites at the landing, the site a card built on
(or the sites a double move may build on first), the shared site of a join, the volcano after the
eruption."""

MAIN_VOLCANO = frozenset(
    sid for sid, site in gamedata.board().sites.items() if site.kind == "volcano" and site.island == "main"
)
"""The volcano sites of the main island: what the eruption's picture shows when it removed nothing there."""


def _illustrated(entry: GuideEntry, state: GameState, events: Sequence[Event]) -> GuideEntry:
    """``entry`` with a picture of the island cropped round the sites it speaks of, marked, when one
    explains better; the public view is taken now and drawn only when the table shows it."""
    if entry.key not in PICTURED:
        return entry
    picture = _picture(entry.key, state, events)
    return replace(entry, picture=picture) if picture is not None else entry


def _picture(key: str, state: GameState, events: Sequence[Event]) -> Callable[[], bytes] | None:
    """The picture of entry ``key`` after the move to ``state`` (its public ``events``), or ``None`` when
    there is nothing to show (a card that built nothing)."""
    view = public_view(state)
    if key == "landing":
        return _drawing(draw.flagged, view, _landing_sites(state))
    if key == _ERUPTION:
        removed = frozenset(
            site for e in events if isinstance(e, BuildingsDestroyed) for site, _, _ in e.removed
        )
        around = (removed & MAIN_VOLCANO) or removed or MAIN_VOLCANO
        return partial(_png, partial(draw.island, view, around, last_move=removed, size=draw.SMALL_WINDOW))
    built = frozenset(e.site for e in events if isinstance(e, Built) and (e.joined or key != "join"))
    if built:
        size = draw.JOIN_WINDOW if key == "join" else draw.SMALL_WINDOW
        return partial(_png, partial(draw.island, view, built, last_move=built, size=size))
    if key == "double":
        return _drawing(draw.flagged, view, _double_sites(state))
    return None


def _drawing(
    how: Callable[[PublicView, frozenset[str]], Image.Image], view: PublicView, sites: frozenset[str]
) -> Callable[[], bytes] | None:
    """Drawing ``sites`` of ``view`` flagged by ``how``, as PNG; ``None`` when there are no sites."""
    return partial(_png, partial(how, view, sites)) if sites else None


def _png(image: Callable[[], Image.Image]) -> bytes:
    """The picture ``image`` draws, as PNG."""
    return draw.png(image())


def _double_sites(state: GameState) -> frozenset[str]:
    """The free sites the first build of a double move under way may go to (what the public sees too:
    the board, the kind and the mover's buildings)."""
    seats = awaiting(state)
    if state.double is None or not seats:
        return frozenset()
    actions = legal_actions(state, min(seats))
    return frozenset(
        a.target.site for a in actions if isinstance(a, DoubleBuild) and a.target.site and not a.target.join
    )


def _landing_sites(state: GameState) -> frozenset[str]:
    """The free coast sites the player to land may choose (the same for everyone: public)."""
    if state.phase != Phase.LANDING or not awaiting(state):
        return frozenset()
    actions = legal_actions(state, min(awaiting(state)))
    return frozenset(a.site for a in actions if isinstance(a, Land) and a.site)


def _deal(state: GameState, names: Sequence[str]) -> list[GuideEntry]:
    """The deal: the round-1 draft, or with the beginner's dealt sets, why they differ and the landing."""
    if not state.options.get("random_sets"):
        return [GuideEntry("draft", _text("draft"))]
    return [
        GuideEntry("draft", _text("draft_random")),
        GuideEntry("landing", _text("landing", start=names[state.start_player])),
    ]


def _on(event: Event, rest: Sequence[Event], before: GameState, names: Sequence[str]) -> list[GuideEntry]:
    """The entries ``event`` brings up (``rest``: the events of the same move after it)."""
    if isinstance(event, RoundStarted) and event.round == 1:
        return [GuideEntry("landing", _text("landing", start=names[event.order[0]]))]
    if isinstance(event, CardPlayed):
        return _card(event, rest, names)
    if isinstance(event, Built) and event.joined:
        return [GuideEntry("join", _text("join", name=names[event.seat], site=event.site))]
    if isinstance(event, ChipDrawn):
        return [GuideEntry("bird", _text("bird", name=names[event.seat], card=card_name("birds")))]
    if isinstance(event, RoundEnded) and event.round == 1:
        first = names[event.ranks[-1]]
        return [GuideEntry("round_end", _text("round_end")), GuideEntry("piles", _text("piles", first=first))]
    if isinstance(event, SetPicked) and event.round == 2 and len(before.draft_order) == 1:
        return [GuideEntry("discard", _text("discard"))]
    if isinstance(event, GameEnded):
        winner = event.ranks[0]
        return [GuideEntry("end", _text("end", winner=names[winner], points=event.scores[winner]))]
    return []


def _card(event: CardPlayed, rest: Sequence[Event], names: Sequence[str]) -> list[GuideEntry]:
    """A card played: its building-card kind, the double move with its kind, or a scoring card with who
    scored (the eruption with how many buildings it removed)."""
    name = names[event.seat]
    if not event.scoring:
        if event.card == "double":
            return [GuideEntry("double", _text("double", name=name, kind=event.mode or ""))]
        card = card_name("connected") if event.card == "road" else ""
        return [GuideEntry(event.card, _text(event.card, name=name, card=card))]
    if event.card == _ERUPTION:
        removed = sum(len(e.removed) for e in rest if isinstance(e, BuildingsDestroyed))
        said = _text("eruption", name=name, card=card_name(_ERUPTION), count=removed)
        return [GuideEntry("eruption", said)]
    scores = _scores(rest, names)
    key = "scoring" if scores else "scoring_none"
    return [GuideEntry("scoring", _text(key, name=name, card=card_name(event.card), scores=scores))]


def _scores(rest: Sequence[Event], names: Sequence[str]) -> str:
    """Who scored with a scoring card and how much, in the order they scored (``Ana +6, Ben +3``); empty
    when nobody did."""
    points: dict[int, int] = {}
    for event in rest:
        if isinstance(event, Scored):
            points[event.seat] = points.get(event.seat, 0) + event.points
    return join_list([f"{names[seat]} {value:+d}" for seat, value in points.items()]) if points else ""
