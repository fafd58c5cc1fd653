"""What a tournament costs at Discord (issue 45): a Swiss Santa Cruz tournament of nine people over three
rounds at tables of three, run by the bot in-process against the strict Discord stand-in. Easy computers
take every person's seat as each round opens (the table runtime's takeover, as a vote would), so the
games play themselves; the organiser's and the people's commands and clicks go through Discord payloads.
One person leaves for good after round 1.

Figures: the requests to Discord per round (from one round's start to the next's, the next round's
seating included), in all and outside interaction answers (those count against Discord's global
limit), by kind, and those in the tournament's own channel (announcements, threads, standings and
sign-up messages: the rest are the tables' games); the answer time of ``/tournament show`` (the
standings) and of the look that moves a round on (standings edited, next tables opened); and the
strict stand-in's refusals (goal 0).

    python bench/tournament.py [--people 9] [--size 3] [--rounds 3] [--json]
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import statistics
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
from bot.games.santacruz.ui import SantaCruzUI  # noqa: E402
from devtools.table import components  # noqa: E402
from playground.fake_discord import (  # noqa: E402
    CHANNEL_ID,
    DEFAULT_MEMBER_PERMISSIONS,
    GUILD_ID,
    FakeHTTP,
    button,
    dispatch,
    logged_in,
    slash,
)

ORGANISER = 900
PEOPLE_BASE = 901
EXEMPT = frozenset(
    {
        ("POST", "/interactions/{webhook_id}/{webhook_token}/callback"),
        ("POST", "/webhooks/{webhook_id}/{webhook_token}"),
        ("GET", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
        ("PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
        ("DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
    }
)
"""Routes answered through an interaction's token, which Discord does not count against the global limit."""
ROUND_WAIT = 900.0
"""Seconds a round may take before the bench gives up (the games play themselves)."""


async def _run(client: GameBot, payload: dict[str, Any]) -> float:
    """Send one interaction and wait for everything it started; its answer time in ms."""
    start = time.perf_counter()
    await dispatch(client, payload, timeout=60.0, capture_loggers=("discord",))
    return (time.perf_counter() - start) * 1000


def _kind(call: Any) -> str:
    return f"{call.method} {call.template}"


async def _tournament(people: int, size: int, rounds: int, folder: Path) -> dict[str, Any]:
    admin = (discord.Permissions(DEFAULT_MEMBER_PERMISSIONS) | discord.Permissions(manage_guild=True)).value
    fake = FakeHTTP()
    settings = Settings("fake", folder / "t.sqlite3", None, logging.WARNING, computer_wait=0.0)
    bot = GameBot(settings, [SantaCruzUI(board_format="png")], seeds=lambda: 3)
    async with logged_in(bot, fake) as (client, _):
        users = [PEOPLE_BASE + i for i in range(people)]
        create = slash(
            "tournament",
            "create",
            {"name": "Bench Cup", "game": "santacruz", "size": size, "rounds": rounds, "level": "easy"},
            channel_id=CHANNEL_ID,
            user_id=ORGANISER,
            permissions=admin,
        )
        await _run(client, create)
        signup = fake.replies(create["token"])[-1]["message"]
        join = next(c for c in components(signup) if str(c["custom_id"]).endswith(":join"))
        for user in users:
            await _run(
                client,
                button(
                    join["custom_id"],
                    message=signup,
                    channel_id=CHANNEL_ID,
                    user_id=user,
                    global_name=f"P{user}",
                ),
            )
        before = len(fake.calls)
        await _run(
            client,
            slash("tournament", "start", None, channel_id=CHANNEL_ID, user_id=ORGANISER, permissions=admin),
        )
        [tournament] = await client.store.tournaments.of_server(GUILD_ID)
        per_round: list[Counter[str]] = []
        own: list[int] = []
        show_ms: list[float] = []
        edit_ms: list[float] = []
        for number in range(1, rounds + 1):
            for table in await client.store.tournaments.tables(tournament.id, number):
                seated = [u for u in table.seats if u is not None]
                assert table.game_id is not None
                await client.tables.take_over(table.game_id, seated, "easy", "Computers play this table.")
            deadline = time.monotonic() + ROUND_WAIT
            while True:
                current = await client.store.tournaments.tournament(tournament.id)
                assert current is not None
                if current.round > number or current.status != "running":
                    break
                if time.monotonic() > deadline:
                    raise SystemExit(f"round {number} did not end within {ROUND_WAIT:g} s")
                await asyncio.sleep(0.5)
                start = time.perf_counter()
                await client.timers.check()
                if (await client.store.tournaments.tournament(tournament.id)).round > number:  # type: ignore[union-attr]
                    edit_ms.append((time.perf_counter() - start) * 1000)
            per_round.append(Counter(_kind(c) for c in fake.calls[before:]))
            own.append(sum(1 for c in fake.calls[before:] if f"/channels/{CHANNEL_ID}/" in c.path))
            before = len(fake.calls)
            show = slash(
                "tournament", "show", {"tournament": tournament.id}, channel_id=CHANNEL_ID, user_id=users[0]
            )
            show_ms.append(await _run(client, show))
            if number == 1 and rounds > 1:
                leave = next(c for c in components(signup) if str(c["custom_id"]).endswith(":leave"))
                fresh = fake.messages.get(int(signup["id"]), signup)
                ask = button(leave["custom_id"], message=fresh, channel_id=CHANNEL_ID, user_id=users[-1])
                await _run(client, ask)
                asked = fake.replies(ask["token"])[-1]["message"]
                quit_button = next(c for c in components(asked) if str(c["custom_id"]).endswith(":quit"))
                await _run(
                    client,
                    button(quit_button["custom_id"], message=asked, channel_id=CHANNEL_ID, user_id=users[-1]),
                )
                before = len(fake.calls)
        done = await client.store.tournaments.tournament(tournament.id)
        refusals = [c for c in fake.calls if not c.ok and c.error is not None and c.error.status == 400]
        counted = [sum(n for k, n in r.items() if tuple(k.split(" ", 1)) not in EXEMPT) for r in per_round]
        return {
            "people": people,
            "size": size,
            "rounds": rounds,
            "status": done.status if done else "missing",
            "requests_per_round": [sum(r.values()) for r in per_round],
            "counted_requests_per_round": counted,
            "tournament_channel_requests_per_round": own,
            "requests_by_kind_round_1": dict(per_round[0].most_common()),
            "show_ms_median": round(statistics.median(show_ms), 1),
            "round_change_ms_median": round(statistics.median(edit_ms), 1) if edit_ms else None,
            "strict_refusals": len(refusals),
        }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--people", type=int, default=9)
    parser.add_argument("--size", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        figures = asyncio.run(_tournament(args.people, args.size, args.rounds, Path(folder)))
    return print_figures(figures, args.json)


if __name__ == "__main__":
    raise SystemExit(main())
