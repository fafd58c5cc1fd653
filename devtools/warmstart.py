"""Start Python programs for the tests from a warm interpreter instead of a cold one.

Every bot process, benchmark and command-line run the suite starts would import discord.py, aiohttp,
Pillow, Fluent and the project anew: about 0.6 s of CPU each, over a minute of the suite's. A warm
starter is one process (per test process) that has imported them once (:data:`PRELOAD`) and forks a
child for each run. The child takes the run's arguments, working folder, environment, standard streams
and ignored signals, runs the module, script or code as ``__main__`` as ``python -m``, ``python FILE`` and
``python -c`` would (``sys.argv``, ``sys.path``), then ends as the interpreter ends (non-daemon threads
joined, exit handlers run, streams flushed) with the same status: a number, or minus the signal that
killed it. It dies with its starter, which dies with the test process.

For the tests only: ``tests/conftest.py`` turns it on (:func:`enable`) for the bots of
:class:`devtools.botproc.BotProcess`, and a test passes :func:`run` where it would pass
``subprocess.run``. A benchmark run by hand starts real interpreters. What a child cannot have other
than its starter's: the string-hash seed (``PYTHONHASHSEED``) and the interpreter's own flags; a test that
varies them starts a real interpreter.
"""

from __future__ import annotations

import asyncio
import atexit
import builtins
import concurrent.futures
import contextlib
import ctypes
import gc
import importlib
import itertools
import json
import os
import runpy
import selectors
import signal
import socket
import subprocess
import sys
import threading
import traceback
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[1]
PRELOAD = ("bot.__main__", "devtools.botproc", "PIL.Image", "PIL.ImageDraw", "PIL.PngImagePlugin")
"""What the starter imports before its first fork: the bot with discord.py and aiohttp, the fake Discord
with its server, Pillow; what a child imports beyond them it imports itself."""
SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT)
"""The signals whose "ignored" a child takes from the process that asked for it, as ``exec`` passes it on
(a shell's ``&`` makes a program ignore Ctrl-C)."""
START_TIMEOUT = 60.0
"""Seconds the starter may take to import :data:`PRELOAD`, or to fork a child."""
_MESSAGE = 1 << 20

_enabled = False
_shared: WarmStarter | None = None
_shared_lock = threading.Lock()


def enable() -> None:
    """Let :func:`shared_if_enabled` hand out this process's starter (``tests/conftest.py`` calls it)."""
    global _enabled
    _enabled = True


def shared() -> WarmStarter:
    """This process's starter, started at the first call."""
    global _shared
    with _shared_lock:
        if _shared is None or not _shared.alive:
            _shared = WarmStarter()
        return _shared


def shared_if_enabled() -> WarmStarter | None:
    """This process's starter when :func:`enable` was called on Linux (it forks, passes files over a
    local socket and has its children die with it), else None: start real interpreters."""
    return shared() if _enabled and sys.platform == "linux" else None


@dataclass(frozen=True)
class Program:
    """What a child runs: exactly one of a module (``-m``), a script file or code (``-c``), with ``args``."""

    module: str | None = None
    script: str | None = None
    code: str | None = None
    args: tuple[str, ...] = ()

    @classmethod
    def of(cls, argv: Sequence[str]) -> Program:
        """The program of a command line without its interpreter: ``["-m", "bot", "sync"]``,
        ``["bench/render.py", "--json"]`` or ``["-c", "print(1)"]``."""
        first, *rest = argv
        if first == "-m":
            return cls(module=rest[0], args=tuple(rest[1:]))
        if first == "-c":
            return cls(code=rest[0], args=tuple(rest[1:]))
        return cls(script=str(first), args=tuple(rest))


