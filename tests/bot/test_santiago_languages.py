"""Santiago de Cuba in German through the fake Discord: public messages and boards in the server's
language, panels and answers in each player's own (German and French)."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

from PIL import Image

from bot.texts import CATALOGUE as CORE
from devtools.leaks import check_public_images, moments, pixels
from devtools.table import (
    USERS,
    LocalTable,
    components,
    santiago_table,
    shown_text,
)
from playground.fake_discord import CHANNEL_ID, logged_in
from render.santiago import render_private_board
from rules import i18n
from rules.santiago.messages import CATALOGUE
from rules.santiago.views import player_view
from tests.bot.test_santiago import both_games

LOCALES = {0: "de", 1: "fr"}
"""Player 0 reads German, player 1 French; the server is German."""


class RecordingTable(LocalTable):
    """A Santiago table that keeps every private answer each person got to a click."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.answers: dict[int, list[str]] = {user: [] for user in USERS}

    async def press(
        self, user_id: int, message: dict[str, Any], custom_id: str, values: list[str] | None = None
    ) -> dict[str, Any] | None:
        reply = await super().press(user_id, message, custom_id, values)
        if reply is not None and reply["ephemeral"]:
            self.answers[user_id].append(reply.get("content") or "")
        return reply


def _before_seats(lang: str) -> str:
    """The word that introduces the seats in the lobby's "started" notice (``Plätze:``, ``Seats:``)."""
    return CORE.text("lobby.started", lang, game="@", seats="@").split("@")[-2].split(". ")[-1]


def _image(data: bytes) -> bytes:
    """The pixels of an uploaded image."""
    return pixels(Image.open(io.BytesIO(data)))


async def test_a_whole_game_in_german_with_panels_in_each_players_language(tmp_path: Path) -> None:
    """The turn messages, narration, buttons and boards read German; each panel, its board and every
    answer to a click read the clicker's language."""
    async with logged_in(both_games(tmp_path, 7)) as (client, fake):
        table = santiago_table(client, fake, 8, kind=RecordingTable)
        table.guild_locale = "de"
        table.locales = dict(LOCALES)
        await table.open_lobby(2)
        await table.start()
        live = await client.service.live(await table.game_id())
        for index, lang in LOCALES.items():
            panel = await table.slash(index, "panel")
            assert panel["ephemeral"]
            assert f" {CATALOGUE.text('narrate.item.vp', lang)} · " in (panel.get("content") or ""), panel
            view = player_view(live.state, live.seat_of_user(USERS[index]))
            with i18n.speaking(lang):
                own = _image(render_private_board(view))
            with i18n.speaking("en"):
                english = _image(render_private_board(view))
            assert _image(panel["files"]["board.png"]) == own != english
        await table.play_to_end()
        assert table.finished()

        public = " ".join(f"{shown_text(s['data'])} {s.get('embeds')}" for s in table.public())
        for key in ("render.value", "ui.panel.over"):
            assert CATALOGUE.text(key, "de") in public, key
            assert CATALOGUE.text(key, "en") not in public, key
        ended = CATALOGUE.text("narrate.game_ended", "de", standings="@").split("@")[0]
        assert ended in public and "drives the car" not in public
        labels = {c.get("label") for s in table.public() if s["message"] for c in components(s["message"])}
        assert CATALOGUE.text("ui.button.panel", "de") in labels
        assert CATALOGUE.text("ui.button.panel", "en") not in labels
        edits = " ".join(shown_text(e["data"]) for e in fake.channel_edits(CHANNEL_ID))
        seats = {lang: _before_seats(lang) for lang in ("de", "en")}
        assert seats["de"] in edits and seats["en"] not in edits, edits

        row = await client.store.games.game(table.game)
        assert row is not None
        live = await client.service.live(row.id)
        record = live.module.record(live.state)
        history = moments(record, [(v, None, line) for v, line in enumerate(record["moves"], 1)], "santiago")
        with i18n.speaking("de"):
            assert check_public_images(fake, table.channel_id, history, "santiago") > 10

        for index, lang in LOCALES.items():
            answers = table.answers[USERS[index]]
            assert answers, f"player {index} got no private answer"
            done = CATALOGUE.text("ui.done", lang, move="@").split("@")[0]
            vp = f" {CATALOGUE.text('narrate.item.vp', lang)} · "
            for said in answers:
                assert said.startswith(done) or vp in said, (lang, said)


NOTATION = re.compile(
    r"\b(demand|car|pablo|give|alonso|go|use|deliver|pass) [a-z0-9_-]+|\b(citrus|cigars|sugar)\b"
)
"""A move in notation (``give citrus``, ``car 2``) or a good's id."""


def _taken_back(text: str, lang: str) -> str:
    """The words of a take-back inside ``undo.done``'s parentheses in ``lang``."""
    head = CORE.text("undo.done", lang, move="@", link="").split("@")[0]
    assert text.startswith(head), (lang, text)
    return text[len(head) :].split(").", 1)[0]


async def test_take_backs_the_log_and_the_movers_answers_read_in_words(tmp_path: Path) -> None:
    """languages.md de D-3, fr D-3 (a take-back names the move in words, never in notation), de D-4,
    fr D-4 (``/santiago log`` tells each line in words too) and de C-6, fr C-7 (the mover's own answer
    speaks to them: "Deine Figur …", "Ton pion …", never their own name in the third person)."""
    async with logged_in(both_games(tmp_path, 7)) as (client, fake):
        table = santiago_table(client, fake, 3, kind=RecordingTable)
        table.guild_locale = "de"
        table.locales = dict(LOCALES)
        await table.open_lobby(2)
        await table.start()
        table.undo_rate = 0.4
        for _ in range(40):
            await table.step()
        assert len(table.take_backs) >= 2, table.take_backs
        for user, _taps, said in table.take_backs:
            lang = LOCALES[USERS.index(user)]
            words = _taken_back(said, lang)
            assert words and not NOTATION.search(words), (lang, said)
        public = " ".join(shown_text(s["data"]) for s in table.public())
        public += " ".join(shown_text(e["data"]) for e in fake.channel_edits(table.channel_id))
        notice = CORE.text("undo.public", "de", name="@", move="@").split("@")[1]
        assert notice in public
        for told in public.split(notice)[1:]:
            assert not NOTATION.search(told.split(").", 1)[0]), told[:200]

        other = {
            "de": r"\b(avance|place|utilise|livre|passe)\b",
            "fr": r"\b(fährt|zieht|nutzt|liefert|passt)\b",
        }
        for index, lang in LOCALES.items():
            log = (await table.slash(index, "log"))["content"]
            lines = [line for line in log.split("\n") if re.match(r"[0-9]+\. `", line)]
            assert lines, log
            for line in lines:
                words = line.split("` ", 1)[1]
                assert words.endswith(".") and len(words.split()) > 3, (lang, line)
            assert not re.search(other[lang], log), (lang, log)

        for index, (lang, mine, theirs) in {
            0: ("de", "Deine Figur", f"Die Figur von {table.names[0]}"),
            1: ("fr", "Ton pion", f"{table.names[1]} place son pion"),
        }.items():
            done = CATALOGUE.text("ui.done", lang, move="@").split("@")[0]
            answers = [a for a in table.answers[USERS[index]] if a.startswith(done)]
            assert answers, index
            assert any(mine in a for a in answers), (lang, answers)
            assert not any(theirs in a for a in answers), (lang, answers)
            assert not any(f"{done}{table.names[index]} " in a for a in answers), (lang, answers)
