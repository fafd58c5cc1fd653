"""Every Discord side effect of the bot, in one place: replies, public posts, edits and direct messages.

Handlers describe what to show as a :class:`Post`; :class:`Messenger` turns it into Discord calls and
handles their failures once: a missing permission becomes :class:`CannotPost` with an admin-readable
reason, a closed DM returns ``False`` and is never retried, a vanished message is ignored.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

import discord

from bot.texts import text

if TYPE_CHECKING:
    from bot.store import GameRow

log = logging.getLogger(__name__)

DM_CLOSED_CODES = frozenset({50007, 50278})
"""Discord error codes for "cannot send messages to this user" (DMs closed, no shared server...)."""

NEEDED_PERMISSIONS: tuple[str, ...] = ("view_channel", "send_messages", "embed_links", "attach_files")
"""What the bot needs in a game channel: read it, post, show the board in an embed, upload images."""
NEEDED_IN_THREADS: tuple[str, ...] = (
    "view_channel",
    "send_messages_in_threads",
    "embed_links",
    "attach_files",
)
"""The same inside a thread, where posting is its own permission."""
THREAD_PERMISSIONS: tuple[str, ...] = ("create_public_threads", "send_messages_in_threads")
"""What the bot needs to play a game in a thread of its own: open it from the lobby, post in it."""
THREAD_EXISTS = 160004
"""Discord's error code for "a thread has already been created for this message"."""
ARCHIVE_MINUTES: Literal[10080] = 10080
"""A game's thread hides from the channel list after a week without messages (the longest Discord has)."""


class CannotPost(Exception):
    """Posting in a channel failed for a reason an admin must fix (permissions, missing channel)."""

    def __init__(self, reason: str, status: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.status = status
        """Discord's HTTP status, when it answered (403: a permission is missing)."""


@dataclass(slots=True)
class Post:
    """A message to show: text, an optional embed, attached files and components."""

    content: str = ""
    embed: discord.Embed | None = None
    files: Sequence[tuple[str, bytes]] = ()
    view: discord.ui.View | None = None
    mentions: Sequence[int] = field(default_factory=tuple)

    def discord_files(self) -> list[discord.File]:
        """Fresh file objects (a ``discord.File`` can be sent only once)."""
        return [discord.File(io.BytesIO(data), filename=name) for name, data in self.files]

    def send_kwargs(self) -> dict[str, Any]:
        """Arguments for sending this as a new message (channel send, reply or follow-up)."""
        kwargs: dict[str, Any] = {
            "content": self.content or None,
            "files": self.discord_files(),
            "allowed_mentions": self.allowed_mentions(),
        }
        if self.embed is not None:
            kwargs["embed"] = self.embed
        if self.view is not None:
            kwargs["view"] = self.view
        return kwargs

    def allowed_mentions(self) -> discord.AllowedMentions:
        """Only the named users are pinged; never everyone, roles or anyone quoted in a name."""
        return discord.AllowedMentions(
            everyone=False, roles=False, users=[discord.Object(u) for u in self.mentions]
        )


def missing_permissions(
    permissions: discord.Permissions, needed: Sequence[str] = NEEDED_PERMISSIONS
) -> list[str]:
    """The names (as Discord's settings show them) of ``needed`` permissions that are missing."""
    return [text(f"permission.{name}") for name in needed if not getattr(permissions, name)]


def plain(name: str) -> str:
    """A player's name made safe for Discord text: no markdown, no mentions."""
    return discord.utils.escape_markdown(discord.utils.escape_mentions(name))


def message_link(guild_id: int | None, channel_id: int, message_id: int) -> str:
    """A jump link to a message."""
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}/{message_id}"


def game_link(row: GameRow) -> str | None:
    """A jump link to a game's current public message, if it has one."""
    if row.message_id is None:
        return None
    return message_link(row.guild_id, row.channel_id, row.message_id)


MESSAGE_LIMIT = 2000
"""The most characters Discord accepts in one message's content."""


def split_message(text: str, limit: int = MESSAGE_LIMIT) -> list[str]:
    """``text`` in pieces of at most ``limit`` characters, broken between lines (a longer line at its
    last space, mid-word only when it has none), nothing but whitespace left out at the breaks."""
    pieces: list[str] = []
    current: list[str] = []
    size = -1
    for line in text.split("\n"):
        while len(line) > limit:
            cut = line.rfind(" ", 1, limit + 1)
            cut = cut if cut > 0 else limit
            pieces.extend(["\n".join(current)] if current else [])
            current, size = [], -1
            pieces.append(line[:cut])
            line = line[cut:]
        if current and size + 1 + len(line) > limit:
            pieces.append("\n".join(current))
            current, size = [], -1
        current.append(line)
        size += 1 + len(line)
    if current:
        pieces.append("\n".join(current))
    return [piece for piece in pieces if piece.strip()] or [""]


