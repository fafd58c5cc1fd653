"""How a person is named at a table: their display name, numbered when someone at it goes by it already."""

from __future__ import annotations

from bot.texts import text


def distinct_name(name: str, taken: list[str]) -> str:
    """``name``, numbered ("Sam 2") when a member already goes by it, so text and board tell them apart."""
    used = {t.casefold() for t in taken}
    number = 1
    candidate = name
    while candidate.casefold() in used:
        number += 1
        candidate = text("lobby.same_name", name=name, number=number)
    return candidate
