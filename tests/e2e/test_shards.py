"""Two bot processes, one shard each, on one PostgreSQL: games in servers of both shards at once, the
same click delivered to both processes, one process killed mid-game and restarted; no move lost or
doubled, commands registered once, and nothing secret in any public image or text."""

from __future__ import annotations

import asyncio
import contextlib
import copy
import itertools
import json
import random
import re
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import asyncpg
import discord
import discord.gateway
import pytest
import yarl
from discord.http import Route

from bot.texts import text
from devtools.leaks import check_public_images, check_public_text, moments, public_sent, version_of
from devtools.postgres import PostgresServer
from devtools.table import USERS, Table, components, find, verb
from playground.discord_server import FakeDiscord, Session
from playground.fake_discord import CHANNEL_ID, GUILD_ID, OTHER_GUILD, in_guild, new_snowflake, slash
from rules.santacruz.records import export_record
from rules.santacruz.state import GameState
from tests.e2e.conftest import OTHER_CHANNEL, StartBot, two_servers

MOVED_ON = text("error.moved_on_nolink").rstrip(".")
"""How a refused twin of an accepted click is answered (with or without a link)."""
_databases = itertools.count(1)


@pytest.fixture
async def discord_server() -> AsyncIterator[FakeDiscord]:
    """A fake Discord with one server on each of two shards (what ``/gateway/bot`` recommends)."""
    async with two_servers(shards=2) as server:
        yield server


@pytest.fixture
async def database(postgres_server: PostgresServer) -> AsyncIterator[str]:
    """A new, empty PostgreSQL database on the tests' server; dropped afterwards."""
    name = f"shards_{next(_databases)}"
    try:
        yield await postgres_server.create(name)
    finally:
        await postgres_server.drop(name)


def table_in(server: FakeDiscord, guild_id: int, channel_id: int, seed: int) -> Table:
    """Players in a channel of ``guild_id``; their interactions reach the process of its shard."""

    async def send(payload: dict[str, Any]) -> object:
        return await server.interact(in_guild(payload, guild_id), timeout=30.0)

    return Table(server.http, send, random.Random(seed), channel_id=channel_id)


async def open_game(table: Table) -> None:
    """A person and an easy computer player, seated from the lobby and dealt."""
    await table.slash(0, "join")
    lobby = table.public()[-1]["message"]
    add = next(c for c in components(lobby) if verb(c) == "add_ai" and c["custom_id"].endswith("easy"))
    await table.press(USERS[0], lobby, add["custom_id"])
    await table.start()


async def stored(url: str, channel_id: int) -> tuple[list[tuple[int, int | None, str]], dict[str, Any]]:
    """The action log of the channel's game and its state before the first move, read beside the bots."""
    db = await asyncpg.connect(url)
    try:
        game_id = await db.fetchval("SELECT max(id) FROM games WHERE channel_id = $1", channel_id)
        actions = await db.fetch(
            "SELECT version, seat, action FROM actions WHERE game_id = $1 ORDER BY version", game_id
        )
        start = await db.fetchval("SELECT state FROM snapshots WHERE game_id = $1 AND version = 0", game_id)
    finally:
        await db.close()
    return [(a["version"], a["seat"], a["action"]) for a in actions], json.loads(start)


async def games_in_channels(url: str, guilds: list[int]) -> None:
    """Turn games in threads off for ``guilds``: this test follows each game in its server's channel."""
    db = await asyncpg.connect(url)
    try:
        for guild_id in guilds:
            await db.execute(
                "INSERT INTO guild_settings (guild_id, reminder_hours, takeover_hours, threads)"
                " VALUES ($1, 12, 48, 0) ON CONFLICT (guild_id) DO UPDATE SET threads = 0",
                guild_id,
            )
    finally:
        await db.close()


async def until_waiting(table: Table) -> None:
    """Wait while computer players move, until the live message mentions the person again."""
    while not table.waiting(await table.current()):
        await table.until_replaced(await table.current())


