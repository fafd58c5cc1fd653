"""Every Discord side effect of the bot, in one place: replies, public posts, edits and direct messages.

Handlers describe what to show as a :class:`~bot.messaging.Post`; :class:`Messenger` turns it into
Discord calls and handles their failures once: a missing permission becomes
:class:`~bot.messaging.CannotPost` with an admin-readable reason, a closed DM returns ``False`` and is
never retried, a vanished message is ignored. It implements the application's port
:class:`bot.app.ports.Channels` and :class:`bot.app.ports.Roles` (and, through its mixin,
:class:`bot.app.ports.Events`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any, Literal

import discord

from bot.app.ports import RoleAnswer
from bot.interactions.scheduled_events import ScheduledEvents
from bot.messaging import CannotPost, Post, of_era, split_message

log = logging.getLogger(__name__)

DM_CLOSED_CODES = frozenset({50007, 50278})
"""Discord error codes for "cannot send messages to this user" (DMs closed, no shared server...)."""
THREAD_EXISTS = 160004
"""Discord's error code for "a thread has already been created for this message"."""
BAD_REQUEST = 400
"""Discord's status for a request it cannot carry out as sent (e.g. a table edit of an old message)."""
TOO_MANY_REQUESTS = 429
SERVER_ERROR = 500
"""Discord's statuses of a failure that passes (rate limited past discord.py's waits, or Discord down)."""
DEFER_AFTER = 0.6
"""Seconds the bot takes to answer an interaction with its result before it acknowledges it first
(Discord allows 3): most answers come sooner and are then one call instead of two (issue 30)."""
UNKNOWN_ROLE = 10011
"""Discord's error code for a role that does not exist (deleted since it was chosen)."""
ARCHIVE_MINUTES: Literal[10080] = 10080
"""A game's thread hides from the channel list after a week without messages (the longest Discord has)."""


