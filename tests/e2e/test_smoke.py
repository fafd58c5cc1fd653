"""Smoke tests of the end-to-end harness: the real bot process, driven through the fake Discord.

A lobby is opened and joined, the bot is restarted on the same database, and the Start button of the
message posted before the restart starts the game; a dropped gateway connection is resumed (missed
interactions replayed) and an invalidated session re-identifies, and the bot answers throughout.
"""

from __future__ import annotations

import json
import signal
from pathlib import Path
from typing import Any

from devtools.table import NAMES, USERS, components, find, verb
from playground.discord_server import RESUME, FakeDiscord
from playground.fake_discord import CHANNEL_ID, EPHEMERAL, button, slash
from tests.e2e.conftest import StartBot


def player(index: int) -> dict[str, Any]:
    """The user fields of a payload for the test's ``index``-th player."""
    return {"user_id": USERS[index], "username": NAMES[index].lower(), "global_name": NAMES[index]}


def join(index: int) -> dict[str, Any]:
    """``/santacruz join`` by a player."""
    return slash("santacruz", "join", **player(index))


async def test_a_lobby_opened_before_a_restart_starts_after_it(
    discord_server: FakeDiscord, bot_process: StartBot
) -> None:
    """Open and join a lobby, restart the bot on the same database, press Start on the old lobby message."""
    server = discord_server
    first = await bot_process()

    opened = await server.interact(join(0))
    assert [r["kind"] for r in opened] == ["callback"] and opened[0]["ephemeral"]
    [lobby] = server.http.sent_messages(CHANNEL_ID)
    assert not lobby["ephemeral"] and lobby["embeds"] and NAMES[0] in json.dumps(lobby["embeds"])
    buttons = {verb(c) for c in components(lobby["message"])}
    assert buttons == {"join", "leave", "start", "add_ai", "remove_ai"}

    joined = await server.interact(
        button(find(lobby["message"], "join")["custom_id"], message=lobby["message"], **player(1))
    )
    assert joined[-1]["type"] == 7 and NAMES[1] in json.dumps(joined[-1]["embeds"])

    assert await first.stop() == 0
    # a clean shutdown closes with 1000, which ends the session (the fake may see the close a moment later)
    await server.wait_for(lambda: server.sessions[0].invalid, timeout=2, what="the session to end")
    second = await bot_process(env={"BOARD_FORMAT": "webp"})  # an admin's choice, read at start
    assert server.session_count == 2 and second.pid != first.pid

    before_restart = server.http.message(lobby["message_id"])
    assert before_restart is not None
    start = find(before_restart, "start")
    started = await server.interact(button(start["custom_id"], message=before_restart, **player(0)))
    answers = [r for r in started if r["kind"] == "callback"]
    assert answers and all(r["ephemeral"] or r["type"] in (6, 7) for r in answers)
    thread = server.http.thread(lobby["message_id"])
    assert thread is not None and int(thread["parent_id"]) == CHANNEL_ID
    assert thread["name"] == f"Santa Cruz #1 · {NAMES[0]}, {NAMES[1]}"
    assert len(server.http.sent_messages(CHANNEL_ID)) == 1, "the game is played in its thread"
    turn = server.http.sent_messages(int(thread["id"]))[-1]
    assert turn["message_id"] != lobby["message_id"]
    board = turn["files"]["board.webp"]
    assert board[:4] == b"RIFF" and board[8:12] == b"WEBP"
    assert not turn["flags"] & EPHEMERAL and find(turn["message"], "hand") is not None
    shown = (server.http.message(lobby["message_id"]) or {}).get("content", "")
    assert "started" in shown and f"<#{thread['id']}>" in shown
    board = slash("santacruz", "board", channel_id=int(thread["id"]), **player(1))
    answered = await server.interact(board)
    assert answered[-1]["ephemeral"] and len(server.http.sent_messages(int(thread["id"]))) == 1
    assert not server.errors
    for bot in (first, second):
        assert "Traceback" not in bot.log()


async def test_the_bot_resumes_after_a_gateway_disconnect_and_reidentifies_when_invalidated(
    discord_server: FakeDiscord, bot_process: StartBot
) -> None:
    """A dropped connection is resumed (what was sent meanwhile is replayed); a dead session re-identifies."""
    server = discord_server
    bot = await bot_process()
    session = server.session
    assert session is not None

    await server.disconnect(4000)
    opened = await server.interact(join(0))  # sent while the bot is away: replayed on RESUME
    assert opened[0]["ephemeral"] and server.http.sent_messages(CHANNEL_ID)
    assert server.session_count == 1 and server.resume_count == 1
    [resume] = server.resumes
    assert resume["session_id"] == session.id and resume["seq"] == 2  # READY and GUILD_CREATE seen
    [interaction] = server.dispatched("INTERACTION_CREATE")  # sent once: on the resumed connection
    assert interaction.connection == server.received(RESUME)[0].connection

    await server.disconnect(abrupt=True)
    await server.wait_resumed(after=1)
    joined = await server.interact(join(1))
    assert joined[0]["ephemeral"] and "joined" in joined[0]["content"]

    await server.reconnect()  # op 7: the bot closes and resumes on a new connection
    await server.wait_resumed(after=2)

    await server.invalidate_session()
    await server.wait_ready(after=1)
    assert server.session_count == 2 and len(server.identifies) == 2
    again = await server.interact(join(1))
    assert again[0]["ephemeral"] and "already" in again[0]["content"]
    assert bot.running and not server.errors
    assert "Traceback" not in bot.log()


async def test_a_bot_started_in_the_background_still_stops_cleanly_on_sigterm(
    discord_server: FakeDiscord, bot_process: StartBot
) -> None:
    """A shell starting the bot with ``&`` or ``nohup`` makes it ignore Ctrl-C (SIGINT); a service
    manager's SIGTERM still closes the gateway and the database and ends the process with status 0."""
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        bot = await bot_process()
    finally:
        signal.signal(signal.SIGINT, previous)
    signals = [
        line
        for line in Path(f"/proc/{bot.pid}/status").read_text().splitlines()
        if line.startswith(("SigBlk", "SigIgn", "SigCgt"))
    ]
    assert await bot.stop(timeout=20.0) == 0, signals
    await discord_server.wait_for(
        lambda: discord_server.sessions[0].invalid, timeout=5, what="the session to end"
    )
