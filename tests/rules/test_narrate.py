"""Narration (DESIGN.md): events "drive both the log and the messages"; the bot "never leak[s] a secret".

The public sentences after a move must tell what happened without a scoring card drawn or discarded in
secret or a bird-chip value; the owner reads its own; the prompt names what the game waits for; the move
log reads any public notation line.
"""

from __future__ import annotations

import dataclasses
import doctest
import random
from dataclasses import dataclass
from functools import cache

import pytest

from rules import i18n
from rules.santacruz import gamedata
from rules.santacruz.actions import Action, Double, DoubleBuild
from rules.santacruz.engine import apply, awaiting, legal_actions, outcome
from rules.santacruz.errors import InvalidAction
from rules.santacruz.events import (
    BuildFailed,
    BuildingsDestroyed,
    Built,
    CardPlayed,
    ChipDrawn,
    ChipPileEmpty,
    ChipsRevealed,
    Discarded,
    Event,
    GameEnded,
    NoBuild,
    RoundEnded,
    RoundStarted,
    Scored,
    ScoringCardDrawn,
    SetPicked,
    TileRevealed,
    is_secret,
)
from rules.santacruz.messages import render
from rules.santacruz.narrate import describe, describe_move, prompt
from rules.santacruz.setup import new_game
from rules.santacruz.state import GameState
from rules.santacruz.views import PublicView, public_view
from tests.rules.scenario import deal, play, tile_with, to_play_phase

NAMES = ["Ana", "Ben", "Cyd", "Dee"]
SCORING = sorted(gamedata.cards().scoring)
TILES = gamedata.tiles()


@dataclass(frozen=True)
class Step:
    """One applied action of a random game, with the table before and after it."""

    before_state: GameState
    before: PublicView
    action: Action
    events: list[Event]
    after: PublicView


@dataclass(frozen=True)
class Game:
    names: list[str]
    steps: list[Step]
    final: GameState


@cache
def _game(players: int, seed: int) -> Game:
    """A whole random game (seats shuffled by the seed), every step kept."""
    rng = random.Random(seed)
    state = new_game(NAMES[:players], seed=seed)
    names = [p.name for p in state.players]
    steps = []
    view = public_view(state)
    while state.phase != "end":
        seat = rng.choice(sorted(awaiting(state)))
        action = rng.choice(legal_actions(state, seat))
        new, events = apply(state, action)
        after = public_view(new)
        steps.append(Step(state, view, action, events, after))
        state, view = new, after
    return Game(names, steps, state)


GAMES = [(players, seed) for players in (2, 3, 4) for seed in (11, 12, 13)]


def _all_steps() -> list[tuple[Game, Step]]:
    return [(g, s) for key in GAMES for g in [_game(*key)] for s in g.steps]


def _text(sentences: list[str]) -> str:
    return "\n".join(sentences)


def _scramble(events: list[Event], viewer: int | None) -> list[Event]:
    """The events with every secret the viewer may not see changed to a different value."""
    out: list[Event] = []
    for e in events:
        if is_secret(e, viewer):
            if isinstance(e, ChipDrawn):
                assert e.value is not None
                e = dataclasses.replace(e, value=e.value + 10)
            elif isinstance(e, ScoringCardDrawn | Discarded):
                assert e.card is not None
                e = dataclasses.replace(e, card=SCORING[(SCORING.index(e.card) + 1) % len(SCORING)])
        out.append(e)
    return out


# --- every event is told --------------------------------------------------------------------------


_EVENT_TYPES = {c.__name__ for c in Event.__subclasses__()}
"""Names, not classes: a slotted dataclass leaves its first class object among the subclasses."""


def _one_of_each() -> list[Event]:
    return [
        SetPicked(0, "A", 1),
        SetPicked(1, "B", 2, ("sheep", "coast")),
        ScoringCardDrawn(0, "fish"),
        Discarded(1, "fish"),
        CardPlayed(0, "road"),
        CardPlayed(1, "double", "ship"),
        CardPlayed(0, "birds", scoring=True),
        Built(1, "L04", "house"),
        BuildFailed(0, "L14", "church"),
        NoBuild(1, "river"),
        TileRevealed("L04", tile_with(kind="land", building="house")),
        Scored(0, 2, "build", "L04"),
        ChipDrawn(1, 2),
        ChipPileEmpty(0),
        BuildingsDestroyed((("V01", 1, "church"),)),
        RoundEnded(1, (1, 0)),
        RoundStarted(2, (0, 1)),
        ChipsRevealed(1, (1, 3)),
        GameEnded((1, 0), (60, 41)),
    ]


