"""The ``strong`` Santiago player: determinized Monte Carlo search over the easy policy.

The easy policy ranks the legal actions and the best few become candidates. Each candidate is tried on
the same sampled states (future demand rolls and hidden holdings drawn from the view, :mod:`.belief`),
and every seat plays on with the easy policy for a stretch of the game (to its end when that is near).
The seat's result is its margin over the best other seat, by final score at the end of the game or by
:func:`~rules.santiago.ai.policy.worth` where the rollout stops, squashed so one runaway rollout does
not decide. Successive halving (:mod:`rules.search`) spends the rollouts on the candidates still in the
race. Everything is driven by the ``rng`` passed in (no clocks), so a decision is reproducible.
:func:`weigh` gives the whole ranking behind a decision (the hint of :mod:`rules.santiago.teach`
explains its choice with it), with each rollout's result when asked.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from rules.santiago.actions import Action
from rules.santiago.ai.belief import state_from_view
from rules.santiago.ai.policy import action_values, greedy_among, worth
from rules.santiago.engine import apply_in_place, apply_legal, legal_list
from rules.santiago.scoring import scores
from rules.santiago.state import GameState, Phase
from rules.santiago.views import PlayerView
from rules.search import Ranked, sampled_ranking

MAX_CANDIDATES = 4
"""Actions kept from the easy policy's ranking."""
ROLLOUTS = 16
"""Rollouts per decision, spread over the rounds of successive halving."""
HORIZON = 40
"""Actions a rollout plays at most before the position is judged by ``worth``."""
WORK_PER_ROLLOUT = 1000
"""Engine steps a rollout may spend (a policy decision costs one per legal action, about 200 in a typical
rollout): where seats hold many pesos or VP, rollouts stop early rather than slow the decision down."""
MARGIN_SCALE = 6.0
"""VP over which a lead stops counting fully: utility is tanh(margin / scale)."""


def candidates(state: GameState, seat: int, actions: list[Action]) -> list[Action]:
    """The actions worth searching: the best few by one-ply value, best first."""
    values = action_values(state, seat, actions)
    ranked = sorted(range(len(actions)), key=lambda i: (-values[i], i))
    return [actions[i] for i in ranked[:MAX_CANDIDATES]]


def margin(totals: list[float], seat: int) -> float:
    """The seat's lead over the best other seat, squashed into (-1, 1)."""
    best_other = max(t for s, t in enumerate(totals) if s != seat)
    return math.tanh((totals[seat] - best_other) / MARGIN_SCALE)


def rollout(state: GameState, seat: int, rng: random.Random) -> float:
    """Play ``state`` on with the easy policy for every seat; ``seat``'s squashed margin where it stops
    (after ``HORIZON`` actions, or once ``WORK_PER_ROLLOUT`` engine steps are spent)."""
    work = 0
    for _ in range(HORIZON):
        if state.phase == Phase.END:
            break
        actor = state.to_move
        actions = legal_list(state, actor)
        work += len(actions)
        if work > WORK_PER_ROLLOUT:
            break
        apply_legal(state, greedy_among(state, actor, actions, rng))
    if state.phase == Phase.END:
        return margin([float(v) for v in scores(state)], seat)
    return margin([worth(state, s) for s in range(state.num_players)], seat)


Trials = dict[tuple[Action, int], float]
"""Rollout results by candidate and sample number (0: the first sample, the state at hand)."""


def search_action(view: PlayerView, state: GameState, rng: random.Random) -> Action:
    """The strong player's action: the candidate with the best mean rollout utility."""
    return weigh(view, state, rng)[0].candidate


def weigh(
    view: PlayerView, state: GameState, rng: random.Random, trials: Trials | None = None
) -> list[Ranked[Action]]:
    """The strong player's whole ranking, winner first and runner-up second (:func:`search_action`
    plays the winner); a single entry without trials when the seat has one sensible action.

    ``state`` is the first sample (drawn from ``view`` with ``rng``); ``trials``, when given, receives
    each candidate's rollout result on each sample, by sample number, so that a hint can compare the
    top two on the continuations they shared. Recording draws nothing from ``rng``: the decision is the
    same with or without it."""
    seat = view.seat
    actions = legal_list(state, seat)
    if len(actions) == 1:
        return [Ranked(actions[0], 0.0, 0)]
    alive = candidates(state, seat, actions)
    if len(alive) == 1:
        return [Ranked(alive[0], 0.0, 0)]

    state.moves = []

    def resample() -> GameState:
        return _unlogged(state_from_view(view, rng))

    def judge(st: GameState, roll_rng: random.Random) -> float:
        return rollout(st, seat, roll_rng)

    if trials is None:
        return sampled_ranking(alive, ROLLOUTS, state, resample, _played, judge, rng)
    return sampled_ranking(alive, ROLLOUTS, state, *_recording(state, resample, judge, trials), rng)


def _recording(
    first: GameState,
    resample: Callable[[], GameState],
    judge: Callable[[GameState, random.Random], float],
    trials: Trials,
) -> tuple[
    Callable[[], GameState],
    Callable[[GameState, Action], GameState],
    Callable[[GameState, random.Random], float],
]:
    """``resample``, :func:`_played` and ``judge`` that also write each trial's result into ``trials``
    (the search calls ``play`` and then the rollout of what it played, one trial at a time)."""
    numbers = {id(first): 0}
    current: list[tuple[Action, int]] = []

    def drawn() -> GameState:
        sample = resample()
        numbers[id(sample)] = len(numbers)
        return sample

    def played(sample: GameState, action: Action) -> GameState:
        current[:] = [(action, numbers[id(sample)])]
        return _played(sample, action)

    def judged(st: GameState, roll_rng: random.Random) -> float:
        value = judge(st, roll_rng)
        trials[current[0]] = value
        return value

    return drawn, played, judged


def _unlogged(state: GameState) -> GameState:
    """A sampled state without its move log (rollouts need not copy it)."""
    state.moves = []
    return state


def _played(state: GameState, action: Action) -> GameState:
    """``action`` on a copy of ``state``."""
    played = state.clone()
    apply_in_place(played, action)
    return played
