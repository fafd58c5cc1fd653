"""The one posting seam (:class:`Posting`): what a game's channel shows follows what is stored.

After every commit, and again on every start and after any failure, :meth:`Posting.settle` brings a game's
channel to the stored state: the turn message (or the standings and the record) of the stored
version, private news of every stored move delivered to its owner, superseded messages stripped of
their buttons, stored notices posted. Every post carries a nonce derived from what it shows, which
Discord enforces: a post repeated after a kill between sending it and storing its id returns the
first message instead of making a second one.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import discord

from bot.app import clock, practice_end
from bot.app.ending import end_files
from bot.app.following import follow_buttons, tell_followers
from bot.app.lobby_message import lobby_post
from bot.app.table_layout import TableView, layout
from bot.app.teaching import beside, hints_allowed, teaching_buttons
from bot.app.turn_notices import TurnNotices
from bot.games.seam.table import Moved, Table
from bot.messaging import CannotPost, Post, game_link, message_link, nonce, plain, timestamp
from bot.store import GameRow, Preferences, StoreError, StoreUnavailable
from bot.texts import text
from rules import i18n
from rules.i18n import join_list

if TYPE_CHECKING:
    from bot.app.languages import Languages
    from bot.app.ports import Channels
    from bot.app.service import GameService, Move
    from bot.app.shards import Shards
    from bot.games.seam import GameModule, GameUI, GuideEntry, LiveGame
    from bot.store import PlayerRow, Store
    from bot.store.game_nights import Hold

log = logging.getLogger(__name__)


GUIDED_KEPT = 10_000
"""The most guide entries :class:`Posting` remembers the words of (about 20 a practice game)."""


class Posting:
    """What a game's channel shows, brought to what the store says: turn messages, private news,
    stripped buttons, notices and lobby messages, for every game of this process's shards."""

    def __init__(
        self,
        store: Store,
        service: GameService,
        channels: Channels,
        languages: Languages,
        uis: Mapping[str, GameUI],
        shards: Shards,
    ) -> None:
        self._store = store
        self._service = service
        self._channels = channels
        self._languages = languages
        self._uis = uis
        self._shards = shards
        self.notices = TurnNotices(store, channels, languages, dict(uis), shards, service.live)
        self._guided: dict[tuple[int, str, str], GuideEntry] = {}
        """The guide entries shown, by game, key and language: a message's later edits show them again
        as first worded (the moves that brought them up are no longer among those the edit tells)."""

    async def publish_locked(
        self,
        game_id: int,
        live: LiveGame,
        moves: Sequence[Move],
        *,
        key: object = "turn",
        actor: int | None = None,
    ) -> tuple[GameRow, CannotPost | None]:
        """Show the game's stored version on its live table, the caller holding the game's lock.

        ``moves`` are the moves that led there (at least the last one). A new table message is posted
        only when a new person's turn starts (:func:`posts_anew`) or the game ends; every other move
        (a step inside a turn, a computer's move, a take-back) edits the live one, which says in
        words what happened since it was posted and keeps its board picture; the previous message
        becomes one line with a link to the new one. That decision depends only on stored states, so
        :meth:`settle` redoes the same after a crash. The first post of a game also turns its lobby
        message into the "started" notice. ``key`` other than ``"turn"`` posts the table anew, pinging
        nobody (a player bringing it to the bottom). Each person the game newly waits for is told, once,
        as they chose (:class:`TurnNotices`), but not the ``actor`` who made the change. Returns the
        game's row as it now stands and why the post failed, if it did.
        """
        row = await self._store.games.game(game_id)
        assert row is not None
        with self._languages.public(row.guild_id):
            return await self._publish(row, self._uis[row.game], live, moves, key, actor)

    async def _publish(
        self,
        row: GameRow,
        ui: GameUI,
        live: LiveGame,
        moves: Sequence[Move],
        key: object,
        actor: int | None = None,
    ) -> tuple[GameRow, CannotPost | None]:
        """:meth:`publish_locked` once the game's row is read, in its server's language."""
        game_id = row.id
        last = moves[-1] if moves else None
        anew = key != "turn" or posts_anew(ui, live, row, last)
        since = row.posted_version if row.posted_version is not None else (last.version - 1 if last else 0)
        told = await self._told(row, live, moves, since)
        undone = max((i for i, m in enumerate(told) if m.undo is not None), default=-1)
        guided = await self._guide(ui, row, live, told[undone + 1 :], since, anew) if row.practice else []
        picture = await _guide_picture(row, live, guided)
        redraw = anew or (last is not None and last.undo is not None) or picture is not None
        table = await _table(ui, live, told[undone + 1 :], redraw)
        if hints_allowed(row, await self._store.servers.hints(row.guild_id)):
            table.buttons = beside(table.buttons, teaching_buttons(live))
        table.buttons = beside(table.buttons, follow_buttons(live))
        table.guide = [f"{'🏆' if entry.key == practice_end.KEY else '📖'} {entry.text}" for entry in guided]
        table.guide_picture = picture
        if undone >= 0 and not anew:
            undo = told[undone].undo
            assert undo is not None
            name = plain(live.user_of_seat(undo.seat).name)
            table.news = [text("undo.public", name=name, move=ui.undo_words(live, undo.lines)), *table.news]
        prefs = await self._store.people.preferences(p.user_id for p in live.seats if not p.computer)
        plan = await self.notices.plan(row, live, prefs, actor)
        if not anew or key != "turn":
            table.mentions = ()
        table.mentions = [user for user in table.mentions if user in plan.may_ping]
        if not live.module.is_over(live.state):
            table.prompt += await self._deadline(row, live, told[-1].made_at if told else 0.0, prefs)
        post = layout(table, live, ui.say, ui.colour, upload=redraw)
        lobby_shown = None
        if row.message_version is None and row.message_id is not None:
            marked = await self._lobby_started(row, started(ui, row, live))
            if isinstance(marked, CannotPost):
                return row, marked
            lobby_shown = row.message_id if marked else None
        try:
            if (
                not anew
                and row.message_id is not None
                and await self._channels.replace(row.channel_id, row.guild_id, row.message_id, post)
            ):
                message_id = row.message_id
            else:
                if not anew:
                    post = layout(table, live, ui.say, ui.colour, upload=True)
                message_id = await self._channels.publish(
                    row.channel_id, row.guild_id, post, nonce(key, game_id, live.version)
                )
        except CannotPost as exc:
            log.warning("game %s: could not post the turn message: %s", game_id, exc.reason)
            return row, exc
        notices = self.notices.kept(plan, table.mentions)
        if live.module.is_over(live.state) and row.lobby_channel_id is not None:
            await self._channels.edit(
                row.home_channel_id, row.guild_id, row.channel_id, finished(ui, row, live, message_id)
            )
        posted = message_id != row.message_id
        news = one_line(" ".join(line.replace("\n", " ") for line in table.news), SUMMARY_LENGTH)
        summary = table.summary or table.title
        retired = await self._store.games.set_message(
            game_id,
            message_id,
            live.version,
            posted=posted,
            summary=summary,
            retired=f"{row.summary} — {news}" if news and row.summary else row.summary,
            notices=notices,
        )
        if lobby_shown is not None and any(message == lobby_shown for message, _ in retired):
            await self._store.games.unretire(game_id, lobby_shown)
            retired = [(message, line) for message, line in retired if message != lobby_shown]
        await self.notices.give(row, plan, notices)
        if guided:
            await self._store.games.guide_shown(game_id, [entry.key for entry in guided], live.version)
        row = replace(
            row,
            message_id=message_id,
            message_version=live.version,
            posted_version=live.version if posted else row.posted_version,
            summary=summary,
        )
        await self.strip_retired(row, retired)
        return row, None

    async def _guide(
        self, ui: GameUI, row: GameRow, live: LiveGame, moves: Sequence[Move], since: int, anew: bool
    ) -> list[GuideEntry]:
        """The guide's entries a practice table's message shows with the ``moves`` it tells since version
        ``since`` (from the deal on, the deal's too). Each key is told with the move that first brought
        it up, and again in that message's later edits (an edit replaces the whole news), never in a
        message posted after it (``anew``: a new message shows only keys never shown); an edit keeps the
        words an entry was first shown with (the move that brought it up may be told no more). The last
        table adds why the winner won (:mod:`bot.app.practice_end`)."""
        entries = list(ui.guide(live, None, ())) if since == 0 else []
        for move in moves:
            if move.undo is None:
                entries += ui.guide(live, move.before, move.events)
        why = await practice_end.why_won(ui, live)
        if why is not None:
            entries.append(why)
        first = await self._store.games.guide_versions(row.id)
        lang = i18n.current()
        shown: dict[str, GuideEntry] = {}
        if not anew:
            for key, _version in sorted(first.items(), key=lambda item: item[1]):
                kept = self._guided.get((row.id, key, lang))
                if first[key] >= since and kept is not None:
                    shown[key] = kept
        for entry in entries:
            if entry.key not in first or (not anew and first[entry.key] >= since):
                shown.setdefault(entry.key, entry)
        for key, entry in shown.items():
            self._guided[(row.id, key, lang)] = entry
        while len(self._guided) > GUIDED_KEPT:
            del self._guided[next(iter(self._guided))]
        return list(shown.values())

    async def _lobby_started(self, row: GameRow, post: Post) -> CannotPost | bool:
        """Turn the lobby message into the "started" notice (its buttons gone) before the first table is
        posted; whether it now says so (then the lobby message needs no second edit to lose its
        buttons). When Discord is in trouble for the moment (:attr:`CannotPost.passing`) the table waits
        too, so the channel is caught up with both and the lobby never keeps its buttons; any other
        refusal (the message deleted, a permission missing) leaves the lobby as it is."""
        assert row.message_id is not None
        try:
            return await self._channels.replace(row.home_channel_id, row.guild_id, row.message_id, post)
        except CannotPost as exc:
            if exc.passing:
                log.warning("game %s: could not mark its lobby as started yet: %s", row.id, exc.reason)
                return exc
            log.info("game %s: its lobby message cannot say it started: %s", row.id, exc.reason)
        return False

    async def _told(self, row: GameRow, live: LiveGame, moves: Sequence[Move], since: int) -> list[Move]:
        """The moves after version ``since`` (what the live table tells): ``moves`` when they reach back
        that far, else read (from the service's memory when it has them)."""
        told = list(moves) if moves and moves[0].version <= since + 1 else []
        if not told and live.version > since:
            told = await self._service.moves_since(row.id, since)
        return [m for m in told if m.version > since]

    async def private_table(
        self, row: GameRow, live: LiveGame, buttons: Sequence[discord.ui.Item[Any]]
    ) -> Post:
        """The live table as a private copy for whoever asks (in their language), with ``buttons``
        instead of the mover's and pinging nobody."""
        ui = self._uis[row.game]
        since = row.posted_version if row.posted_version is not None else live.version
        told = await self._told(row, live, (), since)
        undone = max((i for i, m in enumerate(told) if m.undo is not None), default=-1)
        table = await _table(ui, live, told[undone + 1 :], True)
        table.buttons, table.mentions = list(buttons), ()
        table.news = [text("table.private", link=game_link(row) or ""), *table.news]
        return layout(table, live, ui.say, ui.colour, upload=True)

    async def _deadline(
        self, row: GameRow, live: LiveGame, since: float, prefs: Mapping[int, Preferences]
    ) -> str:
        """The lines under the prompt: who at the table is away and until when, and when a computer may
        take over from an absent person (the server's turn timer on the waking hours of the people
        awaited, counted from ``since``, when the last move was stored; nobody away is taken over), or
        nothing of that when the server has no timer or only computers are awaited. ``prefs`` holds
        the choices of every person seated."""
        people = [p for p in live.seats if not p.computer]
        now = self.notices.now()
        lines = [
            text("table.away", name=plain(p.name), until=timestamp(prefs[p.user_id].away_until or 0, "f"))
            for p in people
            if clock.is_away(prefs[p.user_id], now)
        ]
        awaited = [p for p in live.awaited() if not p.computer and not clock.is_away(prefs[p.user_id], now)]
        _reminder, takeover = await self._store.servers.guild_settings(row.guild_id)
        if awaited and takeover > 0:
            start = since or now
            when = min(clock.deadline(prefs[p.user_id], start, takeover * 3600) for p in awaited)
            lines.append(text("table.deadline", time=timestamp(when)))
        return "".join("\n" + line for line in lines)

    async def strip_retired(self, row: GameRow, retired: Sequence[tuple[int, str]] | None = None) -> None:
        """Turn every superseded table of the game (``retired``, as the store holds them when not given)
        into its summary line with a link to the live table; a lobby message (no summary) only loses
        its buttons, or says it was closed when the lobby was abandoned (kept for later if Discord
        fails). An abandoned game has no live table to link to: its last table and the lobby of its
        thread show the line stored when it was ended (who ended it, and when)."""
        link = game_link(row) or ""
        if retired is None:
            retired = await self._store.games.retired(row.id)
        ended = row.status == "abandoned" and row.message_version is not None
        for message_id, summary in retired:
            channel = channel_of(row, message_id)
            if ended and summary and message_id == row.message_id:
                done = await self._channels.retire(channel, row.guild_id, message_id, summary_post(summary))
            elif ended and summary and row.lobby_channel_id is not None and message_id == row.channel_id:
                done = await self._channels.edit(channel, row.guild_id, message_id, Post(content=summary))
            elif summary:
                post = summary_post(text("table.moved_on", summary=summary, link=link))
                done = await self._channels.retire(channel, row.guild_id, message_id, post)
            elif row.status == "abandoned" and row.message_version is None:
                closed = Post(content=text("lobby.closed", game=self._uis[row.game].title))
                done = await self._channels.edit(channel, row.guild_id, message_id, closed)
            else:
                done = await self._channels.strip_buttons(channel, row.guild_id, message_id)
            if done:
                await self._store.games.unretire(row.id, message_id)

    async def deliver_news(
        self, row: GameRow, live: LiveGame, moves: Sequence[Move], actor: int | None
    ) -> bool:
        """DM each person the secrets the stored ``moves`` drew for them, once; then note it in the store.

        A closed DM falls back to the player's hand view. Returns whether ``actor`` (the person who made
        the change, if any) must be told now that their DMs are closed (it is noted as told); the
        others are told with their next panel. When Discord fails for now (5xx, 429) the DMs stay open
        and the news is noted only up to the move before: a later settle sends the rest (the nonces
        keep what was sent single).
        """
        ui = self._uis[row.game]
        tell_actor = False
        for index, move in enumerate(moves):
            for player in live.seats:
                if player.computer or player.seat is None:
                    continue
                with self._languages.private(player.user_id, row.guild_id):
                    news = ui.private_news(live, game_link(row), move.events, player.seat)
                if news is None:
                    continue
                state = await self._store.games.dm_state(row.id, player.user_id)
                dm_nonce = nonce("news", row.id, move.version, player.seat)
                try:
                    sent = state != "open" or await self._channels.dm(
                        player.user_id, Post(content=news), dm_nonce
                    )
                except CannotPost as exc:
                    log.warning("game %s: news to %s not sent yet: %s", row.id, player.user_id, exc.reason)
                    await self._news_up_to(row.id, moves, index)
                    return tell_actor
                if not sent:
                    state = "closed"
                    await self._store.games.set_dm_state(row.id, player.user_id, state)
                if state == "closed" and player.user_id == actor:
                    tell_actor = True
                    await self._store.games.set_dm_state(row.id, player.user_id, "told")
            try:
                await tell_followers(
                    self._store, self._channels, self._languages, ui, row, live, move, move is moves[-1]
                )
            except CannotPost as exc:
                log.warning("game %s: followers' news not sent yet: %s", row.id, exc.reason)
                await self._news_up_to(row.id, moves, index)
                return tell_actor
        await self._news_up_to(row.id, moves, len(moves))
        return tell_actor

    async def _news_up_to(self, game_id: int, moves: Sequence[Move], sent: int) -> None:
        """Note that the news of the first ``sent`` of ``moves`` went out (a later settle sends the rest)."""
        if sent:
            await self._store.games.set_news(game_id, moves[sent - 1].version)

    async def post_notices(self, row: GameRow) -> None:
        """Post the game's stored notices (abandoned, taken over) that are not posted yet, once each."""
        for key, content in await self._store.games.notices(row.id):
            try:
                await self._channels.publish(
                    row.channel_id, row.guild_id, Post(content=content), nonce(key, row.id)
                )
            except CannotPost as exc:
                log.warning("game %s: could not post a notice: %s", row.id, exc.reason)
                return
            await self._store.games.notice_sent(row.id, key)

    async def lobby_now(self, row: GameRow) -> Post:
        """The lobby message as the store has it now."""
        members = await self._store.games.players(row.id)
        night = await self._store.nights.of_game(row.id)
        held = await self.held(row.id, members)
        with self._languages.public(row.guild_id):
            creator = next(
                (text("lobby.creator", name=plain(m.name)) for m in members if m.user_id == row.creator_id),
                text("lobby.creator_gone"),
            )
            if night is not None:
                creator = text("lobby.night", name=night.name)
            return lobby_post(self._uis[row.game], row.id, creator, members, practice=row.practice, held=held)

    async def held(self, game_id: int, members: Sequence[PlayerRow]) -> list[Hold]:
        """The seats of a game night's lobby still held for people who have not joined it yet."""
        now = time.time()
        joined = {m.user_id for m in members}
        holds = await self._store.nights.holds(game_id)
        return [h for h in holds if h.user_id not in joined and h.until > now]

    async def refresh_lobby(self, row: GameRow) -> None:
        """Show a lobby's stored members on its message (after a restart: a join may not have shown)."""
        if row.message_id is not None:
            await self._channels.edit(row.channel_id, row.guild_id, row.message_id, await self.lobby_now(row))

    async def post_lobby(self, row: GameRow) -> None:
        """Post a lobby's message (once, even if repeated after a crash) and remember it."""
        post = await self.lobby_now(row)
        message_id = await self._channels.publish(row.channel_id, row.guild_id, post, nonce("lobby", row.id))
        await self._store.games.set_message(row.id, message_id)

    async def settle(self, row: GameRow) -> None:
        """Bring one game's channel to what the store says (see the module's docstring)."""
        async with self._service.lock(row.id):
            await self.settle_locked(row.id)

    async def settle_locked(self, game_id: int) -> None:
        """:meth:`settle` for a caller holding the game's lock."""
        row = await self._store.games.game(game_id)
        if row is None or row.game not in self._uis:
            return
        if row.status == "lobby" and row.message_id is None:
            await self.post_lobby(row)
            return
        if row.status in ("active", "finished"):
            live = await self._service.live(row.id)
            since = row.news_version
            if row.message_version != row.version:
                since = min(since, max(0, row.version - 1))
            moves = await self._service.moves_since(row.id, since) if row.version > since else []
            if row.message_version != row.version:
                row, _failure = await self.publish_locked(row.id, live, moves)
            news = [m for m in moves if m.version > row.news_version]
            await self.deliver_news(row, live, news, None)
        await self.strip_retired(row)
        await self.post_notices(row)

    async def settle_all(self) -> None:
        """:meth:`settle` every game of this process's shards whose channel may be behind the store; one
        failure stops no other. While the database is unavailable the round ends at once: the next one
        settles what this one could not."""
        try:
            rows = self._shards.mine(await self._store.games.unsettled())
            for row in rows:
                if row.game not in self._uis:
                    continue
                try:
                    await self.settle(row)
                except StoreUnavailable:
                    raise
                except (StoreError, CannotPost) as exc:
                    log.warning("game %s: could not bring its channel up to date: %s", row.id, exc)
        except StoreUnavailable as exc:
            log.warning("channels wait for the database to be brought up to date: %s", exc.admin_line())


