#!/usr/bin/env bash
# Runs the libFuzzer targets (fuzz/) for SECONDS each and prints, per target, the executions run,
# the coverage reached (libFuzzer's "cov:" edges at start -> end, "ft:" features) and the corpus size.
# Exits non-zero if any target found a crash, leak, timeout or out-of-memory: the input is saved in
# build/fuzz/artifacts/<target>/; copy it to fuzz/regressions/<target>/ once fixed.
# usage: scripts/fuzz.sh [SECONDS] [TARGET...]        (default 60 s, every target)
#        scripts/fuzz.sh build                         only build the targets (the test command
#                                                      does this beside the sanitizer stage)
#   FUZZ_BUILD=dir  build directory (default build/fuzz)
#   FUZZ_PARALLEL=n targets fuzzed at a time, each in its own process on its own core (default 1;
#                   each still runs SECONDS, so n at a time is as thorough and n times sooner)
#   FUZZ_JOBS=n     parallel fuzzing processes per target (default 1; the machine may be shared)
#   FUZZ_MERGE=1    afterwards, fold what this run found into the committed corpus (then commit it)
#   FUZZ_TIMEOUT=s  libFuzzer's per-input -timeout while fuzzing (default 10; the test command: 60)
# libFuzzer's -timeout is wall time, so on a loaded machine it can fire on an input that takes a
# millisecond. Every input a run saved (timeout, crash, leak, OOM) is therefore run again alone,
# with the usual 10 s limit (FUZZ_ALONE_TIMEOUT). A timeout that does not happen again alone is
# reported as machine load and does not fail the target; a hang that does, and every crash, leak,
# OOM or broken contract (whether or not it happens again alone), fails it with the input's path.
#
# The corpus accumulates. Each run starts from the committed corpus fuzz/corpus/<target>/ (what
# earlier runs found), the seeds and the regressions. New inputs land in
# $FUZZ_BUILD/corpus/<target>/, so long sessions resume. FUZZ_MERGE=1 rewrites fuzz/corpus/<target>/ as libFuzzer's -merge=1
# minimum of the old corpus plus this run's finds, without what the seeds and regressions already
# cover, and with only inputs of at most keep_len bytes (below; importer: 3 KB, since its long
# inputs are slow and large). To extend the committed corpus with a long session:
#   FUZZ_MERGE=1 scripts/fuzz.sh 3600 TARGET     # or several sessions: each resumes the last
#   git add fuzz/corpus/TARGET                    # after checking the size it prints (< ~2 MB)
# then commit; every later run (the test command's short ones too) starts from there. A session
# stopped by a failure merges nothing (fix the bug and run it again: it resumes); one stopped by a
# timeout under load (above) still merges what it found.
set -uo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"; shift || true
targets=("$@"); [ ${#targets[@]} -gt 0 ] || targets=(corpus_loader importer scenario query route)
build="${FUZZ_BUILD:-build/fuzz}"
jobs="${FUZZ_JOBS:-1}"
parallel="${FUZZ_PARALLEL:-1}"
timeout_s="${FUZZ_TIMEOUT:-10}"
alone_timeout="${FUZZ_ALONE_TIMEOUT:-10}"

source scripts/cache.sh
if needs_configure "$build"; then
  cmake -S . -B "$build" -DCMAKE_CXX_COMPILER=clang++-14 -DARBITER_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null || exit 1
fi
cmake --build "$build" -j2 --target fuzz_all >"$build/build.log" 2>&1 || { tail -30 "$build/build.log"; exit 1; }
[ "$seconds" = build ] && exit 0

# judge INPUT...: runs each saved input alone; prints one line per input and returns 1 unless every
# input is a timeout or slow unit that did not happen again alone (machine load, not a hang).
judge() {
  local bin=$1 real=0 f alog arc ms; shift
  [ $# -gt 0 ] || return 1   # the run failed without saving an input: nothing excuses it
  for f in "$@"; do
    alog="$f.alone.log"
    "$bin" -timeout="$alone_timeout" -rss_limit_mb=2048 "$f" >"$alog" 2>&1; arc=$?
    ms=$(grep -o 'Executed .* in [0-9]* ms' "$alog" | grep -o '[0-9]* ms' | tail -1)
    case "$(basename "$f")" in
      timeout-*|slow-unit-*)   # slow-unit: over libFuzzer's -report_slow_units (10 s) while fuzzing
        if [ $arc -eq 0 ]; then echo "  load, not a hang: timed out while fuzzing, alone it ran in ${ms:-?}: $f"
        else real=1; echo "  hang: times out alone too (${alone_timeout}s): $f (log $alog)"; fi ;;
      *)
        real=1
        if [ $arc -eq 0 ]; then echo "  FAILED while fuzzing but not alone (still a failure): $f (log $alog)"
        else echo "  fails alone too: $f (log $alog)"; fi ;;
    esac
  done
  return $real
}

max_len() { case "$1" in query) echo 512 ;; route) echo 4096 ;; scenario) echo 8192 ;; *) echo 16384 ;; esac; }
# The largest input FUZZ_MERGE=1 commits: long importer inputs made its merged corpus
# 2.9 MB at 14-24 execs/s (docs/hardening.md); the seeds and regressions keep the long documents.
keep_len() { case "$1" in importer) echo 3072 ;; *) max_len "$1" ;; esac; }

export ASAN_OPTIONS="detect_leaks=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"

