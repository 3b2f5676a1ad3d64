#!/usr/bin/env bash
# Checks C++ files against .clang-format (clang-format --dry-run --Werror); prints each file's
# differences and exits 1 if any file is not formatted.
#   bash scripts/format_check.sh          files changed since origin/main's merge base (else HEAD~1),
#                                         with uncommitted and new files
#   bash scripts/format_check.sh BASE     files changed since BASE (a commit or branch: main, HEAD~3)
#   bash scripts/format_check.sh --all    every C++ file in the repository
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v clang-format >/dev/null; then
  echo "format_check: needs clang-format (Debian: clang-format; scripts/setup.sh installs it)" >&2
  exit 2
fi
cxx=('*.cpp' '*.h' '*.hpp' '*.cc')
if [ "${1:-}" = --all ]; then
  mapfile -t files < <(git ls-files -- "${cxx[@]}")
  what="every C++ file"
else
  base=${1:-}
  if [ -z "$base" ]; then
    if git rev-parse -q --verify origin/main >/dev/null; then base=origin/main; else base=HEAD~1; fi
  fi
  from=$(git merge-base "$base" HEAD)
  mapfile -t files < <({ git diff --name-only --diff-filter=d "$from" -- "${cxx[@]}"
                         git ls-files --others --exclude-standard -- "${cxx[@]}"; } | sort -u)
  what="C++ files changed since $base"
fi
if [ ${#files[@]} -eq 0 ]; then
  echo "format_check: no $what"
  exit 0
fi
bad=0
for f in "${files[@]}"; do
  clang-format --dry-run --Werror "$f" >/dev/null 2>&1 || { bad=$((bad + 1)); clang-format "$f" | diff -u "$f" - || true; }
done
if [ $bad -gt 0 ]; then
  echo "format_check: $bad of ${#files[@]} $what not formatted (clang-format -i FILE fixes one)" >&2
  exit 1
fi
echo "format_check: ${#files[@]} $what formatted"
