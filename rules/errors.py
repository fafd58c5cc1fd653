"""The two ways any game refuses an action, in the spirit of python-chess, shared by every game.

Both are ``ValueError``s carrying a catalogue ``key`` and its ``params`` (so the bot can translate) and
a ready English sentence in ``str(error)``; :meth:`ActionError.localized` reads it in the current
language. Each game subclasses them once with its own catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from rules.i18n import DEFAULT


class ActionError(ValueError):
    """Base of both refusals: a catalogue ``key``, its ``params`` and the rendered sentence."""

    catalogue: ClassVar[Mapping[str, str]] = {}

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params
        text = getattr(self.catalogue, "text", None)
        super().__init__(
            str(text(key, DEFAULT, **params)) if callable(text) else self.catalogue[key].format(**params)
        )

    def localized(self) -> str:
        """The sentence in the language in force (English where the catalogue has only English)."""
        text = getattr(self.catalogue, "text", None)
        return str(text(self.key, **self.params)) if callable(text) else str(self)


class InvalidAction(ActionError):
    """Text that does not parse as an action of the game."""


class IllegalAction(ActionError):
    """A well-formed action that the rules forbid in the current state."""
