"""Sample images from seeded random games, so anyone can look at what the renderer draws.

This is a tool, not part of the pure renderer: it drives the engine to reach each moment of a game
(start, mid round 1, after an eruption, the round-2 draft, the end) and renders it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from render.common.ending import end_pictures
from render.santacruz.board import render_board, render_panel_board
from render.santacruz.hand import render_hand
from render.santacruz.summary import render_scoring_summary
from rules import i18n
from rules.santacruz.actions import Action, Build, DoubleBuild, Land, Score
from rules.santacruz.engine import apply_in_place, awaiting, legal_actions, outcome
from rules.santacruz.events import BuildingsDestroyed, Event, Scored, built_sites
from rules.santacruz.messages import render as say
from rules.santacruz.records import export_record
from rules.santacruz.setup import new_game
from rules.santacruz.state import GameState, Phase
from rules.santacruz.timeline import score_sheet
from rules.santacruz.views import player_view, public_view


@dataclass
class Moment:
    """A state reached by random play, with the last action and its events."""

    state: GameState
    action: Action | None = None
    events: list[Event] = field(default_factory=list)


Stop = Callable[[Moment], bool]


def play_until(players: int, seed: int, stop: Stop) -> Moment | None:
    """Random legal moves from a new seeded game until ``stop`` holds (``None`` if the game ends first)."""
    rng = random.Random(seed)
    moment = Moment(new_game(players, seed=seed))
    while not stop(moment):
        if moment.state.phase == Phase.END:
            return None
        seat = min(awaiting(moment.state))
        moment.action = rng.choice(legal_actions(moment.state, seat))
        moment.events = apply_in_place(moment.state, moment.action)
    return moment


def find(players: int, stop: Stop, first_seed: int = 1, tries: int = 200) -> Moment:
    """The first seeded game from ``first_seed`` on that reaches ``stop``."""
    for seed in range(first_seed, first_seed + tries):
        moment = play_until(players, seed, stop)
        if moment is not None:
            return moment
    raise LookupError("no seeded game reached the wanted moment")


def legal_sites(state: GameState) -> frozenset[str]:
    """Sites where the seat to act may build with its first possible move (the menu's highlights)."""
    seats = awaiting(state)
    if not seats:
        return frozenset()
    actions = legal_actions(state, min(seats))
    kinds = [a.kind for a in actions if isinstance(a, Build)]
    first = kinds[0] if kinds else None
    sites = set()
    for a in actions:
        if isinstance(a, Land) and a.site:
            sites.add(a.site)
        elif (isinstance(a, DoubleBuild) and a.target.site) or (
            isinstance(a, Build) and a.kind == first and a.target.site
        ):
            sites.add(a.target.site)
    return frozenset(sites)


def _erupted(m: Moment) -> bool:
    """The eruption card was just played and removed buildings."""
    return (
        isinstance(m.action, Score)
        and m.action.card == "eruption"
        and any(isinstance(e, BuildingsDestroyed) for e in m.events)
    )


def _scored_by_many(m: Moment) -> bool:
    """A scoring card just played gave points to three seats or more."""
    return isinstance(m.action, Score) and len({e.seat for e in m.events if isinstance(e, Scored)}) >= 3


def write_gallery(directory: Path, lang: str = "en") -> list[Path]:
    """Write the sample PNGs into ``directory``, their words in ``lang``; returns their paths."""
    with i18n.speaking(lang):
        return _write_gallery(directory)


def _write_gallery(directory: Path) -> list[Path]:
    """:func:`write_gallery` in the current language."""
    directory.mkdir(parents=True, exist_ok=True)
    images: dict[str, bytes] = {}
    start = new_game(["Ana", "Ben", "Cleo", "Dev"], seed=1)
    images["01-start"] = render_board(public_view(start))
    mid = find(4, lambda m: m.state.phase == Phase.PLAY and len(m.state.moves) >= 18)
    images["02-mid-round-1"] = render_board(
        public_view(mid.state), highlights=legal_sites(mid.state), last_move=built_sites(mid.events)
    )
    eruption = find(4, _erupted)
    images["03-after-eruption"] = render_board(
        public_view(eruption.state), last_move=built_sites(eruption.events)
    )
    double = find(3, lambda m: m.state.double is not None and m.state.double.done == 1)
    images["04-double-move"] = render_board(
        public_view(double.state), highlights=legal_sites(double.state), last_move=built_sites(double.events)
    )
    draft2 = find(
        4, lambda m: m.state.round == 2 and m.state.phase == Phase.DRAFT and len(m.state.available) == 2
    )
    images["05-round-2-draft"] = render_board(public_view(draft2.state))
    discard = find(2, lambda m: m.state.phase == Phase.DISCARD)
    images["06-round-2-discard-hand"] = render_hand(player_view(discard.state, min(awaiting(discard.state))))
    end = find(4, lambda m: m.state.phase == Phase.END)
    images["07-end"] = render_board(public_view(end.state), last_move=built_sites(end.events))
    final = outcome(end.state)
    assert final is not None
    names = [p.name for p in end.state.players]
    sheet = score_sheet(export_record(end.state))
    images["08-final-standings"], images["08-score-chart"] = end_pictures(say, names, final, sheet)
    hand = find(3, lambda m: m.state.round == 2 and m.state.phase == Phase.PLAY and len(m.state.moves) > 40)
    images["09-hand-round-2"] = render_hand(player_view(hand.state, min(awaiting(hand.state))))
    scored = find(4, _scored_by_many)
    assert isinstance(scored.action, Score)
    images["10-scoring-summary"] = render_scoring_summary(
        public_view(scored.state), scored.action.card, [e for e in scored.events if isinstance(e, Scored)]
    )
    landing = find(4, lambda m: m.state.phase == Phase.LANDING)
    images["11-panel-landing"] = render_panel_board(public_view(landing.state), legal_sites(landing.state))
    images["12-panel-build"] = render_panel_board(public_view(mid.state), legal_sites(mid.state))
    images["13-panel-double"] = render_panel_board(public_view(double.state), legal_sites(double.state))
    paths = []
    for name, data in images.items():
        path = directory / f"{name}.png"
        path.write_bytes(data)
        paths.append(path)
    return paths