def twin(payload: dict[str, Any]) -> dict[str, Any]:
    """The same click as a second interaction (a new id and token), e.g. a double click."""
    out = copy.deepcopy(payload)
    out["id"] = str(new_snowflake())
    out["token"] = f"fake-interaction-token-{new_snowflake()}"
    return out


def doubled(
    server: FakeDiscord, guild_id: int, sessions: list[Session], refusals: list[str]
) -> Callable[[dict[str, Any]], Awaitable[object]]:
    """A dispatch that delivers each click to every process at the same moment (the table goes on with
    the first one's answer); the refusals the others got are collected."""

    async def send(payload: dict[str, Any]) -> object:
        copies = [in_guild(payload, guild_id), *(twin(in_guild(payload, guild_id)) for _ in sessions[1:])]
        await asyncio.gather(
            *(server.interact(p, session=s, timeout=30.0) for p, s in zip(copies, sessions, strict=True))
        )
        for sent in copies:
            replies = server.http.replies(sent["token"])
            refusals.extend(r.get("content") or "" for r in replies if r["ephemeral"])
        return None

    return send


def check_channel(
    server: FakeDiscord, channel_id: int, actions: list[tuple[int, int | None, str]], start: dict[str, Any]
) -> None:
    """Every stored version shown (posted once, or edited into the live message when it starts no new
    person's turn), none posted twice; every board uploaded is the public view's; nothing secret in any
    public image or text."""
    assert [a[0] for a in actions] == list(range(1, len(actions) + 1))
    public = [s for s in public_sent(server.http, channel_id) if s.get("components")]
    turns = [s for s in public if "board.png" in (s.get("files") or {})]
    fake = server.http
    posted = [
        version_of(s, len(actions)) for s in turns if fake.shown_as(s) == "channel" and not s.get("duplicate")
    ]
    assert len(posted) == len(set(posted)), f"a version was posted twice: {posted}"
    shown = {version_of(s, len(actions)) for s in public if fake.shown_as(s) is not None}
    assert shown >= set(range(len(actions) + 1)), f"a version was never shown: {sorted(shown)}"
    state = GameState.from_dict(start)
    history = moments(export_record(state), actions)
    names = [p.name for p in state.players]
    assert check_public_images(server.http, channel_id, history) >= len(turns) > 0
    check_public_text(server.http, channel_id, history, names)


