"""People: the Discord locale each user last used (their private messages follow it)."""

from __future__ import annotations

from bot.store.repository import Repository


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
