"""A week of play: thousands of moves of Santa Cruz and Santiago de Cuba in the real bot process, watched
for growth of memory, open files, asyncio tasks and the database.

Games are played at once, each in its own channel of the fake Discord, by one person (a
:class:`devtools.table.Table`: clicks and private panels only) and easy computer players added by the
lobby's buttons (2, 3 or 4 seats); the person takes back a move now and then with the Take back button.
Every ``--absent-every``-th game has a second person who never plays: the server's turn timers
(``/santacruz settings``: a reminder after 0.001 hours, a vote after 0.002, no call for a new player)
remind them, call a vote, the person votes and a computer takes the absent seat over. The bot looks at
its clocks when it starts and then once a minute. A new game is opened whenever one ends, until
``--moves`` moves (stored actions, computers' and take-backs included) were made; the games running then
are played to the end. The games are opened, filled and played by the crash soak's code
(:class:`bench.soak.GameBench`); :class:`Week` adds what differs: the read-only look at the database, the
absent person, the take-backs, the timers, the clean restarts and the samples.
Every ``--restart-every`` moves the bot is stopped cleanly (SIGTERM once no interaction is in flight)
and started again on the same SQLite database.

Every ``--sample-every`` moves the bench samples the bot process's RSS, the RSS of its child processes
(the board renderers, their forkserver and resource tracker) apart, its open file descriptors
(``/proc/<pid>/fd``), its asyncio tasks (``E2E_STATE_FILE`` of ``devtools/launch.py``, asked by SIGUSR1),
the database files (main, WAL) and the bytes the tables hold (the sum of every stored value's length;
``log``: the games' ``actions``, ``snapshots`` and ``records``), and where the bot's memory is (glibc's
heap in use and free, Python's arenas, the resident brk heap, other anonymous and file mappings:
:func:`devtools.launch.heap_figures`) with how its catalogues' kept sentences serve. With
``--trace-malloc FRAMES`` the bot traces its Python allocations (about five times slower) and the figures
name the places whose allocations grew most from the warm-up to the end. The tasks that wait for a
discord.py view's timeout are counted apart (there should be none: the bot's views are never kept by
discord.py), and the other tasks must stay flat. The first ``--warmup`` moves of each bot process are its
warm-up: RSS, fds and tasks "at start" are the first sample after the first warm-up, "at end" the last
sample, and the slopes are least-squares fits over the samples after warm-up, each process's samples
around their own mean (a restart starts a new process, whose RSS falls back). Database growth is fitted
over all samples.

At the end every stored game is checked as ``bench/soak.py`` checks it (:func:`bench.soak.check_game`):
finished with the record as the channel's last message, every stored version ``0..final`` posted
exactly once as a turn message with the nonce ``turn:game:v`` (or shown by an edit of the live message),
no live buttons left, the log counts ``1..final`` and replays to the record; the timers' posts (the
reminder, the vote, the takeover notice) are counted apart. ``lost`` counts unfinished or stuck games
and games whose log does not count up or replay, ``doubled`` versions posted twice (and DMs created
twice), ``unposted`` versions never posted. The pictures of a finished game are let go of once it ends
(:func:`forget_files`), so the bench's own memory stays bounded. Progress goes to stderr, one line per
sample; ``--json`` prints one JSON object (``--samples`` adds every sample); the exit status is 1 when
a check failed. A short run (about 2 minutes) and the long one (10,000 moves, two bot processes of
5,000; about 15 minutes at the 15 to 20 moves a second of a 2-core machine, up to 1.5 hours if the
machine is busy):

    python bench/week.py --moves 400 --games 4 --restart-every 200 --warmup 50 --sample-every 25
    python bench/week.py --json
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import json
import math
import os
import signal
import sqlite3
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, ClassVar

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import discord

from bench.figures import print_figures
from bench.soak import (
    GameBench,
    GameRun,
    PersonTable,
    check_dms,
    check_game,
    count_checked,
    games_to_check,
)
from bot.games.santacruz.ui import SantaCruzUI
from bot.games.santiago.ui import SantiagoUI
from bot.games.seam import GameUI
from bot.messaging import nonce
from bot.store import undone_to
from bot.texts import text
from devtools.botproc import BotProcess
from devtools.launch import STATE_FILE_ENV, TRACE_MALLOC_ENV
from devtools.leaks import nonce_of
from devtools.table import components, shown_text, verb
from playground.discord_server import FakeDiscord
from playground.fake_discord import CHANNEL_ID, Sent, slash
from rules.santacruz.records import replay as santacruz_replay
from rules.santiago.records import replay as santiago_replay

GAMES = ("santacruz", "santiago")
"""The games of ``--game both``, alternating: game ``i`` is ``GAMES[i % 2]``."""
SEATS = (4, 2, 3, 3, 2, 4)
"""Seats of game ``i``: ``SEATS[i % 6]`` (so both games get every table size)."""
PERSON_BASE = 5001
"""User id of the person of game ``i``: ``PERSON_BASE + i``."""
ABSENT_BASE = 8001
"""User id of the absent second person of game ``i`` (when it has one): ``ABSENT_BASE + i``."""
TIMERS = {"reminder_hours": 0.001, "takeover_hours": 0.002, "substitute_hours": 0.0}
"""The server's timers in the bench: a reminder after 3.6 s, a vote after 7.2 s, no call for a new
player (the bot looks at the clocks once a minute, so a takeover comes within about 70 s)."""
STALL_SECONDS = 240.0
"""A game whose table does not change for this long is reported as stuck."""
MB = 1024 * 1024
VIEW_TIMEOUT = "BaseView.__timeout_task_impl"
"""The coroutine of discord.py's view timeout tasks: one per view discord.py keeps (none: the bot's views
say they are finished, so discord.py keeps none of them)."""


# --- pure helpers: least squares and the figures of the samples ---------------------------------------


def fit(points: Sequence[tuple[float, float]]) -> float | None:
    """The least-squares slope of ``y`` over ``x`` (``None`` for fewer than two distinct ``x``)."""
    return pooled_fit([points])


def pooled_fit(groups: Iterable[Sequence[tuple[float, float]]]) -> float | None:
    """One least-squares slope for several groups of points, each taken around its own mean (a slope
    shared by lines of different heights: the RSS of several processes); ``None`` without spread."""
    top = bottom = 0.0
    for points in groups:
        if len(points) < 2:
            continue
        mean_x = sum(x for x, _ in points) / len(points)
        mean_y = sum(y for _, y in points) / len(points)
        top += sum((x - mean_x) * (y - mean_y) for x, y in points)
        bottom += sum((x - mean_x) ** 2 for x, _ in points)
    return top / bottom if bottom > 0 else None


@dataclass(frozen=True, slots=True)
class Sample:
    """What the bench saw at one moment: ``moves`` stored so far, in the ``life``-th bot process."""

    moves: int
    life: int
    life_moves: int
    """Moves stored since this bot process started."""
    seconds: float
    rss_mb: float
    children_rss_mb: float
    children: int
    fds: int
    tasks: int | None
    view_tasks: int | None
    """Tasks that wait for a discord.py view's timeout (there should be none)."""
    blocks: int | None
    """Memory blocks Python has allocated in the bot process (``sys.getallocatedblocks``)."""
    db_bytes: int
    wal_bytes: int
    stored_bytes: int
    log_bytes: int
    heap: Mapping[str, int] = field(default_factory=dict)
    """Where the bot process's memory is, in bytes (:func:`devtools.launch.heap_figures`)."""


