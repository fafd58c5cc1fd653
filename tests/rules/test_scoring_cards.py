"""The sixteen scoring cards, one rule clause per test (rulebook "WERTEN", RULINGS 4, 7, 9, 13).

Scenes are built with :func:`scene`: a hand-made deal in the beginner variant, every seat landed on a
plain coast tile and lifted off again (so the board holds only what the test places), then the test's
buildings placed directly. Expected points come from ``cards.json`` via ``gamedata.cards()``.
"""

from __future__ import annotations

import pytest

from rules.santacruz import gamedata
from rules.santacruz.engine import legal_actions
from rules.santacruz.events import BuildingsDestroyed, Built, ChipDrawn, Event, Scored
from rules.santacruz.state import GameState
from tests.rules.scenario import deal, place, play, tile_with, to_play_phase

BOARD = gamedata.board()
TILES = gamedata.tiles()
CARDS = gamedata.cards().scoring
SET_LETTERS = sorted(gamedata.cards().sets)


# --- helpers (also used by test_rulebook_examples and test_score_track) ---------------------------


def showing(resource: str, *, lacks: tuple[str, ...] = (), **want: object) -> list[str]:
    """Tiles whose printed resources include ``resource`` and none of ``lacks`` (plus exact ``want``)."""
    return [
        t.id
        for t in TILES.values()
        if resource in t.resources
        and not set(lacks) & set(t.resources)
        and all(getattr(t, k) == v for k, v in want.items())
    ]


def plain(kind: str, **want: object) -> list[str]:
    """Tiles of ``kind`` that show no resource (houses first), e.g. for buildings that must not count."""
    found = [
        t
        for t in TILES.values()
        if t.kind == kind and not t.resources and all(getattr(t, k) == v for k, v in want.items())
    ]
    return [t.id for t in sorted(found, key=lambda t: (t.building != "house", t.id))]


def hands_with(players: int, wanted: dict[int, list[str]]) -> list[list[str]]:
    """Scoring hands of the right size where seat ``s`` holds ``wanted[s]``; the rest filled in id order."""
    dealt = gamedata.cards().scoring_dealt[players]
    taken = {c for cards in wanted.values() for c in cards}
    spare = [c for c in sorted(CARDS) if c not in taken]
    out = []
    for seat in range(players):
        mine = list(wanted.get(seat, []))
        while len(mine) < dealt:
            mine.append(spare.pop(0))
        out.append(mine)
    return out


def scene(
    players: int,
    own: dict[int, list[str]],
    *,
    cards: dict[int, list[str]] | None = None,
    tiles: dict[str, str] | None = None,
    start_player: int = 0,
) -> GameState:
    """The play phase with exactly the buildings of ``own`` on the board.

    ``own[seat]`` lists tile ids (put on a free site of the tile's kind) and site ids (given a tile
    that shows no resource unless ``tiles`` fixes one). A site named for two seats holds both (a
    join, RULINGS 4). ``cards[seat]`` are scoring cards that seat holds. Sets A, B, ... in seat order.
    The start player (on turn once the scene is ready) is ``start_player``.
    """
    fixed: dict[str, str] = dict(tiles or {})
    named_sites = {x for xs in own.values() for x in xs if x in BOARD.sites} | set(fixed)
    site_of: dict[str, str] = {tile: site for site, tile in fixed.items()}
    for xs in own.values():
        for x in xs:
            if x in TILES and x not in site_of:
                kind = TILES[x].kind
                site = next(s for s in BOARD.sites_of_kind(kind) if s not in named_sites and s not in fixed)
                fixed[site] = x
                site_of[x] = site
    for site in sorted(named_sites - set(fixed)):
        kind = BOARD.sites[site].kind
        fixed[site] = next(t for t in plain(kind) if t not in fixed.values())
    state = deal(
        players,
        start_player=start_player,
        tiles=fixed,
        hands=hands_with(players, cards or {}),
        sets=SET_LETTERS[:players],
    )
    spare_coast = [
        s for s in reversed(BOARD.sites_of_kind("coast")) if s not in fixed and not TILES[state.tiles[s]].bird
    ]
    landings = {seat: spare_coast[seat] for seat in range(players)}
    to_play_phase(state, landings)
    for seat, site in landings.items():  # lift the landings off again: the test's board only
        state.occupants.pop(site)
        state.players[seat].supply[TILES[state.tiles[site]].building] += 1
    for seat, xs in own.items():
        for x in xs:
            place(state, seat, x if x in BOARD.sites else site_of[x])
    return state


