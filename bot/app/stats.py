"""Stats and server ratings from ended games' outcomes: pure functions, plus the one step that keeps
each newly ended game's outcome (and the ratings it moves) in the store.

Ratings use openskill's Plackett-Luce model: it rates whole tables of two to many players from their
ranks (ties included) and rewards beating stronger tables more. Each computer level is one player of
the ratings, so beating the strong computer counts. Only finished games without a takeover are
rated; abandoned games and games where a computer took a person's seat are kept and shown, unrated.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from openskill.models import PlackettLuce

from bot.app import seasons
from bot.outcomes import GameOutcome, SeatOutcome, computer, person

if TYPE_CHECKING:
    from bot.games.seam import GameModule
    from bot.store import GameRow, PlayerRow, Store

log = logging.getLogger(__name__)

Rating = tuple[float, float]
"""(mu, sigma) of a player's skill."""
MIN_GAMES = 3
"""Players with fewer games are listed apart on the leaderboard: their rating says little yet."""
MODEL = PlackettLuce()


def shown_rating(rating: Rating) -> float:
    """The number shown: the conservative estimate mu - 3 sigma, so a few lucky games do not top the list."""
    mu, sigma = rating
    return mu - 3 * sigma


def outcome_of(
    row: GameRow,
    seats: Sequence[PlayerRow],
    takeover: bool,
    ended_at: float,
    results: Sequence[tuple[int, int, str | None]] | None,
) -> GameOutcome:
    """An ended game's outcome from its row, its seated players and (finished) each seat's
    (score, rank, choice); without results the game counts as abandoned."""
    out = []
    for player in sorted((p for p in seats if p.seat is not None), key=lambda p: p.seat or 0):
        seat = player.seat or 0
        is_computer = player.user_id < 0
        key = computer(player.computer or "") if is_computer else person(player.user_id)
        score, rank, choice = results[seat] if results is not None and seat < len(results) else (None,) * 3
        out.append(SeatOutcome(seat, key, player.name, is_computer, score, rank, choice))
    status = "finished" if results is not None else "abandoned"
    return GameOutcome(
        row.id,
        row.game,
        row.guild_id,
        row.home_channel_id,
        status,
        takeover,
        ended_at,
        tuple(out),
        row.hinted,
    )


def rate(prior: Mapping[str, Rating], outcome: GameOutcome) -> dict[str, Rating]:
    """The new ratings of a rated game's players (none for an unrated game).

    Two computers of one level at a table are one player of the ratings: only the better placed counts.
    """
    if not outcome.rated:
        return {}
    seats: dict[str, SeatOutcome] = {}
    for seat in sorted(outcome.seats, key=lambda s: s.rank or 0):
        if seat.rank is not None:
            seats.setdefault(seat.player, seat)
    if len(seats) < 2:
        return {}
    keys = list(seats)
    teams = [[MODEL.rating(*prior[k]) if k in prior else MODEL.rating()] for k in keys]
    rated = MODEL.rate(teams, ranks=[float(seats[k].rank or 0) for k in keys])
    return {k: (float(team[0].mu), float(team[0].sigma)) for k, team in zip(keys, rated, strict=True)}


