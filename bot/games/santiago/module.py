"""Santiago de Cuba as a :class:`bot.games.base.GameModule`: the engine behind the bot core's interface."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from bot.games.base import SeatResult
from bot.games.santiago import history
from rules.santiago import ai, gamedata
from rules.santiago.engine import apply, awaiting
from rules.santiago.events import Event
from rules.santiago.messages import render as say
from rules.santiago.notation import parse
from rules.santiago.records import export_record
from rules.santiago.setup import from_setup, make_setup
from rules.santiago.state import GameState
from rules.santiago.views import player_view

_COMP = gamedata.components()


class SantiagoModule:
    """The Santiago de Cuba engine seen through the core's small interface."""

    name = "santiago"
    min_players = _COMP.min_players
    max_players = _COMP.max_players
    computer_levels = ai.LEVELS

    def new_state(self, names: Sequence[str], seed: int, options: dict[str, Any]) -> GameState:
        """Players keep the order given (seat 0 starts): the bot shuffles seats itself; the layout and
        the 7 rolls come from ``seed`` as NOTATION.md draws them."""
        _order, setup = make_setup(seed, list(names))
        state = from_setup(list(names), dict(options), setup)
        state.seed = seed
        return state

    def to_json(self, state: GameState) -> dict[str, Any]:
        return state.to_dict()

    def from_json(self, data: dict[str, Any]) -> GameState:
        return GameState.from_dict(data)

    def apply(self, state: GameState, action: str) -> tuple[GameState, list[Event]]:
        return apply(state, action)

    def parse(self, action: str) -> tuple[int, str]:
        parsed = parse(action)
        return parsed.seat, str(parsed)

    def awaiting(self, state: GameState) -> frozenset[int]:
        return awaiting(state)

    def is_over(self, state: GameState) -> bool:
        return state.phase == "end"

    def record(self, state: GameState) -> dict[str, Any]:
        return export_record(state)

    def computer_action(self, state: GameState, seat: int, level: str, seed: str) -> str:
        """The computer decides from the seat's player view only, never from the whole state."""
        return str(ai.choose(player_view(state, seat), level, random.Random(seed)))

    def results(self, record: dict[str, Any]) -> list[SeatResult]:
        return history.results(record)

    def replay_steps(self, record: dict[str, Any]) -> int:
        return len(record["moves"])

    def reveals(self, events: Sequence[Event]) -> str | None:
        """Why a move cannot be taken back: the first event the engine marks as revealing, in words."""
        for event in events:
            key = event.reveals()
            if key:
                return say(f"reveals.{key}")
        return None
