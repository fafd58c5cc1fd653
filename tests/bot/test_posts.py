"""What the Santa Cruz bot shows: public turn messages (no secrets) and the private panel's steps."""

from __future__ import annotations

import dataclasses
import io
import json
import random
from typing import Any

import discord
import pytest
from PIL import Image

from bot.app.ending import end_files
from bot.app.table_layout import newest_fitting
from bot.components import GameButton, GameSelect, Ref
from bot.games.santacruz import choices, panels, posts
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.seam import NEWS_CHARS, Choice, LiveGame, choice_items, coloured, seat_names
from bot.games.seam.choices import BUTTONS
from bot.games.seam.table import Moved, Table
from bot.messaging import Post
from bot.store import GameRow, PlayerRow
from render.santacruz.words import card_name
from rules import i18n
from rules.santacruz import GAME as SANTA_CRUZ
from rules.santacruz import gamedata, narrate
from rules.santacruz.actions import Build, Target
from rules.santacruz.engine import apply, awaiting, legal_actions
from rules.santacruz.events import Event
from rules.santacruz.invariants import scramble_secrets
from rules.santacruz.messages import render as say
from rules.santacruz.records import replay
from rules.santacruz.setup import new_game
from rules.santacruz.simulate import play_random_game
from rules.santacruz.state import GameState
from rules.santacruz.views import player_view, public_view

USERS = [501, 502, 503, 504]


def live_game(state: GameState, version: int = 0) -> LiveGame:
    row = GameRow(9, "santacruz", 1, 77, USERS[0], "active", {}, version, None)
    seats = [PlayerRow(USERS[s], p.name, s) for s, p in enumerate(state.players)]
    return LiveGame(row, SANTA_CRUZ, state, version, seats)


def refs(post: Post) -> list[Ref]:
    assert post.view is not None
    return [item.ref for item in post.view.children if isinstance(item, GameButton | GameSelect)]


def scrambled_events(events: list[Event], rng: random.Random) -> list[Event]:
    """The same events with every secret field changed (what a leak would show)."""
    out = []
    for e in events:
        changes = {
            name: f"x{rng.randrange(10**6)}" if isinstance(getattr(e, name), str) else 99 for name in e.SECRET
        }
        out.append(dataclasses.replace(e, **changes) if changes else e)
    return out


def table_refs(table: Table) -> list[Ref]:
    return [item.ref for item in table.buttons if isinstance(item, GameButton | GameSelect)]


def words(table: Table) -> str:
    """Everything a table says in words."""
    return "\n".join([table.title, *table.news, *table.standings, table.prompt])


def public_parts(table: Table) -> tuple[Any, ...]:
    image = table.board.image if table.board else None
    return (words(table), image, table_refs(table), [n for n, _ in table.files])


def expected_pings(after: GameState) -> list[int]:
    """Who a new table message pings: at a draft everyone who picks; else the awaited (the core posts
    anew, and so pings, only when a new person's turn starts)."""
    seats = range(len(after.players)) if after.phase == "draft" else awaiting(after)
    return sorted(USERS[s] for s in seats)


async def test_turn_messages_of_a_whole_game_show_no_secret_and_end_with_a_replayable_record() -> None:
    """Public tables are built from the public view only: scrambling every secret changes nothing."""
    rng = random.Random(5)
    state = new_game(["Ana", "Ben", "Cem"], seed=11)
    version = 0
    step = 0
    while state.phase != "end":
        seat = rng.choice(sorted(awaiting(state)))
        action = rng.choice(list(legal_actions(state, seat)))
        before = state
        state, events = apply(state, action)
        version += 1
        step += 1
        if step % 7 and state.phase != "end":
            continue
        table = await posts.table(live_game(state, version), [Moved(before, events)], True)
        other = await posts.table(
            live_game(scramble_secrets(state, rng), version),
            [Moved(scramble_secrets(before, rng), scrambled_events(events, rng))],
            True,
        )
        assert public_parts(table)[:3] == public_parts(other)[:3]
        if state.phase != "end":
            assert sorted(table.mentions) == expected_pings(state)
        assert all(f"<@{user}>" in table.prompt for user in table.mentions)
    assert not table.buttons
    files = await end_files(live_game(state, version), say)
    names = [name for name, _ in files]
    assert names[:2] == ["standings.png", "scores.png"]
    assert table.board is not None and table.board.image is not None
    record_name, record = files[-1]
    assert record_name == "santacruz-game-9.json"
    replayed = replay(json.loads(record))
    assert [p.score for p in replayed.players] == [p.score for p in state.players]


