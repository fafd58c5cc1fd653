"""The absence ladder's last step: a seat a computer has played for someone gone longer than the server's
limit asks, once, for a new player in the game's channel; any member of the server who does not play in
the game may take it over with one tap and a confirmation. From then on the seat is theirs: the table
says so, the log and the record tell who played which turns, the game counts for them (unrated, as every
game a computer played in) and the person who was gone can no longer take it back.

A person away by their own word (``/mygames away``) is never replaced: their stand-in plays until they
are back.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from bot.app import clock
from bot.components import GameButton, Ref, Verb, view_of
from bot.features.game_verbs import open_panel
from bot.features.names import distinct_name
from bot.interactions.context import Ctx, Refusal, Route
from bot.messaging import CannotPost, Post, game_link, nonce, plain
from bot.store import Conflict, StaleVersion
from bot.texts import text

if TYPE_CHECKING:
    from bot.app.languages import Languages
    from bot.app.ports import Channels
    from bot.app.tables import Tables
    from bot.games.seam import LiveGame
    from bot.store import GameRow, PlayerRow, SeatChange

log = logging.getLogger(__name__)

WANTED = "sit"
"""The verb of the "needs a player" post's button (its argument: the seat)."""
YES = "sit_yes"
NO = "sit_no"
MAX_SEATS = 8
"""More seats than any game has: what a seat argument may name at most."""


def seat_arg(arg: str) -> str:
    """A seat number as a custom id carries it; anything else is refused as a forged id."""
    if not arg.isdigit() or int(arg) >= MAX_SEATS:
        raise ValueError(f"not a seat: {arg!r}")
    return str(int(arg))


def place_of(scores: tuple[int, ...], seat: int) -> int:
    """The seat's place by score (1: the lead; equal scores share a place)."""
    return 1 + sum(1 for score in scores if score > scores[seat])


async def give_back(ctx: Ctx, seat: int) -> None:
    """The clicker takes back ``seat``, which a computer played for them (``join``, or the "needs a
    player" post's own button); the post, if out, loses its button: the seat is no longer free."""
    wanted = await ctx.tables.store.games.wanted(ctx.row.id, seat)
    await ctx.finish(await ctx.tables.reclaim(ctx.row.id, ctx.user_id))
    if wanted is not None:
        await ctx.messenger.strip_buttons(ctx.row.home_channel_id, ctx.row.guild_id, wanted[2])
    await ctx.say(text("timer.taken_back", link=ctx.link() or ""))


