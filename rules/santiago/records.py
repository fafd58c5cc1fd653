"""Santiago de Cuba game records (NOTATION.md): a set-up plus the moves, replayable without any RNG.

:func:`export_record` writes one, :func:`replay` plays one back checking every move and the stored result.
"""

from __future__ import annotations

import copy
from typing import Any

from rules.contract import Outcome, SeatResult
from rules.records import RecordError, build_start, check_header, read_record, record_head, replay_lines
from rules.santiago.engine import apply_in_place
from rules.santiago.scoring import places, rank_key
from rules.santiago.setup import from_setup
from rules.santiago.state import GameState, Phase

GAME = "santiago"
RECORD_VERSION = 1


def result(state: GameState) -> dict[str, dict[str, int]] | None:
    """Seat → final VP, goods left over, pesos and place, once the game is over."""
    if state.phase != Phase.END:
        return None
    place = places(state)
    out = {}
    for seat in range(state.num_players):
        vp, left, pesos = rank_key(state, seat)
        out[str(seat)] = {"vp": vp, "goods_left": left, "pesos": pesos, "place": place[seat]}
    return out


def export_record(state: GameState) -> dict[str, Any]:
    """The record of the game so far (complete or not)."""
    record = record_head(GAME, RECORD_VERSION, [p.name for p in state.players], state.options)
    if state.seed is not None:
        record["seed"] = state.seed
    record["setup"] = copy.deepcopy(state.setup)
    record["moves"] = list(state.moves)
    final = result(state)
    if final is not None:
        record["result"] = final
    return record


def start_state(record: dict[str, Any]) -> GameState:
    """The state before the first move of ``record``; raises :class:`RecordError` if malformed."""
    check_header(record, GAME, "Santiago de Cuba", RECORD_VERSION)
    state = build_start(from_setup, record["players"], record["options"], copy.deepcopy(record["setup"]))
    seed = record.get("seed")
    state.seed = seed if isinstance(seed, int) else None
    return state


def replay(record: dict[str, Any]) -> GameState:
    """Play ``record`` move by move, checking each; returns the state after the last move.

    Raises :class:`RecordError` naming the move and the reason when a line does not parse or is illegal,
    or when a stored ``result`` differs from the replayed one.
    """
    state = replay_lines(start_state(record), record["moves"], apply_in_place)
    stored = record.get("result")
    if stored is not None and stored != result(state):
        raise RecordError("the stored result differs from the replayed game")
    return state


def record_outcome(record: dict[str, Any]) -> Outcome | None:
    """The result ``record`` stores (each seat's final VP and place), as the engine's ``outcome`` gives
    it; ``None`` when it stores none. Only the fields it reads must be there (stats read hand-made
    records too); raises :class:`RecordError` when they are malformed."""
    if record.get("game", GAME) != GAME:
        raise RecordError(f"not a Santiago de Cuba record (game is {record.get('game')!r})")
    stored = record.get("result")
    if stored is None:
        return None
    try:
        seats = [stored[str(seat)] for seat in range(len(record["players"]))]
        return Outcome(tuple(SeatResult(int(seat["vp"]), int(seat["place"])) for seat in seats))
    except (KeyError, TypeError, ValueError) as exc:
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
