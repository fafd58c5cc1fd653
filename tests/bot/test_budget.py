"""The interaction budget (bot/interactions/budget.py) on a hand-driven clock: bursts, refill, tables,
clicks on top of unanswered ones, forgetting idle buckets and one log line a minute."""

from __future__ import annotations

import asyncio
import contextlib
import logging

import pytest

from bot.interactions.budget import LOG_EVERY, MEMBER, SWEEP_EVERY, TABLE, Budget, Rate
from bot.interactions.context import Refusal
from rules import i18n


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def admitted(budget: Budget, member: int, table: int | None, times: int) -> int:
    """How many of ``times`` interactions at the same instant the budget lets through."""
    return sum(budget.check(member, table).admitted for _ in range(times))


def test_a_member_gets_the_burst_then_nothing_until_tokens_refill() -> None:
    """A burst of MEMBER.burst passes, the next is refused and spends nothing; a token comes back every
    1/per_second seconds, never more than the burst."""
    clock = Clock()
    budget = Budget(clock)
    assert admitted(budget, 1, 7, 50) == MEMBER.burst
    assert budget.refused == 50 - MEMBER.burst
    clock.now += 1.0
    assert admitted(budget, 1, 7, 10) == MEMBER.per_second
    clock.now += 0.5 / MEMBER.per_second
    assert not budget.check(1, 7).admitted, "half a token is no token"
    clock.now += 3600
    assert admitted(budget, 1, 7, 50) == MEMBER.burst, "a long rest refills the burst, no more"


def test_a_member_at_the_sustained_rate_is_never_refused() -> None:
    """Clicking at the refill rate forever, after a full burst, is always let through."""
    clock = Clock()
    budget = Budget(clock)
    assert admitted(budget, 1, 7, int(MEMBER.burst)) == MEMBER.burst
    for _ in range(600):
        clock.now += 1 / MEMBER.per_second
        assert budget.check(1, 7).admitted


def test_a_table_is_shared_by_its_members_and_one_member_cannot_empty_it() -> None:
    """Members of one table share its bucket; another table is untouched; a single member flooding alone
    is held by their own budget long before the table's, so their table-mates still get through."""
    clock = Clock()
    budget = Budget(clock)
    through = sum(admitted(budget, member, 7, 50) for member in range(1, 10))
    assert through == TABLE.burst
    assert budget.check(99, 7).over == "table"
    assert budget.check(99, 8).admitted, "another table has its own bucket"

    clock.now += 3600
    for _ in range(20):  # one member flooding at 50 a second for 20 s
        admitted(budget, 1, 9, 50)
        clock.now += 1.0
        assert all(budget.check(mate, 9).admitted for mate in (2, 3, 4, 5))


def test_a_refusal_by_the_table_spends_nothing_of_the_member() -> None:
    """An interaction the table refuses leaves the member's tokens as they were."""
    clock = Clock()
    budget = Budget(clock, member=Rate(5, 1), table=Rate(2, 1))
    assert admitted(budget, 1, 7, 2) == 2
    assert budget.check(1, 7).over == "table"
    assert admitted(budget, 1, None, 10) == 3, "five tokens, two spent"


def test_idle_buckets_are_forgotten_so_memory_stays_bounded() -> None:
    """Ten thousand members once each: after they have been idle long enough to be full again, a sweep
    forgets them all, and someone coming back then starts with a full bucket."""
    clock = Clock()
    budget = Budget(clock)
    for member in range(10_000):
        budget.check(member, member)
    assert len(budget.members) == 10_000 and len(budget.tables) == 10_000
    clock.now += max(SWEEP_EVERY, TABLE.refill_seconds, MEMBER.refill_seconds) + 0.01
    budget.check(-1, None)
    assert len(budget.members) == 1 and len(budget.tables) == 0
    assert admitted(budget, 5, 5, 50) == MEMBER.burst


def test_a_busy_member_keeps_their_bucket() -> None:
    """A sweep forgets only full buckets: one still refilling keeps what was spent."""
    clock = Clock()
    slow = Rate(burst=10, per_second=0.1)
    budget = Budget(clock, member=slow)
    admitted(budget, 1, None, 50)
    clock.now += SWEEP_EVERY
    budget.check(2, None)
    assert len(budget.members) == 2
    assert admitted(budget, 1, None, 50) == int(SWEEP_EVERY * slow.per_second)


