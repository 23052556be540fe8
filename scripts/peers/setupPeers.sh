#!/usr/bin/env bash
# Installs Reown AppKit and RainbowKit (exact versions) into a scratch folder OUTSIDE this repo and builds
# one tiny Vite + React host app for each. Manual tool for docs/peer-comparison.md; never run by CI, and
# it adds nothing to this repo's package.json. Usage: scripts/peers/setupPeers.sh [/scratch/dir]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
peers="${1:-${PEERS_DIR:-/work/peers}}"
mkdir -p "$peers"
peers="$(cd "$peers" && pwd)"
case "$peers/" in "$repo"/*) echo "setupPeers: $peers is inside the repo; pick a scratch folder outside it" >&2; exit 1;; esac

common=(@tanstack/react-query@5.108.4 react@19.3.1 react-dom@19.3.1 viem@2.57.20 wagmi@2.19.5 vite@6.4.6
  @vitejs/plugin-react@4.7.0 buffer@6.0.3)
declare -A kit_packages=(
  [appkit]="@reown/appkit@1.8.21 @reown/appkit-adapter-wagmi@1.8.21 @reown/appkit-siwx@1.8.21"
  [rainbowkit]="@rainbow-me/rainbowkit@2.2.11"
)

for kit in appkit rainbowkit; do
  dir="$peers/$kit"
  mkdir -p "$dir/public"
  (cd "$dir" && { [ -f package.json ] || npm init -y >/dev/null; } &&
    npm install --no-audit --no-fund ${kit_packages[$kit]} "${common[@]}")
  cp "$here/hosts/index.html" "$here/hosts/vite.config.mjs" "$here/hosts/polyfills.js" "$dir/"
  cp "$here/hosts/$kit/main.jsx" "$dir/main.jsx"
  cp "$here/hosts/app-icon.svg" "$dir/public/app-icon.svg"
  (cd "$dir" && node_modules/.bin/vite build)
done
echo "setupPeers: built $peers/appkit/dist and $peers/rainbowkit/dist; now run node scripts/peers/capturePeers.mjs $peers"
