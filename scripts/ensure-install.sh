#!/usr/bin/env bash
# Installs the workspace's dependencies from the committed lockfile when they are missing or out of date.
set -euo pipefail
cd "$(dirname "$0")/.."

major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$major" -lt 20 ]; then
  echo "Greenroom needs Node.js 20 or newer (found: $(node -v 2>/dev/null || echo none))." >&2
  exit 1
fi

stamp=node_modules/.greenroom-lock.sha
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "[install] installing dependencies from package-lock.json (npm ci)"
  npm ci --no-audit --no-fund
  echo "$want" > "$stamp"
fi