async def test_two_processes_one_shard_each_on_one_postgresql(
    discord_server: FakeDiscord, bot_process: StartBot, database: str
) -> None:
    """Each process connects its own shard and gets only its server; commands are registered once.
    Games run in both servers at once; a click delivered to both processes applies once; the process
    of shard 1 is killed while its computer player moves; the other plays on, restarts, and leaves
    that game alone; the restarted process of shard 1 finishes the computer's move. Every stored
    version is posted once, and the public images and texts pass the leak checks."""
    server = discord_server
    server.quiet = 0.0

    def shard(number: int) -> dict[str, str]:
        return {"DATABASE_URL": database, "SHARD_COUNT": "2", "SHARD_IDS": str(number), "BOARD_FORMAT": "png"}

    def syncs() -> int:
        return sum(1 for c in server.http.calls if c.method == "PUT" and re.search(r"/commands$", c.path))

    second = await bot_process(env=shard(1))
    assert syncs() == 0, "the process without shard 0 registered the commands"
    first = await bot_process(env=shard(0))
    assert syncs() == 1
    assert sorted(s.shard for s in server.sessions) == [(0, 2), (1, 2)]
    for session in server.sessions:
        created = [int(f["d"]["id"]) for f in session.log if f["t"] == "GUILD_CREATE"]
        assert created == [GUILD_ID if session.shard[0] == 0 else OTHER_GUILD]
    by_shard = {s.shard[0]: s for s in server.sessions}
    await games_in_channels(database, [GUILD_ID, OTHER_GUILD])

    tables = [table_in(server, GUILD_ID, CHANNEL_ID, 31), table_in(server, OTHER_GUILD, OTHER_CHANNEL, 32)]
    await asyncio.gather(*(open_game(t) for t in tables))
    for _ in range(2):
        await asyncio.gather(*(t.step() for t in tables))
        await asyncio.gather(*(until_waiting(t) for t in tables))

    while find(await tables[1].current(), "act") is None:
        await tables[1].step()
        await until_waiting(tables[1])
    refusals: list[str] = []
    tables[1].dispatch = doubled(server, OTHER_GUILD, [by_shard[1], by_shard[0]], refusals)
    before, _ = await stored(database, OTHER_CHANNEL)
    await tables[1].step()
    await until_waiting(tables[1])
    tables[1].dispatch = table_in(server, OTHER_GUILD, OTHER_CHANNEL, 0).dispatch
    after, _ = await stored(database, OTHER_CHANNEL)
    person = after[len(before)][1]
    moves = [a for a in after[len(before) :] if a[1] == person]
    assert len(moves) == sum(r.startswith(MOVED_ON) for r in refusals) >= 1, (moves, refusals)

    move = asyncio.create_task(tables[1].step())
    while tables[1].waiting(await tables[1].current()) and not move.done():
        await asyncio.sleep(0.005)
    await second.kill()
    move.cancel()
    with contextlib.suppress(asyncio.CancelledError, Exception):
        await move
    frozen, _ = await stored(database, OTHER_CHANNEL)
    await tables[0].step()
    await until_waiting(tables[0])
    await first.stop()
    first = await bot_process(env=shard(0))
    await tables[0].step()
    await until_waiting(tables[0])
    assert (await stored(database, OTHER_CHANNEL))[0] == frozen, "the other process moved shard 1's game"

    second = await bot_process(env=shard(1))
    await until_waiting(tables[1])
    resumed, _ = await stored(database, OTHER_CHANNEL)
    assert resumed[: len(frozen)] == frozen
    await asyncio.gather(*(t.step() for t in tables))
    await asyncio.gather(*(until_waiting(t) for t in tables))

    for table in tables:
        actions, start = await stored(database, table.channel_id)
        assert len(actions) >= 6
        check_channel(server, table.channel_id, actions, start)
    assert syncs() == 1
    for process in (first, second):
        assert "Traceback" not in process.log(), process.log()[-3000:]
    assert server.errors == []


async def test_the_fake_gateway_gives_each_shard_its_own_servers_and_interactions(
    discord_server: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    """discord.py's AutoShardedClient, one per shard, against the fake: each IDENTIFY names its shard,
    each client sees only its shard's server, and an interaction reaches only its server's shard."""
    server = discord_server
    monkeypatch.setattr(Route, "BASE", f"{server.url}/api/v10")
    monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(server.ws_url))
    seen: dict[int, list[int | None]] = {0: [], 1: []}

    class Recorder(discord.AutoShardedClient):
        """Notes the guild of every interaction it receives."""

        async def on_interaction(self, interaction: discord.Interaction) -> None:
            assert self.shard_ids is not None
            seen[self.shard_ids[0]].append(interaction.guild_id)

    clients = [Recorder(intents=discord.Intents.default(), shard_count=2, shard_ids=[n]) for n in (0, 1)]
    tasks = [asyncio.create_task(c.start(server.token)) for c in clients]
    try:
        await server.wait_for(lambda: sum(s.ready for s in server.sessions) == 2, timeout=10.0)
        await server.wait_for(lambda: all(c.is_ready() for c in clients), timeout=10.0)
        assert [[g.id for g in c.guilds] for c in clients] == [[GUILD_ID], [OTHER_GUILD]]
        assert sorted(tuple(i["shard"]) for i in server.identifies) == [(0, 2), (1, 2)]
        assert (await clients[0].http.get_bot_gateway())[0] == 2
        await server.inject(in_guild(slash("santacruz", "join", channel_id=OTHER_CHANNEL), OTHER_GUILD))
        await server.inject(slash("santacruz", "join"))
        await server.wait_for(lambda: len(seen[0]) + len(seen[1]) == 2, timeout=5.0)
        assert seen == {0: [GUILD_ID], 1: [OTHER_GUILD]}
    finally:
        for client in clients:
            await client.close()
        await asyncio.gather(*tasks, return_exceptions=True)
