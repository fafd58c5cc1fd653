"""Teaching Santa Cruz from its own engine (issue 44): the strong computer's hint with the reasons its own
evaluation gives, and the choices near those offered that the rules refuse a seat now ("why not?").

Both work from one seat's player view only, so they tell that seat nothing it could not see.

:func:`hint` runs the strong player's own decision (:func:`rules.santacruz.ai.decide`: the view, what it
knows, the state sampled from it and the ranking of the candidates, exactly as
``computer_action(..., "strong", seed)`` decides), then reads the reasons off that decision: what the
chosen action gains now (applied to the sampled state: its events and score change, what a scoring card
scores for everyone), what a build opens for the seat's remaining road and river cards or takes from
another player, and how the runner-up of the ranking fared. Nothing hidden from the seat is stated as a
fact: a face-down site is told by the tiles that may lie there, a bird chip by its count only.

:func:`why_not` tries the choices a player may expect next to those offered (a site one step beyond a
card's reach, an occupied site, a join, a site whose building the seat has run out of, a set already
taken) against the engine's own refusals (:func:`rules.santacruz.refusals.check`), nearest first.

Sentences are :class:`~rules.teach.Words`: ``teach.*`` keys (and the refusals' ``illegal.*``) whose
parameters are names, numbers, site codes and ids; :func:`explain` names the ids in the reader's
language (scoring cards here, building kinds and card kinds through the catalogue's selectors).
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Iterable, Iterator

from rules.santacruz import gamedata
from rules.santacruz.actions import Action, Build, Discard, Double, DoubleBuild, Land, Pick, Score, Target
from rules.santacruz.ai import Decision, decide
from rules.santacruz.ai.policy import _SET_AFFINITY, card_potential
from rules.santacruz.ai.search import MARGIN_SCALE
from rules.santacruz.engine import apply_in_place, legal_actions
from rules.santacruz.errors import IllegalAction
from rules.santacruz.events import BuildingsDestroyed, Built, ChipDrawn, Event, Scored
from rules.santacruz.messages import CATALOGUE
from rules.santacruz.narrate import quoted
from rules.santacruz.notation import parse
from rules.santacruz.refusals import check
from rules.santacruz.scoring import card_points
from rules.santacruz.state import GameState, Phase
from rules.santacruz.targets import awaiting, build_targets
from rules.santacruz.views import PlayerView, player_view
from rules.teach import MISSES, Hint, Miss, WordParam, Words

_BOARD = gamedata.board()
_TILES = gamedata.tiles()
_CARDS = gamedata.cards()
_KINDS = gamedata.BUILD_CARD_KINDS
_COAST = frozenset(_BOARD.sites_of_kind("coast"))
_ROAD_NB = _BOARD.road_neighbours
_NEAR_NB = _BOARD.reveal_neighbours
_RIVER_MATES = {
    sid: frozenset(s for river in site.rivers for s in _BOARD.rivers[river].sites)
    for sid, site in _BOARD.sites.items()
}
"""Each site's river neighbours in the river card's sense: every site on a river it lies on."""
_FAR = 99
"""The distance of a site no building of the seat leads to."""
_NEAR = 2
"""How far from the seat's buildings (along roads and rivers) a free site out of a card's reach is still a
near choice: one step beyond the sites the card reaches."""
_UTILITY_CAP = 0.999
"""Mean utilities are clipped below 1 before they are turned back into points (atanh)."""
_LIST_SEP = ","
"""How a list of ids (scoring cards, sites, set letters) is written into one parameter; :func:`explain`
splits it."""
_LIST_REFUSALS = frozenset({"available", "sites"})
"""The refusals' parameters that are lists (``illegal.set_taken``, ``illegal.must_build``)."""


# --- the hint ------------------------------------------------------------------------------------


def hint(state: GameState, seat: int, seed: str) -> Hint:
    """The strong computer's choice for ``seat`` with 1 to 3 reasons from its evaluation; decided from
    ``player_view(state, seat)`` only, exactly as ``computer_action(state, seat, "strong", seed)``.

    Raises ``ValueError`` when the game does not wait for ``seat``.
    """
    decision = decide(player_view(state, seat), random.Random(seed))
    ranking = decision.ranking
    reasons = [*_gains(decision, decision.action), _comparison(decision)]
    runner_up = str(ranking[1].candidate) if len(ranking) > 1 else None
    return Hint(str(decision.action), tuple(reasons), runner_up, sum(r.trials for r in ranking))


