"""A table of players driving the real bot through a fake Discord: commands, clicks and choices only.

Players decide only from what the bot showed them: the mentions and components of the live public
message and of their private panels. When the bot opens a thread for the game they started, the table
follows the game there, as people would: its commands and public messages are then the thread's.
The same table plays in-process (``tests/bot``) and against the bot in its own process
(``tests/e2e``); only the way a payload reaches the bot differs.
"""

from __future__ import annotations

import asyncio
import logging
import random
import re
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar, cast

from bot.adapter.client import GameBot
from bot.components import PATTERN
from bot.config import Settings
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.santiago.ui import SantiagoUI
from bot.games.seam import GameUI
from bot.store import undone_to
from playground.fake_discord import CHANNEL_ID, FakeHTTP, Sent, button, dispatch, select, slash
from rules.i18n import LANGUAGES
from rules.santacruz.messages import CATALOGUE

Dispatch = Callable[[dict[str, Any]], Awaitable[object]]

USERS = (1001, 1002, 1003, 1004)
NAMES = ("Ana", "Ben", "Cem", "Dee")


def local_bot(folder: Path, seed: int, *, santiago: bool = False) -> GameBot:
    """A bot on a SQLite file in ``folder`` with Santa Cruz (and Santiago, if asked) drawing PNG boards,
    dealing every game from ``seed``: what the in-process tests drive."""
    uis: list[GameUI] = [SantaCruzUI(board_format="png")]
    if santiago:
        uis.append(SantiagoUI(board_format="png"))
    return GameBot(Settings("fake", folder / "g.sqlite3", None, logging.INFO), uis, seeds=lambda: seed)


FAST = 0.2
"""Seconds a computer waits after a person's move (for a take-back), in tests that play past it."""


BUTTON, SELECT, TEXT = 2, 3, 10
"""Component types: a button, a string select, a text display (Components V2)."""
INTERACTIVE = frozenset({BUTTON, SELECT})
WATCHING = frozenset({"hand", "follow", "unfollow"})
"""Verbs of a live table that make no move: a player's private hand, and following the game."""


def _tree(items: Any) -> Iterator[dict[str, Any]]:
    """Every component of a list and of its children, in order (action rows, containers, sections)."""
    for item in items or []:
        if not isinstance(item, dict):
            continue
        yield item
        yield from _tree(item.get("components"))
        for key in ("accessory", "component"):
            if isinstance(item.get(key), dict):
                yield from _tree([item[key]])


def components(message: dict[str, Any] | None) -> Iterator[dict[str, Any]]:
    """Every button and select of a message, in order (in action rows, or anywhere in a Components V2
    layout)."""
    for item in _tree((message or {}).get("components")):
        if item.get("type") in INTERACTIVE:
            yield item


def text_displays(message: dict[str, Any] | None) -> list[str]:
    """The contents of a Components V2 message's text displays, in order."""
    return [c.get("content") or "" for c in _tree((message or {}).get("components")) if c.get("type") == TEXT]


def shown_text(message: dict[str, Any] | None) -> str:
    """All a message says in words: its content, its embeds' titles and descriptions and its Components
    V2 text displays, one per line."""
    message = message or {}
    parts = [message.get("content") or ""]
    for embed in message.get("embeds") or []:
        parts += [embed.get("title") or "", embed.get("description") or ""]
    parts += text_displays(message)
    return "\n".join(p for p in parts if p)


def verb(component: dict[str, Any]) -> str:
    match = re.fullmatch(PATTERN, component.get("custom_id", ""))
    return match["verb"] if match else ""


BACK_LABELS = frozenset(CATALOGUE.text("ui.button.back", lang) for lang in LANGUAGES)


def back(component: dict[str, Any]) -> bool:
    """Whether a button goes back a step (a player who wants to move does not press it), in any language."""
    return component.get("label") in BACK_LABELS


def find(message: dict[str, Any] | None, wanted: str) -> dict[str, Any] | None:
    return next((c for c in components(message) if verb(c) == wanted), None)


def _shown(message: dict[str, Any]) -> tuple[Any, ...]:
    """What a message shows (its id, text and buttons): a change means the game moved on."""
    return message["id"], shown_text(message), message.get("components")


