#!/usr/bin/env bash
# `npm test`: install what is missing (dependencies, Debian's chromium), then run every check (scripts/test.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-install.sh
bash scripts/ensure-chromium.sh
bash scripts/ensure-poppler.sh
exec node scripts/test.mjs
