"""The fakes know Discord's guild scheduled events as strictly as Discord: create, read, edit and delete
through discord.py's own HTTP client, refused where Discord refuses (no Manage Events, an unknown event,
a start in the past, a status change Discord does not allow, a bad page size), the interested users
listed as Discord lists them, and the gateway events Discord sends for each change reaching discord.py
(in-process through ``deliver``, over the fake Discord server's gateway after the REST answer)."""

from __future__ import annotations

import asyncio
import datetime
import time
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest

from playground.discord_server import FakeDiscord, Session
from playground.fake_discord import (
    BOT_ID,
    GUILD_ID,
    OTHER_GUILD,
    USER_ID,
    FakeHTTP,
    add_guild,
    deliver,
    logged_in,
    user_payload,
)
from playground.strict.check import Refusal

HOUR = 3600.0


def iso(seconds: float) -> str:
    """A time as the bot sends it: ISO 8601 in UTC with ``Z``."""
    return datetime.datetime.fromtimestamp(seconds, datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def epoch(stamp: str) -> float:
    return datetime.datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp()


@pytest.fixture
async def client() -> AsyncIterator[tuple[discord.Client, FakeHTTP]]:
    """A logged-in client and its strict fake."""
    async with logged_in(discord.Client(intents=discord.Intents.default())) as (bot, fake):
        yield bot, fake


async def create(
    bot: discord.Client, *, start: float | None = None, end: float | None = None, guild_id: int = GUILD_ID
) -> dict[str, Any]:
    """An external event as the bot's /gamenight creates it (an hour from now, for an hour)."""
    start = time.time() + HOUR if start is None else start
    return await bot.http.create_guild_scheduled_event(
        guild_id,
        reason="game night",
        name="Game night",
        description="Santa Cruz at eight",
        privacy_level=2,
        entity_type=3,
        entity_metadata={"location": "#games"},
        scheduled_start_time=iso(start),
        scheduled_end_time=iso(start + HOUR if end is None else end),
    )


def field_error(exc: discord.HTTPException, name: str) -> tuple[str, str]:
    """The code and message of Discord's first error on a field of a 50035 answer."""
    [first, *_] = exc._errors[name]["_errors"]  # type: ignore[index]
    return first["code"], first["message"]


async def test_an_event_is_created_read_listed_edited_and_deleted(
    client: tuple[discord.Client, FakeHTTP],
) -> None:
    """Discord creates an external event SCHEDULED with the bot as its creator and no channel, shows
    ``user_count`` only when asked (``with_user_count``), changes only the fields sent, answers a delete
    with 204 and then knows the event no more (10070); each change is a gateway dispatch."""
    bot, fake = client
    start = time.time() + HOUR
    made = await create(bot, start=start)
    assert made["status"] == 1 and made["entity_type"] == 3 and made["channel_id"] is None
    assert made["creator_id"] == str(BOT_ID) and made["creator"]["id"] == str(BOT_ID)
    assert made["entity_metadata"] == {"location": "#games"} and made["user_count"] == 0
    assert made["guild_id"] == str(GUILD_ID) and made["entity_id"] is None and made["image"] is None
    assert abs(epoch(made["scheduled_start_time"]) - int(start)) < 1
    assert fake.gateway_events == [("GUILD_SCHEDULED_EVENT_CREATE", made)]
    event_id = int(made["id"])

    plain = await bot.http.get_scheduled_event(GUILD_ID, event_id, False)
    counted = await bot.http.get_scheduled_event(GUILD_ID, event_id, True)
    assert "user_count" not in plain and counted["user_count"] == 0
    assert [e["id"] for e in await bot.http.get_scheduled_events(GUILD_ID, False)] == [made["id"]]
    assert await bot.http.get_scheduled_events(OTHER_GUILD, False) == []

    edited = await bot.http.edit_scheduled_event(GUILD_ID, event_id, name="Game night!", status=2)
    assert (edited["name"], edited["status"], edited["description"]) == (
        "Game night!",
        2,
        made["description"],
    )
    assert fake.gateway_events[-1] == ("GUILD_SCHEDULED_EVENT_UPDATE", fake.scheduled_events[event_id])

    assert await bot.http.delete_scheduled_event(GUILD_ID, event_id) is None
    assert fake.gateway_events[-1][0] == "GUILD_SCHEDULED_EVENT_DELETE"
    assert fake.gateway_events[-1][1]["name"] == "Game night!"
    with pytest.raises(discord.NotFound) as gone:
        await bot.http.get_scheduled_event(GUILD_ID, event_id, False)
    assert (gone.value.status, gone.value.code) == (404, 10070)


async def test_without_manage_events_changes_are_forbidden_50013(
    client: tuple[discord.Client, FakeHTTP],
) -> None:
    """Creating, editing and deleting an event needs Manage Events: without it Discord answers 403 with
    code 50013 "Missing Permissions" and changes nothing; reading the events needs no permission."""
    bot, fake = client
    made = await create(bot)
    fake.let_manage_events(GUILD_ID, False)
    sent = len(fake.gateway_events)
    for attempt in (
        create(bot),
        bot.http.edit_scheduled_event(GUILD_ID, made["id"], name="mine now"),
        bot.http.delete_scheduled_event(GUILD_ID, made["id"]),
    ):
        with pytest.raises(discord.Forbidden) as refused:
            await attempt
        assert (refused.value.status, refused.value.code) == (403, 50013)
    assert len(fake.scheduled_events) == 1 and len(fake.gateway_events) == sent
    assert (await bot.http.get_scheduled_event(GUILD_ID, made["id"], False))["name"] == "Game night"
    fake.let_manage_events(GUILD_ID, True)
    await bot.http.delete_scheduled_event(GUILD_ID, made["id"])


async def test_an_unknown_event_is_10070(client: tuple[discord.Client, FakeHTTP]) -> None:
    """Discord answers 404 with code 10070 "Unknown Guild Scheduled Event" for an event it does not know,
    or one of another server, whatever the request."""
    bot, _ = client
    made = await create(bot)
    for guild_id, event_id in ((GUILD_ID, 1234567890123456789), (OTHER_GUILD, int(made["id"]))):
        for attempt in (
            bot.http.get_scheduled_event(guild_id, event_id, True),
            bot.http.edit_scheduled_event(guild_id, event_id, name="x"),
            bot.http.delete_scheduled_event(guild_id, event_id),
            bot.http.get_scheduled_event_users(guild_id, event_id, 100, False),
        ):
            with pytest.raises(discord.NotFound) as unknown:
                await attempt
            assert (unknown.value.status, unknown.value.code) == (404, 10070)
            assert unknown.value.text == "Unknown Guild Scheduled Event"


async def test_a_start_in_the_past_is_refused_50035(client: tuple[discord.Client, FakeHTTP]) -> None:
    """Discord refuses a start time that is not in the future with 400, 50035 "Invalid Form Body" and
    ``scheduled_start_time``: GUILD_SCHEDULED_EVENT_SCHEDULE_PAST "Cannot schedule event in the past.",
    judged by the wall clock; nothing is created."""
    bot, fake = client
    with pytest.raises(discord.HTTPException) as past:
        await create(bot, start=time.time() - 60)
    assert (past.value.status, past.value.code) == (400, 50035)
    assert field_error(past.value, "scheduled_start_time") == (
        "GUILD_SCHEDULED_EVENT_SCHEDULE_PAST",
        "Cannot schedule event in the past.",
    )
    assert fake.scheduled_events == {} and fake.gateway_events == []

    made = await create(bot, start=time.time() + HOUR)
    fake.wall = lambda: time.time() + 2 * HOUR  # the start passed while the event waited
    with pytest.raises(discord.HTTPException) as moved:
        await bot.http.edit_scheduled_event(
            GUILD_ID, made["id"], scheduled_start_time=made["scheduled_start_time"].replace("+00:00", "Z")
        )
    assert field_error(moved.value, "scheduled_start_time")[0] == "GUILD_SCHEDULED_EVENT_SCHEDULE_PAST"


async def test_an_external_event_needs_an_end_after_its_start(
    client: tuple[discord.Client, FakeHTTP],
) -> None:
    """An external event must have a ``scheduled_end_time`` (50035, BASE_TYPE_REQUIRED), and an end must
    come after the start (50035 on ``scheduled_end_time``)."""
    bot, fake = client
    start = time.time() + HOUR
    with pytest.raises(discord.HTTPException) as open_ended:
        await bot.http.create_guild_scheduled_event(
            GUILD_ID,
            name="Game night",
            privacy_level=2,
            entity_type=3,
            entity_metadata={"location": "#games"},
            scheduled_start_time=iso(start),
        )
    assert open_ended.value.code == 50035
    assert field_error(open_ended.value, "scheduled_end_time")[0] == "BASE_TYPE_REQUIRED"
    with pytest.raises(discord.HTTPException) as backwards:
        await create(bot, start=start, end=start - 60)
    assert backwards.value.code == 50035 and "scheduled_end_time" in backwards.value._errors  # type: ignore[operator]
    assert fake.scheduled_events == {}


async def test_a_status_change_discord_does_not_allow_is_refused(
    client: tuple[discord.Client, FakeHTTP],
) -> None:
    """Discord moves SCHEDULED to ACTIVE or CANCELED and ACTIVE to COMPLETED, nothing else (a completed
    or canceled event stays so): another change is 400, 50035 with an error on ``status``."""
    bot, fake = client
    first, second = await create(bot), await create(bot)
    for event, status in ((first, 3), (second, 4)):
        if status == 4:  # cancel, then try to bring it back
            await bot.http.edit_scheduled_event(GUILD_ID, event["id"], status=4)
            status = 1
        with pytest.raises(discord.HTTPException) as refused:
            await bot.http.edit_scheduled_event(GUILD_ID, event["id"], status=status)
        assert (refused.value.status, refused.value.code) == (400, 50035)
        assert "status" in refused.value._errors  # type: ignore[operator]
    await bot.http.edit_scheduled_event(GUILD_ID, first["id"], status=2)
    done = await bot.http.edit_scheduled_event(GUILD_ID, first["id"], status=3)
    assert done["status"] == 3
    assert [fake.scheduled_events[int(e["id"])]["status"] for e in (first, second)] == [3, 4]


async def test_interested_users_are_listed_by_id_and_paged(
    client: tuple[discord.Client, FakeHTTP], discord_refusals: list[Refusal]
) -> None:
    """Discord lists an event's interested users by user id ascending whatever the order they clicked,
    ``after`` gives the first ``limit`` above an id, ``before`` the last ``limit`` below one,
    ``with_member`` adds each one's member object, ``user_count`` follows; a ``limit`` over 100 is
    refused with 50035 on ``limit``."""
    bot, fake = client
    event_id = int((await create(bot))["id"])
    people = [USER_ID + n for n in (5, 1, 3, 2, 4)]
    fake.users[USER_ID + 3] = user_payload(USER_ID + 3, "carla", global_name="Carla")
    for person in people:
        fake.mark_interested(event_id, person)
    fake.unmark_interested(event_id, USER_ID + 5)
    fake.mark_interested(event_id, USER_ID + 5)

    every = await bot.http.get_scheduled_event_users(GUILD_ID, event_id, 100, False)
    assert [int(e["user"]["id"]) for e in every] == sorted(people)
    assert all(e["guild_scheduled_event_id"] == str(event_id) and "member" not in e for e in every)
    page = await bot.http.get_scheduled_event_users(GUILD_ID, event_id, 2, True, after=USER_ID + 2)
    assert [int(e["user"]["id"]) for e in page] == [USER_ID + 3, USER_ID + 4]
    assert page[0]["user"]["global_name"] == "Carla" and page[0]["member"]["user"]["id"] == str(USER_ID + 3)
    assert "permissions" not in page[0]["member"]
    back = await bot.http.get_scheduled_event_users(GUILD_ID, event_id, 2, False, before=USER_ID + 4)
    assert [int(e["user"]["id"]) for e in back] == [USER_ID + 2, USER_ID + 3]
    assert (await bot.http.get_scheduled_event(GUILD_ID, event_id, True))["user_count"] == 5

    with pytest.raises(discord.HTTPException) as too_many:
        await bot.http.get_scheduled_event_users(GUILD_ID, event_id, 101, False)
    assert too_many.value.code == 50035
    assert field_error(too_many.value, "limit")[0] == "NUMBER_TYPE_MAX"
    assert [r.code for r in discord_refusals] == [50035]


async def test_an_update_delivered_after_add_guild_reaches_on_scheduled_event_update(
    client: tuple[discord.Client, FakeHTTP],
) -> None:
    """discord.py caches the scheduled events a GUILD_CREATE carries and turns a
    GUILD_SCHEDULED_EVENT_UPDATE of one into ``on_scheduled_event_update(before, after)``; it drops an
    update of an event it has not cached, as from the real gateway."""
    bot, fake = client
    now = time.time()
    event_id, _ = fake.create_event_as_admin(GUILD_ID, "Board games", now + HOUR, now + 2 * HOUR, "#games")
    updates: list[tuple[discord.ScheduledEvent, discord.ScheduledEvent]] = []

    @bot.event
    async def on_scheduled_event_update(
        before: discord.ScheduledEvent, after: discord.ScheduledEvent
    ) -> None:
        updates.append((before, after))

    assert await deliver(bot, *fake.admin_edit_event(event_id, name="Too early")) == []
    assert updates == []  # no guild cached yet: discord.py drops it

    guild = add_guild(bot)
    cached = guild.get_scheduled_event(event_id)
    assert cached is not None and cached.name == "Too early" and cached.location == "#games"
    later = iso(now + 3 * HOUR)
    assert (
        await deliver(bot, *fake.admin_edit_event(event_id, name="Board games", scheduled_start_time=later))
        == []
    )
    [(before, after)] = updates
    assert (before.name, after.name) == ("Too early", "Board games")
    assert after.start_time.timestamp() == int(now + 3 * HOUR)
    assert guild.get_scheduled_event(event_id) is after


async def test_the_gateway_events_of_people_reach_discord_py() -> None:
    """The CREATE Discord sends for the bot's own event caches it in discord.py; a member clicking
    "Interested" is GUILD_SCHEDULED_EVENT_USER_ADD, which discord.py turns into
    ``on_scheduled_event_user_add`` only for a user it has cached (with the members intent; with the
    default intents it drops it); an admin deleting the event is GUILD_SCHEDULED_EVENT_DELETE."""
    intents = discord.Intents.default()
    intents.members = True
    async with logged_in(discord.Client(intents=intents)) as (bot, fake):
        guild = add_guild(bot)
        made = await create(bot)
        event_id = int(made["id"])
        assert await deliver(bot, *fake.gateway_events[-1]) == []
        assert guild.get_scheduled_event(event_id) is not None
        person = bot._connection.store_user(user_payload(USER_ID))  # type: ignore[arg-type]
        waiting = asyncio.ensure_future(bot.wait_for("scheduled_event_user_add", timeout=2))
        await asyncio.sleep(0)
        kind, data = fake.mark_interested(event_id, USER_ID)
        assert (kind, data) == (
            "GUILD_SCHEDULED_EVENT_USER_ADD",
            {"guild_scheduled_event_id": str(event_id), "user_id": str(USER_ID), "guild_id": str(GUILD_ID)},
        )
        assert await deliver(bot, kind, data) == []
        event, user = await waiting
        assert event.id == event_id and user is person
        assert await deliver(bot, *fake.admin_delete_event(event_id)) == []
        assert guild.get_scheduled_event(event_id) is None and event_id not in fake.scheduled_events


async def test_the_server_sends_the_dispatch_after_the_rest_answer() -> None:
    """Over HTTP, the GUILD_SCHEDULED_EVENT_CREATE Discord sends for a created event goes to the sessions
    of the guild's shard right after the answer, and the guild's GUILD_CREATE carries its events; what a
    helper for people returns is sent once by ``emit``."""
    async with FakeDiscord() as server, aiohttp.ClientSession() as http:
        session = Session("one", {"shard": [0, 1]})
        server.sessions.append(session)
        start = time.time() + HOUR
        body = {
            "name": "Game night",
            "privacy_level": 2,
            "entity_type": 3,
            "entity_metadata": {"location": "#games"},
            "scheduled_start_time": iso(start),
            "scheduled_end_time": iso(start + HOUR),
        }
        async with http.post(
            f"{server.url}/api/v10/guilds/{GUILD_ID}/scheduled-events",
            json=body,
            headers={"Authorization": f"Bot {server.token}"},
        ) as response:
            made = await response.json()
        assert response.status == 200 and made["status"] == 1
        assert [(f["t"], f["d"]["id"]) for f in session.log] == [("GUILD_SCHEDULED_EVENT_CREATE", made["id"])]
        assert server.http.gateway_events == []
        assert [e["id"] for e in server._guild_payload(GUILD_ID)["guild_scheduled_events"]] == [made["id"]]

        await server.emit(GUILD_ID, *server.http.mark_interested(int(made["id"]), USER_ID))
        assert session.log[-1]["t"] == "GUILD_SCHEDULED_EVENT_USER_ADD" and server.http.gateway_events == []
