#!/usr/bin/env python3
"""Splits the app's linked wasm into a primary module and one deferred module per game model
(docs/startup.md, "the game models as modules of their own"). Called after the link (src/app/CMakeLists.txt):

  split_wasm.py DIR/arbiter.wasm DIR/arbiter.js.symbols

writes DIR/arbiter.wasm again (the primary: kernel, search, app, ImGui, SDL, board layout) and
DIR/arbiter.GAME.wasm per row of GAMES. Each game's module holds the functions of its namespace and
the templates instantiated on its types (by their names in the link's symbol map), except:
- a function that code outside that game's module calls directly (identical-code folding merges
  a game's template with one the kernel or the other game uses; a static destructor reaches a
  game's containers), or that sits in another home's vtable (folded too): it stays in the
  primary, and so, in turn, does what it calls;
- the methods of KEEP, which the app calls before a game is needed.
Split out functions are reached through the function table; until their module is loaded, the
table holds placeholders, imported from "placeholder.GAME" (shell.html, arbiterEarly).
The outputs carry no names. Needs Binaryen's wasm-opt and wasm-split (Debian's binaryen).
"""
import os
from collections import Counter
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


def sections(data):
    """(id, start, end) of each section of a wasm binary."""
    pos = 8
    while pos < len(data):
        section, pos = data[pos], pos + 1
        size, pos = leb(data, pos)
        yield section, pos, pos + size
        pos += size


def entries(data, section_id):
    """The entry count of the module's section `section_id` and where its entries start (0 if absent)."""
    for section, pos, _ in sections(data):
        if section == section_id:
            return leb(data, pos)
    return 0, None


def name(data, p):
    n, p = leb(data, p)
    return data[p:p + n].decode(), p + n


def imports_of(data):
    """(module, field, kind) of each import, in order."""
    found = []
    count, p = entries(data, 2)
    for _ in range(count):
        module, p = name(data, p)
        field, p = name(data, p)
        kind, p = data[p], p + 1
        found.append((module, field, kind))
        if kind == 0:
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
    return found


def imported_functions(data):
    """How many functions the module imports: the symbol map counts them, Binaryen's names do not."""
    return sum(1 for _, _, kind in imports_of(data) if kind == 0)


def exports_of(data):
    names = set()
    count, p = entries(data, 7)
    for _ in range(count):
        field, p = name(data, p)
        p += 1
        _, p = leb(data, p)
        names.add(field)
    return names


def check(primary, secondary):
    """Each thing the secondary imports from the primary is one of its exports (else the page
    could not instantiate it)."""
    exported = exports_of(open(primary, "rb").read())
    missing = [f for m, f, _ in imports_of(open(secondary, "rb").read()) if m == "primary" and f not in exported]
    if missing:
        raise ValueError(f"{secondary} imports what the primary does not export: {missing[:5]}")


def const_offset(data, p):
    """The offset of an active segment (i32.const N; end) and the position after it."""
    if data[p] != 0x41:
        raise ValueError("a segment whose offset is not a constant")
    value, p = leb(data, p + 1)  # small and positive here: no sign to extend
    return value, p + 1


def table_runs(data):
    """The vtables in the data segments: runs of three or more consecutive words that all hold a
    table slot with a function, after the vtable's offset to the top (0, or negative) and its type
    info (a pointer, no slot); shorter runs are mostly pairs of numbers in tables of data. Each
    run -> the functions' indices (imports counted)."""
    slots = {}
    count, p = entries(data, 9)
    for _ in range(count):
        flags, p = leb(data, p)
        if flags != 0:
            raise ValueError(f"an element segment of kind {flags}")
        offset, p = const_offset(data, p)
        n, p = leb(data, p)
        for k in range(n):
            slots[offset + k], p = leb(data, p)
    runs = []
    count, p = entries(data, 11)
    for _ in range(count):
        flags, p = leb(data, p)
        if flags == 1:
            n, p = leb(data, p)
            p += n
            continue
        offset, p = const_offset(data, p)
        n, p = leb(data, p)
        segment = data[p:p + n]
        p += n
        words = [int.from_bytes(segment[k:k + 4], "little") for k in range((-offset) % 4, len(segment) - 3, 4)]
        k = 2
        while k < len(words):
            top, type_info = words[k - 2], words[k - 1]
            start = k
            while k < len(words) and words[k] in slots:
                k += 1
            if k - start > 2 and (top == 0 or top >= 1 << 31) and type_info and type_info not in slots:
                runs.append([slots[w] for w in words[start:k]])
            k += 1
    return runs


def function_names(data, symbols):
    """Binaryen's name of each defined function (its index among them) -> its C++ name."""
    imports = imported_functions(data)
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


def assign(names, calls, runs):
    """Each split out function -> its game; every function not listed stays in the primary.
    Identical-code folding leaves one function, named after one of the originals, wherever the
    others were used: another game's or the kernel's code may call it directly (the call graph
    says so), or through a vtable or table of function pointers of another home (a run of table
    slots in the data, table_runs, whose functions are mostly that home's)."""
    origin = {}  # by name
    for fn, name in names.items():
        games = [g for g, namespace in GAMES if namespace in name]
        if len(games) == 1:
            origin[fn] = games[0]
    home = {fn: g for fn, g in origin.items() if not any(k.search(names[fn]) for k in KEEP)}
    changed = True
    while changed:
        changed = False
        for run in runs:
            # A vtable is the class's whose functions it holds most (a game's holds the kernel's
            # inherited and folded ones too; a tie goes to the game); the split functions of any
            # other home stay in the primary.
            votes = Counter(origin.get(fn) for fn in run)
            most = max(votes.values())
            top = [g for g, n in votes.items() if n == most and g]
            owner = top[0] if len(top) == 1 else "tie" if top else None
            for fn in run:
                if fn in home and home[fn] != owner:
                    del home[fn]
                    changed = True
        for caller, callee in calls:
            if callee in home and home.get(caller) != home[callee]:
                del home[callee]
                changed = True
    return home


def split(wasm, symbols):
    data = open(wasm, "rb").read()
    names = function_names(data, symbols)
    imports = imported_functions(data)
    runs = [r for r in ([str(f - imports) for f in run if f >= imports] for run in table_runs(data)) if r]
    home = assign(names, direct_calls(wasm), runs)
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
        for game, _ in GAMES:
            check(current, os.path.join(folder, f"arbiter.{game}.wasm"))
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
