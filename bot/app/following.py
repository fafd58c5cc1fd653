"""Following a game one does not play (issue 45): the Follow button the core adds to every running
game's table, and the direct messages a follower gets, one at each end of a round or a ship (what the
game calls a milestone) with the scores and the board, and one at the end with the result.

Followers' news goes out with the players' news of the same moves (:meth:`Posting.deliver_news`), so it
is sent once even across a crash (each message carries a nonce of the game, the move and the person).
Nothing goes to a follower in their quiet hours or while they are away: that milestone passes them by.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING

import discord

from bot.app import clock
from bot.components import GameButton, Ref, view_of
from bot.messaging import Post, game_link, nonce, plain
from bot.texts import text
from rules import i18n

if TYPE_CHECKING:
    from bot.app.languages import Languages
    from bot.app.ports import Channels
    from bot.app.service import Move
    from bot.games.seam import GameUI, LiveGame
    from bot.store import GameRow, Store

log = logging.getLogger(__name__)

FOLLOW = "follow"
"""The core's verb of the Follow button on a running game's table."""
UNFOLLOW = "unfollow"
"""The core's verb of the Unfollow button, in a follower's answer and in each message they get."""


def follow_buttons(live: LiveGame) -> list[GameButton]:
    """The Follow button of a running game's table (none at a practice table or once the game is over)."""
    if live.row.practice or live.module.is_over(live.state):
        return []
    return [GameButton(Ref(live.row.id, live.version, FOLLOW), text("follow.button"), emoji="🔔")]


def unfollow_view(game_id: int, version: int) -> discord.ui.View:
    """The one-tap Unfollow button of a follower's messages."""
    return view_of(GameButton(Ref(game_id, version, UNFOLLOW), text("follow.unfollow_button"), emoji="🔕"))


def _scores(live: LiveGame) -> str:
    """Each seat's name and public score, best first."""
    scores = live.module.scores(live.state)
    seats = sorted(
        (p for p in live.seats if p.seat is not None), key=lambda p: (-scores[p.seat or 0], p.seat or 0)
    )
    said = [text("follow.score", name=plain(p.name), points=scores[p.seat or 0]) for p in seats]
    return i18n.join_list(said)


def _result(live: LiveGame) -> str:
    """The final result: the winners and every score."""
    outcome = live.module.outcome(live.state)
    if outcome is None:
        return _scores(live)
    names = {p.seat: plain(p.name) for p in live.seats if p.seat is not None}
    winners = i18n.join_list([names.get(seat, "?") for seat in outcome.winners])
    return text("follow.result", winners=winners, count=len(outcome.winners), scores=_scores(live))


async def tell_followers(
    store: Store,
    channels: Channels,
    languages: Languages,
    ui: GameUI,
    row: GameRow,
    live: LiveGame,
    move: Move,
    last: bool,
) -> None:
    """DM the game's followers what ``move`` ended (a milestone), or at the game's ``last`` move its
    result; with the board as the table shows it. Raises :class:`~bot.messaging.CannotPost` when
    Discord fails for now (the caller sends it again later; the nonces keep each message single)."""
    over = last and live.module.is_over(live.state)
    if not over and ui.milestone(move.events) is None:
        return
    followers = await store.followers.followers(row.id)
    if not followers:
        return
    now = time.time()
    prefs = await store.people.preferences(followers)
    board = await _board(ui, languages, row, live)
    for user_id in followers:
        if not clock.may_be_told(prefs[user_id], now):
            continue
        with languages.private(user_id, row.guild_id):
            heading = text("follow.heading", game=ui.title, id=row.id, link=game_link(row) or "")
            body = _result(live) if over else f"{ui.milestone(move.events)} {_scores(live)}"
            key = "follow.end" if over else "follow.news"
            post = Post(
                content=text(key, heading=heading, news=body),
                files=[("board.png", board)] if board else [],
                view=unfollow_view(row.id, live.version),
            )
        if not await channels.dm(user_id, post, nonce("follow", row.id, move.version, user_id)):
            log.info("game %s: follower %s does not take DMs", row.id, user_id)
    if over:
        await store.followers.forget(row.id)


async def _board(ui: GameUI, languages: Languages, row: GameRow, live: LiveGame) -> bytes | None:
    """The board as the public table shows it now, in the server's language."""
    with languages.public(row.guild_id):
        table = await ui.table(live, (), True)
    return None if table.board is None else table.board.image
