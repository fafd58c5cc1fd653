"""Interaction tokens still fresh, by the messages they may edit and the channels they may post in.

For 15 minutes after an interaction Discord lets the bot edit the interaction's own messages (the
clicked message once the click is acknowledged as an update, and every follow-up) and post follow-ups
in its channel with the interaction's token, and those calls do not count against the bot's global
limit of 50 requests a second (issue 46). The messenger spends them on a game's table instead of
channel calls; a token past its time, or one Discord refuses, is forgotten and the channel call is made.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

import discord

LIFETIME = 14 * 60.0
"""Seconds a token is used after it was acknowledged: Discord's 15 minutes less a margin for the time
the interaction took to arrive and for a slow call."""
KEPT = 20_000
"""The most messages and channels remembered (about a bot's clicks of a quarter of an hour at its
busiest); the oldest go first."""


@dataclass(frozen=True, slots=True)
class Handle:
    """How to reach a message through an interaction: its token, and the message's id among the
    interaction's messages (``None``: the interaction's original message)."""

    interaction: discord.Interaction
    message_id: int | None
    until: float


class Tokens:
    """The fresh tokens of this process (in memory only: after a restart the channel calls are made)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._editors: OrderedDict[int, Handle] = OrderedDict()
        self._posters: OrderedDict[int, Handle] = OrderedDict()

    def acknowledged(self, interaction: discord.Interaction, message_id: int | None, may_post: bool) -> None:
        """``interaction`` was answered: ``message_id`` (the public message its original response is,
        if it is one) may be edited through it, and with ``may_post`` its follow-ups may be posted in
        its server channel (not while a "thinking" answer waits: the first follow-up would fill it)."""
        until = self._clock() + LIFETIME
        handle = Handle(interaction, None, until)
        if message_id is not None:
            _keep(self._editors, message_id, handle)
        if may_post and interaction.channel_id is not None and interaction.guild_id is not None:
            _keep(self._posters, interaction.channel_id, handle)

    def followed(self, handle: Handle, message_id: int) -> None:
        """A follow-up ``message_id`` was posted through ``handle``'s interaction: it may be edited so."""
        _keep(self._editors, message_id, Handle(handle.interaction, message_id, handle.until))

    def editor(self, message_id: int) -> Handle | None:
        """A fresh way to edit ``message_id`` through a token, if there is one."""
        return self._fresh(self._editors, message_id)

    def poster(self, channel_id: int) -> Handle | None:
        """A fresh token that may post in ``channel_id``, if there is one."""
        return self._fresh(self._posters, channel_id)

    def forget(self, interaction: discord.Interaction) -> None:
        """Discord refused ``interaction``'s token (expired, unknown): use it no more."""
        for table in (self._editors, self._posters):
            for key in [k for k, h in table.items() if h.interaction is interaction]:
                del table[key]

    def _fresh(self, table: OrderedDict[int, Handle], key: int) -> Handle | None:
        handle = table.get(key)
        if handle is None:
            return None
        if handle.until <= self._clock():
            del table[key]
            return None
        return handle


def _keep(table: OrderedDict[int, Handle], key: int, handle: Handle) -> None:
    """Remember ``handle`` for ``key`` unless a fresher one is kept; drop the oldest past :data:`KEPT`."""
    kept = table.get(key)
    if kept is not None and kept.until > handle.until:
        return
    table[key] = handle
    table.move_to_end(key)
    while len(table) > KEPT:
        table.popitem(last=False)
