#!/usr/bin/env bash
# `npm test`: install what is missing (dependencies, Debian's chromium, poppler, promtool and haproxy), then run every check (scripts/test.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
# Node 24 for everything below (the machine's when new enough, else fetched once from the npm registry).
source scripts/node24/node24.sh
bash scripts/ensure-install.sh
bash scripts/ensure-chromium.sh
# The auditions e2e renders the audition sheet to PNG; the monitoring check runs promtool on deploy/monitoring.
bash scripts/ensure-debian-command.sh pdftoppm poppler-utils "the browser tests' audition sheet"
bash scripts/ensure-debian-command.sh promtool prometheus "the alert rules check"
bash scripts/ensure-debian-command.sh haproxy haproxy "the load balancer test (api/test/load-balancer.int-spec.ts)"
exec node scripts/test.mjs
