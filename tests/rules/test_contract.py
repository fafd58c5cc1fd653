"""The engine contract (DESIGN.md, Rules engine): ``awaiting``, ``legal_actions``, ``apply``, ``outcome``.

"``legal_actions(state, seat)`` and ``apply(state, action) -> (state, events)`` are the whole contract";
legal actions are "a set you can test membership in"; ``InvalidAction`` vs ``IllegalAction``.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator, Sequence

import pytest

from rules import i18n
from rules.santacruz import gamedata
from rules.santacruz.actions import (
    NO_BUILD,
    Action,
    Build,
    Discard,
    Double,
    DoubleBuild,
    Land,
    Pick,
    Score,
    Target,
)
from rules.santacruz.engine import apply, apply_in_place, awaiting, legal_actions, outcome
from rules.santacruz.errors import IllegalAction, InvalidAction
from rules.santacruz.messages import CATALOGUE
from rules.santacruz.setup import new_game
from rules.santacruz.state import GameState


def _walk(players: int, seed: int, *, random_sets: bool = False) -> Iterator[tuple[GameState, random.Random]]:
    """Yield the live state before every action of a random game (and once at the end)."""
    rng = random.Random(seed)
    state = new_game(players, seed=seed, random_sets=random_sets)
    while state.phase != "end":
        yield state, rng
        seat = rng.choice(sorted(awaiting(state)))
        apply_in_place(state, rng.choice(legal_actions(state, seat)))
    yield state, rng


def _play_until(state: GameState, rng: random.Random, phase: str) -> GameState:
    """Random legal actions until ``state`` reaches ``phase``."""
    while state.phase != phase:
        assert state.phase != "end", f"the game ended before reaching {phase}"
        seat = rng.choice(sorted(awaiting(state)))
        apply_in_place(state, rng.choice(legal_actions(state, seat)))
    return state


def _candidates(seat: int) -> list[Action]:
    """Every well-formed action of ``seat`` (each kind, every site, card, letter, join or not)."""
    cards = gamedata.cards()
    sites = sorted(gamedata.board().sites)
    targets = [Target(s, j) for s in sites for j in (False, True)] + [NO_BUILD]
    out: list[Action] = [Pick(seat, letter) for letter in sorted(cards.sets)]
    out += [Discard(seat, c) for c in sorted(cards.scoring)] + [Score(seat, c) for c in sorted(cards.scoring)]
    out += [Land(seat, s) for s in sites] + [Land(seat, None)]
    out += [Build(seat, k, t) for k in gamedata.BUILD_CARD_KINDS for t in targets]
    out += [Double(seat, k) for k in gamedata.BUILD_CARD_KINDS]
    out += [DoubleBuild(seat, t) for t in targets]
    return out


def _state_in_phase(players: int, seed: int, phase: str, *, random_sets: bool = False) -> GameState:
    rng = random.Random(seed)
    return _play_until(new_game(players, seed=seed, random_sets=random_sets), rng, phase)


# --- legal_actions as a container ---------------------------------------------------------------


def test_legal_actions_is_a_sized_indexable_iterable_container() -> None:
    """``legal_actions`` supports ``len``, iteration, indexing (also negative) and ``in`` like a list of
    actions, and it is a ``Sequence``."""
    state = new_game(3, seed=7)
    seat = next(iter(awaiting(state)))
    legal = legal_actions(state, seat)
    assert isinstance(legal, Sequence)
    as_list = list(legal)
    assert len(legal) == len(as_list) > 0
    assert [legal[i] for i in range(len(legal))] == as_list
    assert legal[-1] == as_list[-1]
    for action in as_list:
        assert action in legal
        assert legal.index(action) == as_list.index(action)
    assert {a.letter for a in as_list if isinstance(a, Pick)} == set(gamedata.cards().sets)
    assert Land(seat, "C01") not in legal
    assert Pick((seat + 1) % 3, "A") not in legal


def test_legal_actions_in_play_contain_each_action_once_and_only_for_the_seat() -> None:
    """In every state of random games the legal list has no duplicates and every action belongs to the
    asked seat."""
    for state, _ in _walk(4, 21):
        for seat in awaiting(state):
            legal = list(legal_actions(state, seat))
            assert len(legal) == len(set(legal))
            assert all(a.seat == seat for a in legal)


def test_membership_accepts_a_double_move_written_with_its_builds() -> None:
    """A double move written as records write it (``1 double road L04 L20``) is ``in`` the legal actions
    exactly when applying it succeeds."""
    checked = 0
    for seed in range(40):
        for state, _ in _walk(2, seed, random_sets=True):
            if state.phase != "play" or state.double is not None:
                continue
            seat = state.turn
            if not state.players[seat].hand_building.get("double"):
                continue
            legal = legal_actions(state, seat)
            kind = "road"
            first = apply(state, Double(seat, kind))[0]
            for target in [a.target for a in legal_actions(first, seat)][:3]:
                written = Double(seat, kind, (target,))
                assert written in legal
                bad = Double(seat, kind, (target, Target("N5", True)))
                try:
                    apply(state, bad)
                    ok = True
                except IllegalAction:
                    ok = False
                assert (bad in legal) is ok
                checked += 1
            break
    assert checked > 10


@pytest.mark.parametrize(
    ("players", "seed", "random_sets"), [(2, 1, False), (3, 2, False), (4, 3, False), (3, 4, True)]
)
def test_legal_actions_are_exactly_the_actions_apply_accepts(
    players: int, seed: int, random_sets: bool
) -> None:
    """At many points of random games, for every seat and every well-formed action: the action is in
    ``legal_actions`` exactly when ``apply`` accepts it; every other one raises ``IllegalAction`` with a
    catalogue key, and a refused ``apply_in_place`` leaves the state unchanged."""
    sampled = 0
    for i, (state, _) in enumerate(_walk(players, seed, random_sets=random_sets)):
        if i % 3 and state.double is None and state.phase != "end":
            continue
        sampled += 1
        probe = state.clone()
        for seat in range(players):
            legal = legal_actions(state, seat)
            for action in _candidates(seat):
                try:
                    apply(state, action)
                    accepted = True
                except IllegalAction as exc:
                    accepted = False
                    assert exc.key in CATALOGUE
                    with pytest.raises(IllegalAction):
                        apply_in_place(probe, action)
                assert (action in legal) is accepted, f"{action} at {state.phase}"
        assert probe == state
    assert sampled > 20


def test_legal_actions_are_empty_for_a_seat_not_awaited() -> None:
    """``legal_actions`` is empty for every seat the game is not waiting for (and for seats that do not
    exist), and non-empty for every awaited seat."""
    for state, _ in _walk(3, 5):
        waiting = awaiting(state)
        for seat in range(-1, 5):
            legal = legal_actions(state, seat)
            if seat in waiting:
                assert len(legal) > 0
            else:
                assert len(legal) == 0
                assert list(legal) == []


# --- refusals -----------------------------------------------------------------------------------


def test_not_your_turn_names_who_is_awaited() -> None:
    """A well-formed action by a seat the game does not wait for raises ``IllegalAction`` (not
    ``InvalidAction``), saying whose turn it is by name."""
    state = new_game(["Ana", "Ben", "Cy"], seed=3, shuffle_seats=False)
    waiting = next(iter(awaiting(state)))
    other = (waiting + 1) % 3
    with pytest.raises(IllegalAction) as info:
        apply(state, Pick(other, "A"))
    exc = info.value
    assert isinstance(exc, ValueError) and not isinstance(exc, InvalidAction)
    assert exc.key == "illegal.not_your_turn"
    assert state.players[waiting].name in str(exc)
    assert state.players[other].name not in str(exc)
    assert "not your turn" in str(exc)


def test_not_your_turn_during_the_discard_names_every_seat_still_awaited() -> None:
    """In the round-2 discard, a seat that already discarded is told which seats are still awaited."""
    state = _state_in_phase(3, 8, "discard")
    names = [p.name for p in state.players]
    state, _ = apply(state, legal_actions(state, 0)[0])
    with pytest.raises(IllegalAction) as info:
        apply(state, Discard(0, state.players[0].hand_scoring[0]))
    assert info.value.key == "illegal.not_your_turn"
    assert names[1] in str(info.value) and names[2] in str(info.value)


@pytest.mark.parametrize(("lang", "joined"), [("en", "{} and {}"), ("de", "{} und {}"), ("fr", "{} et {}")])
def test_the_seats_still_awaited_are_listed_as_the_readers_language_lists(lang: str, joined: str) -> None:
    """languages-2.md DE-12 / FR-16: names in a sentence are joined by the language's own conjunction
    (CLDR list patterns), in the language the refusal is read in, never by bare commas."""
    state = _state_in_phase(3, 8, "discard")
    names = [p.name for p in state.players]
    state, _ = apply(state, legal_actions(state, 0)[0])
    with pytest.raises(IllegalAction) as info:
        apply(state, Discard(0, state.players[0].hand_scoring[0]))
    with i18n.speaking(lang):
        assert joined.format(names[1], names[2]) in info.value.localized()


@pytest.mark.parametrize(
    ("phase", "wrong", "key", "hint"),
    [
        ("draft", "land C01", "illegal.now_draft", "pick"),
        ("landing", "pick A", "illegal.now_landing", "land"),
        ("play", "land C01", "illegal.now_play", "play a card"),
        ("discard", "score coast", "illegal.now_discard", "discard"),
    ],
)
def test_an_action_of_the_wrong_phase_says_what_to_do_now(
    phase: str, wrong: str, key: str, hint: str
) -> None:
    """The awaited seat trying an action of another phase gets ``IllegalAction`` telling it what the
    current phase asks for."""
    state = _state_in_phase(2, 11, phase)
    seat = min(awaiting(state))
    with pytest.raises(IllegalAction) as info:
        apply(state, f"{seat} {wrong}")
    assert info.value.key == key
    assert hint in str(info.value)


def test_an_unfinished_double_move_must_be_finished_first() -> None:
    """While a double move is under way, any other card is refused with a message to build again."""
    state = _state_in_phase(2, 12, "play", random_sets=True)
    seat = state.turn
    state, _ = apply(state, Double(seat, "ship"))
    assert awaiting(state) == {seat}
    assert all(isinstance(a, DoubleBuild) for a in legal_actions(state, seat))
    with pytest.raises(IllegalAction) as info:
        apply(state, Build(seat, "ship", Target("C01")))
    assert info.value.key == "illegal.finish_double"
    assert "double move" in str(info.value)


def test_readable_refusals_name_what_is_wrong() -> None:
    """Common refusals are sentences that name the set, card, seat or site at fault."""
    state = new_game(["Ana", "Ben"], seed=4, shuffle_seats=False)
    seat = next(iter(awaiting(state)))
    state, _ = apply(state, Pick(seat, "C"))
    seat = next(iter(awaiting(state)))
    with pytest.raises(IllegalAction) as info:
        apply(state, Pick(seat, "C"))
    assert info.value.key == "illegal.set_taken"
    assert "C" in str(info.value) and "A, B, and D" in str(info.value)
    with pytest.raises(IllegalAction) as info:
        apply(state, "3 pick A")
    assert info.value.key == "illegal.no_such_seat"
    assert "3" in str(info.value) and "2 players" in str(info.value)
    state = _state_in_phase(2, 4, "play")
    seat = state.turn
    missing = next(c for c in sorted(gamedata.cards().scoring) if c not in state.players[seat].hand_scoring)
    with pytest.raises(IllegalAction) as info:
        apply(state, Score(seat, missing))
    assert info.value.key == "illegal.no_scoring_card"
    assert missing in str(info.value)


def test_refusals_after_the_game_end() -> None:
    """Once the game is over, every action is refused with "The game is over."."""
    *_, (state, _) = _walk(2, 9)
    assert state.phase == "end"
    with pytest.raises(IllegalAction) as info:
        apply(state, "0 score coast")
    assert info.value.key == "illegal.game_over"
    assert str(info.value) == "The game is over."


def test_unparseable_text_given_to_apply_raises_invalid_action_and_changes_nothing() -> None:
    """``apply`` with text that is not notation raises ``InvalidAction`` and the state is untouched."""
    state = new_game(2, seed=2)
    before = copy.deepcopy(state)
    with pytest.raises(InvalidAction):
        apply(state, "0 teleport C01")
    with pytest.raises(InvalidAction):
        apply_in_place(state, "0 teleport C01")
    assert state == before


# --- purity -------------------------------------------------------------------------------------


def _scribble(state: GameState) -> None:
    """Change every container of ``state`` that play changes (not the shared, never-changing setup)."""
    state.box.append("X")
    state.face_up.add("X")
    state.occupants["X"] = (0,)
    state.chip_pile.append(9)
    state.deck.append("X")
    state.draft_order.append(9)
    state.available.append("X")
    state.piles.setdefault("A", []).append("X")
    state.moves.append("X")
    if state.double is not None:
        state.double.done = 9
    for p in state.players:
        p.supply["house"] = 99
        p.destroyed["house"] = 99
        p.hand_building["ship"] = 99
        p.played_building.append("X")
        p.hand_scoring.append("X")
        p.played_scoring.append("X")
        p.chips.append(9)
        p.breakdown["build"] = 99


@pytest.mark.parametrize(("players", "random_sets"), [(2, False), (3, True), (4, False)])
def test_apply_is_pure(players: int, random_sets: bool) -> None:
    """``apply`` never changes its input: before and after every action of random games (accepted or
    refused) the input is deep-equal to a copy taken before, and changing the returned state afterwards
    does not reach the input (no shared mutable parts)."""
    rng = random.Random(players)
    state = new_game(players, seed=30 + players, random_sets=random_sets)
    steps = 0
    while state.phase != "end":
        before = copy.deepcopy(state)
        text = json.dumps(state.to_dict(), sort_keys=True)
        seat = rng.choice(sorted(awaiting(state)))
        with pytest.raises(IllegalAction):
            apply(state, Land(seat, "N5"))  # never legal: N5 is not a coast site
        assert state == before
        new, _ = apply(state, rng.choice(legal_actions(state, seat)))
        assert new is not state
        assert state == before
        assert json.dumps(state.to_dict(), sort_keys=True) == text
        following = copy.deepcopy(new)
        _scribble(new)
        assert state == before, "changing the returned state changed the input"
        state = following
        steps += 1
    assert steps > 50


def test_apply_accepts_notation_strings() -> None:
    """``apply(state, "1 ship C03")`` is the same as applying the parsed action: equal states and events,
    for every legal action at many points of a random game."""
    compared = 0
    for i, (state, _) in enumerate(_walk(3, 17)):
        if i % 4 or state.phase == "end":
            continue
        for seat in awaiting(state):
            for action in legal_actions(state, seat):
                by_action = apply(state, action)
                by_text = apply(state, str(action))
                assert by_text[0] == by_action[0]
                assert by_text[1] == by_action[1]
                compared += 1
    assert compared > 100


# --- awaiting and outcome -----------------------------------------------------------------------


def test_awaiting_holds_every_seat_during_the_round_two_discard() -> None:
    """RULINGS 11: "every player, at the same time and in secret, discards one scoring card": during
    the discard all seats are awaited at once, in any order, each shrinking the set; then landing starts
    with the start player alone."""
    for players in (2, 3, 4):
        state = _state_in_phase(players, 40 + players, "discard")
        assert awaiting(state) == frozenset(range(players))
        for seat in range(players):
            legal = legal_actions(state, seat)
            assert len(legal) > 0
            assert all(isinstance(a, Discard) for a in legal)
            assert {a.card for a in legal} == set(state.players[seat].hand_scoring)
        for done, seat in enumerate(reversed(range(players)), start=1):
            state, _ = apply(state, legal_actions(state, seat)[0])
            if done < players:
                assert state.phase == "discard"
                assert awaiting(state) == frozenset(range(players - done))
        assert state.phase == "landing"
        assert awaiting(state) == {state.start_player}


def test_awaiting_is_one_seat_outside_the_discard_and_none_at_the_end() -> None:
    """Outside the round-2 discard exactly one seat is awaited; at the end nobody is."""
    for players in (2, 4):
        for state, _ in _walk(players, 60 + players):
            waiting = awaiting(state)
            if state.phase == "end":
                assert waiting == frozenset()
            elif state.phase != "discard":
                assert len(waiting) == 1
                assert waiting == {state.turn}


def test_outcome_is_none_until_the_end() -> None:
    """``outcome`` is ``None`` in every state before the end; at the end it gives ranks (a permutation of
    the seats, best first), the final scores and the winner (the top of the ranks, with the top score)."""
    for players in (2, 3, 4):
        for state, _ in _walk(players, 70 + players):
            result = outcome(state)
            if state.phase != "end":
                assert result is None
                continue
            assert result is not None
            assert sorted(result.order) == list(range(players))
            assert result.scores == tuple(p.score for p in state.players)
            assert result.winner == result.order[0]
            assert result.scores[result.winner] == max(result.scores)
            assert [result.scores[s] for s in result.order] == sorted(result.scores, reverse=True)
            assert all(len(legal_actions(state, s)) == 0 for s in range(players))
