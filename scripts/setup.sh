#!/usr/bin/env bash
# Installs what Arbiter needs and nothing else; safe to run again (a warm run takes seconds).
# Debian packages, ImGui + SDL2 sources from Debian source packages, SDL2 built for wasm once
# into a cache outside the build tree, and the npm tooling pinned by package-lock.json.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
source "$here/scripts/cache.sh"   # $ARBITER_CACHE, else ~/.cache/arbiter (the same rule as CMake)
cache=$arbiter_cache
mkdir -p "$cache"
sudo_if_needed() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
log() { printf '[setup] %s\n' "$*"; }

packages=(emscripten binaryen cmake g++ make nlohmann-json3-dev doctest-dev libsdl2-dev chromium
          chromium-driver nodejs brotli clang-14 libclang-rt-14-dev dpkg-dev python3 xz-utils
          fonts-dejavu-core python3-fonttools ccache librsvg2-bin universal-ctags clang-format)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
# Node may come from outside Debian (as on this machine kind); accept any node >= 18 on PATH.
if command -v node >/dev/null && [ "$(node -p 'process.versions.node.split(".")[0]')" -ge 18 ]; then
  missing=("${missing[@]/nodejs}")
fi
missing=($(printf '%s\n' "${missing[@]}" | grep -v '^$' || true))

src_list=/etc/apt/sources.list.d/arbiter-debian-src.sources
need_src=0
[ -f "$cache/src/imgui.stamp" ] && [ -f "$cache/src/sdl2.stamp" ] || need_src=1
if [ "$need_src" = 1 ] && ! grep -rqs '^Types:.*deb-src' /etc/apt/sources.list.d/ /etc/apt/sources.list 2>/dev/null; then
  log "adding a deb-src entry for Debian bookworm (for apt-get source imgui libsdl2)"
  printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: bookworm\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
    | sudo_if_needed tee "$src_list" >/dev/null
  updated=0
else
  updated=1
fi
if [ "${#missing[@]}" -gt 0 ] || [ "$updated" = 0 ]; then
  log "apt-get update"
  sudo_if_needed apt-get update -qq
fi
if [ "${#missing[@]}" -gt 0 ]; then
  log "installing Debian packages: ${missing[*]}"
  sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Sources of Dear ImGui and SDL2 from Debian's source packages (never committed to the repo).
mkdir -p "$cache/src"
fetch_source() { # name stamp-name
  local pkg=$1 stamp=$cache/src/$2.stamp
  [ -f "$stamp" ] && return 0
  log "fetching Debian source package $pkg"
  rm -rf "$cache/src/$2" && mkdir -p "$cache/src/$2"
  (cd "$cache/src/$2" && apt-get source -qq "$pkg" >/dev/null 2>&1 || apt-get source "$pkg")
  local dir
  dir=$(find "$cache/src/$2" -mindepth 1 -maxdepth 1 -type d | head -n1)
  ln -sfn "$dir" "$cache/src/$2-current"
  touch "$stamp"
}
fetch_source imgui imgui
fetch_source libsdl2 sdl2

# Emscripten's JS optimizer needs Debian's acorn (toolchain trap 1).
export NODE_PATH=/usr/share/nodejs
# em++ runs Python once per call; a python3 found first on PATH may be a version-manager shim
# (pyenv's costs about a second a call), so Emscripten gets Debian's interpreter directly.
export EMSDK_PYTHON=/usr/bin/python3

# SDL2 built for wasm once, into the cache (under a minute on 2 cores). Only what the app uses
# (video, events, timers): audio, joysticks, haptics, sensors, power and the 2D renderer are left
# out of the page (ImGui draws with WebGL itself), and SDL_LEAN_AND_MEAN drops its software
# blitters, RLE and YUV code (about 115 KB of wasm the page never runs). SDL's configure checks
# come from scripts/sdl2-wasm-checks.cmake when it was made for these versions of Emscripten and
# SDL (else they run: 5 more minutes).
sdl_prefix=$cache/sdl2-wasm-minimal
if [ ! -f "$sdl_prefix/lib/libSDL2.a" ]; then
  log "building SDL2 for wasm into $sdl_prefix (one time)"
  checks=$here/scripts/sdl2-wasm-checks.cmake
  sdl_version=$(readlink -f "$cache/src/sdl2-current" | sed -E 's/.*-([0-9.]+)(\+.*)?$/\1/')
  seed=()
  if grep -qx "# for: emscripten $(cat /usr/share/emscripten/emscripten-version.txt 2>/dev/null) sdl $sdl_version" "$checks"; then
    seed=(-C "$checks")
  else
    log "no saved configure checks for this Emscripten and SDL $sdl_version: SDL's configure runs them all"
  fi
  rm -rf "$cache/sdl2-wasm-build"
  emcmake cmake "${seed[@]}" -S "$cache/src/sdl2-current" -B "$cache/sdl2-wasm-build" -DSDL_SHARED=OFF -DSDL_STATIC=ON \
    -DSDL_TEST=OFF -DSDL_AUDIO=OFF -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF -DSDL_HIDAPI=OFF -DSDL_SENSOR=OFF \
    -DSDL_POWER=OFF -DSDL_RENDER=OFF -DCMAKE_C_FLAGS=-DSDL_LEAN_AND_MEAN=1 -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$sdl_prefix" >/dev/null
  cmake --build "$cache/sdl2-wasm-build" -j2 >/dev/null
  cmake --install "$cache/sdl2-wasm-build" >/dev/null
  rm -rf "$cache/sdl2-wasm-build"
fi

# npm tooling (playwright-core, benchmark peers), pinned by the committed lockfile.
if [ -f "$here/package-lock.json" ]; then
  stamp=$here/node_modules/.arbiter-lock-hash
  want=$(sha256sum "$here/package-lock.json" | cut -d' ' -f1)
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    log "npm ci"
    (cd "$here" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
    echo "$want" > "$stamp"
  fi
fi
log "ready (cache: $cache)"
