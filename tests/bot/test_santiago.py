"""Santiago de Cuba through the fake Discord: whole games by clicks, computers, taps per decision."""

from __future__ import annotations

import logging
import random
import statistics
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from bot.client import GameBot
from bot.config import Settings
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.santiago.ui import SantiagoUI
from rules.santiago.records import replay
from tests.bot.fake_discord import logged_in
from tests.bot.table import SANTIAGO_KINDS, USERS, LocalTable, santiago_kind


def both_games(tmp_path: Path, seed: int) -> GameBot:
    """The bot with both games, as ``python -m bot`` builds it, dealing every game from ``seed``."""
    settings = Settings("fake", tmp_path / "g.sqlite3", None, logging.INFO)
    return GameBot(settings, [SantaCruzUI(), SantiagoUI()], seeds=lambda: seed)


def santiago_table(client: GameBot, fake: object, seed: int) -> LocalTable:
    return LocalTable(
        client,
        fake,  # type: ignore[arg-type]
        random.Random(seed),
        command="santiago",
        kinds=SANTIAGO_KINDS,
        kind_of=santiago_kind,
        timeout=120.0,
    )


@pytest.fixture
async def tables(tmp_path: Path) -> AsyncIterator[Callable[[int], LocalTable]]:
    async with logged_in(both_games(tmp_path, 7)) as (client, fake):
        yield lambda seed: santiago_table(client, fake, seed)


@pytest.mark.parametrize("players", [2, 3, 4])
async def test_a_whole_game_by_clicks(tables: Callable[[int], LocalTable], players: int) -> None:
    """People play a whole game only through buttons and menus; the record replays to the same end."""
    table = tables(players)
    await table.open_lobby(players)
    await table.start()
    await table.play_to_end()
    row = await table.client.store.game(table.game)
    assert row is not None and row.status == "finished"
    live = await table.client.service.live(row.id)
    assert replay(live.module.record(live.state)).phase == "end"
    print({k: v for k, v in table.kinds.items() if v})
    turns = table.kinds["turn"]
    assert turns and statistics.median(turns) <= 3 and max(turns) <= 4, table.kinds


async def test_computers_fill_the_table_and_play_with_closed_dms(tables: Callable[[int], LocalTable]) -> None:
    """`/santiago start fill:` seats computers; they move by themselves; a person with closed DMs plays on."""
    table = tables(4)
    table.fake.fail_dm(USERS[0], times=None)
    await table.slash(0, "join")
    await table.slash(0, "start", fill="random")
    players = await table.client.store.players(await table.game_id())
    assert len(players) == 4 and sum(1 for p in players if p.computer == "random") == 3
    await table.play_to_end()
    assert all("<@-" not in (s.get("content") or "") for s in table.public())
    assert table.kinds["turn"] or table.kinds["cubaner"] or table.kinds["harbour"]


async def test_one_channel_holds_one_game_of_either_kind(tables: Callable[[int], LocalTable]) -> None:
    """With a Santiago lobby open, Santa Cruz's commands say which game holds the channel."""
    table = tables(1)
    await table.slash(0, "join")
    table.command = "santacruz"
    for sub in ("join", "status", "start"):
        reply = await table.slash(1, sub)
        assert reply["ephemeral"] and "Santiago de Cuba" in reply["content"], reply
