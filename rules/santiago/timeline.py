"""A finished game's record walked move by move: the score sheet its end shows (where each seat's VP
came from, everyone's VP after each move, the ships that sailed).

Read at the end, when the record is public anyway: with hidden holdings the table saw no VP during the
game, and the sheet is shown only once the game is over.
"""

from __future__ import annotations

from typing import Any

from rules.contract import MarkKind, ScoreMark, ScoreSheet
from rules.santiago import gamedata
from rules.santiago.engine import apply_in_place
from rules.santiago.events import Delivered, Event, Gained, OwnerPaid, ShipDeparted, Tribute
from rules.santiago.records import start_state
from rules.santiago.scoring import scores

SOURCES: tuple[str, ...] = ("start", "cubaner", "buildings", "casino", "owner", "ships", "tribute", "goods")
"""Where VP come from, in the order the final standings list them: the starting VP, the Cubaner's
gifts, buildings used (the Casino apart), VP bought and sold at the Casino, other players' figures on
your buildings (SC-45), deliveries to the ships (SC-48), El Zorro's tributes given or taken (SC-32) and
the goods left at the end (1 VP per 3, SC-63). The Casino has a row of its own because selling VP there
is the one way a building takes VP away: counted with the buildings, it made that row negative
(languages-2.md G-8)."""

CASINO = "casino"
"""The building that buys and sells VP (SC-42)."""

MARKS: tuple[str, ...] = ("ship",)
"""The moments the score chart marks (catalogue keys ``render.chart.<mark>``): each ship that sailed."""


def _earned(event: Event) -> tuple[tuple[int, str, int], ...]:
    """The VP an event moved: (seat, source, VP) for each seat it touched."""
    if isinstance(event, Gained) and event.changes.get("vp"):
        if event.source == CASINO:
            source = "casino"
        else:
            source = "buildings" if event.source in gamedata.buildings() else "cubaner"
        return ((event.seat, source, event.changes["vp"]),)
    if isinstance(event, OwnerPaid):
        return ((event.owner, "owner", 1),)
    if isinstance(event, Delivered):
        return ((event.seat, "ships", event.vp),)
    if isinstance(event, Tribute) and event.item == "vp":
        return ((event.giver, "tribute", -1), (event.taker, "tribute", 1))
    return ()


def score_sheet(record: dict[str, Any]) -> ScoreSheet:
    """The end's score sheet: each seat's VP by source (summing to its final VP), the VP after each
    move, and a line for each ship that sailed."""
    state = start_state(record)
    points = [dict.fromkeys(SOURCES, 0) for _ in state.players]
    for seat, player in enumerate(state.players):
        points[seat]["start"] = player.vp
    history = [scores(state)]
    marks: list[ScoreMark] = []
    for step, line in enumerate(record["moves"], start=1):
        for event in apply_in_place(state, line):
            for seat, source, vp in _earned(event):
                points[seat][source] += vp
            if isinstance(event, ShipDeparted):
                marks.append(ScoreMark(step, MarkKind.DIVIDER, MARKS[0], (("ship", event.departed),)))
        history.append(scores(state))
    for seat, player in enumerate(state.players):
        points[seat]["goods"] = history[-1][seat] - player.vp
    return ScoreSheet(
        SOURCES, tuple(tuple(p[s] for s in SOURCES) for p in points), tuple(history), tuple(marks)
    )
