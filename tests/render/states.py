"""Seeded game states at each moment the renderer must draw, found by random play and cached."""

from __future__ import annotations

from functools import cache

from render.santacruz.gallery import Moment, Stop, find
from rules.santacruz.actions import Score
from rules.santacruz.events import BuildingsDestroyed

PHASES: tuple[str, ...] = ("draft", "landing", "play", "double", "discard", "draft2", "end")
"""The moments every image must render: both drafts, landing, play, a double move half done,
the round-2 discard and the end."""


def _stop(phase: str) -> Stop:
    stops: dict[str, Stop] = {
        "draft": lambda m: True,
        "landing": lambda m: m.state.phase == "landing",
        "play": lambda m: m.state.phase == "play" and len(m.state.moves) >= 20,
        "double": lambda m: m.state.double is not None and m.state.double.done == 1,
        "discard": lambda m: m.state.phase == "discard",
        "draft2": lambda m: m.state.round == 2 and m.state.phase == "draft",
        "end": lambda m: m.state.phase == "end",
    }
    return stops[phase]


@cache
def moment(players: int, phase: str) -> Moment:
    """The first seeded game (seed 1 on) of ``players`` that reaches ``phase``."""
    return find(players, _stop(phase))


@cache
def eruption(players: int = 4) -> Moment:
    """A game just after the eruption card removed buildings."""
    return find(
        players,
        lambda m: (
            isinstance(m.action, Score)
            and m.action.card == "eruption"
            and any(isinstance(e, BuildingsDestroyed) for e in m.events)
        ),
    )
