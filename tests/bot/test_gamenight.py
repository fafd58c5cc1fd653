"""Game nights (issue 45, "Game nights") through the Discord stand-in with a fake clock, on the test-only
game High Card (two seats a table): an organiser plans a night, which the bot creates as a Discord
scheduled event; people mark themselves interested in Discord; at the start time the bot opens a lobby
with their seats held for 10 minutes and mentions each of them once; the hold runs out; an edit, a
cancellation or a deletion of the event in Discord is followed, also one the bot missed while down."""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import discord
import pytest

from bot.adapter.client import GameBot
from bot.store import Preferences
from devtools.table import components
from playground.fake_discord import (
    CHANNEL_ID,
    DEFAULT_MEMBER_PERMISSIONS,
    GUILD_ID,
    FakeHTTP,
    add_guild,
    button,
    deliver,
    logged_in,
    new_snowflake,
    slash,
    thread_payload,
)
from tests.bot.conftest import high_card_bot, run, without_tokens

ADMIN = (discord.Permissions(DEFAULT_MEMBER_PERMISSIONS) | discord.Permissions(manage_guild=True)).value
ORGANISER = 1001
PEOPLE = (2001, 2002, 2003, 2004, 2005)
NAMES = {1001: "Org", 2001: "Ivy", 2002: "Jon", 2003: "Kai", 2004: "Lea", 2005: "Max", 3001: "Zoe"}
HOUR = 3600.0


@pytest.fixture
async def bot(tmp_path: Path, _high_card: None) -> AsyncIterator[tuple[GameBot, FakeHTTP]]:
    async with logged_in(high_card_bot(tmp_path)) as (client, fake):
        add_guild(client, channels={CHANNEL_ID: "games"})
        yield client, fake


async def gateway(client: GameBot, fake: FakeHTTP) -> None:
    """Deliver what Discord sends on the gateway: the events the fake recorded since the last time."""
    pending = list(fake.gateway_events)
    fake.gateway_events.clear()
    for name, data in pending:
        await deliver(client, name, data)


