"""Santa Cruz's illustrated rules (issue 44, "An illustrated guide"): the same pages in English, German
and French, each a few sentences under 1,500 characters, the scoring page listing every scoring card with
its effect, and each page's picture a PNG drawn from the public views of a real game, small enough to read
at 400 px, drawn once per language."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PIL import Image

from bot.games.santacruz import rulebook
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.seam import RulesPage
from bot.texts import text
from devtools.gallery import smallest
from devtools.gallery_text import TextRecorder, shown_height
from render.santacruz import rulebook as pictures
from render.santacruz.words import card_effect, card_name
from rules import i18n
from rules.santacruz import engine, gamedata
from rules.santacruz.events import BuildingsDestroyed
from rules.santacruz.game import GAME
from rules.santacruz.messages import render as say
from rules.santacruz.views import PlayerView, PublicView

DRAWERS = ("island", "flagged", "coast", "sets", "before_after", "summary")
"""The renderer's functions the pictures are drawn with, each given one view or two."""
VIEWS = (PublicView, PlayerView)


@pytest.fixture(scope="module")
def pages() -> dict[str, list[RulesPage]]:
    """The pages in every language."""
    out = {}
    for lang in i18n.LANGUAGES:
        with i18n.speaking(lang):
            out[lang] = list(SantaCruzUI().rules_pages())
    return out


