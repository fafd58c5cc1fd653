"""``/<game> rules`` as illustrated pages (issue 44, "An illustrated guide"), driven through Discord
payloads for every game the bot hosts, the test-only High Card included: the first page privately with
its picture, the buttons and the menu turning the same message, every page in every language something
Discord accepts, and a forged page refused without a change."""

from __future__ import annotations

import logging
import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.adapter.client import GameBot
from bot.config import Settings
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.santiago.ui import SantiagoUI
from devtools.table import LocalTable, components, shown_text
from playground.fake_discord import button, logged_in, select
from tests.toygame.rules import NAME as HIGH_CARD

GAMES = ("santacruz", "santiago", HIGH_CARD)
LOCALES = {"en": "en-US", "de": "de", "fr": "fr"}


@pytest.fixture
async def table(tmp_path: Path, _high_card: None) -> AsyncIterator[LocalTable]:
    """A bot hosting both games and High Card, on the Discord stand-in."""
    from tests.toygame.ui import HighCardUI

    settings = Settings("fake", tmp_path / "g.sqlite3", None, logging.INFO)
    uis = [SantaCruzUI(), SantiagoUI(), HighCardUI()]
    async with logged_in(GameBot(settings, uis, seeds=lambda: 7)) as (client, fake):
        yield LocalTable(client, fake, random.Random(1))


