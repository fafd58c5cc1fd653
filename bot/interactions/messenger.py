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
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal, Protocol

import discord

from bot.app.ports import RoleAnswer
from bot.interactions.scheduled_events import ScheduledEvents
from bot.interactions.tokens import Handle, Tokens
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
LOOK_BACK = 50
"""Messages read back when a post sent as a follow-up may have gone out before a kill."""


class Ledger(Protocol):
    """Where the nonces of posts sent as follow-ups are noted before they go (the store's
    :class:`bot.store.followups.Followups`): Discord keeps no nonce for a follow-up."""

    async def begin(self, nonce: str, channel_id: int, now: float) -> bool: ...

    async def sent(self, nonce: str, message_id: int) -> None: ...

    async def begun(self, nonce: str) -> tuple[float, int | None] | None: ...


@dataclass(slots=True)
class _Held:
    """An interaction whose acknowledgement waits (:meth:`Messenger.defer_soon`): the task that sends it
    late, the lock an answer holds, and how to send it now."""

    interaction: discord.Interaction
    task: asyncio.Task[None]
    lock: asyncio.Lock
    now: Callable[[], Awaitable[None]]


class Messenger(ScheduledEvents):
    """Discord calls for the bot, with their errors handled in one place."""

    def __init__(self, client: discord.Client) -> None:
        self._client = client
        self._late: dict[int, _Held] = {}
        """The interactions acknowledged only if their answer is late (:meth:`defer_soon`)."""
        self.tokens = Tokens()
        """The interactions whose tokens may still edit a message or post in a channel (issue 46)."""
        self.ledger: Ledger | None = None
        """Where follow-up posts are noted (given once the database is open); without it a post that
        carries a nonce always goes through the channel."""
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
        thinking = thinking and not _on_public_message(interaction)

        async def now() -> None:
            async with self._answering(interaction):
                try:
                    if not interaction.response.is_done():
                        await interaction.response.defer(ephemeral=ephemeral, thinking=thinking)
                        self._acknowledged(interaction)
                except discord.HTTPException as exc:
                    log.info("could not acknowledge interaction %s: %s", interaction.id, exc)

        async def acknowledge() -> None:
            await asyncio.sleep(DEFER_AFTER)
            await now()

        task = asyncio.create_task(acknowledge(), name=f"acknowledge-{interaction.id}")
        self._late[interaction.id] = _Held(interaction, task, asyncio.Lock(), now)
        task.add_done_callback(lambda _task: self._late.pop(interaction.id, None))

    async def acknowledge_now(self, interaction: discord.Interaction) -> None:
        """The work of a click is over and nothing answered it (its result shows on a public message):
        the acknowledgement :meth:`defer_soon` holds back goes now, the same one, rather than after
        :data:`DEFER_AFTER` seconds, so the clicker's button stops spinning at once."""
        late = self._late.get(interaction.id)
        if late is not None and not interaction.response.is_done():
            await late.now()

    @asynccontextmanager
    async def _answering(self, interaction: discord.Interaction) -> AsyncIterator[None]:
        """Hold the interaction while answering it, so a late acknowledgement never crosses an answer;
        an answer given calls the acknowledgement off."""
        late = self._late.get(interaction.id)
        if late is None:
            yield
            return
        async with late.lock:
            yield
            if late.task is not asyncio.current_task() and interaction.response.is_done():
                late.task.cancel()

    async def reply(
        self, interaction: discord.Interaction, post: Post, *, ephemeral: bool = True, lend: bool = True
    ) -> None:
        """Answer an interaction with a new message (a follow-up when already answered or deferred). A
        private answer to a click on a public message (a panel, say) acknowledges the click as an update
        of that message first, and comes as a follow-up: the click's token may then edit the message
        clicked and post in its channel outside the global limit (issue 46); without ``lend`` (a
        refusal, which changes nothing) it is the click's one answer."""
        kwargs = post.send_kwargs()
        kwargs["ephemeral"] = ephemeral
        lending = lend and ephemeral and _on_public_message(interaction)
        async with self._answering(interaction):
            try:
                if not interaction.response.is_done() and lending:
                    await interaction.response.defer()
                    self._acknowledged(interaction)
                if interaction.response.is_done():
                    await interaction.followup.send(**kwargs)
                else:
                    await interaction.response.send_message(**kwargs)
                self._acknowledged(interaction, filled=not ephemeral)
            except discord.NotFound:
                log.info("interaction %s expired before the reply", interaction.id)

    async def say(self, interaction: discord.Interaction, message: str) -> None:
        """A short ephemeral sentence (refusals, confirmations)."""
        await self.reply(interaction, Post(content=message), lend=False)

    async def say_long(self, interaction: discord.Interaction, message: str) -> None:
        """An ephemeral text of any length, over as many messages as it needs, split between lines."""
        for piece in split_message(message):
            await self.reply(interaction, Post(content=piece), lend=False)

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
                self._acknowledged(interaction)
            except discord.NotFound:
                log.info("interaction %s expired before the update", interaction.id)

    # --- interaction tokens: a table's edits and posts outside the global limit (issue 46) -----------

    def _acknowledged(self, interaction: discord.Interaction, *, filled: bool = False) -> None:
        """Note what ``interaction``'s token may do now that it is answered: edit the public message it
        was an update of, and post follow-ups in its channel when its original message is public (an
        update of a public message, or a public answer: ``filled``). A follow-up shows as an answer to
        the original, so a token whose original only one person sees never posts for everyone."""
        kind = interaction.response.type
        if kind is None:
            return
        updated = kind in (UPDATED, discord.InteractionResponseType.message_update)
        message = interaction.message
        on = message.id if updated and message is not None and _on_public_message(interaction) else None
        self.tokens.acknowledged(interaction, on, may_post=filled or on is not None)

    def _held(self, channel_id: int, message_id: int | None = None) -> _Held | None:
        """A click in ``channel_id`` (on ``message_id`` when given) whose acknowledgement still waits."""
        for held in list(self._late.values()):
            interaction = held.interaction
            if interaction.channel_id != channel_id or interaction.response.is_done():
                continue
            clicked = interaction.message.id if interaction.message is not None else None
            if message_id is None or clicked == message_id:
                return held
        return None

    async def _update_held(self, held: _Held, kwargs: dict[str, Any]) -> bool:
        """Show ``kwargs`` on the message ``held``'s click was on, as the click's own answer (an update,
        outside the global limit); False when it was answered meanwhile or Discord refused."""
        interaction = held.interaction
        async with held.lock:
            if interaction.response.is_done():
                return False
            try:
                await interaction.response.edit_message(**kwargs)
            except discord.HTTPException as exc:
                log.info("interaction %s could not update its message: %s", interaction.id, exc)
                return False
            self._acknowledged(interaction)
        if held.task is not asyncio.current_task():
            held.task.cancel()
        return True

    async def _poster(self, channel_id: int) -> Handle | None:
        """A fresh token that may post in ``channel_id``: one already answered, or a click there whose
        acknowledgement waits, acknowledged now as an update of its message."""
        handle = self.tokens.poster(channel_id)
        if handle is not None:
            return handle
        held = self._held(channel_id)
        if held is None:
            return None
        await held.now()
        return self.tokens.poster(channel_id)

    async def _by_token(self, channel_id: int, message_id: int, kwargs: dict[str, Any]) -> bool:
        """Edit ``message_id`` with ``kwargs`` through an interaction (a held click on it, or a fresh
        token that answered on it or posted it); False when none can (the channel call is then made)."""
        held = self._held(channel_id, message_id)
        if held is not None and await self._update_held(held, kwargs):
            return True
        handle = self.tokens.editor(message_id)
        if handle is None:
            return False
        try:
            if handle.message_id is None:
                await handle.interaction.edit_original_response(**kwargs)
            else:
                await handle.interaction.followup.edit_message(handle.message_id, **kwargs)
        except discord.HTTPException as exc:
            log.info("message %s not edited through a token (the channel is used): %s", message_id, exc)
            self.tokens.forget(handle.interaction)
            return False
        return True

    async def _follow_up(self, channel_id: int, post: Post, nonce: str | None) -> int | None:
        """Post ``post`` publicly in ``channel_id`` as a fresh interaction's follow-up (outside the global
        limit); its id, or ``None`` when no token may (the channel call is then made). A post with a
        ``nonce`` is noted in the ledger first, and never sent so twice."""
        handle = await self._poster(channel_id)
        if handle is None or (nonce is not None and self.ledger is None):
            return None
        if nonce is not None:
            assert self.ledger is not None
            if not await self.ledger.begin(nonce, channel_id, time.time()):
                return None
        try:
            message = await handle.interaction.followup.send(**post.send_kwargs(), wait=True)
        except discord.HTTPException as exc:
            log.info("post in %s not sent as a follow-up (the channel is used): %s", channel_id, exc)
            self.tokens.forget(handle.interaction)
            return None
        self.tokens.followed(handle, message.id)
        if nonce is not None:
            assert self.ledger is not None
            await self.ledger.sent(nonce, message.id)
        return message.id

    async def _sent_before(self, channel_id: int, post: Post, nonce: str) -> int | None:
        """The message a follow-up of ``nonce`` made before a kill cut the bot short, if it went out: as
        noted, or when the kill came before the note, the bot's message since then with the same buttons
        (a post without buttons is then not found, and is posted again); a message found so is noted."""
        if self.ledger is None:
            return None
        begun = await self.ledger.begun(nonce)
        if begun is None or begun[1] is not None:
            return None if begun is None else begun[1]
        since, wanted = begun[0], _custom_ids(post.view)
        if not wanted:
            return None
        after = discord.utils.time_snowflake(datetime.fromtimestamp(since - 5, tz=UTC))
        try:
            found = await self._client.http.logs_from(channel_id, LOOK_BACK, after=after)
        except discord.HTTPException as exc:
            log.info("could not look for an earlier post in %s: %s", channel_id, exc)
            return None
        me = self._client.user.id if self._client.user is not None else 0
        for message in found:
            data: dict[str, Any] = dict(message)
            if int(data["author"]["id"]) == me and _raw_custom_ids(data.get("components") or []) == wanted:
                await self.ledger.sent(nonce, int(data["id"]))
                return int(data["id"])
        return None

    def channel(self, channel_id: int, guild_id: int | None) -> discord.PartialMessageable:
        return self._client.get_partial_messageable(channel_id, guild_id=guild_id)

    async def publish(
        self, channel_id: int, guild_id: int | None, post: Post, nonce: str | None = None
    ) -> int:
        """Post publicly in a channel; returns the message id or raises :class:`CannotPost`.

        With a ``nonce`` Discord creates the message at most once: a post repeated within a few
        minutes with the same nonce (after a crash, say) returns the first message instead.
        """
        marked = of_era(nonce, self.era) if nonce is not None else None
        followed = await self._follow_up(channel_id, post, marked)
        if followed is not None:
            return followed
        if marked is not None:
            earlier = await self._sent_before(channel_id, post, marked)
            if earlier is not None:
                return earlier
        kwargs = post.send_kwargs()
        if marked is not None:
            kwargs["nonce"] = marked
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
        if await self._by_token(channel_id, message_id, {**post.text_kwargs(), "view": post.view}):
            return True
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

        def kwargs() -> dict[str, Any]:  # fresh files for each try: a discord.File is sent once
            files = {"attachments": post.discord_files()} if post.files else {}
            mentions = post.allowed_mentions()
            return {**post.text_kwargs(), "view": post.view, "allowed_mentions": mentions, **files}

        if await self._by_token(channel_id, message_id, kwargs()):
            return True
        try:
            await self.channel(channel_id, guild_id).get_partial_message(message_id).edit(**kwargs())
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
        if await self._by_token(channel_id, message_id, kwargs):
            return True
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
        if await self._by_token(channel_id, message_id, {"view": None}):
            return True
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


