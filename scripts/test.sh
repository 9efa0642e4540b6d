#!/usr/bin/env bash
# `npm test`: install what is missing (dependencies, Debian's chromium, poppler and promtool), then run every check (scripts/test.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-install.sh
bash scripts/ensure-chromium.sh
bash scripts/ensure-poppler.sh
bash scripts/ensure-promtool.sh
exec node scripts/test.mjs
