"""The pictures every game ends with, drawn the same way for all games: the final standings (each
player's points by source) and the score chart, from the game's :class:`~rules.contract.ScoreSheet` and
:class:`~rules.contract.Outcome`.

The game's catalogue lookup ``say`` names its sources (``render.category.<source>``) and chart marks
(``render.chart.<mark>``); the rest comes from :mod:`render.common.messages`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from render.common import fonts
from render.common.chart import ChartWords, render_score_chart
from render.common.messages import CATALOGUE
from render.common.standings import StandingsWords, render_standings
from rules.contract import Outcome, ScoreSheet
from rules.i18n import join_list

Say = Callable[..., str]
"""A game's catalogue lookup."""


def standings_words(say: Say, names: Sequence[str], outcome: Outcome, sheet: ScoreSheet) -> StandingsWords:
    """The standings' words in the language in force: the winner (or the shared win) by name, each
    source by the game's name for it, each seat's place."""
    winners = outcome.winners
    headline = (
        CATALOGUE.text("final.winner", name=names[winners[0]])
        if len(winners) == 1
        else CATALOGUE.text("final.winners", names=join_list([names[seat] for seat in winners]))
    )
    return StandingsWords(
        title=CATALOGUE.text("final.title"),
        headline=headline,
        sources=tuple(say(f"render.category.{source}") for source in sheet.sources),
        total=CATALOGUE.text("final.total"),
        places=tuple(CATALOGUE.text("final.place", rank=seat.rank) for seat in outcome.seats),
    )


def chart_words(say: Say, sheet: ScoreSheet) -> ChartWords:
    """The chart's words in the language in force, each mark named by the game."""
    return ChartWords(
        title=CATALOGUE.text("final.chart"),
        moves=CATALOGUE.text("final.moves"),
        marks=tuple(say(f"render.chart.{mark.key}", **dict(mark.params)) for mark in sheet.marks),
    )


def end_pictures(say: Say, names: Sequence[str], outcome: Outcome, sheet: ScoreSheet) -> tuple[bytes, bytes]:
    """The final standings and the score chart as PNG bytes, in the language in force; drawn once per
    game, so their text is not kept (:func:`fonts.one_off`)."""
    with fonts.one_off():
        standings = render_standings(names, outcome, sheet, standings_words(say, names, outcome, sheet))
        return standings, render_score_chart(names, sheet, chart_words(say, sheet))
