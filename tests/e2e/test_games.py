"""Whole games against the real bot process, as users play them, with every secret kept out of public.

The players use only slash commands, buttons and select menus (:class:`devtools.table.Table`); the
test reads the bot's database afterwards to rebuild the game version by version and check that every
public image and text came from the public view alone.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from devtools.leaks import check_public_images, check_public_text, moments, version_of
from devtools.table import NAMES, USERS, Table, components, find
from playground.discord_server import FakeDiscord
from playground.fake_discord import CHANNEL_ID, button
from rules.santacruz.events import ChipDrawn, ScoringCardDrawn
from rules.santacruz.records import replay
from tests.e2e.conftest import StartBot

OUTSIDER = 4242


def stored(database: Path) -> tuple[list[tuple[int, int | None, str]], dict[str, Any] | None]:
    """The action log of the channel's newest game (in the channel or a thread opened from its lobby)
    and its record, read beside the running bot."""
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        (game_id,) = db.execute(
            "SELECT max(id) FROM games WHERE ? IN (channel_id, lobby_channel_id)", (CHANNEL_ID,)
        ).fetchone()
        actions = db.execute(
            "SELECT version, seat, action FROM actions WHERE game_id = ? ORDER BY version", (game_id,)
        ).fetchall()
        row = db.execute("SELECT record FROM records WHERE game_id = ?", (game_id,)).fetchone()
    return [tuple(a) for a in actions], json.loads(row[0]) if row else None


def bot_log(folder: Path) -> str:
    """Everything the test's bot processes logged."""
    return "".join(path.read_text() for path in sorted(folder.glob("bot-*.log")))


def table_for(server: FakeDiscord, seed: int) -> Table:
    server.quiet = 0.0
    return Table(server.http, server.interact, random.Random(seed))


async def started(server: FakeDiscord, bot_process: StartBot, players: int, seed: int) -> Table:
    """A bot process, and a game of ``players`` opened and started by clicks."""
    await bot_process()
    table = table_for(server, seed)
    await table.open_lobby(players)
    await table.start()
    return table


@pytest.mark.parametrize("players", [2, 3, 4])
async def test_a_whole_game_from_join_to_standings_leaks_nothing(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path, players: int
) -> None:
    """A complete game by commands, clicks and choices (both drafts and the secret discard included).

    Player 1's DMs are closed: their bird chips and new scoring card fall back to the hand view, they
    are told once (with the move that drew a secret, or in their next hand panel), and no DM to them
    is tried twice.
    """
    server = discord_server
    await bot_process()
    server.fail_dm(USERS[1], times=None)
    table = table_for(server, players)
    await table.open_lobby(players)
    await table.start()
    await table.play_to_end()

    final = table.public()[-1]
    record = json.loads(next(data for name, data in final["files"].items() if name.endswith(".json")))
    state = replay(record)
    assert state.phase == "end"
    actions, kept = stored(tmp_path / "santacruz.sqlite3")
    assert kept == record
    assert {"join", "start", "pick", "act", "hand", "card", "do", "sdo"} <= table.verbs

    history = moments(record, actions)
    assert [p.score for p in history[-1].state.players] == [p.score for p in state.players]
    names = [p.name for p in state.players]
    assert table.channel_id != CHANNEL_ID, "the game did not move to a thread of its own"
    assert check_public_images(server.http, table.channel_id, history) >= len(actions) // 2
    check_public_text(server.http, table.channel_id, history, names)

    seat = names.index(NAMES[1])
    drew = any(
        isinstance(e, ChipDrawn | ScoringCardDrawn) and e.seat == seat for m in history for e in m.events
    )
    notices = [s for s in server.http.outgoing() if "Privacy Settings" in (s.get("content") or "")]
    assert len(notices) == (1 if drew else 0)
    assert all(s["ephemeral"] for s in notices)
    dm_posts = [
        c
        for c in server.http.calls
        if c.method == "POST"
        and c.path.startswith("/channels/")
        and c.path.endswith("/messages")
        and str(server.http.dm_channel_id(USERS[1])) in c.path
    ]
    assert len(dm_posts) <= 1


async def test_a_click_after_a_crash_mid_turn_continues_the_game(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path
) -> None:
    """Kill the bot mid-turn, start a new one on the same database: the old panel's menu still works."""
    server = discord_server
    first = await bot_process()
    table = table_for(server, 7)
    await table.open_lobby(2)
    await table.start()
    while find(await table.current(), "act") is None:
        await table.step()
    message = await table.current()
    user = table.waiting(message)[0]
    panel = await table.press(user, message, find(message, "act")["custom_id"])
    assert panel is not None and panel["ephemeral"]
    before, _ = stored(tmp_path / "santacruz.sqlite3")
    await first.kill()
    await bot_process()
    site = find(panel["message"], "do")
    assert site is not None, "the landing panel has no site button"
    done = await table.press(user, panel["message"], site["custom_id"])
    assert done is not None and (done.get("content") or "").startswith("Done")
    after, _ = stored(tmp_path / "santacruz.sqlite3")
    assert len(after) == len(before) + 1
    for _ in range(4):
        await table.step()


