"""What every game's records share: the error, reading a file, checking the header, replaying lines.

A record is a JSON object: ``game``, ``version``, ``players``, ``options``, ``setup``, ``moves`` (one
notation line each) and an optional ``result``; each game builds its start state from ``setup``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from rules.errors import ActionError

S = TypeVar("S")


class RecordError(ValueError):
    """A record that cannot be read, or whose move ``number`` (1-based) cannot be played."""

    def __init__(self, message: str, number: int | None = None, line: str | None = None) -> None:
        self.number = number
        self.line = line
        where = f"move {number} ({line!r}): " if number is not None else ""
        super().__init__(where + message)


def record_head(game: str, version: int, names: list[str], options: dict[str, Any]) -> dict[str, Any]:
    """The first fields of a record: game, version, players and options."""
    return {"game": game, "version": version, "players": list(names), "options": dict(options)}


def check_header(record: Any, game: str, title: str, version: int) -> None:
    """Raise :class:`RecordError` unless ``record`` is a ``game`` record of ``version`` with every field."""
    if not isinstance(record, dict):
        raise RecordError("a record is a JSON object")
    if record.get("game") != game:
        raise RecordError(f"not a {title} record (game is {record.get('game')!r})")
    if record.get("version") != version:
        raise RecordError(f"unsupported record version {record.get('version')!r}")
    for key, kind in (("players", list), ("options", dict), ("setup", dict), ("moves", list)):
        if not isinstance(record.get(key), kind):
            raise RecordError(f"record field {key!r} is missing or not a {kind.__name__}")


def build_start(make: Callable[..., S], *args: Any) -> S:
    """``make(*args)``, with any error of a malformed setup turned into a :class:`RecordError`."""
    try:
        return make(*args)
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise RecordError(f"bad setup: {exc}") from exc


def replay_lines(state: S, moves: Iterable[Any], apply_in_place: Callable[[S, str], object]) -> S:
    """Apply each line to ``state`` in place, naming the move and the reason of the first refusal."""
    for number, line in enumerate(moves, start=1):
        if not isinstance(line, str):
            raise RecordError("a move must be a line of text", number, repr(line))
        try:
            apply_in_place(state, line)
        except ActionError as exc:
            raise RecordError(str(exc), number, line) from exc
    return state


def record_moves(record: Mapping[str, object]) -> list[str]:
    """The notation lines of ``record``; raises :class:`RecordError` unless they are a list of lines."""
    moves = record.get("moves")
    if not isinstance(moves, list) or not all(isinstance(line, str) for line in moves):
        raise RecordError("record field 'moves' is missing or not a list of lines")
    return [str(line) for line in moves]


def read_record(path: str | Path) -> dict[str, Any]:
    """Load a record from a JSON file; raises :class:`RecordError` when it is not JSON."""
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise RecordError(f"cannot read {path}: {exc}") from exc
