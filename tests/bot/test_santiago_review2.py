"""Santiago de Cuba as German and French players read it (review languages-2.md, 2026-11-28): the words
of the table, the buttons and the narration, and the computer seat spoken of in the third person."""

from __future__ import annotations

import pytest

from bot.games.santiago import posts
from bot.games.santiago.choices import choices
from bot.games.santiago.ui import holdings_text
from bot.games.seam import LiveGame
from bot.store import GameRow, PlayerRow
from rules import i18n
from rules.santiago import GAME as SANTIAGO
from rules.santiago import gamedata
from rules.santiago.events import FigureMoved, Gained, GameEnded, OwnerPaid, TileTurned, UseSkipped
from rules.santiago.messages import CATALOGUE, building_as
from rules.santiago.narrate import describe
from rules.santiago.state import GameState
from rules.santiago.views import player_view, public_view
from tests.rules.santiago.table import begin, delivering, play, table, using

USERS = [701, 702, 703, 704]
NAMES = ["Björn", "Jörg", "Amélie"]


def _live(state: GameState, computers: frozenset[int] = frozenset()) -> LiveGame:
    """The game as the bot holds it; seats ``computers`` are computer players."""
    row = GameRow(9, "santiago", 1, 77, USERS[0], "active", {}, 3, None)
    seats = [
        PlayerRow(-1 - s, p.name, s, "easy") if s in computers else PlayerRow(USERS[s], p.name, s)
        for s, p in enumerate(state.players)
    ]
    return LiveGame(row, SANTIAGO, state, 3, seats)


def _labels(state: GameState, seat: int) -> dict[str, str]:
    return {c.line: c.label for c in choices(player_view(state, seat))}


@pytest.mark.parametrize(
    ("lang", "label"),
    [
        ("en", "Harbour · 17 pesos · a full lap · delivery round"),
        ("de", "Hafen · 17 Pesos · einmal herum · Lieferrunde"),
        ("fr", "Port · 17 pesos · un tour complet · tour de livraison"),
    ],
)
def test_a_drive_all_the_way_round_to_the_harbour_says_so(lang: str, label: str) -> None:
    """languages-2.md G-3: "Hafen · 17 Pesos · am Hafen vorbei · Lieferrunde" labelled the drive all the
    way round into the harbour as passing it; it is a full lap."""
    state = table(3, car=2, seats={0: {"pesos": 17}})
    begin(state)
    with i18n.speaking(lang):
        assert _labels(state, 0)["0 car 18"] == label


@pytest.mark.parametrize(
    ("lang", "person", "computer"),
    [
        ("en", ": move your figure to a building.", " must move the figure to a building."),
        ("de", ": ziehe deine Figur auf ein Gebäude.", " muss die Figur auf ein Gebäude ziehen."),
        ("fr", " : place ton pion sur un bâtiment.", " doit placer son pion sur un bâtiment."),
    ],
)
def test_a_computer_seat_is_spoken_of_in_the_third_person(lang: str, person: str, computer: str) -> None:
    """languages-2.md, the computer seat: "🟦 Ada: move your figure to a building." addressed a program
    in the second person; a person is still asked ("your figure") and mentioned, a computer is named
    and spoken of ("must move the figure") and pinged by nobody."""
    state = table(3, seats={0: {"pesos": 2}})
    begin(state)
    play(state, "0 car 2")
    with i18n.speaking(lang):
        text, users = posts.prompt(_live(state), public_view(state))
        assert text.endswith(person) and users == [USERS[0]]
        text, users = posts.prompt(_live(state, frozenset({0})), public_view(state))
        assert text.endswith(computer) and users == []
        assert "P0" in text


def test_a_computer_about_to_use_a_building_is_named_with_its_article() -> None:
    """languages-2.md DE-21, FR-34 and the computer seat: the use prompt names the building with its
    article ("nutze das Casino oder verzichte darauf", "utilise le Casino, ou passe") for a person, in
    the third person for a computer."""
    state = using(table(3, seats={0: {"pesos": 5, "vp": 2}}), 0, "casino")
    view = public_view(state)
    expected = {
        "en": ("P0 must use the Casino or decline.", ": use the Casino or decline."),
        "de": (
            "P0 muss das Casino nutzen oder darauf verzichten.",
            ": nutze das Casino oder verzichte darauf.",
        ),
        "fr": ("P0 doit utiliser le Casino ou passer.", " : utilise le Casino, ou passe."),
    }
    for lang, (computer, person) in expected.items():
        with i18n.speaking(lang):
            assert posts.prompt(_live(state, frozenset({0})), view)[0].endswith(computer)
            assert posts.prompt(_live(state), view)[0].endswith(person)


