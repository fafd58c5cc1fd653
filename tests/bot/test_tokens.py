"""A game's table spends Discord's global request budget only where Discord gives no exempt way (issue 46).

A click on the live table is answered by the table's own update; a new table goes as the click's
follow-up; a table made by an earlier click is edited through that click's token while it is fresh; a
post sent as a follow-up is noted before it goes, so a kill at any moment posts nothing twice; a token
past its time or refused by Discord gives way to the channel call, and the table still shows the store.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from bench.request_kinds import counted
from bot.interactions import tokens
from bot.interactions.messenger import Messenger
from bot.store.followups import Followups
from devtools.leaks import followup_nonces
from devtools.table import LocalTable, find
from playground.fake_discord import FakeHTTP, logged_in
from tests.bot.test_posting import (
    Killed,
    assert_table_matches_store,
    kill_after,
    landing_click,
    new_bot,
    open_and_start,
    press_dying,
    public_turns,
)


def counted_since(fake: FakeHTTP, start: int) -> dict[str, int]:
    """The calls since the ``start``-th that count against Discord's global limit, by kind."""
    return dict(counted(fake.calls[start:], set(fake.dm_channels.values())))


async def test_a_move_on_the_live_table_costs_no_counted_request(tmp_path: Path) -> None:
    """A draft pick on the live table is answered by the table's update (the click's own answer), and a
    landing from a private panel posts the next turn as the panel's follow-up and retires the old table
    through the token of the click that opened the panel: neither counts against the global limit."""
    fake = FakeHTTP()
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(3))
        await open_and_start(table)
        message = await table.current()
        pick = find(message, "pick")
        assert pick is not None
        start = len(fake.calls)
        await table.press(table.waiting(message)[0], message, pick["custom_id"])
        assert counted_since(fake, start) == {}
        assert [s["type"] for s in fake.interaction_responses(fake.calls[start].path.split("/")[3])] == [7]
        user, panel, site = await landing_click(table)
        before = len(public_turns(fake, table.channel_id))
        start = len(fake.calls)
        await table.press(user, panel, site)
        assert counted_since(fake, start) == {}
        assert len(public_turns(fake, table.channel_id)) == before + 1
        await assert_table_matches_store(client, fake, await table.game_id())


async def test_a_stale_token_gives_way_to_the_channel_call(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Once every token is past its 14 minutes the next turn is posted and the old table retired by
    channel calls (counted), and the table still shows the stored version."""
    fake = FakeHTTP()
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(3))
        await open_and_start(table)
        user, panel, site = await landing_click(table)
        monkeypatch.setattr(tokens, "LIFETIME", -1.0)
        client.messenger.tokens = tokens.Tokens()
        start = len(fake.calls)
        await table.press(user, panel, site)
        kinds = counted_since(fake, start)
        assert kinds.get("message_create") == 1 and kinds.get("message_edit", 0) >= 1, kinds
        await assert_table_matches_store(client, fake, await table.game_id())


async def test_a_token_discord_refuses_gives_way_to_the_channel_call(tmp_path: Path) -> None:
    """A token Discord answers 401 for (expired early) is forgotten and the channel call made instead."""
    fake = FakeHTTP()
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(3))
        await open_and_start(table)
        user, panel, site = await landing_click(table)
        fake.fail("POST", "/webhooks/*", status=401, code=50027, times=1)
        start = len(fake.calls)
        await table.press(user, panel, site)
        assert counted_since(fake, start).get("message_create") == 1
        await assert_table_matches_store(client, fake, await table.game_id())


async def test_a_kill_after_a_follow_up_post_is_noted_posts_nothing_twice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed after the next turn went out as a follow-up and was noted, before the store learned its
    id: the restart takes the noted message and posts nothing again."""
    fake = FakeHTTP()
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(3))
        await open_and_start(table)
        game_id = await table.game_id()
        user, panel, site = await landing_click(table)
        with kill_after(monkeypatch, Messenger, "publish"):
            await press_dying(table, user, panel, site)
        posted = len(public_turns(fake, table.channel_id))
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        assert len(public_turns(fake, table.channel_id)) == posted, "the turn was posted a second time"
        await assert_table_matches_store(client, fake, game_id)


async def test_a_kill_between_a_follow_up_and_its_note_posts_nothing_twice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed right after Discord made the follow-up, before the bot noted which message it is: the
    restart reads the channel's newest messages, takes the one with the turn's buttons and notes it."""
    fake = FakeHTTP()

    async def dies(*args: Any, **kwargs: Any) -> None:
        raise Killed("sent")

    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(3))
        await open_and_start(table)
        game_id = await table.game_id()
        user, panel, site = await landing_click(table)
        monkeypatch.setattr(Followups, "sent", dies)
        await press_dying(table, user, panel, site)
        monkeypatch.undo()
        posted = len(public_turns(fake, table.channel_id))
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        assert len(public_turns(fake, table.channel_id)) == posted, "the turn was posted a second time"
        assert fake.calls_to("GET", "/channels/*/messages"), "the restart did not look for the post"
        await assert_table_matches_store(client, fake, game_id)
    noted = followup_nonces(tmp_path / "g.sqlite3")
    assert int(public_turns(fake, table.channel_id)[-1]["id"]) in noted, noted


def test_tokens_keep_the_freshest_and_forget_the_refused() -> None:
    """A message keeps the token that may edit it longest; a refused token is used no more; a token past
    its time is not handed out."""
    now = [0.0]
    kept = tokens.Tokens(lambda: now[0])

    class Seen:
        channel_id = 5
        guild_id = 1

    first, second = Seen(), Seen()
    kept.acknowledged(first, 10, may_post=True)  # type: ignore[arg-type]
    now[0] = 60.0
    kept.acknowledged(second, 10, may_post=False)  # type: ignore[arg-type]
    handle = kept.editor(10)
    assert handle is not None and handle.interaction is second
    poster = kept.poster(5)
    assert poster is not None and poster.interaction is first
    kept.forget(second)
    assert kept.editor(10) is None
    now[0] = tokens.LIFETIME + 1.0
    assert kept.poster(5) is None