def test_the_sample_holds_every_event_type() -> None:
    """The sample below covers every event the engine knows, so a new event type needs words first."""
    assert {type(e).__name__ for e in _one_of_each()} == _EVENT_TYPES


@pytest.mark.parametrize("event", _one_of_each(), ids=lambda e: type(e).__name__)
def test_every_event_alone_is_told_in_words(event: Event) -> None:
    """Each event, even without its neighbours, gives a finished sentence naming whom it concerns."""
    for viewer in (None, 0, 1):
        sentences = describe([event], ["Ana", "Ben"], viewer)
        assert sentences and all(s.strip() for s in sentences)
        assert all("{" not in s and "}" not in s for s in sentences)
        seat = getattr(event, "seat", None)
        if seat is not None and seat != viewer and not isinstance(event, ScoringCardDrawn):
            assert ["Ana", "Ben"][seat] in _text(sentences)


def test_every_event_type_occurs_in_the_games_or_scenarios_and_every_action_is_told() -> None:
    """The random games produce (almost) every event type, and every action yields a sentence."""
    seen: set[str] = set()
    for game, step in _all_steps():
        seen |= {type(e).__name__ for e in step.events}
        assert describe(step.events, game.names), step.action
    assert _EVENT_TYPES - seen <= {"ChipPileEmpty", "BuildFailed"}


def test_names_with_braces_are_printed_as_they_are() -> None:
    sentences = describe([ChipDrawn(0, 1), GameEnded((0, 1), (9, 8))], ["{x}", "B{0}"])
    assert sentences[0].startswith("{x} ")
    assert "B{0} 8" in sentences[1]


# --- secrets --------------------------------------------------------------------------------------


def test_public_sentences_do_not_change_when_the_secrets_do() -> None:
    """For every action of whole 2-, 3- and 4-player games: the text anyone reads is the same whatever
    the scoring cards drawn or discarded and the bird-chip values of the others are."""
    secret_steps = 0
    for game, step in _all_steps():
        seats = range(len(game.names))
        for viewer in (None, *seats):
            told = describe(step.events, game.names, viewer, before=step.before)
            changed = _scramble(step.events, viewer)
            if changed != step.events:
                secret_steps += 1
            assert describe(changed, game.names, viewer, before=step.before) == told, step.action
    assert secret_steps > 50


def test_a_discard_is_told_without_its_card() -> None:
    for game, step in _all_steps():
        for e in step.events:
            if isinstance(e, Discarded):
                assert e.card is not None
                text = _text(describe(step.events, game.names, before=step.before))
                assert render("narrate.discard", name=game.names[e.seat]) in text
                assert render(f"render.scoring.{e.card}") not in text
                assert e.card not in text


def test_the_owner_reads_its_own_secrets_and_no_one_else_does() -> None:
    """ "You draw a bird chip worth 3" for the drawer only; the same for the new card and the discard."""
    found = {ChipDrawn: 0, ScoringCardDrawn: 0, Discarded: 0}
    for game, step in _all_steps():
        for e in step.events:
            if isinstance(e, ChipDrawn):
                own = render("narrate.chip.own", value=e.value)
            elif isinstance(e, ScoringCardDrawn):
                own = render("narrate.new_card.own", card=render(f"render.scoring.{e.card}"))
            elif isinstance(e, Discarded):
                own = render("narrate.discard.own", card=render(f"render.scoring.{e.card}"))
            else:
                continue
            found[type(e)] += 1
            assert own in describe(step.events, game.names, e.seat)
            for viewer in (None, *(s for s in range(len(game.names)) if s != e.seat)):
                assert own not in describe(step.events, game.names, viewer)
    assert all(found.values()), found


# --- what the sentences say -----------------------------------------------------------------------


