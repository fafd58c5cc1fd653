"""Santa Cruz (Hans im Glück, 2012): a pure rules engine.

Start with :func:`new_game`, ask :func:`awaiting` and :func:`legal_actions`, play with :func:`apply`,
and show only :func:`public_view` / :func:`player_view` to anyone. :data:`GAME` is the same engine behind
the typed contract every game shares (:class:`rules.contract.GameRules`).
"""

from rules.contract import Outcome
from rules.santacruz.actions import Action, Build, Discard, Double, DoubleBuild, Land, Pick, Score, Target
from rules.santacruz.engine import (
    LegalActions,
    apply,
    apply_in_place,
    awaiting,
    legal_actions,
    outcome,
)
from rules.santacruz.errors import IllegalAction, InvalidAction
from rules.santacruz.game import GAME
from rules.santacruz.notation import format_action, parse
from rules.santacruz.records import RecordError, export_record, replay
from rules.santacruz.setup import from_setup, new_game
from rules.santacruz.state import GameState, Phase
from rules.santacruz.views import PlayerView, PublicView, player_view, public_view

__all__ = [
    "GAME",
    "Action",
    "Build",
    "Discard",
    "Double",
    "DoubleBuild",
    "GameState",
    "IllegalAction",
    "InvalidAction",
    "Land",
    "LegalActions",
    "Outcome",
    "Phase",
    "Pick",
    "PlayerView",
    "PublicView",
    "RecordError",
    "Score",
    "Target",
    "apply",
    "apply_in_place",
    "awaiting",
    "export_record",
    "format_action",
    "from_setup",
    "legal_actions",
    "new_game",
    "outcome",
    "parse",
    "player_view",
    "public_view",
    "replay",
]
