"""The Santiago de Cuba text catalogue: every sentence a player can read, by key, in English, German, French.

Keys are ``parse.*`` (lines that do not parse), ``illegal.*`` (refusals), ``narrate.*`` (what happened),
``comment.*`` (log comments), ``render.*`` (words on the images) and ``ui.*`` (the bot), held as Project
Fluent files, ``locales/<lang>.ftl``, with the same messages and variables in every language (terms from
the German rules: ``GLOSSARY.md``).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rules.i18n import Catalogue, join_list

CATALOGUE = Catalogue.from_files("santiago", Path(__file__).parent / "locales")
"""The game's sentences in every language; as a mapping, each key's English pattern."""


def render(key: str, **params: Any) -> str:
    """The catalogue sentence for ``key`` with ``params`` filled in, in the language in force."""
    return CATALOGUE.text(key, **params)


def good(name: str) -> str:
    """A good's name in the language in force (the id itself for an unknown one)."""
    return CATALOGUE.named("render.good", name)


def counted(name: str, count: int) -> str:
    """``count`` units of a good with the noun in the right number: ``1 cigar``, ``3 cigars``."""
    return render(f"ui.count.{name}", count=count)


def wants(dice: Mapping[str, int], either: bool = False) -> str:
    """What a ship demands, without its zeros, as a sentence lists it: ``1 rum and 3 cigars`` (``1 rum or
    3 cigars``); empty when it demands nothing."""
    asked = [counted(g, n) for g, n in dice.items() if n]
    return join_list(asked, either=either)


def building(building_id: str) -> str:
    """A building's name in the language in force (the id itself for an unknown one)."""
    return CATALOGUE.named("render.building", building_id)


FORMS = ("the", "to", "at")
"""How running text names a building: the object of a verb (``the Casino``, ``das Casino``, ``le Casino``),
where a figure goes (``to the Casino``, ``ins Casino``, ``au Casino``) and where it stands (``at the
Casino``, ``im Casino``, ``au Casino``)."""


def building_as(building_id: str, form: str) -> str:
    """A building named in running text with the article and preposition its language gives it there
    (``narrate.<form>_building``, one of :data:`FORMS`): German and French article forms differ from
    building to building, so a sentence never reads "das Gebäude Kirche" (languages-2.md DE-22, FR-33)."""
    return render(f"narrate.{form}_building", building=building_id)
