"""``python -m bot``: fail fast without a token, ``sync`` on demand, and sync on start only when changed."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.client import GameBot
from bot.config import Settings
from bot.games.santacruz.ui import SantaCruzUI
from tests.bot.fake_discord import FakeHTTP, logged_in


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


def test_sync_registers_the_commands_and_exits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``python -m bot sync`` logs in over REST, registers the /santacruz and /santiago groups and stops."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "fake-token")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "db.sqlite3"))
    fake = FakeHTTP()
    fake.install()
    try:
        assert main(["sync"]) == 0
    finally:
        fake.uninstall()
    assert _syncs(fake) == 1
    command = fake.command("santacruz")
    assert command is not None
    subs = {option["name"] for option in command["options"]}
    assert subs == {
        "join",
        "leave",
        "start",
        "abandon",
        "settings",
        "stats",
        "leaderboard",
        "history",
        "replay",
        "board",
        "hand",
        "status",
        "log",
        "rules",
        "undo",
    }
    santiago = fake.command("santiago")
    assert santiago is not None
    shared = subs - {"hand"}
    assert {option["name"] for option in santiago["options"]} == shared | {"panel"}
    assert "Registered 2 slash command" in capsys.readouterr().out


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


INT53 = 2**53 - 1
"""Discord's integer and number options are int53: a command declaring a bound beyond it is refused."""


def _options(option: dict[str, object]) -> list[dict[str, object]]:
    found: list[dict[str, object]] = []
    for child in option.get("options") or []:  # type: ignore[attr-defined]
        found.append(child)
        found.extend(_options(child))
    return found


def test_every_numeric_option_fits_discords_int53_range(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Discord refuses a whole command overwrite whose integer option bounds leave +/-(2^53 - 1) ("int53
    value should be less than or equal to 9007199254740991"), so no game's command may declare one."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "fake-token")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "db.sqlite3"))
    fake = FakeHTTP()
    fake.install()
    try:
        assert main(["sync"]) == 0
    finally:
        fake.uninstall()
    bounded = 0
    for name in ("santacruz", "santiago"):
        command = fake.command(name)
        assert command is not None
        for option in _options(command):
            for key in ("min_value", "max_value"):
                if option.get(key) is not None:
                    bounded += 1
                    assert -INT53 <= option[key] <= INT53, (name, option["name"], key)  # type: ignore[operator]
    assert bounded >= 4  # both games' replay option is bounded on both sides