async def _guide_picture(row: GameRow, live: LiveGame, guided: Sequence[GuideEntry]) -> bytes | None:
    """The picture of the first guide entry shown that has one, drawn once per table, entry and language
    (the message's later edits show it again; a board redrawn with it keeps its other pictures)."""
    entry = next((e for e in guided if e.picture is not None), None)
    if entry is None or entry.picture is None:
        return None
    return await live.drawings.get((row.id, "guide", entry.key, i18n.current()), entry.picture)


async def _table(ui: GameUI, live: LiveGame, told: Sequence[Move], draw: bool) -> Table:
    """The game's table after the moves ``told`` (the board drawn when ``draw``), with the end's
    standings, score chart and record once the game is over. A seat taken over says so, and only the
    moves after it are told (those before were told under the seat's earlier holder's name)."""
    last_sat = max((i for i, m in enumerate(told) if m.sat is not None), default=-1)
    table = await ui.table(live, [Moved(m.before, m.events) for m in told[last_sat + 1 :]], draw)
    seated = [m.sat for m in told[: last_sat + 1] if m.sat is not None]
    taken = [text("seat.taken_public", took=plain(c.took_name), left=plain(c.left_name)) for c in seated]
    table.news = [*taken, *table.news]
    table.files = [*await end_files(live, ui.say), *table.files]
    return table


