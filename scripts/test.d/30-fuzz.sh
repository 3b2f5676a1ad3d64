#!/usr/bin/env bash
# Short fuzz runs in the test command: every libFuzzer target (fuzz/) for ARBITER_FUZZ_SECONDS
# (default 60) from the committed seeds and regressions. Any crash, leak, hang or broken contract
# fails the stage. Long sessions: scripts/fuzz.sh 3600 (docs/hardening.md).
set -uo pipefail
cd "$(dirname "$0")/../.."
bash scripts/fuzz.sh "${ARBITER_FUZZ_SECONDS:-60}"
