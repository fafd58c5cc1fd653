"""Games in threads: a starting game moves to a public thread the bot opens from its lobby message.

The lobby's channel is then free for the next lobby, so one channel holds several games at once, one
per thread. A server turns this off with ``/<game> settings threads: False``. Without the permissions a
thread needs, the game plays in the lobby's channel and the server is told once which one is missing
(again only after a thread worked in between).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from bot.components import fit
from bot.messaging import THREAD_PERMISSIONS, CannotPost, Post, missing_permissions, nonce
from bot.texts import text
from rules.i18n import join_list

if TYPE_CHECKING:
    from bot.interactions.context import Ctx
    from bot.store import PlayerRow

log = logging.getLogger(__name__)

NAME_LIMIT = 100
"""Discord's limit on a thread's name."""


def thread_name(game: str, game_id: int, names: Sequence[str]) -> str:
    """A game's thread name: the game, its number and who plays, cut at a word to Discord's limit."""
    name = text("threads.name", game=game, id=game_id, names=", ".join(names))
    return fit(name, NAME_LIMIT)


def _in_lobby_channel(ctx: Ctx) -> bool:
    """Whether the start comes from the lobby's own server text channel (not a thread, DM or voice chat)."""
    return ctx.interaction.channel_id == ctx.row.channel_id and isinstance(
        ctx.interaction.channel, discord.TextChannel
    )


async def place(ctx: Ctx, members: Sequence[PlayerRow]) -> int | None:
    """The thread the starting game of ``ctx`` moves to, or ``None`` when it plays where its lobby is.

    Opening the thread is idempotent: the thread of a message has the message's id, so a start repeated
    after a crash between the thread and the commit finds the same thread.
    """
    row = ctx.row
    guild_id = row.guild_id
    if guild_id is None or row.message_id is None or not _in_lobby_channel(ctx):
        return None
    if not await ctx.tables.store.servers.threads_on(guild_id):
        return None
    missing = missing_permissions(ctx.interaction.app_permissions, THREAD_PERMISSIONS)
    if not missing:
        game = text("teach.practice_title", title=ctx.ui.title) if row.practice else ctx.ui.title
        name = thread_name(game, row.id, [m.name for m in members])
        try:
            thread_id = await ctx.messenger.open_thread(row.channel_id, row.message_id, name)
        except CannotPost as exc:
            log.warning("game %s: no thread, it plays in the channel: %s", row.id, exc.reason)
            if exc.status != 403:
                return None
            missing = missing_permissions(discord.Permissions.none(), THREAD_PERMISSIONS)
        else:
            await ctx.tables.store.servers.threads_work(guild_id)
            return thread_id
    await _say_missing(ctx, guild_id, missing)
    return None


async def _say_missing(ctx: Ctx, guild_id: int, missing: list[str]) -> None:
    """Tell the channel which thread permissions are missing: once per server until a thread works."""
    if not await ctx.tables.store.servers.warn_threads_once(guild_id):
        return
    post = Post(content=text("threads.missing", missing=join_list(missing), command=ctx.command))
    try:
        await ctx.messenger.publish(ctx.row.channel_id, guild_id, post, nonce("threads", ctx.row.id))
    except CannotPost as exc:
        log.warning("game %s: could not say that a thread permission is missing: %s", ctx.row.id, exc.reason)
