"""Every image kind, in every language, with the longest names a player can have: no text leaves its box.

Each text drawn is recorded (``fonts.draw_text`` on a canvas, ``sprites.text_at`` inside a sprite) and
checked: it lies inside the image it is drawn on, and no two texts of one image overlap. A text that
``fonts.fit`` had to cut must be one holding a player's name (names may be 32 characters and are cut
with an ellipsis; the game's own words never are).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PIL import Image, ImageDraw

from render.common import chart, fonts, standings
from render.common.ending import chart_words, standings_words
from render.santacruz import board, cards, hand, summary
from render.santacruz import sprites as sc_sprites
from render.santacruz.gallery import legal_sites
from render.santiago import board as sg_board
from render.santiago import gallery as sg_gallery
from render.santiago import last_move as sg_last_move
from render.santiago import sprites as sg_sprites
from rules import i18n
from rules.contract import MarkKind, Outcome, ScoreMark, ScoreSheet, SeatResult
from rules.santacruz.actions import Score
from rules.santacruz.events import Scored, built_sites
from rules.santacruz.messages import render as sc_say
from rules.santacruz.scoring import CATEGORIES
from rules.santacruz.views import PlayerView, PublicView, player_view, public_view
from rules.santiago import views as sg_views
from tests.render.santiago.states import moment as sg_moment
from tests.render.states import eruption, moment

NAMES = (
    "Wolfgang-Maximilian Großherzogßß",
    "Françoise-Éléonore Chateaubriand",
    "王小明王小明王小明王小明王小明王小明王小明王小明王小明王小明王小",
    "😀🎲😀🎲 Émoji Überlänge 😀🎲😀🎲😀🎲😀🎲",
)
"""Four names of 32 characters: German, French, CJK and emoji with accents, each as wide as it gets."""

Box = tuple[int, int, int, int]


@dataclasses.dataclass
class Drawn:
    """The texts drawn on each image (by the image's id) and the cuts ``fit`` made."""

    texts: dict[int, list[tuple[str, Box, tuple[int, int]]]] = dataclasses.field(default_factory=dict)
    cut: list[str] = dataclasses.field(default_factory=list)
    kept: list[object] = dataclasses.field(default_factory=list)

    def add(self, target: object, text: str, box: Box, size: tuple[int, int]) -> None:
        """Record ``text`` drawn at ``box`` on ``target`` (an image or a drawing) of ``size``."""
        if id(target) not in self.texts:
            self.kept.append(target)
        self.texts.setdefault(id(target), []).append((text, box, size))


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[Drawn]:
    """Record every text either game's renderer draws while the test runs (sprite caches cleared first)."""
    record = Drawn()
    draw_text, text_at, fit = fonts.draw_text, sc_sprites.text_at, fonts.fit

    def recording_draw_text(image: Image.Image, xy: tuple[float, float], text: str, *a: Any, **k: Any) -> Box:
        box = draw_text(image, xy, text, *a, **k)
        if text:
            record.add(image, text, box, image.size)
        return box

    def recording_text_at(
        d: ImageDraw.ImageDraw,
        xy: tuple[float, float],
        text: str,
        size: int,
        k: float,
        fill: Any,
        *,
        bold: bool = True,
        anchor: str = "mm",
    ) -> None:
        text_at(d, xy, text, size, k, fill, bold=bold, anchor=anchor)
        font = fonts.font(round(size * k), bold)
        left, top, right, bottom = d.textbbox((xy[0] * k, xy[1] * k), text, font=font, anchor=anchor)
        scaled = (int(left / k), int(top / k), int(right / k), int(bottom / k))
        record.add(d, text, scaled, (int(d.im.size[0] / k), int(d.im.size[1] / k)))

    def recording_fit(text: str, size: int, max_width: int, bold: bool = False) -> str:
        out = fit(text, size, max_width, bold)
        if out != text:
            record.cut.append(text)
        return out

    monkeypatch.setattr(fonts, "draw_text", recording_draw_text)
    monkeypatch.setattr(sc_sprites, "text_at", recording_text_at)
    monkeypatch.setattr(sg_sprites, "text_at", recording_text_at)
    monkeypatch.setattr(fonts, "fit", recording_fit)
    for cached in CACHED:
        cached.cache_clear()
    yield record
    for cached in CACHED:
        cached.cache_clear()


CACHED = (
    cards._scoring_card,
    cards._building_card,
    sg_sprites._cubaner_tile,
    sg_sprites._harbour_tile,
    sg_sprites._building_row,
)
"""The sprite caches holding words: cleared so each test draws (and records) its texts anew."""


def _named(view: PublicView) -> PublicView:
    """``view`` with the long names in place of the players' own."""
    players = tuple(dataclasses.replace(p, name=NAMES[p.seat]) for p in view.players)
    return dataclasses.replace(view, players=players)


def _named_private(view: PlayerView) -> PlayerView:
    """A private view with the long names."""
    return dataclasses.replace(view, public=_named(view.public))


def _santiago_named(view: sg_views.PublicView) -> sg_views.PublicView:
    """A Santiago public view with the long names."""
    players = tuple(dataclasses.replace(p, name=NAMES[p.seat]) for p in view.players)
    return dataclasses.replace(view, players=players)


def _santiago_board(name: str) -> Callable[[], object]:
    """The Santiago public board at the seeded moment ``name``, its last move marked, with the long names."""
    found = sg_moment(name)
    marks = sg_last_move(found.events)
    return lambda: sg_board.board_image(_santiago_named(sg_views.public_view(found.state)), last_move=marks)


def _santiago_private(found: sg_gallery.Moment) -> Callable[[], object]:
    """The awaited seat's private Santiago board at ``found`` (holdings, fares), with the long names."""
    view = sg_views.player_view(found.state, found.state.to_move)
    named = dataclasses.replace(view, public=_santiago_named(view.public))
    return lambda: sg_board.private_board_image(named, last_move=sg_last_move(found.events))


def _santiago_images() -> dict[str, Callable[[], object]]:
    """Santiago's public board at moments whose words differ (a delivery round's tags, a tribute, a
    building's use, the end) and private boards with their legend and fares."""
    use = sg_gallery.find(4, lambda m: m.state.phase == "use", first_seed=9)
    return {
        **{f"santiago-{name}": _santiago_board(name) for name in ("start", "delivery", "give", "end")},
        "santiago-face-down": _santiago_board("face_down"),
        "santiago-use": _santiago_private(use),
        "santiago-private-late": _santiago_private(sg_moment("late")),
        "santiago-private-hidden": _santiago_private(sg_moment("hidden")),
    }


def _images() -> dict[str, Callable[[], object]]:
    """Every image kind the bot posts, drawn from seeded states with the long names."""
    play, draft2, end, double = moment(4, "play"), moment(4, "draft2"), moment(4, "end"), moment(3, "double")
    discard, landing, erupted = moment(2, "discard"), moment(4, "landing"), eruption(4)
    assert isinstance(erupted.action, Score)
    card = erupted.action.card
    scored = [e for e in erupted.events if isinstance(e, Scored)]
    marks = (ScoreMark(1, MarkKind.DIVIDER, "round2"), ScoreMark(2, MarkKind.EVENT, "eruption"))
    points = tuple((1, 9, 0, 0, 0, 0, 0, 0, 0) for _ in NAMES)
    sheet = ScoreSheet(CATEGORIES, points, ((0, 0, 0, 0), (3, 12, 7, 0), (10, 22, 31, 45)), marks)
    result = Outcome(tuple(SeatResult(10, rank) for rank in (1, 2, 3, 4)))
    return {
        "board-play": lambda: board.board_image(
            _named(public_view(play.state)),
            highlights=legal_sites(play.state),
            last_move=built_sites(play.events),
        ),
        "board-double": lambda: board.board_image(_named(public_view(double.state))),
        "board-draft2": lambda: board.board_image(_named(public_view(draft2.state))),
        "board-end": lambda: board.board_image(_named(public_view(end.state))),
        "panel-landing": lambda: board.render_panel_board(
            _named(public_view(landing.state)), legal_sites(landing.state)
        ),
        "hand-discard": lambda: hand.hand_image(
            _named_private(player_view(discard.state, min(range(len(discard.state.players)))))
        ),
        "hand-play": lambda: hand.hand_image(_named_private(player_view(play.state, 0))),
        "summary": lambda: summary.summary_image(_named(public_view(erupted.state)), card, scored),
        "standings": lambda: standings.standings_image(
            NAMES, result, sheet, standings_words(sc_say, NAMES, result, sheet)
        ),
        "chart": lambda: chart.chart_image(NAMES, sheet, chart_words(sc_say, sheet)),
        **_santiago_images(),
    }


def _overlap(a: Box, b: Box) -> int:
    """The area two boxes share."""
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return max(0, w) * max(0, h)


def _is_name(text: str) -> bool:
    """Whether ``text`` holds (the start of) one of the long names, or is a line of one cut in two."""
    return any(name[:6] in text or text.rstrip("\u2026") in name for name in NAMES)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("kind", list(_images()))
def test_no_text_leaves_its_box(kind: str, lang: str, drawn: Drawn) -> None:
    """The image draws in ``lang`` with 32-character names, every text inside its image, none overlapping."""
    with i18n.speaking(lang):
        _images()[kind]()
    assert drawn.texts, "nothing was recorded: the instrumentation is broken"
    problems = []
    for texts in drawn.texts.values():
        for text, box, (w, h) in texts:
            if box[0] < -1 or box[1] < -1 or box[2] > w + 1 or box[3] > h + 1:
                problems.append(f"{text!r} at {box} leaves its {w}x{h} image")
        for i, (text, box, _) in enumerate(texts):
            for other, other_box, _ in texts[i + 1 :]:
                if _overlap(box, other_box) > 4:
                    problems.append(f"{text!r} at {box} overlaps {other!r} at {other_box}")
    problems += [f"the game's words {text!r} were cut" for text in drawn.cut if not _is_name(text)]
    assert not problems, "\n".join(problems)


def test_the_checks_catch_an_overflow(drawn: Drawn) -> None:
    """A text drawn past its image's edge and two texts on top of each other are both recorded."""
    image = Image.new("RGB", (100, 40))
    fonts.draw_text(image, (60, 5), "Wertungskarte", 20, (255, 255, 255))
    fonts.draw_text(image, (62, 8), "Vogelchip", 20, (255, 255, 255))
    ((_, first, size), (_, second, _)) = drawn.texts[id(image)]
    assert first[2] > size[0] and _overlap(first, second) > 4
    assert fonts.fit("Leuchtturm Leuchtturm", 20, 40) != "Leuchtturm Leuchtturm" and drawn.cut
