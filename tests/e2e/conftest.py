"""Fixtures for end-to-end tests: a started :class:`FakeDiscord` and a factory of bot processes.

Every process a test starts is stopped at teardown, whatever happened; when a test fails, the logs
of its bot processes are attached to the report (shown by pytest with the failure only).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Generator, Mapping
from pathlib import Path
from typing import Any, Protocol

import pytest

from devtools.botproc import BotProcess
from playground.discord_server import FakeDiscord
from playground.fake_discord import CHANNEL_ID, OTHER_GUILD

PROCESSES = pytest.StashKey[list[BotProcess]]()
OTHER_CHANNEL = CHANNEL_ID + 1
"""The channel of the second server of :func:`two_servers`."""


def two_servers(shards: int = 1) -> FakeDiscord:
    """A fake Discord with a second server (``OTHER_GUILD``, its channel ``OTHER_CHANNEL``), so two games
    run at once, on ``shards`` shards (what ``/gateway/bot`` recommends)."""
    return FakeDiscord(guilds={OTHER_GUILD: {OTHER_CHANNEL: "games"}}, shards=shards)


class StartBot(Protocol):
    """The ``bot_process`` factory: start a bot on a database (the test's default one if omitted)."""

    def __call__(
        self, database_path: Path | None = None, *, env: Mapping[str, str] | None = None
    ) -> Awaitable[BotProcess]: ...


@pytest.fixture
async def discord_server() -> AsyncIterator[FakeDiscord]:
    """A fake Discord serving on 127.0.0.1 for the test."""
    async with FakeDiscord() as server:
        yield server


@pytest.fixture
async def bot_process(
    discord_server: FakeDiscord, tmp_path: Path, request: pytest.FixtureRequest
) -> AsyncIterator[StartBot]:
    """Start the real bot against ``discord_server``: ``bot = await bot_process()``.

    The default database is ``tmp_path / "santacruz.sqlite3"``, shared by every bot of the test, so
    starting a second one after stopping (or killing) the first is a restart.
    """
    processes: list[BotProcess] = []
    request.node.stash[PROCESSES] = processes

    async def start(database_path: Path | None = None, *, env: Mapping[str, str] | None = None) -> BotProcess:
        bot = BotProcess(
            discord_server, database_path or tmp_path / "santacruz.sqlite3", env=env, workdir=tmp_path
        )
        processes.append(bot)
        await bot.start()
        return bot

    try:
        yield start
    finally:
        for bot in reversed(processes):
            await bot.stop(timeout=5.0)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[Any]) -> Generator[None, Any, Any]:
    """Attach the bot logs to a failed test's report."""
    report = yield
    if report.failed:
        for index, bot in enumerate(item.stash.get(PROCESSES, []), start=1):
            report.sections.append((f"bot process {index} log ({bot.log_path})", bot.log() or "(empty)"))
    return report
