#!/usr/bin/env bash
# `npm start`: install what is missing, then bring the whole portal up (see scripts/start.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-install.sh
exec node scripts/start.mjs
