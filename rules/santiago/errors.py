"""The two ways a Santiago de Cuba action can be refused: the shared refusals with this game's catalogue.

Catching :class:`rules.errors.IllegalAction` or :class:`rules.errors.InvalidAction` catches these too.
"""

from __future__ import annotations

from rules import errors
from rules.santiago import gamedata
from rules.santiago.messages import CATALOGUE, building, good

_GOODS = ("good", "item", "source", "target")
"""Parameters that may hold a good's id."""
_BUILDINGS = ("building", "figure")
"""Parameters that may hold a building's id."""


def _term(param: str, value: object) -> object:
    """``value`` as a reader of the language in force names it: goods, buildings and flower colours by
    their translated names; anything else (numbers, seats, names, lines) as it is."""
    if not isinstance(value, str):
        return value
    if param == "item" and value in ("peso", "vp"):
        return CATALOGUE.text("narrate.item.pesos" if value == "peso" else "narrate.item.vp")
    if param in _GOODS:
        return good(value)
    if param in _BUILDINGS:
        return building(value)
    if param == "flower":
        ids = {shown: flower for flower, shown in gamedata.components().flower_display.items()}
        key = f"illegal.flower.{ids.get(value, value)}"
        return CATALOGUE.text(key) if key in CATALOGUE else value
    return value


class ActionError(errors.ActionError):
    """Base of both Santiago refusals: sentences come from the Santiago catalogue."""

    catalogue = CATALOGUE

    def localized(self) -> str:
        """The sentence in the language in force, with goods, buildings and colours in its words too."""
        return CATALOGUE.text(self.key, **{k: _term(k, v) for k, v in self.params.items()})


class InvalidAction(ActionError, errors.InvalidAction):
    """A line that does not parse (unknown verb, good, building or Cubaner, wrong word count)."""


class IllegalAction(ActionError, errors.IllegalAction):
    """A well-formed line that the rules forbid in the current state."""
