"""Santiago de Cuba's German and French as the language review asked for them (languages.md 3.1, 3.2):
the mover told in the second person, French articles and elision before each good, building names with
their noun, and the French guide's word order."""

from __future__ import annotations

import pytest

from rules import i18n
from rules.santiago.errors import IllegalAction
from rules.santiago.events import Delivered, FigureMoved, MarkerMoved, OwnerPaid, Tribute, UseSkipped
from rules.santiago.messages import CATALOGUE, building, building_as
from rules.santiago.narrate import describe

NAMES = ["Amélie", "Jörg", "Hugo"]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("de", "Deine Figur zieht ins Kontor, aber du kannst dort gerade nichts tun."),
        ("fr", "Ton pion va au Comptoir, mais tu ne peux rien y faire maintenant."),
        ("en", "Your figure goes to the Trading office, but you cannot use it now."),
    ],
)
def test_the_mover_reads_about_their_own_figure_in_the_second_person(lang: str, said: str) -> None:
    """languages.md de C-6, fr C-7: "Erledigt: Die Figur von Jörg zieht auf das Gebäude Kontor. Jörg kann
    das Gebäude Kontor nicht nutzen." becomes one sentence to the mover; the others still read the
    name."""
    events = [FigureMoved(1, "trading_office"), UseSkipped(1, "trading_office", True)]
    assert describe(events, NAMES, lang, you=1) == [said]
    told = describe(events, NAMES, lang)
    assert len(told) == 2 and all("Jörg" in line for line in told)
    done = CATALOGUE.text("ui.done", lang, move=said)
    assert done.endswith(said) and "Jörg" not in done


@pytest.mark.parametrize(
    ("lang", "giver", "taker", "owner", "paid"),
    [
        (
            "de",
            "Du gibst Hugo 1 Zitrusfrucht.",
            "Jörg gibt dir 1 Zitrusfrucht.",
            "Du erhältst 1 SP für das Casino: die Figur von Jörg steht dort.",
            "Amélie erhält 1 SP für das Casino: deine Figur steht dort.",
        ),
        (
            "fr",
            "Tu donnes 1 agrume à Hugo.",
            "Jörg te donne 1 agrume.",
            "Tu gagnes 1 PV : le Casino t’appartient et Jörg y a placé son pion.",
            "Amélie gagne 1 PV : le Casino lui appartient et ton pion y est.",
        ),
    ],
)
def test_tributes_and_owner_points_speak_to_the_mover(
    lang: str, giver: str, taker: str, owner: str, paid: str
) -> None:
    """languages.md de C-6, fr C-7: every sentence about the mover is in the second person."""
    assert describe([Tribute(1, 2, "citrus")], NAMES, lang, you=1) == [giver]
    assert describe([Tribute(1, 2, "citrus")], NAMES, lang, you=2) == [taker]
    assert describe([OwnerPaid(0, 1, "casino")], NAMES, lang, you=0) == [owner]
    assert describe([OwnerPaid(0, 1, "casino")], NAMES, lang, you=1) == [paid]


@pytest.mark.parametrize(
    ("good", "name", "instead"),
    [
        ("citrus", "agrumes", "à la place des agrumes"),
        ("cigars", "cigares", "à la place des cigares"),
        ("rum", "rhum", "à la place du rhum"),
        ("sugar", "sucre", "à la place du sucre"),
        ("tobacco", "tabac", "à la place du tabac"),
    ],
)
def test_french_goods_take_their_article_and_elision(good: str, name: str, instead: str) -> None:
    """languages.md fr A-8: "Le navire ne demande pas de agrumes", "donner de agrumes", "livre 1 bois à la
    place de rhum" read "pas d’agrumes", "à la place du rhum / des agrumes / du sucre / des cigares"."""
    of = "d’agrumes" if good == "citrus" else f"de {name}"
    with i18n.speaking("fr"):
        assert IllegalAction("illegal.not_demanded", good=good).localized() == (
            f"Le navire ne demande pas {of} en ce moment."
        )
        assert IllegalAction("illegal.give_none", item=good).localized() == (
            f"Tu ne peux pas donner {of} : tu n’en as pas."
        )
        label = CATALOGUE.text("ui.label.deliver_wood", count=2, good=name, vp=2)
    assert label == f"Livrer 2 bois {instead} · +2 PV"
    told = describe([Delivered(0, "wood", 1, good, 1)], NAMES, "fr")[0]
    assert told == f"Amélie livre 1 bois {instead} pour 1 PV."
    mine = describe([Delivered(0, "wood", 1, good, 1)], NAMES, "fr", you=0)[0]
    assert mine == f"Tu livres 1 bois {instead} pour 1 PV."


def test_french_buttons_name_a_building_with_its_noun() -> None:
    """languages.md fr A-9: "Prendre Banque · +2 pesos", "Ne pas utiliser Casino" and "pas sur Banque"
    name the building with its noun and article."""
    with i18n.speaking("fr"):
        bank = building("bank")
        claim = CATALOGUE.text("ui.label.claim", building=bank, effect="+2 pesos")
        decline = CATALOGUE.text("ui.label.decline", building=building_as("casino", "the"))
        elsewhere = IllegalAction("illegal.use_elsewhere", building="bank", figure="casino").localized()
    assert claim == "Prendre le bâtiment Banque · +2 pesos"
    assert decline == "Ne pas utiliser le Casino"
    assert elsewhere == "Ton pion est sur le bâtiment Casino, pas sur le bâtiment Banque."


def test_the_french_guide_says_who_wins_in_french_word_order() -> None:
    """languages.md fr G-2: "le plus de points de victoire (PV) gagne" becomes a subject with its verb."""
    guide = CATALOGUE.text("ui.rules.guide", "fr")
    assert "le joueur qui a le plus de points de victoire (PV) gagne." in guide


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("de", "Der Warenwertmarker zieht von 4 auf die karierte Fahne."),
        ("fr", "Le marqueur de valeur passe de 4 au drapeau à damier."),
    ],
)
def test_the_marker_onto_the_chequered_flag_is_told_in_words(lang: str, said: str) -> None:
    """The marker's last flag is named in words, never by its id ("von 4 auf chequered")."""
    assert describe([MarkerMoved("4", "chequered")], NAMES, lang) == [said]
