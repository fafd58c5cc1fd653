"""``python -m bot backup`` and ``python -m bot restore``: make a backup now (kept with the newest
``BACKUPS_KEPT``), or put one in place of the database."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from pathlib import Path

from bot.backups import postgres, sqlite
from bot.backups.files import BackupError, Database, new_backup_path, rotate
from bot.store import RESTORED, Store


def back_up(database: Database, keep: int, to: Path | None = None, when: datetime | None = None) -> Path:
    """Back up ``database`` now into ``to`` or, by default, its backups folder (then keep only the newest
    ``keep`` there); the new file.

    Raises
    ------
    BackupError
        Nothing was backed up; the message says why.
    """
    when = when or datetime.now(UTC)
    if to is not None and to.exists():
        raise BackupError(f"{to} exists already; name a new file, or leave out --to")
    target = to or new_backup_path(database, when)
    if database.url is not None:
        postgres.dump(database.url, target)
    elif database.is_file and database.path is not None:
        sqlite.copy(database.path, target)
    else:
        raise BackupError("an in-memory database cannot be backed up")
    if to is None:
        rotate(database, keep)
    return target


def restore(database: Database, backup: Path, *, replace: bool, when: datetime | None = None) -> str:
    """Put ``backup`` in place of ``database`` (a SQLite file, or with ``pg_restore`` a PostgreSQL
    database) and mark it restored (:func:`mark_restored`); the sentence that reports it.

    Raises
    ------
    BackupError
        Nothing was changed; the message says why.
    """
    when = when or datetime.now(UTC)
    if database.url is not None:
        if not replace:
            raise BackupError(
                "the database's games would be replaced by the backup's; stop every bot process, then run "
                "the restore again with --yes"
            )
        postgres.restore(database.url, backup)
        mark_restored(database.url, when)
        return f"Restored the PostgreSQL database from {backup}."
    if not database.is_file or database.path is None:
        raise BackupError("an in-memory database cannot be restored")
    kept = sqlite.restore(backup, database.path, when, replace=replace)
    mark_restored(database.path, when)
    done = f"Restored {database.path} from {backup}"
    return f"{done}; the replaced file is kept as {kept}." if kept is not None else f"{done}."


def mark_restored(target: str | Path, when: datetime) -> None:
    """Note in the restored database when it was restored: the games play their versions again from
    the backup, so the messages the bot sends from then on carry nonces of that restore, which Discord
    cannot mistake for the discarded moves' (:func:`bot.messaging.of_era`)."""

    async def mark() -> None:
        store = await Store.open(target)
        try:
            await store.servers.set_meta(RESTORED, when.isoformat())
        finally:
            await store.close()

    asyncio.run(mark())
