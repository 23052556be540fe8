#!/usr/bin/env bash
# Installs Debian's haproxy: the balancer in front of several API and relay instances in the scale tests
# (npm run test:scale, test/scale/) and in docs/self-hosting.md's recipe. Only the binary is used: the
# tests run it in the foreground with their own config (haproxy -f <cfg> -db); no service is started.
set -euo pipefail
exec bash "$(dirname "$0")/install-debian-package.sh" haproxy /usr/sbin/haproxy -v
