"""Game storage behind one interface, on SQLite (the default, one file) or PostgreSQL (large instances).

``Store.open(target)`` takes a SQLite path, a ``sqlite:///path`` URL or a ``postgresql://`` URL.
"""

from bot.store.errors import Conflict, StaleVersion, StoreError
from bot.store.migrations import MIGRATIONS
from bot.store.rows import GameRow, PlayerRow, Saved
from bot.store.store import DEFAULT_TIMERS, SNAPSHOT_EVERY, Store

__all__ = [
    "DEFAULT_TIMERS",
    "MIGRATIONS",
    "SNAPSHOT_EVERY",
    "Conflict",
    "GameRow",
    "PlayerRow",
    "Saved",
    "StaleVersion",
    "Store",
    "StoreError",
]
