"""The end of round 1 and the start of round 2 (rulebook "2. DURCHGANG", RULINGS 11 and 4).

One hand-made three-player game is driven to the end of round 1: seat 0 plays the eruption early
(destroying buildings of seats 1 and 2), then every seat plays random legal moves. The deal is the
first seed whose last place after round 1 is not the round-1 start player, so that "last place
starts" and "the privilege passes" are visible.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

import pytest

from rules.santacruz import gamedata
from rules.santacruz.actions import Action, Build, Discard, DoubleBuild, Pick, Score
from rules.santacruz.engine import apply_in_place, awaiting, legal_actions
from rules.santacruz.errors import IllegalAction
from rules.santacruz.events import (
    ChipDrawn,
    Discarded,
    Event,
    RoundEnded,
    RoundStarted,
    ScoringCardDrawn,
    SetPicked,
    TileRevealed,
    for_viewer,
)
from rules.santacruz.state import GameState
from tests.rules.scenario import deal, place, play, to_play_phase
from tests.rules.test_scoring_cards import hands_with

PLAYERS = 3
ROUND_ONE_START = 0
BOARD = gamedata.board()
CARDS = gamedata.cards()


@dataclass(frozen=True)
class RoundOne:
    """Round 1 played out: the state just before and just after its last action."""

    before: GameState
    after: GameState
    final: list[Event]
    events: list[Event]
    actions: list[Action]
    letters: dict[int, str]
    cards_left: list[int]

    @property
    def ranks(self) -> tuple[int, ...]:
        return next(e.ranks for e in self.final if isinstance(e, RoundEnded))

    def drawn(self, seat: int) -> str:
        card = next(e.card for e in self.final if isinstance(e, ScoringCardDrawn) and e.seat == seat)
        assert card is not None
        return card


def _play_round_one(seed: int) -> RoundOne:
    rng = random.Random(seed)
    letters = sorted(CARDS.sets)[:PLAYERS]
    state = deal(
        PLAYERS, start_player=ROUND_ONE_START, hands=hands_with(PLAYERS, {0: ["eruption"]}), sets=letters
    )
    coast = [s for s in BOARD.sites_of_kind("coast") if not BOARD.sites[s].rivers]
    to_play_phase(state, {seat: coast[seat] for seat in range(PLAYERS)})
    main_volcano = next(s for s in BOARD.sites_of_kind("volcano") if BOARD.sites[s].island == "main")
    other_volcano = next(s for s in BOARD.sites_of_kind("volcano") if BOARD.sites[s].island != "main")
    place(state, 1, main_volcano)
    place(state, 2, other_volcano)
    events = play(state, "0 score eruption")
    actions: list[Action] = [Score(0, "eruption")]
    cards_left: list[int] = []
    while True:
        before = state.clone()
        seat = min(awaiting(state))
        action = rng.choice(legal_actions(state, seat))
        new = apply_in_place(state, action)
        actions.append(action)
        events += new
        if any(isinstance(e, RoundEnded) for e in new):
            return RoundOne(before, state, new, events, actions, dict(enumerate(letters)), cards_left)
        cards_left.append(sum(p.cards_in_hand() for p in state.players) + (state.double is not None))


@cache
def round_one() -> RoundOne:
    for seed in range(100):
        played = _play_round_one(seed)
        if played.ranks[-1] != ROUND_ONE_START:
            return played
    raise AssertionError("no seed where last place differs from the round-1 start player")


def _draft(state: GameState, ranks: tuple[int, ...]) -> list[Event]:
    """Everyone picks the first pile offered, in draft order."""
    events: list[Event] = []
    for seat in reversed(ranks):
        events += apply_in_place(state, legal_actions(state, seat)[0])
    return events


def _discard_all(state: GameState) -> list[Event]:
    events: list[Event] = []
    for seat in range(PLAYERS):
        events += apply_in_place(state, legal_actions(state, seat)[0])
    return events


def _joins(action: Action) -> bool:
    return isinstance(action, Build | DoubleBuild) and action.target.join


# --- the end of round 1 ---------------------------------------------------------------------------


def test_round_ends_when_all_players_have_played_all_cards() -> None:
    """Rulebook, ENDE DES DURCHGANGS: "Der Durchgang endet, wenn alle Spieler alle Handkarten
    ausgespielt haben." — not earlier (cards were left after every earlier action), and at once when
    the last card is played."""
    r = round_one()
    assert all(left > 0 for left in r.cards_left)
    before = r.before
    last_card = sum(p.cards_in_hand() for p in before.players)
    pending_double = before.double is not None and before.double.done == 1
    assert (last_card == 1 and before.double is None) or (last_card == 0 and pending_double)
    assert [e.round for e in r.final if isinstance(e, RoundEnded)] == [1]
    assert r.after.round == 2


def test_all_buildings_go_back_to_their_owners_including_destroyed_ones() -> None:
    """Rulebook, ABRÄUMEN: "Jeder nimmt alle Gebäude seiner Farbe zurück in seinen Vorrat. Auch
    eventuell vom Vulkan zerstörte." RULINGS 11: "All buildings return to their owners" """
    r = round_one()
    assert r.before.occupants
    assert sum(sum(p.destroyed.values()) for p in r.before.players) >= 2
    assert r.after.occupants == {}
    for player in r.after.players:
        assert player.supply == CARDS.supply
        assert sum(player.destroyed.values()) == 0


