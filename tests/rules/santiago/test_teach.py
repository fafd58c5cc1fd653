"""Teaching Santiago de Cuba from its own engine (issue 44): the hint plays exactly the strong computer's
line with reasons read off its evaluation, "why not?" lists refused choices with the engine's own
refusal, both from the seat's view only, and every sentence reads in English, German and French.

Positions come from a few seeded games (easy moves with some random ones, so every kind of decision
comes up); the rule clauses "why not?" relies on are checked on hand-made positions (``table.py``).
"""

from __future__ import annotations

import logging
import random
import re
from functools import cache
from typing import Any

import pytest

from rules import i18n
from rules.santiago import teach
from rules.santiago.actions import Deliver
from rules.santiago.engine import apply_in_place, legal_list
from rules.santiago.errors import IllegalAction
from rules.santiago.events import CarMoved, Event, Tribute
from rules.santiago.game import GAME
from rules.santiago.notation import parse
from rules.santiago.state import GameState, Phase
from rules.teach import MISSES, Hint, Miss, Words
from tests.rules.santiago.table import SHIP, begin, delivering, play, table, using

DECISIONS = frozenset(Phase) - {Phase.END}
"""Every kind of decision a seat makes: demand, car, Pablo, El Zorro's tribute, Alonso, figure, use,
delivery round (a delivery or a pass)."""
VERSUS = frozenset({"teach.versus", "teach.versus_close", "teach.versus_even"})
GAINS = frozenset({"teach.gain", "teach.gain_for", "teach.cost", "teach.nothing"})
GAMES = ((41, 3, False), (42, 4, True))
"""The seeded games of the tests: seed, players, hidden holdings."""


@cache
def _positions(seed: int, players: int, hidden: bool) -> tuple[GameState, ...]:
    """The state before every decision of a seeded game: mostly the easy player's moves, a third at
    random, so the game passes through every kind of decision."""
    state = GAME.new_state(["Ana", "Ben", "Cleo", "Dee"][:players], seed, {"hidden_holdings": hidden})
    rng = random.Random(seed)
    out = []
    while not GAME.is_over(state):
        seat = state.to_move
        out.append(state.clone())
        if rng.random() < 0.67:
            line = GAME.computer_action(state, seat, "easy", f"{seed}-{len(out)}")
        else:
            line = str(rng.choice(legal_list(state, seat)))
        apply_in_place(state, line)
    return tuple(out)


def _picks(states: tuple[GameState, ...], per_kind: int) -> list[GameState]:
    """Up to ``per_kind`` positions of each kind of decision, spread over the game."""
    out = []
    for phase in sorted(DECISIONS):
        of_kind = [s for s in states if s.phase == phase]
        step = max(1, len(of_kind) // per_kind)
        out += of_kind[::step][:per_kind]
    return out


@cache
def _hints() -> tuple[tuple[GameState, str, Hint], ...]:
    """Hints at a position of each kind of decision of each seeded game, each with its seed."""
    out = []
    for game in GAMES:
        for n, state in enumerate(_picks(_positions(*game), 1)):
            seed = f"hint-{game[0]}-{n}"
            out.append((state, seed, GAME.hint(state, state.to_move, seed)))
    return tuple(out)


def _misses() -> list[tuple[GameState, tuple[Miss, ...]]]:
    """ "Why not?" at every third decision of the seeded games."""
    return [
        (state, tuple(GAME.why_not(state, state.to_move)))
        for game in GAMES
        for state in _positions(*game)[::3]
    ]


def _holdings(token: str) -> dict[str, int]:
    """A holdings parameter back as amounts (``vp:2 pesos:1`` → ``{"vp": 2, "pesos": 1}``)."""
    return {item: int(n) for item, n in (part.split(":") for part in token.split())}


def _explained(words: Words, lang: str, caplog: pytest.LogCaptureFixture) -> str:
    """``words`` in ``lang``, asserting the catalogue needed no English fallback to say it."""
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="rules.i18n"), i18n.speaking(lang):
        text = GAME.explain(words)
    assert not caplog.records, (lang, words, [r.getMessage() for r in caplog.records])
    assert "{" not in text and "$" not in text and text[-1] in ".!?", (lang, words, text)
    return text


