"""A person's games on one server in one place (``/mygames``): the running games they have a seat in,
theirs to play first, each with whose turn it is and since when, the deadline on their own clock, their
place and score; then the games that ended in the last week, with their result."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.app import clock
from bot.messaging import game_link
from bot.store import StoreError

if TYPE_CHECKING:
    from bot.app.tables import Tables
    from bot.store import GameRow

WEEK = 7 * 86400.0
"""How long a finished game stays in the inbox."""


@dataclass(frozen=True, slots=True)
class Standing:
    """Where a seat stands in a game: its place (1 = first; ties share) among ``players``, and score."""

    place: int
    players: int
    score: int


@dataclass(frozen=True, slots=True)
class Running:
    """A running game of the person's."""

    row: GameRow
    yours: bool
    """Whether the game waits for the person."""
    waiting: tuple[str, ...]
    """The names of those it waits for."""
    since: float
    """When the game last changed (the current turn's start)."""
    deadline: float | None
    """When, on the person's own clock, a computer may take over (their turn only; ``None``: never)."""
    standing: Standing
    link: str | None


@dataclass(frozen=True, slots=True)
class Ended:
    """A game of the person's that ended in the last week."""

    row: GameRow
    ended: float
    standing: Standing
    winners: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Inbox:
    """Everything ``/mygames`` lists: running games (the person's turn first, longest waiting first),
    then games ended in the last week (latest first)."""

    running: tuple[Running, ...]
    ended: tuple[Ended, ...]


def standing(scores: tuple[int, ...], seat: int) -> Standing:
    """The place of ``seat`` by score (ties share the better place)."""
    return Standing(1 + sum(1 for s in scores if s > scores[seat]), len(scores), scores[seat])


async def gather(tables: Tables, user_id: int, guild_id: int, now: float) -> Inbox:
    """The inbox of ``user_id`` on ``guild_id`` at ``now``."""
    prefs = await tables.store.people.preference(user_id)
    _reminder, takeover = await tables.store.servers.guild_settings(guild_id)
    running: list[Running] = []
    ended: list[Ended] = []
    for row, changed in await tables.store.games.games_of(user_id, guild_id, now - WEEK):
        if row.game not in tables.uis:
            continue
        try:
            live = await tables.live(row.id)
        except StoreError:
            continue
        seat = live.seat_of_user(user_id)
        module = live.module
        if row.status == "finished":
            outcome = module.outcome(live.state)
            if outcome is None:
                continue
            place = Standing(outcome.places[seat], len(outcome.seats), outcome.scores[seat])
            winners = tuple(live.user_of_seat(s).name for s in outcome.winners)
            ended.append(Ended(row, changed, place, winners))
            continue
        awaited = live.awaited()
        yours = any(p.user_id == user_id for p in awaited)
        deadline = None
        if yours and takeover > 0 and not clock.is_away(prefs, now):
            deadline = clock.deadline(prefs, changed, takeover * 3600)
        waiting = tuple(p.name for p in awaited)
        place = standing(module.scores(live.state), seat)
        running.append(Running(row, yours, waiting, changed, deadline, place, game_link(row)))
    running.sort(key=lambda g: (not g.yours, g.since))
    ended.sort(key=lambda g: -g.ended)
    return Inbox(tuple(running), tuple(ended))