def site_holding(state: GameState, tile: str) -> str:
    """The site where ``tile`` lies in this game."""
    return next(site for site, t in state.tiles.items() if t == tile)


def give_chips(state: GameState, seat: int, values: list[int]) -> None:
    """Move bird chips of these values from the pile to ``seat`` (as if drawn)."""
    for value in values:
        state.chip_pile.remove(value)
        state.players[seat].chips.append(value)


def score_card(state: GameState, seat: int, card: str) -> tuple[list[int], list[Event]]:
    """``seat`` plays scoring card ``card``; returns each seat's change of score and the events."""
    before = [p.score for p in state.players]
    events = play(state, f"{seat} score {card}")
    return [p.score - b for p, b in zip(state.players, before, strict=True)], events


def road_groups(sites: set[str]) -> list[set[str]]:
    """The groups of ``sites`` linked by road edges between them (this test's own count)."""
    left = set(sites)
    groups = []
    while left:
        group = {left.pop()}
        frontier = list(group)
        while frontier:
            for nb in BOARD.road_neighbours[frontier.pop()] & left:
                left.discard(nb)
                group.add(nb)
                frontier.append(nb)
        groups.append(group)
    return groups


def land_path(length: int, avoid: frozenset[str] = frozenset()) -> list[str]:
    """Land sites forming a simple road path where only consecutive sites are road neighbours."""
    land = [s for s in sorted(BOARD.sites) if BOARD.sites[s].kind == "land" and s not in avoid]

    def extend(path: list[str]) -> list[str] | None:
        if len(path) == length:
            return path
        for nb in sorted(BOARD.road_neighbours[path[-1]]):
            if nb in land and nb not in path and not BOARD.road_neighbours[nb] & set(path[:-1]):
                found = extend([*path, nb])
                if found:
                    return found
        return None

    for start in land:
        found = extend([start])
        if found:
            return found
    raise LookupError(f"no road path of {length} land sites")


# --- resource scorings ----------------------------------------------------------------------------

SINGLE_RESOURCE = ["sheep", "fish", "wood", "sugar", "gold6", "gold10"]
WITHOUT_FISH_BONUS = [c for c in SINGLE_RESOURCE if not CARDS[c].fish_bonus]


@pytest.mark.parametrize("card", WITHOUT_FISH_BONUS)
def test_resource_card_pays_everyone_with_a_building_on_the_resource(card: str) -> None:
    """Rulebook, Rohstoffwertungen: "Es punkten alle Spieler, die mindestens auf einem Plättchen mit
    dem passenden Rohstoff ein Gebäude gebaut haben." (7 Schaf, 6 Holz, 7 Zucker, 6/10 Gold)"""
    resource = CARDS[card].needs[0]
    first, second = showing(resource)[:2]
    other = next(
        t for t in TILES.values() if t.kind == "land" and t.resources and resource not in t.resources
    )
    state = scene(3, {0: [first], 1: [second], 2: [other.id]}, cards={0: [card]})
    gains, _ = score_card(state, 0, card)
    assert gains == [CARDS[card].points, CARDS[card].points, 0]


def test_the_card_player_need_not_meet_the_condition_for_others_to_score() -> None:
    """Rulebook, WERTEN: "Wichtig: Jeder Spieler, der die Bedingungen der gespielten Wertungskarte
    erfüllt, erhält Punkte." — also when the card's own player scores nothing."""
    sheep = showing("sheep")
    state = scene(3, {0: [plain("land")[0]], 1: [sheep[0]], 2: [sheep[1]]}, cards={0: ["sheep"]})
    gains, _ = score_card(state, 0, "sheep")
    assert gains == [0, CARDS["sheep"].points, CARDS["sheep"].points]


@pytest.mark.parametrize("card", SINGLE_RESOURCE)
def test_several_tiles_of_one_resource_pay_the_card_only_once(card: str) -> None:
    """Rulebook, MEHRERE ROHSTOFFE: "Die Spieler erhalten auch dann nur die einfache Punktzahl, wenn
    ihre Gebäude mehrfach auf dem gleichen Rohstoff stehen." (the fish bonus is extra, see below)"""
    resource = CARDS[card].needs[0]
    two = showing(resource)[:2]
    state = scene(2, {0: two}, cards={0: [card]})
    _, events = score_card(state, 0, card)
    resource_points = sum(e.points for e in events if isinstance(e, Scored) and e.category == "resource")
    assert resource_points == CARDS[card].points
    bonus = sum(TILES[t].fish_bonus for t in two) if CARDS[card].fish_bonus else 0
    assert state.players[0].breakdown["resource"] == CARDS[card].points
    assert (
        sum(e.points for e in events if isinstance(e, Scored) and e.seat == 0) == CARDS[card].points + bonus
    )


