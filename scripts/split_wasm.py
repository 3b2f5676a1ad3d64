#!/usr/bin/env python3
"""Splits the app's linked wasm into a primary module and one deferred module per game model
(docs/startup.md, "the game models as deferred modules"). Called after the link (src/app/CMakeLists.txt):

  split_wasm.py DIR/arbiter.wasm DIR/arbiter.js.symbols

writes DIR/arbiter.wasm again (the primary: kernel, search, app, ImGui, SDL, board layout) and
DIR/arbiter.GAME.wasm per row of GAMES. Each game's module holds the functions of its namespace and
the templates instantiated on its types (by their names in the link's symbol map), except:
- a function that code outside that game's module calls directly (identical-code folding merges
  a game's template with one the kernel or the other game uses; a static destructor reaches a
  game's containers): it stays in the primary, and so, in turn, does what it calls;
- the methods of KEEP, which the app calls before a game is needed.
Split out functions are reached through the function table; until their module is loaded, the
table holds placeholders, imported from "placeholder.GAME" (shell.html, arbiterGames).
The outputs carry no names. Needs Binaryen's wasm-opt and wasm-split (Debian's binaryen).
"""
import os
import re
import subprocess
import sys
import tempfile

# One row per game model: its scenarios' "game" (the module's name, arbiter.GAME.wasm) and its namespace.
GAMES = [
    ("spirit-island", "arbiter::si::"),
    ("l5r-celestial", "arbiter::l5r::"),
]
# Kept in the primary whatever their namespace: scenario::find_game_model asks every model its
# game() to find one, so the other game's model answers before its module is loaded.
KEEP = [re.compile(r"::game\(\) const$")]
FEATURES = ["--enable-exception-handling", "--enable-bulk-memory", "--enable-sign-ext",
            "--enable-mutable-globals", "--enable-nontrapping-float-to-int"]


def leb(data, pos):
    value = shift = 0
    while True:
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, pos


def imported_functions(wasm):
    """How many functions the module imports: the symbol map counts them, Binaryen's names do not."""
    data = open(wasm, "rb").read()
    pos = 8
    while pos < len(data):
        section, pos = data[pos], pos + 1
        size, pos = leb(data, pos)
        if section != 2:
            pos += size
            continue
        count, p = leb(data, pos)
        functions = 0
        for _ in range(count):
            for _ in range(2):  # module and field names
                n, p = leb(data, p)
                p += n
            kind, p = data[p], p + 1
            if kind == 0:
                functions += 1
                _, p = leb(data, p)
            elif kind == 1:
                p += 1
                flags, p = leb(data, p)
                _, p = leb(data, p)
                if flags & 1:
                    _, p = leb(data, p)
            elif kind == 2:
                flags, p = leb(data, p)
                _, p = leb(data, p)
                if flags & 1:
                    _, p = leb(data, p)
            elif kind == 3:
                p += 2
            elif kind == 4:
                p += 1
                _, p = leb(data, p)
        return functions
    return 0


def function_names(wasm, symbols):
    """Binaryen's name of each defined function (its index among them) -> its C++ name."""
    imports = imported_functions(wasm)
    names = {}
    with open(symbols, encoding="utf-8") as f:
        for line in f:
            index, _, name = line.rstrip("\n").partition(":")
            if int(index) >= imports:
                names[str(int(index) - imports)] = re.sub(r"\\([0-9a-f]{2})", lambda m: chr(int(m.group(1), 16)), name)
    return names


def direct_calls(wasm):
    dot = subprocess.run(["wasm-opt", *FEATURES, "--print-call-graph", wasm, "-o", os.devnull],
                         check=True, capture_output=True, text=True).stdout
    return re.findall(r'^\s*"([^"]+)" -> "([^"]+)"; // call', dot, re.M)


def assign(names, calls):
    """Each split out function -> its game; every function not listed stays in the primary."""
    home = {}
    for fn, name in names.items():
        games = [g for g, namespace in GAMES if namespace in name]
        if len(games) == 1 and not any(k.search(name) for k in KEEP):
            home[fn] = games[0]
    changed = True
    while changed:
        changed = False
        for caller, callee in calls:
            if callee in home and home.get(caller) != home[callee]:
                del home[callee]
                changed = True
    return home


def split(wasm, symbols):
    names = function_names(wasm, symbols)
    home = assign(names, direct_calls(wasm))
    folder = os.path.dirname(wasm)
    with tempfile.TemporaryDirectory() as tmp:
        current = wasm
        for i, (game, _) in enumerate(GAMES):
            funcs = os.path.join(tmp, f"{game}.txt")
            with open(funcs, "w") as f:
                f.write("".join(fn + "\n" for fn, g in home.items() if g == game))
            last = i == len(GAMES) - 1
            primary = os.path.join(tmp, "primary.wasm" if last else f"primary{i}.wasm")
            secondary = os.path.join(tmp, f"{game}.wasm")
            # Names kept until the last split, which reads them; the outputs' names go below.
            subprocess.run(["wasm-split", *FEATURES, *([] if last else ["-g"]), current,
                            "--split-funcs", "@" + funcs, "--placeholder-namespace", f"placeholder.{game}",
                            "--import-namespace", "primary", "--export-prefix", f"{i}.",
                            "-o1", primary, "-o2", secondary], check=True, capture_output=True)
            subprocess.run(["wasm-opt", *FEATURES, "--strip-debug", secondary, "-o",
                            os.path.join(folder, f"arbiter.{game}.wasm")], check=True)
            current = primary
        os.replace(current, wasm)
    counts = ", ".join(f"{game} {sum(1 for g in home.values() if g == game)}" for game, _ in GAMES)
    print(f"[split] {wasm}: functions split out per game: {counts}")


if __name__ == "__main__":
    target, symbol_map = sys.argv[1:3]
    try:
        split(target, symbol_map)
    except (subprocess.CalledProcessError, OSError, ValueError) as e:
        # The link's output is not a split one: remove it so that the next build links again.
        for f in (target, target[: -len(".wasm")] + ".js"):
            if os.path.exists(f):
                os.remove(f)
        sys.exit(f"split_wasm.py: {target}: {e}: {getattr(e, 'stderr', b'') or ''}")
