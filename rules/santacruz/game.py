"""Santa Cruz behind the typed game contract: :data:`GAME`, the one object the bot and the tools use."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from rules.contract import GameRules, JsonObject, JsonScalar, Outcome, ScoreSheet
from rules.events import first_reveal
from rules.records import record_moves, replay_lines
from rules.santacruz import ai, teach, turning
from rules.santacruz.actions import Action
from rules.santacruz.engine import apply, apply_in_place, awaiting, legal_actions, outcome
from rules.santacruz.events import Event
from rules.santacruz.invariants import scramble_secrets
from rules.santacruz.messages import CATALOGUE
from rules.santacruz.messages import render as say
from rules.santacruz.notation import parse
from rules.santacruz.records import export_record, record_outcome, start_state
from rules.santacruz.setup import MAX_PLAYERS, MIN_PLAYERS, new_game
from rules.santacruz.state import GameState, Phase
from rules.santacruz.timeline import score_sheet
from rules.santacruz.views import PlayerView, PublicView, player_view, public_view
from rules.teach import Hint, Miss, TurningPoint, Words


class SantaCruz:
    """Santa Cruz as a :class:`~rules.contract.GameRules` over its own state, actions, events and views."""

    name = "santacruz"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    computer_levels: tuple[str, ...] = ("easy", "strong")

    def new_state(self, names: Sequence[str], seed: int, options: Mapping[str, JsonScalar]) -> GameState:
        """Players keep the order given: a table shuffles seats itself before it starts."""
        return new_game(list(names), seed=seed, shuffle_seats=False, **options)

    def to_json(self, state: GameState) -> JsonObject:
        return state.to_dict()

    def from_json(self, data: JsonObject) -> GameState:
        return GameState.from_dict(data)

    def parse(self, line: str) -> tuple[int, Action]:
        action = parse(line)
        return action.seat, action

    def format_action(self, action: Action) -> str:
        return str(action)

    def awaiting(self, state: GameState) -> frozenset[int]:
        return awaiting(state)

    def legal_actions(self, state: GameState, seat: int) -> Sequence[Action]:
        return legal_actions(state, seat)

    def apply(self, state: GameState, action: Action | str) -> tuple[GameState, list[Event]]:
        return apply(state, action)

    def is_over(self, state: GameState) -> bool:
        return state.phase == Phase.END

    def public_view(self, state: GameState) -> PublicView:
        return public_view(state)

    def player_view(self, state: GameState, seat: int) -> PlayerView:
        return player_view(state, seat)

    def outcome(self, state: GameState) -> Outcome | None:
        return outcome(state)

    def scores(self, state: GameState) -> tuple[int, ...]:
        return tuple(player.score for player in state.players)

    def record(self, state: GameState) -> JsonObject:
        return export_record(state)

    def record_outcome(self, record: JsonObject) -> Outcome | None:
        return record_outcome(record)

    def score_sheet(self, record: JsonObject) -> ScoreSheet:
        return score_sheet(record)

    def replay_steps(self, record: JsonObject) -> int:
        return len(record_moves(record))

    def replay(self, record: JsonObject, step: int) -> GameState:
        return replay_lines(start_state(record), record_moves(record)[: max(0, step)], apply_in_place)

    def computer_action(self, state: GameState, seat: int, level: str, seed: str) -> str:
        return str(ai.choose(player_view(state, seat), level, random.Random(seed)))

    def hint(self, state: GameState, seat: int, seed: str) -> Hint:
        """The strong computer's choice with its reasons (:func:`rules.santacruz.teach.hint`)."""
        return teach.hint(state, seat, seed)

    def turning_points(self, record: JsonObject) -> Sequence[TurningPoint]:
        """The decisions that mattered, judged by the strong computer's evaluation from each seat's view
        (:func:`rules.santacruz.turning.turning_points`); the secret discard is never judged."""
        return turning.turning_points(record)

    def why_not(self, state: GameState, seat: int) -> Sequence[Miss]:
        """The nearest refused choices with the engine's refusals (:func:`rules.santacruz.teach.why_not`)."""
        return teach.why_not(state, seat)

    def explain(self, words: Words) -> str:
        """A hint's, a miss's or a turning point's sentence in the language in force
        (:func:`rules.santacruz.teach.explain`, :func:`rules.santacruz.turning.explain`)."""
        return turning.explain(words) if words.key.startswith("turning.") else teach.explain(words)

    def renamed(self, state: GameState, seat: int, name: str) -> GameState:
        copy = state.clone()
        copy.players[seat].name = name
        return copy

    def scramble(self, state: GameState, seed: int, keep_seat: int | None = None) -> GameState:
        return scramble_secrets(state, random.Random(seed), keep_seat)

    def reveals(self, events: Sequence[Event]) -> str | None:
        """The reason in words, with the site, round or scoring card the revealing event names."""
        event = first_reveal(events)
        if event is None:
            return None
        card = getattr(event, "card", None)
        return say(
            f"reveals.{event.reveals()}",
            site=getattr(event, "site", ""),
            round=getattr(event, "round", ""),
            card=_card_name(card) if isinstance(card, str) else "",
        )


def _card_name(card: str) -> str:
    """A scoring card's name as the catalogue spells it (its id when the catalogue does not know it)."""
    key = f"render.scoring.{card}"
    return say(key) if key in CATALOGUE else card


GAME: GameRules[GameState, Action, Event, PublicView, PlayerView] = SantaCruz()
"""Santa Cruz, as :mod:`rules.registry` lists it."""
