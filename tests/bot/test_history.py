"""Stats, leaderboard, history and replay through the fake Discord after a whole game; the replay
shows only public views at every step, and its buttons survive a restart."""

from __future__ import annotations

import io
import json
import logging
import random
from pathlib import Path

import pytest
from PIL import Image

from bot.adapter.client import GameBot
from bot.config import Settings
from bot.games.santacruz.ui import SantaCruzUI
from devtools.leaks import check_public_text, moments
from devtools.table import FAST, USERS, LocalTable, components, find, verb
from playground.fake_discord import CHANNEL_ID, FakeHTTP, logged_in, slash
from render.santacruz import render_board
from rules.santacruz.events import built_sites
from rules.santacruz.timeline import moment


def new_bot(path: Path) -> GameBot:
    return GameBot(
        Settings("fake", path / "g.sqlite3", None, logging.INFO, computer_wait=FAST),
        [SantaCruzUI(board_format="png")],
        seeds=lambda: 4,
    )


def step_of(message: dict) -> int:
    """The step a replay message shows, read from its title."""
    title = message["embeds"][0]["title"]
    return int(title.split("move ", 1)[1].split(" ", 1)[0])


@pytest.mark.slow
async def test_a_finished_game_gives_stats_a_leaderboard_history_and_a_public_only_replay(
    tmp_path: Path,
) -> None:
    fake = FakeHTTP()
    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(6))
        await table.slash(0, "join")
        await table.slash(0, "start", fill="easy")
        game_id = await table.game_id()
        await table.play_to_end()
        final = table.public()[-1]
        chart = Image.open(io.BytesIO(final["files"]["scores.png"]))
        assert chart.width >= 400
        record = json.loads(next(d for n, d in final["files"].items() if n.endswith(".json")))

        reply = await table.slash(0, "stats")
        assert reply["ephemeral"] and "Games: **1**" in reply["message"]["content"]
        share = find(reply["message"], "stats_share")
        assert share is not None
        shared = await table.press(USERS[0], reply["message"], share["custom_id"])
        assert shared is not None and not shared["ephemeral"] and "Shared by" in shared["message"]["content"]

        board = await table.slash(0, "leaderboard")
        assert "Computer players" in board["message"]["content"]
        assert "Fewer than 3 games" in board["message"]["content"]

        thread = table.channel_id
        assert thread != CHANNEL_ID, "the game did not move to a thread"
        history = await table.slash(0, "history")
        assert f"**#{game_id}**" in history["message"]["content"]
        in_channel = slash("santacruz", "history", channel_id=CHANNEL_ID, **table.user(0))
        await table.dispatch(in_channel)
        assert f"**#{game_id}**" in fake.replies(in_channel["token"])[-1]["message"]["content"]
        opener = find(history["message"], "replay")
        assert opener is not None and opener["custom_id"].endswith(":open")

        await table.slash(0, "replay")
        replay = table.public()[-1]["message"]
        assert step_of(replay) == 0
        total = len(record["moves"])
        start = moment(record, 0)
        assert table.public()[-1]["files"]["replay.png"] == render_board(start.view)
        seen = 0
        message = replay
        while True:
            buttons = [c for c in components(message) if verb(c) == "replay"]
            nxt = next(c for c in buttons if c["custom_id"].endswith(":next"))
            if nxt.get("disabled"):
                break
            answer = await table.press(USERS[1], message, nxt["custom_id"])
            assert answer is not None and not answer["ephemeral"], "a step on the replay edits it in place"
            image = answer["files"]["replay.png"]
            message = answer["message"]
            at = moment(record, step_of(message))
            assert image == render_board(at.view, last_move=built_sites(list(at.events))), at.step
            seen += 1
        assert seen == total
        names = [p.name for p in (await client.service.live(game_id)).seats]
        history_states = moments(record, await client.store.log.actions(game_id))
        assert check_public_text(fake, thread, history_states, names) > 0, "no secret sentence checked"

        menu = next(c for c in components(message) if verb(c) == "replay_turn")
        answer = await table.press(USERS[2], message, menu["custom_id"], ["0"])
        assert answer is not None and step_of(answer["message"]) == 0
        forged = await table.press(USERS[2], final["message"], nxt["custom_id"].replace(f":{total}:", ":1:"))
        assert forged is not None and forged["ephemeral"], "a step sent from another message stays private"
        beyond = await table.press(
            USERS[2], message, nxt["custom_id"].replace(f":{total}:", f":{total + 1}:")
        )
        assert beyond is not None and "not a button" in beyond["message"]["content"]

    async with logged_in(new_bot(tmp_path), fake) as (client, _):
        table = LocalTable(client, fake, random.Random(6))
        again = await table.press(USERS[3], replay, nxt["custom_id"].replace(f":{total}:", ":2:"))
        assert again is not None and not again["ephemeral"] and step_of(again["message"]) == 2
