"""Actions a seat can take: small frozen values that print as and parse from the RULINGS notation.

``str(action)`` gives the notation line; :func:`rules.santacruz.notation.parse` reads it back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple


class Target(NamedTuple):
    """Where one build goes: a site id (``None`` for "no build") and whether it joins an opponent."""

    site: str | None
    join: bool = False

    def __str__(self) -> str:
        if self.site is None:
            return "-"
        return self.site + ("+" if self.join else "")


NO_BUILD = Target(None, False)


@dataclass(frozen=True, slots=True)
class Pick:
    """Take a building-card set (round 1) or a round-1 pile (round 2), named by its set letter."""

    seat: int
    letter: str

    def __str__(self) -> str:
        return f"{self.seat} pick {self.letter}"


@dataclass(frozen=True, slots=True)
class Discard:
    """Round 2: put one scoring card from hand back in the box, in secret."""

    seat: int
    card: str

    def __str__(self) -> str:
        return f"{self.seat} discard {self.card}"


@dataclass(frozen=True, slots=True)
class Land:
    """The first build of a round: a building on a free coast site, without a card."""

    seat: int
    site: str | None

    def __str__(self) -> str:
        return f"{self.seat} land {self.site or '-'}"


@dataclass(frozen=True, slots=True)
class Build:
    """Play a ship, road or river card and build at ``target`` (or nowhere, when no build is legal)."""

    seat: int
    kind: str
    target: Target

    def __str__(self) -> str:
        return f"{self.seat} {self.kind} {self.target}"


@dataclass(frozen=True, slots=True)
class Double:
    """Play the double move with one kind; ``targets`` holds the builds already known (0 to 2).

    At the table the kind is chosen first and each build follows once the first one's reveals are
    seen, so the interactive form has no targets and two :class:`DoubleBuild` steps follow; records
    write the whole move on one line, which replays as this action with both targets.
    """

    seat: int
    kind: str
    targets: tuple[Target, ...] = ()

    def __str__(self) -> str:
        rest = "".join(f" {t}" for t in self.targets)
        return f"{self.seat} double {self.kind}{rest}"


@dataclass(frozen=True, slots=True)
class DoubleBuild:
    """One build of a double move already under way (notation ``build``; merged into ``double``)."""

    seat: int
    target: Target

    def __str__(self) -> str:
        return f"{self.seat} build {self.target}"


@dataclass(frozen=True, slots=True)
class Score:
    """Play a scoring card: everyone who meets it scores, the player first."""

    seat: int
    card: str

    def __str__(self) -> str:
        return f"{self.seat} score {self.card}"


Action = Pick | Discard | Land | Build | Double | DoubleBuild | Score
