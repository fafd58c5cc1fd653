"""Games in threads: each started game moves to a public thread opened from its lobby message.

The setting is per server (``/santacruz settings threads:``, on by default); without the thread
permissions the game plays in the channel and the server is told once which permission is missing.
"""

from __future__ import annotations

import logging
import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.adapter.client import GameBot
from bot.app.stats import outcome_of
from bot.config import Settings
from bot.features.threads import NAME_LIMIT, thread_name
from bot.games.santacruz.ui import SantaCruzUI
from bot.interactions.messenger import Messenger
from bot.store import GameRow, Store
from devtools.table import USERS, LocalTable, components, find
from playground.fake_discord import (
    CHANNEL_ID,
    DEFAULT_APP_PERMISSIONS,
    PUBLIC_THREAD,
    FakeHTTP,
    button,
    logged_in,
    slash,
)
from tests.bot.test_posting import kill_after, press_dying

ADMIN = discord.Permissions(manage_guild=True).value
NO_THREADS = (
    discord.Permissions(DEFAULT_APP_PERMISSIONS) & ~discord.Permissions(create_public_threads=True)
).value
MISSING = "need these permissions here"


def new_bot(tmp_path: Path) -> GameBot:
    return GameBot(
        Settings("fake", tmp_path / "g.sqlite3", None, logging.INFO), [SantaCruzUI()], seeds=lambda: 4
    )


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[LocalTable]:
    async with logged_in(new_bot(tmp_path)) as (client, fake):
        yield LocalTable(client, fake, random.Random(3))


def lobby_of(table: LocalTable) -> dict[str, Any]:
    """The lobby message the table opened (the newest message of its home channel)."""
    return table.fake.sent_messages(table.home)[-1]["message"]


async def start_with(table: LocalTable, app_permissions: int = DEFAULT_APP_PERMISSIONS) -> None:
    """Press the lobby's Start as player 0, the bot having ``app_permissions`` in the channel."""
    lobby = lobby_of(table)
    start = find(lobby, "start")
    assert start is not None
    payload = button(
        start["custom_id"],
        message=lobby,
        channel_id=table.home,
        app_permissions=app_permissions,
        **table.user(0),
    )
    await table.dispatch(payload)


async def abandon(table: LocalTable) -> None:
    """The creator ends the table's game (wherever it plays)."""
    ask = await table.slash(0, "abandon")
    yes = find(ask["message"], "abandon_yes")
    assert yes is not None
    await table.press(USERS[0], ask["message"], yes["custom_id"])


def warnings(fake: FakeHTTP) -> list[str]:
    """The public lines that say a thread permission is missing."""
    return [s["content"] or "" for s in fake.sent_messages() if MISSING in (s["content"] or "")]


async def test_a_started_game_moves_to_a_thread_of_its_own(table: LocalTable) -> None:
    """Start opens a public thread from the lobby message, named after the game; the lobby says so
    with a link, and every turn, reminder and command of the game is in the thread."""
    await table.open_lobby(2)
    lobby = lobby_of(table)
    await table.start()
    [thread] = table.fake.threads(CHANNEL_ID)
    assert int(thread["id"]) == int(lobby["id"]) == table.channel_id
    assert thread["type"] == PUBLIC_THREAD and thread["name"] == "Santa Cruz #1 · Ana, Ben"
    assert thread["thread_metadata"]["auto_archive_duration"] == 10080
    row = await table.client.store.games.game(await table.game_id())
    assert row is not None and row.channel_id == table.channel_id and row.lobby_channel_id == CHANNEL_ID
    started = table.fake.message(int(lobby["id"]))
    assert started is not None and not list(components(started))
    assert f"<#{table.channel_id}>" in started["content"] and "Ana" in started["content"]
    assert [s["message_id"] for s in table.fake.sent_messages(CHANNEL_ID)] == [int(lobby["id"])]
    [turn] = table.fake.sent_messages(table.channel_id)
    assert "board.png" in turn["filenames"]
    for _ in range(3):
        await table.step()
    assert len(table.fake.sent_messages(CHANNEL_ID)) == 1, "a turn was posted in the lobby's channel"
    status = await table.slash(0, "status")
    assert status["ephemeral"] and "Round 1" in status["content"]
    before = len(table.fake.sent_messages(table.channel_id))
    await table.bring_down(0)
    assert len(table.fake.sent_messages(table.channel_id)) == before + 1
    elsewhere = slash("santacruz", "board", channel_id=CHANNEL_ID, **table.user(0))
    await table.dispatch(elsewhere)
    assert "no Santa Cruz game in this channel" in table.fake.replies(elsewhere["token"])[-1]["content"]


