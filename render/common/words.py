"""The words an image shows, looked up in a game's text catalogue under ``render.*`` keys.

Player names and ids are data and are drawn as they are; everything else goes through a :class:`Words`,
so a translated catalogue translates the images too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

PREFIX = "render."


class Words:
    """A game's image words: :meth:`word` fills ``render.<key>``, :meth:`has` tells whether it exists."""

    __slots__ = ("_catalogue", "_render")

    def __init__(self, catalogue: Mapping[str, str], render: Callable[..., str]) -> None:
        self._catalogue = catalogue
        self._render = render

    def word(self, key: str, **params: Any) -> str:
        """The catalogue text ``render.<key>`` with ``params`` filled in."""
        return self._render(PREFIX + key, **params)

    def has(self, key: str) -> bool:
        """Whether the catalogue holds ``render.<key>``."""
        return PREFIX + key in self._catalogue
