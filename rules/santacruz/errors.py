"""The two ways an action can be refused, in the spirit of python-chess.

Both are ``ValueError``s; each carries a catalogue key and parameters so the bot can translate the
message, and a ready English sentence in ``str(error)``.
"""

from __future__ import annotations

from typing import Any

from rules.santacruz.messages import render


class ActionError(ValueError):
    """Base of both refusals: a catalogue ``key``, its ``params`` and the rendered sentence."""

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params
        super().__init__(render(key, **params))


class InvalidAction(ActionError):
    """Text that does not parse as an action (unknown verb, site, card or seat)."""


class IllegalAction(ActionError):
    """A well-formed action that the rules forbid in the current state."""
