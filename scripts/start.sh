#!/usr/bin/env bash
# `npm start`: install what is missing, then bring the whole portal up (see scripts/start.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
# Node 24 for everything below (the machine's when new enough, else fetched once from the npm registry).
source scripts/node24/node24.sh
bash scripts/ensure-install.sh
exec node scripts/start.mjs
