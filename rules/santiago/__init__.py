"""Santiago de Cuba (Michael Rieneck, eggertspiele 2011): a pure rules engine, 2 to 4 players.

Start with :func:`new_game` (or :func:`from_setup` for a hand-made set-up), ask :func:`awaiting` and
:func:`legal_actions`, play with :func:`apply`, and show only :func:`public_view` / :func:`player_view`.
:data:`GAME` is the same engine behind the typed contract every game shares
(:class:`rules.contract.GameRules`).
Rules: ``shared/santiago/RULES.md`` (clauses SC-n, rulings R-n); notation: ``NOTATION.md``.
"""

from rules.contract import Outcome
from rules.santiago.actions import Action, Alonso, Car, Deliver, Demand, Give, Go, Pablo, Pass, Use
from rules.santiago.engine import (
    LegalActions,
    apply,
    apply_in_place,
    awaiting,
    legal_actions,
    outcome,
)
from rules.santiago.errors import IllegalAction, InvalidAction
from rules.santiago.game import GAME
from rules.santiago.notation import format_action, parse
from rules.santiago.records import RecordError, export_record, replay
from rules.santiago.setup import from_setup, make_setup, new_game
from rules.santiago.state import GameState, Phase, PlayerState
from rules.santiago.views import PlayerView, PublicView, player_view, public_view

__all__ = [
    "GAME",
    "Action",
    "Alonso",
    "Car",
    "Deliver",
    "Demand",
    "GameState",
    "Give",
    "Go",
    "IllegalAction",
    "InvalidAction",
    "LegalActions",
    "Outcome",
    "Pablo",
    "Pass",
    "Phase",
    "PlayerState",
    "PlayerView",
    "PublicView",
    "RecordError",
    "Use",
    "apply",
    "apply_in_place",
    "awaiting",
    "export_record",
    "format_action",
    "from_setup",
    "legal_actions",
    "make_setup",
    "new_game",
    "outcome",
    "parse",
    "player_view",
    "public_view",
    "replay",
]
