"""The game seam: everything a game's bot package uses of the core, in one place.

A game implements :class:`GameUI` (usually on top of :class:`CatalogueUI`), declares its verbs as
:class:`GameVerb` whose handlers return intents (:class:`Show`, :class:`Play`, :class:`Refuse`), and
draws from a :class:`LiveGame`. Besides this package a game imports only the core's value types for
messages (:mod:`bot.messaging`) and components (:mod:`bot.components`).
"""

from bot.components import Click, Line, Verb, one_of
from bot.games.seam.catalogue import CatalogueUI
from bot.games.seam.choices import CHOOSE, DO, LABEL, MORE, Choice, choice_items, choice_range
from bot.games.seam.intents import GameVerb, Handler, Intent, Play, Refuse, Seated, Show
from bot.games.seam.live import (
    GameModule,
    LiveGame,
    NotAPlayer,
    called,
    coloured,
    game_record,
    mention,
    read_line,
    record_name,
    seat_names,
    version_key,
)
from bot.games.seam.protocol import Frame, GameUI, GuideEntry, RulesPage, Variant
from bot.games.seam.table import NEWS_CHARS, Board, Moved, Table, newest_lines
from bot.workers import off_loop
from rules.contract import SeatResult

__all__ = [
    "CHOOSE",
    "DO",
    "LABEL",
    "MORE",
    "NEWS_CHARS",
    "Board",
    "CatalogueUI",
    "Choice",
    "Click",
    "Frame",
    "GameModule",
    "GameUI",
    "GameVerb",
    "GuideEntry",
    "Handler",
    "Intent",
    "Line",
    "LiveGame",
    "Moved",
    "NotAPlayer",
    "Play",
    "Refuse",
    "RulesPage",
    "SeatResult",
    "Seated",
    "Show",
    "Table",
    "Variant",
    "Verb",
    "called",
    "choice_items",
    "choice_range",
    "coloured",
    "game_record",
    "mention",
    "newest_lines",
    "off_loop",
    "one_of",
    "read_line",
    "record_name",
    "seat_names",
    "version_key",
]
