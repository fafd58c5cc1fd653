"""The examples in the engine's docstrings run and print what they claim."""

from __future__ import annotations

import doctest
from types import ModuleType

import pytest

from rules.santacruz import engine, notation
from rules.santiago import engine as santiago_engine
from rules.santiago import narrate as santiago_narrate
from rules.santiago import notation as santiago_notation

MODULES = [engine, notation, santiago_engine, santiago_notation, santiago_narrate]


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__)
def test_docstring_examples_hold(module: ModuleType) -> None:
    """Every ``>>>`` example of the module gives the output its docstring shows."""
    result = doctest.testmod(module, raise_on_error=False)
    assert result.attempted > 0
    assert result.failed == 0
