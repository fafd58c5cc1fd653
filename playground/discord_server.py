"""A fake Discord on 127.0.0.1: REST and gateway in one aiohttp server, for the real bot in its own process.

REST requests under ``/api/v10`` become the same :class:`~playground.fake_discord.Call` records as in the
in-process adapter tests and are answered by the same :class:`~playground.fake_discord.FakeHTTP` handlers
and state, so ``server.http.sent_messages()``, ``replies()``, ``dms()``, ``message()``, ``fail()`` ... work
identically here. The gateway speaks enough of Discord's protocol for discord.py: HELLO, IDENTIFY -> READY
and a GUILD_CREATE per guild, heartbeats, RESUME with replay of missed dispatches, INVALID_SESSION, RECONNECT,
and transport compression: zstd-stream (what discord.py asks for when ``zstandard`` is installed, as
discord.py's speed extra does) or zlib-stream.

It knows shards as Discord does: ``GET /gateway/bot`` recommends :attr:`FakeDiscord.shards`, an IDENTIFY
with ``shard: [id, count]`` gets the guilds with ``(guild_id >> 22) % count == id`` only, and an injected
interaction goes to the newest session of its guild's shard (direct messages: shard 0). Several bot
processes, one shard each, can so be connected at once. The gateway dispatches a REST request makes
Discord send (a guild scheduled event created, edited, deleted) follow its answer to the guild's
sessions; :meth:`FakeDiscord.emit` sends any other (a member marking an event "Interested").

Typical use (see ``tests/e2e/conftest.py`` for the fixtures)::

    server = FakeDiscord()
    await server.start()                       # REST at server.url + "/api/v10", gateway at server.ws_url
    ...                                         # start the bot (devtools/botproc.py), then:
    replies = await server.interact(slash("santacruz", "join"))
    lobby = server.http.sent_messages(CHANNEL_ID)[-1]
    await server.stop()

Discord's bad hours are simulated for a period (:class:`Outage`): :meth:`FakeDiscord.server_errors` answers
every REST request 500/502/503 with Discord's bodies, :meth:`FakeDiscord.rate_limit_storm` answers 429 with
a long ``retry_after`` (global or per route, with Discord's headers), :meth:`FakeDiscord.gateway_outage`
drops the gateway connection (resumable or not) and holds or refuses new ones until it ends, and
interactions injected meanwhile are lost, as Discord cannot deliver them. Every REST request is logged
(:attr:`FakeDiscord.requests`), so a test can assert the bot's request rate during an outage
(:meth:`Outage.peak_rate`) and that it waited as long as each 429 told it (:meth:`Outage.early_retries`).

:meth:`FakeDiscord.interact` returns once the bot has answered the interaction and has finished with it:
a bot started by ``devtools/launch.py`` reports when every task the interaction started has settled,
and after that (or, for a bot without the launcher, right after the answer) the server waits until no
REST request is in flight and none came for :attr:`FakeDiscord.quiet` seconds.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import fnmatch
import io
import itertools
import json
import math
import re
import socket
import time
import uuid
import zlib
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

import discord
import zstandard
from aiohttp import BodyPartReader, WSMsgType, hdrs, web
from discord.http import Route

from playground.fake_discord import (
    CHANNEL_ID,
    DEFAULT_MEMBER_PERMISSIONS,
    GUILD_ID,
    OWNER_ID,
    Call,
    FakeHTTP,
    Fault,
    Handler,
    PathMatcher,
    Sent,
    SentFile,
    _clone,
    _fill_channel,
    _fill_command,
    http_error,
    member_payload,
)
from playground.strict.ratelimits import EXEMPT_FROM_GLOBAL

__all__ = [
    "BotError",
    "FakeDiscord",
    "GatewayFrame",
    "GatewayHTTP",
    "Outage",
    "RateLimitFault",
    "RestRequest",
    "Session",
    "route_template",
]

JSON = Any

API_PATH = re.compile(r"/api/v\d+(/.*)")
CALLBACK_PATH = re.compile(r"/interactions/\d+/([^/]+)/callback")
WEBHOOK_VIA = ("/webhooks/", "/interactions/")
CONTROL = "/_e2e/"

# Gateway opcodes.
DISPATCH, HEARTBEAT, IDENTIFY, PRESENCE, VOICE_STATE, RESUME, RECONNECT, REQUEST_MEMBERS = (
    0,
    1,
    2,
    3,
    4,
    6,
    7,
    8,
)
INVALID_SESSION, HELLO, HEARTBEAT_ACK = 9, 10, 11

# Close codes Discord uses; 4000 is "unknown error, reconnect and resume".
CLOSE_UNKNOWN = 4000
CLOSE_UNKNOWN_OPCODE = 4001
CLOSE_DECODE = 4002
CLOSE_NOT_AUTHENTICATED = 4003
CLOSE_AUTH_FAILED = 4004
CLOSE_ALREADY_AUTHENTICATED = 4005
CLOSE_INVALID_SHARD = 4010
CLOSE_INVALID_SEQ = 4007
CLOSE_RATE_LIMITED = 4008
CLOSE_SESSION_TIMED_OUT = 4009
"""Discord's "session timed out": the client reconnects, and must IDENTIFY anew (its RESUME is refused)."""
CLIENT_CLOSES_ENDING_SESSION = (1000, 1001)
"""A client closing with these ends its session on Discord: a later RESUME is refused."""


class BotError(AssertionError):
    """The bot logged an unexpected exception, or finished an interaction without answering it."""


# --- REST ---------------------------------------------------------------------------------------

_PARAM_AFTER: dict[str, str] = {
    "applications": "application_id",
    "channels": "channel_id",
    "commands": "command_id",
    "guilds": "guild_id",
    "interactions": "webhook_id",
    "members": "user_id",
    "messages": "message_id",
    "roles": "role_id",
    "threads": "thread_id",
    "users": "user_id",
    "webhooks": "webhook_id",
}


def route_template(path: str) -> str:
    """discord.py's route template of a path: ``/channels/1/messages`` -> ``/channels/{channel_id}/messages``.

    Best effort, for :attr:`Call.template`: ids after a known collection and the token after a webhook or
    interaction id become the placeholders discord.py uses; anything else stays literal.
    """
    parts = path.split("/")
    out: list[str] = []
    for index, part in enumerate(parts):
        before = parts[index - 1] if index else ""
        two_before = parts[index - 2] if index > 1 else ""
        if before in _PARAM_AFTER and (part.isdigit() or (before == "messages" and part == "@original")):
            out.append("{" + _PARAM_AFTER[before] + "}")
        elif two_before in ("webhooks", "interactions") and before.isdigit():
            out.append("{webhook_token}")
        else:
            out.append(part)
    return "/".join(out)


