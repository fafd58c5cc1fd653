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
from urllib.parse import urlsplit

DEFAULT_DATABASE = "./data/santacruz.sqlite3"
DEFAULT_DATABASE_URL = f"sqlite:///{DEFAULT_DATABASE}"
DATABASE_SCHEMES = ("sqlite:///", "postgresql://", "postgres://")
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
DEFAULT_COMPUTER_WAIT = 3.0
"""Seconds a computer player to move right after a person waits, so that person may still take back a
misclick (the wait ends at once when the person presses another button)."""
MAX_COMPUTER_WAIT = 600.0
MAX_RENDER_PROCESSES = 64
DEFAULT_BACKUP_HOURS = 24.0
MAX_BACKUP_HOURS = 8760.0
DEFAULT_BACKUPS_KEPT = 7
MAX_BACKUPS_KEPT = 1000


def default_render_processes() -> int:
    """One board renderer per core on a machine of several cores; none (threads) on one core."""
    cores = os.cpu_count() or 1
    return cores if cores > 1 else 0


class ConfigError(ValueError):
    """A setting is missing or malformed; the message tells an admin how to fix it."""


BOARD_FORMATS = ("png", "webp")
"""The public board's upload formats an admin may choose (``BOARD_FORMAT``)."""


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the bot needs to start."""

    token: str
    database: str | Path
    """Where the games are stored: a ``sqlite:///`` or ``postgresql://`` URL, or a SQLite file path."""
    dev_guild_id: int | None
    log_level: int
    board_format: str = "png"
    """How the public board is uploaded: ``webp`` (lossless, half the bytes) or ``png`` (a tenth of
    the encoding CPU, for small machines)."""
    shard_count: int | None = None
    """How many shards the bot runs in all (``SHARD_COUNT``); ``None``: as many as Discord recommends."""
    shard_ids: tuple[int, ...] | None = None
    """The shards this process runs (``SHARD_IDS``); ``None``: every shard."""
    computer_wait: float = DEFAULT_COMPUTER_WAIT
    """Seconds a computer waits after a person's move that may still be taken back (0: never)."""
    render_processes: int = 0
    """Processes that draw the boards (``RENDER_PROCESSES``), each keeping its games' current boards;
    0: the boards are drawn in threads of the bot's own process (one core at most)."""
    backup_hours: float = DEFAULT_BACKUP_HOURS
    """Hours between the automatic backups of a SQLite database (``BACKUP_HOURS``); 0: none."""
    backups_kept: int = DEFAULT_BACKUPS_KEPT
    """How many backups the backups folder keeps, the newest (``BACKUPS_KEPT``)."""
    discord_url: str | None = None
    """Where the bot finds Discord (``DISCORD_URL``): the ``http://host:port`` of a stand-in such as the
    local playground; ``None``: Discord itself."""


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


def database_url(env: Mapping[str, str]) -> str:
    """``DATABASE_URL`` if set, else the SQLite file ``DATABASE_PATH`` (default under ``./data/``) as a URL.

    Raises
    ------
    ConfigError
        ``DATABASE_URL`` is neither ``sqlite:///...`` nor ``postgresql://...``.
    """
    url = env.get("DATABASE_URL", "").strip()
    if url:
        if not url.startswith(DATABASE_SCHEMES):
            raise ConfigError(
                "DATABASE_URL must start with sqlite:/// (a file: sqlite:///./data/santacruz.sqlite3) or "
                f"postgresql:// (postgresql://user:password@host:5432/database), not {url.split(':')[0]!r}"
            )
        return url
    return f"sqlite:///{env.get('DATABASE_PATH', '').strip() or DEFAULT_DATABASE}"


def shard_settings(env: Mapping[str, str]) -> tuple[int | None, tuple[int, ...] | None]:
    """``SHARD_COUNT`` and ``SHARD_IDS`` (``0,2`` or ranges such as ``0-3``), checked against each other.

    Raises
    ------
    ConfigError
        A count that is not a positive number, ids without a count, or an id out of range or repeated.
    """
    count_text = env.get("SHARD_COUNT", "").strip()
    ids_text = env.get("SHARD_IDS", "").strip()
    if count_text and (not count_text.isdigit() or int(count_text) < 1):
        raise ConfigError(f"SHARD_COUNT must be a whole number of shards, 1 or more, not {count_text!r}")
    count = int(count_text) if count_text else None
    if not ids_text:
        return count, None
    if count is None:
        raise ConfigError("SHARD_IDS needs SHARD_COUNT (how many shards all processes run together)")
    ids: list[int] = []
    for part in (p.strip() for p in ids_text.split(",")):
        first, dash, last = part.partition("-")
        if not first.strip().isdigit() or (dash and not last.strip().isdigit()):
            raise ConfigError(f"SHARD_IDS must list shard numbers such as 0,1 or 0-3, not {ids_text!r}")
        ids.extend(range(int(first), int(last if dash else first) + 1))
    wrong = [i for i in ids if i >= count]
    if wrong or len(set(ids)) != len(ids) or not ids:
        raise ConfigError(
            f"SHARD_IDS must name different shards from 0 to {count - 1} (SHARD_COUNT={count}), "
            f"not {ids_text!r}"
        )
    return count, tuple(sorted(ids))