# --- the hint -------------------------------------------------------------------------------------


def test_the_hint_plays_the_strong_computers_line_at_every_kind_of_decision() -> None:
    """At positions of every kind of decision, the hint's line is what the strong computer plays with
    the same seed, it is legal, and the runner-up is another legal line."""
    kinds: set[str] = set()
    for state, seed, hint in _hints():
        seat = state.to_move
        assert hint.line == GAME.computer_action(state, seat, "strong", seed)
        legal = {str(a) for a in GAME.legal_actions(state, seat)}
        assert hint.line in legal and 1 <= len(hint.reasons) <= 3
        assert hint.runner_up is None or (hint.runner_up in legal and hint.runner_up != hint.line)
        assert (hint.runner_up is None) == (hint.rollouts == 0)
        kinds.add(str(state.phase))
        kinds.add(hint.line.split()[1])
    assert kinds >= DECISIONS and {"deliver", "pass"} & kinds


def test_the_hint_and_why_not_read_only_what_the_seat_sees() -> None:
    """Scrambling every secret of the seat's view (future rolls; under hidden holdings what the others
    hold) changes neither the hint nor "why not?"."""
    for game in GAMES:
        hidden = game[2]
        for state in _picks(_positions(*game), 1):
            seat = state.to_move
            hint = GAME.hint(state, seat, "scramble")
            misses = GAME.why_not(state, seat)
            for s in (1, 2) if hidden else (3,):
                scrambled = GAME.scramble(state, s, keep_seat=seat)
                assert GAME.hint(scrambled, seat, "scramble") == hint
                assert GAME.why_not(scrambled, seat) == misses


def test_a_hint_is_refused_to_a_seat_the_game_does_not_wait_for() -> None:
    """``ValueError`` for a seat not awaited (or none at all); "why not?" is then empty."""
    state = _positions(*GAMES[0])[5]
    other = (state.to_move + 1) % len(state.players)
    for seat in (other, 7):
        with pytest.raises(ValueError):
            GAME.hint(state, seat, "x")
        assert tuple(GAME.why_not(state, seat)) == ()


def test_reasons_render_in_every_language_and_name_the_runner_up(caplog: pytest.LogCaptureFixture) -> None:
    """Every reason reads as a full sentence in English, German and French with no placeholder left;
    the last one compares with the runner-up and names it in words."""
    for state, _seed, hint in _hints():
        for words in hint.reasons:
            assert words.key.startswith("teach.")
            texts = [_explained(words, lang, caplog) for lang in i18n.LANGUAGES]
            assert len(set(texts)) == 3, texts
        last = hint.reasons[-1]
        if hint.runner_up is None:
            assert last.key == "teach.only"
            continue
        assert last.key in VERSUS
        params = last.kwargs()
        runner = parse(hint.runner_up)
        assert params["runner"] == teach.token_of(state, runner)
        for lang in i18n.LANGUAGES:
            with i18n.speaking(lang):
                named = teach.PARAMS["runner"](str(params["runner"]))
            assert named in _explained(last, lang, caplog)
        assert 0 <= int(params.get("wins", 0)) <= int(params["trials"]) <= hint.rollouts


def test_a_reasons_numbers_are_what_the_move_does() -> None:
    """What a reason says the move gains and costs is the seat's change when the line is applied (a
    delivery's goods are its move, not its price; a tribute received comes later and is not counted)."""
    checked = 0
    for state, _seed, hint in _hints():
        first = hint.reasons[0]
        if first.key not in GAINS:
            continue
        assert first.kwargs()["choice"] == teach.token_of(state, parse(hint.line))
        seat = state.to_move
        after, events = GAME.apply(state, hint.line)
        if _others_moved(events, seat):
            continue
        params = first.kwargs()
        said = _holdings(str(params.get("got", "")))
        for item, amount in _holdings(str(params.get("paid", ""))).items():
            said[item] = said.get(item, 0) - amount
        action = parse(hint.line)
        if isinstance(action, Deliver):
            said[action.good] = said.get(action.good, 0) - action.count
        assert _change(state, after, seat) == {k: v for k, v in said.items() if v}, (hint.line, first)
        checked += 1
    assert checked >= 5


