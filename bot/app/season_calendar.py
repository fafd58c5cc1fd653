"""When a server's seasons of a game turn over: the schedule an admin chooses and the end of a season
begun at any moment, and how a player's rating carries into the next season. Pure and Discord-free.

Seasons turn at midnight UTC: monthly on the first of each month, quarterly on the first of January,
April, July and October, every N weeks on a Monday (the first season, begun the day it was chosen,
ends on the Monday at least N − 1 weeks later, so it may be shorter).
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

MAX_WEEKS = 52
"""The longest season counted in weeks (a year)."""
NEW_MU = 25.0
"""A newcomer's skill estimate in the ratings' model (openskill's default)."""
NEW_SIGMA = 25.0 / 3
"""A newcomer's uncertainty in the ratings' model (openskill's default)."""
CARRY = 0.5
"""How much of a player's distance from a newcomer's rating a new season keeps: half the skill
estimate's lead (or lag) stays, and the uncertainty grows back halfway to a newcomer's."""


class Cadence(enum.Enum):
    """How often a server's seasons of a game turn over."""

    OFF = "off"
    MONTHLY = "monthly"
    QUARTERLY = "quarterly"
    WEEKS = "weeks"


_WORDS: dict[str, Cadence] = {
    "off": Cadence.OFF,
    "aus": Cadence.OFF,
    "non": Cadence.OFF,
    "désactivé": Cadence.OFF,
    "desactive": Cadence.OFF,
    "monthly": Cadence.MONTHLY,
    "monatlich": Cadence.MONTHLY,
    "mensuel": Cadence.MONTHLY,
    "mensuelle": Cadence.MONTHLY,
    "quarterly": Cadence.QUARTERLY,
    "vierteljährlich": Cadence.QUARTERLY,
    "quartalsweise": Cadence.QUARTERLY,
    "trimestriel": Cadence.QUARTERLY,
    "trimestrielle": Cadence.QUARTERLY,
}
"""What an admin may type for each cadence, in each language (besides a number of weeks)."""
_WEEKS = re.compile(r"(\d{1,2})(?:\s*(?:weeks?|wochen?|semaines?|w))?")


@dataclass(frozen=True, slots=True)
class Schedule:
    """A server's choice for a game's seasons: a cadence and, for :attr:`Cadence.WEEKS`, how many."""

    cadence: Cadence
    weeks: int = 0

    @property
    def on(self) -> bool:
        return self.cadence is not Cadence.OFF

    @classmethod
    def read(cls, typed: str) -> Schedule | None:
        """The schedule an admin typed ("monthly", "quarterly", "off", a number of weeks from 1 to
        :data:`MAX_WEEKS`, in any of the bot's languages); ``None`` if it is none of these."""
        word = typed.strip().casefold()
        if word in _WORDS:
            return cls(_WORDS[word])
        weeks = _WEEKS.fullmatch(word)
        if weeks and 1 <= int(weeks.group(1)) <= MAX_WEEKS:
            return cls(Cadence.WEEKS, int(weeks.group(1)))
        return None

    @classmethod
    def stored(cls, value: str | None) -> Schedule:
        """The schedule kept as :meth:`store` wrote it (anything unreadable is off)."""
        if not value:
            return OFF
        kind, _, count = value.partition(":")
        try:
            cadence = Cadence(kind)
        except ValueError:
            return OFF
        if cadence is Cadence.WEEKS:
            return cls(cadence, int(count)) if count.isdigit() and 1 <= int(count) <= MAX_WEEKS else OFF
        return cls(cadence)

    def store(self) -> str:
        """The schedule as one short string for the database."""
        return f"weeks:{self.weeks}" if self.cadence is Cadence.WEEKS else self.cadence.value

    def end_after(self, start: float) -> float:
        """The end (exclusive, a UNIX time) of a season that begins at ``start``."""
        begun = datetime.fromtimestamp(start, UTC)
        if self.cadence is Cadence.MONTHLY:
            return _first_of(begun.year, begun.month + 1)
        if self.cadence is Cadence.QUARTERLY:
            return _first_of(begun.year, (begun.month - 1) // 3 * 3 + 4)
        if self.cadence is Cadence.WEEKS:
            later = begun + timedelta(weeks=self.weeks - 1)
            midnight = later.replace(hour=0, minute=0, second=0, microsecond=0)
            monday = midnight + timedelta(days=7 - later.weekday())
            return monday.timestamp()
        raise ValueError("seasons are off: no season ends")


OFF = Schedule(Cadence.OFF)
"""No seasons: the leaderboard is all time (the default)."""


def _first_of(year: int, month: int) -> float:
    """Midnight UTC on the first of ``month`` (13 and over roll into the next years)."""
    year += (month - 1) // 12
    month = (month - 1) % 12 + 1
    return datetime(year, month, 1, tzinfo=UTC).timestamp()


def carried(rating: tuple[float, float]) -> tuple[float, float]:
    """A player's rating at the start of a new season, from their last one: the skill estimate moves
    halfway back to a newcomer's and the uncertainty grows halfway back to a newcomer's, so last
    season's form counts but a new season is open to everyone."""
    mu, sigma = rating
    return (NEW_MU + (mu - NEW_MU) * CARRY, sigma + (NEW_SIGMA - sigma) * (1 - CARRY))
