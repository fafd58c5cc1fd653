"""Checks that nothing secret reached a public payload of a whole game, and that each version was shown.

A game (Santa Cruz or Santiago de Cuba) is rebuilt version by version from its stored action log.
Then every public image must be exactly the render of the public view at its version, every public
text must stay the same when every secret is changed (Santa Cruz: hands, discards, chip values,
face-down tiles; Santiago: the rolls to come and, under ``hidden_holdings``, every seat's holdings), and
every stored version must be posted once as a turn message or, when it continues the turn on the table,
shown by an edit of the live message.
"""

from __future__ import annotations

import collections
import contextlib
import dataclasses
import io
import random
import re
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from PIL import Image

from bot.app import posting
from bot.app.table_layout import seat_blocks
from bot.components import PATTERN
from bot.games.santiago import posts as santiago_posts
from bot.games.seam import GameUI, LiveGame
from bot.messaging import nonce
from bot.store import GameRow, PlayerRow, undone_to
from bot.texts import text
from devtools.table import components, shown_text, text_displays
from playground.fake_discord import FakeHTTP, Sent
from render.common.ending import end_pictures
from render.santacruz import render_small_public_board
from render.santiago import last_move
from render.santiago.board import public_pixels
from render.santiago.scaled import PHONE
from rules import registry
from rules.santacruz import narrate
from rules.santacruz.engine import apply
from rules.santacruz.events import Event, built_sites, is_secret
from rules.santacruz.invariants import scramble_secrets
from rules.santacruz.messages import render as santacruz_say
from rules.santacruz.records import start_state
from rules.santacruz.views import PublicView, public_view
from rules.santiago import GAME as SANTIAGO
from rules.santiago import engine as santiago_engine
from rules.santiago import invariants as santiago_invariants
from rules.santiago import records as santiago_records
from rules.santiago import views as santiago_views
from rules.santiago.messages import render as santiago_say


@dataclasses.dataclass(slots=True)
class Moment:
    """The game at one version: the state, the events that led to it and the state before them."""

    state: Any
    events: list[Any]
    before: Any | None
    restored: int | None = None
    """The version a take-back brought back, when this version is one (its state is that version's)."""


def _engine(game: str) -> tuple[Callable[[dict[str, Any]], Any], Callable[[Any, str], tuple[Any, list[Any]]]]:
    """The start state of a record and the move function of ``game``'s rules."""
    if game == "santiago":
        return santiago_records.start_state, santiago_engine.apply
    return start_state, apply


def moments(
    record: dict[str, Any], actions: Sequence[tuple[int, int | None, str]], game: str = "santacruz"
) -> list[Moment]:
    """Version ``v`` of the game at index ``v`` (the bot's action log counts each step of a double move;
    an undo entry ``undo <t>`` brings back the game of version ``t``, with no events)."""
    start, move = _engine(game)
    state = start(record)
    out = [Moment(state, [], None)]
    for _version, _seat, line in actions:
        before = state
        restored = undone_to(line)
        if restored is None:
            state, events = move(state, line)
        else:
            state, events = out[restored].state, []
        out.append(Moment(state, events, before, restored))
    return out


def public_sent(fake: FakeHTTP, channel_id: int) -> list[Sent]:
    """Every non-ephemeral payload the bot sent to the channel (posts, edits, interaction answers)."""
    return [s for s in fake.outgoing() if not s["ephemeral"] and s["channel_id"] == channel_id]


def version_of(sent: Sent | dict[str, Any], last: int) -> int:
    """The version a table message shows (a sent request or a message): from its buttons' custom ids, or
    the last one (game over)."""
    message: dict[str, Any] = dict(sent.get("data") or sent)
    for component in components(message):
        match = re.fullmatch(PATTERN, component.get("custom_id", ""))
        if match:
            return int(match["version"])
    return last


def pixels(image: Image.Image) -> bytes:
    """An image's RGB pixels, to compare a lossless upload with a fresh drawing without re-encoding."""
    return image.convert("RGB").tobytes()


def board_pixels(view: PublicView, last_move: frozenset[str]) -> bytes:
    """The pixels of the public board (the islands, drawn for a phone) from ``view``, on the palette every
    upload uses."""
    return pixels(Image.open(io.BytesIO(render_small_public_board(view, last_move=last_move))))


