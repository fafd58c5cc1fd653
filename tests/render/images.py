"""Every image kind the bot posts, drawn from seeded states with the longest names a player can have:
the images the overflow and legibility tests check and the gallery (``python -m devtools.gallery``) shows.

Each entry draws a Pillow image (not PNG bytes), so that a :class:`devtools.gallery_text.TextRecorder`
can tell what it shows.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from PIL import Image

from render.common import chart, standings
from render.common.ending import chart_words, standings_words
from render.santacruz import board, hand, summary
from render.santacruz.gallery import find, legal_sites
from render.santiago import board as sg_board
from render.santiago import gallery as sg_gallery
from render.santiago import last_move as sg_last_move
from render.santiago.scaled import PHONE
from rules.contract import MarkKind, Outcome, ScoreMark, ScoreSheet, SeatResult
from rules.santacruz import gamedata
from rules.santacruz.actions import Score
from rules.santacruz.engine import awaiting
from rules.santacruz.events import Scored, built_sites
from rules.santacruz.messages import render as sc_say
from rules.santacruz.scoring import CATEGORIES
from rules.santacruz.views import PlayerView, PublicView, player_view, public_view
from rules.santiago import views as sg_views
from rules.santiago.engine import outcome as sg_outcome
from rules.santiago.messages import render as sg_say
from rules.santiago.records import export_record as sg_export_record
from rules.santiago.timeline import score_sheet as sg_score_sheet
from tests.render.santiago.states import moment as sg_moment
from tests.render.states import eruption, moment

NAMES = (
    "Wolfgang-Maximilian Großherzogßß",
    "Françoise-Éléonore Chateaubriand",
    "王小明王小明王小明王小明王小明王小明王小明王小明王小明王小明王小",
    "😀🎲😀🎲 Émoji Überlänge 😀🎲😀🎲😀🎲😀🎲",
)
"""Four names of 32 characters: German, French, CJK and emoji with accents, each as wide as it gets."""

Draw = Callable[[], Image.Image]
"""Draws one image in the language in force."""


@dataclasses.dataclass(frozen=True, slots=True)
class Choice:
    """An image a player looks at while choosing a site, and the sites its buttons name."""

    draw: Draw
    sites: frozenset[str]


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


def _santiago_board(name: str) -> Draw:
    """The Santiago public board at the seeded moment ``name``, its last move marked, with the long names."""
    found = sg_moment(name)
    marks = sg_last_move(found.events)
    return lambda: sg_board.board_image(_santiago_named(sg_views.public_view(found.state)), last_move=marks)


def _santiago_phone(name: str) -> Draw:
    """:func:`_santiago_board` drawn natively for a phone, as a turn message shows it (issue 46)."""
    found = sg_moment(name)
    marks = sg_last_move(found.events)
    view = _santiago_named(sg_views.public_view(found.state))
    return lambda: sg_board.board_image(view, last_move=marks, scale=PHONE)


def _santiago_private(found: sg_gallery.Moment) -> Draw:
    """The awaited seat's private Santiago board at ``found`` (holdings, fares), with the long names."""
    view = sg_views.player_view(found.state, found.state.to_move)
    named = dataclasses.replace(view, public=_santiago_named(view.public))
    return lambda: sg_board.private_board_image(named, last_move=sg_last_move(found.events))


def _sheet() -> tuple[ScoreSheet, Outcome]:
    """A score sheet with a round divider and an eruption, and the outcome that goes with it."""
    marks = (ScoreMark(1, MarkKind.DIVIDER, "round2"), ScoreMark(2, MarkKind.EVENT, "eruption"))
    points = tuple((1, 9, 0, 0, 0, 0, 0, 0, 0) for _ in NAMES)
    sheet = ScoreSheet(CATEGORIES, points, ((0, 0, 0, 0), (3, 12, 7, 0), (10, 22, 31, 45)), marks)
    return sheet, Outcome(tuple(SeatResult(10, rank) for rank in (1, 2, 3, 4)))


def _santiago_sheet() -> tuple[ScoreSheet, Outcome]:
    """Santiago's score sheet and outcome at the end of its seeded game, under the long names."""
    found = sg_moment("end")
    result = sg_outcome(found.state)
    assert result is not None
    return sg_score_sheet(sg_export_record(found.state)), result


