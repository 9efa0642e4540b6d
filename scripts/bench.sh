#!/usr/bin/env bash
# `npm run bench`: every benchmark under scripts/bench, each printing its own figures.
set -euo pipefail
cd "$(dirname "$0")/.."
# Node 24 for everything below (the machine's when new enough, else fetched once from the npm registry).
source scripts/node24/node24.sh
bash scripts/ensure-install.sh
node_modules/.bin/nx run-many -t build --parallel=2 --outputStyle=static >/dev/null
# Each benchmark adds its headline rows to one file; the table at the end shows them side by side.
export BENCH_SUMMARY_FILE
BENCH_SUMMARY_FILE=$(mktemp)
trap 'rm -f "$BENCH_SUMMARY_FILE"' EXIT
for bench in bundle-sizes search mail audition-sheets; do
  echo "== scripts/bench/${bench}.mjs"
  node "scripts/bench/${bench}.mjs"
done
node scripts/bench/summary.mjs "$BENCH_SUMMARY_FILE"
