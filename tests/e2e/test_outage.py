"""Discord has a bad hour: whole games of Santa Cruz and of Santiago de Cuba against the real bot process,
through every kind of outage the fake Discord simulates, scaled from minutes down to seconds.

One person plays with computer players. Right after the person's move, while the computers are about to
move, Discord goes wrong: every REST request answered 500/502/503, a 429 storm on the message routes
with a long ``Retry-After``, a global 429 storm, the gateway dropped with a resumable close code, and the
gateway dropped with its session ended (the bot must IDENTIFY anew) and reconnections refused. A click
made while the gateway is down is lost, as Discord cannot deliver it.

After each outage the channel must show the stored version again by itself (no stuck game, no turn left
unposted), the person's buttons must work, and the bot's requests during the outage must have stayed
within Discord's global limit (50 per second) and honoured every ``Retry-After``. At the end every stored
version was posted exactly once (or shown by an edit of the live message), in order, with no duplicate.
"""

from __future__ import annotations

import collections
import random
import sqlite3
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from bench.soak import check_game, stored_games
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.santiago.ui import SantiagoUI
from bot.games.seam import GameUI
from bot.messaging import nonce
from devtools.launch import IDLE_SLEEP_ENV
from devtools.leaks import edited_versions, version_of, versions_shown
from devtools.table import USERS, WATCHING, Table, components, verb
from playground.discord_server import GLOBAL_LIMIT, FakeDiscord, Outage
from playground.fake_discord import CHANNEL_ID, Sent, button
from rules.santacruz.records import replay as santacruz_replay
from rules.santiago.records import replay as santiago_replay
from tests.e2e.conftest import StartBot

ENV = {"BOARD_FORMAT": "png", "COMPUTER_WAIT_SECONDS": "0.3", IDLE_SLEEP_ENV: "0.25"}
"""PNG boards (fast); computers wait 0.3 s after the person's move, and a click counts as handled once
only sleeps that long are left: so an outage begun right after a click meets the computers' moves."""
RECOVERY = 45.0
"""Seconds the bot has, after an outage ends, to show the stored version again by itself: after a refused
new gateway session, discord.py's reconnect back-off with the suite's two workers a core once took more
than 20 s on a loaded machine (it takes a few seconds on a quiet one; ``recovered_in`` reports it)."""
ATTEMPTS = 4
"""Outages of one kind begun, at most, until one meets a computer's move (see :func:`through`)."""
MESSAGE_ROUTES = "/channels/*"
"""The routes of a per-route storm: every channel route (posts, edits, threads)."""


@dataclass
class Figures:
    """What one outage did to a game, for the test's assertions and the report."""

    name: str
    moves: int = 0
    """Versions stored from the outage's start until the table showed the stored version again."""
    versions: tuple[int, int] = (0, 0)
    """The first and last version stored from the outage's start until the channel was caught up."""
    recovered_in: float = 0.0
    """Seconds from the outage's end until the channel showed the stored version."""
    never_shown: int = 0
    """Versions of that range never posted nor shown by an edit (at the game's end)."""
    doubled: int = 0
    """Versions of that range posted more than once."""
    outage: dict[str, Any] = field(default_factory=dict)


Start = Callable[[FakeDiscord], Awaitable[Outage]]


async def _server_errors(server: FakeDiscord) -> Outage:
    return server.server_errors(3.0, statuses=(503, 500, 502))


async def _route_storm(server: FakeDiscord) -> Outage:
    return server.rate_limit_storm(2.5, retry_after=1.2, path=MESSAGE_ROUTES)


async def _global_storm(server: FakeDiscord) -> Outage:
    return server.rate_limit_storm(2.0, is_global=True)


async def _gateway_resume(server: FakeDiscord) -> Outage:
    return await server.gateway_outage(1.5, resume=True)


async def _gateway_new_session(server: FakeDiscord) -> Outage:
    return await server.gateway_outage(1.5, resume=False, refuse=True)


SANTA_CRUZ_OUTAGES: tuple[tuple[str, Start], ...] = (
    ("5xx", _server_errors),
    ("429 per route", _route_storm),
    ("gateway, resumed", _gateway_resume),
)
SANTIAGO_OUTAGES: tuple[tuple[str, Start], ...] = (
    ("5xx", _server_errors),
    ("429 global", _global_storm),
    ("gateway, new session", _gateway_new_session),
)
"""Each game meets each kind of outage (5xx, a 429 storm, the gateway down); the two games together meet
every variant (a per-route and a global storm, a resumed and a new gateway session)."""


