"""Santiago de Cuba as a :class:`bot.games.base.GameModule`: :data:`rules.santiago.GAME` behind the core's
interface."""

from __future__ import annotations

from bot.games.engine import EngineModule
from rules.santiago import GAME
from rules.santiago.actions import Action
from rules.santiago.events import Event
from rules.santiago.state import GameState
from rules.santiago.views import PlayerView, PublicView


class SantiagoModule(EngineModule[GameState, Action, Event, PublicView, PlayerView]):
    """The Santiago de Cuba engine seen through the core's small interface."""

    def __init__(self) -> None:
        super().__init__(GAME)
