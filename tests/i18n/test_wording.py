"""The native reader of :mod:`devtools.wording` sees each slip the issue names, and passes text a native
speaker writes."""

from __future__ import annotations

import pytest

from bot.texts import CATALOGUE as CORE
from devtools.wording import Said, slips
from render.common.messages import CATALOGUE as FINAL
from rules.santacruz.messages import CATALOGUE as SANTACRUZ
from rules.santiago.messages import CATALOGUE as SANTIAGO

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


READERS = ("Björn", "Jörg", "Amélie", "Geneviève", "Aurélie", "Jürgen")
"""The players of the reviewed transcripts (``../shared/reviews/transcripts-2026-11-28``, issue 42)."""

EVERY_CATALOGUE = (CORE, FINAL, SANTACRUZ, SANTIAGO)
NEW_RULES = frozenset({"list without a conjunction", "2 or more with a singular", "cut mid-word"})
"""The rules issue 42 added, each for a kind of defect the review of 2026-11-28 found in whole games."""


def _found(text: str, lang: str) -> set[tuple[str, str]]:
    """What the rules of issue 42 find in ``text`` as the reviewed games' players read it."""
    found = slips([Said(text, "probe")], lang, EVERY_CATALOGUE, names=READERS)
    return {(s.rule, s.found) for s in found if s.rule in NEW_RULES}


