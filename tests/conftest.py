"""Shared test setup: the suite never reaches the network; whatever Discord would refuse fails the test
that sent it; a PostgreSQL server when a test asks."""

from __future__ import annotations

import collections
import socket
from collections.abc import Iterator
from typing import Any

import pytest

from devtools.postgres import PostgresServer
from playground.strict.check import ANSWERED_WITHIN, REFUSED, TOTALS, Refusal, refusals_expected

LONG_TESTS = "tests/e2e/"
"""Where every test starts the bot as its own process (and takes seconds); with the tests marked
``slow``, they run first."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Run the long tests first (the end-to-end ones and those marked ``slow``), in their usual order:
    the workers then take the short ones while the long ones run and end together, instead of one
    worker still running a long test alone at the end."""
    items.sort(key=lambda item: 0 if is_long(item) else 1)


def is_long(item: pytest.Item) -> bool:
    """Whether ``item`` is one of the long tests that run first."""
    return LONG_TESTS in item.nodeid or item.get_closest_marker("slow") is not None


@pytest.fixture(autouse=True)
def _no_network(monkeypatch: pytest.MonkeyPatch) -> None:
    """Refuse every connection that is not to 127.0.0.1 (or a local socket)."""
    real_connect = socket.socket.connect

    def guarded(self: socket.socket, address: object) -> object:
        host = address[0] if isinstance(address, tuple) else None
        if host not in (None, "127.0.0.1", "::1", "localhost"):
            raise OSError(f"tests may not reach {address!r}")
        return real_connect(self, address)

    monkeypatch.setattr(socket.socket, "connect", guarded)


@pytest.fixture(autouse=True)
def _discord_accepts_everything(request: pytest.FixtureRequest) -> Iterator[None]:
    """Fail the test if the bot sent any request the real Discord would refuse (devtools/strict): the
    fakes refuse it in Discord's words, and here the test fails naming route and field. A test that
    plants refusals on purpose asks for the ``discord_refusals`` fixture instead."""
    start = len(REFUSED)
    yield
    refused = REFUSED[start:]
    del REFUSED[start:]
    if refused:
        lines = "\n".join(str(refusal) for refusal in refused)
        pytest.fail(f"Discord would refuse {len(refused)} request(s) of this test:\n{lines}", pytrace=False)


CHECKED = pytest.StashKey[collections.Counter[str]]()
SLOWEST = pytest.StashKey[list[float]]()


def pytest_sessionfinish(session: pytest.Session) -> None:
    """A worker of pytest-xdist hands its count of checked requests to the controller."""
    output = getattr(session.config, "workeroutput", None)
    if output is not None:
        output["strict_checked"] = dict(TOTALS)
        output["slowest_answer"] = ANSWERED_WITHIN[0]


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: object) -> None:
    """The controller adds up the workers' counts (pytest-xdist)."""
    checked = node.config.stash.setdefault(CHECKED, collections.Counter())
    output = getattr(node, "workeroutput", {})
    checked.update(output.get("strict_checked", {}))
    node.config.stash.setdefault(SLOWEST, []).append(output.get("slowest_answer", 0.0))


def pytest_terminal_summary(terminalreporter: Any, config: pytest.Config) -> None:
    """One line: how many requests the strict fake checked against Discord's rules in this run."""
    checked = config.stash.get(CHECKED, None) or TOTALS
    if checked:
        top = ", ".join(f"{route} {n}" for route, n in checked.most_common(4))
        slowest = max(config.stash.get(SLOWEST, []) + ANSWERED_WITHIN)
        terminalreporter.write_line(
            f"strict fake Discord: {sum(checked.values())} requests checked against the OpenAPI "
            f"description and the documented limits ({top}, ...); slowest first answer to an "
            f"interaction {slowest:.2f} s (Discord allows 3)"
        )


@pytest.fixture
def discord_refusals() -> Iterator[list[Refusal]]:
    """The refusals of the strict fakes during this test, which expects them (none fail the test)."""
    with refusals_expected() as found:
        yield found


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """A real PostgreSQL server for the whole run, started on first use (about a second), on a unix
    socket in a temp folder; stopped and deleted at the end."""
    server = PostgresServer()
    server.start()
    try:
        yield server
    finally:
        server.stop()
