"""Fixtures of the bot tests: ``databases`` (every test that asks for it runs once on SQLite and once on
PostgreSQL) and ``_high_card`` (the test-only game registered)."""

from __future__ import annotations

import itertools
import logging
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

import tests.toygame
from bot.adapter.client import GameBot
from bot.config import Settings
from bot.games.seam import GameUI
from bot.interactions.messenger import Messenger
from devtools.postgres import PostgresServer
from devtools.table import FAST
from playground.fake_discord import dispatch

_names = itertools.count(1)


class Databases:
    """Fresh, empty databases of one backend for one test: SQLite files, or PostgreSQL databases on
    the session's server (dropped when the test ends)."""

    def __init__(self, backend: str, folder: Path, server: PostgresServer | None) -> None:
        self.backend = backend
        self._folder = folder
        self._server = server
        self._created: list[str] = []

    async def new(self) -> str | Path:
        """A new empty database: its SQLite path or its PostgreSQL URL."""
        name = f"test_{next(_names)}"
        if self._server is None:
            return self._folder / name / "games.sqlite3"
        self._created.append(name)
        return await self._server.create(name)

    async def drop(self) -> None:
        """Drop the PostgreSQL databases this test made, even if it left connections open."""
        if self._server is not None and self._created:
            await self._server.drop(*self._created)


@pytest.fixture(params=["sqlite", "postgresql"])
async def databases(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Databases]:
    """New databases of the backend the test is parametrized with."""
    server = request.getfixturevalue("postgres_server") if request.param == "postgresql" else None
    made = Databases(request.param, tmp_path, server)
    try:
        yield made
    finally:
        await made.drop()


@pytest.fixture
async def postgres(postgres_server: PostgresServer, tmp_path: Path) -> AsyncIterator[Databases]:
    """New PostgreSQL databases on the session's server (dropped when the test ends)."""
    made = Databases("postgresql", tmp_path, postgres_server)
    try:
        yield made
    finally:
        await made.drop()


@pytest.fixture
def _high_card() -> Iterator[None]:
    """The test-only game High Card registered for the test (a game of four turns, to prove the core
    generic and to play many whole games quickly)."""
    tests.toygame.register()
    try:
        yield
    finally:
        tests.toygame.unregister()


def bot_of(folder: Path, uis: list[GameUI], database: str | Path | None = None, **options: Any) -> GameBot:
    """A bot that offers the games of ``uis`` (fast computers, fixed seeds), on a SQLite file in
    ``folder`` or on ``database``; ``options`` go to :class:`GameBot` (``sync_commands=False`` for a
    second process)."""
    where = database if database is not None else folder / "g.sqlite3"
    settings = Settings("fake", where, None, logging.INFO, computer_wait=FAST)
    return GameBot(settings, uis, seeds=lambda: 5, **options)


def high_card_bot(folder: Path, database: str | Path | None = None, **options: Any) -> GameBot:
    """:func:`bot_of` High Card alone."""
    from tests.toygame.ui import HighCardUI

    return bot_of(folder, [HighCardUI()], database, **options)


async def run(client: GameBot, payload: dict[str, Any]) -> None:
    """Deliver an interaction and wait for all it started, raising what the bot logged as an error."""
    await dispatch(client, payload, timeout=10.0, capture_loggers=("discord", "bot"))


def without_tokens(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the bot post and edit its tables through channel calls only, as it does when no interaction
    token is at hand (after a restart, a quarter of an hour after the last click): for the tests of what
    happens when Discord refuses a channel call."""

    async def no_handle(*args: Any, **kwargs: Any) -> None:
        return None

    async def not_by_token(*args: Any, **kwargs: Any) -> bool:
        return False

    monkeypatch.setattr(Messenger, "_follow_up", no_handle)
    monkeypatch.setattr(Messenger, "_by_token", not_by_token)
