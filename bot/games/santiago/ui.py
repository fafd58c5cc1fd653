"""Santiago de Cuba on Discord: its commands, its component verbs and the private panel.

Component verbs (the core's ``hand`` opens my panel: my board, my holdings, my choices): ``act`` (my
choices, when I am awaited), ``do`` (play a line; version-checked, and only if the rules allow it now),
``choose`` (the same from a menu) and ``more`` (a range of choices, when there are too many for one
message). A move that leaves the same person deciding goes straight on to their next choice, so a plain
turn is the car, the figure and the building: three taps. Every handler is a function of the clicking
seat and the click that returns an intent (:mod:`bot.games.seam`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.components import view_of
from bot.games.santiago import history, posts, rulebook, words
from bot.games.santiago.choices import choices, good, wants
from bot.games.santiago.guide import entries as guide_entries
from bot.games.seam import (
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
    choice_items,
    choice_range,
    one_of,
)
from bot.messaging import Post, plain
from render.santiago import render_private_board
from rules.i18n import join_list
from rules.santiago import GAME as SANTIAGO
from rules.santiago import narrate
from rules.santiago.events import ShipDeparted
from rules.santiago.messages import building_as
from rules.santiago.messages import render as say
from rules.santiago.state import Phase
from rules.santiago.views import Holdings, PlayerView, player_view, public_view


def _verbs() -> dict[str, GameVerb]:
    """The game's component verbs: what each accepts and its handler, for the seat the game waits for."""
    return {
        "act": GameVerb(Verb(versioned=True), _act),
        "do": GameVerb(Verb(move=True, versioned=True), _do),
        "choose": GameVerb(Verb(arg=one_of("0123"), select=True, versioned=True), _choose),
        "more": GameVerb(Verb(select=True, versioned=True), _more),
    }


async def _act(seated: Seated, click: Click) -> Intent:
    """My choices now."""
    return Show(decision_panel(seated.live, player_view(seated.live.state, seated.seat)))


async def _more(seated: Seated, click: Click) -> Intent:
    """A range of my choices, picked in the ``more`` menu."""
    pv = player_view(seated.live.state, seated.seat)
    part = choice_range(click.values[0], len(pv.legal))
    if part is None:
        return Refuse()
    return Show(decision_panel(seated.live, pv, part))


async def _do(seated: Seated, click: Click) -> Intent:
    """A choice's button: its line, if the rules allow it now."""
    return _play(seated, click.line)


async def _choose(seated: Seated, click: Click) -> Intent:
    """A choice from a menu: its line, if the rules allow it now."""
    return _play(seated, click.values[0])


def _play(seated: Seated, move: str | Line) -> Intent:
    line = move if isinstance(move, str) else move.text
    if line not in player_view(seated.live.state, seated.seat).legal:
        return Refuse()
    return Play(move)


def holdings_text(name: str, held: Holdings) -> str:
    return say("ui.panel.header", name=name, pesos=held.pesos, vp=held.vp, goods=posts.goods_text(held.goods))


def ask_text(pv: PlayerView) -> str:
    """What the panel asks for the decision awaited, with the facts it needs."""
    view = pv.public
    phase = view.phase
    if phase == Phase.DEMAND:
        roll = join_list([f"{good(g)} {n}" for g, n in (pv.roll or {}).items()])
        return say("ui.ask.demand", roll=roll, ship=view.ship)
    if phase == Phase.CAR:
        return say("ui.ask.car", pesos=pv.holdings.pesos)
    if phase == Phase.GIVE:
        return say("ui.ask.give", taker=plain(view.players[view.turn].name))
    if phase == Phase.USE:
        return say("ui.ask.use", building=building_as(view.flow.get("use_building") or "", "the"))
    if phase == Phase.DELIVER:
        return say("ui.ask.deliver", wants=wants(view.dice), value=view.marker)
    return say(f"ui.ask.{phase}")


def decision_panel(live: LiveGame, pv: PlayerView, part: tuple[int, int] | None = None) -> Post:
    """The seat's choices now: its holdings, the question, a button (or menu entry) per choice; with
    ``part``, only that range of them (picked in a ``more`` menu)."""
    header = holdings_text(plain(pv.public.players[pv.seat].name), pv.holdings)
    offered = choices(pv)
    first, last = part or (0, len(offered))
    items = choice_items(live.row.id, live.version, offered[first:last], rows=4, start=first)
    return Post(content=f"{header}\n{ask_text(pv)}", view=view_of(*items) if items else None)


