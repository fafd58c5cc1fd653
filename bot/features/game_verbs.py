"""A game's verbs as the core runs them: call the game's pure handler, then perform the intent it
returns through the table runtime, and ask the game what the clicker sees next.

This is the only place a game's click turns into a change: a handler never touches the store, the
client or the posting seam (:mod:`bot.games.seam`). The core adds its Take back button here, and its
Hand button and panel command open the same panel (:func:`open_panel`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.components import view_of
from bot.features import undo
from bot.games.seam import GameUI, GameVerb, Intent, LiveGame, Play, Refuse, Seated, Show, Verb
from bot.interactions.context import Ctx, Handler, Refusal, Route, require_turn
from bot.messaging import MESSAGE_LIMIT
from bot.texts import text

if TYPE_CHECKING:
    from bot.messaging import Post

HAND = "hand"
"""The core's verb of the Hand button on every game's public message: the clicker's private panel."""


def routes(ui: GameUI) -> dict[str, Route]:
    """The game's own verbs and the core's Hand button, each a route of the router."""
    table = {name: Route(verb.verb, _performer(ui, verb), seated=True) for name, verb in ui.verbs.items()}
    table[HAND] = Route(Verb(), _hand(ui), seated=True)
    return table


def _performer(ui: GameUI, verb: GameVerb) -> Handler:
    async def perform(ctx: Ctx) -> None:
        assert ctx.click is not None
        live = await ctx.live()
        seat = live.seat_of_user(ctx.user_id)
        if verb.turn:
            require_turn(live, seat)
        if verb.slow:
            await ctx.defer_private()
        version = ctx.click.ref.version if verb.verb.versioned else live.version
        seated = Seated(live, seat, version, ctx.link())
        await _carry_out(ctx, ui, seated, await verb.handler(seated, ctx.click))

    return perform


async def _carry_out(ctx: Ctx, ui: GameUI, seated: Seated, intent: Intent) -> None:
    """Perform ``intent`` and every intent the game's follow-up returns, until something is shown."""
    while True:
        if isinstance(intent, Refuse):
            raise ctx.moved_on() if intent.message is None else Refusal(intent.message)
        if isinstance(intent, Show):
            await ctx.show(await _telling_dms_closed(ctx, await _with_take_back(ctx, seated, intent)))
            return
        assert isinstance(intent, Play)
        await ctx.defer_private()
        result = await ctx.play(intent.action, seated.version if intent.versioned else None)
        seated = Seated(result.game, seated.seat, result.version, ctx.link())
        intent = await ui.follow_up(seated, result.move, result.events)


async def _with_take_back(ctx: Ctx, seated: Seated, show: Show) -> Post:
    """The post of ``show``, with the core's Take back button when asked for and the clicker's move that
    made the version ``seated`` shows may still be taken back."""
    post = show.post
    if show.take_back and await ctx.tables.may_take_back(ctx.row, ctx.user_id, seated.version):
        if post.view is None:
            post.view = view_of()
        post.view.add_item(undo.button(ctx.row.id, seated.version))
    return post


def _hand(ui: GameUI) -> Handler:
    async def hand(ctx: Ctx) -> None:
        live = await ctx.live()
        await open_panel(ctx, ui, live, live.seat_of_user(ctx.user_id))

    return hand


async def open_panel(ctx: Ctx, ui: GameUI, live: LiveGame, seat: int) -> None:
    """Show ``seat``'s private panel to the clicker, opening with what the others did since their last
    move when it is their turn; once, that their direct messages are closed."""
    await ctx.defer_private()
    post = await ui.panel(Seated(live, seat, live.version, ctx.link()))
    if seat in live.module.awaiting(live.state) and not post.layout:
        recap = "\n".join(ui.recap(live, seat))
        joined = f"{recap}\n\n{post.content}" if post.content else recap
        if recap and len(joined) <= MESSAGE_LIMIT:
            post.content = joined
    await ctx.show(await _telling_dms_closed(ctx, post))


async def _telling_dms_closed(ctx: Ctx, post: Post) -> Post:
    """``post``, with the notice (once) that the clicker's direct messages are closed when a move they
    did not make drew them a secret (a forced move, say): what they see next tells them."""
    store = ctx.tables.store
    if await store.games.dm_state(ctx.row.id, ctx.user_id) == "closed":
        post.content = f"{post.content}\n\n{text('dm.closed')}" if post.content else text("dm.closed")
        await store.games.set_dm_state(ctx.row.id, ctx.user_id, "told")
    return post