def backup_settings(env: Mapping[str, str]) -> tuple[float, int]:
    """``BACKUP_HOURS`` (hours between automatic backups, 0: none) and ``BACKUPS_KEPT``.

    Raises
    ------
    ConfigError
        Hours that are not a number from 0 to a year, or a count that is not a whole number from 1.
    """
    hours_text = env.get("BACKUP_HOURS", "").strip()
    try:
        hours = float(hours_text) if hours_text else DEFAULT_BACKUP_HOURS
    except ValueError:
        hours = -1.0
    if not 0 <= hours <= MAX_BACKUP_HOURS:
        raise ConfigError(
            f"BACKUP_HOURS must be a number of hours from 0 (no automatic backups) to {MAX_BACKUP_HOURS:g},"
            f" not {hours_text!r}"
        )
    kept_text = env.get("BACKUPS_KEPT", "").strip()
    if kept_text and not (kept_text.isdigit() and 1 <= int(kept_text) <= MAX_BACKUPS_KEPT):
        raise ConfigError(
            f"BACKUPS_KEPT must be a whole number of backups from 1 to {MAX_BACKUPS_KEPT}, not {kept_text!r}"
        )
    return hours, int(kept_text) if kept_text else DEFAULT_BACKUPS_KEPT


def discord_url(env: Mapping[str, str]) -> str | None:
    """``DISCORD_URL``: ``http://host:port`` (or https) of a Discord stand-in, without a path; not set:
    Discord itself."""
    text = env.get("DISCORD_URL", "").strip().rstrip("/")
    if not text:
        return None
    url = urlsplit(text)
    try:
        port_ok = url.port is None or url.port > 0
    except ValueError:
        port_ok = False
    if url.scheme not in ("http", "https") or not url.hostname or url.path or url.query or url.fragment:
        port_ok = False
    if not port_ok:
        raise ConfigError(f"DISCORD_URL must be http://host:port (a Discord stand-in), not {text!r}")
    return text


def load_settings(
    environ: Mapping[str, str] | None = None, dotenv: Path | None = None, *, require_token: bool = True
) -> Settings:
    """Settings from ``environ`` (default ``os.environ``) over ``dotenv`` (default ``./.env``).

    Raises
    ------
    ConfigError
        No token (when ``require_token``), or a malformed guild id, log level, database URL or shards.
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
    board_format = env.get("BOARD_FORMAT", "png").strip().lower()
    if board_format not in BOARD_FORMATS:
        raise ConfigError(f"BOARD_FORMAT must be one of {', '.join(BOARD_FORMATS)}, not {board_format!r}")
    shard_count, shard_ids = shard_settings(env)
    wait = env.get("COMPUTER_WAIT_SECONDS", "").strip()
    try:
        computer_wait = float(wait) if wait else DEFAULT_COMPUTER_WAIT
    except ValueError:
        computer_wait = -1.0
    if not 0 <= computer_wait <= MAX_COMPUTER_WAIT:
        raise ConfigError(
            f"COMPUTER_WAIT_SECONDS must be a number of seconds from 0 to {MAX_COMPUTER_WAIT:g}, not {wait!r}"
        )
    renderers = env.get("RENDER_PROCESSES", "").strip()
    if renderers and not (renderers.isdigit() and int(renderers) <= MAX_RENDER_PROCESSES):
        raise ConfigError(
            f"RENDER_PROCESSES must be a number of processes from 0 to {MAX_RENDER_PROCESSES},"
            f" not {renderers!r}"
        )
    backup_hours, backups_kept = backup_settings(env)
    return Settings(
        token=token,
        database=database_url(env),
        dev_guild_id=int(guild) if guild else None,
        log_level=getattr(logging, level),
        board_format=board_format,
        shard_count=shard_count,
        shard_ids=shard_ids,
        computer_wait=computer_wait,
        render_processes=int(renderers) if renderers else default_render_processes(),
        backup_hours=backup_hours,
        backups_kept=backups_kept,
        discord_url=discord_url(env),
    )
