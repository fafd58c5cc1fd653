"""The bot core's text catalogue: every sentence the core (lobby, errors, permissions) shows.

The sentences are Project Fluent files, ``bot/locales/<lang>.ftl`` (English, German, French) with the
same messages and variables (``tests/i18n`` checks); each game keeps its own catalogue.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rules.i18n import Catalogue

CATALOGUE = Catalogue.from_files("core", Path(__file__).parent / "locales")
"""The core's sentences in every language."""


def text(key: str, **params: Any) -> str:
    """The core sentence for ``key`` with ``params`` filled in, in the language in force."""
    return CATALOGUE.text(key, **params)
