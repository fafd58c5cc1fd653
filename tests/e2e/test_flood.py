"""One member floods the real bot (issue 31): the excess is refused politely, and players are not slowed.

A player sends a burst of clicks on their move's button and of slash commands, all at once, as a script
or a stuck mouse would: beyond their budget each is answered with the polite sentence and changes
nothing, the move is stored once, and the game goes on. A quick player who double-clicks every button
at a person's pace is never refused.
"""

from __future__ import annotations

import asyncio
import copy
import random
import sqlite3
from pathlib import Path
from typing import Any

from bot.interactions.budget import MEMBER
from bot.texts import CATALOGUE
from devtools.table import USERS, Table, components, verb
from playground.discord_server import FakeDiscord
from playground.fake_discord import button, new_snowflake, slash
from tests.e2e.conftest import StartBot

TOO_QUICK = CATALOGUE.text("error.too_quick", "en")
"""What an interaction over budget is answered with."""
BUDGET_LOG = "faster than the member budget allows"


def person_actions(database: Path) -> list[tuple[int, int]]:
    """(version, seat) of every stored move of a person (not the game's own draws), read beside the bot."""
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        rows = db.execute("SELECT version, seat FROM actions WHERE seat IS NOT NULL ORDER BY version")
        return [(int(version), int(seat)) for version, seat in rows.fetchall()]


def again(payload: dict[str, Any]) -> dict[str, Any]:
    """The same click or command sent once more (a new interaction: its own id and token)."""
    twin = copy.deepcopy(payload)
    twin["id"] = str(new_snowflake())
    twin["token"] = f"fake-interaction-token-{new_snowflake()}"
    return twin


async def settle(server: FakeDiscord, sent: list[dict[str, Any]]) -> None:
    """Wait until the bot has finished with every interaction of ``sent``, none of them with an error."""
    tokens = [data["token"] for data in sent]
    await server.wait_for(lambda: all(t in server.settled for t in tokens), timeout=60, what="the burst")
    assert not [server.settled[t].get("errors") for t in tokens if server.settled[t].get("errors")]


def answers(server: FakeDiscord, sent: list[dict[str, Any]]) -> list[str]:
    """The first reply of each interaction of ``sent``: the polite refusal (an ephemeral answer at once),
    or the reply's kind."""
    said = []
    for data in sent:
        first = server.http.replies(data["token"])[0]
        refused = first["content"] == TOO_QUICK and first["ephemeral"] and first["kind"] == "callback"
        said.append(TOO_QUICK if refused else first["kind"])
    return said


async def test_a_burst_of_clicks_and_commands_is_refused_politely_and_the_move_is_stored_once(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path
) -> None:
    """24 clicks on a draft pick and 8 ``/santacruz board`` by the drafter, sent at once: at least the
    budget's burst passes, the rest is answered with the polite sentence (and one log line), exactly
    one move is stored, and after a pause of a few seconds both players play on without a refusal."""
    server = discord_server
    server.quiet = 0.0
    bot = await bot_process()
    table = Table(server.http, server.interact, random.Random(5))
    await table.open_lobby(2)
    await table.start()
    for _ in range(20):
        message = await table.current()
        picks = [c for c in components(message) if verb(c) == "pick"]
        if picks and table.waiting(message):
            break
        await table.step()
    else:
        raise AssertionError("no draft pick came up")
    drafter = table.waiting(message)[0]
    index = USERS.index(drafter)
    database = tmp_path / "santacruz.sqlite3"
    before = person_actions(database)

    board = slash("santacruz", "board", channel_id=table.channel_id, **table.user(index))
    first = button(picks[0]["custom_id"], message=message, channel_id=table.channel_id, **table.user(index))
    burst = [first, *(again(first) for _ in range(23)), *(again(board) for _ in range(8))]
    sent = [await server.inject(payload) for payload in burst]
    await settle(server, sent)

    said = answers(server, sent)
    refused = said.count(TOO_QUICK)
    assert len(burst) - MEMBER.burst - 4 <= refused <= len(burst) - MEMBER.burst, said
    after = person_actions(database)
    assert after[: len(before)] == before and len(after) == len(before) + 1, "one pick, stored once"
    assert bot.log().count(BUDGET_LOG) == 1

    await asyncio.sleep(MEMBER.refill_seconds)  # the drafter pauses: their budget is whole again
    for _ in range(6):
        mark = server.http.outgoing_count()
        await table.step()
        assert all(s.get("content") != TOO_QUICK for s in server.http.outgoing(mark))
    assert len(person_actions(database)) > len(after)


async def test_a_quick_player_who_double_clicks_everything_is_never_refused(
    discord_server: FakeDiscord, bot_process: StartBot
) -> None:
    """Both players double-click every button (the twin 50 ms after the first) with a quick person's
    0.3 s between clicks, for a dozen moves: the bot never answers with the polite refusal."""
    server = discord_server
    server.quiet = 0.0
    await bot_process()
    twins: list[dict[str, Any]] = []

    async def double_click(payload: dict[str, Any]) -> None:
        await asyncio.sleep(0.3)
        if payload["type"] != 3:  # a slash command is typed once
            await settle(server, [await server.inject(payload)])
            return
        sent = [await server.inject(payload)]
        await asyncio.sleep(0.05)
        sent.append(await server.inject(again(payload)))
        twins.append(sent[1])
        await settle(server, sent)

    table = Table(server.http, double_click, random.Random(9))
    await table.open_lobby(2)
    await table.start()
    for _ in range(12):
        await table.step()
    assert len(twins) >= 20
    every = [s for s in server.http.outgoing(0) if s["kind"] in ("callback", "followup")]
    assert every and all(s.get("content") != TOO_QUICK for s in every)
