"""Entry point: ``python -m bot`` runs the bot, ``python -m bot sync`` registers the slash commands,
``python -m bot migrate --from URL --to URL`` copies the games into another database.

Running and syncing check the settings first: a missing token fails fast with instructions.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from pathlib import Path

import discord

from bot.adapter.client import GameBot
from bot.config import ConfigError, Settings, load_settings
from bot.games.registry import game_uis


def build_bot(settings: Settings, *, sync_commands: bool = True) -> GameBot:
    """The bot with every game it offers."""
    return GameBot(settings, game_uis(settings.board_format), sync_commands=sync_commands)


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


def _stop_on_sigterm() -> None:
    """Treat SIGTERM (what service managers send) like Ctrl-C: discord.py then closes the gateway and
    the bot its database cleanly instead of dying mid-write."""
    if hasattr(signal, "SIGTERM"):
        signal.signal(signal.SIGTERM, lambda _sig, _frame: signal.raise_signal(signal.SIGINT))


def main(argv: list[str] | None = None) -> int:
    """Parse the command line, check the settings, then run, sync or migrate."""
    parser = argparse.ArgumentParser(
        prog="python -m bot", description="The board-game Discord bot (Santa Cruz, Santiago de Cuba)."
    )
    parser.add_argument(
        "command",
        nargs="?",
        choices=("run", "sync", "migrate"),
        default="run",
        help="run the bot (default), register its slash commands with Discord, or copy its database",
    )
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
        help="migrate: the new, empty database (sqlite:/// or postgresql://)",
    )
    args = parser.parse_args(argv)
    if args.command != "migrate" and (args.source or args.target):
        parser.error("--from and --to belong to the migrate command")
    if args.command == "migrate" and not args.target:
        parser.error("migrate needs --to URL (the new, empty database)")
    try:
        settings = load_settings(require_token=args.command != "migrate")
    except ConfigError as exc:
        sys.stderr.write(f"Cannot start: {exc}\n")
        return 2
    if args.command == "migrate":
        return _migrate(args.source or settings.database, args.target)
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        if args.command == "sync":
            return asyncio.run(_sync(settings))
        _stop_on_sigterm()
        build_bot(settings).run(settings.token, log_handler=None)
    except discord.LoginFailure:
        sys.stderr.write(
            "Cannot start: Discord refused the token. Copy it again from the developer portal "
            "(Bot > Reset Token) into DISCORD_TOKEN.\n"
        )
        return 2
    except discord.PrivilegedIntentsRequired:
        sys.stderr.write("Cannot start: Discord refused the gateway intents.\n")
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
