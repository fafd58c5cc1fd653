"""Buttons and select menus that survive restarts: the ``custom_id`` carries game id, version and verb;
what a verb accepts (:class:`Verb`) and a checked click (:class:`Click`) as values.

A button's custom id reads ``g:<game>:<version>:<verb>[:<arg>]``, a select menu's the same with
``s:``. Nothing is kept in memory per message: every click reaches the bot's one input seam
(:mod:`bot.interactions.inputs`), which parses the custom id strictly, so a message sent before a
restart works after it. The views built here are never registered with discord.py's view store, which would
otherwise keep every sent view in memory and drop clicks it cannot match without an answer.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any

import discord

PATTERN = r"[gs]:(?P<game>[0-9]+):(?P<version>[0-9]+):(?P<verb>[a-z_]+)(?::(?P<arg>.*))?"
"""The shape of the bot's custom ids (read strictly by :func:`bot.interactions.inputs.read_custom_id`)."""
MAX_CUSTOM_ID = 100
"""Discord's limit on a custom id's length."""


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


@dataclass(frozen=True, slots=True)
class Line:
    """A move in the game's notation, read once: the seat it is for, the rules' action object and the
    line re-printed from it (the only form ever stored)."""

    seat: int
    action: object
    text: str


@dataclass(frozen=True, slots=True)
class Verb:
    """What one component verb accepts.

    ``arg`` turns the custom id's argument into its canonical form or raises ``ValueError`` (``None``:
    the verb takes no argument); ``move`` marks an argument that is a move in the game's notation, which
    the input seam reads once with the game's rules (the click then carries it as a :class:`Line`);
    ``select`` marks a menu's verb (exactly one value); ``versioned`` binds the click to the version its
    message showed, so an older click is answered "moved on".
    """

    arg: Callable[[str], str] | None = None
    move: bool = False
    select: bool = False
    versioned: bool = False


@dataclass(frozen=True, slots=True)
class Click:
    """A click as the handlers see it: checked parts of the custom id, the chosen values, the message."""

    ref: Ref
    verb: Verb
    values: tuple[str, ...]
    message_id: int | None
    """The message clicked on."""
    panel_owner: int | None
    """The user whose private (ephemeral) panel was clicked; ``None`` for a public message."""
    move: Line | None = None
    """The move a ``move`` verb's argument names, read with the game's rules."""

    @property
    def line(self) -> Line:
        """The move of a ``move`` verb's click (the input seam read it; other verbs have none)."""
        if self.move is None:
            raise ValueError(f"verb {self.ref.verb!r} names no move")
        return self.move


ELLIPSIS = "…"
"""What marks a cut label."""
_DANGLING = " ·,;:—–-(/"
"""What a cut label must not end in: a separator whose next words were cut away."""


def fit(label: str, limit: int) -> str:
    """``label`` within ``limit`` characters. A longer one keeps its whole words up to the limit and
    ends with "…" (no separator left dangling before it), so the important first part stays whole and
    a reader never sees half a word ("+3 Pe…"). Only a label whose first word alone is too long is cut
    inside it (Discord would refuse it otherwise)."""
    if len(label) <= limit:
        return label
    room = limit - len(ELLIPSIS)
    space = label.rfind(" ", 0, room + 1)
    kept = label[:space].rstrip(_DANGLING) if space > 0 else ""
    return (kept or label[:room]) + ELLIPSIS


def one_of(choices: Collection[str]) -> Callable[[str], str]:
    """An argument check that accepts exactly the given names."""
    allowed = frozenset(choices)

    def check(arg: str) -> str:
        if arg not in allowed:
            raise ValueError(f"unknown name {arg!r}")
        return arg

    return check


class GameButton(discord.ui.Button[discord.ui.View]):
    """A button naming a game action by its :class:`Ref`."""

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
            label=fit(label, 80) or None,
            custom_id=ref.custom_id(),
            style=style,
            emoji=emoji,
            disabled=disabled,
            row=row,
        )
        self.ref = ref


class GameSelect(discord.ui.Select[discord.ui.View]):
    """A single-choice select menu naming a game action by its :class:`Ref`."""

    def __init__(
        self,
        ref: Ref,
        options: Sequence[discord.SelectOption] = (),
        *,
        placeholder: str | None = None,
        row: int | None = None,
    ) -> None:
        super().__init__(
            custom_id=ref.custom_id("s"),
            options=list(options),
            placeholder=fit(placeholder, 150) if placeholder else None,
            row=row,
        )
        self.ref = ref


class Components(discord.ui.View):
    """A message's buttons and menus, sent but never listened to: clicks go to the input seam."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    def is_dispatchable(self) -> bool:
        """Never: discord.py must not keep this view in memory or route clicks to it."""
        return False

    def is_finished(self) -> bool:
        """Always, for the same reason: discord.py's ephemeral reply keeps any view that is not finished
        for 15 minutes without asking :meth:`is_dispatchable` (a timer task and the view held per
        private panel sent)."""
        return True


def view_of(*items: discord.ui.Item[Any]) -> discord.ui.View:
    """The components of one message (routed by custom id, so they never time out)."""
    view = Components()
    for item in items:
        view.add_item(item)
    return view


TOURNAMENT_PREFIX = "t:"
"""How the custom id of a tournament's button begins (join, leave, quit); the input seam reads it
(:func:`bot.interactions.inputs.read_tournament_id`)."""


def tournament_custom_id(tournament: int, verb: str) -> str:
    """The custom id of a tournament's ``verb`` button."""
    return f"{TOURNAMENT_PREFIX}{tournament}:{verb}"
