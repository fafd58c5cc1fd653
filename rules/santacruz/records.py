"""Game records (RULINGS.md): a deal plus the moves in notation, replayable without any RNG.

A record is how a finished game is kept, how a bug is reported and how a rulebook scenario is
written down: :func:`export_record` writes one, :func:`replay` plays one back checking every move.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from rules.santacruz.engine import apply_in_place, outcome
from rules.santacruz.errors import ActionError
from rules.santacruz.setup import from_setup
from rules.santacruz.state import GameState

GAME = "santacruz"
RECORD_VERSION = 1


class RecordError(ValueError):
    """A record that cannot be read, or whose move ``number`` (1-based) cannot be played."""

    def __init__(self, message: str, number: int | None = None, line: str | None = None) -> None:
        self.number = number
        self.line = line
        where = f"move {number} ({line!r}): " if number is not None else ""
        super().__init__(where + message)


def export_record(state: GameState) -> dict[str, Any]:
    """The record of the game so far (complete or not)."""
    record: dict[str, Any] = {
        "game": GAME,
        "version": RECORD_VERSION,
        "players": [p.name for p in state.players],
        "options": dict(state.options),
        "setup": copy.deepcopy(state.setup),
        "moves": list(state.moves),
    }
    result = outcome(state)
    if result is not None:
        record["result"] = {"ranks": list(result.ranks), "scores": list(result.scores)}
    return record


def start_state(record: dict[str, Any]) -> GameState:
    """The state before the first move of ``record``; raises :class:`RecordError` if malformed."""
    if not isinstance(record, dict):
        raise RecordError("a record is a JSON object")
    if record.get("game") != GAME:
        raise RecordError(f"not a Santa Cruz record (game is {record.get('game')!r})")
    if record.get("version") != RECORD_VERSION:
        raise RecordError(f"unsupported record version {record.get('version')!r}")
    for key, kind in (("players", list), ("options", dict), ("setup", dict), ("moves", list)):
        if not isinstance(record.get(key), kind):
            raise RecordError(f"record field {key!r} is missing or not a {kind.__name__}")
    try:
        return from_setup(record["players"], record["options"], copy.deepcopy(record["setup"]))
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise RecordError(f"bad setup: {exc}") from exc


def replay(record: dict[str, Any]) -> GameState:
    """Play ``record`` move by move, checking each; returns the state after the last move.

    Raises
    ------
    RecordError
        The record is malformed, a move does not parse or is illegal (naming its number and the
        reason), or a stored result differs from the replayed one.
    """
    state = start_state(record)
    for number, line in enumerate(record["moves"], start=1):
        if not isinstance(line, str):
            raise RecordError("a move must be a line of text", number, repr(line))
        try:
            apply_in_place(state, line)
        except ActionError as exc:
            raise RecordError(str(exc), number, line) from exc
    stored = record.get("result")
    result = outcome(state)
    if stored is not None and (
        result is None
        or list(result.ranks) != stored.get("ranks")
        or list(result.scores) != stored.get("scores")
    ):
        raise RecordError("the stored result differs from the replayed game")
    return state


def read_record(path: str | Path) -> dict[str, Any]:
    """Load a record from a JSON file; raises :class:`RecordError` when it is not JSON."""
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise RecordError(f"cannot read {path}: {exc}") from exc
