"""SQLite backups with the online backup API (consistent while the bot writes, thanks to WAL), their
integrity check, the restore of one, and the sentence for a damaged file at start."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat
from datetime import datetime
from pathlib import Path

from bot.backups.files import BackupError, Database, backups, stamp

DAMAGED = (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)
"""The error codes of a damaged file: "database disk image is malformed", "file is not a database"."""
SIDE_FILES = ("-wal", "-shm", "-journal")
"""The files SQLite keeps beside a database; they belong to that file and move with it."""
BUSY_SECONDS = 30.0
"""How long a backup waits for a writer that holds the file (not in WAL mode) to finish."""


def damaged(exc: sqlite3.Error) -> bool:
    """Whether ``exc`` says the file is damaged (rather than busy, locked or out of reach)."""
    return _code(exc) in DAMAGED


def _code(exc: sqlite3.Error) -> int | None:
    """SQLite's primary result code of ``exc`` (its extended code without the detail)."""
    code = getattr(exc, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def _check(path: Path, pragma: str) -> str | None:
    """The first problem ``PRAGMA integrity_check`` (or ``quick_check``) finds in the file at ``path``;
    ``None`` when it is sound. SQLite's errors (a file that is no database at all) are raised."""
    with contextlib.closing(_open(path)) as db:
        found = [str(row[0]) for row in db.execute(f"PRAGMA {pragma}").fetchall()]
    return None if found == ["ok"] else found[0].strip().splitlines()[0]


def problem(path: Path) -> str | None:
    """What is wrong with the SQLite file at ``path`` (``PRAGMA integrity_check``, or SQLite's error when
    it cannot even read it), or ``None`` when it is sound."""
    try:
        return _check(path, "integrity_check")
    except sqlite3.DatabaseError as exc:
        return str(exc)


def _open(path: Path) -> sqlite3.Connection:
    """A connection to the existing file ``path`` (not read-only: a read-only connection would leave
    ``-wal`` and ``-shm`` files behind)."""
    return sqlite3.connect(path, timeout=BUSY_SECONDS)


def copy(source: Path, target: Path) -> None:
    """Copy the database ``source`` (which a bot may be writing) into the new file ``target`` and check
    the copy; ``target`` appears only once complete and sound, in the rollback journal mode (one file).

    Raises
    ------
    BackupError
        ``source`` is missing or unreadable, or the copy fails its integrity check.
    """
    if not source.is_file():
        raise BackupError(f"there is no database file at {source} to copy")
    partial = target.with_name(target.name + ".partial")
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        with contextlib.closing(_open(source)) as src, contextlib.closing(sqlite3.connect(partial)) as dst:
            src.backup(
                dst
            )  # all pages in one step: one read transaction, which WAL lets writers go on beside
            dst.execute("PRAGMA journal_mode=DELETE")
        found = problem(partial)
        if found is not None:
            raise BackupError(
                f"the copy of {source} fails its integrity check ({found}), so {source} is damaged"
            )
        partial.chmod(stat.S_IMODE(source.stat().st_mode))
        os.replace(partial, target)
    except sqlite3.Error as exc:
        if damaged(exc):
            raise BackupError(f"{source} is damaged ({exc}), so it cannot be backed up") from exc
        raise BackupError(f"{source} could not be copied: {exc}") from exc
    finally:
        partial.unlink(missing_ok=True)


def newest_good(database: Database) -> Path | None:
    """The newest backup of ``database`` that passes ``PRAGMA integrity_check``."""
    for _when, path in backups(database):
        if problem(path) is None:
            return path
    return None


def damage_report(database: Database, detail: str) -> str:
    """The one sentence for a start on the damaged file of ``database`` (what SQLite said: ``detail``)."""
    good = newest_good(database)
    said = f"The database file {database.path} is damaged ({detail})"
    if good is not None:
        return (
            f"{said}; the newest good backup is {good}: restore it with "
            f"`python -m bot restore {good} --yes`, then start the bot again."
        )
    return (
        f"{said} and there is no good backup in {database.folder}; to start afresh with an empty database, "
        f"move {database.path} away (its games are then lost) and start the bot again."
    )


def check_at_start(database: Database) -> str | None:
    """The one sentence that stops a start on a damaged SQLite file (``PRAGMA quick_check``), or ``None``:
    sound, missing (the bot creates it), PostgreSQL, or out of reach for another reason (the start then
    says what)."""
    if not database.is_file or database.path is None or not database.path.is_file():
        return None
    try:
        found = _check(database.path, "quick_check")
    except sqlite3.DatabaseError as exc:
        return damage_report(database, str(exc)) if damaged(exc) else None
    return None if found is None else damage_report(database, f"quick_check: {found}")


def in_use(path: Path) -> bool:
    """Whether another connection (a running bot) has the database at ``path`` open.

    Leaving WAL mode needs the file alone, so a bot's open connection makes it fail at once; when it
    succeeds, the WAL is written into the file, which then stands alone (its games all in it).
    A damaged file cannot tell, and counts as free.
    """
    try:
        with contextlib.closing(sqlite3.connect(path, timeout=0)) as db:
            mode = db.execute("PRAGMA journal_mode=DELETE").fetchone()
    except sqlite3.OperationalError as exc:
        if _code(exc) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
            return True
        raise BackupError(f"{path} cannot be opened: {exc}") from exc
    except sqlite3.DatabaseError as exc:
        if damaged(exc):
            return False
        raise BackupError(f"{path} cannot be opened: {exc}") from exc
    return mode is None or str(mode[0]).lower() != "delete"


def _is_backup(path: Path) -> None:
    """Refuse a file that is not a sound database of this bot."""
    if not path.is_file():
        raise BackupError(f"there is no backup file at {path}")
    found = problem(path)
    if found is not None:
        raise BackupError(f"{path} is not a sound SQLite database ({found}); choose another backup")
    with contextlib.closing(_open(path)) as db:
        (version,) = db.execute("PRAGMA user_version").fetchone()
    if not version:
        raise BackupError(
            f"{path} holds no games of this bot (its schema version is 0); choose another backup"
        )


def restore(backup: Path, database: Path, when: datetime, *, replace: bool) -> Path | None:
    """Put a copy of ``backup`` in place of ``database``; the replaced file, kept as
    ``<database>.before-restore-<UTC time>`` (with its ``-wal``/``-shm`` beside it), or ``None`` if there
    was none. The backup itself stays as it is.

    Raises
    ------
    BackupError
        The backup is not a sound database of this bot, ``database`` exists and ``replace`` is false, or a
        program (a running bot) has ``database`` open. Nothing was changed.
    """
    _is_backup(backup)
    present = [database.with_name(database.name + side) for side in ("", *SIDE_FILES)]
    present = [path for path in present if path.exists()]
    if present and not replace:
        raise BackupError(
            f"{database} exists and would be replaced; run the restore again with --yes to replace it "
            f"(it is kept as {database}.before-restore-{stamp(when)})"
        )
    if database.exists() and in_use(database):
        raise BackupError(
            f"another program has {database} open (a running bot, a sqlite3 shell); stop it, then restore "
            "again"
        )
    present = [path for path in present if path.exists()]  # leaving WAL mode took in the -wal and -shm
    incoming = database.with_name(database.name + ".restoring")
    copy(backup, incoming)
    kept = database.with_name(f"{database.name}.before-restore-{stamp(when)}")
    try:
        for path in present:
            os.replace(path, kept.with_name(kept.name + path.name[len(database.name) :]))
        os.replace(incoming, database)
    finally:
        incoming.unlink(missing_ok=True)
    return kept if database.name in {p.name for p in present} else None