def test_a_build_names_player_building_site_and_points() -> None:
    for game, step in _all_steps():
        text = _text(describe(step.events, game.names, before=step.before))
        for e in step.events:
            if isinstance(e, Built):
                points = sum(
                    s.points
                    for s in step.events
                    if isinstance(s, Scored) and s.category == "build" and s.source == e.site
                )
                word = "point" if points == 1 else "points"
                building = render(f"narrate.building.{e.building}")
                assert f"{game.names[e.seat]} " in text
                if e.joined:
                    assert f"on {e.site} with a {building} for {points} {word}" in text
                else:
                    assert f"{building} on {e.site} for {points} {word}" in text


def test_a_join_names_the_opponent_joined() -> None:
    """ "joins Ben on L04": the opponent comes from the table before the move."""
    joins = 0
    for game, step in _all_steps():
        for e in step.events:
            if isinstance(e, Built) and e.joined:
                joins += 1
                (other,) = [s for s in step.before.sites[e.site].occupants if s != e.seat]
                text = _text(describe(step.events, game.names, before=step.before))
                assert f"{game.names[e.seat]} " in text
                assert f"joins {game.names[other]} on {e.site}" in text
                plain = _text(describe(step.events, game.names))
                assert f"joins {render('narrate.someone')} on {e.site}" in plain
    assert joins


def test_revealed_tiles_show_their_contents() -> None:
    for game, step in _all_steps():
        text = _text(describe(step.events, game.names))
        for e in step.events:
            if isinstance(e, TileRevealed):
                tile = TILES[e.tile]
                building = render(f"narrate.building.{tile.building}")
                assert f"{e.site} ({building}, {tile.points} point" in text or (
                    f"{e.site}: it holds a {building} ({tile.points} point" in text
                )
                for resource in tile.resources:
                    assert render(f"render.resource.{resource}") in text


def test_a_scoring_card_is_one_sentence_with_every_player_in_scoring_order() -> None:
    """ "Scoring card Birds: Ana 6, Ben 3, Cy 0": the player first, then clockwise (ruling 7)."""
    cards = 0
    for game, step in _all_steps():
        played = [e for e in step.events if isinstance(e, CardPlayed) and e.scoring]
        if not played:
            continue
        cards += 1
        card = played[0]
        n = len(game.names)
        totals = [0] * n
        for e in step.events:
            if isinstance(e, Scored) and e.source == card.card and e.category != "build":
                totals[e.seat] += e.points
        sentences = describe(step.events, game.names)
        (line,) = [s for s in sentences if render(f"render.scoring.{card.card}") in s]
        assert line.startswith(f"{game.names[card.seat]} ")
        positions = []
        for k in range(n):
            seat = (card.seat + k) % n
            shown = f"{totals[seat]:+d}" if totals[seat] else "0"
            positions.append(line.index(f" {game.names[seat]} {shown}"))
        assert positions == sorted(positions)
    assert cards


def test_the_eruption_lists_what_it_destroys() -> None:
    seen = 0
    for game, step in _all_steps():
        for e in step.events:
            if isinstance(e, BuildingsDestroyed):
                seen += 1
                text = _text(describe(step.events, game.names))
                for site, seat, building in e.removed:
                    assert f"{game.names[seat]}'s {render(f'narrate.building.{building}')} on {site}" in text
    assert seen


def test_round_one_ends_with_the_standings_and_the_game_with_the_winner() -> None:
    for players, seed in GAMES:
        game = _game(players, seed)
        for step in game.steps:
            for e in step.events:
                if isinstance(e, RoundEnded) and e.round == 1:
                    text = _text(describe(step.events, game.names, before=step.before))
                    told = [f"{game.names[seat]} {step.after.players[seat].score}" for seat in e.ranks]
                    assert f"Standings: {i18n.join_list(told)}." in text
        result = outcome(game.final)
        assert result is not None
        last = game.steps[-1]
        sentences = describe(last.events, game.names, before=last.before)
        winner = game.names[result.winner]
        assert any(s.startswith(render("narrate.game_over")[:-1]) and winner in s for s in sentences)
        chips = next(s for s in sentences if s.startswith("Bird chips revealed"))
        for seat, p in enumerate(game.final.players):
            assert game.names[seat] in chips
            if p.chips:
                assert f"{game.names[seat]} {' + '.join(map(str, p.chips))}" in chips
        told = [f"{game.names[seat]} {result.scores[seat]}" for seat in result.order]
        assert f"Final scores: {i18n.join_list(told)}." in sentences[-1]


