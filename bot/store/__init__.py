"""Game storage: a few repositories over one backend, on SQLite (the default, one file) or PostgreSQL
(large instances).

``Store.open(target)`` takes a SQLite path, a ``sqlite:///path`` URL or a ``postgresql://`` URL.
"""

from bot.store.errors import Conflict, StaleVersion, StoreError, StoreUnavailable
from bot.store.log import SNAPSHOT_EVERY, UNDO, restores, undo_line, undone_to
from bot.store.migrations import MIGRATIONS
from bot.store.rows import (
    Entry,
    GameRow,
    Hints,
    Notify,
    PlayerRow,
    Preferences,
    Saved,
    SeatChange,
    TurnNotice,
)
from bot.store.servers import DEFAULT_TIMERS, DEFAULT_UNDO_MINUTES, RESTORED
from bot.store.store import Store

__all__ = [
    "DEFAULT_TIMERS",
    "DEFAULT_UNDO_MINUTES",
    "MIGRATIONS",
    "RESTORED",
    "SNAPSHOT_EVERY",
    "UNDO",
    "Conflict",
    "Entry",
    "GameRow",
    "Hints",
    "Notify",
    "PlayerRow",
    "Preferences",
    "Saved",
    "SeatChange",
    "StaleVersion",
    "Store",
    "StoreError",
    "StoreUnavailable",
    "TurnNotice",
    "restores",
    "undo_line",
    "undone_to",
]
