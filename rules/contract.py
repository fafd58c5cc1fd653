"""What every game's engine contract shares: the legal-actions container, the pure ``apply`` around an
in-place one, and the refusals every turn-based game gives before its own reasons (game over, no such
seat, not your turn)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from typing import Any, Generic, Protocol, TypeVar

from rules.errors import IllegalAction

A = TypeVar("A")
E = TypeVar("E")
Refusal = TypeVar("Refusal", bound=IllegalAction)


class Clonable(Protocol):
    """A state that copies itself deeply."""

    def clone(self) -> Any: ...


S = TypeVar("S", bound=Clonable)


class ActionList(Sequence[A], Generic[A]):
    """The actions a seat may take now: iterate, index, count, or test membership with ``in``."""

    __slots__ = ("_actions",)

    def __init__(self, actions: list[A]) -> None:
        self._actions = actions

    def __len__(self) -> int:
        return len(self._actions)

    def __getitem__(self, index: int) -> A:  # type: ignore[override]
        return self._actions[index]

    def __iter__(self) -> Iterator[A]:
        return iter(self._actions)

    def __contains__(self, action: object) -> bool:
        return action in self._actions

    def __repr__(self) -> str:
        return f"<LegalActions [{', '.join(str(a) for a in self._actions)}]>"


def apply_to_copy(state: S, action: object, apply_in_place: Callable[[S, Any], list[E]]) -> tuple[S, list[E]]:
    """``apply_in_place`` on a copy of ``state``: the new state and the events; ``state`` never changes."""
    new = state.clone()
    events = apply_in_place(new, action)
    return new, events


class Named(Protocol):
    """A player with a display name."""

    @property
    def name(self) -> str: ...


class Table(Protocol):
    """What the shared refusals read of a state: its phase and its players."""

    @property
    def phase(self) -> str: ...

    @property
    def players(self) -> Sequence[Named]: ...


def turn_refusal(illegal: type[Refusal], state: Table, seat: int, awaited: Collection[int]) -> Refusal | None:
    """The refusal all games share, if any: the game is over, or the seat does not exist or is not awaited."""
    if state.phase == "end":
        return illegal("illegal.game_over")
    players = len(state.players)
    if not 0 <= seat < players:
        return illegal("illegal.no_such_seat", seat=seat, players=players)
    if seat not in awaited:
        names = ", ".join(state.players[s].name for s in sorted(awaited))
        return illegal("illegal.not_your_turn", waiting=names)
    return None
