"""Computer players inside the bot: decision times and how free the event loop stays meanwhile.

One bot (in-process, against the in-process fake Discord of ``tests/bot``) plays ``--games`` whole
4-player games of computer players only, through its own code path (store, lock, public message with
the board image, computer runner). Each computer decision is timed where the bot makes it, and a
ticker coroutine that asks to wake every 10 ms records how late it wakes: that lateness is the longest
the event loop was kept from serving Discord. ``--render-processes N`` gives the bot N renderer
processes, where it then thinks its computers' moves (0, the default: in its threads). ``--json`` prints
one JSON object:

    python bench/computers.py --json
    python bench/computers.py --render-processes 2 --json
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import percentile, print_figures
from bot.adapter.client import GameBot
from bot.config import Settings
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.seam import LiveGame
from playground.fake_discord import CHANNEL_ID, GUILD_ID, logged_in

TICK = 0.010
"""Seconds the ticker asks to sleep; any extra is event-loop lag."""


async def ticker(lags: list[float], stop: asyncio.Event) -> None:
    """Sleep ``TICK`` again and again; note how late each wake-up is, in ms."""
    loop = asyncio.get_running_loop()
    while not stop.is_set():
        start = loop.time()
        await asyncio.sleep(TICK)
        lags.append((loop.time() - start - TICK) * 1000.0)


async def play(games: int, levels: tuple[str, ...], render_processes: int = 0) -> dict[str, Any]:
    """Play ``games`` computer-only games one after another; decision times (as the bot awaits them, in
    its threads or, with ``render_processes``, in its renderer processes) and loop lag."""
    decisions: list[float] = []
    real = LiveGame.think

    async def timed(self: LiveGame, seat: int, level: str, seed: str) -> str:
        start = time.perf_counter()
        try:
            return await real(self, seat, level, seed)
        finally:
            decisions.append((time.perf_counter() - start) * 1000.0)

    LiveGame.think = timed  # type: ignore[method-assign]
    lags: list[float] = []
    stop = asyncio.Event()
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings("fake", Path(tmp) / "bench.sqlite3", None, logging.WARNING)
        bot = GameBot(replace(settings, render_processes=render_processes), [SantaCruzUI()])
        async with logged_in(bot):
            tick = asyncio.create_task(ticker(lags, stop))
            start = time.perf_counter()
            for _ in range(games):
                row = await bot.store.games.create_lobby("santacruz", GUILD_ID, CHANNEL_ID, 1, "Host")
                await bot.store.games.remove_player(row.id, 1)
                for number, level in enumerate(levels, start=1):
                    await bot.store.games.add_computer(row.id, level, f"Computer {number}")
                await bot.tables.start(row.id, {})
                await bot.tables.computers.idle(row.id)
                ended = await bot.store.games.game(row.id)
                if ended is None or ended.status != "finished":
                    raise RuntimeError(f"game {row.id} did not finish")
            seconds = time.perf_counter() - start
            stop.set()
            await tick
    LiveGame.think = real  # type: ignore[method-assign]
    return {
        "games": games,
        "seats": list(levels),
        "render_processes": render_processes,
        "decisions": len(decisions),
        "decision_ms_median": round(statistics.median(decisions), 1),
        "decision_ms_p95": round(percentile(decisions, 0.95), 1),
        "decision_ms_max": round(max(decisions), 1),
        "loop_lag_ms_median": round(statistics.median(lags), 2),
        "loop_lag_ms_p99": round(percentile(lags, 0.99), 2),
        "loop_lag_ms_max": round(max(lags), 2),
        "seconds": round(seconds, 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seats", default="strong,strong,strong,strong")
    parser.add_argument(
        "--render-processes", type=int, default=0, help="renderer processes (0: decisions in threads)"
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures = asyncio.run(play(args.games, tuple(args.seats.split(",")), args.render_processes))
    return print_figures(figures, args.json)


if __name__ == "__main__":
    raise SystemExit(main())
