"""Santa Cruz's words as native readers read them (languages-2.md, issue 42): the double move that cannot
build its second (or either) build, prompts to computers, lists joined with the language's "and" and card
names quoted, and the sentences the review found stilted or wrong in German and French.

Each test names the finding it covers. The table and the mover's answer are built as the bot builds them
(:mod:`bot.games.santacruz.posts`, :class:`bot.games.santacruz.ui.SantaCruzUI`), from small seeded games.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

from bot.games.santacruz import posts
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.seam import LiveGame, Seated, Show, read_line
from bot.games.seam.table import Moved
from bot.store import GameRow, PlayerRow
from rules import i18n
from rules.santacruz import GAME as SANTA_CRUZ
from rules.santacruz import gamedata
from rules.santacruz.engine import build_targets
from rules.santacruz.events import Event
from rules.santacruz.messages import CATALOGUE
from rules.santacruz.narrate import card_list, describe, prompt
from rules.santacruz.state import GameState, Phase
from rules.santacruz.views import public_view
from tests.rules.scenario import deal, place, play, to_play_phase

NAMES = ["Ana", "Ben"]
USERS = [501, 502]
LANGS = ("en", "de", "fr")


def _live(state: GameState, *, computer: int | None = None) -> LiveGame:
    """The game as the bot holds it, its players named Ana and Ben; ``computer`` is a seat a computer
    plays."""
    for player, name in zip(state.players, NAMES, strict=True):
        player.name = name
    row = GameRow(9, "santacruz", 1, 77, USERS[0], "active", {}, 1, None)
    seats = [
        PlayerRow(-1 if s == computer else USERS[s], p.name, s, "easy" if s == computer else None)
        for s, p in enumerate(state.players)
    ]
    return LiveGame(row, SANTA_CRUZ, state, 1, seats)


def _coast_without(kind: str) -> str:
    """A coast site from which seat 0 (landed there alone) has no site for ``kind``."""
    for site in sorted(s for s, d in gamedata.board().sites.items() if d.kind == "coast"):
        state = to_play_phase(deal(2, start_player=0, sets=["A", "C"]), {0: site, 1: _far(site)})
        if not build_targets(state, 0, kind):
            return site
    raise AssertionError(f"no coast site leaves {kind} without a site")


def _far(site: str) -> str:
    """Another coast site for seat 1, away from ``site``."""
    return "C07" if site != "C07" else "C01"


def _nowhere_state() -> GameState:
    """Seat 0 to play, holding a double move whose rivers reach no site."""
    site = _coast_without("river")
    return to_play_phase(deal(2, start_player=0, sets=["A", "C"]), {0: site, 1: _far(site)})


def _second_fails_state() -> tuple[GameState, str]:
    """Seat 0 to play with a double move of rivers whose first build has one site, L13, and whose
    second then has none (the scene of RULINGS 3 in ``test_double_move``)."""
    state = to_play_phase(deal(2, start_player=0, sets=["A", "C"]), {0: "C11", 1: "C12"})
    place(state, 1, "L14")
    assert [t.site for t in build_targets(state, 0, "river")] == ["L13"]
    return state, "L13"


def _moves(state: GameState, *lines: str) -> Iterator[Moved]:
    """Play ``lines`` on ``state`` one at a time, as the bot does, each with the state before it."""
    for line in lines:
        before = state.clone()
        events: list[Event] = play(state, line)
        yield Moved(before, events)


def _news(state: GameState, moved: list[Moved]) -> list[str]:
    """What the live table says happened since it was posted."""
    return list(asyncio.run(posts.table(_live(state), moved, False)).news)


# --- the double move that cannot build (G-2, G-4, DE-7, DE-8, FR-12, FR-13) ------------------------


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "🟧 Ana has nowhere to build with the double move (rivers)."),
        ("de", "🟧 Ana kann mit dem Doppelzug (Flüsse) nirgends bauen."),
        ("fr", "🟧 Ana ne peut construire nulle part avec sa double action (rivières)."),
    ],
)
def test_a_double_move_that_builds_nowhere_is_one_line(lang: str, line: str) -> None:
    """languages-2.md G-2, DE-7, FR-12: both builds failing printed the same line twice, repeated itself
    ("…: nichts wird gebaut") and said "ne peut plus" though nothing had been built."""
    state = _nowhere_state()
    moved = list(_moves(state, "0 double river", "0 build -", "0 build -"))
    with i18n.speaking(lang):
        news = _news(state, moved)
    assert news == [line]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "finds no site for the second build of the double move (rivers)."),
        ("de", "findet für den zweiten Bau des Doppelzugs (Flüsse) kein Feld."),
        ("fr", "n’a aucun emplacement pour la deuxième construction de sa double action (rivières)."),
    ],
)
def test_a_double_move_whose_second_build_fails_says_so_once(lang: str, words: str) -> None:
    """languages-2.md G-2, DE-7, FR-12: after a first build the second one's failure is told once, as
    the second build's, also when the table is posted between the two builds (the view before says
    which build it is)."""
    state, site = _second_fails_state()
    moved = list(_moves(state, "0 double river", f"0 build {site}", "0 build -"))
    with i18n.speaking(lang):
        together = _news(state, moved)
        apart = describe(moved[2].events, ["🟧 Ana", "🟦 Ben"], before=public_view(moved[2].before))
    assert sum(words in line for line in together) == 1
    assert together[-1].endswith(words) and site in " ".join(together)
    assert apart == [f"🟧 Ana {words}"]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            (
                "Done. You play the double move with rivers: you build on {site}; your second build finds "
                "no site."
            ),
        ),
        (
            "de",
            (
                "Erledigt. Du spielst den Doppelzug mit Flüssen und baust auf {site}; für deinen zweiten "
                "Bau gibt es kein Feld."
            ),
        ),
        (
            "fr",
            (
                "C’est fait. Tu joues la double action avec des rivières : tu construis sur {site} ; ta "
                "deuxième construction n’a aucun emplacement."
            ),
        ),
    ],
)
def test_the_answer_to_a_double_move_tells_the_first_build_and_the_missing_second(
    lang: str, said: str
) -> None:
    """languages-2.md G-4, DE-8, FR-13: the mover's answer said only "you cannot build (double move)",
    denying the build just made."""
    state, site = _second_fails_state()
    play(state, "0 double river", f"0 build {site}")
    move = read_line(SANTA_CRUZ, "0 build -")
    events = play(state, "0 build -")
    seated = Seated(_live(state), 0, 1)
    with i18n.speaking(lang):
        intent = asyncio.run(SantaCruzUI().follow_up(seated, move, events))
    assert isinstance(intent, Show)
    assert intent.post.content == said.format(site=site)


# --- prompts: a person in the second person, a computer in the third ------------------------------


@pytest.mark.parametrize(
    ("lang", "person", "computer"),
    [
        ("en", "🟧 <@501>: play a card.", "🟧 Ana (computer) is choosing a card to play."),
        ("de", "🟧 <@501>: spiele eine Karte aus.", "🟧 Ana (Computer) wählt eine Karte zum Ausspielen."),
        ("fr", "🟧 <@501> : joue une carte.", "🟧 Ana (ordinateur) choisit une carte à jouer."),
    ],
)
def test_a_computer_is_spoken_of_in_the_third_person(lang: str, person: str, computer: str) -> None:
    """Issue 42: "🟦 Ada: move your figure …" addressed a computer as "you"; a person is still told what
    to do, a computer's seat says what the computer is doing."""
    state = _nowhere_state()
    view = public_view(state)
    with i18n.speaking(lang):
        assert posts.turn_text(_live(state), view)[0] == person
        assert posts.turn_text(_live(state, computer=0), view)[0] == computer


