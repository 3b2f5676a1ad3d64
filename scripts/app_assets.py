#!/usr/bin/env python3
"""Builds the app's data bundle and font subset into a site folder (called by scripts/site.sh).

data/bundle.json  = {"corpus": data/corpus.json, "synonyms": data/synonyms.json,
                     "scenarios": [every data/scenarios/**/*.json as "text", its id, title, watch,
                                   demonstrates copied beside it],
                     "game_data": [data/si/*.json, data/l5r/*.json]}, minified; missing parts are null/[]
fonts/ui.ttf, fonts/ui-bold.ttf = DejaVu Sans (Debian fonts-dejavu-core) cut down to the characters
of the corpus, the source documents and the app's own labels, without hinting (ImGui ignores it).
"""
import glob
import json
import os
import sys

from fontTools import subset

repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
out = sys.argv[1]
font_dir = os.environ.get("ARBITER_FONT_DIR", "/usr/share/fonts/truetype/dejavu")


def read_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def minified(path):
    """A JSON file's text without its layout (the loaders report JSON paths, not lines); a file
    that is not JSON goes as it is, for the app to report with its name."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    try:
        return json.dumps(json.loads(text), ensure_ascii=False, separators=(",", ":"))
    except ValueError:
        return text


def scenario(path):
    """A scenario file, with what the app lists before it runs one (id, title, what to watch, the
    rulings it demonstrates) copied beside it, so the page need not parse every scenario to start.
    The file itself is the last member, "text": its JSON as it is, which the app keeps as a byte
    range of the bundle (as a JSON string its every quote was escaped: 2.8 KB more brotli). A file
    that is not JSON goes as a string without the copies, for the app to parse and report."""
    entry = dict(file=os.path.relpath(path, repo))
    text = minified(path)
    try:
        doc = json.loads(text)
    except ValueError:
        return dict(entry, text=text)
    if isinstance(doc, dict):
        entry.update({k: doc[k] for k in ("id", "title", "watch", "demonstrates") if k in doc})
    entry["text"] = doc
    return entry


def bundle():
    corpus = os.path.join(repo, "data", "corpus.json")
    synonyms = os.path.join(repo, "data", "synonyms.json")
    game_data = sorted(glob.glob(os.path.join(repo, "data", "si", "*.json")) +
                       glob.glob(os.path.join(repo, "data", "l5r", "*.json")))
    scenario_files = sorted(glob.glob(os.path.join(repo, "data", "scenarios", "**", "*.json"), recursive=True))
    data = {
        "corpus": read_json(corpus) if os.path.exists(corpus) else None,
        "synonyms": read_json(synonyms) if os.path.exists(synonyms) else None,
        "scenarios": [scenario(p) for p in scenario_files],
        # The game models' own data (boards, card libraries), read by the engine as files.
        "game_data": [dict(file=os.path.relpath(p, os.path.join(repo, "data")), text=minified(p))
                      for p in game_data],
    }
    os.makedirs(os.path.join(out, "data"), exist_ok=True)
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    with open(os.path.join(out, "data", "bundle.json"), "w", encoding="utf-8") as f:
        f.write(text)
    return text


# Characters the app draws itself (UI labels, icons, step controls) besides the corpus text.
UI_CHARS = (
    "".join(chr(c) for c in range(0x20, 0x7F))
    + "’‘“”–—•◦…·×÷±≤≥→←↑↓↔⇄↺↻▶◀▸◂▾▴■□▲△●○◆◇★☆✓✗✔✘⚑⚐☀☾⌕⏎¹²³⁴⁵⁶⁷⁸⁹⁰"
    + "☣♣♞⚠✿⚔☠☰✎✕◉◎⬢✦☼◐⌂❚−"
    + "".join(chr(c) for c in range(0xA0, 0x100))
)
# Latin-1 only beyond that: every character of the bundle (rulings, scenarios, card texts) is added
# below, so everything the app ships draws;
# Latin Extended-A for text a player types was 4.6 KB brotli of the two fonts (the search box
# itself is HTML and draws any script).


def font(corpus_text):
    chars = set(UI_CHARS)
    chars.update(corpus_text)
    for src in glob.glob(os.path.join(repo, "..", "shared", "sources", "*.txt")):
        with open(src, encoding="utf-8") as f:
            chars.update(f.read())
    chars = {c for c in chars if ord(c) >= 0x20}
    os.makedirs(os.path.join(out, "fonts"), exist_ok=True)
    for name, target in (("DejaVuSans.ttf", "ui.ttf"), ("DejaVuSans-Bold.ttf", "ui-bold.ttf")):
        opts = subset.Options()
        opts.hinting = False
        opts.layout_features = []
        opts.name_IDs = [1, 2]
        opts.notdef_outline = True
        opts.desubroutinize = True
        sub = subset.Subsetter(opts)
        f = subset.load_font(os.path.join(font_dir, name), opts)
        sub.populate(unicodes=[ord(c) for c in chars])
        sub.subset(f)
        subset.save_font(f, os.path.join(out, "fonts", target), opts)


if __name__ == "__main__":
    font(bundle())
    print(f"[assets] data/bundle.json and fonts/ into {out}")