def test_refusals_log_at_most_once_a_minute_per_member() -> None:
    """The first refusal of a member in a minute asks for a log line, the others do not; another member
    gets their own line."""
    clock = Clock()
    budget = Budget(clock)
    verdicts = [budget.check(1, 7) for _ in range(200)]
    assert sum(v.log for v in verdicts) == 1
    assert sum(budget.check(2, 8).log for _ in range(50)) == 1
    clock.now += LOG_EVERY - 1
    assert not budget.check(1, 7).log
    clock.now += 1
    assert [budget.check(1, 7).log for _ in range(40)].count(True) == 1


def test_clicks_one_after_the_other_are_free_and_clicks_on_top_spend() -> None:
    """A click while the member and table have none in hand costs nothing, however many; clicks sent on
    top of an unanswered one spend tokens, and the excess is refused with the polite sentence."""
    clock = Clock()
    budget = Budget(clock)
    for _ in range(500):
        with budget.click(1, 7):
            pass
    assert len(budget.members) == 0 and budget.refused == 0
    refused = 0
    with budget.click(1, 7):
        for _ in range(30):
            try:
                with budget.click(1, 7):
                    pass
            except Refusal:
                refused += 1
        # a table-mate clicking meanwhile spends too (still within budget); a handler's refusal leaves
        with pytest.raises(Refusal), budget.click(2, 7), budget.click(2, 7):
            raise Refusal("a handler refused it")
    assert refused == 30 - MEMBER.burst
    assert not budget.busy(1, 7) and not budget.busy(2, 7), "clicks leave, also when they raised"


def test_the_refusal_reads_in_the_members_language(caplog: pytest.LogCaptureFixture) -> None:
    """Over budget, the member is told in their language to wait, and one WARNING names them."""
    clock = Clock()
    budget = Budget(clock, member=Rate(1, 1))
    budget.spend(42, 7)
    caplog.set_level(logging.INFO, "bot.interactions.budget")
    with i18n.speaking("de"):
        for _ in range(5):
            with pytest.raises(Refusal) as refused:
                budget.spend(42, 7)
    assert "schneller" in refused.value.message and "warte" in refused.value.message
    lines = [r for r in caplog.records if r.name == "bot.interactions.budget"]
    assert len(lines) == 1 and "42" in lines[0].getMessage()


def test_a_member_refused_once_pays_for_every_click_until_their_bucket_is_full_again() -> None:
    """After a refusal even clicks that find the bot idle spend (a flood cannot slip through between its
    own answers), at the sustained rate only; once the bucket has filled up, one at a time is free again."""
    clock = Clock()
    budget = Budget(clock)
    with budget.click(1, 7):
        for _ in range(int(MEMBER.burst) + 1):
            with contextlib.suppress(Refusal), budget.click(1, 7):
                pass
    assert budget.refused == 1
    through = 0
    for _ in range(100):  # one at a time, 50 a second, for 2 s
        clock.now += 0.02
        with contextlib.suppress(Refusal), budget.click(1, 7):
            through += 1
    assert through == pytest.approx(2 * MEMBER.per_second, abs=1)
    clock.now += MEMBER.refill_seconds
    for _ in range(100):
        with budget.click(1, 7):
            pass
    assert budget.free(1, 7) and budget.refused == 1 + 100 - through


async def test_a_command_is_held_until_the_task_running_it_ends() -> None:
    """A slash command counts as in hand for as long as its task runs: a second one meanwhile spends, one
    after it has ended is free."""
    clock = Clock()
    budget = Budget(clock)
    finished = asyncio.Event()

    async def command() -> None:
        budget.command(1, 7)
        await finished.wait()

    running = asyncio.create_task(command())
    await asyncio.sleep(0)
    assert budget.busy(1, 7) and not budget.free(2, 7), "the table has a command in hand"
    finished.set()
    await running
    assert not budget.busy(1, 7) and budget.free(1, 7)
    assert len(budget.members) == 0, "nothing was spent"