async def test_each_player_has_a_block_of_public_facts_on_the_table() -> None:
    """The table tells each player's points, building cards left, scoring cards and bird chips as text
    (what the dashboard drew), from the public view only."""
    state = _advance(new_game(["Ana", "Ben", "Cem"], seed=4), "play", random.Random(2))
    table = await posts.table(live_game(state, 20), [], False)
    view = public_view(state)
    assert len(table.standings) == 3 and table.board is not None and table.board.image is None
    for seat, line in enumerate(table.standings):
        player = view.players[seat]
        assert f"{player.score} point" in line and f"{player.scoring_in_hand} scoring card" in line
    assert "island" in table.board.alt


async def test_the_draft_message_offers_one_button_per_set_and_the_hand() -> None:
    """Round 1 draft: "only the player whose pick it is may click" the public set buttons."""
    state = new_game(["Ana", "Ben"], seed=3)
    table = await posts.table(live_game(state), [], True)
    verbs = [(r.verb, r.arg) for r in table_refs(table)]
    letters = [o.letter for o in public_view(state).draft]
    assert verbs == [*(("pick", letter) for letter in letters), ("hand", "")]
    assert sorted(table.mentions) == USERS[:2], "the draft's start pings everyone who picks, once"
    assert all(table.prompt.count(f"<@{user}>") == 1 for user in USERS[:2]), "a drafter mentioned twice"
    first = USERS[min(awaiting(state))]
    assert f"<@{first}>: pick a set" in table.prompt


async def test_the_start_message_orients_the_players() -> None:
    """Who starts, the draft order (the reverse of the turn order), the starting points, the hand."""
    state = new_game(["Ana", "Ben", "Cem"], seed=3)
    view = public_view(state)
    table = await posts.table(live_game(state), [], True)
    names = [p.name for p in state.players]
    assert f"{names[view.start_player]} starts the play" in table.prompt
    draft = table.prompt.split("other way round: ")[1].split(".")[0]
    assert draft == i18n.join_list([coloured(say, s, names[s]) for s in view.turn_order][::-1])
    bonus = table.prompt.split("Starting points")[1].split("\n")[0]
    for seat in view.turn_order:
        assert f"{names[seat]} {state.players[seat].score}" in bonus
    assert "scoring cards" in table.prompt and "My hand" in table.prompt
    after, events = apply(state, legal_actions(state, min(awaiting(state)))[0])
    later = await posts.table(live_game(after, 1), [Moved(state, events)], False)
    assert "starts the play" not in later.prompt and "My hand" not in later.prompt


async def test_a_beginner_start_lists_the_dealt_sets() -> None:
    """With the sets dealt there is no draft: the start message says who got which set."""
    state = new_game(["Ana", "Ben"], seed=3, random_sets=True)
    table = await posts.table(live_game(state), [], True)
    for player in state.players:
        assert f"{player.name} set {player.set_letter} (" in table.prompt
    assert "other way round" not in table.prompt


async def test_names_in_text_carry_their_colour_and_the_end_names_the_winner() -> None:
    """Each name has its seat's square; the last message names the winner and asks for no Python."""
    rng = random.Random(1)
    state = new_game(["Ana", "Ben"], seed=4)
    while state.phase != "end":
        seat = min(awaiting(state))
        before = state
        state, events = apply(state, rng.choice(list(legal_actions(state, seat))))
    table = await posts.table(live_game(state, 99), [Moved(before, events)], True)
    winner = state.players[public_view(state).ranks[0]]
    assert "python" not in table.prompt.lower()
    assert f"**{coloured(say, state.players.index(winner), winner.name)}** wins" in table.prompt
    squares = {coloured(say, s, "") for s in range(4)}
    assert len(squares) == 4
    assert all(coloured(say, s, p.name) in table.prompt for s, p in enumerate(state.players))


def _advance(state: GameState, phase: str, rng: random.Random) -> GameState:
    while state.phase != phase:
        seat = min(awaiting(state))
        state, _ = apply(state, rng.choice(list(legal_actions(state, seat))))
    return state


