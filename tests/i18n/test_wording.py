"""The native reader of :mod:`devtools.wording` sees each slip the issue names, and passes text a native
speaker writes."""

from __future__ import annotations

import pytest

from bot.texts import CATALOGUE as CORE
from devtools.wording import Said, slips
from rules.santacruz.messages import CATALOGUE as SANTACRUZ

CATALOGUES = (CORE, SANTACRUZ)


def _rules(text: str, lang: str, *, reader: str | None = None, to_you: bool = False) -> list[str]:
    said = [Said(text, "probe", reader, to_you)]
    return [s.rule for s in slips(said, lang, CATALOGUES, notation=["pick C", "land C01"], names=["Ana"])]


@pytest.mark.parametrize(
    ("lang", "text", "rule"),
    [
        ("de", "Ana baut ein Haus with 3 Punkten.", "English word"),
        ("fr", "Ana construit une maison (play ship C02).", "English word"),
        ("de", "Ana hat pick C gewählt.", "notation"),
        ("de", "Ana bekommt 1 Punkte.", "1 with a plural"),
        ("fr", "Ana gagne 1 points.", "1 with a plural"),
        ("fr", "C’est le tour de Ana.", "no elision"),
        ("fr", "Ana va à le port.", "no contraction"),
        ("de", "Mittlerer Platz: 3.5", "decimal point"),
        ("fr", "Victoire: Ana.", "no space before"),
        ("fr", "C’est fait : Tu livres 1 sucre.", "capital after a colon"),
        ("de", "Das Spiel ist vorbei. La partie continue ici : <#1>", "other language"),
    ],
)
def test_each_slip_is_seen(lang: str, text: str, rule: str) -> None:
    assert rule in _rules(text, lang)


def test_the_readers_own_name_in_an_answer_to_them_is_seen_but_not_in_a_standings_list() -> None:
    assert _rules("Erledigt. Ana baut auf C01.", "de", reader="Ana", to_you=True) == [
        "own name in a you-form answer"
    ]
    assert _rules("Erledigt. Das Spiel ist vorbei: 1. Ana 35 SP.", "de", reader="Ana", to_you=True) == []
    assert _rules("Ana baut auf C01.", "de", reader="Ana") == []


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "Ana spielt eine Schiffkarte und baut auf C01 (1 Punkt). Mittel: 3,5. Siehe `land C01`."),
        ("fr", "Victoire : Ana. Revois-la avec `/santacruz replay`. L’église d’Ana, au port : 3,5 points."),
    ],
)
def test_native_text_passes(lang: str, text: str) -> None:
    assert _rules(text, lang) == []