@dataclass
class RateLimitFault(Fault):
    """A fault answered as Discord's 429: ``retry_after`` in the body, ``Retry-After``/rate-limit headers."""

    retry_after: float = 0.25
    is_global: bool = False

    def error(self, method: str, path: str) -> discord.HTTPException:
        """The 429 exception, carrying the wait so the server can put it in the response."""
        exc = http_error(429, 0, "You are being rate limited.", method=method, path=path)
        exc.retry_after = self.retry_after  # type: ignore[attr-defined]
        exc.is_global = self.is_global  # type: ignore[attr-defined]
        return exc


SERVER_ERROR_BODIES: dict[int, tuple[str, str]] = {
    500: ("application/json", json.dumps({"message": "500: Internal Server Error", "code": 0})),
    502: (
        "text/html",
        "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
        "<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>cloudflare</center>\r\n</body>\r\n</html>",
    ),
    503: ("text/plain", "upstream connect error or disconnect/reset before headers. reset reason: overflow"),
    504: (
        "text/html",
        "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center>"
        "<h1>504 Gateway Time-out</h1></center>\r\n<hr><center>cloudflare</center>\r\n</body>\r\n</html>",
    ),
}
"""What Discord answers when it is down, by status: its API's JSON 500, Cloudflare's HTML 502 and 504,
and the plain-text 503 of its proxy."""
RATE_LIMITED = "You are being rate limited."
GLOBAL_LIMIT = 50
"""Discord's global limit: requests per second of one bot, interaction endpoints apart."""
IN_FLIGHT = 0.1
"""Seconds after a 429 during which other requests already on their way are not counted as ignoring it."""


@dataclass
class RestRequest:
    """One REST request of the bot as it arrived at the fake, and the status it was answered with."""

    at: float
    method: str
    path: str
    status: int = 0

    @property
    def global_bound(self) -> bool:
        """Whether it counts toward Discord's global limit (interaction endpoints do not)."""
        return not self.path.startswith(EXEMPT_FROM_GLOBAL)


@dataclass(frozen=True)
class Limit429:
    """One 429 the fake answered during a storm: when, to which request, and the wait it told."""

    at: float
    method: str
    path: str
    retry_after: float
    is_global: bool


@dataclass
class Outage:
    """A period (``started`` to ``ends``, monotonic seconds) of Discord trouble, and what the bot did in it.

    ``kind`` is ``"server errors"`` (every matching REST request answered one of ``statuses`` in turn),
    ``"rate limits"`` (a 429 storm: ``retry_after`` seconds to wait, or until the storm ends when
    ``None``; ``is_global`` or per route) or ``"gateway"`` (the connection dropped; new ones held until
    the end, or refused with 503 when ``refuse``). During a gateway outage interactions are lost.
    """

    kind: Literal["server errors", "rate limits", "gateway"]
    started: float
    ends: float
    log: list[RestRequest] = field(repr=False)
    """Every REST request of the bot (the server's whole log: retries may come after the outage)."""
    path: PathMatcher = "*"
    statuses: tuple[int, ...] = ()
    retry_after: float | None = None
    is_global: bool = False
    refuse: bool = False
    close_code: int | None = None
    faulted: collections.Counter[int] = field(default_factory=collections.Counter)
    """Answers the outage gave instead of the normal one, by status."""
    limits: list[Limit429] = field(default_factory=list)
    """The 429s of a storm, in order."""
    lost: list[dict[str, Any]] = field(default_factory=list)
    """Interactions Discord could not deliver (injected during a gateway outage)."""
    held: int = 0
    """Gateway connections held until the end (or refused, with ``refuse``)."""

    def active(self, now: float | None = None) -> bool:
        """Whether the outage is going on."""
        now = time.monotonic() if now is None else now
        return self.started <= now < self.ends

    def remaining(self) -> float:
        """Seconds until the outage ends (0 once over)."""
        return max(0.0, self.ends - time.monotonic())

    def applies(self, path: str) -> bool:
        """Whether a REST request to ``path`` is hit (a global storm spares the interaction endpoints)."""
        if self.kind == "rate limits" and self.is_global and path.startswith(EXEMPT_FROM_GLOBAL):
            return False
        return Fault(None, self.path, 0, 0, None, None).matches("GET", path)

    def next_status(self) -> int:
        """The status of the next 5xx: the outage's statuses in turn."""
        return self.statuses[sum(self.faulted.values()) % len(self.statuses)]

    @property
    def requests(self) -> list[RestRequest]:
        """The bot's REST requests that arrived during the outage."""
        return [r for r in self.log if self.started <= r.at < self.ends]

    def peak_rate(self, window: float = 1.0, *, global_only: bool = True) -> int:
        """The most requests that arrived in any ``window`` seconds of the outage (by default only those
        Discord's global limit counts)."""
        times = [r.at for r in self.requests if r.global_bound or not global_only]
        peak, first = 0, 0
        for last, at in enumerate(times):
            while at - times[first] >= window:
                first += 1
            peak = max(peak, last - first + 1)
        return peak

    def early_retries(self) -> list[RestRequest]:
        """Requests that came while a 429 of the storm told the bot to wait: after a global 429 any request
        the global limit counts, after a per-route one the same request again (requests already on
        their way, :data:`IN_FLIGHT`, apart)."""
        early: list[RestRequest] = []
        for limit in self.limits:
            begin, until = limit.at + IN_FLIGHT, limit.at + limit.retry_after - IN_FLIGHT
            for request in self.log:
                if not begin < request.at < until or request in early:
                    continue
                same = (request.method, request.path) == (limit.method, limit.path)
                if same or (limit.is_global and request.global_bound):
                    early.append(request)
        return early

    def report(self) -> dict[str, Any]:
        """What happened, for a test's message or a report: requests, answers, peak rate, losses."""
        return {
            "kind": self.kind,
            "seconds": round(self.ends - self.started, 2),
            "requests": len(self.requests),
            "faulted": dict(self.faulted),
            "peak_per_second": self.peak_rate(),
            "early_retries": len(self.early_retries()),
            "lost_interactions": len(self.lost),
            "held_connections": self.held,
        }


