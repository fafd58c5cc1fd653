"""Santiago de Cuba behind the typed game contract: :data:`GAME`, the one object the bot and the tools use."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from rules.contract import GameRules, JsonObject, JsonScalar, Outcome, ScoreSheet
from rules.events import first_reveal
from rules.records import record_moves, replay_lines
from rules.santiago import ai, gamedata, teach, turning
from rules.santiago.actions import Action
from rules.santiago.engine import apply, apply_in_place, awaiting, legal_actions, outcome
from rules.santiago.events import Event
from rules.santiago.invariants import scramble_secrets
from rules.santiago.messages import render as say
from rules.santiago.notation import parse
from rules.santiago.records import export_record, record_outcome, start_state
from rules.santiago.scoring import scores
from rules.santiago.setup import from_setup, make_setup
from rules.santiago.state import GameState, Phase
from rules.santiago.timeline import score_sheet
from rules.santiago.views import PlayerView, PublicView, player_view, public_view
from rules.teach import Hint, Miss, TurningPoint, Words

_COMP = gamedata.components()


class Santiago:
    """Santiago de Cuba as a :class:`~rules.contract.GameRules` over its own state, actions, events and
    views."""

    name = "santiago"
    min_players = _COMP.min_players
    max_players = _COMP.max_players
    computer_levels: tuple[str, ...] = ai.LEVELS

    def new_state(self, names: Sequence[str], seed: int, options: Mapping[str, JsonScalar]) -> GameState:
        """Players keep the order given (seat 0 starts): a table shuffles seats itself; the layout and
        the 7 rolls come from ``seed`` as NOTATION.md draws them."""
        flags: dict[str, bool] = {}
        for key, value in options.items():
            if not isinstance(value, bool):
                raise ValueError(f"option {key!r} is true or false, not {value!r}")
            flags[key] = value
        _order, setup = make_setup(seed, list(names))
        state = from_setup(list(names), flags, setup)
        state.seed = seed
        return state

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
        return scores(state)

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
        """The strong computer's choice for ``seat`` with its reasons, from that seat's view only
        (:func:`rules.santiago.teach.hint`)."""
        if seat not in awaiting(state):
            raise ValueError(f"seat {seat} is not awaited now")
        return teach.hint(player_view(state, seat), seed)

    def turning_points(self, record: JsonObject) -> Sequence[TurningPoint]:
        """The decisions that mattered, judged by the strong computer's evaluation from each seat's view
        (:func:`rules.santiago.turning.turning_points`)."""
        return turning.turning_points(record)

    def why_not(self, state: GameState, seat: int) -> Sequence[Miss]:
        """The refused choices nearest to those ``seat`` is offered, from that seat's view only
        (:func:`rules.santiago.teach.why_not`)."""
        if seat not in awaiting(state):
            return ()
        return teach.why_not(player_view(state, seat))

    def explain(self, words: Words) -> str:
        """A hint's, a miss's or a turning point's sentence in the language in force
        (:func:`rules.santiago.teach.explain`, :func:`rules.santiago.turning.explain`)."""
        return turning.explain(words) if words.key.startswith("turning.") else teach.explain(words)

    def renamed(self, state: GameState, seat: int, name: str) -> GameState:
        copy = state.clone()
        copy.players[seat].name = name
        return copy

    def scramble(self, state: GameState, seed: int, keep_seat: int | None = None) -> GameState:
        return scramble_secrets(state, random.Random(seed), keep_seat)

    def reveals(self, events: Sequence[Event]) -> str | None:
        event = first_reveal(events)
        return None if event is None else say(f"reveals.{event.reveals()}")


GAME: GameRules[GameState, Action, Event, PublicView, PlayerView] = Santiago()
"""Santiago de Cuba, as :mod:`rules.registry` lists it."""
