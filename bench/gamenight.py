"""What a game night costs at Discord (issue 45): the requests of ``/gamenight plan``, of the night's start
(the event read again, the people interested listed, each table's announcement, thread and lobby) and
of the end of its held seats, for a night of two people (one table in the channel) and one of five
(three tables in threads), run by the bot in-process against the strict Discord stand-in with a fake
clock, on the test-only game High Card (two seats a table).

Figures: requests outside interaction answers (those count against Discord's global limit) by step and
by kind, and the strict stand-in's refusals (goal 0).

    python bench/gamenight.py [--people 2,5] [--json]
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import discord  # noqa: E402

from bench.figures import print_figures  # noqa: E402
from bot.adapter.client import GameBot  # noqa: E402
from bot.config import Settings  # noqa: E402
from playground.fake_discord import (  # noqa: E402
    CHANNEL_ID,
    DEFAULT_MEMBER_PERMISSIONS,
    Call,
    add_guild,
    deliver,
    dispatch,
    logged_in,
    slash,
)

EXEMPT = ("/interactions/", "/webhooks/")
"""Interaction answers and their follow-ups: outside Discord's global limit."""
ORGANISER = 1001
HOUR = 3600.0
ADMIN = (discord.Permissions(DEFAULT_MEMBER_PERMISSIONS) | discord.Permissions(manage_guild=True)).value


def counted(calls: list[Call]) -> Counter[str]:
    """The requests among ``calls`` that count against the global limit, by route."""
    return Counter(f"{c.method} {c.template}" for c in calls if not any(e in c.path for e in EXEMPT))


async def night(people: int) -> dict[str, Any]:
    """One night with ``people`` interested, from its planning to the end of its held seats."""
    import tests.toygame
    from tests.toygame.ui import HighCardUI

    tests.toygame.register()
    try:
        with tempfile.TemporaryDirectory() as folder:
            settings = Settings("fake", Path(folder) / "g.sqlite3", None, logging.WARNING)
            async with logged_in(GameBot(settings, [HighCardUI()])) as (client, fake):
                add_guild(client, channels={CHANNEL_ID: "games"})
                starts = float(int(time.time() + HOUR) // 60 * 60)
                stamp = time.strftime("%Y-%m-%d %H:%M", time.gmtime(starts))
                options = {"game": "highcard", "start": stamp, "time_zone": "UTC"}
                mark = len(fake.calls)
                asked = slash(
                    "gamenight", "plan", options, channel_id=CHANNEL_ID, user_id=ORGANISER, permissions=ADMIN
                )
                await dispatch(client, asked)
                plan = counted(fake.calls[mark:])
                (event_id,) = fake.scheduled_events
                for user in range(2001, 2001 + people):
                    fake.mark_interested(event_id, user)
                for name, data in list(fake.gateway_events):
                    await deliver(client, name, data)
                fake.gateway_events.clear()
                mark = len(fake.calls)
                await client.timers.check(starts)
                start = counted(fake.calls[mark:])
                mark = len(fake.calls)
                await client.timers.check(starts + 601)
                held = counted(fake.calls[mark:])
                refusals = len(fake.strict.refusals)
    finally:
        tests.toygame.unregister()
    return {
        "people": people,
        "plan_requests": sum(plan.values()),
        "start_requests": sum(start.values()),
        "hold_end_requests": sum(held.values()),
        "start_by_kind": dict(start),
        "strict_refusals": refusals,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--people", default="2,5", help="people interested in each night (default 2,5)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    nights = [asyncio.run(night(int(n))) for n in args.people.split(",")]
    print_figures({"nights": nights}, as_json=args.json)


if __name__ == "__main__":
    main()
