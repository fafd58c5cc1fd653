"""Entry point: ``python -m bot`` runs the bot, ``python -m bot local`` the playground (the bot on a local
stand-in of Discord, played in a browser), ``python -m bot sync`` registers the slash commands,
``python -m bot migrate --from URL --to URL`` copies the games into another database, ``python -m bot
backup`` backs it up and ``python -m bot restore FILE`` puts a SQLite backup back.

Running and syncing check the settings first: a missing token fails fast with instructions. A start that
Discord refuses or cannot be reached ends with one sentence on stderr (:func:`start_failure`) and a non-zero
exit status, never a traceback; so does a damaged SQLite file, naming the newest good backup.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import socket
import sqlite3
import sys
from pathlib import Path

import aiohttp
import discord

from bot import memory
from bot.adapter.client import GameBot
from bot.adapter.endpoint import point_at
from bot.config import ConfigError, Settings, load_settings
from bot.games.registry import game_uis

VOICE_WARNINGS = ("warn_nacl", "warn_dave")
"""``discord.VoiceClient``'s flags behind the "PyNaCl is not installed" and "davey is not installed"
warnings that discord.py logs when the first client is made."""


def quiet_voice_warnings() -> None:
    """Keep discord.py from warning that the optional voice libraries (PyNaCl, davey) are missing.

    The bot never joins a voice channel, so it does not install them; without this, every start would
    greet the admin with two warnings about a feature the bot does not use. Only these two start-up
    warnings go; voice itself is untouched (it would still refuse to connect without the libraries).
    """
    for flag in VOICE_WARNINGS:
        if hasattr(discord.VoiceClient, flag):
            setattr(discord.VoiceClient, flag, False)


def build_bot(settings: Settings, *, sync_commands: bool = True) -> GameBot:
    """The bot with every game it offers (without discord.py's voice warnings)."""
    quiet_voice_warnings()
    return GameBot(settings, game_uis(settings.board_format), sync_commands=sync_commands)


def _backup(settings: Settings, to: str | None) -> int:
    """Back up the database now; prints the new file's path."""
    from bot.backups import BackupError
    from bot.backups.commands import back_up
    from bot.backups.files import Database

    try:
        path = back_up(Database.of(settings.database), settings.backups_kept, Path(to) if to else None)
    except (BackupError, OSError) as exc:
        sys.stderr.write(f"Cannot back up: {exc}\n")
        return 1
    sys.stdout.write(f"{path}\n")
    return 0


def _restore(settings: Settings, backup: str, replace: bool) -> int:
    """Put a SQLite backup in place of the database; prints what was done."""
    from bot.backups import BackupError
    from bot.backups.commands import restore
    from bot.backups.files import Database

    try:
        said = restore(Database.of(settings.database), Path(backup), replace=replace)
    except (BackupError, OSError) as exc:
        sys.stderr.write(f"Cannot restore: {exc}\n")
        return 2
    sys.stdout.write(f"{said}\n")
    return 0


def damaged_database(settings: Settings, exc: sqlite3.DatabaseError | None = None) -> str | None:
    """The one sentence for a start on a damaged SQLite file (found by ``exc``, or by a quick check when
    ``exc`` is ``None``), naming the newest good backup; ``None`` when the file is not damaged."""
    from bot.backups.files import Database
    from bot.backups.sqlite import check_at_start, damage_report, damaged

    database = Database.of(settings.database)
    if exc is None:
        return check_at_start(database)
    return damage_report(database, str(exc)) if database.is_file and damaged(exc) else None


def _migrate(source: str | Path, target: str) -> int:
    """Copy every table into the empty database ``target`` and check the copy; prints a report."""
    from bot.migrate import migrate
    from bot.store import StoreError

    modules = {ui.module.name: ui.module for ui in game_uis()}

    def say(line: str) -> None:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()

    try:
        return asyncio.run(migrate(source, target, modules, say))
    except (StoreError, ValueError) as exc:
        sys.stderr.write(f"Cannot migrate: {exc}\n")
        return 2


async def _sync(settings: Settings) -> int:
    """Log in over REST only (no gateway), register the commands, and stop."""
    from bot.adapter.sync import SyncRefused, sync_if_changed

    bot = build_bot(settings, sync_commands=False)
    target = f"guild {settings.dev_guild_id}" if settings.dev_guild_id else "all servers (global)"
    async with bot:
        await bot.login(settings.token)
        try:
            count = await sync_if_changed(bot, force=True)
        except SyncRefused as refused:
            sys.stderr.write("".join(f"{line}\n" for line in refused.lines))
            sys.stderr.write(f"No slash command was registered for {target}.\n")
            return 1
    sys.stdout.write(f"Registered {count} slash command(s) for {target}.\n")
    return 0


TOKEN_REFUSED = (
    "Discord refused the token. Copy it again from the developer portal (Bot > Reset Token) into "
    "DISCORD_TOKEN."
)
INTENTS_REFUSED = "Discord refused the gateway intents."
CHECK_NETWORK = "check this machine's internet connection, DNS and firewall, then start the bot again."


def _unreachable_reason(exc: aiohttp.ClientConnectionError) -> str:
    """What went wrong on the way to Discord, in a few words."""
    if isinstance(exc, aiohttp.ServerTimeoutError):
        return "the connection timed out"
    if isinstance(exc, aiohttp.ClientConnectorError):
        where = f"{exc.host}:{exc.port}"
        cause = exc.os_error
        detail = cause.strerror or str(cause)
        if isinstance(exc, aiohttp.ClientConnectorDNSError) or isinstance(cause, socket.gaierror):
            return f"the name {exc.host} could not be looked up: {detail}"
        if isinstance(cause, ConnectionRefusedError):
            return f"{where} refused the connection"
        return f"connecting to {where} failed: {detail}"
    return str(exc) or type(exc).__name__


START_FAILURES: tuple[type[Exception], ...] = (
    discord.LoginFailure,
    discord.PrivilegedIntentsRequired,
    discord.DiscordServerError,
    aiohttp.ClientConnectionError,
)
"""The ways a start (or ``sync``) fails that end in one sentence instead of a traceback."""


def start_failure(exc: Exception) -> tuple[str, int]:
    """The one sentence (after "Cannot start: ") and the exit status for a start that failed with ``exc``,
    one of :data:`START_FAILURES`.

    A refused token or refused intents exit with 2 (a setting to fix); Discord out of reach or answering
    with a server error exit with 1 (try again later: a service manager restarts the bot).
    """
    if isinstance(exc, discord.LoginFailure):
        return TOKEN_REFUSED, 2
    if isinstance(exc, discord.PrivilegedIntentsRequired):
        return INTENTS_REFUSED, 2
    if isinstance(exc, aiohttp.ClientConnectionError):
        return f"Discord cannot be reached ({_unreachable_reason(exc)}); {CHECK_NETWORK}", 1
    if isinstance(exc, discord.DiscordServerError):
        answer = f"{exc.status} {exc.response.reason or ''}".strip()
        return (
            f"Discord answered with a server error ({answer}), so it is probably having trouble "
            "(https://discordstatus.com); start the bot again later.",
            1,
        )
    return f"{type(exc).__name__}: {exc}", 1


def _stop_on_sigterm(bot: GameBot) -> None:
    """Close the bot on SIGTERM (what service managers send) as discord.py's own ``close`` does: the
    gateway, the games' tasks and the database, instead of dying mid-write. Not through Ctrl-C: a shell
    that starts the bot in the background (``&``, ``nohup``) has it ignore Ctrl-C, and Python 3.11's
    asyncio can lose the cancellation Ctrl-C makes when it races with a wait that just finished. Before
    the event loop runs (or once it stopped), SIGTERM is Ctrl-C, whose handling is put back first."""
    if not hasattr(signal, "SIGTERM"):
        return
    if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    closing: list[asyncio.Task[None]] = []

    def close() -> None:
        if not closing:
            closing.append(asyncio.get_running_loop().create_task(bot.close(), name="sigterm-close"))

    def on_sigterm(_sig: int, _frame: object) -> None:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            signal.raise_signal(signal.SIGINT)
        else:
            loop.call_soon_threadsafe(close)

    signal.signal(signal.SIGTERM, on_sigterm)


def _local(argv: list[str]) -> int:
    """``python -m bot local``: the playground (:mod:`playground.local`), when it is installed."""
    try:
        from playground.local import main as playground
    except ImportError as exc:
        sys.stderr.write(
            f"Cannot start the playground ({exc}): install it with pip install -e '.[local]' "
            "(bash scripts/start.sh --local does).\n"
        )
        return 2
    return playground(argv)


def main(argv: list[str] | None = None) -> int:
    """Parse the command line, check the settings, then run, sync or migrate (``local``: the playground)."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["local"]:
        return _local(argv[1:])
    parser = argparse.ArgumentParser(
        prog="python -m bot", description="The board-game Discord bot (Santa Cruz, Santiago de Cuba)."
    )
    parser.add_argument(
        "command",
        nargs="?",
        choices=("run", "sync", "migrate", "backup", "restore", "local"),
        default="run",
        help="run the bot (default), register its slash commands with Discord, copy its database, back it "
        "up, restore a backup, or play it in your browser on a local stand-in of Discord (local --help)",
    )
    parser.add_argument("file", nargs="?", metavar="BACKUP_FILE", help="restore: the backup to put back")
    parser.add_argument(
        "--from",
        dest="source",
        metavar="URL",
        help="migrate: the database to copy (default: the configured DATABASE_URL / DATABASE_PATH)",
    )
    parser.add_argument(
        "--to",
        dest="target",
        metavar="URL",
        help="migrate: the new, empty database (sqlite:/// or postgresql://); backup: the file to write "
        "(default: a new file in the backups folder beside the database)",
    )
    parser.add_argument("--yes", action="store_true", help="restore: replace the existing database file")
    args = parser.parse_args(argv)
    if args.command != "migrate" and args.source:
        parser.error("--from belongs to the migrate command")
    if args.command not in ("migrate", "backup") and args.target:
        parser.error("--to belongs to the migrate and backup commands")
    if args.command == "migrate" and not args.target:
        parser.error("migrate needs --to URL (the new, empty database)")
    if (args.command == "restore") != bool(args.file):
        parser.error("restore needs the backup file (and only restore takes one)")
    if args.yes and args.command != "restore":
        parser.error("--yes belongs to the restore command")
    try:
        settings = load_settings(require_token=args.command not in ("migrate", "backup", "restore"))
    except ConfigError as exc:
        sys.stderr.write(f"Cannot start: {exc}\n")
        return 2
    if args.command == "migrate":
        return _migrate(args.source or settings.database, args.target)
    if args.command == "backup":
        return _backup(settings, args.target)
    if args.command == "restore":
        return _restore(settings, args.file, args.yes)
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if settings.discord_url is not None:
        point_at(settings.discord_url)
    try:
        if args.command == "sync":
            return asyncio.run(_sync(settings))
        damage = damaged_database(settings)
        if damage is not None:
            sys.stderr.write(f"Cannot start: {damage}\n")
            return 2
        memory.map_large_blocks()
        bot = build_bot(settings)
        _stop_on_sigterm(bot)
        bot.run(settings.token, log_handler=None)
    except START_FAILURES as exc:
        sentence, status = start_failure(exc)
        sys.stderr.write(f"Cannot start: {sentence}\n")
        return status
    except sqlite3.DatabaseError as exc:
        damage = damaged_database(settings, exc)
        if damage is None:
            raise
        sys.stderr.write(f"Cannot start: {damage}\n")
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
