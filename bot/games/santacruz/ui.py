"""Santa Cruz on Discord: its commands, its component verbs and its private follow-ups.

Component verbs (the core's ``hand`` opens my panel): ``act`` (my panel, when it is my turn),
``pick`` (draft), ``card`` / ``double`` / ``score`` / ``scores`` (choose a card or the scoring cards),
``choose`` (a site chosen in a menu), ``more`` (a range of sites, when there are too many for one
message), ``do`` (play a move; version-checked), ``check`` (ask before a move that can lose something)
and ``sdo`` (the secret discard; the rules alone decide). The public turn message is built in
:mod:`.posts`, the private panel's steps in :mod:`.panels`. Every private answer to a move asks for the
core's Take back button, which the core adds while the move may still be taken back. Every handler is a
function of the clicking seat and the click that returns an intent (:mod:`bot.games.seam`).
"""

from __future__ import annotations

import string
from collections.abc import Sequence
from typing import Any

from bot.games.santacruz import boards, history, panels, posts, rulebook
from bot.games.santacruz.choices import (
    SITE_MODES,
    action_line,
    double_reach,
    needs_confirm,
    only_no_build,
    site_of,
    targets_for,
)
from bot.games.santacruz.guide import entries as guide_entries
from bot.games.seam import (
    CHOOSE,
    MORE,
    CatalogueUI,
    Click,
    Frame,
    GameVerb,
    GuideEntry,
    Intent,
    Line,
    LiveGame,
    Play,
    Refuse,
    RulesPage,
    Seated,
    Show,
    Verb,
    choice_range,
    one_of,
    seat_names,
)
from bot.messaging import Post, plain
from render.santacruz.words import card_name
from rules import i18n
from rules.santacruz import GAME as SANTA_CRUZ
from rules.santacruz import gamedata, narrate
from rules.santacruz.actions import Action, Build, Discard, Double, DoubleBuild, Land, Pick, Score
from rules.santacruz.engine import legal_actions
from rules.santacruz.events import ChipDrawn, RoundEnded, ScoringCardDrawn
from rules.santacruz.gamedata import BUILD_CARD_KINDS
from rules.santacruz.messages import render as say
from rules.santacruz.notation import parse
from rules.santacruz.state import Phase
from rules.santacruz.views import player_view, public_moves


def _verbs() -> dict[str, GameVerb]:
    """The game's component verbs: what each accepts and its handler; most are bound to their
    message's version and only for the seat whose turn it is."""
    scoring = one_of(gamedata.cards().scoring)
    return {
        "act": GameVerb(Verb(versioned=True), _act, slow=True),
        "pick": GameVerb(Verb(arg=one_of(string.ascii_uppercase), versioned=True), _pick),
        "card": GameVerb(Verb(arg=one_of(BUILD_CARD_KINDS), versioned=True), _card, slow=True),
        "double": GameVerb(Verb(versioned=True), _double),
        "score": GameVerb(Verb(arg=scoring, versioned=True), _score),
        "scores": GameVerb(Verb(versioned=True), _scores),
        CHOOSE: GameVerb(Verb(arg=one_of("01234"), select=True, versioned=True), _choose, slow=True),
        MORE: GameVerb(Verb(arg=one_of(SITE_MODES), select=True, versioned=True), _more, slow=True),
        "do": GameVerb(Verb(move=True, versioned=True), _do),
        "check": GameVerb(Verb(move=True, versioned=True), _check, slow=True),
        "sdo": GameVerb(Verb(arg=scoring), _discard),
    }


def _names(live: LiveGame) -> list[str]:
    return [plain(p.name) for p in live.seats]


async def _act(seated: Seated, click: Click) -> Intent:
    """My panel, when it is my turn."""
    return Show(await panels.hand_panel(seated.live, player_view(seated.live.state, seated.seat)))


async def _pick(seated: Seated, click: Click) -> Intent:
    """Draft the letter of the button."""
    return Play(f"{seated.seat} pick {click.ref.arg}")


async def _card(seated: Seated, click: Click) -> Intent:
    """A building card: its legal sites, or a warning first when it cannot build anywhere."""
    live, kind = seated.live, click.ref.arg
    if not targets_for(live.state, seated.seat, kind):
        return Refuse(say("illegal.no_card", kind=say(f"render.card.{kind}")))
    return Show(await panels.build_panel(live, player_view(live.state, seated.seat), kind))


async def _double(seated: Seated, click: Click) -> Intent:
    """The double move's choice of kinds, if a double move is still allowed."""
    live = seated.live
    if not any(isinstance(a, Double) for a in legal_actions(live.state, seated.seat)):
        return Refuse()
    return Show(panels.double_panel(live, player_view(live.state, seated.seat)))


async def _scores(seated: Seated, click: Click) -> Intent:
    """The scoring cards I may play now."""
    return _score_panel(seated, panels.playable_scoring(seated.live, seated.seat))


