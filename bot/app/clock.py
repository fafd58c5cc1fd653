"""Each person's clock for games that last days: their time zone, their quiet hours (no ping, no DM and
no turn clock running) and their absences, as pure functions of their :class:`Preferences` and a time.

A turn clock counts waking hours only: the seconds of a turn outside the person's quiet hours and after
they came back from being away, so a reminder, a vote or a take-over never falls on someone asleep or on
holiday.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from functools import cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from bot.store.rows import Preferences

MAX_AWAY_DAYS = 30
"""The longest absence one may announce."""

_HOURS = re.compile(r"\s*([01]?\d|2[0-3])(?::([0-5]\d))?\s*[-–]\s*([01]?\d|2[0-3])(?::([0-5]\d))?\s*")


@cache
def zones() -> tuple[str, ...]:
    """Every IANA time zone name this machine knows (from the ``tzdata`` package), sorted."""
    return tuple(sorted(available_timezones()))


def zones_like(typed: str, most: int = 25) -> list[str]:
    """The first ``most`` time zone names that contain what a person typed (spaces read as ``_``): the
    choices Discord's autocomplete offers."""
    wanted = typed.casefold().replace(" ", "_")
    return [z for z in zones() if wanted in z.casefold()][:most]


def zone(name: str | None) -> ZoneInfo:
    """The time zone called ``name``; UTC for none or an unknown name."""
    try:
        return ZoneInfo(name or "UTC")
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


def is_zone(name: str) -> bool:
    return name in zones()


def parse_quiet(text: str) -> tuple[int, int] | None:
    """Quiet hours typed as ``22:00-08:00`` (or ``22-8``) as minutes after midnight; ``None`` when the
    text is not such a span or starts and ends at the same minute."""
    match = _HOURS.fullmatch(text)
    if match is None:
        return None
    start = int(match[1]) * 60 + int(match[2] or 0)
    end = int(match[3]) * 60 + int(match[4] or 0)
    return (start, end) if start != end else None


def shown_quiet(quiet: tuple[int, int]) -> str:
    """Quiet hours as ``22:00-08:00``."""
    return "-".join(f"{minute // 60:02d}:{minute % 60:02d}" for minute in quiet)


def _local(now: float, tz: ZoneInfo) -> datetime:
    return datetime.fromtimestamp(now, UTC).astimezone(tz)


def _at(day: datetime, minute: int, tz: ZoneInfo) -> float:
    """The Unix time of ``minute`` after midnight on ``day``'s date in ``tz``."""
    wall = datetime(day.year, day.month, day.day, tzinfo=tz) + timedelta(minutes=minute)
    return datetime(wall.year, wall.month, wall.day, wall.hour, wall.minute, tzinfo=tz).timestamp()


def _quiet_spans(prefs: Preferences, now: float) -> list[tuple[float, float]]:
    """The quiet spans (Unix times) that touch the local days around ``now``, oldest first."""
    if prefs.quiet is None:
        return []
    tz = zone(prefs.time_zone)
    start, end = prefs.quiet
    today = _local(now, tz)
    spans = []
    for offset in (-1, 0, 1):
        day = today + timedelta(days=offset)
        begins = _at(day, start, tz)
        ends = _at(day + timedelta(days=1 if end <= start else 0), end, tz)
        spans.append((begins, ends))
    return spans


def is_quiet(prefs: Preferences, now: float) -> bool:
    """Whether ``now`` falls in the person's quiet hours."""
    return any(begins <= now < ends for begins, ends in _quiet_spans(prefs, now))


def quiet_ends(prefs: Preferences, now: float) -> float:
    """When the quiet hours ``now`` falls in end (``now`` itself outside them)."""
    return max((ends for begins, ends in _quiet_spans(prefs, now) if begins <= now < ends), default=now)


def is_away(prefs: Preferences, now: float) -> bool:
    return prefs.away_until is not None and now < prefs.away_until


