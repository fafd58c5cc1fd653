"""The teaching buttons (issue 44, "a hint with its reason" and "why not?"), driven through Discord
payloads: the server's ``hints`` setting, the Hint and Why not? buttons on the live table where hints are
allowed, their private answers, and a hinted game kept unrated."""

from __future__ import annotations

import json
import logging
import random
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.adapter.client import GameBot
from bot.app.stats import outcome_of
from bot.app.teaching import HINT, WHY_NOT
from bot.config import Settings
from bot.games.santacruz.ui import SantaCruzUI
from bot.store import Hints
from devtools.table import USERS, LocalTable, find
from playground.fake_discord import DEFAULT_MEMBER_PERMISSIONS, GUILD_ID, dispatch, logged_in, slash

ADMIN = (discord.Permissions(DEFAULT_MEMBER_PERMISSIONS) | discord.Permissions(manage_guild=True)).value


@pytest.fixture
async def table(tmp_path: Path, request: pytest.FixtureRequest) -> AsyncIterator[LocalTable]:
    """Players at a Santa Cruz bot dealing from seed 7 (its computers wait 0.05 s after a person's move,
    or the seconds a test's ``computer_wait`` mark names)."""
    mark = request.node.get_closest_marker("computer_wait")
    wait = float(mark.args[0]) if mark else 0.05
    settings = Settings("fake", tmp_path / "g.sqlite3", None, logging.INFO, computer_wait=wait)
    async with logged_in(GameBot(settings, [SantaCruzUI()], seeds=lambda: 7)) as (client, fake):
        yield LocalTable(client, fake, random.Random(1))


async def started(table: LocalTable, hints: Hints) -> dict[str, Any]:
    """A 2-person game started on a server that chose ``hints``; its first live table."""
    await table.client.store.servers.set_hints(GUILD_ID, hints)
    await table.open_lobby(2)
    await table.start()
    return await table.current()


async def test_the_setting_is_shown_changed_and_kept_by_an_admin(table: LocalTable) -> None:
    """``/santacruz settings hints:`` takes ``practice`` (the default), ``all`` or ``off`` from a member
    with Manage Server, and says the choice in words."""
    assert await table.client.store.servers.hints(GUILD_ID) is Hints.PRACTICE
    payload = slash("santacruz", "settings", {"hints": "all"}, permissions=ADMIN)
    await dispatch(table.client, payload)
    reply = table.fake.replies(payload["token"])[-1]
    assert "hints: **at every table (a game with a hint is not rated)**" in reply["content"]
    assert await table.client.store.servers.hints(GUILD_ID) is Hints.ALL


async def test_an_ordinary_table_offers_no_hint_where_the_server_keeps_them_for_practice(
    table: LocalTable,
) -> None:
    """Hints are for practice tables by default: an ordinary table has neither button."""
    live = await started(table, Hints.PRACTICE)
    assert find(live, HINT) is None and find(live, WHY_NOT) is None


async def test_the_mover_gets_the_strong_choice_with_its_reasons_privately(table: LocalTable) -> None:
    """Where the server allows hints at every table, the mover's Hint answers privately with the strong
    computer's choice in words and the reasons from its evaluation; the game is then marked unrated;
    the public table is not changed by it."""
    live = await started(table, Hints.ALL)
    hint = find(live, HINT)
    assert hint is not None and find(live, WHY_NOT) is not None
    mover = table.waiting(live)[0]
    public = len(table.public())
    answer = await table.press(mover, live, hint["custom_id"])
    assert answer is not None and answer["ephemeral"], answer
    lines = answer["content"].splitlines()
    assert lines[0].startswith("💡 The strong computer would play: **"), lines
    reasons = [line for line in lines if line.startswith("- ")]
    assert 1 <= len(reasons) <= 3 and all("{" not in r for r in reasons), lines
    assert lines[-1] == "Because you asked for a hint, this game will not be rated."
    assert len(table.public()) == public, "a hint posts nothing in public"
    row = await table.client.store.games.game(await table.game_id())
    assert row is not None and row.hinted


async def test_a_hint_is_refused_to_a_player_whose_turn_it_is_not(table: LocalTable) -> None:
    """Only the seat the game waits for gets a hint; anyone else is told whom the game waits for."""
    live = await started(table, Hints.ALL)
    await table.step()
    live = await table.current()
    hint = find(live, HINT)
    assert hint is not None
    others = [u for u in USERS[:2] if u not in table.waiting(live)]
    answer = await table.press(others[0], live, hint["custom_id"])
    assert answer is not None and answer["content"].startswith("It is not your turn: waiting for "), answer
    row = await table.client.store.games.game(await table.game_id())
    assert row is not None and not row.hinted


async def test_why_not_lists_refused_choices_with_their_rule(table: LocalTable) -> None:
    """Why not? answers privately with the choices near those offered that the rules refuse, one full
    sentence each, or says that nothing near is refused."""
    live = await started(table, Hints.ALL)
    button = find(live, WHY_NOT)
    assert button is not None
    mover = table.waiting(live)[0]
    answer = await table.press(mover, live, button["custom_id"])
    assert answer is not None and answer["ephemeral"]
    lines = answer["content"].splitlines()
    assert lines[0] in (
        "These choices are not open to you now, and this is why:",
        "Every choice the rules allow you now is on the buttons: nothing near them is refused.",
    )
    assert all(line.startswith("- ") and line.rstrip().endswith((".", "!", "?")) for line in lines[1:])


