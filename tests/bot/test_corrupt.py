"""A damaged stored game gets a clear answer and is left as it was."""

from __future__ import annotations

import logging
import random
from pathlib import Path

from bot.adapter.client import GameBot
from bot.config import Settings
from bot.games.santacruz.ui import SantaCruzUI
from devtools.table import USERS, LocalTable, find
from playground.fake_discord import FakeHTTP, logged_in


async def test_a_corrupt_snapshot_is_reported_and_nothing_changes(tmp_path: Path) -> None:
    """Bad input includes a corrupt record: the player is told, and the log is untouched."""
    fake = FakeHTTP()
    bot = GameBot(
        Settings("fake", tmp_path / "games.sqlite3", None, logging.INFO),
        [SantaCruzUI(board_format="png")],
        seeds=lambda: 5,
    )
    async with logged_in(bot, fake) as (client, _):
        table = LocalTable(client, fake, random.Random(2))
        await table.open_lobby(2)
        await table.start()
        game_id = await table.game_id()
        message = await table.current()
        async with client.store.backend.session() as db:
            await db.execute("UPDATE snapshots SET state = '{\"broken\": 1}' WHERE game_id = ?", (game_id,))
        client.service.forget(game_id)
        reply = await table.press(USERS[0], message, find(message, "hand")["custom_id"])
        assert reply is not None and reply["ephemeral"] and "damaged" in reply["content"]
        assert (await client.store.games.game(game_id)).version == 0
        assert await client.store.log.actions(game_id) == []
