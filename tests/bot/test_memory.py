"""Freed memory is given back to the system now and then (glibc's malloc_trim), never more often than
asked, and nowhere it cannot be; large blocks keep a mapping of their own (glibc's mallopt)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from bot import memory
from devtools.botproc import REPO_ROOT


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


PROBE = """
import ctypes, ctypes.util, sys
from bot import memory
from devtools.launch import heap_figures
libc = ctypes.CDLL(ctypes.util.find_library("c"))
libc.malloc.restype = ctypes.c_void_p
libc.malloc.argtypes = [ctypes.c_size_t]
libc.free.argtypes = [ctypes.c_void_p]
if sys.argv[1] == "pinned":
    assert memory.map_large_blocks()
libc.free(libc.malloc(8 * 2**20))
before = heap_figures()["mmapped"]
blocks = [libc.malloc(2**20) for _ in range(4)]
print(heap_figures()["mmapped"] - before)
"""
"""A fresh process frees an 8 MB block, then asks for four 1 MB blocks; prints the bytes mapped apart."""


@pytest.mark.parametrize(("how", "mapped"), [("pinned", True), ("as glibc does", False)])
def test_large_blocks_keep_their_own_mapping_after_a_larger_one_was_freed(how: str, mapped: bool) -> None:
    """Once pinned, megabyte blocks are mapped on their own (and so returned whole when freed) even after
    a larger block was freed; left to itself, glibc raises its threshold to that block and cuts them from
    its heap."""
    if not memory.available():
        pytest.skip("no glibc here")
    probe = subprocess.run(
        [sys.executable, "-c", PROBE, how], cwd=REPO_ROOT, capture_output=True, text=True, timeout=60
    )
    assert probe.returncode == 0, probe.stderr
    assert (int(probe.stdout) >= 4 * 2**20) is mapped


def test_without_glibc_large_blocks_are_left_as_they_are(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the C library has no mallopt, pinning the threshold does nothing and says so."""
    monkeypatch.setattr(memory, "_mallopt", None)
    assert not memory.map_large_blocks()