def _every_card(view: PlayerView) -> PlayerView:
    """``view`` holding every scoring card; the longest ones carry the badges ("new in round 2" on
    *Fish and sheep*, "discarded" on *Fish*: four lines of effect in French and German)."""
    ids = [c for c in gamedata.cards().scoring if c != "fish"]
    return dataclasses.replace(
        _named_private(view),
        hand_scoring=tuple(ids),
        new_card=None,
        fresh_card="fish-sheep",
        discarded="fish",
    )


def santacruz_choices() -> dict[str, Choice]:
    """The Santa Cruz images a player looks at while choosing where to build, and the sites named: the
    public board (any site may be named; the 1200 px board and the phone's 600 px one a turn message
    shows) and the private panel boards (the legal sites, up to 17)."""
    play, double, landing = moment(4, "play"), moment(3, "double"), moment(4, "landing")
    every = frozenset(public_view(play.state).sites)
    return {
        "public-small": Choice(
            lambda: board.small_public_image(
                _named(public_view(play.state)), last_move=built_sites(play.events)
            ),
            every,
        ),
        "board-play": Choice(
            lambda: board.board_image(
                _named(public_view(play.state)),
                highlights=legal_sites(play.state),
                last_move=built_sites(play.events),
            ),
            every,
        ),
        "panel-landing": Choice(
            lambda: board.panel_image(_named(public_view(landing.state)), legal_sites(landing.state)),
            legal_sites(landing.state),
        ),
        "panel-play": Choice(
            lambda: board.panel_image(_named(public_view(play.state)), legal_sites(play.state)),
            legal_sites(play.state),
        ),
        "panel-double": Choice(
            lambda: board.panel_image(_named(public_view(double.state)), legal_sites(double.state)),
            legal_sites(double.state),
        ),
    }


def santiago_images() -> dict[str, Draw]:
    """Santiago's public board at moments whose words differ (a delivery round's tags, a tribute, a
    building's use, the end), private boards with their legend and fares, and the end pictures."""
    use = sg_gallery.find(4, lambda m: m.state.phase == "use", first_seed=9)
    sheet, result = _santiago_sheet()
    return {
        **{f"santiago-{name}": _santiago_board(name) for name in ("start", "delivery", "give", "end")},
        "santiago-face-down": _santiago_board("face_down"),
        **{f"santiago-phone-{name}": _santiago_phone(name) for name in ("delivery", "end")},
        "santiago-use": _santiago_private(use),
        "santiago-private-late": _santiago_private(sg_moment("late")),
        "santiago-private-hidden": _santiago_private(sg_moment("hidden")),
        "santiago-standings": lambda: standings.standings_image(
            NAMES, result, sheet, standings_words(sg_say, NAMES, result, sheet)
        ),
        "santiago-chart": lambda: chart.chart_image(NAMES, sheet, chart_words(sg_say, sheet)),
    }


def images() -> dict[str, Draw]:
    """Every image kind the bot posts, drawn from seeded states with the long names."""
    draft2, end, double = moment(4, "draft2"), moment(4, "end"), moment(3, "double")
    discard, play, erupted = moment(2, "discard"), moment(4, "play"), eruption(4)
    assert isinstance(erupted.action, Score)
    card = erupted.action.card
    scored = [e for e in erupted.events if isinstance(e, Scored)]
    round2 = find(3, lambda m: m.state.round == 2 and m.state.phase == "play" and len(m.state.moves) > 40)
    sheet, result = _sheet()
    return {
        **{name: choice.draw for name, choice in santacruz_choices().items()},
        "board-double": lambda: board.board_image(_named(public_view(double.state))),
        "board-draft2": lambda: board.board_image(_named(public_view(draft2.state))),
        "board-end": lambda: board.board_image(_named(public_view(end.state))),
        "hand-discard": lambda: hand.hand_image(
            _named_private(player_view(discard.state, min(range(len(discard.state.players)))))
        ),
        "hand-play": lambda: hand.hand_image(_named_private(player_view(play.state, 0))),
        "hand-every-card": lambda: hand.hand_image(_every_card(player_view(discard.state, 0))),
        "hand-round2": lambda: hand.hand_image(
            _named_private(player_view(round2.state, min(awaiting(round2.state))))
        ),
        "summary": lambda: summary.summary_image(_named(public_view(erupted.state)), card, scored),
        "standings": lambda: standings.standings_image(
            NAMES, result, sheet, standings_words(sc_say, NAMES, result, sheet)
        ),
        "chart": lambda: chart.chart_image(NAMES, sheet, chart_words(sc_say, sheet)),
        **santiago_images(),
    }
