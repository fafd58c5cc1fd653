"""``/<game> rules``: the game's illustrated rules a page at a time, privately, with buttons to turn the
pages and a menu of them (issue 44). Each game gives its pages (:meth:`bot.games.seam.GameUI.rules_pages`);
the core shows them the same way for every game. A page's buttons name the game and the page only
(:func:`bot.interactions.inputs.read_page_id`), so they keep working after a restart and need no game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from bot import workers
from bot.components import fit, view_of
from bot.games.seam import GameUI, RulesPage
from bot.interactions.inputs import Forged, PageClick, page_custom_id
from bot.messaging import Post
from bot.texts import text

if TYPE_CHECKING:
    from bot.interactions.context import Contexts

RULES_IMAGE = "rules.png"
"""The attachment a page's picture travels as."""
MAX_OPTIONS = 25
"""Discord's limit on a select menu's options."""


async def page_post(ui: GameUI, pages: Sequence[RulesPage], page: int) -> Post:
    """Page ``page`` of ``ui``'s rules ``pages`` (in the language in force): its title and sentences, its
    picture, the step buttons and the menu of every page."""
    page = max(0, min(page, len(pages) - 1))
    shown = pages[page]
    title = text("rules.title", game=ui.title, page=page + 1, pages=len(pages), title=shown.title)
    embed = discord.Embed(title=fit(title, 256), description=shown.text[:4000], colour=ui.colour)
    files: list[tuple[str, bytes]] = []
    if shown.picture is not None:
        files.append((RULES_IMAGE, await workers.off_loop(shown.picture)))
        embed.set_image(url=f"attachment://{RULES_IMAGE}")
    game, last = ui.module.name, len(pages) - 1
    steps = (
        ("first", 0, "⏮", text("rules.first")),
        ("prev", max(0, page - 1), "◀", text("rules.prev")),
        ("next", min(last, page + 1), "▶", text("rules.next")),
        ("last", last, "⏭", text("rules.last")),
    )
    buttons: list[discord.ui.Item[discord.ui.View]] = [
        discord.ui.Button(
            custom_id=page_custom_id(game, target, step),
            label=fit(label, 80),
            emoji=emoji,
            disabled=target == page,
            style=discord.ButtonStyle.primary if step == "next" else discord.ButtonStyle.secondary,
        )
        for step, target, emoji, label in steps
    ]
    options = [
        discord.SelectOption(
            label=fit(f"{index + 1}. {p.title}", 100), value=str(index), default=index == page
        )
        for index, p in enumerate(pages[:MAX_OPTIONS])
    ]
    menu = discord.ui.Select[discord.ui.View](
        custom_id=page_custom_id(game, 0, "menu"),
        options=options,
        placeholder=fit(text("rules.pages"), 150),
        row=1,
    )
    return Post(embed=embed, files=files, view=view_of(*buttons, menu))


async def show_rules(desk: Contexts, interaction: discord.Interaction, ui: GameUI) -> None:
    """``/<game> rules``: the first page, privately (the picture may take a moment the first time)."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)
    await desk.messenger.reply(interaction, await page_post(ui, ui.rules_pages(), 0))


async def turn_page(desk: Contexts, interaction: discord.Interaction, click: PageClick) -> None:
    """A page button or the page menu: the same private message shows the page asked for. A game the bot
    does not host or a page the game does not have is forged (no client of ours sends it)."""
    ui = desk.uis.get(click.game)
    if ui is None:
        raise Forged(f"rules page of an unknown game {click.game!r}")
    page = click.page
    if click.values:
        [value] = click.values
        if not value.isdigit() or len(value) > 3:
            raise Forged(f"rules page menu value {value!r} is not a page")
        page = int(value)
    pages = ui.rules_pages()
    if page >= len(pages):
        raise Forged(f"rules page {page} beyond the last of {click.game}")
    if not interaction.response.is_done():
        await interaction.response.defer()
    await desk.messenger.update(interaction, await page_post(ui, pages, page))
