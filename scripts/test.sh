#!/usr/bin/env bash
# Installs everything into ./.venv (created with the python3 on PATH) and runs the whole test suite:
# the linter, then the type checker beside pytest (its output is shown once pytest is done). pytest runs
# on three workers per core (TEST_WORKERS sets another count; 0: in one process): the end-to-end tests
# spend most of their time waiting for a bot process, a fake outage or a timer, so three workers per core
# keep both cores busy (DEVELOPING.md has the figures). The long tests run first, longest first
# (tests/conftest.py, tests/durations.json), and each worker takes the next two tests whenever it is
# free (--dist load with chunks of two: one queue for all, so no worker is left with a run of long
# tests). Extra arguments go to pytest; --write-durations writes tests/durations.json anew from the run.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e '.[test]'
# The browser tests (tests/browser) drive Debian's Chromium (with an emoji font, for the seat colours'
# squares in the screenshots): install it where it is missing and this
# user may (root, or sudo without a password); elsewhere they are skipped, and fail with CI=true.
if ! command -v chromium >/dev/null && command -v apt-get >/dev/null; then
  sudo=(); [ "$(id -u)" = 0 ] || sudo=(sudo -n)
  if [ "$(id -u)" = 0 ] || sudo -n true 2>/dev/null; then
    "${sudo[@]}" apt-get install -y -qq chromium fonts-noto-color-emoji >/dev/null 2>&1 ||
      { "${sudo[@]}" apt-get update -qq >/dev/null 2>&1 &&
        "${sudo[@]}" apt-get install -y -qq chromium fonts-noto-color-emoji >/dev/null 2>&1; } ||
      echo "could not install Debian's chromium: the browser tests need it (DEVELOPING.md)" >&2
  fi
fi
# Cached bytecode: without it every worker compiles and assert-rewrites every test module, and every bot,
# renderer and stand-in process the tests start compiles the whole project again (about 1 s of CPU each).
unset PYTHONDONTWRITEBYTECODE
.venv/bin/python -m compileall -q -j 0 bot rules render playground devtools bench tests >/dev/null
.venv/bin/python -m ruff check .
types=$(mktemp)
trap 'rm -f "$types"' EXIT
.venv/bin/python -m mypy >"$types" 2>&1 &
mypy_pid=$!
workers="${TEST_WORKERS:-$((3 * $(nproc 2>/dev/null || echo 1)))}"
status=0
# pytest rewrites the asserts of every test module before running it and keeps the result; on a fresh
# checkout every worker would rewrite all of them at once (about 4.6 s of CPU each): one collection
# first does it once (its errors, if any, are reported by the run itself).
.venv/bin/python -m pytest --collect-only -q -p no:xdist >/dev/null 2>&1 || true
.venv/bin/python -m pytest -n "$workers" --dist load --maxschedchunk 2 "$@" || status=$?
if ! wait "$mypy_pid"; then
  cat "$types"
  echo "mypy found errors (above)" >&2
  [ "$status" -ne 0 ] || status=1
else
  tail -n 1 "$types"
fi
exit "$status"
