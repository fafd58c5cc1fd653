"""Command registration against the strict fake: both games' real command trees are accepted, globally
and in a development guild, and a refused sync neither stops the bot nor hides what Discord refused."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

import bot.features.history
from bot.__main__ import build_bot, main
from bot.config import Settings
from playground.fake_discord import CHANNEL_ID, GUILD_ID, FakeHTTP, dispatch, logged_in, slash
from playground.strict.check import Refusal

BULK = (
    "PUT /applications/{application_id}/commands",
    "PUT /applications/{application_id}/guilds/{guild_id}/commands",
)


def _settings(tmp_path: Path, guild: int | None = None) -> Settings:
    return Settings("fake", tmp_path / "games.sqlite3", guild, logging.INFO)


def _breaks_replay(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bug of issue 25 again: the replay option bounded by the database's 2^63 - 1."""
    monkeypatch.setattr(bot.features.history, "MAX_OPTION_INT", 2**63 - 1)


def _run_sync(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[int, FakeHTTP]:
    """``python -m bot sync`` against a fresh strict fake: its exit status and the fake."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "fake-token")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "db.sqlite3"))
    fake = FakeHTTP()
    fake.install()
    try:
        return main(["sync"]), fake
    finally:
        fake.uninstall()


def test_sync_registers_the_commands_and_exits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``python -m bot sync`` logs in over REST, registers the /santacruz and /santiago groups and stops."""
    status, fake = _run_sync(tmp_path, monkeypatch)
    assert status == 0
    assert fake.strict.validated[BULK[0]] == 1
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
        "learn",
    }
    santiago = fake.command("santiago")
    assert santiago is not None
    shared = subs - {"hand"}
    assert {option["name"] for option in santiago["options"]} == shared | {"panel"}
    mygames = fake.command("mygames")
    assert mygames is not None and mygames.get("contexts") in (None, [0])
    assert {option["name"] for option in mygames["options"]} == {
        "notify",
        "time_zone",
        "quiet_hours",
        "away",
        "stand_in",
    }
    gamenight = fake.command("gamenight")
    assert gamenight is not None and gamenight.get("contexts") in (None, [0])
    assert {option["name"] for option in gamenight["options"]} == {"plan", "list"}
    assert "Registered 5 slash command" in capsys.readouterr().out


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
    status, fake = _run_sync(tmp_path, monkeypatch)
    assert status == 0
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


@pytest.mark.parametrize("guild", [None, GUILD_ID], ids=["global", "guild"])
async def test_both_games_command_trees_are_accepted(tmp_path: Path, guild: int | None) -> None:
    """Discord validates a bulk overwrite as a whole (OpenAPI description plus documented limits): the
    real /santacruz and /santiago trees, every language's localizations included, pass it."""
    fake = FakeHTTP()
    async with logged_in(build_bot(_settings(tmp_path, guild)), fake):
        pass
    route = BULK[0 if guild is None else 1]
    assert fake.strict.validated[route] == 1
    assert not fake.strict.refusals
    registered = fake.command("santacruz", guild), fake.command("santiago", guild)
    assert all(command is not None for command in registered)


async def test_a_refused_sync_logs_each_field_and_the_bot_serves_on(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    discord_refusals: list[Refusal],
) -> None:
    """A refused overwrite (400, 50035) does not stop the start: one readable line names the command,
    option and field Discord refused, the bot answers commands, and the next start tries again."""
    _breaks_replay(monkeypatch)
    fake = FakeHTTP()
    with caplog.at_level(logging.INFO, logger="bot.adapter.sync"):
        async with logged_in(build_bot(_settings(tmp_path)), fake) as (client, _):
            await dispatch(client, slash("santacruz", "rules", channel_id=CHANNEL_ID))
            [answer] = fake.interaction_responses()
            assert answer["ephemeral"] and answer["type"] in (4, 5)
    [refusal] = discord_refusals
    assert (refusal.status, refusal.code) == (400, 50035)
    assert {str(error.path[-1]) for error in refusal.fields} == {"max_value"}
    lines = [r.getMessage() for r in caplog.records if r.levelno == logging.ERROR]
    assert any(
        "/santacruz replay game" in line and "max_value" in line and "9007199254740991" in line
        for line in lines
    ), lines
    assert any("/santiago replay game" in line for line in lines), lines
    assert fake.command("santacruz") is None
    monkeypatch.undo()
    async with logged_in(build_bot(_settings(tmp_path)), fake):
        pass
    assert fake.command("santacruz") is not None


def test_sync_command_prints_the_refusal_and_exits_non_zero(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    discord_refusals: list[Refusal],
) -> None:
    """``python -m bot sync`` says the same refused fields on stderr and exits 1, registering nothing."""
    _breaks_replay(monkeypatch)
    status, _ = _run_sync(tmp_path, monkeypatch)
    assert status == 1
    err = capsys.readouterr().err
    assert "Discord refused /santacruz replay game, field max_value" in err
    assert "No slash command was registered" in err
    assert len(discord_refusals) == 1