@pytest.mark.parametrize(
    ("lang", "text", "rule", "found"),
    [
        (  # DE-12, sc_de:1768
            "de",
            "Du hast Fluss abgeworfen; niemand sonst sieht, welche. Wir warten auf 🟦 Jörg, 🟨 Amélie.",
            "list without a conjunction",
            "🟦 Jörg, 🟨 Amélie",
        ),
        (  # DE-12, sc_de:3199
            "de",
            "Das Spiel ist vorbei: **🟧 Björn** gewinnt mit 103 Punkten. Danke fürs Spielen, "
            "🟧 Björn, 🟦 Jörg, 🟨 Amélie! Das Spielprotokoll (santacruz-game-1.json) hängt an.",
            "list without a conjunction",
            "🟧 Björn, 🟦 Jörg, 🟨 Amélie",
        ),
        (  # DE-12, sdc_de:7540
            "de",
            "Das Spiel ist vorbei. 🟩 Amélie gewinnt mit 37 SP (36 + 1 für 5 übrige Waren). "
            "Es spielten: 🟦 Björn, 🟧 Jörg, 🟩 Amélie. "
            "Das Spielprotokoll ist angehängt (santiago-game-1.json).",
            "list without a conjunction",
            "🟦 Björn, 🟧 Jörg, 🟩 Amélie",
        ),
        ("de", "Schon gewählt: Björn, Jörg.", "list without a conjunction", "Björn, Jörg"),  # sc_de:1804
        (  # FR-16, sc_fr:1767
            "fr",
            "Tu as défaussé Rivière ; personne d’autre ne voit laquelle. On attend 🟦 Aurélie, 🟨 Jürgen.",
            "list without a conjunction",
            "🟦 Aurélie, 🟨 Jürgen",
        ),
        (  # FR-16, sc_fr:3198
            "fr",
            "La partie est terminée : **🟧 Geneviève** gagne avec 103 points. Merci d’avoir joué, "
            "🟧 Geneviève, 🟦 Aurélie, 🟨 Jürgen ! L’enregistrement de la partie (santacruz-game-1.json) "
            "est joint.",
            "list without a conjunction",
            "🟧 Geneviève, 🟦 Aurélie, 🟨 Jürgen",
        ),
        (  # sc_fr:1721, players pinged
            "fr",
            "Chacun défausse en secret une carte score. "
            "Doivent encore choisir : 🟧 <@1003>, 🟦 <@1001>, 🟨 <@1002>.",
            "list without a conjunction",
            "🟧 <@1003>, 🟦 <@1001>, 🟨 <@1002>",
        ),
        (  # FR-23, sdc_fr:1705
            "fr",
            "Manufacture de cigares · changer 2 tabac en cigares (tout ce que tu as)",
            "2 or more with a singular",
            "2 tabac",
        ),
        (  # FR-23, sdc_fr:7319
            "fr",
            "Distillerie · changer 4 sucre en rhum (tout ce que tu as)",
            "2 or more with a singular",
            "4 sucre",
        ),
        ("de", "🟦 Björn (Conchita): +2 Zitrusfrucht.", "2 or more with a singular", "2 Zitrusfrucht"),
        (  # DE-28, sdc_de:4286 (a menu's placeholder: its second half cut in "Pesos")
            "de",
            "Pedro · 35 Pesos · 3× über den Hafen · Zollamt,  … "
            "Martinez · 36 Pesos · 3× am Hafen vorbei · +3 Pe",
            "cut mid-word",
            "· +3 Pe",
        ),
        (  # FR-39, sdc_fr:4286 (its first half cut in "Douane")
            "fr",
            "Pedro · 35 pesos · dépasse le port 3× · puis Dou … "
            "Martinez · 36 pesos · dépasse le port 3× · puis ",
            "cut mid-word",
            "· puis Dou …",
        ),
        ("fr", "À Geneviève de jo…", "cut mid-word", "Geneviève de jo…"),  # FR-39, the board's header
        ("fr", "103 Genevi…", "cut mid-word", "103 Genevi…"),  # FR-39, the chart's legend
    ],
)
def test_each_defect_of_the_review_is_seen(lang: str, text: str, rule: str, found: str) -> None:
    assert (rule, found) in _found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (  # sc_de:47
            "de",
            "Santa Cruz: Das Spiel hat in seinem eigenen Thread begonnen, <#1576192125056319498>. "
            "Plätze: Björn, Jörg und Amélie.",
        ),
        (  # sc_fr:47
            "fr",
            "Santa Cruz : la partie a commencé dans son propre fil, <#1576192160649183242>. "
            "Places : Geneviève, Aurélie et Jürgen.",
        ),
        (  # sc_de:201, cut by the bot after a whole word
            "de",
            "Santa Cruz · Durchgang 1 · Anlanden — 🟦 Jörg wählt Set C: 3 Schiffe, 2 Wege, 1 Fluss und "
            "1 Doppelzug. Reihenfolge: 🟨 Amélie, 🟧 Björn und 🟦 Jörg. 🟨 Amélie landet mit … — "
            "weiter geht es hier: https://discord.com/channels/1300000000000000100/1576192125056319498/1",
        ),
        ("fr", "Ordre : 🟨 Jürgen, 🟧 Geneviève et 🟦 Aurélie."),  # sc_fr:201
        ("de", "Reihenfolge: 🟧 Björn, 🟦 Jörg, 🟨 Amélie oder 🟪 Dee."),  # never a part of a closed list
        ("de", "Santa Cruz #1 · Jörg, Amélie, Björn"),  # sc_de:44, the thread's name: a title
        (  # sc_de:3210
            "de",
            "Aufgedeckte Vogelchips: 🟨 Amélie 2 + 1 + 3 = 6; 🟧 Björn 1 + 3 = 4; 🟦 Jörg 1 + 2 + 1 = 4. "
            "Das Spiel ist vorbei: 🟧 Björn gewinnt mit 103 Punkten. Endstand: 1. 🟧 Björn 103, "
            "2. 🟦 Jörg 96 … — weiter geht es",
        ),
        (  # sdc_fr:7531
            "fr",
            "Le 7e navire est parti : la partie est terminée. 1. 🟩 Jürgen 37 PV, 2. 🟦 Geneviève 25 PV, "
            "3. 🟧 Aurélie 20 PV.",
        ),
        ("fr", "Le navire 2 demande 3 sucres, 3 agrumes, 2 rhums · 2 PV par marchandise · 1 sur 7 partis"),
        (
            "de",
            "Schiff 2 fragt 3 Zuckerrohr, 3 Zitrusfrüchte, 2 Rum nach · 2 SP je Ware · 1 von 7 abgefahren",
        ),
        (
            "de",
            "Erledigt. Du lieferst 2 Zuckerrohr für 6 SP. Der Würfel für Zuckerrohr wird von "
            "2 auf 0 gedreht.",
        ),
        ("fr", "🟦 Geneviève (Conchita) : +2 agrumes. Le dé sucre passe de 2 à 0. Moyenne : 1,5 point."),
        ("de", "Spiele: **1** · Siege: **0** (0 %) · mittlerer Platz: 3,0 · Punkteschnitt: **79,0**"),
        ("de", "Casino · 6 deiner 6 Pesos für 2 SP, oder SP für je 3 Pesos verkaufen…"),  # sdc_de:1895
        ("fr", "Casino · payer 6 de tes 6 pesos pour 2 PV, ou vendre des PV à 3 pesos…"),  # sdc_fr:1895
        # sdc_de:6628
        ("de", "Kontor · 1 Zitrusfrucht, 1 Rum oder 1 Zigarre liefern für 2 SP · Besitzer Jörg…"),
        ("fr", "Comptoir · livrer 1 agrume, 1 rhum ou 1 cigare pour 2 PV · appartient à…"),  # sdc_fr:6628
        # sdc_de:4260
        ("de", "Auto fahren und 1× am Hafen vorbeifahren … Auto fahren und 3× am Hafen vorbeifahren"),
        # sdc_fr:4260
        ("fr", "La voiture, en dépassant le port 1 fois … La voiture, en dépassant le port 3 fois"),
    ],
)
def test_native_text_of_the_reviewed_games_passes_the_new_rules(lang: str, text: str) -> None:
    assert _found(text, lang) == set()


def test_a_singular_a_count_chooses_is_the_languages_own_word() -> None:
    """The check knows each language's words in every form a count chooses: French "1 point" (the
    singular of a plural select) is French, though English also says "at this point"; a real English
    word left in French ("turn") still fires."""
    catalogues = [CORE, FINAL, SANTIAGO]
    native = [Said("Bix a 1 point d’avance sur Ana.", "public", None, False)]
    assert not [s for s in slips(native, "fr", catalogues) if s.rule == "English word"]
    left = [Said("Bix a 1 point d’avance, turn 3.", "public", None, False)]
    assert [s.found for s in slips(left, "fr", catalogues) if s.rule == "English word"] == ["turn"]
