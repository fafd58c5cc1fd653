"""One layout for any list of choices within Discord's limits, for every game.

A game lists what a seat may do now as :class:`Choice` values (a label with its facts, the notation line
it plays, whether it gives something up, its group, whether to ask first); :func:`choice_items` lays
them out as buttons and menus that always fit a message, however many there are. Their components
carry the verbs :data:`DO`, :data:`CHECK`, :data:`CHOOSE` and :data:`MORE`, which the game declares
with its handlers (each checks that the clicked choice is still offered).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.components import GameButton, GameSelect, Ref, fit
from bot.texts import text

BUTTONS = 20
"""Choices shown as buttons when they all fit (four rows of five)."""
HEAD = 10
"""Choices kept as buttons when the rest go into menus (the first ones and the quiet ones)."""
MENU = 25
"""Discord's limit on a select menu's options."""
OPTION = 100
"""Discord's limit on a select option's label."""
LABEL = 80
"""Discord's limit on a button's label."""
SPAN = 48
"""The most characters of each end of a ``first … last`` span, so that both fit one option's label."""
DO, CHECK, CHOOSE, MORE = "do", "check", "choose", "more"
"""The verbs of the layout's components: play a button's line, ask before it, play a menu's line, show a
range of choices."""


@dataclass(frozen=True, slots=True)
class Choice:
    """One thing a seat may do now: what its button says and the notation line it plays."""

    label: str
    line: str
    quiet: bool = False
    """A choice that gives something up (pass, decline, build nothing): a grey button, kept as a button."""
    group: str = ""
    """What it belongs to when there are too many choices for buttons (``Casino``, ``Deliver sugar``): a
    menu gathers a group; empty when the choice stands alone."""
    confirm: bool = False
    """Whether to ask before playing it (it can lose something): the button shows the question first."""


def choice_items(
    game_id: int, version: int, options: Sequence[Choice], *, rows: int = 5, start: int = 0, more: str = ""
) -> list[Any]:
    """Every choice reachable from components within ``rows`` rows, however many there are.

    Up to 20 (and the rows' room) all are buttons. Beyond, ten stay buttons (the quiet ones among them)
    and the rest go into menus (``choose``) of one group each (a group of one is a button when there is
    room: a menu of one choice is a detour), or of 25 when the groups do not fit; when
    even those do not fit, one menu (``more``) offers ranges of them, and picking one shows that range
    laid out the same way. ``start`` is the index of ``options[0]`` among all the seat's choices now,
    which the ranges' values count from; ``more`` is the ``more`` menu's argument (what the game needs to
    list the same choices again).
    """
    if len(options) <= min(BUTTONS, 5 * rows):
        return [_button(game_id, version, c) for c in options]
    quiet = 0
    while quiet < len(options) and options[len(options) - 1 - quiet].quiet:
        quiet += 1
    lead = max(0, HEAD - quiet)
    rest = options[lead : len(options) - quiet]
    kept = [*options[:lead], *options[len(options) - quiet :]]
    items: list[Any] = [_button(game_id, version, c) for c in kept]
    first_menu_row = -(-len(kept) // 5)
    room = max(1, rows - first_menu_row)
    groups = _by_group(rest)
    menus = groups
    if len(menus) > room:
        menus = [list(rest[i : i + MENU]) for i in range(0, len(rest), MENU)]
    singles = [menu[0] for menu in menus if len(menu) == 1]
    button_rows = -(-(len(kept) + len(singles)) // 5)
    if singles and button_rows + len(menus) - len(singles) <= rows:
        items += [_button(game_id, version, c) for c in singles]
        menus = [menu for menu in menus if len(menu) > 1]
        first_menu_row, room = button_rows, rows - button_rows
    if len(menus) <= room:
        for index, menu in enumerate(menus):
            entries = [discord.SelectOption(label=fit(c.label, OPTION), value=c.line) for c in menu]
            ref = Ref(game_id, version, CHOOSE, str(index))
            items.append(GameSelect(ref, entries, placeholder=_name(menu, menus), row=first_menu_row + index))
        return items
    ranges = groups
    if len(ranges) > MENU:
        size = -(-len(rest) // MENU)
        ranges = [list(rest[i : i + size]) for i in range(0, len(rest), size)]
    entries = []
    first = start + lead
    for part in ranges:
        count = text("choices.count", count=len(part)) if len(part) > 1 else None
        label = fit(_name(part, ranges), OPTION)
        entries.append(
            discord.SelectOption(label=label, value=f"{first}-{first + len(part)}", description=count)
        )
        first += len(part)
    ref = Ref(game_id, version, MORE, more)
    items.append(GameSelect(ref, entries, placeholder=text("choices.more"), row=first_menu_row))
    return items


def _button(game_id: int, version: int, choice: Choice) -> GameButton:
    """A choice as a button: it plays its line, or asks first (grey for giving something up)."""
    style = discord.ButtonStyle.secondary if choice.quiet or choice.confirm else discord.ButtonStyle.primary
    verb = CHECK if choice.confirm else DO
    return GameButton(Ref(game_id, version, verb, choice.line), fit(choice.label, LABEL), style=style)


def _by_group(options: Sequence[Choice]) -> list[list[Choice]]:
    """Runs of choices of the same group, each cut into menus of at most 25."""
    runs: list[list[Choice]] = []
    for choice in options:
        if runs and runs[-1][-1].group == choice.group and len(runs[-1]) < MENU:
            runs[-1].append(choice)
        else:
            runs.append([choice])
    return runs


def _name(part: Sequence[Choice], parts: Sequence[Sequence[Choice]]) -> str:
    """What a menu or a range holds: its one choice; its group, when the group is not cut; else its
    first and last choice (or group)."""
    first, last = part[0], part[-1]
    if len(part) == 1:
        return first.label
    if first.group and all(c.group == first.group for c in part):
        if sum(1 for p in parts if any(c.group == first.group for c in p)) == 1:
            return first.group
        return _span(first.label, last.label)
    return _span(first.group or first.label, last.group or last.label)


def _span(first: str, last: str) -> str:
    """``first … last``, each cut at a word short enough for a menu option's label."""
    return first if first == last else text("choices.span", first=fit(first, SPAN), last=fit(last, SPAN))


def choice_range(value: str, total: int) -> tuple[int, int] | None:
    """The range ``a-b`` a ``more`` menu offered, if it is one within ``total`` choices."""
    first, _, last = value.partition("-")
    if not (first.isdigit() and last.isdigit()):
        return None
    a, b = int(first), int(last)
    return (a, b) if 0 <= a < b <= total else None
