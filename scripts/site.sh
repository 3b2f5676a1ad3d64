#!/usr/bin/env bash
# Assembles the static site (the deployable folder) from the wasm build into build/site.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-build/site}
rm -rf "$out" && mkdir -p "$out"
cp shell.html "$out/index.html"
wasm_build=${ARBITER_WASM_BUILD:-build/wasm}
cp "$wasm_build/src/app/arbiter.js" "$wasm_build"/src/app/arbiter*.wasm "$out/"  # the app and its game models (scripts/split_wasm.py)
# The app's data bundle (corpus + synonyms + scenarios) and its font subset (Debian's python3 has fontTools).
/usr/bin/python3 scripts/app_assets.py "$out"
if [ -d web/static ]; then cp -r web/static/. "$out/"; fi
# Content-hashed names, the page's CSP, manifest + icons, ruling pages and the service worker.
# ARBITER_BASE=/sub/path/ to host under a sub-path; see docs/deploy.md.
node web/tools/build-site.mjs "$out" --arbiter "${ARBITER_NATIVE_BUILD:-build/native}/arbiter"
echo "[site] $out"
