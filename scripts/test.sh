#!/usr/bin/env bash
# Installs everything into ./.venv (created with the python3 on PATH) and runs the whole test suite:
# the linter, the type checker, then pytest on two workers (TEST_WORKERS=0: in one process). The long
# tests run first (tests/conftest.py) and an idle worker takes queued tests from a busy one (--dist
# worksteal), so both end together. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e '.[test]'
.venv/bin/python -m ruff check .
.venv/bin/python -m mypy
.venv/bin/python -m pytest -n "${TEST_WORKERS:-2}" --dist worksteal "$@"