class WarmStarter:
    """The client side: starts the starter process (importing ``preload``) and asks it for children."""

    def __init__(self, preload: Sequence[str] = PRELOAD) -> None:
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        env["PYTHONPATH"] = os.pathsep.join(
            dict.fromkeys([str(REPO_ROOT), *filter(None, env.get("PYTHONPATH", "").split(os.pathsep))])
        )
        self._process = subprocess.Popen(
            [sys.executable, "-m", "devtools.warmstart", str(theirs.fileno()), *preload],
            pass_fds=[theirs.fileno()],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            cwd=REPO_ROOT,
            env=env,
        )
        theirs.close()
        self._socket = ours
        self._ids = itertools.count(1)
        self._send_lock = threading.Lock()
        self._state_lock = threading.Lock()
        self._forks: dict[int, concurrent.futures.Future[int]] = {}
        self._ends: dict[int, concurrent.futures.Future[int]] = {}
        self._ready: concurrent.futures.Future[None] = concurrent.futures.Future()
        self._dead = False
        threading.Thread(target=self._read, name="warmstart", daemon=True).start()
        try:
            self._ready.result(START_TIMEOUT)
        except BaseException:
            self.close()
            raise

    @property
    def pid(self) -> int:
        """The starter's process id (its children's parent)."""
        return self._process.pid

    @property
    def alive(self) -> bool:
        """Whether the starter still answers."""
        return not self._dead and self._process.poll() is None

    def spawn(
        self,
        program: Program,
        *,
        cwd: str | os.PathLike[str],
        env: Mapping[str, str],
        stdin: int,
        stdout: int,
        stderr: int,
    ) -> tuple[int, concurrent.futures.Future[int]]:
        """Fork a child running ``program`` with these streams (file descriptors, passed on); its pid and
        the future of its exit status."""
        ignored = [int(s) for s in SIGNALS if signal.getsignal(s) is signal.SIG_IGN]
        forked: concurrent.futures.Future[int] = concurrent.futures.Future()
        with self._send_lock:
            request_id = next(self._ids)
            with self._state_lock:
                if self._dead:
                    raise RuntimeError("the warm starter has ended")
                self._forks[request_id] = forked
            request = {
                "id": request_id,
                "program": [program.module, program.script, program.code, list(program.args)],
                "cwd": os.fspath(cwd),
                "env": dict(env),
                "ignored": ignored,
            }
            socket.send_fds(self._socket, [json.dumps(request).encode()], [stdin, stdout, stderr])
        pid = forked.result(START_TIMEOUT)
        with self._state_lock:
            return pid, self._ends[pid]

    def close(self) -> None:
        """End the starter (its children are killed with it)."""
        with contextlib.suppress(OSError):
            self._socket.close()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self._process.wait(5)
        if self._process.poll() is None:
            self._process.kill()
            self._process.wait()

    def _read(self) -> None:
        try:
            while True:
                data = self._socket.recv(_MESSAGE)
                if not data:
                    break
                message = json.loads(data)
                if "ready" in message:
                    self._ready.set_result(None)
                elif "forked" in message:
                    with self._state_lock:
                        if message["pid"]:  # a new future: the pid may be an ended child's, reused
                            self._ends[message["pid"]] = concurrent.futures.Future()
                        forked = self._forks.pop(message["forked"])
                    if message["pid"]:
                        forked.set_result(message["pid"])
                    else:
                        forked.set_exception(OSError(message.get("error", "fork failed")))
                elif "ended" in message:
                    with self._state_lock:
                        ended = self._ends.setdefault(message["ended"], concurrent.futures.Future())
                    ended.set_result(message["status"])
        except OSError:
            pass
        finally:
            with self._state_lock:
                self._dead = True
                pending = [*self._forks.values(), *(f for f in self._ends.values() if not f.done())]
            gone = RuntimeError(f"the warm starter ended (status {self._process.poll()})")
            if not self._ready.done():
                self._ready.set_exception(gone)
            for future in pending:
                if not future.done():
                    future.set_exception(gone)


class WarmProcess:
    """A child of the warm starter as a test holds one: the parts of ``asyncio.subprocess.Process`` the
    tests use (``pid``, ``returncode``, ``wait``, ``send_signal``, ``terminate``, ``kill``)."""

    def __init__(self, pid: int, ended: concurrent.futures.Future[int]) -> None:
        self.pid = pid
        self._ended = ended

    @property
    def returncode(self) -> int | None:
        """The exit status once the child has ended (negative: the signal that killed it; a child whose
        starter ended was killed with it)."""
        if not self._ended.done():
            return None
        return -signal.SIGKILL if self._ended.exception() is not None else self._ended.result()

    async def wait(self) -> int:
        """Wait for the child to end; its exit status (a cancelled wait leaves the status to come)."""
        with contextlib.suppress(RuntimeError):
            await asyncio.shield(asyncio.wrap_future(self._ended))
        status = self.returncode
        assert status is not None
        return status

    def send_signal(self, signum: int) -> None:
        """Send ``signum`` to the child unless it has ended."""
        if self.returncode is None:
            os.kill(self.pid, signum)

    def terminate(self) -> None:
        """SIGTERM."""
        self.send_signal(signal.SIGTERM)

    def kill(self) -> None:
        """SIGKILL."""
        self.send_signal(signal.SIGKILL)


