"""What the application needs of the outside world, as narrow interfaces: the channels it posts to.

The Discord adapter's :class:`bot.messaging.Messenger` implements them; the application never sees the
client or an interaction.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
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


class EventStatus(enum.Enum):
    """A Discord scheduled event's status, as Discord numbers it."""

    SCHEDULED = 1
    ACTIVE = 2
    COMPLETED = 3
    CANCELED = 4


class EventAnswer(enum.Enum):
    """Why Discord refused to create a scheduled event: the bot lacks Manage Events, or the times were
    refused (a start in the past)."""

    FORBIDDEN = "forbidden"
    REFUSED = "refused"


@dataclass(frozen=True, slots=True)
class EventPlan:
    """A scheduled event to create: its name, description, where (a text) and its span (epoch seconds)."""

    name: str
    description: str
    location: str
    starts: float
    ends: float


@dataclass(frozen=True, slots=True)
class EventSeen:
    """A scheduled event as Discord has it now."""

    status: EventStatus
    starts: float
    name: str


@dataclass(frozen=True, slots=True)
class Interested:
    """A person who marked themselves interested in an event, with the name the server shows."""

    user_id: int
    name: str


class Events(Protocol):
    """A server's scheduled events (game nights): create one, read one, and who is interested in it."""

    async def create_event(self, guild_id: int, plan: EventPlan, reason: str) -> int | EventAnswer: ...

    async def event(self, guild_id: int, event_id: int) -> EventSeen | None: ...

    async def interested(self, guild_id: int, event_id: int) -> list[Interested]: ...


class Outside(Channels, Roles, Threads, Events, Protocol):
    """Everything the bot's background work (timers, seasons, tournaments, game nights) does on Discord."""
