#!/usr/bin/env bash
# The README's run command: set up, build the app and serve it at http://127.0.0.1:8080.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh native wasm
bash scripts/site.sh build/site
exec node scripts/serve.mjs build/site "${PORT:-8080}"
