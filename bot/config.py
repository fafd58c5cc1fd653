"""The bot's settings, read from the environment and an optional ``.env`` file.

The environment wins over ``.env`` so a service manager can override a file kept on disk. Every
setting is documented in ``.env.example``.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

DEFAULT_DATABASE = "./data/santacruz.sqlite3"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
DEFAULT_COMPUTER_WAIT = 3.0
"""Seconds a computer player to move right after a person waits, so that person may still take back a
misclick (the wait ends at once when the person presses another button)."""
MAX_COMPUTER_WAIT = 600.0


class ConfigError(ValueError):
    """A setting is missing or malformed; the message tells an admin how to fix it."""


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the bot needs to start."""

    token: str
    database_path: Path
    dev_guild_id: int | None
    log_level: int
    computer_wait: float = DEFAULT_COMPUTER_WAIT
    """Seconds a computer waits after a person's move that may still be taken back (0: never)."""


def read_dotenv(path: Path) -> dict[str, str]:
    """``KEY=value`` lines of a ``.env`` file; blank lines and ``#`` comments are skipped.

    Values may be wrapped in single or double quotes; nothing is expanded.
    """
    values: dict[str, str] = {}
    if not path.is_file():
        return values
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("export "):
            line = line[len("export ") :]
        key, sep, value = line.partition("=")
        if not sep or not key.strip():
            raise ConfigError(f"{path}, line {number}: expected KEY=value, found {raw!r}")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        values[key.strip()] = value
    return values


def load_settings(
    environ: Mapping[str, str] | None = None, dotenv: Path | None = None, *, require_token: bool = True
) -> Settings:
    """Settings from ``environ`` (default ``os.environ``) over ``dotenv`` (default ``./.env``).

    Raises
    ------
    ConfigError
        No token (when ``require_token``), or a malformed guild id or log level.
    """
    env = dict(read_dotenv(dotenv if dotenv is not None else Path(".env")))
    env.update({k: v for k, v in (os.environ if environ is None else environ).items() if v != ""})
    token = env.get("DISCORD_TOKEN", "").strip()
    if require_token and not token:
        raise ConfigError(
            "No bot token is configured. Create an application and a bot in the Discord developer "
            "portal (https://discord.com/developers/applications), then put its token in .env as "
            "DISCORD_TOKEN=... (copy .env.example) or set the DISCORD_TOKEN environment variable."
        )
    guild = env.get("DEV_GUILD_ID", "").strip()
    if guild and not guild.isdigit():
        raise ConfigError(f"DEV_GUILD_ID must be a server id (digits only), not {guild!r}")
    level = env.get("LOG_LEVEL", "INFO").strip().upper()
    if level not in LOG_LEVELS:
        raise ConfigError(f"LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {level!r}")
    wait = env.get("COMPUTER_WAIT_SECONDS", "").strip()
    try:
        computer_wait = float(wait) if wait else DEFAULT_COMPUTER_WAIT
    except ValueError:
        computer_wait = -1.0
    if not 0 <= computer_wait <= MAX_COMPUTER_WAIT:
        raise ConfigError(
            f"COMPUTER_WAIT_SECONDS must be a number of seconds from 0 to {MAX_COMPUTER_WAIT:g}, not {wait!r}"
        )
    return Settings(
        token=token,
        database_path=Path(env.get("DATABASE_PATH", DEFAULT_DATABASE).strip() or DEFAULT_DATABASE),
        dev_guild_id=int(guild) if guild else None,
        log_level=getattr(logging, level),
        computer_wait=computer_wait,
    )
