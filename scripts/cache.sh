# Sourced by the scripts: the one rule for where Arbiter keeps what survives a fresh clone (Debian
# source packages, SDL2 built for wasm, ccache): $ARBITER_CACHE, else ~/.cache/arbiter. CMake
# applies the same rule (CMakeLists.txt, ARBITER_CACHE), so setup and builds always agree.
arbiter_cache=${ARBITER_CACHE:-$HOME/.cache/arbiter}
# needs_configure BUILD_DIR: true when the build folder has no CMake cache yet, or remembers
# another ARBITER_CACHE than the one set in the environment (configuring again picks it up).
needs_configure() {
  [ ! -f "$1/CMakeCache.txt" ] && return 0
  [ -n "${ARBITER_CACHE:-}" ] && ! grep -qxF "ARBITER_CACHE:PATH=$ARBITER_CACHE" "$1/CMakeCache.txt"
}