def _others_moved(events: list[Event], seat: int) -> bool:
    """Whether another seat's turn began, or a tribute reached the seat, within the move's events."""
    return any(
        (isinstance(e, CarMoved) and e.seat != seat) or (isinstance(e, Tribute) and e.taker == seat)
        for e in events
    )


def _change(before: GameState, after: GameState, seat: int) -> dict[str, int]:
    """How the seat's VP, pesos and goods changed."""
    old, new = before.players[seat], after.players[seat]
    out = {"vp": new.vp - old.vp, "pesos": new.pesos - old.pesos}
    out.update({g: new.goods[g] - old.goods[g] for g in new.goods})
    return {k: v for k, v in out.items() if v}


# --- why not? ---------------------------------------------------------------------------------------


def test_every_miss_is_a_refused_line_with_the_engines_own_reason() -> None:
    """Every miss is a notation line (printed canonically) that is not legal and that the engine refuses
    with exactly the miss's reason; at most ``MISSES`` per seat, and the kinds of refusal seen cover the
    car, the figure, the buildings and the deliveries."""
    keys = set()
    for state, misses in _misses():
        seat = state.to_move
        assert len(misses) <= MISSES and len({m.line for m in misses}) == len(misses)
        legal = {str(a) for a in GAME.legal_actions(state, seat)}
        for miss in misses:
            assert str(parse(miss.line)) == miss.line and parse(miss.line).seat == seat
            assert miss.line not in legal
            with pytest.raises(IllegalAction) as refusal:
                GAME.apply(state, miss.line)
            assert Words(refusal.value.key, tuple(refusal.value.params.items())) == miss.reason
            keys.add(miss.reason.key)
    assert {
        "illegal.car_cost",
        "illegal.go_colour",
        "illegal.use_not_possible",
        "illegal.not_demanded",
    } <= keys


def test_refusals_read_as_full_sentences_in_every_language(caplog: pytest.LogCaptureFixture) -> None:
    """Each miss's reason is the engine's refusal in the reader's language: one sentence, no
    placeholder left, the building and goods in that language's words."""
    for _state, misses in _misses()[::4]:
        for miss in misses:
            texts = [_explained(miss.reason, lang, caplog) for lang in i18n.LANGUAGES]
            assert len(set(texts)) == 3
            with i18n.speaking("de"):
                assert texts[1] == IllegalAction(miss.reason.key, **miss.reason.kwargs()).localized()


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_refusal_entry_says_why_in_a_full_sentence(lang: str) -> None:
    """Every Santiago refusal reads as one full sentence in every language: it starts with a capital
    letter (or the refused line, quoted as code), ends with a full stop and fills every placeholder."""
    from rules.santiago.messages import CATALOGUE

    for key in (k for k in CATALOGUE if k.startswith("illegal.") and not k.startswith("illegal.flower.")):
        names = i18n.placeholders(CATALOGUE.english[key])
        text = CATALOGUE.text(
            key, lang, **{n: 2 if n in ("steps", "cost", "pesos", "die", "count") else "x" for n in names}
        )
        assert re.match(r"[A-ZÀ-Ü`]", text) and text.endswith("."), (lang, key, text)
        assert "{" not in text and text.count(".") == 1 + text.count("z. B."), (lang, key, text)


# --- one test per rule clause "why not?" relies on ----------------------------------------------------


def _why(state: GameState) -> dict[str, Words]:
    """ "Why not?" of the awaited seat, line by line."""
    return {m.line: m.reason for m in GAME.why_not(state, state.to_move)}


def _key(words: Words) -> str:
    return words.key


