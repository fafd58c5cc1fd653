"""What the bot shows, as values: a :class:`Post` (text, embed, files, components, who may be pinged),
the failure an admin must fix (:class:`CannotPost`), the permissions a game channel needs, message
links, and long text cut to Discord's limit. :class:`bot.interactions.messenger.Messenger` turns posts
into Discord calls."""

from __future__ import annotations

import hashlib
import io
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord

from bot.texts import text

if TYPE_CHECKING:
    from bot.store import GameRow

log = logging.getLogger(__name__)


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


class CannotPost(Exception):
    """Posting in a channel failed: for a reason an admin must fix (permissions, a missing channel), or
    for Discord's (or the database's) trouble of the moment (:attr:`passing`)."""

    def __init__(self, reason: str, status: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.status = status
        """Discord's HTTP status, when it answered (403: a permission is missing)."""

    @property
    def passing(self) -> bool:
        """Whether it is Discord's (or the database's) trouble of the moment, which passes by itself (a
        5xx, a 429 longer than discord.py waits, no answer), not something an admin must fix."""
        return self.status is None or self.status == 429 or self.status >= 500


@dataclass(slots=True)
class Post:
    """A message to show: text, an optional embed, attached files and components; or, with a
    :class:`discord.ui.LayoutView` (Components V2), everything in its components and no text or embed."""

    content: str = ""
    embed: discord.Embed | None = None
    files: Sequence[tuple[str, bytes]] = ()
    view: discord.ui.View | discord.ui.LayoutView | None = None
    mentions: Sequence[int] = field(default_factory=tuple)
    rings: bool = False
    """Whether the post notifies its readers though it mentions nobody (a DM telling a person it is
    their turn); every other post that mentions nobody is sent silently."""

    @property
    def layout(self) -> bool:
        """Whether this is a Components V2 message (Discord refuses content or embeds beside it)."""
        return isinstance(self.view, discord.ui.LayoutView)

    def text_kwargs(self) -> dict[str, Any]:
        """The text and embed arguments of a send or edit (none for a Components V2 message)."""
        if self.layout:
            return {}
        return {"content": self.content or None, "embed": self.embed}

    def discord_files(self) -> list[discord.File]:
        """Fresh file objects (a ``discord.File`` can be sent only once)."""
        return [discord.File(io.BytesIO(data), filename=name) for name, data in self.files]

    def send_kwargs(self) -> dict[str, Any]:
        """Arguments for sending this as a new message (channel send, reply or follow-up)."""
        kwargs: dict[str, Any] = {
            "files": self.discord_files(),
            "allowed_mentions": self.allowed_mentions(),
            "silent": not (self.mentions or self.rings),
        }
        if not self.layout:
            kwargs["content"] = self.content or None
        if self.embed is not None and not self.layout:
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


def timestamp(moment: float, style: str = "R") -> str:
    """A Discord timestamp of the Unix time ``moment``, shown in each reader's own time zone and
    language (``R``: relative, "in 2 hours"; ``f``: date and time)."""
    return f"<t:{int(moment)}:{style}>"


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


NONCE_LENGTH = 25
"""Discord's limit on a message nonce."""


def nonce(*parts: object) -> str:
    """A message nonce naming what a post shows (e.g. ``turn``, game, version): the same post made
    twice gets the same nonce, so Discord keeps only the first."""
    return hashlib.sha256(":".join(map(str, parts)).encode()).hexdigest()[:NONCE_LENGTH]


def of_era(value: str, era: str) -> str:
    """A nonce of the database's era: ``value`` itself until the database is restored from a backup,
    then one of that restore. A restored game plays its versions again, and Discord, which keeps a
    nonce for a few minutes, would otherwise answer the new posts with the discarded timeline's."""
    return nonce(value, era) if era else value
