"""Slash-command registration: sync only when asked or when the command set changed since last time.

Discord rate-limits command registration, and a global sync takes a while to reach every client, so
the bot stores a hash of what it last registered and skips the call when nothing changed. With a
development guild configured, commands go to that guild only, where they appear at once.

Discord refuses a bulk overwrite as a whole when one field of one command is wrong (HTTP 400, code
50035, with an ``errors`` object naming the field). A refused sync never stops the bot: it says in one
line per field which command and option Discord refused, keeps serving the commands Discord already
has, and tries again at the next start (the hash is stored only after a sync Discord accepted).
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import discord

if TYPE_CHECKING:
    from discord import app_commands

    from bot.config import Settings
    from bot.store import Store


class Registrar(Protocol):
    """What registering the commands needs of the bot: its command tree, settings, id and store."""

    @property
    def tree(self) -> app_commands.CommandTree[Any]: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def application_id(self) -> int | None: ...

    @property
    def store(self) -> Store: ...


log = logging.getLogger(__name__)

_HINTS: Mapping[int, str] = {
    50001: "invite the bot with the applications.commands scope (README, Self-hosting step 2)",
    10004: "DEV_GUILD_ID names a server the bot is not in",
}
"""What an admin can do about a refusal that names no field, by Discord's error code."""


class SyncRefused(Exception):
    """Discord refused the command registration: one readable line per refused field."""

    def __init__(self, lines: Sequence[str]) -> None:
        super().__init__("\n".join(lines))
        self.lines = tuple(lines)


async def _payload(bot: Registrar) -> list[dict[str, Any]]:
    """The command definitions as Discord receives them (localizations included)."""
    translator = bot.tree.translator
    commands = bot.tree.get_commands()
    if translator is not None:
        return [await command.get_translated_payload(bot.tree, translator) for command in commands]
    return [command.to_dict(bot.tree) for command in commands]


async def command_hash(bot: Registrar) -> str:
    """A digest of the command definitions as Discord would receive them (localizations included, so
    a changed translation syncs again), and of where they go."""
    return _digest(bot, await _payload(bot))


def _digest(bot: Registrar, payload: Sequence[Mapping[str, Any]]) -> str:
    target = {"guild": bot.settings.dev_guild_id, "commands": list(payload)}
    return hashlib.sha256(json.dumps(target, sort_keys=True).encode()).hexdigest()


def _meta_key(bot: Registrar) -> str:
    return f"commands:{bot.application_id}"


def _field_errors(
    errors: Mapping[str, Any], path: tuple[str, ...] = ()
) -> Iterator[tuple[tuple[str, ...], str]]:
    """Each refused field of a 50035 ``errors`` object: its path and Discord's words (code in brackets)."""
    for key, value in errors.items():
        if key == "_errors" and isinstance(value, list):
            for error in value:
                yield path, f"{error.get('message', '')} ({error.get('code', '?')})"
        elif isinstance(value, dict):
            yield from _field_errors(value, (*path, key))


def _where(payload: Sequence[Mapping[str, Any]], path: tuple[str, ...]) -> str:
    """``/santacruz replay game, field max_value`` for the path ``0.options.8.options.0.max_value``."""
    names: list[str] = []
    node: Any = payload
    rest = list(path)
    while rest:
        key = rest[0]
        if isinstance(node, list) and key.isdigit() and int(key) < len(node):
            node = node[int(key)]
            if isinstance(node, Mapping) and "name" in node:
                names.append(str(node["name"]))
            rest.pop(0)
        elif isinstance(node, Mapping) and key == "options" and isinstance(node.get("options"), list):
            node = node["options"]
            rest.pop(0)
        else:
            break
    where = "/" + " ".join(names) if names else "the command list"
    field = ".".join(rest)
    return f"{where}, field {field}" if field else where


def refusal_lines(exc: discord.HTTPException, payload: Sequence[Mapping[str, Any]]) -> list[str]:
    """What Discord refused, in one line per field, naming the command and option."""
    errors = getattr(exc, "_errors", None)
    lines = [
        f"Discord refused {_where(payload, path)}: {words}"
        for path, words in _field_errors(errors if isinstance(errors, dict) else {})
    ]
    if not lines:
        reason = exc.text.splitlines()[0] if exc.text else "no reason given"
        hint = _HINTS.get(exc.code)
        lines.append(
            f"Discord refused the slash commands (HTTP {exc.status}, code {exc.code}): {reason}"
            + (f"; {hint}" if hint else "")
        )
    return lines


async def sync_if_changed(bot: Registrar, *, force: bool) -> int | None:
    """Register the commands if forced or changed; the number registered, or ``None`` if skipped.

    Raises :class:`SyncRefused` when Discord refuses them (nothing is stored, so the next start tries
    again).
    """
    payload = await _payload(bot)
    digest = _digest(bot, payload)
    if not force and await bot.store.servers.meta(_meta_key(bot)) == digest:
        log.info("slash commands unchanged since the last sync; not syncing")
        return None
    guild = discord.Object(bot.settings.dev_guild_id) if bot.settings.dev_guild_id else None
    if guild is not None:
        bot.tree.copy_global_to(guild=guild)
    try:
        synced = await bot.tree.sync(guild=guild)
    except discord.HTTPException as exc:
        raise SyncRefused(refusal_lines(exc, payload)) from exc
    await bot.store.servers.set_meta(_meta_key(bot), digest)
    log.info("synced %d slash commands %s", len(synced), f"to guild {guild.id}" if guild else "globally")
    return len(synced)


async def sync_on_start(bot: Registrar) -> None:
    """Sync if the commands changed; a refusal is logged line by line and the bot serves on."""
    try:
        await sync_if_changed(bot, force=False)
    except SyncRefused as refused:
        for line in refused.lines:
            log.error("%s", line)
        log.error(
            "the slash commands were not registered; the bot keeps serving the commands Discord already "
            "has and tries again at the next start (README: Troubleshooting)"
        )
