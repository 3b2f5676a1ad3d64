#!/usr/bin/env bash
# Short fuzz runs in the test command: every libFuzzer target (fuzz/) for ARBITER_FUZZ_SECONDS
# (default 60), starting from the committed corpus (fuzz/corpus/, what earlier runs found), the
# seeds and the regressions. Any crash, leak, hang or broken contract fails the stage. Long
# sessions that extend the committed corpus: FUZZ_MERGE=1 scripts/fuzz.sh 3600 (docs/hardening.md).
set -uo pipefail
cd "$(dirname "$0")/../.."
out=$(bash scripts/fuzz.sh "${ARBITER_FUZZ_SECONDS:-60}"); rc=$?
echo "$out"
# Per target execs and coverage, shown in the test command's output.
sed -n '/^fuzz summary/,/^RESULT/ s/^  /STAT: fuzz /p' <<< "$out"
exit $rc