def _pager(message: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The page buttons and the page menu of a rules message, by their step (first, prev, next, last,
    menu)."""
    return {
        c["custom_id"].rsplit(":", 1)[1]: c for c in components(message) if c["custom_id"].startswith("r:")
    }


def _page(reply: dict[str, Any]) -> dict[str, Any]:
    """The message a rules reply shows (after a page turn: the edited one)."""
    message = reply.get("message") or reply["data"]
    return dict(message, files=reply.get("files") or {})


async def _turn(
    table: LocalTable, message: dict[str, Any], custom_id: str, values: list[str] | None = None
) -> dict[str, Any]:
    """Press a rules page's button (or choose ``values`` in its menu) as the reader; the answer."""
    reply = await table.press(table.user(0)["user_id"], message, custom_id, values)
    assert reply is not None
    return reply


@pytest.mark.parametrize("game", GAMES)
async def test_the_rules_open_privately_and_every_page_turns_in_place(table: LocalTable, game: str) -> None:
    """The first page comes privately with its picture and the buttons; Next walks every page in place
    (the last one's Next is disabled), the menu jumps back to the first, and each page names its number
    of all and its picture where the game draws one."""
    table.command = game
    ui = table.client.uis[game]
    titles = [page.title for page in ui.rules_pages()]
    reply = await table.slash(0, "rules")
    assert reply["ephemeral"], reply
    seen: list[str] = []
    message = _page(reply)
    for index, title in enumerate(titles):
        said = shown_text(message)
        assert f"{index + 1}/{len(titles)}" in said and title in said, said
        picture = ui.rules_pages()[index].picture
        assert bool(reply.get("files")) == (picture is not None), (index, reply.get("filenames"))
        if picture is not None:
            assert reply["files"]["rules.png"].startswith(b"\x89PNG"), index
            assert message["embeds"][0]["image"]["url"] == "attachment://rules.png"
        seen.append(title)
        pager = _pager(message)
        assert pager["prev"].get("disabled", False) == (index == 0)
        assert pager["next"].get("disabled", False) == (index == len(titles) - 1)
        if index == len(titles) - 1:
            break
        reply = await _turn(table, message, pager["next"]["custom_id"])
        assert reply["kind"] in ("callback", "webhook_edit"), reply["kind"]
        message = _page(reply)
    assert seen == titles
    reply = await _turn(table, message, _pager(message)["menu"]["custom_id"], ["0"])
    assert f"1/{len(titles)}" in shown_text(_page(reply))


@pytest.mark.parametrize("lang", LOCALES)
@pytest.mark.parametrize("game", GAMES)
async def test_every_page_in_every_language_is_accepted_by_discord(
    table: LocalTable, game: str, lang: str
) -> None:
    """Each page, opened from the menu in the reader's language, is a message the stand-in (as strict as
    Discord) accepts; its title is in that language."""
    table.command = game
    table.locales[0] = LOCALES[lang]
    from rules import i18n

    with i18n.speaking(lang):
        titles = [page.title for page in table.client.uis[game].rules_pages()]
    reply = await table.slash(0, "rules")
    message = _page(reply)
    for index, title in enumerate(titles):
        reply = await _turn(table, message, _pager(message)["menu"]["custom_id"], [str(index)])
        assert reply["call"].ok, reply["call"].error
        message = _page(reply)
        assert title in shown_text(message)


async def test_a_forged_page_changes_nothing_and_says_why(table: LocalTable) -> None:
    """A page beyond the last, a game the bot does not host, a menu value that is not a page and a page
    button sent as a menu are refused politely; the rules message is left as it was."""
    table.command = game = HIGH_CARD
    reply = await table.slash(0, "rules")
    message = _page(reply)
    user = table.user(0)
    pages = len(table.client.uis[game].rules_pages())
    forged = [
        button(f"r:{game}:{pages}:next", message=message, channel_id=table.channel_id, **user),
        button("r:chess:1:next", message=message, channel_id=table.channel_id, **user),
        select(f"r:{game}:0:menu", ["x1"], message=message, channel_id=table.channel_id, **user),
        select(f"r:{game}:0:menu", [str(pages)], message=message, channel_id=table.channel_id, **user),
        select(f"r:{game}:0:next", ["1"], message=message, channel_id=table.channel_id, **user),
        button(f"r:{game}:1:sideways", message=message, channel_id=table.channel_id, **user),
    ]
    for payload in forged:
        await table.dispatch(payload)
        [answer] = table.fake.replies(payload["token"])
        assert answer["ephemeral"] and "rules" not in (answer.get("filenames") or []), answer
        assert answer["content"], answer


RULEBOOKS = {"santacruz": SantaCruzUI, "santiago": SantiagoUI}


@pytest.mark.parametrize("lang", ["de", "fr"])
@pytest.mark.parametrize("game", sorted(RULEBOOKS))
def test_every_page_reads_as_a_native_speaker_writes(game: str, lang: str) -> None:
    """The output check (issue 28) over every page's title and words in German and French: no English,
    no notation, every plural and list in the language's own form."""
    from bot.games.santacruz.rulebook import CATALOGUE as SANTACRUZ_RULEBOOK
    from bot.games.santiago.rulebook import CATALOGUE as SANTIAGO_RULEBOOK
    from bot.texts import CATALOGUE as CORE
    from devtools.wording import Said, slips
    from rules import i18n
    from rules.santacruz.messages import CATALOGUE as SANTACRUZ
    from rules.santiago.messages import CATALOGUE as SANTIAGO

    catalogues = (
        [CORE, SANTACRUZ, SANTACRUZ_RULEBOOK] if game == "santacruz" else [CORE, SANTIAGO, SANTIAGO_RULEBOOK]
    )
    with i18n.speaking(lang):
        pages = RULEBOOKS[game]().rules_pages()
    said = [Said(piece, "rules") for page in pages for piece in (page.title, page.text)]
    assert not slips(said, lang, catalogues, names=["Ana", "Ben", "Cleo"])


@pytest.mark.parametrize("game", sorted(RULEBOOKS))
def test_the_pictures_are_drawn_from_real_games_once_and_fit_a_phone(game: str) -> None:
    """Each page's picture is a PNG at most 1,200 px wide (Discord shows it about 400 px wide), no two
    pages share one, and a second call is the same bytes without drawing anew."""
    import io

    from PIL import Image

    pictures = [page.picture for page in RULEBOOKS[game]().rules_pages() if page.picture is not None]
    assert len(pictures) >= 4
    drawn = [picture() for picture in pictures]
    assert len(set(drawn)) == len(drawn)
    for data in drawn:
        image = Image.open(io.BytesIO(data))
        assert image.format == "PNG" and image.width <= 1200 and image.height <= 1500
    assert all(picture() is data for picture, data in zip(pictures, drawn, strict=True))
