#!/usr/bin/env bash
# The auditions e2e renders the downloaded audition sheet to PNG with Debian's pdftoppm (poppler-utils).
set -euo pipefail
if command -v pdftoppm >/dev/null 2>&1; then exit 0; fi
echo "[install] installing Debian's poppler-utils (pdftoppm) for the browser tests"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq poppler-utils