def test_fish_card_pays_five_plus_the_fish_bonus_of_every_fish_tile() -> None:
    """Rulebook, FISCHBONUS: "Immer wenn 1 Wertungskarte mit Fisch gespielt wird, erhält jeder Spieler
    für alle seine Gebäude auf Fischplättchen die dort mit + markierten Extrapunkte." (Fisch: 5 Punkte
    + Fischbonus)"""
    fish = showing("fish")
    mine, theirs = fish[:2], fish[2]
    state = scene(3, {0: mine, 1: [theirs], 2: [plain("land")[0]]}, cards={0: ["fish"]})
    gains, events = score_card(state, 0, "fish")
    points = CARDS["fish"].points
    assert gains == [
        points + TILES[mine[0]].fish_bonus + TILES[mine[1]].fish_bonus,
        points + TILES[theirs].fish_bonus,
        0,
    ]
    bonus_1 = [
        e.points for e in events if isinstance(e, Scored) and e.seat == 1 and e.category == "fish_bonus"
    ]
    assert bonus_1 == [TILES[theirs].fish_bonus]


def test_fish_sheep_card_pays_seven_plus_fish_bonus_to_players_on_both() -> None:
    """Rulebook, Rohstoffwertungen: "7 Punkte + Fischbonus für alle, die auf Fisch und Schaf gebaut
    haben." """
    fish = showing("fish", lacks=("sheep",))[0]
    sheep = showing("sheep", lacks=("fish",))
    state = scene(2, {0: [fish, sheep[0]], 1: [sheep[1]]}, cards={1: ["fish-sheep"]}, start_player=1)
    gains, _ = score_card(state, 1, "fish-sheep")
    assert gains[0] == CARDS["fish-sheep"].points + TILES[fish].fish_bonus
    assert gains[1] == CARDS["fish-sheep"].points_one


def test_fish_sheep_card_pays_three_for_only_one_of_the_two_plus_fish_bonus() -> None:
    """Rulebook, Rohstoffwertungen: "3 Punkte + Fischbonus für alle, die auf nur einen der beiden
    Rohstoffe gebaut haben." — only fish: 3 + bonus; only sheep: 3; neither: nothing."""
    fish = showing("fish", lacks=("sheep",))
    sheep = showing("sheep", lacks=("fish",))[0]
    state = scene(
        4,
        {0: fish[:2], 1: [sheep], 2: [plain("land")[0]], 3: [fish[2]]},
        cards={0: ["fish-sheep"]},
    )
    gains, _ = score_card(state, 0, "fish-sheep")
    one = CARDS["fish-sheep"].points_one
    assert gains == [
        one + TILES[fish[0]].fish_bonus + TILES[fish[1]].fish_bonus,
        one,
        0,
        one + TILES[fish[2]].fish_bonus,
    ]


def test_wood_sugar_card_pays_seven_to_players_on_both() -> None:
    """Rulebook, Rohstoffwertungen: "7 Punkte für alle, die auf Holz und Zucker gebaut haben." """
    wood = showing("wood", lacks=("sugar",))
    sugar = showing("sugar", lacks=("wood",))
    state = scene(3, {0: [wood[0], sugar[0]], 1: [sugar[1], wood[1]], 2: []}, cards={0: ["wood-sugar"]})
    gains, _ = score_card(state, 0, "wood-sugar")
    assert gains == [CARDS["wood-sugar"].points, CARDS["wood-sugar"].points, 0]


def test_wood_sugar_card_pays_three_for_only_one_of_the_two() -> None:
    """Rulebook, Rohstoffwertungen: "3 Punkte für alle, die auf nur einen der beiden Rohstoffe gebaut
    haben." — several tiles of the one resource still pay 3 once."""
    wood = showing("wood", lacks=("sugar",))
    sugar = showing("sugar", lacks=("wood",))[0]
    state = scene(
        3, {0: wood[:2], 1: [sugar], 2: [plain("land")[0]]}, cards={2: ["wood-sugar"]}, start_player=2
    )
    gains, _ = score_card(state, 2, "wood-sugar")
    one = CARDS["wood-sugar"].points_one
    assert gains == [one, one, 0]


