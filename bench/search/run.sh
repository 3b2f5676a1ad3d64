#!/usr/bin/env bash
# The search benchmark, in one run: builds our search natively (Release) and as wasm, generates the
# corpora (the real one and deterministic synthetic ones of 1k/10k/100k entries) and the query set,
# then measures our native build, our wasm build under Node, MiniSearch and FlexSearch over the
# same corpus and queries, and prints the table with ratios and the targets. Then each engine ranks
# the relevance set on the real corpus: top-1, top-3 and MRR per kind of query, the tuning and the
# frozen part apart (relevance.mjs). The set is queries.json and frozen2.json of
# tests/search/relevance/ (see its README); RELEVANCE_SET="FILE..." ranks other files instead.
#   bench/search/run.sh [--repeats N] [--quick]     (--quick: real corpus and 1k only)
#   bench/search/run.sh --relevance                 only the relevance table (native, MiniSearch, FlexSearch)
# Build folders can be moved with NATIVE_BUILD / WASM_BUILD (defaults: build/native-release, build/wasm).
set -euo pipefail
cd "$(dirname "$0")/../.."
repeats=5
corpora=(real synth-1k synth-10k synth-100k)
relevance_only=false
while [[ $# -gt 0 ]]; do
  case "$1" in
    --repeats) repeats="$2"; shift 2 ;;
    --quick) corpora=(real synth-1k); shift ;;
    --relevance) relevance_only=true; shift ;;
    *) echo "usage: bench/search/run.sh [--repeats N] [--quick] | --relevance" >&2; exit 2 ;;
  esac
done
native_build="${NATIVE_BUILD:-build/native-release}"
wasm_build="${WASM_BUILD:-build/wasm}"
read -r -a relevance_files <<< "${RELEVANCE_SET:-tests/search/relevance/queries.json tests/search/relevance/frozen2.json}"
export NODE_PATH=/usr/share/nodejs
export EMSDK_PYTHON=/usr/bin/python3  # not a PATH shim: em++ starts Python on every call (scripts/setup.sh)

echo "== building native Release ($native_build)" >&2
if [[ "$native_build" == build/native-release ]]; then cmake --preset native-release >/dev/null
else cmake -S . -B "$native_build" -DCMAKE_BUILD_TYPE=Release >/dev/null; fi
cmake --build "$native_build" --target search_bench -j2 >/dev/null
out="build/bench-search"
mkdir -p "$out"
relevance_set="$out/relevance-set.json"
node bench/search/relevance.mjs --merge "$relevance_set" "${relevance_files[@]}"
"$native_build/bench/search/search_bench" gen "$out"

# Each engine's top 10 ids for every relevance query, one JSON line per engine, into $1.
rank_all() {
  local ranked="$1"; shift
  "$native_build/bench/search/search_bench" rank "$out/real.tsv" "$relevance_set" > "$ranked"
  for engine in "$@"; do
    node --expose-gc --no-experimental-fetch bench/search/peers.mjs --engine "$engine" --corpus "$out/real.tsv" --rank "$relevance_set" \
      --builds 1 --module "$wasm_build/bench/search/search_bench.js" >> "$ranked"
  done
}
if $relevance_only; then
  rank_all "$out/ranked.jsonl" minisearch flexsearch
  node bench/search/relevance.mjs "$relevance_set" "$out/ranked.jsonl"
  exit 0
fi

echo "== building wasm ($wasm_build)" >&2
emcmake cmake -S . -B "$wasm_build" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CROSSCOMPILING_EMULATOR="node;--no-experimental-fetch" >/dev/null
cmake --build "$wasm_build" --target search_bench -j2 >/dev/null

results="$out/results.jsonl"
: > "$results"
for corpus in "${corpora[@]}"; do
  builds=3
  [[ "$corpus" == synth-100k ]] && builds=1
  echo "== $corpus" >&2
  line=$("$native_build/bench/search/search_bench" run "$out/$corpus.tsv" "$out/queries.tsv" "$repeats" "$builds")
  echo "${line%\}},\"corpus\":\"$corpus\"}" >> "$results"
  for run in wasm:full wasm:ids minisearch:full flexsearch:full; do
    line=$(node --expose-gc --no-experimental-fetch --max-old-space-size=16384 bench/search/peers.mjs --engine "${run%:*}" \
      --mode "${run#*:}" --corpus "$out/$corpus.tsv" --queries "$out/queries.tsv" --repeats "$repeats" --builds "$builds" \
      --module "$wasm_build/bench/search/search_bench.js")
    echo "${line%\}},\"corpus\":\"$corpus\"}" >> "$results"
  done
done
echo "== relevance" >&2
rank_all "$out/ranked.jsonl" wasm minisearch flexsearch
node bench/search/report.mjs "$results" "$relevance_set" "$out/ranked.jsonl"
