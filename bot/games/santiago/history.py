"""Santiago's part of replays: turns and frames of a record, drawn from the public view only."""

from __future__ import annotations

from typing import Any

from bot.games.seam import Frame
from bot.messaging import plain
from render.santiago import last_move, render_board
from rules.i18n import join_list
from rules.santiago import narrate
from rules.santiago.engine import apply_in_place
from rules.santiago.events import Event
from rules.santiago.messages import render as say
from rules.santiago.records import start_state
from rules.santiago.views import public_view


def frame(record: dict[str, Any], step: int) -> Frame:
    """The table after ``step`` moves: title, the move told in words, the public board as it stood."""
    moves = record["moves"]
    step = max(0, min(step, len(moves)))
    state = start_state(record)
    events: list[Event] = []
    for line in moves[:step]:
        events = apply_in_place(state, line)
    view = public_view(state)
    names = [plain(n) for n in record["players"]]
    title = say("ui.replay.title", step=step, total=len(moves), ship=view.ship)
    if step == 0:
        lines = [say("ui.replay.deal", names=join_list(names))]
    else:
        lines = [f"`{moves[step - 1]}`", *narrate.describe(events, names)]
    return Frame(title, "\n".join(lines), render_board(view, last_move=last_move(events)))
