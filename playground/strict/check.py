"""The strict gate of both fakes: every REST request is checked before the fake answers it.

A request Discord would refuse (a route it does not serve, a body its OpenAPI description or its
documented limits refuse, an upload too large, and the stateful refusals the fakes find themselves:
an interaction answered twice or too late, a message edited by another author) is answered with
Discord's own status, code and ``errors`` object, and recorded in :data:`REFUSED`. The tests' autouse
fixture fails the test that caused a refusal, naming route and field, unless it asked for refusals.
"""

from __future__ import annotations

import collections
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from playground.strict import limits
from playground.strict.errors import FieldError, form_errors
from playground.strict.openapi import spec
from playground.strict.ratelimits import RateLimits


@dataclass(frozen=True, slots=True)
class Refusal:
    """What Discord answers a request it refuses: status, code, message and the refused fields."""

    method: str
    path: str
    template: str
    status: int
    code: int
    message: str
    fields: tuple[FieldError, ...] = ()
    retry_after: float | None = None
    """For a 429: seconds to wait."""
    is_global: bool = False

    @property
    def errors(self) -> dict[str, Any] | None:
        """The ``errors`` object of the answer (50035 only)."""
        return form_errors(self.fields) if self.fields else None

    def __str__(self) -> str:
        head = f"{self.method} {self.template}: {self.status} {self.code} {self.message}"
        return "\n".join([head, *(f"  {error}" for error in self.fields)])


REFUSED: list[Refusal] = []
"""Every unexpected refusal of this process, in order (the tests' fixture reads and clears it)."""
TOTALS: collections.Counter[str] = collections.Counter()
"""Requests checked in this process by every :class:`Strict`, by route (for the suite's summary line)."""
ANSWERED_WITHIN: list[float] = [0.0]
"""The slowest first answer Discord accepted in this process, in seconds (it allows 3)."""
_EXPECTING: list[list[Refusal]] = []
"""The lists of the :func:`refusals_expected` blocks now open; the innermost collects."""

UNKNOWN_ROUTE = (404, 0, "404: Not Found")
WRONG_METHOD = (405, 0, "405: Method Not Allowed")
INVALID_FORM = (400, 50035, "Invalid Form Body")
TOO_LARGE = (413, 40005, "Request entity too large")
RATE_LIMITED = (429, 0, "You are being rate limited.")


@dataclass
class Strict:
    """Checks requests against Discord's description and limits, and counts what it checked."""

    validated: collections.Counter[str] = field(default_factory=collections.Counter)
    """Requests checked, by route template."""
    refusals: list[Refusal] = field(default_factory=list)
    rates: RateLimits = field(default_factory=RateLimits)

    def check(
        self, method: str, path: str, body: object, files: Sequence[tuple[str, int]] = ()
    ) -> Refusal | None:
        """Discord's refusal of a request, if it refuses it (a 429 too, while limits are enforced)."""
        description = spec()
        op = description.operation(method, path)
        if op is None:
            answer = WRONG_METHOD if description.routes(path) else UNKNOWN_ROUTE
            return self.refuse(Refusal(method, path, path, *answer))
        route = f"{method} {op.template}"
        self.validated[route] += 1
        TOTALS[route] += 1
        limited = self.rates.observe(method, op.template, op.params(path))
        if limited is not None and self.rates.enforce:
            status, code, words = RATE_LIMITED
            return Refusal(
                method, path, op.template, status, code, words, (), limited.retry_after, limited.is_global
            )
        if limits.upload_too_large(files):
            return self.refuse(Refusal(method, path, op.template, *TOO_LARGE))
        found: dict[tuple[tuple[str | int, ...], str], FieldError] = {}
        checked = [*description.path_errors(op, path), *limits.check(method, op.template, body, files)]
        if body is not None:
            checked += description.body_errors(op, body)
        for error in checked:  # the documented limits first; the description's word on the same field after
            found.setdefault((error.path, error.code), error)
        if not found:
            return None
        return self.refuse(Refusal(method, path, op.template, *INVALID_FORM, tuple(found.values())))

    def answered(self, seconds: float) -> None:
        """Note how long the bot took to answer an interaction first (for the suite's summary)."""
        ANSWERED_WITHIN[0] = max(ANSWERED_WITHIN[0], seconds)

    def headers(self, method: str, path: str) -> dict[str, str]:
        """The rate-limit headers Discord sends with a served request, while limits are enforced (only
        counted, the fake sends none, so discord.py never slows down for them)."""
        op = spec().operation(method, path) if self.rates.enforce else None
        return self.rates.headers(method, op.template, op.params(path)) if op is not None else {}

    def refuse(self, refusal: Refusal) -> Refusal:
        """Record a refusal (here and in :data:`REFUSED`) and return it."""
        self.refusals.append(refusal)
        (_EXPECTING[-1] if _EXPECTING else REFUSED).append(refusal)
        return refusal

    @property
    def total(self) -> int:
        """How many requests were checked against the description."""
        return sum(self.validated.values())


@contextmanager
def refusals_expected() -> Iterator[list[Refusal]]:
    """Within the block, refusals are expected: they go into the yielded list as they happen, not into
    :data:`REFUSED`, so the tests' fixture does not fail the test for them."""
    collected: list[Refusal] = []
    _EXPECTING.append(collected)
    try:
        yield collected
    finally:
        _EXPECTING.remove(collected)
