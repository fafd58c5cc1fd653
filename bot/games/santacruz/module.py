"""Santa Cruz as a :class:`bot.games.base.GameModule`: the engine behind the bot core's interface."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from bot.games.base import SeatResult
from bot.games.santacruz import history
from render.santacruz.words import card_name
from rules.santacruz import ai
from rules.santacruz.engine import apply, awaiting
from rules.santacruz.events import Event
from rules.santacruz.messages import render as say
from rules.santacruz.notation import parse
from rules.santacruz.records import export_record
from rules.santacruz.setup import MAX_PLAYERS, MIN_PLAYERS, new_game
from rules.santacruz.state import GameState
from rules.santacruz.views import player_view


class SantaCruzModule:
    """The Santa Cruz engine seen through the core's small interface."""

    name = "santacruz"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS

    def new_state(self, names: Sequence[str], seed: int, options: dict[str, Any]) -> GameState:
        """Players keep the order given: the bot shuffles seats itself when it starts a lobby."""
        return new_game(list(names), seed=seed, shuffle_seats=False, **options)

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

    computer_levels = ("easy", "strong")

    def computer_action(self, state: GameState, seat: int, level: str, seed: str) -> str:
        """The computer decides from the seat's player view only, never from the whole state."""
        return str(ai.choose(player_view(state, seat), level, random.Random(seed)))

    def results(self, record: dict[str, Any]) -> list[SeatResult]:
        return history.results(record)

    def replay_steps(self, record: dict[str, Any]) -> int:
        return len(record["moves"])

    def reveals(self, events: Sequence[Event]) -> str | None:
        """The first event the engine marks as revealing (``Event.REVEALS``), in words."""
        for event in events:
            key = event.reveals()
            if key:
                card = getattr(event, "card", None)
                return say(
                    f"reveals.{key}",
                    site=getattr(event, "site", ""),
                    round=getattr(event, "round", ""),
                    card=card_name(card) if isinstance(card, str) else "",
                )
        return None
