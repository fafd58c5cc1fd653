"""The games the bot offers: each game's Discord side by its name, in the order they are offered.

The built-in games are always listed; :func:`register` adds another (a game that lives only in the
tests registers itself here and in :mod:`rules.registry`), and nothing else in the core names a game.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.games.santacruz.ui import SantaCruzUI
from bot.games.santiago.ui import SantiagoUI
from bot.games.seam import GameUI

UiFactory = Callable[[str], GameUI]
"""Builds a game's UI for the admin's board format (``png`` or ``webp``)."""

BUILT_IN: dict[str, UiFactory] = {"santacruz": SantaCruzUI, "santiago": SantiagoUI}
_factories: dict[str, UiFactory] = dict(BUILT_IN)


def register(name: str, factory: UiFactory) -> None:
    """Offer the game ``name`` (after the built-in ones); raises ``ValueError`` if the name is taken."""
    if name in _factories and _factories[name] is not factory:
        raise ValueError(f"a game named {name!r} is already offered")
    _factories[name] = factory


def unregister(name: str) -> None:
    """Stop offering a game :func:`register` added; the built-in games stay."""
    if name in BUILT_IN:
        raise ValueError(f"{name!r} is a built-in game")
    _factories.pop(name, None)


def game_uis(board_format: str = "png") -> list[GameUI]:
    """Every game the bot offers, built for ``board_format``."""
    return [factory(board_format) for factory in _factories.values()]