def test_every_computer_prompt_is_in_the_third_person() -> None:
    """Issue 42: no computer prompt speaks to the computer ("your", "deine", "ta"), in any phase."""
    second_person = {"en": (" your ", "you "), "de": (" du ", "dein"), "fr": (" ta ", " tu ", " ton ")}
    for key in (k for k in CATALOGUE if k.startswith("narrate.prompt.computer.")):
        for lang in LANGS:
            text = CATALOGUE.text(key, lang, who="Ada", letters="A", n=1, kind="river").lower()
            assert not any(word in f" {text}" for word in second_person[lang]), (lang, key, text)
    phases = {(1, Phase.DRAFT), (1, Phase.LANDING), (1, Phase.PLAY)}
    state = deal(2, start_player=0, sets=None)
    seen = set()
    for line in ("1 pick A", "0 pick C", "0 land C11", "1 land C12", "0 double river"):
        view = public_view(state)
        seen.add((view.round, view.phase))
        assert "(computer)" in prompt(view, computer=True)
        play(state, line)
    assert seen >= phases


# --- lists and card names (DE-12, DE-13, FR-16, FR-18) --------------------------------------------


@pytest.mark.parametrize(
    ("lang", "listed"),
    [
        ("en", "“Wood”, “Wood and sugar” and “Coast”"),
        ("de", "„Holz“, „Holz und Zucker“ und „Küste“"),
        ("fr", "«\u00a0Bois\u00a0», «\u00a0Bois et sucre\u00a0» et «\u00a0Côte\u00a0»"),
    ],
)
def test_listed_card_names_are_quoted_and_joined_with_the_language_s_and(lang: str, listed: str) -> None:
    """languages-2.md DE-13, FR-18: "Holz, Holz und Zucker und Küste" read as four cards."""
    with i18n.speaking(lang):
        cards = card_list(["wood", "wood-sugar", "coast"])
        pick = describe_pick(["wood", "wood-sugar", "coast"])
    assert cards.replace("”, and “", "” and “") == listed, "English lists may take the serial comma"
    assert cards in pick


