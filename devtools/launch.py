"""Run the real, unmodified bot (``bot.__main__.main``) against the fake Discord of ``tests/e2e``.

``python -m devtools.launch [run|sync]`` with ``FAKE_DISCORD_URL=http://127.0.0.1:PORT`` (and the bot's
usual settings in the environment) first:

* refuses every connection and name lookup that is not 127.0.0.1 or localhost, as ``tests/conftest.py``
  does in the test process (its guard does not reach a subprocess);
* points discord.py at the fake: ``Route.BASE`` (REST, interaction callbacks and webhooks) and
  ``DiscordWebSocket.DEFAULT_GATEWAY``;
* traces every INTERACTION_CREATE: the tasks it starts (directly or not) and the exceptions logged in them,
  and once they have all settled reports ``POST /_e2e/settled`` to the fake, so a test knows exactly when
  the bot is done with a click, even when it renders an image between two requests;
* with ``SOAK_KILL_POINTS`` set (``bench/soak.py``), SIGKILLs itself right after chosen bot calls return
  (a game stored as started or finished, any commit, post, stored message id, stripped message, DM), with
  the given probabilities drawn from ``SOAK_KILL_SEED``, noting each such point in ``SOAK_KILL_LOG`` first;
* handles SIGTERM like Ctrl-C (discord.py closes the gateway and the bot its store), and dies with the
  test process (Linux ``PR_SET_PDEATHSIG``) so no bot outlives a crashed test run;
* with ``E2E_STATE_FILE`` set (``bench/week.py``), answers each SIGUSR1 by writing the number of its
  asyncio tasks there, and the most common of their coroutines (``{"seq": n, "tasks": t, "top": {...}}``,
  replaced whole), so a bench can watch them grow and see which ones do, with where its memory is
  (:func:`heap_figures`); with ``E2E_TRACE_MALLOC`` set too, traces Python's allocations and dumps a
  snapshot of them on each SIGUSR2.

Only discord.py's entry points and the process are touched; the bot runs as ``python -m bot`` would.
"""

from __future__ import annotations

import asyncio
import collections
import contextvars
import ctypes
import functools
import gc
import importlib
import json
import logging
import os
import random
import signal
import socket
import sys
import tempfile
import traceback
import tracemalloc
import urllib.request
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import discord.state

# discord.py, the bot and the fake are imported where they are used, not here: every renderer process
# runs this module again (``multiprocessing`` re-runs the main module by name in a child), and with only
# the standard library above, that costs a renderer nothing (about half a second of CPU each, otherwise).

URL_ENV = "FAKE_DISCORD_URL"
PARENT_ENV = "E2E_PARENT_PID"
IDLE_SLEEP_ENV = "E2E_IDLE_SLEEP"
KILL_POINTS_ENV = "SOAK_KILL_POINTS"
KILL_SEED_ENV = "SOAK_KILL_SEED"
KILL_LOG_ENV = "SOAK_KILL_LOG"
STATE_FILE_ENV = "E2E_STATE_FILE"
"""Where the process writes its asyncio task count on SIGUSR1 (see :func:`report_state_on_signal`)."""
TRACE_MALLOC_ENV = "E2E_TRACE_MALLOC"
"""Frames of each Python allocation :mod:`tracemalloc` keeps in the bot process (unset: no tracing)."""
EXTRA_GAMES_ENV = "E2E_EXTRA_GAMES"
"""Importable modules, comma-separated, whose ``register()`` offers another game (a test-only game)."""
LOCAL_HOSTS = frozenset({"127.0.0.1", "::1", "localhost"})
SETTLE_TIMEOUT = 60.0
"""How long an interaction's tasks may run before the launcher reports them as stuck."""
IDLE_SLEEP = 10.0
"""A task sleeping at least this long counts as settled (a timer); shorter sleeps are discord.py's
rate-limit and 5xx retry waits, which are still work in progress."""

log = logging.getLogger("devtools.launch")


# --- no internet ----------------------------------------------------------------------------------


