"""Santiago's moves in words for the bot: a taken-back turn (``1 citrus given to Ann``) and each line of
the log, told from the game as it stood before the move (who took the tribute, where the car went).

Santiago's moves hold no secret, so both may say everything a line did.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules import i18n
from rules.santiago import gamedata, narrate
from rules.santiago.actions import Action, Alonso, Car, Deliver, Demand, Give, Go, Pablo, Pass, Use
from rules.santiago.engine import apply_in_place
from rules.santiago.errors import ActionError
from rules.santiago.events import CarMoved, Event, Tribute, UseSkipped
from rules.santiago.messages import building, counted, good
from rules.santiago.messages import render as say
from rules.santiago.notation import parse
from rules.santiago.records import RecordError, export_record, start_state
from rules.santiago.state import GameState

_CUBANER = gamedata.cubaner()

SEARCH = 40
"""How many earlier positions :func:`before_lines` tries when the lines do not follow the game as it is
now (moves were made after the take-back)."""


def played(state: GameState) -> list[tuple[GameState, list[Event]]]:
    """Each move of the game so far with the state before it and its events, replayed from its start."""
    now = start_state(export_record(state))
    out: list[tuple[GameState, list[Event]]] = []
    for line in state.moves:
        before = now.clone()
        out.append((before, apply_in_place(now, line)))
    return out


def _follows(state: GameState, lines: Sequence[str]) -> list[list[Event]] | None:
    """The events of ``lines`` played one after another from ``state`` (a copy), ``None`` when one of
    them is not a legal move there."""
    copy = state.clone()
    out: list[list[Event]] = []
    try:
        for line in lines:
            out.append(apply_in_place(copy, line))
    except (ActionError, ValueError):
        return None
    return out


def before_lines(state: GameState, lines: Sequence[str]) -> list[list[Event]] | None:
    """The events ``lines`` made when they were played: from ``state`` itself (the game as the take-back
    left it), else from the latest earlier position they follow; ``None`` when none."""
    events = _follows(state, lines)
    if events is not None or not lines:
        return events
    try:
        history = played(state)
    except (ActionError, RecordError, ValueError, KeyError):
        return None
    for before, _ in reversed(history[-SEARCH:]):
        events = _follows(before, lines)
        if events is not None:
            return events
    return None


def _item(item: str) -> str:
    """One unit given as a tribute: ``1 peso``, ``1 VP``, ``1 citrus``."""
    if item == "peso":
        return say("narrate.item.peso")
    if item == "vp":
        return say("narrate.item.one_vp")
    return counted(item, 1)


def line_words(action: Action, events: Sequence[Event] | None, names: Sequence[str]) -> str:
    """A move in a few words (``car driven to Pedro``, ``1 citrus given to Ann``), from its ``events``
    when they are known (where the car went, who took the tribute)."""
    if isinstance(action, Demand):
        return say("ui.undo.demand")
    if isinstance(action, Car):
        moved = next((e for e in events or () if isinstance(e, CarMoved)), None)
        if moved is None:
            return say("ui.undo.car_steps", steps=action.steps)
        if moved.cubaner is None:
            return say("ui.undo.car_harbour")
        return say("ui.undo.car", cubaner=_CUBANER[moved.cubaner].name)
    if isinstance(action, Pablo):
        return say("ui.undo.pablo", goods=counted(action.good, 1))
    if isinstance(action, Give):
        tribute = next((e for e in events or () if isinstance(e, Tribute)), None)
        if tribute is None:
            return say("ui.undo.give_any", item=_item(action.item))
        return say("ui.undo.give", item=_item(action.item), taker=names[tribute.taker])
    if isinstance(action, Alonso):
        if action.mode == "claim" and action.building is not None:
            return say("ui.undo.claim", building=building(action.building))
        if action.mode == "use" and action.use is not None and action.use.building is not None:
            return say("ui.undo.alonso_use", building=building(action.use.building))
        return say("ui.undo.alonso_pass")
    if isinstance(action, Go):
        return say("ui.undo.go", building=building(action.building))
    if isinstance(action, Use):
        if action.building is None:
            skipped = next((e for e in events or () if isinstance(e, UseSkipped)), None)
            if skipped is None:
                return say("ui.undo.decline_any")
            return say("ui.undo.decline", building=building(skipped.building))
        return say("ui.undo.use", building=building(action.building))
    if isinstance(action, Deliver):
        if action.instead is not None:
            return say("ui.undo.deliver_wood", count=action.count, instead=good(action.instead))
        return say("ui.undo.deliver", goods=counted(action.good, action.count))
    assert isinstance(action, Pass)
    return say("ui.undo.pass")


def undone(state: GameState, lines: Sequence[str], names: Sequence[str]) -> str:
    """A taken-back turn in words, each line as :func:`line_words` tells it, told from ``state`` (the game
    as the take-back left it) or the position the lines were played from."""
    events = before_lines(state, lines)
    parts = [
        line_words(parse(line), events[i] if events is not None else None, names)
        for i, line in enumerate(lines)
    ]
    return i18n.join_list(parts)


def log_lines(state: GameState, names: Sequence[str]) -> list[str]:
    """Each move of the game so far told in words (its narration), in the language in force; none when
    the game does not replay from its start (the log then names who moved)."""
    try:
        history = played(state)
    except (ActionError, RecordError, ValueError, KeyError):
        return []
    return [" ".join(narrate.describe(events, names)) for _, events in history]
