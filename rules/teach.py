"""What a game's engine says to teach it, shared by every game: the strong computer's :class:`Hint` with
the reasons its own evaluation gives, and a :class:`Miss` for each choice a player may expect that the
rules do not offer now, with the rule that forbids it.

Both are plain values: sentences are :class:`Words` (a key of the game's catalogue and its parameters),
read in the reader's language only when shown (:meth:`rules.contract.GameRules.explain`). Both are
worked out from one seat's player view, never from the whole state, so they tell that seat nothing it
could not see.
"""

from __future__ import annotations

from dataclasses import dataclass

MISSES = 8
"""The most refused choices a "why not?" lists: the nearest ones, not every site of the board."""

WordParam = str | int | float
"""A parameter of a sentence: a name, a site, a count or an amount."""


@dataclass(frozen=True, slots=True)
class Words:
    """One sentence of a game's catalogue: its ``key`` and its ``params`` (names and numbers)."""

    key: str
    params: tuple[tuple[str, WordParam], ...] = ()

    @classmethod
    def of(cls, key: str, **params: WordParam) -> Words:
        """The sentence ``key`` with ``params`` (keyword arguments keep their order)."""
        return cls(key, tuple(params.items()))

    def kwargs(self) -> dict[str, WordParam]:
        """The parameters as keyword arguments for the catalogue."""
        return dict(self.params)


@dataclass(frozen=True, slots=True)
class Hint:
    """The strong computer's choice for a seat, with why.

    ``line`` is the advised action in the game's notation (what the hint's button would play);
    ``reasons`` are one to three sentences built from the evaluation itself: what the move gains now,
    what it opens or denies, and why it beats ``runner_up`` (the second choice's line, ``None`` when the
    seat had one sensible choice). ``rollouts`` counts the simulated continuations behind it (0 when the
    choice needed no search).
    """

    line: str
    reasons: tuple[Words, ...]
    runner_up: str | None = None
    rollouts: int = 0


@dataclass(frozen=True, slots=True)
class Miss:
    """A choice the seat may have expected that the rules refuse now: its ``line`` (in notation) and the
    rule that forbids it (the engine's own refusal: its catalogue key and parameters)."""

    line: str
    reason: Words


TURNING_POINTS = 3
"""The most decisions a practice game's end names as the ones that mattered."""


@dataclass(frozen=True, slots=True)
class TurningPoint:
    """A decision of a finished game that mattered most by the strong computer's evaluation.

    ``seat`` made it at ``step`` (the number of moves of the record before it: a replay at ``step``
    shows the position it was made in); ``line`` is what it played, ``best`` the choice the evaluation
    ranks first there (equal to ``line`` when the seat chose it); ``swing`` is how much better (positive)
    or worse (negative) than the best other choice the evaluation found ``line``, in points. ``reason``
    tells the decision in one sentence about its player (third person) from the game's catalogue
    (:meth:`~rules.contract.GameRules.explain` reads it), naming public facts of the finished game only
    (no card or tile nobody saw).
    """

    seat: int
    step: int
    line: str
    best: str
    swing: float
    reason: Words