def guard_network() -> None:
    """Refuse connections and DNS look-ups to anything but the loopback interface (and local sockets)."""
    real_connect = socket.socket.connect
    real_connect_ex = socket.socket.connect_ex
    real_getaddrinfo = socket.getaddrinfo

    def check(address: object) -> None:
        host = address[0] if isinstance(address, tuple) else None
        if host is not None and host not in LOCAL_HOSTS:
            raise OSError(f"the e2e bot may not reach {address!r}")

    def connect(self: socket.socket, address: Any) -> None:
        check(address)
        real_connect(self, address)

    def connect_ex(self: socket.socket, address: Any) -> int:
        check(address)
        return real_connect_ex(self, address)

    def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        name = host.decode() if isinstance(host, bytes) else host
        if name is not None and name not in LOCAL_HOSTS:
            raise socket.gaierror(socket.EAI_NONAME, f"the e2e bot may not reach {name!r}")
        return real_getaddrinfo(host, *args, **kwargs)

    socket.socket.connect = connect  # type: ignore[method-assign,assignment]
    socket.socket.connect_ex = connect_ex  # type: ignore[method-assign,assignment]
    socket.getaddrinfo = getaddrinfo


def die_with_parent() -> None:
    """Have Linux SIGKILL this process when the test process that spawned it goes away."""
    parent = int(os.environ.get(PARENT_ENV, "0") or 0)
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return
    if parent and os.getppid() != parent:  # the parent died before prctl took effect
        os._exit(1)


def sigterm_as_ctrl_c() -> None:
    """SIGTERM becomes SIGINT, which ``asyncio.run`` turns into a clean shutdown of ``Client.run``."""

    def forward(signum: int, frame: object) -> None:
        os.kill(os.getpid(), signal.SIGINT)

    signal.signal(signal.SIGTERM, forward)


def object_counts(objects: list[object]) -> dict[str, int]:
    """How many of ``objects`` (those the garbage collector tracks, ``gc.get_objects()``) are of each type
    (a memory soak compares two counts to see what piles up), each type named with its module."""
    counts = collections.Counter(f"{type(o).__module__}.{type(o).__qualname__}" for o in objects)
    return dict(counts)


class _MallInfo2(ctypes.Structure):
    """glibc's ``struct mallinfo2`` (all ``size_t``)."""

    _fields_ = [
        (name, ctypes.c_size_t)
        for name in (
            "arena",
            "ordblks",
            "smblks",
            "hblks",
            "hblkhd",
            "usmblks",
            "fsmblks",
            "uordblks",
            "fordblks",
            "keepcost",
        )
    ]


def pymalloc_figures() -> dict[str, int]:
    """Python's small-object allocator at this moment (``sys._debugmallocstats``, read through a
    temporary file standing in for fd 2): bytes of the arenas it holds, and of the used and the free
    blocks in them."""
    wanted = {
        "# bytes in allocated blocks": "used",
        "# bytes in available blocks": "free",
    }
    sys.stderr.flush()
    saved = os.dup(2)
    try:
        with tempfile.TemporaryFile() as out:
            os.dup2(out.fileno(), 2)
            try:
                sys._debugmallocstats()
            finally:
                os.dup2(saved, 2)
            out.seek(0)
            text = out.read().decode("utf-8", "replace")
    finally:
        os.close(saved)
    figures: dict[str, int] = {}
    for line in text.splitlines():
        head, _, value = line.partition("=")
        if head.strip() in wanted:
            figures[wanted[head.strip()]] = int(value.strip().replace(",", ""))
        elif head.strip() == "Total" and "arenas" not in figures:
            figures["arenas"] = int(value.strip().replace(",", ""))
    return figures