def _gains(d: Decision, action: Action) -> list[Words]:
    """What ``action`` gains now and, for a build, what it opens or takes from another player (0 to 2
    sentences)."""
    if isinstance(action, Pick):
        return _pick_words(d, action.letter)
    if isinstance(action, Discard):
        return _discard_words(d, action.card)
    if isinstance(action, Score):
        return _score_words(d, action)
    if isinstance(action, Double):
        return [_double_words(d, action.kind)]
    kind, target = build_of(d.view, action)
    if target.site is None:
        return _nothing_built(action, kind)
    first = _site_gain(d, action, target)
    second = takes(d.view, kind, target) or _opens(d, action, target.site)
    return [first] if second is None else [first, second]


def _nothing_built(action: Action, kind: str) -> list[Words]:
    """A build played where nothing can be built: a card kind, or a double move's build."""
    if isinstance(action, Land):
        return []
    if isinstance(action, DoubleBuild):
        return [Words.of("teach.gain.double_no_build", kind=kind)]
    return [Words.of("teach.gain.no_build", kind=kind)]


def build_of(view: PlayerView, action: Land | Build | DoubleBuild) -> tuple[str, Target]:
    """The kind of build (``land``, a card kind, or the double move's kind, as ``view`` shows it under
    way) and where it goes."""
    if isinstance(action, Land):
        return "land", Target(action.site)
    if isinstance(action, Build):
        return action.kind, action.target
    assert view.public.double is not None
    return view.public.double[0], action.target


def _applied(d: Decision, action: Action) -> tuple[GameState, list[Event]]:
    """``action`` applied to a copy of the sampled state the decision started from, with its events."""
    after = d.sample.clone()
    return after, list(apply_in_place(after, action))


def _name(view: PlayerView, seat: int) -> str:
    """A seat's name as the table shows it."""
    return view.public.players[seat].name


# --- what a build gains, opens and takes -----------------------------------------------------------


def _site_gain(d: Decision, action: Action, target: Target) -> Words:
    """The build's building and points (and bird chip, and the scoring card in hand it feeds most), from
    its events; a face-down site by the mean worth of the tiles the seat has not seen."""
    site = target.site
    assert site is not None
    if d.view.public.sites[site].tile is None:
        return _hidden_gain(d, site)
    seat = d.view.seat
    after, events = _applied(d, action)
    built = next(e for e in events if isinstance(e, Built) and e.seat == seat)
    points = sum(e.points for e in events if isinstance(e, Scored) and e.seat == seat and e.source == site)
    bird = "yes" if any(isinstance(e, ChipDrawn) and e.seat == seat for e in events) else "no"
    params: dict[str, WordParam] = {"site": site, "building": built.building, "points": points, "bird": bird}
    if target.join:
        occupant = next(s for s in d.view.public.sites[site].occupants if s != seat)
        return Words.of("teach.gain.join", name=_name(d.view, occupant), **params)
    card, more = _card_boost(d, after)
    if more > 0:
        return Words.of("teach.gain.build_card", **params, card=card, more=more)
    return Words.of("teach.gain.build", **params)


def _card_boost(d: Decision, after: GameState) -> tuple[str, int]:
    """The scoring card in the seat's hand whose worth to it grows most from ``after``'s build, and by
    how many points (the engine's own count, before and after)."""
    seat = d.view.seat
    best, more = "", 0
    for card in sorted(set(d.view.hand_scoring)):
        before = sum(p for p, _, _ in card_points(d.sample, card, seat))
        gained = sum(p for p, _, _ in card_points(after, card, seat)) - before
        if gained > more:
            best, more = card, gained
    return best, more


def _hidden_gain(d: Decision, site: str) -> Words:
    """A face-down site: the mean points of the tiles of its kind the seat has not seen yet."""
    pool = d.know.hidden_tiles[_BOARD.sites[site].kind]
    mean = sum(_TILES[t].points for t in pool) / len(pool) if pool else 0.0
    return Words.of("teach.gain.hidden", site=site, mean=round(mean, 1))


