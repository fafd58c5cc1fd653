"""Flood benchmark: does one member clicking and typing commands many times a second slow the other games?

The real bot process plays against the fake Discord of ``playground/discord_server.py``. ``--games``
4-player Santa Cruz games of people (:class:`devtools.table.Players`, four users of their own per game)
play with human think time (a seeded log-normal pause of mean ``--think`` seconds before every click,
as ``bench/e2e.py``'s think-time run) for ``--seconds`` seconds, twice, each time in channels of their
own:

- ``quiet``: the games alone;
- ``flooded``: the same games while one member of a 2-player game of their own (started before)
  sends ``--rate`` interactions a second without waiting for answers, for as long: clicks on their
  game's "My hand" button (each one the bot lets through draws their hand) and one in four a
  ``/santacruz board`` command (a private board, drawn).

For each run it prints the latency of the other games' moves (the time from a click that makes a move
leaving the fake gateway to the bot's public message with the new board arriving, ``bench/e2e.py``'s
measure) as median and p95, the moves timed, and the bot's CPU use over the run (100 is one core, its
process and its render workers); for the flooded run also the flooder's interactions: sent, refused with
the polite sentence (:mod:`bot.interactions.budget`), let through, and any the bot did not answer.

The fake Discord answers each REST request after ``--discord-ms`` (default 50), as Discord does over
the network: the bot then holds each interaction about as long as in production. The budget counts
only interactions sent on top of unanswered ones (one at a time is free), so with ``--discord-ms 0``
a flood of cheap interactions, each finished before the next arrives, is mostly let through: that run
shows what such a flood costs when nothing piles up. The fake Discord and the table drivers run in this
process on the same machine. ``--json`` prints one JSON object; the default run takes about two and a
half minutes::

    python bench/flood.py --json
    python bench/flood.py --games 4 --seconds 30 --rate 20 --json     # a short run
    python bench/flood.py --discord-ms 0 --json
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from collections.abc import Callable, Coroutine
from functools import partial
from pathlib import Path
from typing import Any

from aiohttp import web

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.e2e import TimeUp, cpu_seconds, keep_playing, log_normal, median, p95, timed
from bench.figures import print_figures
from bot.texts import CATALOGUE
from devtools.botproc import BotProcess
from devtools.table import Dispatch, Players, Table, find
from playground.discord_server import FakeDiscord
from playground.fake_discord import CHANNEL_ID, button, slash

PLAYER_BASE = 800_000
"""User id of the first person of the first game of the quiet run (each game has four of its own)."""
FLOODER = (900_001, 900_002)
"""The flooding member and their table-mate."""
TOO_QUICK = CATALOGUE.text("error.too_quick", "en")
"""The polite sentence an interaction over budget is answered with."""
COMMAND_EVERY = 4
"""One flood interaction in this many is a slash command; the others are clicks."""
SETTLE_WAIT = 60.0
"""Seconds the flood's last interactions may take to be answered after the run."""


