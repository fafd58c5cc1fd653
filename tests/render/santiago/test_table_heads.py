"""The players' table's column heads in every language: none touches its neighbour, none runs over the
panel's edge (languages.md de H-2 and fr H-2: "Zucker Zitrus Tabak" and "sucre agrumes" touched,
"marqueurs" was cut at the right edge)."""

from __future__ import annotations

import itertools

import pytest

from devtools.gallery_text import Text, TextRecorder
from render.santiago import layout
from rules import i18n
from tests.render.images import santiago_images

GAP = 6
"""The least room, in px of the full-size board, between two column words."""
KINDS = ("santiago-start", "santiago-end", "santiago-use", "santiago-private-hidden")
"""Boards while playing (public and private, holdings shown and hidden) and once the game is over."""


def _heads(kind: str, lang: str) -> list[Text]:
    """The words drawn in the table's head row of ``kind`` in ``lang``, left to right."""
    with TextRecorder() as recorder, i18n.speaking(lang):
        texts = recorder.texts(santiago_images()[kind]())
    top, bottom = layout.TABLE_Y, layout.TABLE_Y + layout.HEAD_H
    return sorted((t for t in texts if top <= t.box[1] and t.box[3] <= bottom), key=lambda t: t.box[0])


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("kind", KINDS)
def test_no_column_head_touches_its_neighbour_or_the_edge(kind: str, lang: str) -> None:
    """languages.md de H-2, fr H-2: every column word stands apart from the next by :data:`GAP` px and
    inside the panel."""
    heads = _heads(kind, lang)
    assert len(heads) >= 3, [t.text for t in heads]
    close = [
        (a.text, b.text, round(b.box[0] - a.box[2]))
        for a, b in itertools.pairwise(heads)
        if b.box[0] - a.box[2] < GAP
    ]
    assert not close, f"column words closer than {GAP} px: {close}"
    left, right = layout.MARGIN, layout.WIDTH - layout.MARGIN
    out = [t.text for t in heads if t.box[0] < left + GAP or t.box[2] > right - GAP]
    assert not out, f"column words over the panel's edge: {out}"