def per_thousand(slope: float | None, digits: int = 3) -> float | None:
    """A slope per move as per 1,000 moves, rounded."""
    return None if slope is None else round(slope * 1000, digits)


def summarize(samples: Sequence[Sample], warmup: int) -> dict[str, Any]:
    """The figures of the samples: start (first after the first warm-up) and end values, slopes per
    1,000 moves (RSS, fds and tasks over each process's samples after warm-up; the database over all)."""
    if not samples:
        return {}
    warm = [s for s in samples if s.life_moves >= warmup] or list(samples[-1:])
    lives: dict[int, list[Sample]] = collections.defaultdict(list)
    for sample in warm:
        lives[sample.life].append(sample)
    first, last = warm[0], samples[-1]

    def slope(
        value: str, scale: float = 1.0, groups: Iterable[Sequence[Sample]] | None = None
    ) -> float | None:
        chosen = lives.values() if groups is None else groups
        return pooled_fit(
            [
                [(s.moves, getattr(s, value) * scale) for s in g if getattr(s, value) is not None]
                for g in chosen
            ]
        )

    grown_db = last.db_bytes - samples[0].db_bytes
    grown_stored = last.stored_bytes - samples[0].stored_bytes
    moves = max(1, last.moves - samples[0].moves)
    db_fit = slope("db_bytes", 1 / 1024, [samples])
    stored_fit = slope("stored_bytes", 1 / 1024, [samples])
    others = pooled_fit(
        [[(s.moves, t) for s in group if (t := other_tasks(s)) is not None] for group in lives.values()]
    )
    return {
        "rss_mb_start": round(first.rss_mb, 1),
        "rss_mb_end": round(last.rss_mb, 1),
        "rss_mb_per_1000_moves": per_thousand(slope("rss_mb")),
        "children_rss_mb_start": round(first.children_rss_mb, 1),
        "children_rss_mb_end": round(last.children_rss_mb, 1),
        "children_rss_mb_per_1000_moves": per_thousand(slope("children_rss_mb")),
        "children_start_end": [first.children, last.children],
        "fds_start_end": [first.fds, last.fds],
        "fds_per_1000_moves": per_thousand(slope("fds"), 2),
        "tasks_start_end": [first.tasks, last.tasks],
        "tasks_per_1000_moves": per_thousand(slope("tasks"), 2),
        "python_blocks_start_end": [first.blocks, last.blocks],
        "python_blocks_per_1000_moves": per_thousand(slope("blocks"), 0),
        "heap_mb_start_end": {
            name: [round(s.heap.get(name, 0) / 2**20, 1) for s in (first, last)] for name in last.heap
        },
        "heap_mb_per_1000_moves": {
            name: per_thousand(
                pooled_fit(
                    [[(s.moves, s.heap[name] / 2**20) for s in g if name in s.heap] for g in lives.values()]
                )
            )
            for name in last.heap
        },
        "view_timeout_tasks_start_end": [first.view_tasks, last.view_tasks],
        "other_tasks_start_end": [other_tasks(first), other_tasks(last)],
        "other_tasks_per_1000_moves": per_thousand(others, 2),
        "db_kb_start_end": [round(s.db_bytes / 1024) for s in (samples[0], last)],
        "wal_kb_start_end_max": [round(s.wal_bytes / 1024) for s in (samples[0], last)]
        + [round(max(s.wal_bytes for s in samples) / 1024)],
        "db_kb_per_1000_moves_fit": per_thousand(db_fit, 1),
        "db_kb_per_1000_moves": round(grown_db / 1024 * 1000 / moves, 1),
        "stored_kb_per_1000_moves_fit": per_thousand(stored_fit, 1),
        "stored_kb_per_1000_moves": round(grown_stored / 1024 * 1000 / moves, 1),
        "db_per_stored": round(db_fit / stored_fit, 2) if db_fit and stored_fit else None,
        "log_kb_per_1000_moves_fit": per_thousand(slope("log_bytes", 1 / 1024, [samples]), 1),
        "samples_after_warmup": len(warm),
        "lives": [life_figures(samples, life) for life in sorted({s.life for s in samples})],
    }


