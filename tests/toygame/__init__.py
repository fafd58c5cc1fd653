"""High Card, a game that lives only in the tests (issue 26): its rules (:mod:`.rules`) and its whole bot
package (:mod:`.ui`). :func:`register` offers it next to the built-in games; no line of the core names it."""

from __future__ import annotations

from bot.games import registry as bot_games
from rules import registry as rule_games
from tests.toygame.rules import GAME, NAME
from tests.toygame.ui import HighCardUI


def register() -> None:
    """List High Card in the rules' registry and offer it in the bot (idempotent)."""
    rule_games.register(GAME)
    bot_games.register(NAME, HighCardUI)


def unregister() -> None:
    """Take High Card away again."""
    bot_games.unregister(NAME)
    rule_games.unregister(NAME)
