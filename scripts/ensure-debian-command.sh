#!/usr/bin/env bash
# Installs one of Debian's packages when the command `npm test` needs from it is missing (once: a machine that has
# the command installs nothing and does not refresh the package lists).
# Usage: ensure-debian-command.sh <command> <package> <what it is for>
set -euo pipefail
command=$1 package=$2 purpose=$3
if command -v "$command" >/dev/null 2>&1; then exit 0; fi
echo "[install] installing Debian's $package ($command) for $purpose"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$package"
