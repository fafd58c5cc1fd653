"""The real bot in its own process (``python -m devtools.launch``), connected to a :class:`FakeDiscord`.

The process runs in a scratch working directory (so no ``.env`` of the checkout is read) with a
controlled environment: the fake's token and URL, the database path, ``LOG_LEVEL``. Its stdout and
stderr go to a log file, read back with :meth:`BotProcess.log` when a test needs to explain a failure.
Where the tests have turned the warm starter on (:mod:`devtools.warmstart`), the process is forked from
it, with the bot's modules already imported, instead of started cold.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import os
import signal
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import IO

from devtools import warmstart
from devtools.launch import IDLE_SLEEP_ENV, PARENT_ENV, URL_ENV
from playground.discord_server import FakeDiscord, Session

REPO_ROOT = Path(__file__).resolve().parents[1]
BOT_SETTINGS = (
    "DISCORD_TOKEN",
    "DATABASE_PATH",
    "DATABASE_URL",
    "DEV_GUILD_ID",
    "LOG_LEVEL",
    "SHARD_COUNT",
    "SHARD_IDS",
    "BOARD_FORMAT",
    "COMPUTER_WAIT_SECONDS",
    "RENDER_PROCESSES",
    "BACKUP_HOURS",
    "BACKUPS_KEPT",
    "DISCORD_URL",
)
COMPUTER_WAIT = "0.2"
"""Seconds a computer waits after a person's move that may be taken back: short, so games by the
table driver (which never takes back unless told) are not slowed; ``env`` may set another."""
_numbers = itertools.count(1)


class BotExited(RuntimeError):
    """The bot process ended while it was expected to run (the message quotes the end of its log)."""


class BotProcess:
    """One run of the bot against ``server``; start again with a new instance on the same database.

    ``env`` adds to or overrides the environment (e.g. ``{"DEV_GUILD_ID": "..."}``); ``workdir`` is the
    process's working directory (a fresh temporary one by default); the log is ``workdir/bot-N.log``.
    """

    def __init__(
        self,
        server: FakeDiscord,
        database_path: Path,
        *,
        env: Mapping[str, str] | None = None,
        workdir: Path | None = None,
        ready_timeout: float = 20.0,
    ) -> None:
        self.server = server
        self.database_path = Path(database_path)
        self.extra_env = dict(env or {})
        self.workdir = workdir
        self.ready_timeout = ready_timeout
        self.log_path: Path | None = None
        self.session: Session | None = None
        self._process: asyncio.subprocess.Process | warmstart.WarmProcess | None = None
        self._log_file: IO[bytes] | None = None
        self._own_workdir: tempfile.TemporaryDirectory[str] | None = None

    # -- state

    @property
    def pid(self) -> int | None:
        """The process id once started."""
        return self._process.pid if self._process is not None else None

    @property
    def returncode(self) -> int | None:
        """The exit status once the process has ended (negative: killed by that signal)."""
        return self._process.returncode if self._process is not None else None

    @property
    def running(self) -> bool:
        """Started and not yet ended."""
        return self._process is not None and self._process.returncode is None

    def log(self) -> str:
        """Everything the process wrote to stdout and stderr so far."""
        if self.log_path is None or not self.log_path.exists():
            return ""
        return self.log_path.read_text(encoding="utf-8", errors="replace")

    def environment(self, parent: int | None = None) -> dict[str, str]:
        """The process environment: ours without the bot's settings, then the fake's, then ``env``
        (``parent``: the process that starts it, when not this one)."""
        env = {k: v for k, v in os.environ.items() if k not in BOT_SETTINGS}
        python_path = [str(REPO_ROOT), *filter(None, env.get("PYTHONPATH", "").split(os.pathsep))]
        env.update(
            PYTHONPATH=os.pathsep.join(python_path),
            PYTHONUNBUFFERED="1",
            DISCORD_TOKEN=self.server.token,
            DATABASE_PATH=str(self.database_path),
            LOG_LEVEL="INFO",
            COMPUTER_WAIT_SECONDS=COMPUTER_WAIT,
        )
        env[URL_ENV] = self.server.url
        env[PARENT_ENV] = str(os.getpid() if parent is None else parent)
        env.setdefault(IDLE_SLEEP_ENV, "10")
        env.update(self.extra_env)
        return env

    # -- lifecycle

    async def start(self, *args: str) -> Session:
        """Spawn the bot (``args`` go to ``python -m bot``) and wait until its gateway session is ready."""
        if self._process is not None:
            raise RuntimeError("this BotProcess was started already; make a new one to restart")
        if self.workdir is None:
            self._own_workdir = tempfile.TemporaryDirectory(prefix="santacruz-e2e-")
            self.workdir = Path(self._own_workdir.name)
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.log_path = self.workdir / f"bot-{next(_numbers)}.log"
        self._log_file = self.log_path.open("wb")
        sessions_before = self.server.session_count
        starter = warmstart.shared_if_enabled()
        if starter is not None:
            log = self._log_file.fileno()
            self._process = warmstart.start(
                starter,
                ["-m", "devtools.launch", *args],
                cwd=self.workdir,
                env=self.environment(starter.pid),
                stdout=log,
                stderr=log,
            )
        else:
            self._process = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "devtools.launch",
                *args,
                cwd=self.workdir,
                env=self.environment(),
                stdin=asyncio.subprocess.DEVNULL,
                stdout=self._log_file,
                stderr=asyncio.subprocess.STDOUT,
            )
        ready = asyncio.ensure_future(
            self.server.wait_ready(after=sessions_before, timeout=self.ready_timeout)
        )
        exited = asyncio.ensure_future(self._process.wait())
        try:
            await asyncio.wait({ready, exited}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for future in (ready, exited):
                future.cancel()
            await asyncio.gather(ready, exited, return_exceptions=True)
        if ready.cancelled() or ready.exception() is not None:
            await self.kill()
            problem = "exited" if exited.done() and not exited.cancelled() else "did not connect"
            raise BotExited(
                f"the bot {problem} (status {self.returncode}); its log ends:\n{self.log()[-3000:]}"
            )
        self.session = ready.result()
        return self.session

    async def stop(self, timeout: float = 10.0) -> int | None:
        """SIGTERM (a clean shutdown, as Ctrl-C) and wait; SIGKILL if still running after ``timeout`` s."""
        if self.running:
            assert self._process is not None
            with contextlib.suppress(ProcessLookupError):
                self._process.send_signal(signal.SIGTERM)
            try:
                await asyncio.wait_for(self._process.wait(), timeout)
            except TimeoutError:
                await self.kill()
        await self._finish()
        return self.returncode

    async def kill(self) -> int | None:
        """SIGKILL at once (a crash, e.g. mid-turn) and reap the process."""
        if self.running:
            assert self._process is not None
            with contextlib.suppress(ProcessLookupError):
                self._process.kill()
        await self._finish()
        return self.returncode

    async def _finish(self) -> None:
        if self._process is not None:
            await self._process.wait()
        if self._log_file is not None:
            self._log_file.close()
            self._log_file = None

    def cleanup(self) -> None:
        """Remove the temporary working directory (if this object made one); the process must have ended."""
        if self._own_workdir is not None:
            self._own_workdir.cleanup()
            self._own_workdir = None

    async def __aenter__(self) -> BotProcess:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()
        self.cleanup()