class Messenger:
    """Discord calls for the bot, with their errors handled in one place."""

    def __init__(self, client: discord.Client) -> None:
        self._client = client

    async def reply(self, interaction: discord.Interaction, post: Post, *, ephemeral: bool = True) -> None:
        """Answer an interaction with a new message (a follow-up when already answered or deferred)."""
        kwargs = post.send_kwargs()
        kwargs["ephemeral"] = ephemeral
        try:
            if interaction.response.is_done():
                await interaction.followup.send(**kwargs)
            else:
                await interaction.response.send_message(**kwargs)
        except discord.NotFound:
            log.info("interaction %s expired before the reply", interaction.id)

    async def say(self, interaction: discord.Interaction, message: str) -> None:
        """A short ephemeral sentence (refusals, confirmations)."""
        await self.reply(interaction, Post(content=message))

    async def say_long(self, interaction: discord.Interaction, message: str) -> None:
        """An ephemeral text of any length, over as many messages as it needs, split between lines."""
        for piece in split_message(message):
            await self.reply(interaction, Post(content=piece))

    async def update(self, interaction: discord.Interaction, post: Post) -> None:
        """Replace the message a component sits on (the steps of an ephemeral panel)."""
        content, files = post.content or None, post.discord_files()
        try:
            if interaction.response.is_done():
                await interaction.edit_original_response(
                    content=content, embed=post.embed, attachments=files, view=post.view
                )
            else:
                await interaction.response.edit_message(
                    content=content, embed=post.embed, attachments=files, view=post.view
                )
        except discord.NotFound:
            log.info("interaction %s expired before the update", interaction.id)

    def channel(self, channel_id: int, guild_id: int | None) -> discord.PartialMessageable:
        return self._client.get_partial_messageable(channel_id, guild_id=guild_id)

    async def publish(
        self, channel_id: int, guild_id: int | None, post: Post, nonce: str | None = None
    ) -> int:
        """Post publicly in a channel; returns the message id or raises :class:`CannotPost`.

        With a ``nonce`` Discord creates the message at most once: a post repeated within a few
        minutes with the same nonce (after a crash, say) returns the first message instead.
        """
        kwargs = post.send_kwargs()
        if nonce is not None:
            kwargs["nonce"] = nonce
        try:
            message = await self.channel(channel_id, guild_id).send(**kwargs)
        except discord.Forbidden as exc:
            raise CannotPost(f"{exc.status} {exc.text or 'Forbidden'}", exc.status) from exc
        except discord.NotFound as exc:
            raise CannotPost("the channel no longer exists", exc.status) from exc
        except discord.HTTPException as exc:
            raise CannotPost(f"Discord answered {exc.status}") from exc
        return message.id

    async def open_thread(self, channel_id: int, message_id: int, name: str) -> int:
        """Open a public thread from a message; its id (Discord gives it the message's id). A thread
        already opened from the message (before a crash, say) is taken as it is. Raises
        :class:`CannotPost` when Discord refuses (``status`` 403: a permission is missing)."""
        try:
            data = await self._client.http.start_thread_with_message(
                channel_id, message_id, name=name, auto_archive_duration=ARCHIVE_MINUTES
            )
        except discord.HTTPException as exc:
            if exc.code == THREAD_EXISTS:
                return message_id
            raise CannotPost(f"{exc.status} {exc.text or 'refused'}", exc.status) from exc
        return int(data["id"])

    async def edit(self, channel_id: int, guild_id: int | None, message_id: int, post: Post) -> bool:
        """Replace a public message's text, embed and components (files stay); False if that failed."""
        try:
            await (
                self.channel(channel_id, guild_id)
                .get_partial_message(message_id)
                .edit(content=post.content or None, embed=post.embed, view=post.view)
            )
        except discord.HTTPException as exc:
            log.info("could not edit message %s: %s", message_id, exc)
            return False
        return True

    async def replace(self, channel_id: int, guild_id: int | None, message_id: int, post: Post) -> bool:
        """Make a public message show ``post`` instead (its files too, when it has any); False when the
        message is gone, :class:`CannotPost` when Discord refuses. Edits never ping anyone."""
        kwargs: dict[str, Any] = {
            "content": post.content or None,
            "embed": post.embed,
            "view": post.view,
            "allowed_mentions": post.allowed_mentions(),
        }
        if post.files:
            kwargs["attachments"] = post.discord_files()
        try:
            await self.channel(channel_id, guild_id).get_partial_message(message_id).edit(**kwargs)
        except discord.NotFound:
            return False
        except discord.Forbidden as exc:
            raise CannotPost(f"{exc.status} {exc.text or 'Forbidden'}") from exc
        except discord.HTTPException as exc:
            raise CannotPost(f"Discord answered {exc.status}") from exc
        return True

    async def strip_buttons(self, channel_id: int, guild_id: int | None, message_id: int) -> bool:
        """Take the components off an older public message; True when they are off (or it is gone)."""
        try:
            await self.channel(channel_id, guild_id).get_partial_message(message_id).edit(view=None)
        except discord.NotFound:
            return True
        except discord.HTTPException as exc:
            log.info("could not strip buttons from message %s: %s", message_id, exc)
            return False
        return True

    async def dm(self, user_id: int, post: Post, nonce: str | None = None) -> bool:
        """Send a direct message once (``nonce`` as for :meth:`publish`); False when the user does not
        accept DMs (never retried here)."""
        try:
            channel = await self._client.create_dm(discord.Object(user_id))
            if nonce is None:
                await channel.send(content=post.content or None, files=post.discord_files())
            else:
                await channel.send(content=post.content or None, files=post.discord_files(), nonce=nonce)
        except discord.Forbidden as exc:
            if exc.code not in DM_CLOSED_CODES:
                log.warning("DM to %s refused: %s", user_id, exc)
            return False
        except discord.HTTPException as exc:
            log.warning("DM to %s failed: %s", user_id, exc)
            return False
        return True
