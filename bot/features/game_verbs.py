"""A game's verbs as the core runs them: call the game's pure handler, then perform the intent it
returns through the table runtime, and ask the game what the clicker sees next.

This is the only place a game's click turns into a change: a handler never touches the store, the
client or the posting seam (:mod:`bot.games.seam`). The core adds its Take back button here, and its
Hand button and panel command open the same panel (:func:`open_panel`); a Hand button on a private
message (``/mygames``) opens the table's own choices instead when the game offers them only there
(:func:`_table_choices`), so acting from the inbox takes no more taps than from the thread.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import discord

from bot.app.table_layout import MAX_COMPONENTS, MAX_TEXT
from bot.components import GameButton, GameSelect, view_of
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
            await _show(ctx, await _telling_dms_closed(ctx, await _with_take_back(ctx, seated, intent)))
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
        seat = live.seat_of_user(ctx.user_id)
        if not ctx.on_own_panel or _on_private_layout(ctx):
            await open_panel(ctx, ui, live, seat)
            return
        await ctx.defer_private()
        post = await ui.panel(Seated(live, seat, live.version, ctx.link()))
        if not await _table_choices(ctx, ui, live, seat, post):
            await _show_panel(ctx, ui, live, seat, post)

    return hand


async def open_panel(ctx: Ctx, ui: GameUI, live: LiveGame, seat: int) -> None:
    """Show ``seat``'s private panel to the clicker, opening with what the others did since their last
    move when it is their turn; once, that their direct messages are closed."""
    await ctx.defer_private()
    await _show_panel(ctx, ui, live, seat, await ui.panel(Seated(live, seat, live.version, ctx.link())))


async def _show_panel(ctx: Ctx, ui: GameUI, live: LiveGame, seat: int, post: Post) -> None:
    """:func:`open_panel` once the panel ``post`` is drawn."""
    if seat in live.module.awaiting(live.state) and not post.layout:
        recap = "\n".join(ui.recap(live, seat))
        joined = f"{recap}\n\n{post.content}" if post.content else recap
        if recap and len(joined) <= MESSAGE_LIMIT:
            post.content = joined
    await _show(ctx, await _telling_dms_closed(ctx, post))


async def _table_choices(ctx: Ctx, ui: GameUI, live: LiveGame, seat: int, panel: Post) -> bool:
    """Answer with a private copy of the live table carrying its choices, when it is ``seat``'s turn and
    the game offers them on the table but not in the ``panel`` (a Santa Cruz draft pick); whether it did.

    The Hand button of a private message (the ``/mygames`` list) would else open a panel that only
    says to go and choose on the table: one more tap than in the thread. Whether the choices are on the
    table is read from the components alone, never from a game's name: the panel has none of the game's
    components but Hand buttons (:func:`_choices`) and the table has some. The copy carries all the
    table's buttons (any awaited person may use them, from any message); its Hand button opens the
    panel (:func:`_on_private_layout`). The recap opens the copy when it fits. It comes as a new
    private message: the list stays for the person's other games, and no plain message is turned into
    a Components V2 one. The notice of closed direct messages waits for the answer to the choice."""
    offered = panel.view.walk_children() if panel.view is not None else ()
    if seat not in live.module.awaiting(live.state) or _choices(offered):
        return False
    buttons = (await ui.table(live, (), False)).buttons
    if not _choices(buttons):
        return False
    post = await ctx.tables.posting.private_table(ctx.row, live, buttons)
    _lead(post, "\n".join(ui.recap(live, seat)))
    await ctx.messenger.reply(ctx.interaction, post)
    return True


def _choices(items: Iterable[discord.ui.Item[Any]]) -> list[discord.ui.Item[Any]]:
    """The game's buttons and menus among ``items``, without the core's Hand buttons: what a seat may
    choose there."""
    return [i for i in items if isinstance(i, GameButton | GameSelect) and i.ref.verb != HAND]


def _lead(post: Post, lines: str) -> None:
    """Open the Components V2 ``post`` with ``lines`` (the recap), when there are some and they fit
    within Discord's limits on such a message; else leave it as it is."""
    view = post.view
    if not lines or not isinstance(view, discord.ui.LayoutView):
        return
    if view.total_children_count >= MAX_COMPONENTS or view.content_length() + len(lines) > MAX_TEXT:
        return
    rest = view.children
    view.clear_items()
    view.add_item(discord.ui.TextDisplay(lines))
    for item in rest:
        view.add_item(item)


def _on_private_layout(ctx: Ctx) -> bool:
    """Whether the click was on a Components V2 message of the clicker's own: a private copy of the
    table (:func:`_table_choices`, ``/<game> board``)."""
    message = ctx.interaction.message
    return ctx.on_own_panel and message is not None and message.flags.components_v2


async def _show(ctx: Ctx, post: Post) -> None:
    """Answer privately with ``post`` (:meth:`Ctx.show`), but as a new private message when the click
    was on a private copy of the table and ``post`` is plain text: Discord refuses text on a Components
    V2 message, so the copy cannot become the next step; it stays, its buttons still the table's."""
    if not post.layout and _on_private_layout(ctx):
        await ctx.messenger.reply(ctx.interaction, post)
    else:
        await ctx.show(post)


async def _telling_dms_closed(ctx: Ctx, post: Post) -> Post:
    """``post``, with the notice (once) that the clicker's direct messages are closed when a move they
    did not make drew them a secret (a forced move, say): what they see next tells them."""
    store = ctx.tables.store
    if await store.games.dm_state(ctx.row.id, ctx.user_id) == "closed":
        post.content = f"{post.content}\n\n{text('dm.closed')}" if post.content else text("dm.closed")
        await store.games.set_dm_state(ctx.row.id, ctx.user_id, "told")
    return post
