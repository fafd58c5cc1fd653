"""Every word the images show, taken from the game's text catalogue (keys ``render.*``).

Player names and site ids are data and are drawn as they are; everything else goes through
:func:`word`, so a translated catalogue translates the images too.
"""

from __future__ import annotations

from typing import Any

from rules.santacruz import gamedata
from rules.santacruz.messages import CATALOGUE
from rules.santacruz.messages import render as _render


def word(key: str, **params: Any) -> str:
    """The catalogue text ``render.<key>`` with ``params`` filled in."""
    return _render(f"render.{key}", **params)


def has(key: str) -> bool:
    """Whether the catalogue holds ``render.<key>``."""
    return f"render.{key}" in CATALOGUE


def resources(names: tuple[str, ...] | list[str]) -> str:
    """Resource names joined with commas, as the catalogue spells them."""
    return ", ".join(word(f"resource.{n}") if has(f"resource.{n}") else n for n in names)


def card_name(card_id: str) -> str:
    """A scoring card's name (its id when the catalogue does not know it)."""
    return word(f"scoring.{card_id}") if has(f"scoring.{card_id}") else card_id


def card_effect(card_id: str) -> str:
    """What a scoring card does, in a sentence built from the card's data."""
    card = gamedata.cards().scoring[card_id]
    if card.kind == "resource":
        text = word("effect.resource", points=card.points, needs=resources(card.needs))
    elif card.kind == "resource-pair":
        first, second = (resources([n]) for n in card.needs[:2])
        text = word("effect.pair", points=card.points, first=first, second=second, one=card.points_one)
    elif card.kind == "buildings":
        key = f"effect.{card_id}"
        text = word(key, points=card.points) if has(key) else card_name(card_id)
    elif card.kind == "per-building":
        if card.points_each < 0:
            text = word("effect.eruption", each=card.points_each)
        else:
            text = word("effect.per_building", each=card.points_each, where=word(f"where.{card.where}"))
    else:
        text = word("effect.per_chip", each=card.points_each)
    if card.fish_bonus:
        text += " " + word("effect.fish_bonus")
    return text


def points_text(card_id: str) -> str:
    """A scoring card's points as its badge shows them: "7", "7 / 3" or "3 each"."""
    card = gamedata.cards().scoring[card_id]
    if card.kind in ("per-building", "per-chip"):
        return word("each", points=card.points_each)
    if card.kind == "resource-pair":
        return f"{card.points} / {card.points_one}"
    return str(card.points)
