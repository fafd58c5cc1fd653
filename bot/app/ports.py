"""What the application needs of the outside world, as narrow interfaces: the channels it posts to.

The Discord adapter's :class:`bot.messaging.Messenger` implements them; the application never sees the
client or an interaction.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from bot.messaging import Post


class Channels(Protocol):
    """Posting to a server's channels and to people's DMs; failures raise or return as documented on
    :class:`bot.messaging.Messenger`."""

    async def publish(
        self, channel_id: int, guild_id: int | None, post: Post, nonce: str | None = None
    ) -> int: ...

    async def edit(self, channel_id: int, guild_id: int | None, message_id: int, post: Post) -> bool: ...

    async def replace(self, channel_id: int, guild_id: int | None, message_id: int, post: Post) -> bool: ...

    async def strip_buttons(self, channel_id: int, guild_id: int | None, message_id: int) -> bool: ...

    async def retire(self, channel_id: int, guild_id: int | None, message_id: int, post: Post) -> bool: ...

    async def dm(self, user_id: int, post: Post, nonce: str | None = None) -> bool: ...


class RoleAnswer(enum.Enum):
    """What came of giving or taking a role: done (or nothing to do), refused for a missing permission
    or a role above the bot's own, or the role no longer exists."""

    DONE = "done"
    FORBIDDEN = "forbidden"
    NO_ROLE = "no_role"


class Roles(Protocol):
    """Giving a server member a role and taking it back (the season's champion)."""

    async def give_role(self, guild_id: int, user_id: int, role_id: int, reason: str) -> RoleAnswer: ...

    async def take_role(self, guild_id: int, user_id: int, role_id: int, reason: str) -> RoleAnswer: ...


class Threads(Protocol):
    """Opening a public thread from a message (idempotent: a thread already opened from it is taken)."""

    async def open_thread(self, channel_id: int, message_id: int, name: str) -> int: ...


class Outside(Channels, Roles, Threads, Protocol):
    """Everything the bot's background work (timers, seasons, tournaments) does on Discord."""
