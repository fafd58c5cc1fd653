"""Santiago de Cuba through the fake Discord: whole games by clicks, computers, taps per decision."""

from __future__ import annotations

import logging
import random
import statistics
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from bot.adapter.client import GameBot
from bot.app.posting import new_turn
from bot.config import Settings
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.santiago import posts
from bot.games.santiago.ui import SantiagoUI
from devtools.leaks import check_santiago_public, moments
from devtools.table import (
    USERS,
    LocalTable,
    components,
    find,
    santiago_table,
    shown_text,
    verb,
)
from playground.fake_discord import FakeHTTP, logged_in
from rules.santiago.engine import apply
from rules.santiago.records import replay, start_state
from tests.bot.test_posting import assert_table_matches_store, kill_after, press_dying

COMPUTER_WAIT = 0.05
"""Seconds the computers wait after a person's move in these tests."""


def both_games(tmp_path: Path, seed: int) -> GameBot:
    """The bot with both games, as ``python -m bot`` builds it, dealing every game from ``seed``; its
    computers answer a person's move after a short pause (not the 3 s a table of people gets)."""
    settings = Settings("fake", tmp_path / "g.sqlite3", None, logging.INFO, computer_wait=COMPUTER_WAIT)
    return GameBot(
        settings, [SantaCruzUI(board_format="png"), SantiagoUI(board_format="png")], seeds=lambda: seed
    )


@pytest.fixture
async def tables(tmp_path: Path) -> AsyncIterator[Callable[[int], LocalTable]]:
    async with logged_in(both_games(tmp_path, 7)) as (client, fake):
        yield lambda seed: santiago_table(client, fake, seed)


@pytest.mark.parametrize("players", [2, 3, 4])
async def test_a_whole_game_by_clicks(tables: Callable[[int], LocalTable], players: int) -> None:
    """People play a whole game only through buttons and menus; the record replays to the same end; a
    delivery round's and a tribute's decisions after the first edit the round's message (one board post
    per new person's turn, issue 27) and no edit pings anyone."""
    table = tables(players)
    await table.open_lobby(players)
    await table.start()
    await table.play_to_end()
    row = await table.client.store.games.game(table.game)
    assert row is not None and row.status == "finished"
    live = await table.client.service.live(row.id)
    assert replay(live.module.record(live.state)).phase == "end"
    turns = table.kinds["turn"]
    assert turns and statistics.median(turns) <= 3 and max(turns) <= 4, table.kinds
    record = live.module.record(live.state)
    state = start_state(record)
    new_turns = 0
    for line in record["moves"]:
        before = state
        state, _ = apply(state, line)
        new_turns += new_turn(live.module, posts.continues, frozenset(), before, state)
    boards = [s for s in table.fake.sent_messages(table.channel_id) if "board.png" in s["filenames"]]
    assert len(boards) == 1 + new_turns, "a round's decision posted anew instead of editing its message"
    for edit in table.fake.channel_edits(table.channel_id):
        assert not (edit["body"].get("allowed_mentions") or {}).get("users"), "an edit pings someone"


async def test_computers_fill_the_table_and_play_with_closed_dms(tables: Callable[[int], LocalTable]) -> None:
    """`/santiago start fill:` seats computers; they move by themselves; a person with closed DMs plays on."""
    table = tables(4)
    table.fake.fail_dm(USERS[0], times=None)
    await table.slash(0, "join")
    await table.slash(0, "start", fill="random")
    players = await table.client.store.games.players(await table.game_id())
    assert len(players) == 4 and sum(1 for p in players if p.computer == "random") == 3
    await table.play_to_end()
    assert all("<@-" not in shown_text(s["data"]) for s in table.public())
    assert table.kinds["turn"] or table.kinds["cubaner"] or table.kinds["harbour"]


async def test_the_lobby_says_what_each_computer_does(tables: Callable[[int], LocalTable]) -> None:
    """The weakest computer plays at random: its button says "random moves", not a random level."""
    table = tables(1)
    await table.slash(0, "join")
    lobby = table.public()[-1]["message"]
    labels = {c["custom_id"].rsplit(":", 1)[1]: c["label"] for c in components(lobby) if verb(c) == "add_ai"}
    assert labels == {
        "random": "Add computer: random moves",
        "easy": "Add computer: easy",
        "strong": "Add computer: strong",
    }


async def test_one_channel_holds_one_game_of_either_kind(tables: Callable[[int], LocalTable]) -> None:
    """With a Santiago lobby open, Santa Cruz's commands say which game holds the channel."""
    table = tables(1)
    await table.slash(0, "join")
    table.command = "santacruz"
    for sub in ("join", "status", "start"):
        reply = await table.slash(1, sub)
        assert reply["ephemeral"] and "Santiago de Cuba" in reply["content"], reply


