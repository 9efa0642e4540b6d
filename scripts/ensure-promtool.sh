#!/usr/bin/env bash
# The monitoring check runs `promtool check rules` / `promtool test rules` on deploy/monitoring (Debian's prometheus).
set -euo pipefail
if command -v promtool >/dev/null 2>&1; then exit 0; fi
echo "[install] installing Debian's prometheus (promtool) for the alert rules check"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends prometheus