def test_a_failed_river_build_onto_a_face_down_tile_is_told() -> None:
    """RULINGS 5: the tile is turned up; lacking its building, nothing is built."""
    church = tile_with(kind="land", building="church")
    state = to_play_phase(
        deal(2, start_player=0, sets=["A", "B"], tiles={"L14": church}), {0: "C11", 1: "C12"}
    )
    assert "L14" not in state.face_up
    state.players[0].supply["church"] = 0
    events = play(state, "0 river L14")
    assert any(isinstance(e, BuildFailed) for e in events)
    sentences = describe(events, ["Ana", "Ben"])
    assert sentences[0].startswith("Ana plays a river card onto the face-down tile L14: it holds a church (")
    assert sentences[1].startswith("Ana has no church left for the tile on L14")


def test_an_empty_chip_pile_is_told() -> None:
    """RULINGS 10: "If the pile is empty, no chip is drawn and the log says so." """
    bird = tile_with(kind="land", bird=True)
    state = to_play_phase(
        deal(2, start_player=0, sets=["A", "B"], tiles={"L04": bird}, chips=[]), {0: "C03", 1: "C12"}
    )
    events = play(state, "0 road L04")
    assert ChipPileEmpty(0) in events
    assert render("narrate.chip.empty", name="Ana") in describe(events, ["Ana", "Ben"])


def test_a_double_move_in_one_line_tells_the_start_and_both_builds() -> None:
    """A record's "1 double road L04 L20" is one action: the card, then each build in order."""
    checked = 0
    for players, seed in GAMES:
        steps = _game(players, seed).steps
        names = _game(players, seed).names
        for i, step in enumerate(steps):
            start = step.action
            if not isinstance(start, Double):
                continue
            builds = [steps[i + 1].action, steps[i + 2].action]
            targets = tuple(b.target for b in builds if isinstance(b, DoubleBuild))
            assert len(targets) == 2
            whole = Double(start.seat, start.kind, targets)
            _, events = apply(step.before_state, whole)
            one = describe(events, names, before=step.before)
            together = [*step.events, *steps[i + 1].events, *steps[i + 2].events]
            assert one == describe(together, names, before=step.before)
            checked += 1
    assert checked


# --- prompt ---------------------------------------------------------------------------------------


def test_the_prompt_has_one_place_for_the_awaited_players_until_the_game_ends() -> None:
    phases: set[tuple[int, str]] = set()
    for _, step in _all_steps():
        view = step.before
        phases.add((view.round, view.phase))
        text = prompt(view)
        assert text.count("{who}") == 1
        filled = text.format(who="<@1>")
        assert "<@1>" in filled and "{" not in filled and "}" not in filled
        if view.phase == "draft":
            assert all(d.letter in filled for d in view.draft)
        if view.double is not None:
            assert f"build {view.double[1] + 1} of 2" in filled
        if view.phase == "discard":
            assert filled.endswith("Still choosing: <@1>.")
    assert phases >= {(1, "draft"), (1, "landing"), (1, "play"), (2, "draft"), (2, "discard"), (2, "play")}
    for players, seed in GAMES:
        assert prompt(_game(players, seed).steps[-1].after) == render("narrate.prompt.end")
        assert "{who}" not in render("narrate.prompt.end")


# --- describe_move --------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_every_public_move_line_reads_in_words(players: int, seed: int) -> None:
    game = _game(players, seed)
    moves = public_view(game.final).moves
    assert moves and any(" discard ?" in m for m in moves)
    for line in moves:
        words = describe_move(line, game.names)
        seat = int(line.split()[0])
        assert words.startswith(game.names[seat] + " ")
        for arg in line.split()[2:]:
            site = arg.rstrip("+")
            if site in gamedata.board().sites:
                assert site in words


