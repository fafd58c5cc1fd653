"""Every word the Santiago images show, from the game's text catalogue (keys ``render.*``).

Player names, Cubaner and building names are data and are drawn as they are; everything else goes through
:func:`word`, so a translated catalogue translates the images too.
"""

from __future__ import annotations

from render.common.words import Words
from rules.santiago.messages import CATALOGUE, render

_WORDS = Words(CATALOGUE, render)

word = _WORDS.word
has = _WORDS.has
