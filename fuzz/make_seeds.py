#!/usr/bin/env python3
"""Derives the fuzz seed corpora (fuzz/seeds/<target>/) from the real data.

corpus_loader: small corpora of 1-3 real entries from data/corpus.json (the whole file is too big
               to mutate quickly);
importer:      slices of each source document in ../shared/sources at paragraph breaks, each keeping
               the page's first lines so the parser still recognises the layout;
scenario:      every scenario file in data/scenarios;
query:         one file per line of fuzz/queries.txt;
route:         app routes to searches, rulings, demo steps and edited boards of real scenarios.
Seeds stay small (a few KB each) so they can be committed; run again after the data changes.
"""
import hashlib
import json
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.environ.get("ARBITER_SHARED_DIR", os.path.join(ROOT, "..", "shared"))
OUT = os.path.join(ROOT, "fuzz", "seeds")
MAX_SEED = 4096


def write(target, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    d = os.path.join(OUT, target)
    os.makedirs(d, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()[:16]
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)


def corpus_seeds(corpus):
    entries = corpus["entries"]
    small = sorted(entries, key=lambda e: len(json.dumps(e)))
    picked = small[:6] + [e for e in small if e.get("related") or e.get("demos")][:4]
    for e in picked:
        text = json.dumps({"schema": corpus["schema"], "entries": [dict(e, related=[])]}, indent=1, ensure_ascii=False)
        if len(text) <= MAX_SEED:
            write("corpus_loader", text)
    # A pair where one entry relates to the other, so the link checks run.
    a, b = small[0], small[1]
    pair = [dict(a, related=[b["id"]]), dict(b, related=[a["id"]])]
    write("corpus_loader", json.dumps({"schema": corpus["schema"], "entries": pair}, indent=1, ensure_ascii=False))
    write("corpus_loader", '{"schema": 1, "entries": []}')


def importer_seeds():
    src = os.path.join(SHARED, "sources")
    if not os.path.isdir(src):
        print("make_seeds: no source documents in", src, "- importer seeds skipped", file=sys.stderr)
        return
    for name in sorted(os.listdir(src)):
        if not name.endswith(".txt"):
            continue
        with open(os.path.join(src, name), encoding="utf-8") as f:
            lines = f.read().split("\n")
        head = "\n".join(lines[:4]) + "\n"
        chunk = ""
        count = 0
        for para in "\n".join(lines[4:]).split("\n\n"):
            if len(head) + len(chunk) + len(para) > MAX_SEED and chunk:
                write("importer", head + chunk)
                chunk, count = "", count + 1
                if count == 4:
                    break
            chunk += para + "\n\n"
        if chunk and count < 4:
            write("importer", (head + chunk)[:MAX_SEED * 2])


def scenario_seeds():
    ids = []
    base = os.path.join(ROOT, "data", "scenarios")
    for game in sorted(os.listdir(base)):
        for name in sorted(os.listdir(os.path.join(base, game))):
            if name.endswith(".json"):
                with open(os.path.join(base, game, name), encoding="utf-8") as f:
                    text = f.read()
                write("scenario", text)
                try:
                    ids.append((json.loads(text)["id"], json.loads(text)))
                except (ValueError, KeyError):
                    pass
    return ids


def query_seeds():
    with open(os.path.join(ROOT, "fuzz", "queries.txt"), encoding="utf-8") as f:
        for line in f:
            write("query", line.rstrip("\n"))


def route_seeds(corpus, scenarios):
    write("route", "#/")
    write("route", "#/search?q=defend+dahan&game=spirit-island&kind=faq")
    write("route", "#/search?q=%22vengeance%20of%20the%20dead%22&tag=Badlands&product=Jagged+Earth")
    for e in corpus["entries"][:3]:
        write("route", "#/r/" + e["id"])
    for e in [e for e in corpus["entries"] if e.get("demos")][:3]:
        write("route", "#/r/%s/step/2" % e["id"])
    for sid, doc in scenarios[::8]:
        write("route", "#/r/%s/step/1" % sid)
        # Edited boards in the app's edit code: "path=json" items joined by '~'.
        pieces = doc.get("board", {}).get("pieces", {}) if isinstance(doc.get("board"), dict) else {}
        for land, counts in list(pieces.items())[:1]:
            for piece, n in [(p, n) for p, n in counts.items() if isinstance(n, int)][:2]:
                write("route", "#/r/%s/step/1?board=board.pieces.%s.%s=%d" % (sid, land, piece, n + 1))
            write("route", "#/r/%s/step/0?board=board.pieces.%s.explorer=3~steps.0.slot=%%22build%%22" % (sid, land))
        write("route", "#/r/%s/step/1?board=title=!" % sid)


def json_words(doc, out):
    """Keys and short string values of a JSON document: the vocabulary a mutation needs."""
    if isinstance(doc, dict):
        for k, v in doc.items():
            out.add('"%s"' % k)
            json_words(v, out)
    elif isinstance(doc, list):
        for v in doc:
            json_words(v, out)
    elif isinstance(doc, str) and 0 < len(doc) <= 24 and doc.isascii():
        out.add(json.dumps(doc))


def write_dict(target, words):
    """libFuzzer dictionary fuzz/dicts/<target>.dict (one quoted token a line)."""
    d = os.path.join(ROOT, "fuzz", "dicts")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, target + ".dict"), "w", encoding="utf-8") as f:
        for w in sorted(words):
            esc = "".join(c if 32 <= ord(c) < 127 and c not in '"\\' else "\\x%02X" % ord(c) for c in w)
            if all(ord(c) < 128 for c in w):
                f.write('"%s"\n' % esc)
            else:
                f.write('"%s"\n' % "".join("\\x%02X" % b for b in w.encode("utf-8")))


