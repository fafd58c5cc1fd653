"""The guide of a Santa Cruz practice table (issue 44): what happens for the first time, and what it means
for the player, told as a patient friend who knows the game would, in the reader's language.

The core asks :func:`entries` for the deal and for every move the table shows, and shows each entry's key
once per table, so an entry is named every time it applies and the first one stands. The sentences are
the catalogue ``guide/<lang>.ftl`` beside this module (terms of ``rules/santacruz/GLOSSARY.md``); the
facts they name come from the move's events as the public sees them (:func:`for_viewer`) and the seats'
names, never from a hand: no scoring card held, no bird chip's value, no face-down tile.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bot.games.seam import GuideEntry, LiveGame, seat_names
from render.santacruz.words import card_name
from rules.i18n import Catalogue, join_list
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
from rules.santacruz.state import GameState

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
        return _deal(live.state, names)
    public = [for_viewer(e, None) for e in events]
    found: list[GuideEntry] = []
    for index, event in enumerate(public):
        found += _on(event, public[index + 1 :], before, names)
    return found


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