async def test_the_panel_in_play_offers_exactly_the_cards_that_may_be_played() -> None:
    """A turn: the active player's panel has a button per playable card kind and scoring card."""
    rng = random.Random(2)
    state = _advance(new_game(["Ana", "Ben", "Cem"], seed=4), "play", rng)
    seat = min(awaiting(state))
    post = await panels.hand_panel(live_game(state, 30), player_view(state, seat))
    got = {(r.verb, r.arg) for r in refs(post)}
    actions = legal_actions(state, seat)
    want = {("card", a.kind) for a in actions if type(a).__name__ == "Build"}
    want |= {("double", "")} if any(type(a).__name__ == "Double" for a in actions) else set()
    want |= {("score", a.card) for a in actions if type(a).__name__ == "Score"}
    assert got == want
    assert all(r.version == 30 for r in refs(post))
    other = next(s for s in range(3) if s != seat)
    idle = await panels.hand_panel(live_game(state, 30), player_view(state, other))
    assert idle.view is None and idle.files[0][0] == "hand.png"


async def test_the_landing_panel_has_a_button_per_free_coast_site_that_lands_there() -> None:
    """Landing: "a building on a free coast site, without a card"; each button plays its site."""
    state = _advance(new_game(["Ana", "Ben"], seed=8), "landing", random.Random(1))
    seat = min(awaiting(state))
    post = await panels.hand_panel(live_game(state, 4), player_view(state, seat))
    legal = [str(a) for a in legal_actions(state, seat)]
    assert len(legal) <= BUTTONS
    assert [(r.verb, r.arg, r.version) for r in refs(post)] == [("do", line, 4) for line in legal]
    assert post.files[0][0] == "board.png"


async def test_more_than_20_sites_keep_ten_buttons_and_go_in_menus_of_25() -> None:
    """Discord allows 25 options per select: 49 targets keep the first ten as buttons and put the rest in
    two menus, in site order, none lost, each choice playing its own line; twenty stay buttons."""
    state = new_game(["Ana", "Ben"], seed=1)
    view = public_view(state)
    targets = [Target(site) for site in sorted(view.sites)]
    options = choices.site_options(view, 0, "ship", targets)
    items = choice_items(9, 3, options, rows=4, more="ship")
    buttons = [i for i in items if isinstance(i, GameButton)]
    selects = [i for i in items if isinstance(i, GameSelect)]
    assert [b.ref.arg for b in buttons] == [f"0 ship {t}" for t in targets[:10]]
    assert [len(s.options) for s in selects] == [25, len(targets) - 35]
    assert [o.value for s in selects for o in s.options] == [f"0 ship {t}" for t in targets[10:]]
    assert all(s.ref.verb == "choose" and s.row is not None and s.row < 4 for s in selects)
    assert all(len(i.custom_id) <= 100 for i in items)
    few = choice_items(9, 3, options[:20], rows=4)
    assert [(b.ref.verb, b.ref.arg) for b in few] == [("do", f"0 ship {t}") for t in targets[:20]]


async def test_the_discard_panel_offers_only_the_players_own_scoring_cards_in_red() -> None:
    """Round 2: "each player discards one of his scoring cards"; only the owner's cards are offered."""
    rng = random.Random(3)
    state = _advance(new_game(["Ana", "Ben", "Cem"], seed=6), "discard", rng)
    for seat in range(3):
        post = await panels.hand_panel(live_game(state, 50), player_view(state, seat))
        buttons = [i for i in post.view.children if isinstance(i, GameButton)] if post.view else []
        own = state.players[seat].hand_scoring
        assert sorted(b.ref.arg for b in buttons) == sorted(set(own))
        assert all(b.ref.verb == "sdo" and b.style is discord.ButtonStyle.danger for b in buttons)


async def test_building_nothing_is_confirmed_with_the_exact_move() -> None:
    """The confirm step carries the notation of the move it will play, bound to the version."""
    state = _advance(new_game(["Ana", "Ben"], seed=8), "landing", random.Random(1))
    seat = min(awaiting(state))
    post = await panels.build_confirm(live_game(state, 6), player_view(state, seat), "road", Target(None))
    confirm, back = refs(post)
    assert (confirm.verb, confirm.arg, confirm.version) == ("do", f"{seat} road -", 6)
    assert back.verb == "act"
    assert post.content == "Your road card can build nowhere now. Play it without building anyway?"


