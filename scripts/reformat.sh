#!/usr/bin/env bash
# The formatter applied once (issue 35): clang-format -i on every tracked C++ file under src/,
# tests/, bench/, fuzz/ and tools/, keeping the mutation lists (scripts/mutations/*.txt) true.
# Each mutation's text must occur exactly once in its file, and formatting moves text. So, before
# formatting, a mutation whose text the formatter moves has its file formatted twice through the
# same .clang-format: as it is and with the mutation applied. When the two differ in exactly one
# line, that line (formatted, without its indent) becomes the mutation's text and the mutated line
# its replacement; when they differ in more (the statement wraps differently), the one formatted
# line that holds the changed characters does. Otherwise the mutation is reported for a hand fix
# (pick a one-line part of the statement). At the end every text is checked to occur exactly once;
# the script exits 1 if one does not.
#   bash scripts/reformat.sh        then: git diff --stat; bash scripts/mutate.sh si|l5r
set -euo pipefail
cd "$(dirname "$0")/.."
command -v clang-format >/dev/null || { echo "reformat: needs clang-format (scripts/setup.sh installs it)" >&2; exit 2; }
[ -f .clang-format ] || { echo "reformat: no .clang-format at the repository root" >&2; exit 2; }
git ls-files -z -- 'src/*.cpp' 'src/*.h' 'tests/*.cpp' 'tests/*.h' 'bench/*.cpp' 'bench/*.h' \
  'fuzz/*.cpp' 'fuzz/*.h' 'tools/*.cpp' 'tools/*.h' > "${TMPDIR:-/tmp}/reformat.$$.files"
trap 'rm -f "${TMPDIR:-/tmp}/reformat.$$.files"' EXIT
python3 - "${TMPDIR:-/tmp}/reformat.$$.files" scripts/mutations/*.txt <<'PY'
import difflib, subprocess, sys

files_list, lists = sys.argv[1], sys.argv[2:]

def fmt(path, text):
    """text formatted as clang-format would format the file `path` (its .clang-format, its language)."""
    return subprocess.run(["clang-format", f"--assume-filename={path}"], input=text, text=True,
                          capture_output=True, check=True).stdout

def parse(line):
    """(file, text, replacement, why) of a mutation line, or None for comments and 'survives:'."""
    if not line.strip() or line.startswith("#") or line.startswith("survives:"):
        return None
    parts = [p.strip() for p in line.split("|||")]
    if len(parts) != 4:
        sys.exit(f"reformat: expected 'file ||| text ||| replacement ||| why', got: {line}")
    return parts

def formatted_mutation(path, text, repl):
    """(text, replacement) of the mutation in the formatted file, or why there is none."""
    before = formatted[path].split("\n")
    after = fmt(path, source[path].replace(text, repl, 1)).split("\n")
    differ = [i for i in range(min(len(before), len(after))) if before[i] != after[i]]
    if len(before) == len(after) and len(differ) == 1:
        new_text, new_repl = before[differ[0]].strip(), after[differ[0]].strip()
    else:
        # The statement wraps differently once mutated: the changed characters (what text and
        # replacement do not share at their ends) within the one formatted line that holds them.
        p = 0
        while p < min(len(text), len(repl)) and text[p] == repl[p]:
            p += 1
        q = 0
        while q < min(len(text), len(repl)) - p and text[-1 - q] == repl[-1 - q]:
            q += 1
        core, core_repl = text[p:len(text) - q], repl[p:len(repl) - q]
        changed = set()
        for tag, i1, i2, _, _ in difflib.SequenceMatcher(None, before, after, autojunk=False).get_opcodes():
            if tag != "equal":
                changed.update(range(max(0, i1 - 1), min(len(before), i2 + 1)))
        lines = [before[i].strip() for i in sorted(changed) if core and before[i].count(core) == 1]
        if len(lines) != 1:
            return "the formatted mutation spans more than one line"
        new_text, new_repl = lines[0], lines[0].replace(core, core_repl, 1)
    if formatted[path].count(new_text) != 1:
        return f"its formatted line occurs {formatted[path].count(new_text)} times"
    return new_text, new_repl

# Before formatting: each mutation's formatted text and replacement, or the reason it needs a hand fix.
source, formatted = {}, {}
new_lines, rewritten, manual = {}, 0, []
for lst in lists:
    out = []
    for n, line in enumerate(open(lst, encoding="utf-8").read().split("\n"), 1):
        m = parse(line)
        if m is None:
            out.append(line)
            continue
        path, text, repl, why = m
        if path not in source:
            source[path] = open(path, encoding="utf-8").read()
            formatted[path] = fmt(path, source[path])
        where = f"{lst}:{n} ({path})"
        if source[path].count(text) != 1:
            manual.append(f"{where}: text occurs {source[path].count(text)} times before formatting: {text}")
            out.append(line)
            continue
        if formatted[path].count(text) == 1:  # the formatter leaves this text alone
            out.append(line)
            continue
        found = formatted_mutation(path, text, repl)
        if isinstance(found, str):
            manual.append(f"{where}: {found}: {text}")
            out.append(line)
            continue
        new_text, new_repl = found
        if (new_text, new_repl) != (text, repl):
            rewritten += 1
            # the list keeps its leading spaces out of the fields: mutate.sh strips them
            line = f"{path} ||| {new_text} ||| {new_repl} ||| {why}"
        out.append(line)
    new_lines[lst] = "\n".join(out)

# Format the tree, then write the lists.
files = [f for f in open(files_list, encoding="utf-8").read().split("\0") if f]
for i in range(0, len(files), 100):
    subprocess.run(["clang-format", "-i", *files[i:i + 100]], check=True)
for lst, text in new_lines.items():
    open(lst, "w", encoding="utf-8").write(text)

# Every text must occur exactly once in the formatted file.
stale, total = [], 0
for lst in lists:
    for n, line in enumerate(open(lst, encoding="utf-8").read().split("\n"), 1):
        m = parse(line)
        if m is None:
            continue
        total += 1
        c = open(m[0], encoding="utf-8").read().count(m[1])
        if c != 1:
            stale.append(f"  {lst}:{n} ({m[0]}): occurs {c} times, not once: {m[1]}")
print(f"reformat: {len(files)} files formatted; {total} mutations, {rewritten} rewritten, "
      f"{len(manual)} need a look")
for m in manual:
    print("  hand fix? " + m)
if stale:
    print("reformat: mutations whose text does not occur exactly once after formatting:\n" + "\n".join(stale))
    sys.exit(1)
print("reformat: every mutation text occurs exactly once")
PY