def test_sc19_a_car_stop_beyond_the_pesos_is_refused_by_its_fare() -> None:
    """SC-19: «Jede Station, die über die erste hinaus geht, kostet dich jeweils 1 Peso.» (R-6: at most
    pesos + 1 stations.) With 2 pesos the stops of this lap from 4 stations on are refused, the nearest
    first, each with its fare."""
    s = table(2, car=0, ship=SHIP, seats={0: {"pesos": 2}, 1: {"pesos": 1}})
    begin(s)
    misses = list(GAME.why_not(s, 0))
    assert [m.line for m in misses] == [f"0 car {n}" for n in range(4, 11)]
    assert misses[0].reason == Words.of("illegal.car_cost", steps=4, cost=3, pesos=2)


def test_r10_pablo_cannot_give_a_good_the_supply_has_run_out_of() -> None:
    """R-10: «A gain with a choice (Pablo, the black-market take) may only name a good with supply ≥ 1.»"""
    s = table(2, car=7, ship=SHIP, seats={0: {"pesos": 1, "sugar": 5}, 1: {"pesos": 1, "sugar": 3}})
    begin(s)
    play(s, "0 car 1")
    assert s.phase == Phase.PABLO
    assert _why(s) == {"0 pablo sugar": Words.of("illegal.supply_empty", good="sugar")}


def test_sc32_a_tribute_names_only_what_the_giver_has() -> None:
    """SC-32: «Jeder darf sich aussuchen, welches der folgenden Dinge er an dich abgibt: 1 Peso ODER 1 Ware
    (außer Holz) ODER 1 Siegpunkt»: what the giver does not have is refused."""
    s = table(2, car=3, ship=SHIP, seats={0: {"pesos": 1}, 1: {"vp": 2, "rum": 1}})
    begin(s)
    play(s, "0 car 1")
    assert s.phase == Phase.GIVE and s.to_move == 1
    why = _why(s)
    assert why["1 give peso"] == Words.of("illegal.give_none", item="peso")
    assert set(why) == {"1 give peso", "1 give sugar", "1 give citrus", "1 give tobacco", "1 give cigars"}


def _alonso(seats: dict[int, dict[str, Any]]) -> GameState:
    """Seat 0 drives to Alonso (station 6) and must choose there."""
    s = table(2, car=5, ship=SHIP, seats={0: {"pesos": 1}, 1: {"pesos": 1}, **seats})
    begin(s)
    play(s, "0 car 1")
    assert s.phase == Phase.ALONSO
    return s


def test_sc34_alonso_claims_only_a_building_no_one_else_owns() -> None:
    """SC-34 (1): «Du darfst ein beliebiges Gebäude in Besitz nehmen, das noch keinem anderen Spieler
    gehört.»: a building the other player owns is refused, naming the owner."""
    why = _why(_alonso({1: {"pesos": 1, "owns": ["bank"]}}))
    assert why["0 alonso claim bank"] == Words.of("illegal.claim_owned", building="bank", name="P1")


def test_r12_no_claim_once_the_three_markers_are_placed() -> None:
    """R-12 (SC-34: «Jeder von euch kann im Laufe einer Partie maximal 3 Gebäude in Besitz nehmen.»): with
    all 3 markers placed, a claim of a free building is refused."""
    why = _why(_alonso({0: {"pesos": 1, "owns": ["bank", "church", "casino"]}}))
    assert why["0 alonso claim distillery"] == Words.of("illegal.no_markers")


def test_sc34_alonso_uses_only_a_building_of_ones_own() -> None:
    """SC-34 (2): «Du kannst die Funktion eines Gebäudes nutzen, das sich bereits in deinem Besitz
    befindet»: the use of a building not owned is refused, the figure's own building first."""
    s = _alonso({0: {"pesos": 1, "figure": "B3", "owns": ["church"]}})
    misses = list(GAME.why_not(s, 0))
    uses = [m for m in misses if " alonso use " in m.line]
    assert uses[0] == Miss("0 alonso use bank", Words.of("illegal.alonso_not_owned", building="bank"))


