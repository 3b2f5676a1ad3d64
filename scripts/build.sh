#!/usr/bin/env bash
# Configures and builds one or more presets: native, native-release, native-asan, wasm (default: native wasm).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/cache.sh
export NODE_PATH=/usr/share/nodejs   # Emscripten's optimizer needs Debian's acorn
export EMSDK_PYTHON=/usr/bin/python3  # not a PATH shim: em++ starts Python on every call (scripts/setup.sh)
# Closure for the page's runtime JS (src/app/CMakeLists.txt), from the npm tooling (package.json).
export EM_CLOSURE_COMPILER=${EM_CLOSURE_COMPILER:-$PWD/node_modules/.bin/google-closure-compiler}
presets=("$@"); [ ${#presets[@]} -gt 0 ] || presets=(native wasm)
for p in "${presets[@]}"; do
  echo "[build] $p"
  if needs_configure "build/$p"; then cmake --preset "$p" >/dev/null; fi
  cmake --build --preset "$p"
done
