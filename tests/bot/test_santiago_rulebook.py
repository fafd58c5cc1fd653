"""Santiago de Cuba's illustrated rules (issue 44, "An illustrated guide"): ``/santiago rules`` as pages of a
few sentences each, the same pages in English, German and French, faithful to the German rules (every
building's effect, who rolls a new demand by SC-59), each picture drawn by the table's renderer from a
real position of a game, public facts only, small enough for a phone, drawn once per language."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PIL import Image

from bot.games.santiago import rulebook
from bot.games.santiago.ui import SantiagoUI
from bot.games.seam import RulesPage
from devtools.gallery import smallest
from devtools.gallery_text import TextRecorder, shown_height
from render.santiago import board, road, status
from render.santiago import rulebook as draw
from rules import i18n
from rules.santiago import gamedata
from rules.santiago.events import CarMoved, Delivered, DemandSet, FigureMoved, Passed
from rules.santiago.messages import CATALOGUE as GAME_WORDS
from rules.santiago.messages import building
from rules.santiago.state import Phase
from rules.santiago.views import PlayerView, PublicView

MAX_TEXT = 1500
"""The contract's limit on a page's words (``RulesPage.text``)."""


@pytest.fixture(scope="module")
def pages() -> dict[str, list[RulesPage]]:
    """Every page in each language."""
    out = {}
    for lang in i18n.LANGUAGES:
        with i18n.speaking(lang):
            out[lang] = list(SantiagoUI().rules_pages())
    return out


@pytest.fixture(scope="module")
def drawn(pages: dict[str, list[RulesPage]]) -> dict[str, list[bytes | None]]:
    """Every page's picture in each language, drawn once for the whole module (as the pager calls it:
    with the reader's language in force)."""
    out: dict[str, list[bytes | None]] = {}
    for lang, shown in pages.items():
        with i18n.speaking(lang):
            out[lang] = [page.picture() if page.picture is not None else None for page in shown]
    return out


def _all_text(shown: list[RulesPage]) -> str:
    return "\n".join(f"{page.title}\n{page.text}" for page in shown)


def test_every_page_has_a_title_and_a_few_sentences_in_every_language(
    pages: dict[str, list[RulesPage]],
) -> None:
    """The same pages in each language, in the contract's order (the goal first, then a turn step by
    step, the end, the variant and playing here), each with a title and at most 1,500 characters of
    words, every placeholder filled; the titles are translated, and the same pages have pictures."""
    english = pages["en"]
    assert 8 <= len(english) <= 12
    assert [p.key for p in rulebook.PAGES][:2] == ["goal", "car"]
    assert [p.key for p in rulebook.PAGES][-2:] == ["end", "here"]
    for lang, shown in pages.items():
        assert len(shown) == len(english), lang
        for page in shown:
            assert page.title.strip() and len(page.title) <= 80, (lang, page.title)
            assert 100 < len(page.text) <= MAX_TEXT, (lang, page.title, len(page.text))
            assert "{" not in page.text and "$" not in page.text, (lang, page.title)
        assert [p.picture is None for p in shown] == [p.picture is None for p in english]
        if lang != "en":
            assert all(a.title != b.title for a, b in zip(shown, english, strict=True)), lang
    assert sum(p.picture is not None for p in english) >= len(english) - 1


def test_every_building_s_effect_is_told_once_in_every_language(pages: dict[str, list[RulesPage]]) -> None:
    """Each of the 12 buildings appears once, by its name in the language, with its effect in the
    game's own reviewed sentence (``ui.rules.effect.<id>``, which the practice table's guide uses too);
    the two pages of buildings list exactly the buildings their pictures show."""
    shown = rulebook.building_groups()
    assert sorted(b for part in shown for b in part) == sorted(gamedata.buildings())
    for lang, lang_pages in pages.items():
        with i18n.speaking(lang):
            text = _all_text(lang_pages)
            for b in gamedata.buildings():
                effect = GAME_WORDS.text(f"ui.rules.effect.{b}", lang)
                assert text.count(effect) == 1, (lang, b)
                assert f"**{building(b)}**" in text, (lang, b)
            lists = [p for p, key in zip(lang_pages, rulebook.PAGES, strict=True) if key.key == "buildings"]
            for page, part in zip(lists, shown, strict=True):
                assert all(f"**{building(b)}**" in page.text for b in part), lang