async def test_two_games_run_at_once_in_one_channel(table: LocalTable) -> None:
    """Once a game moved to its thread the channel is free: a second lobby opens and starts beside it."""
    await table.open_lobby(2)
    await table.start()
    other = LocalTable(table.client, table.fake, random.Random(5))
    await other.open_lobby(2)
    reply = await other.slash(1, "start")
    assert reply["ephemeral"] and f"own thread: <#{other.channel_id}>" in reply["content"]
    assert {table.channel_id, other.channel_id} == {int(t["id"]) for t in table.fake.threads(CHANNEL_ID)}
    assert table.channel_id != other.channel_id
    for _ in range(4):
        await table.step()
        await other.step()
    first = await table.client.store.games.open_game(table.channel_id)
    second = await table.client.store.games.open_game(other.channel_id)
    assert first is not None and second is not None and first.id != second.id
    assert first.version >= 4 and second.version >= 4
    assert await table.client.store.games.open_game(CHANNEL_ID) is None
    assert len(table.fake.sent_messages(CHANNEL_ID)) == 2, "only the two lobbies are in the channel"


async def test_a_lobby_opened_inside_a_thread_plays_there(table: LocalTable) -> None:
    """A game already in a thread opens no thread of its own: it plays where its lobby is."""
    await table.open_lobby(2)
    await table.start()
    await abandon(table)
    thread = table.channel_id
    await table.open_lobby(2)
    await table.start()
    assert table.channel_id == thread and len(table.fake.threads()) == 1
    row = await table.client.store.games.open_game(thread)
    assert row is not None and row.status == "active" and row.lobby_channel_id is None
    await table.step()


async def test_threads_off_plays_in_the_channel(table: LocalTable) -> None:
    """``settings threads: False`` (Manage Server only): games play in the lobby's channel as before."""
    default = await table.slash(1, "settings")
    assert "thread of its own: **on**" in default["content"]
    refused = slash("santacruz", "settings", {"threads": False}, **table.user(1))
    await table.dispatch(refused)
    assert "Manage Server" in table.fake.replies(refused["token"])[-1]["content"]
    payload = slash("santacruz", "settings", {"threads": False}, permissions=ADMIN, **table.user(0))
    await table.dispatch(payload)
    saved = table.fake.replies(payload["token"])[-1]["content"]
    assert "Saved" in saved and "thread of its own: **off**" in saved and "**12 hours**" in saved
    shown = await table.slash(1, "settings")
    assert "thread of its own: **off**" in shown["content"]
    await table.open_lobby(2)
    await table.start()
    assert table.channel_id == CHANNEL_ID and not table.fake.threads()
    row = await table.client.store.games.open_game(CHANNEL_ID)
    assert row is not None and row.status == "active" and row.lobby_channel_id is None
    assert "board.png" in table.fake.sent_messages(CHANNEL_ID)[-1]["filenames"]
    assert not warnings(table.fake)
    await table.step()


async def test_a_missing_thread_permission_is_said_once_until_threads_work_again(table: LocalTable) -> None:
    """Without Create Public Threads the game plays in the channel and the server is told once; a later
    game without it is not told again. Once a thread worked, losing the permission (here: Discord
    refusing with 403) is told again, naming both thread permissions."""
    await table.open_lobby(2)
    await start_with(table, NO_THREADS)
    row = await table.client.store.games.open_game(CHANNEL_ID)
    assert row is not None and row.status == "active" and not table.fake.threads()
    [warning] = warnings(table.fake)
    assert "Create Public Threads" in warning and "Send Messages in Threads" not in warning
    assert "settings threads: False" in warning
    assert "board.png" in table.fake.sent_messages(CHANNEL_ID)[-1]["filenames"]
    await abandon(table)

    await table.open_lobby(2)
    await start_with(table, NO_THREADS)
    assert len(warnings(table.fake)) == 1, "told twice"
    await abandon(table)

    await table.open_lobby(2)
    await start_with(table)
    assert table.channel_id != CHANNEL_ID and len(table.fake.threads()) == 1
    table.channel_id = table.home

    await table.open_lobby(2)
    table.fake.fail("POST", "/channels/*/messages/*/threads", code=50013)
    await start_with(table)
    assert len(table.fake.threads()) == 1 and table.channel_id == CHANNEL_ID
    assert (await table.client.store.games.open_game(CHANNEL_ID)) is not None
    assert len(warnings(table.fake)) == 2
    assert "Create Public Threads and Send Messages in Threads" in warnings(table.fake)[-1]


async def test_a_thread_that_fails_otherwise_plays_in_the_channel_silently(table: LocalTable) -> None:
    """A thread Discord cannot open for another reason (the lobby message was deleted): the game plays
    in the channel, nothing is said."""
    await table.open_lobby(2)
    table.fake.fail("POST", "/channels/*/messages/*/threads", code=10008)
    await table.start()
    row = await table.client.store.games.open_game(CHANNEL_ID)
    assert row is not None and row.status == "active" and not warnings(table.fake)


