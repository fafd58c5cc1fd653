"""Santa Cruz's part of replays and the score chart: turns and frames of a record.

Frames are drawn from the public view at their step only, exactly as the live turn message drew it,
so a replay shows no secret the table had not seen at that moment.
"""

from __future__ import annotations

from typing import Any

from bot.games.seam import Frame
from bot.messaging import plain
from render.santacruz import render_board
from rules import i18n
from rules.santacruz import narrate
from rules.santacruz.events import built_sites
from rules.santacruz.messages import render as say
from rules.santacruz.timeline import moment


def frame(record: dict[str, Any], step: int) -> Frame:
    """The table after ``step`` moves: title, the move told in words, the board as it was posted."""
    at = moment(record, step)
    view = at.view
    names = [plain(p.name) for p in view.players]
    total = len(record["moves"])
    title = say(
        "ui.replay.title",
        step=at.step,
        total=total,
        round=say("render.round", round=view.round),
        phase=say(f"render.phase.{view.phase}"),
    )
    if at.step == 0:
        lines = [say("ui.replay.deal", names=i18n.join_list(names))]
    else:
        lines = [
            f"`{view.moves[at.step - 1]}`",
            *narrate.describe(list(at.events), names, None, before=at.before),
        ]
    board = render_board(view, last_move=built_sites(list(at.events)))
    return Frame(title, "\n".join(lines), board)