def heap_figures() -> dict[str, int]:
    """Where the process's memory is, in bytes: glibc's heap (``mallinfo2``: ``in_use``, ``free`` in its
    arenas, ``mmapped`` large blocks), Python's small-object arenas (``py_*``) and the resident parts of
    the address space (``rss_heap`` the brk heap, ``rss_anon`` every other anonymous mapping,
    ``rss_file`` mapped files). Empty parts where there is no glibc or no ``/proc``."""
    figures: dict[str, int] = {}
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = _MallInfo2
        info = libc.mallinfo2()
        figures |= {"in_use": info.uordblks, "free": info.fordblks, "mmapped": info.hblkhd}
    except (OSError, AttributeError):
        pass
    figures |= {f"py_{name}": value for name, value in pymalloc_figures().items()}
    kinds = {"rss_heap": 0, "rss_anon": 0, "rss_file": 0}
    kind = "rss_anon"
    try:
        with open("/proc/self/smaps", encoding="utf-8") as smaps:
            for line in smaps:
                first = line.split(maxsplit=6)
                if first and "-" in first[0] and len(first) >= 5:
                    name = first[5].strip() if len(first) > 5 else ""
                    kind = "rss_file" if name.startswith("/") else "rss_anon"
                    kind = "rss_heap" if name == "[heap]" else kind
                elif first and first[0] == "Rss:":
                    kinds[kind] += int(first[1]) * 1024
    except OSError:
        return figures
    return figures | kinds


def sentence_figures(objects: list[object]) -> dict[str, tuple[int, int, int]]:
    """How each catalogue among ``objects`` (the garbage collector's, as :func:`object_counts` reads
    them) serves its kept sentences (:meth:`rules.i18n.Catalogue.remembered`), by name."""
    from rules.i18n import Catalogue

    return {o.name: o.remembered() for o in objects if isinstance(o, Catalogue)}


def report_state_on_signal(path: str) -> None:
    """On SIGUSR1, write ``{"seq": n, "tasks": t, "top": {name: count}, "blocks": b, "objects":
    {type: count}}`` to ``path`` (through a rename, so a reader never sees half of it): ``t`` is
    ``len(asyncio.all_tasks())`` of the running loop (``None`` while no loop runs), ``top`` the eight
    most common coroutines of those tasks, ``b`` the memory blocks Python has allocated, ``objects``
    the :func:`object_counts`; ``n`` counts the reports, so the sender knows its own answer came.
    When Python traces its allocations (``E2E_TRACE_MALLOC`` set: :func:`main` starts it), each SIGUSR2
    dumps a :mod:`tracemalloc` snapshot to ``{path}.{k}.trace`` (the ``k``-th), to compare two of them."""
    reports = 0

    def report(signum: int, frame: object) -> None:
        nonlocal reports
        reports += 1
        try:
            running = asyncio.all_tasks()
        except RuntimeError:  # no running loop: starting or shutting down
            running = None
        names = collections.Counter(getattr(task.get_coro(), "__qualname__", "?") for task in running or ())
        tracked = gc.get_objects()
        state = {
            "seq": reports,
            "tasks": None if running is None else len(running),
            "top": dict(names.most_common(8)),
            "blocks": sys.getallocatedblocks(),
            "objects": object_counts(tracked),
            "heap": heap_figures(),
            "sentences": sentence_figures(tracked),
        }
        partial = f"{path}.part"
        with open(partial, "w", encoding="utf-8") as out:
            json.dump(state, out)
        os.replace(partial, path)

    signal.signal(signal.SIGUSR1, report)
    if tracemalloc.is_tracing():
        dumps = 0

        def dump(signum: int, frame: object) -> None:
            nonlocal dumps
            dumps += 1
            tracemalloc.take_snapshot().dump(f"{path}.{dumps}.trace.part")
            os.replace(f"{path}.{dumps}.trace.part", f"{path}.{dumps}.trace")

        signal.signal(signal.SIGUSR2, dump)


# --- telling the fake who runs the bot ----------------------------------------------------------


def say_hello(base_url: str) -> None:
    """Tell the fake a launcher runs this bot, so it waits for settle reports (blocking, before the bot)."""
    body = json.dumps({"pid": os.getpid()}).encode()
    request = urllib.request.Request(
        f"{base_url}/api/v10/_e2e/hello", data=body, headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=10):
        pass


# --- interaction tracing --------------------------------------------------------------------------


