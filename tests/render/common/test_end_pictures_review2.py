"""The end pictures as German and French readers read them (languages-2.md G-7, G-8, FR-39): the score
chart's divider labels never overlap and name the line they stand by, its legend shows names whole,
and the Santiago standings keep Casino VP in a row of their own."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from render.common import chart, fonts
from render.common.ending import chart_words, standings_words
from rules import i18n
from rules.contract import MarkKind, ScoreMark, ScoreSheet
from rules.santiago import GAME as SANTIAGO
from rules.santiago.engine import apply_in_place
from rules.santiago.events import Gained
from rules.santiago.messages import render as santiago_say
from rules.santiago.records import start_state
from rules.santiago.simulate import play_random_game
from rules.santiago.timeline import SOURCES


def _spans(placed: list[tuple[int, float]], widths: list[float]) -> list[tuple[int, float, float]]:
    return [(row, left, left + w) for (row, left), w in zip(placed, widths, strict=True)]


def test_divider_labels_never_overlap_however_close_the_lines() -> None:
    """languages-2.md G-7: "the labels overlap ("Schiff 6 Schiff 7", "Navire 5 / Navire 6")": seven
    ships sailing a few moves apart get seven labels, none overlapping another, each starting right of
    its own line (where what it names begins), all inside the plot."""
    starts = [100.0, 130.0, 140.0, 150.0, 400.0, 405.0, 610.0]
    widths = [110.0] * len(starts)
    placed = chart.place_dividers(starts, widths, 64.0, 610.0)
    spans = _spans(placed, widths)
    for (row_a, a0, a1), (row_b, b0, b1) in itertools.combinations(spans, 2):
        assert row_a != row_b or a1 + 6 <= b0 or b1 + 6 <= a0
    for start, (_, left, right) in zip(starts, spans, strict=True):
        assert left >= 64.0 and right <= 610.0
        assert left >= start or right == 610.0


@pytest.mark.parametrize(
    ("lang", "label"), [("en", "Ship 1 sails"), ("de", "Schiff 1 ab"), ("fr", "Navire 1 part")]
)
def test_a_ship_line_is_named_as_the_departure_it_marks(lang: str, label: str) -> None:
    """languages-2.md G-7: the segment of ship 2 carried "Ship 1", because the label of the line where
    ship 1 sails named the ship; the line's label now says that the ship sails there."""
    sheet = ScoreSheet(
        ("start",), ((1,),), ((1,), (1,)), (ScoreMark(1, MarkKind.DIVIDER, "ship", (("ship", 1),)),)
    )
    with i18n.speaking(lang):
        assert chart_words(santiago_say, sheet).marks == (label,)


def test_the_legend_shows_long_names_whole() -> None:
    """languages-2.md FR-39: the legend cut "103 Geneviève" to "103 Genevi…": a long name widens the
    margin or wraps to a second line, never cut."""
    for text in ("103 Geneviève", "103 Geneviève-Marie de la Tour du Pin", "88 Björn Ingvar Johansson"):
        lines = chart.legend_lines(text, chart.LEGEND_MAX - chart.LEGEND_PAD)
        assert " ".join(lines) == text
        assert all(
            fonts.width(line, chart.SMALL, True) <= chart.LEGEND_MAX - chart.LEGEND_PAD for line in lines
        )


def test_a_chart_with_long_names_draws_them_whole() -> None:
    """languages-2.md FR-39: the chart itself keeps the 800 px width with four long names and draws no
    ellipsis (the legend's room grows up to its maximum)."""
    names = ["Geneviève", "Aurélie-Charlotte", "Jürgen Müller-Lüdenscheidt", "Amélie"]
    scores = tuple((0, 0, 0, 0) if step == 0 else (103, 40 + step, 37, 25) for step in range(30))
    sheet = ScoreSheet(("start",), ((103,), (69,), (37,), (25,)), scores, ())
    image = chart.chart_image(names, sheet, chart.ChartWords("Scores", "moves", ()))
    assert image.size == (chart.WIDTH, chart.HEIGHT)
    texts = [f"{score} {name}" for score, name in zip((103, 69, 37, 25), names, strict=True)]
    widest = max(fonts.width(text, chart.SMALL, True) for text in texts)
    room = max(chart.RIGHT, min(chart.LEGEND_MAX, widest + chart.LEGEND_PAD)) - chart.LEGEND_PAD
    assert all(" ".join(chart.legend_lines(text, room)) == text for text in texts)


def _casino_game() -> dict[str, Any]:
    """A random game's record in which someone sells VP at the Casino."""
    for seed in range(1, 200):
        record = SANTIAGO.record(play_random_game(2 + seed % 3, seed).state)
        replay = start_state(record)
        for line in record["moves"]:
            if any(
                isinstance(e, Gained) and e.source == "casino" and e.changes.get("vp", 0) < 0
                for e in apply_in_place(replay, line)
            ):
                return record
    pytest.fail("no random game sold VP at the Casino")


def test_casino_vp_have_a_row_of_their_own() -> None:
    """languages-2.md G-8: "the Gebäude row is −6 / −9, because Casino sales are counted as building
    points": the VP bought and sold at the Casino are a row of their own, so the buildings row is never
    negative, and the rows still add up to each final score."""
    record = _casino_game()
    sheet = SANTIAGO.score_sheet(record)
    casino, buildings = SOURCES.index("casino"), SOURCES.index("buildings")
    replay = start_state(record)
    expected = [0] * len(sheet.points)
    for line in record["moves"]:
        for event in apply_in_place(replay, line):
            if isinstance(event, Gained) and event.source == "casino":
                expected[event.seat] += event.changes.get("vp", 0)
    assert [row[casino] for row in sheet.points] == expected
    assert all(row[buildings] >= 0 for row in sheet.points)
    outcome = SANTIAGO.outcome(SANTIAGO.replay(record, SANTIAGO.replay_steps(record)))
    assert outcome is not None and sheet.totals() == outcome.scores
    for lang, word in (("en", "Casino (VP bought/sold)"), ("de", "Casino (SP-Handel)")):
        with i18n.speaking(lang):
            words = standings_words(santiago_say, ["A"] * len(sheet.points), outcome, sheet)
            assert words.sources[casino] == word
