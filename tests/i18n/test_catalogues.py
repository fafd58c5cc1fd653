"""Every catalogue speaks English, German and French with the same keys and placeholders."""

from __future__ import annotations

import logging
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

import bot.texts
import render.common.messages
import rules.santacruz.messages
import rules.santiago.messages
from bot.games.santacruz.guide import CATALOGUE as SANTACRUZ_GUIDE
from bot.games.santacruz.rulebook import CATALOGUE as SANTACRUZ_RULEBOOK
from bot.games.santiago.guide import CATALOGUE as SANTIAGO_GUIDE
from bot.games.santiago.rulebook import CATALOGUE as SANTIAGO_RULEBOOK
from bot.texts import CATALOGUE as CORE
from render.common.messages import CATALOGUE as FINAL
from rules import i18n
from rules.i18n import Catalogue
from rules.santacruz.messages import CATALOGUE as SANTACRUZ
from rules.santiago.messages import CATALOGUE as SANTIAGO

CATALOGUES = (
    CORE,
    FINAL,
    SANTACRUZ,
    SANTIAGO,
    SANTACRUZ_GUIDE,
    SANTIAGO_GUIDE,
    SANTACRUZ_RULEBOOK,
    SANTIAGO_RULEBOOK,
)
NUMBERS = frozenset(
    [
        "count",
        "points",
        "each",
        "one",
        "hours",
        "needed",
        "games",
        "wins",
        "total",
        "n",
        "votes",
        "reminder",
        "takeover",
        "min",
        "max",
        "abandoned",
        "takeovers",
        "value",
        "bonus",
        "round",
        "step",
        "rank",
        "score",
        "seat",
        "players",
        "best",
        "build",
        "pesos",
        "steps",
        "cost",
        "amount",
        "vp",
    ]
)


@pytest.mark.parametrize("catalogue", CATALOGUES, ids=lambda c: c.name)
def test_every_language_has_every_key_and_placeholder(catalogue: Catalogue) -> None:
    assert set(catalogue.tables) == set(i18n.LANGUAGES)
    assert catalogue.problems() == []


def test_problems_name_missing_extra_and_mismatched_keys() -> None:
    broken = Catalogue(
        "t", {"en": {"a": "{x}", "b": "b"}, "de": {"a": "{y}", "b": "b", "c": "c"}, "fr": {"b": "b"}}
    )
    assert sorted(broken.problems()) == [
        "t/de: extra c",
        "t/de: placeholders of a differ from English",
        "t/fr: missing a",
    ]


def _literal_text(pattern: str) -> str:
    """A Fluent pattern's own words: without its placeables (nested ones included) and code spans."""
    out, depth = [], 0
    for char in re.sub("`[^`]*`", "", pattern):
        depth += char == "{"
        if depth == 0:
            out.append(char)
        depth -= char == "}"
    return "".join(out)


@pytest.mark.parametrize("lang", ["de", "fr"])
@pytest.mark.parametrize("catalogue", CATALOGUES, ids=lambda c: c.name)
def test_translations_are_translated(catalogue: Catalogue, lang: str) -> None:
    """Most sentences differ from English (names, symbols and sign-only keys may match)."""
    words = {k: re.findall("[a-z]{3,}", _literal_text(v)) for k, v in catalogue.english.items()}
    sentences = [k for k, found in words.items() if len(found) >= 3]
    same = [k for k in sentences if catalogue.tables[lang][k] == catalogue.english[k]]
    assert same == []


def test_missing_key_falls_back_to_english_with_a_log(caplog: pytest.LogCaptureFixture) -> None:
    cat = Catalogue("t", {"en": {"a": "hello {n}"}, "de": {}, "fr": {"a": "salut {m}"}})
    with caplog.at_level(logging.WARNING):
        assert cat.text("a", "de", n=1) == "hello 1"
        assert cat.text("a", "fr", n=1) == "hello 1"
        assert cat.text("a", "xx", n=1) == "hello 1"
    assert len(caplog.records) == 3


