"""The tests' warm starter (``devtools/warmstart.py``) runs a program as a real interpreter would: the
same arguments, folder, environment, path, streams, exit status and ending, and nothing outlives it."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from devtools import warmstart

ROOT = Path(__file__).resolve().parents[2]
SHOW = textwrap.dedent(
    """
    import json, os, sys
    print(json.dumps({
        "name": __name__,
        "argv": sys.argv,
        "cwd": os.getcwd(),
        "path0": sys.path[0],
        "marker": os.environ.get("WARM_MARKER"),
        "stdin": sys.stdin.read(),
    }))
    print("to stderr", file=sys.stderr)
    """
)


def _both(argv: list[str], cwd: Path, stdin: str = "") -> tuple[subprocess.CompletedProcess[str], ...]:
    """``python <argv>`` from a cold interpreter and from the warm starter."""
    env = dict(os.environ, WARM_MARKER="here", PYTHONPATH=str(cwd))
    cold = subprocess.run(
        [sys.executable, *argv], cwd=cwd, env=env, input=stdin, capture_output=True, text=True, timeout=60
    )
    warm = warmstart.run(argv, cwd=cwd, env=env, input=stdin, timeout=60, starter=warmstart.shared())
    return cold, warm


@pytest.mark.parametrize("kind", ["module", "script", "code"])
def test_a_program_sees_what_a_cold_interpreter_gives_it(tmp_path: Path, kind: str) -> None:
    """``python -m``, ``python FILE`` and ``python -c``: the same ``__name__``, ``sys.argv``, working
    folder, ``sys.path[0]``, environment, standard input and output, and status as from a cold start."""
    (tmp_path / "shown.py").write_text(SHOW)
    argv = {
        "module": ["-m", "shown", "a", "b c"],
        "script": [str(tmp_path / "shown.py"), "a", "b c"],
        "code": ["-c", SHOW, "a", "b c"],
    }[kind]
    cold, warm = _both(argv, tmp_path, stdin="fed\n")
    assert cold.returncode == warm.returncode == 0, (cold.stderr, warm.stderr)
    assert json.loads(warm.stdout) == json.loads(cold.stdout)
    assert json.loads(warm.stdout)["stdin"] == "fed\n"
    assert warm.stderr == cold.stderr == "to stderr\n"


@pytest.mark.parametrize(
    ("code", "status", "says"),
    [
        ("import sys; sys.exit(3)", 3, ""),
        ("import sys; sys.exit('no way')", 1, "no way\n"),
        ("raise ValueError('broken')", 1, "ValueError: broken"),
        ("import os, signal; os.kill(os.getpid(), signal.SIGKILL)", -signal.SIGKILL, ""),
        ("raise KeyboardInterrupt", -signal.SIGINT, "KeyboardInterrupt"),
    ],
)
def test_the_exit_status_is_the_interpreters(tmp_path: Path, code: str, status: int, says: str) -> None:
    """An exit number, an exit message, an uncaught exception, a kill and Ctrl-C end a warm child with
    the status and the words a cold interpreter ends with."""
    cold, warm = _both(["-c", code], tmp_path)
    assert cold.returncode == warm.returncode == status
    assert says in warm.stderr and says in cold.stderr


def test_exit_handlers_run_and_threads_are_waited_for(tmp_path: Path) -> None:
    """A child ends as the interpreter ends: a thread still running is joined, then ``atexit`` handlers
    run, then the output is flushed."""
    code = textwrap.dedent(
        """
        import atexit, sys, threading, time
        atexit.register(lambda: print("atexit", flush=False))
        threading.Thread(target=lambda: (time.sleep(0.2), print("thread"))).start()
        sys.stdout.write("main ")
        """
    )
    cold, warm = _both(["-c", code], tmp_path)
    assert warm.stdout == cold.stdout == "main thread\natexit\n"


def test_an_ignored_ctrl_c_is_ignored_by_the_child_too(tmp_path: Path) -> None:
    """A program started while Ctrl-C is ignored (a shell's ``&``) ignores it, as after ``exec``."""
    code = "import signal; print(signal.getsignal(signal.SIGINT) is signal.SIG_IGN)"
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        ignored = _both(["-c", code], tmp_path)
    finally:
        signal.signal(signal.SIGINT, previous)
    handled = _both(["-c", code], tmp_path)
    assert [r.stdout for r in ignored] == ["True\n", "True\n"]
    assert [r.stdout for r in handled] == ["False\n", "False\n"]


def test_a_run_past_its_timeout_is_killed() -> None:
    """``timeout`` kills the child and raises ``TimeoutExpired``, as ``subprocess.run`` does."""
    started = time.monotonic()
    with pytest.raises(subprocess.TimeoutExpired):
        warmstart.run(
            ["-c", "import time; time.sleep(60)"], cwd=ROOT, timeout=0.5, starter=warmstart.shared()
        )
    assert time.monotonic() - started < 10


def _running(pid: int) -> bool:
    """Whether process ``pid`` runs (a zombie, ended but not yet reaped, does not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat[stat.rindex(")") + 2] != "Z"


async def test_children_die_with_their_starter(tmp_path: Path) -> None:
    """Closing a starter (as the end of its test process closes it) kills the children it still has,
    which then read as killed: no bot outlives a crashed test run."""
    own = warmstart.WarmStarter()
    with (tmp_path / "out").open("wb") as out:
        sleeper = ["-c", "import time; time.sleep(60)"]
        child = warmstart.start(
            own, sleeper, cwd=tmp_path, env=os.environ, stdout=out.fileno(), stderr=out.fileno()
        )
    assert child.returncode is None
    own.close()
    for _ in range(100):
        if not _running(child.pid):
            break
        await asyncio.sleep(0.05)
    else:
        pytest.fail("the child outlived its starter")
    assert await child.wait() == -signal.SIGKILL
