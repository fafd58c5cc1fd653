#!/usr/bin/env bash
# Installs everything into ./.venv (created with the python3 on PATH) and starts the bot.
# Settings come from the environment or ./.env (see .env.example). Extra arguments go to the bot.
#
# The dependencies are (re)installed whenever pyproject.toml differs from the one last installed (its
# SHA-256 is kept in .venv/.installed-pyproject.sha256), so after `git pull` a plain restart picks up new
# dependencies; when nothing changed the start skips pip (fast, no network needed). Delete that file to
# force a reinstall. Several bot processes starting at once (one per shard) install one after the other.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
STAMP=.venv/.installed-pyproject.sha256
mkdir -p .venv
exec 9>.venv/.install.lock
if command -v flock >/dev/null; then flock 9; fi
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
WANT="$(.venv/bin/python -c 'import hashlib; print(hashlib.sha256(open("pyproject.toml", "rb").read()).hexdigest())')"
if [ "$(cat "$STAMP" 2>/dev/null || true)" != "$WANT" ]; then
    .venv/bin/python -m pip install --quiet --disable-pip-version-check -e .
    echo "$WANT" > "$STAMP"
fi
exec 9>&-
exec .venv/bin/python -m bot "$@"