def grown(before: Mapping[str, int], after: Mapping[str, int], top: int = 12) -> dict[str, int]:
    """The ``top`` types whose count of objects grew most from ``before`` to ``after``."""
    growth = {name: count - before.get(name, 0) for name, count in after.items()}
    return dict(sorted(((n, g) for n, g in growth.items() if g > 0), key=lambda item: -item[1])[:top])


def traced_growth(traces: Mapping[int, Sequence[Path]], top: int = 12) -> list[dict[str, Any]]:
    """Where the traced Python allocations of the last bot process that has two snapshots grew from its
    warm-up to its end: the ``top`` places by bytes, each with the count of blocks and its call stack
    (innermost first, this tracer's own frames left out)."""
    pairs = [paths for _life, paths in sorted(traces.items()) if len(paths) >= 2]
    if not pairs:
        return []
    mine = [tracemalloc.Filter(False, tracemalloc.__file__)]
    warm, end = (tracemalloc.Snapshot.load(str(p)).filter_traces(mine) for p in (pairs[-1][0], pairs[-1][-1]))
    return [
        {
            "kb": round(stat.size_diff / 1024, 1),
            "blocks": stat.count_diff,
            "at": [
                f"{frame.filename.rsplit('site-packages/', 1)[-1]}:{frame.lineno}"
                for frame in reversed(stat.traceback)
            ],
        }
        for stat in end.compare_to(warm, "traceback")[:top]
    ]


def other_tasks(sample: Sample) -> int | None:
    """The bot's tasks that are not views' timeouts (what must stay flat whatever the pace of play)."""
    if sample.tasks is None or sample.view_tasks is None:
        return None
    return sample.tasks - sample.view_tasks


def life_figures(samples: Sequence[Sample], life: int) -> dict[str, Any]:
    """One bot process's first and last sample: moves, RSS (MB), fds and tasks."""
    mine = [s for s in samples if s.life == life]
    return {
        "life": life,
        "moves": [mine[0].moves, mine[-1].moves],
        "rss_mb": [round(mine[0].rss_mb, 1), round(mine[-1].rss_mb, 1)],
        "fds": [mine[0].fds, mine[-1].fds],
        "tasks": [mine[0].tasks, mine[-1].tasks],
        "other_tasks": [other_tasks(mine[0]), other_tasks(mine[-1])],
        "seconds": round(mine[-1].seconds - mine[0].seconds, 1),
    }


# --- probes of the bot process and its database -------------------------------------------------------


