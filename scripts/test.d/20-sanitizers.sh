#!/usr/bin/env bash
# The native suites again under AddressSanitizer + UndefinedBehaviorSanitizer; any report fails.
# Builds only the test binaries of preset native-asan (not the desktop app or benchmarks).
set -uo pipefail
cd "$(dirname "$0")/../.."
mkdir -p build/test-logs
source scripts/cache.sh
if needs_configure build/native-asan; then cmake --preset native-asan >/dev/null || exit 1; fi
mapfile -t tests < <(ctest --test-dir build/native-asan -N | sed -n 's/^ *Test *#[0-9]*: *//p')
[ ${#tests[@]} -gt 0 ] || { echo "no test suites registered in build/native-asan"; exit 1; }
start=$SECONDS
cmake --build build/native-asan -j2 --target "${tests[@]/#/test_}" || exit 1
echo "STAT: asan build $((SECONDS - start))s"
# Leaks are checked too; UBSan stops at the first report so it cannot scroll by unnoticed.
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
start=$SECONDS
ctest --test-dir build/native-asan -V --timeout 1200 > build/test-logs/asan-ctest.log 2>&1
rc=$?
echo "STAT: asan suites $((SECONDS - start))s"
if grep -qE 'ERROR: (Address|Leak)Sanitizer|runtime error:' build/test-logs/asan-ctest.log; then
  grep -E -A12 'ERROR: (Address|Leak)Sanitizer|runtime error:' build/test-logs/asan-ctest.log | head -60
  rc=1
fi
grep -ho '\[doctest\] test cases: *[0-9]* | *[0-9]* passed | *[0-9]* failed' build/test-logs/asan-ctest.log \
  | awk -F'|' '{gsub(/[^0-9]/,"",$2); gsub(/[^0-9]/,"",$3); p+=$2; f+=$3} END {printf "RESULT: %d %d\n", p, f}'
exit $rc