def takes(view: PlayerView, kind: str, target: Target) -> Words | None:
    """The free site another player could have built on with a card in hand (or landed on), named with
    the first such player after the seat (``name``); the last free coast site is said to be the last.
    Public facts only: the board, the turn order and the building cards each player still holds."""
    site = target.site
    if site is None or target.join:
        return None
    seat = view.seat
    players = view.public.players
    tile = view.public.sites[site].tile
    for step in range(1, len(players)):
        other = (seat + step) % len(players)
        if not _could_build(view, other, site, kind) or (tile and not players[other].supply[tile.building]):
            continue
        coast_left = sum(1 for s in _COAST if not view.public.sites[s].occupants)
        if kind == "land":
            key = "teach.takes.landing"
        elif site in _COAST and coast_left == 1:
            key = "teach.takes.last_coast"
        else:
            key = "teach.takes.site"
        return Words.of(key, site=site, name=players[other].name)
    return None


def _could_build(view: PlayerView, other: int, site: str, kind: str) -> bool:
    """Whether seat ``other`` could build on the free ``site`` with a card it holds (at the landing:
    whether it lands after the seat)."""
    pub = view.public
    if kind == "land":
        order = list(pub.turn_order)
        return site in _COAST and order.index(other) > order.index(view.seat)
    player = pub.players[other]
    held = {k: player.building_total[k] - player.building_played[k] for k in gamedata.CARD_KINDS}
    double = held["double"] > 0
    own = set(player.sites)
    if site in _COAST and (held["ship"] or double):
        return True
    if (held["road"] or double) and not own.isdisjoint(_ROAD_NB[site]):
        return True
    return bool((held["river"] or double) and not own.isdisjoint(_RIVER_MATES[site]))


def _opens(d: Decision, action: Action, site: str) -> Words | None:
    """The free sites the build brings within reach of the road or river cards the seat still holds
    after it (whichever gains more), by the board's roads and rivers alone."""
    view = d.view
    hand = dict(view.hand_building)
    if isinstance(action, Build):
        hand[action.kind] -= 1
    own = set(view.public.players[view.seat].sites)
    best: tuple[int, str, list[str]] = (0, "", [])
    for kind in ("road", "river"):
        if not hand.get(kind):
            continue
        fresh = sorted(_reach(view, own | {site}, kind) - _reach(view, own, kind) - {site})
        if len(fresh) > best[0]:
            best = (len(fresh), kind, fresh)
    count, kind, fresh = best
    if not count:
        return None
    return Words.of("teach.opens", kind=kind, count=count, sites=_LIST_SEP.join(fresh))


def _reach(view: PlayerView, own: set[str], kind: str) -> set[str]:
    """The free sites a road or river card reaches from ``own`` buildings."""
    near: set[str] = set()
    for site in own:
        near |= _ROAD_NB[site] if kind == "road" else _RIVER_MATES[site]
    return {s for s in near if not view.public.sites[s].occupants and s not in own}


# --- double moves, scoring cards, drafts and the discard ------------------------------------------


def _double_words(d: Decision, kind: str) -> Words:
    """How many free sites a double move of ``kind`` reaches now, and the best face-up one's points."""
    sites = d.view.public.sites
    free = [t.site for t in build_targets(d.sample, d.view.seat, kind) if t.site and not t.join]
    shown = sorted((-tile.points, s) for s in free if (tile := sites[s].tile) is not None)
    if not free:
        return Words.of("teach.gain.double_none", kind=kind)
    if not shown:
        return Words.of("teach.gain.double_hidden", kind=kind, count=len(free))
    points, site = -shown[0][0], shown[0][1]
    return Words.of("teach.gain.double", kind=kind, count=len(free), site=site, points=points)


def _score_words(d: Decision, action: Score) -> list[Words]:
    """What the scoring card scores now for the seat and for the best of the others (the eruption: the
    buildings it removes and what it costs the seat), from its events."""
    seat = d.view.seat
    _after, events = _applied(d, action)
    points = [0] * len(d.view.public.players)
    for e in events:
        if isinstance(e, Scored) and e.source == action.card:
            points[e.seat] += e.points
    if action.card == "eruption":
        removed = [r for e in events if isinstance(e, BuildingsDestroyed) for r in e.removed]
        theirs = sum(1 for _, owner, _ in removed if owner != seat)
        return [Words.of("teach.gain.eruption", count=theirs, lost=-points[seat])]
    others = [(p, s) for s, p in enumerate(points) if s != seat]
    best, other = max(others, key=lambda o: (o[0], -o[1]))
    if best <= 0 and points[seat] <= 0:
        return [Words.of("teach.gain.score_nothing", card=action.card)]
    if best <= 0:
        return [Words.of("teach.gain.score_alone", card=action.card, points=points[seat])]
    name = _name(d.view, other)
    return [Words.of("teach.gain.score", card=action.card, points=points[seat], name=name, theirs=best)]


