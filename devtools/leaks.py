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
import dataclasses
import io
import random
import re
from collections.abc import Callable, Sequence
from typing import Any

from PIL import Image

from bot.app import posting
from bot.components import PATTERN
from bot.games.santiago.posts import turn_words
from bot.games.seam import LiveGame
from bot.store import GameRow, PlayerRow, undone_to
from devtools.fake_discord import FakeHTTP, Sent
from render.santacruz import board_image, render_scoring_summary, render_standings
from render.santacruz.encode import quantize
from render.santiago import last_move
from render.santiago.board import public_pixels
from rules.santacruz import narrate
from rules.santacruz.engine import apply
from rules.santacruz.events import CardPlayed, Event, Scored, built_sites, is_secret
from rules.santacruz.invariants import scramble_secrets
from rules.santacruz.records import start_state
from rules.santacruz.views import PublicView, public_view
from rules.santiago import GAME as SANTIAGO
from rules.santiago import engine as santiago_engine
from rules.santiago import invariants as santiago_invariants
from rules.santiago import records as santiago_records
from rules.santiago import views as santiago_views


@dataclasses.dataclass(slots=True)
class Moment:
    """The game at one version: the state, the events that led to it and the state before them."""

    state: Any
    events: list[Any]
    before: Any | None


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
        out.append(Moment(state, events, before))
    return out


def public_sent(fake: FakeHTTP, channel_id: int) -> list[Sent]:
    """Every non-ephemeral payload the bot sent to the channel (posts, edits, interaction answers)."""
    return [s for s in fake.outgoing() if not s["ephemeral"] and s["channel_id"] == channel_id]


def version_of(sent: Sent, last: int) -> int:
    """The version a turn message shows: from its buttons' custom ids, or the last one (game over)."""
    for row in sent.get("components") or []:
        for component in row.get("components", []):
            match = re.fullmatch(PATTERN, component.get("custom_id", ""))
            if match:
                return int(match["version"])
    return last


def pixels(image: Image.Image) -> bytes:
    """An image's RGB pixels, to compare a lossless upload with a fresh drawing without re-encoding."""
    return image.convert("RGB").tobytes()


def board_pixels(view: PublicView, last_move: frozenset[str]) -> bytes:
    """The pixels of the public board drawn from ``view``, on the palette every upload uses."""
    return pixels(quantize(board_image(view, last_move=last_move)))


def check_public_images(
    fake: FakeHTTP, channel_id: int, history: list[Moment], game: str = "santacruz"
) -> int:
    """Each public image (board, scoring summary, standings) is the render of the public view at its
    version; returns how many were checked. The lossless board is compared pixel for pixel (a
    Santiago board with or without its last move marked)."""
    checked = 0
    last = len(history) - 1
    for sent in public_sent(fake, channel_id):
        board = sent["files"].get("board.webp") or sent["files"].get("board.png")
        if board is None:
            continue
        moment = history[version_of(sent, last)]
        shown = pixels(Image.open(io.BytesIO(board)))
        if game == "santiago":
            assert _santiago_board(moment, shown), (
                f"the public board of version {version_of(sent, last)} differs"
            )
            checked += 1
            continue
        view = public_view(moment.state)
        marked = board_pixels(view, built_sites(moment.events))
        assert shown == marked or shown == board_pixels(view, frozenset()), (
            f"the public board of version {version_of(sent, last)} differs"
        )
        checked += 1
        summary = sent["files"].get("scoring.png")
        if summary is not None:
            card = next(e.card for e in moment.events if isinstance(e, CardPlayed) and e.scoring)
            scored = [e for e in moment.events if isinstance(e, Scored) and e.source == card]
            assert summary == render_scoring_summary(view, card, scored), "a scoring summary differs"
            checked += 1
        standings = sent["files"].get("standings.png")
        if standings is not None:
            assert standings == render_standings(view), "the final standings differ"
            checked += 1
    return checked


