"""Discord failing a direct message for a moment (a 5xx) is not a closed DM: the player's DMs stay open,
nobody is told to change their privacy settings, and the news is sent once Discord answers again."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.messaging import nonce
from devtools.table import USERS, LocalTable
from playground.fake_discord import logged_in
from rules.santacruz.engine import legal_actions
from tests.bot.conftest import without_tokens
from tests.bot.test_adapter import at_landing, chip_game, land, seeded


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[LocalTable]:
    async with logged_in(seeded(tmp_path, 7)) as (client, fake):
        yield LocalTable(client, fake, random.Random(1))


async def test_a_dm_answered_503_is_sent_later_and_the_dms_stay_open(table: LocalTable) -> None:
    """The bird chip's DM gets a 503: the move stands, the player is not told their DMs are closed, the
    game is left unsettled; the next settle sends the DM once, and the next secret goes by DM too."""
    user, line = await chip_game(table)
    dm_path = f"/channels/{table.fake.dm_channel_id(user)}/messages"
    table.fake.fail("POST", dm_path, status=503)
    answer = await land(table, user, line)
    assert answer is not None and "bird chip worth" in (answer["content"] or "")
    assert not [s for s in table.fake.outgoing() if "Privacy Settings" in (s.get("content") or "")]
    game_id = await table.game_id()
    assert await table.client.store.games.dm_state(game_id, user) == "open"
    assert table.fake.dms(user) == []
    await table.client.tables.posting.settle_all()
    dms = table.fake.dms(user)
    assert len(dms) == 1 and "bird chip worth" in (dms[0]["content"] or "")
    hand = await table.slash(USERS.index(user), "hand")
    assert "Privacy Settings" not in hand["content"]


async def test_a_turn_post_answered_503_says_the_table_comes_shortly_not_to_check_permissions(
    table: LocalTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A 503 on the new turn message a landing posts (through the channel: no interaction token at
    hand): the move is stored, the player is told it will be shown by itself shortly (Discord's trouble,
    no admin needed), and the channel catches up by itself once Discord answers again."""
    live, seat = await at_landing(table)
    version, posted = live.version, len(table.tables())
    without_tokens(monkeypatch)
    table.fake.fail("POST", f"/channels/{table.channel_id}/messages", status=503)
    before = len(table.fake.outgoing())
    await land(table, live.user_of_seat(seat).user_id, str(legal_actions(live.state, seat)[0]))
    said = " ".join(str(s.get("content") or "") for s in table.fake.outgoing()[before:])
    assert "Your move is saved" in said and "permissions" not in said
    assert (await table.client.store.games.game(live.row.id)).version == version + 1
    for _ in range(60):
        if len(table.tables()) > posted:
            break
        await asyncio.sleep(0.1)
    assert len(table.tables()) == posted + 1, "the channel did not catch up by itself"


async def test_a_lobby_answered_503_as_the_game_starts_says_started_and_loses_its_buttons_later(
    table: LocalTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The lobby message's "started" edit gets a 503 when the game starts (through the channel: no
    interaction token at hand): the game is stored as started all the same, and when the channel
    catches up by itself the lobby says the game started, keeps no button, and the first table is
    posted once."""
    without_tokens(monkeypatch)
    await table.slash(0, "join")
    await table.slash(1, "join")
    lobby_id = int(table.public()[-1]["message_id"])
    table.fake.fail("PATCH", f"/channels/{table.channel_id}/messages/{lobby_id}", status=503)
    await table.slash(0, "start")
    row = await table.client.store.games.game(await table.game_id())
    assert row is not None and row.status == "active"
    lobby_nonce = nonce("lobby", row.id)

    def posts() -> list[str | None]:
        """The nonces of the channel's posts but the lobby (a slow join posts it as a follow-up)."""
        sent = table.fake.sent_messages(table.channel_id)
        return [s["body"].get("nonce") for s in sent if s["body"].get("nonce") != lobby_nonce]

    for _ in range(60):
        lobby = table.fake.message(lobby_id)
        if lobby is not None and not lobby.get("components") and posts():
            break
        await asyncio.sleep(0.1)
    lobby = table.fake.message(lobby_id)
    assert lobby is not None and "started" in lobby["content"] and not lobby.get("components"), lobby
    assert posts() == [nonce("turn", row.id, 0)], posts()