def _pick_words(d: Decision, letter: str) -> list[Words]:
    """A draft pick: the set's (or pile's) cards against the other sets left, and the scoring cards its
    building cards serve."""
    pub = d.view.public
    if pub.round == 2:
        pile = next(o.scoring for o in pub.draft if o.letter == letter)
        first = (
            Words.of("teach.gain.pile", letter=letter, count=len(pile), cards=_LIST_SEP.join(pile))
            if pile
            else Words.of("teach.gain.pile_bare", letter=letter)
        )
        held = [*pile, *d.view.hand_scoring, *([d.view.new_card] if d.view.new_card else [])]
    else:
        first = _set_words(d, letter) or _set_cards(letter)
        held = list(d.view.hand_scoring)
    second = _suits(letter, held) if pub.round == 1 else _set_words(d, letter) or _suits(letter, held)
    return [first] if second is None else [first, second]


def _set_cards(letter: str) -> Words:
    """What a set holds."""
    counts = _CARDS.sets[letter]
    return Words.of(
        "teach.gain.set", letter=letter, ship=counts["ship"], road=counts["road"], river=counts["river"]
    )


def _set_words(d: Decision, letter: str) -> Words | None:
    """The kind of building card the set holds more of than any other set left, if one."""
    others = [o.letter for o in d.view.public.draft if o.letter != letter]
    if not others:
        return None
    counts = _CARDS.sets[letter]
    leads = [(counts[k] - max(_CARDS.sets[o][k] for o in others), k) for k in _KINDS]
    lead, kind = max(leads, key=lambda x: (x[0], -_KINDS.index(x[1])))
    if lead <= 0:
        return None
    most = max(_CARDS.sets[o][kind] for o in others)
    return Words.of("teach.set_most", letter=letter, kind=kind, count=counts[kind], most=most)


def _suits(letter: str, cards: Iterable[str]) -> Words | None:
    """The building-card kind of the set that serves the given scoring cards most (the greedy draft's
    own affinities), with the cards it serves."""
    counts = _CARDS.sets[letter]
    held = sorted(set(cards))
    weight = {k: sum(_SET_AFFINITY.get(c, {}).get(k, 0.0) * counts[k] for c in held) for k in _KINDS}
    kind = max(_KINDS, key=lambda k: (weight[k], -_KINDS.index(k)))
    served = [c for c in held if _SET_AFFINITY.get(c, {}).get(kind)]
    if not served:
        return None
    return Words.of("teach.suits", letter=letter, kind=kind, count=len(served), cards=_LIST_SEP.join(served))


def _discard_words(d: Decision, card: str) -> list[Words]:
    """The secret discard: the card put away and those kept (the seat's own hand), and the greedy
    estimate of each card's worth this round when the card put away is the least."""
    hand = list(d.view.hand_scoring)
    kept = list(hand)
    kept.remove(card)
    first = Words.of("teach.gain.discard", card=card, count=len(kept), cards=_LIST_SEP.join(kept))
    worth = {c: card_potential(d.sample, d.view.seat, c) for c in hand}
    best = max(kept, key=lambda c: (worth[c], c))
    if any(worth[c] < worth[card] for c in kept):
        return [first]
    return [
        first,
        Words.of(
            "teach.discard.least",
            card=card,
            worth=round(worth[card], 1),
            best_card=best,
            best=round(worth[best], 1),
        ),
    ]


# --- the runner-up, or why there was none -----------------------------------------------------------


def _comparison(d: Decision) -> Words:
    """How the runner-up came out behind the choice in the ranking (in points of margin over the best
    other seat, from the two means), or why the choice needed no comparison."""
    ranking = d.ranking
    if len(ranking) == 1:
        return _only(d)
    win, runner = ranking[0], ranking[1]
    behind = max(0, round(MARGIN_SCALE * (_atanh(win.mean) - _atanh(runner.mean))))
    key, params = described(d.view, runner.candidate)
    return Words(f"teach.versus.{key}", (*params, ("points", behind), ("trials", runner.trials)))


def _atanh(utility: float) -> float:
    """A mean utility (``tanh`` of a margin over the margin scale) back on the margin's scale."""
    return math.atanh(max(-_UTILITY_CAP, min(_UTILITY_CAP, utility)))


def described(view: PlayerView, action: Action) -> tuple[str, tuple[tuple[str, WordParam], ...]]:
    """The kind of choice ``action`` is at ``view`` (the ``teach.versus.*`` key that names it: ``set``,
    ``pile``, ``build``, ``land``…) and the parameters that name it (a set letter, a card, a site)."""
    if isinstance(action, Pick):
        return ("pile" if view.public.round == 2 else "set"), (("letter", action.letter),)
    if isinstance(action, Discard):
        return "discard", (("card", action.card),)
    if isinstance(action, Score):
        return "score", (("card", action.card),)
    if isinstance(action, Double):
        return "double", (("kind", action.kind),)
    kind, target = build_of(view, action)
    if isinstance(action, Land):
        return "land", (("site", target.site or "-"),)
    double = isinstance(action, DoubleBuild)
    if target.site is None:
        return ("double_none", ()) if double else ("no_build", (("kind", kind),))
    if double:
        return ("double_join" if target.join else "double_build"), (("site", target.site),)
    return ("join" if target.join else "build"), (("kind", kind), ("site", target.site))


def _only(d: Decision) -> Words:
    """Why the choice was the only sensible one: the only legal action (the last set, the only free
    coast site, ...) or the only one the greedy ranking kept."""
    action = d.action
    legal = len(legal_actions(d.sample, d.view.seat))
    if legal > 1:
        return Words.of("teach.only.sensible", count=legal - 1)
    if isinstance(action, Pick):
        key = "teach.only.last_pile" if d.view.public.round == 2 else "teach.only.last_set"
        return Words.of(key, letter=action.letter)
    if isinstance(action, Land):
        return (
            Words.of("teach.only.land", site=action.site) if action.site else Words.of("teach.only.land_none")
        )
    return Words.of("teach.only.forced")


# --- why not? --------------------------------------------------------------------------------------


def why_not(state: GameState, seat: int) -> tuple[Miss, ...]:
    """The choices nearest to those ``seat`` is offered now that the rules refuse it, each with the
    engine's refusal, at most :data:`~rules.teach.MISSES`; chosen from ``seat``'s view only (empty when
    the game does not wait for the seat)."""
    if not 0 <= seat < state.num_players or seat not in awaiting(state):
        return ()
    out: list[Miss] = []
    seen: set[tuple[str, str]] = set()
    for site, line in _near_lines(player_view(state, seat)):
        words = _refused(state, line)
        if words is None or (site, words.key) in seen:
            continue
        seen.add((site, words.key))
        out.append(Miss(line, words))
        if len(out) == MISSES:
            break
    return tuple(out)


def _refused(state: GameState, line: str) -> Words | None:
    """The engine's refusal of ``line`` as words (``None`` when the rules allow it): its key and its
    parameters, a list (the sets still available) written as its items joined by :data:`_LIST_SEP`."""
    try:
        check(state, parse(line))
    except IllegalAction as refusal:
        return Words(refusal.key, tuple((k, _param(v)) for k, v in refusal.params.items()))
    return None


def _param(value: object) -> WordParam:
    """A refusal's parameter as a sentence's parameter: a list joined by :data:`_LIST_SEP`."""
    if isinstance(value, tuple | list):
        return _LIST_SEP.join(str(v) for v in value)
    return value if isinstance(value, str | int | float) else str(value)


def _near_lines(view: PlayerView) -> list[tuple[str, str]]:
    """The near choices to try, nearest first, each as (site or set letter, notation line)."""
    pub = view.public
    seat = view.seat
    if pub.phase == Phase.DRAFT:
        taken = sorted(p.set_letter for p in pub.players if p.set_letter and p.seat != seat)
        return [(letter, f"{seat} pick {letter}") for letter in taken]
    if pub.phase == Phase.LANDING:
        return _landing_lines(view)
    if pub.phase != Phase.PLAY:
        return []
    if pub.double is not None:
        verbs = [("build", pub.double[0])]
    else:
        verbs = [(kind, kind) for kind in _KINDS if view.hand_building.get(kind)]
    distance = _distances(set(pub.players[seat].sites))
    near = [
        (distance[site], _KINDS.index(kind), site, line)
        for verb, kind in verbs
        for site, line in _kind_lines(view, verb, kind, distance)
    ]
    return [(site, line) for *_, site, line in sorted(near)]


def _landing_lines(view: PlayerView) -> list[tuple[str, str]]:
    """At the landing: the occupied coast sites, then the other sites next to a free coast site."""
    sites = view.public.sites
    seat = view.seat
    taken = sorted(s for s in _COAST if sites[s].occupants)
    free = [s for s in _COAST if not sites[s].occupants]
    inland = sorted({nb for s in free for nb in _NEAR_NB[s] if nb not in _COAST})
    return [(s, f"{seat} land {s}") for s in (*taken, *inland)]


def _kind_lines(
    view: PlayerView, verb: str, kind: str, distance: dict[str, int]
) -> Iterator[tuple[str, str]]:
    """For one kind of build: occupied sites it reaches (a join where the seat may not join), free sites
    whose building the seat has run out of, and free sites of the kind just beyond its reach."""
    pub = view.public
    seat = view.seat
    me = pub.players[seat]
    own = set(me.sites)
    reach = _COAST if kind == "ship" else _reach_all(own, kind)
    for site in sorted(_BOARD.sites):
        occupants = pub.sites[site].occupants
        tile = pub.sites[site].tile
        if site in reach:
            if seat in occupants:
                continue
            if len(occupants) == 1 and me.may_join and pub.phase == Phase.PLAY:
                yield site, f"{seat} {verb} {site}"
            elif occupants:
                yield site, f"{seat} {verb} {site}+"
            elif tile is not None and not me.supply[tile.building]:
                yield site, f"{seat} {verb} {site}"
        elif not occupants and _of_kind(site, kind) and distance[site] <= _NEAR:
            yield site, f"{seat} {verb} {site}"


def _reach_all(own: set[str], kind: str) -> set[str]:
    """Every site (free or not) a road or river card reaches from ``own`` buildings."""
    near: set[str] = set()
    for site in own:
        near |= _ROAD_NB[site] if kind == "road" else _RIVER_MATES[site]
    return near


def _of_kind(site: str, kind: str) -> bool:
    """Whether a card of ``kind`` ever builds on ``site`` (a coast site for a ship, a river site for a
    river; any site joined by a road for a road)."""
    if kind == "ship":
        return site in _COAST
    if kind == "river":
        return bool(_RIVER_MATES[site])
    return bool(_ROAD_NB[site])


def _distances(own: set[str]) -> dict[str, int]:
    """Each site's distance from the seat's buildings along roads and rivers (:data:`_FAR` if none)."""
    out = dict.fromkeys(_BOARD.sites, _FAR)
    queue = deque(sorted(own))
    for site in own:
        out[site] = 0
    while queue:
        site = queue.popleft()
        for nb in sorted(_NEAR_NB[site]):
            if out[nb] == _FAR:
                out[nb] = out[site] + 1
                queue.append(nb)
    return out


# --- words -----------------------------------------------------------------------------------------


def explain(words: Words) -> str:
    """A hint's or a miss's sentence in the language in force: scoring-card ids become their quoted
    names, lists of ids the language's list; building and card kinds are the catalogue's selectors."""
    params: dict[str, object] = {}
    for name, value in words.params:
        if not words.key.startswith("teach."):
            params[name] = _items(value) if name in _LIST_REFUSALS else value
        elif name == "card" or name.endswith("_card"):
            params[name] = _card(str(value))
        elif name == "cards":
            params[name] = tuple(_card(c) for c in str(value).split(_LIST_SEP) if c)
        elif name == "sites":
            params[name] = _items(value)
        else:
            params[name] = value
    return CATALOGUE.text(words.key, **params)


def _items(value: WordParam) -> tuple[str, ...]:
    """A list parameter's items (ids, sites or set letters)."""
    return tuple(item for item in str(value).split(_LIST_SEP) if item)


def _card(card: str) -> str:
    """A scoring card's name, quoted as the language quotes names."""
    return quoted(CATALOGUE.named("render.scoring", card))


__all__ = ["explain", "hint", "why_not"]
