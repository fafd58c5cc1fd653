"""How fast one member, and one table, may send the bot interactions: token buckets, so a flood is slowed.

A person waits for each answer before the next click: the panel they click on is the one the bot just
drew. What floods the bot is interactions sent on top of unanswered ones, and those are what the budget
counts. A click that comes while neither its member nor its table (the channel: it holds one open game,
and its messages, its private panels and the commands typed there all come from it) has another one in
hand costs nothing; one that comes on top spends a token of the member's bucket and one of the table's.
Slash commands count alike, held until the task that runs them ends. Once a member or a table was
refused, every interaction of theirs spends until its bucket has filled up again, so a flood that now
and then finds the bot idle is held to the budget all the same. A bucket holds ``burst`` tokens and
refills at ``per_second``; an interaction that finds either bucket empty is refused at once with a
polite sentence and spends nothing, before the store is read or anything is drawn. Computers' moves,
timers and the bot's own posts never come through here.

What is not counted: a client that sends each interaction only once the bot has finished the last one
holds one in hand at a time, whatever its pace, and spends nothing (the project's table drivers play
so, at machine speed, in tests and benchmarks).

The figures, chosen so that no person playing, however quick, is ever slowed:

- a member (:data:`MEMBER`): 10 at once, then 3 a second. A double click is 2 interactions in about
  0.2 s, the second on top of the first; someone clicking ahead through a panel they know by heart
  sends at most about 2 a second. The burst of 10 takes a double-clicked move of four steps (8
  interactions) with room to spare, and 3 a second outlasts a double click on every step. A flooder
  sending 20 to 50 a second, each on top of the last, gets 3 a second through, a tenth or less.
- a table (:data:`TABLE`): 30 at once, then 10 a second, for up to five players who all click at the
  same moment (a round's start pings everyone) and a lobby filling up. One member alone (3 a second)
  can never empty it, so a flooder cannot lock their table-mates out; several members flooding one
  table together are held to 10 a second, so the other games of the process keep their pace.

Idle buckets are forgotten (a bucket left alone long enough to be full again is the same as none), and
refusals are logged at most once a minute per member, so memory and the log stay bounded whatever a
flood sends. The clock is injected, so all of this is tested without waiting.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import Counter
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from bot.interactions.context import Refusal
from bot.texts import text

log = logging.getLogger(__name__)

Clock = Callable[[], float]
"""Seconds from any fixed origin, never going back (``time.monotonic``)."""


@dataclass(frozen=True, slots=True)
class Rate:
    """A bucket's size and refill: ``burst`` interactions at once, then ``per_second`` sustained."""

    burst: float
    per_second: float

    @property
    def refill_seconds(self) -> float:
        """Seconds an emptied bucket takes to be full again: after that long idle it can be forgotten."""
        return self.burst / self.per_second


MEMBER = Rate(burst=10, per_second=3)
"""Each member's budget, over every game and command (see the module's docstring for the figures)."""
TABLE = Rate(burst=30, per_second=10)
"""Each channel's budget, over all its members."""
LOG_EVERY = 60.0
"""Seconds between two log lines about the same member's refused interactions."""
WHOLE = 1 - 1e-9
"""A token, less what the sums of floating-point refills may lose."""
SWEEP_EVERY = 10.0
"""Seconds between two passes that forget full buckets and old log marks."""


@dataclass(slots=True)
class _Bucket:
    tokens: float
    at: float


class Buckets:
    """One token bucket per key, all of one :class:`Rate`, on an injected clock; full ones are dropped."""

    def __init__(self, rate: Rate) -> None:
        self.rate = rate
        self._buckets: dict[Hashable, _Bucket] = {}

    def __len__(self) -> int:
        return len(self._buckets)

    def __contains__(self, key: Hashable) -> bool:
        """Whether ``key`` has a bucket that is not full (or not yet forgotten)."""
        return key in self._buckets

    def tokens(self, key: Hashable, now: float) -> float:
        """The tokens ``key`` has at ``now`` (a key never seen, or forgotten, has a full bucket)."""
        bucket = self._buckets.get(key)
        if bucket is None:
            return self.rate.burst
        return min(self.rate.burst, bucket.tokens + (now - bucket.at) * self.rate.per_second)

    def spend(self, key: Hashable, now: float) -> None:
        """Take one token of ``key`` at ``now`` (the caller checked there is one)."""
        self._buckets[key] = _Bucket(self.tokens(key, now) - 1, now)

    def forget_full(self, now: float) -> None:
        """Drop every bucket that has refilled by ``now``."""
        idle = self.rate.refill_seconds
        self._buckets = {key: b for key, b in self._buckets.items() if now - b.at < idle}


@dataclass(frozen=True, slots=True)
class Verdict:
    """What the budget says of one interaction: let through, or refused (and then whether to log it)."""

    admitted: bool
    log: bool = False
    """Refused, and the member's first refusal in :data:`LOG_EVERY` seconds: worth one log line."""
    over: str = ""
    """Which budget refused it: ``"member"`` or ``"table"``."""


