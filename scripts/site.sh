#!/usr/bin/env bash
# Assembles the static site (the deployable folder) from the wasm build into build/site.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-build/site}
rm -rf "$out" && mkdir -p "$out"
cp shell.html "$out/index.html"
cp build/wasm/src/app/arbiter.js build/wasm/src/app/arbiter.wasm "$out/"
if [ -d web/static ]; then cp -r web/static/. "$out/"; fi
echo "[site] $out"
