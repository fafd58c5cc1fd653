"""The games there are: each engine's one :class:`~rules.contract.GameRules` object by its name (after
OpenSpiel's ``register_game``). The built-in games are always listed; :func:`register` adds another
(a game that lives only in the tests), :func:`unregister` takes it away again."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, TypeAlias

from rules.contract import GameRules
from rules.santacruz import GAME as SANTA_CRUZ
from rules.santiago import GAME as SANTIAGO
from rules.teach import Hint

AnyGame: TypeAlias = GameRules[Any, Any, Any, Any, Any]
"""A game of any types: the registry holds games of different state, action, event and view types,
which only the game itself relates (Python has no existential types; each game's own object is fully
typed)."""

BUILT_IN: tuple[AnyGame, ...] = (SANTA_CRUZ, SANTIAGO)
"""The games the bot ships with, in the order it offers them."""

_games: dict[str, AnyGame] = {game.name: game for game in BUILT_IN}

GAMES: Mapping[str, AnyGame] = MappingProxyType(_games)
"""Every registered game by its name, built-ins first (a live, read-only view)."""


def register(game: AnyGame) -> AnyGame:
    """List ``game`` under its name and return it; raises ``ValueError`` if another game has the name."""
    known = _games.get(game.name)
    if known is not None and known is not game:
        raise ValueError(f"a game named {game.name!r} is already registered")
    _games[game.name] = game
    return game


def unregister(name: str) -> None:
    """Take back a game :func:`register` added; the built-in games stay."""
    if any(game.name == name for game in BUILT_IN):
        raise ValueError(f"{name!r} is a built-in game")
    _games.pop(name, None)


def game(name: str) -> AnyGame:
    """The game registered as ``name``; raises ``KeyError`` naming the known games when there is none."""
    try:
        return _games[name]
    except KeyError:
        raise KeyError(f"no game {name!r}; known: {', '.join(_games)}") from None


def computer_action(name: str, state: Any, seat: int, level: str, seed: str) -> str:
    """The move the computer of ``level`` makes for ``seat`` in game ``name``: a module-level function, so
    a worker process can be sent it by name (the game's object stays in that process)."""
    return game(name).computer_action(state, seat, level, seed)


def hint(name: str, state: Any, seat: int, seed: str) -> Hint:
    """The strong computer's advice for ``seat`` in game ``name``, with its reasons: by name, as
    :func:`computer_action`."""
    return game(name).hint(state, seat, seed)
