"""The decisions of a finished Santiago de Cuba game that mattered most (issue 44: a practice table's end
tells why the winner won), judged by the strong computer's own evaluation in a cheaper form.

Every real decision of the record (a seat with two or more legal choices) is judged from that seat's
player view at that moment, on states the strong player's belief rebuilds from it
(:func:`rules.santiago.ai.belief.state_from_view`: the unused demand rolls and, under
``hidden_holdings``, the other seats' holdings drawn at random), never on the real state:

1. *Screening*, at every decision: the one-ply evaluation the strong player ranks its candidates with
   (:func:`rules.santiago.ai.policy.action_values`, what the seat's position is worth after each action)
   on one sample, and the gap between the chosen action and the best other one.
2. *Rollouts*, at the :data:`EXAMINED` decisions with the largest gaps, shared out among the seats (each
   seat's largest losses and largest leads in turn, so the winner's best decisions and every loser's
   worst are looked at): the chosen action and the :data:`CANDIDATES` best others by the screening are
   played on the same :data:`ROLLOUTS` samples and rolled out by the strong player's own rollout
   (:func:`rules.santiago.ai.search.rollout`). A choice is worth its mean lead over the best other seat,
   in VP (the squashed mean turned back on the lead's scale, as the hint does).

``swing`` is the chosen action's worth less the best other's (positive: the seat found the best move, by
that much) or less the best's (negative: the loss against the best). The end names, at most
:data:`~rules.teach.TURNING_POINTS`: a winner's best decision (its largest positive swing), a beaten
seat's costliest one (the most negative swing), then the largest ``abs(swing)`` left; all of them the
largest ``abs(swing)`` first.

The sentence names the move, its player (the record's name), what was played and what the evaluation
preferred or beat (in the hint's own words for a move: :func:`rules.santiago.teach.token_of`), the VP of
the swing and, while holdings are shown, what the move played brought the seat at once (the hint's
:func:`rules.santiago.teach.seat_changes` on the record's own events).

Only public facts are named: the record's own lines and, as the better choice, a move that shows nothing
hidden (under ``hidden_holdings`` a delivery, a building's use or a tribute the seat did not play is
never a candidate, since it would tell what the seat held). Everything is seeded from the step, so the
same record gives the same points.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules import turning as shared
from rules.records import RecordError, record_moves
from rules.santiago import teach
from rules.santiago.actions import Action, Alonso, Deliver, Give, Use
from rules.santiago.ai.belief import state_from_view
from rules.santiago.ai.policy import action_values
from rules.santiago.ai.search import MARGIN_SCALE, rollout
from rules.santiago.engine import apply_in_place, awaiting, legal_list, outcome
from rules.santiago.errors import ActionError
from rules.santiago.messages import CATALOGUE, building_as
from rules.santiago.notation import parse
from rules.santiago.records import start_state
from rules.santiago.state import GameState
from rules.santiago.views import PlayerView, player_view
from rules.teach import TurningPoint, WordParam, Words

EXAMINED = 12
"""Decisions rolled out at most per game (the others are judged by the screening only)."""
CANDIDATES = 2
"""Other choices rolled out against the chosen one at an examined decision."""
ROLLOUTS = 6
"""Samples (and rollouts per choice) at an examined decision: the same for every choice (a late rollout
among rich seats costs several times an early one, so fewer than Santa Cruz's keep a long game within
its time)."""
_UTILITY_CAP = 0.999
"""Mean utilities are clipped below 1 before they are turned back into VP (atanh)."""


@dataclass(slots=True)
class _Decision:
    """One real decision: who made it where, what it chose, and its rivals ranked by the screening."""

    step: int
    seat: int
    line: str
    chosen: Action
    view: PlayerView
    sample: GameState
    rivals: list[Action]
    gap: float
    worth: dict[Action, float]
    tokens: dict[Action, str]
    got: str = ""


def turning_points(record: dict[str, Any]) -> list[TurningPoint]:
    """The decisions of the finished ``record`` that mattered most (see the module's docstring), the
    largest ``abs(swing)`` first; raises :class:`~rules.records.RecordError` if malformed."""
    decisions, final = _decisions(record)
    names = [p.name for p in final.players]
    result = outcome(final)
    winners = frozenset(result.winners) if result is not None else frozenset()
    examined = shared.examined(decisions, EXAMINED)
    for decision in examined:
        _roll(decision)
    return shared.chosen([_judged(d, names) for d in examined], winners)


def _decisions(record: dict[str, Any]) -> tuple[list[_Decision], GameState]:
    """Replay ``record``: every real decision with its screening, and the final state."""
    state = start_state(record)
    moves = record_moves(record)
    out: list[_Decision] = []
    for step, line in enumerate(moves):
        try:
            action = parse(line)
        except ActionError as exc:
            raise RecordError(str(exc), step + 1, line) from exc
        decision = _screened(state, step, line, action)
        try:
            events = apply_in_place(state, action)
        except ActionError as exc:
            raise RecordError(str(exc), step + 1, line) from exc
        if decision is not None:
            if not state.options.get("hidden_holdings"):
                decision.got = teach.items_token(teach.seat_changes(events, decision.seat)[0])
            out.append(decision)
    return out, state


def _screened(state: GameState, step: int, line: str, action: Action) -> _Decision | None:
    """The decision at ``step`` with its one-ply screening, or ``None`` when it is no real choice (one
    legal action, a seat the game does not wait for, a line the rules refuse)."""
    seat = action.seat
    if seat not in awaiting(state):
        return None
    legal = legal_list(state, seat)
    if len(legal) < 2 or action not in legal:
        return None
    view = player_view(state, seat)
    sample = state_from_view(view, random.Random(f"turning:{step}"))
    sample.moves = []
    hidden = bool(state.options.get("hidden_holdings"))
    actions = [a for a in legal_list(sample, seat) if a == action or not (hidden and _shows_holdings(a))]
    if len(actions) < 2 or action not in actions:
        return None
    values = dict(zip(actions, action_values(sample, seat, actions), strict=True))
    rivals = sorted((a for a in actions if a != action), key=lambda a: (-values[a], str(a)))
    gap = values[action] - values[rivals[0]]
    tokens = {a: teach.token_of(sample, a) for a in (action, *rivals[:CANDIDATES])}
    return _Decision(step, seat, line, action, view, sample, rivals, gap, values, tokens)


def _shows_holdings(action: Action) -> bool:
    """Whether naming ``action`` as a choice the seat had tells what it held: a delivery, a building's
    use (its goods and amounts) or a tribute."""
    if isinstance(action, Alonso):
        return action.use is not None
    return isinstance(action, Deliver | Give) or (isinstance(action, Use) and action.building is not None)


def _roll(d: _Decision) -> None:
    """Replace the screening's worths of the chosen action and its best rivals by their rollouts' mean
    lead (in VP), each on the same samples with the same rollout seeds."""
    rng = random.Random(f"turning:{d.step}:rollouts")
    samples = [d.sample]
    for _ in range(ROLLOUTS - 1):
        sample = state_from_view(d.view, rng)
        sample.moves = []
        samples.append(sample)
    seeds = [rng.getrandbits(32) for _ in samples]
    worth = shared.rolled_worth(
        [d.chosen, *d.rivals[:CANDIDATES]],
        samples,
        seeds,
        _played,
        lambda state, rng: rollout(state, d.seat, rng),
        MARGIN_SCALE,
    )
    d.worth = worth
    d.rivals = sorted(d.rivals[:CANDIDATES], key=lambda a: (-worth[a], str(a)))


def _played(sample: GameState, action: Action) -> GameState:
    """A copy of ``sample`` after ``action``."""
    played = sample.clone()
    apply_in_place(played, action)
    return played


def _judged(d: _Decision, names: Sequence[str]) -> TurningPoint:
    """The decision as a turning point, with its reason in words."""
    best = d.rivals[0]
    swing = round(d.worth[d.chosen] - d.worth[best], 1)
    common: dict[str, WordParam] = {
        "move": d.step + 1,
        "name": names[d.seat],
        "choice": d.tokens[d.chosen],
        "got": d.got,
    }
    if swing >= 0:
        reason = Words.of("turning.good", **common, runner=d.tokens[best], points=round(swing))
        return TurningPoint(d.seat, d.step, d.line, d.line, swing, reason)
    reason = Words.of("turning.miss", **common, instead=d.tokens[best], points=round(-swing))
    return TurningPoint(d.seat, d.step, d.line, str(best), swing, reason)


# --- words -----------------------------------------------------------------------------------------

TOKENS = frozenset({"choice", "runner", "instead"})
"""The parameters of a turning point's sentence that are moves (:func:`rules.santiago.teach.token_of`)."""


def explain(words: Words) -> str:
    """A turning point's sentence in the language in force: its moves worded as the hint words the
    runner-up (``teach.alt.*``), a figure's move as a third person's (``turning.go``), and what the move
    brought at once (``got``, holdings) as the clause ``gain`` (``turning.gain``, empty for nothing)."""
    params: dict[str, object] = {
        name: _move(str(value)) if name in TOKENS else value for name, value in words.params if name != "got"
    }
    got = str(words.kwargs().get("got", ""))
    params["gain"] = CATALOGUE.text("turning.gain", got=teach.PARAMS["got"](got)) if got else ""
    return CATALOGUE.text(words.key, **params)


def _move(token: str) -> str:
    """A move token as words (``delivering 2 sugar``)."""
    verb, *args = token.split()
    if verb == "go":
        return CATALOGUE.text("turning.go", to_building=building_as(args[0], "to"))
    return teach.PARAMS["runner"](token)


__all__ = ["explain", "turning_points"]