def test_tiles_stay_as_they_are_and_revealed_tiles_stay_revealed() -> None:
    """Rulebook, ABRÄUMEN: "Auch die Plättchen bleiben so liegen wie sie sind." RULINGS 11: "tiles stay
    as they are (revealed tiles stay revealed)" """
    r = round_one()
    revealed_now = {e.site for e in r.final if isinstance(e, TileRevealed)}
    assert r.after.tiles == r.before.tiles
    assert r.after.face_up == r.before.face_up | revealed_now
    assert len(r.after.face_up) < len(BOARD.sites), "some tiles must still be face down"


def test_bird_chips_stay_with_their_owners() -> None:
    """Rulebook, ABRÄUMEN: "Die Vogelchips bleiben verdeckt vor den Spielern liegen." RULINGS 11:
    "bird chips stay" """
    r = round_one()
    assert any(p.chips for p in r.before.players)
    for seat in range(PLAYERS):
        drawn = [e.value for e in r.final if isinstance(e, ChipDrawn) and e.seat == seat]
        assert r.after.players[seat].chips == r.before.players[seat].chips + drawn


def test_each_player_draws_one_new_secret_scoring_card_before_the_draft() -> None:
    """Rulebook, 1 NEUE WERTUNGSKARTE ZIEHEN: "Jeder Spieler zieht 1 neue Wertungskarte vom Stapel und
    sieht sie sich geheim an. Anschließend legt er sie für später verdeckt beiseite." """
    r = round_one()
    drawn = [e for e in r.final if isinstance(e, ScoringCardDrawn)]
    assert sorted(e.seat for e in drawn) == list(range(PLAYERS))
    cards = [r.drawn(seat) for seat in range(PLAYERS)]
    assert sorted(cards) == sorted(r.before.deck[:PLAYERS])
    assert r.after.deck == r.before.deck[PLAYERS:]
    assert r.after.phase == "draft"
    for event in drawn:
        assert r.after.players[event.seat].new_card == event.card
        assert event.card not in r.after.players[event.seat].hand_scoring  # set aside, not in hand yet
        assert for_viewer(event, event.seat).card == event.card
        assert for_viewer(event, (event.seat + 1) % PLAYERS).card is None
        assert for_viewer(event, None).card is None


def test_draft_piles_are_the_round_one_sets_with_the_scoring_cards_played_with_them() -> None:
    """Rulebook, HANDKARTEN WÄHLEN: "Er sucht eines der offenliegenden Kartensets (inkl.
    Wertungskarten) aus" RULINGS 11: "each pile is one set's building cards plus the scoring cards
    played with it in round 1 (public knowledge)." """
    r = round_one()
    played: dict[str, list[str]] = {letter: [] for letter in r.letters.values()}
    for action in r.actions:
        if isinstance(action, Score):
            played[r.letters[action.seat]].append(action.card)
    assert {k: sorted(v) for k, v in r.after.piles.items()} == {k: sorted(v) for k, v in played.items()}
    assert sorted(r.after.available) == sorted(r.letters.values())
    state = r.after.clone()
    for seat in reversed(r.ranks):
        pick = legal_actions(state, seat)[0]
        assert isinstance(pick, Pick)
        (event,) = [e for e in apply_in_place(state, pick) if isinstance(e, SetPicked)]
        assert sorted(event.scoring) == sorted(played[pick.letter])
        assert state.players[seat].hand_building == CARDS.sets[pick.letter]
        assert sorted(state.players[seat].hand_scoring) == sorted([*played[pick.letter], r.drawn(seat)])


def test_draft_order_is_last_place_first_and_the_leader_takes_the_remaining_pile() -> None:
    """Rulebook, HANDKARTEN WÄHLEN: "Der Spieler, der auf der Zählleiste hinten liegt, beginnt. ... Es
    folgt der Spieler mit dem vorletzten Platz ... Der Spieler, der auf der Wertungsleiste vorne liegt,
    muss das verbliebene Kartenset nehmen." """
    r = round_one()
    state = r.after.clone()
    order = list(reversed(r.ranks))
    for i, seat in enumerate(order):
        assert awaiting(state) == frozenset({seat})
        picks = list(legal_actions(state, seat))
        assert sorted(p.letter for p in picks if isinstance(p, Pick)) == sorted(state.available)
        if i == len(order) - 1:
            assert len(picks) == 1
        apply_in_place(state, picks[-1])
    assert state.phase == "discard"


