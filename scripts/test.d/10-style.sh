#!/usr/bin/env bash
# The style stage of the test command: the changed C++ files are formatted (.clang-format, through
# scripts/format_check.sh), no function in src/ is over 120 lines (scripts/long_functions.sh), and
# every mutation of the mutation lists still finds its text in the code (scripts/mutation_list.py).
# format_check.sh compares with origin/main's merge base when there is one (a feature branch), else
# with HEAD~1: in CI's fresh clone of main, and in a clone without origin/main, that is the last
# commit's files. ARBITER_STYLE_BASE names another base (a commit or branch). Prints
# "RESULT: <passed> <failed>" (one check each) and exits 1 if a check fails.
set -uo pipefail
cd "$(dirname "$0")/../.."
passed=0 failed=0
check() {  # name command...
  if "${@:2}"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "style: $1 FAILED"; fi
}
check format bash scripts/format_check.sh ${ARBITER_STYLE_BASE:+"$ARBITER_STYLE_BASE"}
check long-functions bash scripts/long_functions.sh
check mutation-texts python3 scripts/mutation_list.py --check scripts/mutations/*.txt
echo "RESULT: $passed $failed"
[ "$failed" -eq 0 ]