def _santiago_board(moment: Moment, shown: bytes) -> bool:
    """Whether ``shown`` are the pixels of Santiago's public board at a moment, with its last move
    marked or (a board posted again) without (the second drawing only when the first differs)."""
    view = santiago_views.public_view(moment.state)
    marked = pixels(public_pixels(view, last_move=last_move(moment.events)))
    return shown == marked or shown == pixels(public_pixels(view))


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
    texts = [f"{s.get('content') or ''} {s.get('embeds')}" for s in public_sent(fake, channel_id)]
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


SANTIAGO_PUBLIC_VERBS = frozenset({"act", "hand", "vote", "join", "leave", "start", "add_ai", "remove_ai"})
"""The only verbs a public Santiago message may carry under ``hidden_holdings`` (no choice labels)."""


def check_santiago_public(
    fake: FakeHTTP, channel_id: int, history: list[Moment], game_id: int, seats: Sequence[PlayerRow]
) -> int:
    """Santiago: every public board is the render of the public view at its version, and every public
    text (message, embed title and description, who it pings) is the one the bot builds for that
    version from a state whose secrets (the rolls to come; under ``hidden_holdings`` every seat's
    holdings) are changed, until the game is over and tells all; under ``hidden_holdings`` no public
    message offers a choice (whose labels would tell a holding). Returns how many payloads were checked."""

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
        words = turn_words(live, moment.events, before)
        embed = (sent.get("embeds") or [{}])[0]
        said = (sent["content"], embed.get("title"), embed.get("description"))
        assert said == (words.content, words.title, words.description), f"version {version}: {said}"
        allowed = (sent["body"].get("allowed_mentions") or {}).get("users", [])
        assert sorted(int(u) for u in allowed) == sorted(words.mentions), f"version {version} pings {allowed}"
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
    """Public posts that are neither the lobby nor a turn message (their text)."""
    mismatched: list[tuple[int, int]] = dataclasses.field(default_factory=list)
    """(version posted, version its buttons show) where the two differ."""


def edited_versions(
    history: list[Moment],
    actions: Sequence[tuple[int, int | None, str]],
    edits_live: Callable[[Any, Any], bool],
) -> set[int]:
    """The versions the table sees as an edit of the live message instead of a new post: a move that
    continues the turn (the game's :meth:`~bot.games.seam.GameUI.edits_live`) and a take-back."""
    return {
        version
        for version, (_v, _seat, line) in enumerate(actions, start=1)
        if undone_to(line) is not None or edits_live(history[version].before, history[version].state)
    }


def versions_shown(
    fake: FakeHTTP, game_id: int, channel_id: int, public: Sequence[Sent], final: int, edited: set[int]
) -> Shown:
    """Every stored version ``0..final`` of a game posted exactly once as a turn message (its nonce is
    ``posting.nonce("turn", game, v)``), except those in ``edited``, which may instead be shown by an
    edit of the live message in ``channel_id``; ``public`` are the game's public posts (lobby included)."""
    shown = Shown()
    turn_nonces = {posting.nonce("turn", game_id, v): v for v in range(final + 1)}
    lobby_nonce = posting.nonce("lobby", game_id)
    for sent in public:
        sent_nonce = str(sent["body"].get("nonce"))
        if sent_nonce in turn_nonces:
            version = turn_nonces[sent_nonce]
            shown.posts[version] += 1
            if version_of(sent, final) != version:
                shown.mismatched.append((version, version_of(sent, final)))
        elif sent_nonce != lobby_nonce:
            shown.stray.append(sent["content"] or "")
    by_edit = {version_of(e, final) for e in fake.channel_edits(channel_id) if e["components"]}
    shown.doubled = sorted(v for v, n in shown.posts.items() if n > 1)
    shown.lost = [v for v in range(final + 1) if shown.posts[v] == 0 and not (v in edited and v in by_edit)]
    shown.edited = sum(1 for v in edited if shown.posts[v] == 0 and v in by_edit)
    return shown
