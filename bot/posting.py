"""The one posting seam: what a game's channel shows is driven by what is stored, never by memory.

After every commit, and again on every start and after any failure, :func:`settle` brings a game's
channel to the stored state: the turn message (or the standings and the record) of the stored
version, private news of every stored move delivered to its owner, superseded messages stripped of
their buttons, stored notices posted. Every post carries a nonce derived from what it shows, which
Discord enforces: a post repeated after a kill between sending it and storing its id returns the
first message instead of making a second one.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from bot.context import Ctx
from bot.messaging import CannotPost, Post, plain
from bot.store import GameRow, StoreError
from bot.texts import text
from rules.i18n import join_list

if TYPE_CHECKING:
    from bot.client import GameBot
    from bot.games.base import GameUI
    from bot.service import LiveGame, Move, TakeBack

log = logging.getLogger(__name__)

NONCE_LENGTH = 25
"""Discord's limit on a message nonce."""


def nonce(*parts: object) -> str:
    """A message nonce naming what a post shows (e.g. ``turn``, game, version): the same post made
    twice gets the same nonce, so Discord keeps only the first."""
    return hashlib.sha256(":".join(map(str, parts)).encode()).hexdigest()[:NONCE_LENGTH]


async def publish_locked(
    bot: GameBot, game_id: int, ui: GameUI, live: LiveGame, moves: Sequence[Move], *, key: object = "turn"
) -> tuple[GameRow, str | None]:
    """Post the public message of the game's stored version, the caller holding the game's lock.

    ``moves`` are the moves it reports (the last one's events are narrated). When the game says the
    last move continues the same turn (:meth:`GameUI.edits_live`), the live message is edited to show
    it instead of a new post; that decision depends only on stored states, so :func:`settle` redoes
    the same edit after a crash (an edit made twice shows the same); a take-back always edits it. The
    first post of a game also turns its lobby message into the "started" notice. Returns the game's
    row as it now stands and the failure reason, if the post failed. ``key`` tells deliberate reposts
    apart from retries.
    """
    row = await bot.store.game(game_id)
    assert row is not None
    with bot.languages.public(row.guild_id):
        return await _publish(bot, row, ui, live, moves, key)


async def _publish(
    bot: GameBot, row: GameRow, ui: GameUI, live: LiveGame, moves: Sequence[Move], key: object
) -> tuple[GameRow, str | None]:
    """:func:`publish_locked` once the game's row is read, in its server's language."""
    game_id = row.id
    last = moves[-1] if moves else None
    if last is not None and last.undo is not None:
        post = await undo_post(ui, live, last.undo)
    else:
        post = await ui.turn_post(live, last.events if last else (), last.before if last else None)
    if row.message_version is None and row.message_id is not None:
        await bot.messenger.edit(row.home_channel_id, row.guild_id, row.message_id, started(ui, row, live))
    edit = (
        key == "turn"
        and last is not None
        and row.message_id is not None
        and row.message_version is not None
        and (last.undo is not None or ui.edits_live(last.before, live.state))
    )
    try:
        if (
            edit
            and row.message_id is not None
            and await bot.messenger.replace(row.channel_id, row.guild_id, row.message_id, post)
        ):
            message_id = row.message_id
        else:
            message_id = await bot.messenger.publish(
                row.channel_id, row.guild_id, post, nonce(key, game_id, live.version)
            )
    except CannotPost as exc:
        log.warning("game %s: could not post the turn message: %s", game_id, exc.reason)
        return row, exc.reason
    await bot.store.set_message(game_id, message_id, live.version)
    row = replace(row, message_id=message_id, message_version=live.version)
    await strip_retired(bot, row)
    return row, None


def started(ui: GameUI, row: GameRow, live: LiveGame) -> Post:
    """What the lobby message says once the game started: the seats, and the thread it plays in."""
    seats = join_list([plain(p.name) for p in live.seats])
    if row.lobby_channel_id is None:
        return Post(content=text("lobby.started", game=ui.title, seats=seats))
    thread = f"<#{row.channel_id}>"
    return Post(content=text("lobby.started_thread", game=ui.title, thread=thread, seats=seats))


