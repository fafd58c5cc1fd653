"""Santiago views and last-move marks to and from JSON, so golden images are drawn from stored views and
not from random play (a change in the engine's random choices then cannot move a golden image)."""

from __future__ import annotations

from typing import Any

from render.santiago.marks import LastMove
from rules.santiago.views import Holdings, PlayerPublic, PlayerView, PublicView


def _holdings(d: dict[str, Any] | None) -> Holdings | None:
    return None if d is None else Holdings(d["pesos"], d["vp"], dict(d["goods"]))


def public_from_dict(d: dict[str, Any]) -> PublicView:
    """The :class:`PublicView` that ``view.to_dict()`` came from."""
    players = tuple(
        PlayerPublic(
            p["seat"], p["name"], p["figure"], tuple(p["owns"]), p["markers_left"], _holdings(p["holdings"])
        )
        for p in d["players"]
    )
    tuples = ("awaiting", "cubaner", "face_down", "moves")
    rest = {k: tuple(v) if k in tuples else v for k, v in d.items() if k not in ("players", "rolls_used")}
    return PublicView(**rest, players=players, rolls_used=tuple(dict(r) for r in d["rolls_used"]))


def player_from_dict(d: dict[str, Any]) -> PlayerView:
    """The :class:`PlayerView` that ``view.to_dict()`` came from."""
    holdings = _holdings(d["holdings"])
    assert holdings is not None
    return PlayerView(d["seat"], public_from_dict(d["public"]), holdings, tuple(d["legal"]))


def marks_to_dict(marks: LastMove) -> dict[str, Any]:
    """A JSON-ready form of ``marks``."""
    return {
        "car": list(marks.car) if marks.car else None,
        "buildings": sorted(marks.buildings),
        "dice": sorted(marks.dice),
        "scores": list(marks.scores),
        "places": list(marks.places),
    }


def marks_from_dict(d: dict[str, Any]) -> LastMove:
    """The :class:`LastMove` that :func:`marks_to_dict` came from."""
    car = (d["car"][0], d["car"][1]) if d["car"] else None
    return LastMove(
        car, frozenset(d["buildings"]), frozenset(d["dice"]), tuple(d["scores"]), tuple(d["places"])
    )
