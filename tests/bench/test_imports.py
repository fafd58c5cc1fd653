"""Every benchmark under ``bench/`` still imports against the code it measures: a module moved or a name
renamed must not leave a benchmark that fails at its first line (the type checker does not read them)."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"


@pytest.mark.parametrize("name", sorted(p.stem for p in BENCH.glob("*.py")))
def test_the_benchmark_imports(name: str) -> None:
    """Importing ``bench.<name>`` runs its imports and definitions (not the benchmark itself)."""
    module = importlib.import_module(f"bench.{name}")
    assert module.__doc__, f"bench/{name}.py says what it measures in its docstring"
