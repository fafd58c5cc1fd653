"""Being away: a person announces an absence (their clocks stop in all their games; nobody votes them
out) and may ask for a computer stand-in, which plays their running seats until they are back; coming
back (early, with one tap, or when the absence ends) gives every seat back."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bot.messaging import plain
from bot.texts import text

if TYPE_CHECKING:
    from bot.app.languages import Languages
    from bot.app.tables import Tables
    from bot.store import GameRow, Preferences


async def _running_seats(tables: Tables, user_id: int) -> list[GameRow]:
    """The running games (of this process's servers) in which ``user_id`` has a seat."""
    rows = [
        r for r in await tables.store.games.active_games() if r.status == "active" and r.game in tables.uis
    ]
    out = []
    for row in tables.shards.mine(rows):
        players = await tables.store.games.players(row.id)
        if any(p.user_id == user_id and p.seat is not None for p in players):
            out.append(row)
    return out


async def go_away(tables: Tables, languages: Languages, prefs: Preferences) -> int:
    """Keep the absence ``prefs`` holds; with a stand-in, a computer takes each running seat of the
    person that it does not play yet (the table says so once). Returns how many seats it took."""
    await tables.store.people.set_preferences(prefs)
    if not prefs.stand_in:
        return 0
    taken = 0
    for row in await _running_seats(tables, prefs.user_id):
        players = await tables.store.games.players(row.id)
        mine = next(p for p in players if p.user_id == prefs.user_id)
        if mine.computer:
            continue
        ui = tables.uis[row.game]
        with languages.public(row.guild_id):
            notice = text(
                "absence.stand_in",
                name=plain(mine.name),
                until=f"<t:{int(prefs.away_until or 0)}:f>",
                command=ui.module.name,
            )
        await tables.take_over(row.id, [prefs.user_id], list(ui.computer_levels)[-1], notice)
        taken += 1
    return taken


async def _give_back(tables: Tables, user_id: int) -> int:
    """Every running seat of ``user_id`` a computer plays is theirs again; returns how many."""
    given = 0
    for row in await _running_seats(tables, user_id):
        players = await tables.store.games.players(row.id)
        if any(p.user_id == user_id and p.computer for p in players):
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
