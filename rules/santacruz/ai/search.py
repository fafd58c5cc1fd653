"""The ``strong`` player: determinized Monte Carlo search over the greedy policy.

For a decision the greedy policy first ranks the legal actions and keeps a few candidates (every
scoring card in hand is always a candidate, so the timing of scoring, eruption and bird cards is
searched, not guessed). Then each candidate is tried on the same sampled states (hidden cards,
tiles and chips drawn consistently with the view), and every seat plays on with the greedy policy
until the end of the round (round 1) or of the game. A candidate is worth its mean margin over the
best other seat (squashed, so one runaway rollout does not decide); successive halving spends the
rollouts on the candidates still in the race. The budget is counted in simulated actions, so late
decisions (short rollouts) get more rollouts for the same time.

Everything is driven by the ``rng`` passed in (no clocks), so a decision is reproducible.
"""

from __future__ import annotations

import math
import random

from rules.santacruz import gamedata
from rules.santacruz.actions import Action, Double, Score
from rules.santacruz.ai.belief import Knowledge, sample_state
from rules.santacruz.ai.policy import Memo, action_values, greedy_action
from rules.santacruz.engine import apply_in_place, legal_actions
from rules.santacruz.state import GameState, Phase
from rules.santacruz.targets import awaiting
from rules.santacruz.views import PlayerView
from rules.search import Ranked, sampled_ranking

MAX_CANDIDATES = 5
"""Build, landing and double candidates kept from the greedy ranking (scoring cards come on top)."""
BUDGET_STEPS = 4000
"""Simulated actions per decision: short rollouts (late in a round) buy more of them."""
MIN_ROLLOUTS = 32
"""Rollouts per decision at least, however long they are."""
MAX_ROLLOUTS = 192
"""Rollouts per decision at most, however short they are."""
MARGIN_SCALE = 15.0
"""Points over which a lead stops counting fully: utility is tanh(margin / scale)."""


def _candidates(state: GameState, seat: int, actions: list[Action]) -> list[Action]:
    """The actions worth searching, best greedy value first.

    Drafts and discards keep every option; otherwise the best few builds (one double move kind at
    most) and every scoring card in hand.
    """
    values = action_values(state, seat, actions)
    ranked = [actions[i] for i in sorted(range(len(actions)), key=lambda i: (-values[i], i))]
    if state.phase in (Phase.DRAFT, Phase.DISCARD):
        return ranked
    out: list[Action] = []
    doubles = 0
    for action in ranked:
        if isinstance(action, Score) or len(out) == MAX_CANDIDATES:
            continue
        if isinstance(action, Double):
            if doubles:
                continue
            doubles += 1
        out.append(action)
    return out + [a for a in actions if isinstance(a, Score)]


def steps_left(state: GameState) -> int:
    """About how many actions a rollout from ``state`` takes (to the end of this round)."""
    players = state.players
    cards = sum(p.cards_in_hand() for p in players)
    if state.phase in (Phase.DRAFT, Phase.DISCARD):
        per_seat = sum(gamedata.cards().sets["A"].values()) + gamedata.cards().scoring_dealt[len(players)]
        return len(players) * (per_seat + 2)
    if state.phase == Phase.LANDING:
        return cards + len(players)
    return max(1, cards)


def rollout(state: GameState, seat: int, rng: random.Random) -> float:
    """Play ``state`` on with the greedy policy; ``seat``'s squashed margin over the best other seat.

    Round 1 is played to its end only: the round-1 totals (with bird chips) are what the round-2
    draft order and most of the final standings come from.
    """
    start_round = state.round
    memo = Memo(state)
    while state.phase != Phase.END and state.round == start_round:
        actor = state.turn if state.phase != Phase.DISCARD else min(awaiting(state))
        memo.update(state, apply_in_place(state, greedy_action(state, actor, rng, memo)))
    if state.phase == Phase.END:
        totals = [p.score for p in state.players]
    else:
        totals = [p.score + sum(p.chips) for p in state.players]
    mine = totals[seat]
    best = max(t for s, t in enumerate(totals) if s != seat)
    return math.tanh((mine - best) / MARGIN_SCALE)


def search_action(view: PlayerView, know: Knowledge, state: GameState, rng: random.Random) -> Action:
    """The strong player's action: the candidate with the best mean rollout utility."""
    return search_ranking(view, know, state, rng)[0].candidate


def search_ranking(
    view: PlayerView, know: Knowledge, state: GameState, rng: random.Random
) -> list[Ranked[Action]]:
    """The whole ranking behind :func:`search_action`, the chosen action first and the runner-up second.

    A decision that needs no search (one legal action, or one candidate left by the greedy ranking) is
    that action alone, with no trials.
    """
    seat = view.seat
    actions = list(legal_actions(state, seat))
    if len(actions) == 1:
        return [Ranked(actions[0], 0.0, 0)]
    alive = _candidates(state, seat, actions)
    if len(alive) == 1:
        return [Ranked(alive[0], 0.0, 0)]
    budget = max(MIN_ROLLOUTS, min(MAX_ROLLOUTS, BUDGET_STEPS // steps_left(state)))

    return sampled_ranking(
        alive,
        budget,
        state,
        lambda: sample_state(view, know, rng),
        _played,
        lambda st, roll_rng: rollout(st, seat, roll_rng),
        rng,
    )


def _played(state: GameState, action: Action) -> GameState:
    """``action`` on a copy of ``state``."""
    played = state.clone()
    apply_in_place(played, action)
    return played
