"""Crash soak: several Santa Cruz games in the real bot process while it is SIGKILLed again and again.

Each game is opened in its own channel of the fake Discord by one person (``/santacruz join``), filled
with easy computer players by the lobby's buttons (2, 3 or 4 seats) and played to the standings: the
person by clicks and private panels (:class:`devtools.table.Table`), the computers by the bot. The bot
process kills itself at chosen moments (``SOAK_KILL_POINTS`` of ``devtools/launch.py``: right after a
game is stored as started, right after its last move is committed, and now and then after any commit,
post, stored message id, stripped message or DM) and is also SIGKILLed from outside at random times; it
is restarted on the same database each time. New games are opened until ``--kills`` kills were made.

Then every game is checked against its stored action log: finished with the standings and the record
as the channel's last message; every stored version ``0..final`` posted exactly once as a turn message
(the post of version ``v`` carries the nonce ``nonce("turn", game, v)``; the bot holds the
game's lock from a commit to its post, and a restart posts the stored version before any computer or
click can move, so no version may lack its own post), except a version that continues the turn (a
draft pick, a discard, half a double move) or takes a move back, which is shown by an edit of the live
message instead (``edited_versions``); no live buttons left; the log replays to the
record; nothing secret in public; each DM of a drawn secret created at most once. ``--json`` prints
one JSON object and the exit status is 1 when a check failed. ``--seed`` fixes the kill draws, the
outside kill times and the person's choices; where a kill lands still depends on timing, so two runs
differ in detail:

    python bench/soak.py --games 6 --kills 100 --json
    python bench/soak.py --quick --json      # a smoke run: one 2-seat game, one kill (QUICK_POINTS)
"""

from __future__ import annotations

import abc
import argparse
import asyncio
import collections
import contextlib
import json
import random
import sqlite3
import sys
import tempfile
import time
from collections.abc import Callable, Coroutine, Iterator, Sequence
from dataclasses import KW_ONLY, dataclass, field
from pathlib import Path
from typing import Any, ClassVar

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import print_figures
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.seam import GameUI
from bot.messaging import nonce
from devtools.botproc import BotExited, BotProcess
from devtools.launch import KILL_LOG_ENV, KILL_POINTS, KILL_POINTS_ENV, KILL_SEED_ENV
from devtools.leaks import (
    Moment,
    check_public_images,
    check_public_text,
    edited_versions,
    followup_nonces,
    moments,
    nonce_of,
    versions_shown,
)
from devtools.table import Table, components, verb
from playground.discord_server import FakeDiscord
from playground.fake_discord import CHANNEL_ID, FakeHTTP, Sent
from rules.santacruz.records import replay

DEFAULT_POINTS = (
    "started:1.0,finished:1.0,after_commit:0.02,after_post:0.02,after_set_message:0.02,"
    "after_strip:0.01,after_dm:0.03"
)
"""Kill chances after each wrapped call: the two hard moments always, the rest now and then."""
EXTERNAL_AFTER = (0.5, 3.0)
"""Seconds of a bot's life (uniform range) after which it is SIGKILLed from outside, if still running."""
PERSON_BASE = 5001
"""User id of the person of game 0 (game ``i`` has ``PERSON_BASE + i``)."""
STALL_SECONDS = 180.0
"""A game whose stored version does not move for this long is reported as stuck."""
SEATS = (4, 2, 3)
"""Seats of game ``i``: ``SEATS[i % 3]``."""
QUICK_POINTS = "started:1.0"
"""``--quick``'s kill points: the bot kills itself once, right after the game is stored as started."""
QUICK_LIFE = 3600.0
"""``--quick``'s bot life before an outside kill: longer than the run, so there is none."""


class Interrupted(RuntimeError):
    """The bot process died (or was replaced) before it finished with an interaction."""


@dataclass
class GameRun:
    """One game of a bench: its channel, seats, person (and absent person) and how its driving went."""

    index: int
    channel_id: int
    seats: int
    person: int
    command: str = "santacruz"
    """The game's slash command (``bench/week.py`` plays Santiago de Cuba too)."""
    absent: int | None = None
    """A second person who joins the lobby and never plays (``bench/week.py``'s turn timers), if any."""
    retries: int = 0
    stuck: str = ""
    last_error: str = ""


