"""Game records (RULINGS.md): a deal plus the moves in notation, replayable without any RNG.

A record is how a finished game is kept, how a bug is reported and how a rulebook scenario is
written down: :func:`export_record` writes one, :func:`replay` plays one back checking every move.
"""

from __future__ import annotations

import copy
from typing import Any

from rules.contract import Outcome
from rules.records import RecordError, build_start, check_header, read_record, record_head, replay_lines
from rules.santacruz.engine import apply_in_place, outcome
from rules.santacruz.scoring import final_outcome
from rules.santacruz.setup import from_setup
from rules.santacruz.state import GameState

GAME = "santacruz"
RECORD_VERSION = 1


def export_record(state: GameState) -> dict[str, Any]:
    """The record of the game so far (complete or not)."""
    record = record_head(GAME, RECORD_VERSION, [p.name for p in state.players], state.options)
    record["setup"] = copy.deepcopy(state.setup)
    record["moves"] = list(state.moves)
    result = outcome(state)
    if result is not None:
        record["result"] = {"ranks": list(result.order), "scores": list(result.scores)}
    return record


def start_state(record: dict[str, Any]) -> GameState:
    """The state before the first move of ``record``; raises :class:`RecordError` if malformed."""
    check_header(record, GAME, "Santa Cruz", RECORD_VERSION)
    return build_start(from_setup, record["players"], record["options"], copy.deepcopy(record["setup"]))


def replay(record: dict[str, Any]) -> GameState:
    """Play ``record`` move by move, checking each; returns the state after the last move.

    Raises
    ------
    RecordError
        The record is malformed, a move does not parse or is illegal (naming its number and the
        reason), or a stored result differs from the replayed one.
    """
    state = replay_lines(start_state(record), record["moves"], apply_in_place)
    stored = record.get("result")
    result = outcome(state)
    if stored is not None and (
        result is None
        or list(result.order) != stored.get("ranks")
        or list(result.scores) != stored.get("scores")
    ):
        raise RecordError("the stored result differs from the replayed game")
    return state


def record_outcome(record: dict[str, Any]) -> Outcome | None:
    """The result ``record`` stores (seats best first and scores), as the engine's :func:`outcome` gives
    it; ``None`` when it stores none. Only the fields it reads must be there (stats read hand-made
    records too); raises :class:`RecordError` when they are malformed."""
    if record.get("game", GAME) != GAME:
        raise RecordError(f"not a Santa Cruz record (game is {record.get('game')!r})")
    stored = record.get("result")
    if stored is None:
        return None
    try:
        scores = [int(score) for score in stored["scores"]]
        order = [int(seat) for seat in stored["ranks"]]
        if sorted(order) != list(range(len(scores))):
            raise ValueError(f"ranks {order} are not the seats of {len(scores)} scores")
        return final_outcome(scores, order, record["moves"])
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise RecordError(f"bad result: {exc}") from exc


__all__ = [
    "GAME",
    "RECORD_VERSION",
    "RecordError",
    "export_record",
    "read_record",
    "record_outcome",
    "replay",
    "start_state",
]
