"""A server's seasons of a game as rows in the store: opening each season when its time comes (also
after the bot was down across a turn) and the ratings a player brings into a season. Discord-free."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from bot.app.season_calendar import Schedule, carried

if TYPE_CHECKING:
    from bot.store import Store
    from bot.store.seasons import SeasonRow

Rating = tuple[float, float]


async def catch_up(store: Store, game: str, now: float, guild_id: int | None = None) -> None:
    """Open every season of ``game`` that has begun by ``now`` on every server that runs seasons (or on
    ``guild_id``'s only): the first on the day seasons were chosen, each next one where the last ended
    (idempotent: several processes may do it at once)."""
    for choice in await store.seasons.choices(game, guild_id):
        schedule = Schedule.stored(choice.schedule)
        if not schedule.on:
            continue
        latest = await store.seasons.latest(choice.guild_id, game)
        if latest is None or latest.ends <= choice.chosen_at:
            number = 1 if latest is None else latest.number + 1
            start = choice.chosen_at
            await store.seasons.open(choice.guild_id, game, number, start, schedule.end_after(start))
            latest = await store.seasons.latest(choice.guild_id, game)
        while latest is not None and latest.ends <= now:
            start, number = latest.ends, latest.number + 1
            await store.seasons.open(choice.guild_id, game, number, start, schedule.end_after(start))
            latest = await store.seasons.latest(choice.guild_id, game)


async def current(store: Store, guild_id: int, game: str, now: float) -> SeasonRow | None:
    """The season of a server's ``game`` running at ``now`` (``None`` without seasons)."""
    await catch_up(store, game, now, guild_id)
    return await store.seasons.at(guild_id, game, now)


async def season_priors(
    store: Store,
    game: str,
    guild_id: int | None,
    season: int,
    players: Sequence[str],
    all_time: dict[str, Rating],
) -> dict[str, Rating]:
    """Each player's rating going into their next game of ``season``: what they have in it already;
    else a softened copy (:func:`carried`) of their rating at the end of the last season they played,
    or of their all-time rating if they played no season yet; newcomers have none (the model's own)."""
    priors = await store.ratings.season_ratings(game, guild_id, season, players)
    missing = [p for p in players if p not in priors]
    earlier = await store.ratings.last_season_ratings(game, guild_id, season, missing)
    for player in missing:
        base = earlier.get(player) or all_time.get(player)
        if base is not None:
            priors[player] = carried(base)
    return priors
