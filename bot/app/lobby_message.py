"""The lobby message of any game: who is in, how to join, and the Join / Leave / Start buttons.

Built here once for the lobby feature (:mod:`bot.features.lobby`) and for the posting seam, which posts
a lobby stored but never shown after a restart.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from bot.components import GameButton, Ref, view_of
from bot.messaging import Post, plain, timestamp
from bot.texts import text

if TYPE_CHECKING:
    from bot.games.seam import GameUI
    from bot.store import PlayerRow
    from bot.store.game_nights import Hold


def lobby_post(
    ui: GameUI,
    game_id: int,
    creator: str,
    members: Sequence[PlayerRow],
    *,
    practice: bool = False,
    held: Sequence[Hold] = (),
) -> Post:
    """The lobby message: who is in, how to join, and the buttons. A full lobby offers neither Join nor
    Add computer, which could only be refused (seats still held leave Join to their people). A practice
    table's lobby says what practice means. A game night's lobby names the people whose seats are still
    ``held`` (and mentions them: the first post pings each once, edits never ping)."""
    module = ui.module
    title = text("teach.practice_lobby_title" if practice else "lobby.title", game=ui.title)
    embed = discord.Embed(title=title, colour=discord.Colour.teal())
    levels = ui.computer_levels
    names = "\n".join(
        text("lobby.member_computer", name=plain(m.name), level=levels.get(m.computer, m.computer))
        if m.computer
        else text("lobby.member", name=plain(m.name))
        for m in members
    ) or text("lobby.nobody")
    embed.add_field(
        name=text("lobby.players", count=len(members), min=module.min_players, max=module.max_players),
        value=names,
        inline=False,
    )
    embed.description = text("lobby.how", command=module.name, min=module.min_players, max=module.max_players)
    if practice:
        embed.description = (
            f"{text('teach.practice_how', game=ui.title, command=module.name)}\n\n{embed.description}"
        )
    embed.set_footer(text=creator)
    content = ""
    if held:
        until = timestamp(min(h.until for h in held), "t")
        embed.add_field(
            name=text("lobby.held", time=until),
            value="\n".join(text("lobby.member", name=plain(h.name)) for h in held),
            inline=False,
        )
        mentions = " ".join(f"<@{h.user_id}>" for h in held)
        content = text("lobby.held_ping", people=mentions, time=until)
    seated = len(members) >= module.max_players
    full = len(members) + len(held) >= module.max_players
    join = GameButton(Ref(game_id, 0, "join"), text("lobby.button.join"), style=discord.ButtonStyle.primary)
    buttons = [*([] if seated else [join]), GameButton(Ref(game_id, 0, "leave"), text("lobby.button.leave"))]
    for index, (name, variant) in enumerate(ui.variants.items()):
        label = (
            text("lobby.button.start")
            if index == 0
            else text("lobby.button.start_variant", variant=variant.label)
        )
        buttons.append(GameButton(Ref(game_id, 0, "start", name), label, style=discord.ButtonStyle.success))
    offered = {} if full else levels
    row = 1 if len(buttons) + len(offered) > 5 else None
    for level, level_label in offered.items():
        label = text("lobby.button.add_ai", level=level_label)
        buttons.append(GameButton(Ref(game_id, 0, "add_ai", level), label, row=row))
    if levels:
        buttons.append(GameButton(Ref(game_id, 0, "remove_ai"), text("lobby.button.remove_ai"), row=row))
    return Post(
        content=content,
        embed=embed,
        view=view_of(*buttons),
        mentions=tuple(h.user_id for h in held),
    )