def test_who_rolls_the_new_demand_is_the_player_who_drove_into_the_harbour(
    pages: dict[str, list[RulesPage]],
) -> None:
    """SC-59: the player whose turn made the ship sail rolls the new demand at the end of that turn;
    after a delivery round that is the one who drove into the harbour, even if another player made the
    last delivery. SC-16: the first demand is rolled by the player on the start player's right; R-22: an
    all-zero ship sails at once and the same player rolls again."""
    for lang, shown in pages.items():
        text = _all_text(shown)
        for key in ("roll", "harbour", "first", "zero", "when"):
            assert rulebook.CATALOGUE.text(f"rulebook.sail.{key}", lang) in text, (lang, key)
    english = _all_text(pages["en"])
    assert (
        "After a delivery round, that is the player who drove into the harbour, even if another player "
        "made the last delivery." in english
    )
    assert "the one who made it sail rolls" not in english


def test_the_rules_speak_as_the_rest_of_the_game_does(pages: dict[str, list[RulesPage]]) -> None:
    """The published editions' terms (GLOSSARY.md) and the bot's forms of address: German "du" with
    Siegpunkte (SP), Warenwertmarker and Lieferrunde; French "tu" with points de victoire (PV), marqueur
    de valeur and tour de livraison; the variant and the buttons by the names the bot shows."""
    german, french = _all_text(pages["de"]), _all_text(pages["fr"])
    for term in (
        "Siegpunkte (SP)",
        "Warenwertmarker",
        "Lieferrunde",
        "karierte Fahne",
        "Besitzmarker",
        "du ",
    ):
        assert term in german, term
    for term in ("points de victoire (PV)", "marqueur de valeur", "tour de livraison", "drapeau à damier"):
        assert term in french, term
    assert " tu " in french and " vous devez" not in french
    assert "*Verdeckter Besitz*" in german and "*Possessions cachées*" in french
    assert "**Tipp**" in german and "**Conseil**" in french and "**Hint**" in _all_text(pages["en"])


def test_each_picture_is_a_png_a_phone_shows_whole(drawn: dict[str, list[bytes | None]]) -> None:
    """Each picture is a PNG between 400 and 800 px wide (Discord shows it about 400 px wide, so its
    words stay readable) and at most 1,200 px high; no two pages share one, and each language draws its
    own words."""
    for lang, shown in drawn.items():
        data = [d for d in shown if d is not None]
        assert len(set(data)) == len(data), lang
        for picture in data:
            image = Image.open(io.BytesIO(picture))
            assert image.format == "PNG", lang
            assert 400 <= image.width <= 800 and image.height <= 1200, (lang, image.size)
    assert drawn["en"] != drawn["de"] != drawn["fr"]


READABLE = 8.0
"""The least cap height at 400 px of any word of a rules picture (the whole board's floor is 4.75: a
picture that teaches is cut down to what it is about so that it reads more easily)."""


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_word_of_every_picture_reads_at_400_px(lang: str) -> None:
    """Measured as the legibility test measures the boards (:class:`devtools.gallery_text.TextRecorder`,
    cap heights once the picture is shown 400 px wide): each picture shows words, and the smallest of them
    is at least :data:`READABLE` px tall on a phone."""
    small = {}
    with TextRecorder() as recorder, i18n.speaking(lang):
        for name, picture in rulebook.PICTURES.items():
            image = picture()
            least = smallest(recorder.texts(image), image.width)
            assert least is not None, name
            if shown_height(least, image.width) < READABLE:
                small[name] = (least.text, round(shown_height(least, image.width), 2))
    assert not small, small


