"""What just happened and what comes next, in words: the sentences the bot posts after every move.

:func:`describe` turns the events of one applied action into sentences as one viewer may read them
(the public by default, so a secret can never reach a public message), :func:`prompt` says what the
game waits for, and :func:`describe_move` puts one public notation line into words for the move log.
Every sentence comes from the ``narrate.*`` keys of :mod:`rules.santacruz.messages`.

>>> from rules.santacruz.events import ChipDrawn
>>> describe([ChipDrawn(0, 3)], ["Ana", "Ben"])
['Ana draws a bird chip.']
>>> describe([ChipDrawn(0, 3)], ["Ana", "Ben"], viewer=0)
['You draw a bird chip worth 3.']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from rules import i18n
from rules.santacruz import gamedata
from rules.santacruz.actions import (
    NO_BUILD,
    Action,
    Build,
    Discard,
    Double,
    DoubleBuild,
    Land,
    Pick,
    Score,
    Target,
)
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
    for_viewer,
)
from rules.santacruz.messages import CATALOGUE, render
from rules.santacruz.notation import check_arity, parse, parse_seat
from rules.santacruz.state import Phase
from rules.santacruz.views import PublicView

__all__ = ["card_list", "describe", "describe_move", "prompt", "quoted"]

_WHO = "{who}"
_CARD_CATEGORIES = frozenset({"resource", "fish_bonus", "buildings", "places", "birds", "eruption"})
"""Score categories that come from a scoring card (their ``source`` is the card id)."""
_REVEAL_NB = gamedata.board().reveal_neighbours


# --- words -------------------------------------------------------------------------------------


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else render("narrate.seat", seat=seat)


def points_text(points: int) -> str:
    """``1 point``, ``5 points``: a score in words."""
    return CATALOGUE.count("narrate.points", points, points=points)


def cards_text(kind: str, count: int) -> str:
    """``3 ships``, ``1 river``: a count of building cards of one kind, in the plural it needs."""
    return render("narrate.cards", kind=kind, count=count)


def _signed(points: int) -> str:
    return f"{points:+d}" if points else "0"


def _building(building: str) -> str:
    """A building's name in the sentence."""
    return CATALOGUE.named("narrate.building", building)


def _kind(kind: str, count: int = 1) -> str:
    """A building-card kind ("road"), plural ("roads") unless ``count`` is 1."""
    return CATALOGUE.named("narrate.kind" if count == 1 else "narrate.kinds", kind)


def _card(card_id: str) -> str:
    """A scoring card's name, the same words the images use."""
    return CATALOGUE.named("render.scoring", card_id)


def _resource(name: str) -> str:
    """A resource's name (fish, sheep, ...)."""
    return CATALOGUE.named("render.resource", name)


def _listing(items: Sequence[str]) -> str:
    """Items as a sentence lists them: "a, b and c" in the language in force."""
    return i18n.join_list(items)


def _tile_details(tile_id: str) -> str:
    """A tile's printed contents after its building: points, resources, fish bonus, bird."""
    tile = gamedata.tiles()[tile_id]
    parts = [points_text(tile.points), *(_resource(r) for r in tile.resources)]
    if tile.fish_bonus:
        parts.append(render("narrate.tile.fish_bonus", bonus=tile.fish_bonus))
    if tile.bird:
        parts.append(render("narrate.tile.bird"))
    return render("narrate.list_sep").join(parts)


def _tile(tile_id: str) -> str:
    """A face-up tile's printed contents: building, points, resources, fish bonus, bird."""
    building = _building(gamedata.tiles()[tile_id].building)
    return render("narrate.list_sep").join([building, _tile_details(tile_id)])


def quoted(name: str) -> str:
    """A name in the language's quotation marks (“…”, „…“, « … »): how a list of scoring cards keeps a
    card whose own name holds "and" apart from the word that joins the list (languages-2.md DE-13)."""
    return render("narrate.quoted", text=name)


def card_list(cards: Sequence[str]) -> str:
    """Scoring cards' names as a sentence lists them: quoted, joined with the language's "and"."""
    return i18n.join_list([quoted(_card(c)) for c in cards])


def _set_cards(letter: str) -> str:
    cards = gamedata.cards().sets.get(letter, {})
    return _listing([cards_text(kind, n) for kind in gamedata.CARD_KINDS if (n := cards.get(kind, 0))])


# --- describe ----------------------------------------------------------------------------------


