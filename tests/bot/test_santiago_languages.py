"""Santiago de Cuba in German through the fake Discord: public messages and boards in the server's
language, panels and answers in each player's own (German and French)."""

from __future__ import annotations

import io
import random
from pathlib import Path
from typing import Any

from PIL import Image

from bot.texts import CATALOGUE as CORE
from devtools.fake_discord import CHANNEL_ID, logged_in
from devtools.leaks import check_public_images, moments, pixels
from devtools.table import SANTIAGO_KINDS, USERS, LocalTable, components, santiago_kind, shown_text
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
        table = RecordingTable(
            client,
            fake,
            random.Random(8),
            command="santiago",
            kinds=SANTIAGO_KINDS,
            kind_of=santiago_kind,
            timeout=120.0,
        )
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