def test_lists_of_names_end_with_the_languages_conjunction() -> None:
    """languages-2.md DE-12, FR-16: "Es spielten: 🟦 Björn, 🟧 Jörg, 🟩 Amélie." joins the last name
    with "und" / "et" (``rules.i18n.join_list``), in the start message and the end message alike."""
    state = table(3)
    live = _live(state)
    for lang, word in (("en", "and"), ("de", "und"), ("fr", "et")):
        with i18n.speaking(lang):
            order = posts.start_text(live, public_view(state)).split(". ")[0]
            assert order.endswith(f" {word} {posts.seat_names(posts.say, live)[2]}"), order
    ended = table(
        2, ship={"sugar": 1, "citrus": 0, "tobacco": 0, "rum": 0}, departed=6, seats={0: {"sugar": 1}}
    )
    delivering(ended, 0)
    play(ended, "0 deliver sugar 1")
    with i18n.speaking("de"):
        names = posts.seat_names(posts.say, _live(ended))
        assert f"Es spielten: {names[0]} und {names[1]}." in posts.end_text(
            _live(ended), public_view(ended), "r"
        )


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "The 7th ship has left: the game is over. 1st C 37 VP, 2nd A 25 VP, and 3rd B 20 VP."),
        ("de", "Das 7. Schiff ist abgefahren: das Spiel ist vorbei. 1. C 37 SP, 2. A 25 SP und 3. B 20 SP."),
        ("fr", "Le 7e navire est parti : la partie est terminée. 1er C 37 PV, 2e A 25 PV et 3e B 20 PV."),
    ],
)
def test_final_ranks_read_as_ordinals_joined_as_a_list(lang: str, said: str) -> None:
    """languages-2.md FR-37: "1. 🟩 Jürgen 37 PV, 2. 🟦 Geneviève 25 PV, …" reads "1er … 2e … et 3e"
    (``rules.i18n.ordinal`` through the catalogue's ORDINAL)."""
    ended = GameEnded((25, 20, 37), (2, 0, 1), (2, 3, 1))
    assert describe([ended], ["A", "B", "C"], lang) == [said]


@pytest.mark.parametrize(
    ("lang", "public", "mine"),
    [
        ("en", "A (Casino): +3 pesos, −1 VP.", "Casino: +3 pesos, −1 VP."),
        ("de", "A (Casino): +3 Pesos, −1 SP.", "Casino: +3 Pesos, −1 SP."),
        ("fr", "A (Casino) : +3 pesos, −1 PV.", "Casino : +3 pesos, −1 PV."),
    ],
)
def test_a_loss_has_a_true_minus_sign_and_my_gains_read_plainly(lang: str, public: str, mine: str) -> None:
    """languages-2.md DE-36, FR-40: "(Casino): +3 Pesos, -1 SP" writes a minus sign "−", as the
    standings picture does; DE-19, FR-31: "Dein Besitz ändert sich (Conchita): …" / "Tes possessions
    changent (Conchita) : …" become "Conchita: +2 Zitrusfrüchte."."""
    gained = Gained(0, "casino", {"pesos": 3, "vp": -1})
    assert describe([gained], ["A", "B"], lang) == [public]
    assert describe([gained], ["A", "B"], lang, you=0) == [mine]


def test_buildings_are_named_with_their_own_article_in_running_text() -> None:
    """languages-2.md DE-22, DE-23, FR-33: "Die Figur von Björn zieht auf das Gebäude Casino" and "place
    son pion sur le bâtiment Casino" name each building with its own article and preposition ("ins
    Casino", "auf den Schwarzmarkt", "à l’Église"); no sentence about a building says "das Gebäude" or
    "le bâtiment"; a sentence after a colon goes on in lower case."""
    cases = {
        "de": [
            (FigureMoved(0, "casino"), "Die Figur von A zieht ins Casino."),
            (FigureMoved(0, "black_market"), "Die Figur von A zieht auf den Schwarzmarkt."),
            (OwnerPaid(1, 0, "church"), "B erhält 1 SP für die Kirche: die Figur von A steht dort."),
            (UseSkipped(0, "newspaper", False), "A verzichtet auf den Zeitungsverlag."),
        ],
        "fr": [
            (FigureMoved(0, "casino"), "A place son pion au Casino."),
            (FigureMoved(0, "church"), "A place son pion à l’Église."),
            (OwnerPaid(1, 0, "church"), "B gagne 1 PV : l’Église lui appartient et A y a placé son pion."),
            (UseSkipped(0, "bank", False), "A n’utilise pas la Banque."),
        ],
    }
    for lang, pairs in cases.items():
        for event, said in pairs:
            assert describe([event], ["A", "B"], lang) == [said]
        for building in gamedata.buildings():
            for form in ("the", "to", "at"):
                with i18n.speaking(lang):
                    text = building_as(building, form)
                assert "Gebäude" not in text and "bâtiment" not in text, (lang, building, form, text)


def test_el_zorros_tile_needs_no_elision() -> None:
    """languages-2.md FR-22: "La tuile de El Zorro est retournée face cachée." lacked the elision; the
    tile is named without "de"."""
    assert describe([TileTurned("el_zorro", False)], ["A"], "fr") == [
        "La tuile El Zorro est retournée face cachée."
    ]