def describe_pick(cards: list[str]) -> str:
    """The narration of a round-2 pile taken with ``cards``."""
    from rules.santacruz.events import SetPicked

    return describe([SetPicked(0, "A", 2, tuple(cards))], NAMES)[0]


@pytest.mark.parametrize(
    ("lang", "end"),
    [("en", "🟧 Ana and 🟦 Ben!"), ("de", "🟧 Ana und 🟦 Ben!"), ("fr", "🟧 Ana et 🟦 Ben !")],
)
def test_the_players_thanked_at_the_end_are_joined_with_and(lang: str, end: str) -> None:
    """languages-2.md DE-12, FR-16: "Danke fürs Spielen, 🟧 Björn, 🟦 Jörg, 🟨 Amélie!" had no "und"."""
    state = _nowhere_state()
    view = public_view(state)
    with i18n.speaking(lang):
        names = [f"🟧 {NAMES[0]}", f"🟦 {NAMES[1]}"]
        text = posts.end_text(view, names, "santacruz-game-9.json")
    assert end in text


# --- sentences (German and French) -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "key", "params", "said"),
    [
        (
            "de",
            "ui.table.alt",
            {"title": "T", "built": 17, "total": 49},
            ("Die Insel Santa Cruz, T – 17 von 49 Bauplätzen bebaut."),
        ),
        (
            "fr",
            "ui.table.alt",
            {"title": "T", "built": 17, "total": 49},
            ("L’île de Santa Cruz, T — 17 emplacements construits sur 49."),
        ),
        ("de", "narrate.new_cards", {}, "Jeder Spieler zieht geheim eine neue Wertungskarte."),
        (
            "de",
            "ui.discard.done",
            {"card": "Fluss"},
            ("Du hast die Wertungskarte Fluss abgeworfen; niemand sonst erfährt, welche."),
        ),
        (
            "fr",
            "ui.discard.done",
            {"card": "Volcan"},
            ("Tu as défaussé la carte Volcan ; personne d’autre ne sait laquelle."),
        ),
        ("fr", "ui.discard.chosen", {"names": "Geneviève"}, "Déjà choisi : Geneviève."),
        ("fr", "ui.hand.header", {"name": "Amélie"}, "**Amélie**, ta main (personne d’autre ne la voit)."),
        ("fr", "ui.hand.waiting", {}, "Ce n’est pas ton tour ; on te mentionnera le moment venu."),
        (
            "fr",
            "ui.log.header",
            {"count": 8, "total": 8},
            ("Les 8 derniers coups sur 8 (joueurs numérotés comme sur le plateau) :"),
        ),
        ("fr", "render.phase.play", {}, "Pose des cartes"),
        ("de", "render.hand.standing", {"score": "36 Punkte", "rank": 3}, "36 Punkte · Platz 3"),
        ("fr", "render.hand.standing", {"score": "36 points", "rank": 1}, "36 points · 1re place"),
        ("de", "render.category.start", {}, "Startpunkte"),
        ("de", "render.category.birds", {}, "Wertungskarte Vogelchips"),
        ("de", "render.category.eruption", {}, "Vulkanausbruch"),
    ],
)
def test_sentences_read_as_natives_write_them(
    lang: str, key: str, params: dict[str, object], said: str
) -> None:
    """languages-2.md DE-4 and FR-3 (two colons in the alt text), DE-9 (a digit in running text), DE-11
    and FR-15 (a bare card name), FR-14 (a plural verb before one name), FR-8 (masculine forms for
    everyone), FR-9 (two brackets in a row), FR-20 (the phase "Jeu"), DE-38 (a bare rank), DE-37 (the
    standings rows named as the text names them)."""
    assert CATALOGUE.text(key, lang, **params) == said


