"""The playground's page in a real browser (issue 43): Playwright drives Debian's Chromium against
``python -m bot local`` in its own process (computers without a wait), one playground per test worker.

Without Chromium the tests are skipped with one line saying how to install it; with ``CI=true`` a missing
browser fails the run instead (``scripts/test.sh`` installs it where it may). Screenshots go to a
``tests/browser/screens/`` when ``SCREENS=1`` asks to regenerate them (otherwise none are written).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from devtools.playground_run import PlaygroundProcess

INSTALL = "sudo apt install chromium (Debian's Chromium; DEVELOPING.md, Browser tests)"
SCREENS = Path(__file__).with_name("screens")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
"""Headless Chromium on a machine without a network: no call home (it would be refused, many at a time)."""


def chromium() -> str | None:
    """The system's Chromium, if installed."""
    return shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.fixture(scope="session")
def browser_path() -> str:
    found = chromium()
    if found is None:
        if os.environ.get("CI") == "true":
            pytest.fail(f"the browser tests need Chromium and CI=true: {INSTALL}")
        pytest.skip(f"Chromium is not installed: {INSTALL}")
    return found


@pytest.fixture(scope="session")
def playground(tmp_path_factory: pytest.TempPathFactory, browser_path: str) -> Iterator[PlaygroundProcess]:
    with PlaygroundProcess(tmp_path_factory.mktemp("playground") / "local") as run:
        run.wait_up()
        yield run


@pytest.fixture(scope="module")
def browser(browser_path: str) -> Iterator[object]:
    """Chromium, for one module: Playwright's sync API keeps an event loop of its own running while it is
    open, which the asyncio tests that a worker runs after this module must not find."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=browser_path, args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture(scope="session")
def screens() -> Path | None:
    """Where the screenshots go: ``tests/browser/screens/`` with ``SCREENS=1``; else none are taken (the
    phone checks still run)."""
    if os.environ.get("SCREENS") == "1":
        SCREENS.mkdir(exist_ok=True)
        return SCREENS
    return None
