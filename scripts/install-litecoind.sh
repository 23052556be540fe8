#!/usr/bin/env bash
# Installs Debian's litecoind: the sandbox's Bitcoin regtest stand-in (sandbox/bitcoin, docs/bitcoin.md).
# Debian 12 ships no bitcoind; Litecoin Core 0.21 is Bitcoin Core 0.21's code base, run in regtest.
set -euo pipefail

if [ -x /usr/bin/litecoind ]; then
  echo "litecoind: $(/usr/bin/litecoind -version 2>/dev/null | head -n 1 || echo present) at /usr/bin/litecoind"
  exit 0
fi

# apt-get needs root; use sudo only when it exists and we are not root already.
as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
  else
    echo "litecoind: /usr/bin/litecoind is missing and installing it needs root (run: apt-get install -y litecoind)" >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends litecoind
echo "litecoind: installed $(/usr/bin/litecoind -version 2>/dev/null | head -n 1)"