def start(
    starter: WarmStarter,
    argv: Sequence[str],
    *,
    cwd: str | os.PathLike[str],
    env: Mapping[str, str],
    stdout: int,
    stderr: int,
) -> WarmProcess:
    """``python <argv>`` as a child of ``starter``, reading nothing, writing to the open files ``stdout``
    and ``stderr`` (file descriptors)."""
    with open(os.devnull, "rb") as devnull:
        pid, ended = starter.spawn(
            Program.of(argv), cwd=cwd, env=env, stdin=devnull.fileno(), stdout=stdout, stderr=stderr
        )
    return WarmProcess(pid, ended)


def run(
    argv: Sequence[str],
    *,
    cwd: str | os.PathLike[str],
    env: Mapping[str, str] | None = None,
    input: str | None = None,
    timeout: float | None = None,
    starter: WarmStarter | None = None,
) -> subprocess.CompletedProcess[str]:
    """``subprocess.run([sys.executable, *argv], capture_output=True, text=True, ...)`` from ``starter``,
    by default this process's (a real interpreter when it is not enabled): status, stdout and stderr as
    text; ``TimeoutExpired`` (the child killed) after ``timeout`` seconds."""
    starter = starter or shared_if_enabled()
    if starter is None:
        return subprocess.run(
            [sys.executable, *argv],
            cwd=cwd,
            env=None if env is None else dict(env),
            input=input,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
    in_read, in_write = os.pipe()
    out_read, out_write = os.pipe()
    err_read, err_write = os.pipe()
    try:
        pid, ended = starter.spawn(
            Program.of(argv),
            cwd=cwd,
            env=dict(os.environ if env is None else env),
            stdin=in_read,
            stdout=out_write,
            stderr=err_write,
        )
    except BaseException:
        for fd in (in_write, out_read, err_read):
            os.close(fd)
        raise
    finally:
        for fd in (in_read, out_write, err_write):
            os.close(fd)
    collected: dict[int, bytes] = {}

    def collect(fd: int) -> None:
        with open(fd, "rb") as stream:
            collected[fd] = stream.read()

    def feed() -> None:
        with open(in_write, "wb") as stream, contextlib.suppress(BrokenPipeError):
            stream.write((input or "").encode())

    readers = [threading.Thread(target=collect, args=(fd,), daemon=True) for fd in (out_read, err_read)]
    readers.append(threading.Thread(target=feed, daemon=True))
    for reader in readers:
        reader.start()
    try:
        status = ended.result(timeout)
    except concurrent.futures.TimeoutError:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
        ended.result(START_TIMEOUT)
        raise subprocess.TimeoutExpired([sys.executable, *argv], timeout or 0.0) from None
    finally:
        for reader in readers:
            reader.join(START_TIMEOUT)
    out, err = (collected.get(fd, b"").decode(errors="replace") for fd in (out_read, err_read))
    return subprocess.CompletedProcess([sys.executable, *argv], status, out, err)


# --- the starter process ----------------------------------------------------------------------------


def serve(fd: int, preload: Iterable[str]) -> None:
    """The starter: import ``preload``, then fork a child for each request on the socket ``fd`` and
    report its pid and, once it has ended, its status; end (killing the children) when the socket
    closes, which it does when the test process ends however it ends."""
    channel = socket.socket(fileno=fd)
    own_paths = len([p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p])
    site_paths = sys.path[1 + own_paths :]
    for name in preload:
        importlib.import_module(name)
    gc.collect()
    gc.freeze()
    wake_read, wake_write = os.pipe()
    for end in (wake_read, wake_write):
        os.set_blocking(end, False)
    signal.set_wakeup_fd(wake_write)
    signal.signal(signal.SIGCHLD, lambda *_: None)
    selector = selectors.DefaultSelector()
    selector.register(channel, selectors.EVENT_READ)
    selector.register(wake_read, selectors.EVENT_READ)
    children: set[int] = set()
    _send(channel, ready=True)
    try:
        while True:
            for key, _ in selector.select():
                if key.fileobj is channel:
                    data, fds, _, _ = socket.recv_fds(channel, _MESSAGE, 3)
                    if not data:
                        return
                    request = json.loads(data)
                    try:
                        pid = os.fork()
                    except OSError as exc:
                        _send(channel, forked=request["id"], pid=0, error=str(exc))
                        pid = -1
                    if pid == 0:
                        _child(request, fds, site_paths, closing=(channel, wake_read, wake_write))
                    for received in fds:
                        os.close(received)
                    if pid > 0:
                        children.add(pid)
                        _send(channel, forked=request["id"], pid=pid)
            with contextlib.suppress(BlockingIOError):
                os.read(wake_read, 4096)
            for pid, status in _reaped():
                children.discard(pid)
                _send(channel, ended=pid, status=status)
    finally:
        for pid in children:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)