def check_public_images(
    fake: FakeHTTP, channel_id: int, history: list[Moment], game: str = "santacruz"
) -> int:
    """Each public image (board, standings) is the render of the public view at its version; returns how
    many were checked. The lossless board is compared pixel for pixel, with the sites built since the
    previous board upload marked, or since the message's post (an edit that draws the board again, as
    a practice table's guide picture makes it, marks every move the message tells), or the last move's,
    or none."""
    checked = 0
    last = len(history) - 1
    previous = posted = told_from = 0
    for sent in public_sent(fake, channel_id):
        board = sent["files"].get("board.webp") or sent["files"].get("board.png")
        if board is None:
            continue
        version = version_of(sent, last)
        told_from = posted
        if fake.shown_as(sent) == "channel":
            posted = version
        moment = history[version]
        shown = pixels(Image.open(io.BytesIO(board)))
        standings = sent["files"].get("standings.png")
        if standings is not None:
            pictures = (standings, sent["files"].get("scores.png"))
            assert pictures == _end_pictures(game, moment.state), "the final standings or chart differ"
            checked += 1
        if game == "santiago":
            events = [e for m in history[previous + 1 : version + 1] for e in m.events]
            told_events = [e for m in history[told_from + 1 : version + 1] for e in m.events]
            assert _santiago_board(moment, events, told_events, shown), (
                f"the public board of version {version} differs"
            )
            checked += 1
            previous = version
            continue
        view = public_view(moment.state)
        since = frozenset(s for m in history[previous + 1 : version + 1] for s in built_sites(m.events))
        told = frozenset(s for m in history[told_from + 1 : version + 1] for s in built_sites(m.events))
        candidates: tuple[frozenset[str], ...] = (since, told, built_sites(moment.events), frozenset())
        assert any(shown == board_pixels(view, marks) for marks in candidates), (
            f"the public board of version {version} differs"
        )
        checked += 1
        previous = version
    return checked


def _end_pictures(game: str, state: Any) -> tuple[bytes, bytes]:
    """The standings and chart a finished game's table must show: drawn from its record, public at the end."""
    module = registry.game(game)
    result = module.outcome(state)
    assert result is not None, "standings before the end"
    say = santiago_say if game == "santiago" else santacruz_say
    sheet = module.score_sheet(module.record(state))
    return end_pictures(say, [p.name for p in state.players], result, sheet)


def _santiago_board(moment: Moment, since: list[Any], told: list[Any], shown: bytes) -> bool:
    """Whether ``shown`` are the pixels of Santiago's public board at a moment, with the moves since the
    previous board upload marked, or those the message tells since its post (``told``), or its last
    move, or none."""
    view = santiago_views.public_view(moment.state)
    marks = (last_move(since), last_move(told), last_move(moment.events), None)
    return any(
        shown
        == pixels(
            public_pixels(view, last_move=mark, scale=PHONE)
            if mark is not None
            else public_pixels(view, scale=PHONE)
        )
        for mark in marks
    )


def _scrambled(events: list[Event], rng: random.Random) -> list[Event]:
    out = []
    for event in events:
        if event.SECRET:
            fields = {name: _other(getattr(event, name), rng) for name in event.SECRET}
            event = dataclasses.replace(event, **fields)
        out.append(event)
    return out


def _other(value: object, rng: random.Random) -> object:
    if isinstance(value, int):
        return value + rng.randrange(1, 7)
    return f"secret{rng.randrange(10**6)}"


def check_public_text(fake: FakeHTTP, channel_id: int, history: list[Moment], names: list[str]) -> int:
    """Every public turn text is what the public alone determines, and no owner-only sentence is public."""
    rng = random.Random(0)
    texts = [shown_text(s["data"]) for s in public_sent(fake, channel_id)]
    public = "\n".join(texts)
    checked = 0
    for moment in history[1:]:
        before = public_view(moment.before) if moment.before is not None else None
        told = narrate.describe(moment.events, names, None, before=before)
        other_before = (
            public_view(scramble_secrets(moment.before, rng)) if moment.before is not None else None
        )
        assert told == narrate.describe(_scrambled(moment.events, rng), names, None, before=other_before)
        for event in moment.events:
            if is_secret(event, None):
                owner = narrate.describe([event], names, event.seat)  # type: ignore[attr-defined]
                for sentence in set(owner) - set(narrate.describe([event], names, None)):
                    assert sentence not in public, f"a private sentence went public: {sentence!r}"
                    checked += 1
    return checked


