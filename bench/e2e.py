"""End-to-end benchmark: the real bot process against the fake Discord of ``tests/e2e``.

Latency is the time from an interaction that makes a move (a draft pick, a confirmed build or
score, a discard; in Santiago any button or menu choice that plays a line) leaving the fake gateway to
the bot's public message with the new board arriving at the fake REST side, as a new post or as an
edit of the live message (a move that continues the turn: half a double move; in Santiago most moves
and every delivery-round decision but the first). It is measured over one whole 4-player game of
people, then over ``--games`` 4-player games played at once in as many channels by one bot process,
whose peak resident memory is read from ``/proc`` at the end. ``--game santiago`` plays Santiago de
Cuba. ``--json`` prints one JSON object:

    python bench/e2e.py --json
    python bench/e2e.py --game santiago --games 4 --json
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import percentile, print_figures
from bot.components import PATTERN
from devtools.botproc import BotProcess
from devtools.discord_server import FakeDiscord
from devtools.fake_discord import CHANNEL_ID
from devtools.table import Table

MOVES = frozenset({"pick", "do", "sdo", "choose"})
"""Verbs whose click applies a move (the others open panels or menus)."""
BOARDS = ("board.webp", "board.png")
"""The public board's file, in either format."""


def timed(server: FakeDiscord, channel_id: int, latencies: list[float]) -> Any:
    """A dispatch for :class:`Table` that waits for the bot's settle report and times moves."""

    async def dispatch(payload: dict[str, Any]) -> None:
        match = re.fullmatch(PATTERN, (payload.get("data") or {}).get("custom_id", ""))
        move = match is not None and match["verb"] in MOVES
        boards_before = len(boards(server, channel_id))
        start = time.monotonic()
        data = await server.inject(payload)
        await server.wait_for(lambda: data["token"] in server.settled, timeout=120, what="a settle report")
        if move:
            new = boards(server, channel_id)[boards_before:]
            if new:
                latencies.append((new[0]["call"].at - start) * 1000)

    return dispatch


def boards(server: FakeDiscord, channel_id: int) -> list[Any]:
    """The boards posted, or edited into the live message, in a channel and in the threads opened there
    for its games, oldest first."""
    channels = [channel_id, *(int(t["id"]) for t in server.http.threads(channel_id))]
    sent = [
        s
        for c in channels
        for s in (*server.http.sent_messages(c), *server.http.channel_edits(c))
        if any(name in s["filenames"] for name in BOARDS)
    ]
    return sorted(sent, key=lambda s: s["call"].at)


async def play(table: Table, players: int) -> None:
    await table.open_lobby(players)
    await table.start()
    await table.play_to_end(limit=1000)


def peak_rss_mb(pid: int) -> float:
    """The process's peak resident set (VmHWM) in MiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmHWM in /proc status")


async def run(games: int, seed: int, game: str = "santacruz", board_format: str = "png") -> dict[str, Any]:
    channels = {CHANNEL_ID + i: f"game-{i}" for i in range(games)}
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord(channels=channels, quiet=0.0) as server:
            env = {"BOARD_FORMAT": board_format}
            bot = BotProcess(server, Path(tmp) / "bench.sqlite3", workdir=Path(tmp), env=env)
            await bot.start()
            try:
                single: list[float] = []
                one = Table(server.http, timed(server, CHANNEL_ID, single), random.Random(seed), command=game)
                started = time.monotonic()
                await play(one, 4)
                single_seconds = time.monotonic() - started
                strict = server.http.strict
                single_rates = strict.rates.report()
                single_validated = strict.total

                many: list[float] = []
                tables = [
                    Table(server.http, timed(server, cid, many), random.Random(seed + i), cid, command=game)
                    for i, cid in enumerate(list(channels)[1:], start=1)
                ]
                tables.insert(
                    0,
                    Table(
                        server.http, timed(server, CHANNEL_ID, many), random.Random(seed), CHANNEL_ID, game
                    ),
                )
                assert one.finished()  # its channel is free again for one of the concurrent games
                started = time.monotonic()
                await asyncio.gather(*(play(t, 4) for t in tables))
                concurrent_seconds = time.monotonic() - started
                rss = peak_rss_mb(bot.pid)
            finally:
                await bot.stop()
    return {
        "game": game,
        "board_format": board_format,
        "latency_ms_median": round(statistics.median(single), 1),
        "latency_ms_p95": round(percentile(single, 0.95), 1),
        "moves_timed": len(single),
        "game_seconds": round(single_seconds, 1),
        "concurrent_games": games,
        "concurrent_latency_ms_median": round(statistics.median(many), 1),
        "concurrent_latency_ms_p95": round(percentile(many, 0.95), 1),
        "concurrent_moves_timed": len(many),
        "concurrent_seconds": round(concurrent_seconds, 1),
        "peak_rss_mb": round(rss, 1),
        "game_requests_validated": single_validated,
        "game_rate_limits": single_rates,
        "requests_validated": strict.total,
        "rate_limits": strict.rates.report(),
        "refused_by_discord": len(strict.refusals),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="games played at once (default 50)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the players' choices")
    parser.add_argument("--game", choices=("santacruz", "santiago"), default="santacruz")
    parser.add_argument(
        "--board-format", choices=("png", "webp"), default="png", help="BOARD_FORMAT of the bot"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    result = asyncio.run(run(args.games, args.seed, args.game, args.board_format))
    return print_figures(result, args.json)


if __name__ == "__main__":
    raise SystemExit(main())
