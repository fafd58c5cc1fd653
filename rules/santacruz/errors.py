"""The two ways a Santa Cruz action can be refused: the shared refusals with this game's catalogue.

Catching :class:`rules.errors.IllegalAction` or :class:`rules.errors.InvalidAction` catches these too.
"""

from __future__ import annotations

from rules import errors
from rules.santacruz.messages import CATALOGUE


class ActionError(errors.ActionError):
    """Base of both Santa Cruz refusals: sentences come from the Santa Cruz catalogue."""

    catalogue = CATALOGUE


class InvalidAction(ActionError, errors.InvalidAction):
    """Text that does not parse as an action (unknown verb, site, card or seat)."""


class IllegalAction(ActionError, errors.IllegalAction):
    """A well-formed action that the rules forbid in the current state."""
