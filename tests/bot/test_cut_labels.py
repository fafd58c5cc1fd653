"""Issue 42: a label or placeholder the bot cuts to Discord's limits is cut at a word, then "…", never
inside a word ("+3 Pe", "puis Dou"), with the longest names in every language (as
``tests/i18n/test_limits.py`` tries them)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from bot.components import ELLIPSIS, GameButton, GameSelect, Ref, fit
from bot.games.santiago import choices as santiago_choices
from bot.games.seam.choices import choice_items
from bot.texts import CATALOGUE as CORE
from rules import i18n
from rules.santacruz.messages import CATALOGUE as SANTACRUZ
from rules.santiago.engine import apply_in_place, legal_list
from rules.santiago.messages import CATALOGUE as SANTIAGO
from rules.santiago.setup import new_game
from rules.santiago.views import player_view
from tests.i18n.test_limits import BUTTONS, CUT, EXACT_MISS, FACTS, NAME, OPTIONS

LONG_NAMES = (NAME, "Maximiliane Schmidt-Hohenzollern")
"""The longest display names Discord allows (32 characters): one word, and several."""
SEPARATORS = " ·,;:—–-(/"
"""What a cut may drop after the last whole word it keeps."""


def _words(text: str) -> set[str]:
    """The words of ``text`` as a cut may keep them (separators around them dropped)."""
    return {word.strip(SEPARATORS) for word in text.split()} - {""}


def _cut_at_a_word(shown: str, source: str, limit: int) -> bool:
    """Whether ``shown`` is ``source`` within ``limit`` characters: whole, or its first whole words and
    "…"."""
    if len(shown) > limit:
        return False
    if shown == source:
        return True
    kept = shown.removesuffix(ELLIPSIS)
    return shown.endswith(ELLIPSIS) and source.startswith(kept) and source[len(kept)] in SEPARATORS


def _labels(lang: str) -> Iterator[tuple[str, str, int]]:
    """Every button and option label of the catalogues in ``lang`` with each longest name in every name
    field: (key, text, Discord's limit)."""
    for catalogue in (CORE, SANTACRUZ, SANTIAGO):
        for key in catalogue:
            button = (key.startswith(BUTTONS) and key not in EXACT_MISS) or key in CUT
            if not (button or key.startswith(OPTIONS)):
                continue
            for name in LONG_NAMES:
                params = {
                    field: FACTS if field == "facts" else 9999 if field in {"count", "id", "total"} else name
                    for field in i18n.placeholders(catalogue.english[key])
                }
                yield key, catalogue.text(key, lang, **params), 80 if button else 100


@pytest.mark.parametrize(
    ("label", "limit", "shown"),
    [
        ("Kontor · 1 Ware liefern für 2 SP · Besitzer Jörg", 30, "Kontor · 1 Ware liefern für 2…"),
        (
            "Martinez · 36 Pesos · 3× am Hafen vorbei · +3 Pesos",
            45,
            "Martinez · 36 Pesos · 3× am Hafen vorbei…",
        ),
        ("Zollamt, Schwarzmarkt, Bank", 20, "Zollamt…"),
        ("W" * 40, 20, "W" * 19 + "…"),
        ("short", 80, "short"),
    ],
)
def test_fit_cuts_at_a_word(label: str, limit: int, shown: str) -> None:
    """issue 42: ``fit`` keeps whole words and drops a dangling separator before "…"; only a first word
    longer than the limit is cut inside (Discord refuses a longer label)."""
    assert fit(label, limit) == shown


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_catalogue_label_is_cut_at_a_word_with_the_longest_names(lang: str) -> None:
    """issue 42: every button and option label of every catalogue, with 32-character names (one word,
    or several), is whole or cut at a word once the bot fits it to its component."""
    for key, text, limit in _labels(lang):
        shown = GameButton(Ref(1, 1, "do"), text).label if limit == 80 else fit(text, limit)
        assert shown is not None and _cut_at_a_word(shown, text, limit), (key, text, shown)


def _shown(items: list[Any]) -> Iterator[str]:
    """Every label, option label and placeholder of a message's components."""
    for item in items:
        if isinstance(item, GameButton) and item.label:
            yield item.label
        elif isinstance(item, GameSelect):
            yield from (option.label for option in item.options)
            if item.placeholder:
                yield item.placeholder


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_santiago_choices_are_never_cut_inside_a_word(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """issue 42 (DE-28, FR-39): every Santiago choice of two random 4-player games with 32-character
    names, laid out as buttons and menus in ``lang``: every label, option and placeholder keeps only
    whole words of its choices (a menu's "first … last" span too). The choices are listed uncut, so
    the layout's own cut is what is checked."""
    monkeypatch.setattr(santiago_choices, "LABEL", 10_000)
    names = [f"{letter}{name[1:]}" for letter in "AB" for name in LONG_NAMES]
    for seed in range(2):
        rng = random.Random(seed)
        state = new_game(names, seed=seed)
        while state.phase != "end":
            seat = state.to_move
            with i18n.speaking(lang):
                offered = santiago_choices.choices(player_view(state, seat))
                items = choice_items(1, 1, offered, rows=4)
            words = set().union(*(_words(c.label) | _words(c.group) for c in offered))
            for shown in _shown(items):
                cut = _words(shown.replace(ELLIPSIS, " "))
                assert cut <= words | {""}, (shown, cut - words)
            apply_in_place(state, rng.choice(legal_list(state, seat)))


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("case", ["car", "alonso", "deliver"])
def test_the_largest_santiago_decisions_span_whole_words(
    case: str, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """issue 42 (DE-28: "… · +3 Pe"): the menus of the largest Santiago decisions, whose ranges read
    "first … last", keep whole words of the choices they span, in ``lang``."""
    from tests.bot.test_santiago_choices import largest_cases

    monkeypatch.setattr(santiago_choices, "LABEL", 10_000)
    state = largest_cases()[case]
    with i18n.speaking(lang):
        offered = santiago_choices.choices(player_view(state, state.to_move))
        items = choice_items(1, 1, offered, rows=4)
    words = set().union(*(_words(c.label) | _words(c.group) for c in offered))
    words |= _words(CORE.text("choices.more", lang))
    for shown in _shown(items):
        assert _words(shown.replace(ELLIPSIS, " ")) <= words, shown