class PersonTable(Table):
    """A table with one person (a user id of its own, so DMs of different games never mix)."""

    def __init__(self, bench: GameBench, run: GameRun) -> None:
        super().__init__(
            bench.server.http,
            bench.dispatch,
            random.Random(f"{bench.seed}:{run.index}"),
            run.channel_id,
            command=run.command,
        )
        self.person = run.person

    def user(self, index: int) -> dict[str, Any]:
        return {"user_id": self.person, "username": f"p{self.person}", "global_name": f"P{self.person}"}


@dataclass
class GameBench(abc.ABC):
    """What the crash soak and ``bench/week.py`` share: the fake Discord, the bot process on a SQLite
    database and the games driven through it, each by one person and easy computers, a new one opened
    whenever one ends while :meth:`more` says so. A subclass runs the bot (:meth:`supervise`), sends the
    interactions (:meth:`dispatch`) and makes the games (:meth:`new_run`)."""

    server: FakeDiscord
    workdir: Path
    seed: int
    _: KW_ONLY
    database: Path = field(init=False)
    up: asyncio.Event = field(default_factory=asyncio.Event)
    generation: int = 0
    restarts: int = 0
    runs: list[GameRun] = field(default_factory=list)
    done: bool = False
    bot: BotProcess | None = None
    logs: list[Path] = field(default_factory=list)

    database_name: ClassVar[str]
    """The database's file name in ``workdir``."""
    stall_seconds: ClassVar[float] = STALL_SECONDS
    """A game whose table does not change for this long is reported as stuck."""
    retry_pause: ClassVar[float] = 0.05
    """Seconds to wait before looking again after a click failed."""

    def __post_init__(self) -> None:
        self.database = self.workdir / self.database_name

    # -- what differs

    @abc.abstractmethod
    async def supervise(self) -> None:
        """Run the bot process (and start it again) until :attr:`done`."""

    @abc.abstractmethod
    async def dispatch(self, payload: dict[str, Any]) -> None:
        """Send an interaction and wait for the bot's settle report."""

    @abc.abstractmethod
    def new_run(self, index: int, channel_id: int) -> GameRun:
        """The ``index``-th game, to be played in ``channel_id``."""

    @abc.abstractmethod
    def more(self) -> bool:
        """Whether to open a new game when one ends."""

    def connect(self) -> sqlite3.Connection:
        """A connection to the database beside the running bot."""
        return sqlite3.connect(self.database, timeout=10)

    def table(self, run: GameRun) -> PersonTable:
        """The table that plays ``run``."""
        return PersonTable(self, run)

    def shown(self, table: PersonTable) -> Any:
        """What the table shows beyond the stored game, watched for stalls with it (nothing here)."""
        return None

    def game_ended(self, table: PersonTable) -> None:
        """Called once a game's table shows its standings (nothing to do here)."""
        return None

    async def games_ended(self) -> None:
        """Called once every game ended: the bench is done."""
        self.done = True

    def where(self, game: dict[str, Any]) -> str:
        """How the failures name a stored game (a row of :func:`stored_games`)."""
        home = game["lobby_channel_id"] or game["channel_id"]
        return f"game {game['id']} (channel {home}, played in {game['channel_id']})"

    # -- the games

    def row(self, channel_id: int) -> dict[str, Any] | None:
        """The newest game of a channel as stored (read beside the running bot)."""
        if not self.database.exists():
            return None
        with contextlib.closing(self.connect()) as db:
            db.row_factory = sqlite3.Row
            found = db.execute(
                "SELECT id, status, version, message_id, news_version,"
                " (SELECT count(*) FROM players p WHERE p.game_id = g.id) AS members"
                " FROM games g WHERE ? IN (channel_id, lobby_channel_id) ORDER BY id DESC LIMIT 1",
                (channel_id,),
            ).fetchone()
        return dict(found) if found is not None else None

    async def play(self, run: GameRun) -> None:
        """Open, fill, start and play one game to its standings, looking again after whatever failed (a
        kill or a restart interrupts clicks); a game whose stored row and :meth:`shown` do not change
        for :attr:`stall_seconds` is left as stuck."""
        table = self.table(run)
        progress: tuple[Any, float] = (None, time.monotonic())
        while True:
            row = self.row(run.channel_id)
            stored = (row["status"], row["version"], row["members"]) if row else None
            mark = (stored, self.shown(table)) if row else None
            if mark != progress[0]:
                progress = (mark, time.monotonic())
            elif time.monotonic() - progress[1] > self.stall_seconds:
                run.stuck = f"stored {stored} for {self.stall_seconds:g} s; last error: {run.last_error}"
                return
            try:
                if row is None:
                    await table.slash(0, "join")
                elif row["status"] == "lobby":
                    await self.fill_and_start(table, run, row)
                elif row["status"] == "active":
                    await table.step()
                elif table.finished() and row["news_version"] >= row["version"]:
                    self.game_ended(table)  # the standings are shown and the last news delivered
                    return
                else:
                    await asyncio.sleep(0.1)  # finished: standings or last news still to come
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # a kill or a restart interrupted the click: look again and go on
                run.retries += 1
                run.last_error = f"{type(exc).__name__}: {str(exc)[:300]}"
                await asyncio.sleep(self.retry_pause)

    async def fill_and_start(self, table: PersonTable, run: GameRun, row: dict[str, Any]) -> None:
        """One lobby step: the absent person (if any) joins first, then easy computer players fill the
        seats, then start."""
        message = self.server.http.message(int(row["message_id"])) if row["message_id"] else None
        if message is None or not any(True for _ in components(message)):
            await asyncio.sleep(0.05)  # the lobby's message is not posted (or refreshed) yet
            return
        if run.absent is not None and row["members"] < 2:
            join = next(c for c in components(message) if verb(c) == "join")
            await table.press(run.absent, message, join["custom_id"])
            return
        wanted = "add_ai" if row["members"] < run.seats else "start"
        button = next(
            c
            for c in components(message)
            if verb(c) == wanted and (wanted != "add_ai" or c["custom_id"].endswith(":easy"))
        )
        await table.press(run.person, message, button["custom_id"])

    def game_channels(self) -> Iterator[int]:
        """The channels to open games in, in order."""
        return iter(self.server.channels)

    async def drive(self, games: int) -> None:
        """Play ``games`` games at once, opening a new one whenever one ends while :meth:`more` says so."""
        channels = self.game_channels()
        pending: set[asyncio.Task[None]] = set()

        def open_game() -> None:
            run = self.new_run(len(self.runs), next(channels))
            self.runs.append(run)
            pending.add(asyncio.create_task(self.play(run), name=f"game-{run.index}"))

        for _ in range(games):
            open_game()
        while pending:
            finished, _ = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
            for task in finished:
                pending.discard(task)
                task.result()
                if self.more():
                    open_game()
        await self.games_ended()

    # -- the whole run

    async def play_out(
        self,
        games: int,
        timeout: float,
        *,
        helpers: Sequence[tuple[str, Coroutine[Any, Any, None]]] = (),
        return_when: str = asyncio.FIRST_EXCEPTION,
        grace: float = 30.0,
        stop_timeout: float = 5.0,
    ) -> list[str]:
        """Run the bot (:meth:`supervise`), the named ``helpers`` and the games (:meth:`drive`) until the
        games end, the supervisor fails or ``timeout`` passes (``return_when`` of :func:`asyncio.wait`),
        then give the supervisor and the helpers ``grace`` seconds and stop the bot. The failures: the
        games did not end in time, a task failed."""
        supervisor = asyncio.create_task(self.supervise(), name="supervisor")
        others = [asyncio.create_task(helper, name=name) for name, helper in helpers]
        driving = asyncio.create_task(self.drive(games), name="games")
        failures: list[str] = []
        try:
            done, _ = await asyncio.wait({supervisor, driving}, timeout=timeout, return_when=return_when)
            if driving not in done:
                failures.append(f"the games did not end within {timeout:g} s")
            self.done = True
            driving.cancel()
            await asyncio.wait_for(asyncio.gather(supervisor, *others, return_exceptions=True), grace)
            for task in (supervisor, driving, *others):
                if task.done() and not task.cancelled() and task.exception() is not None:
                    failures.append(f"{task.get_name()} failed: {task.exception()!r}")
        finally:
            self.done = True
            if self.bot is not None:
                await self.bot.stop(timeout=stop_timeout)
        return failures

    def tracebacks(self) -> int:
        """How many tracebacks the bot processes logged."""
        return sum(log.read_text(errors="replace").count("Traceback") for log in self.logs)

    def traceback_heads(self, limit: int = 5) -> list[str]:
        """The first ``limit`` tracebacks the bot processes logged, each as the log line before it and
        the exception it ends with (what an admin reading the log would see first)."""
        heads: list[str] = []
        for log in self.logs:
            lines = log.read_text(errors="replace").splitlines()
            for at, line in enumerate(lines):
                if not line.startswith("Traceback"):
                    continue
                end = next((i for i in range(at + 1, len(lines)) if not lines[i].startswith(" ")), at)
                heads.append(f"{lines[at - 1] if at else ''} | {lines[end]}")
        return heads[:limit]


