"""Server settings: turn timers, the undo window, the public language, games in threads, and the bot's
own settings (``meta``).

A server's settings are read on every move (the deadline, the Take back window), so each process keeps
the servers' rows it read and forgets a row when it changes it. Only the process that owns a server's
shard answers that server's commands, so no other process changes a row it holds.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.store.backend import Backend
from bot.store.repository import Repository
from bot.store.rows import Hints

DEFAULT_TIMERS = (12.0, 48.0)
"""Hours before a turn reminder and before the others may vote a computer in: for asynchronous play."""

DEFAULT_SUBSTITUTE_HOURS = 72.0
"""Hours a computer plays a seat for someone gone (not away by their own word) before the table asks
for a new player, unless the server chose otherwise."""

DEFAULT_UNDO_MINUTES = 2.0
"""Minutes after a move during which its player may take it back, unless the server chose otherwise."""

RESTORED = "restored"
"""The meta key a restore from a backup writes into the database it puts in place: the time of the
restore, which names the database's era (message nonces carry it, see :func:`bot.messaging.of_era`)."""


@dataclass(frozen=True, slots=True)
class _Chosen:
    """One server's stored choices (``None``: not chosen, the default holds)."""

    reminder_hours: float
    takeover_hours: float
    undo_minutes: float | None
    substitute_hours: float | None
    threads: bool
    hints: Hints = Hints.PRACTICE


_NOTHING_CHOSEN = _Chosen(*DEFAULT_TIMERS, None, None, True)


class Servers(Repository):
    """What each server chose, and the bot's own settings."""

    def __init__(self, backend: Backend) -> None:
        super().__init__(backend)
        self._chosen: dict[int | None, _Chosen] = {}

    async def _of(self, guild_id: int | None) -> _Chosen:
        """A server's choices, read once and then kept until this process changes them."""
        known = self._chosen.get(guild_id)
        if known is None:
            row = await self._one(
                "SELECT reminder_hours, takeover_hours, undo_minutes, substitute_hours, threads, hints"
                " FROM guild_settings WHERE guild_id = ?",
                (guild_id,),
            )
            known = _NOTHING_CHOSEN
            if row is not None:
                undo, substitute = row[2], row[3]
                known = _Chosen(
                    float(row[0]),
                    float(row[1]),
                    None if undo is None else float(undo),
                    None if substitute is None else float(substitute),
                    bool(row[4]),
                    Hints(row[5]) if row[5] in set(Hints) else Hints.PRACTICE,
                )
            self._chosen[guild_id] = known
        return known

    async def _change(self, guild_id: int, sql: str, params: tuple[object, ...]) -> None:
        """Store a change of a server's choices and forget the row kept."""
        self._chosen.pop(guild_id, None)
        await self._run(sql, params)
        self._chosen.pop(guild_id, None)

    async def _set(self, guild_id: int, column: str, value: object) -> None:
        """Store one of a server's choices (``column``, one of this module's), its row made with the
        default timers when it has none yet."""
        await self._change(
            guild_id,
            f"INSERT INTO guild_settings (guild_id, reminder_hours, takeover_hours, {column})"
            f" VALUES (?, ?, ?, ?) ON CONFLICT(guild_id) DO UPDATE SET {column} = excluded.{column}",
            (guild_id, *DEFAULT_TIMERS, value),
        )

    async def guild_settings(self, guild_id: int | None) -> tuple[float, float]:
        """(reminder hours, takeover hours) of a server; the defaults suit asynchronous play."""
        chosen = await self._of(guild_id)
        return (chosen.reminder_hours, chosen.takeover_hours)

    async def set_guild_settings(self, guild_id: int, reminder_hours: float, takeover_hours: float) -> None:
        await self._change(
            guild_id,
            "INSERT INTO guild_settings (guild_id, reminder_hours, takeover_hours) VALUES (?, ?, ?)"
            " ON CONFLICT(guild_id) DO UPDATE SET reminder_hours = excluded.reminder_hours,"
            " takeover_hours = excluded.takeover_hours",
            (guild_id, float(reminder_hours), float(takeover_hours)),
        )

    async def undo_minutes(self, guild_id: int | None) -> float:
        """Minutes during which a move may be taken back on a server (0: never)."""
        minutes = (await self._of(guild_id)).undo_minutes
        return DEFAULT_UNDO_MINUTES if minutes is None else minutes

    async def undo_seconds(self, guild_id: int | None) -> float:
        """Seconds after a move during which it may be taken back on a server (0: never)."""
        return await self.undo_minutes(guild_id) * 60

    async def set_undo_minutes(self, guild_id: int, minutes: float) -> None:
        """Set a server's undo window (its turn timers stay as they are, or the defaults)."""
        await self._set(guild_id, "undo_minutes", float(minutes))

    async def substitute_hours(self, guild_id: int | None) -> float:
        """Hours a computer plays a gone person's seat before the table asks for a new player (0: never)."""
        hours = (await self._of(guild_id)).substitute_hours
        return DEFAULT_SUBSTITUTE_HOURS if hours is None else hours

    async def set_substitute_hours(self, guild_id: int, hours: float) -> None:
        """Set a server's hours before a seat a computer plays asks for a new player."""
        await self._set(guild_id, "substitute_hours", float(hours))

    async def guild_languages(self) -> dict[int, str]:
        """Every server's stored language for public messages."""
        rows = await self._all("SELECT guild_id, language FROM guild_settings WHERE language IS NOT NULL")
        return {int(g): str(lang) for g, lang in rows}

    async def set_guild_language(self, guild_id: int, language: str) -> None:
        await self._set(guild_id, "language", language)

    async def hints(self, guild_id: int | None) -> Hints:
        """Where a server lets players ask for a hint (practice tables only, unless it chose otherwise)."""
        return (await self._of(guild_id)).hints

    async def set_hints(self, guild_id: int, hints: Hints) -> None:
        await self._set(guild_id, "hints", hints.value)

    async def threads_on(self, guild_id: int | None) -> bool:
        """Whether a server plays each game in a thread opened from its lobby (the default)."""
        return (await self._of(guild_id)).threads

    async def set_threads(self, guild_id: int, on: bool) -> None:
        await self._set(guild_id, "threads", int(on))

    async def organiser_role(self, guild_id: int) -> int | None:
        """The role whose members may organise tournaments besides those with Manage Server."""
        row = await self._one("SELECT organiser_role FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return None if row is None or row[0] is None else int(row[0])

    async def set_organiser_role(self, guild_id: int, role_id: int | None) -> None:
        await self._set(guild_id, "organiser_role", role_id)

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
