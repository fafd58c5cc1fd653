"""Teaching Santa Cruz from its own engine (issue 44): the hint plays exactly as the strong computer and
explains itself from its evaluation; "why not?" lists the nearest refused choices with the engine's own
refusals; neither reads anything the seat may not see; every sentence reads in English, German and French.

Decision points come from a few seeded whole games played by the greedy (``easy``) computer, which are
fast; the strong player's search runs with a small budget here (its decisions do not depend on the budget
for what these tests check: the hint and the strong computer share it).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache

import pytest

from devtools.wording import Said, slips
from rules import i18n
from rules.santacruz import GAME, gamedata
from rules.santacruz.actions import Build, DoubleBuild
from rules.santacruz.ai import choose, search
from rules.santacruz.engine import apply_in_place, awaiting, legal_actions
from rules.santacruz.errors import IllegalAction
from rules.santacruz.events import ChipDrawn, Event, Scored
from rules.santacruz.messages import CATALOGUE
from rules.santacruz.notation import parse
from rules.santacruz.refusals import check
from rules.santacruz.scoring import card_points
from rules.santacruz.state import GameState
from rules.santacruz.views import player_view
from rules.teach import MISSES, Hint, Miss, Words
from tests.rules.scenario import deal, place, play, to_play_phase

GAMES = ((2, 41), (3, 42), (4, 43))
"""(players, seed) of the whole games the decision points come from."""
PLAY_EVERY = 24
"""Every how many card-play decisions one is checked (all draft, discard and landing ones are)."""
TILES = gamedata.tiles()


@contextmanager
def _quick_search() -> Iterator[None]:
    """The strong player's search with the smallest budget (as ``tests/rules/test_ai.py`` does)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(search, "BUDGET_STEPS", 0)
        patch.setattr(search, "MIN_ROLLOUTS", 2)
        yield


@cache
def _positions(players: int, seed: int) -> tuple[tuple[GameState, int], ...]:
    """The state and the seat awaited before every decision of a seeded game of greedy computers."""
    state = GAME.new_state([f"P{s}" for s in range(players)], seed, {})
    rng = random.Random(seed)
    out = []
    while not GAME.is_over(state):
        for seat in sorted(awaiting(state)):
            out.append((state.clone(), seat))
            apply_in_place(state, choose(player_view(state, seat), "easy", rng))
    return tuple(out)


@cache
def _chosen(players: int, seed: int) -> tuple[tuple[GameState, int, str], ...]:
    """The decision points checked: every draft, discard, landing and first build of a double move, and
    every :data:`PLAY_EVERY`-th card play, each with its seed for the computer."""
    out = []
    plays = 0
    for i, (state, seat) in enumerate(_positions(players, seed)):
        if state.double is not None and state.double.done:
            continue
        if state.phase == "play" and state.double is None:
            plays += 1
            if plays % PLAY_EVERY:
                continue
        out.append((state, seat, f"teach-{seed}-{i}"))
    return tuple(out)


@cache
def _hint(players: int, seed: int, index: int) -> Hint:
    """The hint at the ``index``-th decision point checked of a game (computed once per test process)."""
    state, seat, key = _chosen(players, seed)[index]
    with _quick_search():
        return GAME.hint(state, seat, key)


def _hints(players: int, seed: int, part: slice = slice(None)) -> list[tuple[GameState, int, str, Hint]]:
    """The hint at every decision point checked of a game (or at a ``part`` of them)."""
    chosen = _chosen(players, seed)
    return [(*chosen[i], _hint(players, seed, i)) for i in range(len(chosen))[part]]


# --- the hint decides as the strong computer ---------------------------------------------------------


@pytest.mark.parametrize("half", [0, 1])
@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_the_hint_plays_the_strong_computers_line_in_every_phase(players: int, seed: int, half: int) -> None:
    """At decision points of a whole game (every phase, double-move builds too; each half of the points
    in a test of its own), the hint's line is the strong computer's line for the same seed, and legal."""
    phases = {"double" if state.double else str(state.phase) for state, _, _ in _chosen(players, seed)}
    assert phases == {"draft", "discard", "landing", "play", "double"}
    with _quick_search():
        for state, seat, key, hint in _hints(players, seed, slice(half, None, 2)):
            assert hint.line == GAME.computer_action(state, seat, "strong", key)
            assert GAME.parse(hint.line)[1] in legal_actions(state, seat)


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_a_hint_has_one_to_three_reasons_and_names_its_runner_up(players: int, seed: int) -> None:
    """Each hint gives 1 to 3 sentences; with a runner-up the last one compares with it (the runner-up's
    line differs from the hint's), without one it says why there was a single sensible choice."""
    for _state, _seat, _key, hint in _hints(players, seed):
        assert 1 <= len(hint.reasons) <= 3
        last = hint.reasons[-1].key
        if hint.runner_up is None:
            assert last.startswith("teach.only."), hint
            assert hint.rollouts == 0
        else:
            assert last.startswith("teach.versus."), hint
            assert hint.runner_up != hint.line and hint.rollouts > 0


