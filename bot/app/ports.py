"""What the application needs of the outside world, as narrow interfaces: the channels it posts to.

The Discord adapter's :class:`bot.messaging.Messenger` implements them; the application never sees the
client or an interaction.
"""

from __future__ import annotations

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
