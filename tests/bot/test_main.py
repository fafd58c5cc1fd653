"""``python -m bot``: fail fast without a token, ``sync`` on demand, and sync on start only when changed."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.adapter.client import GameBot
from bot.config import Settings
from bot.games.santacruz.ui import SantaCruzUI
from playground.fake_discord import FakeHTTP, logged_in


def _bot(tmp_path: Path, guild: int | None = None) -> GameBot:
    return GameBot(Settings("fake", tmp_path / "games.sqlite3", guild, logging.INFO), [SantaCruzUI()])


def _syncs(fake: FakeHTTP) -> int:
    return len([c for c in fake.calls if c.method == "PUT" and c.path.endswith("/commands")])


def test_without_a_token_the_bot_stops_at_once_and_says_what_to_set(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The quick-start run command fails fast with a clear explanation when no token is configured."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert main([]) == 2
    err = capsys.readouterr().err
    assert "DISCORD_TOKEN" in err and "developer portal" in err


async def test_commands_are_synced_on_start_only_when_they_changed(tmp_path: Path) -> None:
    """Command sync not on every start: the first start syncs, an unchanged restart does not."""
    fake = FakeHTTP()
    async with logged_in(_bot(tmp_path), fake):
        assert _syncs(fake) == 1
    async with logged_in(_bot(tmp_path), fake):
        assert _syncs(fake) == 1
    async with logged_in(_bot(tmp_path, guild=777), fake):
        assert _syncs(fake) == 2
    assert fake.command("santacruz", guild_id=777) is not None
