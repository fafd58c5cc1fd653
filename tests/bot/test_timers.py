"""Absent players: one reminder per turn, a vote to let a computer play, and the seat taken back."""

from __future__ import annotations

import random
import time
from collections.abc import AsyncIterator
from pathlib import Path

import discord
import pytest

from bot.adapter.client import GameBot
from bot.store import Preferences
from devtools.table import USERS, LocalTable, find, local_bot, shown_text
from playground.fake_discord import FakeHTTP, dispatch, logged_in, slash

HOUR = 3600.0


def new_bot(tmp_path: Path) -> GameBot:
    return local_bot(tmp_path, 8)


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[LocalTable]:
    async with logged_in(new_bot(tmp_path)) as (client, fake):
        yield LocalTable(client, fake, random.Random(2))


async def started(table: LocalTable) -> int:
    await table.open_lobby(3)
    await table.start()
    return await table.game_id()


async def test_the_absent_player_is_reminded_once_per_turn(table: LocalTable) -> None:
    """Reminders mention the player once, not repeatedly (default: after 12 hours)."""
    await started(table)
    waiting = table.waiting(await table.current())
    posted = len(table.public())
    await table.client.timers.check(time.time() + 11 * HOUR)
    assert len(table.public()) == posted
    await table.client.timers.check(time.time() + 13 * HOUR)
    await table.client.timers.check(time.time() + 14 * HOUR)
    reminders = table.public()[posted:]
    assert len(reminders) == 1 and f"<@{waiting[0]}>" in reminders[0]["content"]
    assert [int(u) for u in reminders[0]["body"]["allowed_mentions"]["users"]] == [waiting[0]]


async def test_the_others_vote_a_computer_in_and_the_player_takes_the_seat_back(table: LocalTable) -> None:
    """After the turn limit the others may vote a computer in (the vote's button goes when it passes);
    `/santacruz join` gives the seat back."""
    game_id = await started(table)
    absent_user = table.waiting(await table.current())[0]
    await table.client.timers.check(time.time() + 49 * HOUR)
    vote = table.public()[-1]
    assert "votes needed" in vote["content"] and "(2 votes needed)" in vote["content"]
    button = find(vote["message"], "takeover")
    assert button is not None
    refused = await table.press(absent_user, vote["message"], button["custom_id"])
    assert refused is not None and "Only the other players" in refused["content"]
    others = [u for u in USERS[:3] if u != absent_user]
    first = await table.press(others[0], vote["message"], button["custom_id"])
    assert first is not None and "1 of 2" in first["content"]
    await table.press(others[1], vote["message"], button["custom_id"])
    players = {p.user_id: p for p in await table.client.store.games.players(game_id)}
    assert players[absent_user].computer == "strong"
    ended = table.fake.message(int(vote["message_id"]))
    assert ended is not None and find(ended, "takeover") is None, "the vote's button stayed after the vote"
    assert any("now plays for" in (s.get("content") or "") for s in table.public())
    assert table.client.service is not None
    live = await table.client.service.live(game_id)
    assert live.version >= 1, "the computer did not move for the absent player"
    back = await table.slash(USERS.index(absent_user), "join")
    assert back["ephemeral"] and "yours again" in back["content"]
    players = {p.user_id: p for p in await table.client.store.games.players(game_id)}
    assert players[absent_user].computer is None


async def test_only_managers_change_the_timers_and_zero_turns_them_off(table: LocalTable) -> None:
    """Per-server settings (admin only): reminder hours and takeover hours."""
    await started(table)
    payload = slash("santacruz", "settings", {"reminder_hours": 1.0}, permissions="0", **table.user(1))
    await dispatch(table.client, payload)
    assert "Manage Server" in table.fake.replies(payload["token"])[-1]["content"]
    admin = discord.Permissions(manage_guild=True).value
    options = {"reminder_hours": 0.0, "takeover_hours": 0.0}
    payload = slash("santacruz", "settings", options, permissions=admin, **table.user(0))
    await dispatch(table.client, payload)
    assert "Saved" in table.fake.replies(payload["token"])[-1]["content"]
    shown = await table.slash(1, "settings")
    assert "**0 hours**" in shown["content"]
    posted = len(table.public())
    await table.client.timers.check(time.time() + 1000 * HOUR)
    assert len(table.public()) == posted


async def test_timers_live_in_the_database_and_survive_a_restart(tmp_path: Path) -> None:
    """Timers live in the database and survive restarts: after a restart the turn's clock runs on
    from the stored time, and the reminder already posted is not posted again."""
    fake = FakeHTTP()
    now = time.time()
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(2))
        await started(table)
        waiting = table.waiting(await table.current())
        posted = len(table.public())
        await client.timers.check(now + 13 * HOUR)
        reminded = len(table.public())
        assert reminded == posted + 1 and f"<@{waiting[0]}>" in table.public()[-1]["content"]
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(2), table.channel_id)
        await client.timers.check(now + 14 * HOUR)
        assert len(table.public()) == reminded
        await client.timers.check(now + 49 * HOUR)
        vote = table.public()[reminded:]
        assert len(vote) == 1 and find(vote[0]["message"], "takeover") is not None


async def test_an_away_person_is_never_voted_out_and_the_table_says_until_when(table: LocalTable) -> None:
    """Issue 29, "Away": the person's clock stops, so no reminder and no vote; the table shows "away
    until" as a Discord timestamp."""
    now = time.time()
    for user in USERS[:3]:
        await table.client.store.people.set_preferences(Preferences(user, away_until=now + 30 * 24 * HOUR))
    await started(table)
    shown = shown_text(await table.current())
    assert f"is away until <t:{int(now + 30 * 24 * HOUR)}:f>" in shown
    assert "a computer may take over" not in shown
    posted = len(table.public())
    await table.client.timers.check(now + 49 * HOUR)
    assert len(table.public()) == posted


async def test_quiet_hours_stop_the_turn_clock(table: LocalTable) -> None:
    """Issue 29, "Quiet hours": with twelve quiet hours a day, twelve hours of waiting are not yet twelve
    hours of the person's clock: no reminder; later, one."""
    now = time.time()
    hour = time.gmtime(now).tm_hour * 60
    for user in USERS[:3]:
        quiet = ((hour + 60) % (24 * 60), (hour + 13 * 60) % (24 * 60))
        await table.client.store.people.set_preferences(Preferences(user, time_zone="UTC", quiet=quiet))
    await started(table)
    posted = len(table.public())
    await table.client.timers.check(now + 13 * HOUR)
    assert len(table.public()) == posted, "a reminder counted quiet hours"
    await table.client.timers.check(now + 26 * HOUR)  # quiet hours again: no ping
    assert len(table.public()) == posted, "a reminder pinged in quiet hours"
    await table.client.timers.check(now + 38 * HOUR)  # awake, 14 hours on the clock
    reminders = [p for p in table.public()[posted:] if "waiting for you" in (p["content"] or "")]
    assert len(reminders) == 1
