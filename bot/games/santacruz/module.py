"""Santa Cruz as a :class:`bot.games.base.GameModule`: :data:`rules.santacruz.GAME` behind the core's
interface."""

from __future__ import annotations

from bot.games.engine import EngineModule
from rules.santacruz import GAME
from rules.santacruz.actions import Action
from rules.santacruz.events import Event
from rules.santacruz.state import GameState
from rules.santacruz.views import PlayerView, PublicView


class SantaCruzModule(EngineModule[GameState, Action, Event, PublicView, PlayerView]):
    """The Santa Cruz engine seen through the core's small interface."""

    def __init__(self) -> None:
        super().__init__(GAME)
