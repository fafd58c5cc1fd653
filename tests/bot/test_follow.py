"""Following a game (issue 45, "Following a game") through the Discord stand-in: anyone who does not
play may Follow a running Santa Cruz game from its table; a follower gets one direct message at the end
of each round with the scores and the board, and one at the end with the result, each with a one-tap
Unfollow; nothing in their quiet hours; a player is told Follow is for watchers; pressing twice follows
once."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from devtools.table import USERS, LocalTable, components, verb
from playground.fake_discord import FakeHTTP, logged_in, slash
from tests.bot.test_history import new_bot

ANA, BEN, CEM, DEE = USERS


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[LocalTable]:
    """Ana against an easy computer at Santa Cruz, watched by the others."""
    async with logged_in(new_bot(tmp_path), FakeHTTP()) as (client, fake):
        table = LocalTable(client, fake, random.Random(6))
        await table.slash(0, "join")
        await table.slash(0, "start", fill="easy")
        yield table


def _button(message: dict[str, Any] | None, name: str) -> dict[str, Any]:
    found = next((c for c in components(message) if verb(c) == name), None)
    assert found is not None, f"no {name} button in {message}"
    return found


async def follow(table: LocalTable, user: int) -> dict[str, Any]:
    """``user`` presses Follow on the live table; the private answer."""
    live = await table.current()
    reply = await table.press(user, live, _button(live, "follow")["custom_id"])
    assert reply is not None and reply["ephemeral"], reply
    return reply


def dms(table: LocalTable, user: int) -> list[dict[str, Any]]:
    return [dict(d["message"], files=d.get("files") or {}) for d in table.fake.dms(user)]


@pytest.mark.slow
async def test_a_follower_hears_of_each_round_and_the_end_and_nothing_in_quiet_hours(
    table: LocalTable,
) -> None:
    """ "one DM at the end of each round (Santa Cruz) … with the scores and the board, and at the end the
    result. Unfollow with one tap; nothing for followers in quiet hours." Ben is in his quiet hours all
    day; Cem follows to the end; Dee unfollows from the first message."""
    game_id = await table.game_id()
    quiet = slash("mygames", None, {"quiet_hours": "00:00-23:59"}, channel_id=table.home, **table.user(1))
    await table.dispatch(quiet)
    for user in (BEN, CEM, DEE):
        said = (await follow(table, user))["message"]["content"]
        assert "You now follow Santa Cruz" in said
    again = await follow(table, CEM)
    assert "You already follow" in again["message"]["content"]
    player = await follow(table, ANA)
    assert "You play at this Santa Cruz table" in player["message"]["content"]

    for _ in range(400):
        if dms(table, DEE) or table.finished():
            break
        await table.step()
    first = dms(table, DEE)
    assert len(first) == 1 and "Round 1 is over." in first[0]["content"], first
    assert "board.png" in first[0]["files"]
    gone = await table.press(DEE, first[0], _button(first[0], "unfollow")["custom_id"])
    assert gone is not None and "You no longer follow" in gone["message"]["content"]
    twice = await table.press(DEE, first[0], _button(first[0], "unfollow")["custom_id"])
    assert twice is not None and "You do not follow" in twice["message"]["content"]

    await table.play_to_end()
    for _ in range(100):  # the last move may be a computer's: its news follows the table's last post
        if len(dms(table, CEM)) >= 2:
            break
        await asyncio.sleep(0.05)
    cem = dms(table, CEM)
    assert [("Round 1 is over." in m["content"], "The game is over." in m["content"]) for m in cem] == [
        (True, False),
        (False, True),
    ], [m["content"] for m in cem]
    assert "won" in cem[1]["content"] and "Final scores:" in cem[1]["content"]
    assert all("board.png" in m["files"] for m in cem)
    assert dms(table, DEE) == first, "Dee unfollowed and heard no more"
    assert dms(table, BEN) == [], "Ben's quiet hours last all day"
    assert await table.client.store.followers.followers(game_id) == []
