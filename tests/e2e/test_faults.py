"""Faults the real bot must ride out: a 429, a 5xx on an upload, a crash between two clicks.

Each fault is answered over real HTTP, so discord.py's own retry logic in the bot process handles it.
"""

from __future__ import annotations

import asyncio
import json

from devtools.table import NAMES, find
from playground.discord_server import FakeDiscord
from playground.fake_discord import CHANNEL_ID, button
from tests.e2e.conftest import StartBot
from tests.e2e.test_smoke import join, player

LOBBY_PATH = f"/channels/{CHANNEL_ID}/messages"


async def test_a_rate_limited_lobby_post_is_retried_after_the_wait(
    discord_server: FakeDiscord, bot_process: StartBot
) -> None:
    """A 429 on the lobby post: the bot waits retry_after and posts once; the user sees no error."""
    server = discord_server
    await bot_process()
    server.rate_limit("POST", LOBBY_PATH, retry_after=0.3)
    loop = asyncio.get_running_loop()
    began = loop.time()
    opened = await server.interact(join(0))
    assert loop.time() - began >= 0.3
    assert opened[0]["ephemeral"] and "opened" in opened[0]["content"]
    limited, posted = server.http.calls_to("POST", LOBBY_PATH)
    assert limited.error is not None and limited.error.status == 429 and posted.ok
    assert len(server.http.sent_messages(CHANNEL_ID)) == 1


async def test_an_upload_answered_500_is_retried_and_the_turn_is_posted(
    discord_server: FakeDiscord, bot_process: StartBot
) -> None:
    """The first turn message (with board.png, in the thread opened from the lobby) fails once with a
    500; discord.py retries and it is posted."""
    server = discord_server
    await bot_process()
    await server.interact(join(0))
    await server.interact(join(1))
    lobby = server.http.sent_messages(CHANNEL_ID)[0]["message"]
    thread_path = f"/channels/{lobby['id']}/messages"
    server.fail_upload(thread_path)
    await server.interact(button(find(lobby, "start")["custom_id"], message=lobby, **player(0)))
    failed, posted = [c for c in server.http.calls_to("POST", thread_path) if c.files]
    assert failed.error is not None and failed.error.status == 500
    assert posted.ok and [f.name for f in posted.files] == [f.name for f in failed.files]
    assert "board.png" in server.http.sent_messages(int(lobby["id"]))[-1]["filenames"]


async def test_a_killed_bot_restarts_on_its_database(
    discord_server: FakeDiscord, bot_process: StartBot
) -> None:
    """SIGKILL after a click; a new process on the same database knows the lobby and its members."""
    server = discord_server
    first = await bot_process()
    await server.interact(join(0))
    assert await first.kill() == -9
    await bot_process()
    joined = await server.interact(join(1))
    assert "joined" in joined[0]["content"]
    lobby = server.http.message(server.http.sent_messages(CHANNEL_ID)[0]["message_id"])
    assert lobby is not None and NAMES[1] in json.dumps(lobby["embeds"])
