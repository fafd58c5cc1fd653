"""Sample Santiago images from seeded random games, so anyone can look at what the renderer draws.

This is a tool, not part of the pure renderer: it drives the engine to each moment of a game (the start,
early, middle and late turns, a delivery round, the end) and renders it, public and private.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from render.common.ending import end_pictures
from render.santiago.board import render_board, render_private_board
from render.santiago.marks import last_move
from rules import i18n
from rules.santiago.engine import apply_in_place, awaiting, legal_list, outcome
from rules.santiago.events import CarMoved, Event
from rules.santiago.messages import render as say
from rules.santiago.records import export_record
from rules.santiago.setup import new_game
from rules.santiago.state import GameState, Phase
from rules.santiago.timeline import score_sheet
from rules.santiago.views import player_view, public_view

NAMES = ("Ana", "Ben", "Cleo", "Dev")


@dataclass
class Moment:
    """A state reached by random play, with the events since the last turn began (the last move)."""

    state: GameState
    events: list[Event] = field(default_factory=list)


Stop = Callable[[Moment], bool]


def play_until(players: int, seed: int, stop: Stop, *, hidden: bool = False) -> Moment | None:
    """Random legal moves from a new seeded game until ``stop`` holds (``None`` if the game ends first).

    ``events`` holds everything from the latest car move on: the last turn, as the board marks it.
    """
    rng = random.Random(seed)
    state = new_game(list(NAMES[:players]), seed=seed, options={"hidden_holdings": hidden})
    moment = Moment(state)
    while not stop(moment):
        if moment.state.phase == Phase.END:
            return None
        seat = min(awaiting(moment.state))
        events = apply_in_place(moment.state, rng.choice(legal_list(moment.state, seat)))
        drives = [i for i, e in enumerate(events) if isinstance(e, CarMoved)]
        moment.events = events[drives[-1] :] if drives else moment.events + events
    return moment


def find(players: int, stop: Stop, *, hidden: bool = False, first_seed: int = 1, tries: int = 200) -> Moment:
    """The first seeded game from ``first_seed`` on that reaches ``stop``."""
    for seed in range(first_seed, first_seed + tries):
        moment = play_until(players, seed, stop, hidden=hidden)
        if moment is not None:
            return moment
    raise LookupError("no seeded game reached the wanted moment")


def at_car(departed: int) -> Stop:
    """A car move awaited once ``departed`` ships have sailed."""
    return lambda m: (
        m.state.phase == Phase.CAR
        and m.state.departed >= departed
        and any(isinstance(e, CarMoved) for e in m.events)
    )


def write_gallery(directory: Path, lang: str = "en") -> list[Path]:
    """Write the sample PNGs into ``directory``, their words in ``lang``; returns their paths."""
    with i18n.speaking(lang):
        return _write_gallery(directory)


def _write_gallery(directory: Path) -> list[Path]:
    """:func:`write_gallery` in the current language."""
    directory.mkdir(parents=True, exist_ok=True)
    images: dict[str, bytes] = {}
    start = new_game(list(NAMES[:4]), seed=1)
    images["01-4p-start"] = render_board(public_view(start))
    early = find(2, at_car(0), first_seed=2)
    images["02-2p-early"] = render_board(public_view(early.state), last_move=last_move(early.events))
    mid = find(3, lambda m: at_car(3)(m) and bool(m.state.face_down), first_seed=3)
    images["03-3p-mid"] = render_board(public_view(mid.state), last_move=last_move(mid.events))
    seat = mid.state.to_move
    images["04-3p-mid-private"] = render_private_board(
        player_view(mid.state, seat), last_move=last_move(mid.events)
    )
    late = find(4, at_car(5), first_seed=4)
    images["05-4p-late"] = render_board(public_view(late.state), last_move=last_move(late.events))
    images["06-4p-late-private"] = render_private_board(
        player_view(late.state, late.state.to_move), last_move=last_move(late.events)
    )
    delivery = find(4, lambda m: m.state.phase == Phase.DELIVER and m.state.departed >= 2, first_seed=5)
    images["07-4p-delivery"] = render_board(public_view(delivery.state), last_move=last_move(delivery.events))
    hidden = find(3, at_car(2), hidden=True, first_seed=6)
    images["08-3p-hidden-public"] = render_board(
        public_view(hidden.state), last_move=last_move(hidden.events)
    )
    images["09-3p-hidden-private"] = render_private_board(
        player_view(hidden.state, hidden.state.to_move), last_move=last_move(hidden.events)
    )
    end = find(4, lambda m: m.state.phase == Phase.END, first_seed=7)
    images["10-4p-end"] = render_board(public_view(end.state), last_move=last_move(end.events))
    final = outcome(end.state)
    assert final is not None
    names = [p.name for p in end.state.players]
    sheet = score_sheet(export_record(end.state))
    images["11-final-standings"], images["12-score-chart"] = end_pictures(say, names, final, sheet)
    paths = []
    for name, data in images.items():
        path = directory / f"{name}.png"
        path.write_bytes(data)
        paths.append(path)
    return paths
