#!/usr/bin/env bash
# Installs what the screen-reader run needs (npm run test:screen-reader, test/screenReader/, issue 28):
# Orca (a real screen reader) reading Debian's chromium on a virtual X display, speaking through
# speech-dispatcher and espeak-ng into a null audio sink, keys typed by xdotool. Each package is
# installed only when its binary is missing, so on a machine that has them all this is a no-op.
# Nothing is started as a service: the run starts every process itself inside dbus-run-session.
set -euo pipefail
install="$(dirname "$0")/install-debian-package.sh"

# package, the binary that shows it is there, its version flag
bash "$install" xvfb /usr/bin/Xvfb -help
bash "$install" xdotool /usr/bin/xdotool version
bash "$install" dbus-x11 /usr/bin/dbus-launch --version
# at-spi2-core is the accessibility bus Orca and Chromium talk over (at-spi-bus-launcher, registryd).
bash "$install" at-spi2-core /usr/libexec/at-spi-bus-launcher --version
bash "$install" espeak-ng /usr/bin/espeak-ng --version
bash "$install" speech-dispatcher /usr/bin/speech-dispatcher --version
# The espeak-ng output module of speech-dispatcher (a Recommends of it, which the shared script skips).
bash "$install" speech-dispatcher-espeak-ng /usr/lib/speech-dispatcher-modules/sd_espeak-ng --version
bash "$install" orca /usr/bin/orca --version