ADMITTED = Verdict(admitted=True)


class Budget:
    """The members' and the tables' buckets of one bot process, and the clicks it has in hand."""

    def __init__(self, clock: Clock = time.monotonic, member: Rate = MEMBER, table: Rate = TABLE) -> None:
        self._clock = clock
        self.members = Buckets(member)
        self.tables = Buckets(table)
        self._logged: dict[int, float] = {}
        self._busy: Counter[tuple[str, Hashable]] = Counter()
        """Clicks in hand by ``("member", id)`` and ``("table", key)``; a key leaves when it has none."""
        self._caught: set[tuple[str, Hashable]] = set()
        """Members and tables refused since their bucket was last full: every click of theirs spends."""
        self._swept = clock()
        self.refused = 0
        """Interactions refused so far."""

    def __len__(self) -> int:
        """The buckets, log marks and busy keys held in memory (all of it is forgotten when idle)."""
        return len(self.members) + len(self.tables) + len(self._logged) + len(self._busy) + len(self._caught)

    def check(self, member: int, table: Hashable | None) -> Verdict:
        """Spend a token of ``member`` and of ``table`` (``None``: no table, e.g. a direct message) if both
        have one; else spend nothing and refuse."""
        now = self._clock()
        if now - self._swept >= SWEEP_EVERY:
            self._sweep(now)
        over = ""
        if self.members.tokens(member, now) < WHOLE:
            over = "member"
        elif table is not None and self.tables.tokens(table, now) < WHOLE:
            over = "table"
        if not over:
            self.members.spend(member, now)
            if table is not None:
                self.tables.spend(table, now)
            return ADMITTED
        self.refused += 1
        self._caught.add(("member", member) if over == "member" else ("table", table))
        last = self._logged.get(member)
        if last is not None and now - last < LOG_EVERY:
            return Verdict(admitted=False, over=over)
        self._logged[member] = now
        return Verdict(admitted=False, log=True, over=over)

    def busy(self, member: int, table: Hashable | None) -> bool:
        """Whether ``member`` or ``table`` has a click in hand (a new one would come on top of it)."""
        return ("member", member) in self._busy or (table is not None and ("table", table) in self._busy)

    def free(self, member: int, table: Hashable | None) -> bool:
        """Whether a click of ``member`` at ``table`` costs nothing: neither has another in hand, and
        neither was refused since its bucket was last full."""
        if self.busy(member, table):
            return False
        now = self._clock()
        for kind, buckets, key in (("member", self.members, member), ("table", self.tables, table)):
            if (kind, key) not in self._caught:
                continue
            if buckets.tokens(key, now) < buckets.rate.burst - 1 + WHOLE:
                return False
            self._caught.discard((kind, key))
        return True

    def _sweep(self, now: float) -> None:
        """Forget full buckets and log marks older than :data:`LOG_EVERY`."""
        self._swept = now
        self.members.forget_full(now)
        self.tables.forget_full(now)
        self._caught = {
            (kind, key)
            for kind, key in self._caught
            if key in (self.members if kind == "member" else self.tables)
        }
        self._logged = {member: at for member, at in self._logged.items() if now - at < LOG_EVERY}

    def spend(self, member: int, channel: int | None) -> None:
        """Spend the tokens of an interaction of ``member`` in ``channel``, or raise the polite
        :class:`Refusal` (logged at most once a minute per member)."""
        verdict = self.check(member, channel)
        if verdict.admitted:
            return
        if verdict.log:
            log.warning(
                "member %s sends interactions faster than the %s budget allows (channel %s); refusing the "
                "excess (logged once a minute)",
                member,
                verdict.over,
                channel,
            )
        raise Refusal(text("error.too_quick"))

    def take(self, member: int, channel: int | None) -> Callable[[], None]:
        """Take an interaction of ``member`` in ``channel`` in hand: free when neither has another in hand
        (:meth:`free`), else it spends tokens or raises the polite :class:`Refusal` (:meth:`spend`).
        Returns what gives it back, to call once when the bot has finished with it."""
        if not self.free(member, channel):
            self.spend(member, channel)
        keys = [("member", member)] if channel is None else [("member", member), ("table", channel)]
        self._busy.update(keys)

        def give_back() -> None:
            self._busy.subtract(keys)
            for key in keys:
                if self._busy[key] <= 0:
                    del self._busy[key]

        return give_back

    @contextmanager
    def click(self, member: int, channel: int | None) -> Iterator[None]:
        """Hold a click of ``member`` in ``channel`` while the block handles it (:meth:`take`)."""
        give_back = self.take(member, channel)
        try:
            yield
        finally:
            give_back()

    def command(self, member: int, channel: int | None) -> None:
        """Take a slash command of ``member`` in ``channel`` in hand until the task running it ends (the
        command tree runs the check, the command and its error reply in one task), or refuse it."""
        give_back = self.take(member, channel)
        task = asyncio.current_task()
        if task is None:
            give_back()
        else:
            task.add_done_callback(lambda _task: give_back())
