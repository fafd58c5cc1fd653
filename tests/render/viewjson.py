"""Views to and from JSON, so golden images are drawn from stored views and not from random play
(a change in the engine's random choices then cannot move a golden image)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rules.santacruz.views import DraftOption, PlayerPublic, PlayerView, PublicView, SiteView, TileView


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


def public_from_dict(d: dict[str, Any]) -> PublicView:
    """The :class:`PublicView` that ``view.to_dict()`` came from."""
    sites = {}
    for sid, s in d["sites"].items():
        tile = TileView(**{k: _tuples(v) for k, v in s["tile"].items()}) if s["tile"] else None
        sites[sid] = SiteView(**{**{k: _tuples(v) for k, v in s.items()}, "tile": tile})
    players = tuple(PlayerPublic(**{k: _tuples(v) for k, v in p.items()}) for p in d["players"])
    draft = tuple(
        DraftOption(o["letter"], dict(o["building_cards"]), tuple(o["scoring"])) for o in d["draft"]
    )
    rest = {k: _tuples(v) for k, v in d.items() if k not in ("sites", "players", "draft")}
    return PublicView(**{**rest, "sites": sites, "players": players, "draft": draft})


def player_from_dict(d: dict[str, Any]) -> PlayerView:
    """The :class:`PlayerView` that ``view.to_dict()`` came from."""
    rest = {k: _tuples(v) for k, v in d.items() if k not in ("public", "hand_building")}
    return PlayerView(public=public_from_dict(d["public"]), hand_building=dict(d["hand_building"]), **rest)


def save(path: Path, data: dict[str, Any]) -> None:
    """Write ``data`` as stable, readable JSON."""
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def load(path: Path) -> dict[str, Any]:
    """Read what :func:`save` wrote."""
    return json.loads(path.read_text(encoding="utf-8"))