def game_row(database: Path) -> tuple[int, int, str, int]:
    """The test channel's newest game: its id, stored version, status and the version whose private
    news every player has been told (news goes out after the table is shown), read beside the bot."""
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        row = db.execute(
            "SELECT id, version, status, news_version FROM games WHERE ? IN (channel_id, lobby_channel_id)"
            " ORDER BY id DESC LIMIT 1",
            (CHANNEL_ID,),
        ).fetchone()
    return int(row[0]), int(row[1]), str(row[2]), int(row[3])


def news_delivered(database: Path) -> bool:
    """Whether the test channel's newest game has told every player the news of every stored version."""
    _gid, version, _status, news = game_row(database)
    return news == version


def shows_stored(table: Table, database: Path) -> bool:
    """Whether the channel shows the stored version: the live message's version, or the standings
    posted once the game is over."""
    _gid, version, status, _news = game_row(database)
    if status == "finished":
        return table.finished() and table.live_message() is None
    live = table.live_message()
    return live is not None and version_of(live, -1) == version


async def lose_a_click(server: FakeDiscord, table: Table) -> None:
    """During a gateway outage the person clicks the live table: Discord cannot deliver it, so the bot
    never sees it (no dispatch, no answer)."""
    live = table.live_message()
    assert live is not None
    opener = next((c for c in components(live) if verb(c) not in (*WATCHING, "bring")), None)
    opener = opener or next(iter(components(live)))
    payload = button(opener["custom_id"], message=live, channel_id=table.channel_id, **table.user(0))
    assert await server.interact(payload) == []
    assert server.http.replies(payload["token"]) == []
    assert all(f.d["token"] != payload["token"] for f in server.dispatched("INTERACTION_CREATE"))


async def until_computers_move(table: Table, limit: int = 200) -> None:
    """Play on until the person's move hands the game to the computers (the live table awaits no person):
    they move once their short wait is over."""
    for _ in range(limit):
        await table.step()
        live = table.live_message()
        assert not table.finished(), "the game ended before every outage was met"
        if live is not None and not table.waiting(live):
            return
    raise AssertionError("the computers never got the turn")


async def through(server: FakeDiscord, table: Table, database: Path, name: str, start: Start) -> Figures:
    """Ride out the outage until it meets a computer's move: on a loaded machine the computers may have
    moved before the outage began, and then it is met again on the person's next move."""
    for _attempt in range(ATTEMPTS):
        figures = await outage_once(server, table, database, name, start)
        if figures.moves > 0:
            break
    return figures


async def outage_once(server: FakeDiscord, table: Table, database: Path, name: str, start: Start) -> Figures:
    """Play the person's move, begin the outage while the computers are about to move, ride it out and
    wait until the channel shows the stored version by itself; then check the request rate."""
    figures = Figures(name)
    sessions, resumes = server.session_count, server.resume_count
    await until_computers_move(table)
    before = game_row(database)[1]
    outage = await start(server)
    if outage.kind == "gateway":
        await lose_a_click(server, table)
    await server.outage_over(outage)
    if outage.kind == "gateway":
        if outage.close_code == 4000:
            await server.wait_resumed(after=resumes, timeout=RECOVERY)
        else:
            await server.wait_ready(after=sessions, timeout=RECOVERY)
    ended = time.monotonic()
    await server.wait_for(
        lambda: shows_stored(table, database),
        timeout=RECOVERY,
        what=lambda: f"the channel to show the stored version after the {name} outage",
    )
    figures.recovered_in = round(time.monotonic() - ended, 2)
    after = game_row(database)[1]
    figures.moves, figures.versions = after - before, (before + 1, after)
    figures.outage = outage.report()
    assert outage.peak_rate() <= GLOBAL_LIMIT, (name, outage.report())
    assert outage.early_retries() == [], (name, outage.early_retries())
    # no retry storm: one request refused again and again (edits of the live table as computers move on
    # during a gateway outage are answered, and are new requests, not retries)
    refused = collections.Counter(
        (r.method, r.path) for r in outage.requests if r.status is None or r.status >= 400
    )
    assert max(refused.values(), default=0) <= 4, (name, refused.most_common(3))
    return figures


