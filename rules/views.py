"""What every game's views share: frozen dataclasses that turn into JSON-ready dicts."""

from __future__ import annotations

import dataclasses
from typing import Any


class JsonView:
    """Mixin for a view dataclass: :meth:`to_dict` gives its fields as plain JSON-ready data."""

    __slots__ = ()

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (tuples as lists)."""
        return dataclasses.asdict(self)  # type: ignore[call-overload]