@dataclass
class Soak(GameBench):
    """The crash soak: the bot process is killed and restarted until ``target_kills`` kills were made."""

    target_kills: int
    points: str
    seats: tuple[int, ...] = SEATS
    external: tuple[float, float] = EXTERNAL_AFTER
    rng: random.Random = field(init=False)
    kill_log: Path = field(init=False)
    kills: collections.Counter[str] = field(default_factory=collections.Counter)
    unexpected_exits: list[str] = field(default_factory=list)

    database_name: ClassVar[str] = "soak.sqlite3"

    def __post_init__(self) -> None:
        super().__post_init__()
        self.rng = random.Random(self.seed)
        self.kill_log = self.workdir / "kills.log"

    @property
    def total_kills(self) -> int:
        """Kills so far: the bot's own at its kill points and the soak's from outside."""
        return sum(self.kills.values())

    def new_run(self, index: int, channel_id: int) -> GameRun:
        """Game ``index``: its seats from :attr:`seats` (cycled), its own person."""
        return GameRun(index, channel_id, self.seats[index % len(self.seats)], PERSON_BASE + index)

    def more(self) -> bool:
        """New games until enough kills were made."""
        return self.total_kills < self.target_kills

    # -- the bot process

    def _logged_points(self) -> list[str]:
        """The kill points the bot processes noted before killing themselves, in order."""
        if not self.kill_log.exists():
            return []
        return self.kill_log.read_text().split()

    async def supervise(self) -> None:
        """Run the bot, kill it from outside after a random time unless it killed itself, restart it."""
        while not self.done:
            self.generation += 1
            seen = len(self._logged_points())
            env = {
                KILL_POINTS_ENV: self.points,
                KILL_SEED_ENV: f"{self.seed}:{self.generation}",
                KILL_LOG_ENV: str(self.kill_log),
            }
            bot = BotProcess(self.server, self.database, env=env, workdir=self.workdir, ready_timeout=30)
            self.bot = bot
            try:
                await bot.start()
            except BotExited:
                self._count_death(bot, seen, startup=True)
                self.restarts += 1
                continue
            finally:
                if bot.log_path is not None:
                    self.logs.append(bot.log_path)
            self.up.set()
            life = self.rng.uniform(*self.external)
            ends = time.monotonic() + life
            while bot.running and time.monotonic() < ends and not self.done:
                await asyncio.sleep(0.02)
            self.up.clear()
            if self.done and bot.running:
                await bot.stop()
                break
            if bot.running:
                await bot.kill()
                self.kills["external"] += 1
            else:
                await bot.kill()  # reaps it
                self._count_death(bot, seen, startup=False)
            self.restarts += 1

    def _count_death(self, bot: BotProcess, seen: int, *, startup: bool) -> None:
        """Attribute a death the soak did not cause to the kill point the process noted."""
        new = self._logged_points()[seen:]
        for point in new:
            self.kills[point] += 1
        if not new:
            when = "while starting" if startup else "while running"
            self.unexpected_exits.append(f"{when}, status {bot.returncode}: {bot.log()[-1500:]}")

    async def dispatch(self, payload: dict[str, Any]) -> None:
        """Send an interaction and wait for the bot's settle report; :class:`Interrupted` if it died."""
        await self.up.wait()
        generation = self.generation
        data = await self.server.inject(payload)
        token = data["token"]
        deadline = time.monotonic() + 90
        while token not in self.server.settled:
            if generation != self.generation or not self.up.is_set():
                raise Interrupted("the bot died during the interaction")
            if time.monotonic() > deadline:
                raise TimeoutError(f"no settle report for {token}")
            await asyncio.sleep(0.01)


