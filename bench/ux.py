"""How playing feels: taps per decision and the public noise of whole games, by scenario.

``--json`` prints one JSON object keyed by scenario (issue 27): ``santacruz_3p`` (three people),
``santacruz_1p_3c`` (one person against three computers) and ``santiago_4p`` (four people), each with
``person_turns`` (the people's moves), ``taps_per_decision``, ``public_posts`` (lobby included),
``image_posts``, ``image_edits`` (edits that upload an image), ``pings``, ``upload_bytes`` (images and
files uploaded to the channel and the game's thread, posts and edits) and, for Santa Cruz, the taps per
move kind (``taps``). ``--scenario NAME`` (repeatable) plays only those scenarios. ``--extras`` adds
the older figures below.

The older figures (``--extras``, or ``--game``):

Four people (the table driver of ``tests/bot``, choosing at random among what the bot shows them)
play a whole game against the in-process fake Discord, only by clicks. Each person's move is counted
in taps (a button press 1, a menu choice 2) and classed by the actions it stored: ``draft``,
``landing``, ``build`` (a card that builds), ``no_build`` (a card that builds nothing), ``score``,
``double`` (the whole double move) and ``discard``. The channel's figures count public messages
(lobby included), messages with images, people pinged and bytes uploaded to the channel and the game's
thread (posts and edits).

Taking back a move (issue 20): the same four people take back about one move in four where the
bot offers it (``take_back``: taps each take-back cost, median and max, and how many there were;
the target is 1). Then one person plays a whole game against three computers, first with computers
that never wait (``computer_wait`` 0: the bot as it was before take-backs) and then with the default
wait for the person's undo window; ``vs_computers`` gives the wall time of the table driver for both
(seconds), the person's moves and how many of them a computer waited after. ``--json`` prints one
JSON object:

    python bench/ux.py --json
    python bench/ux.py --json --computers strong

``--game santiago`` plays Santiago de Cuba instead; its kinds are ``demand``, ``turn`` (car, figure,
building), ``cubaner`` (a turn with Pablo's or Alonso's choice), ``turn_demand`` (a turn ending in the new
demand), ``harbour`` (a drive to the harbour with the driver's deliveries), ``tribute`` and ``delivery``;
a move may hold several decisions (a delivery-round seat that delivers again), so each kind also says
``decisions`` (the median decisions per move) and ``per_decision`` (all its taps over all its decisions),
and the ``public_messages`` and ``mentions`` (pings) its moves caused in the channel.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import logging
import random
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import print_figures
from bench.request_kinds import counted
from bot.adapter.client import GameBot
from bot.config import DEFAULT_COMPUTER_WAIT, Settings
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.santiago.ui import SantiagoUI
from bot.games.seam import GameUI
from devtools.table import SANTIAGO_KINDS, USERS, LocalTable, santiago_kind
from playground.fake_discord import CHANNEL_ID, Call, FakeHTTP, Sent, logged_in

IMAGES = (".png", ".webp")
"""The files that show as images (the public board is PNG, or WebP with ``--board-format webp``)."""


def words(body: Any) -> str:
    """Everything a message body says in words: its content and every text display of its components
    (Components V2), however nested."""
    if isinstance(body, list):
        return " ".join(words(item) for item in body)
    if not isinstance(body, dict):
        return ""
    own = [body.get("content") or ""] if body.get("type") in (None, 10) else []
    nested = [words(body.get(key)) for key in ("components", "accessory", "component") if key in body]
    return " ".join(str(part) for part in [*own, *nested] if part)


def pings(post: Sent) -> int:
    """The people a post pings: mentioned in its text and allowed to be (an edit pings nobody)."""
    allowed = {int(u) for u in (post["body"].get("allowed_mentions") or {}).get("users", [])}
    named = {int(u) for u in re.findall(r"<@!?([0-9]+)>", words(post["body"]))}
    return len(allowed & named)


def public_posts(fake: FakeHTTP, thread_id: int) -> list[Sent]:
    """The posts in the lobby's channel and the game's thread (the same channel when the game plays there)."""
    return [s for c in sorted({CHANNEL_ID, thread_id}) for s in fake.sent_messages(c)]


async def person_turns(table: LocalTable) -> int:
    """The people's turns of the table's game: runs of consecutive stored moves by one person's seat
    (a computer's move or another seat's ends a run; take-backs are not moves)."""
    game_id = table.game or await table.game_id()
    computers = {p.seat for p in await table.client.store.games.players(game_id) if p.computer}
    turns, previous = 0, None
    for _version, seat, line in await table.client.store.log.actions(game_id):
        if line.startswith("undo"):
            continue
        if seat not in computers and seat != previous:
            turns += 1
        previous = seat
    return turns


async def move_counts(table: LocalTable) -> tuple[int, int]:
    """The people's moves and the computers' runs of the table's game (a run: consecutive stored moves
    of computer seats; take-backs are not moves)."""
    game_id = table.game or await table.game_id()
    computers = {p.seat for p in await table.client.store.games.players(game_id) if p.computer}
    people = runs = 0
    in_run = False
    for _version, seat, line in await table.client.store.log.actions(game_id):
        if line.startswith("undo"):
            continue
        if seat in computers:
            runs += 0 if in_run else 1
            in_run = True
        else:
            people += 1
            in_run = False
    return people, runs


def counted_figures(fake: FakeHTTP, calls: Sequence[Call], people: int, runs: int) -> dict[str, Any]:
    """The requests of a whole game that count against Discord's global limit (issue 46), by kind and
    per person move (a computers' run counted as one move), and every request for comparison."""
    kinds = counted(calls, set(fake.dm_channels.values()))
    total = sum(kinds.values())
    moves = people + runs
    return {
        "counted_per_move": round(total / moves, 2) if moves else None,
        "counted_requests": total,
        "counted_by_kind": dict(sorted(kinds.items())),
        "all_requests": sum(1 for c in calls if c.ok),
        "person_moves": people,
        "computer_runs": runs,
    }


async def scenario_figures(table: LocalTable, since: int = 0) -> dict[str, Any]:
    """A finished game's figures for :func:`scenarios`: the people's turns and taps per decision, what
    reached the channel and the game's thread, and the requests from the stand-in's call ``since`` on
    (the bot's log-in left out)."""
    fake, where = table.fake, sorted({CHANNEL_ID, table.channel_id})
    posts = public_posts(fake, table.channel_id)
    edits = [s for c in where for s in fake.channel_edits(c)]
    decisions = sum(d for _kind, _taps, d in table.made)
    taps = sum(t for _kind, t, _d in table.made)
    figures: dict[str, Any] = {
        "person_turns": await person_turns(table),
        "taps_per_decision": round(taps / decisions, 2) if decisions else None,
        "public_posts": len(posts),
        "image_posts": sum(1 for p in posts if any(n.endswith(IMAGES) for n in p["filenames"])),
        "image_edits": sum(1 for e in edits if any(n.endswith(IMAGES) for n in e["filenames"])),
        "pings": sum(pings(p) for p in posts),
        "upload_bytes": sum(len(data) for sent in posts + edits for data in sent["files"].values()),
        **counted_figures(fake, fake.calls[since:], *await move_counts(table)),
    }
    if table.command == "santacruz":
        figures["taps"] = {
            kind: {"median": statistics.median(counts), "max": max(counts), "moves": len(counts)}
            for kind, counts in table.kinds.items()
            if counts
        }
    return figures


def table_of(kind: type[LocalTable], client: GameBot, fake: FakeHTTP, seed: int, game: str) -> LocalTable:
    """People at a table of ``game`` choosing at random from ``seed`` (Santiago's moves classed by kind)."""
    if game == "santiago":
        return kind(
            client,
            fake,
            random.Random(seed),
            command=game,
            kinds=SANTIAGO_KINDS,
            kind_of=santiago_kind,
            timeout=120.0,
        )
    return kind(client, fake, random.Random(seed), timeout=60.0)


async def scenario(name: str, seed: int, level: str = "easy", board_format: str = "png") -> dict[str, Any]:
    """One whole game of scenario ``name`` by clicks (see the module's docstring), the public board in
    ``board_format``: its figures."""
    game = name.split("_", 1)[0]
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings("fake", Path(tmp) / "ux.sqlite3", None, logging.WARNING, computer_wait=0.0)
        bot = GameBot(settings, [SantaCruzUI(board_format), SantiagoUI(board_format)], seeds=lambda: seed)
        async with logged_in(bot) as (client, fake):
            table = table_of(LocalTable, client, fake, seed, game)
            since = len(fake.calls)
            if name == "santacruz_1p_3c":
                await table.slash(0, "join")
                await table.slash(0, "start", fill=level)
            else:
                await table.open_lobby(4 if game == "santiago" else 3)
                await table.start()
            await table.play_to_end()
            return await scenario_figures(table, since)


SCENARIOS = ("santacruz_3p", "santacruz_1p_3c", "santiago_4p")
"""The scenarios of ``--json`` (issue 27)."""


async def scenarios(
    seed: int, level: str, board_format: str = "png", names: Sequence[str] = SCENARIOS
) -> dict[str, Any]:
    """The figures of the scenarios ``names`` (every one by default), the public board in
    ``board_format``."""
    return {name: await scenario(name, seed, level, board_format) for name in names}


def channel_figures(fake: FakeHTTP, thread_id: int) -> dict[str, int]:
    """Public messages, those with images, people pinged and bytes uploaded to the lobby's channel and the
    game's thread (the same channel when the game plays there)."""
    posts = public_posts(fake, thread_id)
    uploads = posts + [s for c in sorted({CHANNEL_ID, thread_id}) for s in fake.channel_edits(c)]
    return {
        "public_messages": len(posts),
        "image_messages": sum(1 for p in posts if any(n.endswith(IMAGES) for n in p["filenames"])),
        "mentions": sum(pings(p) for p in posts),
        "upload_bytes": sum(len(data) for sent in uploads for data in sent["files"].values()),
    }


class NoisyTable(LocalTable):
    """A table that also notes, for each person's move it classes, the public posts and pings it caused."""

    noise: list[tuple[int, int]]
    """Posts and pings of each move of :attr:`made`, in the same order."""
    counted: tuple[int, int] = (0, 0)

    async def moved(self, user: int, taps: int) -> None:
        """Class the move, then count what reached the channel since the last one."""
        made = len(self.made)
        await super().moved(user, taps)
        posts = public_posts(self.fake, self.channel_id)
        now = (len(posts), sum(pings(p) for p in posts))
        if len(self.made) > made:
            self.noise.append((now[0] - self.counted[0], now[1] - self.counted[1]))
        self.counted = now


def santiago_taps(table: LocalTable) -> dict[str, dict[str, float]]:
    """Taps per Santiago move kind, with the decisions each move held and the taps per decision."""
    out: dict[str, dict[str, float]] = {}
    for kind in SANTIAGO_KINDS:
        made = [
            (taps, decisions, noise)
            for (k, taps, decisions), noise in zip(table.made, getattr(table, "noise", []), strict=False)
            if k == kind
        ]
        if made:
            taps = [t for t, _, _ in made]
            decided = sum(d for _, d, _ in made)
            out[kind] = {
                "median": statistics.median(taps),
                "max": max(taps),
                "moves": len(made),
                "decisions": statistics.median(d for _, d, _ in made),
                "per_decision": round(sum(taps) / decided, 2),
                "public_messages": sum(n[0] for _, _, n in made),
                "mentions": sum(n[1] for _, _, n in made),
            }
    return out


async def play(
    seed: int, undo_rate: float = 0.0, game: str = "santacruz", board_format: str = "png"
) -> tuple[LocalTable, dict[str, int]]:
    """One whole 4-player game by clicks (taking back about ``undo_rate`` of the moves where the bot
    offers it): the table and the channel's figures."""
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings("fake", Path(tmp) / "ux.sqlite3", None, logging.WARNING)
        uis: list[GameUI] = [SantaCruzUI(board_format), SantiagoUI(board_format)]
        bot = GameBot(settings, uis, seeds=lambda: seed)
        async with logged_in(bot) as (client, fake):
            table = table_of(NoisyTable if game == "santiago" else LocalTable, client, fake, seed, game)
            table.undo_rate = undo_rate
            await table.open_lobby(4)
            await table.start()
            if isinstance(table, NoisyTable):
                table.noise = []
                started = public_posts(fake, table.channel_id)
                table.counted = (len(started), sum(pings(p) for p in started))
            await table.play_to_end()
            return table, channel_figures(fake, table.channel_id)


async def taps_and_noise(seed: int, game: str = "santacruz", board_format: str = "png") -> dict[str, Any]:
    """Taps per move kind and the channel's noise of a game without take-backs (issue 11's figures)."""
    table, channel = await play(seed, game=game, board_format=board_format)
    if game == "santiago":
        taps: dict[str, Any] = santiago_taps(table)
    else:
        taps = {
            kind: {"median": statistics.median(counts), "max": max(counts), "moves": len(counts)}
            for kind, counts in table.kinds.items()
            if counts
        }
    return {"game": game, "seed": seed, "taps": taps, **channel}


async def take_backs(seed: int) -> dict[str, Any]:
    """A game in which the players take back about one move in four where the bot offers it: the taps
    each take-back cost, how many were made, and the channel's public messages meanwhile."""
    table, channel = await play(seed, undo_rate=0.25)
    taken = [taps for _user, taps, said in table.take_backs if said.startswith("You took back")]
    return {
        "median": statistics.median(taken) if taken else None,
        "max": max(taken, default=None),
        "count": len(taken),
        "refused": len(table.take_backs) - len(taken),
        "public_messages": channel["public_messages"],
    }


async def versus_computers(seed: int, level: str, wait: float) -> dict[str, Any]:
    """One person against three computers of ``level``, by clicks: the table driver's wall time."""
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings("fake", Path(tmp) / "ux.sqlite3", None, logging.WARNING, computer_wait=wait)
        bot = GameBot(settings, [SantaCruzUI()], seeds=lambda: seed)
        async with logged_in(bot) as (client, fake):
            table = LocalTable(client, fake, random.Random(seed), timeout=60.0)
            await table.slash(0, "join")
            start = time.perf_counter()
            await table.slash(0, "start", fill=level)
            await table.play_to_end()
            elapsed = time.perf_counter() - start
            entries = await client.store.log.entries(table.game, 0)
            person = (await client.service.live(table.game)).seat_of_user(USERS[0])
            waited = sum(
                1
                for before, after in itertools.pairwise(entries)
                if before.seat == person
                and after.seat != person
                and after.created_at - before.created_at >= wait > 0
            )
            return {"seconds": round(elapsed, 1), "person_moves": len(table.moves), "waited_after": waited}


async def computers(seed: int, level: str) -> dict[str, Any]:
    """The game against three computers before (computers never wait) and after (the default wait)."""
    before = await versus_computers(seed, level, 0.0)
    after = await versus_computers(seed, level, DEFAULT_COMPUTER_WAIT)
    return {
        "level": level,
        "computer_wait_s": DEFAULT_COMPUTER_WAIT,
        "before_s": before["seconds"],
        "after_s": after["seconds"],
        "longer_s": round(after["seconds"] - before["seconds"], 1),
        "person_moves": after["person_moves"],
        "waited_after": after["waited_after"],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--computers", choices=("easy", "strong", "none"), default="easy")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--game", choices=("santacruz", "santiago"), help="the older figures of one 4-player game instead"
    )
    parser.add_argument("--extras", action="store_true", help="add the older figures of --game santacruz")
    parser.add_argument(
        "--scenario",
        choices=SCENARIOS,
        action="append",
        help="one scenario of --json (repeatable; default all)",
    )
    parser.add_argument(
        "--board-format",
        choices=("png", "webp"),
        default="png",
        help="the public board's format (BOARD_FORMAT)",
    )
    args = parser.parse_args()
    if args.game is None:
        level = "easy" if args.computers == "none" else args.computers
        figures = asyncio.run(scenarios(args.seed, level, args.board_format, args.scenario or SCENARIOS))
        if args.extras:
            figures["extras"] = older(args, "santacruz")
        return print_figures(figures, args.json)
    return print_figures(older(args, args.game), args.json)


def older(args: argparse.Namespace, game: str) -> dict[str, Any]:
    """The figures of issues 11 and 20: one 4-player game's taps and noise, take-backs, computers."""
    figures = asyncio.run(taps_and_noise(args.seed, game, args.board_format))
    figures["board_format"] = args.board_format
    if game == "santacruz":
        figures["take_back"] = asyncio.run(take_backs(args.seed))
        if args.computers != "none":
            figures["vs_computers"] = asyncio.run(computers(args.seed, args.computers))
    return figures


if __name__ == "__main__":
    raise SystemExit(main())