def _send(channel: socket.socket, **message: object) -> None:
    """One message to the test process."""
    channel.send(json.dumps(message).encode())


def _reaped() -> list[tuple[int, int]]:
    """The children that have ended since the last look, with their exit statuses."""
    out: list[tuple[int, int]] = []
    while True:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return out
        if pid == 0:
            return out
        out.append((pid, os.waitstatus_to_exitcode(status)))


def _child(request: dict[str, Any], fds: list[int], site_paths: list[str], closing: Sequence[Any]) -> None:
    """In a freshly forked child: become the program asked for, run it, and end (never returns)."""
    status = 1
    interrupted = False
    try:
        signal.set_wakeup_fd(-1)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        for thing in closing:
            if isinstance(thing, int):
                os.close(thing)
            else:
                thing.close()
        _die_with_starter()
        for target, received in zip((0, 1, 2), fds, strict=True):
            os.dup2(received, target)
        for received in fds:
            if received > 2:
                os.close(received)
        module, script, code, args = request["program"]
        os.chdir(request["cwd"])
        os.environ.clear()
        os.environ.update(request["env"])
        for signum in SIGNALS:
            ignore = int(signum) in request["ignored"]
            default = signal.default_int_handler if signum == signal.SIGINT else signal.SIG_DFL
            signal.signal(signum, signal.SIG_IGN if ignore else default)
        first = os.getcwd() if module else os.path.dirname(os.path.abspath(script)) if script else ""
        extra = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
        sys.path[:] = [first, *extra, *site_paths]
        sys.argv[:] = [script or ("-c" if code is not None else module), *args]
        status = _run(module, script, code)
    except KeyboardInterrupt:
        traceback.print_exc()
        interrupted = True
    except BaseException:
        traceback.print_exc()
    finally:
        os._exit(_ended(status, interrupted))


def _die_with_starter() -> None:
    """Be killed when the starter ends (Linux ``PR_SET_PDEATHSIG``), as the starter is with its test."""
    starter = os.getppid()
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)
    if os.getppid() != starter:
        os._exit(1)


def _run(module: str | None, script: str | None, code: str | None) -> int:
    """Run the program as ``__main__``; its exit status as the interpreter would give it (a
    KeyboardInterrupt goes up to :func:`_child`)."""
    try:
        if module is not None:
            for name in (module, f"{module}.__main__"):
                sys.modules.pop(name, None)
            runpy.run_module(module, run_name="__main__", alter_sys=True)
        elif script is not None:
            runpy.run_path(script, run_name="__main__")
        else:
            main = type(sys)("__main__")
            main.__dict__["__builtins__"] = builtins
            sys.modules["__main__"] = main
            exec(compile(code or "", "<string>", "exec"), main.__dict__)
    except SystemExit as exc:
        return _exit_status(exc.code)
    return 0


def _exit_status(code: object) -> int:
    """``sys.exit(code)``'s status: 0 for None, the number itself, else 1 after printing ``code``."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    print(code, file=sys.stderr)
    return 1


def _ended(status: int, interrupted: bool) -> int:
    """End as the interpreter ends: non-daemon threads joined, exit handlers run, streams flushed; a
    run ended by Ctrl-C dies of SIGINT. The status to ``_exit`` with."""
    with contextlib.suppress(BaseException):
        threading._shutdown()  # type: ignore[attr-defined]
    with contextlib.suppress(BaseException):
        atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(BaseException):
            stream.flush()
    if interrupted:
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGINT)
        return 130
    return status


if __name__ == "__main__":
    serve(int(sys.argv[1]), sys.argv[2:])
