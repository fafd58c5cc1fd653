"""Whole games in German and French: public things in the server's language, private ones in each
player's own, and nothing secret leaks in any language."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.adapter.sync import command_hash
from bot.app.languages import Languages
from bot.texts import CATALOGUE as CORE
from devtools.leaks import check_public_images, check_public_text, moments
from devtools.table import USERS, LocalTable, shown_text
from playground.fake_discord import CHANNEL_ID, GUILD_ID, FakeHTTP, logged_in, slash
from rules import i18n
from rules.santacruz.messages import CATALOGUE
from tests.bot.test_adapter import seeded


def _public_text(fake: FakeHTTP, channel_id: int) -> str:
    """Every public post of the game's channel (its thread) in one text."""
    return "\n".join(f"{shown_text(s['data'])} {s.get('embeds')}" for s in fake.sent_messages(channel_id))


def _header(lang: str, name: str) -> str:
    return CATALOGUE.text("ui.hand.header", lang, name=name).split(",")[1].strip()


async def _whole_game(tmp_path: Path, guild_locale: str, locales: dict[int, str], lang: str) -> None:
    async with logged_in(seeded(tmp_path, 11)) as (client, fake):
        table = LocalTable(client, fake, random.Random(11))
        table.guild_locale = guild_locale
        table.locales = locales
        await table.open_lobby(4)
        await table.start()
        for index in range(4):
            reply = await table.slash(index, "hand")
            own = i18n.resolve(locales.get(index))
            assert _header(own, "x") in (reply.get("content") or ""), (index, reply.get("content"))
        await table.play_to_end()
        assert table.finished()
        public = _public_text(fake, table.channel_id)
        assert CATALOGUE.text("render.round", lang, round=2) in public
        edits = " ".join(shown_text(e["data"]) for e in fake.channel_edits(CHANNEL_ID))
        assert CORE.text("lobby.started", lang, game="Santa Cruz", seats="Ana").split(":")[0] in edits
        if lang != "en":
            assert CATALOGUE.text("render.round", "en", round=2) not in public
            assert CATALOGUE.text("narrate.game_over", "en") not in public
        game = table.game
        history = moments(await client.store.log.record(game) or {}, await client.store.log.actions(game))
        names = [p.name for p in (await client.service.live(game)).seats]
        with i18n.speaking(lang):
            assert check_public_images(fake, table.channel_id, history) > 0
            check_public_text(fake, table.channel_id, history, names)
        dms = 0
        for index, user in enumerate(USERS):
            own = i18n.resolve(locales.get(index))
            for dm in fake.dms(user):
                content = dm.get("content") or ""
                said = {lg for lg in i18n.LANGUAGES for key in PRIVATE if _prefix(key, lg) in content}
                assert said == {own}, (index, content)
                dms += 1
        assert dms > 0, "no direct message to check"


PRIVATE = ("narrate.chip.own", "narrate.new_card.own")


def _prefix(key: str, lang: str) -> str:
    """The words of a private sentence before its first placeholder."""
    return CATALOGUE.text(key, lang, value="@", card="@").split("@")[0]


@pytest.mark.slow
async def test_a_whole_game_in_german_with_players_in_their_own_languages(tmp_path: Path) -> None:
    await _whole_game(tmp_path, "de", {0: "de", 1: "fr", 2: "en-GB", 3: "pt-BR"}, "de")


async def test_a_whole_game_in_french(tmp_path: Path) -> None:
    await _whole_game(tmp_path, "fr", {0: "fr", 1: "fr", 2: "fr", 3: "fr"}, "fr")


async def test_the_server_setting_overrides_its_locale_and_unknown_locales_are_english(
    tmp_path: Path,
) -> None:
    async with logged_in(seeded(tmp_path, 3)) as (client, fake):
        table = LocalTable(client, fake)
        table.guild_locale = "ja"
        refused = await table.slash(0, "settings", language="fr")
        assert refused.get("content") == CORE.text("settings.admin_only", "en")
        payload = slash(
            "santacruz",
            "settings",
            {"language": "fr"},
            user_id=USERS[0],
            guild_locale="ja",
            locale="de",
            permissions=discord.Permissions(manage_guild=True),
        )
        await table.dispatch(payload)
        reply = fake.replies(payload["token"])[-1]
        assert "Französisch" in (reply.get("content") or "")
        table.locales = {0: "de"}
        await table.open_lobby(2)
        embeds = str(fake.sent_messages(CHANNEL_ID)[-1].get("embeds"))
        assert CORE.text("lobby.title", "fr", game="Santa Cruz") in embeds
        assert await client.store.servers.guild_languages() == {GUILD_ID: "fr"}


def test_languages_fall_back_to_english_for_unknown_settings(caplog: pytest.LogCaptureFixture) -> None:
    languages = Languages()
    languages._guilds[5] = "tlh"
    assert languages.guild(5) == "en"
    assert languages.guild(None) == "en"
    assert languages.user(7, "fr") == "fr"
    assert "tlh" in caplog.text


async def test_commands_carry_german_and_french_localizations(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with logged_in(seeded(tmp_path, 3)) as (client, _fake):
        assert client.tree.translator is not None
        group = client.tree.get_commands()[0]
        payload = await group.get_translated_payload(client.tree, client.tree.translator)
        assert payload["description_localizations"]["de"] == CORE.text(
            "command.group", "de", game="Santa Cruz"
        )
        join = next(o for o in payload["options"] if o["name"] == "join")
        assert join["description_localizations"]["fr"] == CORE.text("command.join", "fr")
        before = await command_hash(client)
        original = CORE.text

        def changed(key: str, lang: str | None = None, /, **params: Any) -> str:
            changing = key == "command.join" and (lang or i18n.current()) == "de"
            return "geändert" if changing else original(key, lang, **params)

        monkeypatch.setattr(CORE, "text", changed)
        client.tree.remove_command(group.name)
        from bot.features import lobby

        group = lobby.command_group(client.uis["santacruz"], client.desk, client.languages)
        client.tree.add_command(group)
        assert await command_hash(client) != before, "a changed translation must sync again"


def test_locale_of_discord_enums() -> None:
    assert i18n.language_of(discord.Locale.german) == "de"
    assert i18n.language_of(discord.Locale.french) == "fr"
    assert i18n.language_of(discord.Locale.japanese) is None