class Messenger(ScheduledEvents):
    """Discord calls for the bot, with their errors handled in one place."""

    def __init__(self, client: discord.Client) -> None:
        self._client = client
        self._late: dict[int, tuple[asyncio.Task[None], asyncio.Lock, Callable[[], Awaitable[None]]]] = {}
        """The interactions acknowledged only if their answer is late (:meth:`defer_soon`)."""
        self.era = ""
        """The database's era, which every nonce sent carries (:func:`bot.messaging.of_era`): empty, or
        the time of its last restore from a backup (read when the bot starts)."""

    def defer_soon(
        self, interaction: discord.Interaction, *, ephemeral: bool = True, thinking: bool = False
    ) -> None:
        """Acknowledge the interaction (``defer``) only if it is not answered within :data:`DEFER_AFTER`
        seconds: an answer that comes sooner is the interaction's one response."""
        if interaction.response.is_done() or interaction.id in self._late:
            return

        async def now() -> None:
            async with self._answering(interaction):
                try:
                    if not interaction.response.is_done():
                        await interaction.response.defer(ephemeral=ephemeral, thinking=thinking)
                except discord.HTTPException as exc:
                    log.info("could not acknowledge interaction %s: %s", interaction.id, exc)

        async def acknowledge() -> None:
            await asyncio.sleep(DEFER_AFTER)
            await now()

        task = asyncio.create_task(acknowledge(), name=f"acknowledge-{interaction.id}")
        self._late[interaction.id] = (task, asyncio.Lock(), now)
        task.add_done_callback(lambda _task: self._late.pop(interaction.id, None))

    async def acknowledge_now(self, interaction: discord.Interaction) -> None:
        """The work of a click is over and nothing answered it (its result shows on a public message):
        the acknowledgement :meth:`defer_soon` holds back goes now, the same one, rather than after
        :data:`DEFER_AFTER` seconds, so the clicker's button stops spinning at once."""
        late = self._late.get(interaction.id)
        if late is not None and not interaction.response.is_done():
            await late[2]()

    @asynccontextmanager
    async def _answering(self, interaction: discord.Interaction) -> AsyncIterator[None]:
        """Hold the interaction while answering it, so a late acknowledgement never crosses an answer;
        an answer given calls the acknowledgement off."""
        late = self._late.get(interaction.id)
        if late is None:
            yield
            return
        task, lock, _now = late
        async with lock:
            yield
            if task is not asyncio.current_task() and interaction.response.is_done():
                task.cancel()

    async def reply(self, interaction: discord.Interaction, post: Post, *, ephemeral: bool = True) -> None:
        """Answer an interaction with a new message (a follow-up when already answered or deferred)."""
        kwargs = post.send_kwargs()
        kwargs["ephemeral"] = ephemeral
        async with self._answering(interaction):
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
        async with self._answering(interaction):
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
            kwargs["nonce"] = of_era(nonce, self.era)
        try:
            message = await self.channel(channel_id, guild_id).send(**kwargs)
        except discord.Forbidden as exc:
            raise CannotPost(f"{exc.status} {exc.text or 'Forbidden'}", exc.status) from exc
        except discord.NotFound as exc:
            raise CannotPost("the channel no longer exists", exc.status) from exc
        except discord.HTTPException as exc:
            raise CannotPost(f"Discord answered {exc.status}", exc.status) from exc
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
                .edit(**post.text_kwargs(), view=post.view)
            )
        except discord.HTTPException as exc:
            log.info("could not edit message %s: %s", message_id, exc)
            return False
        return True

    async def replace(self, channel_id: int, guild_id: int | None, message_id: int, post: Post) -> bool:
        """Make a public message show ``post`` instead (its files too, when it has any); False when the
        message is gone, :class:`CannotPost` when Discord refuses. Edits never ping anyone."""
        kwargs: dict[str, Any] = {
            **post.text_kwargs(),
            "view": post.view,
            "allowed_mentions": post.allowed_mentions(),
        }
        if post.files:
            kwargs["attachments"] = post.discord_files()
        try:
            await self.channel(channel_id, guild_id).get_partial_message(message_id).edit(**kwargs)
        except discord.NotFound:
            return False
        except discord.HTTPException as exc:
            if exc.status == BAD_REQUEST:
                log.info("message %s cannot show this post (posted anew): %s", message_id, exc)
                return False
            if isinstance(exc, discord.Forbidden):
                raise CannotPost(f"{exc.status} {exc.text or 'Forbidden'}", exc.status) from exc
            raise CannotPost(f"Discord answered {exc.status}", exc.status) from exc
        return True

    async def retire(self, channel_id: int, guild_id: int | None, message_id: int, post: Post) -> bool:
        """Turn a superseded public message into ``post`` (a one-line summary, its pictures gone), or, when
        Discord refuses that (a message from before tables were one message), just take its buttons
        off; True when done (or the message is gone)."""
        kwargs: dict[str, Any] = {**post.text_kwargs(), "view": post.view, "attachments": []}
        try:
            await self.channel(channel_id, guild_id).get_partial_message(message_id).edit(**kwargs)
        except discord.NotFound:
            return True
        except discord.HTTPException as exc:
            log.info("could not retire message %s: %s", message_id, exc)
            return await self.strip_buttons(channel_id, guild_id, message_id)
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

    async def give_role(self, guild_id: int, user_id: int, role_id: int, reason: str) -> RoleAnswer:
        """Give a member a role (nothing changes if they have it already)."""
        return await self._role(self._client.http.add_role, guild_id, user_id, role_id, reason)

    async def take_role(self, guild_id: int, user_id: int, role_id: int, reason: str) -> RoleAnswer:
        """Take a role from a member (nothing changes if they do not have it)."""
        return await self._role(self._client.http.remove_role, guild_id, user_id, role_id, reason)

    async def _role(
        self,
        call: Callable[..., Awaitable[None]],
        guild_id: int,
        user_id: int,
        role_id: int,
        reason: str,
    ) -> RoleAnswer:
        """A role change: forbidden (Manage Roles missing, or the role is above the bot's own), a role
        that no longer exists, or done (also when the member left the server: nothing to do). Raises
        :class:`CannotPost` when Discord is failing for now, so the caller tries again later."""
        try:
            await call(guild_id, user_id, role_id, reason=reason)
        except discord.Forbidden:
            return RoleAnswer.FORBIDDEN
        except discord.NotFound as exc:
            if exc.code == UNKNOWN_ROLE:
                return RoleAnswer.NO_ROLE
            log.info("role %s not changed for %s: %s", role_id, user_id, exc)
        except discord.HTTPException as exc:
            raise CannotPost(f"Discord answered {exc.status}", exc.status) from exc
        return RoleAnswer.DONE

    async def dm(self, user_id: int, post: Post, nonce: str | None = None) -> bool:
        """Send a direct message once (``nonce`` as for :meth:`publish`), silently unless ``post`` rings
        (a heads-up that it is the person's turn); False when the user does not accept DMs (never
        retried here). Raises :class:`CannotPost` when Discord is failing for now (5xx, 429): the DMs
        are not closed, the caller tries again later."""
        try:
            channel = await self._client.create_dm(discord.Object(user_id))
            kwargs: dict[str, Any] = {"content": post.content or None, "files": post.discord_files()}
            if post.view is not None:
                kwargs["view"] = post.view
            if nonce is not None:
                kwargs["nonce"] = of_era(nonce, self.era)
            await channel.send(**kwargs, silent=not post.rings)
        except discord.Forbidden as exc:
            if exc.code not in DM_CLOSED_CODES:
                log.warning("DM to %s refused: %s", user_id, exc)
            return False
        except discord.HTTPException as exc:
            if exc.status >= SERVER_ERROR or exc.status == TOO_MANY_REQUESTS:
                raise CannotPost(f"Discord answered {exc.status}", exc.status) from exc
            log.warning("DM to %s failed: %s", user_id, exc)
            return False
        return True
