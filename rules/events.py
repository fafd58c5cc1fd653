"""The base of every game's events: plain slotted dataclasses that turn into JSON-ready dicts.

Events are read-only by convention; they are not frozen dataclasses because they are made on the engines'
hot paths, where a frozen dataclass costs several times as much to construct.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any


@dataclass(slots=True)
class Event:
    """Base of all events of all games."""

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict with the event's type name."""
        out: dict[str, Any] = {"type": type(self).__name__}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            out[f.name] = list(value) if isinstance(value, tuple) else value
        return out
