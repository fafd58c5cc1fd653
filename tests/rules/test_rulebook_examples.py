"""The rulebook's worked scoring examples (and the online rules' fish example), replayed on the engine.

The expected numbers are the ones printed in the examples; the scenes only rebuild the situation each
example describes (who stands on which kind of tile). Red, Blue and Green are seats 0, 1 and 2.
"""

from __future__ import annotations

from rules.santacruz import gamedata
from rules.santacruz.events import Scored
from tests.rules.scenario import tile_with
from tests.rules.test_scoring_cards import give_chips, plain, scene, score_card, showing

RED, BLUE, GREEN = 0, 1, 2
BOARD = gamedata.board()


def test_wood_example_red_on_wood_and_gold_blue_on_wood_both_get_six() -> None:
    """Rulebook, Rohstoffwertungen: "Beispiel: Rot hat 1 Haus auf einem Plättchen mit Holz und Gold,
    Blau auf einem Plättchen mit Holz. Ein Spieler spielt die Holzwertung: Rot und Blau bekommen
    jeweils 6 Punkte." """
    wood_gold = tile_with(building="house", resources=("wood", "gold"))
    wood = showing("wood", resources=("wood",))[0]
    state = scene(3, {RED: [wood_gold], BLUE: [wood]}, cards={GREEN: ["wood"]}, start_player=GREEN)
    gains, _ = score_card(state, GREEN, "wood")
    assert gains == [6, 6, 0]


def test_multiple_resources_example_blue_with_two_gold_buildings_gets_only_ten() -> None:
    """Rulebook, MEHRERE ROHSTOFFE: "Ein Spieler spielt eine Goldwertung. Spieler Blau bekommt für
    seine beiden Gold-Gebäude trotzdem nur 10 Punkte." """
    gold = showing("gold")[:2]
    state = scene(2, {BLUE: gold}, cards={RED: ["gold10"]})
    gains, _ = score_card(state, RED, "gold10")
    assert gains[BLUE] == 10


def test_fish_bonus_example_red_gets_three_for_fish_sheep_and_four_fish_bonus() -> None:
    """Rulebook, FISCHBONUS: "Spieler Rot bekommt 3 Punkte für die Schaf+Fischwertung (er hat keine
    Schafe) und insgesamt 4 Punkte Fischbonus extra." (Red on a +1 and a +3 fish tile)"""
    plus1 = tile_with(resources=("fish",), fish_bonus=1)
    plus3 = tile_with(resources=("fish",), fish_bonus=3)
    state = scene(2, {RED: [plus1, plus3]}, cards={BLUE: ["fish-sheep"]}, start_player=BLUE)
    gains, events = score_card(state, BLUE, "fish-sheep")
    red = {e.category: e.points for e in events if isinstance(e, Scored) and e.seat == RED}
    assert red == {"resource": 3, "fish_bonus": 4}
    assert gains[RED] == 7


def test_online_fish_example_green_gets_six_and_blue_ten() -> None:
    """Online rules, Fish bonus: "A player selects the fish evaluation card 5. Now both blue and green
    get the five points because both are present on at least one fish tile. Green gets +1 bonus point
    for his tile. Blue gets +5 bonus points for his +2 and +3 tiles. Green thus gets 6 points in total,
    blue 10." """
    plus1 = tile_with(resources=("fish",), fish_bonus=1)
    plus2 = tile_with(resources=("fish",), fish_bonus=2)
    plus3 = tile_with(resources=("fish",), fish_bonus=3)
    state = scene(3, {BLUE: [plus2, plus3], GREEN: [plus1]}, cards={RED: ["fish"]})
    gains, _ = score_card(state, RED, "fish")
    assert gains == [0, 10, 6]


def test_coast_example_red_six_blue_three() -> None:
    """Rulebook, KÜSTE: "3 Punkte pro Gebäude, das ein Spieler auf ein Küstenplättchen gebaut hat.
    Rot: 6 Punkte, Blau: 3 Punkte" (Red with two coast buildings, Blue with one; land does not count)"""
    coast = BOARD.sites_of_kind("coast")
    land = BOARD.sites_of_kind("land")
    state = scene(2, {RED: [coast[0], coast[1], land[0]], BLUE: [coast[2], land[1]]}, cards={RED: ["coast"]})
    gains, _ = score_card(state, RED, "coast")
    assert gains == [6, 3]


def test_river_example_red_three_blue_three() -> None:
    """Rulebook, FLUSS: "3 Punkte pro Gebäude, das ein Spieler am Fluss gebaut hat. Rot: 3 Punkte,
    Blau: 3 Punkte" (one river building each, on different rivers; other buildings away from rivers)"""
    rivers = list(BOARD.rivers.values())
    dry = [s for s in BOARD.sites_of_kind("land") if s not in BOARD.river_sites]
    red_river = next(s for s in rivers[0].sites if BOARD.sites[s].kind == "land")
    blue_river = next(s for s in rivers[1].sites if BOARD.sites[s].kind == "land")
    state = scene(
        2, {RED: [red_river, dry[0], dry[1]], BLUE: [blue_river]}, cards={BLUE: ["river"]}, start_player=BLUE
    )
    gains, _ = score_card(state, BLUE, "river")
    assert gains == [3, 3]


def _volcano_scene(card: str) -> list[int]:
    """Red and Green with one volcano building each, Blue with none (but a land building)."""
    volcano = BOARD.sites_of_kind("volcano")
    land = plain("land")
    state = scene(
        3,
        {RED: [volcano[0], land[0]], BLUE: [land[1]], GREEN: [volcano[-1]]},
        cards={BLUE: [card]},
        start_player=BLUE,
    )
    gains, _ = score_card(state, BLUE, card)
    return gains


def test_volcano_example_red_three_green_three() -> None:
    """Rulebook, VULKAN: "3 Punkte pro Gebäude, das ein Spieler auf ein Vulkanplättchen gebaut hat.
    Rot: 3 Punkte, Grün: 3 Punkte" """
    assert _volcano_scene("volcano") == [3, 0, 3]


def test_eruption_example_red_minus_two_green_minus_two() -> None:
    """Rulebook, VULKANAUSBRUCH: "-2 Punkte pro Gebäude, das ein Spieler auf ein Vulkanplättchen gebaut
    hat. Rot: -2 Punkte, Grün: -2 Punkte" """
    assert _volcano_scene("eruption") == [-2, 0, -2]


def test_birds_example_three_chips_give_six_points() -> None:
    """Rulebook, VOGELCHIPS: "2 Punkte pro Vogelchip, den ein Spieler bisher gesammelt hat. Der
    Spieler erhält: 6 Punkte" (three chips)"""
    state = scene(2, {}, cards={RED: ["birds"]})
    give_chips(state, BLUE, [1, 2, 3])
    gains, _ = score_card(state, RED, "birds")
    assert gains == [0, 6]
