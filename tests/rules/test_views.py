"""Views (DESIGN.md): "``public_view(state)`` / ``player_view(state, seat)`` as the only things the bot and
renderer ever see"; "``playerView`` strips secrets so clients never receive them".

The secrets (state.py): scoring cards in hand, bird-chip values, the round-2 discard, face-down tiles,
the deck and chip-pile order, the box.
"""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from rules.santacruz import gamedata
from rules.santacruz.engine import apply_in_place, awaiting, legal_actions
from rules.santacruz.events import (
    ChipDrawn,
    ChipsRevealed,
    Discarded,
    ScoringCardDrawn,
    for_viewer,
    is_secret,
)
from rules.santacruz.invariants import scramble_secrets
from rules.santacruz.setup import new_game
from rules.santacruz.state import GameState
from rules.santacruz.views import PlayerPublic, PlayerView, PublicView, player_view, public_view
from tests.rules.scenario import random_states

# --- the public view ----------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_face_down_tiles_are_not_in_the_public_view(players: int) -> None:
    """Every face-down site's tile is ``None`` in the public view, every face-up site shows its own tile,
    and no face-down or boxed tile id appears anywhere in the view's JSON."""
    tiles = gamedata.tiles()
    face_down_seen = 0
    for state in random_states(players, players):
        view = public_view(state)
        assert set(view.sites) == set(gamedata.board().sites)
        for sid, site in view.sites.items():
            if sid in state.face_up:
                assert site.tile is not None and site.tile.id == state.tiles[sid]
                assert site.tile.building == tiles[state.tiles[sid]].building
            else:
                assert site.tile is None
                face_down_seen += 1
        text = json.dumps(view.to_dict())
        hidden = [state.tiles[s] for s in state.tiles if s not in state.face_up] + state.box
        for tile in hidden:
            assert f'"{tile}"' not in text
    assert face_down_seen > 0


def test_public_player_entries_hold_counts_of_secrets_only() -> None:
    """A seat as the table sees it has the number of its scoring cards in hand (new card included) and
    of its bird chips, and whether it discarded, but no field for the cards, values or discard."""
    names = {f.name for f in dataclasses.fields(PlayerPublic)}
    assert not names & {"hand_scoring", "new_card", "discarded", "chip_values", "box", "deck"}
    for state in random_states(3, 12):
        for seat, public in enumerate(public_view(state).players):
            p = state.players[seat]
            assert public.scoring_in_hand == len(p.hand_scoring) + (1 if p.new_card else 0)
            assert public.chips == len(p.chips)
            assert isinstance(public.chips, int)
            assert public.has_discarded is (p.discarded is not None)


def test_deck_and_chip_pile_appear_as_counts_only() -> None:
    """The scoring deck and the bird-chip pile are shown as their sizes, never their order or contents."""
    fields = {f.name: f.type for f in dataclasses.fields(PublicView)}
    assert fields["deck"] == "int" and fields["chip_pile"] == "int"
    assert "box" not in fields
    for state in random_states(2, 13):
        view = public_view(state)
        assert view.deck == len(state.deck)
        assert view.chip_pile == len(state.chip_pile)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_hidden_scoring_card_appears_in_the_public_view(players: int) -> None:
    """No scoring card that is hidden (in a hand, new, discarded or in the deck, and never played) appears
    in the public view's JSON; only cards with distinctive names are searched for."""
    distinct = {"gold6", "gold10", "fish-sheep", "wood-sugar", "houses", "one-each", "connected"}
    searched = 0
    for state in random_states(players, 20 + players):
        shown = {line.split()[2] for line in state.moves if line.split()[1] == "score"}
        for p in state.players:
            shown.update(p.played_scoring)
        for pile in state.piles.values():
            shown.update(pile)
        secret = set(state.deck)
        for p in state.players:
            secret.update(p.hand_scoring)
            secret.update(c for c in (p.new_card, p.discarded) if c)
        text = json.dumps(public_view(state).to_dict())
        for card in (secret - shown) & distinct:
            assert card not in text
            searched += 1
    assert searched > 50


