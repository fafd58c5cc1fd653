"""Entry point: ``python -m bot`` runs the bot, ``python -m bot sync`` registers the slash commands.

Both check the settings first: a missing token fails fast with instructions.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys

import discord

from bot.client import GameBot
from bot.config import ConfigError, Settings, load_settings
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.santiago.ui import SantiagoUI


def build_bot(settings: Settings, *, sync_commands: bool = True) -> GameBot:
    """The bot with every game it offers."""
    return GameBot(settings, [SantaCruzUI(), SantiagoUI()], sync_commands=sync_commands)


async def _sync(settings: Settings) -> int:
    """Log in over REST only (no gateway), register the commands, and stop."""
    from bot.sync import sync_if_changed

    bot = build_bot(settings, sync_commands=False)
    async with bot:
        await bot.login(settings.token)
        count = await sync_if_changed(bot, force=True)
    target = f"guild {settings.dev_guild_id}" if settings.dev_guild_id else "all servers (global)"
    sys.stdout.write(f"Registered {count} slash command(s) for {target}.\n")
    return 0


def _stop_on_sigterm() -> None:
    """Treat SIGTERM (what service managers send) like Ctrl-C: discord.py then closes the gateway and
    the bot its database cleanly instead of dying mid-write."""
    if hasattr(signal, "SIGTERM"):
        signal.signal(signal.SIGTERM, lambda _sig, _frame: signal.raise_signal(signal.SIGINT))


def main(argv: list[str] | None = None) -> int:
    """Parse the command line, check the settings, then run or sync."""
    parser = argparse.ArgumentParser(
        prog="python -m bot", description="The board-game Discord bot (Santa Cruz, Santiago de Cuba)."
    )
    parser.add_argument(
        "command",
        nargs="?",
        choices=("run", "sync"),
        default="run",
        help="run the bot (default) or register its slash commands with Discord",
    )
    args = parser.parse_args(argv)
    try:
        settings = load_settings()
    except ConfigError as exc:
        sys.stderr.write(f"Cannot start: {exc}\n")
        return 2
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
