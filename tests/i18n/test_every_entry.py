"""Every catalogue entry, in every language, rendered with 0, 1, 2 and 1,000 in its number fields, the
longest names in its name fields and every variant its selectors name: each fills all its placeholders
and fits the Discord limit of where the bot puts it (issue 28, "a catalogue test")."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from rules import i18n
from rules.i18n import Catalogue
from tests.i18n.test_catalogues import CATALOGUES, NUMBERS
from tests.i18n.test_limits import CHOICES, CUT, DESCRIPTIONS, FACTS, NAME, _limit

COUNTS = (0, 1, 2, 1000)
PLURAL = frozenset({"zero", "one", "two", "few", "many", "other"})
"""CLDR plural categories: a variable selected on them is a number."""
GAME = "Santiago de Cuba"
"""The longest game title a sentence names."""
LEFT_OVER = re.compile(r"\{\s*\$|\{\?\?\?\}|\{[a-z_]+\}")
"""What Fluent (or an old ``str.format`` entry) leaves in the text for a placeholder it could not fill."""


def _is_number(catalogue: Catalogue, key: str, name: str) -> bool:
    keys = catalogue.selectors(key).get(name, frozenset())
    source = catalogue.english[key]
    return (
        name in NUMBERS
        or bool(keys & PLURAL)
        or any(k.isdigit() for k in keys)
        or f"ORDINAL(${name})" in source
    )


def _renderings(catalogue: Catalogue, key: str, count: int) -> Iterator[dict[str, object]]:
    """The parameters to render ``key`` with: numbers at ``count``, names at their longest, then each
    variant of every selector on an id (a card kind, a good) in turn."""
    base: dict[str, object] = {}
    for name in i18n.placeholders(catalogue.english[key]):
        if _is_number(catalogue, key, name):
            base[name] = count
        elif name == "game":
            base[name] = GAME
        elif name == "facts":
            base[name] = FACTS
        else:
            base[name] = NAME
    yield base
    for name, keys in catalogue.selectors(key).items():
        if not _is_number(catalogue, key, name):
            for variant in sorted(keys):
                yield {**base, name: variant}


def _checked(catalogue: Catalogue, key: str) -> bool:
    """Santiago's choice labels are measured as the bot builds them (``test_limits``); the few labels
    the bot cuts to a button are too."""
    return key not in CUT and not (catalogue.name == "santiago" and key.startswith(CHOICES))


@pytest.mark.parametrize("count", COUNTS)
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("catalogue", CATALOGUES, ids=lambda c: c.name)
def test_every_entry_fills_its_placeholders_and_fits_discord(
    catalogue: Catalogue, lang: str, count: int
) -> None:
    unfilled, too_long, rendered = [], [], 0
    for key in catalogue:
        for params in _renderings(catalogue, key, count):
            text, errors = catalogue.strictly(key, lang, **params)
            rendered += 1
            if errors or LEFT_OVER.search(text):
                unfilled.append((key, errors, text))
            limit = _limit(key)
            if _checked(catalogue, key) and not key.startswith(DESCRIPTIONS) and len(text) > limit:
                too_long.append((key, len(text), limit, params))
    assert rendered >= len(catalogue)
    assert unfilled == []
    assert too_long == []


def test_the_check_sees_an_unfilled_placeholder_and_every_variant() -> None:
    """The check itself: a placeholder the caller forgot is reported, and an id selector's variants are
    each rendered."""
    catalogue = Catalogue.from_fluent(
        "probe",
        {
            lang: "probe = { $who } takes { $kind ->\n    [ship] a ship\n   *[road] a road\n}\n"
            for lang in i18n.LANGUAGES
        },
    )
    _, errors = catalogue.strictly("probe", "de", kind="ship")
    assert errors and "who" in errors[0]
    assert [p["kind"] for p in _renderings(catalogue, "probe", 1)] == [NAME, "road", "ship"]