async def test_inside_a_thread_the_bot_needs_send_messages_in_threads(table: LocalTable) -> None:
    """In the game's thread, Send Messages in Threads (not Send Messages) is what posting needs."""
    await table.open_lobby(2)
    await table.start()
    only_threads = (
        discord.Permissions(DEFAULT_APP_PERMISSIONS) & ~discord.Permissions(send_messages=True)
    ).value
    fine = slash(
        "santacruz", "board", channel_id=table.channel_id, app_permissions=only_threads, **table.user(0)
    )
    await table.dispatch(fine)
    assert "cannot play" not in (table.fake.replies(fine["token"])[-1]["content"] or "")
    no_threads = (
        discord.Permissions(DEFAULT_APP_PERMISSIONS) & ~discord.Permissions(send_messages_in_threads=True)
    ).value
    message = await table.current()
    pick = find(message, "pick")
    assert pick is not None
    user = table.waiting(message)[0]
    refused = button(
        pick["custom_id"],
        message=message,
        channel_id=table.channel_id,
        app_permissions=no_threads,
        **table.user(USERS.index(user)),
    )
    await table.dispatch(refused)
    assert "Send Messages in Threads" in table.fake.replies(refused["token"])[-1]["content"]


async def test_a_kill_between_the_thread_and_the_start_makes_one_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed after the thread was opened, before the start was stored: the game is still a lobby; the
    next Start finds the same thread (a message has one thread, with its id) and posts each turn once."""
    fake = FakeHTTP()
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(1))
        await table.open_lobby(2)
        lobby = lobby_of(table)
        with kill_after(monkeypatch, Messenger, "open_thread"):
            start = find(lobby, "start")
            assert start is not None
            await press_dying(table, USERS[0], lobby, start["custom_id"])
        [thread] = fake.threads(CHANNEL_ID)
        row = await client.store.games.open_game(CHANNEL_ID)
        assert row is not None and row.status == "lobby"
        assert not fake.sent_messages(int(thread["id"]))
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(1))
        await start_with(table)
        assert len(fake.threads(CHANNEL_ID)) == 1
        refused = [c for c in fake.calls_to("POST", "/channels/*/messages/*/threads") if c.error is not None]
        assert refused and refused[-1].error is not None and refused[-1].error.code == 160004
        table.channel_id = int(thread["id"])
        row = await client.store.games.open_game(table.channel_id)
        assert row is not None and row.status == "active" and row.lobby_channel_id == CHANNEL_ID
        boards = [s for s in fake.sent_messages(table.channel_id) if "board.png" in s["filenames"]]
        assert len(boards) == 1
        await table.step()
        assert "has started in its own thread" in (fake.message(int(lobby["id"])) or {})["content"]


async def test_a_kill_after_the_thread_start_is_stored_posts_in_the_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed between storing a start in a thread and its first post: the restart posts turn 0 in the
    thread and turns the lobby in the channel into the "started" notice."""
    fake = FakeHTTP()
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(1))
        await table.open_lobby(2)
        lobby = lobby_of(table)
        with kill_after(monkeypatch, client.service, "start"):
            start = find(lobby, "start")
            assert start is not None
            await press_dying(table, USERS[0], lobby, start["custom_id"])
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        assert len(fake.threads(CHANNEL_ID)) == 1 and table.channel_id != CHANNEL_ID
        assert "board.png" in fake.sent_messages(table.channel_id)[-1]["filenames"]
        assert fake.sent_messages(CHANNEL_ID)[-1]["message_id"] == int(lobby["id"])
        started = fake.message(int(lobby["id"]))
        assert started is not None and f"<#{table.channel_id}>" in started["content"]
        assert not list(components(started))
        assert not [c for c in fake.calls if c.error is not None and c.method == "PATCH"]


def test_a_thread_name_is_cut_to_discords_limit() -> None:
    """Long names are cut to 100 characters at a word with an ellipsis (issue 42: never inside a name);
    short ones stay whole."""
    assert thread_name("Santa Cruz", 12, ["Ana", "Ben", "Cleo"]) == "Santa Cruz #12 · Ana, Ben, Cleo"
    long = thread_name("Santa Cruz", 12, ["x" * 32] * 4)
    assert len(long) <= NAME_LIMIT and long == "Santa Cruz #12 · " + ", ".join(["x" * 32] * 2) + "…"


async def test_the_store_keeps_the_setting_and_the_warning_once(tmp_path: Path) -> None:
    """Threads are on by default; the warning is claimed once until a thread works again."""
    store = await Store.open(tmp_path / "s.sqlite3")
    try:
        assert await store.servers.threads_on(5)
        await store.servers.set_threads(5, False)
        assert not await store.servers.threads_on(5) and await store.servers.guild_settings(5) == (12.0, 48.0)
        await store.servers.set_guild_settings(5, 1.0, 2.0)
        assert not await store.servers.threads_on(5)
        assert await store.servers.warn_threads_once(6) and not await store.servers.warn_threads_once(6)
        await store.servers.threads_work(6)
        assert await store.servers.warn_threads_once(6) and await store.servers.threads_on(6)
    finally:
        await store.close()


def test_a_game_in_a_thread_counts_for_its_lobbys_channel() -> None:
    """History and replays of a channel include the games its lobbies moved to threads."""
    row = GameRow(1, "santacruz", 9, 777, 1, "finished", {}, 3, 777, lobby_channel_id=CHANNEL_ID)
    assert outcome_of(row, [], False, 0.0, None).channel_id == CHANNEL_ID
    assert row.home_channel_id == CHANNEL_ID
