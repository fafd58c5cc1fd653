"""A finished game's record walked move by move as the table saw it: for replays and the score sheet.

Everything here is read from :func:`~rules.santacruz.views.public_view` at each step (and public
events), so a replay or a chart can show nothing the table did not see at that moment.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from rules.contract import MarkKind, ScoreMark, ScoreSheet
from rules.santacruz import scoring
from rules.santacruz.engine import apply_in_place
from rules.santacruz.events import BuildingsDestroyed, Event
from rules.santacruz.records import start_state
from rules.santacruz.state import GameState
from rules.santacruz.views import PublicView, public_view


@dataclass(frozen=True, slots=True)
class Moment:
    """The table after ``step`` moves: its public view, the events of that move and the view before it."""

    step: int
    view: PublicView
    events: tuple[Event, ...]
    before: PublicView | None


MARKS: tuple[str, ...] = ("round2", "eruption")
"""The moments the score chart marks (catalogue keys ``render.chart.<mark>``): round 2's start, eruptions."""


def walk(record: dict[str, Any]) -> Iterator[tuple[GameState, tuple[Event, ...]]]:
    """The state after each step from 0 (the deal, no events) to the last move (one state, changed in
    place: read it before advancing)."""
    state = start_state(record)
    yield state, ()
    for line in record["moves"]:
        yield state, tuple(apply_in_place(state, line))


def moment(record: dict[str, Any], step: int) -> Moment:
    """The table after ``step`` moves (clamped to the record's length)."""
    step = max(0, min(step, len(record["moves"])))
    before: PublicView | None = None
    for index, (state, events) in enumerate(walk(record)):
        if index == step:
            return Moment(step, public_view(state), events, before)
        if index == step - 1:
            before = public_view(state)
    raise AssertionError("a walk yields every step")


def score_sheet(record: dict[str, Any]) -> ScoreSheet:
    """The end's score sheet: each seat's points by category from the final public view (the bird
    chips are face up at the end), the scores after each move, round 2's start and the eruptions.

    The steps before the end read only the score track and the round from the state, which are open
    on the table at every moment; a public view per step (as a replay needs) would cost a whole game's
    worth of views for the same numbers.
    """
    scores: list[tuple[int, ...]] = []
    marks: list[ScoreMark] = []
    state: GameState | None = None
    for step, (state, events) in enumerate(walk(record)):
        scores.append(tuple(p.score for p in state.players))
        if state.round == 2 and not any(m.kind == MarkKind.DIVIDER for m in marks):
            marks.append(ScoreMark(step, MarkKind.DIVIDER, MARKS[0]))
        if any(isinstance(e, BuildingsDestroyed) for e in events):
            marks.append(ScoreMark(step, MarkKind.EVENT, MARKS[1]))
    assert state is not None, "a walk yields the deal at least"
    view = public_view(state)
    points = tuple(tuple(p.breakdown.get(c, 0) for c in scoring.CATEGORIES) for p in view.players)
    return ScoreSheet(scoring.CATEGORIES, points, tuple(scores), tuple(marks))


def first_sets(record: dict[str, Any]) -> dict[int, str]:
    """The building-card set each seat drafted in round 1 (its first pick in the record)."""
    return scoring.first_sets(record["moves"])
