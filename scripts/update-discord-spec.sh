#!/usr/bin/env bash
# Rebuilds playground/strict/openapi.json.gz from the npm package discord-api-spec (default: the pinned
# version in playground/strict/SPEC_VERSION; `latest` for the newest) with Node.js and npm, then pins it.
# Usage: bash scripts/update-discord-spec.sh [VERSION]
set -euo pipefail
cd "$(dirname "$0")/.." && top=$PWD && version=${1:-$(cat playground/strict/SPEC_VERSION)} && work=$(mktemp -d) && trap 'rm -rf "$work"' EXIT && cd "$work" && echo '{"type":"module"}' >package.json && npm install --silent --no-audit --no-fund "discord-api-spec@$version" zod@4 typescript@5 && cp "$top/scripts/discord_spec.mjs" . && node discord_spec.mjs node_modules/discord-api-spec "$(node -p 'require("./node_modules/discord-api-spec/package.json").version')" | gzip -9n >"$top/playground/strict/openapi.json.gz" && node -p 'require("./node_modules/discord-api-spec/package.json").version' >"$top/playground/strict/SPEC_VERSION"