async def test_a_join_is_confirmed_naming_the_joined_player_and_the_one_join_once() -> None:
    """The join's confirmation names the site, its tile, the player joined, and says once that it uses
    the round's one join, in one question (languages.md de G-3: no button label pasted into it)."""
    rng = random.Random(4)
    for seed in range(40):
        state = _advance(new_game(["Ana", "Ben", "Cem"], seed=seed), "play", rng)
        while state.phase != "end":
            seat = min(awaiting(state))
            joins = [a for a in legal_actions(state, seat) if isinstance(a, Build) and a.target.join]
            if joins:
                break
            state, _ = apply(state, rng.choice(list(legal_actions(state, seat))))
        if joins:
            break
    else:
        raise AssertionError("no join in 40 games")
    join, pv = joins[0], player_view(state, seat)
    site = join.target.site
    assert site is not None
    owner = state.players[state.occupants[site][0]].name
    post = await panels.build_confirm(live_game(state, 3), pv, join.kind, join.target)
    facts = choices.tile_facts(public_view(state), site)
    assert post.content == f"Join {owner} on **{site}** ({facts})? It is your one join this round."
    with i18n.speaking("de"):
        german = await panels.build_confirm(live_game(state, 3), pv, join.kind, join.target)
        facts = choices.tile_facts(public_view(state), site)
    assert german.content == (
        f"Auf **{site}** ({facts}) zu {owner} dazusetzen? "
        "Das ist dein einziges Dazusetzen in diesem Durchgang."
    )


def test_custom_ids_round_trip_and_refuse_overlong_ids() -> None:
    """A component's custom id names game, version, verb and argument, within Discord's 100 characters."""
    import re

    from bot.components import PATTERN

    ref = Ref(12, 345, "do", "2 double road L04+")
    match = re.fullmatch(PATTERN, ref.custom_id())
    assert match is not None and Ref.parse(match) == ref
    try:
        Ref(1, 1, "do", "x" * 100).custom_id()
    except ValueError:
        pass
    else:
        raise AssertionError("an overlong custom id was accepted")


def test_every_scoring_card_has_a_name_of_its_own() -> None:
    """Gold 6 and Gold 10 (and every other pair) are named apart in buttons, narration and images."""
    ids = list(gamedata.cards().scoring)
    names = [card_name(card) for card in ids]
    assert len(set(names)) == len(ids), names
    assert {card_name("gold6"), card_name("gold10")} == {"Gold 6", "Gold 10"}


async def test_an_admin_who_chose_webp_gets_the_same_board_in_fewer_bytes() -> None:
    """``BOARD_FORMAT=webp``: the table carries ``board.webp`` with the pixels of the PNG board, in fewer
    bytes (issue 15 made PNG the default: a quarter of the CPU per move)."""
    state = new_game(["Ana", "Ben", "Cleo"], seed=5)
    live = live_game(state)
    png = (await posts.table(live, [], True, image_format="png")).board
    webp = (await posts.table(live, [], True, image_format="webp")).board
    assert png is not None and webp is not None and png.image is not None and webp.image is not None
    assert (png.name, webp.name) == ("board.png", "board.webp")
    decoded = [Image.open(io.BytesIO(data)).convert("RGB").tobytes() for data in (png.image, webp.image)]
    assert decoded[0] == decoded[1] and len(webp.image) < len(png.image)


def test_a_group_of_one_choice_is_a_button_not_a_menu() -> None:
    """Past 20 choices the groups go into menus, but a group of a single choice is a button when there is
    room: a one-option menu is a detour (issue 27)."""
    options = [Choice(f"Site {n:02d}", f"0 ship S{n:02d}") for n in range(10)]
    options += [Choice(f"Casino {n}", f"0 use casino {n}", group="Casino") for n in range(14)]
    options += [Choice("Newspaper", "0 use newspaper", group="Newspaper")]
    items = choice_items(9, 3, options, rows=4)
    selects = [i for i in items if isinstance(i, GameSelect)]
    buttons = [i for i in items if isinstance(i, GameButton)]
    assert [len(s.options) for s in selects] == [14]
    assert "0 use newspaper" in [b.ref.arg for b in buttons] and len(buttons) == 11