class FarDiscord(FakeDiscord):
    """The fake Discord answering each REST request after ``answer_ms``, as Discord does over the network
    (the fake alone answers at once, so the bot would finish each interaction far sooner than in
    production, and a flood's interactions would not pile up in its hands)."""

    def __init__(self, answer_ms: float, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.answer_seconds = answer_ms / 1000

    async def _serve(self, request: web.Request, path: str) -> web.StreamResponse:
        await asyncio.sleep(self.answer_seconds)
        return await super()._serve(request, path)


def seated(server: FakeDiscord, channel_id: int, users: tuple[int, ...], seed: int) -> tuple[Players, Pace]:
    """A table of ``users`` at ``channel_id`` that clicks as fast as the bot answers until its
    :class:`Pace` is set to think."""
    pace = Pace(timed(server, channel_id, []))
    return Players(users, server.http, pace, random.Random(seed), channel_id), pace


class Pace:
    """A table's way of sending: at once (to open and start its game), then with think time, timed."""

    def __init__(self, send: Dispatch) -> None:
        self.send = send

    async def __call__(self, payload: dict[str, Any]) -> None:
        await self.send(payload)


async def play_on(table: Table, players: int, new_table: Callable[[], Table]) -> None:
    """Play the table's game, then new ones at its channel, until the think time runs out."""
    try:
        await table.play_to_end(limit=1000)
    except TimeUp:
        return
    await keep_playing(new_table, players)


async def games(
    server: FakeDiscord,
    bot: BotProcess,
    channels: list[int],
    base: int,
    args: argparse.Namespace,
    flooding: Callable[[], Coroutine[Any, Any, list[str]]] | None = None,
) -> tuple[list[float], float, float, list[str]]:
    """The think-time games at ``channels``, started at once and then played for ``args.seconds`` (with
    ``flooding`` alongside): their move latencies (ms), the seconds it took, the bot's CPU use over them
    (percent of one core), and what ``flooding`` returned (the tokens of the flood's interactions)."""
    tables = [
        seated(server, cid, tuple(base + 4 * i + s for s in range(4)), args.seed + i)
        for i, cid in enumerate(channels)
    ]
    for table, _pace in tables:
        await table.open_lobby(4)
        await table.start()
    latencies: list[float] = []
    until = time.monotonic() + args.seconds
    playing = []
    for index, ((table, pace), channel_id) in enumerate(zip(tables, channels, strict=True)):
        think = log_normal(random.Random(f"think {args.seed} {index}"), args.think)
        pace.send = timed(server, channel_id, latencies, think, until)
        playing.append(
            play_on(table, 4, partial(Players, table.users, server.http, pace, table.rng, channel_id))
        )
    pid = bot.pid
    assert pid is not None, "the bot runs"
    started, cpu = time.monotonic(), cpu_seconds(pid)
    sending = asyncio.create_task(flooding()) if flooding is not None else None
    await asyncio.gather(*playing)
    seconds = time.monotonic() - started
    cpu_percent = (cpu_seconds(pid) - cpu) * 100 / seconds
    return latencies, seconds, cpu_percent, await sending if sending is not None else []


async def flood(server: FakeDiscord, table: Table, rate: float, seconds: float) -> list[str]:
    """The flooder's interactions, ``rate`` a second for ``seconds``, each sent on schedule without
    waiting for the bot; the tokens of those sent."""
    message = table.live_message()
    hand = find(message, "hand")
    assert message is not None and hand is not None, "the flooder's game shows no My hand button"
    who = table.user(0)
    tokens = []
    began = time.monotonic()
    for number in range(int(rate * seconds)):
        await asyncio.sleep(max(0.0, began + number / rate - time.monotonic()))
        if number % COMMAND_EVERY == COMMAND_EVERY - 1:
            payload = slash("santacruz", "board", channel_id=table.channel_id, **who)
        else:
            payload = button(hand["custom_id"], message=message, channel_id=table.channel_id, **who)
        tokens.append((await server.inject(payload))["token"])
    return tokens


def tally(server: FakeDiscord, tokens: list[str]) -> dict[str, int]:
    """The flood's interactions by how the bot answered them."""
    refused = let_through = unanswered = 0
    for token in tokens:
        replies = server.http.replies(token)
        if not replies:
            unanswered += 1
        elif replies[0]["content"] == TOO_QUICK:
            refused += 1
        else:
            let_through += 1
    return {"sent": len(tokens), "refused": refused, "let_through": let_through, "unanswered": unanswered}


async def run(args: argparse.Namespace) -> dict[str, Any]:
    channels = [CHANNEL_ID + i for i in range(2 * args.games + 1)]
    quiet_channels, flooded_channels, flood_channel = (
        channels[: args.games],
        channels[args.games : -1],
        channels[-1],
    )
    with tempfile.TemporaryDirectory() as tmp:
        names = {channel_id: f"game-{i}" for i, channel_id in enumerate(channels)}
        async with FarDiscord(args.discord_ms, channels=names, quiet=0.0) as server:
            bot = BotProcess(server, Path(tmp) / "flood.sqlite3", workdir=Path(tmp))
            await bot.start()
            try:
                flooder, _pace = seated(server, flood_channel, FLOODER, args.seed)
                await flooder.open_lobby(2)
                await flooder.start()

                quiet, quiet_seconds, quiet_cpu, _ = await games(
                    server, bot, quiet_channels, PLAYER_BASE, args
                )
                flooded, flooded_seconds, flooded_cpu, tokens = await games(
                    server,
                    bot,
                    flooded_channels,
                    PLAYER_BASE + 4 * args.games,
                    args,
                    partial(flood, server, flooder, args.rate, args.seconds),
                )
                await server.wait_for(
                    lambda: all(t in server.settled for t in tokens), timeout=SETTLE_WAIT, what="the flood"
                )
                flood_figures = tally(server, tokens)
            finally:
                await bot.stop()
    return {
        "games": args.games,
        "discord_answer_ms": args.discord_ms,
        "think_mean_seconds": args.think,
        "seconds": args.seconds,
        "flood_rate_per_second": args.rate,
        "quiet_latency_ms_median": median(quiet),
        "quiet_latency_ms_p95": p95(quiet),
        "quiet_moves_timed": len(quiet),
        "quiet_bot_cpu_percent": round(quiet_cpu, 1),
        "flooded_latency_ms_median": median(flooded),
        "flooded_latency_ms_p95": p95(flooded),
        "flooded_moves_timed": len(flooded),
        "flooded_bot_cpu_percent": round(flooded_cpu, 1),
        "flooded_seconds": round(flooded_seconds, 1),
        "quiet_seconds": round(quiet_seconds, 1),
        **{f"flood_{key}": value for key, value in flood_figures.items()},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="other games played at once (default 10)")
    parser.add_argument(
        "--think", type=float, default=1.5, help="mean think time before each click, seconds (default 1.5)"
    )
    parser.add_argument(
        "--seconds", type=float, default=60.0, help="length of each of the two runs, seconds (default 60)"
    )
    parser.add_argument(
        "--rate", type=float, default=40.0, help="the flooder's interactions per second (default 40)"
    )
    parser.add_argument(
        "--discord-ms",
        type=float,
        default=50.0,
        help="how long the fake Discord takes to answer each request, ms (default 50; 0: at once)",
    )
    parser.add_argument("--seed", type=int, default=1, help="seed of the players' choices and think times")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.games < 1 or args.think <= 0 or args.seconds <= 0 or args.rate <= 0 or args.discord_ms < 0:
        parser.error("--games, --think, --seconds and --rate must be positive, --discord-ms not negative")
    return print_figures(asyncio.run(run(args)), args.json)


if __name__ == "__main__":
    raise SystemExit(main())
