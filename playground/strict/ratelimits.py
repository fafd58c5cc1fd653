"""Discord's rate limits as the fakes count them: what Discord would have limited, and optionally a 429.

Discord limits a bot globally (50 requests per second, interaction endpoints apart) and per route,
where a route's bucket is keyed by its top-level resource (a channel, a guild, a webhook and its token)
(https://discord.com/developers/docs/topics/rate-limits). The docs publish no per-route numbers and
ask bots to follow the response headers; the buckets below are the values Discord's headers carry for
the routes the bot uses (``X-RateLimit-Limit`` and ``X-RateLimit-Reset-After`` as discord.py logs them),
each row saying so. The fakes send the same headers, so discord.py slows down as it would in production.
"""

from __future__ import annotations

import collections
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

DOCS = "https://discord.com/developers/docs/topics/rate-limits"


@dataclass(frozen=True, slots=True)
class Bucket:
    """One rate limit: ``limit`` requests per ``per`` seconds, per value of the ``major`` parameters."""

    name: str
    limit: int
    per: float
    routes: frozenset[tuple[str, str]]
    """The (method, route template) pairs that share it; empty: every route but the exempt ones."""
    major: tuple[str, ...]
    source: str


GLOBAL = Bucket("global", 50, 1.0, frozenset(), (), f"{DOCS}#global-rate-limit")
EXEMPT_FROM_GLOBAL = ("/interactions/", "/webhooks/")
"""Interaction endpoints (the callback and the interaction token's webhook) are not bound by the
global limit (same page, "Global Rate Limit")."""

_HEADERS = "observed in Discord's X-RateLimit headers for this route; the docs publish no number"
BUCKETS: tuple[Bucket, ...] = (
    Bucket(
        "create message",
        5,
        5.0,
        frozenset({("POST", "/channels/{channel_id}/messages")}),
        ("channel_id",),
        _HEADERS,
    ),
    Bucket(
        "edit or delete message",
        5,
        5.0,
        frozenset(
            {
                ("PATCH", "/channels/{channel_id}/messages/{message_id}"),
                ("DELETE", "/channels/{channel_id}/messages/{message_id}"),
            }
        ),
        ("channel_id",),
        _HEADERS,
    ),
    Bucket(
        "interaction webhook",
        5,
        2.0,
        frozenset(
            {
                ("POST", "/webhooks/{webhook_id}/{webhook_token}"),
                ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
                ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
                ("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
                ("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
            }
        ),
        ("webhook_id", "webhook_token"),
        _HEADERS,
    ),
)
INVALID_LIMIT = (10_000, 600.0)
"""Discord bans an IP for a while after 10,000 invalid requests (401, 403, 429) in 10 minutes
(same page, "Invalid Request Limit")."""


@dataclass(frozen=True, slots=True)
class Limited:
    """A request over a bucket's limit: which bucket and how long until it has room again."""

    bucket: Bucket
    retry_after: float

    @property
    def is_global(self) -> bool:
        """Whether it is the global limit (Discord then says so in the 429)."""
        return self.bucket is GLOBAL


@dataclass
class RateLimits:
    """Sliding windows per bucket and key; counts what Discord would have limited."""

    enforce: bool = False
    """Answer 429 to a request over a limit (the HTTP fake only; discord.py then waits and retries)."""
    tighter: dict[str, tuple[int, float]] = field(default_factory=dict)
    """Smaller limits by bucket name (requests, seconds), for a test that must meet them quickly."""
    served_429: int = 0
    """429 answers given (with enforcement)."""
    clock: Callable[[], float] = time.monotonic
    requests: int = 0
    would_limit: collections.Counter[str] = field(default_factory=collections.Counter)
    """Requests Discord would have answered with 429, by bucket name."""
    invalid: int = 0
    """Responses with 401, 403 or 429 (Discord's invalid requests)."""
    _windows: dict[tuple[str, tuple[str, ...]], collections.deque[float]] = field(default_factory=dict)

    def buckets(self, method: str, template: str) -> list[Bucket]:
        """The buckets a request counts against."""
        found = [b for b in BUCKETS if (method, template) in b.routes]
        if not template.startswith(EXEMPT_FROM_GLOBAL):
            found.append(GLOBAL)
        return found

    def observe(self, method: str, template: str, params: Mapping[str, str]) -> Limited | None:
        """Count one request; the bucket it exceeds, if any (with enforcement, it is then not counted
        as served: the 429 takes its place)."""
        now = self.clock()
        self.requests += 1
        over: Limited | None = None
        windows = []
        for bucket in self.buckets(method, template):
            limit, per = self._limit(bucket)
            window = self._window(bucket, params, now)
            windows.append(window)
            if len(window) >= limit:
                wait = window[0] + per - now
                if over is None or wait > over.retry_after:
                    over = Limited(bucket, max(wait, 0.001))
        if over is not None:
            self.would_limit[over.bucket.name] += 1
            if self.enforce:
                self.served_429 += 1
                return over
        for window in windows:
            window.append(now)
        return over

    def headers(self, method: str, template: str, params: Mapping[str, str]) -> dict[str, str]:
        """The ``X-RateLimit-*`` headers Discord sends with a served request of a per-route bucket."""
        now = self.clock()
        for bucket in self.buckets(method, template):
            if bucket is GLOBAL:
                continue
            limit, per = self._limit(bucket)
            window = self._window(bucket, params, now)
            reset_after = (window[0] + per - now) if window else per
            return {
                "X-RateLimit-Limit": str(limit),
                "X-RateLimit-Remaining": str(max(limit - len(window), 0)),
                "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
                "X-RateLimit-Reset-After": f"{reset_after:.3f}",
                "X-RateLimit-Bucket": bucket.name.replace(" ", "-"),
            }
        return {}

    def answered(self, status: int) -> None:
        """Count a response toward Discord's invalid-request limit."""
        if status in (401, 403, 429):
            self.invalid += 1

    def _limit(self, bucket: Bucket) -> tuple[int, float]:
        return self.tighter.get(bucket.name, (bucket.limit, bucket.per))

    def _window(self, bucket: Bucket, params: Mapping[str, str], now: float) -> collections.deque[float]:
        key = (bucket.name, tuple(params.get(name, "") for name in bucket.major))
        window = self._windows.setdefault(key, collections.deque())
        while window and window[0] <= now - self._limit(bucket)[1]:
            window.popleft()
        return window

    def report(self) -> dict[str, object]:
        """The counts, for a test's assertion or a benchmark's figures."""
        return {
            "requests": self.requests,
            "would_limit": dict(self.would_limit),
            "invalid": self.invalid,
            "enforced": self.enforce,
            "served_429": self.served_429,
        }