@dataclass
class OutageFault(Fault):
    """The REST side of an outage: matching requests get its 5xx or 429 while it lasts."""

    outage: Outage | None = None

    def matches(self, method: str, path: str) -> bool:
        """Whether the outage is on and hits this request."""
        return self.outage is not None and self.outage.active() and self.outage.applies(path)

    def error(self, method: str, path: str) -> discord.HTTPException:
        """Discord's answer: a 5xx with its real body, or a 429 with the wait (recorded in the outage)."""
        outage = self.outage
        assert outage is not None
        if outage.kind == "rate limits":
            wait = outage.retry_after if outage.retry_after is not None else max(outage.remaining(), 0.05)
            outage.limits.append(Limit429(time.monotonic(), method, path, wait, outage.is_global))
            outage.faulted[429] += 1
            return RateLimitFault(
                method, path, 429, 0, RATE_LIMITED, None, retry_after=wait, is_global=outage.is_global
            ).error(method, path)
        status = outage.next_status()
        outage.faulted[status] += 1
        exc = http_error(status, 0, f"{status}: Discord is down", method=method, path=path)
        exc.fake_body = SERVER_ERROR_BODIES.get(status, SERVER_ERROR_BODIES[500])  # type: ignore[attr-defined]
        return exc


class GatewayHTTP(FakeHTTP):
    """:class:`FakeHTTP` plus ``GET /gateway`` and ``GET /gateway/bot`` (they name the fake's websocket)."""

    _routes: ClassVar[list[tuple[str, re.Pattern[str], Handler]]] = list(FakeHTTP._routes)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.gateway_url = ""
        self.shards = 1
        """How many shards ``GET /gateway/bot`` recommends."""