UPDATED = discord.InteractionResponseType.deferred_message_update
"""A click acknowledged as an update of its message: the interaction's original is the clicked message."""


def _on_public_message(interaction: discord.Interaction) -> bool:
    """Whether ``interaction`` is a click on a message everyone sees (not a private panel)."""
    message = interaction.message
    return (
        interaction.type is discord.InteractionType.component
        and message is not None
        and not message.flags.ephemeral
    )


def _custom_ids(view: discord.ui.View | discord.ui.LayoutView | None) -> frozenset[str]:
    """The custom ids of a view's buttons and menus."""
    if view is None:
        return frozenset()
    found = (item.to_component_dict().get("custom_id") for item in view.walk_children())
    return frozenset(str(custom_id) for custom_id in found if custom_id)


def _raw_custom_ids(components: list[Any]) -> frozenset[str]:
    """The custom ids in a message's components as Discord sends them (nested rows and containers)."""
    found: set[str] = set()
    stack = list(components)
    while stack:
        item = stack.pop()
        if not isinstance(item, dict):
            continue
        if item.get("custom_id"):
            found.add(str(item["custom_id"]))
        stack.extend(item.get("components") or [])
        stack.extend(c for c in (item.get("accessory"), item.get("component")) if c is not None)
    return frozenset(found)