SANTIAGO_PUBLIC_VERBS = frozenset(
    {"act", "hand", "follow", "vote", "join", "leave", "start", "add_ai", "remove_ai"}
)
"""The only verbs a public Santiago message may carry under ``hidden_holdings`` (no choice labels)."""


def check_santiago_public(
    fake: FakeHTTP,
    channel_id: int,
    history: list[Moment],
    game_id: int,
    seats: Sequence[PlayerRow],
    practice: bool = False,
) -> int:
    """Santiago: every public board is the render of the public view at its version, and every public
    text (message, embed title and description, who it pings) is the one the bot builds for that
    version from a state whose secrets (the rolls to come; under ``hidden_holdings`` every seat's
    holdings) are changed, until the game is over and tells all; under ``hidden_holdings`` no public
    message offers a choice (whose labels would tell a holding). The prompt is built as the bot builds
    it: a round's start names everyone it may ask, and so does a take-back's table, which the bot draws
    afresh (it tells no move since). A ``practice`` table's title says so, as the bot writes it. Returns
    how many payloads were checked."""

    rng = random.Random(0)
    hidden = bool(history[0].state.options.get("hidden_holdings"))
    last = len(history) - 1
    checked = check_public_images(fake, channel_id, history, "santiago")
    for sent in public_sent(fake, channel_id):
        if not {"board.webp", "board.png"} & set(sent["files"]):
            continue
        version = version_of(sent, last)
        if hidden:
            for row in sent.get("components") or []:
                for component in row.get("components", []):
                    match = re.fullmatch(PATTERN, component.get("custom_id", ""))
                    assert match is None or match["verb"] in SANTIAGO_PUBLIC_VERBS, component
        moment = history[version]
        over = moment.state.phase == "end"
        state = moment.state if over else santiago_invariants.scramble_secrets(moment.state, rng)
        before = moment.before
        if before is not None and not over:
            before = santiago_invariants.scramble_secrets(before, rng)
        game_row = GameRow(game_id, "santiago", None, channel_id, 0, "active", {}, version, None)
        live = LiveGame(game_row, SANTIAGO, state, version, list(seats))
        view = santiago_views.public_view(state)
        shown = text_displays(sent["data"])
        standings = [santiago_posts.standing(view, seat) for seat in range(len(seats))]
        title = santiago_posts.title(view)
        title = text("teach.practice_title", title=title) if practice else title
        expected = [f"## {title}", *seat_blocks(live, santiago_say, standings)]
        assert all(text in shown for text in expected), f"version {version}: {shown}"
        if not over:
            # a take-back's table is drawn afresh: the bot tells only the moves made since the take-back
            # (none), so the state before it has no part in the prompt (bot/app/posting.py, _publish)
            undone = moment.restored is not None
            fresh = undone or before is None or not santiago_posts.continues(before, state)
            prompt, _users = santiago_posts.prompt_text(live, state, fresh)
            assert any(prompt in text for text in shown), f"version {version}: {shown}"
        checked += 1
    return checked


@dataclasses.dataclass(slots=True)
class Shown:
    """How a game's stored versions reached its channel: turn posts per version, versions shown only by
    an edit of the live message, and what went wrong."""

    posts: collections.Counter[int] = dataclasses.field(default_factory=collections.Counter)
    edited: int = 0
    doubled: list[int] = dataclasses.field(default_factory=list)
    lost: list[int] = dataclasses.field(default_factory=list)
    stray: list[str] = dataclasses.field(default_factory=list)
    """Public posts that are neither the lobby, a turn message nor a turn notice (their text)."""
    pings: collections.Counter[tuple[int, int]] = dataclasses.field(default_factory=collections.Counter)
    """Turn notices posted apart from a turn message, per (person, version their turn began)."""
    mismatched: list[tuple[int, int]] = dataclasses.field(default_factory=list)
    """(version posted, version its buttons show) where the two differ."""


