#!/usr/bin/env bash
# Every function in src/ longer than LIMIT lines (default 120), longest first, as
# "LINES FILE:LINE NAME". Lengths come from Universal Ctags' end lines (first line of the
# definition to its closing brace). Exits 1 when any function is that long, 0 when none is.
#   bash scripts/long_functions.sh [LIMIT]
set -euo pipefail
cd "$(dirname "$0")/.."
limit=${1:-120}
if ! ctags --version 2>/dev/null | grep -q 'Universal Ctags'; then
  echo "long_functions: needs Universal Ctags (Debian: universal-ctags; scripts/setup.sh installs it)" >&2
  exit 2
fi
long=$(ctags -R -x --languages=C++ --kinds-C++=f --fields=+ne --_xformat='%{line}	%{end}	%F	%N' src |
  awk -F'\t' -v limit="$limit" '$2 != "" { n = $2 - $1 + 1; if (n > limit) print n, $3 ":" $1, $4 }' | sort -rn)
if [ -n "$long" ]; then
  echo "$long"
  echo "long_functions: $(echo "$long" | wc -l) function(s) in src/ over $limit lines" >&2
  exit 1
fi
echo "long_functions: no function in src/ over $limit lines"
