"""The kinds of the REST calls the bot makes to Discord, and which of them count against Discord's global
limit of 50 requests a second (interaction callbacks and follow-ups do not): what the benchmarks group
the stand-in's recorded calls by."""

from __future__ import annotations

import collections
import re
from collections.abc import Iterable

from playground.fake_discord import Call

KINDS = {
    ("POST", "/interactions/{webhook_id}/{webhook_token}/callback"): "interaction_callback",
    ("POST", "/webhooks/{webhook_id}/{webhook_token}"): "followup_create",
    ("GET", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"): "interaction_message_get",
    ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"): "interaction_message_edit",
    ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"): "interaction_message_edit",
    ("GET", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"): "interaction_message_get",
    ("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"): "interaction_message_delete",
    ("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"): "interaction_message_delete",
    ("POST", "/channels/{channel_id}/messages"): "message_create",
    ("GET", "/channels/{channel_id}/messages"): "message_history",
    ("GET", "/channels/{channel_id}/messages/{message_id}"): "message_get",
    ("PATCH", "/channels/{channel_id}/messages/{message_id}"): "message_edit",
    ("DELETE", "/channels/{channel_id}/messages/{message_id}"): "message_delete",
    ("POST", "/channels/{channel_id}/messages/{message_id}/threads"): "thread_create",
    ("GET", "/channels/{channel_id}"): "channel_get",
    ("POST", "/channels/{channel_id}/typing"): "typing",
    ("POST", "/users/@me/channels"): "dm_channel_create",
}
"""Readable kinds of the REST routes (method, discord.py's template); others are named by their route."""
INTERACTION_KINDS = frozenset(
    {
        "interaction_callback",
        "followup_create",
        "interaction_message_get",
        "interaction_message_edit",
        "interaction_message_delete",
    }
)
"""Kinds answered through an interaction's token: not counted by Discord against the global limit."""


def request_kind(call: Call, dm_channels: set[int]) -> str:
    """A readable kind of a REST call: ``message_create``, ``dm_message_create``, ``thread_create``..."""
    kind = KINDS.get((call.method, call.template), f"{call.method} {call.template}")
    if kind == "message_create" and _channel_of(call.path) in dm_channels:
        return "dm_message_create"
    return kind


def _channel_of(path: str) -> int:
    match = re.match(r"/channels/(\d+)", path)
    return int(match[1]) if match else 0


def counted(calls: Iterable[Call], dm_channels: set[int]) -> collections.Counter[str]:
    """The successful calls of ``calls`` that count against the global limit, by kind."""
    kinds = (request_kind(c, dm_channels) for c in calls if c.ok)
    return collections.Counter(k for k in kinds if k not in INTERACTION_KINDS)