# --- checks --------------------------------------------------------------------------------------


def stored_games(database: Path) -> list[dict[str, Any]]:
    """Every stored game with its action log, record and seats."""
    with contextlib.closing(sqlite3.connect(database)) as db:
        db.row_factory = sqlite3.Row
        games = [dict(r) for r in db.execute("SELECT * FROM games ORDER BY id")]
        for game in games:
            game["actions"] = [
                tuple(a)
                for a in db.execute(
                    "SELECT version, seat, action FROM actions WHERE game_id = ? ORDER BY version",
                    (game["id"],),
                )
            ]
            game["computers"] = frozenset(
                int(r[0])
                for r in db.execute(
                    "SELECT seat FROM players"
                    " WHERE game_id = ? AND computer IS NOT NULL AND seat IS NOT NULL",
                    (game["id"],),
                )
            )
            record = db.execute("SELECT record FROM records WHERE game_id = ?", (game["id"],)).fetchone()
            game["record"] = json.loads(record[0]) if record else None
    nonces = followup_nonces(database)
    for game in games:
        game["followups"] = nonces
    return games


def check_game(
    fake: FakeHTTP,
    game: dict[str, Any],
    public: list[Sent],
    ui: GameUI,
    replay: Callable[[dict[str, Any]], Any],
    figures: collections.Counter[str],
    failures: list[str],
    where: str,
) -> tuple[list[Moment], Any] | None:
    """Check one stored game (a row of :func:`stored_games`) against its ``public`` posts (lobby included):
    finished with the record as the channel's last message; every stored version posted exactly once as
    a turn message (nonce ``turn:game:v``) or shown by an edit of the live message; no live buttons
    left; the log counts ``1..final`` and replays to the record (``ui`` and ``replay`` are the game's).
    Adds to ``figures`` and ``failures``; returns the history and the final state, or ``None`` when the
    game is unfinished or its log does not replay (nothing more to check then)."""
    gid, cid, final = game["id"], game["channel_id"], game["version"]
    game_name = str(game.get("game") or "santacruz")
    if game["status"] != "finished" or game["record"] is None:
        figures["unfinished_games"] += 1
        failures.append(f"{where}: {game['status']} at version {final}")
        return None
    last = public[-1] if public else None
    json_files = [data for name, data in (last["files"] if last else {}).items() if name.endswith(".json")]
    if last is None or "standings.png" not in last["filenames"] or not json_files:
        figures["unfinished_games"] += 1
        failures.append(f"{where}: the channel's last message is not the standings with the record")
    elif json.loads(json_files[0]) != game["record"]:
        failures.append(f"{where}: the posted record differs from the stored one")
    # every version posted exactly once as a turn message, or shown by an edit of the live message
    try:
        history = moments(game["record"], game["actions"], game_name)
        edited = edited_versions(history, game["actions"], ui, game["computers"])
    except Exception as exc:
        failures.append(f"{where}: the stored moves do not replay: {exc!r}")
        edited = set()
    shown = versions_shown(fake, gid, cid, public, final, edited, game.get("followups"))
    figures["turn_posts"] += sum(shown.posts.values())
    figures["stray_posts"] += len(shown.stray)
    failures += [f"{where}: a public post with an unknown nonce: {text!r}" for text in shown.stray]
    failures += [f"{where}: the post of version {v} shows {w}" for v, w in shown.mismatched]
    figures["edited_versions"] += shown.edited
    figures["duplicate_posts"] += sum(shown.posts[v] - 1 for v in shown.doubled)
    figures["lost_versions"] += len(shown.lost)
    if shown.doubled:
        failures.append(f"{where}: versions posted twice: {shown.doubled}")
    if shown.lost:
        failures.append(f"{where}: versions never posted: {shown.lost}")
    # live buttons: none once finished
    turn_nonces = {nonce("turn", gid, v): v for v in range(final + 1)}
    for sent in public:
        message = fake.message(int(sent["message_id"] or 0))
        if message is not None and any(True for _ in components(message)):
            figures["live_at_end"] += 1
            sent_nonce = nonce_of(sent, game.get("followups") or {})
            if turn_nonces.get(sent_nonce, final) != final:
                figures["live_superseded"] += 1
            failures.append(f"{where}: message {sent['message_id']} still has live buttons")
    # the log replays to the record
    actions = game["actions"]
    if [a[0] for a in actions] != list(range(1, final + 1)):
        failures.append(f"{where}: the action log does not count 1..{final}")
    try:
        history = moments(game["record"], actions, game_name)
        state = replay(game["record"])
        if history[-1].state != state:
            failures.append(f"{where}: the stored log does not end where the record does")
    except Exception as exc:
        failures.append(f"{where}: the log does not replay: {exc!r}")
        return None
    return history, state