def test_you_drove_into_the_harbour_fits_every_reader() -> None:
    """languages-2.md FR-8: "Tu es entré au port" agrees only with a man; "Tu as mené la voiture au port"
    fits everyone, in the narration and in why the reader rolls."""
    assert CATALOGUE.text("narrate.you.round", "fr").startswith("Tu as mené la voiture au port")
    assert "entré" not in CATALOGUE.text("ui.why.harbour", "fr", sailed=2)
    assert "celui qui" not in CATALOGUE.text("ui.rules.roll", "fr")


def test_counted_goods_and_casino_labels_read_as_players_say_them() -> None:
    """languages-2.md FR-23/24, DE-31 ("changer 2 tabac en cigares (tout ce que tu as)"), DE-24
    ("von deinen 2 SP welche … verkaufen"), DE-26/27 and FR-41 ("payer 6 de tes 6 pesos pour 2 PV, ou
    …"): the whole stock in brackets, the Casino as buy/sell with its price, no comma before "oder"."""
    state = table(3, seats={0: {"pesos": 2, "tobacco": 2}})
    begin(state)
    play(state, "0 car 1")
    cases = {
        "fr": "Manufacture de cigares · changer ton tabac (2) en cigares",
        "de": "Zigarrenfabrik · deinen Tabak (2) in Zigarren tauschen",
        "en": "Cigar factory · turn your tobacco (2) into cigars",
    }
    for lang, label in cases.items():
        with i18n.speaking(lang):
            assert label in _labels(state, 0).values(), _labels(state, 0)
    with i18n.speaking("de"):
        both = CATALOGUE.text("ui.now.casino_both", cost=6, count=2, rate=3)
        assert both == "2 SP für 6 Pesos kaufen oder SP für je 3 Pesos verkaufen"
        assert CATALOGUE.text("ui.now.casino_sell", vp=2, rate=3) == "SP für je 3 Pesos verkaufen (du hast 2)"
    with i18n.speaking("fr"):
        both = CATALOGUE.text("ui.now.casino_both", cost=6, count=2, rate=3)
        assert both == "acheter 2 PV pour 6 pesos ou vendre des PV à 3 pesos pièce"


def test_the_title_the_panel_and_the_owner_buttons() -> None:
    """languages-2.md FR-35 ("Navire 2 · 1 sur 7 partis"), FR-36/DE-32 (the panel says pesos before VP,
    the table VP first), FR-25/DE-25 ("· à toi", "· deins"), DE-28 ("Besitzer Jörg erhält 1 SP" made
    labels too long), FR-38 and DE-20/FR-32 ("Deine nächste Wahl liegt am Tisch")."""
    state = table(3, seats={0: {"pesos": 3, "vp": 1}})
    with i18n.speaking("fr"):
        assert posts.title(public_view(state)) == "Santiago de Cuba · Navire 1 · partis : 0 sur 7"
        assert holdings_text("Geneviève", player_view(state, 0).holdings).startswith(
            "Geneviève : 1 PV · 3 pesos"
        )
        assert CATALOGUE.text("ui.label.go_own", building="Église", effect="+1 PV").endswith("· ton bâtiment")
        assert CATALOGUE.text("ui.label.pass") == "Passer (et sortir de ce tour de livraison)"
        assert "t’attend sur la table de jeu" in CATALOGUE.text("ui.done_next", move="", link="L")
    with i18n.speaking("de"):
        assert holdings_text("Björn", player_view(state, 0).holdings).startswith("Björn: 1 SP · 3 Pesos")
        assert CATALOGUE.text("ui.label.go_own", building="Kirche", effect="+1 SP").endswith("· gehört dir")
        owner = CATALOGUE.text("ui.label.go_owner", building="Kontor", effect="x", owner="Jörg")
        assert owner == "Kontor · x · +1 SP für Jörg"
        assert "Deine nächste Entscheidung triffst du am Tisch" in CATALOGUE.text(
            "ui.done_next", move="", link="L"
        )


def test_the_german_rules_read_as_sentences() -> None:
    """languages-2.md DE-33 ("nach einer Lieferrunde ist das, wer …"), DE-34 (capital "Du" after the
    colon of the building list) and DE-35 ("zeigt deinen Besitz und deine Wahl")."""
    assert "ist das, wer" not in CATALOGUE.text("ui.rules.roll", "de")
    for building in gamedata.buildings():
        assert CATALOGUE.text(f"ui.rules.effect.{building}", "de")[0].islower()
    assert CATALOGUE.text("ui.rules.play", "de", command="santiago").endswith("und was du wählen kannst.")


def test_the_board_hints_deliver_goods_not_a_demand() -> None:
    """languages-2.md FR-26 ("livrer 1 demande du navire"), FR-27 ("autant de sucre en rhum"): the
    board and the buttons say what you deliver and what you turn into what."""
    assert CATALOGUE.text("render.hint.trading_office", "fr") == "livrer 1 march. demandée : 2 PV"
    assert CATALOGUE.text("render.hint.distillery", "fr") == "sucre → rhum, à volonté"
    assert CATALOGUE.text("render.hint.cigar_factory", "fr") == "tabac → cigares, à volonté"
