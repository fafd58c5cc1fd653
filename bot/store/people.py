"""People: the Discord locale each user last used (their private messages follow it), what each chose
for long games (how to be told of their turn, time zone, quiet hours, away), and up to which version of
each game they were told it is their turn (or when they will be)."""

from __future__ import annotations

from collections.abc import Iterable

from bot.store.backend import Connection, Row
from bot.store.repository import Repository
from bot.store.rows import Notify, Preferences, TurnNotice

_COLUMNS = "user_id, notify, time_zone, quiet_from, quiet_to, away_until, stand_in"


def _preferences(row: Row) -> Preferences:
    user_id, notify, zone, quiet_from, quiet_to, away_until, stand_in = row
    quiet = (int(quiet_from), int(quiet_to)) if quiet_from is not None and quiet_to is not None else None
    return Preferences(
        int(user_id),
        Notify(notify),
        zone,
        quiet,
        float(away_until) if away_until is not None else None,
        bool(stand_in),
    )


async def replace_notices(db: Connection, game_id: int, notices: Iterable[TurnNotice]) -> None:
    """Inside a transaction: make ``notices`` the notices of ``game_id`` (the turns of everyone else
    have ended)."""
    await db.execute("DELETE FROM turn_notices WHERE game_id = ?", (game_id,))
    rows = [(game_id, n.user_id, n.version, n.due, int(n.told)) for n in notices]
    if rows:
        await db.executemany(
            "INSERT INTO turn_notices (game_id, user_id, version, due, told) VALUES (?, ?, ?, ?, ?)", rows
        )


class People(Repository):
    """What the bot knows of each person."""

    async def user_locales(self) -> dict[int, str]:
        """Every user's Discord locale as of their last interaction (for their direct messages)."""
        rows = await self._all("SELECT user_id, locale FROM user_locales")
        return {int(u): str(loc) for u, loc in rows}

    async def set_user_locale(self, user_id: int, locale: str) -> None:
        await self._run(
            "INSERT INTO user_locales (user_id, locale) VALUES (?, ?)"
            " ON CONFLICT(user_id) DO UPDATE SET locale = excluded.locale",
            (user_id, locale),
        )

    async def preferences(self, user_ids: Iterable[int]) -> dict[int, Preferences]:
        """Each person's choices (the defaults for someone who chose nothing)."""
        wanted = sorted(set(user_ids))
        if not wanted:
            return {}
        marks = ", ".join("?" * len(wanted))
        rows = await self._all(f"SELECT {_COLUMNS} FROM preferences WHERE user_id IN ({marks})", wanted)
        found = {p.user_id: p for p in map(_preferences, rows)}
        return {user: found.get(user, Preferences(user)) for user in wanted}

    async def preference(self, user_id: int) -> Preferences:
        return (await self.preferences([user_id]))[user_id]

    async def stand_ins_over(self, now: float) -> list[Preferences]:
        """Everyone whose absence with a computer stand-in ended by ``now`` (their seats go back)."""
        rows = await self._all(
            f"SELECT {_COLUMNS} FROM preferences WHERE stand_in = 1 AND away_until <= ?", (now,)
        )
        return [_preferences(row) for row in rows]

    async def set_preferences(self, preferences: Preferences) -> None:
        """Keep everything ``preferences`` holds for its person."""
        quiet_from, quiet_to = preferences.quiet or (None, None)
        await self._run(
            f"INSERT INTO preferences ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT(user_id) DO UPDATE SET notify = excluded.notify, time_zone = excluded.time_zone,"
            " quiet_from = excluded.quiet_from, quiet_to = excluded.quiet_to,"
            " away_until = excluded.away_until, stand_in = excluded.stand_in",
            (
                preferences.user_id,
                preferences.notify.value,
                preferences.time_zone,
                quiet_from,
                quiet_to,
                preferences.away_until,
                int(preferences.stand_in),
            ),
        )

    async def turn_notices(self, game_id: int) -> dict[int, TurnNotice]:
        """The notices of ``game_id``'s current turns, by person: one per person the game waits for."""
        rows = await self._all(
            "SELECT user_id, version, due, told FROM turn_notices WHERE game_id = ?", (game_id,)
        )
        return {int(u): TurnNotice(game_id, int(u), int(v), float(d), bool(t)) for u, v, d, t in rows}

    async def due_notices(self, now: float) -> list[TurnNotice]:
        """The notices not yet given whose time has come (after quiet hours, an absence, or a turn that
        began without a post to ping in), oldest first."""
        rows = await self._all(
            "SELECT game_id, user_id, version, due, told FROM turn_notices WHERE told = 0 AND due <= ?"
            " ORDER BY due",
            (now,),
        )
        return [TurnNotice(int(g), int(u), int(v), float(d), bool(t)) for g, u, v, d, t in rows]

    async def keep_notices(self, game_id: int, notices: Iterable[TurnNotice]) -> None:
        """Make ``notices`` the notices of ``game_id``: the turns of everyone else have ended."""
        async with self._db.transaction() as db:
            await replace_notices(db, game_id, notices)

    async def mark_notice(self, notice: TurnNotice) -> None:
        """Keep one notice as it now stands (given, or due later), if its turn is still on (the same
        turn: a later turn of the same person has its own notice)."""
        await self._run(
            "UPDATE turn_notices SET due = ?, told = ? WHERE game_id = ? AND user_id = ? AND version = ?",
            (notice.due, int(notice.told), notice.game_id, notice.user_id, notice.version),
        )