def test_a_hint_refuses_a_seat_the_game_does_not_wait_for() -> None:
    state, _seat = _positions(3, 42)[10]
    other = next(s for s in range(3) if s not in awaiting(state))
    with pytest.raises(ValueError, match="not awaited"):
        GAME.hint(state, other, "x")


# --- nothing hidden is used --------------------------------------------------------------------------


def test_hint_and_why_not_are_the_same_whatever_the_seat_cannot_see() -> None:
    """The hint and "why not?" are unchanged when every secret the seat may not see (other hands, face-down
    tiles, chip values, the deck) is redrawn: they read the seat's view only."""
    checked = 0
    with _quick_search():
        for players, seed in GAMES[1:]:
            for i, (state, seat, key) in enumerate(_chosen(players, seed)):
                if i % 8:
                    continue
                hint = _hint(players, seed, i)
                misses = GAME.why_not(state, seat)
                for s in (1, 2):
                    scrambled = GAME.scramble(state, s, keep_seat=seat)
                    assert GAME.hint(scrambled, seat, key) == hint
                    assert GAME.why_not(scrambled, seat) == misses
                checked += 1
    assert checked >= 4


# --- the reasons ------------------------------------------------------------------------------------


def _scored(events: list[Event], seat: int, source: str) -> int:
    return sum(e.points for e in events if isinstance(e, Scored) and e.seat == seat and e.source == source)


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_the_reasons_numbers_are_the_engines(players: int, seed: int) -> None:
    """A build's points and bird chip are what applying the line scores and draws; a scoring card's points
    for the seat and for the best other player are its score changes (the eruption: what it costs the
    seat); a scoring card "then pays" what the engine's count of that card grows by."""
    checked: set[str] = set()
    for state, seat, _key, hint in _hints(players, seed):
        first = hint.reasons[0]
        params = first.kwargs()
        after, events = GAME.apply(state, hint.line)
        if first.key in ("teach.gain.build", "teach.gain.build_card", "teach.gain.join"):
            site = str(params["site"])
            assert params["points"] == _scored(events, seat, site) == TILES[state.tiles[site]].points
            drew = any(isinstance(e, ChipDrawn) and e.seat == seat for e in events)
            assert params["bird"] == ("yes" if drew else "no")
            if first.key == "teach.gain.build_card":
                card = str(params["card"])
                more = sum(p for p, _, _ in card_points(after, card, seat))
                assert params["more"] == more - sum(p for p, _, _ in card_points(state, card, seat)) > 0
        elif first.key == "teach.gain.eruption":
            assert params["lost"] == -_scored(events, seat, "eruption")
        elif first.key in ("teach.gain.score", "teach.gain.score_alone"):
            card = str(GAME.parse(hint.line)[1].card)  # type: ignore[union-attr]
            assert params["points"] == _scored(events, seat, card)
            others = [_scored(events, s, card) for s in range(len(state.players)) if s != seat]
            assert params.get("theirs", 0) == max(0, *others)
        else:
            continue
        checked.add(first.key)
    assert "teach.gain.build" in checked
    assert checked & {"teach.gain.score", "teach.gain.score_alone", "teach.gain.eruption"}


def _rendered(words: Words, lang: str) -> str:
    with i18n.speaking(lang):
        return GAME.explain(words)


def _named(line: str) -> dict[str, object]:
    """What names an action in words: its set letter, scoring card, card kind or site."""
    action = parse(line)
    named = {k: getattr(action, k) for k in ("letter", "card", "kind") if hasattr(action, k)}
    target = getattr(action, "target", None)
    site = target.site if target is not None else getattr(action, "site", None)
    return {**named, "site": site} if site else named


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_every_reason_reads_in_every_language(
    players: int, seed: int, lang: str, caplog: pytest.LogCaptureFixture
) -> None:
    """Every reason renders in the language asked without a missing parameter (no fallback to English, no
    brace left), names scoring cards in that language, and passes the native reader's checks
    (:mod:`devtools.wording`); the comparison names the runner-up's site, set or card."""
    said: list[Said] = []
    for state, seat, _key, hint in _hints(players, seed):
        texts = [_rendered(words, lang) for words in hint.reasons]
        assert all(text and "{" not in text and "}" not in text for text in texts)
        said += [Said(text, "hint", state.players[seat].name, True) for text in texts]
        if hint.runner_up is not None:
            named = _named(hint.runner_up)
            assert named.items() <= hint.reasons[-1].kwargs().items(), hint
            with i18n.speaking(lang):
                shown = [
                    CATALOGUE.named("render.scoring", str(v)) if k == "card" else v for k, v in named.items()
                ]
            assert all(str(v) in texts[-1] for v in shown if v not in gamedata.BUILD_CARD_KINDS), texts[-1]
    assert not [r for r in caplog.records if r.levelname == "WARNING"]
    if lang != "en":
        names = [f"P{s}" for s in range(4)]
        assert slips(said, lang, [CATALOGUE], names=names) == []


