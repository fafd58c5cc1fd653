"""The SQLite store: migrations, lobbies, the versioned action log, snapshots and restart loading."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import (
    DEFAULT_TIMERS,
    DEFAULT_UNDO_MINUTES,
    MIGRATIONS,
    SNAPSHOT_EVERY,
    StaleVersion,
    Store,
    StoreError,
    undo_line,
    undone_to,
)


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    s = await Store.open(tmp_path / "data" / "games.sqlite3")
    yield s
    await s.close()


async def test_open_creates_the_folder_and_migrates_to_the_newest_schema(tmp_path: Path) -> None:
    """A fresh path gets its folder, WAL journaling and every numbered migration."""
    s = await Store.open(tmp_path / "new" / "db.sqlite3")
    try:
        assert await s.schema_version() == len(MIGRATIONS)
        async with s._db.execute("PRAGMA journal_mode") as cur:
            assert (await cur.fetchone())[0] == "wal"
    finally:
        await s.close()
    again = await Store.open(tmp_path / "new" / "db.sqlite3")
    assert await again.schema_version() == len(MIGRATIONS)
    await again.close()


async def test_a_newer_schema_is_refused(tmp_path: Path) -> None:
    """A database written by a newer bot is not touched."""
    path = tmp_path / "db.sqlite3"
    s = await Store.open(path)
    await s._db.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    await s.close()
    with pytest.raises(StoreError, match="newer"):
        await Store.open(path)


async def test_one_open_game_per_channel(store: Store) -> None:
    """A channel holds at most one lobby or running game; other channels are independent."""
    await store.create_lobby("santacruz", 1, 100, 7, "Ana")
    with pytest.raises(StoreError):
        await store.create_lobby("santacruz", 1, 100, 8, "Ben")
    other = await store.create_lobby("santacruz", 1, 101, 8, "Ben")
    assert other.channel_id == 101


async def test_lobby_members_join_and_leave_once(store: Store) -> None:
    """Joining twice or leaving when absent changes nothing."""
    game = await store.create_lobby("santacruz", 1, 100, 7, "Ana")
    assert await store.add_player(game.id, 8, "Ben")
    assert not await store.add_player(game.id, 8, "Ben")
    assert [p.user_id for p in await store.players(game.id)] == [7, 8]
    assert await store.remove_player(game.id, 7)
    assert not await store.remove_player(game.id, 7)
    assert [p.name for p in await store.players(game.id)] == ["Ben"]


async def test_actions_are_versioned_and_a_stale_version_stores_nothing(store: Store) -> None:
    """An action stored against an old version is refused whole: a double click applies once."""
    game = await store.create_lobby("santacruz", 1, 100, 7, "Ana")
    await store.add_player(game.id, 8, "Ben")
    await store.start(game.id, [8, 7], {"random_sets": False}, {"step": 0})
    assert [p.user_id for p in await store.players(game.id)] == [8, 7]
    assert await store.append(game.id, 0, [(0, "0 pick A")], {"step": 1}) == 1
    with pytest.raises(StaleVersion):
        await store.append(game.id, 0, [(0, "0 pick A")], {"step": 1})
    assert [a[2] for a in await store.actions(game.id)] == ["0 pick A"]
    row = await store.game(game.id)
    assert row is not None and row.version == 1 and row.status == "active"


async def test_load_gives_the_newest_snapshot_and_the_actions_after_it(store: Store) -> None:
    """A restart needs the latest snapshot plus at most SNAPSHOT_EVERY actions to replay."""
    game = await store.create_lobby("santacruz", 1, 100, 7, "Ana")
    await store.start(game.id, [7], {}, {"step": 0})
    total = SNAPSHOT_EVERY + 3
    for v in range(total):
        await store.append(game.id, v, [(0, f"move {v + 1}")], {"step": v + 1})
    saved = await store.load(game.id)
    assert saved.snapshot_version == SNAPSHOT_EVERY
    assert saved.state == {"step": SNAPSHOT_EVERY}
    assert [a[2] for a in saved.actions] == [f"move {v}" for v in range(SNAPSHOT_EVERY + 1, total + 1)]


async def test_finishing_keeps_the_record_and_frees_the_channel(store: Store) -> None:
    """A finished game keeps its record, and the channel can open a new game."""
    game = await store.create_lobby("santacruz", 1, 100, 7, "Ana")
    await store.start(game.id, [7], {}, {"step": 0})
    await store.append(game.id, 0, [(0, "last")], {"step": 1}, finished_record={"moves": ["last"]})
    assert await store.record(game.id) == {"moves": ["last"]}
    assert (await store.game(game.id)).status == "finished"
    assert await store.open_game(100) is None
    assert (await store.load(game.id)).state == {"step": 1}
    await store.create_lobby("santacruz", 1, 100, 7, "Ana")


async def test_the_database_survives_reopening(tmp_path: Path) -> None:
    """Everything committed is there after the process closes the file and opens it again."""
    path = tmp_path / "db.sqlite3"
    s = await Store.open(path)
    game = await s.create_lobby("santacruz", 1, 100, 7, "Ana")
    await s.start(game.id, [7], {"random_sets": True}, {"step": 0})
    await s.append(game.id, 0, [(0, "a"), (0, "b")], {"step": 2})
    await s.close()
    s = await Store.open(path)
    try:
        row = await s.open_game(100)
        assert row is not None and row.version == 2 and row.options == {"random_sets": True}
        assert [g.id for g in await s.active_games()] == [game.id]
        assert [a[2] for a in (await s.load(game.id)).actions] == ["a", "b"]
    finally:
        await s.close()


async def test_many_games_write_at_once_without_mixing_transactions(store: Store) -> None:
    """Games in many channels share one connection: concurrent lobbies, starts and moves all land."""
    lobbies = await asyncio.gather(
        *(store.create_lobby("santacruz", 1, 900 + i, 10 + i, "A") for i in range(20))
    )
    await asyncio.gather(*(store.add_player(g.id, 99, "B") for g in lobbies))
    await asyncio.gather(*(store.start(g.id, [10 + i, 99], {}, {"step": 0}) for i, g in enumerate(lobbies)))
    versions = await asyncio.gather(*(store.append(g.id, 0, [(0, "0 pick A")], {"step": 1}) for g in lobbies))
    assert versions == [1] * 20
    for game in lobbies:
        row = await store.game(game.id)
        assert row is not None and row.status == "active" and row.version == 1
        assert [a[2] for a in await store.actions(game.id)] == ["0 pick A"]


async def test_an_undo_is_its_own_entry_with_a_snapshot_and_a_version_check(store: Store) -> None:
    """Issue 20: "the action log keeps the undo as its own entry (the audit trail), versions only ever
    increase"; the restored state is kept at the undo's version, so a restart replays nothing undone;
    an undo against an old version stores nothing."""
    game = await store.create_lobby("santacruz", 1, 100, 7, "Ana")
    await store.start(game.id, [7], {}, {"step": 0})
    await store.append(game.id, 0, [(0, "0 pick A")], {"step": 1})
    assert await store.undo(game.id, 1, 0, 0, {"step": 0}) == 2
    with pytest.raises(StaleVersion):
        await store.undo(game.id, 1, 0, 0, {"step": 0})
    assert await store.actions(game.id) == [(1, 0, "0 pick A"), (2, 0, undo_line(0))]
    assert undone_to(undo_line(0)) == 0 and undone_to("0 pick A") is None
    saved = await store.load(game.id)
    assert (saved.snapshot_version, saved.state, saved.actions) == (2, {"step": 0}, ())
    assert await store.snapshot(game.id, 2) == {"step": 0} and await store.snapshot(game.id, 1) is None
    [entry] = await store.entries(game.id, 1)
    assert (entry.version, entry.seat, entry.action) == (2, 0, "undo 0") and entry.created_at > 0


async def test_the_undo_window_is_a_server_setting_of_two_minutes_by_default(store: Store) -> None:
    """Issue 20: "a per-server setting, default 2 minutes"; setting it keeps the turn timers."""
    assert await store.undo_minutes(5) == DEFAULT_UNDO_MINUTES == 2.0
    await store.set_undo_minutes(5, 0.5)
    assert await store.undo_minutes(5) == 0.5
    assert await store.guild_settings(5) == DEFAULT_TIMERS
    await store.set_guild_settings(5, 1.0, 2.0)
    assert (await store.undo_minutes(5), await store.guild_settings(5)) == (0.5, (1.0, 2.0))
