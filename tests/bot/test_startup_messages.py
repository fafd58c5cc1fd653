"""What an admin sees when the bot starts: no warnings about voice libraries the bot does not use, and one
clear sentence (never a traceback) when Discord cannot be reached, as when it refuses the token.

Nothing here leaves the machine: "Discord" is a closed port on 127.0.0.1 or a name whose look-up is
answered by a stub.
"""

from __future__ import annotations

import logging
import os
import re
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import aiohttp
import discord
import discord.http
import pytest

import bot.__main__ as entry
from bot.__main__ import build_bot, main, start_failure
from bot.config import Settings

SETTINGS_ENV = (
    "DISCORD_TOKEN",
    "DATABASE_PATH",
    "DATABASE_URL",
    "DEV_GUILD_ID",
    "LOG_LEVEL",
    "BOARD_FORMAT",
    "SHARD_COUNT",
    "SHARD_IDS",
    "COMPUTER_WAIT_SECONDS",
)


def _closed_port() -> int:
    """A port on 127.0.0.1 that nothing listens on (it was free a moment ago)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def admin_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A working directory without ``.env`` and just a token in the environment; SIGTERM left alone."""
    monkeypatch.chdir(tmp_path)
    for name in SETTINGS_ENV:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-real-token")
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "games.sqlite3"))
    monkeypatch.setattr(entry, "_stop_on_sigterm", lambda bot: None)
    yield tmp_path


def test_a_start_without_the_voice_libraries_logs_no_warning(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """discord.py warns once per process that PyNaCl and davey are missing; the bot, which never joins a
    voice channel, builds its client without either warning."""
    for flag in entry.VOICE_WARNINGS:
        monkeypatch.setattr(discord.VoiceClient, flag, True, raising=False)
    caplog.set_level(logging.DEBUG)
    build_bot(Settings("token", tmp_path / "games.sqlite3", None, logging.INFO))
    loud = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert loud == []
    assert not discord.VoiceClient.warn_nacl


@pytest.mark.parametrize("command", ["run", "sync"])
def test_discord_refusing_the_connection_ends_in_one_sentence(
    admin_env: Path,
    command: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Connection refused while logging in: exit status 1, one line on stderr naming the cause and what
    to check, nothing logged at WARNING or above, and no database created."""
    port = _closed_port()
    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{port}/api/v10")
    caplog.set_level(logging.INFO)
    assert main([command]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"Cannot start: Discord cannot be reached (127.0.0.1:{port} refused the connection); "
        "check this machine's internet connection, DNS and firewall, then start the bot again.\n"
    )
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING] == []
    assert not (admin_env / "games.sqlite3").exists()


def test_a_failed_name_lookup_ends_in_one_sentence(
    admin_env: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """No DNS (or no network at all): the sentence says which name could not be looked up, whichever
    resolver aiohttp uses (the system's, patched here, or aiodns of discord.py's speed extra, which asks
    DNS itself: ``.invalid`` names never resolve)."""
    real_getaddrinfo = socket.getaddrinfo

    def no_dns(host: Any, *args: Any, **kwargs: Any) -> Any:
        if host in ("127.0.0.1", "::1", "localhost", None):
            return real_getaddrinfo(host, *args, **kwargs)
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(socket, "getaddrinfo", no_dns)
    monkeypatch.setattr(discord.http.Route, "BASE", "https://discord.invalid/api/v10")
    assert main([]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith(
        "Cannot start: Discord cannot be reached (the name discord.invalid could not be looked up: "
    )
    assert err.rstrip().endswith(
        "check this machine's internet connection, DNS and firewall, then start the bot again."
    )


def test_python_m_bot_without_discord_prints_exactly_one_line(tmp_path: Path) -> None:
    """The real command in its own process, as an admin runs it: with discord.py pointed at a closed local
    port, stderr holds the one sentence and nothing else (no voice warning, no traceback)."""
    port = _closed_port()
    env = {k: v for k, v in os.environ.items() if k not in SETTINGS_ENV}
    env.update(DISCORD_TOKEN="not-a-real-token", LOG_LEVEL="WARNING")
    code = (
        "import discord.http, sys\n"
        f"discord.http.Route.BASE = 'http://127.0.0.1:{port}/api/v10'\n"
        "from bot.__main__ import main\n"
        "sys.exit(main())\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 1, done.stderr
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("Cannot start: Discord cannot be reached (")
    assert not (tmp_path / "data").exists()


def _server_error(status: int, reason: str) -> discord.DiscordServerError:
    response: Any = SimpleNamespace(status=status, reason=reason)
    return discord.DiscordServerError(response, "upstream connect error")


@pytest.mark.parametrize(
    ("exc", "status", "words"),
    [
        (discord.LoginFailure("Improper token has been passed."), 2, "Discord refused the token."),
        (discord.PrivilegedIntentsRequired(None), 2, "Discord refused the gateway intents."),
        (aiohttp.ServerTimeoutError("Connection timeout"), 1, "(the connection timed out)"),
        (aiohttp.ServerDisconnectedError(), 1, "Discord cannot be reached (Server disconnected)"),
        (_server_error(503, "Service Unavailable"), 1, "server error (503 Service Unavailable)"),
    ],
)
def test_every_start_failure_has_one_sentence(exc: Exception, status: int, words: str) -> None:
    """Each way a start can fail is one line ending in a full stop: a setting to fix (status 2) or a
    network or Discord trouble to wait out (status 1, so a service manager tries again)."""
    assert isinstance(exc, entry.START_FAILURES)
    sentence, code = start_failure(exc)
    assert code == status
    assert words in sentence
    assert "\n" not in sentence and sentence.endswith(".")


def test_the_readme_tables_name_every_setting(tmp_path: Path) -> None:
    """The README is where an admin looks up a setting: its tables name every environment variable the
    bot reads (``bot/config.py``, ``.env.example``) and every option of ``/<game> settings``."""
    root = Path(__file__).resolve().parents[2]
    readme = (root / "README.md").read_text(encoding="utf-8")
    config = (root / "bot" / "config.py").read_text(encoding="utf-8")
    example = (root / ".env.example").read_text(encoding="utf-8")
    variables = set(re.findall(r"""env\.get\(["']([A-Z_]+)["']""", config))
    variables |= set(re.findall(r"^#?\s*([A-Z_]+)=", example, flags=re.MULTILINE))
    assert {"DISCORD_TOKEN", "DATABASE_PATH", "DATABASE_URL", "LOG_LEVEL"} <= variables
    bot = build_bot(Settings("token", tmp_path / "games.sqlite3", None, logging.INFO))
    group = bot.tree.get_command("santacruz")
    assert isinstance(group, discord.app_commands.Group)
    command = group.get_command("settings")
    assert isinstance(command, discord.app_commands.Command)
    options = {parameter.name for parameter in command.parameters}
    assert {"reminder_hours", "language", "threads"} <= options
    rows = set(re.findall(r"^\| `([A-Za-z_]+)` \|", readme, flags=re.MULTILINE))
    assert variables - rows == set()
    assert options - rows == set()
    quick_start = (
        "bash scripts/start.sh            # installs everything into ./.venv and starts the bot\n"
        "bash scripts/start.sh --local    # the same bot on a local stand-in of Discord: play it at "
        "http://127.0.0.1:8765/\n"
        "bash scripts/test.sh             # installs everything into ./.venv and runs the whole test suite\n"
    )
    assert quick_start in readme