def describe(
    events: Sequence[Event],
    names: Sequence[str],
    viewer: int | None = None,
    *,
    before: PublicView | None = None,
) -> list[str]:
    """Sentences for the events of one applied action, as ``viewer`` (a seat, ``None`` = everyone) sees them.

    Secret fields are blanked with :func:`for_viewer` first, so only the owner reads its own card or
    chip value. ``before``, the public view before the action, is optional: with it a join names the
    opponent joined and a round end shows the scores.
    """
    return _Narrator([for_viewer(e, viewer) for e in events], names, viewer, before).run()


@dataclass(slots=True)
class _Double:
    """A double move the narration is in: whose, its kind, and for each build told so far whether it
    built (``False``: it found no site)."""

    seat: int
    kind: str
    builds: list[bool] = field(default_factory=list)

    @staticmethod
    def under_way(before: PublicView | None) -> _Double | None:
        """The double move under way in ``before`` (the view before the events told), with its first
        build when it was made already (its move line ends with that build's target)."""
        if before is None or before.double is None or not before.awaiting or not before.moves:
            return None
        kind, done = before.double
        targets = before.moves[-1].split()[3:]
        return _Double(before.awaiting[0], kind, [t != str(NO_BUILD) for t in targets[:done]])


class _Narrator:
    """Walks the events once, merging those that tell one happening into one sentence."""

    def __init__(
        self, events: list[Event], names: Sequence[str], viewer: int | None, before: PublicView | None
    ) -> None:
        self.events = events
        self.names = names
        self.viewer = viewer
        self.before = before
        self.i = 0
        self.out: list[str] = []
        self.last_built: str | None = None
        self.double: _Double | None = _Double.under_way(before)

    def run(self) -> list[str]:
        while self.i < len(self.events):
            event = self.events[self.i]
            self.i += 1
            self._one(event)
        return self.out

    def _peek(self, ahead: int = 0) -> Event | None:
        j = self.i + ahead
        return self.events[j] if j < len(self.events) else None

    def _say(self, key: str, **params: object) -> None:
        self.out.append(render(key, **params))

    def _who(self, seat: int) -> str:
        return _name(self.names, seat)

    def _one(self, e: Event) -> None:
        if isinstance(e, SetPicked):
            self._picked(e)
        elif isinstance(e, ScoringCardDrawn):
            self._new_cards(e)
        elif isinstance(e, Discarded):
            if e.card is not None and e.seat == self.viewer:
                self._say("narrate.discard.own", card=_card(e.card))
            else:
                self._say("narrate.discard", name=self._who(e.seat))
        elif isinstance(e, CardPlayed):
            self._card_played(e)
        elif isinstance(e, Built):
            self._count_build(e.seat, True)
            self._built(e, None)
        elif isinstance(e, BuildFailed):
            self._count_build(e.seat, True)
            self._say(
                "narrate.build_failed", name=self._who(e.seat), site=e.site, building=_building(e.building)
            )
        elif isinstance(e, NoBuild):
            self._no_build(e, None)
        elif isinstance(e, TileRevealed):
            self._revealed(e)
        elif isinstance(e, Scored):
            self._say("narrate.scored", name=self._who(e.seat), points=points_text(e.points))
        elif isinstance(e, ChipDrawn):
            if e.value is not None and e.seat == self.viewer:
                self._say("narrate.chip.own", value=e.value)
            else:
                self._say("narrate.chip", name=self._who(e.seat))
        elif isinstance(e, ChipPileEmpty):
            self._say("narrate.chip.empty", name=self._who(e.seat))
        elif isinstance(e, BuildingsDestroyed):
            self._destroyed(e)
        elif isinstance(e, RoundEnded):
            self._round_ended(e)
        elif isinstance(e, RoundStarted):
            order = _listing([self._who(s) for s in e.order])
            self._say("narrate.round_started", round=e.round, order=order)
        elif isinstance(e, ChipsRevealed):
            self._chips_revealed(e)
        elif isinstance(e, GameEnded):
            self._game_ended(e)
        else:
            raise TypeError(f"no words for event {type(e).__name__}")

    # draft and discard

    def _picked(self, e: SetPicked) -> None:
        name = self._who(e.seat)
        if e.round == 1:
            self._say("narrate.pick.set", name=name, letter=e.letter, cards=_set_cards(e.letter))
        elif e.scoring:
            self._say("narrate.pick.pile", name=name, letter=e.letter, scoring=card_list(e.scoring))
        else:
            self._say("narrate.pick.pile_bare", name=name, letter=e.letter)

    def _new_cards(self, e: ScoringCardDrawn) -> None:
        drawn = [e]
        while isinstance(nxt := self._peek(), ScoringCardDrawn):
            drawn.append(nxt)
            self.i += 1
        self._say("narrate.new_cards")
        for d in drawn:
            if d.card is not None and d.seat == self.viewer:
                self._say("narrate.new_card.own", card=_card(d.card))

    # cards and builds

    def _card_played(self, e: CardPlayed) -> None:
        name = self._who(e.seat)
        if e.scoring:
            self._scoring_card(e)
        elif e.card == "double":
            self.double = _Double(e.seat, e.mode or "")
            nxt = self._peek()
            if not (isinstance(nxt, NoBuild) and nxt.seat == e.seat):
                self._say("narrate.double", name=name, kinds=_kind(e.mode or "", 2))
        else:
            nxt, after = self._peek(), self._peek(1)
            if isinstance(nxt, Built) and nxt.seat == e.seat:
                self.i += 1
                self._built(nxt, e.card)
            elif isinstance(nxt, NoBuild) and nxt.seat == e.seat:
                self.i += 1
                self._no_build(nxt, e.card)
            elif (
                isinstance(nxt, TileRevealed)
                and isinstance(after, Built | BuildFailed)
                and after.site == nxt.site
                and after.seat == e.seat
            ):
                self.i += 1
                self._say(
                    "narrate.play_on_hidden",
                    name=name,
                    card=_kind(e.card),
                    site=nxt.site,
                    building=gamedata.tiles()[nxt.tile].building,
                    details=_tile_details(nxt.tile),
                )
            else:
                self._say("narrate.play", name=name, card=_kind(e.card))

    def _buildpoints_text(self, e: Built) -> int:
        nxt = self._peek()
        if (
            isinstance(nxt, Scored)
            and nxt.seat == e.seat
            and nxt.category == "build"
            and nxt.source == e.site
        ):
            self.i += 1
            return nxt.points
        return 0

    def _built(self, e: Built, card: str | None) -> None:
        self.last_built = e.site
        params: dict[str, object] = {
            "name": self._who(e.seat),
            "site": e.site,
            "building": e.building,
            "points": self._buildpoints_text(e),
        }
        if card is not None:
            params["card"] = _kind(card)
        if e.landing:
            self._say("narrate.land", **params)
        elif e.joined:
            others = self._others_on(e.site, e.seat)
            params["other"] = _listing(others) if others else render("narrate.someone")
            self._say("narrate.join_card" if card else "narrate.join", **params)
        else:
            self._say("narrate.build_card" if card else "narrate.build", **params)

    def _others_on(self, site: str, seat: int) -> list[str]:
        if self.before is None or site not in self.before.sites:
            return []
        return [self._who(s) for s in self.before.sites[site].occupants if s != seat]

    def _count_build(self, seat: int, told: bool) -> int | None:
        """Count a build of the double move under way by ``seat`` (``told``: it built or was told); which
        build it was (1 or 2), ``None`` when no double move of that seat is under way."""
        double = self.double
        if double is None or double.seat != seat or len(double.builds) >= 2:
            return None
        double.builds.append(told)
        return len(double.builds)

    def _no_build(self, e: NoBuild, card: str | None) -> None:
        """A card, a landing or one build of a double move that built nothing. A double move says it
        once: that it can build nowhere (both builds, one line, languages-2.md G-2), or that its second
        build found no site after the first one built."""
        name = self._who(e.seat)
        if e.kind == "land":
            self._say("narrate.no_land", name=name)
        elif card is not None:
            self._say("narrate.play_no_build", name=name, card=_kind(card))
        else:
            build = self._count_build(e.seat, False)
            double = self.double
            if build == 2 and double is not None:
                if double.builds[0]:
                    self._say("narrate.double_no_second", name=name, kind=e.kind)
                return
            nxt = self._peek()
            if build == 1 and isinstance(nxt, NoBuild) and nxt.seat == e.seat:
                self.i += 1
                self._count_build(e.seat, False)
            self._say("narrate.double_nowhere", name=name, kind=e.kind)

    def _is_target(self, reveal: Event | None, nxt: Event | None) -> bool:
        """Whether ``reveal`` turned up the very tile the next build goes to (a river onto a face-down
        tile), rather than a tile around the previous build of a double move that the next one uses."""
        return (
            isinstance(reveal, TileRevealed)
            and isinstance(nxt, Built | BuildFailed)
            and nxt.site == reveal.site
            and reveal.site not in _REVEAL_NB.get(self.last_built or "", ())
        )

    def _revealed(self, e: TileRevealed) -> None:
        nxt = self._peek()
        if self._is_target(e, nxt):
            assert isinstance(nxt, Built | BuildFailed)
            self._say(
                "narrate.reveal_target",
                name=self._who(nxt.seat),
                site=e.site,
                building=gamedata.tiles()[e.tile].building,
                details=_tile_details(e.tile),
            )
            return
        tiles = [e]
        while isinstance(nxt := self._peek(), TileRevealed) and not self._is_target(nxt, self._peek(1)):
            tiles.append(nxt)
            self.i += 1
        listed = _listing([render("narrate.tile", site=t.site, contents=_tile(t.tile)) for t in tiles])
        self._say("narrate.revealed" if len(tiles) > 1 else "narrate.revealed_one", tiles=listed)

    # scoring

    def _scoring_card(self, e: CardPlayed) -> None:
        totals: dict[int, int] = {}
        while (
            isinstance(nxt := self._peek(), Scored)
            and nxt.source == e.card
            and nxt.category in _CARD_CATEGORIES
        ):
            totals[nxt.seat] = totals.get(nxt.seat, 0) + nxt.points
            self.i += 1
        n = len(self.names)
        order = [(e.seat + k) % n for k in range(n)] if 0 <= e.seat < n else []
        order += [s for s in totals if s not in order]
        results = _listing(
            [render("narrate.result", name=self._who(s), points=_signed(totals.get(s, 0))) for s in order]
        )
        self._say("narrate.score_card", name=self._who(e.seat), card=_card(e.card), results=results)

    def _destroyed(self, e: BuildingsDestroyed) -> None:
        if not e.removed:
            self._say("narrate.eruption_none")
            return
        items = [
            render("narrate.destroyed_item", name=self._who(seat), building=_building(building), site=site)
            for site, seat, building in e.removed
        ]
        self._say("narrate.eruption", items=_listing(items))

    def _scores_so_far(self) -> list[int] | None:
        """Each seat's score after the events told so far, known only with the view before."""
        if self.before is None:
            return None
        scores = [p.score for p in self.before.players]
        for event in self.events[: self.i]:
            if isinstance(event, Scored) and 0 <= event.seat < len(scores):
                scores[event.seat] += event.points
        return scores

    def _standings(self, ranks: Sequence[int], scores: Sequence[int] | None) -> str:
        """The players best first, with their points when known. The order says the rank: no ordinal,
        which French would write in the masculine for everyone (languages-2.md FR-8)."""
        if scores is None:
            return _listing([self._who(s) for s in ranks])
        return _listing([render("narrate.rank_score", name=self._who(s), score=scores[s]) for s in ranks])

    def _round_ended(self, e: RoundEnded) -> None:
        if e.round >= 2:
            self._say("narrate.round_ended.last", round=e.round)
            return
        self._say(
            "narrate.round_ended", round=e.round, standings=self._standings(e.ranks, self._scores_so_far())
        )

    def _chips_revealed(self, first: ChipsRevealed) -> None:
        items: list[str] = []
        event = first
        while True:
            nxt = self._peek()
            if isinstance(nxt, Scored) and nxt.seat == event.seat and nxt.category == "bird_chips":
                self.i += 1
            name = self._who(event.seat)
            if len(event.values) == 1:
                items.append(render("narrate.chips.one", name=name, total=event.values[0]))
            elif event.values:
                values = " + ".join(str(v) for v in event.values)
                items.append(render("narrate.chips.item", name=name, values=values, total=sum(event.values)))
            else:
                items.append(render("narrate.chips.none", name=name))
            nxt = self._peek()
            if not isinstance(nxt, ChipsRevealed):
                break
            self.i += 1
            event = nxt
        self._say("narrate.chips_revealed", items=render("narrate.chips.sep").join(items))

    def _game_ended(self, e: GameEnded) -> None:
        if not e.ranks:
            self._say("narrate.game_over")
            return
        winner = e.ranks[0]
        self._say(
            "narrate.game_ended",
            name=self._who(winner),
            score=e.scores[winner],
            standings=self._standings(e.ranks, e.scores),
        )


