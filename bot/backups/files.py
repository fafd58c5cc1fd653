"""Where backups go and what they are called: ``<folder of the database>/backups/<name>-<UTC time>``,
and keeping only the newest few of them."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import urlsplit

from bot.store.backend import POSTGRES_SCHEMES, redacted, sqlite_path

FOLDER = "backups"
"""The folder of backups, beside the SQLite file (``./data/backups`` for PostgreSQL)."""
POSTGRES_FOLDER = Path("data") / FOLDER
SQLITE_SUFFIX = ".sqlite3"
POSTGRES_SUFFIX = ".dump"
STAMP = "%Y%m%dT%H%M%SZ"
"""The UTC time in a backup's name: ``santacruz-20261126T135137Z.sqlite3``."""


class BackupError(Exception):
    """A backup or a restore was not made; the message says why and what to do."""


@dataclass(frozen=True, slots=True)
class Database:
    """The database the settings name: a SQLite file (``path``) or a PostgreSQL ``url``."""

    path: Path | None
    url: str | None

    @classmethod
    def of(cls, target: str | Path) -> Database:
        """The database of ``DATABASE_URL`` / ``DATABASE_PATH`` (a path, ``sqlite:///`` or ``postgresql://``)."""
        if isinstance(target, str) and target.startswith(POSTGRES_SCHEMES):
            return cls(None, target)
        return cls(Path(sqlite_path(target)), None)

    @property
    def is_file(self) -> bool:
        """A SQLite file (not ``:memory:``)."""
        return self.path is not None and str(self.path) != ":memory:"

    @property
    def name(self) -> str:
        """What backups are named after: the file's stem, or the PostgreSQL database's name."""
        if self.path is not None:
            return self.path.stem or "database"
        return urlsplit(self.url or "").path.strip("/") or "postgres"

    @property
    def label(self) -> str:
        """The database as messages name it (never a password)."""
        return str(self.path) if self.path is not None else redacted(self.url or "")

    @property
    def suffix(self) -> str:
        return SQLITE_SUFFIX if self.path is not None else POSTGRES_SUFFIX

    @property
    def folder(self) -> Path:
        """Where its backups are kept."""
        return self.path.parent / FOLDER if self.path is not None else POSTGRES_FOLDER


def stamp(when: datetime) -> str:
    """``when`` as it appears in names (UTC)."""
    return when.astimezone(UTC).strftime(STAMP)


def new_backup_path(database: Database, when: datetime) -> Path:
    """A name for a backup made at ``when``, not taken yet (``-2``, ``-3``... within one second)."""
    base = f"{database.name}-{stamp(when)}"
    path = database.folder / f"{base}{database.suffix}"
    number = 1
    while path.exists():
        number += 1
        path = database.folder / f"{base}-{number}{database.suffix}"
    return path


def _pattern(database: Database) -> re.Pattern[str]:
    return re.compile(
        rf"{re.escape(database.name)}-(\d{{8}}T\d{{6}}Z)(?:-(\d+))?{re.escape(database.suffix)}"
    )


def backups(database: Database) -> list[tuple[datetime, Path]]:
    """The backups in the database's folder with the time each was made, newest first; other files of
    the folder are not backups and are left alone."""
    pattern = _pattern(database)
    found: list[tuple[datetime, int, Path]] = []
    if not database.folder.is_dir():
        return []
    for path in database.folder.iterdir():
        match = pattern.fullmatch(path.name)
        if match and path.is_file():
            when = datetime.strptime(match[1], STAMP).replace(tzinfo=UTC)
            found.append((when, int(match[2] or 1), path))
    found.sort(key=lambda item: (item[0], item[1]), reverse=True)
    return [(when, path) for when, _number, path in found]


def rotate(database: Database, keep: int) -> list[Path]:
    """Delete all but the newest ``keep`` backups of the folder; the deleted ones."""
    old = [path for _when, path in backups(database)[max(keep, 1) :]]
    for path in old:
        path.unlink(missing_ok=True)
    return old
