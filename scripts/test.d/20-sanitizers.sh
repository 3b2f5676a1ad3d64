#!/usr/bin/env bash
# The native suites again under AddressSanitizer + UndefinedBehaviorSanitizer; any report fails.
set -uo pipefail
cd "$(dirname "$0")/../.."
bash scripts/build.sh native-asan || exit 1
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
ctest --test-dir build/native-asan -V --timeout 1200 > build/test-logs/asan-ctest.log 2>&1
rc=$?
grep -E 'ERROR: (Address|Leak)Sanitizer|runtime error:' build/test-logs/asan-ctest.log | head -20
grep -ho '\[doctest\] test cases: *[0-9]* | *[0-9]* passed | *[0-9]* failed' build/test-logs/asan-ctest.log \
  | awk -F'|' '{gsub(/[^0-9]/,"",$2); gsub(/[^0-9]/,"",$3); p+=$2; f+=$3} END {printf "RESULT: %d %d\n", p, f}'
exit $rc
