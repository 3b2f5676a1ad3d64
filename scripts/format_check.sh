#!/usr/bin/env bash
# Checks C++ files against .clang-format (clang-format --dry-run --Werror); prints each file's
# differences and exits 1 if any file is not formatted.
#   bash scripts/format_check.sh          files changed since origin/main's merge base, with
#                                         uncommitted and new files; without origin/main, or on it
#                                         (a fresh clone of main, as in CI), since HEAD~1: the last
#                                         commit's files; without HEAD~1 either (a shallow
#                                         clone) every C++ file
#   bash scripts/format_check.sh BASE     files changed since BASE (a commit or branch: main, HEAD~3)
#   bash scripts/format_check.sh --all    every C++ file in the repository
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v clang-format >/dev/null; then
  echo "format_check: needs clang-format (Debian: clang-format; scripts/setup.sh installs it)" >&2
  exit 2
fi
cxx=('*.cpp' '*.h' '*.hpp' '*.cc')
base=${1:-}
if [ -z "$base" ]; then
  # origin/main only when HEAD is past it: on main itself (a fresh clone of main) the merge base
  # is HEAD and nothing committed would be checked.
  head=$(git rev-parse HEAD)
  for b in origin/main HEAD~1 --all; do
    if [ "$b" = --all ]; then base=$b; break; fi
    m=$(git merge-base "$b" HEAD 2>/dev/null) && [ "$m" != "$head" ] && { base=$b; break; }
  done
fi
if [ "$base" = --all ]; then
  mapfile -t files < <(git ls-files -- "${cxx[@]}")
  what="every C++ file"
else
  from=$(git merge-base "$base" HEAD) || { echo "format_check: no merge base with $base" >&2; exit 2; }
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
