"""Automatic SQLite backups while the bot runs: every ``BACKUP_HOURS`` hours, made in a thread with a
connection of their own (the bot's is untouched, and play goes on: WAL lets it write meanwhile)."""

from __future__ import annotations

import asyncio
import logging
from datetime import UTC, datetime, timedelta

from bot.backups.commands import back_up
from bot.backups.files import BackupError, Database, backups
from bot.config import Settings

log = logging.getLogger(__name__)

START_GRACE = 300.0
"""Seconds after a start before an overdue backup is made: a start catching up on its games comes
first, and a bot restarting over and over does not crowd the folder (the kept backups would go)."""


def first_delay(newest: datetime | None, now: datetime, every: float) -> float:
    """Seconds from ``now`` to the first backup of a run: one interval after the newest backup (so
    restarts do not reset the clock), but not before the grace period (or the interval, if shorter)."""
    grace = min(START_GRACE, every)
    if newest is None:
        return grace
    return max(grace, (newest + timedelta(seconds=every) - now).total_seconds())


class AutoBackups:
    """The backup loop of one bot: :meth:`start` in ``setup_hook``, :meth:`stop` in ``close``."""

    def __init__(self, database: Database, hours: float, keep: int) -> None:
        self.database = database
        self.every = hours * 3600.0
        self.keep = keep
        self._task: asyncio.Task[None] | None = None

    @classmethod
    def of(cls, settings: Settings) -> AutoBackups:
        """The backups the settings ask for (``BACKUP_HOURS``, ``BACKUPS_KEPT``)."""
        return cls(Database.of(settings.database), settings.backup_hours, settings.backups_kept)

    def start(self) -> None:
        """Begin the loop, for a SQLite file when ``BACKUP_HOURS`` is not 0."""
        if self.every > 0 and self.database.is_file and self._task is None:
            self._task = asyncio.create_task(self._run(), name="backups")

    async def stop(self) -> None:
        """End the loop; a backup being written finishes in its thread (a half-written one is never left:
        it only gets its name once complete)."""
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)

    async def _run(self) -> None:
        made = await asyncio.to_thread(backups, self.database)
        newest = made[0][0] if made else None
        await asyncio.sleep(first_delay(newest, datetime.now(UTC), self.every))
        while True:
            await self.once()
            await asyncio.sleep(self.every)

    async def once(self) -> None:
        """One backup, logged in one line (a failure too: the next one is tried an interval later)."""
        try:
            path = await asyncio.to_thread(back_up, self.database, self.keep)
        except (BackupError, OSError) as exc:
            log.error("automatic backup of %s failed: %s", self.database.label, exc)
            return
        log.info("backed up %s to %s (keeping the newest %d)", self.database.label, path, self.keep)
