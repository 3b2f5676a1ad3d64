#!/usr/bin/env bash
# Builds the engine benchmark natively (Release) and as wasm, runs both from the repository root
# (scenarios and card libraries are read from data/) and prints the figures and wasm/native ratios:
# time to run all demos (issue 6 targets: < 50 ms native, wasm within 2x) and Invader actions/s.
# Build folders: $NATIVE_BUILD and $WASM_BUILD (default build/native-release, build/wasm).
# Extra arguments go to engine_bench (--games N --turns N --reps N).
set -euo pipefail
cd "$(dirname "$0")/../.."
export NODE_PATH=/usr/share/nodejs
export EMSDK_PYTHON=/usr/bin/python3  # not a PATH shim: em++ starts Python on every call (scripts/setup.sh)
native=${NATIVE_BUILD:-build/native-release}
wasm=${WASM_BUILD:-build/wasm}
[ -f $native/CMakeCache.txt ] || cmake -S . -B $native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build $native --target engine_bench -j2 >/dev/null
[ -f $wasm/CMakeCache.txt ] || emcmake cmake -S . -B $wasm -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CROSSCOMPILING_EMULATOR="node;--no-experimental-fetch" >/dev/null
cmake --build $wasm --target engine_bench -j2 >/dev/null
echo "machine load: $(uptime | sed 's/.*load average/load average/')"
$native/bench/engine/engine_bench "$@" | tee /tmp/engine_bench_native.txt
node --no-experimental-fetch $wasm/bench/engine/engine_bench.js "$@" | tee /tmp/engine_bench_wasm.txt
echo "machine load: $(uptime | sed 's/.*load average/load average/')"
figure() { grep -o "$1=[0-9.]*" "$2" | cut -d= -f2; }
n=$(figure invader_actions_per_sec /tmp/engine_bench_native.txt)
w=$(figure invader_actions_per_sec /tmp/engine_bench_wasm.txt)
echo "wasm / native Invader-action throughput: $(awk "BEGIN{printf \"%.2f\", $w/$n}")"
n=$(figure demos_total_ms /tmp/engine_bench_native.txt)
w=$(figure demos_total_ms /tmp/engine_bench_wasm.txt)
awk "BEGIN{r=$w/$n; printf \"all demos: native %.2f ms, wasm %.2f ms, wasm / native time %.2f (target <= 2: %s)\n\", $n, $w, r, r <= 2 ? \"met\" : \"MISSED\"}"