class Trace:
    """The tasks one interaction started and the exceptions logged inside them."""

    def __init__(self, token: str) -> None:
        self.token = token
        self.tasks: set[asyncio.Task[Any]] = set()
        self.errors: list[str] = []
        self.reported = False
        """Set once the fake was told: a task started later in the interaction's context (by one that
        outlives it, a game's runner or a channel's poster) is no longer filed under it, so a long-lived
        task does not keep every task it ever started."""


_TRACES: contextvars.ContextVar[tuple[Trace, ...]] = contextvars.ContextVar("e2e_traces", default=())
_REPORTS: set[asyncio.Task[None]] = set()


def _task_factory(
    loop: asyncio.AbstractEventLoop, coro: Coroutine[Any, Any, Any], **kwargs: Any
) -> asyncio.Task[Any]:
    """Create the task and file it under every trace of the context it is created in (tasks inherit it)."""
    task: asyncio.Task[Any] = asyncio.Task(coro, loop=loop, **kwargs)
    context = kwargs.get("context")
    for trace in context.get(_TRACES, ()) if context is not None else _TRACES.get():
        if not trace.reported:
            trace.tasks.add(task)
    return task


class _TraceErrors(logging.Handler):
    """Files exceptions logged by discord.py or the bot under the traces of the logging task."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.setFormatter(logging.Formatter("%(name)s: %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info is None or record.exc_info[1] is None:
            return
        for trace in _TRACES.get():
            if not trace.reported:
                trace.errors.append(self.format(record))


async def _report(state: discord.state.ConnectionState, trace: Trace, idle_sleep: float) -> None:
    """Wait until the interaction's tasks are done (or only sleep long), then tell the fake."""
    import discord.http

    from playground.fake_discord import settle

    settled = True
    try:
        await settle(trace.tasks, timeout=SETTLE_TIMEOUT, idle_sleep=idle_sleep)
    except TimeoutError:
        settled = False
    errors = list(trace.errors)
    for task in trace.tasks:
        if task.done() and not task.cancelled() and task.exception() is not None:
            errors.append("".join(traceback.format_exception(task.exception())))
    busy = [repr(t.get_coro()) for t in trace.tasks if not t.done()]
    report = {"token": trace.token, "settled": settled, "errors": errors, "busy": busy}
    trace.reported = True
    trace.tasks.clear()
    try:
        await state.http.request(discord.http.Route("POST", "/_e2e/settled"), json=report)
    except Exception as exc:  # the fake is gone: nothing to report to
        log.debug("could not report interaction %s: %r", trace.token, exc)


def trace_interactions(idle_sleep: float = IDLE_SLEEP) -> None:
    """Wrap ``ConnectionState.parse_interaction_create`` to trace each interaction (see the module doc)."""
    import discord.state

    original = discord.state.ConnectionState.parse_interaction_create
    errors = _TraceErrors()
    for name in ("discord", "bot"):
        logging.getLogger(name).addHandler(errors)

    def parse_interaction_create(self: discord.state.ConnectionState, data: Any) -> None:
        loop = asyncio.get_running_loop()
        if loop.get_task_factory() is not _task_factory:
            loop.set_task_factory(_task_factory)  # type: ignore[arg-type]
        trace = Trace(str(data.get("token")))
        reset = _TRACES.set((*_TRACES.get(), trace))
        try:
            original(self, data)
        finally:
            _TRACES.reset(reset)
        task = loop.create_task(_report(self, trace, idle_sleep))
        _REPORTS.add(task)
        task.add_done_callback(_REPORTS.discard)

    discord.state.ConnectionState.parse_interaction_create = parse_interaction_create  # type: ignore[method-assign]


# --- soak: kills at chosen moments ----------------------------------------------------------------