def _plain(sent: Sent) -> dict[str, Any]:
    """A recorded message as the plain dict the table hands its players."""
    return cast(dict[str, Any], sent)


def _plains(sent: list[Sent]) -> list[dict[str, Any]]:
    """Recorded messages (a list the fake made for the caller) as the plain dicts the table hands its
    players, without a step per message."""
    return cast(list[dict[str, Any]], sent)


class Table:
    """Players at one channel; every method goes through a real interaction payload."""

    def __init__(
        self,
        fake: FakeHTTP,
        dispatch: Dispatch,
        rng: random.Random | None = None,
        channel_id: int = CHANNEL_ID,
        command: str = "santacruz",
    ) -> None:
        self.fake = fake
        self._dispatch = dispatch
        self.command = command
        thread = fake.thread(channel_id)
        self.home = channel_id if thread is None else int(thread["parent_id"])
        """The channel the table opens its lobby in (a thread's parent, for a table made in a thread)."""
        self._pinned = None if thread is None else channel_id
        self._since = self._newest_thread()
        self.rng = rng or random.Random(0)
        self.verbs: set[str] = set()
        self.taps = 0
        """Taps so far: a button press counts 1, a menu choice 2 (open it, choose)."""
        self.moves: list[tuple[int, int]] = []
        """Each person's move as the table made it: (user, taps it took)."""
        self.locales: dict[int, str] = {}
        """Each player's Discord locale by index (default en-US)."""
        self.guild_locale = "en-US"
        """The server's preferred locale, sent with every interaction."""
        self.names: tuple[str, ...] = NAMES
        """The players' display names by index."""

        self.undo_rate = 0.0
        """How often a person takes back the move just made, when its answer offers Take back."""
        self.take_backs: list[tuple[int, int, str]] = []
        """Each take-back: (user, taps it took, what the bot answered)."""

    def _newest_thread(self) -> int:
        return max((int(t["id"]) for t in self.fake.threads(self.home)), default=0)

    @property
    def channel_id(self) -> int:
        """Where the game plays: the thread the bot opened from the table's lobby once the bot posted in
        it (a thread opened before a crash, with the start never stored, is not followed), else
        :attr:`home`. The first thread found is kept, so a later game beside it does not lure the table."""
        return self._follow()

    @channel_id.setter
    def channel_id(self, value: int) -> None:
        """Play at ``value`` from now on: a thread, or :attr:`home` (leaving every older thread behind)."""
        self._pinned = None if value == self.home else value
        if value == self.home:
            self._since = self._newest_thread()

    def _follow(self) -> int:
        """:attr:`channel_id`, keeping the game's thread once it is found."""
        if self._pinned is not None:
            return self._pinned
        for thread in reversed(self.fake.threads(self.home)):
            thread_id = int(thread["id"])
            if thread_id <= self._since:
                break
            if self.fake.sent_messages(thread_id):
                self._pinned = thread_id
                return thread_id
        return self.home

    async def dispatch(self, payload: dict[str, Any]) -> None:
        """Send one interaction; a thread the bot opened for the table's game meanwhile is followed
        (also when the bot died on the way)."""
        try:
            await self._dispatch(payload)
        finally:
            self._follow()

    def user(self, index: int) -> dict[str, Any]:
        return {
            "user_id": USERS[index],
            "username": NAMES[index].lower(),
            "global_name": self.names[index],
            "locale": self.locales.get(index, "en-US"),
            "guild_locale": self.guild_locale,
        }

    async def slash(self, index: int, sub: str, **options: Any) -> dict[str, Any]:
        """Run ``/<command> sub`` as a player; the last reply to it."""
        payload = slash(self.command, sub, options or None, channel_id=self.channel_id, **self.user(index))
        await self.dispatch(payload)
        return _plain(self.fake.answers(payload["token"])[-1])

    async def press(
        self, user_id: int, message: dict[str, Any], custom_id: str, values: list[str] | None = None
    ) -> dict[str, Any] | None:
        """Click a button (or choose ``values`` in a select); the last reply to that interaction."""
        index = USERS.index(user_id) if user_id in USERS else None
        who = self.user(index) if index is not None else {"user_id": user_id, "username": f"u{user_id}"}
        match = re.fullmatch(PATTERN, custom_id)
        if match:
            self.verbs.add(match["verb"])
        self.taps += 1 if values is None else 2
        channel_id = int(message.get("channel_id") or self.channel_id)
        if values is None:
            payload = button(custom_id, message=message, channel_id=channel_id, **who)
        else:
            payload = select(custom_id, values, message=message, channel_id=channel_id, **who)
        await self.dispatch(payload)
        replies = self.fake.answers(payload["token"])
        return _plain(replies[-1]) if replies else None

    async def bring_down(self, index: int) -> dict[str, Any] | None:
        """``/<game> board`` as player ``index`` (a private copy of the table), then its Bring-down button;
        the last answer to the button."""
        reply = await self.slash(index, "board")
        bring = find(reply.get("message"), "bring")
        assert bring is not None, reply
        return await self.press(USERS[index], reply["message"], bring["custom_id"])

    def public(self) -> list[dict[str, Any]]:
        """The table's public messages: the home channel's, and once the game moved to its thread, the
        home channel's up to the lobby (the thread's starter) followed by the thread's."""
        home = _plains(self.fake.sent_messages(self.home))
        channel_id = self.channel_id
        if channel_id == self.home:
            return home
        before = [s for s in home if int(s["message_id"] or 0) <= channel_id]
        return [*before, *_plains(self.fake.sent_messages(channel_id))]

    def tables(self) -> list[dict[str, Any]]:
        """The public messages that show the lobby or the table (with buttons or pictures), without the
        one-line notices (a turn notice pinging the next drafter, a reminder)."""
        return [s for s in self.public() if any(components(s["message"])) or s.get("filenames")]

    def live_message(self) -> dict[str, Any] | None:
        """The public message whose buttons are live (the newest one still carrying components)."""
        for sent in reversed(self.public()):
            message = self.fake.message(int(sent["message_id"]))
            if message is not None and any(True for _ in components(message)):
                return message
        return None

    async def current(self) -> dict[str, Any]:
        message = self.live_message()
        assert message is not None, "no public message has live buttons"
        return message

    def waiting(self, message: dict[str, Any]) -> list[int]:
        """The users a message mentions: whoever must act now."""
        return [int(u) for u in re.findall(r"<@!?([0-9]+)>", shown_text(message))]

    def finished(self) -> bool:
        """The last public message is the final one: it carries the game's record."""
        public = self.public()
        return bool(public) and any(
            re.fullmatch(r"[a-z]+-game-[0-9]+\.json", n) for n in public[-1]["filenames"]
        )

    async def open_lobby(self, players: int) -> None:
        """Player 0 opens the lobby by command; the others join with the lobby's button."""
        await self.slash(0, "join")
        lobby = self.public()[-1]["message"]
        join = find(lobby, "join")
        assert join is not None
        for index in range(1, players):
            reply = await self.press(USERS[index], lobby, join["custom_id"])
            assert reply is not None
            lobby = reply["message"]

    async def start(self, variant: str | None = None) -> None:
        lobby = self.public()[-1]["message"]
        start = [c for c in components(lobby) if verb(c) == "start"]
        chosen = next(c for c in start if variant is None or c["custom_id"].endswith(f":{variant}"))
        await self.press(USERS[0], lobby, chosen["custom_id"])

    async def step(self) -> None:
        """The players the live message mentions each make one move through their buttons and panels.

        A message may mention people who are not to decide yet (a delivery round's start pings all
        it may ask while a computer decides first): when nobody's click moved the game, they wait for
        the message to change, as people would after "it is not your turn".
        """
        message = await self.current()
        users = self.waiting(message)
        if not users:
            await self.until_replaced(message)
            return
        picks = [c for c in components(message) if verb(c) == "pick"]
        openers = [c for c in components(message) if c["type"] == 2 and verb(c) not in WATCHING]
        if picks:
            await self.move(users[0], message, self.rng.choice(picks))
        else:
            for user in users:
                opener = self.rng.choice(openers) if openers else find(message, "hand")
                assert opener is not None, message
                await self.move(user, message, opener)
                if openers:
                    break
        live = self.live_message()
        if live is not None and not self.finished() and _shown(live) == _shown(message):
            await self.until_replaced(message)

    async def move(self, user: int, message: dict[str, Any], opener: dict[str, Any]) -> None:
        """One person's whole move: a tap on the public message, then their private panel until it
        closes; now and then (:attr:`undo_rate`) the move is taken back with the answer's button."""
        start = self.taps
        reply = await self.press(user, message, opener["custom_id"])
        answer = reply["message"] if reply is not None else None
        if verb(opener) != "pick":
            assert reply is not None and reply["ephemeral"], reply
            answer = await self.work_panel(user, reply["message"])
        self.moves.append((user, self.taps - start))
        await self.moved(user, self.taps - start)
        if self.undo_rate and self.rng.random() < self.undo_rate:
            await self.take_back(user, answer)

    async def take_back(self, user: int, answer: dict[str, Any] | None) -> bool:
        """Press Take back on a move's private answer, if it has one; whether it was there."""
        button = find(answer, "undo")
        if answer is None or button is None:
            return False
        start = self.taps
        reply = await self.press(user, answer, button["custom_id"])
        said = (reply or {}).get("content") or ""
        self.take_backs.append((user, self.taps - start, said))
        return True

    async def moved(self, user: int, taps: int) -> None:
        """Called after each person's move (a subclass may look at what was stored)."""

    async def until_replaced(self, message: dict[str, Any], timeout: float = 60.0) -> None:
        """Wait while nobody is mentioned (computer players are moving) until ``message`` is not live."""
        for _ in range(int(timeout / 0.05)):
            live = self.live_message()
            if self.finished() or live is None or _shown(live) != _shown(message):
                return
            await asyncio.sleep(0.05)
        raise AssertionError(f"channel {self.channel_id}: nobody moved for {timeout:g} s: {message}")

    async def work_panel(self, user: int, panel: dict[str, Any] | None) -> dict[str, Any] | None:
        """Use a private panel until a move is confirmed and the panel closes; its last message."""
        for _ in range(12):
            choice = self.panel_choice(panel)
            if panel is None or choice is None:
                return panel
            reply = await self.press(user, panel, *choice)
            assert reply is not None
            panel = reply["message"]
        raise AssertionError("a panel did not close after twelve steps")

    def panel_choice(self, panel: dict[str, Any] | None) -> tuple[str, list[str] | None] | None:
        """A choice that takes a private panel on, at random: a button (not Act, Hand, Take back nor
        Back), else an option of a menu; the custom id and the values to send, ``None`` without one."""
        items = list(components(panel))
        passive = ("act", "hand", "undo")
        choices = [c for c in items if c["type"] == 2 and verb(c) not in passive and not back(c)]
        if choices:
            return self.rng.choice(choices)["custom_id"], None
        selects = [c for c in items if c["type"] == 3]
        if selects:
            menu = self.rng.choice(selects)
            return menu["custom_id"], [self.rng.choice(menu["options"])["value"]]
        return None

    async def play_to_end(self, limit: int = 400) -> None:
        for _ in range(limit):
            if self.finished():
                return
            await self.step()
        raise AssertionError("the game did not end")


