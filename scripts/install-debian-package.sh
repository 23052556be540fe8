#!/usr/bin/env bash
# Installs one Debian package when its binary is missing: install-debian-package.sh <package> <binary>
# <version flag>. Shared by install-chromium.sh, install-litecoind.sh and install-haproxy.sh (each says
# why CI needs its package). apt-get needs root: sudo is used only when it exists and we are not root.
set -euo pipefail
package="$1"
binary="$2"
version_flag="$3"

if [ -x "$binary" ]; then
  echo "$package: $("$binary" "$version_flag" 2>/dev/null | head -n 1 || echo present) at $binary"
  exit 0
fi

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
  else
    echo "$package: $binary is missing and installing it needs root (run: apt-get install -y $package)" >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
# Without systemd a package's postinst cannot start its service; that is fine, the binary is what is used.
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "$package"
echo "$package: installed $("$binary" "$version_flag" 2>/dev/null | head -n 1)"
