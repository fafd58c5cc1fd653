"""The decisions of a finished Santa Cruz game that mattered most (issue 44: a practice table's end tells
why the winner won), judged by the strong computer's own evaluation in a cheaper form.

Every real decision of the record (a seat with two or more legal choices; never the secret discard of
round 2) is judged from that seat's player view at that moment, on states sampled from it by the strong
player's own belief (:func:`rules.santacruz.ai.belief.sample_state`), never on the real state:

1. *Screening*, at every decision: the greedy one-ply evaluation the strong player ranks its candidates
   with (:func:`rules.santacruz.ai.policy.action_values`) on one sample, and the gap between the chosen
   action and the best other one.
2. *Rollouts*, at the :data:`EXAMINED` decisions with the largest gaps, shared out among the seats (each
   seat's largest losses and largest leads in turn, so the winner's best decisions and every loser's
   worst are looked at): the chosen action and the :data:`CANDIDATES` best others by the screening are
   played on the same :data:`ROLLOUTS` samples and rolled out by the strong player's own rollout
   (:func:`rules.santacruz.ai.search.rollout`, every seat greedy to the end of the round). A choice is
   worth its mean margin over the best other seat, in points (the squashed mean turned back on the
   margin's scale, as the hint does).

``swing`` is the chosen action's worth less the best other's (positive: the seat found the best move,
by that much) or less the best's (negative: the loss against the best). The end names, at most
:data:`~rules.teach.TURNING_POINTS`: a winner's best decision (its largest positive swing), a beaten
seat's costliest one (the most negative swing), then the largest ``abs(swing)`` left; all of them the
largest ``abs(swing)`` first.

The sentence names the move, its player (the record's name), what was played and what the evaluation
preferred or beat (the hint's own words for a choice: :func:`rules.santacruz.teach.described`), the
points of the swing, and what the move played brought at once: the points it scored itself (its builds'
sites or its scoring card, as the score track showed them) and the free site it took from a player who
could have built or landed there (the hint's :func:`rules.santacruz.teach.takes`, on that seat's view).

Only public facts are named: the record's own lines (a discard is never judged), the board's sites, the
score track, and a scoring card only where its seat played it openly later (another card it held is
never a candidate). Everything is seeded from the step, so the same record gives the same points.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules import turning as shared
from rules.records import RecordError, record_moves
from rules.santacruz.actions import Action, Build, Discard, Double, Land, Score
from rules.santacruz.ai.belief import Knowledge, knowledge, sample_state
from rules.santacruz.ai.policy import action_values
from rules.santacruz.ai.search import MARGIN_SCALE, rollout
from rules.santacruz.engine import apply_in_place, legal_actions, outcome
from rules.santacruz.errors import ActionError
from rules.santacruz.events import BuildingsDestroyed, Built, Event, Scored
from rules.santacruz.messages import CATALOGUE
from rules.santacruz.narrate import quoted
from rules.santacruz.notation import parse
from rules.santacruz.records import start_state
from rules.santacruz.state import GameState
from rules.santacruz.teach import build_of, described, takes
from rules.santacruz.views import PlayerView, player_view
from rules.teach import TurningPoint, WordParam, Words

EXAMINED = 16
"""Decisions rolled out at most per game (the others are judged by the screening only)."""
CANDIDATES = 2
"""Other choices rolled out against the chosen one at an examined decision."""
ROLLOUTS = 8
"""Samples (and rollouts per choice) at an examined decision: the same for every choice."""


@dataclass(slots=True)
class _Decision:
    """One real decision: who made it where, what it chose, and its rivals ranked by the screening."""

    step: int
    seat: int
    line: str
    chosen: Action
    view: PlayerView
    know: Knowledge
    sample: GameState
    rivals: list[Action]
    gap: float
    worth: dict[Action, float]
    now: int = 0
    taken: str = ""
    removed: int = 0


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
        decision = _screened(state, step, line, action, moves)
        try:
            events = apply_in_place(state, action)
        except ActionError as exc:
            raise RecordError(str(exc), step + 1, line) from exc
        if decision is not None:
            _brought(decision, action, events)
            out.append(decision)
    return out, state


def _screened(state: GameState, step: int, line: str, action: Action, moves: list[str]) -> _Decision | None:
    """The decision at ``step`` with its one-ply screening, or ``None`` when it is no real choice (one
    legal action, a discard, a seat the game does not wait for, a line the rules refuse)."""
    seat = action.seat
    if isinstance(action, Discard) or not 0 <= seat < state.num_players:
        return None
    chosen = Double(seat, action.kind) if isinstance(action, Double) else action
    legal = list(legal_actions(state, seat))
    if len(legal) < 2 or chosen not in legal:
        return None
    view = player_view(state, seat)
    know = knowledge(view)
    rng = random.Random(f"turning:{step}")
    sample = sample_state(view, know, rng)
    later = frozenset(moves[step + 1 :])
    actions = [a for a in legal_actions(sample, seat) if a == chosen or _public(a, later)]
    if len(actions) < 2 or chosen not in actions:
        return None
    values = dict(zip(actions, action_values(sample, seat, actions), strict=True))
    rivals = sorted((a for a in actions if a != chosen), key=lambda a: (-values[a], str(a)))
    gap = values[chosen] - values[rivals[0]]
    return _Decision(step, seat, line, chosen, view, know, sample, rivals, gap, values)


def _brought(d: _Decision, action: Action, events: list[Event]) -> None:
    """What the move played brought at once, from the record's own events and the seat's view before it:
    the points it scored itself (its builds' sites, its scoring card), the name of the player it took a
    free site from (who could have built or landed there), if any, and the other players' buildings an
    eruption removed."""
    seat = d.seat
    d.removed = sum(
        1
        for e in events
        if isinstance(e, BuildingsDestroyed)
        for _site, owner, _b in e.removed
        if owner != seat
    )
    sources = {e.site for e in events if isinstance(e, Built) and e.seat == seat}
    if isinstance(action, Score):
        sources.add(action.card)
    d.now = sum(e.points for e in events if isinstance(e, Scored) and e.seat == seat and e.source in sources)
    if isinstance(action, Land | Build):
        kind, target = build_of(d.view, action)
        words = takes(d.view, kind, target)
        if words is not None:
            d.taken = str(words.kwargs()["name"])


def _public(action: Action, later: frozenset[str]) -> bool:
    """Whether naming ``action`` as the better choice tells nothing hidden: a scoring card only if its
    seat played it openly later (so everyone saw it held the card)."""
    return not isinstance(action, Score) or str(action) in later


def _roll(d: _Decision) -> None:
    """Replace the screening's worths of the chosen action and its best rivals by their rollouts' mean
    margin (in points), each on the same samples with the same rollout seeds."""
    rng = random.Random(f"turning:{d.step}:rollouts")
    samples = [d.sample] + [sample_state(d.view, d.know, rng) for _ in range(ROLLOUTS - 1)]
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
        "choice": _token(d.view, d.chosen),
        "now": max(0, d.now),
        "taken": d.taken,
        "removed": d.removed,
    }
    if swing >= 0:
        reason = Words.of("turning.good", **common, runner=_token(d.view, best), points=round(swing))
        return TurningPoint(d.seat, d.step, d.line, d.line, swing, reason)
    reason = Words.of("turning.miss", **common, instead=_token(d.view, best), points=round(-swing))
    return TurningPoint(d.seat, d.step, d.line, str(best), swing, reason)


# --- words -----------------------------------------------------------------------------------------


def _token(view: PlayerView, action: Action) -> str:
    """An action as ids the catalogue words in any language (``build road C04``, ``pile B``, ...): the
    kind of choice the hint names it by (:func:`rules.santacruz.teach.described`) and its parameters."""
    key, params = described(view, action)
    return " ".join([key, *(str(value) for _name, value in params)])


TOKENS = frozenset({"choice", "runner", "instead"})
"""The parameters of a turning point's sentence that are actions (:func:`_token`)."""
_GAIN = frozenset({"now", "taken", "removed"})
"""The parameters :func:`explain` words as the clause ``gain`` (:func:`_gain`)."""


def explain(words: Words) -> str:
    """A turning point's sentence in the language in force: its actions worded by ``turning.act.*``, and
    what the move brought at once (``now`` points, a site ``taken`` from a player, buildings ``removed``
    by an eruption) as the clause ``gain`` (``turning.gain.*``, empty when it brought none of them)."""
    given = words.kwargs()
    params: dict[str, object] = {
        name: _act(str(value)) if name in TOKENS else value
        for name, value in given.items()
        if name not in _GAIN
    }
    params["gain"] = _gain(
        int(given.get("now", 0)), str(given.get("taken", "")), int(given.get("removed", 0))
    )
    return CATALOGUE.text(words.key, **params)


def _gain(now: int, taken: str, removed: int) -> str:
    """The clause of what a move brought at once: the other players' buildings an eruption removed, its
    points, the site it took from ``taken``, both, or nothing (an empty clause)."""
    if removed > 0:
        return CATALOGUE.text("turning.gain.eruption", removed=removed)
    if now > 0 and taken:
        return CATALOGUE.text("turning.gain.scored_took", now=now, taken=taken)
    if now > 0:
        return CATALOGUE.text("turning.gain.scored", now=now)
    if taken:
        return CATALOGUE.text("turning.gain.took", taken=taken)
    return ""


def _act(token: str) -> str:
    """An action token as words (``building on C04 with a road card``)."""
    verb, *args = token.split()
    params: dict[str, object] = {}
    if verb == "land" and args == ["-"]:
        verb = "land_none"
    elif verb in ("set", "pile"):
        params = {"letter": args[0]}
    elif verb in ("land", "double_build", "double_join"):
        params = {"site": args[0]}
    elif verb == "score":
        params = {"card": quoted(CATALOGUE.named("render.scoring", args[0]))}
    elif verb in ("double", "no_build"):
        params = {"kind": args[0]}
    elif verb in ("build", "join"):
        params = {"kind": args[0], "site": args[1]}
    return CATALOGUE.text(f"turning.act.{verb}", **params)


__all__ = ["explain", "turning_points"]
