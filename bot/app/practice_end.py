"""Why the winner won, told at a practice table's end (issue 44), the same for every game: where the
points came from against the runner-up (the game's score sheet) and the decisions that mattered most by
the strong computer's evaluation (:meth:`rules.contract.GameRules.turning_points`), in the reader's
language. Public facts only: the game is over, and a turning point names nothing that stayed hidden."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.games.seam import GameModule, GameUI, GuideEntry, LiveGame, game_record, version_key
from bot.messaging import plain
from bot.texts import text
from rules.contract import ScoreSheet
from rules.i18n import join_list
from rules.teach import TurningPoint

KEY = "why_won"
"""The guide entry's key (shown once, with the last table)."""
SOURCES = 2
"""The most sources named on each side of the difference."""


def _worked_out(module: GameModule, record: dict[str, Any]) -> tuple[ScoreSheet, Sequence[TurningPoint]]:
    """The record's score sheet and turning points (slow: a replay and an evaluation per decision)."""
    return module.score_sheet(record), module.turning_points(record)


def _sources(ui: GameUI, mine: Sequence[int], theirs: Sequence[int], sources: Sequence[str]) -> str:
    """The sources where ``mine`` beat ``theirs`` by the most, as a list ("houses (22 against 15) …")."""
    gaps = sorted(
        ((m - t, i) for i, (m, t) in enumerate(zip(mine, theirs, strict=True)) if m > t), reverse=True
    )
    return join_list(
        [
            text(
                "teach.why_source",
                source=ui.say(f"render.category.{sources[i]}"),
                points=mine[i],
                against=theirs[i],
            )
            for _gap, i in gaps[:SOURCES]
        ]
    )


def _why(
    ui: GameUI,
    names: Sequence[str],
    sheet: ScoreSheet,
    points: Sequence[TurningPoint],
) -> str:
    """The whole explanation, a line each."""
    totals = sheet.totals()
    order = sorted(range(len(totals)), key=lambda seat: -totals[seat])
    winner, runner = order[0], order[1]
    margin = totals[winner] - totals[runner]
    lines = [
        text(
            "teach.why_margin",
            winner=plain(names[winner]),
            points=totals[winner],
            margin=margin,
            runner=plain(names[runner]),
        )
    ]
    ahead = _sources(ui, sheet.points[winner], sheet.points[runner], sheet.sources)
    if ahead:
        lines.append(text("teach.why_ahead", winner=plain(names[winner]), sources=ahead))
    behind = _sources(ui, sheet.points[runner], sheet.points[winner], sheet.sources)
    if behind:
        lines.append(text("teach.why_behind", runner=plain(names[runner]), sources=behind))
    if points:
        lines.append(text("teach.why_moves"))
        lines += [f"- {ui.module.explain(point.reason)}" for point in points]
    return "\n".join(lines)


async def why_won(ui: GameUI, live: LiveGame) -> GuideEntry | None:
    """The explanation of a finished game with two seats or more (``None`` before the end), worked out
    once per game and language off the event loop."""
    if not live.module.is_over(live.state) or len(live.seats) < 2:
        return None
    record = game_record(live.module, live.state, live.changes)
    sheet, points = await live.drawings.get(version_key(live, KEY), _worked_out, live.module, record)
    names = [live.user_of_seat(seat).name for seat in range(len(live.seats))]
    return GuideEntry(KEY, _why(ui, names, sheet, points))