# --- prompt ------------------------------------------------------------------------------------


def prompt(view: PublicView, *, computer: bool = False) -> str:
    """What the game waits for now, with ``{who}`` where the bot puts the awaited players' mentions.

    A person is told what to do ("🟦 @Ana: play a card."); with ``computer`` (every awaited seat is a
    computer's) the sentence says what the computer is doing, in the third person ("🟦 Ada (computer)
    is choosing a card to play."). The secret discard names everyone still choosing either way.

    The result holds no other braces, so ``prompt(view).format(who=...)`` is safe; at the game end it
    holds no ``{who}`` at all.
    """
    letters = i18n.join_list([d.letter for d in view.draft], either=True)
    key = "narrate.prompt.computer" if computer else "narrate.prompt"
    if view.phase == Phase.END:
        return render("narrate.prompt.end")
    if view.phase == Phase.DRAFT:
        return render(f"{key}.draft" if view.round == 1 else f"{key}.piles", who=_WHO, letters=letters)
    if view.phase == Phase.DISCARD:
        return render("narrate.prompt.discard", who=_WHO)
    if view.phase == Phase.LANDING:
        return render(f"{key}.landing", who=_WHO)
    if view.phase == Phase.PLAY:
        if view.double is not None:
            kind, done = view.double
            return render(f"{key}.double", who=_WHO, n=done + 1, kind=kind)
        if not computer and any(view.players[s].may_join for s in view.awaiting):
            return render("narrate.prompt.play_may_join", who=_WHO)
        return render(f"{key}.play", who=_WHO)
    raise ValueError(f"unknown phase {view.phase!r}")