def test_a_discard_line_never_reveals_the_card() -> None:
    game = _game(3, 12)
    private = [m for m in game.final.moves if m.split()[1] == "discard"]
    assert private
    for line in private:
        seat, _, card = line.split()
        told = describe_move(line, game.names)
        assert told == describe_move(f"{seat} discard ?", game.names)
        assert card not in told and render(f"render.scoring.{card}") not in told
    assert describe_move("0 discard ?", NAMES) == "Ana discards a scoring card in secret."


def test_move_lines_in_words() -> None:
    assert describe_move("1 double road L04 L20", NAMES) == (
        "Ben plays the double move with roads: builds on L04, then builds on L20."
    )
    assert describe_move("2 double river L13 -", NAMES) == (
        "Cyd plays the double move with rivers: builds on L13; the second build finds no site."
    )
    assert describe_move("3 ship C05+", NAMES) == "Dee plays a ship card and joins another player on C05."
    assert describe_move("0 road -", NAMES) == "Ana plays a road card but cannot build."
    assert describe_move("0 build L04", NAMES) == "Ana builds on L04 (double move)."
    assert describe_move("0 build -", NAMES) == "Ana finds no site for this build of the double move."
    assert describe_move("0 score wood-sugar", NAMES) == "Ana plays the scoring card Wood and sugar."
    assert describe_move("2 pick B", NAMES) == "Cyd takes the cards of set B."
    assert describe_move("1 land C05", NAMES) == "Ben lands on C05."


def test_a_round_2_pick_is_a_pile_not_a_set() -> None:
    """Round 2 drafts piles: the pick says pile there, and set in round 1."""
    assert describe_move("2 pick B", NAMES, pile=True) == "Cyd takes pile B."
    assert describe_move("2 pick B", NAMES, you=True, pile=True) == "You take pile B."
    assert describe_move("2 pick B", NAMES, you=True) == "You take the cards of set B."


@pytest.mark.parametrize("line", ["0 fly L04", "9 discard ?", "x discard ?", "0 discard", "0 road Z99"])
def test_a_line_that_is_not_a_move_is_refused(line: str) -> None:
    with pytest.raises(InvalidAction):
        describe_move(line, NAMES)


def test_the_docstring_examples_hold() -> None:
    from rules.santacruz import narrate

    result = doctest.testmod(narrate, raise_on_error=False)
    assert result.attempted > 0 and result.failed == 0


# --- grammar in German and French (review 3.1 A-3..A-6, 3.2 G-1) --------------------------------


@pytest.mark.parametrize(
    ("lang", "land", "build", "join"),
    [
        (
            "de",
            "Ana landet mit einer Kirche auf C03 an (3 Punkte).",
            "Ana spielt eine Schiffkarte und baut einen Leuchtturm auf C11 (1 Punkt).",
            "Ana setzt ein Haus zu Ben auf S1 dazu (2 Punkte).",
        ),
        (
            "fr",
            "Ana arrive sur C03 avec une église (3 points).",
            "Ana joue une carte Navire et construit un phare sur C11 (1 point).",
            "Ana rejoint Ben sur S1 avec une maison (2 points).",
        ),
    ],
)
def test_builds_name_the_building_with_its_article_in_the_right_case(
    lang: str, land: str, build: str, join: str
) -> None:
    from rules import i18n

    with i18n.speaking(lang):
        assert describe([Built(0, "C03", "church", landing=True), Scored(0, 3, "build", "C03")], NAMES) == [
            land
        ]
        events: list[Event] = [
            CardPlayed(0, "ship"),
            Built(0, "C11", "lighthouse"),
            Scored(0, 1, "build", "C11"),
        ]
        assert describe(events, NAMES) == [build]
        joined = describe([Built(0, "S1", "house", joined=True), Scored(0, 2, "build", "S1")], NAMES)
        assert joined == [join.replace("Ben", "einem anderen Spieler" if lang == "de" else "un autre joueur")]


def test_the_winner_wins_with_points_in_the_dative() -> None:
    from rules import i18n

    with i18n.speaking("de"):
        text = describe([GameEnded((1, 0), (90, 106))], NAMES)[0]
    assert "Ben gewinnt mit 106 Punkten." in text


