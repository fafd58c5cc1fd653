"""The one input seam: what a Discord client sends about a button, a menu or a slash command becomes
typed, bounded values.

A modified client can send any custom id, any select values, on any message, at any moment, and any
slash-command options. Nothing of it is trusted: the custom id is read strictly (bounded numbers, a
verb the game declares, an argument its :class:`Verb` accepts and re-prints canonically), the values
must be one short string for a menu and none for a button, and the message clicked on is told apart as
the clicker's own private panel or a public message. A slash command's options are read against the
parameters the command declares (:mod:`bot.interactions.options`). Whatever does not fit raises
:class:`Forged`, which the bot answers politely and logs at INFO; checks against the game's state stay
with the handlers.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import discord

from bot.components import Click, Line, Ref, Verb

MAX_GAME_ID = 2**63 - 1
"""The largest id the database can hold (a signed 64-bit integer); custom ids are read against it."""
MAX_OPTION_INT = 2**53 - 1
"""The largest integer a slash-command option may declare or carry: Discord's integer options are int53
(https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure)."""
MAX_VERSION = 2**31 - 1
"""Far more moves than any game has; larger numbers are forged."""
MAX_VALUE = 100
"""Discord's limit on a select option's value."""
BUTTON, SELECT = 2, 3
"""Discord's component types of a button and a string select."""

_CUSTOM_ID = re.compile(
    r"(?P<kind>[gs]):(?P<game>[1-9][0-9]{0,18}):(?P<version>0|[1-9][0-9]{0,9})"
    r":(?P<verb>[a-z][a-z_]{0,23})(?::(?P<arg>[\x20-\x7e]{1,88}))?"
)


FORGED = "error.forged"
"""What a forged click is answered with (a catalogue key of :mod:`bot.texts`)."""
BAD_OPTION = "error.bad_option"
"""What a slash command with an option no Discord client sends is answered with."""
UNKNOWN_COMMAND = "error.unknown_command"
"""What a slash command the bot does not declare (or an odd nesting of subcommands) is answered with."""


class Forged(Exception):
    """Input none of the bot's own components or commands can send (nothing is changed; the user is told
    the sentence ``key`` names in the catalogue)."""

    def __init__(self, reason: str, key: str = FORGED) -> None:
        super().__init__(reason)
        self.reason = reason
        self.key = key


def read_custom_id(custom_id: object, component_type: object) -> tuple[Ref, bool]:
    """The :class:`Ref` a custom id names and whether it is a menu's; raises :class:`Forged`."""
    if not isinstance(custom_id, str) or len(custom_id) > 100:
        raise Forged("custom id is not a string of at most 100 characters")
    match = _CUSTOM_ID.fullmatch(custom_id)
    if match is None:
        raise Forged(f"custom id {custom_id!r} is not one of the bot's")
    select = match["kind"] == "s"
    if component_type != (SELECT if select else BUTTON):
        raise Forged(f"custom id {custom_id!r} on a component of type {component_type!r}")
    game, version = int(match["game"]), int(match["version"])
    if game > MAX_GAME_ID or version > MAX_VERSION:
        raise Forged(f"custom id {custom_id!r} names numbers out of range")
    return Ref(game, version, match["verb"], match["arg"] or ""), select


_PAGE_ID = re.compile(
    r"r:(?P<game>[a-z]{1,24}):(?P<page>0|[1-9][0-9]{0,2}):(?P<step>first|prev|next|last|menu)"
)
PAGE_PREFIX = "r:"
"""How the custom id of a rules page's button or menu begins (:mod:`bot.features.rulebook`)."""


@dataclass(frozen=True, slots=True)
class PageClick:
    """A click on a rules page's button (the ``page`` it goes to) or menu (its one value, a page)."""

    game: str
    page: int
    values: tuple[str, ...]


def page_custom_id(game: str, page: int, step: str) -> str:
    """The custom id of a rules page's ``step`` button (first, prev, next, last) or its menu."""
    return f"{PAGE_PREFIX}{game}:{page}:{step}"


def read_page_id(custom_id: str, component_type: object, values: object) -> PageClick:
    """The :class:`PageClick` a rules page's custom id names, read as strictly as a game's; raises
    :class:`Forged`."""
    match = _PAGE_ID.fullmatch(custom_id)
    if match is None:
        raise Forged(f"custom id {custom_id!r} is not one of the bot's")
    select = match["step"] == "menu"
    if component_type != (SELECT if select else BUTTON):
        raise Forged(f"custom id {custom_id!r} on a component of type {component_type!r}")
    return PageClick(match["game"], int(match["page"]), read_values(values, select))


_TOURNAMENT_ID = re.compile(r"t:(?P<id>[1-9][0-9]{0,8}):(?P<verb>join|leave|quit)")


@dataclass(frozen=True, slots=True)
class TournamentClick:
    """A click on a tournament's button: the tournament and what the button does (join, leave, and
    quit: leave a running tournament for good, once asked)."""

    tournament: int
    verb: str


def read_tournament_id(custom_id: str, component_type: object) -> TournamentClick:
    """The :class:`TournamentClick` a custom id names, read strictly; raises :class:`Forged`."""
    match = _TOURNAMENT_ID.fullmatch(custom_id)
    if match is None:
        raise Forged(f"custom id {custom_id!r} is not one of the bot's")
    if component_type != BUTTON:
        raise Forged(f"custom id {custom_id!r} on a component of type {component_type!r}")
    return TournamentClick(int(match["id"]), match["verb"])


def read_values(values: object, select: bool) -> tuple[str, ...]:
    """The values chosen in a single-choice menu (exactly one short string); none for a button."""
    if not select:
        if values not in (None, [], ()):
            raise Forged("a button click carries values")
        return ()
    if not isinstance(values, list) or len(values) != 1:
        raise Forged("a menu choice must carry exactly one value")
    [value] = values
    if not isinstance(value, str) or not 0 < len(value) <= MAX_VALUE:
        raise Forged("a menu value must be a short string")
    return (value,)


def panel_owner(message: discord.Message | None) -> int | None:
    """Who a private (ephemeral) message belongs to: the user of the interaction that made it."""
    if message is None or not message.flags.ephemeral:
        return None
    metadata = message.interaction_metadata
    return metadata.user.id if metadata is not None else None


def read_click(
    ref: Ref,
    select: bool,
    data: Mapping[str, Any],
    message: discord.Message | None,
    verbs: Mapping[str, Verb],
    read_move: Callable[[str], Line],
) -> Click:
    """A component interaction whose custom id :func:`read_custom_id` read (``ref``, ``select``),
    checked against the verbs of the game it names, with its values and the message clicked on.

    ``verbs`` are every verb the game's messages can carry (the core's and the game's own);
    ``read_move`` reads a move in the game's notation (raising ``ValueError``), for a ``move`` verb.
    """
    verb = verbs.get(ref.verb)
    if verb is None:
        raise Forged(f"unknown verb {ref.verb!r}")
    if verb.select != select:
        raise Forged(f"verb {ref.verb!r} on the wrong kind of component")
    move = None
    try:
        if verb.move:
            move = read_move(ref.arg)
            ref = Ref(ref.game, ref.version, ref.verb, move.text)
        elif verb.arg is not None:
            ref = Ref(ref.game, ref.version, ref.verb, verb.arg(ref.arg))
        elif ref.arg:
            raise Forged(f"verb {ref.verb!r} takes no argument")
    except ValueError as exc:
        raise Forged(f"verb {ref.verb!r}: {exc}") from exc
    values = read_values(data.get("values"), select)
    return Click(ref, verb, values, message.id if message else None, panel_owner(message), move)
