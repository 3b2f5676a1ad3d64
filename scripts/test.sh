#!/usr/bin/env bash
# The README's test command: sets up everything, then runs every suite — native doctest suites
# (ctest), the same suites built with em++ under Node, the sanitizer build, short fuzz runs, and
# the browser tests in headless Chromium — and ends with a table of stage wall times and one
# summary line. Exits non-zero if any suite fails.
#
# Order: the native build and suites first, and nothing else if they fail (a broken core fails in
# minutes, not after every build). Then the wasm build and suites, followed by the fuzz targets'
# build, beside the sanitizer stage (both lanes mostly compiling, much of it from the compiler
# cache), then the browser tests, then the other scripts/test.d stages (fuzzing, two targets at a
# time, one per core). The browser tests and fuzzing run alone: both want whole cores (Chromium
# renders WebGL in software), and timing-sensitive page tests must not share them.
# Builds reuse the compiler cache (ccache, see CMakeLists.txt), so a warm run mostly links and runs.
set -uo pipefail
cd "$(dirname "$0")/.."
export NODE_PATH=/usr/share/nodejs
export EMSDK_PYTHON=/usr/bin/python3  # not a PATH shim: em++ starts Python on every call (scripts/setup.sh)
logs=build/test-logs
mkdir -p "$logs"
results=$logs/results   # one line per stage: name|passed|failed|seconds|ok or FAILED
: > "$results"
started=$SECONDS

stage() { printf '\n=== %s\n' "$*"; }
result() { echo "$1|$2|$3|$4|$5" >> "$results"; }
doctest_counts() { # log file -> "passed failed" (colour codes stripped: Node's doctest may use them)
  sed 's/\x1b\[[0-9;]*m//g' "$1" | grep -o '\[doctest\] test cases: *[0-9]* | *[0-9]* passed | *[0-9]* failed' \
    | awk -F'|' '{gsub(/[^0-9]/,"",$2); gsub(/[^0-9]/,"",$3); p+=$2; f+=$3} END {print p+0, f+0}'
}
build_stage() { # preset label [what]
  local s=$SECONDS
  stage "$2 build ${3:-}"
  if bash scripts/build.sh "$1" > "$logs/build-$1.log" 2>&1; then
    result "$2 build" 0 0 $((SECONDS - s)) ok
  else
    tail -40 "$logs/build-$1.log"; result "$2 build" 0 0 $((SECONDS - s)) FAILED; return 1
  fi
}
ctest_stage() { # preset label [what]
  local s=$SECONDS log=$logs/$1.log status=ok p f
  stage "$2 suites ${3:-}"
  if ! ctest --test-dir "build/$1" -V --timeout 900 > "$log" 2>&1; then
    status=FAILED; grep -E '^[0-9]+: .*(ERROR|FAILED|error:)|tests failed|\*\*\*' "$log" | head -40; fi
  read -r p f < <(doctest_counts "$log")
  echo "$2: $p test cases passed, $f failed"
  result "$2 suites" "$p" "$f" $((SECONDS - s)) $status
  [ $status = ok ]
}
browser_stage() {
  local s=$SECONDS p f status=ok
  stage "browser tests (Chromium)"
  if [ -f build/wasm/src/app/arbiter.js ] && bash scripts/site.sh build/site > "$logs/site.log" 2>&1; then
    node --test --test-reporter=tap web/tests/ > "$logs/browser.log" 2>&1 || status=FAILED
    p=$(grep -o '^# pass [0-9]*' "$logs/browser.log" | awk '{print $3}'); f=$(grep -o '^# fail [0-9]*' "$logs/browser.log" | awk '{print $3}')
    echo "browser: ${p:-0} passed, ${f:-0} failed (screenshots in build/screenshots/)"
    [ "${f:-0}" = 0 ] || grep -E '^not ok|error:' "$logs/browser.log" | head -20
    result "browser tests" "${p:-0}" "${f:-0}" $((SECONDS - s)) $status
  else
    tail -20 "$logs/site.log" 2>/dev/null; result "site" 0 0 $((SECONDS - s)) FAILED
  fi
}
fuzz_build_stage() {
  local s=$SECONDS
  stage "fuzz build (clang, for scripts/test.d/30-fuzz.sh)"
  if bash scripts/fuzz.sh build > "$logs/build-fuzz.log" 2>&1; then
    result "fuzz build" 0 0 $((SECONDS - s)) ok
  else
    tail -40 "$logs/build-fuzz.log"; result "fuzz build" 0 0 $((SECONDS - s)) FAILED
  fi
}
extra_stage() { # scripts/test.d/NAME.sh; it prints lines "RESULT: <passed> <failed>" added to the totals
  local s=$SECONDS name status=ok p f
  name=$(basename "$1" .sh)
  stage "$name"
  bash "$1" > "$logs/$name.log" 2>&1 || { status=FAILED; tail -40 "$logs/$name.log"; }
  read -r p f < <(grep -ho '^RESULT: [0-9]* [0-9]*' "$logs/$name.log" | awk '{p+=$2; f+=$3} END {print p+0, f+0}')
  echo "$name: $p passed, $f failed"
  sed -n 's/^STAT: /  /p' "$logs/$name.log"   # per-stage figures worth seeing here (fuzz: execs, coverage)
  result "$name" "$p" "$f" $((SECONDS - s)) $status
}

s=$SECONDS
stage "setup"
bash scripts/setup.sh || { echo "setup failed"; echo "Tests: 0 passed, 1 failed"; exit 1; }
result setup 0 0 $((SECONDS - s)) ok

if build_stage native native "(Debug, assertions on)" && ctest_stage native native; then
  beside=(scripts/test.d/*sanitizers.sh)
  # The sanitizer stage's console lines wait in a file so the two do not interleave.
  for extra in "${beside[@]}"; do [ -e "$extra" ] && extra_stage "$extra"; done > "$logs/beside.out" 2>&1 &
  beside_pid=$!
  build_stage wasm wasm "(em++)" && ctest_stage wasm wasm "under Node"
  # The fuzz targets compile in this lane too, where the sanitizer lane leaves time; they run later.
  fuzz_build_stage
  wait "$beside_pid"
  cat "$logs/beside.out"
  browser_stage
  for extra in scripts/test.d/*.sh; do
    case " ${beside[*]} " in *" $extra "*) continue ;; esac
    [ -e "$extra" ] && extra_stage "$extra"
  done
else
  echo; echo "native failed: the wasm, sanitizer, fuzz and browser stages were not run"
fi

echo
echo "stage                               time   passed  failed"
passed=0 failed=0 failed_stages=()
while IFS='|' read -r name p f secs status; do
  printf '%-32s %4dm%02ds %8s %7s %s\n' "$name" $((secs / 60)) $((secs % 60)) "$p" "$f" "${status/ok/}"
  passed=$((passed + p)); failed=$((failed + f))
  [ "$status" = ok ] || failed_stages+=("$name")
done < "$results"
total=$((SECONDS - started))
printf '%-32s %4dm%02ds\n' "wall (two stages overlap)" $((total / 60)) $((total % 60))
if [ ${#failed_stages[@]} -gt 0 ]; then
  echo "failed stages: ${failed_stages[*]} (logs in $logs/)"
  [ "$failed" -gt 0 ] || failed=1
fi
echo "Tests: $passed passed, $failed failed"
[ ${#failed_stages[@]} -eq 0 ] && [ "$failed" -eq 0 ]