def may_be_told(prefs: Preferences, now: float) -> bool:
    """Whether the person may be pinged or sent a DM now: not in quiet hours and not away."""
    return not is_quiet(prefs, now) and not is_away(prefs, now)


def _awake(prefs: Preferences, since: float) -> Iterator[tuple[float, float]]:
    """The stretches of the person's turn clock from ``since`` on, oldest first: outside their quiet
    hours, and none before they came back from their last absence (an endless one without quiet
    hours)."""
    moment = max(since, prefs.away_until or since)
    while True:
        spans = _quiet_spans(prefs, moment)
        inside = next((ends for begins, ends in spans if begins <= moment < ends), None)
        if inside is not None:
            moment = inside
            continue
        following = min((begins for begins, _ in spans if begins > moment), default=math.inf)
        yield moment, following
        moment = following


def waking_seconds(prefs: Preferences, since: float, now: float) -> float:
    """The seconds of the span from ``since`` to ``now`` that count on the person's turn clock: outside
    their quiet hours, and none before they came back from their last absence (or while away)."""
    total = 0.0
    for begins, ends in _awake(prefs, since):
        if begins >= now:
            break
        total += min(ends, now) - begins
    return total


def deadline(prefs: Preferences, since: float, seconds: float) -> float:
    """When the person's turn clock, started at ``since``, reaches ``seconds`` of waking time (an
    absence still running counts from its end)."""
    left = seconds
    for begins, ends in _awake(prefs, since):
        if ends - begins >= left:
            return begins + left
        left -= ends - begins
    raise AssertionError("the waking stretches never end")


def parse_until(text: str, now: float, tz: ZoneInfo) -> float | None:
    """The end of an absence typed as a number of days (``5``) or a date (``2026-12-24``, the end of
    that day in ``tz``); ``None`` when it is neither, in the past, or more than :data:`MAX_AWAY_DAYS`
    away."""
    text = text.strip()
    if text.isdigit():
        if int(text) > MAX_AWAY_DAYS:
            return None
        until = now + int(text) * 86400.0
    else:
        try:
            day = datetime.strptime(text, "%Y-%m-%d").replace(tzinfo=tz)
        except ValueError:
            return None
        until = (day + timedelta(days=1)).timestamp()
    if until <= now or until > now + MAX_AWAY_DAYS * 86400.0 + 86400.0:
        return None
    return until


_DATE = r"(?:(\d{4})-(\d{1,2})-(\d{1,2})|(\d{1,2})[./](\d{1,2})[./](\d{4}))"
_TIME = r"([01]?\d|2[0-3])(?:\s*[:h.]\s*([0-5]\d)|\s*h)?"
_START = re.compile(rf"\s*(?:{_DATE}(?:\s+|\s*T\s*|\s*,\s*))?{_TIME}\s*", re.IGNORECASE)


def parse_start(text: str, now: float, tz: ZoneInfo) -> float | None:
    """A start typed as a date and a time in ``tz`` (``2026-12-04 20:00``, ``4.12.2026 20:00``,
    ``04/12/2026 20h30``) or a time alone (``20:00``, ``20h``: the next time it is that hour); ``None``
    when the text is none of these or names a day that does not exist. The result may be in the past."""
    match = _START.fullmatch(text)
    if match is None:
        return None
    hour, minute = int(match[7]), int(match[8] or 0)
    try:
        if match[1]:
            day = datetime(int(match[1]), int(match[2]), int(match[3]), hour, minute, tzinfo=tz)
        elif match[4]:
            day = datetime(int(match[6]), int(match[5]), int(match[4]), hour, minute, tzinfo=tz)
        else:
            today = _local(now, tz)
            day = today.replace(hour=hour, minute=minute, second=0, microsecond=0)
            if day.timestamp() <= now:
                day = (today + timedelta(days=1)).replace(hour=hour, minute=minute, second=0, microsecond=0)
    except ValueError:
        return None
    return day.timestamp()
