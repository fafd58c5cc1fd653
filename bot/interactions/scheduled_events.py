"""Discord's guild scheduled events, as the game nights need them (:class:`bot.app.ports.Events`):
create an external event, read one back, and list who marked themselves interested.

A mixin of :class:`bot.interactions.messenger.Messenger`, kept apart so the messenger stays about
messages. Discord's failures become the port's answers here, once.
"""

from __future__ import annotations

import datetime as dt
import logging
from typing import Any

import discord

from bot.app.ports import EventAnswer, EventPlan, EventSeen, EventStatus, Interested
from bot.messaging import CannotPost

log = logging.getLogger(__name__)

GUILD_ONLY = 2
"""Discord's only privacy level for a scheduled event: members of the server."""
EXTERNAL = 3
"""Discord's entity type of an event somewhere else than a voice or stage channel (a text channel)."""
PAGE = 100
"""The most interested people Discord lists in one answer."""
MOST_LISTED = 1000
"""The most interested people read for one night (ten pages): more could never sit at its tables."""


def iso(moment: float) -> str:
    """A time as Discord's ISO 8601 timestamps spell it (UTC, with ``Z``)."""
    return dt.datetime.fromtimestamp(moment, dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def moment(stamp: str) -> float:
    """The epoch seconds of one of Discord's ISO 8601 timestamps."""
    return dt.datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp()


def shown_name(entry: dict[str, Any]) -> str:
    """The name a server shows for an interested person: their nickname there, else their display
    name, else their user name."""
    user = entry.get("user") or {}
    member = entry.get("member") or {}
    return str(member.get("nick") or user.get("global_name") or user.get("username") or "?")


class ScheduledEvents:
    """The :class:`bot.app.ports.Events` port over discord.py's HTTP client."""

    _client: discord.Client

    async def create_event(self, guild_id: int, plan: EventPlan, reason: str) -> int | EventAnswer:
        """Create an external event; its id, or why Discord refused. Raises :class:`CannotPost` when
        Discord is failing for now."""
        try:
            data = await self._client.http.create_guild_scheduled_event(
                guild_id,
                reason=reason,
                name=plan.name,
                description=plan.description,
                privacy_level=GUILD_ONLY,
                entity_type=EXTERNAL,
                entity_metadata={"location": plan.location},
                scheduled_start_time=iso(plan.starts),
                scheduled_end_time=iso(plan.ends),
            )
        except discord.Forbidden:
            return EventAnswer.FORBIDDEN
        except discord.HTTPException as exc:
            if exc.status == 400:
                log.info("event refused in %s: %s", guild_id, exc)
                return EventAnswer.REFUSED
            raise CannotPost(f"Discord answered {exc.status}", exc.status) from exc
        return int(data["id"])

    async def event(self, guild_id: int, event_id: int) -> EventSeen | None:
        """The event as Discord has it now; ``None`` once it was deleted. Raises :class:`CannotPost`
        when Discord is failing for now (or refuses to show it)."""
        try:
            data = await self._client.http.get_scheduled_event(guild_id, event_id, False)
        except discord.NotFound:
            return None
        except discord.HTTPException as exc:
            raise CannotPost(f"Discord answered {exc.status}", exc.status) from exc
        return EventSeen(
            EventStatus(int(data["status"])), moment(data["scheduled_start_time"]), str(data["name"])
        )

    async def interested(self, guild_id: int, event_id: int) -> list[Interested]:
        """Everyone interested in the event (people only, no bots), in Discord's order, a page of
        :data:`PAGE` at a time. Raises :class:`CannotPost` when Discord is failing for now."""
        found: list[Interested] = []
        after: int | None = None
        while len(found) < MOST_LISTED:
            try:
                page = await self._client.http.get_scheduled_event_users(
                    guild_id, event_id, PAGE, True, after=after
                )
            except discord.NotFound:
                break
            except discord.HTTPException as exc:
                raise CannotPost(f"Discord answered {exc.status}", exc.status) from exc
            for entry in page:
                user: dict[str, Any] = dict(entry.get("user") or {})
                if user and not user.get("bot"):
                    found.append(Interested(int(user["id"]), shown_name(dict(entry))))
            if len(page) < PAGE:
                break
            after = int(page[-1]["user"]["id"])
        return found