def turns_in_order(server: FakeDiscord, table: Table, game_id: int, final: int) -> list[int]:
    """The versions of the game's turn posts in the order they were made (each post's nonce names it)."""
    by_nonce = {nonce("turn", game_id, v): v for v in range(final + 1)}
    return [
        by_nonce[str(s["body"].get("nonce"))]
        for s in table.public()
        if str(s["body"].get("nonce")) in by_nonce
    ]


async def play_through_outages(
    server: FakeDiscord,
    bot_process: StartBot,
    tmp_path: Path,
    *,
    command: str,
    computers: int,
    ui: GameUI,
    replay: Callable[[dict[str, Any]], Any],
    seed: int,
    outages: tuple[tuple[str, Start], ...],
) -> list[Figures]:
    """A person and ``computers`` easy computer players play a whole game of ``command`` through every
    outage; every check of the module's docstring. Returns the figures of each outage."""
    database = tmp_path / "santacruz.sqlite3"
    await bot_process(env=ENV)
    server.quiet = 0.0
    table = Table(server.http, server.interact, random.Random(seed), command=command)
    await table.slash(0, "join")
    for _ in range(computers):
        lobby = table.public()[-1]["message"]
        add = next(c for c in components(lobby) if verb(c) == "add_ai" and c["custom_id"].endswith("easy"))
        await table.press(USERS[0], lobby, add["custom_id"])
    await table.start()
    results = [await through(server, table, database, name, start) for name, start in outages]
    await table.play_to_end()
    await server.wait_for(lambda: shows_stored(table, database), what="the last live buttons to come off")
    await server.wait_for(lambda: news_delivered(database), what="the private news of the last moves")

    failures: list[str] = []
    counts: collections.Counter[str] = collections.Counter()
    [game] = [g for g in stored_games(database) if CHANNEL_ID in (g["channel_id"], g["lobby_channel_id"])]
    public = cast(list[Sent], table.public())
    checked = check_game(server.http, game, public, ui, replay, counts, failures, command)
    if checked is not None:
        edited = edited_versions(checked[0], game["actions"], ui, game["computers"])
        shown = versions_shown(
            server.http, game["id"], game["channel_id"], public, game["version"], edited, game["followups"]
        )
        for figures in results:
            first, last = figures.versions
            figures.never_shown = sum(1 for v in shown.lost if first <= v <= last)
            figures.doubled = sum(1 for v in shown.doubled if first <= v <= last)
    print("\n".join(f"{command} {f.name}: {f}" for f in results))
    assert checked is not None and failures == [], (failures, dict(counts))
    assert counts["duplicate_posts"] == counts["lost_versions"] == counts["live_at_end"] == 0
    order = turns_in_order(server, table, game["id"], game["version"])
    assert order == sorted(set(order)), f"turn posts out of order or doubled: {order}"
    assert game["news_version"] == game["version"], "private news not delivered after the outages"
    assert server.errors == []
    return results


async def test_santa_cruz_through_5xx_a_route_storm_and_a_resumed_gateway(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path
) -> None:
    """A person and a computer play Santa Cruz to the standings through 5xx answers (a 503 included, which
    discord.py does not retry), a 429 storm on the channel routes and a gateway outage the bot resumes
    after (a click meanwhile lost); after each, the stored version is shown by itself, the buttons work,
    the request rate stayed within Discord's limits; every version posted once, in order."""
    results = await play_through_outages(
        discord_server,
        bot_process,
        tmp_path,
        command="santacruz",
        computers=1,
        ui=SantaCruzUI(),
        replay=santacruz_replay,
        seed=31,
        outages=SANTA_CRUZ_OUTAGES,
    )
    assert all(f.moves > 0 for f in results), results


async def test_santiago_through_5xx_a_global_storm_and_a_new_gateway_session(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path
) -> None:
    """A person and a computer play Santiago de Cuba to the standings through 5xx answers, a global 429
    storm and a gateway outage that ends the session (reconnections refused meanwhile, a click lost;
    the bot identifies anew), with the same promises."""
    results = await play_through_outages(
        discord_server,
        bot_process,
        tmp_path,
        command="santiago",
        computers=1,
        ui=SantiagoUI(),
        replay=santiago_replay,
        seed=32,
        outages=SANTIAGO_OUTAGES,
    )
    assert all(f.moves > 0 for f in results), results
