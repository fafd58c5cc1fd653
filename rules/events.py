"""The base of every game's events: plain slotted dataclasses that turn into JSON-ready dicts.

Events are read-only by convention; they are not frozen dataclasses because they are made on the engines'
hot paths, where a frozen dataclass costs several times as much to construct.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar


@dataclass(slots=True)
class Event:
    """Base of all events of all games.

    ``REVEALS`` marks an event that shows hidden information (a turned tile, a drawn chip or card, a
    round's end): it names what was shown (a key the game's catalogue words), and a move with such an
    event can never be taken back. ``""``: the event shows nothing hidden.
    """

    REVEALS: ClassVar[str] = ""

    def reveals(self) -> str:
        """What hidden information this event showed (see ``REVEALS``); ``""`` when nothing."""
        return self.REVEALS

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict with the event's type name."""
        out: dict[str, Any] = {"type": type(self).__name__}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            out[f.name] = list(value) if isinstance(value, tuple) else value
        return out


E = TypeVar("E", bound=Event)


def first_reveal(events: Iterable[E]) -> E | None:
    """The first of ``events`` that showed hidden information (see ``Event.REVEALS``), if any."""
    return next((event for event in events if event.reveals()), None)
