"""Santiago de Cuba computer players against each other: the shared arena (:mod:`rules.arena`) with this game.

Seats keep the order of the names (the set-up's layout and rolls still come from the seed); each seat
decides from its own :func:`~rules.santiago.views.player_view` with its own seeded generator.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules import arena as shared
from rules.arena import ArenaGame
from rules.santiago.ai import LEVELS, choose
from rules.santiago.engine import apply_in_place, outcome
from rules.santiago.setup import from_setup, make_setup
from rules.santiago.state import GameState
from rules.santiago.views import player_view

MAX_ACTIONS = 100_000
"""Far above any real game; reaching it means something is broken."""


def _new_game(names: list[str], seed: int) -> GameState:
    """A game whose seats keep the order of ``names``; layout and rolls from ``seed``."""
    _, setup = make_setup(seed, names)
    state = from_setup(names, {}, setup)
    state.seed = seed
    return state


def _to_move(state: GameState) -> int:
    """The one seat awaited."""
    return state.to_move


GAME = ArenaGame(LEVELS, _new_game, _to_move, player_view, choose, apply_in_place, outcome, MAX_ACTIONS)


def arena(levels: Sequence[str], games: int, seed: int, processes: int = 1) -> dict[str, Any]:
    """Play ``games`` games of ``levels`` (one per seat) and report win rates and decision times."""
    return shared.arena(GAME, levels, games, seed, processes)
