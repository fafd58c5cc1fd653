"""Every registered game, the test-only High Card included, for the conformance suite (issue 26)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import tests.toygame


@pytest.fixture(autouse=True)
def _high_card_registered() -> Iterator[None]:
    """High Card is in both registries for each conformance test, and only then."""
    tests.toygame.register()
    try:
        yield
    finally:
        tests.toygame.unregister()