def dictionaries(corpus, scenarios):
    words = set()
    json_words(corpus["entries"][:50], words)
    write_dict("corpus_loader", words | {'"schema"', '"entries"', "null", "true", "false", "[]", "{}"})
    words = set()
    for _, doc in scenarios:
        json_words(doc, words)
    write_dict("scenario", words | {"null", "true", "false", "[]", "{}", "-1", "2147483648", "1e999"})
    write_dict("importer", {"From Spirit Island Wiki", "Jump to navigation Jump to search", "Errata / Updates",
                            "Frequently Asked Questions", "Tags:", "(Discussion elsewhere)", "Initial action:",
                            "Nested Action", "Action Tree", "Example", " more...", "[1]", "[2]", "\u2020",
                            "\u2022 ", "\u25e6 ", "\u2026", " = ", "  1. ", "Core game - 4th and 5th printings",
                            "Celestial Edition", ".png", "Q: ", "A: ", "?\n", "\n\n"})
    write_dict("query", {"tag:", "game:", "kind:", "product:", "printing:", "card:", " OR ", '"', "-", "\u201c",
                         "\u201d", "l5r", "spirit-island", "errata", "faq", "rule", "Jagged Earth", "defend",
                         "dahan", "ravage", "badlands"})
    write_dict("route", {"#/", "/r/", "/step/", "?board=", "search?q=", "&game=", "&kind=", "&product=", "&tag=",
                         "%", "%22", "%7E", "+", "~", "=!", "board.pieces.", ".lands.0.", "steps.0.", "=null",
                         "=[]", "={}"} | {sid for sid, _ in scenarios})


def main():
    if os.path.isdir(OUT):  # start clean so seeds of removed data do not linger
        shutil.rmtree(OUT)
    with open(os.path.join(ROOT, "data", "corpus.json"), encoding="utf-8") as f:
        corpus = json.load(f)
    corpus_seeds(corpus)
    importer_seeds()
    scenarios = scenario_seeds()
    query_seeds()
    route_seeds(corpus, scenarios)
    dictionaries(corpus, scenarios)
    for t in sorted(os.listdir(OUT)):
        print("%-14s %3d seeds" % (t, len(os.listdir(os.path.join(OUT, t)))))


if __name__ == "__main__":
    main()
