"""How fast ``/mygames`` answers a person seated in GAMES running games (issue 29: 30), and in as many
games finished this week.

Seats one person in GAMES two-player games of both games on one server, each some moves in (or, with
``--finished``, played to the end), then asks
``/mygames`` through the fake Discord RUNS times: the first answer after a restart (every game read from
the database) and the answers after it (games in memory), each from the command to the reply.
Usage: ``python bench/inbox.py [--games N] [--runs N] [--finished] [--json]``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.adapter.client import GameBot
from bot.config import Settings
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.santiago.ui import SantiagoUI
from bot.store import Store
from playground.fake_discord import GUILD_ID, FakeHTTP, dispatch, logged_in, slash

PERSON, OTHER = 501, 502
MOVES = 12


def _bot(path: Path) -> GameBot:
    settings = Settings("fake", path, None, logging.WARNING)
    return GameBot(settings, [SantaCruzUI(board_format="png"), SantiagoUI(board_format="png")])


async def fill(path: Path, games: int, finished: bool = False) -> None:
    """``games`` games, half of each game, MOVES random moves in (or played to their end)."""
    rng = random.Random(3)
    async with logged_in(_bot(path)) as (client, _fake):
        store, service = client.store, client.service
        for number in range(games):
            game = "santacruz" if number % 2 == 0 else "santiago"
            row = await store.games.create_lobby(game, GUILD_ID, 9000 + number, PERSON, "Ana")
            await store.games.add_player(row.id, OTHER, "Ben")
            await service.start(row.id, {}, seed=number)
            for _ in range(100_000 if finished else MOVES):
                live = await service.live(row.id)
                if live.module.is_over(live.state):
                    break
                seat = min(live.module.awaiting(live.state))
                action = rng.choice(list(live.module.legal_actions(live.state, seat)))
                await service.act(row.id, live.user_of_seat(seat).user_id, live.module.format_action(action))


async def ask(client: GameBot, fake: FakeHTTP) -> float:
    """Seconds from ``/mygames`` to its answer."""
    payload = slash("mygames", None, None, user_id=PERSON, channel_id=9000)
    started = time.perf_counter()
    await dispatch(client, payload)
    assert fake.replies(payload["token"]), "no answer"
    return time.perf_counter() - started


async def main(games: int, runs: int, finished: bool = False) -> dict[str, float | int]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "inbox.sqlite3"
        await fill(path, games, finished)
        store = await Store.open(path)
        running = len(await store.games.games_of(PERSON, GUILD_ID, 0.0))
        await store.close()
        async with logged_in(_bot(path)) as (client, fake):
            cold = await ask(client, fake)
            warm = [await ask(client, fake) for _ in range(runs)]
    warm.sort()
    return {
        "games": running,
        "first_answer_after_restart_ms": round(cold * 1000, 1),
        "answer_median_ms": round(statistics.median(warm) * 1000, 1),
        "answer_p95_ms": round(warm[max(0, int(len(warm) * 0.95) - 1)] * 1000, 1),
        "runs": runs,
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--finished", action="store_true", help="games played to their end this week")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures = asyncio.run(main(args.games, args.runs, args.finished))
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key}: {value}")