def test_a_joined_site_counts_for_both_owners() -> None:
    """RULINGS 4: "Afterwards both owners count the site in every scoring (resources, fish bonus,
    coast/river/volcano, building counts, road connection)." """
    fish = showing("fish")[0]
    state = scene(2, {0: [fish], 1: [fish]}, cards={0: ["fish"]})
    assert len(state.occupants[site_holding(state, fish)]) == 2
    gains, _ = score_card(state, 0, "fish")
    assert gains == [CARDS["fish"].points + TILES[fish].fish_bonus] * 2


# --- building scorings ----------------------------------------------------------------------------


def test_houses_card_pays_players_with_at_least_four_houses() -> None:
    """Rulebook, Gebäudewertungen: "6 Punkte für alle, die schon mindestens 4 Häuser gebaut haben." """
    houses = [t.id for t in TILES.values() if t.kind == "land" and t.building == "house"]
    church = plain("land", building="church")[0]
    state = scene(
        3,
        {0: houses[:4], 1: [*houses[4:7], church], 2: houses[7:12]},
        cards={1: ["houses"]},
        start_player=1,
    )
    gains, _ = score_card(state, 1, "houses")
    assert gains == [CARDS["houses"].points, 0, CARDS["houses"].points]


def test_one_each_card_pays_players_with_a_house_a_church_and_a_lighthouse() -> None:
    """Rulebook, Gebäudewertungen: "6 Punkte für alle, die schon mindestens 1 Haus, 1 Kirche und 1
    Leuchtturm gebaut haben." """
    house = plain("land", building="house")
    church = plain("land", building="church")[0]
    lighthouses = [t.id for t in TILES.values() if t.building == "lighthouse"]
    state = scene(
        3,
        {0: [house[0], church, lighthouses[0]], 1: [house[1], house[2], lighthouses[1]], 2: [lighthouses[2]]},
        cards={0: ["one-each"]},
    )
    gains, _ = score_card(state, 0, "one-each")
    assert gains == [CARDS["one-each"].points, 0, 0]


def _branch() -> list[str]:
    """A land site and three of its land road neighbours that are not road neighbours of each other."""
    for centre in sorted(BOARD.sites):
        arms = [s for s in sorted(BOARD.road_neighbours[centre]) if BOARD.sites[s].kind == "land"]
        arms = [a for a in arms if not BOARD.road_neighbours[a] & set(arms)]
        if BOARD.sites[centre].kind == "land" and len(arms) >= 3:
            return [centre, *arms[:3]]
    raise LookupError("no branching road site")


def test_connected_card_pays_four_buildings_linked_by_roads_with_branches() -> None:
    """Rulebook, Gebäudewertungen: "7 Punkte für alle, die schon mindestens 4 zusammenhängende Gebäude
    gebaut haben. Die Gebäude müssen direkt über Wege verbunden sein. Abzweigungen sind erlaubt." """
    branch = _branch()
    path = land_path(5, avoid=frozenset(branch).union(*(BOARD.road_neighbours[s] for s in branch)))
    scattered = [path[0], path[1], path[3], path[4]]  # two pairs: four buildings, not four connected
    assert max(len(g) for g in road_groups(set(scattered))) == 2
    assert not set(branch) & set(scattered)
    state = scene(2, {0: branch, 1: scattered}, cards={0: ["connected"]})
    gains, _ = score_card(state, 0, "connected")
    assert gains == [CARDS["connected"].points, 0]


def test_connected_card_does_not_link_through_a_river() -> None:
    """RULINGS 13: "A player scores if one group of at least four of his occupied sites is linked by
    road edges between his own sites (shared sites count). Rivers and sea do not connect." """
    for river in BOARD.rivers.values():
        for a, b in river.segments:
            if b in BOARD.road_neighbours[a]:
                continue
            for a2 in sorted(BOARD.road_neighbours[a] - {b}):
                for b2 in sorted(BOARD.road_neighbours[b] - {a, a2}):
                    four = {a, a2, b, b2}
                    if len(four) == 4 and sorted(len(g) for g in road_groups(four)) == [2, 2]:
                        state = scene(2, {1: sorted(four)}, cards={0: ["connected"]})
                        gains, _ = score_card(state, 0, "connected")
                        assert gains == [0, 0]
                        return
    pytest.fail("the board has no river segment that joins two road pairs")