def rss_mb(pid: int) -> float:
    """The resident set of a process (``VmRSS``), in MB; 0 once it is gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def descendants(pid: int) -> list[int]:
    """Every process below ``pid`` (children, their children...), from ``/proc/*/stat``."""
    parents: dict[int, list[int]] = collections.defaultdict(list)
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        parent = int(stat.rsplit(")", 1)[1].split()[1])
        parents[parent].append(int(entry.name))
    found: list[int] = []
    todo = [pid]
    while todo:
        for child in parents.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def fd_count(pid: int) -> int:
    """How many file descriptors a process holds open."""
    try:
        return len(os.listdir(f"/proc/{pid}/fd"))
    except OSError:
        return 0


def file_size(path: Path) -> int:
    """A file's size, 0 when it does not exist."""
    try:
        return path.stat().st_size
    except OSError:
        return 0


LOG_TABLES = ("actions", "snapshots", "records")
"""The tables that hold the games themselves (moves, states, finished records)."""


def stored_bytes(db: sqlite3.Connection) -> tuple[int, int]:
    """The bytes the tables hold: the sum of every stored value's length, in all tables and in
    :data:`LOG_TABLES` alone."""
    total = log = 0
    tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    for table in tables:
        if table.startswith("sqlite_"):
            continue
        columns = [r[1] for r in db.execute(f'PRAGMA table_info("{table}")')]
        sums = " + ".join(f'coalesce(sum(length(CAST("{c}" AS BLOB))), 0)' for c in columns)
        (size,) = db.execute(f'SELECT {sums} FROM "{table}"').fetchone()
        total += int(size)
        if table in LOG_TABLES:
            log += int(size)
    return total, log


def read_only(path: Path) -> sqlite3.Connection:
    """A read-only connection beside the running bot."""
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)


def forget_files(
    records: Iterable[Sent], files_by_url: dict[str, bytes], channels: set[int], keep: set[int]
) -> int:
    """Drop the bytes of the files the bot sent to ``channels`` (the boards of posts, edits and private
    answers; the fake's record and its attachment store), except those of the messages ``keep``; the
    files' names stay. The bench keeps its own memory bounded this way over thousands of boards, as no
    check reads a finished game's pictures but its standings. Returns the bytes dropped."""
    dropped = 0
    for sent in records:
        if sent["channel_id"] not in channels or sent["message_id"] in keep:
            continue
        dropped += sum(len(data) for data in sent["files"].values())
        sent["files"].clear()
        sent["call"].files.clear()
        for attachment in (sent["message"] or {}).get("attachments") or []:
            files_by_url.pop(str(attachment.get("url")), None)
    return dropped


# --- the games --------------------------------------------------------------------------------------


def _look(message: dict[str, Any]) -> tuple[Any, ...]:
    """What a message shows (its id, text and buttons): a change means the game moved on."""
    return message["id"], shown_text(message), message.get("components")


class WeekTable(PersonTable):
    """A table where one person plays (the absent one never does) and votes when the timers call."""

    def __init__(self, week: Week, run: GameRun) -> None:
        super().__init__(week, run)
        self.undo_rate = week.undo_rate
        self.voted: set[int] = set()
        """The vote messages pressed already (each once: a refused vote is not pressed again)."""

    def waiting(self, message: dict[str, Any]) -> list[int]:
        """Only the person plays: the absent one is never waited on by the table."""
        return [user for user in super().waiting(message) if user == self.person]

    async def step(self) -> None:
        """Vote for a computer when a vote is open, else play as :meth:`Table.step` does."""
        if not await self.vote():
            await super().step()

    async def vote(self) -> bool:
        """Press the takeover vote's button if one not pressed yet is live among the newest public
        messages; whether one was."""
        for sent in reversed(self.public()[-6:]):
            message_id = int(sent["message_id"] or 0)
            message = self.fake.message(message_id)
            button = next((c for c in components(message) if verb(c) == "takeover"), None)
            if message is not None and button is not None and message_id not in self.voted:
                self.voted.add(message_id)
                await self.press(self.person, message, button["custom_id"])
                return True
        return False

    async def until_replaced(self, message: dict[str, Any], timeout: float = STALL_SECONDS) -> None:
        """Wait (voting when asked) until ``message`` is not the live one: an absent person's turn lasts
        until the timers let a computer take over."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            live = self.live_message()
            if self.finished() or live is None or _look(live) != _look(message):
                return
            if await self.vote():
                return
            await asyncio.sleep(0.1)
        raise AssertionError(f"channel {self.channel_id}: nobody moved for {timeout:g} s")


@dataclass
class Week(GameBench):
    """The fake Discord, the bot process restarted now and then, the games and the samples."""

    target_moves: int
    restart_every: int
    sample_every: int
    games: tuple[str, ...]
    absent_every: int
    undo_rate: float
    env: dict[str, str]
    warmup: int = 0
    """Moves of each bot process before its objects are counted as warm (:attr:`objects_warm`)."""
    state_file: Path = field(init=False)
    in_flight: int = 0
    unsettled: int = 0
    """Interactions the launcher reported as still busy after its settle timeout."""
    dropped: int = 0
    """Bytes of finished games' pictures the bench let go of (:func:`forget_files`)."""
    top_tasks: dict[str, int] = field(default_factory=dict)
    """The bot's most common task coroutines at the newest sample."""
    blocks: int | None = None
    """Python's allocated memory blocks in the bot process at the newest sample."""
    heap: dict[str, int] = field(default_factory=dict)
    """Where the bot process's memory was at the newest sample (:func:`devtools.launch.heap_figures`)."""
    sentences: dict[str, list[int]] = field(default_factory=dict)
    """Each catalogue's asks answered from its kept sentences, asks formatted, and sentences kept, at the
    newest sample (:func:`devtools.launch.sentence_figures`)."""
    objects: dict[str, int] = field(default_factory=dict)
    """The bot's objects by type at the newest sample (:func:`devtools.launch.object_counts`)."""
    objects_warm: dict[str, int] = field(default_factory=dict)
    """The same at the newest bot process's first sample after its warm-up (what grew since is
    reported)."""
    warm_life: int = -1
    """The bot process :attr:`objects_warm` was counted in."""
    moves: int = 0
    life_start: int = 0
    stop_codes: list[int | None] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    samples: list[Sample] = field(default_factory=list)
    traces: dict[int, list[Path]] = field(default_factory=dict)
    """Each bot process's :mod:`tracemalloc` snapshots: after its warm-up and at its end (with
    ``--trace-malloc``)."""
    settings_said: str = ""
    started: float = field(default_factory=time.monotonic)

    database_name: ClassVar[str] = "week.sqlite3"
    stall_seconds: ClassVar[float] = STALL_SECONDS
    retry_pause: ClassVar[float] = 0.1

    def __post_init__(self) -> None:
        super().__post_init__()
        self.state_file = self.workdir / "state.json"

    # -- the bot process

    async def supervise(self) -> None:
        """Run the bot; every ``restart_every`` moves stop it cleanly once idle and start it again."""
        while not self.done:
            env = {**self.env, STATE_FILE_ENV: str(self.state_file)}
            bot = BotProcess(self.server, self.database, env=env, workdir=self.workdir, ready_timeout=60)
            try:
                await bot.start()
            finally:
                if bot.log_path is not None:
                    self.logs.append(bot.log_path)
            self.bot = bot
            self.generation += 1
            self.life_start = self.moves
            self.up.set()
            if self.generation == 1:
                await self.configure()
            restart_at = self.moves + self.restart_every if self.restart_every > 0 else math.inf
            while not self.done and self.moves < restart_at and bot.running:
                await asyncio.sleep(0.1)
            self.up.clear()
            if not bot.running:
                self.problems.append(
                    f"the bot exited by itself, status {bot.returncode}: {bot.log()[-1500:]}"
                )
            deadline = time.monotonic() + 60
            while self.in_flight and time.monotonic() < deadline:
                await asyncio.sleep(0.02)
            await self.sample()
            if bot.pid is not None and self.warm_life == self.generation:
                await self.dump_trace(bot.pid)
            self.stop_codes.append(await bot.stop(timeout=30))
            if not self.done:
                self.restarts += 1

    async def configure(self) -> None:
        """Set the server's turn timers as an admin would, with ``/santacruz settings``."""
        admin = discord.Permissions(manage_guild=True).value
        payload = slash(
            "santacruz", "settings", TIMERS, permissions=admin, user_id=PERSON_BASE, channel_id=CHANNEL_ID
        )
        await self.dispatch(payload)
        replies = self.server.http.replies(payload["token"])
        self.settings_said = (replies[-1]["content"] or "") if replies else ""

    async def dispatch(self, payload: dict[str, Any]) -> None:
        """Send an interaction while the bot is up and wait for its settle report."""
        await self.up.wait()
        self.in_flight += 1
        try:
            generation = self.generation
            data = await self.server.inject(payload)
            token = data["token"]
            deadline = time.monotonic() + 120
            while token not in self.server.settled:
                if generation != self.generation or self.bot is None or not self.bot.running:
                    raise RuntimeError("the bot stopped during the interaction")
                if time.monotonic() > deadline:
                    raise TimeoutError(f"no settle report for {token}")
                await asyncio.sleep(0.01)
            if not self.server.settled[token].get("settled", True):
                self.unsettled += 1
        finally:
            self.in_flight -= 1

    # -- samples

    async def task_count(self, pid: int) -> int | None:
        """Ask the bot (SIGUSR1) how many asyncio tasks it has; ``None`` without an answer in 3 s."""
        before = self.state_file.read_text() if self.state_file.exists() else ""
        try:
            os.kill(pid, signal.SIGUSR1)
        except ProcessLookupError:
            return None
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline:
            await asyncio.sleep(0.02)
            with contextlib.suppress(OSError):
                now = self.state_file.read_text()
                if now and now != before:
                    state = json.loads(now)
                    self.top_tasks = dict(state.get("top") or {})
                    self.blocks = state.get("blocks")
                    self.heap = dict(state.get("heap") or {})
                    self.sentences = dict(state.get("sentences") or {})
                    self.objects = dict(state.get("objects") or {})
                    return int(state["tasks"]) if state["tasks"] is not None else None
        return None

    async def dump_trace(self, pid: int) -> None:
        """Ask the bot (SIGUSR2) for a snapshot of its traced allocations, when it traces them; wait up
        to a minute for it."""
        if TRACE_MALLOC_ENV not in self.env:
            return
        mine = self.traces.setdefault(self.generation, [])
        path = self.state_file.with_name(f"{self.state_file.name}.{len(mine) + 1}.trace")
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGUSR2)
            deadline = time.monotonic() + 60
            while not path.exists() and time.monotonic() < deadline:
                await asyncio.sleep(0.1)
        if path.exists():
            mine.append(path)

    def count_moves(self) -> int:
        """Moves stored so far (actions of every game, computers' and take-backs included)."""
        if not self.database.exists():
            return 0
        try:
            with contextlib.closing(read_only(self.database)) as db:
                return int(db.execute("SELECT count(*) FROM actions").fetchone()[0])
        except sqlite3.Error:
            return self.moves

    async def sample(self) -> None:
        """One sample of the running bot process and of the database."""
        bot = self.bot
        if bot is None or bot.pid is None or not bot.running:
            return
        pid = bot.pid
        tasks = await self.task_count(pid)
        if self.moves - self.life_start >= self.warmup and self.warm_life != self.generation:
            self.objects_warm, self.warm_life = self.objects, self.generation
            await self.dump_trace(pid)
        children = descendants(pid)
        with contextlib.closing(read_only(self.database)) as db:
            stored, log = stored_bytes(db)
        self.samples.append(
            Sample(
                moves=self.moves,
                life=self.generation,
                life_moves=self.moves - self.life_start,
                seconds=round(time.monotonic() - self.started, 1),
                rss_mb=rss_mb(pid),
                children_rss_mb=sum(rss_mb(child) for child in children),
                children=len(children),
                fds=fd_count(pid),
                tasks=tasks,
                view_tasks=None if tasks is None else self.top_tasks.get(VIEW_TIMEOUT, 0),
                blocks=self.blocks,
                db_bytes=file_size(self.database),
                wal_bytes=file_size(self.database.with_name(self.database.name + "-wal")),
                stored_bytes=stored,
                log_bytes=log,
                heap=self.heap,
            )
        )

    async def watch(self) -> None:
        """Count the moves; sample every ``sample_every`` of them."""
        next_sample = 0
        while not self.done:
            self.moves = self.count_moves()
            if self.moves >= next_sample and self.up.is_set():
                await self.sample()
                self.progress()
                next_sample = (self.moves // self.sample_every + 1) * self.sample_every
            await asyncio.sleep(0.25)

    def progress(self) -> None:
        """One line on stderr: the newest sample and where the running games stand."""
        if not self.samples:
            return
        last = self.samples[-1]
        open_games = sum(1 for run in self.runs if not run.stuck)
        retries = sum(run.retries for run in self.runs)
        errors = {run.index: run.last_error[:80] for run in self.runs if run.last_error}
        print(
            f"{last.seconds:7.1f}s moves {last.moves} life {last.life} rss {last.rss_mb:.1f} MB"
            f" (children {last.children_rss_mb:.1f}) fds {last.fds} tasks {last.tasks}"
            f" (views {last.view_tasks}) db {(last.db_bytes + last.wal_bytes) // 1024} kB"
            f" heap {' '.join(f'{k} {v / 2**20:.1f}' for k, v in last.heap.items())}"
            f" bench {rss_mb(os.getpid()):.0f} MB games {open_games}/{len(self.runs)}"
            f" retries {retries} unsettled {self.unsettled} {errors if retries else ''}",
            file=sys.stderr,
            flush=True,
        )

    # -- the games

    def connect(self) -> sqlite3.Connection:
        """A read-only connection: the bench never writes beside the running bot."""
        return read_only(self.database)

    def table(self, run: GameRun) -> WeekTable:
        """The person's table, which takes moves back and votes when the timers call."""
        return WeekTable(self, run)

    def shown(self, table: PersonTable) -> Any:
        """The live message's id, text and buttons: a game also moves on while its stored row stays (a
        reminder or a vote while the absent person's turn lasts)."""
        live = table.live_message()
        return _look(live) if live else None

    def game_ended(self, table: PersonTable) -> None:
        """Let go of the finished game's pictures but its standings (:func:`forget_files`)."""
        kept = {int(table.public()[-1]["message_id"] or 0)}
        fake = self.server.http
        self.dropped += forget_files(fake.outgoing(), fake.files_by_url, {table.home, table.channel_id}, kept)

    def new_run(self, index: int, channel_id: int) -> GameRun:
        """Game ``index``: the games and seats cycled, an absent person in every ``absent_every``-th."""
        every = self.absent_every
        absent = ABSENT_BASE + index if every and index % every == every - 1 else None
        seats = max(SEATS[index % len(SEATS)], 2 if absent else 1)
        command = self.games[index % len(self.games)]
        return GameRun(index, channel_id, seats, PERSON_BASE + index, command=command, absent=absent)

    def more(self) -> bool:
        """New games until enough moves were made."""
        return self.moves < self.target_moves

    def game_channels(self) -> Iterator[int]:
        """Every channel but the first, where the settings were changed."""
        channels = iter(self.server.channels)
        next(channels)
        return channels

    async def drive(self, games: int) -> None:
        """Play the games (:meth:`GameBench.drive`) once the bot is up."""
        await self.up.wait()
        await super().drive(games)

    async def games_ended(self) -> None:
        """Count the moves and take the last sample before the bench is done."""
        self.moves = self.count_moves()
        await self.sample()
        self.done = True

    def where(self, game: dict[str, Any]) -> str:
        """A stored game named with its kind too."""
        home = game["lobby_channel_id"] or game["channel_id"]
        return f"game {game['id']} ({game['game']}, channel {home}, played in {game['channel_id']})"


# --- checks -------------------------------------------------------------------------------------------

UIS: dict[str, tuple[GameUI, Any]] = {
    "santacruz": (SantaCruzUI(), santacruz_replay),
    "santiago": (SantiagoUI(), santiago_replay),
}
"""Each game's UI (which versions continue a turn) and record replay, for :func:`bench.soak.check_game`."""


def timer_nonces(game_id: int, final: int) -> dict[str, str]:
    """The nonces of the timers' public posts in a game, with their kind: ``reminder`` and ``vote`` (one
    per version at most) and ``takeover`` (the notice that a computer took a seat over)."""
    found = {nonce(kind, game_id, v): kind for kind in ("reminder", "vote") for v in range(final + 1)}
    return found | {nonce(f"takeover:{v}", game_id): "takeover" for v in range(final + 1)}


def check(week: Week) -> tuple[dict[str, int], list[str]]:
    """Check every stored game as the crash soak does, the timers' posts counted apart; the figures
    and the failures."""
    fake = week.server.http
    failures: list[str] = []
    figures: collections.Counter[str] = collections.Counter()
    with contextlib.closing(sqlite3.connect(week.database)) as db:
        takeovers = db.execute("SELECT count(*) FROM notices WHERE key LIKE 'takeover:%'").fetchone()[0]
    figures["takeovers"] = int(takeovers)
    for game, where, public in games_to_check(week, failures):
        gid, final = game["id"], game["version"]
        timers = timer_nonces(gid, final)
        turns = []
        for sent in public:
            kind = timers.get(nonce_of(sent, game.get("followups") or {}))
            if kind is None:
                turns.append(sent)
            else:
                figures[f"{kind}_posts"] += 1
        ui, replay = UIS[game["game"]]
        before = figures["unfinished_games"]
        checked = check_game(fake, game, turns, ui, replay, figures, failures, where)
        if checked is None:
            if figures["unfinished_games"] == before:
                figures["unreplayable_games"] += 1
            continue
        count_checked(game, where, figures, failures)
        figures["take_backs"] += sum(1 for _v, _seat, line in game["actions"] if undone_to(line) is not None)
        figures[f"games_{game['game']}"] += 1
    for run in week.runs:
        check_dms(fake, run.person, figures, failures)
        if run.absent is not None:
            figures["reminder_dms"] += len(fake.dms(run.absent))
    too_quick = text("error.too_quick")
    figures["refused_too_quick"] = sum(1 for s in fake.outgoing() if (s["content"] or "") == too_quick)
    if week.server.errors:
        failures.append(f"fake Discord errors: {week.server.errors[:5]}")
    failures += [f"bot: {problem}" for problem in week.problems]
    if "0.001" not in week.settings_said:
        failures.append(f"the turn timers were not set: {week.settings_said!r}")
    return dict(figures), failures


# --- the whole run ------------------------------------------------------------------------------------


async def run(args: argparse.Namespace) -> tuple[dict[str, Any], list[str]]:
    """The whole week; its figures (see the module's docstring) and the failed checks."""
    started = time.monotonic()
    games = GAMES if args.game == "both" else (args.game,)
    env = {"BOARD_FORMAT": "png", "COMPUTER_WAIT_SECONDS": str(args.computer_wait)}
    if args.trace_malloc:
        env[TRACE_MALLOC_ENV] = str(args.trace_malloc)
    count = args.games + args.moves // 20 + 50
    channels = {CHANNEL_ID + i: f"week-{i}" for i in range(count)}
    failures: list[str] = []
    with tempfile.TemporaryDirectory(prefix="santacruz-week-") as tmp:
        async with FakeDiscord(channels=channels, quiet=0.0) as server:
            week = Week(
                server,
                Path(tmp),
                args.seed,
                args.moves,
                args.restart_every,
                args.sample_every,
                games,
                args.absent_every,
                args.undo_rate,
                env,
                args.warmup,
            )
            failures += await week.play_out(
                args.games,
                args.timeout,
                helpers=[("watcher", week.watch())],
                return_when=asyncio.FIRST_COMPLETED,
                grace=60.0,
                stop_timeout=10.0,
            )
            played = time.monotonic() - started
            bench_rss = rss_mb(os.getpid())
            figures, checked = check(week)
            failures += checked
            tracebacks, heads = week.tracebacks(), week.traceback_heads()
            traced = traced_growth(week.traces)
    stuck = sum(1 for r in week.runs if r.stuck)
    moves = max(1, week.moves)
    result: dict[str, Any] = {
        "moves": week.moves,
        "games": len(week.runs),
        "games_by_kind": {name: figures.get(f"games_{name}", 0) for name in games},
        "games_with_absent_person": sum(1 for r in week.runs if r.absent is not None),
        "restarts": week.restarts,
        "clean_stops": sum(1 for code in week.stop_codes if code is not None and code >= 0),
        "stop_codes": sorted(set(week.stop_codes), key=str),
        "take_backs": figures.get("take_backs", 0),
        "take_backs_per_1000_moves": round(figures.get("take_backs", 0) * 1000 / moves, 1),
        "timers_fired": {
            "reminders": figures.get("reminder_posts", 0) + figures.get("reminder_dms", 0),
            "votes": figures.get("vote_posts", 0),
            "takeovers": figures.get("takeovers", 0),
        },
        **summarize(week.samples, args.warmup),
        "lost": figures.get("unfinished_games", 0) + figures.get("unreplayable_games", 0) + stuck,
        "doubled": figures.get("duplicate_posts", 0) + figures.get("dm_doubled", 0),
        "unposted": figures.get("lost_versions", 0),
        "versions": figures.get("versions", 0),
        "turn_posts": figures.get("turn_posts", 0),
        "edited_versions": figures.get("edited_versions", 0),
        "stray_posts": figures.get("stray_posts", 0),
        "live_at_end": figures.get("live_at_end", 0),
        "click_retries": sum(r.retries for r in week.runs),
        "refused_too_quick": figures.get("refused_too_quick", 0),
        "unsettled_interactions": week.unsettled,
        "bot_tracebacks": tracebacks,
        "bot_traceback_heads": heads,
        "tasks_top_at_end": week.top_tasks,
        "objects_grown_after_warmup": grown(week.objects_warm, week.objects),
        "python_allocations_grown_after_warmup": traced,
        "sentences_at_end": {
            name: {
                "hits": hits,
                "formatted": made,
                "kept": kept,
                "hit_rate": round(hits / max(1, hits + made), 3),
            }
            for name, (hits, made, kept) in week.sentences.items()
        },
        "settings": week.settings_said.splitlines()[:1],
        "samples": len(week.samples),
        "failures": failures[:20],
        "bench_rss_mb": round(bench_rss, 1),
        "bench_dropped_mb": round(week.dropped / MB, 1),
        "seconds": round(played, 1),
        "check_seconds": round(time.monotonic() - started - played, 1),
    }
    if args.samples:
        result["sampled"] = [asdict(s) for s in week.samples]
    return result, failures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--moves", type=int, default=10000, help="moves to store at least (default 10000)")
    parser.add_argument("--games", type=int, default=8, help="games played at once (default 8)")
    parser.add_argument("--game", choices=("santacruz", "santiago", "both"), default="both")
    parser.add_argument(
        "--restart-every", type=int, default=5000, help="moves between clean restarts (0: none; default 5000)"
    )
    parser.add_argument("--sample-every", type=int, default=50, help="moves between samples (default 50)")
    parser.add_argument(
        "--warmup",
        type=int,
        default=3000,
        help="moves of each bot process left out of the fits: more than 3 minutes of play (default 3000)",
    )
    parser.add_argument("--absent-every", type=int, default=3, help="every n-th game has an absent person")
    parser.add_argument("--undo-rate", type=float, default=0.08, help="share of moves taken back")
    parser.add_argument("--computer-wait", type=float, default=0.3, help="COMPUTER_WAIT_SECONDS of the bot")
    parser.add_argument("--timeout", type=float, default=4 * 3600.0, help="seconds before giving up")
    parser.add_argument("--seed", type=int, default=1, help="seed of the people's choices")
    parser.add_argument(
        "--trace-malloc",
        type=int,
        default=0,
        metavar="FRAMES",
        help="trace the bot's Python allocations, FRAMES deep, and report where they grew (slow)",
    )
    parser.add_argument("--samples", action="store_true", help="add every sample to the figures")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if min(args.moves, args.games, args.sample_every) < 1 or min(args.restart_every, args.warmup) < 0:
        parser.error(
            "--moves, --games and --sample-every must be positive, --restart-every and --warmup not negative"
        )
    result, failures = asyncio.run(run(args))
    print_figures(result, args.json)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
