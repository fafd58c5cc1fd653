"""Santa Cruz computer players against each other: the shared arena (:mod:`rules.arena`) with this game.

Seats are not shuffled at set-up; each seat decides from its own
:func:`~rules.santacruz.views.player_view` with its own seeded generator, so a run is reproducible.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules import arena as shared
from rules.arena import ArenaGame, GameResult, seat_levels, wilson
from rules.santacruz.ai import LEVELS, choose
from rules.santacruz.engine import apply_in_place, awaiting, outcome
from rules.santacruz.setup import new_game
from rules.santacruz.state import GameState
from rules.santacruz.views import player_view

MAX_ACTIONS = 1000
"""Far above any real game; reaching it means something is broken."""


def _new_game(names: list[str], seed: int) -> GameState:
    """A game whose seats keep the order of ``names``, dealt from ``seed``."""
    return new_game(names, seed=seed, shuffle_seats=False)


def _to_move(state: GameState) -> int:
    """The lowest awaited seat (several decide at once in the discard)."""
    return min(awaiting(state))


GAME = ArenaGame(LEVELS, _new_game, _to_move, player_view, choose, apply_in_place, outcome, MAX_ACTIONS)


def play_game(levels: Sequence[str], seed: int, index: int) -> GameResult:
    """Play game ``index`` of an arena seeded with ``seed``."""
    return shared.play_game(GAME, levels, seed, index)


def arena(levels: Sequence[str], games: int, seed: int, processes: int = 1) -> dict[str, Any]:
    """Play ``games`` games of ``levels`` (one per seat) and report win rates and decision times."""
    return shared.arena(GAME, levels, games, seed, processes)


__all__ = ["GAME", "GameResult", "arena", "play_game", "seat_levels", "wilson"]
