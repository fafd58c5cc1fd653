"""Every word the Santiago images show, from the game's text catalogue (keys ``render.*``).

Player and Cubaner names are data and are drawn as they are; everything else (building names included)
goes through :func:`word` or :func:`building_name`, so a translated catalogue translates the images too.
"""

from __future__ import annotations

from render.common.words import Words
from rules.i18n import current as current_language
from rules.santiago.messages import CATALOGUE, building, render

_WORDS = Words(CATALOGUE, render)

word = _WORDS.word
has = _WORDS.has
building_name = building
language = current_language
"""The language the words are read in now (part of the key of every cached sprite holding words)."""