def minute(when: float) -> float:
    """A time on a whole minute (as a start is typed)."""
    return float(int(when) // 60 * 60)


def moment(iso: str) -> float:
    return dt.datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp()


def stamp(moment: float) -> str:
    return dt.datetime.fromtimestamp(moment, dt.UTC).strftime("%Y-%m-%d %H:%M")


async def plan(
    client: GameBot,
    fake: FakeHTTP,
    starts: float,
    user: int = ORGANISER,
    *,
    channel_id: int = CHANNEL_ID,
    **options: Any,
) -> dict[str, Any]:
    """``/gamenight plan`` of High Card at ``starts`` (UTC) as ``user`` in ``channel_id``; the reply. An
    option given as ``None`` is left out (``time_zone=None``: the planner's own zone)."""
    perms = ADMIN if user == ORGANISER else DEFAULT_MEMBER_PERMISSIONS
    asked = {"game": "highcard", "start": stamp(starts), "time_zone": "UTC", **options}
    payload = slash(
        "gamenight",
        "plan",
        {name: value for name, value in asked.items() if value is not None},
        channel_id=channel_id,
        user_id=user,
        username=f"u{user}",
        global_name=NAMES.get(user, "?"),
        permissions=perms,
    )
    await run(client, payload)
    await gateway(client, fake)
    return dict(fake.replies(payload["token"])[-1])


def lobbies(fake: FakeHTTP, channel_id: int) -> list[dict[str, Any]]:
    """The lobby messages posted in a channel (or thread), oldest first."""
    return [
        dict(sent)
        for sent in fake.sent_messages(channel_id)
        if any(str(c.get("custom_id", "")).endswith(":join") for c in components(sent["message"] or {}))
    ]


async def press(
    client: GameBot, fake: FakeHTTP, user: int, channel_id: int, message_id: int, verb: str
) -> dict[str, Any]:
    """``user`` presses the lobby button ``verb``; the reply."""
    message = fake.messages[message_id]
    found = next(c for c in components(message) if str(c["custom_id"]).split(":")[3] == verb)
    payload = button(
        found["custom_id"],
        message=message,
        channel_id=channel_id,
        user_id=user,
        username=f"u{user}",
        global_name=NAMES.get(user, "?"),
    )
    await run(client, payload)
    return dict(fake.replies(payload["token"])[-1])


def text_of(reply: dict[str, Any]) -> str:
    return str((reply.get("message") or {}).get("content") or reply.get("content") or "")


async def planned_night(client: GameBot, fake: FakeHTTP, interested: tuple[int, ...]) -> tuple[int, float]:
    """A night planned an hour ahead with ``interested`` marked in Discord; (event id, start)."""
    starts = minute(time.time() + HOUR)
    await plan(client, fake, starts)
    (event_id,) = fake.scheduled_events
    for user in interested:
        fake.users[user] = {**fake.user(user), "global_name": NAMES[user], "username": f"u{user}"}
        fake.mark_interested(event_id, user)
        await gateway(client, fake)
    return event_id, starts


async def test_plan_creates_the_discord_event(bot: tuple[GameBot, FakeHTTP]) -> None:
    """'/gamenight (admins or the role): a Discord scheduled event ... for a game at a time': the event
    is external, named after the game, placed in the channel, and the public reply links it."""
    client, fake = bot
    starts = minute(time.time() + 2 * HOUR)
    reply = await plan(client, fake, starts, hours=2.5)
    (event,) = fake.scheduled_events.values()
    assert event["name"] == "Game night: High Card"
    assert event["entity_type"] == 3 and event["status"] == 1
    assert event["entity_metadata"]["location"] == "Discord, #games"
    assert (
        dt.datetime.fromisoformat(event["scheduled_start_time"].replace("Z", "+00:00")).timestamp() == starts
    )
    ends = dt.datetime.fromisoformat(event["scheduled_end_time"].replace("Z", "+00:00")).timestamp()
    assert ends == starts + 2.5 * HOUR
    assert not reply["ephemeral"]
    said = text_of(reply)
    assert f"https://discord.com/events/{GUILD_ID}/{event['id']}" in said
    assert f"<t:{int(starts)}:F>" in said
    nights = await client.store.nights.of_server(GUILD_ID)
    assert [(n.event_id, n.starts_at, n.status) for n in nights] == [(int(event["id"]), starts, "scheduled")]


async def test_plan_without_manage_events_says_what_it_needs(bot: tuple[GameBot, FakeHTTP]) -> None:
    """'with the permission it needs': Discord refuses the event without Manage Events; the organiser
    reads which permission is missing, and no night is kept."""
    client, fake = bot
    fake.let_manage_events(GUILD_ID, False)
    reply = await plan(client, fake, time.time() + HOUR)
    assert reply["ephemeral"]
    assert "Manage Events" in text_of(reply)
    assert await client.store.nights.of_server(GUILD_ID) == []


@pytest.mark.parametrize(
    ("user", "start", "wanted"),
    [
        (2001, None, "can plan game nights"),
        (ORGANISER, "tomorrow-ish", "cannot read"),
        (ORGANISER, "2001-01-01 10:00", "not in the future"),
    ],
)
async def test_plan_refusals_say_why(
    bot: tuple[GameBot, FakeHTTP], user: int, start: str | None, wanted: str
) -> None:
    """Bad input gets a clear sentence and creates nothing: a member who is no organiser, a time that
    cannot be read, a time in the past."""
    client, fake = bot
    options = {} if start is None else {"start": start}
    reply = await plan(client, fake, time.time() + HOUR, user=user, **options)
    assert reply["ephemeral"] and wanted in text_of(reply)
    assert fake.scheduled_events == {}


async def test_game_night_from_event_to_lobby(bot: tuple[GameBot, FakeHTTP]) -> None:
    """'people who mark themselves interested in Discord get a lobby at the start time with their seats
    reserved for 10 minutes, and one mention each': the lobby opens in the channel at the start, names
    and pings each interested person once, keeps their seats from anyone else, and cannot start before
    they came; once both joined, the game starts."""
    client, fake = bot
    _, starts = await planned_night(client, fake, (2001, 2002))
    await client.timers.check(starts - 60)
    assert lobbies(fake, CHANNEL_ID) == [], "nothing opens before the start"
    await client.timers.check(starts)
    (lobby,) = lobbies(fake, CHANNEL_ID)
    assert [int(u) for u in lobby["body"]["allowed_mentions"]["users"]] == [2001, 2002]
    assert "<@2001>" in str(lobby["content"]) and "<@2002>" in str(lobby["content"])
    assert f"<t:{int(starts + 600)}:t>" in str(lobby["content"])
    message_id = int(lobby["message"]["id"])
    refused = await press(client, fake, 3001, CHANNEL_ID, message_id, "join")
    assert refused["ephemeral"] and "held for the game night's players" in text_of(refused)
    await press(client, fake, 2001, CHANNEL_ID, message_id, "join")
    early = await press(client, fake, 2001, CHANNEL_ID, message_id, "start")
    assert early["ephemeral"] and "still held for Jon" in text_of(early)
    await press(client, fake, 2002, CHANNEL_ID, message_id, "join")
    await press(client, fake, 2002, CHANNEL_ID, message_id, "start")
    game_id = int(str(next(components(lobby["message"]))["custom_id"]).split(":")[1])
    row = await client.store.games.game(game_id)
    assert row is not None and row.status == "active"
    assert sorted(p.user_id for p in await client.store.games.players(row.id)) == [2001, 2002]
    pings = [s for s in fake.sent_messages(CHANNEL_ID) if s["body"].get("allowed_mentions", {}).get("users")]
    assert len(pings) == 1, "one mention each, in the lobby's first post only"
    reads = [c for c in fake.calls if c.method == "GET" and "/scheduled-events/" in c.path]
    assert len([c for c in reads if c.path.endswith("/users")]) == 1
    assert await client.store.nights.of_server(GUILD_ID) != []
    await client.timers.check(starts + 601)
    assert await client.store.nights.of_server(GUILD_ID) == [], "the night is over once the hold ran out"


async def test_more_people_than_a_table_seats_open_tables_in_threads(bot: tuple[GameBot, FakeHTTP]) -> None:
    """Five people at tables of two: three tables (2, 2, 1), each announced in the channel without a
    ping and opened as a lobby in its thread, where each person is mentioned once; a second look (or a
    second process) opens nothing again."""
    client, fake = bot
    _, starts = await planned_night(client, fake, PEOPLE)
    await client.timers.check(starts)
    await client.timers.check(starts + 1)
    announcements = fake.sent_messages(CHANNEL_ID)
    assert [a["content"] for a in announcements if "table" in str(a["content"])] == [
        "**Game night: High Card**, table 1: Ivy and Jon. Your seats are held in the thread below.",
        "**Game night: High Card**, table 2: Kai and Lea. Your seats are held in the thread below.",
        "**Game night: High Card**, table 3: Max. Your seats are held in the thread below.",
    ]
    assert all(not a["body"].get("allowed_mentions", {}).get("users") for a in announcements)
    mentioned: list[str] = []
    for announcement in announcements:
        thread = int(announcement["message"]["id"])
        (lobby,) = lobbies(fake, thread)
        mentioned += [int(u) for u in lobby["body"]["allowed_mentions"]["users"]]
    assert sorted(mentioned) == list(PEOPLE)


async def test_when_the_hold_runs_out_seats_open_and_empty_lobbies_close(
    bot: tuple[GameBot, FakeHTTP],
) -> None:
    """After 10 minutes the held seats are anyone's: a lobby with somebody in it takes a newcomer; a
    lobby nobody joined closes, saying why."""
    client, fake = bot
    _, starts = await planned_night(client, fake, (2001, 2002, 2003))
    await client.timers.check(starts)
    first, second = fake.sent_messages(CHANNEL_ID)[:2]
    first_lobby = lobbies(fake, int(first["message"]["id"]))[0]
    second_lobby = lobbies(fake, int(second["message"]["id"]))[0]
    await press(client, fake, 2001, int(first["message"]["id"]), int(first_lobby["message"]["id"]), "join")
    await client.timers.check(starts + 601)
    thread = int(first["message"]["id"])
    await press(client, fake, 3001, thread, int(first_lobby["message"]["id"]), "join")
    row = await client.store.games.open_game(thread)
    assert row is not None
    assert [p.user_id for p in await client.store.games.players(row.id)] == [2001, 3001]
    closed = fake.messages[int(second_lobby["message"]["id"])]
    assert "Nobody took a seat" in str(closed.get("content"))
    assert await client.store.games.open_game(int(second["message"]["id"])) is None


async def test_an_event_moved_in_discord_moves_the_night(bot: tuple[GameBot, FakeHTTP]) -> None:
    """'Editing ... the event in Discord is followed': the start moved an hour later is said once in the
    channel, nothing opens at the old time, and the lobby opens at the new one."""
    client, fake = bot
    event_id, starts = await planned_night(client, fake, (2001,))
    later = starts + HOUR
    fake.admin_edit_event(event_id, scheduled_start_time=dt.datetime.fromtimestamp(later, dt.UTC).isoformat())
    await gateway(client, fake)
    (notice,) = [s for s in fake.sent_messages(CHANNEL_ID) if "now starts" in str(s["content"])]
    assert f"<t:{int(later)}:F>" in str(notice["content"])
    await client.timers.check(starts + 60)
    assert lobbies(fake, CHANNEL_ID) == []
    await client.timers.check(later)
    assert len(lobbies(fake, CHANNEL_ID)) == 1


@pytest.mark.parametrize("how", ["cancel", "delete"])
async def test_an_event_cancelled_in_discord_cancels_the_night(
    bot: tuple[GameBot, FakeHTTP], how: str
) -> None:
    """'... or cancelling the event in Discord is followed': cancelled or deleted, the night says so
    once in its channel and opens nothing at its start."""
    client, fake = bot
    event_id, starts = await planned_night(client, fake, (2001, 2002))
    change = (
        fake.admin_edit_event(event_id, status=4) if how == "cancel" else fake.admin_delete_event(event_id)
    )
    await gateway(client, fake)
    await deliver(client, *change)
    cancelled = [s for s in fake.sent_messages(CHANNEL_ID) if "was cancelled in Discord" in str(s["content"])]
    assert len(cancelled) == 1
    await client.timers.check(starts)
    assert lobbies(fake, CHANNEL_ID) == []
    assert await client.store.nights.of_server(GUILD_ID) == []


async def test_an_edit_missed_while_down_is_read_at_the_start(bot: tuple[GameBot, FakeHTTP]) -> None:
    """An edit Discord sent while the bot was down is not lost: at the start time the bot reads the
    event once more, sees it moved, says so and waits for the new time."""
    client, fake = bot
    event_id, starts = await planned_night(client, fake, (2001,))
    fake.admin_edit_event(
        event_id, scheduled_start_time=dt.datetime.fromtimestamp(starts + 2 * HOUR, dt.UTC).isoformat()
    )
    fake.gateway_events.clear()  # the bot was down: the gateway event never reached it
    await client.timers.check(starts)
    assert lobbies(fake, CHANNEL_ID) == []
    assert any("now starts" in str(s["content"]) for s in fake.sent_messages(CHANNEL_ID))
    await client.timers.check(starts + 2 * HOUR)
    assert len(lobbies(fake, CHANNEL_ID)) == 1


async def test_a_night_nobody_is_interested_in_says_so(bot: tuple[GameBot, FakeHTTP]) -> None:
    """A night without anyone interested opens no empty lobby; one post says how to open a table."""
    client, fake = bot
    _, starts = await planned_night(client, fake, ())
    await client.timers.check(starts)
    assert lobbies(fake, CHANNEL_ID) == []
    (said,) = fake.sent_messages(CHANNEL_ID)
    assert "nobody marked themselves interested" in str(said["content"])
    assert "`/highcard join`" in str(said["content"])


async def test_the_start_is_read_in_the_planners_time_zone_and_listed(bot: tuple[GameBot, FakeHTTP]) -> None:
    """A start typed as a time of day is read in the planner's own time zone (from /mygames), the next
    time it is that hour there; ``/gamenight list`` shows the night with its start for every reader."""
    client, fake = bot
    await client.store.people.set_preferences(Preferences(ORGANISER, time_zone="Asia/Tokyo"))
    await plan(client, fake, 0.0, start="20:00", time_zone=None)
    (event,) = fake.scheduled_events.values()
    starts = dt.datetime.fromisoformat(event["scheduled_start_time"].replace("Z", "+00:00"))
    local = starts.astimezone(ZoneInfo("Asia/Tokyo"))
    assert (local.hour, local.minute) == (20, 0)
    assert 0 < starts.timestamp() - time.time() <= 86400
    listing = slash("gamenight", "list", None, channel_id=CHANNEL_ID, user_id=2001, username="u2001")
    await run(client, listing)
    said = text_of(dict(fake.replies(listing["token"])[-1]))
    assert "Game night: High Card" in said and f"<t:{int(starts.timestamp())}:F>" in said


async def test_a_channel_that_refuses_the_bot_ends_the_night_with_one_dm_to_its_planner(
    bot: tuple[GameBot, FakeHTTP], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A missing permission is an admin's to fix: when the night's channel refuses the bot at the start
    (403; hours after the planning, no interaction token is at hand), the night ends at once instead of
    trying every minute, and its planner reads what it needs in one direct message; later looks post
    nothing more."""
    client, fake = bot
    without_tokens(monkeypatch)
    _, starts = await planned_night(client, fake, (2001, 2002))
    fake.fail("POST", f"/channels/{CHANNEL_ID}/messages", status=403, times=None)
    await client.timers.check(starts)
    await client.timers.check(starts + 300)
    (told,) = fake.dms(ORGANISER)
    assert "could not open its tables" in str(told["content"]) and "Send Messages" in str(told["content"])
    assert await client.store.nights.of_server(GUILD_ID) == []
    fake.clear_faults()
    await client.timers.check(starts + 600)
    assert lobbies(fake, CHANNEL_ID) == []


async def test_a_night_planned_inside_a_thread_opens_in_the_threads_channel(
    bot: tuple[GameBot, FakeHTTP],
) -> None:
    """Tables open in a channel or in threads of it, never inside a thread: a night planned from inside
    a thread is the thread's channel's, and its event says so."""
    client, fake = bot
    thread = new_snowflake()
    fake.channels[thread] = thread_payload(thread, CHANNEL_ID, GUILD_ID, "chatter", ORGANISER)
    await plan(client, fake, minute(time.time() + HOUR), channel_id=thread)
    [night] = await client.store.nights.of_server(GUILD_ID)
    assert night.channel_id == CHANNEL_ID
    (event,) = fake.scheduled_events.values()
    assert event["entity_metadata"]["location"] == "Discord, #games"
