"""Pictures that read at 400 px (issue 28): Discord shows an image about 400 px wide on a phone.

Measured by :class:`devtools.gallery_text.TextRecorder` as cap heights (the height of a capital letter
or a digit) at that width, on every image kind in every language with the longest names:

* every site code a button names is at least :data:`SITE_CODE` px tall on the image the player looks at
  while choosing: the public board (any site may be named) and the private panel board (up to 17 sites);
* every other text is at least :data:`FLOOR` px tall. That is what a 20 px font gives on the 1200 px
  boards, the smallest size their words, numbers and players' letters now share (it was 14 px, 3.3 px
  tall on a phone, before issue 28); the 800 px pictures (summary, standings, chart) stay far above it.
"""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from devtools.gallery import measure, site_codes, smallest
from devtools.gallery_text import TextRecorder, cap_height, shown_height
from render.common import fonts, sprites
from rules import i18n
from tests.render.images import images, santacruz_choices

SITE_CODE = 8.0
"""The least cap height at 400 px of a site code a button names."""
FLOOR = 4.75
"""The least cap height at 400 px of any text (a 20 px font on a 1200 px image)."""


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("kind", list(santacruz_choices()))
def test_every_site_a_button_names_reads_8_px_tall(kind: str, lang: str) -> None:
    """Each named site's code shows on the choosing image, its capitals 8 px tall or more at 400 px."""
    choice = santacruz_choices()[kind]
    with TextRecorder() as recorder, i18n.speaking(lang):
        image = choice.draw()
        codes = site_codes(recorder.texts(image), choice.sites)
    assert set(codes) == choice.sites, f"codes not shown: {sorted(choice.sites - set(codes))}"
    scale = min(1.0, 400 / image.width)
    small = {sid: round(cap * scale, 2) for sid, cap in codes.items() if cap * scale < SITE_CODE}
    assert not small, f"site codes under {SITE_CODE} px at 400 px: {small}"


def test_the_crowded_panel_names_up_to_17_sites() -> None:
    """The landing panel is the crowded case the rule is about: 13 to 17 candidate sites."""
    assert 13 <= len(santacruz_choices()["panel-landing"].sites) <= 17


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("kind", list(images()))
def test_every_text_reads_at_400_px(kind: str, lang: str) -> None:
    """The smallest text of the image is :data:`FLOOR` px tall or more once shown 400 px wide."""
    (found,) = measure([kind], [lang])
    assert found.smallest >= FLOOR, f"{found.text!r} is {found.smallest:.2f} px tall at 400 px"


def test_the_recorder_follows_a_text_from_its_sprite_to_the_image() -> None:
    """A text drawn in a sprite at four times its size reads at its own size on the canvas it is
    pasted on; a crop keeps it where it lands; a sprite pasted over it whole takes it off, one pasted
    over part of it marks the part covered."""
    with TextRecorder() as recorder:
        badge = sprites.draw_sprite(
            (80, 40), lambda d, k: sprites.text_at(d, (40, 20), "C03", 30, k, (0, 0, 0))
        )
        canvas = Image.new("RGB", (1200, 600))
        canvas.paste(badge, (100, 50), badge)
        fonts.draw_text(canvas, (600, 300), "Legend", 24, (255, 255, 255))
        code, legend = recorder.texts(canvas)
        assert code.text == "C03" and abs(code.cap - cap_height(30)) < 0.5 and legend.text == "Legend"
        assert 100 < code.box[0] < code.box[2] < 180 and 50 < code.box[1] < code.box[3] < 90
        assert round(shown_height(code, canvas.width), 1) == round(cap_height(30) / 3, 1)
        cut = canvas.crop((90, 40, 400, 200))
        assert [t.text for t in recorder.texts(cut)] == ["C03"]
        cover = Image.new("RGBA", (200, 100), (0, 0, 0, 255))
        canvas.paste(cover, (80, 30), cover)
        canvas.paste(cover, (590, 320), cover)
        (legend_left,) = recorder.texts(canvas)
        assert legend_left.text == "Legend" and 0.2 < legend_left.covered < 0.9
        assert smallest(recorder.texts(canvas), canvas.width) == legend_left
        canvas.paste(cover, (590, 290), cover)
        assert recorder.texts(canvas) == []


def test_a_text_drawn_by_pillow_alone_is_recorded() -> None:
    """Text Pillow draws straight on an image (a player's letter on a building) counts too."""
    with TextRecorder() as recorder:
        image = Image.new("RGB", (400, 200))
        ImageDraw.Draw(image).text((10, 10), "W", font=fonts.font(40, True), fill=(255, 255, 255))
        (letter,) = recorder.texts(image)
    assert letter.text == "W" and abs(letter.cap - cap_height(40)) < 0.5