async def _until_phase(table: LocalTable, phases: tuple[str, ...], limit: int = 300) -> None:
    """Play on until a person is to decide in one of ``phases`` (with a choice on the public message)."""
    for _ in range(limit):
        game_id = table.game or await table.game_id()
        state = (await table.client.service.live(game_id)).state
        message = await table.current()
        if state.phase in phases and table.waiting(message) and find(message, "do") is not None:
            return
        await table.step()
    pytest.skip(f"no {phases} decision in this deal")


async def _kill_during(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, phases: tuple[str, ...], seed: int
) -> None:
    """Kill the bot right after a person's decision in ``phases`` is stored; a new bot shows the table
    exactly as stored, and the game plays on from there to its end."""
    fake = FakeHTTP()
    async with logged_in(both_games(tmp_path, seed), fake) as (client, _):
        table = santiago_table(client, fake, seed)
        await table.open_lobby(2)
        await table.start()
        await _until_phase(table, phases)
        message = await table.current()
        choice = find(message, "do")
        assert choice is not None
        game_id = await table.game_id()
        before = (await client.store.games.game(game_id)).version  # type: ignore[union-attr]
        with kill_after(monkeypatch, client.store.log, "append"):
            await press_dying(table, table.waiting(message)[0], message, choice["custom_id"])
        assert (await client.store.games.game(game_id)).version == before + 1  # type: ignore[union-attr]
    async with logged_in(both_games(tmp_path, seed), fake) as (client, _):
        await assert_table_matches_store(client, fake, game_id)
        row = await client.store.games.game(game_id)
        assert row is not None
        table = santiago_table(client, fake, seed, row.channel_id)
        await table.play_to_end()
        assert (await client.store.games.game(game_id)).status == "finished"  # type: ignore[union-attr]


async def test_a_kill_mid_turn_then_a_restart(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Killed after a car move is stored, before its message: the restart posts it once and play goes on."""
    await _kill_during(tmp_path, monkeypatch, ("car",), 3)


async def test_a_kill_mid_delivery_round_then_a_restart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed after a delivery is stored in the delivery round: the same, mid-round."""
    await _kill_during(tmp_path, monkeypatch, ("deliver",), 4)


async def test_double_and_stale_clicks_change_nothing(tables: Callable[[int], LocalTable]) -> None:
    """The same car button twice: one move; a button of a message the game has left: moved on."""
    table = tables(5)
    await table.open_lobby(2)
    await table.start()
    await _until_phase(table, ("car",))
    message = await table.current()
    user = table.waiting(message)[0]
    car = find(message, "do")
    assert car is not None
    count = len(await table.client.store.log.actions(table.game or await table.game_id()))
    await table.press(user, message, car["custom_id"])
    again = await table.press(user, message, car["custom_id"])
    assert again is not None and again["ephemeral"] and "moved on" in again["content"]
    assert len(await table.client.store.log.actions(await table.game_id())) == count + 1
    other = USERS[1] if user == USERS[0] else USERS[0]
    refused = await table.press(other, await table.current(), car["custom_id"])
    assert refused is not None and refused["ephemeral"]
    assert len(await table.client.store.log.actions(await table.game_id())) == count + 1


async def test_hidden_holdings_stay_out_of_every_public_payload(tables: Callable[[int], LocalTable]) -> None:
    """Under ``hidden_holdings`` every public board is the render of the public view at its version,
    public messages carry no choice (whose labels would tell holdings), and every public text reads the
    same when every seat's holdings are changed."""
    table = tables(6)
    await table.open_lobby(3)
    await table.start("hidden")
    await table.play_to_end()
    row = await table.client.store.games.game(table.game)
    assert row is not None
    live = await table.client.service.live(row.id)
    record = live.module.record(live.state)
    assert record["options"]["hidden_holdings"] is True
    history = moments(record, await table.client.store.log.actions(row.id), "santiago")
    checked = check_santiago_public(table.fake, table.channel_id, history, row.id, live.seats)
    assert checked > 40


async def test_a_question_about_the_other_game_names_the_command_that_answers_it(tmp_path: Path) -> None:
    """``/santiago status`` in a channel with a Santa Cruz lobby is answered as a question, naming the
    command that answers it, not as a refused join (issue 27)."""
    async with logged_in(both_games(tmp_path, 7)) as (client, fake):
        sc = LocalTable(client, fake, random.Random(1))
        await sc.slash(0, "join")
        asked = LocalTable(client, fake, random.Random(1), command="santiago")
        reply = await asked.slash(1, "status")
        assert reply["ephemeral"] and "`/santacruz`" in reply["content"], reply["content"]
        joined = await asked.slash(1, "join")
        assert "finish or abandon it first" in joined["content"]
