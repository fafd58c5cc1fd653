#!/usr/bin/env bash
# Installs everything into ./.venv (created with the python3 on PATH) and starts the bot.
# Settings come from the environment or ./.env (see .env.example). Extra arguments go to the bot.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e .
exec .venv/bin/python -m bot "$@"