async def test_double_clicks_outsiders_out_of_turn_and_stale_clicks(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path
) -> None:
    """Two clicks at once apply once; a non-player, a player out of turn and an old message are told why."""
    server = discord_server
    table = await started(server, bot_process, 3, seed=3)
    message = await table.current()
    user = table.waiting(message)[0]
    pick = find(message, "pick")["custom_id"]
    idle = next(u for u in USERS[:3] if u != user)

    outsider = await table.press(OUTSIDER, message, pick)
    assert outsider is not None and outsider["content"] == "You are not playing in this game."
    waiting = await table.press(idle, message, pick)
    assert (
        waiting is not None and waiting["ephemeral"] and waiting["content"].startswith("It is not your turn")
    )

    posted = len(table.public())
    who = table.user(USERS.index(user))
    clicks = [button(pick, message=message, channel_id=table.channel_id, **who) for _ in range(2)]
    answers = await asyncio.gather(*(server.interact(p) for p in clicks))
    assert len(stored(tmp_path / "santacruz.sqlite3")[0]) == 1
    edited = await table.current()
    notices = table.public()[posted:]
    assert [n["content"] for n in notices] == [
        f"<@{table.waiting(edited)[0]}>, it is your turn in Santa Cruz: {n['content'].rsplit(' ', 1)[-1]}"
        for n in notices
    ], "a draft pick edits the live message and posts only the next drafter's turn notice"
    assert len(notices) == 1 and not list(components(notices[0]["message"]))
    assert edited["id"] == message["id"] and edited["components"] != message["components"]
    moved = [a[-1] for a in answers if a and "moved on" in (a[-1].get("content") or "")]
    assert len(moved) == 1 and moved[0]["ephemeral"], answers

    stale = await table.press(table.waiting(await table.current())[0], message, pick)
    assert stale is not None and "moved on" in stale["content"]
    assert str((await table.current())["id"]) in stale["content"]


async def test_a_rate_limit_and_a_failed_upload_lose_no_move(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path
) -> None:
    """A 429 on a pick's edit (the click's answer: an update of the table) and a 500 on the next upload
    (a new turn's table, or a panel's board): discord.py waits or retries, the moves and their messages
    arrive."""
    server = discord_server
    table = await started(server, bot_process, 2, seed=5)
    live = await table.current()
    limit = server.rate_limit("POST", "/interactions/*/callback", retry_after=0.2)
    await table.step()
    await table.step()
    assert limit.hits == 1
    actions, _ = stored(tmp_path / "santacruz.sqlite3")
    assert len(actions) == 2
    for _ in range(6):
        if (await table.current())["id"] != live["id"]:
            break
        await table.step()
    turn = await table.current()
    assert turn["id"] != live["id"] and "board.png" in [a["filename"] for a in turn["attachments"]]
    boards = len([s for s in table.public() if "board.png" in s["filenames"]])
    upload = server.fail_upload("*", status=500)
    for _ in range(6):
        await table.step()
        if upload.hits:
            break
    assert upload.hits == 1
    actions, _ = stored(tmp_path / "santacruz.sqlite3")
    assert version_of(await table.current(), -1) == len(actions)
    assert len([s for s in table.public() if "board.png" in s["filenames"]]) == boards + 1


async def test_with_rate_limits_enforced_the_bot_waits_and_loses_nothing(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path
) -> None:
    """Discord's rate limits enforced: every answer carries the X-RateLimit headers of its bucket, and a
    request over a limit gets 429 with Retry-After (the global limit tightened to one request in 2
    seconds, so that the few requests a game still makes outside the clicks' tokens meet it: its lobby,
    its thread, its first table, the turn DMs). discord.py waits and retries; every move is stored and
    posted once."""
    server = discord_server
    rates = server.http.strict.rates
    rates.enforce = True
    rates.tighter = {"global": (1, 2.0)}
    table = await started(server, bot_process, 2, seed=11)
    for _ in range(12):
        await table.step()
    actions, _ = stored(tmp_path / "santacruz.sqlite3")
    live = await table.current()
    versions = {int(c.split(":")[2]) for c in re.findall(r'"custom_id": "([gs]:[^"]+)"', json.dumps(live))}
    assert len(actions) >= 12 and versions == {actions[-1][0]}, "the table does not show the last move"
    assert rates.served_429 > 0 and rates.would_limit["global"] == rates.served_429
    boards = [s for s in table.public() if "board.png" in s["filenames"]]
    assert boards and len({s["message_id"] for s in boards}) == len(boards), "a turn was posted twice"
    assert "rate limited" in bot_log(tmp_path)