async def _score(seated: Seated, click: Click) -> Intent:
    """The scoring card of the button, if I may play it now."""
    cards = panels.playable_scoring(seated.live, seated.seat)
    return _score_panel(seated, [c for c in cards if c == click.ref.arg])


def _score_panel(seated: Seated, cards: list[str]) -> Intent:
    if not cards:
        return Refuse()
    return Show(panels.score_panel(seated.live, player_view(seated.live.state, seated.seat), cards))


async def _choose(seated: Seated, click: Click) -> Intent:
    """A site chosen in a menu: check it was offered (it is legal now), then play it, or ask first
    when it can lose something."""
    live, seat = seated.live, seated.seat
    site = site_of(seat, click.values[0])
    if site is None:
        return Refuse()
    mode, target = site
    if target not in targets_for(live.state, seat, mode):
        return Refuse()
    if needs_confirm(target):
        return Show(await panels.build_confirm(live, player_view(live.state, seat), mode, target))
    return Play(action_line(seat, mode, target))


async def _more(seated: Seated, click: Click) -> Intent:
    """A range of the sites of a build (picked in the ``more`` menu of a panel with too many)."""
    live, seat, mode = seated.live, seated.seat, click.ref.arg
    part = choice_range(click.values[0], len(targets_for(live.state, seat, mode)))
    if part is None:
        return Refuse()
    return Show(await panels.site_panel(live, player_view(live.state, seat), mode, part))


async def _check(seated: Seated, click: Click) -> Intent:
    """Ask before a move that can lose something, if it is still one the rules allow now."""
    live, seat, action = seated.live, seated.seat, _action(click.line)
    legal = legal_actions(live.state, seat)
    if isinstance(action, Double):
        nowhere = not double_reach(live.state, seat, action.kind)
        allowed = Double(seat, action.kind) in legal and nowhere
    else:
        allowed = action in legal
    if not allowed or action.seat != seat:
        return Refuse()
    return Show(await panels.check_panel(live, player_view(live.state, seat), action))


async def _do(seated: Seated, click: Click) -> Intent:
    """A confirmed move (the rules check it when it is played)."""
    return Play(click.line)


def _double_line(moves: Sequence[str], seat: int) -> str:
    """The move line of ``seat``'s latest double move (both its builds once the second is made): what
    the answer to its last build tells, the first build included (languages-2.md G-4)."""
    return next(line for line in reversed(moves) if line.split()[:2] == [str(seat), "double"])


def _action(line: Line) -> Action:
    """The Santa Cruz action a line was read into."""
    if not isinstance(line.action, Pick | Discard | Land | Build | Double | DoubleBuild | Score):
        raise TypeError(f"not a Santa Cruz action: {line.text!r}")
    return line.action


async def _discard(seated: Seated, click: Click) -> Intent:
    """The secret discard: the rules alone decide whether it is allowed now (simultaneous, unversioned)."""
    return Play(f"{seated.seat} discard {click.ref.arg}", versioned=False)