# --- why not? ---------------------------------------------------------------------------------------


def _misses() -> Iterator[tuple[GameState, int, Miss]]:
    for players, seed in GAMES:
        for state, seat in _positions(players, seed)[::3]:
            for miss in GAME.why_not(state, seat):
                yield state, seat, miss


def _words(refusal: IllegalAction) -> Words:
    """A refusal as a miss's reason: its key and parameters, a list (the sets left) joined by commas."""
    params = refusal.params.items()
    return Words(refusal.key, tuple((k, ",".join(v) if isinstance(v, tuple) else v) for k, v in params))


def test_every_miss_is_the_engines_refusal_of_its_line() -> None:
    """Each miss's line parses, is no legal action, and ``check`` refuses it with exactly the miss's reason;
    no seat gets more than :data:`MISSES`, and its sentence renders in every language."""
    keys: set[str] = set()
    for state, seat, miss in _misses():
        action = parse(miss.line)
        assert action.seat == seat
        assert miss.line.split()[1] not in ("score", "discard"), "a scoring card not held is no near choice"
        assert action not in legal_actions(state, seat)
        with pytest.raises(IllegalAction) as info:
            check(state, action)
        assert _words(info.value) == miss.reason
        for lang in i18n.LANGUAGES:
            assert "{" not in _rendered(miss.reason, lang)
        keys.add(miss.reason.key)
    for players, seed in GAMES:
        for state, seat in _positions(players, seed):
            assert len(GAME.why_not(state, seat)) <= MISSES
    assert {"illegal.unreachable_road", "illegal.unreachable_land", "illegal.join_not_last"} <= keys


def test_why_not_is_empty_for_a_seat_not_awaited_and_at_the_discard() -> None:
    """A seat the game does not wait for has no near choice; at the secret discard a scoring card not held
    is no near choice either."""
    for state, seat in _positions(3, 42):
        others = [s for s in range(3) if s not in awaiting(state)]
        assert all(GAME.why_not(state, s) == () for s in others)
        if state.phase == "discard":
            assert GAME.why_not(state, seat) == ()


def _landed(landings: dict[int, str], sets: tuple[str, ...] = ("A", "B")) -> GameState:
    """Seat 0 starts (so the last seat plays last and may join), sets as given (A: 1 ship, 2 roads, 3
    rivers, a double move; B: 1 ship, 4 roads, 1 river, a double move), everyone landed."""
    state = deal(len(landings), start_player=0, sets=list(sets))
    return to_play_phase(state, landings)


def _reasons(state: GameState, seat: int) -> dict[str, Words]:
    """The misses of ``seat``, by line."""
    return {miss.line: miss.reason for miss in GAME.why_not(state, seat)}


def test_a_road_card_misses_the_sites_one_road_beyond_reach() -> None:
    """Rulebook, Bauen 1 (Wegkarte): "... auf ein freies Plättchen seiner Wahl, das über einen Weg direkt
    mit einem eigenen Gebäude verbunden ist." (C03-L04-L03: L03 is one road beyond the building on C03.)"""
    state = _landed({0: "C03", 1: "C12"})
    assert _reasons(state, 0)["0 road L03"] == Words.of("illegal.unreachable_road", site="L03")


def test_a_river_card_misses_a_river_without_an_own_building() -> None:
    """Rulebook, Bauen 1 (Flusskarte): "... auf ein freies Plättchen seiner Wahl auf einem Fluss. Auf diesem
    Fluss muss bereits mindestens ein Gebäude des Spielers stehen." (C05 lies on no river; L07 and L08,
    near it, lie on the river of C07.)"""
    state = _landed({0: "C05", 1: "C12"})
    misses = _reasons(state, 0)
    assert misses["0 river L07"] == Words.of("illegal.unreachable_river", site="L07")
    assert misses["0 river L08"] == Words.of("illegal.unreachable_river", site="L08")


def test_at_the_landing_an_occupied_coast_site_and_the_inland_sites_are_missed() -> None:
    """Rulebook, Anlanden: "Jeder Spieler setzt 1 Gebäude auf 1 freies Küstenplättchen seiner Wahl."; Besetzte
    Plättchen: "Es ist nicht erlaubt, auf Plättchen zu bauen, auf denen bereits ein Gebäude steht." """
    state = deal(2, start_player=0, sets=["A", "B"])
    play(state, "0 land C03")
    misses = GAME.why_not(state, 1)
    assert misses[0] == Miss("1 land C03", Words.of("illegal.occupied", site="C03"))
    assert [m.reason.key for m in misses[1:]] == ["illegal.unreachable_land"] * (len(misses) - 1)
    assert all(gamedata.board().sites[GAME.parse(m.line)[1].site].kind != "coast" for m in misses[1:])


