#!/usr/bin/env bash
# Regenerates data/corpus.json and data/id-map.json from the source documents in ../shared/sources
# (inputs kept in data/: names.json, id-map.json, no-demo.json, scenarios/). The corpus freshness
# test (tests/corpus/freshness_test.cpp) runs exactly this import and compares byte for byte.
# usage: scripts/import.sh [BUILD_DIR]   (default build/native; builds arbiter_import there)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build/native}"
sources="${ARBITER_SHARED_DIR:-../shared}/sources"
source scripts/cache.sh
if needs_configure "$build"; then cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Debug >/dev/null; fi
cmake --build "$build" --target arbiter_import -j2 >/dev/null
mapfile -t files < <(find "$sources" -maxdepth 1 -name '*.txt' | LC_ALL=C sort)
"$build/arbiter_import" --out data --scenarios data/scenarios "${files[@]}"
