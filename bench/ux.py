"""How playing feels: taps per move kind and the public noise of one whole 4-player game.

Four people (the table driver of ``tests/bot``, choosing at random among what the bot shows them)
play a whole game against the in-process fake Discord, only by clicks. Each person's move is counted
in taps (a button press 1, a menu choice 2) and classed by the actions it stored: ``draft``,
``landing``, ``build`` (a card that builds), ``no_build`` (a card that builds nothing), ``score``,
``double`` (the whole double move) and ``discard``. The channel's figures count public messages
(lobby included), messages with images, people pinged and bytes uploaded to the channel and the game's
thread (posts and edits). ``--json`` prints one JSON object:

    python bench/ux.py --json

``--game santiago`` plays Santiago de Cuba instead; its kinds are ``demand``, ``turn`` (car, figure,
building), ``cubaner`` (a turn with Pablo's or Alonso's choice), ``turn_demand`` (a turn ending in the new
demand), ``harbour`` (a drive to the harbour with the driver's deliveries), ``tribute`` and ``delivery``;
a move may hold several decisions (a delivery-round seat that delivers again), so each kind also says
``decisions`` (the median decisions per move) and ``per_decision`` (all its taps over all its decisions).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import random
import re
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import print_figures
from bot.client import GameBot
from bot.config import Settings
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.santiago.ui import SantiagoUI
from tests.bot.fake_discord import CHANNEL_ID, FakeHTTP, logged_in
from tests.bot.table import SANTIAGO_KINDS, LocalTable, santiago_kind

IMAGES = (".png", ".webp")
"""The files that show as images (the public board is WebP, the rest PNG)."""


def channel_figures(fake: FakeHTTP, thread_id: int) -> dict[str, int]:
    """Public messages, those with images, people pinged and bytes uploaded to the lobby's channel and the
    game's thread (the same channel when the game plays there)."""
    channels = sorted({CHANNEL_ID, thread_id})
    posts = [s for c in channels for s in fake.sent_messages(c)]
    uploads = posts + [s for c in channels for s in fake.channel_edits(c)]
    mentions = 0
    for post in posts:
        allowed = {int(u) for u in (post["body"].get("allowed_mentions") or {}).get("users", [])}
        named = {int(u) for u in re.findall(r"<@!?([0-9]+)>", post["content"] or "")}
        mentions += len(allowed & named)
    return {
        "public_messages": len(posts),
        "image_messages": sum(1 for p in posts if any(n.endswith(IMAGES) for n in p["filenames"])),
        "mentions": mentions,
        "upload_bytes": sum(len(data) for sent in uploads for data in sent["files"].values()),
    }


def santiago_taps(table: LocalTable) -> dict[str, dict[str, float]]:
    """Taps per Santiago move kind, with the decisions each move held and the taps per decision."""
    out: dict[str, dict[str, float]] = {}
    for kind in SANTIAGO_KINDS:
        made = [(taps, decisions) for k, taps, decisions in table.made if k == kind]
        if made:
            taps = [t for t, _ in made]
            out[kind] = {
                "median": statistics.median(taps),
                "max": max(taps),
                "moves": len(made),
                "decisions": statistics.median(d for _, d in made),
                "per_decision": round(sum(taps) / sum(d for _, d in made), 2),
            }
    return out


async def play(seed: int, game: str = "santacruz") -> dict[str, Any]:
    """One whole 4-player game by clicks; its figures."""
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings("fake", Path(tmp) / "ux.sqlite3", None, logging.WARNING)
        bot = GameBot(settings, [SantaCruzUI(), SantiagoUI()], seeds=lambda: seed)
        async with logged_in(bot) as (client, fake):
            if game == "santiago":
                table = LocalTable(
                    client,
                    fake,
                    random.Random(seed),
                    command=game,
                    kinds=SANTIAGO_KINDS,
                    kind_of=santiago_kind,
                    timeout=120.0,
                )
            else:
                table = LocalTable(client, fake, random.Random(seed))
            await table.open_lobby(4)
            await table.start()
            await table.play_to_end()
            if game == "santiago":
                taps: dict[str, Any] = santiago_taps(table)
            else:
                taps = {
                    kind: {"median": statistics.median(counts), "max": max(counts), "moves": len(counts)}
                    for kind, counts in table.kinds.items()
                    if counts
                }
            return {"game": game, "seed": seed, "taps": taps, **channel_figures(fake, table.channel_id)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--game", choices=("santacruz", "santiago"), default="santacruz")
    args = parser.parse_args()
    return print_figures(asyncio.run(play(args.seed, args.game)), args.json)


if __name__ == "__main__":
    raise SystemExit(main())
