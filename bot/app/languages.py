"""Who reads which language: servers for public messages, users for private ones (the locale seam).

Public messages and images use the server's language (its setting, else its Discord preferred locale
as first seen, else English); private answers use the clicking user's Discord locale; direct messages
use the locale of that user's last interaction. Both are stored, kept here in memory, and read
synchronously, so any code can wrap what it formats in ``with languages.public(guild_id):``.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from bot.store import StoreUnavailable
from rules import i18n

if TYPE_CHECKING:
    from bot.store import Store

log = logging.getLogger(__name__)


class Languages:
    """The stored languages of servers and users, cached, with the context managers that apply them."""

    def __init__(self) -> None:
        self._guilds: dict[int, str] = {}
        self._users: dict[int, str] = {}
        self._unsaved: set[int] = set()
        """Users whose locale (in :attr:`_users`) the database could not take yet: stored next time."""
        self._store: Store | None = None

    async def load(self, store: Store) -> None:
        """Read every stored server language and user locale (once, at start)."""
        self._store = store
        self._guilds = await store.servers.guild_languages()
        self._users = await store.people.user_locales()

    def guild(self, guild_id: int | None) -> str:
        """The language of ``guild_id``'s public messages (English when unknown or unsupported)."""
        stored = self._guilds.get(guild_id) if guild_id is not None else None
        if stored is not None and i18n.language_of(stored) is None:
            log.warning("server %s is set to %r, which the bot lacks; using English", guild_id, stored)
        return i18n.resolve(stored)

    def user(self, user_id: int, fallback: str = i18n.DEFAULT) -> str:
        """The language of ``user_id``'s direct messages: their last locale (English if the bot lacks
        it, as in their private panels), else ``fallback`` for someone never seen."""
        stored = self._users.get(user_id)
        return i18n.resolve(stored) if stored is not None else i18n.resolve(fallback)

    async def set_guild(self, guild_id: int, language: str) -> None:
        """Store ``language`` as ``guild_id``'s public language."""
        self._guilds[guild_id] = language
        if self._store is not None:
            await self._store.servers.set_guild_language(guild_id, language)

    async def enter(self, user: int, locale: str, guild: int | None, guild_locale: str | None) -> str:
        """Note a user's locale (and their server's default, the first time), and speak the user's
        language from now on (the rest of this request).

        Returns the language in force for the request's private answers. While the database is
        unavailable the request goes on in the user's language and the locale is noted next time.
        """
        lang = i18n.resolve(locale)
        i18n.use(lang)
        try:
            if locale and (self._users.get(user) != locale or user in self._unsaved):
                self._users[user] = locale
                self._unsaved.add(user)
                if self._store is not None:
                    await self._store.people.set_user_locale(user, locale)
                self._unsaved.discard(user)
            if guild is not None and guild not in self._guilds and guild_locale is not None:
                await self.set_guild(guild, i18n.resolve(guild_locale))
        except StoreUnavailable as exc:
            log.warning("user %s's locale is stored later: %s", user, exc)
        return lang

    @contextmanager
    def public(self, guild_id: int | None) -> Iterator[str]:
        """Format everything inside the block in ``guild_id``'s public language."""
        with i18n.speaking(self.guild(guild_id)) as lang:
            yield lang

    @contextmanager
    def private(self, user_id: int, guild_id: int | None = None) -> Iterator[str]:
        """Format everything inside the block in ``user_id``'s language (for direct messages)."""
        with i18n.speaking(self.user(user_id, self.guild(guild_id))) as lang:
            yield lang