@pytest.fixture(scope="module")
def drawn() -> Iterator[tuple[dict[str, bytes], list[type]]]:
    """Every picture in English, drawn afresh once, with the type of every view the renderer was given."""
    seen: list[type] = []

    def watched(draw: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            seen.extend(type(a) for a in (*args, *kwargs.values()) if isinstance(a, VIEWS))
            return draw(*args, **kwargs)

        return call

    with pytest.MonkeyPatch.context() as patch:
        for name in DRAWERS:
            patch.setattr(pictures, name, watched(getattr(pictures, name)))
        rulebook._drawn.cache_clear()
        with i18n.speaking("en"):
            made = {page.title: page.picture() for page in rulebook.pages() if page.picture is not None}
        rulebook._drawn.cache_clear()
    yield made, seen


def test_every_language_has_the_same_pages_each_short(pages: dict[str, list[RulesPage]]) -> None:
    """As many pages in every language, in the same order with the same pictures; each has a title and a
    text of at most 1,500 characters; most pages have a picture."""
    counts = {lang: len(found) for lang, found in pages.items()}
    assert set(counts.values()) == {len(rulebook.PAGES)}, counts
    assert 7 <= len(rulebook.PAGES) <= 10
    for lang, found in pages.items():
        for page in found:
            assert page.title and page.text, (lang, page)
            assert len(page.text) <= 1500, (lang, page.title, len(page.text))
        assert [p.picture is None for p in found] == [p.picture is None for p in pages["en"]]
        assert len({p.title for p in found}) == len(found), lang
    assert sum(p.picture is not None for p in pages["en"]) >= len(rulebook.PAGES) - 1


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_scoring_page_lists_every_scoring_card_with_its_effect(
    pages: dict[str, list[RulesPage]], lang: str
) -> None:
    """Every scoring card is on the scoring page, once, by its name with its effect."""
    index = [key for key, _, _ in rulebook.PAGES].index("scoring")
    text = pages[lang][index].text
    with i18n.speaking(lang):
        for card in gamedata.cards().scoring:
            assert f"**{card_name(card)}**" in text and card_effect(card) in text, (lang, card)
    assert text.count("•") == len(dict.fromkeys(gamedata.cards().scoring))


def test_the_french_scoring_cards_put_a_space_before_the_colon(pages: dict[str, list[RulesPage]]) -> None:
    """languages.md fr F-1, as the rules' scoring cards always read."""
    text = "\n".join(page.text for page in pages["fr"])
    assert "• **Mouton** : 7 points si tu as construit sur une tuile mouton." in text
    assert "**:" not in text


def test_the_pages_speak_to_the_reader_and_name_the_game_s_buttons(pages: dict[str, list[RulesPage]]) -> None:
    """German says du and French tu (as the rest of the bot); the last page names the commands and the
    Hint and Why not? buttons as the bot labels them; no placeholder is left unfilled."""
    german = " ".join(p.text for p in pages["de"]).replace(",", " ").split()
    french = " ".join(p.text for p in pages["fr"]).replace(",", " ").split()
    assert "du" in german and not {"Sie", "euch", "Euch"} & set(german)
    assert "tu" in french and not {"vous", "votre", "vos", "jouez"} & set(french)
    here = pages["en"][-1].text
    for said in ("/santacruz hand", "/santacruz learn", "**Hint**", "**Why not?**"):
        assert said in here, said
    assert not any("{" in p.text for found in pages.values() for p in found)


def test_each_picture_is_a_small_png_of_its_own(drawn: tuple[dict[str, bytes], list[type]]) -> None:
    """Each picture is a PNG at most 1000 px wide and 1200 px high, at least 400 px wide (readable at
    Discord's 400 px without being blown up), and no two pages show the same one."""
    made, _ = drawn
    for title, png in made.items():
        assert png.startswith(b"\x89PNG"), title
        width, height = Image.open(io.BytesIO(png)).size
        assert 400 <= width <= 1000 and height <= 1200, (title, width, height)
    assert len(set(made.values())) == len(made)


def test_the_pictures_are_drawn_from_public_views_only(drawn: tuple[dict[str, bytes], list[type]]) -> None:
    """Every view the renderer is given for the pictures is the public one (no seat's hand)."""
    _, seen = drawn
    assert seen and set(seen) == {PublicView}


def test_a_picture_is_drawn_once_per_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """A page's picture asked again comes from memory; another language draws its own."""
    rulebook._drawn.cache_clear()
    calls: list[str] = []

    def counted() -> Image.Image:
        calls.append(i18n.current())
        return Image.new("RGB", (4, 4))

    monkeypatch.setitem(rulebook.IMAGES, "sets", counted)
    with i18n.speaking("en"):
        page = rulebook.pages()[[key for key, _, _ in rulebook.PAGES].index("sets")]
        assert page.picture is not None
        first = page.picture()
        assert page.picture() is first
    with i18n.speaking("de"):
        rulebook.picture("sets")
    assert calls == ["en", "de"]
    rulebook._drawn.cache_clear()


READABLE = 7.0
"""The least cap height at 400 px of any word of a rules picture. The cuts of the island are at most 800
px wide, so their smallest words (the board's 20 px) read at 7.14 px or more, half as large again as the
whole board's floor (4.75); the scoring summary and the final standings are the table's own 800 px
pictures, whose smallest words are 20 px too."""


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_word_of_every_picture_reads_at_400_px(lang: str) -> None:
    """Measured as the legibility test measures the boards (:class:`devtools.gallery_text.TextRecorder`,
    cap heights once the picture is shown 400 px wide): every picture shows words, and the smallest of
    them is at least :data:`READABLE` px tall on a phone."""
    small = {}
    with TextRecorder() as recorder, i18n.speaking(lang):
        for name, draw in rulebook.IMAGES.items():
            image = draw()
            least = smallest(recorder.texts(image), image.width)
            assert least is not None, name
            if shown_height(least, image.width) < READABLE:
                small[name] = (least.text, round(shown_height(least, image.width), 2))
    assert not small, small


def test_each_picture_shows_what_its_page_says() -> None:
    """The example game holds what the sentences about its pictures promise: the first lander is the
    player to move at the landing and the flags are free coast sites; the road card reaches three sites or
    more; the joined site holds the joiner's and the owner's buildings; the scoring card pays everyone,
    its player most; the eruption removes buildings; the game ends."""
    steps = rulebook.example()
    facts = rulebook.facts()
    board = gamedata.board()
    landing = steps[rulebook._landing()].state
    coast = rulebook._legal_sites(landing, "land")
    assert coast and all(board.sites[site].kind == "coast" for site in coast)
    assert rulebook.NAMES[min(engine.awaiting(landing))] == facts.first
    assert len(rulebook._legal_sites(steps[rulebook._road()].state, "road")) >= 3
    joined = steps[rulebook._join()].state
    owners = {rulebook.NAMES[seat] for seat in joined.occupants[facts.site]}
    assert owners == {facts.joiner, facts.owner} and facts.joiner != facts.owner
    gains = rulebook._gains(steps[rulebook._scoring()])
    scorer = rulebook.NAMES.index(facts.scorer)
    assert len(gains) == len(rulebook.NAMES)
    assert all(gains[scorer] > points for seat, points in gains.items() if seat != scorer)
    assert any(isinstance(e, BuildingsDestroyed) and e.removed for e in steps[rulebook._eruption()].events)
    assert GAME.is_over(steps[-1].state)


def test_the_variant_is_named_as_the_lobby_button_says() -> None:
    """The sets page names the beginner variant by the lobby's own button, in every language."""
    index = [key for key, _, _ in rulebook.PAGES].index("sets")
    for lang in i18n.LANGUAGES:
        with i18n.speaking(lang):
            button = text("lobby.button.start_variant", variant=say("ui.variant.beginner"))
            assert f"**{button}**" in rulebook.pages()[index].text, lang


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_every_title_reads_well_where_the_core_shows_it(pages: dict[str, list[RulesPage]], lang: str) -> None:
    """The output check (issue 28) over each title as the rules message heads it (the core's
    ``rules.title``, which has put the title after a colon): in French no capital article there."""
    from bot.games.santacruz.rulebook import CATALOGUE as RULEBOOK
    from bot.texts import CATALOGUE as CORE
    from devtools.wording import Said, slips
    from rules.santacruz.messages import CATALOGUE as SANTACRUZ

    with i18n.speaking(lang):
        game = say("ui.game")
        said = [
            Said(text("rules.title", game=game, page=index + 1, pages=len(found), title=page.title), "rules")
            for found in [pages[lang]]
            for index, page in enumerate(found)
        ]
    assert not slips(said, lang, [CORE, SANTACRUZ, RULEBOOK], names=list(rulebook.NAMES))
