"""Issue 42, the core's part: what an abandoned game's last table and lobby say, a full lobby's
buttons, the lobby edited once when its game moves to a thread, and labels cut at a word."""

from __future__ import annotations

import random
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from devtools.table import USERS, LocalTable, components, find, shown_text, verb
from playground.fake_discord import CHANNEL_ID, logged_in, slash
from tests.bot.test_threads import ADMIN, abandon, lobby_of, new_bot

ENDED = re.compile(r"<@1001> ended this game on <t:[0-9]+:f>\.")
"""What the last table of a game the creator (user 1001) ended says."""


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[LocalTable]:
    async with logged_in(new_bot(tmp_path)) as (client, fake):
        yield LocalTable(client, fake, random.Random(3))


def _now(table: LocalTable, message_id: int) -> dict[str, Any]:
    message = table.fake.message(message_id)
    assert message is not None
    return message


async def test_an_abandoned_games_last_table_says_who_ended_it_and_when(table: LocalTable) -> None:
    """issue 42: after abandon, the last live table says the game was ended, by whom and when, with no
    buttons and no link to a game that "goes on here"; the lobby message in the channel says the same
    instead of pointing to a game that goes on in its thread."""
    await table.open_lobby(2)
    lobby_id = int(lobby_of(table)["id"])
    await table.start()
    for _ in range(2):
        await table.step()
    last = await table.current()
    await abandon(table)
    ended = _now(table, int(last["id"]))
    said = shown_text(ended)
    assert ENDED.search(said), said
    assert "goes on" not in said and "https://" not in said
    assert not list(components(ended))
    lobby = shown_text(_now(table, lobby_id))
    assert "has started" not in lobby
    assert re.search(rf"<@1001> ended the game in <#{table.channel_id}> on <t:[0-9]+:f>\.", lobby), lobby
    assert "ended this game of Santa Cruz" in table.public()[-1]["content"]


async def test_a_game_ended_in_the_channel_says_so_on_its_last_table(table: LocalTable) -> None:
    """issue 42: a game played in the lobby's channel (threads off) also ends with its last table saying
    who ended it and when."""
    off = slash("santacruz", "settings", {"threads": False}, permissions=ADMIN, **table.user(0))
    await table.dispatch(off)
    await table.open_lobby(2)
    await table.start()
    assert table.channel_id == CHANNEL_ID
    await table.step()
    last = await table.current()
    await abandon(table)
    ended = _now(table, int(last["id"]))
    assert ENDED.search(shown_text(ended)) and not list(components(ended))


async def test_a_full_lobby_offers_no_join_nor_add_computer(table: LocalTable) -> None:
    """issue 42: a full lobby (4 of 2 to 4) shows neither Join nor Add computer; Start, Leave and Remove
    a computer stay. One seat freed, both come back."""
    await table.open_lobby(3)
    lobby = lobby_of(table)
    add = next(c for c in components(lobby) if verb(c) == "add_ai")
    reply = await table.press(USERS[0], lobby, add["custom_id"])
    assert reply is not None
    full = reply["message"]
    verbs = [verb(c) for c in components(full)]
    assert "join" not in verbs and "add_ai" not in verbs
    assert {"start", "leave", "remove_ai"} <= set(verbs)
    remove = find(full, "remove_ai")
    assert remove is not None
    reply = await table.press(USERS[0], full, remove["custom_id"])
    assert reply is not None
    verbs = [verb(c) for c in components(reply["message"])]
    assert "join" in verbs and "add_ai" in verbs


async def test_the_lobby_is_edited_once_when_its_game_moves_to_a_thread(table: LocalTable) -> None:
    """issue 42: starting a game edits its lobby message once (to say where the game plays); no second
    edit that changes nothing (taking off buttons it no longer has), whether through the channel or as the
    Start click's own update."""
    await table.open_lobby(2)
    lobby_id = int(lobby_of(table)["id"])

    def edits() -> int:
        return sum(1 for s in table.fake.channel_edits(CHANNEL_ID) if s["message_id"] == lobby_id)

    before = edits()
    await table.start()
    for _ in range(2):
        await table.step()
    assert edits() - before == 1
