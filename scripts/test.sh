#!/usr/bin/env bash
# The README's test command: sets up everything, then runs every suite — native doctest suites
# (ctest), the same suites built with em++ under Node, the sanitizer build, short fuzz runs, and
# the browser tests in headless Chromium — and ends with one summary line. Exits non-zero if
# any suite fails.
set -uo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs
logs=build/test-logs
mkdir -p "$logs"
failed_stages=()
passed=0 failed=0

stage() { printf '\n=== %s\n' "$*"; }
count_doctest() { # log file -> adds doctest test-case counts (colour codes stripped: Node's doctest may use them)
  local p f lines
  lines=$(sed 's/\x1b\[[0-9;]*m//g' "$1" | grep -o '\[doctest\] test cases: *[0-9]* | *[0-9]* passed | *[0-9]* failed' || true)
  p=$(awk -F'|' '{gsub(/[^0-9]/,"",$2); s+=$2} END {print s+0}' <<< "$lines")
  f=$(awk -F'|' '{gsub(/[^0-9]/,"",$3); s+=$3} END {print s+0}' <<< "$lines")
  passed=$((passed + p)); failed=$((failed + f))
  echo "$2: $p test cases passed, $f failed"
}
run_ctest() { # preset label
  local dir=build/$1 log=$logs/$1.log
  if ctest --test-dir "$dir" -V --timeout 900 > "$log" 2>&1; then :; else
    failed_stages+=("$2"); grep -E '^[0-9]+: .*(ERROR|FAILED|error:)|tests failed|\*\*\*' "$log" | head -40; fi
  count_doctest "$log" "$2"
}

stage "setup"
bash scripts/setup.sh || { echo "setup failed"; exit 1; }

stage "native build (Debug, assertions on)"
if bash scripts/build.sh native > "$logs/build-native.log" 2>&1; then
  stage "native suites"
  run_ctest native "native"
else
  tail -40 "$logs/build-native.log"; failed_stages+=("native build")
fi

stage "wasm build (em++)"
if bash scripts/build.sh wasm > "$logs/build-wasm.log" 2>&1; then
  stage "wasm suites under Node"
  run_ctest wasm "wasm"
else
  tail -40 "$logs/build-wasm.log"; failed_stages+=("wasm build")
fi

for extra in scripts/test.d/*.sh; do
  [ -e "$extra" ] || continue
  name=$(basename "$extra" .sh)
  stage "$name"
  # Each extra stage prints lines "RESULT: <passed> <failed>" that are added to the totals.
  if bash "$extra" > "$logs/$name.log" 2>&1; then :; else failed_stages+=("$name"); tail -40 "$logs/$name.log"; fi
  read -r p f < <(grep -ho '^RESULT: [0-9]* [0-9]*' "$logs/$name.log" | awk '{p+=$2; f+=$3} END {print p+0, f+0}')
  passed=$((passed + p)); failed=$((failed + f))
  echo "$name: $p passed, $f failed"
done

stage "browser tests (Chromium)"
if [ -f build/wasm/src/app/arbiter.js ] && bash scripts/site.sh build/site > "$logs/site.log" 2>&1; then
  node --test --test-reporter=tap web/tests/ > "$logs/browser.log" 2>&1 || failed_stages+=("browser")
  p=$(grep -o '^# pass [0-9]*' "$logs/browser.log" | awk '{print $3}'); f=$(grep -o '^# fail [0-9]*' "$logs/browser.log" | awk '{print $3}')
  passed=$((passed + ${p:-0})); failed=$((failed + ${f:-0}))
  echo "browser: ${p:-0} passed, ${f:-0} failed (screenshots in build/screenshots/)"
  [ "${f:-0}" = 0 ] || grep -E '^not ok|error:' "$logs/browser.log" | head -20
else
  tail -20 "$logs/site.log" 2>/dev/null; failed_stages+=("site")
fi

echo
if [ ${#failed_stages[@]} -gt 0 ]; then
  echo "failed stages: ${failed_stages[*]} (logs in $logs/)"
  [ "$failed" -gt 0 ] || failed=1
fi
echo "Tests: $passed passed, $failed failed"
[ ${#failed_stages[@]} -eq 0 ] && [ "$failed" -eq 0 ]
