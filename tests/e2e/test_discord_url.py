"""The bot reaches a Discord stand-in by configuration only (issue 43): ``python -m bot`` itself, without
the tests' launcher and its patches, with ``DISCORD_URL`` set, connects to the stand-in's gateway and
answers a slash command through its REST."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from devtools.botproc import BOT_SETTINGS, REPO_ROOT
from playground.discord_server import FakeDiscord
from playground.fake_discord import CHANNEL_ID, slash


async def test_the_unchanged_bot_plays_against_the_stand_in_at_discord_url(
    discord_server: FakeDiscord, tmp_path: Path
) -> None:
    """The lobby of ``/santacruz join`` is posted in the stand-in's channel by a plain ``python -m bot``."""
    env = {k: v for k, v in os.environ.items() if k not in BOT_SETTINGS}
    env |= {
        "DISCORD_URL": discord_server.url,
        "DISCORD_TOKEN": discord_server.token,
        "DATABASE_PATH": str(tmp_path / "games.sqlite3"),
        "RENDER_PROCESSES": "0",
        "PYTHONPATH": str(REPO_ROOT),
    }
    log = (tmp_path / "bot.log").open("wb")
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", env=env, cwd=tmp_path, stdout=log, stderr=log
    )
    try:
        await discord_server.wait_ready(timeout=30)
        await discord_server.interact(slash("santacruz", "join"))
        lobby = discord_server.http.sent_messages(CHANNEL_ID)[-1]
        assert "Santa Cruz" in str(lobby)
    finally:
        process.terminate()
        assert await asyncio.wait_for(process.wait(), 15) == 0, (tmp_path / "bot.log").read_text()
        log.close()