def channel_of(row: GameRow, message_id: int) -> int:
    """The channel a game's message is in: a thread's starter message (the lobby, with the thread's id)
    in the lobby's channel, every other in the game's."""
    return row.home_channel_id if message_id == row.channel_id else row.channel_id


async def undo_post(ui: GameUI, live: LiveGame, undo: TakeBack) -> Post:
    """The live message after a take-back: who took back what, then the game as it was before that
    turn (its board and buttons), pinging nobody."""
    post = await ui.turn_post(live, ())
    name = plain(live.user_of_seat(undo.seat).name)
    said = text("undo.public", name=name, move=ui.undo_words(live, undo.lines))
    post.content = f"{said}\n{post.content}" if post.content else said
    post.mentions = ()
    return post


async def strip_retired(bot: GameBot, row: GameRow) -> None:
    """Take the buttons off every superseded message of the game (kept for later if Discord fails)."""
    for message_id in await bot.store.retired(row.id):
        if await bot.messenger.strip_buttons(channel_of(row, message_id), row.guild_id, message_id):
            await bot.store.unretire(row.id, message_id)


async def deliver_news(
    bot: GameBot, row: GameRow, live: LiveGame, moves: Sequence[Move], ctx: Ctx | None
) -> None:
    """DM each person the secrets the stored ``moves`` drew for them, once; then note it in the store.

    A closed DM falls back to the player's hand view (they are told once: at once if they made the
    move, else with their next panel).
    """
    ui = bot.uis[row.game]
    for move in moves:
        for player in live.seats:
            if player.computer or player.seat is None:
                continue
            with bot.languages.private(player.user_id, row.guild_id):
                news = ui.private_news(live, row, move.events, player.seat)
            if news is None:
                continue
            state = await bot.store.dm_state(row.id, player.user_id)
            dm_nonce = nonce("news", row.id, move.version, player.seat)
            if state == "open" and not await bot.messenger.dm(player.user_id, Post(content=news), dm_nonce):
                state = "closed"
                await bot.store.set_dm_state(row.id, player.user_id, state)
            if state == "closed" and ctx is not None and player.user_id == ctx.user_id:
                await bot.messenger.say(ctx.interaction, text("dm.closed"))
                await bot.store.set_dm_state(row.id, player.user_id, "told")
    if moves:
        await bot.store.set_news(row.id, moves[-1].version)


async def post_notices(bot: GameBot, row: GameRow) -> None:
    """Post the game's stored notices (abandoned, taken over) that are not posted yet, once each."""
    for key, content in await bot.store.notices(row.id):
        try:
            await bot.messenger.publish(
                row.channel_id, row.guild_id, Post(content=content), nonce(key, row.id)
            )
        except CannotPost as exc:
            log.warning("game %s: could not post a notice: %s", row.id, exc.reason)
            return
        await bot.store.notice_sent(row.id, key)


async def settle(bot: GameBot, row: GameRow) -> None:
    """Bring one game's channel to what the store says (see the module's docstring)."""
    ui = bot.uis[row.game]
    if row.status == "lobby" and row.message_id is None:
        await bot.post_lobby(ui, row)
        return
    if row.status in ("active", "finished"):
        async with bot.service.lock(row.id):
            fresh = await bot.store.game(row.id)
            assert fresh is not None
            live = await bot.service.live(row.id)
            since = fresh.news_version
            if fresh.message_version != fresh.version:
                since = min(since, max(0, fresh.version - 1))
            moves = await bot.service.moves_since(row.id, since) if fresh.version > since else []
            if fresh.message_version != fresh.version:
                fresh, _failure = await publish_locked(bot, row.id, ui, live, moves)
            news = [m for m in moves if m.version > fresh.news_version]
            await deliver_news(bot, fresh, live, news, None)
        row = fresh
    await strip_retired(bot, row)
    await post_notices(bot, row)


async def settle_all(bot: GameBot) -> None:
    """:func:`settle` every game of this process's shards whose channel may be behind the store; one
    failure stops no other."""
    for row in bot.shards_run.mine(await bot.store.unsettled()):
        if row.game not in bot.uis:
            continue
        try:
            await settle(bot, row)
        except (StoreError, CannotPost) as exc:
            log.warning("game %s: could not bring its channel up to date: %s", row.id, exc)
