"""The two ways a Santiago de Cuba action can be refused: the shared refusals with this game's catalogue.

Catching :class:`rules.errors.IllegalAction` or :class:`rules.errors.InvalidAction` catches these too.
"""

from __future__ import annotations

from rules import errors
from rules.santiago.messages import CATALOGUE


class ActionError(errors.ActionError):
    """Base of both Santiago refusals: sentences come from the Santiago catalogue."""

    catalogue = CATALOGUE


class InvalidAction(ActionError, errors.InvalidAction):
    """A line that does not parse (unknown verb, good, building or Cubaner, wrong word count)."""


class IllegalAction(ActionError, errors.IllegalAction):
    """A well-formed line that the rules forbid in the current state."""