def test_only_the_last_in_turn_order_may_join() -> None:
    """Rulebook, Dazusetzen: "Der Spieler, der im aktuellen Durchgang als Letzter am Zug ist ... darf in
    diesem gesamten Durchgang einmalig 1 Gebäude auf ein von einem Mitspieler besetztes Plättchen
    dazusetzen"; seat 0 starts, so only seat 1 may join."""
    state = _landed({0: "C03", 1: "C05"})
    assert _reasons(state, 0)["0 ship C05+"] == Words.of("illegal.join_not_last", name="P1")


def test_the_join_is_once_a_round() -> None:
    """Rulebook, Dazusetzen: "... darf in diesem gesamten Durchgang einmalig ... dazusetzen"."""
    state = _landed({0: "C03", 1: "C05"})
    play(state, "0 ship C07", "1 ship C03+", "0 road L04")
    assert _reasons(state, 1)["1 road L04+"] == Words.of("illegal.join_used")


def test_the_last_player_is_told_how_to_join_an_occupied_site() -> None:
    """Rulebook, Besetzte Plättchen: "Es ist nicht erlaubt, auf Plättchen zu bauen, auf denen bereits ein
    Gebäude steht."; the player last in turn order, who may still join there, is told how."""
    state = _landed({0: "C03", 1: "C05"})
    play(state, "0 road L04")
    state.players[1].hand_building = {"ship": 1}
    assert _reasons(state, 1)["1 ship C03"] == Words.of("illegal.occupied_can_join", site="C03")


def test_a_site_holds_two_buildings_at_most() -> None:
    """RULINGS 4 (Dazusetzen): "At most two buildings on a site." """
    state = _landed({0: "C03", 1: "C04", 2: "C07"}, ("A", "C", "D"))
    place(state, 2, "C03")
    play(state, "0 road L04")
    state.players[1].hand_building = {"ship": 1}
    misses = _reasons(state, 1)
    assert misses["1 ship C03+"] == Words.of("illegal.site_full", site="C03")
    assert misses["1 ship C07+"] == Words.of("illegal.join_not_last", name="P2")


def test_a_site_needs_its_building_in_the_supply() -> None:
    """Rulebook, Bauen 3: "Der Spieler muss ein passendes Gebäude im Vorrat haben." """
    state = _landed({0: "C03", 1: "C12"})
    state.face_up.add("L04")
    building = TILES[state.tiles["L04"]].building
    state.players[0].supply[building] = 0
    assert _reasons(state, 0)["0 road L04"] == Words.of("illegal.no_building", building=building, site="L04")


def test_a_set_another_player_took_is_missed_in_the_draft() -> None:
    """Rulebook, Baukartensets wählen: "Jeder Spieler wählt ein Set und nimmt es zu seinen Wertungskarten
    auf die Hand." A set another player took is gone; the refusal lists the sets left."""
    state = GAME.new_state(["P0", "P1", "P2"], 5, {})
    play(state, f"{min(awaiting(state))} pick C")
    seat = min(awaiting(state))
    miss = Miss(f"{seat} pick C", Words.of("illegal.set_taken", letter="C", available="A,B,D"))
    assert GAME.why_not(state, seat) == (miss,)
    assert GAME.explain(miss.reason) == "C is not available any more: you can still pick A, B, and D."


def _distances(state: GameState, seat: int) -> dict[str, int]:
    """Each site's steps from ``seat``'s buildings along roads and rivers."""
    board = gamedata.board()
    out = {site: 0 for site, occupants in state.occupants.items() if seat in occupants}
    frontier = list(out)
    while frontier:
        nxt = []
        for site in frontier:
            for nb in board.reveal_neighbours[site]:
                if nb not in out:
                    out[nb] = out[site] + 1
                    nxt.append(nb)
        frontier = nxt
    return out


@pytest.mark.parametrize("landing", ["C03", "C05", "C13"])
def test_misses_come_nearest_first(landing: str) -> None:
    """The refused sites are listed from the nearest to the seat's buildings outwards, at most
    :data:`MISSES` of them."""
    state = _landed({0: landing, 1: "C12"})
    steps = _distances(state, 0)
    found = [steps.get(_site_of(m.line), len(steps)) for m in GAME.why_not(state, 0)]
    assert found and len(found) <= MISSES
    assert found == sorted(found)


def _site_of(line: str) -> str:
    """The site a build line names."""
    action = parse(line)
    assert isinstance(action, Build | DoubleBuild) and action.target.site is not None
    return action.target.site
