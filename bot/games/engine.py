"""A game's rules (:class:`rules.contract.GameRules`) as the bot core's :class:`~bot.games.base.GameModule`.

The core plays notation lines and reads results as seats; everything else is the game's one exported
object (``rules.<game>.GAME``), so this adapter only forwards and each game's module only names its game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Generic, TypeVar

from rules.contract import GameRules, JsonObject, JsonScalar, SeatResult

S = TypeVar("S")
A = TypeVar("A")
E = TypeVar("E")
PublicV = TypeVar("PublicV")
PlayerV = TypeVar("PlayerV")


class EngineModule(Generic[S, A, E, PublicV, PlayerV]):
    """The bot core's view of one game: its rules object, with notation lines for actions."""

    def __init__(self, game: GameRules[S, A, E, PublicV, PlayerV]) -> None:
        self.game = game

    @property
    def name(self) -> str:
        return self.game.name

    @property
    def min_players(self) -> int:
        return self.game.min_players

    @property
    def max_players(self) -> int:
        return self.game.max_players

    @property
    def computer_levels(self) -> tuple[str, ...]:
        return self.game.computer_levels

    def new_state(self, names: Sequence[str], seed: int, options: Mapping[str, JsonScalar]) -> S:
        return self.game.new_state(names, seed, options)

    def to_json(self, state: S) -> JsonObject:
        return self.game.to_json(state)

    def from_json(self, data: JsonObject) -> S:
        return self.game.from_json(data)

    def apply(self, state: S, action: str) -> tuple[S, list[E]]:
        return self.game.apply(state, action)

    def parse(self, action: str) -> tuple[int, str]:
        return self.game.parse(action)

    def awaiting(self, state: S) -> frozenset[int]:
        return self.game.awaiting(state)

    def is_over(self, state: S) -> bool:
        return self.game.is_over(state)

    def record(self, state: S) -> JsonObject:
        return self.game.record(state)

    def computer_action(self, state: S, seat: int, level: str, seed: str) -> str:
        """The computer decides from the seat's player view only (the rules object sees to it)."""
        return self.game.computer_action(state, seat, level, seed)

    def results(self, record: JsonObject) -> tuple[SeatResult, ...]:
        """Each seat's result as the record stores it; ``ValueError`` when it stores none (the game did
        not finish) or is malformed."""
        outcome = self.game.record_outcome(record)
        if outcome is None:
            raise ValueError("the record has no result: the game did not finish")
        return outcome.seats

    def replay_steps(self, record: JsonObject) -> int:
        return self.game.replay_steps(record)

    def reveals(self, events: Sequence[E]) -> str | None:
        return self.game.reveals(events)
