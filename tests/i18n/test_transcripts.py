"""Whole games of both games played in German and in French through the fake Discord, everything the
bot said read by :mod:`devtools.wording` as a native reader would (issue 28, "an output check, not only a
key check"): no English or notation, no "1" with a plural, no "de" before a vowel or "à le", no decimal
point, a space before every French colon, never the reader's own name in an answer that says "you",
never a sentence of another language."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from bot.texts import CATALOGUE as CORE
from devtools.table import NAMES, USERS, LocalTable, components, santiago_table, shown_text
from devtools.wording import SENTINEL, Said, Slip, slips
from playground.fake_discord import FakeHTTP, Sent, logged_in
from render.common.messages import CATALOGUE as FINAL
from rules.i18n import Catalogue
from rules.santacruz.messages import CATALOGUE as SANTACRUZ
from rules.santiago.messages import CATALOGUE as SANTIAGO
from tests.bot.test_adapter import seeded
from tests.bot.test_santiago import both_games

READERS = dict(zip(USERS, NAMES, strict=True))


def _pieces(data: dict[str, Any]) -> Iterator[str]:
    """Every text of a message a reader sees: its words, its embeds' fields and footers, its buttons and
    menu options, and its pictures' descriptions."""
    yield shown_text(data)
    for embed in data.get("embeds") or []:
        for field in embed.get("fields") or []:
            yield f"{field.get('name', '')}\n{field.get('value', '')}"
        yield (embed.get("footer") or {}).get("text") or ""
        yield (embed.get("author") or {}).get("name") or ""
    for item in components(data):
        yield item.get("label") or ""
        yield item.get("placeholder") or ""
        for option in item.get("options") or []:
            yield f"{option.get('label', '')}\n{option.get('description', '')}"
    for attachment in data.get("attachments") or []:
        yield attachment.get("description") or ""


def _reader(fake: FakeHTTP, sent: Sent) -> tuple[str | None, str]:
    """Who saw ``sent`` alone (the clicker of an ephemeral answer, the owner of a DM) and where."""
    dm_owner = {channel: user for user, channel in fake.dm_channels.items()}
    token = sent.get("token")
    if sent["ephemeral"] and token and token in fake.interactions:
        payload = fake.interactions[token].payload
        user = (payload.get("member") or {}).get("user") or payload.get("user") or {}
        name = READERS.get(int(user.get("id", 0)))
        return name, f"answer to {name}"
    if sent["channel_id"] in dm_owner:
        name = READERS.get(dm_owner[sent["channel_id"]])
        return name, f"DM to {name}"
    return None, "public"


def transcript(fake: FakeHTTP, done: str) -> list[Said]:
    """Everything the bot sent, each text with its reader; ``done`` starts an answer about the reader's
    own move."""
    out = []
    for sent in fake.outgoing():
        reader, where = _reader(fake, sent)
        for piece in _pieces(sent["data"]):
            if piece.strip():
                out.append(Said(piece, where, reader, reader is not None and piece.startswith(done)))
    for thread in fake.threads():
        out.append(Said(thread.get("name") or "", "thread name"))
    return out


def _report(found: Sequence[Slip]) -> str:
    seen: dict[tuple[str, str], Slip] = {}
    for slip in found:
        seen.setdefault((slip.rule, slip.found), slip)
    return "\n".join(
        f"{s.rule}: {s.found!r} ({s.said.where}) in {s.said.text[:300]!r}" for s in seen.values()
    )


async def _play(table: LocalTable, client: Any, lang: str, players: int, private: str) -> list[str]:
    """A whole game in ``lang`` with its private command, a take back now and then, and the commands
    people use after it; the game's action lines without their seats."""
    table.guild_locale = lang
    table.locales = dict.fromkeys(range(players), lang)
    table.undo_rate = 0.15
    await table.open_lobby(players)
    await table.start()
    game = await table.game_id()
    await table.slash(0, private)
    await table.slash(1, "rules")
    await table.slash(1, "status")
    await table.play_to_end()
    assert table.finished()
    for command in ("log", "stats", "leaderboard", "history"):
        await table.slash(0, command)
    actions = await client.store.log.actions(game)
    return [line.split(" ", 1)[1] for _, _, line in actions if " " in line]


GAMES = {
    "santacruz": (SANTACRUZ, 3, "hand"),
    "santiago": (SANTIAGO, 3, "panel"),
}


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["de", "fr"])
@pytest.mark.parametrize("game", sorted(GAMES))
async def test_a_whole_game_reads_as_a_native_speaker_writes(tmp_path: Path, game: str, lang: str) -> None:
    catalogue, players, private = GAMES[game]
    catalogues: list[Catalogue] = [CORE, FINAL, catalogue]
    bot = seeded(tmp_path, 5) if game == "santacruz" else both_games(tmp_path, 5)
    async with logged_in(bot) as (client, fake):
        if game == "santacruz":
            table = LocalTable(client, fake, random.Random(5))
        else:
            table = santiago_table(client, fake, 5)
        notation = await _play(table, client, lang, players, private)
        done = catalogue.text("ui.done", lang, move=SENTINEL).split(SENTINEL)[0]
        said = transcript(fake, done)
    assert len(said) > 200
    assert any(s.to_you for s in said)
    found = slips(said, lang, catalogues, notation=notation, names=NAMES)
    assert not found, _report(found)
