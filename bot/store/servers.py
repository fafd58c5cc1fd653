"""Server settings: turn timers, the undo window, the public language, games in threads, and the bot's
own settings (``meta``)."""

from __future__ import annotations

from bot.store.repository import Repository

DEFAULT_TIMERS = (12.0, 48.0)
"""Hours before a turn reminder and before the others may vote a computer in: for asynchronous play."""

DEFAULT_SUBSTITUTE_HOURS = 72.0
"""Hours a computer plays a seat for someone gone (not away by their own word) before the table asks
for a new player, unless the server chose otherwise."""

DEFAULT_UNDO_MINUTES = 2.0
"""Minutes after a move during which its player may take it back, unless the server chose otherwise."""


class Servers(Repository):
    """What each server chose, and the bot's own settings."""

    async def guild_settings(self, guild_id: int | None) -> tuple[float, float]:
        """(reminder hours, takeover hours) of a server; the defaults suit asynchronous play."""
        row = await self._one(
            "SELECT reminder_hours, takeover_hours FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )
        return (float(row[0]), float(row[1])) if row else DEFAULT_TIMERS

    async def set_guild_settings(self, guild_id: int, reminder_hours: float, takeover_hours: float) -> None:
        await self._run(
            "INSERT INTO guild_settings (guild_id, reminder_hours, takeover_hours) VALUES (?, ?, ?)"
            " ON CONFLICT(guild_id) DO UPDATE SET reminder_hours = excluded.reminder_hours,"
            " takeover_hours = excluded.takeover_hours",
            (guild_id, float(reminder_hours), float(takeover_hours)),
        )

    async def undo_minutes(self, guild_id: int | None) -> float:
        """Minutes during which a move may be taken back on a server (0: never)."""
        row = await self._one("SELECT undo_minutes FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return float(row[0]) if row and row[0] is not None else DEFAULT_UNDO_MINUTES

    async def undo_seconds(self, guild_id: int | None) -> float:
        """Seconds after a move during which it may be taken back on a server (0: never)."""
        return await self.undo_minutes(guild_id) * 60

    async def set_undo_minutes(self, guild_id: int, minutes: float) -> None:
        """Set a server's undo window (its turn timers stay as they are, or the defaults)."""
        await self._run(
            "INSERT INTO guild_settings (guild_id, reminder_hours, takeover_hours, undo_minutes)"
            " VALUES (?, ?, ?, ?) ON CONFLICT(guild_id) DO UPDATE SET undo_minutes = excluded.undo_minutes",
            (guild_id, *DEFAULT_TIMERS, float(minutes)),
        )

    async def substitute_hours(self, guild_id: int | None) -> float:
        """Hours a computer plays a gone person's seat before the table asks for a new player (0: never)."""
        row = await self._one("SELECT substitute_hours FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return float(row[0]) if row and row[0] is not None else DEFAULT_SUBSTITUTE_HOURS

    async def set_substitute_hours(self, guild_id: int, hours: float) -> None:
        """Set a server's hours before a seat a computer plays asks for a new player."""
        await self._run(
            "INSERT INTO guild_settings (guild_id, reminder_hours, takeover_hours, substitute_hours)"
            " VALUES (?, ?, ?, ?)"
            " ON CONFLICT(guild_id) DO UPDATE SET substitute_hours = excluded.substitute_hours",
            (guild_id, *DEFAULT_TIMERS, float(hours)),
        )

    async def guild_languages(self) -> dict[int, str]:
        """Every server's stored language for public messages."""
        rows = await self._all("SELECT guild_id, language FROM guild_settings WHERE language IS NOT NULL")
        return {int(g): str(lang) for g, lang in rows}

    async def set_guild_language(self, guild_id: int, language: str) -> None:
        await self._run(
            "INSERT INTO guild_settings (guild_id, reminder_hours, takeover_hours, language)"
            " VALUES (?, ?, ?, ?)"
            " ON CONFLICT(guild_id) DO UPDATE SET language = excluded.language",
            (guild_id, *DEFAULT_TIMERS, language),
        )

    async def threads_on(self, guild_id: int | None) -> bool:
        """Whether a server plays each game in a thread opened from its lobby (the default)."""
        row = await self._one("SELECT threads FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return bool(row[0]) if row else True

    async def set_threads(self, guild_id: int, on: bool) -> None:
        await self._run(
            "INSERT INTO guild_settings (guild_id, reminder_hours, takeover_hours, threads)"
            " VALUES (?, ?, ?, ?) ON CONFLICT(guild_id) DO UPDATE SET threads = excluded.threads",
            (guild_id, *DEFAULT_TIMERS, int(on)),
        )

    async def warn_threads_once(self, guild_id: int) -> bool:
        """Note that the server is told a thread permission is missing; False if it was told already."""
        async with self._db.transaction() as db:
            await db.execute(
                "INSERT INTO guild_settings (guild_id, reminder_hours, takeover_hours) VALUES (?, ?, ?)"
                " ON CONFLICT(guild_id) DO NOTHING",
                (guild_id, *DEFAULT_TIMERS),
            )
            marked = await db.execute(
                "UPDATE guild_settings SET threads_warned = 1 WHERE guild_id = ? AND threads_warned = 0",
                (guild_id,),
            )
        return marked == 1

    async def threads_work(self, guild_id: int) -> None:
        """A thread was opened: should a permission go missing again, the server is told again."""
        await self._run(
            "UPDATE guild_settings SET threads_warned = 0 WHERE guild_id = ? AND threads_warned = 1",
            (guild_id,),
        )

    async def meta(self, key: str) -> str | None:
        """A stored bot setting (such as the hash of the last synced command set)."""
        row = await self._one("SELECT value FROM meta WHERE key = ?", (key,))
        return str(row[0]) if row else None

    async def set_meta(self, key: str, value: str) -> None:
        await self._run(
            "INSERT INTO meta (key, value) VALUES (?, ?)"
            " ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )
