"""A greedy one-ply policy: the ``easy`` player, and the rollout policy of the ``strong`` one.

It values each legal action from what the acting seat may know: face-up tiles, everybody's
buildings, bird-chip counts, cards played, the public round-2 piles and its own hand. It never
reads a face-down tile, another seat's hand or chip values, the deck or the chip pile, so it can
run on a sampled state (:mod:`rules.santacruz.ai.belief`) and still decide from the view alone.

Values are in points: a build is worth its tile, a bird chip, what it adds to the scoring cards the
seat holds (fully) and to the cards others may still play (weighted by how likely they are held),
and a little for the sites it opens up. A scoring card is worth what it gives the seat minus what it
gives the others, less a waiting bonus while the seat still holds building cards.
"""

from __future__ import annotations

import random

from rules.santacruz import gamedata
from rules.santacruz.actions import Action, Build, Discard, Double, DoubleBuild, Land, Pick, Score, Target
from rules.santacruz.engine import legal_actions
from rules.santacruz.events import BuildingsDestroyed, Built, ChipDrawn, Event, RoundEnded
from rules.santacruz.state import GameState, Phase
from rules.santacruz.targets import build_targets

_TILES = gamedata.tiles()
_BOARD = gamedata.board()
_CARDS = gamedata.cards()
_SCORING = _CARDS.scoring
_ALL_SCORING: tuple[str, ...] = tuple(sorted(_SCORING))
_SITE_KIND = {sid: site.kind for sid, site in _BOARD.sites.items()}
_ROAD_NB = _BOARD.road_neighbours
_RIVER_SITES = _BOARD.river_sites
_SITE_RIVERS = {sid: tuple(_BOARD.rivers[r].sites for r in site.rivers) for sid, site in _BOARD.sites.items()}
_SITE_FLAGS = {
    sid: (int(site.kind == "coast"), int(site.kind == "volcano"), int(sid in _RIVER_SITES))
    for sid, site in _BOARD.sites.items()
}
_TILES_OF_KIND = {k: tuple(t for t in _TILES.values() if t.kind == k) for k in gamedata.SITE_KINDS}
_MEAN_CHIP = sum(v * c for v, c in gamedata.bird_chip_split().items()) / sum(
    gamedata.bird_chip_split().values()
)

PROGRESS = 0.6
"""Share of a threshold card's points credited, spread over the buildings still missing."""
HOLD_PER_CARD = 0.9
"""Points a scoring card must beat per building card still in hand: late plays see more of the board."""
DOUBLE_PENALTY = 2.5
"""A double move should bring about this much more than one ordinary build to be played early."""
NO_BUILD_PENALTY = 4.0
"""Playing a building card that builds nothing wastes a turn."""
MOBILITY = 0.25
"""Weight of the sites a build opens for the road and river cards still in hand."""
JOIN_COST = 0.5
"""The join privilege is spent by joining; keep it for a good site."""
RIVAL_MAX = 0.5
"""A scoring card's gain for the others mixes their mean and their best: the leader matters most."""


class Holdings:
    """What one seat has on the board now, as the scoring cards see it (all public).

    Road groups (for "connected") are worked out on first use only.
    """

    __slots__ = (
        "_groups",
        "_largest",
        "_sizes",
        "built",
        "chips",
        "coast",
        "fish",
        "resources",
        "river",
        "sites",
        "volcano",
    )

    def __init__(self, chips: int) -> None:
        self.sites: list[str] = []
        self.resources: set[str] = set()
        self.fish = self.coast = self.river = self.volcano = 0
        self.built = dict.fromkeys(gamedata.BUILDING_TYPES, 0)
        self.chips = chips
        self._groups: dict[str, int] | None = None
        self._sizes: dict[int, int] = {}
        self._largest = 0

    def add(self, site: str, tile: gamedata.Tile) -> None:
        """Count a building of this seat on ``site`` showing ``tile``."""
        self.sites.append(site)
        if self._groups is not None:
            self._groups = None
            self._sizes = {}
        if tile.resources:
            self.resources.update(tile.resources)
            self.fish += tile.fish_bonus
        self.built[tile.building] += 1
        coast, volcano, river = _SITE_FLAGS[site]
        self.coast += coast
        self.volcano += volcano
        self.river += river

    @property
    def groups(self) -> dict[str, int]:
        """Each own site's road group (ruling 13: road edges between own sites)."""
        if self._groups is None:
            groups: dict[str, int] = {}
            own = set(self.sites)
            for start in sorted(own):
                if start in groups:
                    continue
                gid = len(self._sizes)
                stack = [start]
                groups[start] = gid
                size = 0
                while stack:
                    site = stack.pop()
                    size += 1
                    for nb in _ROAD_NB[site]:
                        if nb in own and nb not in groups:
                            groups[nb] = gid
                            stack.append(nb)
                self._sizes[gid] = size
            self._groups = groups
            self._largest = max(self._sizes.values(), default=0)
        return self._groups

    @property
    def group_size(self) -> dict[int, int]:
        """Sites per road group."""
        _ = self.groups
        return self._sizes

    @property
    def largest(self) -> int:
        """Sites in the largest road group."""
        _ = self.groups
        return self._largest


def all_holdings(state: GameState) -> list[Holdings]:
    """Every seat's buildings summarised for scoring, in one pass over the board."""
    out = [Holdings(len(p.chips)) for p in state.players]
    tiles = state.tiles
    for site, occ in state.occupants.items():
        tile = _TILES[tiles[site]]
        for seat in occ:
            out[seat].add(site, tile)
    return out


class Memo:
    """Caches for one line of play (a rollout): holdings kept up to date from the engine's events,
    and each seat's card weights, which change only when a scoring card is played."""

    __slots__ = ("hold", "weights")

    def __init__(self, state: GameState) -> None:
        self.hold = all_holdings(state)
        self.weights: dict[tuple[int, int, int], dict[str, float]] = {}

    def update(self, state: GameState, events: list[Event]) -> None:
        """Follow one applied action."""
        for event in events:
            if isinstance(event, Built):
                self.hold[event.seat].add(event.site, _TILES[state.tiles[event.site]])
            elif isinstance(event, ChipDrawn):
                self.hold[event.seat].chips += 1
            elif isinstance(event, BuildingsDestroyed | RoundEnded):
                self.hold = all_holdings(state)

    def card_weights(self, state: GameState, seat: int) -> dict[str, float]:
        """:func:`card_weights`, remembered until the next scoring card is played."""
        key = (seat, state.round, sum(len(p.played_scoring) for p in state.players))
        weights = self.weights.get(key)
        if weights is None:
            weights = self.weights[key] = card_weights(state, seat)
        return weights


def holdings(state: GameState, seat: int) -> Holdings:
    """One seat's buildings summarised for scoring: resources, fish bonus, counts, road groups."""
    return all_holdings(state)[seat]


def gain(card_id: str, h: Holdings) -> int:
    """What a seat with holdings ``h`` scores when ``card_id`` is played (equals ``card_points``)."""
    card = _SCORING[card_id]
    kind = card.kind
    if kind in ("resource", "resource-pair"):
        have = sum(1 for need in card.needs if need in h.resources)
        if have == len(card.needs):
            points = card.points
        else:
            points = card.points_one if have and kind == "resource-pair" else 0
        return points + (h.fish if card.fish_bonus else 0)
    if kind == "buildings":
        if card_id == "houses":
            ok = h.built["house"] >= 4
        elif card_id == "one-each":
            ok = all(h.built[b] for b in gamedata.BUILDING_TYPES)
        else:
            ok = h.largest >= 4
        return card.points if ok else 0
    if kind == "per-building":
        count = h.river if card.where == "river" else (h.coast if card.where == "coast" else h.volcano)
        return card.points_each * count
    return card.points_each * h.chips


def _threshold_credit(points: int, before: int, after: int, need: int) -> float:
    """Credit for progress towards "at least ``need``": all points on reaching it, a share before."""
    if before >= need or after <= before:
        return 0.0
    if after >= need:
        return float(points)
    return points * PROGRESS * (after - before) / (need - before)


def card_weights(state: GameState, seat: int) -> dict[str, float]:
    """How likely each scoring card is to be played later this round: 1 for the seat's own cards.

    Only public facts are used: cards played this round, the round-2 piles and hand counts.
    """
    me = state.players[seat]
    weights = dict.fromkeys(me.hand_scoring, 1.0)
    played = {c for p in state.players for c in p.played_scoring}
    known = set(me.hand_scoring) | played
    known.update(c for c in (me.new_card, me.discarded) if c)
    hidden = 0
    for s, p in enumerate(state.players):
        if s == seat:
            continue
        if state.round == 2 and p.set_letter is not None:
            pile = [c for c in state.piles.get(p.set_letter, ()) if c not in played]
            for c in pile:
                weights[c] = 0.8
                known.add(c)
            hidden += max(0, len(p.hand_scoring) - len(pile))
        else:
            hidden += len(p.hand_scoring)
    if state.round == 2:
        for pile in state.piles.values():
            known.update(pile)
    unseen = [c for c in _ALL_SCORING if c not in known]
    if unseen and hidden:
        w = min(1.0, hidden / len(unseen))
        for c in unseen:
            weights[c] = w
    return weights


class Evaluator:
    """One seat's valuation of builds and scoring cards in one position (cached per site)."""

    def __init__(self, state: GameState, seat: int, memo: Memo | None = None) -> None:
        self.state = state
        self.seat = seat
        self.player = state.players[seat]
        self.hold = memo.hold if memo else all_holdings(state)
        self.mine = h = self.hold[seat]
        self.weights = weights = memo.card_weights(state, seat) if memo else card_weights(state, seat)
        self.threat = weights.get("eruption", 0.0)
        hand = self.player.hand_building
        self.roads = hand.get("road", 0) + hand.get("double", 0)
        self.rivers = hand.get("river", 0) + hand.get("double", 0)
        self.reach = {nb for s in h.sites for nb in _ROAD_NB[s]}
        self.own = set(h.sites)
        self._site_cache: dict[Target, float] = {}
        self._hidden_mean: dict[str, float] = {}
        # What each scoring card adds per tile feature, summed over the cards with their weights.
        self.resource_gain: dict[str, float] = {}
        self.pairs: list[tuple[float, gamedata.ScoringCard, int]] = []
        self.fish = 0.0
        self.place = {"coast": 0.0, "land": 0.0, "volcano": 0.0}
        self.river = 0.0
        self.bird = _MEAN_CHIP if state.chip_pile else 0.0
        self.building_gain = dict.fromkeys(gamedata.BUILDING_TYPES, 0.0)
        self.connected = 0.0
        types = sum(1 for b in gamedata.BUILDING_TYPES if h.built[b])
        for card_id, w in weights.items():
            card = _SCORING[card_id]
            kind = card.kind
            if card.fish_bonus:
                self.fish += w
            if kind == "resource":
                need = card.needs[0]
                if need not in h.resources:
                    self.resource_gain[need] = self.resource_gain.get(need, 0.0) + w * card.points
            elif kind == "resource-pair":
                self.pairs.append((w, card, sum(1 for need in card.needs if need in h.resources)))
            elif kind == "per-building":
                if card.where == "river":
                    self.river += w * card.points_each
                else:
                    self.place[card.where] += w * card.points_each
            elif kind == "per-chip":
                self.bird += w * card.points_each
            elif card_id == "houses":
                n = h.built["house"]
                self.building_gain["house"] += w * _threshold_credit(card.points, n, n + 1, 4)
            elif card_id == "one-each":
                credit = _threshold_credit(card.points, types, types + 1, 3)
                for b in gamedata.BUILDING_TYPES:
                    if not h.built[b]:
                        self.building_gain[b] += w * credit
            else:
                self.connected += w

    def tile_value(self, site: str, tile: gamedata.Tile) -> float:
        """Points now and later from building ``tile`` on ``site``, before mobility."""
        extra = self.place[_SITE_KIND[site]] + self.building_gain[tile.building]
        if tile.bird:
            extra += self.bird
        if tile.fish_bonus:
            extra += self.fish * tile.fish_bonus
        if site in _RIVER_SITES:
            extra += self.river
        resources = tile.resources
        if resources:
            gains = self.resource_gain
            for r in resources:
                extra += gains.get(r, 0.0)
            for w, card, before in self.pairs:
                after = sum(1 for need in card.needs if need in resources or need in self.mine.resources)
                if after > before:
                    value = (0, card.points_one, card.points)
                    extra += w * (value[after] - value[before])
        if self.connected:
            h = self.mine
            joined = {h.groups[nb] for nb in _ROAD_NB[site] if nb in h.groups}
            size = 1 + sum(h.group_size[g] for g in joined)
            extra += self.connected * _threshold_credit(_SCORING["connected"].points, h.largest, size, 4)
        if self.threat and _SITE_KIND[site] == "volcano":
            extra -= 2.0 * self.threat + 0.3 * max(0.0, extra)
        return tile.points + extra

    def _estimate(self, site: str) -> float:
        """A rough value of a free site for mobility: its tile if face up, else its kind's mean."""
        if site in self.state.face_up:
            tile = _TILES[self.state.tiles[site]]
            return tile.points + (_MEAN_CHIP if tile.bird else 0.0)
        return 4.5 if _SITE_KIND[site] == "volcano" else 2.2

    def mobility(self, site: str, landing: bool = False) -> float:
        """Value of the free sites this build brings within reach of later road and river cards."""
        occupants = self.state.occupants
        out = 0.0
        if self.roads:
            fresh = [nb for nb in _ROAD_NB[site] if nb not in occupants and nb not in self.reach]
            if fresh:
                best = sorted((self._estimate(nb) for nb in fresh), reverse=True)[: self.roads]
                out += MOBILITY * sum(best)
        if self.rivers:
            for river in _SITE_RIVERS[site]:
                if self.own.isdisjoint(river):
                    free = [s for s in river if s not in occupants and s != site]
                    if free:
                        best = sorted((self._estimate(s) for s in free), reverse=True)[: self.rivers]
                        out += MOBILITY * sum(best)
        return out * (1.5 if landing else 1.0)

    def _hidden_value(self, site: str) -> float:
        """Expected value of building on a face-down site: the mean over the tiles not yet seen."""
        kind = _SITE_KIND[site]
        if kind not in self._hidden_mean:
            seen = {self.state.tiles[s] for s in self.state.face_up}
            pool = [t for t in _TILES_OF_KIND[kind] if t.id not in seen]
            supply = self.player.supply
            total = sum(self.tile_value(site, t) if supply[t.building] else 0.0 for t in pool)
            self._hidden_mean[kind] = total / len(pool) if pool else 0.0
        return self._hidden_mean[kind]

    def site_value(self, target: Target, landing: bool = False) -> float:
        """Value of one build at ``target`` (a free or joined site)."""
        cached = self._site_cache.get(target)
        if cached is not None:
            return cached
        site = target.site
        assert site is not None
        if site in self.state.face_up:
            value = self.tile_value(site, _TILES[self.state.tiles[site]])
        else:
            value = self._hidden_value(site) + 0.3
        value += self.mobility(site, landing)
        if target.join:
            value -= JOIN_COST
        self._site_cache[target] = value
        return value

    def rivals(self, card: str) -> float:
        """What the other seats together are worth to ``card`` (a mix of their mean and best)."""
        others = [gain(card, h) for s, h in enumerate(self.hold) if s != self.seat]
        return (1 - RIVAL_MAX) * sum(others) / len(others) + RIVAL_MAX * max(others)

    def score_value(self, card: str) -> float:
        """How much playing ``card`` now beats the others, less the waiting bonus."""
        rel = gain(card, self.mine) - self.rivals(card)
        if card == "eruption":
            theirs = sum(h.volcano for s, h in enumerate(self.hold) if s != self.seat)
            rel += 0.7 * theirs - 0.7 * self.mine.volcano
        building_cards = sum(self.player.hand_building.values())
        return rel - HOLD_PER_CARD * building_cards

    def double_value(self, kind: str) -> float:
        """Two builds of ``kind`` now, less what one ordinary build would bring anyway."""
        targets = build_targets(self.state, self.seat, kind)
        values = sorted((self.site_value(t) for t in targets), reverse=True)
        best = sum(values[:2])
        return best - DOUBLE_PENALTY - (0.0 if len(values) >= 2 else NO_BUILD_PENALTY)

    def value(self, action: Action) -> float:
        """The greedy value of any legal action in the play or landing phase."""
        if isinstance(action, Build):
            if action.target.site is None:
                return -NO_BUILD_PENALTY
            return self.site_value(action.target) + 0.05 * self.player.hand_building[action.kind]
        if isinstance(action, DoubleBuild):
            return self.site_value(action.target) if action.target.site else -NO_BUILD_PENALTY
        if isinstance(action, Score):
            return self.score_value(action.card)
        if isinstance(action, Land):
            return self.site_value(Target(action.site), landing=True) if action.site else -NO_BUILD_PENALTY
        if isinstance(action, Double):
            return self.double_value(action.kind)
        raise TypeError(f"no greedy value for {action}")


# --- drafting and discarding ---------------------------------------------------------------------

_SET_AFFINITY: dict[str, dict[str, float]] = {
    "coast": {"ship": 2.0},
    "river": {"river": 2.0},
    "connected": {"road": 1.5},
    "houses": {"road": 0.6, "river": 0.3},
    "volcano": {"road": 0.8, "river": 0.5},
    "fish": {"ship": 0.8},
    "fish-sheep": {"ship": 0.5},
    "one-each": {"ship": 0.5},
}


def set_value(letter: str, cards: list[str]) -> float:
    """How well a building-card set suits these scoring cards (round-1 draft heuristic)."""
    counts = _CARDS.sets[letter]
    value = 0.3 * counts.get("ship", 0) + 0.2 * counts.get("road", 0) + 0.15 * counts.get("river", 0)
    for card in cards:
        for kind, w in _SET_AFFINITY.get(card, {}).items():
            value += w * counts.get(kind, 0)
    return value


def card_potential(state: GameState, seat: int, card: str) -> float:
    """A rough worth of holding ``card`` for a whole round, from the tiles seen and the chip counts."""
    spec = _SCORING[card]
    players = state.players
    if spec.kind == "per-chip":
        mine = len(players[seat].chips)
        others = [len(p.chips) for s, p in enumerate(players) if s != seat]
        return 2.0 * (mine - sum(others) / len(others)) + 2.0
    if card == "eruption":
        return 3.0
    if spec.kind == "per-building":
        return 4.0 if card == "volcano" else 6.0
    if spec.kind == "resource" or spec.kind == "resource-pair":
        seen = [_TILES[state.tiles[s]] for s in state.face_up]
        have = sum(1 for t in seen if set(spec.needs) & set(t.resources))
        return spec.points * (0.35 + min(0.4, 0.08 * have)) + (2.0 if spec.fish_bonus else 0.0)
    return spec.points * 0.55


def pile_value(state: GameState, seat: int, letter: str) -> float:
    """Round-2 draft: the pile's scoring cards (with the seat's new card) and its building cards."""
    me = state.players[seat]
    cards = [*state.piles.get(letter, ()), *([me.new_card] if me.new_card else [])]
    values = sorted((card_potential(state, seat, c) for c in cards), reverse=True)
    kept = values[: max(0, len(values) - 1)] if len(values) > 1 else values
    return sum(kept) + set_value(letter, cards)


# --- choosing ------------------------------------------------------------------------------------


def action_values(
    state: GameState, seat: int, actions: list[Action], memo: Memo | None = None
) -> list[float]:
    """The greedy value of each of ``actions`` (legal for ``seat`` now), higher is better."""
    phase = state.phase
    out: list[float] = []
    if phase == Phase.DRAFT:
        me = state.players[seat]
        for a in actions:
            assert isinstance(a, Pick)
            out.append(
                set_value(a.letter, me.hand_scoring)
                if state.round == 1
                else pile_value(state, seat, a.letter)
            )
    elif phase == Phase.DISCARD:
        for a in actions:
            assert isinstance(a, Discard)
            out.append(-card_potential(state, seat, a.card))
    else:
        ev = Evaluator(state, seat, memo)
        out = [ev.value(a) for a in actions]
    return out


def greedy_action(state: GameState, seat: int, rng: random.Random, memo: Memo | None = None) -> Action:
    """The greedy policy's action for ``seat``: the best valued, ties broken with ``rng``.

    ``memo`` carries caches along a rollout.
    """
    actions = list(legal_actions(state, seat))
    if len(actions) == 1:
        return actions[0]
    values = action_values(state, seat, actions, memo)
    best = max(values)
    ties = [a for a, v in zip(actions, values, strict=True) if v == best]
    return ties[0] if len(ties) == 1 else rng.choice(ties)