class SantaCruzUI(CatalogueUI):
    """The Santa Cruz game as the bot core sees it (:class:`bot.games.seam.GameUI`)."""

    say = staticmethod(say)
    panel_command = "hand"
    """The private panel's subcommand: the hand."""
    posts = posts
    variant_options = (("standard", {}), ("beginner", {"random_sets": True}))

    def __init__(self, board_format: str = "png") -> None:
        self.module = SANTA_CRUZ
        self.board_format = board_format
        self.verbs = _verbs()

    # --- the private panel and what follows a move -------------------------------------------------

    async def panel(self, seated: Seated) -> Post:
        """My hand: the hand image and whatever I can do now."""
        return await panels.hand_panel(seated.live, player_view(seated.live.state, seated.seat))

    async def follow_up(self, seated: Seated, move: Line, events: Sequence[Any]) -> Intent:
        """After a move: a double move's next build (one that can only build nothing is played at once),
        or what the move did (after a double move's last build, the whole double move), with the value
        of a bird chip it drew for the player (only theirs; the DM keeps the record); Take back while it
        may be."""
        live, seat, played = seated.live, seated.seat, _action(move)
        view = live.public()
        if isinstance(played, Discard):
            done = say("ui.discard.done", card=card_name(played.card))
            if view.phase == Phase.DISCARD and view.awaiting:
                names = seat_names(say, live)
                waiting = i18n.join_list([names[s] for s in view.awaiting])
                done += " " + say("ui.discard.waiting", names=waiting)
            return Show(Post(content=done), take_back=True)
        if seat in view.awaiting and view.phase == Phase.PLAY and view.double is not None:
            if view.double[1] == 1 and only_no_build(live.state, seat, "build"):
                return Play(f"{seat} build -")
            return Show(await panels.hand_panel(live, player_view(live.state, seat)), take_back=True)
        names = _names(live)
        if isinstance(played, DoubleBuild):
            said = narrate.describe_move(_double_line(live.state.moves, seat), names, you=True)
        else:
            said = narrate.describe_action(played, names, you=True, pile=view.round == 2)
        chips = [e for e in events if isinstance(e, ChipDrawn) and e.seat == seat]
        done = " ".join([say("ui.done", move=said), *narrate.describe(chips, names, seat)])
        return Show(Post(content=done), take_back=True)

    async def let_go(self, live: LiveGame) -> None:
        """Drop the finished game's current board from its renderer (:func:`boards.let_go`)."""
        await live.drawings.renderers.run(live.row.id, boards.let_go, live.drawings.token, live.row.id)

    def guide(self, live: LiveGame, before: Any | None, events: Sequence[Any]) -> Sequence[GuideEntry]:
        """The practice table's guide for the deal (``before`` is ``None``) or a move: the draft, the
        landing, each card kind, a join, scoring cards, bird chips, the eruption, round 2 and the end, the
        first time each comes up (:mod:`.guide`; public facts only)."""
        return guide_entries(live, before, events)

    def undo_words(self, live: LiveGame, lines: Sequence[str]) -> str:
        """A taken-back turn in a few words: ``build L04 with a road``, ``double move with roads: L04,
        L20``, ``discard a scoring card`` (never which); a double move's second build alone (a hint in the
        middle of one) as ``double move with roads: L20``."""
        actions = [parse(line) for line in lines]
        first = actions[0]
        if isinstance(first, Pick):
            key = "ui.undo.pick_pile" if live.state.round == 2 else "ui.undo.pick"
            return say(key, letter=first.letter)
        if isinstance(first, Discard):
            return say("ui.undo.discard")
        if isinstance(first, Land):
            return say("ui.undo.land", site=first.site) if first.site else say("ui.undo.land_none")
        if isinstance(first, Score):
            return say("ui.undo.score", card=card_name(first.card))
        if isinstance(first, Build):
            card = say(f"narrate.kind.{first.kind}")
            target = first.target
            if target.site is None:
                return say("ui.undo.no_build", card=card)
            return say("ui.undo.join" if target.join else "ui.undo.build", site=target.site, card=card)
        if isinstance(first, DoubleBuild):
            pending = live.state.double
            kinds = say(f"narrate.kinds.{pending.kind}") if pending else ""
            site = str(first.target) if first.target.site else say("ui.undo.nothing")
            return say("ui.undo.double_sites", kinds=kinds, sites=site)
        assert isinstance(first, Double)
        kinds = say(f"narrate.kinds.{first.kind}")
        targets = [*first.targets, *(a.target for a in actions[1:] if isinstance(a, DoubleBuild))]
        if not targets:
            return say("ui.undo.double", kinds=kinds)
        sites = i18n.join_list([str(t) if t.site else say("ui.undo.nothing") for t in targets])
        return say("ui.undo.double_sites", kinds=kinds, sites=sites)

    # --- private follow-ups ---------------------------------------------------------------------

    def private_news(self, live: LiveGame, link: str | None, events: Sequence[Any], seat: int) -> str | None:
        """The bird chips and the new scoring card a move drew for ``seat``, as a DM (None: nothing)."""
        drawn = [e for e in events if isinstance(e, ChipDrawn | ScoringCardDrawn) and e.seat == seat]
        if not drawn:
            return None
        lines = narrate.describe(drawn, _names(live), seat)
        return say("ui.dm", game=self.title, link=link or "", text=" ".join(lines))

    def milestone(self, events: Sequence[Any]) -> str | None:
        """A round's end, for the game's followers."""
        ended = next((e for e in events if isinstance(e, RoundEnded)), None)
        return None if ended is None else say("ui.milestone", round=ended.round)

    # --- commands -------------------------------------------------------------------------------

    def standings(self, live: LiveGame, names: Sequence[str]) -> list[str]:
        """The phase, then the players by rank with their points."""
        view = live.public()
        lines = [f"**{posts.phase_title(view)}**"]
        for rank, seat in enumerate(view.ranks, start=1):
            score = narrate.points_text(view.players[seat].score)
            lines.append(say("ui.status.player", rank=rank, name=names[seat], score=score))
        return lines

    def public_moves(self, live: LiveGame) -> Sequence[str]:
        """The moves, discards without their card."""
        return public_moves(live.state)

    def move_words(self, moves: Sequence[str], index: int, names: Sequence[str]) -> str:
        """A move in words; a pick after every seat picked once is a round-2 pile, not a set."""
        picks = sum(1 for line in moves[:index] if line.split()[1:2] == ["pick"])
        return narrate.describe_move(moves[index], names, pile=picks >= len(names))

    def rules_pages(self) -> Sequence[RulesPage]:
        """The illustrated rules, a page at a time (:mod:`.rulebook`)."""
        return rulebook.pages()

    # --- replays --------------------------------------------------------------------------------

    def replay_frame(self, record: dict[str, Any], step: int) -> Frame:
        return history.frame(record, step)