def _pedro(seats: dict[int, dict[str, Any]]) -> GameState:
    """Seat 0 drives to Pedro (white: church, casino, newspaper) and moves its figure."""
    s = table(2, car=4, ship=SHIP, seats={0: {"pesos": 1}, 1: {"pesos": 1}, **seats})
    begin(s)
    play(s, "0 car 1")
    return s


def test_sc36_a_building_with_another_figure_is_refused() -> None:
    """SC-36: «Gebäude, die durch eine andere Figur besetzt sind, dürfen nicht betreten werden.» The taken
    building of the Cubaner's colour is the nearest miss."""
    misses = list(GAME.why_not(_pedro({1: {"pesos": 1, "figure": "W2"}}), 0))
    assert misses[0] == Miss("0 go casino", Words.of("illegal.go_occupied", building="casino"))


def test_sc37_the_figure_may_not_stay() -> None:
    """SC-37: «Deine Figur darf nicht einfach stehen bleiben, sondern muss auf ein anderes Gebäude
    ziehen.»"""
    misses = list(GAME.why_not(_pedro({0: {"pesos": 1, "figure": "W1"}}), 0))
    assert misses[0] == Miss("0 go church", Words.of("illegal.go_stay", building="church"))


def test_sc35_a_building_of_another_colour_is_refused() -> None:
    """SC-35: «Das Blumensymbol über dem Gebäude muss die gleiche Farbe haben wie das Blumensymbol des
    zuvor besuchten Cubanerplättchens.» Free buildings of the other colours follow, with their flower."""
    why = _why(_pedro({}))
    assert why["0 go bank"] == Words.of("illegal.go_colour", building="bank", flower="dark blue")
    assert len(why) == MISSES and all(w.key == "illegal.go_colour" for w in why.values())


def test_sc40_only_the_figures_building_can_be_used() -> None:
    """SC-40: «Only the building the figure now stands on can be used»: the seat's own building elsewhere
    is refused."""
    s = using(table(2, ship=SHIP, seats={0: {"pesos": 1, "owns": ["church"]}}), 0, "bank")
    assert _why(s) == {"0 use church": Words.of("illegal.use_elsewhere", building="church", figure="bank")}


def test_r16_the_casino_sells_only_what_the_pesos_buy() -> None:
    """SC-42 and R-16 (casino): «Für je 3 Pesos die du in den Vorrat legst erhältst du jeweils 1
    Siegpunkt»; buying one VP more than the pesos pay for, or selling more VP than held, is refused."""
    s = using(table(2, ship=SHIP, seats={0: {"pesos": 7, "vp": 1}}), 0, "casino")
    why = _why(s)
    line = "0 use casino buy 3"
    assert why[line] == Words.of("illegal.use_not_possible", building="casino", line=line)
    assert "0 use casino sell 2" in why


def test_r17_customs_turns_only_a_die_that_still_shows_a_demand() -> None:
    """R-17: «A die showing 0 cannot be "turned to 0"» and the set-aside die is never demanded."""
    s = using(table(2, ship={**SHIP, "rum": 0}, seats={0: {"pesos": 1}}), 0, "customs")
    assert set(_why(s)) == {"0 use customs rum", "0 use customs cigars"}


def test_sc48_a_delivery_at_most_the_die_and_what_is_held() -> None:
    """SC-48: «1 ≤ k ≤ min(d, held)» and SC-47 «höchstens so viele Einheiten, wie das Schiff aktuell
    nachfragt»: one more than the die, one more than held, and a good not demanded are refused."""
    ship = {"sugar": 1, "citrus": 3, "tobacco": 1, "rum": 1}
    s = delivering(table(2, ship=ship, seats={0: {"sugar": 2, "citrus": 1, "cigars": 1}}), 0)
    why = _why(s)
    assert why["0 deliver sugar 2"] == Words.of("illegal.too_many", good="sugar", die=1)
    assert why["0 deliver citrus 2"] == Words.of("illegal.not_held", good="citrus", count=2)
    assert why["0 deliver cigars 1"] == Words.of("illegal.not_demanded", good="cigars")
    assert list(why)[:3] == ["0 deliver sugar 2", "0 deliver citrus 2", "0 deliver cigars 1"]


