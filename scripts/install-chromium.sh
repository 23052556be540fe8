#!/usr/bin/env bash
# Installs Debian's chromium for the browser tests and the bench (see docs/testing.md).
# playwright-core downloads no browser, so the system package is the one it drives.
set -euo pipefail
exec bash "$(dirname "$0")/install-debian-package.sh" chromium /usr/bin/chromium --version