# --- describe_move -----------------------------------------------------------------------------


def _target(target: Target) -> tuple[str, str]:
    """What a build does, for a sentence to choose its words by (``build``, ``join`` or ``none``), and
    its site ("" when there is none)."""
    if target.site is None:
        return "none", ""
    return ("join" if target.join else "build"), target.site


def describe_move(line: str, names: Sequence[str], *, you: bool = False, pile: bool = False) -> str:
    """One public move line (as in ``PublicView.moves``) in words; needs nothing hidden.

    With ``you`` it is said to the player who made it ("You land on C03."); with ``pile`` a pick is a
    round-2 pile, not a round-1 set (the line alone does not tell).

    A discard never names its card, even when the line does. Raises ``InvalidAction`` when the line
    does not parse.

    >>> describe_move("1 double road L04 L20+", ["Ana", "Ben"])
    'Ben plays the double move with roads: builds on L04, then joins another player on L20.'
    """
    words = line.split()
    if len(words) >= 2 and words[1] == "discard":
        check_arity(words, 3, 3, " ".join(words))
        key = "narrate.you" if you else "narrate.move"
        return render(f"{key}.discard", name=_name(names, parse_seat(words[0])))
    return describe_action(parse(line), names, you=you, pile=pile)


def describe_action(action: Action, names: Sequence[str], *, you: bool = False, pile: bool = False) -> str:
    """One move, already read, in words (as :func:`describe_move`; a discard never names its card)."""
    key = "narrate.you" if you else "narrate.move"
    name = _name(names, action.seat)
    if isinstance(action, Discard):
        return render(f"{key}.discard", name=name)
    if isinstance(action, Pick):
        return render(f"{key}.pick_pile" if pile else f"{key}.pick", name=name, letter=action.letter)
    if isinstance(action, Land):
        if action.site is None:
            return render(f"{key}.land_none", name=name)
        return render(f"{key}.land", name=name, site=action.site)
    if isinstance(action, Build):
        what, site = _target(action.target)
        return render(f"{key}.build_card", name=name, card=_kind(action.kind), target=what, site=site)
    if isinstance(action, Double):
        kinds = _kind(action.kind, 2)
        if not action.targets:
            return render(f"{key}.double", name=name, kinds=kinds)
        first, site = _target(action.targets[0])
        if len(action.targets) == 1:
            return render(f"{key}.double_one", name=name, kinds=kinds, first=first, site=site)
        second, site2 = _target(action.targets[1])
        return render(
            f"{key}.double_two", name=name, kinds=kinds, first=first, second=second, site=site, site2=site2
        )
    if isinstance(action, DoubleBuild):
        what, site = _target(action.target)
        return render(f"{key}.double_build", name=name, target=what, site=site)
    assert isinstance(action, Score)
    return render(f"{key}.score", name=name, card=_card(action.card))