async def test_a_table_refuses_hints_once_the_server_turned_them_off(table: LocalTable) -> None:
    """A Hint button left from before the server turned hints off says why it gives none."""
    live = await started(table, Hints.ALL)
    await table.client.store.servers.set_hints(GUILD_ID, Hints.OFF)
    hint = find(live, HINT)
    assert hint is not None
    answer = await table.press(table.waiting(live)[0], live, hint["custom_id"])
    assert answer is not None and answer["content"].startswith("This table gives no hints:"), answer


async def test_a_hinted_game_is_kept_but_not_rated(table: LocalTable) -> None:
    """A game in which someone asked for a hint counts in the stats but changes no rating."""
    await started(table, Hints.ALL)
    game_id = await table.game_id()
    await table.client.store.games.mark_hinted(game_id)
    row = await table.client.store.games.game(game_id)
    assert row is not None and row.hinted
    seats = await table.client.store.games.players(game_id)
    outcome = outcome_of(row, seats, False, 0.0, [(10, 1, None), (5, 2, None)])
    assert outcome.status == "finished" and outcome.hinted and not outcome.rated


async def practice(table: LocalTable) -> dict[str, Any]:
    """Player 0 opens a practice table with ``/santacruz learn`` and starts it alone; its first table."""
    reply = await table.slash(0, "learn")
    assert reply["content"].startswith("The practice table of Santa Cruz is open"), reply
    lobby = table.public()[-1]["message"]
    assert lobby["embeds"][0]["title"] == "Santa Cruz: a practice table is forming"
    assert "This is a practice table" in lobby["embeds"][0]["description"]
    await table.start()
    return await table.current()


async def test_learn_opens_a_practice_table_against_computers_marked_as_practice(table: LocalTable) -> None:
    """``/santacruz learn``: the person plays against computers at a practice table (in a thread like any
    game, marked "practice"), with Hint and Why not? at their turn on a server that keeps hints for
    practice (the default)."""
    live = await practice(table)
    row = await table.client.store.games.game(await table.game_id())
    assert row is not None and row.practice and not row.hinted
    seats = await table.client.store.games.players(row.id)
    assert len(seats) == 3 and sum(1 for s in seats if s.computer) == 2
    assert "## Practice · " in json.dumps(live, ensure_ascii=False)
    thread = table.fake.channels.get(row.channel_id) or {}
    assert str(thread.get("name", "")).startswith("Practice · Santa Cruz"), thread
    await table.client.tables.computers.idle(row.id)
    live = await table.current()
    if table.waiting(live):
        assert find(live, HINT) is not None and find(live, WHY_NOT) is not None


async def test_a_practice_game_counts_in_no_stats(table: LocalTable) -> None:
    """A practice table is unrated and kept out of stats, the leaderboard and history: an ended one never
    becomes an outcome."""
    await practice(table)
    game_id = await table.game_id()
    await table.client.store.games.close_game(game_id, notice=None, lines=[])
    assert await table.client.store.ratings.ended_unsummarised("santacruz") == []


async def test_a_person_may_leave_a_running_practice_table_and_a_computer_plays_on(table: LocalTable) -> None:
    """A practice table "may be left at any moment (the seat goes to a computer)": a friend who joined
    the practice lobby leaves the running game, and a computer plays their seat."""
    await table.slash(0, "learn")
    lobby = table.public()[-1]["message"]
    join = find(lobby, "join")
    assert join is not None
    await table.press(USERS[1], lobby, join["custom_id"])
    await table.start()
    game_id = await table.game_id()
    reply = await table.slash(1, "leave")
    assert reply["content"].startswith("You left the practice table"), reply
    seats = await table.client.store.games.players(game_id)
    assert [s.computer is not None for s in seats if s.user_id == USERS[1]] == [True]
    assert [s.computer for s in seats if s.user_id == USERS[0]] == [None]
    again = await table.slash(1, "leave")
    assert again["content"].startswith("A computer already plays your seat"), again


@pytest.mark.computer_wait(5.0)
async def test_a_practice_move_may_be_taken_back_long_after(table: LocalTable) -> None:
    """A practice table's moves "may be taken back at any time without the window" (the server's is two
    minutes)."""
    await practice(table)
    game_id = await table.game_id()
    await table.client.tables.computers.idle(game_id)
    live = await table.client.service.live(game_id)
    row = await table.client.store.games.game(game_id)
    assert row is not None
    user = USERS[0]
    seat = live.seat_of_user(user)
    if seat not in live.module.awaiting(live.state):
        pytest.skip("the deal put a computer first and it waits for nobody else")
    line = str(live.module.legal_actions(live.state, seat)[0])
    await table.client.tables.play(game_id, user, line, live.version)
    done = await table.client.tables.take_back(game_id, user, None, now=time.time() + 3600)
    module = live.module
    assert module.to_json(done.value.game.state) == module.to_json(live.state), "the move was taken back"
