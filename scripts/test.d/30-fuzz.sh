#!/usr/bin/env bash
# Short fuzz runs in the test command: every libFuzzer target (fuzz/) for ARBITER_FUZZ_SECONDS
# (default 60), starting from the committed corpus (fuzz/corpus/, what earlier runs found), the
# seeds and the regressions. Any crash, leak, hang or broken contract fails the stage. Long
# sessions that extend the committed corpus: FUZZ_MERGE=1 scripts/fuzz.sh 3600 (docs/hardening.md).
# libFuzzer's per-input timeout is wall time and the machine may be busy, so it is 60 s here
# (ARBITER_FUZZ_TIMEOUT); any input a run saves is run again alone with the usual 10 s limit, and
# only a timeout that does not happen again alone is let pass as load (scripts/fuzz.sh).
set -uo pipefail
cd "$(dirname "$0")/../.."
# The targets run as many at a time as there are cores (each still for the full time, on a core of
# its own); the test command has built them already, beside the sanitizer stage.
out=$(FUZZ_TIMEOUT="${ARBITER_FUZZ_TIMEOUT:-60}" FUZZ_PARALLEL="${ARBITER_FUZZ_PARALLEL:-$(nproc)}" \
  bash scripts/fuzz.sh "${ARBITER_FUZZ_SECONDS:-60}"); rc=$?
echo "$out"
# Per target execs and coverage, shown in the test command's output.
sed -n '/^fuzz summary/,/^RESULT/ s/^  /STAT: fuzz /p' <<< "$out"
# Timeouts let pass as machine load, and inputs that fail, with their paths.
grep -E '^  (load, not a hang|hang|fails alone|FAILED while fuzzing)' <<< "$out" | sed 's/^  /STAT: fuzz /'
exit $rc
