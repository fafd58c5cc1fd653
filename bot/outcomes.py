"""How one ended game came out, game-independently: what stats, ratings and the history are built from."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SeatOutcome:
    """One seat of an ended game: who sat there and (for a finished game) their score and rank."""

    seat: int
    player: str
    """A stable key: ``u:<user id>`` for a person, ``c:<level>`` for a computer player of that level."""
    name: str
    computer: bool
    score: int | None = None
    rank: int | None = None
    """1 for the winner; seats tied on rank share it. ``None`` for an abandoned game."""
    choice: str | None = None
    """What the seat chose to play with, as players read it (Santa Cruz: its building-card set)."""


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """An ended game: finished (ranked) or abandoned after its start, whether a computer took a person's
    seat and whether a player asked for a hint (such games are shown but never rated)."""

    game_id: int
    game: str
    guild_id: int | None
    channel_id: int
    status: str
    takeover: bool
    ended_at: float
    seats: tuple[SeatOutcome, ...]
    hinted: bool = False
    """Whether a player asked for a hint during the game (such games are shown but never rated)."""

    @property
    def rated(self) -> bool:
        """Only finished games without a takeover or a hint change ratings."""
        return self.status == "finished" and not self.takeover and not self.hinted


def person(user_id: int) -> str:
    """The player key of a Discord user."""
    return f"u:{user_id}"


def person_id(key: str) -> int | None:
    """The Discord user id of a person's player key, or ``None`` for a computer's."""
    return int(key[2:]) if key.startswith("u:") and key[2:].isdigit() else None


def computer(level: str) -> str:
    """The player key of every computer player of ``level`` (they are one player for the ratings)."""
    return f"c:{level}"


def computer_level(key: str) -> str | None:
    """The level of a computer player's key, or ``None`` for a person's key."""
    return key[2:] if key.startswith("c:") else None
