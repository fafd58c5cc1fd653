"""A finished game's record walked move by move as the table saw it: for replays and the score chart.

Everything here is read from :func:`~rules.santacruz.views.public_view` at each step (and public
events), so a replay or a chart can show nothing the table did not see at that moment.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

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


@dataclass(frozen=True, slots=True)
class ScoreHistory:
    """Every seat's score after each step, where round 2 began and the steps that erupted the volcano."""

    names: tuple[str, ...]
    scores: tuple[tuple[int, ...], ...]
    """``scores[step][seat]``, from step 0 (the deal) to the last move."""
    round_break: int | None
    eruptions: tuple[int, ...]


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


def score_history(record: dict[str, Any]) -> ScoreHistory:
    """Scores after each step, the round break and the eruptions, from public views only."""
    scores: list[tuple[int, ...]] = []
    round_break: int | None = None
    eruptions: list[int] = []
    names: tuple[str, ...] = ()
    for step, (state, events) in enumerate(walk(record)):
        view = public_view(state)
        names = tuple(p.name for p in view.players)
        scores.append(tuple(p.score for p in view.players))
        if round_break is None and view.round == 2:
            round_break = step
        if any(isinstance(e, BuildingsDestroyed) for e in events):
            eruptions.append(step)
    return ScoreHistory(names, tuple(scores), round_break, tuple(eruptions))


def first_sets(record: dict[str, Any]) -> dict[int, str]:
    """The building-card set each seat drafted in round 1 (its first pick in the record)."""
    return scoring.first_sets(record["moves"])
