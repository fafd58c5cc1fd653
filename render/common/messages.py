"""The words of the pictures every game ends with (the final standings and the score chart), in every
language (``render/common/locales/<lang>.ftl``); each game names its own sources and chart marks in its
catalogue."""

from __future__ import annotations

from pathlib import Path

from rules.i18n import Catalogue

CATALOGUE = Catalogue.from_files("final", Path(__file__).parent / "locales")