def test_discards_appear_in_the_public_moves_as_question_marks() -> None:
    """RULINGS 11: "The discard is never shown": the public moves list each round-2 discard as
    "N discard ?" and are otherwise the engine's move lines; each seat still sees its own discard in its
    player view."""
    for players in (2, 3, 4):
        state = next(s for s in random_states(players, 30 + players) if s.round == 2 and s.phase == "landing")
        view = public_view(state)
        assert len(view.moves) == len(state.moves)
        discards = [m for m in view.moves if m.split()[1] == "discard"]
        assert sorted(discards) == [f"{s} discard ?" for s in range(players)]
        for shown, line in zip(view.moves, state.moves, strict=True):
            if line.split()[1] != "discard":
                assert shown == line
        for seat in range(players):
            pv = player_view(state, seat)
            assert pv.discarded is not None
            assert pv.discarded == state.players[seat].discarded
            assert f"discard {pv.discarded}" not in " ".join(view.moves)
            assert pv.public.moves == view.moves


# --- the player view ----------------------------------------------------------------------------


def test_player_view_adds_exactly_the_seats_own_secrets() -> None:
    """``player_view`` is the public view plus the seat's building cards, scoring cards, new card (and,
    once it joined the hand, which card it was), chip values and discard, all its own, nothing else."""
    names = {f.name for f in dataclasses.fields(PlayerView)}
    assert names == {
        "public",
        "seat",
        "hand_building",
        "hand_scoring",
        "new_card",
        "chips",
        "discarded",
        "fresh_card",
    }
    for players in (2, 4):
        for state in random_states(players, 40 + players, random_sets=players == 4):
            public = public_view(state)
            for seat, p in enumerate(state.players):
                pv = player_view(state, seat)
                assert pv.public == public
                assert pv.seat == seat
                assert pv.hand_building == {k: v for k, v in p.hand_building.items() if v}
                assert pv.hand_scoring == tuple(p.hand_scoring)
                assert pv.new_card == p.new_card
                assert pv.chips == tuple(p.chips)
                assert pv.discarded == p.discarded
                assert pv.fresh_card is None or pv.fresh_card in p.hand_scoring


def test_player_view_of_a_seat_not_in_the_game_is_refused() -> None:
    """Asking for the view of a seat that does not exist is a ``ValueError``, not someone else's hand."""
    state = new_game(2, seed=1)
    for seat in (-1, 2, 3):
        with pytest.raises(ValueError):
            player_view(state, seat)


# --- secrets do not reach views -----------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_changing_a_secret_changes_no_view_that_may_not_hold_it(players: int) -> None:
    """At many points of random games (with and without random sets): scrambling the hidden parts
    (``invariants.scramble_secrets``) leaves the public view unchanged, and scrambling everything but one
    seat's secrets leaves that seat's player view unchanged; the scramble really changes the state, and
    a seat's own view does change when its own secrets are scrambled."""
    rng = random.Random(players)
    points = changed = own_changed = 0
    for random_sets in (False, True):
        for seed in range(3):
            for i, state in enumerate(random_states(players, 50 + seed, random_sets=random_sets)):
                if i % 3 and state.phase != "end":
                    continue
                points += 1
                scrambled = scramble_secrets(state, rng)
                changed += scrambled != state
                assert public_view(scrambled) == public_view(state)
                for seat in range(players):
                    kept = scramble_secrets(state, rng, keep_seat=seat)
                    assert player_view(kept, seat) == player_view(state, seat)
                    own_changed += player_view(scrambled, seat) != player_view(state, seat)
    assert points > 100
    assert changed >= 0.9 * points
    assert own_changed > points


def _swap_face_down_tile(state: GameState) -> bool:
    tiles = gamedata.tiles()
    for site in sorted(state.tiles):
        if site in state.face_up:
            continue
        kind = tiles[state.tiles[site]].kind
        spare = next((t for t in state.box if tiles[t].kind == kind), None)
        if spare is not None:
            state.box[state.box.index(spare)] = state.tiles[site]
            state.tiles = {**state.tiles, site: spare}
            return True
    return False


