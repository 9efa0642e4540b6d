#!/usr/bin/env bash
# Installs the workspace's dependencies from the committed lockfile when they are missing or out of date.
set -euo pipefail
cd "$(dirname "$0")/.."

# Node 24 LTS is what Greenroom is built and shipped for (.nvmrc, engines, the images). Node 20 (end of life since
# 30 April 2026) still runs `npm start` and `npm test` here, with this one warning; older ones are refused.
major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$major" -lt 20 ]; then
  echo "Greenroom needs Node.js 24 LTS (found: $(node -v 2>/dev/null || echo none)); see .nvmrc." >&2
  exit 1
fi
if [ "$major" -lt 24 ]; then
  echo "warning: Node.js $(node -v) is past its end of life; Greenroom targets Node.js 24 LTS (.nvmrc) - this run continues." >&2
fi

stamp=node_modules/.greenroom-lock.sha
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "[install] installing dependencies from package-lock.json (npm ci)"
  # Errors only: on Node 20 npm prints a block per package whose `engines` asks for newer; the line above says it once.
  npm ci --no-audit --no-fund --loglevel=error
  echo "$want" > "$stamp"
fi
