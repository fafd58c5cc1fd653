"""Santiago de Cuba as a :class:`bot.games.base.GameModule`: the engine behind the bot core's interface."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from bot.games.base import SeatResult
from bot.games.engine import EngineModule
from bot.games.santiago import history
from rules.santiago import ai, gamedata
from rules.santiago.engine import apply, awaiting
from rules.santiago.messages import render as say
from rules.santiago.notation import parse
from rules.santiago.records import export_record
from rules.santiago.setup import from_setup, make_setup
from rules.santiago.state import GameState
from rules.santiago.views import player_view

_COMP = gamedata.components()


class SantiagoModule(EngineModule):
    """The Santiago de Cuba engine seen through the core's small interface."""

    state_type = GameState
    engine_apply = apply
    engine_parse = parse
    engine_awaiting = awaiting
    engine_record = export_record
    engine_ai: ClassVar[Any] = ai
    engine_view = player_view
    engine_say = say
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

    def results(self, record: dict[str, Any]) -> list[SeatResult]:
        return history.results(record)