def posts_anew(ui: GameUI, live: LiveGame, row: GameRow, last: Move | None) -> bool:
    """Whether the table after ``last`` is a new message: at the start, at the end, and when a new
    person's turn starts (:func:`new_turn`). A take-back edits the table it took back."""
    if last is None or row.message_id is None or row.message_version is None:
        return True
    if last.sat is not None:
        return True
    if last.undo is not None:
        return False
    return new_turn(live.module, ui.edits_live, live.computer_seats(), last.before, live.state)


def new_turn(
    module: GameModule,
    continues: Callable[[Any, Any], bool],
    computers: frozenset[int],
    before: Any,
    after: Any,
) -> bool:
    """Whether the move from ``before`` to ``after`` starts a new person's turn, so the table is posted
    anew: the game is over, or a person (not one of the ``computers`` seats) the game did not wait for
    must act now, unless the game says the move continues the turn (a draft, a delivery round).
    Computers never post on their own."""
    if module.is_over(after):
        return True
    if continues(before, after):
        return False
    return any(seat not in computers for seat in module.awaiting(after) - module.awaiting(before))


SUMMARY_LENGTH = 300
"""The most characters of what happened that a superseded table keeps in its one line."""


def one_line(text: str, limit: int) -> str:
    """``text`` cut at a word to at most ``limit`` characters, an ellipsis marking the cut."""
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit)
    return text[: cut if cut > 0 else limit].rstrip() + " …"


