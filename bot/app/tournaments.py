"""Tournaments the bot runs by itself (issue 45): it closes sign-up, seats each round (Swiss pairing or a
round robin, :mod:`bot.app.pairing`), opens each table as an ordinary game in a thread of the
tournament's channel, reads each table's places when its game ends (or ends it by its scores when the
round's time runs out), keeps one standings message current, and posts the podium at the end.

Every step is idempotent and kept in the store, so a restart between any two steps (or a second bot
process on the same database) carries on where the last one stopped: a table's announcement carries a
nonce, its thread is the announcement's, its game is found again by the thread, and a round moves on by
one conditional write.

The rules a tournament's README states: a table's places are its game's ranks; a table whose game was
abandoned, or still running when the round's time ran out (its game is then ended), is placed by the
scores it had; a seat a computer finished for its person keeps the place it reached, or counts last,
as the organiser chose.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import discord

from bot.app import pairing
from bot.components import fit, tournament_custom_id
from bot.messaging import CannotPost, Post, nonce, plain
from bot.store import StoreError, StoreUnavailable
from bot.texts import text
from rules import i18n

if TYPE_CHECKING:
    from bot.app.languages import Languages
    from bot.app.ports import Channels, Threads
    from bot.app.tables import Tables
    from bot.games.seam import GameUI
    from bot.store.tournaments import Entrant, TableRow, TournamentRow

log = logging.getLogger(__name__)

HOUR = 3600.0
MAX_ROUND_ROBIN = 8
"""The most people a round robin seats (every pair must meet)."""
PODIUM = 3
MEDALS = ("🥇", "🥈", "🥉")
MESSAGE = 2000
"""Discord's limit on a message's text."""
THREAD_NAME = 100
"""Discord's limit on a thread's name."""


def fill_of(tournament: TournamentRow) -> pairing.Fill:
    return pairing.Fill.COMPUTER if tournament.fill == "computer" else pairing.Fill.BYE


@dataclass(frozen=True, slots=True)
class Progress:
    """What the store holds of a tournament's play: everyone signed up, the tables of every round, the
    byes, and the results of the tables that ended (for the standings)."""

    entrants: list[Entrant]
    tables: list[TableRow]
    byes: list[tuple[int, int]]

    @property
    def active(self) -> list[int]:
        """People still in, in sign-up order."""
        return [e.user_id for e in self.entrants if e.left_at is None]

    @property
    def results(self) -> list[pairing.Result]:
        return [pairing.Result(pairing.Table(t.seats), t.places) for t in self.tables if t.places is not None]

    def standings(self, size: int) -> list[pairing.Standing]:
        everyone = [e.user_id for e in self.entrants]
        return pairing.standings(everyone, self.results, [user for _, user in self.byes], size)

    def names(self) -> dict[int, str]:
        return {e.user_id: e.name for e in self.entrants}


class TournamentKeeper:
    """Moves every tournament of this process's servers on when its time comes."""

    def __init__(self, tables: Tables, channels: Channels, threads: Threads, languages: Languages) -> None:
        self._tables = tables
        self._store = tables.store
        self._channels = channels
        self._threads = threads
        self._languages = languages
        self._lock = asyncio.Lock()
        """One step at a time in this process (a game's end and the timers' look may come together)."""
        tables.when_over.append(self.game_over)

    async def game_over(self, game_id: int) -> None:
        """A game ended: if it is a tournament's table, take the tournament's next step at once (the
        next round need not wait for the timers' look)."""
        found = await self._store.tournaments.of_game(game_id)
        if found is None:
            return
        tournament, _ = found
        if tournament.status == "running" and self._tables.shards.owns(tournament.guild_id):
            async with self._lock:
                fresh = await self._store.tournaments.tournament(tournament.id)
                if fresh is not None and fresh.status == "running":
                    await self.step(fresh, time.time())

    @property
    def uis(self) -> Mapping[str, GameUI]:
        return self._tables.uis

    async def progress(self, tournament_id: int) -> Progress:
        store = self._store.tournaments
        return Progress(
            await store.entrants(tournament_id),
            await store.tables(tournament_id),
            await store.byes(tournament_id),
        )

    async def check(self, now: float) -> None:
        """Take every step that is due: close sign-up, open tables, read ended tables, end a round whose
        time ran out, seat the next round, finish. A failure leaves the step for the next look."""
        try:
            running = await self._store.tournaments.open()
        except StoreUnavailable as exc:
            log.warning("tournaments wait for the database: %s", exc.admin_line())
            return
        for tournament in running:
            if tournament.game not in self.uis or not self._tables.shards.owns(tournament.guild_id):
                continue
            try:
                async with self._lock:
                    fresh = await self._store.tournaments.tournament(tournament.id)
                    if fresh is not None and fresh.status in ("signup", "running"):
                        await self.step(fresh, now)
            except (CannotPost, StoreUnavailable, StoreError) as exc:
                log.warning("tournament %s waits: %s", tournament.id, exc)

    async def step(self, tournament: TournamentRow, now: float) -> None:
        """One look at one tournament."""
        if tournament.status == "signup":
            if now >= tournament.closes_at:
                await self.start(tournament, now)
            return
        tables = await self._store.tournaments.tables(tournament.id, tournament.round)
        await self._open_tables(tournament, tables)
        timed_out = tournament.round_ends is not None and now >= tournament.round_ends
        tables = await self._store.tournaments.tables(tournament.id, tournament.round)
        for table in tables:
            if table.places is None:
                await self._read_table(tournament, table, timed_out)
        read = await self._store.tournaments.tables(tournament.id, tournament.round)
        if any(t.places is None for t in read):
            if read != tables:
                await self.show_standings(tournament.id)
            return
        if tournament.round >= tournament.rounds:
            await self._finish(tournament)
        else:
            await self._seat(tournament, now)

    # --- the start and each round -----------------------------------------------------------------

    async def start(self, tournament: TournamentRow, now: float) -> bool:
        """Close sign-up and seat round 1; a tournament with too few people is cancelled with a post
        that says so. False if another process started it first or it was cancelled."""
        progress = await self.progress(tournament.id)
        people = progress.active
        enough = len(people) >= max(2, tournament.size if tournament.fill == "bye" else 2)
        if tournament.format == "round_robin" and len(people) > MAX_ROUND_ROBIN:
            enough = False
        if not enough:
            if await self._store.tournaments.end(tournament.id, "cancelled"):
                with self._languages.public(tournament.guild_id):
                    said = text("tournament.too_few", name=plain(tournament.name), count=len(people))
                await self._post(tournament, said, "too-few")
                await self.show_standings(tournament.id)
                await self.refresh_signup(tournament.id)
            return False
        seated = await self._seat(tournament, now)
        if seated:
            await self.refresh_signup(tournament.id)
        return seated

    async def _seat(self, tournament: TournamentRow, now: float) -> bool:
        """Seat the next round, open its tables and bring the standings up to date."""
        progress = await self.progress(tournament.id)
        people = progress.active
        size, fill = tournament.size, fill_of(tournament)
        seed = tournament.seed + tournament.round
        rounds = tournament.rounds
        if tournament.format == "round_robin":
            schedule = pairing.round_robin(
                sorted({e.user_id for e in progress.entrants}), size, fill, tournament.seed
            )
            rounds = len(schedule)
            seated = _without_leavers(schedule[tournament.round], set(people), size, fill)
        elif len(people) < 2 or (fill is pairing.Fill.BYE and len(people) < size):
            await self._finish(tournament)
            return False
        else:
            byes = [user for _, user in progress.byes]
            seated = pairing.swiss_round(people, progress.results, byes, size, fill, seed)
        ends = now + tournament.round_hours * HOUR
        tables = [table.seats for table in seated.tables]
        if not await self._store.tournaments.begin_round(
            tournament.id, tournament.round, rounds, ends, tables, list(seated.byes)
        ):
            return False
        fresh = await self._store.tournaments.tournament(tournament.id)
        assert fresh is not None
        await self._open_tables(fresh, await self._store.tournaments.tables(fresh.id, fresh.round))
        await self.show_standings(fresh.id)
        return True

    async def _open_tables(self, tournament: TournamentRow, tables: Sequence[TableRow]) -> None:
        """Open every table of the round that has no game yet, each as an ordinary game in a thread of
        the tournament's channel, and deal it; a table another process is opening is left to it."""
        names = (await self.progress(tournament.id)).names()
        ui = self.uis[tournament.game]
        for table in tables:
            if table.game_id is not None and table.game_seats is not None:
                continue
            store = self._store.tournaments
            claimed = time.time()
            if not await store.claim_table(tournament.id, table.round, table.number, claimed):
                continue  # another process is opening it (two processes on one database)
            try:
                await self._open_table(tournament, table, names, ui)
            except BaseException:
                await store.unclaim_table(tournament.id, table.round, table.number, claimed)
                raise

    async def _open_table(
        self, tournament: TournamentRow, table: TableRow, names: Mapping[int, str], ui: GameUI
    ) -> None:
        """Open one claimed table: its game made (or found again), dealt, and its seats noted."""
        game_id = table.game_id
        if game_id is None:
            game_id = await self._open_game(tournament, table, names, ui)
            await self._store.tournaments.set_game(tournament.id, table.round, table.number, game_id)
        row = await self._store.games.game(game_id)
        if row is not None and row.status == "lobby":
            variant = next(iter(ui.variants.values()))
            await self._tables.start(game_id, dict(variant.options))
        seats = await self._store.games.players(game_id)
        by_user = {p.user_id: p.seat for p in seats if p.seat is not None}
        computers = iter(p.seat for p in seats if p.computer and p.seat is not None)
        game_seats = tuple(by_user[user] if user is not None else next(computers) for user in table.seats)
        await self._store.tournaments.set_game_seats(tournament.id, table.round, table.number, game_seats)

    async def _open_game(
        self, tournament: TournamentRow, table: TableRow, names: Mapping[int, str], ui: GameUI
    ) -> int:
        """The game of a table: announced in the channel, its thread opened from the announcement, its
        lobby made in the thread with the table's people and computers. Each part is found again after a
        crash (the announcement by its nonce, the thread by its message, the lobby by its thread, who
        sits there by who is missing)."""
        people = [user for user in table.seats if user is not None]
        with self._languages.public(tournament.guild_id):
            computers = len(table.seats) - len(people)
            seated = [plain(names.get(u, "?")) for u in people]
            if computers:
                seated.append(text("tournament.computers", count=computers))
            said = text(
                "tournament.table",
                name=plain(tournament.name),
                round=table.round,
                number=table.number,
                people=i18n.join_list(seated),
            )
            thread = text("tournament.thread", name=tournament.name, round=table.round, number=table.number)
        message = await self._channels.publish(
            tournament.channel_id,
            tournament.guild_id,
            Post(content=said),
            nonce("tournament-table", tournament.id, table.round, table.number),
        )
        thread_id = await self._threads.open_thread(tournament.channel_id, message, thread[:THREAD_NAME])
        games = self._store.games
        row = await games.open_game(thread_id) or await games.create_lobby(
            ui.module.name, tournament.guild_id, thread_id, people[0], names.get(people[0], "?")
        )
        members = await games.players(row.id)
        for user in people:
            if all(m.user_id != user for m in members):
                await games.add_player(row.id, user, names.get(user, "?"))
        with self._languages.public(tournament.guild_id):
            free = text("lobby.computer_names").split()
        taken = {names.get(u, "") for u in people} | {m.name for m in members}
        computer_names = [n for n in free if n not in taken] or free
        missing = len(table.seats) - len(people) - sum(1 for m in members if m.computer)
        for index in range(missing):
            await games.add_computer(row.id, tournament.level, computer_names[index % len(computer_names)])
        return row.id

    async def _read_table(self, tournament: TournamentRow, table: TableRow, timed_out: bool) -> None:
        """Note a table's places once its game ended: the game's ranks, or, for a game abandoned or ended
        here because the round's time ran out, the ranks of the scores it had."""
        if table.game_id is None or table.game_seats is None:
            return
        row = await self._store.games.game(table.game_id)
        if row is None:
            return
        if row.status == "active" and not timed_out:
            return
        if row.status == "active":
            with self._languages.public(tournament.guild_id):
                notice = text("tournament.time_up", name=plain(tournament.name))
            await self._tables.abandon(table.game_id, notice, ended=notice)
            row = await self._store.games.game(table.game_id)
            if row is None:
                return
        module = self.uis[tournament.game].module
        ranks: Sequence[int] | None = None
        if row.status == "finished":
            record = await self._store.log.record(row.id)
            result = module.record_outcome(record or {})
            if result is not None:
                ranks = [seat.rank for seat in result.seats]
        if ranks is None:
            live = await self._tables.service.live(row.id, abandoned=True)
            ranks = _ranks(module.scores(live.state))
        finished_by_computer = {
            p.seat for p in await self._store.games.players(row.id) if p.user_id > 0 and p.computer
        }
        ranks = placed(ranks, finished_by_computer, tournament.takeover)
        places = tuple(int(ranks[seat]) for seat in table.game_seats)
        await self._store.tournaments.set_places(tournament.id, table.round, table.number, places)

    async def _finish(self, tournament: TournamentRow) -> None:
        """The last round ended: the podium is posted once and the standings show the final order."""
        if not await self._store.tournaments.end(tournament.id, "finished"):
            return
        progress = await self.progress(tournament.id)
        order = progress.standings(tournament.size)
        names = progress.names()
        with self._languages.public(tournament.guild_id):
            lines = [text("tournament.over", name=plain(tournament.name))]
            for medal, standing in zip(MEDALS, order[:PODIUM], strict=False):
                lines.append(
                    text(
                        "tournament.place",
                        medal=medal,
                        name=plain(names.get(standing.player, "?")),
                        points=i18n.number(standing.points, 1),
                        games=standing.games,
                    )
                )
        await self._post(tournament, "\n".join(lines), "podium")
        await self.show_standings(tournament.id)
        await self.refresh_signup(tournament.id)

    async def _post(self, tournament: TournamentRow, said: str, key: str) -> None:
        try:
            await self._channels.publish(
                tournament.channel_id,
                tournament.guild_id,
                Post(content=said),
                nonce("tournament", tournament.id, key),
            )
        except CannotPost as exc:
            if exc.passing:
                raise
            log.warning("tournament %s: %s not posted: %s", tournament.id, key, exc.reason)

    async def signup_post(self, tournament: TournamentRow) -> Post:
        """The sign-up message in the server's language: what the tournament is, who signed up, Join and
        Leave (no buttons once sign-up is over)."""
        entrants = [e for e in await self._store.tournaments.entrants(tournament.id) if e.left_at is None]
        ui = self.uis[tournament.game]
        own = (tournament.reminder_hours, tournament.takeover_hours)
        server = await self._store.servers.guild_settings(tournament.guild_id)
        clocks = [server[i] if hours is None else hours for i, hours in enumerate(own)]
        with self._languages.public(tournament.guild_id):
            fill = text(
                f"tournament.fill.{tournament.fill}", level=ui.computer_levels.get(tournament.level, "")
            )
            shape = text(
                f"tournament.format.{tournament.format}",
                rounds=tournament.rounds,
                size=tournament.size,
            )
            lines = [
                text("tournament.signup_title", name=plain(tournament.name), game=ui.title),
                text(
                    "tournament.signup_rules",
                    shape=shape,
                    fill=fill,
                    hours=i18n.number(tournament.round_hours, None),
                ),
                text(f"tournament.takeover.{tournament.takeover}"),
            ]
            if own != (None, None):
                lines.append(
                    text(
                        "tournament.clocks",
                        reminder=i18n.number(clocks[0], None),
                        takeover=i18n.number(clocks[1], None),
                    )
                )
            if tournament.status == "signup":
                lines.append(text("tournament.signup_closes", closes=int(tournament.closes_at)))
            else:
                lines.append(
                    text(
                        f"tournament.status.{tournament.status}",
                        round=tournament.round,
                        rounds=tournament.rounds,
                    )
                )
            names = (
                i18n.join_list([plain(e.name) for e in entrants]) if entrants else text("tournament.nobody")
            )
            lines.append(text("tournament.signed_up", count=len(entrants), names=names))
            running = tournament.status in ("signup", "running")
            view = _buttons(tournament.id, tournament.status == "signup") if running else None
        return Post(content=fit("\n".join(lines), MESSAGE), view=view)

    async def refresh_signup(self, tournament_id: int) -> None:
        """Bring the sign-up message up to date (after a start, a cancel, a leave)."""
        tournament = await self._store.tournaments.tournament(tournament_id)
        if tournament is None or tournament.signup_message is None:
            return
        await self._channels.edit(
            tournament.channel_id,
            tournament.guild_id,
            tournament.signup_message,
            await self.signup_post(tournament),
        )

    # --- the standings message ---------------------------------------------------------------------

    async def standings_text(self, tournament_id: int) -> str:
        """The standings message: where the tournament is, every person's place, points and tie-breaks,
        and the tables of the current round with their games."""
        tournament = await self._store.tournaments.tournament(tournament_id)
        assert tournament is not None
        progress = await self.progress(tournament_id)
        names = progress.names()
        ui = self.uis[tournament.game]
        lines = [text("tournament.standings_title", name=plain(tournament.name), game=ui.title)]
        lines.append(
            text(f"tournament.status.{tournament.status}", round=tournament.round, rounds=tournament.rounds)
        )
        left = {e.user_id for e in progress.entrants if e.left_at is not None}
        for place, standing in enumerate(progress.standings(tournament.size), start=1):
            mark = text("tournament.left_mark") if standing.player in left else ""
            lines.append(
                text(
                    "tournament.line",
                    place=place,
                    name=plain(names.get(standing.player, "?")),
                    points=i18n.number(standing.points, 1),
                    buchholz=i18n.number(standing.buchholz, 1),
                    firsts=standing.firsts,
                    games=standing.games,
                    mark=mark,
                )
            )
        current = [t for t in progress.tables if t.round == tournament.round]
        if current and tournament.status == "running":
            lines.append(
                text("tournament.round_tables", round=tournament.round, ends=int(tournament.round_ends or 0))
            )
            for table in current:
                people = i18n.join_list([plain(names.get(u, "?")) for u in table.seats if u is not None])
                state = (
                    text("tournament.table_done")
                    if table.places is not None
                    else text("tournament.table_playing")
                )
                lines.append(text("tournament.table_line", number=table.number, people=people, state=state))
        return "\n".join(lines)

    async def show_standings(self, tournament_id: int) -> None:
        """Post the standings message once, then keep it current by editing it."""
        tournament = await self._store.tournaments.tournament(tournament_id)
        if tournament is None:
            return
        with self._languages.public(tournament.guild_id):
            post = Post(content=fit(await self.standings_text(tournament_id), MESSAGE))
        if tournament.standings_message is not None:
            await self._channels.edit(
                tournament.channel_id, tournament.guild_id, tournament.standings_message, post
            )
            return
        message = await self._channels.publish(
            tournament.channel_id, tournament.guild_id, post, nonce("tournament-standings", tournament.id)
        )
        await self._store.tournaments.set_messages(tournament.id, standings=message)