def edited_versions(
    history: list[Moment],
    actions: Sequence[tuple[int, int | None, str]],
    ui: GameUI,
    computers: frozenset[int] = frozenset(),
) -> set[int]:
    """The versions the table shows by an edit of the live message instead of a new post: a move that
    does not start a new person's turn (:func:`bot.app.posting.new_turn`; ``computers`` are the
    computers' seats) and a take-back."""
    return {
        version
        for version, (_v, _seat, line) in enumerate(actions, start=1)
        if undone_to(line) is not None
        or not posting.new_turn(
            ui.module, ui.edits_live, computers, history[version].before, history[version].state
        )
    }


def followup_nonces(database: Path) -> dict[int, str]:
    """The nonces of the posts the bot sent as interactions' follow-ups (issue 46: Discord keeps none for
    those, the bot notes them in its SQLite ``database``), by message id."""
    with contextlib.closing(sqlite3.connect(f"file:{database}?mode=ro", uri=True)) as db:
        rows = db.execute("SELECT message_id, nonce FROM followups WHERE message_id IS NOT NULL").fetchall()
    return {int(message_id): str(value) for message_id, value in rows}


def nonce_of(sent: Sent, nonces: Mapping[int, str]) -> str:
    """The nonce a post was sent with: in its body, or for a follow-up as the bot noted it (``nonces``,
    from :func:`followup_nonces`)."""
    value = sent["body"].get("nonce")
    if value is None and sent["message_id"] is not None:
        value = nonces.get(int(sent["message_id"]))
    return str(value)


def _ping_of(sent: Sent, game_id: int, final: int, nonces: Mapping[int, str]) -> tuple[int, int] | None:
    """The (person, version) of a turn notice posted on its own (its nonce is ``nonce("ping", game,
    person, version)``), or ``None`` for any other post."""
    sent_nonce = nonce_of(sent, nonces)
    for user in (sent["body"].get("allowed_mentions") or {}).get("users") or []:
        for version in range(final + 1):
            if nonce("ping", game_id, int(user), version) == sent_nonce:
                return int(user), version
    return None


def versions_shown(
    fake: FakeHTTP,
    game_id: int,
    channel_id: int,
    public: Sequence[Sent],
    final: int,
    edited: set[int],
    nonces: Mapping[int, str] | None = None,
) -> Shown:
    """Every stored version ``0..final`` of a game posted exactly once as a turn message (its nonce is
    ``nonce("turn", game, v)``), except those in ``edited``, which may instead be shown by an
    edit of the live message in ``channel_id``; ``public`` are the game's public posts (lobby included).
    A turn notice posted on its own (a person whose turn began in an edit) counts apart, and twice for
    the same turn is doubled. ``nonces`` are those of the posts sent as follow-ups
    (:func:`followup_nonces`)."""
    nonces = nonces or {}
    shown = Shown()
    turn_nonces = {nonce("turn", game_id, v): v for v in range(final + 1)}
    lobby_nonce = nonce("lobby", game_id)
    for sent in public:
        sent_nonce = nonce_of(sent, nonces)
        if sent_nonce in turn_nonces:
            version = turn_nonces[sent_nonce]
            shown.posts[version] += 1
            if version_of(sent, final) != version:
                shown.mismatched.append((version, version_of(sent, final)))
        elif (ping := _ping_of(sent, game_id, final, nonces)) is not None:
            shown.pings[ping] += 1
        elif sent_nonce != lobby_nonce:
            shown.stray.append(shown_text(sent["data"]))
    by_edit = {version_of(e, final) for e in fake.channel_edits(channel_id) if any(components(e["data"]))}
    shown.doubled = sorted(
        {v for v, n in shown.posts.items() if n > 1} | {v for (_, v), n in shown.pings.items() if n > 1}
    )
    shown.lost = [v for v in range(final + 1) if shown.posts[v] == 0 and not (v in edited and v in by_edit)]
    shown.edited = sum(1 for v in edited if shown.posts[v] == 0 and v in by_edit)
    return shown
