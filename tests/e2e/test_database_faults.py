"""The database goes away under a running bot: PostgreSQL stopped and started again mid-game, a SQLite
disk that fills up, a SQLite file another program locks. Clicks meanwhile get "try again in a moment" in
the clicker's language, nothing is half-stored, and play resumes on the same buttons without a restart."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import os
import sqlite3
import subprocess
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.texts import text
from devtools.botproc import BotProcess
from devtools.postgres import SERVER_SETTINGS, PostgresServer
from devtools.table import WATCHING, Table, components, find, verb
from playground.discord_server import FakeDiscord
from playground.fake_discord import CHANNEL_ID, GUILD_ID, OTHER_GUILD
from rules import i18n
from tests.e2e.conftest import OTHER_CHANNEL, StartBot, two_servers
from tests.e2e.test_shards import check_channel, games_in_channels, open_game, stored, table_in, until_waiting

_databases = itertools.count(1)


def unavailable_in(language: str) -> str:
    """The sentence a click gets while the database is away, in ``language``."""
    with i18n.speaking(language):
        return text("error.db_unavailable")


class RestartingPostgres(PostgresServer):
    """The tests' PostgreSQL server, which a test may stop (as ``pg_ctl stop -m fast`` does on a restart:
    sessions ended, open transactions rolled back) and start again on the same data."""

    def _ctl(self, *args: str) -> None:
        user = "nobody" if os.geteuid() == 0 else None
        done = subprocess.run(
            [str(self.bin / "pg_ctl"), "-D", str(self.data), *args],
            user=user,
            capture_output=True,
            check=False,
            timeout=60,
        )
        assert done.returncode == 0, done.stderr.decode(errors="replace")

    def halt(self) -> None:
        """Stop the server (fast shutdown); its socket goes away until :meth:`resume`."""
        self._ctl("stop", "-m", "fast", "-w")

    def resume(self) -> None:
        """Start the server again on the same data and socket, and wait until it accepts connections."""
        options = " ".join(
            [f"-k {self.socket}", f"-p {self.port}", *(f"-c {k}={v}" for k, v in SERVER_SETTINGS.items())]
        )
        self._ctl("start", "-w", "-l", str(self.folder / "server-again.log"), "-o", options)

    def stop(self) -> None:
        """Also stop a server that :meth:`resume` started (it is not this object's child process)."""
        if (self.data / "postmaster.pid").exists():
            with contextlib.suppress(AssertionError):
                self._ctl("stop", "-m", "immediate", "-w")
        super().stop()


@pytest.fixture(scope="module")
def restarting_postgres() -> Iterator[RestartingPostgres]:
    """A PostgreSQL server of this module's own, so stopping it disturbs no other test."""
    server = RestartingPostgres()
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
async def discord_server() -> AsyncIterator[FakeDiscord]:
    """A fake Discord with a second server, so two games run at once on one bot process."""
    async with two_servers() as server:
        yield server


@pytest.fixture
async def pg_database(restarting_postgres: RestartingPostgres) -> AsyncIterator[str]:
    """A new, empty database on the module's server."""
    yield await restarting_postgres.create(f"faults_{next(_databases)}")


def opener_of(message: dict[str, Any]) -> dict[str, Any]:
    """The button a person presses first on the live table to make a move."""
    picks = [c for c in components(message) if verb(c) == "pick"]
    openers = [c for c in components(message) if c["type"] == 2 and verb(c) not in WATCHING]
    chosen = picks[0] if picks else openers[0] if openers else find(message, "hand")
    assert chosen is not None, message
    return chosen


async def refused_click(table: Table) -> str:
    """Press the first move button of the live table as the person it waits for; the ephemeral answer."""
    message = await table.current()
    user = table.waiting(message)[0]
    reply = await table.press(user, message, opener_of(message)["custom_id"])
    assert reply is not None and reply["ephemeral"], reply
    return str(reply.get("content") or "")


async def refused_move(table: Table) -> list[str]:
    """One person's move on the live table as far as the bot lets it go: the first move button, then the
    private panel's choices until it closes; the words of every ephemeral answer."""
    message = await table.current()
    user = table.waiting(message)[0]
    reply = await table.press(user, message, opener_of(message)["custom_id"])
    said: list[str] = []
    for _ in range(12):
        assert reply is not None and reply["ephemeral"], reply
        said.append(str(reply.get("content") or ""))
        panel = reply["message"]
        choice = table.panel_choice(panel)
        if choice is None:
            return said
        reply = await table.press(user, panel, *choice)
    raise AssertionError(f"a panel did not close: {said}")


def sqlite_stored(path: Path, channel_id: int) -> tuple[list[tuple[int, int | None, str]], dict[str, Any]]:
    """The action log of the channel's game and its state before the first move, read beside the bot."""
    db = sqlite3.connect(path)
    try:
        (game_id,) = db.execute("SELECT max(id) FROM games WHERE channel_id = ?", (channel_id,)).fetchone()
        actions = db.execute(
            "SELECT version, seat, action FROM actions WHERE game_id = ? ORDER BY version", (game_id,)
        ).fetchall()
        (start,) = db.execute(
            "SELECT state FROM snapshots WHERE game_id = ? AND version = 0", (game_id,)
        ).fetchone()
    finally:
        db.close()
    return [tuple(a) for a in actions], json.loads(start)


def sqlite_rows(path: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table of the bot's SQLite file (what "nothing changed" compares)."""
    db = sqlite3.connect(path)
    try:
        names = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {name: sorted(map(tuple, db.execute(f'SELECT * FROM "{name}"')), key=repr) for name in names}
    finally:
        db.close()


async def play_on(table: Table, steps: int) -> None:
    """The person makes ``steps`` moves, the computer answering each."""
    for _ in range(steps):
        await table.step()
        await until_waiting(table)


def all_shown(path: Path) -> bool:
    """Whether every running game's live message is its stored version and no superseded message waits
    to be stripped of its buttons."""
    with contextlib.closing(sqlite3.connect(path)) as db:
        behind = db.execute(
            "SELECT count(*) FROM games WHERE status = 'active' AND message_version IS NOT version"
        ).fetchone()[0]
        retired = db.execute("SELECT count(*) FROM retired").fetchone()[0]
    return behind == retired == 0


async def until_quiet(server: FakeDiscord, path: Path, timeout: float = 30.0) -> None:
    """Wait until the bot is done with the last move: the live message it stored is the stored version,
    no superseded message is left to strip, no request to Discord is in flight, and every row of the
    file stayed the same for two looks in a row (a move's bookkeeping follows its post)."""
    last: dict[str, list[tuple[Any, ...]]] | None = None
    for _ in range(int(timeout / 0.2)):
        await asyncio.sleep(0.2)
        rows = sqlite_rows(path)
        if all_shown(path) and rows == last and server.idle():
            return
        last = rows
    raise AssertionError("the bot never finished its last move")


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A folder on a 16 MB file system of its own (tmpfs), which a test may fill up; skipped where the
    tests may not mount one (mounting needs root)."""
    folder = tmp_path / "disk"
    folder.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=16m", "tmpfs", str(folder)], capture_output=True, check=False
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a small file system here: {done.stderr.decode(errors='replace')}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True, check=False)


def fill(folder: Path) -> Path:
    """Fill the file system holding ``folder`` to its last byte with one file; that file."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        for size in (1 << 20, 4096, 1):
            with contextlib.suppress(OSError):
                while True:
                    os.write(fd, b"\0" * size)
    finally:
        os.close(fd)
    return filler


async def test_a_full_disk_refuses_moves_and_play_resumes_when_space_returns(
    discord_server: FakeDiscord, bot_process: StartBot, small_disk: Path
) -> None:
    """SQLite on a file system that fills up mid-game: a move gets "try again in a moment", the admin
    log names the full disk and what to do, and nothing is stored or posted (every row of the file and
    the channel as they were). Once space returns, the same buttons play on without a restart; every
    stored version is posted once."""
    server = discord_server
    server.quiet = 0.0
    path = small_disk / "santacruz.sqlite3"
    bot = await bot_process(path, env={"BOARD_FORMAT": "png"})
    table = table_in(server, GUILD_ID, CHANNEL_ID, 43)
    await open_game(table)
    await play_on(table, 2)
    await until_quiet(server, path)

    rows, posts = sqlite_rows(path), len(server.http.sent_messages(table.channel_id))
    filler = fill(small_disk)
    said = await refused_move(table)
    assert said[-1] == unavailable_in("en"), said
    assert "the disk holding it is full" in bot.log() and "free space on that disk" in bot.log()
    assert sqlite_rows(path) == rows, "a refused move changed the database"
    assert len(server.http.sent_messages(table.channel_id)) == posts, "a refused move was posted"

    filler.unlink()
    await play_on(table, 3)
    actions, start = sqlite_stored(path, table.channel_id)
    assert len(actions) > len(rows["actions"]) + 3
    check_channel(server, table.channel_id, actions, start)
    assert "Traceback" not in bot.log(), bot.log()[-3000:]
    assert server.errors == []


async def test_a_locked_file_refuses_moves_and_play_resumes_when_it_is_released(
    discord_server: FakeDiscord, bot_process: StartBot, tmp_path: Path
) -> None:
    """Another program takes SQLite's write lock on the bot's file and keeps it (what a read-only file
    does to the bot: reads work, every write is refused): a move gets "try again in a moment" in the
    clicker's language, the admin log names the lock and what to do, nothing is stored or posted. Once
    the lock is released, the same buttons play on without a restart."""
    server = discord_server
    server.quiet = 0.0
    path = tmp_path / "santacruz.sqlite3"
    bot = await bot_process(path, env={"BOARD_FORMAT": "png"})
    table = table_in(server, GUILD_ID, CHANNEL_ID, 44)
    table.locales[0] = "fr"
    await open_game(table)
    await play_on(table, 1)
    await until_quiet(server, path)

    rows, posts = sqlite_rows(path), len(server.http.sent_messages(table.channel_id))
    other = sqlite3.connect(path, isolation_level=None, timeout=0)
    other.execute("BEGIN EXCLUSIVE")
    try:
        said = await refused_move(table)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert said[-1] == unavailable_in("fr"), said
    assert "another program holds a lock on the file" in bot.log()
    assert sqlite_rows(path) == rows, "a refused move changed the database"
    assert len(server.http.sent_messages(table.channel_id)) == posts, "a refused move was posted"

    await play_on(table, 2)
    actions, start = sqlite_stored(path, table.channel_id)
    check_channel(server, table.channel_id, actions, start)
    assert "Traceback" not in bot.log(), bot.log()[-3000:]
    assert server.errors == []


async def logged(bot: BotProcess, words: str, timeout: float) -> bool:
    """Whether the bot's log says ``words`` within ``timeout`` seconds."""
    for _ in range(int(timeout / 0.05)):
        if words in bot.log():
            return True
        await asyncio.sleep(0.05)
    return False


async def test_postgresql_stopped_and_started_again_mid_game(
    discord_server: FakeDiscord,
    bot_process: StartBot,
    pg_database: str,
    restarting_postgres: RestartingPostgres,
) -> None:
    """Two games on one bot over PostgreSQL. The server stops: clicks get "try again in a moment" in
    each clicker's language (never "damaged") and the admin log says what failed and what to check;
    nothing is stored meanwhile. The server starts again: the same buttons work without a bot restart.
    Then the server stops right after a person's move, while the computer waits to answer (half a
    second, for pacing): the computer's move fails and it tries again by itself once the server is
    back. That game finishes and the other plays on; every stored version is posted once."""
    server = discord_server
    server.quiet = 0.0
    bot = await bot_process(
        env={"DATABASE_URL": pg_database, "BOARD_FORMAT": "png", "COMPUTER_WAIT_SECONDS": "0.5"}
    )
    await games_in_channels(pg_database, [GUILD_ID, OTHER_GUILD])
    tables = [table_in(server, GUILD_ID, CHANNEL_ID, 41), table_in(server, OTHER_GUILD, OTHER_CHANNEL, 42)]
    tables[1].locales[0] = "de"
    await asyncio.gather(*(open_game(t) for t in tables))
    await asyncio.gather(*(t.step() for t in tables))
    await asyncio.gather(*(until_waiting(t) for t in tables))

    before = [await stored(pg_database, t.channel_id) for t in tables]
    await asyncio.to_thread(restarting_postgres.halt)
    answers = await asyncio.gather(*(refused_click(t) for t in tables))
    assert answers == [unavailable_in("en"), unavailable_in("de")]
    assert "unavailable" in bot.log() and "PostgreSQL server is running" in bot.log()
    assert "damaged" not in bot.log()
    await asyncio.to_thread(restarting_postgres.resume)
    assert [await stored(pg_database, t.channel_id) for t in tables] == before, "a refused click was stored"
    await asyncio.gather(*(t.step() for t in tables))
    await asyncio.gather(*(until_waiting(t) for t in tables))

    computer_refused = False
    for _attempt in range(12):
        await tables[0].step()
        if tables[0].waiting(await tables[0].current()):
            continue  # the person's turn goes on: no computer is about to answer
        await asyncio.to_thread(restarting_postgres.halt)
        computer_refused = await logged(bot, "a computer player tries again", timeout=3.0)
        await asyncio.to_thread(restarting_postgres.resume)
        await until_waiting(tables[0])
        if computer_refused:
            break
    assert computer_refused, "the server never stopped before the computer's answer"

    await asyncio.gather(tables[0].play_to_end(), play_on(tables[1], 2))
    for table in tables:
        actions, start = await stored(pg_database, table.channel_id)
        check_channel(server, table.channel_id, actions, start)
    assert "Traceback" not in bot.log(), bot.log()[-3000:]
    assert server.errors == []