def games_to_check(bench: GameBench, failures: list[str]) -> Iterator[tuple[dict[str, Any], str, list[Sent]]]:
    """Every stored game (a row of :func:`stored_games`) with its name for the failures
    (:meth:`GameBench.where`) and its public posts, the lobby's channel's included; a game whose driving
    got stuck is a failure first."""
    fake = bench.server.http
    runs = {run.channel_id: run for run in bench.runs}
    for game in stored_games(bench.database):
        cid = game["channel_id"]
        home = game["lobby_channel_id"] or cid
        where = bench.where(game)
        run = runs.get(home)
        if run is not None and run.stuck:
            failures.append(f"{where}: stuck: {run.stuck}")
        public = (
            [*fake.sent_messages(home), *fake.sent_messages(cid)] if home != cid else fake.sent_messages(cid)
        )
        yield game, where, public


def count_checked(
    game: dict[str, Any], where: str, figures: collections.Counter[str], failures: list[str]
) -> None:
    """A game that passed :func:`check_game`: its news must be stored as delivered up to its final
    version; counts its versions and the game."""
    final = game["version"]
    if game["news_version"] < final:
        failures.append(f"{where}: news stored as delivered up to {game['news_version']} of {final}")
    figures["versions"] += final + 1
    figures["games_checked"] += 1


