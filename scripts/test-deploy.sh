#!/usr/bin/env bash
# `npm run test:deploy`: install what is missing (a fresh clone has no node_modules), then bring the stack up and check
# it (scripts/deploy/test-deploy.mjs; its options, e.g. --keep or --down, pass through).
set -euo pipefail
cd "$(dirname "$0")/.."
# Node 24 for everything below (the machine's when new enough, else fetched once from the npm registry).
source scripts/node24/node24.sh
bash scripts/ensure-install.sh
exec node scripts/deploy/test-deploy.mjs "$@"