KILL_POINTS = {
    "started": ("bot.app.service", "GameService", "start"),
    "finished": ("bot.store.log", "GameLog", "append"),
    "after_commit": ("bot.store.log", "GameLog", "append"),
    "after_post": ("bot.interactions.messenger", "Messenger", "publish"),
    "after_set_message": ("bot.store.games", "Games", "set_message"),
    "after_strip": ("bot.interactions.messenger", "Messenger", "strip_buttons"),
    "after_dm": ("bot.interactions.messenger", "Messenger", "dm"),
}
"""Where ``SOAK_KILL_POINTS`` may kill: ``finished`` only fires for the commit that ends a game."""


def parse_kill_points(spec: str) -> dict[str, float]:
    """``"started:0.5,finished:1"`` as ``{"started": 0.5, "finished": 1.0}`` (unknown names refused)."""
    points: dict[str, float] = {}
    for item in filter(None, (part.strip() for part in spec.split(","))):
        name, _, chance = item.partition(":")
        if name not in KILL_POINTS:
            raise ValueError(f"unknown kill point {name!r} (known: {', '.join(KILL_POINTS)})")
        points[name] = float(chance or 1.0)
    return points


def _die(point: str, log_path: str) -> None:
    """Note the kill point (the write reaches the kernel before the kill), then SIGKILL this process."""
    if log_path:
        fd = os.open(log_path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            os.write(fd, f"{point}\n".encode())
        finally:
            os.close(fd)
    os.kill(os.getpid(), signal.SIGKILL)


def install_kill_points(spec: str, seed: str, log_path: str) -> None:
    """Wrap the bot methods of :data:`KILL_POINTS` so that, after the wrapped call returns, the process
    kills itself with each point's probability (a crash at exactly that moment, for ``bench/soak.py``)."""
    points = parse_kill_points(spec)
    rng = random.Random(seed)
    by_method: dict[tuple[str, str, str], list[str]] = {}
    for name in points:
        by_method.setdefault(KILL_POINTS[name], []).append(name)
    for (module_name, class_name, method_name), names in by_method.items():
        owner = getattr(importlib.import_module(module_name), class_name)
        original = getattr(owner, method_name)

        def wrap(original: Any, names: list[str]) -> Any:
            @functools.wraps(original)
            async def wrapper(*args: Any, **kwargs: Any) -> Any:
                result = await original(*args, **kwargs)
                for name in names:
                    if name == "finished" and kwargs.get("finished_record") is None:
                        continue
                    if rng.random() < points[name]:
                        _die(name, log_path)
                return result

            return wrapper

        setattr(owner, method_name, wrap(original, names))


# --- entry point ----------------------------------------------------------------------------------


def offer_extra_games(spec: str) -> None:
    """Import each module named in ``spec`` (comma-separated) and call its ``register()``: the bot then
    offers that game beside the built-in ones, with no line of the bot naming it."""
    for name in filter(None, (part.strip() for part in spec.split(","))):
        importlib.import_module(name).register()


def main(argv: list[str] | None = None) -> int:
    """Prepare the process, then run ``bot.__main__.main`` unchanged."""
    base_url = os.environ.get(URL_ENV, "").rstrip("/")
    if not base_url:
        sys.stderr.write(f"{URL_ENV} is not set (http://127.0.0.1:PORT of the fake Discord)\n")
        return 2
    guard_network()
    die_with_parent()
    sigterm_as_ctrl_c()
    if os.environ.get(TRACE_MALLOC_ENV):
        tracemalloc.start(int(os.environ[TRACE_MALLOC_ENV]))
    if os.environ.get(STATE_FILE_ENV):
        report_state_on_signal(os.environ[STATE_FILE_ENV])
    from bot.adapter.endpoint import point_at

    point_at(base_url)
    trace_interactions(float(os.environ.get(IDLE_SLEEP_ENV) or IDLE_SLEEP))
    say_hello(base_url)
    if os.environ.get(KILL_POINTS_ENV):
        install_kill_points(
            os.environ[KILL_POINTS_ENV], os.environ.get(KILL_SEED_ENV, "0"), os.environ.get(KILL_LOG_ENV, "")
        )

    offer_extra_games(os.environ.get(EXTRA_GAMES_ENV, ""))

    from bot.__main__ import main as bot_main

    return bot_main(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    raise SystemExit(main())
