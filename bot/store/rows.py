"""What the store hands back: a game's bookkeeping, its players, and what a restart loads."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any


@dataclass(frozen=True, slots=True)
class GameRow:
    """One game's bookkeeping (not its state)."""

    id: int
    game: str
    guild_id: int | None
    channel_id: int
    creator_id: int
    status: str
    options: dict[str, Any]
    version: int
    message_id: int | None
    message_version: int | None = None
    """The game version the current public message shows (``None`` for a lobby or when unknown)."""
    news_version: int = 0
    lobby_channel_id: int | None = None
    """The channel of the lobby message when the game plays in a thread opened from it (else ``None``:
    the lobby is in :attr:`channel_id`)."""
    posted_version: int | None = None
    """The game version at which the current public message was posted (later versions edited it)."""
    summary: str = ""
    """What the current public message is about (its title), the line it keeps once superseded."""
    practice: bool = False
    """A practice table (``/<game> learn``): the guide speaks, hints are on, the game is never rated."""
    hinted: bool = False
    """Whether a player of the game asked for a hint: the game is then not rated, and says so."""

    @property
    def home_channel_id(self) -> int:
        """The channel the game was opened in: its lobby's, which a game in a thread belongs to."""
        return self.channel_id if self.lobby_channel_id is None else self.lobby_channel_id

    """The version up to which every player's private news (DMs of drawn secrets) was delivered."""


@dataclass(frozen=True, slots=True)
class PlayerRow:
    """A player in a lobby or seated in a game."""

    user_id: int
    name: str
    seat: int | None
    computer: str | None = None
    """The level of a computer player (its ``user_id`` is negative), or ``None`` for a person."""


@dataclass(frozen=True, slots=True)
class SeatChange:
    """A seat a new person took over from one who was gone (the last step of the absence ladder): from
    game version ``version`` on, after ``move`` lines of the game's record, ``took`` plays it."""

    version: int
    seat: int
    move: int
    left_id: int
    left_name: str
    took_id: int
    took_name: str


@dataclass(frozen=True, slots=True)
class Saved:
    """What a restart needs: the newest snapshot and the actions stored after it."""

    snapshot_version: int
    state: dict[str, Any]
    actions: tuple[tuple[int, int | None, str], ...]


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of a game's action log: its version, the seat that acted, the line and when."""

    version: int
    seat: int | None
    action: str
    created_at: float


GAME_COLUMNS = (
    "id, game, guild_id, channel_id, creator_id, status, options, version, message_id, message_version,"
    " news_version, lobby_channel_id, posted_version, summary, practice, hinted"
)
WIDTH = 16
"""How many columns :data:`GAME_COLUMNS` names."""


def game_row(row: Sequence[Any]) -> GameRow:
    """A :class:`GameRow` from the first :data:`WIDTH` columns of a query on :data:`GAME_COLUMNS`."""
    practice, hinted = bool(row[14]), bool(row[15])
    head = GameRow(row[0], row[1], row[2], row[3], row[4], row[5], json.loads(row[6]), *row[7:14])
    return replace(head, practice=practice, hinted=hinted) if practice or hinted else head


class Hints(StrEnum):
    """Where a server lets players ask the strong computer for a hint (``/<game> settings hints``)."""

    PRACTICE = "practice"
    """At practice tables only (the default)."""
    ALL = "all"
    """At every table; a game where someone asked is not rated."""
    OFF = "off"
    """Nowhere, practice tables included."""


class Notify(StrEnum):
    """How a person wants to be told that it is their turn."""

    MENTION = "mention"
    """A mention in the game's new turn message (the default)."""
    DM = "dm"
    """A direct message with a link to the table; the turn message pings nobody."""
    NONE = "none"
    """Nothing: the person looks in by themselves."""


@dataclass(frozen=True, slots=True)
class Preferences:
    """What a person chose for games that last days: how they are told it is their turn, their time
    zone and quiet hours, and whether (until when) they are away."""

    user_id: int
    notify: Notify = Notify.MENTION
    time_zone: str | None = None
    """An IANA time zone name (``Europe/Berlin``); ``None``: UTC."""
    quiet: tuple[int, int] | None = None
    """Quiet hours as minutes after midnight in :attr:`time_zone`, from and to (``(1320, 480)``:
    22:00-08:00); ``None``: none."""
    away_until: float | None = None
    """When the person is back (a Unix time), while they are away; else ``None``."""
    stand_in: bool = False
    """Whether a computer plays the person's seats while they are away."""


@dataclass(frozen=True, slots=True)
class TurnNotice:
    """That a game waits for a person: whether they were told it is their turn, or when they will be
    (their quiet hours or absence over)."""

    game_id: int
    user_id: int
    version: int
    """The game's version when it began waiting for the person (it names the notice's messages)."""
    due: float
    told: bool = False