def test_connected_card_does_not_link_across_the_sea() -> None:
    """RULINGS 13: "Rivers and sea do not connect." — two coast sites, each with a road to a land
    site, are two groups of two, not a group of four."""
    coast = [s for s in BOARD.sites_of_kind("coast") if BOARD.road_neighbours[s]]
    for i, c1 in enumerate(coast):
        for c2 in coast[i + 1 :]:
            for l1 in sorted(BOARD.road_neighbours[c1]):
                for l2 in sorted(BOARD.road_neighbours[c2] - {l1}):
                    four = {c1, c2, l1, l2}
                    if sorted(len(g) for g in road_groups(four)) == [2, 2]:
                        state = scene(2, {0: sorted(four)}, cards={0: ["connected"]})
                        gains, _ = score_card(state, 0, "connected")
                        assert gains == [0, 0]
                        return
    pytest.fail("no two coast sites with separate road neighbours")


def test_connected_card_is_broken_by_an_opponents_site_between() -> None:
    """RULINGS 13: "... linked by road edges between his own sites" — an opponent's building in the
    middle of a road chain splits it."""
    a, b, c, d, e = land_path(5)
    state = scene(2, {0: [a, b, d, e], 1: [c]}, cards={1: ["connected"]}, start_player=1)
    gains, _ = score_card(state, 1, "connected")
    assert gains == [0, 0]


def test_connected_card_counts_a_shared_site() -> None:
    """RULINGS 13: "(shared sites count)" — a site joined onto an opponent's links the chain."""
    a, b, c, d = land_path(4)
    state = scene(2, {1: [c], 0: [a, b, c, d]}, cards={0: ["connected"]})
    assert state.occupants[c] == (1, 0)
    gains, _ = score_card(state, 0, "connected")
    assert gains == [CARDS["connected"].points, 0]


# --- place and bird scorings ----------------------------------------------------------------------


def test_coast_card_pays_three_per_building_on_a_coast_tile() -> None:
    """Rulebook, KÜSTE: "3 Punkte pro Gebäude, das ein Spieler auf ein Küstenplättchen gebaut hat."
    (coast sites of every island count; land sites do not)"""
    main_coast = [s for s in BOARD.sites_of_kind("coast") if BOARD.sites[s].island == "main"]
    isle_coast = [s for s in BOARD.sites_of_kind("coast") if BOARD.sites[s].island != "main"]
    land = BOARD.sites_of_kind("land")
    state = scene(
        3,
        {0: [main_coast[0], isle_coast[0], land[0]], 1: [main_coast[1], land[1]], 2: [land[2]]},
        cards={0: ["coast"]},
    )
    gains, _ = score_card(state, 0, "coast")
    each = CARDS["coast"].points_each
    assert gains == [2 * each, each, 0]


def test_river_card_pays_three_per_building_on_a_river_site() -> None:
    """Rulebook, FLUSS: "3 Punkte pro Gebäude, das ein Spieler am Fluss gebaut hat." (any site a river
    lists: mouths on the coast and the volcano too; no connection needed)"""
    river = {s for r in BOARD.rivers.values() for s in r.sites}
    by_kind = {k: sorted(s for s in river if BOARD.sites[s].kind == k) for k in gamedata.SITE_KINDS}
    dry_land = [s for s in BOARD.sites_of_kind("land") if s not in river]
    state = scene(
        3,
        {
            0: [by_kind["land"][0], by_kind["coast"][0], dry_land[0]],
            1: [by_kind["volcano"][0]],
            2: dry_land[1:3],
        },
        cards={0: ["river"]},
    )
    gains, _ = score_card(state, 0, "river")
    each = CARDS["river"].points_each
    assert gains == [2 * each, each, 0]


def _volcano_sites() -> tuple[list[str], list[str]]:
    volcano = BOARD.sites_of_kind("volcano")
    main = [s for s in volcano if BOARD.sites[s].island == "main"]
    other = [s for s in volcano if BOARD.sites[s].island != "main"]
    return main, other


def test_volcano_card_pays_three_per_building_on_a_volcano_site_of_both_islands() -> None:
    """Rulebook, VULKAN: "3 Punkte pro Gebäude, das ein Spieler auf ein Vulkanplättchen gebaut hat." """
    main, other = _volcano_sites()
    land = BOARD.sites_of_kind("land")
    state = scene(
        3,
        {0: [main[0], other[0], land[0]], 1: [main[1]], 2: [land[1]]},
        cards={1: ["volcano"]},
        start_player=1,
    )
    gains, _ = score_card(state, 1, "volcano")
    each = CARDS["volcano"].points_each
    assert gains == [2 * each, each, 0]


