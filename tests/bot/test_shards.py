"""Which process runs a game's background work: the one holding the shard of the game's server."""

from __future__ import annotations

import logging
from pathlib import Path

from bot.app.shards import Shards, shard_of
from bot.config import Settings
from bot.store import GameRow

GUILD = 1300000000000000100
"""A server on shard 0 of 2; ``GUILD + (1 << 22)`` is on shard 1."""


def settings(count: int | None, ids: tuple[int, ...] | None) -> Settings:
    return Settings("fake", Path("unused.sqlite3"), None, logging.INFO, shard_count=count, shard_ids=ids)


def test_shard_of_follows_discord() -> None:
    """``(guild_id >> 22) % shard_count``; direct messages belong to shard 0."""
    assert shard_of(GUILD, 2) == 0
    assert shard_of(GUILD + (1 << 22), 2) == 1
    assert shard_of(GUILD + (3 << 22), 4) == (shard_of(GUILD, 4) + 3) % 4
    assert shard_of(None, 16) == 0


def test_a_process_owns_the_games_of_its_shards_only() -> None:
    """One process (no ids, or every id) owns everything and registers the commands; otherwise only
    the servers of its shards, and only the holder of shard 0 registers commands."""
    every = Shards.of(settings(None, None))
    assert every.everything and every.first and every.owns(GUILD + (1 << 22))
    assert Shards.of(settings(2, (0, 1))).everything
    zero, one = Shards.of(settings(2, (0,))), Shards.of(settings(2, (1,)))
    assert zero.first and not one.first
    assert zero.owns(GUILD) and not zero.owns(GUILD + (1 << 22)) and zero.owns(None)
    assert one.owns(GUILD + (1 << 22)) and not one.owns(GUILD) and not one.owns(None)


def test_mine_keeps_rows_and_tuples_led_by_rows_of_own_shards() -> None:
    """The store's lists (rows, or tuples of a row and its timer columns) filtered in order."""
    rows = [row(1, GUILD), row(2, GUILD + (1 << 22)), row(3, GUILD + (2 << 22))]
    one = Shards.of(settings(2, (1,)))
    assert [r.id for r in one.mine(rows)] == [2]
    assert [t[0].id for t in Shards.of(settings(2, (0,))).mine([(r, 0.0) for r in rows])] == [1, 3]


def row(game_id: int, guild_id: int) -> GameRow:
    """A game row with only the fields that matter here filled in meaningfully."""
    fields = {name: None for name in GameRow.__dataclass_fields__}
    fields.update(id=game_id, guild_id=guild_id)
    return GameRow(**fields)