def check_dms(fake: FakeHTTP, person: int, figures: collections.Counter[str], failures: list[str]) -> None:
    """Each DM to ``person`` created at most once (by nonce): counts ``dms`` and ``dm_doubled``, a
    failure names the DMs created twice."""
    by_nonce = collections.Counter(str(sent["body"].get("nonce")) for sent in fake.dms(person))
    figures["dms"] += sum(by_nonce.values())
    doubled = {k: n for k, n in by_nonce.items() if n > 1}
    figures["dm_doubled"] += sum(n - 1 for n in doubled.values())
    if doubled:
        failures.append(f"person {person}: DMs created twice: {doubled}")


def check(soak: Soak) -> tuple[dict[str, Any], list[str]]:
    """Check every game against the store and the fake Discord; the figures and the failures."""
    fake = soak.server.http
    failures: list[str] = []
    figures: collections.Counter[str] = collections.Counter()
    for game, where, public in games_to_check(soak, failures):
        checked = check_game(fake, game, public, SantaCruzUI(), replay, figures, failures, where)
        if checked is None:
            continue
        history, state = checked
        # nothing secret in public
        cid = game["channel_id"]
        try:
            figures["leak_checks"] += check_public_images(fake, cid, history)
            figures["leak_checks"] += check_public_text(fake, cid, history, [p.name for p in state.players])
        except AssertionError as exc:
            figures["leaks"] += 1
            failures.append(f"{where}: leak: {exc}")
        count_checked(game, where, figures, failures)
    # DMs: each drawn secret's DM created at most once (by nonce), counted per (user, content) too
    for run in soak.runs:
        check_dms(fake, run.person, figures, failures)
        by_content = collections.Counter(sent["content"] or "" for sent in fake.dms(run.person))
        figures["dm_same_content"] += sum(n - 1 for n in by_content.values() if n > 1)
    figures["nonce_dedups"] = sum(1 for c in fake.calls if c.duplicate)
    if soak.server.errors:
        failures.append(f"fake Discord errors: {soak.server.errors[:5]}")
    for exit_ in soak.unexpected_exits:
        failures.append(f"the bot exited unexpectedly: {exit_}")
    return dict(figures), failures