@pytest.mark.parametrize(
    ("lang", "ends"),
    [
        ("de", "Es wählen noch: {who}."),
        ("fr", "Encore à choisir : {who}."),
    ],
)
def test_the_discard_prompt_names_who_still_chooses_naturally(lang: str, ends: str) -> None:
    """languages-2.md DE-10 ("Noch am Wählen" is colloquial), FR-14 ("Doivent encore choisir" before one
    name)."""
    assert CATALOGUE.text("narrate.prompt.discard", lang, who="{who}").endswith(ends)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "de",
            (
                "{who}: spiele eine Karte aus. Weil du zuletzt am Zug bist, darfst du in diesem Durchgang "
                "einmal bei einem Mitspieler dazusetzen."
            ),
        ),
        (
            "fr",
            (
                "{who} : joue une carte. Comme tu joues en dernier, tu peux une fois dans cette manche "
                "rejoindre un autre joueur sur sa tuile."
            ),
        ),
    ],
)
def test_the_join_privilege_is_told_to_anyone_alike(lang: str, said: str) -> None:
    """languages-2.md DE-5 ("Als Letzter" to a woman), FR-8 ("Dernier du tour"), FR-10 (one word,
    "rejoindre", for joining)."""
    assert CATALOGUE.text("narrate.prompt.play_may_join", lang, who="{who}") == said
    assert "ajout" not in CATALOGUE.text("ui.confirm.join", "fr", name="A", site="C02", facts="f")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "de",
            (
                "Ana spielt eine Flusskarte auf das verdeckte Plättchen L14: darauf ist ein Haus (3 "
                "Punkte, Holz, Gold)."
            ),
        ),
        (
            "fr",
            (
                "Ana joue une carte Rivière sur la tuile cachée L14 : on y trouve une maison (3 points, "
                "bois, or)."
            ),
        ),
    ],
)
def test_a_face_down_tile_names_its_building_with_an_article(lang: str, said: str) -> None:
    """languages-2.md DE-6, FR-11: "es zeigt Haus, 3 Punkte, …" had a bare noun."""
    card = CATALOGUE.text("narrate.kind.river", lang)
    params = {"name": "Ana", "card": card, "site": "L14", "building": "house"}
    details = {"de": "3 Punkte, Holz, Gold", "fr": "3 points, bois, or"}[lang]
    assert CATALOGUE.text("narrate.play_on_hidden", lang, details=details, **params) == said


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("de", ("derselben Kartenart", "zuerst für den, der sie ausspielt")),
        (
            "fr",
            (
                "où tu as déjà un bâtiment",
                ("en remplissent la condition, en commençant par celui qui la joue"),
            ),
        ),
    ],
)
def test_the_rules_guide_says_what_the_double_move_and_the_scoring_cards_do(
    lang: str, words: tuple[str, ...]
) -> None:
    """languages-2.md DE-17 ("mit einer Art"), FR-5 and FR-6 ("qui les remplissent, le joueur d’abord"),
    FR-7 ("une rivière où tu es")."""
    from bot.games.santacruz import rulebook

    with i18n.speaking(lang):
        guide = "\n".join(page.text for page in rulebook.pages())
    assert all(word in guide for word in words)
    assert "la remplissent" not in CATALOGUE.text("ui.score.ask", "fr")


def test_french_standings_name_no_masculine_rank() -> None:
    """languages-2.md FR-8: "Scores finaux : 1er 🟧 Geneviève 103" put a masculine ordinal before women's
    names; the order alone gives the rank."""
    from rules.santacruz.events import GameEnded

    with i18n.speaking("fr"):
        text = describe([GameEnded((1, 0), (70, 80))], NAMES)[0]
    assert text.endswith("Scores finaux : Ben 80 et Ana 70.")
    assert "1er" not in text