@pytest.mark.parametrize(
    ("lang", "line", "said"),
    [
        ("de", "0 road L04", "Du spielst eine Wegkarte und baust auf L04."),
        ("de", "0 river -", "Du spielst eine Flusskarte, kannst aber nirgends bauen."),
        ("de", "0 double river - -", "Du spielst den Doppelzug mit Flüssen, kannst aber nirgends bauen."),
        ("fr", "0 ship C08", "Tu joues une carte Navire et tu construis sur C08."),
        (
            "fr",
            "0 double river - -",
            "Tu joues la double action avec des rivières, mais tu ne peux construire nulle part.",
        ),
    ],
)
def test_the_movers_own_answer_is_one_second_person_sentence(lang: str, line: str, said: str) -> None:
    from rules import i18n

    with i18n.speaking(lang):
        text = describe_move(line, NAMES, you=True)
    assert text == said
    assert "Ana" not in text


# --- languages.md: counted cards, the double move, the discard prompt -----------------------------


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Ana picks set C: 3 ships, 2 roads, 1 river, and 1 double move."),
        ("de", "Ana wählt Set C: 3 Schiffe, 2 Wege, 1 Fluss und 1 Doppelzug."),
        ("fr", "Ana choisit le set C : 3 navires, 2 routes, 1 rivière et 1 double action."),
    ],
)
def test_a_picked_set_counts_its_cards_in_the_nominative_plural(lang: str, said: str) -> None:
    """languages.md de A-1 ("3 Schiffen, 2 Wegen": dative after a bare number) and fr E-1 ("1 Rivière et
    1 Double action": capitals that came and went with the count)."""
    from rules import i18n

    with i18n.speaking(lang):
        assert describe([SetPicked(0, "C", 1)], NAMES) == [said]


@pytest.mark.parametrize(
    ("lang", "count", "said"),
    [
        ("en", 1, "1 ship"),
        ("en", 3, "3 ships"),
        ("de", 1, "1 Schiff"),
        ("de", 3, "3 Schiffe"),
        ("fr", 1, "1 navire"),
        ("fr", 3, "3 navires"),
    ],
)
def test_a_count_of_cards_has_its_nouns_number(lang: str, count: int, said: str) -> None:
    """languages.md de B-1 / fr B-1: a number and a card kind are one catalogue sentence, never joined
    in code ("3 Schiff", "3 Navire", "3 Ship")."""
    from rules import i18n
    from rules.santacruz.narrate import cards_text

    with i18n.speaking(lang):
        assert cards_text("ship", count) == said


def _double_view() -> PublicView:
    for _, step in _all_steps():
        if step.before.double is not None and step.before.double[0] == "road":
            return dataclasses.replace(step.before, double=("road", 0))
    raise AssertionError("no double move with roads in the games")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "{who}: build 1 of 2 with your double move (roads)."),
        ("de", "{who}: baue mit deinem Doppelzug (Wege), Bau 1 von 2."),
        ("fr", "{who} : construction 1 sur 2 de ta double action (routes)."),
    ],
)
def test_the_double_move_prompt_names_its_kind_in_the_nominative(lang: str, said: str) -> None:
    """languages.md de A-2: "mit deinem Doppelzug (Wegen)" read as the preposition *wegen*."""
    from rules import i18n

    with i18n.speaking(lang):
        assert prompt(_double_view()) == said


def test_the_french_double_move_that_cannot_build_names_it_with_its_article() -> None:
    """languages.md fr A-1: "… nulle part avec Rivière" had a bare card name; languages-2.md FR-12: no
    "plus" (nothing was built before) and no "rien n’est construit" after it."""
    from rules import i18n

    with i18n.speaking("fr"):
        text = describe([NoBuild(0, "river")], NAMES)
    assert text == ["Ana ne peut construire nulle part avec sa double action (rivières)."]


def test_the_french_discard_prompt_has_a_subject_for_its_verb() -> None:
    """languages.md fr G-3: "Choisissent encore : …" had no subject; languages-2.md FR-14: "Doivent
    encore choisir" is plural before one name, so "Encore à choisir : …" fits any number."""
    from rules import i18n

    for _, step in _all_steps():
        if step.before.phase == "discard":
            with i18n.speaking("fr"):
                assert prompt(step.before).endswith("Encore à choisir : {who}.")
            return
    raise AssertionError("no discard in the games")
