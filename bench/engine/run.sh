#!/usr/bin/env bash
# Builds the engine benchmark natively (Release) and as wasm, runs both from the repository root
# (the card library is read from data/si) and prints invader actions per second and the ratio.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NODE_PATH=/usr/share/nodejs
native=build/h-engine-release
wasm=build/h-engine-wasm
[ -f $native/CMakeCache.txt ] || cmake -S . -B $native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build $native --target engine_bench -j2 >/dev/null
[ -f $wasm/CMakeCache.txt ] || emcmake cmake -S . -B $wasm -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CROSSCOMPILING_EMULATOR="node;--no-experimental-fetch" >/dev/null
cmake --build $wasm --target engine_bench -j2 >/dev/null
args=("$@")
$native/bench/engine/engine_bench "${args[@]}" | tee /tmp/engine_bench_native.txt
node --no-experimental-fetch $wasm/bench/engine/engine_bench.js "${args[@]}" | tee /tmp/engine_bench_wasm.txt
n=$(grep -o 'invader_actions_per_sec=[0-9]*' /tmp/engine_bench_native.txt | cut -d= -f2)
w=$(grep -o 'invader_actions_per_sec=[0-9]*' /tmp/engine_bench_wasm.txt | cut -d= -f2)
echo "wasm / native throughput: $(awk "BEGIN{printf \"%.2f\", $w/$n}")"