async def run(
    games: int,
    seed: int,
    kills: int,
    points: str = DEFAULT_POINTS,
    *,
    seats: tuple[int, ...] = SEATS,
    external: tuple[float, float] = EXTERNAL_AFTER,
    timeout: float = 1800.0,
) -> tuple[dict[str, Any], list[str]]:
    """The whole soak; its figures (see the module's docstring) and the failed checks. ``seats`` are the
    seats of game ``i`` (cycled), ``external`` the range of a bot's life before the soak kills it."""
    started = time.monotonic()
    channels = {CHANNEL_ID + i: f"soak-{i}" for i in range(games + max(kills, 10) + 20)}
    with tempfile.TemporaryDirectory(prefix="santacruz-soak-") as tmp:
        async with FakeDiscord(channels=channels, quiet=0.0) as server:
            soak = Soak(server, Path(tmp), seed, kills, points, seats, external)
            failures = await soak.play_out(games, timeout)
            played = time.monotonic() - started
            figures, checked = check(soak)
            failures += checked
            tracebacks = soak.tracebacks()
    by_point = {name: soak.kills.get(name, 0) for name in (*KILL_POINTS, "external")}
    result: dict[str, Any] = {
        "games": len(soak.runs),
        "seats": dict(collections.Counter(str(r.seats) for r in soak.runs)),
        "kills": soak.total_kills,
        "kills_by_point": by_point,
        "restarts": soak.restarts,
        "versions": figures.get("versions", 0),
        "turn_posts": figures.get("turn_posts", 0),
        "edited_versions": figures.get("edited_versions", 0),
        "duplicate_posts": figures.get("duplicate_posts", 0),
        "lost_versions": figures.get("lost_versions", 0),
        "live_superseded": figures.get("live_superseded", 0),
        "live_at_end": figures.get("live_at_end", 0),
        "unfinished_games": figures.get("unfinished_games", 0) + sum(1 for r in soak.runs if r.stuck),
        "stray_posts": figures.get("stray_posts", 0),
        "nonce_dedups": figures.get("nonce_dedups", 0),
        "leak_checks": figures.get("leak_checks", 0),
        "leaks": figures.get("leaks", 0),
        "dms": figures.get("dms", 0),
        "dm_doubled": figures.get("dm_doubled", 0),
        "dm_same_content": figures.get("dm_same_content", 0),
        "click_retries": sum(r.retries for r in soak.runs),
        "bot_tracebacks": tracebacks,
        "rule": "every stored version 0..final has exactly one turn post (nonce turn:game:v)",
        "failures": failures[:20],
        "seconds": round(played, 1),
        "check_seconds": round(time.monotonic() - started - played, 1),
    }
    return result, failures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6, help="games played at once (default 6)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the kills and of the person's choices")
    parser.add_argument("--kills", type=int, default=100, help="kills to reach at least (default 100)")
    parser.add_argument("--points", default=DEFAULT_POINTS, help="kill points and chances (SOAK_KILL_POINTS)")
    parser.add_argument(
        "--quick",
        action="store_true",
        help="a smoke run: one 2-seat game, the bot killed once (after the start) and never from outside",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.quick:
        life = (QUICK_LIFE, QUICK_LIFE)
        soaked = run(1, args.seed, 1, QUICK_POINTS, seats=(2,), external=life, timeout=300)
    else:
        soaked = run(args.games, args.seed, args.kills, args.points)
    result, failures = asyncio.run(soaked)
    print_figures(result, args.json)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