KINDS = ("draft", "landing", "build", "no_build", "score", "double", "discard")
"""The move kinds whose taps a table counts, in the order of a game."""


def move_kind(lines: list[str]) -> str:
    """The kind of one person's move from the notation lines it stored (``0 road L04``, ...)."""
    words = lines[0].split()
    name, arg = words[1], words[2] if len(words) > 2 else ""
    if name in ("pick", "discard", "double", "score"):
        return {"pick": "draft"}.get(name, name)
    if name == "land":
        return "landing"
    return "no_build" if arg == "-" else "build"


class Players(Table):
    """A table whose four people are users of its own (``users``), so games played at once never share
    a person (their DMs, DM channels and budgets are per game, as in life)."""

    def __init__(self, users: tuple[int, ...], *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.users = users

    def user(self, index: int) -> dict[str, Any]:
        return super().user(index) | {"user_id": self.users[index]}

    async def press(
        self, user_id: int, message: dict[str, Any], custom_id: str, values: list[str] | None = None
    ) -> dict[str, Any] | None:
        """:meth:`Table.press` for one of this table's users (named by the id the bot mentions)."""
        if user_id in self.users:
            user_id = USERS[self.users.index(user_id)]
        return await super().press(user_id, message, custom_id, values)


class LocalTable(Table):
    """A table whose bot runs in this process, so a test may also look into the bot's store.

    It classes each person's move by the actions the store kept of it: :attr:`kinds` holds the taps
    of every move by kind, :attr:`lines` the lines of every move.
    """

    def __init__(
        self,
        client: GameBot,
        fake: FakeHTTP,
        rng: random.Random | None = None,
        channel_id: int = CHANNEL_ID,
        *,
        command: str = "santacruz",
        kinds: tuple[str, ...] = KINDS,
        kind_of: Callable[[list[str]], str] = move_kind,
        timeout: float = 5.0,
    ) -> None:
        """A table at ``channel_id``: the lobby's channel, or (after a restart) the game's thread."""
        super().__init__(
            fake,
            lambda payload: dispatch(client, payload, timeout=timeout, capture_loggers=("discord", "bot")),
            rng,
            channel_id,
            command=command,
        )
        self.client = client
        self.game = 0
        self.seen = 0
        self.kind_of = kind_of
        self.kinds: dict[str, list[int]] = {kind: [] for kind in kinds}
        self.lines: list[list[str]] = []
        self.made: list[tuple[str, int, int]] = []
        """Each person's move: its kind, its taps and the decisions (stored lines) it made."""

    async def moved(self, user: int, taps: int) -> None:
        """Class the move just made by the actions its person stored since the last one (computers'
        moves in between are not theirs)."""
        self.game = self.game or await self.game_id()
        actions = await self.client.store.log.actions(self.game)
        seat = (await self.client.service.live(self.game)).seat_of_user(user)
        lines = [
            line for _version, by, line in actions[self.seen :] if by == seat and undone_to(line) is None
        ]
        self.seen = len(actions)
        if lines:
            kind = self.kind_of(lines)
            self.kinds[kind].append(taps)
            self.lines.append(lines)
            self.made.append((kind, taps, len(lines)))

    async def game_id(self) -> int:
        """The open game at the table's channel (or, before the bot posted in its thread, the game that
        moved there from the table's lobby)."""
        row = await self.client.store.games.open_game(self.channel_id)
        if row is None:
            moved = [
                g for g in await self.client.store.games.active_games() if g.lobby_channel_id == self.home
            ]
            row = moved[-1] if moved else None
        assert row is not None
        return row.id


SANTIAGO_KINDS = ("demand", "turn", "cubaner", "turn_demand", "harbour", "tribute", "delivery")
"""Santiago's decision kinds: the demand alone; a plain turn (car, figure, building); a turn with a
Cubaner's choice (Pablo, Alonso); a turn that ends in the new demand; a drive to the harbour with the
driver's own deliveries; an El Zorro tribute; a delivery-round turn."""


def santiago_kind(lines: list[str]) -> str:
    """The kind of one person's Santiago move from the lines it stored (``0 car 3``, ``0 go bank``, ...)."""
    verbs = [line.split()[1] for line in lines]
    first = verbs[0]
    if first == "car":
        if "demand" in verbs:
            return "turn_demand"
        if "deliver" in verbs or "pass" in verbs:
            return "harbour"
        return "cubaner" if "pablo" in verbs or "alonso" in verbs else "turn"
    return {"demand": "demand", "give": "tribute"}.get(first, "delivery")


Seated = TypeVar("Seated", bound=LocalTable)


def santiago_table(
    client: GameBot,
    fake: FakeHTTP,
    seed: int,
    channel_id: int = CHANNEL_ID,
    kind: type[Seated] = LocalTable,  # type: ignore[assignment]
) -> Seated:
    """A table (of ``kind``) of people playing Santiago at ``channel_id`` (after a restart: the game's
    thread), classing their moves by Santiago's decisions."""
    return kind(
        client,
        fake,
        random.Random(seed),
        channel_id,
        command="santiago",
        kinds=SANTIAGO_KINDS,
        kind_of=santiago_kind,
        timeout=120.0,
    )
