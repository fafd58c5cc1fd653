"""What happened since your last turn (issue 29): when it is your turn, your panel opens with what each
other player did since your last move, in words, and how the scores moved; never "nothing changed"."""

from __future__ import annotations

import logging
import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.adapter.client import GameBot
from bot.config import Settings
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.santiago.ui import SantiagoUI
from devtools.table import LocalTable, santiago_table
from playground.fake_discord import logged_in
from rules import i18n


def _bot(tmp_path: Path) -> GameBot:
    return GameBot(
        Settings("fake", tmp_path / "g.sqlite3", None, logging.INFO),
        [SantaCruzUI(board_format="png"), SantiagoUI(board_format="png")],
        seeds=lambda: 6,
    )


@pytest.fixture
async def santacruz(tmp_path: Path) -> AsyncIterator[LocalTable]:
    async with logged_in(_bot(tmp_path)) as (client, fake):
        yield LocalTable(client, fake, random.Random(6))


@pytest.fixture
async def santiago(tmp_path: Path) -> AsyncIterator[LocalTable]:
    async with logged_in(_bot(tmp_path)) as (client, fake):
        yield santiago_table(client, fake, 6)


async def _into_play(table: LocalTable, steps: int) -> int:
    await table.open_lobby(3)
    await table.start()
    for _ in range(steps):
        await table.step()
    return await table.game_id()


async def test_the_panel_of_the_player_to_move_opens_with_the_others_moves_and_the_scores(
    santacruz: LocalTable,
) -> None:
    game_id = await _into_play(santacruz, 12)
    live = await santacruz.client.service.live(game_id)
    mover = live.awaited()[0]
    assert mover.seat is not None
    lines = santacruz.client.uis["santacruz"].recap(live, mover.seat)
    assert lines[0] == "Since your last move:"
    told = [line for line in lines if line.startswith("• ")]
    assert 0 < len(told) <= 5
    others = [p.name for p in live.seats if p.user_id != mover.user_id]
    assert all(any(name in line for name in others) for line in told), told
    reply = await santacruz.slash(live.seats.index(mover), "hand")
    assert (reply.get("content") or "").startswith("Since your last move:\n• ")


async def test_a_player_whose_move_was_the_last_gets_no_recap(santacruz: LocalTable) -> None:
    game_id = await _into_play(santacruz, 12)
    live = await santacruz.client.service.live(game_id)
    actions = await santacruz.client.store.log.actions(game_id)
    last_seat = actions[-1][1]
    assert last_seat is not None
    assert santacruz.client.uis["santacruz"].recap(live, last_seat) == []


async def test_santiagos_recap_tells_the_moves_in_words_in_the_readers_language(santiago: LocalTable) -> None:
    game_id = await _into_play(santiago, 9)
    live = await santiago.client.service.live(game_id)
    mover = live.awaited()[0]
    assert mover.seat is not None
    ui = santiago.client.uis["santiago"]
    with i18n.speaking("de"):
        lines = ui.recap(live, mover.seat)
    assert lines[0] == "Seit deinem letzten Zug:"
    assert all("`" not in line for line in lines), "notation in the recap"
    assert any(line.startswith("Punktestand jetzt: ") for line in lines) or len(lines) > 1
