#!/usr/bin/env bash
# Installs Debian's chromium for the browser tests and the bench (see docs/testing.md).
# playwright-core downloads no browser, so the system package is the one it drives.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo present) at /usr/bin/chromium"
  exit 0
fi

# apt-get needs root; use sudo only when it exists and we are not root already.
as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
  else
    echo "chromium: /usr/bin/chromium is missing and installing it needs root (run: apt-get install -y chromium)" >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends chromium
echo "chromium: installed $(/usr/bin/chromium --version 2>/dev/null)"
