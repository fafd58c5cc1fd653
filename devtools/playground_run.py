"""The playground (``python -m bot local``) in its own process, for the tests and the benchmark: started on
a free port with its data in a folder, its address read from the one line it prints, stopped as Ctrl-C
stops it."""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

from devtools.botproc import BOT_SETTINGS, REPO_ROOT

ADDRESS = re.compile(r"The playground is at (http://\S+?)/? ")


class PlaygroundProcess:
    """``python -m bot local --port 0 --data DATA`` (computers without a wait by default)."""

    def __init__(self, data: Path, *, computer_wait: str = "0", extra: tuple[str, ...] = ()) -> None:
        self.data = data
        self.computer_wait = computer_wait
        self.extra = extra
        self.process: subprocess.Popen[str] | None = None
        self.url = ""
        self.output: list[str] = []
        self._reader: threading.Thread | None = None

    def start(self, timeout: float = 30.0) -> str:
        """Start it and wait for its address line; the address (``http://127.0.0.1:PORT``)."""
        env = {k: v for k, v in os.environ.items() if k not in BOT_SETTINGS}
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO_ROOT), env.get("PYTHONPATH", "")]))
        env["PYTHONUNBUFFERED"] = "1"
        command = [sys.executable, "-m", "bot", "local", "--port", "0", "--data", str(self.data)]
        command += ["--computer-wait", self.computer_wait, *self.extra]
        self.process = subprocess.Popen(
            command, env=env, cwd=REPO_ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
        )
        found = threading.Event()

        def read() -> None:
            assert self.process is not None and self.process.stdout is not None
            for line in self.process.stdout:
                self.output.append(line.rstrip("\n"))
                match = ADDRESS.search(line)
                if match and not found.is_set():
                    self.url = match[1]
                    found.set()

        self._reader = threading.Thread(target=read, daemon=True)
        self._reader.start()
        if not found.wait(timeout):
            self.stop()
            raise TimeoutError(f"the playground printed no address in {timeout:g} s: {self.output}")
        return self.url

    def __enter__(self) -> PlaygroundProcess:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def wait_up(self, timeout: float = 60.0) -> None:
        """Wait until the page says the bot is up (connected, its commands registered)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            state = f"{self.url}/_playground/state"
            with contextlib.suppress(OSError, ValueError), urllib.request.urlopen(state, timeout=5) as answer:
                if json.load(answer)["bot"]["status"] == "up":
                    return
            time.sleep(0.05)
        raise TimeoutError(f"the bot was not up in {timeout:g} s: {self.output}")

    def bot_pid(self) -> int | None:
        """The bot process's id (the playground's child running ``python -m bot``), if one runs."""
        if self.process is None:
            return None
        try:
            children = Path(f"/proc/{self.process.pid}/task/{self.process.pid}/children").read_text().split()
        except OSError:
            return None
        for child in children:
            try:
                command = Path(f"/proc/{child}/cmdline").read_bytes().split(b"\0")
            except OSError:
                continue
            if command[1:3] == [b"-m", b"bot"] and b"sync" not in command:
                return int(child)
        return None

    def wait_bot(self, timeout: float = 30.0, *, other_than: int | None = None) -> int:
        """Wait until a bot process runs (another one than ``other_than``); its id."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            pid = self.bot_pid()
            if pid is not None and pid != other_than:
                return pid
            time.sleep(0.05)
        raise TimeoutError(f"no bot process in {timeout:g} s")

    def stop(self, sig: int = signal.SIGINT, timeout: float = 30.0) -> int:
        """Stop it as Ctrl-C does (or with ``sig``); its exit status."""
        if self.process is None:
            return 0
        if self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self._reader is not None:
            self._reader.join(5)
        return self.process.returncode
