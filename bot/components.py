"""Buttons and select menus that survive restarts: the ``custom_id`` carries game id, version and verb.

A button's custom id reads ``g:<game>:<version>:<verb>[:<arg>]``, a select menu's the same with
``s:`` (discord.py keeps one factory per template, so the two kinds need distinct templates).
Because every item is a ``DynamicItem``, discord.py routes a click on any message, sent before or
after a restart, to the bot's router with those parts already parsed; nothing is kept in memory per
message.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import discord

if TYPE_CHECKING:
    from collections.abc import Sequence

_BODY = r":(?P<game>[0-9]+):(?P<version>[0-9]+):(?P<verb>[a-z_]+)(?::(?P<arg>.*))?"
PATTERN = "[gs]" + _BODY
"""Any of the bot's custom ids."""
BUTTON_PATTERN = "g" + _BODY
SELECT_PATTERN = "s" + _BODY
MAX_CUSTOM_ID = 100


@dataclass(frozen=True, slots=True)
class Ref:
    """What a component names: the game, the version its message showed, a verb and its argument."""

    game: int
    version: int
    verb: str
    arg: str = ""

    def custom_id(self, prefix: str = "g") -> str:
        out = f"{prefix}:{self.game}:{self.version}:{self.verb}" + (f":{self.arg}" if self.arg else "")
        if len(out) > MAX_CUSTOM_ID:
            raise ValueError(f"custom id too long: {out!r}")
        return out

    @classmethod
    def parse(cls, match: re.Match[str]) -> Ref:
        return cls(int(match["game"]), int(match["version"]), match["verb"], match["arg"] or "")


class Router(Protocol):
    """Where clicks go: the bot implements this."""

    async def on_component(
        self, interaction: discord.Interaction, ref: Ref, values: Sequence[str]
    ) -> None: ...


def _router(interaction: discord.Interaction) -> Router:
    return interaction.client  # type: ignore[return-value]


class GameButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=BUTTON_PATTERN):
    """A button naming a game action; its click goes to the bot's router."""

    def __init__(
        self,
        ref: Ref,
        label: str = "",
        *,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        emoji: str | None = None,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80] or None,
                custom_id=ref.custom_id(),
                style=style,
                emoji=emoji,
                disabled=disabled,
                row=row,
            )
        )
        self.ref = ref

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button[Any], match: re.Match[str], /
    ) -> GameButton:
        return cls(Ref.parse(match), item.label or "", style=item.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        await _router(interaction).on_component(interaction, self.ref, ())


class GameSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_PATTERN):
    """A select menu naming a game action; the chosen values go to the bot's router."""

    def __init__(
        self,
        ref: Ref,
        options: Sequence[discord.SelectOption] = (),
        *,
        placeholder: str | None = None,
        row: int | None = None,
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=ref.custom_id("s"),
                options=list(options),
                placeholder=placeholder[:150] if placeholder else None,
                row=row,
            )
        )
        self.ref = ref

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select[Any], match: re.Match[str], /
    ) -> GameSelect:
        return cls(Ref.parse(match), item.options, placeholder=item.placeholder)

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values", [])
        await _router(interaction).on_component(interaction, self.ref, [str(v) for v in values])


def view_of(*items: discord.ui.Item[Any]) -> discord.ui.View:
    """A view holding ``items`` that never times out (the items are routed by custom id)."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view
