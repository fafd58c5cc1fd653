"""Being away: a person announces an absence (their clocks stop in all their games; nobody votes them
out) and may ask for a computer stand-in, which plays their running seats until they are back; coming
back (early, with one tap, or when the absence ends) gives every seat back."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bot.messaging import plain, timestamp
from bot.texts import text

if TYPE_CHECKING:
    from bot.app.languages import Languages
    from bot.app.tables import Tables
    from bot.store import GameRow, PlayerRow, Preferences


async def _running_seats(tables: Tables, user_id: int) -> list[tuple[GameRow, PlayerRow]]:
    """The running games of this process's servers in which ``user_id`` has a seat, with that seat."""
    seats = await tables.store.games.running_seats(user_id)
    return [(row, seat) for row, seat in seats if row.game in tables.uis and tables.shards.owns(row.guild_id)]


async def go_away(tables: Tables, languages: Languages, prefs: Preferences) -> int:
    """Keep the absence ``prefs`` holds; with a stand-in, a computer takes each running seat of the
    person that it does not play yet (the table says so once). Returns how many seats it took."""
    await tables.store.people.set_preferences(prefs)
    if not prefs.stand_in:
        return 0
    taken = 0
    for row, mine in await _running_seats(tables, prefs.user_id):
        if mine.computer:
            continue
        ui = tables.uis[row.game]
        with languages.public(row.guild_id):
            notice = text(
                "absence.stand_in",
                name=plain(mine.name),
                until=timestamp(prefs.away_until or 0, "f"),
                command=ui.module.name,
            )
        await tables.take_over(row.id, [prefs.user_id], list(ui.computer_levels)[-1], notice)
        taken += 1
    return taken


async def _give_back(tables: Tables, user_id: int) -> int:
    """Every running seat of ``user_id`` a computer plays is theirs again; returns how many."""
    given = 0
    for row, mine in await _running_seats(tables, user_id):
        if mine.computer:
            await tables.reclaim(row.id, user_id)
            given += 1
    return given


async def come_back(tables: Tables, prefs: Preferences, now: float) -> int:
    """End the person's absence at ``now`` and give back every seat a computer plays for them; returns
    how many."""
    await tables.store.people.set_preferences(replace(prefs, away_until=now, stand_in=False))
    return await _give_back(tables, prefs.user_id)


async def end_stand_in(tables: Tables, prefs: Preferences) -> int:
    """Stay away, but play on: the stand-in gives back every seat; returns how many."""
    await tables.store.people.set_preferences(replace(prefs, stand_in=False))
    return await _give_back(tables, prefs.user_id)


async def back_from_absences(tables: Tables, now: float) -> int:
    """Give back the seats of everyone whose absence with a stand-in has ended; returns how many people."""
    returned = await tables.store.people.stand_ins_over(now)
    for prefs in returned:
        await come_back(tables, prefs, prefs.away_until or now)
    return len(returned)