def test_a_player_may_take_his_own_set_back() -> None:
    """Rulebook, HANDKARTEN WÄHLEN: "Es ist auch erlaubt, das eigene Set aus dem 1. Durchgang zu
    nehmen." """
    r = round_one()
    state = r.after.clone()
    first = r.ranks[-1]
    own = Pick(first, r.letters[first])
    assert own in legal_actions(state, first)
    events = apply_in_place(state, own)
    assert [e.letter for e in events if isinstance(e, SetPicked)] == [r.letters[first]]
    assert state.players[first].hand_building == CARDS.sets[r.letters[first]]


def test_every_player_discards_one_scoring_card_at_the_same_time_and_in_secret() -> None:
    """Rulebook, WERTUNGSKARTE ABWERFEN: "Zusätzlich zu den eben gewählten Handkarten nehmen die Spieler
    nun auch die vorhin gezogene Wertungskarte auf die Hand ... Von seinen Handkarten nimmt
    anschließend jeder Spieler eine Wertungskarte seiner Wahl ... und legt sie in die Schachtel zurück,
    ohne sie den anderen Spielern zu zeigen." RULINGS 11: "Then every player, at the same time and in
    secret, discards one scoring card from hand (the new card counts as in hand)." """
    r = round_one()
    state = r.after.clone()
    _draft(state, r.ranks)
    assert state.phase == "discard"
    assert awaiting(state) == frozenset(range(PLAYERS))
    hands = {seat: list(state.players[seat].hand_scoring) for seat in range(PLAYERS)}
    waiting = set(range(PLAYERS))
    for seat in sorted(waiting, reverse=True):  # any order: here the reverse of seat order
        new = r.drawn(seat)
        assert Discard(seat, new) in legal_actions(state, seat)
        events = apply_in_place(state, Discard(seat, new))
        waiting.discard(seat)
        (event,) = [e for e in events if isinstance(e, Discarded)]
        assert for_viewer(event, seat).card == new
        assert all(for_viewer(event, other).card is None for other in range(PLAYERS) if other != seat)
        assert state.players[seat].hand_scoring == [c for c in hands[seat] if c != new]
        assert len(state.players[seat].hand_scoring) == len(hands[seat]) - 1
        if waiting:
            assert awaiting(state) == frozenset(waiting)
            assert list(legal_actions(state, seat)) == []
            with pytest.raises(IllegalAction):
                apply_in_place(state, Discard(seat, state.players[seat].hand_scoring[0]))
    assert state.phase == "landing"


def test_last_place_starts_round_two() -> None:
    """Rulebook, NEUER STARTSPIELER: "Der Spieler, der auf der Wertungsleiste hinten liegt, wird
    Startspieler des 2. Durchgangs." RULINGS 11: "Last place starts round 2." """
    r = round_one()
    state = r.after.clone()
    _draft(state, r.ranks)
    events = _discard_all(state)
    (started,) = [e for e in events if isinstance(e, RoundStarted)]
    last = r.ranks[-1]
    assert last != ROUND_ONE_START
    assert started.round == 2
    assert started.order == tuple((last + i) % PLAYERS for i in range(PLAYERS))
    assert awaiting(state) == frozenset({last})


def test_the_join_privilege_passes_to_the_new_last_in_turn_order() -> None:
    """Rulebook, DAZUSETZEN: "Der Spieler, der im aktuellen Durchgang als Letzter am Zug ist ... darf in
    diesem gesamten Durchgang einmalig 1 Gebäude auf ein von einem Mitspieler besetztes Plättchen
    dazusetzen" RULINGS 4: "In round 2 the privilege passes to whoever is last in the new turn order." """
    r = round_one()
    state = r.after.clone()
    _draft(state, r.ranks)
    _discard_all(state)
    rng = random.Random(1)
    while state.phase == "landing":
        seat = min(awaiting(state))
        apply_in_place(state, rng.choice(legal_actions(state, seat)))
    new_last = (r.ranks[-1] - 1) % PLAYERS
    old_last = (ROUND_ONE_START - 1) % PLAYERS
    assert new_last != old_last
    may_join: dict[int, bool] = {}
    while len(may_join) < PLAYERS:  # one turn each, nobody joining
        seat = state.turn
        acts = [a for a in legal_actions(state, seat) if not _joins(a)]
        may_join[seat] = len(acts) < len(legal_actions(state, seat))
        apply_in_place(state, rng.choice(acts))
    assert may_join == {seat: seat == new_last for seat in range(PLAYERS)}
