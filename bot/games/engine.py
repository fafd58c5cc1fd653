"""What every game's :class:`~bot.games.base.GameModule` does alike: forward to its rules engine.

Both engines share one contract (``rules.contract``): states with ``to_dict``/``from_dict``, ``apply``
on a notation line, ``awaiting``, records, and computer players that decide from a seat's player
view. A game's module names its engine's pieces and inherits the forwarding, so the two games do not
each carry a copy of it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, ClassVar


class EngineModule:
    """The forwarding half of a game module; subclasses set the engine's functions as class attributes."""

    state_type: ClassVar[Any]
    """The engine's state class (``from_dict`` rebuilds a stored state)."""
    engine_apply: ClassVar[Callable[[Any, str], tuple[Any, list[Any]]]]
    engine_parse: ClassVar[Callable[[str], Any]]
    engine_awaiting: ClassVar[Callable[[Any], frozenset[int]]]
    engine_record: ClassVar[Callable[[Any], dict[str, Any]]]
    engine_ai: ClassVar[Any]
    """The engine's computer players: a module whose ``choose(view, level, rng)`` picks an action."""
    engine_view: ClassVar[Callable[[Any, int], Any]]
    engine_say: ClassVar[Callable[..., str]]

    def to_json(self, state: Any) -> dict[str, Any]:
        return dict(state.to_dict())

    def from_json(self, data: dict[str, Any]) -> Any:
        return self.state_type.from_dict(data)

    def apply(self, state: Any, action: str) -> tuple[Any, list[Any]]:
        return type(self).engine_apply(state, action)

    def parse(self, action: str) -> tuple[int, str]:
        parsed = type(self).engine_parse(action)
        return parsed.seat, str(parsed)

    def awaiting(self, state: Any) -> frozenset[int]:
        return type(self).engine_awaiting(state)

    def is_over(self, state: Any) -> bool:
        return bool(state.phase == "end")

    def record(self, state: Any) -> dict[str, Any]:
        return type(self).engine_record(state)

    def computer_action(self, state: Any, seat: int, level: str, seed: str) -> str:
        """The computer decides from the seat's player view only, never from the whole state."""
        view = type(self).engine_view(state, seat)
        return str(type(self).engine_ai.choose(view, level, random.Random(seed)))

    def replay_steps(self, record: dict[str, Any]) -> int:
        return len(record["moves"])

    def reveal_words(self, key: str, event: Any) -> str:
        """The reason a player reads for an event marked revealing ``key`` (a game may add details)."""
        return type(self).engine_say(f"reveals.{key}")

    def reveals(self, events: Sequence[Any]) -> str | None:
        """The first event the engine marks as revealing (``Event.REVEALS``), in words."""
        for event in events:
            key = event.reveals()
            if key:
                return self.reveal_words(key, event)
        return None