def test_long_labels_are_cut_at_a_word() -> None:
    """A label longer than Discord's 80 characters keeps its first words whole and ends with an ellipsis."""
    label = "C02 · join Bartholomew F.-Smythe · lighthouse 2 · fish +3 (your one join this round)"
    button = GameButton(Ref(1, 1, "do", "0 land C02"), label)
    assert button.label is not None and len(button.label) <= 80 and button.label.endswith("…")
    assert label.startswith(button.label[:-1]) and not button.label[:-1].endswith(" ")


def test_the_log_calls_a_round_two_pick_a_pile() -> None:
    """The log names round 1's picks sets and round 2's piles (the line alone does not tell which)."""
    state = play_random_game(3, 2).state
    names = [p.name for p in state.players]
    picks = [i for i, line in enumerate(state.moves) if line.split()[1] == "pick"]
    words = [SantaCruzUI().move_words(state.moves, i, names) for i in picks]
    assert len(words) == 6
    assert all("set" in w and "pile" not in w for w in words[:3])
    assert all("pile" in w and "set" not in w for w in words[3:])


def test_site_buttons_name_the_building_in_the_readers_language() -> None:
    """Review 3.1 D-1 / 3.2 D-1: no English building id ("church 3") on a German or French button."""
    from rules import i18n

    view = public_view(new_game(["Ana", "Ben"], seed=3))
    shown = [s for s, site in view.sites.items() if site.tile is not None]
    assert shown
    for lang, words in (("de", ("Haus", "Kirche", "Leuchtturm")), ("fr", ("maison", "église", "phare"))):
        with i18n.speaking(lang):
            labels = [choices.site_label(view, Target(site, False)) for site in shown]
        for label in labels:
            assert not any(f" {english} " in label for english in ("house", "church", "lighthouse")), label
            assert any(f" {word} " in label for word in words), label


