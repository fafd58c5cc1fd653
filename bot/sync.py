"""Slash-command registration: sync only when asked or when the command set changed since last time.

Discord rate-limits command registration, and a global sync takes a while to reach every client, so
the bot stores a hash of what it last registered and skips the call when nothing changed. With a
development guild configured, commands go to that guild only, where they appear at once.
"""

from __future__ import annotations

import hashlib
import json
import logging
from typing import TYPE_CHECKING

import discord

if TYPE_CHECKING:
    from bot.client import GameBot

log = logging.getLogger(__name__)


async def command_hash(bot: GameBot) -> str:
    """A digest of the command definitions as Discord would receive them (localizations included, so
    a changed translation syncs again), and of where they go."""
    translator = bot.tree.translator
    commands = bot.tree.get_commands()
    if translator is not None:
        payload = [await command.get_translated_payload(bot.tree, translator) for command in commands]
    else:
        payload = [command.to_dict(bot.tree) for command in commands]
    target = {"guild": bot.settings.dev_guild_id, "commands": payload}
    return hashlib.sha256(json.dumps(target, sort_keys=True).encode()).hexdigest()


def _meta_key(bot: GameBot) -> str:
    return f"commands:{bot.application_id}"


async def sync_if_changed(bot: GameBot, *, force: bool) -> int | None:
    """Register the commands if forced or changed; the number registered, or ``None`` if skipped."""
    digest = await command_hash(bot)
    if not force and await bot.store.meta(_meta_key(bot)) == digest:
        log.info("slash commands unchanged since the last sync; not syncing")
        return None
    guild = discord.Object(bot.settings.dev_guild_id) if bot.settings.dev_guild_id else None
    if guild is not None:
        bot.tree.copy_global_to(guild=guild)
    synced = await bot.tree.sync(guild=guild)
    await bot.store.set_meta(_meta_key(bot), digest)
    log.info("synced %d slash commands %s", len(synced), f"to guild {guild.id}" if guild else "globally")
    return len(synced)
