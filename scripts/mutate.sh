#!/usr/bin/env bash
# Mutation check of a game model's rules: applies each one-line mutation listed in
# scripts/mutations/GAME.txt (one at a time) to a scratch copy of the tree, rebuilds, runs every
# demonstration (arbiter check) and the game's test suite, and reports which mutations survive.
# A survivor must carry a "survives:" line with its reason right after it in the list; the script
# fails if any survivor has none, or if a mutation's text is not found exactly once.
#   bash scripts/mutate.sh l5r            every mutation of the list
#   bash scripts/mutate.sh l5r 3 7        only mutations 3 and 7 (1-based)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
game=${1:?usage: scripts/mutate.sh GAME [N...]}; shift
list="$here/scripts/mutations/$game.txt"
[ -f "$list" ] || { echo "no mutation list $list" >&2; exit 2; }
case "$game" in
  l5r) targets=(arbiter test_l5r); suite=tests/test_l5r ;;
  si)  targets=(arbiter test_si);  suite=tests/test_si ;;
  *)   echo "unknown game $game (l5r or si)" >&2; exit 2 ;;
esac

scratch=${ARBITER_MUTATE_DIR:-$here/build/mutate-src}
mkdir -p "$scratch"
# The scratch copy mirrors the tree (sources, data, tests, CMake files); its own build folder
# compiles through the shared ccache, so only the mutated file recompiles.
find "$scratch" -mindepth 1 -maxdepth 1 ! -name build -exec rm -rf {} +
tar -C "$here" --exclude=./build --exclude=./.git --exclude=./node_modules -cf - . | tar -C "$scratch" -xmf -  # -m: fresh mtimes, so no object built from a mutation looks newer than its source
cd "$scratch"
source scripts/cache.sh
# Without unity batches (cmake/Modules.cmake): a mutation then recompiles one file, not its batch.
if needs_configure build/native || ! grep -qx 'ARBITER_UNITY:BOOL=OFF' build/native/CMakeCache.txt; then
  nice -n 10 cmake --preset native -DARBITER_UNITY=OFF >/dev/null
fi

# mutation N: "file|text|replacement|why|reason-it-survives" (scripts/mutation_list.py); every text
# is checked before the first rebuild, so a stale one fails now, not an hour into the run.
python3 scripts/mutation_list.py "$list" >"$scratch/mutations.tsv"

build() { nice -n 10 cmake --build build/native -j2 --target "${targets[@]}" >/dev/null 2>&1; }
build || { echo "the unmutated tree does not build" >&2; exit 1; }

apply() {  # file text replacement: replaces the one occurrence, fails if not exactly one
  python3 - "$1" "$2" "$3" <<'EOF'
import sys
path, text, repl = sys.argv[1:4]
src = open(path, encoding="utf-8").read()
n = src.count(text)
if n != 1:
    sys.exit(f"{path}: the mutation's text occurs {n} times, not once: {text}")
open(path, "w", encoding="utf-8").write(src.replace(text, repl))
EOF
}

only=("$@")
killed=0; survived=0; unexplained=0; n=0
while IFS=$'\x1f' read -r file text repl why reason; do
  n=$((n + 1))
  if [ ${#only[@]} -gt 0 ] && [[ ! " ${only[*]} " == *" $n "* ]]; then continue; fi
  cp "$file" "$file.orig"
  if ! apply "$file" "$text" "$repl"; then mv "$file.orig" "$file"; exit 1; fi
  if ! build; then
    verdict="killed (does not build)"
  elif ! timeout 300 ./build/native/arbiter check </dev/null >/dev/null 2>&1; then
    verdict="killed by a demo"  # or by a demo that never ends (a mutation can loop forever)
  elif ! timeout 600 "./build/native/$suite" </dev/null >/dev/null 2>&1; then
    verdict="killed by the $game suite"
  else
    verdict="SURVIVED"
  fi
  mv "$file.orig" "$file"
  touch "$file"
  if [ "$verdict" = SURVIVED ]; then
    survived=$((survived + 1))
    if [ -z "$reason" ]; then unexplained=$((unexplained + 1)); reason="NO REASON WRITTEN"; fi
    printf '%2d  SURVIVED  %s — %s\n      %s\n' "$n" "$file" "$why" "$reason"
  else
    killed=$((killed + 1))
    printf '%2d  %-28s %s — %s\n' "$n" "$verdict" "$file" "$why"
  fi
done <"$scratch/mutations.tsv"
build || true
echo "Mutations: $killed killed, $survived survived ($unexplained without a written reason)"
[ "$unexplained" -eq 0 ]
