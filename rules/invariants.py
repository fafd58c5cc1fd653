"""Invariants every game's state must keep, whatever the game: JSON round trip and secret-free views.

Each check returns readable violations (empty when all is well), so a failing random game says what
broke, not just that something did.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any, Protocol, TypeVar


class JsonState(Protocol):
    """A state that turns into plain JSON data and back."""

    def to_dict(self) -> dict[str, Any]: ...


S = TypeVar("S", bound=JsonState)


def roundtrip_violations(state: S, from_dict: Callable[[dict[str, Any]], S]) -> list[str]:
    """The state survives JSON exactly."""
    text = json.dumps(state.to_dict(), sort_keys=True)
    back = from_dict(json.loads(text))
    if back != state or json.dumps(back.to_dict(), sort_keys=True) != text:
        return ["the state does not round-trip through JSON"]
    return []


def view_violations(
    state: S,
    seats: int,
    rng: random.Random,
    scramble: Callable[[S, random.Random, int | None], S],
    public_view: Callable[[S], object],
    player_view: Callable[[S, int], object],
) -> list[str]:
    """Views must not change when a secret they may not hold changes (``scramble`` changes them)."""
    out = []
    if public_view(state) != public_view(scramble(state, rng, None)):
        out.append("the public view depends on a secret")
    for seat in range(seats):
        if player_view(state, seat) != player_view(scramble(state, rng, seat), seat):
            out.append(f"seat {seat}'s view depends on another seat's secret")
    return out


class Viewed(JsonState, Protocol):
    """A state with a seat count, as the view and round-trip checks need it."""

    @property
    def num_players(self) -> int: ...


V = TypeVar("V", bound=Viewed)


def shared_violations(
    state: V,
    rng: random.Random,
    scramble: Callable[[V, random.Random, int | None], V],
    public_view: Callable[[V], object],
    player_view: Callable[[V, int], object],
    from_dict: Callable[[dict[str, Any]], V],
) -> list[str]:
    """The checks every game runs: views free of secrets and an exact JSON round trip."""
    return view_violations(
        state, state.num_players, rng, scramble, public_view, player_view
    ) + roundtrip_violations(state, from_dict)
