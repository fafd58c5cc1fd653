"""Computer players in the bot: added in the lobby or by start's fill option, moving by themselves."""

from __future__ import annotations

import asyncio
import json
import logging
import random
from collections.abc import AsyncIterator
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import pytest

from bot.adapter.client import GameBot
from bot.app import computers as computers_module
from bot.config import Settings
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.seam import LiveGame
from devtools.table import FAST, USERS, LocalTable, components, find, verb
from playground.fake_discord import CHANNEL_ID, GUILD_ID, button, logged_in
from render.santacruz.palette import player_marks
from rules.santacruz import ai
from rules.santacruz.actions import Action
from rules.santacruz.ai import search
from rules.santacruz.records import replay
from rules.santacruz.views import PlayerView
from tests.bot.test_adapter import seeded


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[LocalTable]:
    bot = GameBot(
        Settings("fake", tmp_path / "g.sqlite3", None, logging.INFO, computer_wait=FAST),
        [SantaCruzUI(board_format="png")],
        seeds=lambda: 4,
    )
    async with logged_in(bot) as (client, fake):
        yield LocalTable(client, fake, random.Random(6))


async def test_the_lobby_adds_and_removes_computer_players(table: LocalTable) -> None:
    """The lobby gets "Add computer player" / "Remove computer player" buttons; the computer is stored by
    its bare name and its level id, and the lobby names the level in the reader's language
    (languages.md D-5)."""
    await table.slash(0, "join")
    lobby = table.public()[-1]["message"]
    adds = [c for c in components(lobby) if verb(c) == "add_ai"]
    assert [c["custom_id"].rsplit(":", 1)[1] for c in adds] == ["easy", "strong"]
    reply = await table.press(USERS[0], lobby, adds[1]["custom_id"])
    assert reply is not None and "• Ada (computer player, strong)" in str(reply["embeds"])
    players = await table.client.store.games.players(await table.game_id())
    assert [(p.name, p.computer, p.user_id < 0) for p in players][1:] == [("Ada", "strong", True)]
    outsider = await table.press(4242, reply["message"], adds[0]["custom_id"])
    assert outsider is not None and outsider["ephemeral"]
    removed = await table.press(USERS[0], reply["message"], find(reply["message"], "remove_ai")["custom_id"])
    assert removed is not None and "Ada" not in str(removed["embeds"])
    assert len(await table.client.store.games.players(await table.game_id())) == 1


async def test_computers_get_distinct_short_names_and_their_buttons_share_a_row(table: LocalTable) -> None:
    """Three computers are three short names with different initials; both Add buttons on one row."""
    await table.slash(0, "join")
    lobby = table.public()[-1]["message"]
    rows = [[verb(c) for c in row["components"]] for row in lobby["components"]]
    assert any(row.count("add_ai") == 2 for row in rows), rows
    for _ in range(3):
        reply = await table.press(USERS[0], lobby, find(lobby, "add_ai")["custom_id"])
        assert reply is not None
        lobby = reply["message"]
    names = [p.name for p in await table.client.store.games.players(await table.game_id()) if p.computer]
    assert len({n[0] for n in names}) == 3 and all(len(n) <= 12 for n in names), names


async def test_start_fills_empty_seats_and_the_computers_play_a_whole_game(table: LocalTable) -> None:
    """`/santacruz start` can fill empty seats; computer moves are posted exactly as a person's."""
    await table.slash(0, "join")
    await table.slash(0, "start", fill="easy")
    game_id = await table.game_id()
    players = await table.client.store.games.players(game_id)
    assert len(players) == 4 and sum(1 for p in players if p.computer == "easy") == 3
    await table.play_to_end()
    final = table.public()[-1]
    record = next(data for name, data in final["files"].items() if name.endswith(".json"))
    assert replay(json.loads(record)).phase == "end"
    turn_posts = [s for s in table.public() if "board.png" in s["filenames"]]
    human_moves = sum(1 for v in table.verbs if v in ("pick", "do", "sdo"))
    assert len(turn_posts) > human_moves
    assert all("<@-" not in (s.get("content") or "") for s in table.public())


async def test_the_computers_keep_nothing_of_a_finished_game(table: LocalTable) -> None:
    """While computers play, they keep their runner, decisions and timers per game; once the game is
    over nothing of it is kept (a week of play kept two finished tasks of every game before)."""
    await table.slash(0, "join")
    await table.slash(0, "start", fill="easy")
    game_id = await table.game_id()
    computers = table.client.tables.computers
    await table.step()
    assert game_id in computers.games()
    await table.play_to_end()
    await computers.idle(game_id)
    assert game_id not in computers.games()


