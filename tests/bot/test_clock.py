"""Each person's clock (issue 29, "Quiet hours and time zones", "Away"): quiet hours in their own time
zone, across midnight and daylight saving, and turn clocks that count waking hours only."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.app import clock
from bot.store.rows import Preferences

HOUR = 3600.0


def _utc(*parts: int) -> float:
    return datetime(*parts, tzinfo=UTC).timestamp()  # type: ignore[misc]


BERLIN_NIGHTS = Preferences(1, time_zone="Europe/Berlin", quiet=(22 * 60, 8 * 60))


@pytest.mark.parametrize(
    ("text", "quiet"),
    [("22:00-08:00", (1320, 480)), ("22-8", (1320, 480)), (" 13:30 – 14:15 ", (810, 855)), ("8-8", None)],
)
def test_quiet_hours_are_read_as_typed(text: str, quiet: tuple[int, int] | None) -> None:
    assert clock.parse_quiet(text) == quiet


@pytest.mark.parametrize("text", ["", "22", "25:00-08:00", "22:00 to 08:00", "22:60-08:00"])
def test_what_is_not_a_span_of_hours_is_refused(text: str) -> None:
    assert clock.parse_quiet(text) is None


def test_quiet_hours_run_across_midnight_in_the_persons_own_time_zone() -> None:
    """22:00-08:00 in Berlin (UTC+1 in November) is 21:00-07:00 UTC."""
    assert not clock.is_quiet(BERLIN_NIGHTS, _utc(2026, 11, 26, 20, 59))
    assert clock.is_quiet(BERLIN_NIGHTS, _utc(2026, 11, 26, 21, 0))
    assert clock.is_quiet(BERLIN_NIGHTS, _utc(2026, 11, 27, 6, 59))
    assert not clock.is_quiet(BERLIN_NIGHTS, _utc(2026, 11, 27, 7, 0))
    assert clock.quiet_ends(BERLIN_NIGHTS, _utc(2026, 11, 26, 23, 0)) == _utc(2026, 11, 27, 7, 0)


def test_a_day_in_summer_time_moves_the_quiet_hours_with_the_clocks() -> None:
    """In July Berlin is UTC+2: the same quiet hours are 20:00-06:00 UTC."""
    assert clock.is_quiet(BERLIN_NIGHTS, _utc(2026, 7, 1, 20, 0))
    assert not clock.is_quiet(BERLIN_NIGHTS, _utc(2026, 7, 1, 6, 0))


def test_the_night_the_clocks_go_back_is_an_hour_longer() -> None:
    """25 October 2026: Berlin's clocks go back at 03:00, so 22:00-08:00 lasts 11 hours that night."""
    night = _utc(2026, 10, 24, 20, 0)
    assert clock.waking_seconds(BERLIN_NIGHTS, night, night + 24 * HOUR) == 13 * HOUR


def test_a_turn_clock_counts_waking_hours_only() -> None:
    start = _utc(2026, 11, 26, 20, 0)  # 21:00 in Berlin
    assert clock.waking_seconds(BERLIN_NIGHTS, start, start + 24 * HOUR) == 14 * HOUR
    assert clock.waking_seconds(Preferences(2), start, start + 24 * HOUR) == 24 * HOUR
    assert clock.waking_seconds(BERLIN_NIGHTS, start + 2 * HOUR, start + 12 * HOUR) == 1 * HOUR


def test_a_deadline_is_when_the_waking_clock_reaches_its_hours() -> None:
    """48 waking hours from Thursday 21:00 in Berlin, quiet 22:00-08:00: 1 + 14 + 14 + 14 + 5 hours."""
    start = _utc(2026, 11, 26, 20, 0)
    end = clock.deadline(BERLIN_NIGHTS, start, 48 * HOUR)
    assert clock.waking_seconds(BERLIN_NIGHTS, start, end) == 48 * HOUR
    assert end == start + 88 * HOUR  # Monday 13:00 in Berlin
    assert clock.deadline(Preferences(2), start, 48 * HOUR) == start + 48 * HOUR
    assert clock.deadline(Preferences(3, away_until=start + 5 * HOUR), start, HOUR) == start + 6 * HOUR


def test_an_absence_stops_the_clock_until_the_person_is_back() -> None:
    start = _utc(2026, 11, 26, 12, 0)
    away = Preferences(3, away_until=start + 48 * HOUR)
    assert clock.is_away(away, start + HOUR) and not clock.may_be_told(away, start + HOUR)
    assert clock.waking_seconds(away, start, start + 40 * HOUR) == 0
    assert clock.waking_seconds(away, start, start + 50 * HOUR) == 2 * HOUR
    assert not clock.is_away(away, start + 48 * HOUR)


def test_an_absence_is_a_number_of_days_or_a_date_at_most_thirty_days_ahead() -> None:
    now = _utc(2026, 11, 26, 12, 0)
    berlin = clock.zone("Europe/Berlin")
    assert clock.parse_until("5", now, berlin) == now + 5 * 86400
    assert clock.parse_until("2026-12-01", now, berlin) == _utc(2026, 12, 1, 23, 0)
    assert clock.parse_until("31", now, berlin) is None
    assert clock.parse_until("2026-11-01", now, berlin) is None
    assert clock.parse_until("next week", now, berlin) is None


def test_time_zones_are_the_iana_names_and_an_unknown_one_is_utc() -> None:
    assert clock.is_zone("America/Havana") and not clock.is_zone("Mars/Olympus")
    assert clock.zone("Mars/Olympus").key == "UTC" and clock.zone(None).key == "UTC"