@GatewayHTTP.route("GET", r"/gateway")
def _gateway_url(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    return {"url": getattr(fake, "gateway_url", "")}


@GatewayHTTP.route("GET", r"/gateway/bot")
def _gateway_bot(fake: FakeHTTP, call: Call, m: re.Match[str]) -> JSON:
    return {
        "url": getattr(fake, "gateway_url", ""),
        "shards": getattr(fake, "shards", 1),
        "session_start_limit": {
            "total": 1000,
            "remaining": 999,
            "reset_after": 14_400_000,
            "max_concurrency": 1,
        },
    }


# --- gateway ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class GatewayFrame:
    """One gateway payload, as received from the bot (``"in"``) or sent to it (``"out"``)."""

    direction: Literal["in", "out"]
    op: int | None
    t: str | None
    s: int | None
    d: Any
    connection: int
    at: float


@dataclass
class Session:
    """A gateway session: created by IDENTIFY, continued by RESUME, with every dispatch for replay."""

    id: str
    identify: dict[str, Any]
    seq: int = 0
    log: list[dict[str, Any]] = field(default_factory=list)
    connection: _Connection | None = None
    ready: bool = False
    invalid: bool = False
    resumes: int = 0

    @property
    def shard(self) -> tuple[int, int]:
        """``(shard_id, shard_count)`` from the IDENTIFY; ``(0, 1)`` for an unsharded bot."""
        shard = self.identify.get("shard") or (0, 1)
        return int(shard[0]), int(shard[1])

    def covers(self, guild_id: int | None) -> bool:
        """Whether Discord sends this guild's events (direct messages: shard 0's) to this session."""
        shard_id, count = self.shard
        return guild_shard(guild_id, count) == shard_id


def guild_shard(guild_id: int | None, shard_count: int) -> int:
    """The shard of a guild, ``(guild_id >> 22) % shard_count`` (direct messages: 0)."""
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


class _Connection:
    """One websocket from the bot: its compression stream and the session it is attached to."""

    def __init__(
        self, ident: int, request: web.Request, ws: web.WebSocketResponse, compress: str | None
    ) -> None:
        self.id = ident
        self.request = request
        self.ws = ws
        self.path = request.path
        self.zlib = zlib.compressobj() if compress == "zlib-stream" else None
        self.zstd = zstandard.ZstdCompressor().compressobj() if compress == "zstd-stream" else None
        self.lock = asyncio.Lock()
        self.session: Session | None = None
        self.identified = False

    async def send(self, frame: Mapping[str, Any]) -> None:
        """Send one payload (compressed into the zlib or zstd stream if asked, each payload flushed whole as
        Discord does), in order with the others."""
        text = json.dumps(frame, separators=(",", ":"))
        async with self.lock:
            if self.ws.closed:
                raise ConnectionResetError("the gateway connection is closed")
            if self.zlib is not None:
                data = self.zlib.compress(text.encode()) + self.zlib.flush(zlib.Z_SYNC_FLUSH)
                await self.ws.send_bytes(data)
            elif self.zstd is not None:
                data = self.zstd.compress(text.encode()) + self.zstd.flush(zstandard.COMPRESSOBJ_FLUSH_BLOCK)
                await self.ws.send_bytes(data)
            else:
                await self.ws.send_str(text)


# --- the server ---------------------------------------------------------------------------------


class FakeDiscord:
    """Discord's REST API and gateway on 127.0.0.1 (ephemeral port), recording everything.

    ``http`` holds the REST state and record (the :class:`FakeHTTP` query API); ``frames`` the gateway
    traffic; ``sessions`` every gateway session, newest last. Injected interactions go to the newest
    session of their guild's shard (the newest session, for a bot without shards).

    ``guilds`` adds guilds beside ``guild_id`` (guild id -> its channels, id -> name); ``shards`` is what
    ``GET /gateway/bot`` recommends.
    """

    def __init__(
        self,
        *,
        token: str = "fake-token",
        guild_id: int = GUILD_ID,
        channels: Mapping[int, str] | None = None,
        heartbeat_interval: float = 41.25,
        quiet: float = 0.04,
        http: GatewayHTTP | None = None,
        guilds: Mapping[int, Mapping[int, str]] | None = None,
        shards: int = 1,
        host: str = "127.0.0.1",
        port: int = 0,
    ) -> None:
        self.token = token
        self.host = host
        self.guild_name = "Test Guild"
        self.guild_locale = "en-US"
        """The server's preferred locale (what its GUILD_CREATE says)."""
        self.front: Callable[[web.Request], Awaitable[web.StreamResponse]] | None = None
        """What a plain (not websocket) GET of ``/`` gets: the playground's page; 404 without one."""
        self.routes: list[Callable[[web.Application], None]] = []
        """Adds more routes to the server's application before it starts (the playground's page)."""
        self.guild_id = guild_id
        self.channels: dict[int, str] = dict(channels) if channels is not None else {CHANNEL_ID: "general"}
        self.guilds: dict[int, dict[int, str]] = {guild_id: self.channels}
        self.guilds.update({gid: dict(chans) for gid, chans in (guilds or {}).items() if gid != guild_id})
        self.heartbeat_interval = heartbeat_interval
        self.quiet = quiet
        self.http = http or GatewayHTTP()
        self.http.shards = shards
        self.frames: list[GatewayFrame] = []
        self.sessions: list[Session] = []
        self.settled: dict[str, dict[str, Any]] = {}
        """Settle reports of the launcher, by interaction token (``settled``, ``errors``, ``busy``)."""
        self.launchers: list[int] = []
        """Process ids of the launchers that said hello (a bot started through ``devtools/launch.py``)."""
        self.errors: list[str] = []
        """Problems of the fake itself or protocol errors of the bot (unknown opcodes, bad frames...)."""
        self.port = port
        self._runner: web.AppRunner | None = None
        self._connections: set[_Connection] = set()
        self._connection_ids = itertools.count(1)
        self._callbacks: set[str] = set()
        self._in_flight = 0
        self._last_rest = 0.0
        self._request_files = 0
        self.requests: list[RestRequest] = []
        """Every REST request of the bot, in order of arrival (the launcher's reports apart)."""
        self.outages: list[Outage] = []
        """Every outage simulated so far, oldest first."""
        self._lost: set[str] = set()

    # -- lifecycle

    @property
    def url(self) -> str:
        """``http://HOST:PORT`` (REST lives under ``/api/v10``)."""
        return f"http://{self._netloc}"

    @property
    def ws_url(self) -> str:
        """The gateway URL to put in ``DiscordWebSocket.DEFAULT_GATEWAY``."""
        return f"ws://{self._netloc}/"

    @property
    def _netloc(self) -> str:
        host = "127.0.0.1" if self.host in ("", "0.0.0.0") else "[::1]" if self.host == "::" else self.host
        return f"[{host}]:{self.port}" if ":" in host and not host.startswith("[") else f"{host}:{self.port}"

    async def start(self) -> None:
        """Bind the port (by default an ephemeral one on 127.0.0.1) and serve; ``OSError`` if it is taken."""
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/", self._gateway)
        app.router.add_get("/resume", self._gateway)
        app.router.add_route("*", "/api/{tail:.*}", self._rest)
        for add in self.routes:
            add(app)
        self._runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
        await self._runner.setup()
        family = socket.AF_INET6 if ":" in self.host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        try:
            if self.port:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            sock.bind((self.host, self.port))
            self.port = sock.getsockname()[1]
            await web.SockSite(self._runner, sock).start()  # the site owns the socket from here on
        except BaseException:
            sock.close()
            await self._runner.cleanup()
            self._runner = None
            raise
        self.http.gateway_url = self.ws_url
        for guild_id, channels in self.guilds.items():
            for position, (channel_id, name) in enumerate(channels.items()):
                self.http.channels[channel_id] = self._channel_payload(channel_id, name, position, guild_id)

    async def stop(self) -> None:
        """Drop every gateway connection and stop serving."""
        for conn in list(self._connections):
            transport = conn.request.transport
            if transport is not None:
                transport.abort()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    # -- REST

    async def _rest(self, request: web.Request) -> web.StreamResponse:
        match = API_PATH.fullmatch(request.raw_path.split("?", 1)[0])
        if match is None:
            return _json_response({"message": "404: Not Found", "code": 0}, status=404)
        path = match[1]
        if path.startswith(CONTROL):
            return await self._control(path[len(CONTROL) :], request)
        self._in_flight += 1
        self._last_rest = time.monotonic()
        logged = RestRequest(self._last_rest, request.method, path)
        self.requests.append(logged)
        try:
            response = await self._serve(request, path)
            logged.status = response.status
            if self.http.gateway_events:
                await self._answer_then_emit(request, response)
            return response
        finally:
            self._in_flight -= 1
            self._last_rest = time.monotonic()

    async def _serve(self, request: web.Request, path: str) -> web.StreamResponse:
        auth = request.headers.get("Authorization")
        if auth is not None and auth != f"Bot {self.token}":
            return _json_response({"message": "401: Unauthorized", "code": 0}, status=401)
        try:
            body, files = await _read_body(request)
        except ValueError as exc:
            self.errors.append(f"{request.method} {path}: unreadable body: {exc}")
            return _json_response({"message": "400: Bad Request", "code": 50109}, status=400)
        route = Route(request.method, path)
        route.path = route_template(path)
        via: Literal["http", "webhook"] = "webhook" if path.startswith(WEBHOOK_VIA) else "http"
        uploads = [discord.File(io.BytesIO(f.data), filename=f.name) for f in files]
        self._request_files = len(files)
        rates = self.http.strict.rates
        try:  # the body is JSON decoded here; the answer is serialized below, before anything else runs
            result = self.http._handle(
                route, body, uploads, dict(request.query) or None, via, copy_body=False, copy_answer=False
            )
        except discord.HTTPException as exc:
            rates.answered(exc.status)
            return _error_response(exc)
        except Exception as exc:  # a bug of the fake: fail fast (a 5xx would make discord.py retry)
            self.errors.append(f"{request.method} {path}: {exc!r}")
            return _json_response({"message": f"the fake failed: {exc!r}", "code": 0}, status=400)
        finally:
            self._request_files = 0
        callback = CALLBACK_PATH.fullmatch(path)
        if callback is not None:
            self._callbacks.add(callback[1])
        headers = self.http.strict.headers(request.method, path)
        if result is None:
            return web.Response(status=204, headers=headers)
        return _json_response(result, headers=headers)

    async def _answer_then_emit(self, request: web.Request, response: web.StreamResponse) -> None:
        """Send the REST answer, then the gateway dispatches the request made Discord send (a scheduled
        event created, changed or deleted: :attr:`FakeHTTP.gateway_events`), each to the sessions of
        its guild, as Discord does right after answering."""
        if not response.prepared:
            with contextlib.suppress(ConnectionError):  # the bot hung up: Discord still tells the gateway
                await response.prepare(request)
                await response.write_eof()
        pending = list(self.http.gateway_events)
        del self.http.gateway_events[:]
        for event, data in pending:
            await self.emit(int(data["guild_id"]), event, data)

    async def emit(self, guild_id: int, event: str, data: Mapping[str, Any]) -> None:
        """Send a gateway dispatch about a guild (``"GUILD_SCHEDULED_EVENT_USER_ADD"`` and its data, e.g.
        what :meth:`FakeHTTP.mark_interested` returns) to every session that covers the guild's shard
        and is still valid (one without a connection gets it on RESUME).

        The helpers of :class:`FakeHTTP` that stand for people in Discord's UI also leave their dispatch
        in :attr:`FakeHTTP.gateway_events`; emitting it takes it off there, so it is not sent again
        after the next REST answer. Emit what such a helper returns at once.
        """
        payload = _clone(dict(data))
        pending = self.http.gateway_events
        if (event, payload) in pending:
            pending.remove((event, payload))
        for session in list(self.sessions):
            if session.covers(guild_id) and not session.invalid:
                await self._dispatch(session, event, _clone(payload))

    async def _control(self, name: str, request: web.Request) -> web.StreamResponse:
        """Messages from ``devtools/launch.py`` inside the bot process (not part of the record)."""
        data = await request.json() if request.can_read_body else {}
        if name == "hello":
            self.launchers.append(int(data.get("pid", 0)))
        elif name == "settled":
            self.settled[str(data["token"])] = data
        else:
            return _json_response({"message": f"unknown control {name!r}", "code": 0}, status=404)
        return web.Response(status=204)

    # -- gateway

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        if request.headers.get(hdrs.UPGRADE, "").lower() != "websocket" and self.front is not None:
            return await self.front(request)
        compress = request.query.get("compress")
        encoding = request.query.get("encoding", "json")
        if encoding != "json" or compress not in (None, "zlib-stream", "zstd-stream"):
            self.errors.append(f"gateway: unsupported encoding={encoding} compress={compress}")
            return web.Response(
                status=400, text=f"the fake supports json with zlib-stream or zstd-stream, not {compress}"
            )
        down = self.gateway_down()
        if down is not None:
            down.held += 1
            if down.refuse:
                return web.Response(status=503, text=SERVER_ERROR_BODIES[503][1])
            await asyncio.sleep(down.remaining())
        ws = web.WebSocketResponse(max_msg_size=0, autoping=True, timeout=2.0)
        await ws.prepare(request)
        conn = _Connection(next(self._connection_ids), request, ws, compress)
        self._connections.add(conn)
        try:
            await self._send(
                conn, {"op": HELLO, "d": {"heartbeat_interval": round(self.heartbeat_interval * 1000)}}
            )
            async for msg in ws:
                if msg.type is WSMsgType.TEXT:
                    await self._on_text(conn, msg.data)
                elif msg.type is WSMsgType.BINARY:
                    await ws.close(code=CLOSE_DECODE, message=b"binary frames are not supported")
        except ConnectionError:
            pass
        finally:
            self._connections.discard(conn)
            session = conn.session
            if session is not None and session.connection is conn:  # not dropped by the fake itself
                session.connection = None
                if ws.close_code in CLIENT_CLOSES_ENDING_SESSION:
                    session.invalid = True
        return ws

    async def _on_text(self, conn: _Connection, text: str) -> None:
        try:
            frame = json.loads(text)
            op = frame["op"]
        except (ValueError, KeyError, TypeError):
            self.errors.append(f"gateway: undecodable frame {text[:200]!r}")
            await conn.ws.close(code=CLOSE_DECODE, message=b"Decode error")
            return
        data = frame.get("d")
        self.frames.append(
            GatewayFrame("in", op, frame.get("t"), frame.get("s"), data, conn.id, time.monotonic())
        )
        if op == HEARTBEAT:
            await self._send(conn, {"op": HEARTBEAT_ACK})
        elif op == IDENTIFY:
            await self._identify(conn, data)
        elif op == RESUME:
            await self._resume(conn, data)
        elif op in (PRESENCE, VOICE_STATE, REQUEST_MEMBERS):
            if not conn.identified:
                await conn.ws.close(code=CLOSE_NOT_AUTHENTICATED, message=b"Not authenticated")
        else:
            self.errors.append(f"gateway: unknown opcode {op}")
            await conn.ws.close(code=CLOSE_UNKNOWN_OPCODE, message=b"Unknown opcode")

    async def _identify(self, conn: _Connection, data: dict[str, Any]) -> None:
        if conn.identified:
            await conn.ws.close(code=CLOSE_ALREADY_AUTHENTICATED, message=b"Already authenticated")
            return
        if data.get("token") != self.token:
            await conn.ws.close(code=CLOSE_AUTH_FAILED, message=b"Authentication failed")
            return
        shard = data.get("shard", [0, 1])
        if not (
            isinstance(shard, list)
            and len(shard) == 2
            and all(isinstance(n, int) for n in shard)
            and 0 <= shard[0] < shard[1]
        ):
            self.errors.append(f"gateway: invalid shard {shard!r}")
            await conn.ws.close(code=CLOSE_INVALID_SHARD, message=b"Invalid shard")
            return
        conn.identified = True
        session = Session(uuid.uuid4().hex, _clone(data), connection=conn)
        conn.session = session
        self.sessions.append(session)
        await self._dispatch(session, "READY", self._ready_payload(session))
        for guild_id in self._guilds_of(session):
            await self._dispatch(session, "GUILD_CREATE", self._guild_payload(guild_id))
        session.ready = True

    def _guilds_of(self, session: Session) -> list[int]:
        """The guilds whose events go to the session's shard."""
        return [guild_id for guild_id in self.guilds if session.covers(guild_id)]

    async def _resume(self, conn: _Connection, data: dict[str, Any]) -> None:
        found = next((s for s in self.sessions if s.id == data.get("session_id")), None)
        if found is None or found.invalid or data.get("token") != self.token:
            await self._send(conn, {"op": INVALID_SESSION, "d": False})
            return
        previous = found.connection
        if previous is not None and previous is not conn:  # the bot gave up on it: drop it
            previous.session = None
            transport = previous.request.transport
            if transport is not None:
                transport.abort()
        conn.identified = True
        conn.session = found
        found.connection = conn
        found.resumes += 1
        seq = int(data.get("seq") or 0)
        for frame in [f for f in found.log if f["s"] > seq]:
            await self._send(conn, frame)
        await self._dispatch(found, "RESUMED", {"_trace": ["fake-discord"]})

    async def _dispatch(self, session: Session, event: str, data: Any) -> None:
        """Send a dispatch in the session (logged for replay even when no connection is attached)."""
        session.seq += 1
        frame = {"op": DISPATCH, "t": event, "s": session.seq, "d": data}
        session.log.append(frame)
        conn = session.connection
        if conn is not None:
            with contextlib.suppress(ConnectionError):  # it is replayed on RESUME
                await self._send(conn, frame)

    async def _send(self, conn: _Connection, frame: Mapping[str, Any]) -> None:
        full = {"op": frame["op"], "d": frame.get("d"), "s": frame.get("s"), "t": frame.get("t")}
        self.frames.append(
            GatewayFrame("out", full["op"], full["t"], full["s"], full["d"], conn.id, time.monotonic())
        )
        await conn.send(full)

    def _ready_payload(self, session: Session) -> dict[str, Any]:
        ready: dict[str, Any] = {
            "v": 10,
            "user": _clone(self.http.bot_user),
            "guilds": [{"id": str(g), "unavailable": True} for g in self._guilds_of(session)],
            "session_id": session.id,
            "session_type": "normal",
            "resume_gateway_url": self.ws_url + "resume",
            "application": {"id": str(self.http.app_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "user_settings": {},
            "geo_ordered_rtc_regions": [],
            "_trace": ["fake-discord"],
        }
        if "shard" in session.identify:
            ready["shard"] = session.identify["shard"]
        return ready

    def _channel_payload(
        self, channel_id: int, name: str, position: int, guild_id: int | None = None
    ) -> dict[str, Any]:
        return {
            "id": str(channel_id),
            "type": 0,
            "guild_id": str(guild_id or self.guild_id),
            "name": name,
            "position": position,
            "parent_id": None,
            "topic": None,
            "nsfw": False,
            "rate_limit_per_user": 0,
            "last_message_id": None,
            "permission_overwrites": [],
            "flags": 0,
        }

    def _guild_payload(self, guild_id: int | None = None) -> dict[str, Any]:
        guild_id = guild_id or self.guild_id
        channels = self.guilds[guild_id]
        bot_id = int(self.http.bot_user["id"])
        bot_member = member_payload(bot_id) | {"user": self.http.user(bot_id)}
        bot_member.pop("permissions", None)
        return {
            "id": str(guild_id),
            "name": self.guild_name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(OWNER_ID),
            "features": [],
            "preferred_locale": self.guild_locale,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "afk_channel_id": None,
            "afk_timeout": 300,
            "vanity_url_code": None,
            "max_members": 500000,
            "unavailable": False,
            "large": False,
            "joined_at": "2024-01-01T00:00:00.000000+00:00",
            "member_count": 1,
            "emojis": [],
            "stickers": [],
            "roles": [
                {
                    "id": str(guild_id),
                    "name": "@everyone",
                    "permissions": str(DEFAULT_MEMBER_PERMISSIONS),
                    "position": 0,
                    "color": 0,
                    "hoist": False,
                    "managed": False,
                    "mentionable": False,
                    "flags": 0,
                }
            ],
            "channels": [
                self._channel_payload(cid, name, index, guild_id)
                for index, (cid, name) in enumerate(channels.items())
            ],
            "threads": [],
            "members": [bot_member],
            "presences": [],
            "voice_states": [],
            "stage_instances": [],
            "guild_scheduled_events": self.http.events_of(guild_id),
            "soundboard_sounds": [],
        }

    # -- driving the bot

    @property
    def session(self) -> Session | None:
        """The newest gateway session (the one injected interactions go to)."""
        return self.sessions[-1] if self.sessions else None

    @property
    def session_count(self) -> int:
        """How many IDENTIFYs succeeded so far."""
        return len(self.sessions)

    @property
    def resume_count(self) -> int:
        """How many RESUMEs succeeded so far, over all sessions."""
        return sum(s.resumes for s in self.sessions)

    @property
    def settle_reports(self) -> bool:
        """Whether a launcher said hello, i.e. the bot reports when it has finished an interaction."""
        return bool(self.launchers)

    def session_for(self, guild_id: int | None) -> Session | None:
        """The newest session of the guild's shard (the one Discord would send its interactions to)."""
        return next((s for s in reversed(self.sessions) if s.covers(guild_id)), None)

    async def inject(self, payload: Mapping[str, Any], *, session: Session | None = None) -> dict[str, Any]:
        """Send an INTERACTION_CREATE dispatch to the bot; the payload as sent.

        It goes to ``session`` if given, else to the newest session of the payload's guild's shard. As
        in-process :func:`~playground.fake_discord.dispatch`, the command id is filled from the synced
        commands and the interaction is registered with the REST state so its callbacks are answered.
        If the bot is reconnecting, the dispatch waits in the session and is replayed on RESUME; during a
        gateway outage (:meth:`gateway_outage`) it is lost instead, as in production.
        """
        guild = payload.get("guild_id")
        data = _clone(dict(payload))
        _fill_command(self.http, data)
        _fill_channel(self.http, data)
        down = self.gateway_down()
        if down is not None:  # Discord cannot deliver it: the user sees "This interaction failed"
            down.lost.append(data)
            self._lost.add(data["token"])
            return data
        session = session or self.session_for(int(guild) if guild else None)
        if session is None or session.invalid:
            raise RuntimeError(f"no bot has a gateway session for guild {guild} with the fake Discord")
        self.http.register_interaction(data)
        await self._dispatch(session, "INTERACTION_CREATE", data)
        return data

    async def interact(
        self,
        payload: Mapping[str, Any],
        *,
        timeout: float = 10.0,
        raise_errors: bool = True,
        session: Session | None = None,
    ) -> list[Sent]:
        """Inject an interaction (into ``session``, see :meth:`inject`), wait until the bot is done with
        it; its replies (callback, follow-ups...), none when it was lost in a gateway outage.

        Done means: the interaction callback arrived, the launcher reported that every task the
        interaction started has finished (when a launcher runs the bot), and no REST request is in
        flight nor came for :attr:`quiet` seconds. With ``raise_errors``, exceptions the bot logged
        while handling it, or finishing without an answer, raise :class:`BotError`.
        """
        data = await self.inject(payload, session=session)
        token = data["token"]
        if token in self._lost:
            return []

        def done() -> bool:
            finished = token in self.settled if self.settle_reports else token in self._callbacks
            return finished and self.idle()

        def state() -> str:
            return (
                f"{_describe(data)}: answered={token in self._callbacks}, "
                f"settle report={self.settled.get(token)}, requests in flight={self._in_flight}"
            )

        await self.wait_for(done, timeout=timeout, what=state)
        report = self.settled.get(token)
        if report is not None and not report.get("settled", True):
            raise TimeoutError(f"the bot did not finish {state()}; busy: {report.get('busy')}")
        if raise_errors and report is not None and report.get("errors"):
            raise BotError(
                "the bot logged errors while handling the interaction:\n" + "\n".join(report["errors"])
            )
        if raise_errors and token not in self._callbacks:
            raise BotError(f"the bot finished without answering: {state()}")
        return self.http.replies(token)

    def idle(self) -> bool:
        """No REST request in flight and none for :attr:`quiet` seconds."""
        return self._in_flight == 0 and time.monotonic() - self._last_rest >= self.quiet

    async def wait_for(
        self,
        predicate: Callable[[], bool],
        *,
        timeout: float = 10.0,
        what: str | Callable[[], str] = "condition",
    ) -> None:
        """Poll ``predicate`` every few milliseconds; ``TimeoutError`` naming ``what`` after ``timeout`` s."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not predicate():
            if loop.time() >= deadline:
                described = what() if callable(what) else what
                raise TimeoutError(f"fake Discord: timed out after {timeout}s waiting for {described}")
            await asyncio.sleep(0.005)

    async def wait_ready(self, *, after: int = 0, timeout: float = 15.0) -> Session:
        """Wait until more than ``after`` sessions were identified and the newest got READY and GUILD_CREATE.

        The bot syncs its commands in ``setup_hook``, before it connects to the gateway, so a ready session
        also means the sync (if any) is done.
        """
        await self.wait_for(
            lambda: len(self.sessions) > after and self.sessions[-1].ready,
            timeout=timeout,
            what=f"a gateway session number {after + 1} to be ready",
        )
        return self.sessions[-1]

    async def wait_resumed(self, *, after: int = 0, timeout: float = 10.0) -> None:
        """Wait until more than ``after`` RESUMEs (over all sessions) have succeeded."""
        await self.wait_for(
            lambda: self.resume_count > after, timeout=timeout, what=f"resume number {after + 1}"
        )

    # -- gateway faults

    def _live_connection(self) -> _Connection:
        session = self.session
        if session is None or session.connection is None:
            raise RuntimeError("no bot is connected to the gateway")
        return session.connection

    async def disconnect(self, code: int = CLOSE_UNKNOWN, *, abrupt: bool = False) -> None:
        """Drop the bot's gateway connection; the session stays resumable (the bot should RESUME).

        ``code`` is the close code sent (4000: "unknown error", which discord.py resumes after); with
        ``abrupt`` the TCP connection is cut without a close frame (the client sees 1006).
        """
        conn = self._live_connection()
        if conn.session is not None:
            conn.session.connection = None
        await _close(conn, code, abrupt, b"fake Discord disconnect")

    async def reconnect(self) -> None:
        """Send op 7 RECONNECT: the bot closes the connection and resumes on a new one."""
        await self._send(self._live_connection(), {"op": RECONNECT, "d": None})

    async def invalidate_session(self, *, resumable: bool = False) -> None:
        """Send op 9 INVALID_SESSION; unless ``resumable``, the bot must IDENTIFY afresh (new session)."""
        conn = self._live_connection()
        if not resumable and conn.session is not None:
            conn.session.invalid = True
        await self._send(conn, {"op": INVALID_SESSION, "d": resumable})

    # -- REST faults (the FakeHTTP fault model; the server turns the errors into real HTTP responses)

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
        """:meth:`FakeHTTP.fail`: matching calls are answered with that status and Discord error body.

        Unlike in-process, a 5xx here is a real response: discord.py retries it (after 1, 3, 5... s).
        """
        return self.http.fail(method, path, status=status, code=code, message=message, times=times)

    def fail_dm(self, user_id: int, *, code: int = 50007, times: int | None = 1) -> Fault:
        """DMs to ``user_id`` are refused (403, code 50007 "Cannot send messages to this user")."""
        return self.http.fail_dm(user_id, code=code, times=times)

    def fail_upload(
        self, path: str = "/channels/*/messages", *, status: int = 500, times: int | None = 1
    ) -> Fault:
        """The next ``times`` POSTs to ``path`` (fnmatch) that carry files are answered ``status``.

        With a 5xx and ``times=1`` discord.py's retry (one second later) succeeds.
        """

        def matches(candidate: str) -> bool:
            return self._request_files > 0 and fnmatch.fnmatchcase(candidate, path)

        return self.http.fail("POST", matches, status=status, times=times)

    def rate_limit(
        self,
        method: str | None,
        path: PathMatcher,
        *,
        retry_after: float = 0.25,
        is_global: bool = False,
        times: int | None = 1,
    ) -> RateLimitFault:
        """The next ``times`` matching calls get a 429 with ``retry_after``; discord.py waits and retries."""
        fault = RateLimitFault(
            method=method,
            path=path,
            status=429,
            code=0,
            message="You are being rate limited.",
            times=times,
            retry_after=retry_after,
            is_global=is_global,
        )
        self.http.faults.append(fault)
        return fault

    # -- outages: Discord has a bad hour

    def server_errors(
        self, seconds: float, *, statuses: Sequence[int] = (500, 502, 503), path: PathMatcher = "*"
    ) -> Outage:
        """For ``seconds``, every REST request to ``path`` (fnmatch, regex or predicate; default: all) is
        answered with ``statuses`` in turn, each with the body Discord sends then. discord.py retries a
        500, 502 or 504 four times (after 1, 3, 5 and 7 s) and gives up on a 503 at once."""
        now = time.monotonic()
        outage = Outage("server errors", now, now + seconds, self.requests, path, tuple(statuses))
        return self._rest_outage(outage)

    def rate_limit_storm(
        self,
        seconds: float,
        *,
        retry_after: float | None = None,
        is_global: bool = False,
        path: PathMatcher = "*",
    ) -> Outage:
        """For ``seconds``, every REST request to ``path`` gets a 429 telling it to wait ``retry_after``
        seconds (``None``: until the storm ends), globally (``X-RateLimit-Global``; interaction endpoints
        spared, as Discord's global limit does) or per route (the route's ``X-RateLimit-*`` headers)."""
        now = time.monotonic()
        outage = Outage("rate limits", now, now + seconds, self.requests, path)
        outage.retry_after, outage.is_global = retry_after, is_global
        return self._rest_outage(outage)

    def _rest_outage(self, outage: Outage) -> Outage:
        self.outages.append(outage)
        self.http.faults.append(OutageFault(None, "*", 0, 0, None, None, outage=outage))
        return outage

    async def gateway_outage(
        self,
        seconds: float,
        *,
        resume: bool = True,
        code: int | None = None,
        refuse: bool = False,
        abrupt: bool = False,
    ) -> Outage:
        """Drop every gateway connection and keep the gateway down for ``seconds``.

        With ``resume`` the close code (default 4000) lets the bot RESUME its session, replaying what it
        missed; without, the session ends (default code 4009, "session timed out") and a RESUME is
        answered INVALID_SESSION, so the bot must IDENTIFY anew. New connections meanwhile wait until the
        end, or with ``refuse`` get a 503 (discord.py then backs off). ``abrupt`` cuts TCP without a close
        frame. Interactions injected during the outage are lost (:attr:`Outage.lost`).
        """
        code = code if code is not None else (CLOSE_UNKNOWN if resume else CLOSE_SESSION_TIMED_OUT)
        now = time.monotonic()
        outage = Outage("gateway", now, now + seconds, self.requests, refuse=refuse, close_code=code)
        self.outages.append(outage)
        for session in self.sessions:
            conn = session.connection
            if conn is None:
                continue
            if not resume:
                session.invalid = True
            session.connection = None
            await _close(conn, code, abrupt, b"fake Discord outage")
        return outage

    def gateway_down(self) -> Outage | None:
        """The gateway outage going on, if any."""
        return next((o for o in self.outages if o.kind == "gateway" and o.active()), None)

    async def outage_over(self, outage: Outage) -> None:
        """Sleep until ``outage`` has ended."""
        await asyncio.sleep(outage.remaining())

    # -- the gateway record

    def received(self, op: int | None = None) -> list[GatewayFrame]:
        """Frames the bot sent, optionally only those with opcode ``op``."""
        return [f for f in self.frames if f.direction == "in" and (op is None or f.op == op)]

    def dispatched(self, event: str | None = None) -> list[GatewayFrame]:
        """Dispatches sent to the bot (replays included), optionally only events named ``event``."""
        return [f for f in self.frames if f.direction == "out" and f.op == DISPATCH and event in (None, f.t)]

    @property
    def identifies(self) -> list[dict[str, Any]]:
        """The IDENTIFY payloads received."""
        return [f.d for f in self.received(IDENTIFY)]

    @property
    def resumes(self) -> list[dict[str, Any]]:
        """The RESUME payloads received."""
        return [f.d for f in self.received(RESUME)]

    @property
    def heartbeats(self) -> list[GatewayFrame]:
        """The heartbeats received."""
        return self.received(HEARTBEAT)


# --- helpers ------------------------------------------------------------------------------------


async def _close(conn: _Connection, code: int, abrupt: bool, message: bytes) -> None:
    """End a gateway connection: with a close frame of ``code``, or ``abrupt``ly by cutting the TCP
    connection without one (the client sees 1006)."""
    if abrupt:
        transport = conn.request.transport
        if transport is not None:
            transport.abort()
    else:
        await conn.ws.close(code=code, message=message)


def _describe(payload: Mapping[str, Any]) -> str:
    """``/santacruz join`` or ``component 'g:1:0:start'``, for error messages."""
    data = payload.get("data") or {}
    if "custom_id" in data:
        return f"component {data['custom_id']!r}"
    words = [str(data.get("name"))]
    options = data.get("options") or []
    while options and options[0].get("type") in (1, 2):
        words.append(str(options[0]["name"]))
        options = options[0].get("options") or []
    return "/" + " ".join(words)


def _json_response(
    data: JSON, *, status: int = 200, headers: Mapping[str, str] | None = None
) -> web.Response:
    """A JSON response with ``Content-Type: application/json`` exactly (discord.py compares the header)."""
    return web.Response(
        status=status,
        body=json.dumps(data).encode(),
        content_type="application/json",
        headers=dict(headers or {}),
    )


def _error_response(exc: discord.HTTPException) -> web.Response:
    """Discord's error response for an exception the fake raised (429s with their rate-limit headers, an
    outage's 5xx with the body Discord's front then sends)."""
    fake_body = getattr(exc, "fake_body", None)
    if fake_body is not None:
        content_type, text = fake_body
        if content_type == "application/json":
            return _json_response(json.loads(text), status=exc.status)
        return web.Response(status=exc.status, text=text, content_type=content_type)
    body: dict[str, Any] = {"message": exc.text.split("\n", 1)[0], "code": exc.code}
    errors = getattr(exc, "_errors", None)
    if errors:
        body["errors"] = errors
    if exc.status != 429:
        return _json_response(body, status=exc.status)
    retry_after = float(getattr(exc, "retry_after", 0.25))
    is_global = bool(getattr(exc, "is_global", False))
    body = {"message": body["message"], "retry_after": retry_after, "global": is_global}
    if is_global:  # the global limit names no bucket
        return _json_response(
            body,
            status=429,
            headers={
                "Retry-After": str(max(1, math.ceil(retry_after))),
                "X-RateLimit-Global": "true",
                "X-RateLimit-Scope": "global",
                "Via": "1.1 google",
            },
        )
    headers = {
        "Retry-After": str(max(1, math.ceil(retry_after))),
        "X-RateLimit-Limit": "5",
        "X-RateLimit-Remaining": "0",
        "X-RateLimit-Reset": f"{time.time() + retry_after:.3f}",
        "X-RateLimit-Reset-After": f"{retry_after:.3f}",
        "X-RateLimit-Bucket": "fakebucket",
        "X-RateLimit-Scope": "user",
        "Via": "1.1 google",
    }
    return _json_response(body, status=429, headers=headers)


FORM_DATA = re.compile(r"multipart/form-data; boundary=[0-9a-f]{1,70}")
"""The ``Content-Type`` of the multipart bodies discord.py's aiohttp session sends."""
PLAIN_DISPOSITION = re.compile(r'form-data; name="([^"\\;]*)"(?:; filename="([^"\\;]*)")?')
"""A part's ``Content-Disposition`` as discord.py's form data writes it, without anything to unescape."""


def _multipart(request: web.Request) -> bool:
    """Whether the body is multipart, as ``request.content_type`` tells; the content types discord.py
    sends are told at sight (aiohttp parses the header with the ``email`` package, slowly)."""
    raw = request.headers.get(hdrs.CONTENT_TYPE)
    if raw is None or raw == "application/json":
        return False
    if FORM_DATA.fullmatch(raw):
        return True
    return request.content_type.startswith("multipart/")


def _part_names(part: BodyPartReader) -> tuple[str | None, str | None]:
    """A part's ``name`` and ``filename`` as aiohttp reads them; the plain form discord.py writes is read
    with one pattern (aiohttp's general parser is slow), any other through aiohttp."""
    match = PLAIN_DISPOSITION.fullmatch(part.headers.get(hdrs.CONTENT_DISPOSITION, ""))
    if match is None:
        return part.name, part.filename
    name, filename = match[1], match[2]
    return name.lstrip("/"), None if filename is None else filename.lstrip("/")


async def _read_body(request: web.Request) -> tuple[JSON, Sequence[SentFile]]:
    """The JSON body, or a multipart body's ``payload_json`` and its ``files[n]`` in index order."""
    if _multipart(request):
        body: JSON = None
        files: list[tuple[int, SentFile]] = []
        reader = await request.multipart()
        while True:
            part = await reader.next()
            if part is None:
                break
            if not isinstance(part, BodyPartReader):
                raise ValueError("nested multipart")
            name, filename = _part_names(part)
            if name == "payload_json":
                body = json.loads(await part.text())
                continue
            index = re.fullmatch(r"files\[(\d+)\]", name or "")
            data = bytes(await part.read(decode=False))
            files.append((int(index[1]) if index else len(files), SentFile(filename or "", data)))
        return body, [f for _, f in sorted(files, key=lambda item: item[0])]
    raw = await request.read()
    if not raw:
        return None, []
    return json.loads(raw), []