def _buttons(tournament_id: int, signing_up: bool) -> discord.ui.View:
    """Join and Leave while sign-up is open; Leave alone while the tournament runs."""
    view = discord.ui.View(timeout=None)
    if signing_up:
        view.add_item(
            discord.ui.Button(
                style=discord.ButtonStyle.primary,
                label=text("tournament.join_button"),
                custom_id=tournament_custom_id(tournament_id, "join"),
            )
        )
    view.add_item(
        discord.ui.Button(
            style=discord.ButtonStyle.secondary,
            label=text("tournament.leave_button"),
            custom_id=tournament_custom_id(tournament_id, "leave"),
        )
    )
    return view


def placed(ranks: Sequence[int], finished_by_computer: Collection[int | None], takeover: str) -> list[int]:
    """A table's places from its game's ``ranks`` (by game seat): under ``last``, each seat a computer
    finished for its person is last at the table (sharing it with any other); under ``keeps`` it keeps
    its rank."""
    if takeover != "last":
        return list(ranks)
    return [len(ranks) if seat in finished_by_computer else rank for seat, rank in enumerate(ranks)]


def _ranks(scores: Sequence[int]) -> list[int]:
    """Competition ranks of ``scores`` (1 for the highest; ties share a rank)."""
    return [1 + sum(1 for other in scores if other > score) for score in scores]


def _without_leavers(seated: pairing.Round, active: set[int], size: int, fill: pairing.Fill) -> pairing.Round:
    """A round-robin round with the people who left taken out: a computer takes their seat (a table
    left with fewer than two people is not played; its people have a bye)."""
    tables, byes = [], list(u for u in seated.byes if u in active)
    for table in seated.tables:
        seats = tuple(u if u is None or u in active else None for u in table.seats)
        people = [u for u in seats if u is not None]
        if len(people) >= 2 or (people and fill is pairing.Fill.COMPUTER and len(seats) == size):
            tables.append(pairing.Table(seats))
        else:
            byes.extend(people)
    return pairing.Round(tuple(tables), tuple(byes))
