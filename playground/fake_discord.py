"""An in-process fake of Discord's REST API for adapter tests (DESIGN.md, testing pyramid item 4).

The real ``discord.Client`` runs unchanged: :func:`logged_in` patches the two places where discord.py
talks HTTP (``discord.http.HTTPClient.request`` for bot REST calls and
``discord.webhook.async_.AsyncWebhookAdapter.request`` for interaction callbacks and follow-ups, which do
*not* go through ``HTTPClient.request``), then calls the real ``client.login`` (so ``setup_hook`` runs).
Payload builders (:func:`slash`, :func:`button`, :func:`select`, ...) make gateway
``INTERACTION_CREATE`` dicts; :func:`dispatch` feeds one to ``ConnectionState.parse_interaction_create``
(the real command tree, view store and ``DynamicItem`` routing) and waits until every task it spawned
has finished. Every REST call is recorded in :attr:`FakeHTTP.calls` and answered with plausible JSON;
:meth:`FakeHTTP.fail` makes chosen calls raise the real ``discord.Forbidden``/``HTTPException``.

Guild scheduled events are kept as Discord keeps them (:attr:`FakeHTTP.scheduled_events`, refused where
Discord refuses: no Manage Events, a start in the past, a status change it does not allow); each change
is also the gateway dispatch Discord sends (:attr:`FakeHTTP.gateway_events`), and helpers stand for
people in Discord's own UI (:meth:`FakeHTTP.mark_interested`, :meth:`FakeHTTP.admin_edit_event` ...).
:func:`deliver` feeds such a dispatch to discord.py's own parser and waits for what it started.

Typical use::

    async with logged_in(MyBot()) as (bot, http):
        await dispatch(bot, slash("game", "start", {"players": 3}))
        [reply] = http.interaction_responses()
        assert reply["ephemeral"]
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import copy
import datetime
import fnmatch
import hashlib
import itertools
import json
import logging
import re
import time
from collections.abc import AsyncIterator, Callable, Iterable, Iterator, Mapping, MutableMapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, TypedDict, TypeVar, cast

import discord
import discord.http
import discord.webhook.async_
from discord.http import Route

from playground.strict.check import INVALID_FORM, Refusal, Strict
from playground.strict.errors import FieldError
from playground.strict.limits import IS_COMPONENTS_V2

__all__ = [
    "APP_ID",
    "BOT_ID",
    "CHANNEL_ID",
    "GUILD_ID",
    "OWNER_ID",
    "PUBLIC_THREAD",
    "USER_ID",
    "Call",
    "Change",
    "FakeHTTP",
    "FakeResponse",
    "Fault",
    "Opt",
    "Sent",
    "SentFile",
    "add_guild",
    "autocomplete",
    "button",
    "deliver",
    "dispatch",
    "http_error",
    "logged_in",
    "login",
    "make_interaction",
    "member_payload",
    "modal_submit",
    "select",
    "settle",
    "shut_down",
    "slash",
    "thread_payload",
    "user_payload",
]

JSON = Any
Change = Literal["message", "delete", "channel", "commands"]
ClientT = TypeVar("ClientT", bound=discord.Client)
T = TypeVar("T")

DISCORD_EPOCH_MS = 1420070400000
APP_ID = 1300000000000000001
BOT_ID = APP_ID  # applications created since 2019 share their id with their bot user
OWNER_ID = 1300000000000000002
GUILD_ID = 1300000000000000100
CHANNEL_ID = 1300000000000000200
OTHER_GUILD = GUILD_ID + (1 << 22)
"""A server of shard 1 of 2 (``GUILD_ID`` is on shard 0)."""
USER_ID = 1300000000000000300

EPHEMERAL = 1 << 6
LOADING = 1 << 7
ACK_WINDOW = 3.0
"""Seconds Discord gives a bot to answer an interaction; later, the callback is refused with 10062
(https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction)."""
TOKEN_LIFETIME = 15 * 60.0
"""Seconds an interaction token stays valid for follow-ups and edits (same page)."""
NONCE_WINDOW = 300.0
"""Seconds in which Discord refuses to create a second message with the same enforced nonce (its docs
say "the past few minutes")."""

DEFAULT_MEMBER_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    embed_links=True,
    attach_files=True,
    add_reactions=True,
    read_message_history=True,
    use_external_emojis=True,
    use_application_commands=True,
).value
DEFAULT_APP_PERMISSIONS = (
    discord.Permissions(DEFAULT_MEMBER_PERMISSIONS)
    | discord.Permissions(manage_messages=True, create_public_threads=True)
).value
PUBLIC_THREAD = 11
HAS_THREAD = 1 << 5
"""Message flag: a thread was started from this message."""

EVENT_SCHEDULED, EVENT_ACTIVE, EVENT_COMPLETED, EVENT_CANCELED = 1, 2, 3, 4
"""A guild scheduled event's ``status``
(https://discord.com/developers/docs/resources/guild-scheduled-event#guild-scheduled-event-object)."""
EVENT_TRANSITIONS: dict[int, frozenset[int]] = {
    EVENT_SCHEDULED: frozenset({EVENT_ACTIVE, EVENT_CANCELED}),
    EVENT_ACTIVE: frozenset({EVENT_COMPLETED}),
    EVENT_COMPLETED: frozenset(),
    EVENT_CANCELED: frozenset(),
}
"""The status changes Discord allows (same page): once COMPLETED or CANCELED, never again."""
STAGE_EVENT, VOICE_EVENT, EXTERNAL_EVENT = 1, 2, 3
"""A scheduled event's ``entity_type``: in a stage channel, in a voice channel, somewhere else."""
EVENT_FIELDS = frozenset(
    {
        "channel_id",
        "entity_metadata",
        "name",
        "privacy_level",
        "scheduled_start_time",
        "scheduled_end_time",
        "description",
        "entity_type",
        "image",
        "status",
    }
)
"""What ``PATCH /guilds/{id}/scheduled-events/{id}`` may change."""
SCHEDULE_PAST = ("GUILD_SCHEDULED_EVENT_SCHEDULE_PAST", "Cannot schedule event in the past.")
"""Discord's field error for a start time not in the future (code and message as Discord sends them)."""
FIELD_REQUIRED = ("BASE_TYPE_REQUIRED", "This field is required")
END_BEFORE_START = ("GUILD_SCHEDULED_EVENT_END_BEFORE_START", "Cannot end the event before it starts.")
"""An end time not after the start. Discord refuses it with 50035; the field code and words are the
fake's own (Discord does not document them)."""
BAD_STATUS = ("GUILD_SCHEDULED_EVENT_INVALID_STATUS_TRANSITION", "Cannot change the status this way.")
"""A status change Discord does not allow (50035 on ``status``; code and words the fake's own)."""

ERROR_MESSAGES: dict[int, str] = {
    0: "",
    10003: "Unknown Channel",
    10007: "Unknown Member",
    10008: "Unknown Message",
    10011: "Unknown Role",
    10013: "Unknown User",
    10015: "Unknown Webhook",
    10062: "Unknown interaction",
    10070: "Unknown Guild Scheduled Event",
    40005: "Request entity too large",
    40060: "Interaction has already been acknowledged.",
    50005: "Cannot edit a message authored by another user",
    50027: "Invalid Webhook Token",
    50001: "Missing Access",
    50007: "Cannot send messages to this user",
    50013: "Missing Permissions",
    50024: "Cannot execute action on this channel type",
    50035: "Invalid Form Body",
    160004: "A thread has already been created for this message",
}
STATUS_OF_CODE: dict[int, int] = {
    10003: 404,
    10007: 404,
    10008: 404,
    10011: 404,
    10013: 404,
    10015: 404,
    10062: 404,
    10070: 404,
    40005: 413,
    40060: 400,
    50005: 403,
    50027: 401,
    50001: 403,
    50007: 403,
    50013: 403,
    50024: 400,
    50035: 400,
    160004: 400,
}
REASONS: dict[int, str] = {
    400: "Bad Request",
    401: "Unauthorized",
    403: "Forbidden",
    404: "Not Found",
    405: "Method Not Allowed",
    413: "Payload Too Large",
    429: "Too Many Requests",
    500: "Internal Server Error",
    502: "Bad Gateway",
    503: "Service Unavailable",
}

_snowflake_seq = itertools.count(1)


def new_snowflake() -> int:
    """A fresh, unique snowflake whose timestamp is now."""
    ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
    return (ms << 22) | (next(_snowflake_seq) & 0x3FFFFF)


def _now_iso() -> str:
    return datetime.datetime.now(datetime.UTC).isoformat()


def _perm_str(value: int | str | discord.Permissions) -> str:
    if isinstance(value, discord.Permissions):
        return str(value.value)
    return str(int(value))


_ATOMS: frozenset[type] = frozenset({str, int, float, bool, type(None)})
"""The immutable JSON value types: a copy may share them."""


def _clone(value: T) -> T:
    """A deep copy of a JSON-like value, several times cheaper than ``copy.deepcopy``.

    Dicts, lists and tuples are copied level by level (each keeps its exact type) and strings, numbers,
    booleans and ``None`` are shared, as ``copy.deepcopy`` shares them; anything else goes through
    ``copy.deepcopy``. Unlike ``copy.deepcopy`` it keeps no memo: a container referenced twice in
    ``value`` is copied twice, which no JSON body or message can tell apart.
    """
    return cast(T, _copied(value))


def _copied(value: Any) -> Any:
    kind = type(value)
    if kind is dict:
        return {key: item if type(item) in _ATOMS else _copied(item) for key, item in value.items()}
    if kind is list:
        return [item if type(item) in _ATOMS else _copied(item) for item in value]
    if kind in _ATOMS:
        return value
    if kind is tuple:
        return tuple(_copied(item) for item in value)
    return copy.deepcopy(value)


# --- errors -------------------------------------------------------------------------------------


class FakeResponse:
    """The few attributes of an ``aiohttp.ClientResponse`` that ``discord.HTTPException`` reads."""

    def __init__(self, status: int, *, method: str = "GET", url: str = "", reason: str | None = None) -> None:
        self.status = status
        self.reason = reason if reason is not None else REASONS.get(status, "Error")
        self.method = method
        self.url = url
        self.headers: dict[str, str] = {}

    def __repr__(self) -> str:
        return f"<FakeResponse {self.status} {self.reason} {self.method} {self.url}>"


def http_error(
    status: int | None = None,
    code: int | None = None,
    message: str | None = None,
    *,
    method: str = "GET",
    path: str = "",
    errors: Mapping[str, Any] | None = None,
) -> discord.HTTPException:
    """The exception discord.py raises for this status and Discord error code (403 -> ``Forbidden`` ...)."""
    if status is None:
        status = STATUS_OF_CODE.get(code or 0, 400)
    if code is None:
        code = {403: 50013, 404: 10008}.get(status, 0)
    if message is None:
        message = ERROR_MESSAGES.get(code) or f"{status}: {REASONS.get(status, 'Error')}"
    body: dict[str, Any] = {"message": message, "code": code}
    if errors is not None:
        body["errors"] = dict(errors)
    response = FakeResponse(status, method=method, url=Route.BASE + path)
    if status == 403:
        return discord.Forbidden(response, body)  # type: ignore[arg-type]
    if status == 404:
        return discord.NotFound(response, body)  # type: ignore[arg-type]
    if status >= 500:
        return discord.DiscordServerError(response, body)  # type: ignore[arg-type]
    return discord.HTTPException(response, body)  # type: ignore[arg-type]


def refusal_error(refusal: Refusal) -> discord.HTTPException:
    """The exception discord.py raises for Discord's answer to a refused request (a 429 carries its
    wait, which the HTTP fake puts into the response)."""
    exc = http_error(
        refusal.status,
        refusal.code,
        refusal.message,
        method=refusal.method,
        path=refusal.path,
        errors=refusal.errors,
    )
    if refusal.retry_after is not None:
        exc.retry_after = refusal.retry_after  # type: ignore[attr-defined]
        exc.is_global = refusal.is_global  # type: ignore[attr-defined]
    return exc


# --- the record ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class SentFile:
    """One uploaded file: its name and its bytes."""

    name: str
    data: bytes


@dataclass
class Call:
    """One REST call the client made, with what the fake answered (or raised).

    A record, to read and not to change: ``response`` and ``message`` are snapshots taken as the call
    was answered, and they may be one object (a call answered with the message it made), also shared
    with the :class:`Sent` made of the call.
    """

    method: str
    path: str
    template: str
    json: JSON
    files: list[SentFile] = field(default_factory=list)
    params: dict[str, Any] | None = None
    via: Literal["http", "webhook"] = "http"
    response: JSON = None
    error: discord.HTTPException | None = None
    message: dict[str, Any] | None = None  # the message this call created or edited, as it stood after it
    at: float = field(default_factory=time.monotonic)  # when the call arrived
    duplicate: bool = False  # a create with an enforced nonce already seen: Discord returned the old message

    @property
    def ok(self) -> bool:
        """Whether the call succeeded."""
        return self.error is None


class Sent(TypedDict):
    """A message-creating or message-editing call as the recipient would see it.

    Its ``body`` and ``data`` are the call's ``json`` and its ``message`` the call's ``message``: a
    record, to read and not to change.
    """

    kind: Literal["channel", "channel_edit", "callback", "followup", "webhook_edit"]
    call: Call
    channel_id: int | None
    message_id: int | None
    token: str | None
    type: int | None
    body: dict[str, Any]
    data: dict[str, Any]
    content: str | None
    embeds: list[dict[str, Any]]
    components: list[dict[str, Any]]
    flags: int
    ephemeral: bool
    files: dict[str, bytes]
    filenames: list[str]
    message: dict[str, Any] | None


PathMatcher = str | re.Pattern[str] | Callable[[str], bool]


@dataclass
class Fault:
    """An injected failure: calls matching ``method`` and ``path`` raise ``error`` (``times`` left)."""

    method: str | None
    path: PathMatcher
    status: int
    code: int
    message: str | None
    times: int | None
    hits: int = 0

    def matches(self, method: str, path: str) -> bool:
        """Whether this fault applies to a call."""
        if self.times is not None and self.hits >= self.times:
            return False
        if self.method is not None and self.method.upper() != method:
            return False
        if isinstance(self.path, re.Pattern):
            return self.path.fullmatch(path) is not None
        if callable(self.path):
            return bool(self.path(path))
        return fnmatch.fnmatchcase(path, self.path) if "*" in self.path else self.path == path

    def error(self, method: str, path: str) -> discord.HTTPException:
        """A fresh exception for one matching call."""
        return http_error(self.status, self.code, self.message, method=method, path=path)


@dataclass
class _Interaction:
    payload: dict[str, Any]
    acked: int | None = None  # the callback type, once acknowledged
    original_id: int | None = None
    created: float = field(default_factory=time.monotonic)  # when Discord sent it to the bot


Handler = Callable[["FakeHTTP", Call, "re.Match[str]"], JSON]


# --- the fake -----------------------------------------------------------------------------------


class FakeHTTP:
    """Records and answers every REST call of discord.py while installed (see :meth:`install`)."""

    _active: ClassVar[FakeHTTP | None] = None
    _routes: ClassVar[list[tuple[str, re.Pattern[str], Handler]]] = []

    def __init__(
        self,
        *,
        app_id: int = APP_ID,
        bot_id: int = BOT_ID,
        bot_name: str = "TestBot",
        owner_id: int = OWNER_ID,
    ) -> None:
        self.app_id = app_id
        self.bot_user: dict[str, Any] = {
            **user_payload(bot_id, bot_name),
            "bot": True,
            "verified": True,
            "mfa_enabled": False,
            "flags": 0,
            "email": None,
        }
        self.owner = user_payload(owner_id, "owner")
        self.calls: list[Call] = []
        self._sent: list[Sent] = []  # successful message calls, indexed as they complete (queries stay fast)
        self._by_token: dict[str, list[Sent]] = {}
        self._by_kind: dict[str, list[Sent]] = {}
        self._by_channel_kind: dict[tuple[int | None, str], list[Sent]] = {}
        self._by_token_kind: dict[tuple[str, str], list[Sent]] = {}
        self.unhandled: list[Call] = []
        self.faults: list[Fault] = []
        self.messages: dict[int, dict[str, Any]] = {}
        self.deleted: set[int] = set()
        self.files_by_url: MutableMapping[str, bytes] = {}
        self.users: dict[int, dict[str, Any]] = {}
        self.channels: dict[int, dict[str, Any]] = {}
        self.dm_channels: dict[int, int] = {}  # user id -> DM channel id
        self.global_commands: dict[str, dict[str, Any]] = {}
        self.guild_commands: dict[int, dict[str, dict[str, Any]]] = {}
        self.interactions: dict[str, _Interaction] = {}
        self.nonces: dict[str, tuple[float, int]] = {}  # enforced nonce -> (when, message id)
        self.nonce_window = NONCE_WINDOW
        self.spawned: set[asyncio.Task[Any]] = set()
        self._saved: list[tuple[type, str, Any]] = []
        self.strict = Strict()
        """The strict gate: what Discord would refuse is refused (playground/strict)."""
        self.clock: Callable[[], float] = time.monotonic
        """The clock of interaction deadlines (tests move it to let a token expire)."""
        self.ack_window = ACK_WINDOW
        self.token_lifetime = TOKEN_LIFETIME
        self.changes: list[tuple[Change, int]] | None = None
        """What the calls changed, in order, when a watcher asked for it (a list, not ``None``): a
        message created or edited, a message deleted, a channel (thread) created, the commands (id 0)."""
        self.roles: dict[int, dict[int, dict[str, Any]]] = {}
        """Each guild's roles by id (see :meth:`add_role`); @everyone is not listed."""
        self.member_roles: dict[tuple[int, int], set[int]] = {}
        """The roles the bot gave or took: (guild, user) -> role ids."""
        self.bot_role_position: dict[int, int] = {}
        """Per guild, the position of the bot's highest role that has Manage Roles (no entry: the bot
        may not manage roles there)."""
        self.watchers: list[Callable[[Call], None]] = []
        """Called after each call is handled (answered or refused), e.g. by the playground's page."""
        self.scheduled_events: dict[int, dict[str, Any]] = {}
        """Every guild's scheduled events by id, each Discord's GuildScheduledEvent object (its
        ``user_count`` kept up to date; a REST answer shows it only when asked, ``with_user_count``)."""
        self.event_users: dict[int, list[int]] = {}
        """Per scheduled event, the ids of the users marked interested, in the order they did."""
        self.events_denied: set[int] = set()
        """The guilds where the bot lacks Manage Events (see :meth:`let_manage_events`)."""
        self.wall: Callable[[], float] = time.time
        """The wall clock (epoch seconds) a scheduled event's start "in the past" is judged by (tests
        may replace it)."""
        self.gateway_events: list[tuple[str, dict[str, Any]]] = []
        """Gateway dispatches Discord sends for what changed scheduled events (``(event name, data)``,
        oldest first), appended by the routes and by the helpers that stand for people in Discord's
        own UI. The fake Discord server sends them to the bot and takes them off; in-process tests
        hand them to :func:`deliver` themselves."""

    def add_role(
        self, guild_id: int, role_id: int, name: str, position: int, *, managed: bool = False
    ) -> None:
        """A role of a guild, at ``position`` in its role list (higher is more powerful)."""
        self.roles.setdefault(guild_id, {})[role_id] = {
            "id": str(role_id),
            "name": name,
            "position": position,
            "managed": managed,
        }

    def let_manage_roles(self, guild_id: int, position: int | None) -> None:
        """Give the bot Manage Roles in a guild through a role at ``position`` (``None``: take it away)."""
        if position is None:
            self.bot_role_position.pop(guild_id, None)
        else:
            self.bot_role_position[guild_id] = position

    # -- guild scheduled events

    def let_manage_events(self, guild_id: int, allowed: bool) -> None:
        """Give (``True``, the default) or take away the bot's Manage Events permission in a guild."""
        if allowed:
            self.events_denied.discard(guild_id)
        else:
            self.events_denied.add(guild_id)

    def events_of(self, guild_id: int) -> list[dict[str, Any]]:
        """The guild's scheduled events as its GUILD_CREATE carries them (copies, oldest first)."""
        return [_clone(e) for e in self.scheduled_events.values() if e["guild_id"] == str(guild_id)]

    def _announce(self, event: str, data: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        """Record a gateway dispatch in :attr:`gateway_events`; a copy of it for the caller."""
        self.gateway_events.append((event, _clone(dict(data))))
        return event, _clone(dict(data))

    def _known_event(self, event_id: int) -> dict[str, Any]:
        found = self.scheduled_events.get(event_id)
        if found is None:
            raise KeyError(f"the fake knows no scheduled event {event_id}")
        return found

    def create_event_as_admin(
        self, guild_id: int, name: str, start: float, end: float, location: str
    ) -> tuple[int, tuple[str, dict[str, Any]]]:
        """A person with Manage Events creates an external event in Discord's UI (``start`` and ``end``
        in epoch seconds): its id and the GUILD_SCHEDULED_EVENT_CREATE dispatch. Discord's UI, like its
        API, allows no start in the past (:attr:`wall`) and no end before the start: ``ValueError``."""
        if start <= self.wall() or end <= start:
            raise ValueError("Discord schedules no event in the past nor one that ends before it starts")
        owner_id = int(self.owner["id"])
        event = _scheduled_event(
            guild_id,
            creator=_clone(self.owner),
            creator_id=owner_id,
            name=name,
            start=_iso_time(start),
            end=_iso_time(end),
            entity_type=EXTERNAL_EVENT,
            channel_id=None,
            entity_metadata={"location": location},
        )
        self.scheduled_events[int(event["id"])] = event
        self.event_users[int(event["id"])] = []
        return int(event["id"]), self._announce("GUILD_SCHEDULED_EVENT_CREATE", event)

    def mark_interested(self, event_id: int, user_id: int) -> tuple[str, dict[str, Any]]:
        """A member clicks "Interested" on an event: the GUILD_SCHEDULED_EVENT_USER_ADD dispatch.

        ``ValueError`` if they already are, or the event has ended or was canceled (Discord's UI offers
        no button then); ``KeyError`` for an event the fake does not know.
        """
        event = self._known_event(event_id)
        users = self.event_users.setdefault(event_id, [])
        if user_id in users:
            raise ValueError(f"user {user_id} is already interested in event {event_id}")
        if event["status"] not in (EVENT_SCHEDULED, EVENT_ACTIVE):
            raise ValueError(f"event {event_id} has ended (status {event['status']})")
        users.append(user_id)
        event["user_count"] = len(users)
        return self._announce("GUILD_SCHEDULED_EVENT_USER_ADD", _event_user(event, user_id))

    def unmark_interested(self, event_id: int, user_id: int) -> tuple[str, dict[str, Any]]:
        """A member takes their "Interested" back: the GUILD_SCHEDULED_EVENT_USER_REMOVE dispatch
        (``ValueError`` if they were not interested)."""
        event = self._known_event(event_id)
        users = self.event_users.setdefault(event_id, [])
        if user_id not in users:
            raise ValueError(f"user {user_id} is not interested in event {event_id}")
        users.remove(user_id)
        event["user_count"] = len(users)
        return self._announce("GUILD_SCHEDULED_EVENT_USER_REMOVE", _event_user(event, user_id))

    def admin_edit_event(self, event_id: int, **fields: Any) -> tuple[str, dict[str, Any]]:
        """A person with Manage Events edits the event in Discord's UI: the GUILD_SCHEDULED_EVENT_UPDATE
        dispatch with the whole updated event.

        ``fields`` are the event object's (``name="..."``, ``status=2``, ``description``...); a time
        (``scheduled_start_time``, ``scheduled_end_time``) may be an ISO 8601 string or epoch seconds.
        A status change must be one Discord allows (:data:`EVENT_TRANSITIONS`): ``ValueError``.
        """
        event = self._known_event(event_id)
        unknown = set(fields) - EVENT_FIELDS
        if unknown:
            raise TypeError(f"not fields a person can edit on a scheduled event: {sorted(unknown)}")
        status = fields.get("status")
        if not _status_allowed(event["status"], status):
            raise ValueError(f"Discord does not change an event's status from {event['status']} to {status}")
        for key, value in fields.items():
            if key in ("scheduled_start_time", "scheduled_end_time") and value is not None:
                value = _iso_time(value if isinstance(value, int | float) else _epoch(str(value)))
            event[key] = _clone(value)
        return self._announce("GUILD_SCHEDULED_EVENT_UPDATE", event)

    def admin_delete_event(self, event_id: int) -> tuple[str, dict[str, Any]]:
        """A person with Manage Events deletes the event (what Discord's UI does for "Cancel Event"
        too): the GUILD_SCHEDULED_EVENT_DELETE dispatch with the event as it was."""
        event = self._known_event(event_id)
        del self.scheduled_events[event_id]
        self.event_users.pop(event_id, None)
        return self._announce("GUILD_SCHEDULED_EVENT_DELETE", event)

    # -- installation

    @classmethod
    def active(cls) -> FakeHTTP | None:
        """The installed fake, if any."""
        return cls._active

    def install(self) -> None:
        """Patch discord.py's HTTP entry points to answer from this fake."""
        if FakeHTTP._active is not None:
            raise RuntimeError("another FakeHTTP is installed")
        fake = self

        async def http_request(
            http: discord.http.HTTPClient,
            route: Route,
            *,
            files: Sequence[discord.File] | None = None,
            form: Iterable[dict[str, Any]] | None = None,
            **kwargs: Any,
        ) -> JSON:
            if form:
                return fake._handle(
                    route, _payload_json(form), files, kwargs.get("params"), "http", copy_body=False
                )
            return fake._handle(route, kwargs.get("json"), files, kwargs.get("params"), "http")

        async def get_from_cdn(http: discord.http.HTTPClient, url: str) -> bytes:
            try:
                return fake.files_by_url[url]
            except KeyError:
                raise http_error(404, 0, "asset not found", path=url) from None

        async def webhook_request(
            adapter: discord.webhook.async_.AsyncWebhookAdapter,
            route: Route,
            session: Any = None,
            *,
            payload: dict[str, Any] | None = None,
            multipart: list[dict[str, Any]] | None = None,
            files: Sequence[discord.File] | None = None,
            params: dict[str, Any] | None = None,
            **kwargs: Any,
        ) -> JSON:
            if multipart:
                return fake._handle(
                    route, _payload_json(multipart), files, params, "webhook", copy_body=False
                )
            return fake._handle(route, payload, files, params, "webhook")

        patches: list[tuple[type, str, Any]] = [
            (discord.http.HTTPClient, "request", http_request),
            (discord.http.HTTPClient, "get_from_cdn", get_from_cdn),
            (discord.webhook.async_.AsyncWebhookAdapter, "request", webhook_request),
        ]
        for owner, name, replacement in patches:
            self._saved.append((owner, name, owner.__dict__[name]))
            setattr(owner, name, replacement)
        FakeHTTP._active = self

    def uninstall(self) -> None:
        """Restore discord.py's real HTTP entry points."""
        while self._saved:
            owner, name, original = self._saved.pop()
            setattr(owner, name, original)
        if FakeHTTP._active is self:
            FakeHTTP._active = None

    # -- fault injection

    def fail(
        self,
        method: str | None,
        path: PathMatcher,
        *,
        status: int | None = None,
        code: int | None = None,
        message: str | None = None,
        times: int | None = 1,
    ) -> Fault:
        """Make the next ``times`` calls (every call if ``None``) matching method and path raise.

        ``path`` is the formatted path (``/channels/123/messages``): exact, with ``*`` wildcards, a compiled
        regex (full match) or a predicate. ``status`` defaults from ``code`` (50007 -> 403, 10062 -> 404)
        and ``code`` from ``status``. The error is raised at once, even for 5xx: the real client would
        first retry five times with back-off and then raise the same ``DiscordServerError``.
        """
        if status is None:
            status = STATUS_OF_CODE.get(code or 0, 400)
        if code is None:
            code = {403: 50013, 404: 10008}.get(status, 0)
        fault = Fault(method, path, status, code, message, times)
        self.faults.append(fault)
        return fault

    def fail_dm(self, user_id: int, *, code: int = 50007, times: int | None = 1) -> Fault:
        """Make sending a DM to ``user_id`` fail (by default: the user does not accept DMs)."""
        return self.fail("POST", f"/channels/{self.dm_channel_id(user_id)}/messages", code=code, times=times)

    def clear_faults(self) -> None:
        """Forget every injected fault."""
        self.faults.clear()

    # -- the request path

    def _handle(
        self,
        route: Route,
        body: JSON,
        files: Sequence[discord.File] | None,
        params: dict[str, Any] | None,
        via: Literal["http", "webhook"],
        *,
        copy_body: bool = True,
        copy_answer: bool = True,
    ) -> JSON:
        """Record, check and answer one REST call; the answer (a copy of it, with ``copy_answer``).

        Without ``copy_body`` the body is recorded as it is: for JSON the fake decoded itself, which no
        one else holds. Without ``copy_answer`` the answer may be the fake's own state (a stored
        message), for a caller that serializes it before the fake handles anything else.
        """
        path = route.url[len(Route.BASE) :]
        call = Call(
            method=route.method,
            path=path,
            template=route.path,
            json=_clone(body) if copy_body else body,
            files=_read_files(files),
            params=dict(params) if params else None,
            via=via,
        )
        self.calls.append(call)
        try:
            sizes = [(f.name, len(f.data)) for f in call.files]
            refusal = self.strict.check(call.method, path, call.json, sizes)
            if refusal is not None:
                raise refusal_error(refusal)
            for fault in self.faults:
                if fault.matches(call.method, path):
                    fault.hits += 1
                    raise fault.error(call.method, path)
            for method, pattern, handler in self._routes:
                if method == call.method:
                    match = pattern.fullmatch(path)
                    if match is not None:
                        result = handler(self, call, match)
                        call.response = _clone(result)
                        if call.message is None and isinstance(result, dict) and "author" in result:
                            call.message = call.response
                        self._index(call)
                        return _clone(result) if copy_answer else result
            self.unhandled.append(call)
            raise http_error(
                404, 0, f"404: Not Found (the fake does not serve {call.method} {path})", path=path
            )
        except discord.HTTPException as exc:
            call.error = exc
            raise
        finally:
            for watcher in self.watchers:
                watcher(call)

    @classmethod
    def route(cls, method: str, pattern: str) -> Callable[[Handler], Handler]:
        """Register a handler for ``method`` and a path regex (decorator)."""

        def register(handler: Handler) -> Handler:
            cls._routes.append((method, re.compile(pattern), handler))
            return handler

        return register

    # -- state helpers

    def changed(self, kind: Change, ident: int) -> None:
        """Note a change for the watchers (see :attr:`changes`)."""
        if self.changes is not None:
            self.changes.append((kind, ident))

    def refuse(self, call: Call, status: int, code: int) -> discord.HTTPException:
        """Discord's refusal of a call for a reason only the fake's state shows (recorded as such)."""
        message = ERROR_MESSAGES.get(code, "")
        return refusal_error(
            self.strict.refuse(Refusal(call.method, call.path, call.template, status, code, message))
        )

    def register_interaction(self, payload: Mapping[str, Any]) -> None:
        """Remember a dispatched interaction (its token, channel and users) to answer its callbacks."""
        self.interactions[payload["token"]] = _Interaction(_clone(dict(payload)), created=self.clock())
        user = (payload.get("member") or {}).get("user") or payload.get("user")
        if user:
            self.users[int(user["id"])] = _clone(user)
        channel = payload.get("channel")
        if channel:
            data = _clone(channel)
            if payload.get("guild_id"):
                data.setdefault("guild_id", payload["guild_id"])
            self.channels[int(channel["id"])] = data
        message = payload.get("message")
        if message and int(message["id"]) not in self.messages:
            self.messages[int(message["id"])] = _clone(message)

    def dm_channel_id(self, user_id: int) -> int:
        """The id of the DM channel with ``user_id`` (stable, allocated on first use)."""
        if user_id not in self.dm_channels:
            self.dm_channels[user_id] = new_snowflake()
        return self.dm_channels[user_id]

    def user(self, user_id: int) -> dict[str, Any]:
        """The user object for an id (as seen in interactions, else a stub)."""
        if user_id == int(self.bot_user["id"]):
            return {k: self.bot_user[k] for k in user_payload(0)} | {"bot": True}
        return _clone(self.users.get(user_id) or user_payload(user_id))

    def message(self, message_id: int) -> dict[str, Any] | None:
        """The current state of a message the fake knows (``None`` if unknown or deleted)."""
        if message_id in self.deleted:
            return None
        found = self.messages.get(message_id)
        return _clone(found) if found is not None else None

    def command(self, name: str, guild_id: int | None = None) -> dict[str, Any] | None:
        """A registered application command, global or in a guild, by name."""
        table = self.global_commands if guild_id is None else self.guild_commands.get(guild_id, {})
        found = table.get(name)
        return _clone(found) if found is not None else None

    def reset(self) -> None:
        """Forget the recorded calls (the stored messages, users and commands stay)."""
        self.calls.clear()
        self.unhandled.clear()
        self._sent.clear()
        self._by_token.clear()
        self._by_kind.clear()
        self._by_channel_kind.clear()
        self._by_token_kind.clear()

    def _index(self, call: Call) -> None:
        """Record a successful call that created or edited a message, once, in the query indexes."""
        sent = _as_sent(self, call)
        if sent is None or call.duplicate:
            return
        self._sent.append(sent)
        kind = sent["kind"]
        self._by_kind.setdefault(kind, []).append(sent)
        self._by_channel_kind.setdefault((sent["channel_id"], kind), []).append(sent)
        shown = self.shown_as(sent)
        if (
            shown is not None and shown != kind
        ):  # a public message made or edited through an interaction: the channel's too
            self._by_kind.setdefault(shown, []).append(sent)
            self._by_channel_kind.setdefault((sent["channel_id"], shown), []).append(sent)
        if sent["token"] is not None:
            self._by_token.setdefault(sent["token"], []).append(sent)
            self._by_token_kind.setdefault((sent["token"], kind), []).append(sent)

    def shown_as(self, sent: Sent) -> str | None:
        """What a record did to its channel: ``channel`` for a post (a channel post, or a public
        follow-up that made a new message), ``channel_edit`` for an edit of a public message (a channel
        edit, an update, a token's edit); ``None`` for anything else (private, or a callback that made
        no message)."""
        if sent["kind"] in ("channel", "channel_edit"):
            return sent["kind"]
        if sent["ephemeral"] or sent["channel_id"] is None or sent["message_id"] is None:
            return None
        record = self.interactions.get(sent["token"] or "")
        if sent["kind"] == "followup":
            return "channel" if record is None or record.original_id != sent["message_id"] else None
        if sent["kind"] == "webhook_edit" or (sent["kind"] == "callback" and sent["type"] == 7):
            return "channel_edit"
        return None

    # -- message objects

    def _new_message(
        self,
        *,
        channel_id: int,
        body: Mapping[str, Any],
        files: Sequence[SentFile],
        flags: int = 0,
        author: Mapping[str, Any] | None = None,
        message_type: int = 0,
        interaction: _Interaction | None = None,
        message_id: int | None = None,
    ) -> dict[str, Any]:
        msg = _message_skeleton(
            message_id or new_snowflake(),
            channel_id,
            dict(author or self.user(int(self.bot_user["id"]))),
            message_type=message_type,
            flags=flags,
        )
        if interaction is not None:
            payload = interaction.payload
            user = (payload.get("member") or {}).get("user") or payload.get("user") or {}
            msg["webhook_id"] = str(self.app_id)
            msg["application_id"] = str(self.app_id)
            msg["interaction_metadata"] = {
                "id": str(payload["id"]),
                "type": payload["type"],
                "user": _clone(user),
                "authorizing_integration_owners": _clone(payload.get("authorizing_integration_owners", {})),
            }
            if payload["type"] == 2:  # Discord's older field still names the command ("santacruz join")
                data = payload.get("data") or {}
                names = [str(data.get("name", ""))]
                options = data.get("options") or []
                while options and isinstance(options[0], dict) and options[0].get("type") in (1, 2):
                    names.append(str(options[0].get("name", "")))
                    options = options[0].get("options") or []
                msg["interaction"] = {
                    "id": str(payload["id"]),
                    "type": 2,
                    "name": " ".join(names),
                    "user": _clone(user),
                }
        self._apply(msg, body, files, edit=False)
        self.messages[int(msg["id"])] = msg
        return msg

    def _apply(
        self, msg: dict[str, Any], body: Mapping[str, Any] | None, files: Sequence[SentFile], *, edit: bool
    ) -> None:
        """Apply a create/edit body to a stored message; an edit keeps ephemerality and ends loading."""
        body = body or {}
        for key in ("content", "embeds", "tts", "poll"):
            if key in body:
                msg[key] = _clone(body[key]) if body[key] is not None else ("" if key == "content" else [])
        if "components" in body:
            msg["components"] = _number_components(_clone(body["components"] or []))
        old_flags = int(msg.get("flags", 0))
        if edit:
            new_flags = int(body.get("flags") or 0) if "flags" in body else old_flags
            kept = old_flags & (EPHEMERAL | IS_COMPONENTS_V2)
            msg["flags"] = (new_flags & ~(LOADING | EPHEMERAL)) | kept
        elif body.get("flags") is not None:
            msg["flags"] = int(body["flags"])
        if "attachments" in body or files:
            existing = {int(a["id"]): a for a in msg.get("attachments", [])}
            new: list[dict[str, Any]] = []
            if "attachments" in body:
                for entry in body["attachments"] or []:
                    ident = int(entry["id"])
                    if ident < len(files) and ident not in existing:
                        new.append(self._attachment(files[ident], entry))
                    elif ident in existing:
                        new.append(existing[ident])
            else:
                new = list(msg.get("attachments", [])) + [self._attachment(f, {}) for f in files]
            msg["attachments"] = new
        if edit and not old_flags & LOADING:
            msg["edited_timestamp"] = _now_iso()
        self.changed("message", int(msg["id"]))

    def _attachment(self, file: SentFile, entry: Mapping[str, Any]) -> dict[str, Any]:
        ident = new_snowflake()
        url = f"https://cdn.discordapp.com/attachments/{ident}/{file.name}"
        self.files_by_url[url] = file.data
        out: dict[str, Any] = {
            "id": str(ident),
            "filename": file.name,
            "size": len(file.data),
            "url": url,
            "proxy_url": url.replace("cdn.discordapp.com", "media.discordapp.net"),
            "content_type": _content_type(file.name),
        }
        if entry.get("description"):
            out["description"] = entry["description"]
        return out

    def _stored(self, message_id: int, path: str) -> dict[str, Any]:
        msg = self.messages.get(message_id)
        if msg is None or message_id in self.deleted:
            raise http_error(404, 10008, path=path)
        return msg

    def _interaction(self, token: str, interaction_id: int | None = None) -> _Interaction:
        found = self.interactions.get(token)
        if found is None:  # not dispatched through dispatch(): be lenient
            found = _Interaction(
                {"id": str(interaction_id or 0), "type": 2, "token": token, "channel_id": "0"}
            )
            found.acked = 4 if interaction_id is None else None
            self.interactions[token] = found
        return found

    def _acked(self, call: Call, token: str) -> _Interaction:
        record = self._interaction(token)
        if record.acked is None:  # Discord: the webhook exists only after the callback
            raise http_error(404, 10015, path=call.path)
        if self.clock() - record.created > self.token_lifetime:
            raise self.refuse(call, 401, 50027)
        return record

    def _original(self, record: _Interaction, path: str) -> dict[str, Any]:
        if record.original_id is None:
            raise http_error(404, 10008, path=path)
        return self._stored(record.original_id, path)

    # -- query helpers

    def _recorded(self, kind: str, channel_id: int | None = None, token: str | None = None) -> list[Sent]:
        """The records of one kind (in one channel, or answering one interaction), oldest first, from
        the indexes: a look-up, never a scan of everything recorded."""
        if channel_id is not None:
            return list(self._by_channel_kind.get((channel_id, kind), ()))
        if token is not None:
            return list(self._by_token_kind.get((token, kind), ()))
        return list(self._by_kind.get(kind, ()))

    def sent_messages(self, channel_id: int | None = None) -> list[Sent]:
        """Successful ``POST /channels/{id}/messages`` (channel messages and DMs) and public follow-ups that
        made a new message in their channel, oldest first."""
        return self._recorded("channel", channel_id=channel_id)

    def channel_edits(self, channel_id: int | None = None) -> list[Sent]:
        """Successful ``PATCH /channels/{id}/messages/{id}``, and public messages edited through an
        interaction (an update, a token's edit), oldest first."""
        return self._recorded("channel_edit", channel_id=channel_id)

    def interaction_responses(self, token: str | None = None) -> list[Sent]:
        """Successful interaction callbacks (``type``: 4 reply, 5 defer, 6 deferred update, 7 update ...)."""
        return self._recorded("callback", token=token)

    def followups(self, token: str | None = None) -> list[Sent]:
        """Successful follow-up messages (``POST /webhooks/{app}/{token}``)."""
        return self._recorded("followup", token=token)

    def webhook_edits(self, token: str | None = None) -> list[Sent]:
        """Successful edits of interaction messages (``PATCH /webhooks/{app}/{token}/messages/...``)."""
        return self._recorded("webhook_edit", token=token)

    def replies(self, token: str) -> list[Sent]:
        """Everything the bot answered to one interaction: callback, follow-ups and edits, in order."""
        return list(self._by_token.get(token, []))

    def answers(self, token: str) -> list[Sent]:
        """What the person who made one interaction was answered: :meth:`replies` without what the bot
        did in the channel with the interaction's token (a table posted as its follow-up; a public
        message edited through it once the person had a private answer: the channel's, not an answer
        to the person)."""
        out: list[Sent] = []
        private = False
        for sent in self._by_token.get(token, []):
            shown = self.shown_as(sent)
            if shown == "channel" or (private and shown == "channel_edit" and sent["kind"] != "callback"):
                continue
            private = private or sent["ephemeral"]
            out.append(sent)
        return out

    def thread(self, message_id: int) -> dict[str, Any] | None:
        """The thread started from a message (it has the message's id), if any."""
        found = self.channels.get(message_id)
        return _clone(found) if found is not None and found.get("type") == PUBLIC_THREAD else None

    def threads(self, parent_id: int | None = None) -> list[dict[str, Any]]:
        """Every thread the bot started (in ``parent_id`` only, if given), oldest first."""
        return [
            _clone(c)
            for c in self.channels.values()
            if c.get("type") == PUBLIC_THREAD and parent_id in (None, int(c["parent_id"]))
        ]

    def dms(self, user_id: int) -> list[Sent]:
        """Successful DMs to a user."""
        if user_id not in self.dm_channels:
            return []
        return self.sent_messages(self.dm_channels[user_id])

    def outgoing(self, since: int = 0) -> list[Sent]:
        """Every successful call that created or edited a message, oldest first; from the ``since``-th
        on (a count from :meth:`outgoing_count`: what came after it, without copying the rest)."""
        return self._sent[since:]

    def outgoing_count(self) -> int:
        """How many records :meth:`outgoing` holds: a mark to pass as its ``since`` later."""
        return len(self._sent)

    def calls_to(self, method: str | None = None, path: PathMatcher = "*") -> list[Call]:
        """Recorded calls matching method and path (same matching rules as :meth:`fail`)."""
        probe = Fault(method, path, 0, 0, None, None)
        return [c for c in self.calls if probe.matches(c.method, c.path)]


# --- routes -------------------------------------------------------------------------------------

SNOW = r"(\d+)"
TOKEN = r"([^/]+)"


@FakeHTTP.route("GET", r"/users/@me")
def _get_me(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    return fake.bot_user


@FakeHTTP.route("GET", rf"/users/{SNOW}")
def _get_user(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    return fake.user(int(m[1]))


@FakeHTTP.route("GET", r"/oauth2/applications/@me")
def _application_info(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    return {
        "id": str(fake.app_id),
        "name": fake.bot_user["username"],
        "icon": None,
        "description": "",
        "rpc_origins": [],
        "bot_public": False,
        "bot_require_code_grant": False,
        "bot": fake.user(int(fake.bot_user["id"])),
        "owner": fake.owner,
        "team": None,
        "summary": "",
        "verify_key": "0" * 64,
        "flags": 0,
        "tags": [],
        "redirect_uris": [],
        "interactions_endpoint_url": None,
        "approximate_guild_count": 1,
        "integration_types_config": {"0": {}},
    }


def _command(
    fake: FakeHTTP, data: Mapping[str, Any], guild_id: int | None, old: Mapping[str, Any] | None
) -> JSON:
    cmd = _clone(dict(data))
    cmd.setdefault("type", 1)
    cmd.setdefault("description", "")
    cmd.setdefault("options", [])
    cmd.setdefault("default_member_permissions", None)
    cmd.setdefault("nsfw", False)
    cmd["id"] = old["id"] if old else str(new_snowflake())
    cmd["application_id"] = str(fake.app_id)
    cmd["version"] = str(new_snowflake())
    if guild_id is not None:
        cmd["guild_id"] = str(guild_id)
    else:
        cmd.setdefault("integration_types", [0])
        cmd.setdefault("contexts", None)
    return cmd


def _commands_table(fake: FakeHTTP, guild: str | None) -> tuple[dict[str, dict[str, Any]], int | None]:
    if guild is None:
        return fake.global_commands, None
    return fake.guild_commands.setdefault(int(guild), {}), int(guild)


@FakeHTTP.route("PUT", rf"/applications/{SNOW}/commands")
@FakeHTTP.route("PUT", rf"/applications/{SNOW}/guilds/{SNOW}/commands")
def _bulk_commands(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    table, guild_id = _commands_table(fake, m[2] if m.re.groups > 1 else None)
    new = {d["name"]: _command(fake, d, guild_id, table.get(d["name"])) for d in call.json or []}
    table.clear()
    table.update(new)
    fake.changed("commands", 0)
    return list(new.values())


@FakeHTTP.route("POST", rf"/applications/{SNOW}/commands")
@FakeHTTP.route("POST", rf"/applications/{SNOW}/guilds/{SNOW}/commands")
def _upsert_command(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    table, guild_id = _commands_table(fake, m[2] if m.re.groups > 1 else None)
    cmd = _command(fake, call.json, guild_id, table.get(call.json["name"]))
    table[cmd["name"]] = cmd
    fake.changed("commands", 0)
    return cmd


@FakeHTTP.route("GET", rf"/applications/{SNOW}/commands")
@FakeHTTP.route("GET", rf"/applications/{SNOW}/guilds/{SNOW}/commands")
def _get_commands(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    table, _ = _commands_table(fake, m[2] if m.re.groups > 1 else None)
    return list(table.values())


def _no_legacy_on_v2(
    fake: FakeHTTP, call: Call, msg: Mapping[str, Any], body: Mapping[str, Any], at: tuple[str, ...] = ()
) -> None:
    """Discord's refusal of an edit that puts text or embeds on a message sent with IS_COMPONENTS_V2: the
    flag can never be taken off such a message, so its legacy fields stay forbidden."""
    if not int(msg.get("flags", 0)) & IS_COMPONENTS_V2:
        return
    fields = tuple(
        FieldError(
            (*at, name),
            "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
            f"The '{name}' field cannot be used when using MessageFlags.IS_COMPONENTS_V2",
        )
        for name in ("content", "embeds")
        if body.get(name)
    )
    if fields:
        refusal = Refusal(call.method, call.path, call.template, *INVALID_FORM, fields)
        raise refusal_error(fake.strict.refuse(refusal))


@FakeHTTP.route("POST", rf"/interactions/{SNOW}/{TOKEN}/callback")
def _callback(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    interaction_id, token = int(m[1]), m[2]
    record = fake._interaction(token, interaction_id)
    if record.acked is not None:
        raise fake.refuse(call, 400, 40060)
    answered_after = fake.clock() - record.created
    if answered_after > fake.ack_window:
        raise fake.refuse(call, 404, 10062)
    fake.strict.answered(answered_after)
    body = call.json or {}
    kind = int(body["type"])
    data = body.get("data") or {}
    payload = record.payload
    channel_id = int(payload.get("channel_id") or (payload.get("channel") or {}).get("id") or 0)
    info: dict[str, Any] = {"id": str(payload["id"]), "type": payload["type"]}
    out: dict[str, Any] = {"interaction": info}
    record.acked = kind
    if kind == 4:  # CHANNEL_MESSAGE_WITH_SOURCE
        msg = fake._new_message(
            channel_id=channel_id,
            body=data,
            files=call.files,
            flags=int(data.get("flags") or 0),
            message_type=20 if payload["type"] == 2 else 0,
            interaction=record,
        )
        record.original_id = int(msg["id"])
        info.update(response_message_id=msg["id"], response_message_loading=False)
        info["response_message_ephemeral"] = bool(msg["flags"] & EPHEMERAL)
        out["resource"] = {"type": kind, "message": msg}
        call.message = _clone(msg)
    elif kind == 5:  # DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE: a "thinking" placeholder
        flags = LOADING | (int(data.get("flags") or 0) & EPHEMERAL)
        msg = fake._new_message(
            channel_id=channel_id,
            body={},
            files=[],
            flags=flags,
            message_type=20 if payload["type"] == 2 else 0,
            interaction=record,
        )
        record.original_id = int(msg["id"])
        info.update(response_message_id=msg["id"], response_message_loading=True)
        info["response_message_ephemeral"] = bool(flags & EPHEMERAL)
        call.message = _clone(msg)
    elif kind in (6, 7):  # DEFERRED_UPDATE_MESSAGE / UPDATE_MESSAGE on the component's message
        source = payload.get("message")
        if source is not None:
            message_id = int(source["id"])
            if message_id not in fake.messages:
                fake.messages[message_id] = _clone(source)
            msg = fake.messages[message_id]
            record.original_id = message_id
            if kind == 7:
                _no_legacy_on_v2(fake, call, msg, data, ("data",))
                fake._apply(msg, data, call.files, edit=True)
                out["resource"] = {"type": kind, "message": msg}
            info.update(response_message_id=msg["id"], response_message_loading=False)
            info["response_message_ephemeral"] = bool(msg.get("flags", 0) & EPHEMERAL)
            call.message = _clone(msg)
    return out


@FakeHTTP.route("POST", rf"/webhooks/{SNOW}/{TOKEN}")
def _followup(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    record = fake._acked(call, m[2])
    body = call.json or {}
    original = fake.messages.get(record.original_id or 0)
    if original is not None and original.get("flags", 0) & LOADING:
        # The first follow-up after a deferred reply replaces the "thinking" message and keeps its
        # ephemerality.
        fake._apply(original, body, call.files, edit=True)
        return original
    channel_id = int(record.payload.get("channel_id") or 0)
    return fake._new_message(
        channel_id=channel_id,
        body=body,
        files=call.files,
        flags=int(body.get("flags") or 0),
        interaction=record,
    )


def _webhook_message(fake: FakeHTTP, call: Call, m: re.Match[str]) -> tuple[_Interaction, dict[str, Any]]:
    record = fake._acked(call, m[2])
    if m[3] == "@original":
        return record, fake._original(record, call.path)
    return record, fake._stored(int(m[3]), call.path)


WEBHOOK_MESSAGE = rf"/webhooks/{SNOW}/{TOKEN}/messages/(@original|\d+)"


@FakeHTTP.route("GET", WEBHOOK_MESSAGE)
def _get_webhook_message(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    return _webhook_message(fake, call, m)[1]


@FakeHTTP.route("PATCH", WEBHOOK_MESSAGE)
def _edit_webhook_message(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    _, msg = _webhook_message(fake, call, m)
    if msg.get("webhook_id") != m[1] and msg["author"]["id"] != fake.bot_user["id"]:
        raise fake.refuse(call, 403, 50005)
    _no_legacy_on_v2(fake, call, msg, call.json or {})
    fake._apply(msg, call.json, call.files, edit=True)
    return msg


@FakeHTTP.route("DELETE", WEBHOOK_MESSAGE)
def _delete_webhook_message(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    _, msg = _webhook_message(fake, call, m)
    fake.deleted.add(int(msg["id"]))
    fake.changed("delete", int(msg["id"]))
    return None


@FakeHTTP.route("POST", rf"/channels/{SNOW}/messages")
def _send_message(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    """Create a message; with ``enforce_nonce``, a nonce the bot used within the last few minutes
    returns that earlier message and creates nothing (as Discord documents it)."""
    body = call.json or {}
    nonce = body.get("nonce") if body.get("enforce_nonce") else None
    if nonce is not None:
        seen = fake.nonces.get(str(nonce))
        if seen is not None and time.monotonic() - seen[0] <= fake.nonce_window:
            earlier = fake.messages.get(seen[1])
            if earlier is not None:
                call.duplicate = True
                return earlier
    msg = fake._new_message(
        channel_id=int(m[1]), body=body, files=call.files, flags=int(body.get("flags") or 0)
    )
    if nonce is not None:
        fake.nonces[str(nonce)] = (time.monotonic(), int(msg["id"]))
        msg["nonce"] = str(nonce)
    return msg


def _in_channel(fake: FakeHTTP, call: Call, m: re.Match[str]) -> dict[str, Any]:
    """The stored message ``m[2]`` of channel ``m[1]`` (Discord knows no message under another channel)."""
    msg = fake._stored(int(m[2]), call.path)
    if msg["channel_id"] != m[1]:
        raise http_error(404, 10008, path=call.path)
    return msg


@FakeHTTP.route("GET", rf"/channels/{SNOW}/messages/{SNOW}")
def _get_message(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    return _in_channel(fake, call, m)


@FakeHTTP.route("GET", rf"/channels/{SNOW}/messages")
def _history(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    params = call.params or {}
    limit = int(params.get("limit", 50))
    after = int(params.get("after") or 0)
    found = [
        msg
        for ident, msg in fake.messages.items()
        if msg["channel_id"] == m[1]
        and ident not in fake.deleted
        and ident > after
        and not msg.get("flags", 0) & EPHEMERAL
    ]
    return sorted(found, key=lambda msg: int(msg["id"]), reverse=True)[:limit]


@FakeHTTP.route("PATCH", rf"/channels/{SNOW}/messages/{SNOW}")
def _edit_message(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    msg = _in_channel(fake, call, m)
    if msg["author"]["id"] != fake.bot_user["id"]:
        raise fake.refuse(call, 403, 50005)
    _no_legacy_on_v2(fake, call, msg, call.json or {})
    fake._apply(msg, call.json, call.files, edit=True)
    return msg


@FakeHTTP.route("DELETE", rf"/channels/{SNOW}/messages/{SNOW}")
def _delete_message(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    _in_channel(fake, call, m)
    fake.deleted.add(int(m[2]))
    fake.changed("delete", int(m[2]))
    return None


@FakeHTTP.route("POST", rf"/channels/{SNOW}/messages/{SNOW}/threads")
def _start_thread(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    """Start a public thread from a message: it gets the message's id; a second one is refused (160004),
    as is a thread started in a thread (50024)."""
    msg = _in_channel(fake, call, m)
    parent = fake.channels.get(int(m[1])) or {}
    if parent.get("type", 0) not in (0, 5):
        raise http_error(400, 50024, path=call.path)
    if int(m[2]) in fake.channels:
        raise http_error(400, 160004, path=call.path)
    body = call.json or {}
    name = str(body["name"])
    guild_id = int(parent.get("guild_id") or GUILD_ID)
    archive = int(body.get("auto_archive_duration") or 1440)
    thread = thread_payload(int(m[2]), int(m[1]), guild_id, name, int(fake.bot_user["id"]), archive)
    fake.channels[int(m[2])] = thread
    msg["thread"] = _clone(thread)
    msg["flags"] = int(msg.get("flags", 0)) | HAS_THREAD
    fake.changed("channel", int(m[2]))
    fake.changed("message", int(m[2]))
    return thread


@FakeHTTP.route("POST", rf"/channels/{SNOW}/typing")
@FakeHTTP.route("PUT", rf"/channels/{SNOW}/messages/{SNOW}/reactions/.+")
@FakeHTTP.route("DELETE", rf"/channels/{SNOW}/messages/{SNOW}/reactions/.+")
def _no_content(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    return None


@FakeHTTP.route("GET", rf"/channels/{SNOW}")
def _get_channel(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    channel_id = int(m[1])
    if channel_id in fake.channels:
        return fake.channels[channel_id]
    for user_id, dm_id in fake.dm_channels.items():
        if dm_id == channel_id:
            return _dm_channel(fake, user_id)
    raise http_error(404, 10003, path=call.path)


def _dm_channel(fake: FakeHTTP, user_id: int) -> dict[str, Any]:
    return {
        "id": str(fake.dm_channel_id(user_id)),
        "type": 1,
        "last_message_id": None,
        "flags": 0,
        "recipients": [fake.user(user_id)],
    }


@FakeHTTP.route("PUT", rf"/guilds/{SNOW}/members/{SNOW}/roles/{SNOW}")
@FakeHTTP.route("DELETE", rf"/guilds/{SNOW}/members/{SNOW}/roles/{SNOW}")
def _member_role(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    """Give or take a member's role, as Discord does: an unknown role is 10011; without Manage Roles, or
    for a role at or above the bot's highest, or one a bot or integration manages, 50013."""
    guild_id, user_id, role_id = int(m[1]), int(m[2]), int(m[3])
    role = fake.roles.get(guild_id, {}).get(role_id)
    if role is None:
        raise http_error(404, 10011, method=call.method, path=call.path)
    top = fake.bot_role_position.get(guild_id)
    if top is None or int(role["position"]) >= top or role["managed"]:
        raise http_error(403, 50013, method=call.method, path=call.path)
    held = fake.member_roles.setdefault((guild_id, user_id), set())
    if call.method == "PUT":
        held.add(role_id)
    else:
        held.discard(role_id)
    return None


# --- guild scheduled events -----------------------------------------------------------------------
# https://discord.com/developers/docs/resources/guild-scheduled-event


def _epoch(stamp: str) -> float:
    """The epoch seconds of an ISO 8601 time (``Z``, ``+00:00`` or another offset; none means UTC);
    ``ValueError`` for anything else."""
    moment = datetime.datetime.fromisoformat(stamp.replace("Z", "+00:00").replace("z", "+00:00"))
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=datetime.UTC)
    return moment.timestamp()


def _iso_time(seconds: float) -> str:
    """A time as Discord writes a scheduled event's times: ISO 8601 in UTC, ``+00:00``."""
    return datetime.datetime.fromtimestamp(seconds, datetime.UTC).isoformat()


def _scheduled_event(
    guild_id: int,
    *,
    creator: dict[str, Any],
    creator_id: int,
    name: str,
    start: str,
    end: str | None,
    entity_type: int,
    channel_id: str | None,
    entity_metadata: dict[str, Any] | None,
    description: str | None = None,
    privacy_level: int = 2,
    image: str | None = None,
) -> dict[str, Any]:
    """A new GuildScheduledEvent object as Discord makes it: SCHEDULED, nobody interested yet."""
    return {
        "id": str(new_snowflake()),
        "guild_id": str(guild_id),
        "channel_id": None if entity_type == EXTERNAL_EVENT else channel_id,
        "creator_id": str(creator_id),
        "creator": creator,
        "name": name,
        "description": description,
        "scheduled_start_time": start,
        "scheduled_end_time": end,
        "privacy_level": privacy_level,
        "status": EVENT_SCHEDULED,
        "entity_type": entity_type,
        "entity_id": None,
        "entity_metadata": entity_metadata if entity_type == EXTERNAL_EVENT else None,
        "user_count": 0,
        "image": image,
        "recurrence_rule": None,
        "guild_scheduled_event_exceptions": [],
    }


def _event_user(event: Mapping[str, Any], user_id: int) -> dict[str, Any]:
    """The data of GUILD_SCHEDULED_EVENT_USER_ADD and _USER_REMOVE."""
    return {"guild_scheduled_event_id": event["id"], "user_id": str(user_id), "guild_id": event["guild_id"]}


def _image_hash(image: str | None) -> str | None:
    """The hash Discord keeps for an uploaded cover image (a data URI)."""
    return None if image is None else hashlib.md5(image.encode(), usedforsecurity=False).hexdigest()


def _shown(event: Mapping[str, Any], with_user_count: bool) -> dict[str, Any]:
    """A stored event as a REST answer shows it: ``user_count`` only when asked for."""
    out = _clone(dict(event))
    if not with_user_count:
        out.pop("user_count", None)
    return out


def _status_allowed(old: int, new: Any) -> bool:
    """Whether Discord lets an event's status go from ``old`` to ``new`` (``None``, or the same status:
    no change)."""
    return new is None or int(new) == old or int(new) in EVENT_TRANSITIONS[old]


def _flag(value: Any) -> bool:
    """A boolean query parameter as Discord reads it (discord.py sends 0/1, a browser true/false)."""
    return str(value).lower() in ("1", "true")


def _invalid_form(
    fake: FakeHTTP, call: Call, fields: Sequence[FieldError], *, record: bool = False
) -> discord.HTTPException:
    """Discord's 400 50035 "Invalid Form Body" naming the refused fields. Recorded as a refusal of the
    strict gate (which fails the test that caused it) only with ``record``: for a request no state of
    Discord makes right, as a bad query parameter; a start that has passed meanwhile or an event an
    admin changed is something the bot must expect and handle."""
    refusal = Refusal(call.method, call.path, call.template, *INVALID_FORM, tuple(fields))
    return refusal_error(fake.strict.refuse(refusal) if record else refusal)


def _may_manage_events(call: Call, guild_id: int, fake: FakeHTTP) -> None:
    """403 50013 where the bot lacks Manage Events."""
    if guild_id in fake.events_denied:
        raise http_error(403, 50013, method=call.method, path=call.path)


def _event_in(fake: FakeHTTP, call: Call, guild_id: int, event_id: int) -> dict[str, Any]:
    """The stored event of the guild; 404 10070 for an unknown one, or one of another guild."""
    event = fake.scheduled_events.get(event_id)
    if event is None or event["guild_id"] != str(guild_id):
        raise http_error(404, 10070, method=call.method, path=call.path)
    return event


def _time_errors(event: Mapping[str, Any], fake: FakeHTTP, *, start_sent: bool) -> list[FieldError]:
    """What Discord refuses in an event's times and place, as it stands after a create or an edit: a
    start sent that is not in the future (while the event is still scheduled), an end not after the
    start, an external event without end or location, a channel event without channel."""
    found: list[FieldError] = []
    start = _epoch(str(event["scheduled_start_time"]))
    if start_sent and event["status"] == EVENT_SCHEDULED and start <= fake.wall():
        found.append(FieldError(("scheduled_start_time",), *SCHEDULE_PAST))
    end_text = event.get("scheduled_end_time")
    if event["entity_type"] == EXTERNAL_EVENT:
        if end_text is None:
            found.append(FieldError(("scheduled_end_time",), *FIELD_REQUIRED))
        if not (event.get("entity_metadata") or {}).get("location"):
            found.append(FieldError(("entity_metadata", "location"), *FIELD_REQUIRED))
    elif event.get("channel_id") is None:
        found.append(FieldError(("channel_id",), *FIELD_REQUIRED))
    if end_text is not None and _epoch(str(end_text)) <= start:
        found.append(FieldError(("scheduled_end_time",), *END_BEFORE_START))
    return found


def _normalized_times(event: dict[str, Any]) -> None:
    """Discord answers with its own spelling of the times it was sent."""
    for key in ("scheduled_start_time", "scheduled_end_time"):
        if event.get(key) is not None:
            event[key] = _iso_time(_epoch(str(event[key])))


EVENTS = rf"/guilds/{SNOW}/scheduled-events"
EVENT = rf"/guilds/{SNOW}/scheduled-events/{SNOW}"


@FakeHTTP.route("POST", EVENTS)
def _create_event(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    """Create a scheduled event, as Discord does: without Manage Events 50013; a start not in the
    future, an end not after the start, an external event without end time: 50035. The bot is its
    creator; Discord sends GUILD_SCHEDULED_EVENT_CREATE (:attr:`FakeHTTP.gateway_events`)."""
    guild_id = int(m[1])
    _may_manage_events(call, guild_id, fake)
    body: dict[str, Any] = call.json or {}
    missing = [
        FieldError((key,), *FIELD_REQUIRED)
        for key in ("name", "scheduled_start_time", "privacy_level", "entity_type")
        if body.get(key) is None
    ]
    if missing:  # the strict gate refuses these already; a fake without it still answers as Discord
        raise _invalid_form(fake, call, missing, record=True)
    bot_id = int(fake.bot_user["id"])
    entity_type = int(body["entity_type"])
    channel_id = body.get("channel_id")
    event = _scheduled_event(
        guild_id,
        creator=fake.user(bot_id),
        creator_id=bot_id,
        name=str(body["name"]),
        start=str(body["scheduled_start_time"]),
        end=body.get("scheduled_end_time"),
        entity_type=entity_type,
        channel_id=None if channel_id is None else str(channel_id),
        entity_metadata=_clone(body.get("entity_metadata")),
        description=body.get("description"),
        privacy_level=int(body["privacy_level"]),
        image=_image_hash(body.get("image")),
    )
    errors = _time_errors(event, fake, start_sent=True)
    if errors:
        raise _invalid_form(fake, call, errors)
    _normalized_times(event)
    fake.scheduled_events[int(event["id"])] = event
    fake.event_users[int(event["id"])] = []
    fake._announce("GUILD_SCHEDULED_EVENT_CREATE", event)
    return _shown(event, True)


@FakeHTTP.route("GET", EVENTS)
def _list_events(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    """The guild's scheduled events (``user_count`` with ``with_user_count``)."""
    counted = _flag((call.params or {}).get("with_user_count"))
    return [_shown(e, counted) for e in fake.scheduled_events.values() if e["guild_id"] == m[1]]


@FakeHTTP.route("GET", EVENT)
def _get_event(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    """One scheduled event (``user_count`` with ``with_user_count``); 404 10070 if unknown."""
    event = _event_in(fake, call, int(m[1]), int(m[2]))
    return _shown(event, _flag((call.params or {}).get("with_user_count")))


@FakeHTTP.route("PATCH", EVENT)
def _edit_event(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    """Change the fields sent, as Discord does: 404 10070 for an unknown event, 403 50013 without
    Manage Events; a status change Discord does not allow (:data:`EVENT_TRANSITIONS`) or times it
    refuses (as for a create): 50035. Discord sends GUILD_SCHEDULED_EVENT_UPDATE."""
    event = _event_in(fake, call, int(m[1]), int(m[2]))
    _may_manage_events(call, int(m[1]), fake)
    body: dict[str, Any] = call.json or {}
    errors: list[FieldError] = []
    if not _status_allowed(event["status"], body.get("status")):
        errors.append(FieldError(("status",), *BAD_STATUS))
    changed = _clone(event)
    for key, value in body.items():
        if key in EVENT_FIELDS and not (key in ("status", "entity_type") and value is None):
            changed[key] = _clone(value)
    if "image" in body:
        changed["image"] = _image_hash(body["image"])
    if changed["entity_type"] == EXTERNAL_EVENT:
        changed["channel_id"] = None
    else:
        changed["entity_metadata"] = None
    if changed.get("channel_id") is not None:
        changed["channel_id"] = str(changed["channel_id"])
    checked = dict(changed, status=event["status"])  # a start is judged while the event is scheduled
    errors += _time_errors(checked, fake, start_sent="scheduled_start_time" in body)
    if errors:
        raise _invalid_form(fake, call, errors)
    _normalized_times(changed)
    event.clear()
    event.update(changed)
    fake._announce("GUILD_SCHEDULED_EVENT_UPDATE", event)
    return _shown(event, False)


@FakeHTTP.route("DELETE", EVENT)
def _delete_event(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    """Delete an event: 404 10070 if unknown, 403 50013 without Manage Events; 204. Discord sends
    GUILD_SCHEDULED_EVENT_DELETE with the event as it was."""
    event = _event_in(fake, call, int(m[1]), int(m[2]))
    _may_manage_events(call, int(m[1]), fake)
    del fake.scheduled_events[int(m[2])]
    fake.event_users.pop(int(m[2]), None)
    fake._announce("GUILD_SCHEDULED_EVENT_DELETE", event)
    return None


def _id_param(params: Mapping[str, Any], name: str, errors: list[FieldError]) -> int | None:
    value = params.get(name)
    if value is None:
        return None
    try:
        return int(str(value))
    except ValueError:
        errors.append(
            FieldError((name,), "NUMBER_TYPE_COERCE", f"Value {json.dumps(str(value))} is not snowflake.")
        )
        return None


@FakeHTTP.route("GET", rf"{EVENT}/users")
def _event_users(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    """The users interested in an event, by user id ascending, as Discord lists them: ``limit`` 1 to 100
    (default 100; else 50035), ``after`` a user id: the first ``limit`` above it; ``before``: the last
    ``limit`` below it (given both, Discord heeds ``before``); ``with_member``: each with its member
    object. 404 10070 for an unknown event."""
    event = _event_in(fake, call, int(m[1]), int(m[2]))
    params = call.params or {}
    errors: list[FieldError] = []
    limit = 100
    if params.get("limit") is not None:
        try:
            limit = int(str(params["limit"]))
        except ValueError:
            text = json.dumps(str(params["limit"]))
            errors.append(FieldError(("limit",), "NUMBER_TYPE_COERCE", f"Value {text} is not int."))
        else:
            if limit > 100:
                errors.append(
                    FieldError(
                        ("limit",), "NUMBER_TYPE_MAX", "int value should be less than or equal to 100."
                    )
                )
            elif limit < 1:
                errors.append(
                    FieldError(
                        ("limit",), "NUMBER_TYPE_MIN", "int value should be greater than or equal to 1."
                    )
                )
    before = _id_param(params, "before", errors)
    after = _id_param(params, "after", errors)
    if errors:
        raise _invalid_form(fake, call, errors, record=True)
    users = sorted(fake.event_users.get(int(m[2]), []))
    if before is not None:
        users = [u for u in users if u < before][-limit:]
    else:
        users = [u for u in users if after is None or u > after][:limit]
    with_member = _flag(params.get("with_member"))
    out: list[dict[str, Any]] = []
    for user_id in users:
        entry: dict[str, Any] = {"guild_scheduled_event_id": event["id"], "user": fake.user(user_id)}
        if with_member:
            member = member_payload(user_id) | {"user": fake.user(user_id)}
            member.pop("permissions", None)  # only an interaction's member carries its permissions
            entry["member"] = member
        out.append(entry)
    return out


@FakeHTTP.route("POST", r"/users/@me/channels")
def _open_dm(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    return _dm_channel(fake, int(call.json["recipient_id"]))


# --- multipart and record helpers ---------------------------------------------------------------


def _payload_json(form: Iterable[Mapping[str, Any]]) -> JSON:
    for part in form:
        if part.get("name") == "payload_json":
            return json.loads(part["value"])
    return None


def _read_files(files: Sequence[discord.File] | None) -> list[SentFile]:
    out: list[SentFile] = []
    for file in files or []:
        file.reset(seek=True)
        data = file.fp.read()
        file.reset(seek=True)
        out.append(SentFile(file.filename, data))
    return out


def _content_type(name: str) -> str:
    suffix = name.rsplit(".", 1)[-1].lower()
    return {
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "txt": "text/plain; charset=utf-8",
        "json": "application/json",
    }.get(suffix, "application/octet-stream")


def _number_components(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Give every component a numeric ``id`` as Discord does (1, 2, ... depth first) when missing."""
    counter = itertools.count(1)

    def walk(items: list[dict[str, Any]]) -> None:
        for item in items:
            ident = next(counter)
            item.setdefault("id", ident)
            for key in ("components",):
                if isinstance(item.get(key), list):
                    walk(item[key])
            for key in ("accessory", "component"):
                if isinstance(item.get(key), dict):
                    walk([item[key]])

    walk(components)
    return components


_CALL_KINDS: list[tuple[str, re.Pattern[str], str]] = [
    ("POST", re.compile(rf"/channels/{SNOW}/messages"), "channel"),
    ("PATCH", re.compile(rf"/channels/{SNOW}/messages/{SNOW}"), "channel_edit"),
    ("POST", re.compile(rf"/interactions/{SNOW}/{TOKEN}/callback"), "callback"),
    ("POST", re.compile(rf"/webhooks/{SNOW}/{TOKEN}"), "followup"),
    ("PATCH", re.compile(WEBHOOK_MESSAGE), "webhook_edit"),
]


def _as_sent(fake: FakeHTTP, call: Call) -> Sent | None:
    for method, pattern, kind in _CALL_KINDS:
        match = pattern.fullmatch(call.path) if call.method == method else None
        if match is None:
            continue
        body: dict[str, Any] = call.json or {}
        data: dict[str, Any] = body
        token: str | None = None
        callback_type: int | None = None
        message = call.message
        if kind == "callback":
            token = match[2]
            callback_type = int(body.get("type", 0))
            data = body.get("data") or {}
        elif kind in ("followup", "webhook_edit"):
            token = match[2]
        flags = int(message.get("flags", 0)) if message else int(data.get("flags") or 0)
        channel_id = int(message["channel_id"]) if message else None
        if channel_id is None and kind.startswith("channel"):
            channel_id = int(match[1])
        return Sent(
            kind=kind,  # type: ignore[typeddict-item]
            call=call,
            channel_id=channel_id,
            message_id=int(message["id"]) if message else None,
            token=token,
            type=callback_type,
            body=body,
            data=data,
            content=data.get("content"),
            embeds=list(data.get("embeds") or []),
            components=list(data.get("components") or []),
            flags=flags,
            ephemeral=bool(flags & EPHEMERAL),
            files={f.name: f.data for f in call.files},
            filenames=[f.name for f in call.files],
            message=message,
        )
    return None


# --- payload builders ---------------------------------------------------------------------------


def user_payload(
    user_id: int, username: str | None = None, *, global_name: str | None = None
) -> dict[str, Any]:
    """A Discord user object."""
    return {
        "id": str(user_id),
        "username": username or f"user{user_id % 10000}",
        "discriminator": "0",
        "global_name": global_name,
        "avatar": None,
        "public_flags": 0,
        "flags": 0,
        "bot": False,
        "banner": None,
        "accent_color": None,
        "avatar_decoration_data": None,
        "primary_guild": None,
        "collectibles": None,
    }


def member_payload(
    user_id: int,
    *,
    username: str | None = None,
    global_name: str | None = None,
    nick: str | None = None,
    roles: Sequence[int] = (),
    permissions: int | str | discord.Permissions = DEFAULT_MEMBER_PERMISSIONS,
) -> dict[str, Any]:
    """A guild member object as found in an interaction (with ``user`` and computed ``permissions``)."""
    return {
        "user": user_payload(user_id, username, global_name=global_name),
        "nick": nick,
        "avatar": None,
        "banner": None,
        "roles": [str(r) for r in roles],
        "joined_at": "2024-01-01T00:00:00.000000+00:00",
        "premium_since": None,
        "deaf": False,
        "mute": False,
        "flags": 0,
        "pending": False,
        "permissions": _perm_str(permissions),
        "communication_disabled_until": None,
        "unusual_dm_activity_until": None,
        "avatar_decoration_data": None,
    }


def _channel_payload(
    channel_id: int,
    guild_id: int | None,
    user: Mapping[str, Any],
    permissions: str,
    channel_type: int,
    name: str | None,
) -> dict[str, Any]:
    if guild_id is None:
        return {
            "id": str(channel_id),
            "type": 1,
            "last_message_id": None,
            "flags": 0,
            "recipients": [dict(user)],
        }
    return {
        "id": str(channel_id),
        "type": channel_type,
        "guild_id": str(guild_id),
        "name": name or f"channel-{channel_id % 10000}",
        "position": 0,
        "parent_id": None,
        "topic": None,
        "nsfw": False,
        "rate_limit_per_user": 0,
        "last_message_id": None,
        "flags": 0,
        "permissions": permissions,
    }


def thread_payload(
    thread_id: int, parent_id: int, guild_id: int, name: str, owner_id: int, archive_minutes: int = 1440
) -> dict[str, Any]:
    """A public thread channel object as Discord returns it (and puts in interactions from inside it)."""
    now = _now_iso()
    return {
        "id": str(thread_id),
        "type": PUBLIC_THREAD,
        "guild_id": str(guild_id),
        "parent_id": str(parent_id),
        "owner_id": str(owner_id),
        "name": name,
        "last_message_id": None,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "total_message_sent": 0,
        "flags": 0,
        "thread_metadata": {
            "archived": False,
            "auto_archive_duration": archive_minutes,
            "archive_timestamp": now,
            "locked": False,
            "create_timestamp": now,
        },
    }


def _interaction_payload(
    kind: int,
    data: dict[str, Any],
    *,
    user_id: int,
    guild_id: int | None,
    channel_id: int,
    username: str | None,
    global_name: str | None,
    nick: str | None,
    roles: Sequence[int],
    permissions: int | str | discord.Permissions,
    app_permissions: int | str | discord.Permissions,
    locale: str,
    guild_locale: str,
    channel_type: int,
    channel_name: str | None,
    application_id: int,
) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "id": str(new_snowflake()),
        "application_id": str(application_id),
        "type": kind,
        "data": data,
        "token": f"fake-interaction-token-{new_snowflake()}",
        "version": 1,
        "app_permissions": _perm_str(app_permissions),
        "locale": locale,
        "entitlements": [],
        "entitlement_sku_ids": [],
        "attachment_size_limit": 10 * 1024 * 1024,
        "channel_id": str(channel_id),
    }
    if guild_id is not None:
        member = member_payload(
            user_id,
            username=username,
            global_name=global_name,
            nick=nick,
            roles=roles,
            permissions=permissions,
        )
        user = member["user"]
        payload.update(
            guild_id=str(guild_id),
            guild={"id": str(guild_id), "locale": guild_locale, "features": []},
            guild_locale=guild_locale,
            member=member,
            authorizing_integration_owners={"0": str(guild_id)},
            context=0,
        )
    else:
        user = user_payload(user_id, username, global_name=global_name)
        payload.update(user=user, authorizing_integration_owners={"0": "0"}, context=1)
    payload["channel"] = _channel_payload(
        channel_id, guild_id, user, _perm_str(permissions), channel_type, channel_name
    )
    return payload


@dataclass(frozen=True)
class Opt:
    """An explicitly typed slash-command option value (e.g. ``Opt(6, user_id)`` for a user option)."""

    type: int
    value: Any


INFERRED = "_inferred_integer"
"""Marks an option built from a plain ``int``: a Discord client sends it as the type the command declares
(4 integer or 10 number), which :func:`_fill_command` reads from the synced command."""


def _option(name: str, value: Any) -> dict[str, Any]:
    if isinstance(value, Opt):
        kind, raw = value.type, value.value
        if kind in (6, 7, 8, 9, 11):
            raw = str(raw)
    elif isinstance(value, bool):
        kind, raw = 5, value
    elif isinstance(value, int):
        return {"name": name, "type": 4, "value": value, INFERRED: True}
    elif isinstance(value, float):
        kind, raw = 10, value
    elif isinstance(value, str):
        kind, raw = 3, value
    else:
        raise TypeError(f"option {name!r}: wrap {type(value).__name__} values in Opt(type, value)")
    return {"name": name, "type": kind, "value": raw}


def slash(
    command: str,
    sub: str | None = None,
    options: Mapping[str, Any] | None = None,
    *,
    user_id: int = USER_ID,
    guild_id: int | None = GUILD_ID,
    channel_id: int = CHANNEL_ID,
    username: str | None = None,
    global_name: str | None = None,
    nick: str | None = None,
    roles: Sequence[int] = (),
    permissions: int | str | discord.Permissions = DEFAULT_MEMBER_PERMISSIONS,
    app_permissions: int | str | discord.Permissions = DEFAULT_APP_PERMISSIONS,
    locale: str = "en-US",
    guild_locale: str = "en-US",
    channel_type: int = 0,
    channel_name: str | None = None,
    command_id: int | None = None,
    command_guild_id: int | None = None,
    resolved: Mapping[str, Any] | None = None,
    focused: str | None = None,
    application_id: int = APP_ID,
) -> dict[str, Any]:
    """A type-2 APPLICATION_COMMAND payload for ``/command [sub] options``.

    ``sub`` is a subcommand name, or ``"group sub"`` for a subcommand of a subcommand group. Option
    values map ``str``/``int``/``float``/``bool`` to types 3/4/10/5; use :class:`Opt` for others (and
    pass ``resolved``). ``guild_id=None`` makes a DM interaction (``user`` instead of ``member``). The
    tree resolves commands by name; :func:`dispatch` fills ``data.id``/``data.guild_id`` from the
    commands the fake saw synced.
    """
    leaf = [_option(name, value) for name, value in (options or {}).items()]
    if focused is not None:
        for opt in leaf:
            if opt["name"] == focused:
                opt["focused"] = True
    top = leaf
    if sub:
        parts = sub.split()
        if len(parts) > 2:
            raise ValueError("at most a group and a subcommand")
        top = [{"name": parts[-1], "type": 1, "options": leaf}]
        if len(parts) == 2:
            top = [{"name": parts[0], "type": 2, "options": top}]
    data: dict[str, Any] = {
        "id": str(command_id or new_snowflake()),
        "name": command,
        "type": 1,
        "options": top,
    }
    if command_guild_id is not None:
        data["guild_id"] = str(command_guild_id)
    if resolved:
        data["resolved"] = _clone(dict(resolved))
    return _interaction_payload(
        4 if focused is not None else 2,
        data,
        user_id=user_id,
        guild_id=guild_id,
        channel_id=channel_id,
        username=username,
        global_name=global_name,
        nick=nick,
        roles=roles,
        permissions=permissions,
        app_permissions=app_permissions,
        locale=locale,
        guild_locale=guild_locale,
        channel_type=channel_type,
        channel_name=channel_name,
        application_id=application_id,
    )


def autocomplete(
    command: str, sub: str | None, options: Mapping[str, Any], focused: str, **kwargs: Any
) -> dict[str, Any]:
    """A type-4 APPLICATION_COMMAND_AUTOCOMPLETE payload (same arguments as :func:`slash`)."""
    return slash(command, sub, options, focused=focused, **kwargs)


def _message_skeleton(
    message_id: int,
    channel_id: int,
    author: dict[str, Any],
    *,
    components: list[dict[str, Any]] | None = None,
    message_type: int = 0,
    flags: int = 0,
) -> dict[str, Any]:
    """A MESSAGE object as Discord returns it, empty but for its id, channel, author and components."""
    return {
        "id": str(message_id),
        "channel_id": str(channel_id),
        "author": author,
        "content": "",
        "timestamp": _now_iso(),
        "edited_timestamp": None,
        "tts": False,
        "mention_everyone": False,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "components": components or [],
        "pinned": False,
        "type": message_type,
        "flags": flags,
    }


def _default_message(channel_id: int, component: dict[str, Any], application_id: int) -> dict[str, Any]:
    bot = user_payload(application_id, "TestBot") | {"bot": True}
    components = _number_components([{"type": 1, "components": [component]}])
    return _message_skeleton(new_snowflake(), channel_id, bot, components=components)


def _who(kwargs: Mapping[str, Any], application_id: int) -> dict[str, Any]:
    """Who sends a component or modal interaction, and from where: the defaults of :func:`slash`, then
    ``kwargs``."""
    return {
        "user_id": USER_ID,
        "guild_id": GUILD_ID,
        "username": None,
        "global_name": None,
        "nick": None,
        "roles": (),
        "permissions": DEFAULT_MEMBER_PERMISSIONS,
        "app_permissions": DEFAULT_APP_PERMISSIONS,
        "locale": "en-US",
        "guild_locale": "en-US",
        "channel_type": 0,
        "channel_name": None,
        "application_id": application_id,
    } | dict(kwargs)


def _component_payload(
    data: dict[str, Any],
    default_component: dict[str, Any],
    message: Mapping[str, Any] | None,
    channel_id: int | None,
    kwargs: dict[str, Any],
) -> dict[str, Any]:
    application_id = int(kwargs.get("application_id", APP_ID))
    if message is None:
        channel = channel_id if channel_id is not None else CHANNEL_ID
        msg = _default_message(channel, default_component, application_id)
    else:
        msg = _clone(dict(message))
        channel = channel_id if channel_id is not None else int(msg.get("channel_id") or CHANNEL_ID)
    found = _find_component(msg.get("components") or [], data["custom_id"])
    if found is not None and isinstance(found.get("id"), int):
        data["id"] = found["id"]
    options = _who(kwargs, application_id)
    payload = _interaction_payload(3, data, channel_id=channel, **options)
    payload["message"] = msg
    return payload


def _find_component(components: list[dict[str, Any]], custom_id: str) -> dict[str, Any] | None:
    for item in components:
        if item.get("custom_id") == custom_id:
            return item
        for key in ("components",):
            found = _find_component(item.get(key) or [], custom_id)
            if found is not None:
                return found
        for key in ("accessory", "component"):
            if isinstance(item.get(key), dict):
                found = _find_component([item[key]], custom_id)
                if found is not None:
                    return found
    return None


def in_guild(payload: dict[str, Any], guild_id: int) -> dict[str, Any]:
    """The interaction payload as sent from a channel of another server."""
    out = _clone(payload)
    out["guild_id"] = str(guild_id)
    out["guild"]["id"] = str(guild_id)
    out["authorizing_integration_owners"] = {"0": str(guild_id)}
    out["channel"]["guild_id"] = str(guild_id)
    return out


def button(
    custom_id: str,
    *,
    message: Mapping[str, Any] | None = None,
    channel_id: int | None = None,
    **kwargs: Any,
) -> dict[str, Any]:
    """A type-3 MESSAGE_COMPONENT payload for clicking the button ``custom_id`` on ``message``.

    ``message`` is a message object (e.g. ``http.sent_messages()[-1]["message"]``); by default a bot
    message holding just that button. Keyword arguments as for :func:`slash` (``user_id``, ``guild_id``,
    ``roles``, ``permissions``, ``app_permissions``, ``locale`` ...). ``DynamicItem`` routing needs the
    custom id to be present among the message's components, as it is on Discord.
    """
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": 2}
    component = {"type": 2, "style": 1, "label": custom_id[:80], "custom_id": custom_id}
    return _component_payload(data, component, message, channel_id, kwargs)


def select(
    custom_id: str,
    values: Sequence[str],
    *,
    message: Mapping[str, Any] | None = None,
    channel_id: int | None = None,
    component_type: int = 3,
    resolved: Mapping[str, Any] | None = None,
    **kwargs: Any,
) -> dict[str, Any]:
    """A type-3 MESSAGE_COMPONENT payload choosing ``values`` in the select menu ``custom_id``.

    ``component_type`` 3 is a string select (5 user, 6 role, 7 mentionable, 8 channel, which also need
    ``resolved``). Other arguments as for :func:`button`.
    """
    data: dict[str, Any] = {"custom_id": custom_id, "component_type": component_type, "values": list(values)}
    if resolved:
        data["resolved"] = _clone(dict(resolved))
    component: dict[str, Any] = {
        "type": component_type,
        "custom_id": custom_id,
        "min_values": 1,
        "max_values": 1,
    }
    if component_type == 3:
        component["options"] = [{"label": v, "value": v} for v in values]
    return _component_payload(data, component, message, channel_id, kwargs)


def modal_submit(
    custom_id: str,
    fields: Mapping[str, str],
    *,
    channel_id: int = CHANNEL_ID,
    message: Mapping[str, Any] | None = None,
    **kwargs: Any,
) -> dict[str, Any]:
    """A type-5 MODAL_SUBMIT payload: the modal ``custom_id`` submitted with each text input's value
    (by its custom id), from ``channel_id`` (and from ``message``'s component, if it opened the modal).
    Keyword arguments as for :func:`slash`."""
    data = {
        "custom_id": custom_id,
        "components": [
            {"type": 18, "component": {"type": 4, "custom_id": key, "value": value}}
            for key, value in fields.items()
        ],
    }
    options = _who(kwargs, APP_ID)
    payload = _interaction_payload(5, data, channel_id=channel_id, **options)
    if message is not None:
        payload["message"] = _clone(dict(message))
    return payload


# --- running the client -------------------------------------------------------------------------


_CAPTURE: contextvars.ContextVar[tuple[set[asyncio.Task[Any]], ...]] = contextvars.ContextVar(
    "fake_discord_capture", default=()
)
_FACTORY_USERS: dict[asyncio.AbstractEventLoop, tuple[int, Any]] = {}


@contextlib.contextmanager
def _capture_tasks(into: set[asyncio.Task[Any]]) -> Iterator[None]:
    """Record into ``into`` every task started, directly or not, from the current task in the block.

    A task factory files each new task under the captures of the context it is created in, and tasks
    inherit that context, so concurrent :func:`dispatch` calls each see only their own tasks.
    """
    loop = asyncio.get_running_loop()
    users, previous = _FACTORY_USERS.get(loop, (0, loop.get_task_factory()))
    if users == 0:

        def factory(loop: asyncio.AbstractEventLoop, coro: Any, **kwargs: Any) -> asyncio.Task[Any]:
            if previous is not None:
                task = previous(loop, coro, **kwargs)
            else:
                task = asyncio.Task(coro, loop=loop, **kwargs)
            context = kwargs.get("context")
            captures = context.get(_CAPTURE, ()) if context is not None else _CAPTURE.get()
            for capture in captures:
                capture.add(task)
            return task  # type: ignore[no-any-return]

        loop.set_task_factory(factory)  # type: ignore[arg-type]
    _FACTORY_USERS[loop] = (users + 1, previous)
    token = _CAPTURE.set((*_CAPTURE.get(), into))
    try:
        yield
    finally:
        _CAPTURE.reset(token)
        users, previous = _FACTORY_USERS.pop(loop)
        if users > 1:
            _FACTORY_USERS[loop] = (users - 1, previous)
        else:
            loop.set_task_factory(previous)


class _ErrorLog(logging.Handler):
    """Collects the exceptions discord.py logs and swallows (tree, view, dynamic item, event errors).

    Only records logged from inside the capture ``tasks`` belongs to (the dispatch's own tasks) count.
    """

    def __init__(self, tasks: set[asyncio.Task[Any]]) -> None:
        super().__init__(logging.ERROR)
        self.tasks = tasks
        self.errors: list[BaseException] = []

    def emit(self, record: logging.LogRecord) -> None:
        if not any(capture is self.tasks for capture in _CAPTURE.get()):
            return
        if record.exc_info and record.exc_info[1] is not None:
            self.errors.append(record.exc_info[1])


def _sleep_delay(task: asyncio.Task[Any]) -> float | None:
    """How long the task is sleeping for, if it is blocked in ``asyncio.sleep``."""
    coro: Any = task.get_coro()
    for _ in range(100):
        if coro is None:
            return None
        code = getattr(coro, "cr_code", None) or getattr(coro, "gi_code", None)
        if code is asyncio.sleep.__code__:
            frame = getattr(coro, "cr_frame", None)
            return float(frame.f_locals.get("delay", 0)) if frame is not None else None
        coro = getattr(coro, "cr_await", None) or getattr(coro, "gi_yieldfrom", None)
    return None


async def settle(tasks: set[asyncio.Task[Any]], *, timeout: float = 5.0, idle_sleep: float = 1.0) -> None:
    """Wait until each task in the (growing) set is done or sleeps for at least ``idle_sleep`` seconds.

    Long sleeps are view time-outs, ``delete_after`` and bot timers: they count as settled. Raises
    ``TimeoutError`` naming the busy tasks after ``timeout`` seconds.
    """
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    quiet = 0
    while True:
        busy = [t for t in list(tasks) if not t.done() and not ((_sleep_delay(t) or 0.0) >= idle_sleep)]
        if not busy:
            quiet += 1
            if quiet >= 3:
                return
            await asyncio.sleep(0)
            continue
        quiet = 0
        remaining = deadline - loop.time()
        if remaining <= 0:
            names = ", ".join(f"{t.get_name()} ({t.get_coro()!r})" for t in busy)
            raise TimeoutError(f"tasks still running after {timeout}s: {names}")
        await asyncio.wait(busy, timeout=min(remaining, 0.05), return_when=asyncio.FIRST_COMPLETED)


def _fill_channel(fake: FakeHTTP, payload: dict[str, Any]) -> None:
    """An interaction from inside a thread the fake knows carries that thread (type 11, its parent)."""
    thread = fake.thread(int(payload.get("channel_id") or 0))
    if thread is None or (payload.get("channel") or {}).get("type") == PUBLIC_THREAD:
        return
    permissions = (payload.get("channel") or {}).get("permissions")
    payload["channel"] = thread | ({"permissions": permissions} if permissions is not None else {})


def _fill_command(fake: FakeHTTP, payload: dict[str, Any]) -> None:
    """Give an application-command payload the id (and guild) of the command as it was synced, and its
    plain-``int`` options the type the command declares for them (as a Discord client sends them)."""
    if payload["type"] not in (2, 4):
        return
    data = payload["data"]
    guild_id = payload.get("guild_id")
    found = fake.command(data["name"], int(guild_id)) if guild_id and "guild_id" not in data else None
    if found is not None:
        data["id"], data["guild_id"] = found["id"], found["guild_id"]
    else:
        found = fake.command(data["name"])
        if found is not None and "guild_id" not in data:
            data["id"] = found["id"]
    _declared_types(data.get("options"), (found or {}).get("options") or [])


def _declared_types(sent: object, declared: list[dict[str, Any]]) -> None:
    """Options built from a plain ``int`` take the declared type (10 for a number option); shapes no
    client sends (a hostile test's) are left as they are."""
    if not isinstance(sent, list):
        return
    by_name = {option["name"]: option for option in declared}
    for option in sent:
        if not isinstance(option, dict):
            continue
        match = by_name.get(option.get("name"), {})
        if option.pop(INFERRED, False) and match.get("type") == 10:
            option["type"] = 10
        _declared_types(option.get("options"), match.get("options") or [])


async def dispatch(
    client: discord.Client,
    payload: Mapping[str, Any],
    *,
    timeout: float = 5.0,
    idle_sleep: float = 1.0,
    raise_errors: bool = True,
    capture_loggers: Sequence[str] = ("discord",),
) -> list[BaseException]:
    """Deliver an INTERACTION_CREATE payload as the gateway would and wait for everything it started.

    Returns the exceptions that discord.py logged and swallowed (command, view, dynamic-item and event
    errors) plus those of tasks that died; with ``raise_errors`` the first one is raised instead.
    """
    fake = FakeHTTP.active()
    data = _clone(dict(payload))
    if fake is not None:
        _fill_command(fake, data)
        _fill_channel(fake, data)
        fake.register_interaction(data)
    errors = await _run_captured(
        lambda: client._connection.parse_interaction_create(_clone(data)),  # type: ignore[arg-type]
        timeout=timeout,
        idle_sleep=idle_sleep,
        capture_loggers=capture_loggers,
    )
    if raise_errors and errors:
        raise errors[0]
    return errors


async def deliver(
    client: discord.Client, event: str, data: Mapping[str, Any], *, timeout: float = 5.0
) -> list[BaseException]:
    """Deliver a gateway dispatch (``"GUILD_SCHEDULED_EVENT_UPDATE"`` and its data, e.g. one of
    :attr:`FakeHTTP.gateway_events` or what :meth:`FakeHTTP.mark_interested` returns) as the gateway
    would, through discord.py's own ``parse_<event>``, and wait for everything it started.

    Returns the exceptions discord.py logged and swallowed (event handlers' errors) plus those of tasks
    that died. An event about something discord.py has not cached (a scheduled event of a guild
    :func:`add_guild` did not bring) is dropped by discord.py, as from the real gateway.
    """
    parse = getattr(client._connection, "parse_" + event.lower())
    copied = _clone(dict(data))
    return await _run_captured(lambda: parse(copied), timeout=timeout)


async def _run_captured(
    call: Callable[[], object],
    *,
    timeout: float,
    idle_sleep: float = 1.0,
    capture_loggers: Sequence[str] = ("discord",),
) -> list[BaseException]:
    """Run ``call`` (a parser of discord.py's connection state), then wait until every task it started,
    directly or not, has settled (:func:`settle`); the exceptions logged from those tasks and those the
    tasks died of. The tasks are left to the active fake's :attr:`FakeHTTP.spawned` for shut-down."""
    fake = FakeHTTP.active()
    tasks: set[asyncio.Task[Any]] = set()
    handler = _ErrorLog(tasks)
    loggers = [logging.getLogger(name) for name in capture_loggers]
    for logger in loggers:
        logger.addHandler(handler)
    try:
        with _capture_tasks(tasks):
            call()
            await settle(tasks, timeout=timeout, idle_sleep=idle_sleep)
    finally:
        for logger in loggers:
            logger.removeHandler(handler)
        if fake is not None:
            fake.spawned.update(tasks)
    errors = list(handler.errors)
    for task in tasks:
        if task.done() and not task.cancelled() and task.exception() is not None:
            errors.append(task.exception())  # type: ignore[arg-type]
    return errors


def make_interaction(client: discord.Client, payload: Mapping[str, Any]) -> discord.Interaction[Any]:
    """The ``discord.Interaction`` discord.py builds from a payload (without dispatching it)."""
    return discord.Interaction(data=_clone(dict(payload)), state=client._connection)  # type: ignore[arg-type]


def add_guild(
    client: discord.Client,
    guild_id: int = GUILD_ID,
    *,
    name: str = "Test Guild",
    channels: Mapping[int, str] | None = None,
    everyone_permissions: int | discord.Permissions = DEFAULT_MEMBER_PERMISSIONS,
    owner_id: int = OWNER_ID,
) -> discord.Guild:
    """Put a guild with text channels in the client's cache, as GUILD_CREATE would.

    Without it ``client.get_guild``/``get_channel`` return ``None`` and each interaction carries its own
    uncached partial guild and channel. The guild's scheduled events the active fake knows come with it
    (``guild_scheduled_events``), so discord.py caches them as from a real GUILD_CREATE (it drops an
    update of an event it has not cached).
    """
    state = client._connection
    assert client.user is not None, "log in first"
    channel_map = channels if channels is not None else {CHANNEL_ID: "general"}
    data: dict[str, Any] = {
        "id": str(guild_id),
        "name": name,
        "icon": None,
        "owner_id": str(owner_id),
        "features": [],
        "preferred_locale": "en-US",
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "mfa_level": 0,
        "nsfw_level": 0,
        "premium_tier": 0,
        "system_channel_flags": 0,
        "afk_timeout": 300,
        "member_count": 1,
        "emojis": [],
        "stickers": [],
        "threads": [],
        "roles": [
            {
                "id": str(guild_id),
                "name": "@everyone",
                "permissions": _perm_str(everyone_permissions),
                "position": 0,
                "color": 0,
                "hoist": False,
                "managed": False,
                "mentionable": False,
                "flags": 0,
            }
        ],
        "channels": [
            {
                "id": str(cid),
                "type": 0,
                "guild_id": str(guild_id),
                "name": cname,
                "position": i,
                "parent_id": None,
                "topic": None,
                "nsfw": False,
                "rate_limit_per_user": 0,
                "last_message_id": None,
                "permission_overwrites": [],
                "flags": 0,
            }
            for i, (cid, cname) in enumerate(channel_map.items())
        ],
        "members": [member_payload(client.user.id) | {"user": client.user._to_minimal_user_json()}],
    }
    fake = FakeHTTP.active()
    if fake is not None:
        data["guild_scheduled_events"] = fake.events_of(guild_id)
    guild = discord.Guild(data=data, state=state)  # type: ignore[arg-type]
    state._add_guild(guild)
    return guild


async def login(
    client: discord.Client, http: FakeHTTP | None = None, *, token: str = "fake-token"
) -> FakeHTTP:
    """Install ``http`` (or a new :class:`FakeHTTP`) and run the real ``client.login`` (so ``setup_hook``).

    Pair with :func:`shut_down`; on a failed login the client is closed and the fake uninstalled.
    """
    fake = http or FakeHTTP()
    fake.install()
    tasks: set[asyncio.Task[Any]] = set()
    try:
        with _capture_tasks(tasks):
            await client.login(token)
    except BaseException:
        fake.spawned.update(tasks)
        await shut_down(client, fake)
        raise
    fake.spawned.update(tasks)
    return fake


async def shut_down(client: discord.Client, http: FakeHTTP) -> None:
    """Cancel tasks left by login and dispatches, close the client (and its aiohttp session), uninstall."""
    try:
        pending = [t for t in http.spawned if not t.done()]
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
        http.spawned.clear()
        await client.close()
    finally:
        http.uninstall()


@contextlib.asynccontextmanager
async def logged_in(
    client: ClientT, http: FakeHTTP | None = None, *, token: str = "fake-token"
) -> AsyncIterator[tuple[ClientT, FakeHTTP]]:
    """:func:`login` on entry, :func:`shut_down` on exit; yields ``(client, fake)``.

    Tasks still running at exit (view time-outs, timers) are cancelled. Pass the same ``http`` to a
    second client to simulate a restart against the same Discord state.
    """
    fake = await login(client, http, token=token)
    try:
        yield client, fake
    finally:
        await shut_down(client, fake)
