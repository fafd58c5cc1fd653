"""Santiago de Cuba's narration in German and French reads as those languages write it (review 3.1, 3.2)."""

from __future__ import annotations

import pytest

from rules.santiago.events import BuildingUsed, CarMoved, Delivered, Gained, Tribute
from rules.santiago.narrate import describe

NAMES = ["Ana", "Ben", "Cyd"]


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [("de", "1 Zigarre", "2 Zigarren"), ("fr", "1 cigare", "2 cigares"), ("en", "1 cigar", "2 cigars")],
)
def test_a_counted_good_is_singular_for_one_and_plural_for_more(lang: str, one: str, two: str) -> None:
    single = describe([Delivered(0, "cigars", 1, None, 2)], NAMES, lang)[0]
    double = describe([Delivered(0, "cigars", 2, None, 4)], NAMES, lang)[0]
    assert f" {one} " in single and f" {two} " in double
    given = describe([Tribute(1, 0, "cigars")], NAMES, lang)[0]
    assert one in given and two not in given
    gained = describe([Gained(0, "sugar", {"cigars": 1})], NAMES, lang)[0]
    assert f"+{one}" in gained


def test_citrus_has_a_german_singular() -> None:
    assert "1 Zitrusfrucht " in describe([Delivered(0, "citrus", 1, None, 2)], NAMES, "de")[0]


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_a_building_use_shows_no_notation(lang: str) -> None:
    """Review D-2: the use's effect is told by the events after it, never as notation ("(sell 1)")."""
    text = describe([BuildingUsed(0, "casino", ("sell", "1"), False)], NAMES, lang)[0]
    assert "sell" not in text and "(" not in text


@pytest.mark.parametrize(("lang", "harbour"), [("de", " weit zum Hafen."), ("fr", " jusqu’au port ")])
def test_the_car_goes_to_the_harbour_with_the_contraction(lang: str, harbour: str) -> None:
    """Review de A-9, fr A-6: "zum Hafen", "jusqu'au port", never "zu Hafen" or "à le port"."""
    text = describe([CarMoved(0, 1, 7, 6, 5, None, None)], NAMES, lang)[0]
    assert harbour in text
