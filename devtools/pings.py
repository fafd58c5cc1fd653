"""Who the bot's messages notify, read from what the fake Discord received: a ping is a new message
that mentions a person whom its ``allowed_mentions`` lets Discord notify and that is not sent silently
(the suppress-notifications flag), or a direct message that is not silent."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from devtools.leaks import moments
from devtools.table import shown_text
from playground.fake_discord import FakeHTTP, Sent
from rules import registry

SUPPRESS_NOTIFICATIONS = 1 << 12
"""Discord's message flag for a message that notifies nobody (``@silent``)."""
NEW = ("channel", "followup")
"""The sent kinds that make a new message (edits never notify)."""


@dataclass(frozen=True, slots=True)
class Noise:
    """What a stretch of the bot's traffic did to people's phones."""

    pings: Counter[int]
    """Notifications per person (mentions in channel messages and ringing direct messages)."""
    silent: int
    """New channel messages sent silently."""
    loud: int
    """New channel messages that notified someone."""


def _mentioned(sent: Sent) -> set[int]:
    allowed = (sent["body"].get("allowed_mentions") or {}).get("users") or []
    shown = {int(u) for u in re.findall(r"<@!?([0-9]+)>", shown_text(sent["data"]))}
    return {int(u) for u in allowed} & shown


def noise(fake: FakeHTTP) -> Noise:
    """Count the pings and the silent and loud messages the fake Discord received so far."""
    dm_channels = set(fake.dm_channels.values())
    pings: Counter[int] = Counter()
    silent = loud = 0
    for sent in fake.outgoing():
        if sent["kind"] not in NEW or sent["ephemeral"]:
            continue
        quiet = bool(sent["flags"] & SUPPRESS_NOTIFICATIONS)
        if sent["channel_id"] in dm_channels:
            if not quiet:
                owner = next(u for u, c in fake.dm_channels.items() if c == sent["channel_id"])
                pings[owner] += 1
            continue
        who = _mentioned(sent) if not quiet else set()
        pings.update(who)
        if who:
            loud += 1
        else:
            silent += 1
    return Noise(pings, silent, loud)


def turns(
    record: dict[str, Any],
    actions: Sequence[tuple[int, int | None, str]],
    users: Mapping[int, int],
    game: str,
) -> Counter[int]:
    """How many turns each person had in a game: stretches of versions in which it waited for them
    (``users``: seat to person)."""
    module = registry.game(game)
    out: Counter[int] = Counter()
    before: frozenset[int] = frozenset()
    for moment in moments(record, actions, game):
        now = frozenset(module.awaiting(moment.state))
        out.update(users[seat] for seat in now - before if seat in users)
        before = now
    return out