class SantiagoUI(CatalogueUI):
    """The Santiago de Cuba game as the bot core sees it (:class:`bot.games.seam.GameUI`)."""

    say = staticmethod(say)
    panel_command = "panel"
    """The private panel\'s subcommand."""
    posts = posts
    variant_options = (("standard", {}), ("hidden", {"hidden_holdings": True}))

    def __init__(self, board_format: str = "png") -> None:
        self.module = SANTIAGO
        self.board_format = board_format
        self.verbs = _verbs()

    # --- the private panel and what follows a move -------------------------------------------------

    async def follow_up(self, seated: Seated, move: Line, events: Sequence[Any]) -> Intent:
        """After a move: what it did, with Take back while it may be; the same person's next choice in
        their panel when they choose there (on the table's buttons otherwise: one place to act)."""
        after, seat = seated.live, seated.seat
        view = public_view(after.state)
        if seat in view.awaiting and not posts.acts_on_table(view):
            return Show(decision_panel(after, player_view(after.state, seat)), take_back=True)
        names = [plain(p.name) for p in after.state.players]
        told = " ".join(narrate.describe(list(events), names, you=seat) or [move.text])
        if seat in view.awaiting:
            done = say("ui.done_next", move=told, link=seated.link or "")
            return Show(Post(content=done[:2000]), take_back=True)
        return Show(Post(content=say("ui.done", move=told)[:2000]), take_back=True)

    async def panel(self, seated: Seated) -> Post:
        """My board (with my holdings and car fares), my holdings in words, my choices when awaited."""
        live, seat = seated.live, seated.seat
        pv = player_view(live.state, seat)
        board = await live.draw(("private", seat), render_private_board, pv)
        header = holdings_text(plain(pv.public.players[seat].name), pv.holdings)
        items: list[Any] = []
        if pv.public.phase == Phase.END:
            body = say("ui.panel.over")
        elif seat in pv.public.awaiting:
            body = ask_text(pv)
            items = choice_items(live.row.id, live.version, choices(pv))
        else:
            names = join_list([plain(live.user_of_seat(s).name) for s in pv.public.awaiting])
            body = say("ui.panel.waiting", names=names)
        content = f"{header}\n{body}"
        return Post(content=content, files=[("board.png", board)], view=view_of(*items) if items else None)

    # --- private follow-ups ---------------------------------------------------------------------

    def private_news(self, live: LiveGame, link: str | None, events: Sequence[Any], seat: int) -> str | None:
        """Every Santiago event is public: nothing is sent privately."""
        return None

    def milestone(self, events: Sequence[Any]) -> str | None:
        """A ship's departure, for the game's followers."""
        sailed = next((e for e in events if isinstance(e, ShipDeparted)), None)
        return None if sailed is None else say("ui.milestone", ship=sailed.ship, departed=sailed.departed)

    # --- commands -------------------------------------------------------------------------------

    def standings(self, live: LiveGame, names: Sequence[str]) -> list[str]:
        """The round and the ship, then each player's holdings (unless hidden); at the end each final
        score with the VP for goods left apart, as the board shows them."""
        view = public_view(live.state)
        lines = [f"**{posts.title(view)}**", posts.ship_text(view)]
        for p in view.players:
            held = p.holdings
            if held is None:
                lines.append(say("ui.status.hidden", name=names[p.seat]))
                continue
            goods = posts.goods_text(held.goods)
            final = posts.final_score(view, p.seat)
            if final is not None:
                vp, bonus, count = final
                lines.append(
                    say(
                        "ui.status.final",
                        name=names[p.seat],
                        score=vp + bonus,
                        vp=vp,
                        bonus=bonus,
                        count=count,
                        pesos=held.pesos,
                        goods=goods,
                    )
                )
            else:
                lines.append(
                    say("ui.status.player", name=names[p.seat], vp=held.vp, pesos=held.pesos, goods=goods)
                )
        return lines

    def public_moves(self, live: LiveGame) -> Sequence[str]:
        """Every move (Santiago's moves hold no secret)."""
        return public_view(live.state).moves

    def words_of(
        self, live: LiveGame, moves: Sequence[str], indices: Sequence[int], names: Sequence[str]
    ) -> dict[int, str]:
        """Who made each move and what it did, as the table's narration told it (the game replayed once
        from its start); who made it alone when the game does not replay."""
        told = words.log_lines(live.state, names)
        return {i: (told[i] if i < len(told) else "") or self.move_words(moves, i, names) for i in indices}

    def rules_pages(self) -> Sequence[RulesPage]:
        """The illustrated rules, a page at a time (:mod:`.rulebook`)."""
        return rulebook.pages()

    # --- replays --------------------------------------------------------------------------------

    async def let_go(self, live: LiveGame) -> None:
        """Nothing to drop: Santiago's renderer keeps regions of boards shared by every game, bounded by
        their bytes (:mod:`render.santiago.patches`), not a board per game."""

    def guide(self, live: LiveGame, before: Any | None, events: Sequence[Any]) -> Sequence[GuideEntry]:
        """The practice table's guide for the deal (``before`` is ``None``) or a move: the car, the
        Cubaner, the figure and the buildings, the demand, the harbour, the ships and the end, the first
        time each comes up (:mod:`.guide`; public facts only)."""
        return guide_entries(live, before, events)

    def undo_words(self, live: LiveGame, lines: Sequence[str]) -> str:
        """A taken-back turn in words, told from the game as the take-back left it (``car driven to
        Pedro and 1 citrus given to Ann``; Santiago's moves hold no secret)."""
        names = [plain(p.name) for p in live.state.players]
        return words.undone(live.state, lines, names)

    def replay_frame(self, record: dict[str, Any], step: int) -> Frame:
        return history.frame(record, step)
