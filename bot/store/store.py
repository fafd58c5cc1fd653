"""The store: the bot's database as a few repositories over one backend, on SQLite or PostgreSQL.

:attr:`Store.games` holds the lobbies, seats and what each game's channel shows; :attr:`Store.log` the
append-only action log, snapshots and records; :attr:`Store.servers` each server's settings;
:attr:`Store.people` what the bot knows of each person; :attr:`Store.ratings` outcomes, ratings and
replays; :attr:`Store.seasons` each server's seasons of each game; :attr:`Store.followers` who
follows which game; :attr:`Store.tournaments` the tournaments; :attr:`Store.nights` the game nights;
:attr:`Store.followups` the public posts sent as follow-ups.
The store knows nothing about any particular game: a game's state is opaque JSON and its actions are
notation lines.
"""

from __future__ import annotations

from pathlib import Path

from bot.store.backend import Backend, Dialect
from bot.store.connect import open_backend
from bot.store.followers import Followers
from bot.store.followups import Followups
from bot.store.game_nights import GameNights
from bot.store.games import Games
from bot.store.log import GameLog
from bot.store.migrations import migrate
from bot.store.people import People
from bot.store.ratings import Ratings
from bot.store.seasons import Seasons
from bot.store.servers import Servers
from bot.store.tournaments import Tournaments


class Store:
    """The bot's database. Open with :meth:`open`; each repository's methods are one short session or
    transaction each."""

    def __init__(self, backend: Backend) -> None:
        self._db = backend
        self.games = Games(backend)
        self.log = GameLog(backend)
        self.servers = Servers(backend)
        self.people = People(backend)
        self.ratings = Ratings(backend)
        self.seasons = Seasons(backend)
        self.followers = Followers(backend)
        self.tournaments = Tournaments(backend)
        self.nights = GameNights(backend)
        self.followups = Followups(backend)

    @classmethod
    async def open(cls, target: str | Path) -> Store:
        """Open and migrate the database at ``target``: a SQLite file path (created with its folder if
        needed), a ``sqlite:///path`` URL or a ``postgresql://`` URL."""
        backend = await open_backend(target)
        try:
            await migrate(backend)
        except BaseException:
            await backend.close()
            raise
        return cls(backend)

    @property
    def backend(self) -> Backend:
        """The database underneath (for copying a whole database)."""
        return self._db

    @property
    def dialect(self) -> Dialect:
        return self._db.dialect

    async def close(self) -> None:
        await self._db.close()

    async def schema_version(self) -> int:
        async with self._db.session() as db:
            return await self._db.schema_version(db)