async def test_four_computer_players_finish_a_game_through_the_bots_own_path(
    table: LocalTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full game with four computer players completes through the bot's own code path, and a
    computer player only ever receives a player view: the view of its own seat, never the state; the
    table names each computer with its level in the server's language (languages.md D-5)."""
    monkeypatch.setattr(search, "BUDGET_STEPS", 0)
    monkeypatch.setattr(search, "MIN_ROLLOUTS", 4)
    received: list[tuple[type, int, str]] = []
    real_choose = ai.choose

    def spy(view: PlayerView, level: str, rng: random.Random) -> Action:
        received.append((type(view), view.seat, level))
        return real_choose(view, level, rng)

    monkeypatch.setattr(ai, "choose", spy)
    bot: GameBot = table.client
    row = await bot.store.games.create_lobby("santacruz", GUILD_ID, CHANNEL_ID, USERS[0], "Ana")
    await bot.store.games.remove_player(row.id, USERS[0])
    for number, level in enumerate(("easy", "strong", "easy", "strong"), start=1):
        await bot.store.games.add_computer(row.id, level, f"Computer {number}")
    await bot.tables.start(row.id, {})
    levels = {p.seat: p.computer for p in await bot.store.games.players(row.id)}
    await bot.tables.computers.idle(row.id)
    assert (await bot.store.games.game(row.id)).status == "finished"
    assert await bot.store.log.record(row.id) is not None
    assert "standings.png" in table.public()[-1]["filenames"]
    assert len(received) == len(await bot.store.log.actions(row.id))
    assert {kind for kind, _, _ in received} == {PlayerView}
    assert all(levels[seat] == level for _, seat, level in received)
    assert any("**Computer 2** · computer, strong" in str(post) for post in table.public())


async def test_the_lobby_footer_never_shows_a_raw_user_id(table: LocalTable) -> None:
    """After the creator leaves, the footer says so in words instead of printing their user id."""
    await table.open_lobby(2)
    lobby = table.public()[-1]["message"]
    leave = find(lobby, "leave")["custom_id"]
    reply = await table.press(USERS[0], lobby, leave)
    assert reply is not None
    shown = table.fake.message(int(lobby["id"]))
    footer = shown["embeds"][0]["footer"]["text"]
    assert str(USERS[0]) not in footer and "left" in footer


async def test_two_players_with_the_same_display_name_are_told_apart(table: LocalTable) -> None:
    """A second "Ana" joins as "Ana 2": names in text and the marks on the board differ."""
    await table.slash(0, "join")
    lobby = table.public()[-1]["message"]
    twin = {"user_id": 1077, "username": "ana_two", "global_name": "Ana"}
    payload = button(find(lobby, "join")["custom_id"], message=lobby, **twin)
    await table.dispatch(payload)
    names = [p.name for p in await table.client.store.games.players(await table.game_id())]
    assert names == ["Ana", "Ana 2"]
    assert len(set(player_marks(names))) == 2


async def test_a_forced_pick_is_made_for_the_person_by_itself(tmp_path: Path) -> None:
    """Round 2's last drafter has one pile left: the pick is made for them without a click and without a
    ping (issue 27; Santiago's engine makes its forced moves itself)."""
    async with logged_in(seeded(tmp_path, 3)) as (client, fake):
        table = LocalTable(client, fake, random.Random(4))
        await table.open_lobby(2)
        await table.start()
        game_id = await table.game_id()
        for _ in range(200):
            state = (await client.service.live(game_id)).state
            if state.phase == "draft" and state.round == 2:
                break
            await table.step()
        clicks = len(table.moves)
        for _ in range(10):
            await client.tables.computers.idle(game_id)
            state = (await client.service.live(game_id)).state
            if state.phase != "draft":
                break
            await table.step()
        lines = [line for _v, _s, line in await client.store.log.actions(game_id)]
        assert state.phase != "draft" and sum(" pick " in line for line in lines) == 4
        assert len(table.moves) - clicks == 1, "the forced pick waited for a click"


async def test_a_renderer_that_dies_while_thinking_delays_the_computer_and_loses_nothing(
    table: LocalTable, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A renderer thinking for a computer that dies twice in a row (the pool gives up) makes that computer
    think again a moment later; the game plays on to its end."""
    monkeypatch.setattr(computers_module, "RETRY_AFTER", 0.05)
    real_think = LiveGame.think
    broken: list[int] = []

    async def dies_once(self: LiveGame, seat: int, level: str, seed: str) -> str:
        if not broken:
            broken.append(self.version)
            raise BrokenProcessPool("the renderer died")
        return await real_think(self, seat, level, seed)

    monkeypatch.setattr(LiveGame, "think", dies_once)
    bot: GameBot = table.client
    row = await bot.store.games.create_lobby("santacruz", GUILD_ID, CHANNEL_ID, USERS[0], "Ana")
    await bot.store.games.remove_player(row.id, USERS[0])
    for number in (1, 2):
        await bot.store.games.add_computer(row.id, "easy", f"Computer {number}")
    await bot.tables.start(row.id, {})
    for _ in range(400):
        if (await bot.store.games.game(row.id)).status == "finished":
            break
        await bot.tables.computers.idle(row.id)
        await asyncio.sleep(0.02)
    assert broken == [0]
    assert (await bot.store.games.game(row.id)).status == "finished"
    assert "thinks again in 0.05 s" in caplog.text