@dataclass(frozen=True, slots=True)
class ByCount:
    """A player's record at tables of one size."""

    games: int
    wins: int
    average_score: float


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's record over every kept game of a server."""

    name: str
    games: int
    """Finished games."""
    wins: int
    average_score: float
    best_score: int
    average_rank: float
    favourite: tuple[str, int] | None
    """The choice played most often and how often."""
    by_count: dict[int, ByCount]
    with_computers: tuple[int, int]
    """(games, wins) at tables with a computer player."""
    abandoned: int
    takeovers: int
    hinted: int = 0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def player_stats(player: str, outcomes: Iterable[GameOutcome]) -> PlayerStats | None:
    """``player``'s stats over ``outcomes`` (games they were not in are skipped); ``None`` if none."""
    mine: list[tuple[GameOutcome, SeatOutcome]] = []
    for outcome in outcomes:
        seat = next((s for s in outcome.seats if s.player == player), None)
        if seat is not None:
            mine.append((outcome, seat))
    if not mine:
        return None
    name = max(mine, key=lambda m: m[0].ended_at)[1].name
    done = [(o, s) for o, s in mine if o.status == "finished" and s.score is not None and s.rank is not None]
    scores = [s.score or 0 for _, s in done]
    wins = sum(1 for _, s in done if s.rank == 1)
    choices = Counter(s.choice for _, s in done if s.choice)
    by_count: dict[int, ByCount] = {}
    for count in sorted({len(o.seats) for o, _ in done}):
        at = [s for o, s in done if len(o.seats) == count]
        by_count[count] = ByCount(
            len(at), sum(1 for s in at if s.rank == 1), sum(s.score or 0 for s in at) / len(at)
        )
    against = [s for o, s in done if any(x.computer for x in o.seats if x.player != player)]
    return PlayerStats(
        name=name,
        games=len(done),
        wins=wins,
        average_score=sum(scores) / len(done) if done else 0.0,
        best_score=max(scores, default=0),
        average_rank=sum(s.rank or 0 for _, s in done) / len(done) if done else 0.0,
        favourite=choices.most_common(1)[0] if choices else None,
        by_count=by_count,
        with_computers=(len(against), sum(1 for s in against if s.rank == 1)),
        abandoned=sum(1 for o, _ in mine if o.status == "abandoned"),
        takeovers=sum(1 for o, _ in mine if o.status == "finished" and o.takeover),
        hinted=sum(1 for o, _ in mine if o.status == "finished" and o.hinted and not o.takeover),
    )


@dataclass(frozen=True, slots=True)
class Standing:
    """A leaderboard line: a player, their shown rating (``None`` before any rated game), games
    played, games that were not rated, and when they last played."""

    player: str
    name: str
    rating: float | None
    games: int
    unrated: int
    last_played: float


@dataclass(frozen=True, slots=True)
class Board:
    """A server's leaderboard: rated people, people with fewer than :data:`MIN_GAMES` games, and the
    computer players, each best first."""

    ranked: tuple[Standing, ...]
    newcomers: tuple[Standing, ...]
    computers: tuple[Standing, ...]


def leaderboard(
    totals: Iterable[tuple[str, str, bool, int, int, float]], ratings: Mapping[str, Rating]
) -> Board:
    """The leaderboard from per-player totals (key, name, computer, games, unrated, last played)."""
    ranked, newcomers, computers = [], [], []
    for key, name, is_computer, games, unrated, last in totals:
        rating = shown_rating(ratings[key]) if key in ratings else None
        standing = Standing(key, name, rating, games, unrated, last)
        if is_computer:
            computers.append(standing)
        elif games < MIN_GAMES:
            newcomers.append(standing)
        else:
            ranked.append(standing)

    def order(s: Standing) -> tuple[float, int, str]:
        return (-(s.rating if s.rating is not None else float("-inf")), -s.games, s.name.casefold())

    return Board(
        tuple(sorted(ranked, key=order)),
        tuple(sorted(newcomers, key=order)),
        tuple(sorted(computers, key=order)),
    )


async def refresh(store: Store, module: GameModule, now: float | None = None) -> int:
    """Keep the outcome of every game of ``module`` that ended since the last call (rating rated
    games in the order they ended, all time and in the season each ended in); returns how many were
    kept."""
    kept = 0
    await seasons.catch_up(store, module.name, time.time() if now is None else now)
    for row, takeover, ended_at in await store.ratings.ended_unsummarised(module.name):
        results = None
        if row.status == "finished":
            record = await store.log.record(row.id)
            try:
                result = module.record_outcome(record or {})
                if result is None:
                    raise ValueError("the record holds no result")
                results = [(r.score, r.rank, r.choice) for r in result.seats]
            except (ValueError, KeyError, TypeError) as exc:
                log.warning("game %s: its record gives no result (%s); kept as abandoned", row.id, exc)
        outcome = outcome_of(row, await store.games.players(row.id), takeover, ended_at, results)
        players = [s.player for s in outcome.seats]
        prior = await store.ratings.ratings(module.name, row.guild_id, players)
        season = await store.seasons.at(row.guild_id, module.name, ended_at)
        number = None if season is None else season.number
        in_season: dict[str, Rating] = {}
        if number is not None:
            priors = await seasons.season_priors(store, module.name, row.guild_id, number, players, prior)
            in_season = rate(priors, outcome)
        if await store.ratings.add_outcome(outcome, rate(prior, outcome), number, in_season):
            kept += 1
    return kept
