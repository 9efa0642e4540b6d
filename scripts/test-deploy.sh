#!/usr/bin/env bash
# `npm run test:deploy`: install what is missing (a fresh clone has no node_modules), then bring the stack up and check
# it (scripts/deploy/test-deploy.mjs; its options, e.g. --keep or --down, pass through).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-install.sh
exec node scripts/deploy/test-deploy.mjs "$@"