class Substitutes:
    """Asks for new players for the seats of people gone, and seats whoever takes one over."""

    def __init__(self, tables: Tables, channels: Channels, languages: Languages) -> None:
        self._tables = tables
        self._channels = channels
        self._languages = languages

    @property
    def routes(self) -> dict[str, Route]:
        """The post's button and the two answers of its confirmation, whatever the game's version."""
        seat = Verb(arg=seat_arg)
        return {WANTED: Route(seat, self.offer), YES: Route(seat, self.take), NO: Route(Verb(), self.keep)}

    async def ask(self, now: float) -> int:
        """Post "needs a player", once, for every seat a computer has played longer than its server's
        limit for a person who is not away by their own word; returns how many were posted."""
        limits: dict[int | None, float] = {}
        store = self._tables.store
        posted = 0
        for row, seat, since in self._tables.shards.mine(await store.games.unwanted_seats()):
            if row.game not in self._tables.uis or seat.seat is None:
                continue
            if row.guild_id not in limits:
                limits[row.guild_id] = await store.servers.substitute_hours(row.guild_id)
            hours = limits[row.guild_id]
            if hours <= 0 or now - since < hours * 3600:
                continue
            prefs = await store.people.preferences([seat.user_id])
            if clock.is_away(prefs[seat.user_id], now):
                continue
            try:
                live = await self._tables.live(row.id)
                message_id = await self._post_wanted(row, live, seat, (now - since) / 3600)
            except CannotPost as exc:
                log.warning("game %s: could not ask for a new player: %s", row.id, exc.reason)
                continue
            await store.games.want_player(row.id, seat.seat, message_id)
            posted += 1
        return posted

    async def _post_wanted(self, row: GameRow, live: LiveGame, seat: PlayerRow, hours: float) -> int:
        """The "needs a player" post in the channel the game was opened in (where people who do not play
        in it read), with the seat's score and place and the button to take it over."""
        assert seat.seat is not None
        scores = live.module.scores(live.state)
        with self._languages.public(row.guild_id):
            content = text(
                "seat.wanted",
                game=self._tables.uis[row.game].title,
                id=row.id,
                name=plain(seat.name),
                hours=int(hours),
                score=scores[seat.seat],
                place=place_of(scores, seat.seat),
                seats=len(scores),
                link=game_link(row) or "",
            )
            label = text("seat.wanted_button", name=seat.name)
        button = GameButton(Ref(row.id, 0, WANTED, str(seat.seat)), label, style=discord.ButtonStyle.success)
        post = Post(content=content, view=view_of(button))
        key = nonce("wanted", row.id, seat.seat, seat.user_id)
        return await self._channels.publish(row.home_channel_id, row.guild_id, post, key)

    async def _free_seat(self, ctx: Ctx) -> tuple[LiveGame, PlayerRow, int]:
        """The clicked seat, while it still asks for a new player: the game, the seat's person and the
        "needs a player" post; refused (its button taken off) when it no longer does."""
        assert ctx.click is not None
        seat = int(ctx.click.ref.arg)
        if ctx.interaction.guild_id is None or ctx.interaction.guild_id != ctx.row.guild_id:
            raise Refusal(text("seat.not_free"))
        wanted = await ctx.tables.store.games.wanted(ctx.row.id, seat)
        if wanted is None:
            if ctx.click.message_id is not None and ctx.click.panel_owner is None:
                channel = ctx.row.home_channel_id
                await self._channels.strip_buttons(channel, ctx.row.guild_id, ctx.click.message_id)
            raise Refusal(text("seat.not_free"))
        person, _since, message_id = wanted
        return await ctx.live(), person, message_id

    async def offer(self, ctx: Ctx) -> None:
        """The post's button: the seat's own person takes it back at once; anyone else who does not play
        in the game is asked to confirm, with what they take over."""
        live, person, _post = await self._free_seat(ctx)
        if person.user_id == ctx.user_id and person.seat is not None:
            await give_back(ctx, person.seat)
            return
        if any(p.user_id == ctx.user_id for p in live.seats):
            raise Refusal(text("seat.playing"))
        assert person.seat is not None and ctx.click is not None
        score = live.module.scores(live.state)[person.seat]
        arg = ctx.click.ref.arg
        buttons = view_of(
            GameButton(Ref(ctx.row.id, 0, YES, arg), text("seat.yes"), style=discord.ButtonStyle.success),
            GameButton(Ref(ctx.row.id, 0, NO), text("seat.no")),
        )
        content = text("seat.ask", name=plain(person.name), game=ctx.ui.title, id=ctx.row.id, score=score)
        await ctx.messenger.reply(ctx.interaction, Post(content=content, view=buttons))

    async def take(self, ctx: Ctx) -> None:
        """Confirmed: the clicker takes the seat over, then sees their panel for it."""
        live, person, message_id = await self._free_seat(ctx)
        if any(p.user_id == ctx.user_id for p in live.seats):
            raise Refusal(text("seat.playing"))
        assert person.seat is not None
        ctx.check_permissions()
        await ctx.defer_private()
        name = distinct_name(ctx.interaction.user.display_name, [p.name for p in live.seats if p != person])
        try:
            change = await ctx.finish(await ctx.tables.substitute(ctx.row.id, person.seat, ctx.user_id, name))
        except StaleVersion:
            raise Refusal(text("seat.not_free")) from None
        except Conflict:
            raise Refusal(text("seat.playing")) from None
        row = await ctx.tables.store.games.game(ctx.row.id) or ctx.row
        await self._close_post(row, message_id, change)
        link = game_link(row) or ""
        left = plain(change.left_name)
        await ctx.say(text("seat.taken_reply", left=left, game=ctx.ui.title, id=row.id, link=link))
        await open_panel(ctx, ctx.ui, await ctx.tables.live(row.id), change.seat)

    async def keep(self, ctx: Ctx) -> None:
        """ "Not now": nothing changes, the seat stays free."""
        await ctx.show(Post(content=text("seat.kept")))

    async def _close_post(self, row: GameRow, message_id: int, change: SeatChange) -> None:
        """The "needs a player" post once a new person took the seat over: it says who."""
        with self._languages.public(row.guild_id):
            content = text(
                "seat.wanted_done",
                took=plain(change.took_name),
                left=plain(change.left_name),
                game=self._tables.uis[row.game].title,
                id=row.id,
                link=game_link(row) or "",
            )
        await self._channels.edit(row.home_channel_id, row.guild_id, message_id, Post(content=content))
