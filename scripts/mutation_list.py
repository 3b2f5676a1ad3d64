#!/usr/bin/env python3
"""Reads the mutation lists (scripts/mutations/GAME.txt) and checks that each mutation's text occurs
exactly once in its file, so a list gone stale after code moved fails at once, in the test command's
style stage, and not an hour into a mutation run.

  python3 scripts/mutation_list.py --check LIST...   checks the lists; prints one line per list
  python3 scripts/mutation_list.py LIST              checks it, then prints its rows for mutate.sh:
                                                     file, text, replacement, why, reason-it-survives
                                                     joined by \\x1f, one mutation a line

A list line is "file ||| text ||| replacement ||| why"; a "survives: reason" line right after a
mutation gives why it survives; blank lines and lines starting with # are skipped.
"""
import sys


def rows_of(path):
    rows = []
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("survives:"):
            if not rows:
                sys.exit(f"{path}: a 'survives:' line before any mutation")
            rows[-1][4] = line[len("survives:"):].strip()
            continue
        parts = [p.strip() for p in line.split("|||")]
        if len(parts) != 4:
            sys.exit(f"{path}: expected 'file ||| text ||| replacement ||| why', got: {line}")
        rows.append(parts + [""])
    return rows


def stale(path, rows):
    out = []
    for n, r in enumerate(rows, 1):
        try:
            count = open(r[0], encoding="utf-8").read().count(r[1])
        except FileNotFoundError:
            out.append(f"  {path} {n}. {r[0]}: no such file")
            continue
        if count != 1:
            out.append(f"  {path} {n}. {r[0]}: occurs {count} times, not once: {r[1]}")
    return out


def main(args):
    check_only = args[:1] == ["--check"]
    lists = args[1:] if check_only else args
    if not lists or (not check_only and len(lists) != 1):
        sys.exit(__doc__)
    bad = []
    for path in lists:
        rows = rows_of(path)
        found = stale(path, rows)
        bad += found
        if check_only:
            print(f"{path}: {len(rows)} mutations, {len(found)} whose text does not match the code")
    if bad:
        sys.exit("mutations whose text does not match the code:\n" + "\n".join(bad))
    if not check_only:
        for r in rows:
            print("\x1f".join(r))


if __name__ == "__main__":
    main(sys.argv[1:])
