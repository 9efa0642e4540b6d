#!/usr/bin/env bash
# `npm run bench`: every benchmark under scripts/bench, each printing its own figures.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-install.sh
node_modules/.bin/nx run-many -t build --parallel=2 --outputStyle=static >/dev/null
for bench in scripts/bench/*.mjs; do
  echo "== ${bench}"
  node "$bench"
done
