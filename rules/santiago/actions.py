"""Santiago de Cuba actions: small frozen values that print as their NOTATION.md line.

``str(action)`` is the canonical line; :func:`rules.santiago.notation.parse` reads it back.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Demand:
    """Set the new ship's demand: the 4 goods whose rolled dice go on the ship, in die order."""

    seat: int
    goods: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.seat} demand {' '.join(self.goods)}"


@dataclass(frozen=True, slots=True)
class Car:
    """Drive the car ``steps`` stations clockwise, paying ``steps - 1`` pesos."""

    seat: int
    steps: int

    def __str__(self) -> str:
        return f"{self.seat} car {self.steps}"


@dataclass(frozen=True, slots=True)
class Pablo:
    """Take one good of the player's choice from the supply at Pablo."""

    seat: int
    good: str

    def __str__(self) -> str:
        return f"{self.seat} pablo {self.good}"


@dataclass(frozen=True, slots=True)
class Give:
    """An El Zorro tribute: the giver hands over one ``peso``, one ``vp`` or one good."""

    seat: int
    item: str

    def __str__(self) -> str:
        return f"{self.seat} give {self.item}"


@dataclass(frozen=True, slots=True)
class Use:
    """Use ``building`` with its arguments, or decline (``building`` is ``None``: ``use -``)."""

    seat: int
    building: str | None
    args: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        """The words after ``use`` (``-`` to decline)."""
        if self.building is None:
            return "-"
        return " ".join((self.building, *self.args))

    def __str__(self) -> str:
        return f"{self.seat} use {self.text}"


@dataclass(frozen=True, slots=True)
class Alonso:
    """At Alonso: ``claim`` a building, ``use`` an owned one (``use`` holds it), or pass (``-``)."""

    seat: int
    mode: str
    building: str | None = None
    use: Use | None = None

    def __str__(self) -> str:
        if self.mode == "claim":
            return f"{self.seat} alonso claim {self.building}"
        if self.mode == "use" and self.use is not None:
            return f"{self.seat} alonso use {self.use.text}"
        return f"{self.seat} alonso -"


@dataclass(frozen=True, slots=True)
class Go:
    """Move the figure to a building of the visited Cubaner's flower colour."""

    seat: int
    building: str

    def __str__(self) -> str:
        return f"{self.seat} go {self.building}"


@dataclass(frozen=True, slots=True)
class Deliver:
    """Deliver ``count`` units of ``good`` to the ship; wood names the demanded good it replaces."""

    seat: int
    good: str
    count: int
    instead: str | None = None

    def __str__(self) -> str:
        if self.instead is not None:
            return f"{self.seat} deliver {self.good} {self.count} {self.instead}"
        return f"{self.seat} deliver {self.good} {self.count}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass in the delivery round (out for the rest of it)."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat} pass"


Action = Demand | Car | Pablo | Give | Alonso | Go | Use | Deliver | Pass