# fuzz_target T: fuzzes one target and prints its report; the last line is its summary line, whose
# second word is its status (ok, ok-load or FAILED).
fuzz_target() {
  local t=$1 bin work art log given found_before dict extra stamp rc execs cov0 cov ft units found load status
  local merged cand d f
  bin="$build/fuzz/fuzz_$t"
  [ -x "$bin" ] || { printf '%-14s %-7s no such target\n' "$t" FAILED; return; }
  work="$build/corpus/$t" art="$build/artifacts/$t" log="$build/fuzz-$t.log"
  mkdir -p "$work" "$art"
  given=("fuzz/seeds/$t"); [ -d "fuzz/regressions/$t" ] && given+=("fuzz/regressions/$t")
  found_before=(); [ -d "fuzz/corpus/$t" ] && found_before=("fuzz/corpus/$t")
  dict=(); [ -f "fuzz/dicts/$t.dict" ] && dict=(-dict="fuzz/dicts/$t.dict")
  extra=(); [ "$jobs" -gt 1 ] && extra=(-fork="$jobs" -ignore_crashes=1)
  stamp="$build/.stamp-$t"; touch "$stamp"
  "$bin" -max_total_time="$seconds" -timeout="$timeout_s" -rss_limit_mb=2048 -max_len="$(max_len "$t")" \
    -print_final_stats=1 -artifact_prefix="$art/" "${dict[@]}" "${extra[@]}" \
    "$work" "${found_before[@]}" "${given[@]}" >"$log" 2>&1
  rc=$?
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$')
  [ -n "$execs" ] || execs=$(grep -o '^#[0-9]*' "$log" | tail -1 | tr -d '#')
  cov0=$(grep -o 'INITED cov: [0-9]*' "$log" | head -1 | grep -o '[0-9]*$')
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*')
  ft=$(grep -o 'ft: [0-9]*' "$log" | tail -1 | grep -o '[0-9]*')
  units=$(find "$work" "${found_before[@]}" -type f | wc -l)
  mapfile -t found < <(find "$art" -type f -newer "$stamp" ! -name '*.alone.log' 2>/dev/null | head -5)
  [ ${#found[@]} -gt 0 ] || mapfile -t found < <(grep -o "Test unit written to .*" "$log" | sed 's/Test unit written to //' | head -5)
  load=0
  if [ $rc -ne 0 ] || [ ${#found[@]} -gt 0 ]; then
    grep -E 'ERROR: |runtime error:|broken contract|unexpected exception|SUMMARY:' "$log" | head -8
    echo "  inputs: ${found[*]:-none} (log $log)"
    if judge "$bin" "${found[@]}"; then load=1; fi
  fi
  if { [ $rc -ne 0 ] || [ ${#found[@]} -gt 0 ]; } && [ $load = 0 ]; then
    status=FAILED
  else
    status=ok
    # A timeout under load stopped the run early; what it ran counts (and a merge keeps its finds).
    [ $load = 0 ] || echo "  $t: stopped early by a timeout under load (not a hang alone); the target passes"
  fi
  if [ "$status" = ok ] && [ "${FUZZ_MERGE:-0}" = 1 ]; then
    # The seeds and regressions go in first so only inputs that add coverage beyond them are kept,
    # then come out again (they stay in their own folders).
    merged="$build/merge-$t" cand="$build/merge-candidates-$t"; rm -rf "$merged" "$cand"; mkdir -p "$merged" "$cand"
    for d in "${given[@]}"; do cp "$d"/* "$merged"/; done
    for d in "${found_before[@]}" "$work"; do   # one cp per folder: both may hold the same input
      find "$d" -type f -size -$(( $(keep_len "$t") + 1 ))c -exec cp -f -t "$cand" {} +
    done
    if "$bin" -merge=1 -timeout="$timeout_s" -rss_limit_mb=2048 -max_len="$(max_len "$t")" -artifact_prefix="$art/" \
         "$merged" "$cand" >"$build/merge-$t.log" 2>&1; then
      for d in "${given[@]}"; do for f in "$d"/*; do rm -f "$merged/$(basename "$f")"; done; done
      mkdir -p fuzz/corpus && rm -rf "fuzz/corpus/$t" "$cand" && mv "$merged" "fuzz/corpus/$t"
      echo "  merged into fuzz/corpus/$t: $(find "fuzz/corpus/$t" -type f | wc -l) inputs, $(du -sk --apparent-size "fuzz/corpus/$t" | cut -f1) KB"
      # An input that crashed or timed out during the merge is left out; say so (it is in $art/).
      grep -o 'Test unit written to .*' "$build/merge-$t.log" | sed 's/^/  merge left out (see the log): /'
    else
      echo "  merge failed (log $build/merge-$t.log)"; status=FAILED
    fi
  fi
  [ $load = 1 ] && [ "$status" = ok ] && status=ok-load
  printf '%-14s %-7s execs %-9s cov %s->%-5s ft %-6s corpus %s\n' "$t" "$status" "${execs:-0}" \
    "${cov0:-?}" "${cov:-?}" "${ft:-?}" "$units"
}

# Up to $parallel targets at a time, each report printed whole once its target is done, in order.
reports="$build/reports"; mkdir -p "$reports"
running=()
for t in "${targets[@]}"; do
  echo "[fuzz] $t: ${seconds}s"
  fuzz_target "$t" > "$reports/$t" 2>&1 &
  running+=($!)
  if [ ${#running[@]} -ge "$parallel" ]; then wait "${running[0]}"; running=("${running[@]:1}"); fi
done
wait
failed=0 passed=0
summary=()
for t in "${targets[@]}"; do
  line=$(tail -1 "$reports/$t")
  sed '$d' "$reports/$t"
  echo "  $line"
  summary+=("$line")
  case "$(awk '{print $2}' <<< "$line")" in ok|ok-load) passed=$((passed + 1)) ;; *) failed=$((failed + 1)) ;; esac
done
echo
echo "fuzz summary (${seconds}s per target):"
printf '  %s\n' "${summary[@]}"
echo "RESULT: $passed $failed"
[ "$failed" -eq 0 ]
