"""View helpers: ``car_choices`` (a seat's car moves with where each ends and its fare) and
``round_seats`` (whom a delivery round or El Zorro's tribute may still ask)."""

from __future__ import annotations

from rules.santiago.views import CarChoice, car_choices, player_view, round_seats
from tests.rules.santiago.table import L1_CUBANER, SHIP, begin, play, table


def test_each_move_the_seat_can_afford_with_its_station_cubaner_and_fare() -> None:
    """SC-19 / R-6: 1 ≤ steps ≤ pesos + 1, paying steps − 1; from station 8 one step is Martinez (station 9),
    two are the harbour, three are Miguel (station 1)."""
    state = table(3, car=8, seats={0: {"pesos": 2}})
    begin(state)
    assert car_choices(player_view(state, 0)) == (
        CarChoice(1, 9, L1_CUBANER[8], 0),
        CarChoice(2, 0, None, 1),
        CarChoice(3, 1, L1_CUBANER[0], 2),
    )


def test_a_lap_or_more_comes_back_round_at_its_full_fare() -> None:
    """R-6: with 11 pesos a move of 10 returns to the start station and 12 passes it by 2."""
    state = table(2, car=3, seats={0: {"pesos": 11}})
    begin(state)
    choices = car_choices(player_view(state, 0))
    assert [c.steps for c in choices] == list(range(1, 13))
    assert (choices[9].station, choices[9].cost) == (3, 9)
    assert (choices[11].station, choices[11].cubaner, choices[11].cost) == (5, L1_CUBANER[4], 11)


def test_no_choices_for_a_seat_that_is_not_driving() -> None:
    """Another seat, or the same seat at another decision, has no car moves."""
    state = table(3, seats={0: {"pesos": 4}, 1: {"pesos": 4}})
    begin(state)
    assert car_choices(player_view(state, 1)) == ()
    play(state, "0 car 1")
    assert state.phase == "go" and car_choices(player_view(state, 0)) == ()


def test_only_the_roller_sees_the_five_dice_while_choosing_the_demand() -> None:
    """SC-60: the roller keeps 4 of the 5 dice rolled, so its view holds the roll; nobody else's does, and
    nobody's once the demand is set (the used roll is then public in ``rolls_used``)."""
    from rules.santiago.engine import apply
    from rules.santiago.setup import new_game

    state = new_game(3, seed=11)
    roller = state.to_move
    assert state.phase == "demand"
    assert player_view(state, roller).roll == state.setup["rolls"][0]
    assert all(player_view(state, s).roll is None for s in range(3) if s != roller)
    assert "roll" not in player_view(state, roller).public.to_dict()
    state, _ = apply(state, player_view(state, roller).legal[0])
    assert all(player_view(state, s).roll is None for s in range(3))
    assert player_view(state, 0).public.rolls_used == (state.setup["rolls"][0],)


def test_a_delivery_round_asks_those_who_can_deliver_in_turn_or_all_when_holdings_are_hidden() -> None:
    """SC-46, R-19, R-3: ``round_seats`` are the seats the round may still ask, the one asked now first:
    those holding a demanded good or wood; under hidden holdings everyone still in it (the table cannot
    tell). A seat that passed is out."""
    for hidden, asked, later in ((False, (0, 2, 3), (2, 3)), (True, (0, 1, 2, 3), (2, 3))):
        seats = {0: {"pesos": 1, "sugar": 1}, 2: {"wood": 1}, 3: {"citrus": 1}}
        state = table(4, car=9, ship=dict(SHIP), seats=seats, options={"hidden_holdings": hidden})
        begin(state)
        play(state, "0 car 1")
        assert state.phase == "deliver" and round_seats(state) == asked
        play(state, "0 pass")
        assert round_seats(state) == later


def test_el_zorro_asks_the_givers_with_a_choice_or_every_giver_when_holdings_are_hidden() -> None:
    """SC-32, R-11, R-3: a giver with one thing gives it unasked, with nothing gives nothing; hidden
    holdings name every giver still to give. Outside a round nobody is named."""
    for hidden, asked in ((False, (1,)), (True, (1, 2, 3))):
        seats = {0: {"pesos": 1}, 1: {"pesos": 1, "vp": 1}, 2: {"pesos": 1}}
        state = table(4, car=3, ship=dict(SHIP), seats=seats, options={"hidden_holdings": hidden})
        begin(state)
        assert round_seats(state) == ()
        play(state, "0 car 1")
        assert state.phase == "give" and round_seats(state) == asked
