#!/usr/bin/env bash
# Installs Debian's litecoind: the sandbox's Bitcoin regtest stand-in (sandbox/bitcoin, docs/bitcoin.md).
# Debian 12 ships no bitcoind; Litecoin Core 0.21 is Bitcoin Core 0.21's code base, run in regtest.
set -euo pipefail
exec bash "$(dirname "$0")/install-debian-package.sh" litecoind /usr/bin/litecoind -version
