"""Every image kind, in every language, with the longest names a player can have: no text leaves its box.

Each text drawn is recorded (:class:`devtools.gallery_text.TextRecorder`: ``fonts.draw_text`` on a canvas,
Pillow's text inside a sprite) and checked: it lies inside the image it is drawn on, no two texts of one
image overlap, and nothing pasted later covers part of it on the image sent. A text that ``fonts.fit`` had
to cut must be one holding a player's name (names may be 32 characters and are cut with an ellipsis; the
game's own words never are).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PIL import Image

from devtools.gallery_text import Box, TextRecorder
from render.common import fonts
from rules import i18n
from tests.render.images import NAMES, images


@pytest.fixture
def drawn() -> Iterator[TextRecorder]:
    """Record every text either game's renderer draws while the test runs (sprite caches cleared)."""
    with TextRecorder() as recorder:
        yield recorder


def _overlap(a: Box, b: Box) -> float:
    """The area two boxes share."""
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return max(0, w) * max(0, h)


COVER_TOLERANCE = 0.02
"""The share of a text's box a paste may cover: a box holds blank room around the letters' ink."""


def _redrawn(text: str, box: Box, other: str, other_box: Box) -> bool:
    """Whether two texts are one drawn twice in place (a letter's halo, then the letter)."""
    centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
    other_centre = ((other_box[0] + other_box[2]) / 2, (other_box[1] + other_box[3]) / 2)
    return text == other and abs(centre[0] - other_centre[0]) <= 3 and abs(centre[1] - other_centre[1]) <= 3


def _is_name(text: str) -> bool:
    """Whether ``text`` holds (the start of) one of the long names, or is a line of one cut in two."""
    return any(name[:6] in text or text.rstrip("\u2026") in name for name in NAMES)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("kind", list(images()))
def test_no_text_leaves_its_box(kind: str, lang: str, drawn: TextRecorder) -> None:
    """The image draws in ``lang`` with 32-character names, every text inside its image, none overlapping,
    none covered."""
    with i18n.speaking(lang):
        image = images()[kind]()
    assert drawn.groups, "nothing was recorded: the instrumentation is broken"
    problems = []
    for group in drawn.groups.values():
        w, h = group.size
        texts = group.entries
        for text, box in texts:
            if box[0] < -1 or box[1] < -1 or box[2] > w + 1 or box[3] > h + 1:
                problems.append(f"{text!r} at {box} leaves its {w}x{h} image")
        for i, (text, box) in enumerate(texts):
            for other, other_box in texts[i + 1 :]:
                if _overlap(box, other_box) > 4 and not _redrawn(text, box, other, other_box):
                    problems.append(f"{text!r} at {box} overlaps {other!r} at {other_box}")
    problems += [
        f"{t.text!r} at {t.box} is {t.covered:.0%} covered"
        for t in drawn.texts(image)
        if t.covered > COVER_TOLERANCE
    ]
    problems += [f"the game's words {text!r} were cut" for text in drawn.cut if not _is_name(text)]
    assert not problems, "\n".join(problems)


def test_the_checks_catch_an_overflow(drawn: TextRecorder) -> None:
    """A text drawn past its image's edge, two texts on top of each other and a cut are all recorded."""
    image = Image.new("RGB", (100, 40))
    fonts.draw_text(image, (60, 5), "Wertungskarte", 20, (255, 255, 255))
    fonts.draw_text(image, (62, 8), "Vogelchip", 20, (255, 255, 255))
    ((_, first), (_, second)) = next(g.entries for g in drawn.groups.values() if g.size == image.size)
    assert first[2] > image.width and _overlap(first, second) > 4
    assert fonts.fit("Leuchtturm Leuchtturm", 20, 40) != "Leuchtturm Leuchtturm" and drawn.cut
