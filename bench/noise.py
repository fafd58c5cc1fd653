"""What a whole game does to its players' phones (issue 29): pings per person against their turns, and
the silent and ringing posts, for each game played by three people through the fake Discord.

Ana likes mentions, Ben a DM heads-up, and Cem is in his quiet hours for the whole game (he is told once
they end, by one ping). The bot's timers look every minute; here they look after every move.
Usage: ``python bench/noise.py [--game GAME] [--json]`` (``--game``, repeatable: only those games).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import random
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.adapter.client import GameBot
from bot.config import Settings
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.santiago.ui import SantiagoUI
from bot.store import Notify, Preferences
from devtools.pings import noise, turns
from devtools.table import NAMES, USERS, LocalTable, santiago_table
from playground.fake_discord import logged_in


class _Table(LocalTable):
    async def moved(self, user: int, taps: int) -> None:
        await super().moved(user, taps)
        await self.client.timers.check()


async def play(game: str, seed: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as folder:
        bot = GameBot(
            Settings("fake", Path(folder) / "g.sqlite3", None, logging.WARNING),
            [SantaCruzUI(board_format="png"), SantiagoUI(board_format="png")],
            seeds=lambda: seed,
        )
        async with logged_in(bot) as (client, fake):
            if game == "santiago":
                table = santiago_table(client, fake, seed, kind=_Table)
            else:
                table = _Table(client, fake, random.Random(seed))
            now = time.gmtime()
            start = (now.tm_hour * 60 + now.tm_min - 30) % (24 * 60)
            await client.store.people.set_preferences(Preferences(USERS[1], Notify.DM))
            sleeper = Preferences(USERS[2], time_zone="UTC", quiet=(start, (start + 240) % (24 * 60)))
            await client.store.people.set_preferences(sleeper)
            await table.open_lobby(3)
            await table.start()
            game_id = await table.game_id()
            await table.play_to_end()
            counted = noise(fake)
            record = await client.store.log.record(game_id)
            assert record is not None
            seats = {
                p.seat: p.user_id for p in await client.store.games.players(game_id) if p.seat is not None
            }
            played = turns(record, await client.store.log.actions(game_id), seats, game)
    return {
        "game": game,
        "people": {
            NAMES[USERS.index(user)]: {"turns": played[user], "pings": counted.pings[user]}
            for user in USERS[:3]
        },
        "silent_posts": counted.silent,
        "ringing_posts": counted.loud,
    }


SEEDS = {"santacruz": 3, "santiago": 4}
"""The games played, each with the seed of its deal and of its people's choices."""


async def main(games: Sequence[str] = tuple(SEEDS)) -> list[dict[str, Any]]:
    """The figures of each of ``games`` (every one by default), one whole game each."""
    return [await play(game, SEEDS[game]) for game in games]


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", choices=tuple(SEEDS), action="append", help="one game (repeatable)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    figures = asyncio.run(main(args.game or tuple(SEEDS)))
    if args.json:
        print(json.dumps(figures))
    else:
        for game in figures:
            people = ", ".join(
                f"{n} {p['pings']} pings / {p['turns']} turns" for n, p in game["people"].items()
            )
            posts = f"{game['silent_posts']} silent posts, {game['ringing_posts']} ringing"
            print(f"{game['game']}: {people}; {posts}")
