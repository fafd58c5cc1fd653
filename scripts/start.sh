#!/usr/bin/env bash
# Installs everything into ./.venv (created with the python3 on PATH) and starts the bot.
# Settings come from the environment or ./.env (see .env.example). Extra arguments go to the bot.
# With --local: the playground instead (python -m bot local): the bot on a local stand-in of Discord,
# played in a browser at http://127.0.0.1:8765/; its extra (.[local]) is installed, and the arguments
# after --local (--port, --host, --data ...) go to it.
#
# The dependencies are (re)installed whenever pyproject.toml differs from the one last installed (its
# SHA-256 is kept in .venv/.installed-pyproject.sha256), so after `git pull` a plain restart picks up new
# dependencies; when nothing changed the start skips pip (fast, no network needed). Delete that file to
# force a reinstall. Several bot processes starting at once (one per shard) install one after the other.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
TARGET=.
COMMAND=()
if [ "${1:-}" = "--local" ]; then
    shift
    TARGET=".[local]"
    COMMAND=(local)
fi
STAMP=.venv/.installed-pyproject.sha256
mkdir -p .venv
exec 9>.venv/.install.lock
if command -v flock >/dev/null; then flock 9; fi
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
WANT="$(.venv/bin/python -c 'import hashlib; print(hashlib.sha256(open("pyproject.toml", "rb").read()).hexdigest())') $TARGET"
# An install with the extra also serves a plain start; a plain install does not serve --local.
HAVE="$(cat "$STAMP" 2>/dev/null || true)"
if [ "$HAVE" != "$WANT" ] && [ "$HAVE" != "${WANT% *} .[local]" ]; then
    .venv/bin/python -m pip install --quiet --disable-pip-version-check -e "$TARGET"
    echo "$WANT" > "$STAMP"
fi
exec 9>&-
exec .venv/bin/python -m bot "${COMMAND[@]}" "$@"