def _unseen(changed: GameState, public: PublicView, views: list[PlayerView], owner: int | None) -> None:
    """``changed`` looks the same to the table and to every seat but ``owner`` as ``public``/``views``."""
    assert public_view(changed) == public
    for seat, view in enumerate(views):
        if seat != owner:
            assert player_view(changed, seat) == view


def test_each_single_secret_is_invisible_to_those_who_may_not_see_it() -> None:
    """One secret changed at a time (a face-down tile swapped with the box, the deck or chip pile
    reordered, a seat's scoring card swapped with the deck, a seat's chip value changed): the public view
    and every other seat's player view stay the same, while the owner's view shows the change."""
    checked = 0
    for players in (2, 3, 4):
        for i, state in enumerate(random_states(players, 70 + players)):
            if i % 5 or state.phase == "end":
                continue
            public = public_view(state)
            views = [player_view(state, s) for s in range(players)]

            s = state.clone()
            if _swap_face_down_tile(s):
                _unseen(s, public, views, None)
            s = state.clone()
            s.deck.reverse()
            s.chip_pile.reverse()
            _unseen(s, public, views, None)
            for owner in range(players):
                p = state.players[owner]
                if p.hand_scoring and state.deck:
                    s = state.clone()
                    s.players[owner].hand_scoring[0], s.deck[0] = s.deck[0], s.players[owner].hand_scoring[0]
                    _unseen(s, public, views, owner)
                    assert player_view(s, owner) != views[owner]
                    checked += 1
                if p.chips:
                    s = state.clone()
                    s.players[owner].chips[0] = 7
                    _unseen(s, public, views, owner)
                    assert player_view(s, owner) != views[owner]
                    checked += 1
    assert checked > 30


def test_bird_chip_values_become_public_only_at_the_game_end() -> None:
    """RULINGS 10: "the value stays secret until the game end, the count is public"; RULINGS 12: at the
    end the chips are revealed. ``revealed_chips`` is ``None`` for every seat before the end and the seat's
    chip values at the end, matching the ``ChipsRevealed`` events."""
    for players in (2, 3, 4):
        rng = random.Random(players)
        state = new_game(players, seed=80 + players)
        while state.phase != "end":
            assert all(p.revealed_chips is None for p in public_view(state).players)
            seat = rng.choice(sorted(awaiting(state)))
            events = apply_in_place(state, rng.choice(legal_actions(state, seat)))
        view = public_view(state)
        revealed = {e.seat: e.values for e in events if isinstance(e, ChipsRevealed)}
        assert set(revealed) == set(range(players))
        for seat, p in enumerate(view.players):
            assert p.revealed_chips == tuple(state.players[seat].chips) == revealed[seat]
            assert p.chips == len(state.players[seat].chips)
        assert sum(len(p.chips) for p in state.players) > 0


def test_secret_events_are_blanked_for_everyone_but_their_owner() -> None:
    """DESIGN: "Secrets inside events are marked with the seat that may see them": a drawn bird chip's
    value, a drawn or discarded scoring card are blank for the public and the other seats, intact for the
    owner; other events pass unchanged."""
    secret_types = (ChipDrawn, ScoringCardDrawn, Discarded)
    seen: set[type] = set()
    rng = random.Random(5)
    state = new_game(3, seed=5)
    while state.phase != "end":
        seat = rng.choice(sorted(awaiting(state)))
        for event in apply_in_place(state, rng.choice(legal_actions(state, seat))):
            for viewer in (None, 0, 1, 2):
                shown = for_viewer(event, viewer)
                if isinstance(event, secret_types):
                    seen.add(type(event))
                    if viewer == event.seat:
                        assert shown == event and not is_secret(event, viewer)
                    else:
                        assert is_secret(event, viewer)
                        blanked = event.SECRET[0]
                        assert getattr(shown, blanked) is None
                        assert shown.seat == event.seat
                else:
                    assert shown == event
    assert seen == set(secret_types)