def test_a_catalogue_formats_a_sentence_once_and_keeps_only_the_most_recent_ones() -> None:
    """The same sentence asked again comes from memory; the store holds at most ``REMEMBERED``
    sentences, the least recently asked going first, so a process running for weeks stops growing."""
    cat = Catalogue("t", {"en": {"a": "hello {n}"}, "de": {"a": "hallo {n}"}, "fr": {"a": "salut {n}"}})
    assert cat.text("a", "de", n=1) == cat.text("a", "de", n=1) == "hallo 1"
    assert cat.remembered() == (1, 1, 1)
    for n in range(i18n.REMEMBERED + 10):
        cat.text("a", "fr", n=n)
    _, misses, kept = cat.remembered()
    assert kept == i18n.REMEMBERED and misses == i18n.REMEMBERED + 11
    assert cat.text("a", "de", n=1) == "hallo 1" and cat.remembered()[1] == misses + 1


def test_a_locale_becomes_the_language_s_one_code() -> None:
    """Every locale of a language gives the same code object, so what is kept per language holds one."""
    for locale in ("de", "DE", "de-AT", "de_CH ", discord_like("de-de")):
        assert i18n.language_of(locale) is i18n.LANGUAGES[1], locale


def discord_like(value: str) -> object:
    """An object read as a locale through its ``value`` (as :class:`discord.Locale` is)."""
    return type("Locale", (), {"value": value})()


def test_unknown_locales_become_english() -> None:
    assert i18n.resolve("pt-BR", None, "") == "en"
    assert i18n.resolve("de") == "de"
    assert i18n.resolve(None, "fr") == "fr"
    assert i18n.resolve("en-GB") == "en"
    with i18n.speaking("klingon"):
        assert i18n.current() == "en"
    with i18n.speaking("de"):
        assert i18n.current() == "de"
        assert SANTACRUZ.text("render.card.double") == "Doppelzug"
    assert i18n.current() == "en"


@pytest.mark.parametrize(
    ("lang", "one", "zero", "two"),
    [
        ("en", "1 building", "0 buildings", "2 buildings"),
        ("de", "1 Gebäude", "0 Gebäude", "2 Gebäude"),
        ("fr", "1 bâtiment", "0 bâtiment", "2 bâtiments"),
    ],
)
def test_plural_forms(lang: str, one: str, zero: str, two: str) -> None:
    with i18n.speaking(lang):
        assert SANTACRUZ.text("render.why.eruption", count=1).startswith(one)
        assert SANTACRUZ.text("render.why.eruption", count=0).startswith(zero)
        assert SANTACRUZ.text("render.why.eruption", count=2).startswith(two)


@pytest.mark.parametrize("catalogue", CATALOGUES, ids=lambda c: c.name)
def test_no_one_with_a_plural_noun(catalogue: Catalogue) -> None:
    """Every number set to 1 reads in the singular: no "1 points", "1 Punkte", "1 parties"."""
    plural_after_one = {
        "en": re.compile(
            r"\b1 (points|buildings|sites|games|wins|hours|votes|moves|bird chips|pesos|stations)\b"
        ),
        "de": re.compile(r"\b1 (Punkte|Stunden|Stimmen|Spiele|Siege|Felder|Zügen|Pesos|Stationen)\b"),
        "fr": re.compile(
            r"\b1 (points|bâtiments|parties|victoires|heures|emplacements|coups|jetons|pesos|stations)\b"
        ),
    }
    for lang in i18n.LANGUAGES:
        for key in (k for k in catalogue if not k.endswith((".one", ".other"))):
            names = i18n.placeholders(catalogue.english[key])
            out = catalogue.text(key, lang, **{n: 1 if n in NUMBERS else "Ada" for n in names})
            assert not plural_after_one[lang].search(out), (lang, key, out)


@pytest.mark.parametrize(
    ("lang", "listed", "either", "first", "second"),
    [
        ("en", "A, B, and C", "A, B, or C", "1st", "2nd"),
        ("de", "A, B und C", "A, B oder C", "1.", "2."),
        ("fr", "A, B et C", "A, B ou C", "1er", "2e"),
    ],
)
def test_lists_and_ordinals(lang: str, listed: str, either: str, first: str, second: str) -> None:
    """Lists read as the language joins them (issue 42: CLDR's words through Babel, English with its
    serial comma), and ranks as the language writes them."""
    assert i18n.join_list(["A", "B", "C"], lang) == listed
    assert i18n.join_list(["A", "B", "C"], lang, either=True) == either
    assert i18n.join_list(["A"], lang) == "A"
    assert (i18n.ordinal(1, lang), i18n.ordinal(2, lang)) == (first, second)
    assert i18n.ordinal(11, "en") == "11th"


