"""Your turn, to you alone (issue 29): the person whose turn starts is told once, the way they chose,
never in their quiet hours (the notice waits for the morning); every other public post is silent."""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.adapter.client import GameBot
from bot.store import Notify, Preferences
from devtools.pings import SUPPRESS_NOTIFICATIONS, Noise, noise, turns
from devtools.table import USERS, LocalTable, local_bot
from playground.fake_discord import FakeHTTP, logged_in

HOUR = 3600.0


class NoticedTable(LocalTable):
    """A table whose bot gives due turn notices after every move (as its timers would within a
    minute)."""

    async def moved(self, user: int, taps: int) -> None:
        await super().moved(user, taps)
        await self.client.tables.posting.notices.deliver_due()


def _bot(tmp_path: Path) -> GameBot:
    return local_bot(tmp_path, 3)


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[NoticedTable]:
    async with logged_in(_bot(tmp_path)) as (client, fake):
        yield NoticedTable(client, fake, random.Random(4))


async def _whole_game(table: LocalTable) -> tuple[Noise, Counter[int]]:
    """Three people play a whole game: what it did to their phones, and each person's turns (stretches
    of versions in which the game waited for them)."""
    await table.open_lobby(3)
    await table.start()
    game_id = await table.game_id()
    await table.play_to_end()
    record = await table.client.store.log.record(game_id)
    assert record is not None
    users = {p.seat: p.user_id for p in await table.client.store.games.players(game_id) if p.seat is not None}
    return noise(table.fake), turns(record, await table.client.store.log.actions(game_id), users, "santacruz")


async def test_each_turn_pings_its_person_once_and_every_other_post_is_silent(table: NoticedTable) -> None:
    """A whole game of three people: pings per person equal their turns; no public post pings anyone
    else; every post that mentions nobody is sent silently."""
    counted, played = await _whole_game(table)
    assert sum(played.values()) > 20
    assert counted.pings == played
    assert counted.silent > 0
    for sent in table.fake.sent_messages(table.channel_id):
        mentions = (sent["body"].get("allowed_mentions") or {}).get("users") or []
        assert bool(sent["flags"] & SUPPRESS_NOTIFICATIONS) == (not mentions), sent["body"].get("content")


async def test_a_heads_up_by_direct_message_instead_of_a_mention(table: NoticedTable) -> None:
    """Whoever chose direct messages is never pinged in the channel; each of their turns rings once by
    DM, with a link to the table."""
    await table.client.store.people.set_preferences(Preferences(USERS[1], Notify.DM))
    await table.client.store.people.set_preferences(Preferences(USERS[2], Notify.NONE))
    counted, played = await _whole_game(table)
    assert counted.pings[USERS[1]] == played[USERS[1]] > 0
    assert counted.pings[USERS[2]] == 0 < played[USERS[2]]
    assert counted.pings[USERS[0]] == played[USERS[0]]
    dms = [s for s in table.fake.dms(USERS[1]) if not s["flags"] & SUPPRESS_NOTIFICATIONS]
    assert all("It is your turn in Santa Cruz" in (s["content"] or "") for s in dms)
    assert all("https://discord.com/channels/" in (s["content"] or "") for s in dms)
    assert any("\nSince your last move:\n• " in (s["content"] or "") for s in dms), "no recap in the heads-up"


async def test_quiet_hours_hold_the_ping_until_the_morning_and_a_restart_keeps_it_once(
    table: NoticedTable,
) -> None:
    """Someone whose quiet hours hold now is not pinged when their turn starts; when the timers look
    after the quiet hours, one short post pings them; looking again pings nobody."""
    now = time.time()
    start = (time.gmtime(now).tm_hour * 60 + time.gmtime(now).tm_min - 30) % (24 * 60)
    sleeper = Preferences(USERS[1], time_zone="UTC", quiet=(start, (start + 120) % (24 * 60)))
    await table.client.store.people.set_preferences(sleeper)
    await table.open_lobby(3)
    await table.start()
    game_id = await table.game_id()
    while USERS[1] not in [p.user_id for p in (await table.client.service.live(game_id)).awaited()]:
        await table.step()
    assert noise(table.fake).pings[USERS[1]] == 0
    await table.client.timers.check(now + 0.5 * HOUR)
    assert noise(table.fake).pings[USERS[1]] == 0
    await table.client.timers.check(now + 2 * HOUR)
    assert noise(table.fake).pings[USERS[1]] == 1
    ping = table.public()[-1]
    assert f"<@{USERS[1]}>, it is your turn in Santa Cruz" in (ping["content"] or "")
    await table.client.timers.check(now + 2.1 * HOUR)
    assert noise(table.fake).pings[USERS[1]] == 1


async def test_a_notice_held_for_the_morning_is_given_once_after_a_restart(tmp_path: Path) -> None:
    """The notice waiting for the end of someone's quiet hours is kept in the database: a bot started
    anew gives it once they are awake, and never again for the same turn."""
    now = time.time()
    start = (time.gmtime(now).tm_hour * 60 + time.gmtime(now).tm_min - 30) % (24 * 60)
    fake = FakeHTTP()
    async with logged_in(_bot(tmp_path), fake) as (client, _):
        table = NoticedTable(client, fake, random.Random(4))
        sleeper = Preferences(USERS[1], time_zone="UTC", quiet=(start, (start + 120) % (24 * 60)))
        await client.store.people.set_preferences(sleeper)
        await table.open_lobby(3)
        await table.start()
        game_id = await table.game_id()
        while USERS[1] not in [p.user_id for p in (await client.service.live(game_id)).awaited()]:
            await table.step()
        channel = table.channel_id
    assert noise(fake).pings[USERS[1]] == 0
    async with logged_in(_bot(tmp_path), fake) as (client, _):
        await client.timers.check(now + 0.5 * HOUR)
        assert noise(fake).pings[USERS[1]] == 0
        await client.timers.check(now + 2 * HOUR)
        await client.timers.check(now + 2.5 * HOUR)
    assert noise(fake).pings[USERS[1]] == 1
    assert f"<@{USERS[1]}>, it is your turn" in (fake.sent_messages(channel)[-1]["content"] or "")
