"""Santa Cruz as a :class:`bot.games.base.GameModule`: the engine behind the bot core's interface."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from bot.games.base import SeatResult
from bot.games.engine import EngineModule
from bot.games.santacruz import history
from render.santacruz.words import card_name
from rules.santacruz import ai
from rules.santacruz.engine import apply, awaiting
from rules.santacruz.messages import render as say
from rules.santacruz.notation import parse
from rules.santacruz.records import export_record
from rules.santacruz.setup import MAX_PLAYERS, MIN_PLAYERS, new_game
from rules.santacruz.state import GameState
from rules.santacruz.views import player_view


class SantaCruzModule(EngineModule):
    """The Santa Cruz engine seen through the core's small interface."""

    state_type = GameState
    engine_apply = apply
    engine_parse = parse
    engine_awaiting = awaiting
    engine_record = export_record
    engine_ai: ClassVar[Any] = ai
    engine_view = player_view
    engine_say = say
    name = "santacruz"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS

    def new_state(self, names: Sequence[str], seed: int, options: dict[str, Any]) -> GameState:
        """Players keep the order given: the bot shuffles seats itself when it starts a lobby."""
        return new_game(list(names), seed=seed, shuffle_seats=False, **options)

    computer_levels = ("easy", "strong")

    def results(self, record: dict[str, Any]) -> list[SeatResult]:
        return history.results(record)

    def reveal_words(self, key: str, event: Any) -> str:
        """The reason in words, with the site, round or card the event names."""
        card = getattr(event, "card", None)
        return say(
            f"reveals.{key}",
            site=getattr(event, "site", ""),
            round=getattr(event, "round", ""),
            card=card_name(card) if isinstance(card, str) else "",
        )
