"""What every game's last table carries, the same for all games: the final standings with each player's
points by source, the score chart, and the game's record as a file (public once the game is over)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from bot.games.seam import GameModule, LiveGame, game_record, record_name, version_key
from render.common.ending import end_pictures
from rules.contract import Outcome

STANDINGS = "standings.png"
CHART = "scores.png"


def _pictures(
    module: GameModule,
    record: dict[str, Any],
    say: Callable[..., str],
    names: Sequence[str],
    outcome: Outcome,
) -> tuple[bytes, bytes]:
    """Both end pictures, the record replayed for its score sheet, in the worker pool."""
    return end_pictures(say, names, outcome, module.score_sheet(record))


async def end_files(live: LiveGame, say: Callable[..., str]) -> list[tuple[str, bytes]]:
    """The files of a finished game's last table: standings, score chart and record (none before the
    end). Drawn once per game and language, however often the table is shown."""
    outcome = live.module.outcome(live.state)
    if outcome is None:
        return []
    record = game_record(live.module, live.state, live.changes)
    names = [live.user_of_seat(seat).name for seat in range(len(outcome.seats))]
    standings, chart = await live.drawings.get(
        version_key(live, "end"), _pictures, live.module, record, say, names, outcome
    )
    document = json.dumps(record, indent=2).encode()
    return [(STANDINGS, standings), (CHART, chart), (record_name(live), document)]
