"""What the bot core knows about a game: a small interface each game module implements.

The core (lobby, seats, storage, locks, restarts) works only through :class:`GameModule`, so a second
game plugs in without changes to it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol


class GameModule(Protocol):
    """A game as the bot core sees it: states are opaque, actions are notation lines."""

    name: str
    min_players: int
    max_players: int

    def new_state(self, names: Sequence[str], seed: int, options: dict[str, Any]) -> Any:
        """A new game for players seated in the order of ``names``."""
        ...

    def to_json(self, state: Any) -> dict[str, Any]:
        """The state as JSON-ready data."""
        ...

    def from_json(self, data: dict[str, Any]) -> Any:
        """A state back from :meth:`to_json` data."""
        ...

    def apply(self, state: Any, action: str) -> tuple[Any, list[Any]]:
        """A new state and the events; raises ``ValueError`` when the action is refused."""
        ...

    def seat_of(self, action: str) -> int:
        """The seat an action line is for; raises ``ValueError`` when it does not parse."""
        ...

    def awaiting(self, state: Any) -> frozenset[int]:
        """The seats the game waits for."""
        ...

    def is_over(self, state: Any) -> bool:
        """Whether the game has ended."""
        ...

    def record(self, state: Any) -> dict[str, Any]:
        """The record kept for a finished game (replayable by the game's own tools)."""
        ...