def test_each_picture_shows_what_its_page_says() -> None:
    """The moments the pictures are drawn from hold what the pages' picture sentences promise: the car
    just before the harbour with three fares to show, a Cubaner face down, a figure step into a group
    with another figure, El Zorro's tribute, a delivery round after a delivery and a pass, a new demand
    after a ship sailed, the end; and the variant's table hides every player's holdings."""
    car = rulebook.moment("car").view
    assert car.phase == Phase.CAR and (car.car + 1) % 10 == 0
    assert {0, 1, 2} <= set(draw.fares(car))
    assert len(rulebook.moment("cubaner").view.face_down) == 1
    step = rulebook.moment("figure")
    moved = next(e for e in step.turn if isinstance(e, FigureMoved))
    assert any(isinstance(e, CarMoved) for e in step.turn)
    group = draw.group_buildings(step.view, draw.group_of(step.view, moved.building))
    assert sum(p.figure in group for p in step.view.players) >= 2
    assert rulebook.moment("special").view.phase == Phase.GIVE
    harbour = rulebook.moment("harbour")
    assert harbour.view.phase == Phase.DELIVER and harbour.view.car == 0
    assert any(isinstance(e, Delivered) for e in harbour.turn) and any(
        isinstance(e, Passed) for e in harbour.turn
    )
    sail = rulebook.moment("sail")
    assert any(isinstance(e, DemandSet) for e in sail.events) and sail.view.departed >= 1
    assert rulebook.moment("sail").view.marker == "2"
    assert rulebook.moment("end").view.phase == Phase.END
    assert all(p.holdings is None for p in rulebook.hidden_moment().view.players)


def _spy(seen: list[Any], draw: Callable[..., Any]) -> Callable[..., Any]:
    """``draw``, noting every view it is given."""

    def spied(*args: Any, **kwargs: Any) -> Any:
        seen.extend(a for a in (*args, *kwargs.values()) if isinstance(a, PublicView | PlayerView))
        return draw(*args, **kwargs)

    return spied


@pytest.fixture
def fresh_pictures() -> Iterator[None]:
    """The pictures drawn anew in this test (and again by the next test that asks)."""
    rulebook._drawn.cache_clear()
    yield
    rulebook._drawn.cache_clear()


def test_pictures_are_drawn_from_public_views_only(
    monkeypatch: pytest.MonkeyPatch, fresh_pictures: None
) -> None:
    """Every drawing call of every picture gets the table's public view, never a seat's; the private
    board is never drawn."""
    seen: list[Any] = []
    monkeypatch.setattr(draw, "board_image", _spy(seen, draw.board_image))
    for module, name in (
        (road, "draw_stations"),
        (road, "draw_direction"),
        (road, "station_tile"),
        (status, "headline"),
    ):
        monkeypatch.setattr(module, name, _spy(seen, getattr(module, name)))

    def refused(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a rules picture drew a seat's private board")

    for name in ("private_board_image", "private_pixels", "render_private_board"):
        monkeypatch.setattr(board, name, refused)
    for name in rulebook.PICTURES:
        rulebook.picture(name)
    assert len(seen) >= len(rulebook.PICTURES)
    assert all(type(view) is PublicView for view in seen)


def test_a_picture_is_drawn_once_per_language(monkeypatch: pytest.MonkeyPatch, fresh_pictures: None) -> None:
    """The pager may call a page's picture at every turn of a page, from any thread: the picture is in
    the page's language, the first call draws it, every later one gives the same bytes without drawing;
    the page in another language draws its own once."""
    calls: list[str] = []
    monkeypatch.setitem(rulebook.PICTURES, "sail", _counted(calls, rulebook.PICTURES["sail"]))
    index = next(i for i, key in enumerate(rulebook.PAGES) if key.key == "sail")
    english = SantiagoUI().rules_pages()[index].picture
    with i18n.speaking("de"):
        german = SantiagoUI().rules_pages()[index].picture
    assert english is not None and german is not None
    first = english()
    with i18n.speaking("fr"):
        assert english() is first
    assert rulebook.picture("sail") is first
    drawn = german()
    assert german() is drawn and drawn != first and calls == ["draw", "draw"]


def _counted(calls: list[str], draw: Callable[[], Image.Image]) -> Callable[[], Image.Image]:
    def counted() -> Image.Image:
        calls.append("draw")
        return draw()

    return counted