def test_rank_fields_write_the_language_ordinal() -> None:
    """``ORDINAL`` in a sentence: the French places on the boards read "1er", "2e"."""
    ranks = Catalogue.from_fluent(
        "t", {lang: "a = { ORDINAL($n) } · { ORDINAL($m) }" for lang in i18n.LANGUAGES}
    )
    assert ranks.text("a", "fr", n=1, m=2) == "1er · 2e"
    assert ranks.text("a", "en", n=3, m=11) == "3rd · 11th"
    assert SANTIAGO.text("render.place", "fr", place=1) == "1er"
    assert SANTACRUZ.text("render.rank", "fr", rank=1) == "1er"


def test_numbers_use_the_language_decimal_mark() -> None:
    assert i18n.number(2.5, 1, "en") == "2.5"
    assert i18n.number(2.5, 1, "de") == "2,5"
    assert i18n.number(2.5, 1, "fr") == "2,5"


def test_narration_lists_read_in_the_language() -> None:
    from rules.santacruz.narrate import _listing

    with i18n.speaking("de"):
        assert _listing(["Ada", "Bix", "Cog"]) == "Ada, Bix und Cog"
    with i18n.speaking("fr"):
        assert _listing(["Ada", "Bix"]) == "Ada et Bix"


@pytest.mark.parametrize(
    ("lang", "one", "two", "sugar", "church"),
    [
        ("en", "+1 peso", "+2 pesos", "sugar", "Church"),
        ("de", "+1 Peso", "+2 Pesos", "Zuckerrohr", "Kirche"),
        ("fr", "+1 peso", "+2 pesos", "sucre", "Église"),
    ],
)
def test_santiago_narration_names_goods_buildings_and_pesos_in_the_language(
    lang: str, one: str, two: str, sugar: str, church: str
) -> None:
    """Santiago's sentences read goods, buildings and pesos (with their plural) in the language in force."""
    from rules.santiago.events import BuildingUsed, Delivered, Gained
    from rules.santiago.narrate import describe

    events = [
        Gained(0, "newspaper", {"pesos": 1}),
        Gained(1, "bank", {"pesos": 2}),
        Delivered(0, "sugar", 2, None, 4),
    ]
    with i18n.speaking(lang):
        told = describe([*events, BuildingUsed(1, "church", ())], ["Ada", "Bix"])
    assert one in told[0] and two in told[1] and sugar in told[2] and church in told[3]
    assert describe(events, ["Ada", "Bix"], lang) == told[:3]


def test_santiago_refusals_read_in_the_clickers_language() -> None:
    """A Santiago refusal names goods and buildings in the language in force; ``str`` stays English."""
    from rules.santiago.errors import IllegalAction

    refusal = IllegalAction("illegal.claim_owned", building="cigar_factory", name="Ada")
    with i18n.speaking("de"):
        assert refusal.localized() == "Das Gebäude Zigarrenfabrik gehört schon Ada."
    with i18n.speaking("fr"):
        assert "Manufacture de cigares" in refusal.localized()
    assert str(refusal) == "The cigar_factory already belongs to Ada."
    assert str(IllegalAction("illegal.car_cost", steps=2, cost=1, pesos=0)).startswith(
        "Driving 2 stations costs 1 peso,"
    )


LOCALES = [
    Path(module.__file__ or "").parent / "locales"
    for module in (bot.texts, render.common.messages, rules.santacruz.messages, rules.santiago.messages)
]


@pytest.mark.parametrize("directory", LOCALES, ids=lambda d: d.parent.name)
def test_every_fluent_file_parses_whole(directory: Path) -> None:
    """No message of a ``.ftl`` file is lost to a syntax error (Fluent keeps such text as junk)."""
    for path in sorted(directory.glob("*.ftl")):
        junk = [
            entry.content
            for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body
            if isinstance(entry, ast.Junk)
        ]
        assert junk == [], path
