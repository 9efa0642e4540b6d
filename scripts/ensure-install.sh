#!/usr/bin/env bash
# Installs the workspace's dependencies from the committed lockfile when they are missing or out of date.
set -euo pipefail
cd "$(dirname "$0")/.."

# Node 24 LTS is what Greenroom is built and shipped for (.nvmrc, engines, the images): npm ci runs on it, fetched from
# the npm registry when the machine's Node is older (silent when the calling script has chosen already).
source scripts/node24/node24.sh

stamp=node_modules/.greenroom-lock.sha
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "[install] installing dependencies from package-lock.json (npm ci)"
  # Errors only: npm's warnings per package are noise here.
  npm ci --no-audit --no-fund --loglevel=error
  echo "$want" > "$stamp"
fi
