"""The Santa Cruz text catalogue: every sentence a player can read, by key, in English, German, French.

The engine raises errors by key; the bot and the renderer take their words from here too. The sentences
are Project Fluent files, ``locales/<lang>.ftl``, with the same messages and variables in every language
(terms from the rulebooks: ``GLOSSARY.md``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rules.i18n import Catalogue

CATALOGUE = Catalogue.from_files("santacruz", Path(__file__).parent / "locales")
"""The game's sentences in every language; as a mapping, each key's English pattern."""


def render(key: str, **params: Any) -> str:
    """The catalogue sentence for ``key`` with ``params`` filled in, in the language in force."""
    return CATALOGUE.text(key, **params)