@pytest.mark.parametrize(
    ("lang", "label"),
    [
        ("en", "Set C: 3 ships, 2 roads, 1 river and 1 double move"),
        ("de", "Set C: 3 Schiffe, 2 Wege, 1 Fluss und 1 Doppelzug"),
        ("fr", "Set C : 3 navires, 2 routes, 1 rivière et 1 double action"),
    ],
)
def test_a_set_button_counts_its_cards_in_the_plural(lang: str, label: str) -> None:
    """languages.md de B-1 / fr B-1 (and fr E-1): "3 Schiff", "3 Navire", "3 Ship" were never plural, and
    French capitals changed with the count; each count now has its noun's number, in lower case."""
    with i18n.speaking(lang):
        cards = posts._cards(gamedata.cards().sets["C"])
        said = say("ui.pick.set", letter="C", cards=cards)
    assert said.replace(", and ", " and ") == label, "English lists may take the serial comma (CLDR)"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_join_button_keeps_every_fact_of_its_site_with_a_long_name(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """languages.md de H-1: the join label was cut at 80 characters with a long name. It no longer says
    "your one join" (the confirmation does), and a too long name is shortened, never the tile's facts."""
    view = public_view(new_game(["Ana", "Ben"], seed=3))
    site = next(s for s, v in view.sites.items() if v.tile is not None)
    ben = dataclasses.replace(view.players[1], name="Wolfgang-Maximilian Großherzogßß")
    sites = {**view.sites, site: dataclasses.replace(view.sites[site], occupants=(1,))}
    view = dataclasses.replace(view, players=(view.players[0], ben), sites=sites)
    with i18n.speaking(lang):
        fish = say("ui.site.fish_bonus", name=say("render.resource.fish"), bonus=3)
        building = say("ui.site.building", building="lighthouse", points=4)
        facts = say("ui.site.sep").join([building, fish, say("ui.site.bird")])
        monkeypatch.setattr(choices, "tile_facts", lambda view, site: facts)
        label = choices.site_label(view, Target(site, True))
        whole = say("ui.site.join_label", site=site, name=ben.name, facts=facts)
        once = say("ui.confirm.join", site=site, facts=facts, name="Ana").split("?")[1].strip(" .")
    assert len(label) <= 80 and label.startswith(site) and label.endswith(f" · {facts}"), label
    assert "Wolfgang" in label and ("…" in label) == (len(whole) > 80) and (len(whole) > 80 or lang != "de")
    assert once.split()[-1] not in label


@pytest.mark.parametrize(
    ("lang", "mode", "text"),
    [
        (
            "de",
            "river",
            "Mit deiner Flusskarte kannst du gerade nirgends bauen. Karte trotzdem ohne Bauen spielen?",
        ),
        (
            "fr",
            "road",
            "Ta carte Route ne peut construire nulle part pour l’instant. "
            "La jouer quand même sans construire ?",
        ),
    ],
)
async def test_building_nothing_is_asked_in_one_plain_sentence(lang: str, mode: str, text: str) -> None:
    """languages.md de G-2: "Kein Feld kann diesen Bau aufnehmen, …, wenn du mit deiner Flusskarte bauen
    willst" was convoluted; the card and what happens are now said in two short sentences."""
    state = _advance(new_game(["Ana", "Ben"], seed=8), "landing", random.Random(1))
    seat = min(awaiting(state))
    with i18n.speaking(lang):
        post = await panels.build_confirm(live_game(state, 6), player_view(state, seat), mode, Target(None))
    assert post.content == text


def test_the_french_rules_put_a_space_before_each_colon() -> None:
    """languages.md fr F-1: the scoring cards of the rules read "• **Mouton** : 7 points …", the colon
    from the catalogue with French spacing, not hard-coded."""
    with i18n.speaking("fr"):
        text = "\n".join(page.text for page in SantaCruzUI().rules_pages())
    assert "• **Mouton** : 7 points si tu as construit sur une tuile mouton." in text
    assert "**:" not in text


def test_a_french_direct_message_does_not_capitalise_after_a_colon() -> None:
    """languages.md fr F-5: "Santa Cruz : Tu tires …" had a capital after the colon; a dash leads the
    whole sentence in."""
    from rules.santacruz.events import ChipDrawn

    state = new_game(["Ana", "Ben"], seed=3)
    with i18n.speaking("fr"):
        text = SantaCruzUI().private_news(live_game(state), None, [ChipDrawn(0, 3)], 0)
    assert text is not None and text.startswith("Santa Cruz — Tu tires un jeton oiseau qui vaut 3."), text
    assert " : Tu " not in text


@pytest.mark.parametrize(("lang", "none"), [("en", "none"), ("de", "keine"), ("fr", "aucun")])
def test_no_bird_chips_agree_with_the_chip(lang: str, none: str) -> None:
    """languages.md fr A-2: "Tes jetons oiseau : aucune." (jeton is masculine): chips have their own word."""
    state = new_game(["Ana", "Ben"], seed=3)
    pv = player_view(state, 0)
    assert not pv.chips
    with i18n.speaking(lang):
        text = panels._hand_text(pv)
        assert say("ui.hand.chips", chips=none) in text


def test_the_french_guide_says_tu_and_who_wins_in_french_word_order() -> None:
    """languages.md fr G-2 ("Le plus de points gagne.") and fr C-6 (tu and vous in one sentence)."""
    with i18n.speaking("fr"):
        pages = SantaCruzUI().rules_pages()
    guide = "\n".join(page.text for page in pages)
    assert "Le joueur qui a le plus de points après la manche 2 gagne." in pages[0].text
    assert "À ton tour, tu joues une carte de ta main" in guide
    assert not any(word in guide.split() for word in ("jouez", "vous", "votre", "vos"))


async def test_a_table_edited_through_a_long_run_narrates_only_the_news_it_shows() -> None:
    """A live table edited through a long run of moves (computers playing on, the table never posted
    anew) tells only its newest moves, and shows exactly the lines the whole run's narration would leave
    it after the oldest are cut."""
    rng = random.Random(8)
    state = new_game(["Ana", "Ben", "Cem"], seed=4)
    moved: list[Moved] = []
    while state.phase != "end" and len(moved) < 60:
        seat = rng.choice(sorted(awaiting(state)))
        before = state
        state, events = apply(state, rng.choice(list(legal_actions(state, seat))))
        moved.append(Moved(before, events))
    live = live_game(state, len(moved))
    names = seat_names(say, live)
    whole = [
        line
        for before, events in posts.told_together(moved)
        for line in narrate.describe(events, names, None, before=live.public(before))
    ]
    table = await posts.table(live, moved, False)
    assert len("\n".join(whole)) > NEWS_CHARS, "the run is too short to test anything"
    assert len(table.news) < len(whole)
    for limit in (NEWS_CHARS, 900, 40):
        assert newest_fitting(table.news, limit) == newest_fitting(whole, limit)