def summary_post(line: str) -> Post:
    """A superseded table as the one line it keeps."""
    view = TableView()
    view.add_item(discord.ui.TextDisplay(line))
    return Post(view=view)


def started(ui: GameUI, row: GameRow, live: LiveGame) -> Post:
    """What the lobby message says once the game started: the seats, and the thread it plays in."""
    seats = join_list([plain(p.name) for p in live.seats])
    if row.lobby_channel_id is None:
        return Post(content=text("lobby.started", game=ui.title, seats=seats))
    thread = f"<#{row.channel_id}>"
    return Post(content=text("lobby.started_thread", game=ui.title, thread=thread, seats=seats))


def finished(ui: GameUI, row: GameRow, live: LiveGame, message_id: int) -> Post:
    """What the lobby message of a game played in its thread says once the game is over: who won, and a
    link to the final table, which holds the standings and the record to replay."""
    outcome = live.module.outcome(live.state)
    winners = outcome.winners if outcome is not None else ()
    names = join_list([plain(live.user_of_seat(seat).name) for seat in winners])
    link = message_link(row.guild_id, row.channel_id, message_id)
    content = text("lobby.finished", game=ui.title, thread=f"<#{row.channel_id}>", winners=names, link=link)
    return Post(content=content + "\n" + text("lobby.replay", command=ui.module.name))


def channel_of(row: GameRow, message_id: int) -> int:
    """The channel a game's message is in: a thread's starter message (the lobby, with the thread's id)
    in the lobby's channel, every other in the game's."""
    return row.home_channel_id if message_id == row.channel_id else row.channel_id