def test_sc49_wood_stands_in_for_at_most_one_die() -> None:
    """SC-49: «Holz kann jeweils anstelle einer nachgefragten Warensorte auf das Schiff geliefert werden»
    and R-19 «Wood as g needs 1 ≤ k ≤ g's die value»: more wood than the die is refused."""
    s = delivering(table(2, ship=SHIP, seats={0: {"wood": 2}}), 0)
    assert _why(s)["0 deliver wood 2 sugar"] == Words.of("illegal.too_many", good="sugar", die=1)


# --- reasons read off hand-made positions ---------------------------------------------------------


def _tried(state: GameState, line: str) -> teach.Moved:
    """``line`` tried on ``state`` as the hint tries its choice (from the awaited seat's view)."""
    after, events = GAME.apply(state, line)
    return teach.Moved(GAME.player_view(state, state.to_move), state, after, events, parse(line))


def test_a_cubaners_gift_the_fare_and_the_figures_next_buildings() -> None:
    """SC-19 and SC-29: 2 stations to Maria cost 1 peso and give 2 VP; then the figure may go to the
    yellow buildings no figure stands on (SC-35, SC-36)."""
    s = table(2, car=0, ship=SHIP, seats={0: {"pesos": 3}, 1: {"pesos": 1, "figure": "Y2"}})
    begin(s)
    moved = _tried(s, "0 car 2")
    assert moved.gains() == Words.of("teach.gain_for", choice="car 2 maria", got="vp:2", paid="pesos:1")
    assert next(moved.opens()) == Words.of("teach.next_go", to_buildings="distillery trading_office")


def test_el_zorro_names_the_tribute_and_the_building_used_again() -> None:
    """SC-32 and SC-33: every other player gives 1 thing, and the figure stays to use its building."""
    s = table(3, car=3, ship=SHIP, seats={0: {"pesos": 1, "figure": "B3"}, 1: {"vp": 3}, 2: {"pesos": 2}})
    begin(s)
    opens = list(_tried(s, "0 car 1").opens())
    assert opens[:2] == [Words.of("teach.tribute", count=2), Words.of("teach.again", the_building="bank")]


def test_customs_names_the_demand_cancelled_and_who_loses_it() -> None:
    """SC-42 (customs): the ship no longer wants the good, and the other player holding it (holdings
    shown) can no longer deliver it."""
    s = using(table(2, ship=SHIP, seats={0: {"pesos": 1}, 1: {"rum": 3}}), 0, "customs")
    moved = _tried(s, "0 use customs rum")
    assert moved.gains() == Words.of("teach.customs", choice="use customs rum 1", wanted="rum:1")
    assert Words.of("teach.denies", name="P1", held="rum:3") in list(moved.opens())


def test_the_last_delivery_of_the_seventh_ship_ends_the_game() -> None:
    """SC-50 and SC-62: filling the 7th ship's demand makes it sail and ends the game at once."""
    ship = {"sugar": 1, "citrus": 0, "tobacco": 0, "rum": 0}
    s = delivering(table(2, departed=6, ship=ship, seats={0: {"sugar": 2}}), 0)
    moved = _tried(s, "0 deliver sugar 1")
    assert moved.gains() == Words.of("teach.gain", choice="deliver sugar 1", got="vp:2")
    assert next(moved.opens()) == Words.of("teach.game_ends")


def test_a_figure_on_anothers_building_pays_its_owner() -> None:
    """SC-45: «Stehst du am Ende deines Zuges auf einem Gebäude, das sich im Besitz eines anderen Spielers
    befindet …, erhält dieser sofort 1 Siegpunkt»."""
    s = table(2, car=4, ship=SHIP, seats={0: {"pesos": 1}, 1: {"pesos": 1, "owns": ["casino"]}})
    begin(s)
    play(s, "0 car 1")
    assert next(_tried(s, "0 go casino").opens()) == Words.of("teach.go_owner", name="P1")
