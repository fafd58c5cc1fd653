"""Freed memory is given back to the system now and then (glibc's malloc_trim), never more often than
asked, and nowhere it cannot be."""

from __future__ import annotations

import pytest

from bot import memory


def test_freed_memory_is_given_back_at_most_every_so_often(monkeypatch: pytest.MonkeyPatch) -> None:
    """On glibc the call is made, then refused until ``every`` seconds have passed."""
    calls: list[int] = []
    monkeypatch.setattr(memory, "_trim", lambda pad: calls.append(pad) or 1)
    monkeypatch.setattr(memory, "_last", 0.0)
    assert memory.give_back(every=10.0, now=lambda: 100.0)
    assert not memory.give_back(every=10.0, now=lambda: 105.0)
    assert memory.give_back(every=10.0, now=lambda: 110.0)
    assert calls == [0, 0]


def test_without_glibc_nothing_happens(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the C library has no malloc_trim (musl, macOS), giving back does nothing and says so."""
    monkeypatch.setattr(memory, "_trim", None)
    assert not memory.available()
    assert not memory.give_back(every=0.0)


def test_this_machine_gives_memory_back() -> None:
    """The Linux machines the bot runs on have glibc: the real call is found and made."""
    if not memory.available():
        pytest.skip("no glibc here")
    assert memory.give_back(every=0.0)
