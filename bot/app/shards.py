"""Which process does a game's background work: the one running the shard of the game's server.

Discord sends a server's events and interactions to one shard, ``(guild_id >> 22) % shard_count``
(direct messages to shard 0). A game belongs to the shard of its server, so its timers, computer
players and the catching up after a restart run in exactly one process, however many share the
database; slash commands are registered by the process running shard 0 only.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypeVar

from bot.config import Settings
from bot.store import GameRow

T = TypeVar("T")


def shard_of(guild_id: int | None, shard_count: int) -> int:
    """The shard Discord sends a server's events to (direct messages: shard 0)."""
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


@dataclass(frozen=True, slots=True)
class Shards:
    """The shards one process runs: ``ids`` of ``count``, or every shard when ``ids`` is ``None``."""

    count: int | None = None
    ids: frozenset[int] | None = None

    @classmethod
    def of(cls, settings: Settings) -> Shards:
        """The shards of ``SHARD_COUNT``/``SHARD_IDS`` (every shard unless ids are set)."""
        ids = None if settings.shard_ids is None else frozenset(settings.shard_ids)
        return cls(settings.shard_count, ids)

    @property
    def everything(self) -> bool:
        """Whether this process runs every shard (one process, the default)."""
        return self.ids is None or self.count is None or len(self.ids) >= self.count

    @property
    def first(self) -> bool:
        """Whether this process runs shard 0 (the one that registers slash commands)."""
        return self.ids is None or 0 in self.ids

    def owns(self, guild_id: int | None) -> bool:
        """Whether a game in this server is this process's to run in the background."""
        if self.everything:
            return True
        assert self.ids is not None and self.count is not None
        return shard_of(guild_id, self.count) in self.ids

    def mine(self, rows: Iterable[T]) -> list[T]:
        """The games (rows, or tuples starting with a row) of this process's shards, in order."""
        return [item for item in rows if self.owns(_row(item).guild_id)]


def _row(item: object) -> GameRow:
    """A game row, or the row leading a tuple."""
    row = item[0] if isinstance(item, tuple) else item
    assert isinstance(row, GameRow)
    return row
