"""A database the bot cannot use for a moment: a full disk, a read-only or locked SQLite file, a
PostgreSQL connection that drops mid-transaction. The store raises :class:`StoreUnavailable` (never a
plain error, never "damaged"), stores nothing of the refused call, and works again on the same store
once the cause is gone; a computer player refused meanwhile tries again by itself."""

from __future__ import annotations

import asyncio
import logging
import random
import sqlite3
import time
from collections.abc import AsyncIterator
from pathlib import Path

import asyncpg
import pytest

from bot.adapter.client import GameBot
from bot.app import computers as computers_module
from bot.config import Settings
from bot.features.timers import CHECK_EVERY
from bot.games.santacruz.ui import SantaCruzUI
from bot.store import Store, StoreError, StoreUnavailable
from bot.store.postgres import unavailable
from devtools.postgres import PostgresServer
from devtools.table import USERS, LocalTable, components, verb
from playground.fake_discord import logged_in

BIG = "1 pick B " + "x" * 200_000
"""An action line long enough to need new pages of the file."""


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    """A SQLite store holding one started game at version 1."""
    opened = await Store.open(tmp_path / "games.sqlite3")
    game = await opened.games.create_lobby("santacruz", 1, 100, 7, "Ana")
    await opened.games.add_player(game.id, 8, "Ben")
    await opened.log.start(game.id, [8, 7], {"random_sets": False}, {"step": 0})
    await opened.log.append(game.id, 0, [(0, "0 pick A")], {"step": 1})
    yield opened
    await opened.close()


async def pragma(store: Store, statement: str) -> None:
    async with store.backend.session() as db:
        await db.execute(f"PRAGMA {statement}")


async def unchanged(store: Store) -> None:
    """The game is as the fixture left it: version 1, one action."""
    row = await store.games.game(1)
    assert row is not None and row.version == 1
    assert [a[2] for a in await store.log.actions(1)] == ["0 pick A"]


async def test_a_full_sqlite_file_refuses_a_move_whole_and_takes_it_when_room_returns(store: Store) -> None:
    """SQLITE_FULL (the file may not grow: ``max_page_count`` at its size, as a full disk does) is
    StoreUnavailable naming the full disk; nothing of the move is stored; with room again it is."""
    async with store.backend.session() as db:
        pages = await db.fetchone("PRAGMA page_count")
    assert pages is not None
    await pragma(store, f"max_page_count = {pages[0]}")
    with pytest.raises(StoreUnavailable) as refused:
        await store.log.append(1, 1, [(1, BIG)], {"step": 2})
    assert "full" in refused.value.cause and "free space" in refused.value.check
    assert str(store.backend.label) in refused.value.admin_line()
    await unchanged(store)
    await pragma(store, "max_page_count = 1000000")
    assert await store.log.append(1, 1, [(1, BIG)], {"step": 2}) == 2


async def test_a_read_only_sqlite_file_refuses_writes_and_still_reads(store: Store) -> None:
    """SQLITE_READONLY (``query_only`` on the bot's connection: the error code a read-only file gives)
    is StoreUnavailable saying the file is read-only; reads still work; writing works again after."""
    await pragma(store, "query_only = ON")
    with pytest.raises(StoreUnavailable) as refused:
        await store.log.append(1, 1, [(1, "1 pick B")], {"step": 2})
    assert "read-only" in refused.value.cause and "writable" in refused.value.check
    await unchanged(store)
    await pragma(store, "query_only = OFF")
    assert await store.log.append(1, 1, [(1, "1 pick B")], {"step": 2}) == 2


async def test_a_sqlite_file_locked_by_another_program_refuses_writes_until_released(
    store: Store, tmp_path: Path
) -> None:
    """SQLITE_BUSY (another connection holds the write lock past the busy timeout) is StoreUnavailable
    naming the lock; nothing is stored; once the other program lets go, the write goes through."""
    await pragma(store, "busy_timeout = 50")
    other = sqlite3.connect(tmp_path / "games.sqlite3", isolation_level=None, timeout=0)
    other.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StoreUnavailable) as refused:
            await store.log.append(1, 1, [(1, "1 pick B")], {"step": 2})
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert "lock" in refused.value.cause
    await unchanged(store)
    assert await store.log.append(1, 1, [(1, "1 pick B")], {"step": 2}) == 2


def test_postgresql_errors_of_an_unreachable_server_are_told_from_other_errors() -> None:
    """A refused or dropped connection, a server shutting down or starting, a full disk and a read-only
    server mean "try again later"; a broken rule or a misuse of a connection does not."""
    where = "PostgreSQL database postgresql://bot@db/games"
    away = [
        ConnectionRefusedError(111, "Connection refused"),
        FileNotFoundError(2, "No such file or directory"),
        asyncpg.exceptions.AdminShutdownError("terminating connection due to administrator command"),
        asyncpg.exceptions.CannotConnectNowError("the database system is starting up"),
        asyncpg.exceptions.ConnectionDoesNotExistError("connection was closed in the middle of operation"),
        asyncpg.InterfaceError("cannot call Connection.fetch(): connection is closed"),
        asyncpg.exceptions.DiskFullError("could not extend file: No space left on device"),
        asyncpg.exceptions.ReadOnlySQLTransactionError("cannot execute INSERT in a read-only transaction"),
    ]
    for exc in away:
        mapped = unavailable(exc, where)
        assert isinstance(mapped, StoreUnavailable) and isinstance(mapped, StoreError), exc
        assert mapped.where == where and mapped.check, exc
    others = [
        asyncpg.exceptions.UniqueViolationError("duplicate key value"),
        asyncpg.exceptions.PostgresSyntaxError("syntax error at or near"),
        asyncpg.InterfaceError("cannot perform operation: another operation is in progress"),
    ]
    assert [unavailable(exc, where) for exc in others] == [None] * len(others)