def test_eruption_costs_every_player_two_per_building_on_a_volcano_site() -> None:
    """Rulebook, VULKANAUSBRUCH: "-2 Punkte pro Gebäude, das ein Spieler auf ein Vulkanplättchen
    gebaut hat." RULINGS 9: "Every player loses 2 per building on a volcano site (both islands)" """
    main, other = _volcano_sites()
    state = scene(
        3,
        {0: [main[0], other[0]], 1: [main[1], BOARD.sites_of_kind("land")[0]], 2: []},
        cards={0: ["eruption"]},
    )
    gains, events = score_card(state, 0, "eruption")
    each = CARDS["eruption"].points_each
    assert gains == [2 * each, each, 0]
    assert [e.seat for e in events if isinstance(e, Scored)] == [0, 1]


def test_eruption_removes_every_volcano_building_until_round_two() -> None:
    """Rulebook: "Bei einem Vulkanausbruch werden alle Gebäude auf Vulkanplättchen zerstört und vom
    Plan abgeräumt. Zerstörte Gebäude kommen zunächst aus dem Spiel und können erst im 2. Durchgang
    wieder gebaut werden." RULINGS 9: "then every building on a volcano site is removed" """
    main, other = _volcano_sites()
    land = BOARD.sites_of_kind("land")[0]
    state = scene(
        2, {0: [main[0], other[0], land], 1: [main[0], main[1]]}, cards={1: ["eruption"]}, start_player=1
    )
    supply_before = [dict(p.supply) for p in state.players]
    _, events = score_card(state, 1, "eruption")
    assert {s: o for s, o in state.occupants.items()} == {land: (0,)}
    assert [dict(p.supply) for p in state.players] == supply_before  # not back in the supply this round
    destroyed = [sum(p.destroyed.values()) for p in state.players]
    assert destroyed == [2, 2]
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("BuildingsDestroyed") > max(i for i, k in enumerate(kinds) if k == "Scored")
    removed = next(e for e in events if isinstance(e, BuildingsDestroyed)).removed
    assert sorted((site, seat) for site, seat, _ in removed) == sorted(
        [(main[0], 0), (other[0], 0), (main[0], 1), (main[1], 1)]
    )


def test_eruption_frees_the_sites_at_once_and_a_rebuild_on_a_bird_tile_draws_a_new_chip() -> None:
    """Rulebook: "Die Vulkanplättchen sind nun wieder frei und bereits der nächste Spieler kann dort
    bauen." RULINGS 9: "Bird chips stay with their owners. The sites are free at once; rebuilding on a
    bird tile draws a new chip." """
    bird = tile_with(kind="volcano", bird=True, building="house")
    volcano, land = next(
        (v, nb)
        for v in BOARD.sites_of_kind("volcano")
        for nb in sorted(BOARD.road_neighbours[v])
        if BOARD.sites[nb].kind == "land"
    )
    state = scene(2, {1: [land]}, cards={0: ["eruption"]}, tiles={volcano: bird}, start_player=1)
    assert gamedata.cards().sets[state.players[1].set_letter]["road"] >= 2
    first = play(state, f"1 road {volcano}")
    assert any(isinstance(e, ChipDrawn) for e in first)
    chips_before = list(state.players[1].chips)
    play(state, "0 score eruption")
    assert volcano not in state.occupants
    assert state.players[1].chips == chips_before  # bird chips stay
    assert state.turn == 1
    assert any(str(a) == f"1 road {volcano}" for a in legal_actions(state, 1))
    again = play(state, f"1 road {volcano}")
    assert [e.site for e in again if isinstance(e, Built)] == [volcano]
    drawn = [e.value for e in again if isinstance(e, ChipDrawn)]
    assert len(drawn) == 1
    assert state.players[1].chips == [*chips_before, *drawn]


def test_birds_card_pays_two_per_chip_held_counting_chips_not_values() -> None:
    """Rulebook, VOGELCHIPS: "2 Punkte pro Vogelchip, den ein Spieler bisher gesammelt hat." Online
    rules: "It's the number of bird tokens that counts, not their value." """
    state = scene(3, {}, cards={2: ["birds"]}, start_player=2)
    give_chips(state, 0, [3, 3, 3])
    give_chips(state, 2, [1])
    gains, _ = score_card(state, 2, "birds")
    each = CARDS["birds"].points_each
    assert gains == [3 * each, 0, each]
