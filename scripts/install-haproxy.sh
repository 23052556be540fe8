#!/usr/bin/env bash
# Installs Debian's haproxy: the balancer in front of several API and relay instances in the scale tests
# (npm run test:scale, test/scale/) and in docs/self-hosting.md's recipe. Only the binary is used: the
# tests run it in the foreground with their own config (haproxy -f <cfg> -db); no service is started.
set -euo pipefail

if [ -x /usr/sbin/haproxy ]; then
  echo "haproxy: $(/usr/sbin/haproxy -v 2>/dev/null | head -n 1 || echo present) at /usr/sbin/haproxy"
  exit 0
fi

# apt-get needs root; use sudo only when it exists and we are not root already.
as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
  else
    echo "haproxy: /usr/sbin/haproxy is missing and installing it needs root (run: apt-get install -y haproxy)" >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
# policy-rc.d-free containers: the package's postinst may try to start the service; without systemd it
# cannot, and that is fine (the binary is what the tests need).
"${as_root[@]}" apt-get install -y -qq --no-install-recommends haproxy
echo "haproxy: installed $(/usr/sbin/haproxy -v 2>/dev/null | head -n 1)"