async def test_a_postgresql_connection_dropped_mid_transaction_stores_nothing_and_the_pool_reconnects(
    postgres_server: PostgresServer,
) -> None:
    """The server ends the store's connection inside a transaction (as on a restart): the call raises
    StoreUnavailable, the rows written before the drop are not stored, and the next call gets a new
    connection from the pool by itself."""
    store = await Store.open(await postgres_server.create("dropped_mid_transaction"))
    admin = await asyncpg.connect(postgres_server.url())
    try:
        with pytest.raises(StoreUnavailable) as refused:
            async with store.backend.transaction() as db:
                await db.execute("INSERT INTO user_locales (user_id, locale) VALUES (?, ?)", (5, "de"))
                pid = await db.fetchone("SELECT pg_backend_pid()")
                assert pid is not None
                await admin.execute("SELECT pg_terminate_backend($1)", pid[0])
                await db.execute("INSERT INTO user_locales (user_id, locale) VALUES (?, ?)", (6, "fr"))
        assert "PostgreSQL server is running" in refused.value.check
        async with store.backend.session() as db:
            assert await db.fetchall("SELECT user_id FROM user_locales") == []
        await store.people.set_user_locale(7, "fr")
        async with store.backend.session() as db:
            assert await db.fetchall("SELECT user_id FROM user_locales") == [(7,)]
    finally:
        await store.close()
        await admin.execute('DROP DATABASE IF EXISTS "dropped_mid_transaction" WITH (FORCE)')
        await admin.close()


@pytest.fixture
async def waiting_for_a_computer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[LocalTable]:
    """A bot on SQLite with a game of a person and an easy computer that waits for the computer, whose
    wake was lost (as when the database failed after the person's move was stored)."""
    bot = GameBot(
        Settings("fake", tmp_path / "g.sqlite3", None, logging.INFO, computer_wait=0.0),
        [SantaCruzUI(board_format="png")],
        seeds=lambda: 4,
    )
    async with logged_in(bot) as (client, fake):
        table = LocalTable(client, fake, random.Random(6))
        await table.slash(0, "join")
        lobby = table.public()[-1]["message"]
        add = next(c for c in components(lobby) if verb(c) == "add_ai" and c["custom_id"].endswith("easy"))
        await table.press(USERS[0], lobby, add["custom_id"])
        await table.start()
        game_id = await table.game_id()
        await client.tables.computers.idle(game_id)
        with monkeypatch.context() as patched:
            patched.setattr(client.tables.computers, "wake", lambda game_id: None)
            while not any(p.computer for p in (await client.service.live(game_id)).awaited()):
                await table.step()
        yield table


async def version_of(table: LocalTable) -> int:
    return (await table.client.service.live(await table.game_id())).version


async def test_a_computer_refused_by_the_database_moves_once_it_is_back(
    waiting_for_a_computer: LocalTable, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """A computer's move that the database refuses (read-only for a while) is not stored, its runner
    does not die: it logs what an admin must check and tries again, and moves once writing works."""
    table = waiting_for_a_computer
    monkeypatch.setattr(computers_module, "RETRY_AFTER", 0.1)
    game_id, version = await table.game_id(), await version_of(table)
    await pragma(table.client.store, "query_only = ON")
    table.client.tables.computers.wake(game_id)
    await table.client.tables.computers.idle(game_id)
    await asyncio.sleep(0.3)
    assert await version_of(table) == version
    assert "a computer player tries again" in caplog.text and "read-only" in caplog.text
    await pragma(table.client.store, "query_only = OFF")
    for _ in range(100):
        if await version_of(table) > version:
            break
        await asyncio.sleep(0.05)
    assert await version_of(table) > version


async def test_the_timers_wake_a_computer_whose_wake_was_lost(waiting_for_a_computer: LocalTable) -> None:
    """A game that has waited for a computer since the last look of the turn timers gets its computer
    woken there, so a wake lost to a database failure does not stall the game until a restart."""
    table = waiting_for_a_computer
    game_id, version = await table.game_id(), await version_of(table)
    await table.client.timers.check(time.time() + 1)
    await table.client.tables.computers.idle(game_id)
    assert await version_of(table) == version, "woken before the game waited a whole look"
    await table.client.timers.check(time.time() + CHECK_EVERY + 1)
    await table.client.tables.computers.idle(game_id)
    assert await version_of(table) > version


async def test_settling_the_channels_waits_for_an_unavailable_database(
    waiting_for_a_computer: LocalTable, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """The periodic settling of every channel ends its round with one log line an admin understands
    when the database is unavailable (no traceback, nothing raised into the timers' loop)."""
    table = waiting_for_a_computer

    async def unreachable() -> list[object]:
        raise StoreUnavailable("PostgreSQL database postgresql://bot@db/games", "no connection", "start it")

    monkeypatch.setattr(table.client.store.games, "unsettled", unreachable)
    await table.client.tables.posting.settle_all()
    assert "channels wait for the database" in caplog.text and "start it" in caplog.text
    assert "Traceback" not in caplog.text
