"""Shared test setup: the suite never reaches the network; whatever Discord would refuse fails the test
that sent it; a PostgreSQL server when a test asks."""

from __future__ import annotations

import collections
import gc
import json
import os
import socket
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from devtools import warmstart
from devtools.postgres import PostgresServer
from playground.strict.check import ANSWERED_WITHIN, REFUSED, TOTALS, Refusal, refusals_expected

LONG_TESTS = "tests/e2e/"
"""Where every test starts the bot as its own process (and takes seconds); with the tests marked
``slow``, they run first."""

DURATIONS = Path(__file__).with_name("durations.json")
"""The seconds each long test took in a run of the whole suite (``scripts/test.sh --write-durations``):
the long tests start longest first, so the workers end together instead of one still running a long
test alone at the end. A test missing from it (a new one) counts as short; a stale entry is harmless."""


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--write-durations",
        action="store_true",
        help=f"write the seconds of every test of a second or more to {DURATIONS.name}",
    )


def pytest_collection_finish(session: pytest.Session) -> None:
    """Move everything collecting imported (the project, the libraries, the test modules) out of the
    garbage collector's sight, as it lives to the end of the run, and let a full collection come after
    a hundred young ones instead of ten: the collector took about a tenth of a worker's CPU, mostly in
    full collections over the whole heap (21.7 s in the bot, rules and i18n tests on two workers, now
    14.7 s). The bot's own processes keep Python's defaults."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(700, 10, 100)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Run the long tests first, the longest first (:data:`DURATIONS`), then the others in their usual
    order: with pytest-xdist's ``load`` scheduling in small chunks this is longest-processing-time-first
    over the workers."""
    seconds = _durations()
    order = {id(item): n for n, item in enumerate(items)}
    items.sort(
        key=lambda item: (
            (0, -seconds.get(item.nodeid, 0.0), order[id(item)])
            if is_long(item)
            else (1, 0.0, order[id(item)])
        )
    )


@cache
def _durations() -> dict[str, float]:
    """The recorded seconds of the long tests (empty when the file is missing or unreadable)."""
    try:
        data = json.loads(DURATIONS.read_text())
    except (OSError, ValueError):
        return {}
    return {str(k): float(v) for k, v in data.items()} if isinstance(data, dict) else {}


def is_long(item: pytest.Item) -> bool:
    """Whether ``item`` is one of the long tests that run first."""
    return (
        LONG_TESTS in item.nodeid
        or item.get_closest_marker("slow") is not None
        or item.nodeid in _durations()
    )


TOOK = pytest.StashKey[collections.Counter[str]]()


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Add up each test's setup, call and teardown (the controller sees every worker's reports)."""
    config = _CONFIG[0]
    if config is not None and config.getoption("--write-durations"):
        config.stash.setdefault(TOOK, collections.Counter())[report.nodeid] += report.duration


_CONFIG: list[pytest.Config | None] = [None]


def pytest_configure(config: pytest.Config) -> None:
    _CONFIG[0] = config
    # The bots of the end-to-end tests are forked from a process that has imported them already
    # (devtools/warmstart.py): about 0.6 s of CPU less for each of some hundred bot starts. COLD_START=1
    # starts real interpreters instead.
    if os.environ.get("COLD_START") != "1":
        warmstart.enable()


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
    """A worker of pytest-xdist hands its count of checked requests to the controller; the controller
    writes the durations when asked (``--write-durations``)."""
    output = getattr(session.config, "workeroutput", None)
    took = session.config.stash.get(TOOK, None)
    if output is None and took:
        long = {nodeid: round(s, 1) for nodeid, s in sorted(took.items()) if s >= 1.0}
        DURATIONS.write_text(json.dumps(long, indent=0, sort_keys=True) + "\n")
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
