"""Backups of the games' database: SQLite's online backup or ``pg_dump``, kept to the newest few, and a
restore; a damaged SQLite file at start is named with the newest good backup."""

from bot.backups.files import BackupError

__all__ = ["BackupError"]
