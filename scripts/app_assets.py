#!/usr/bin/env python3
"""Builds the app's data bundle and font subset into a site folder (called by scripts/site.sh).

data/bundle.json  = {"corpus": data/corpus.json, "synonyms": data/synonyms.json,
                     "scenarios": [for every data/scenarios/**/*.json: its file, id, title and
                                   demonstrates, and "src", the site file holding its text],
                     "game_data": [data/si/*.json, data/l5r/*.json]}, minified; missing parts are null/[]
data/s/GAME/ID.json = each scenario's text, minified (web/tools/build-site.mjs gives it a content-hashed
                    name, precached by the service worker); the app fetches it when a route or a click
                    first needs that demonstration (docs/startup.md), so the start downloads only the
                    one it shows; GAME (the scenario's "game") says which game model's module
                    (arbiter.GAME.wasm, scripts/split_wasm.py) the page loads with it
fonts/ui.ttf, fonts/ui-bold.ttf = DejaVu Sans (Debian fonts-dejavu-core) cut down to the characters
of the corpus, the source documents and the app's own labels, without hinting (ImGui ignores it).
"""
import glob
import json
import os
import re
import sys

from fontTools import subset

repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
out = sys.argv[1]
font_dir = os.environ.get("ARBITER_FONT_DIR", "/usr/share/fonts/truetype/dejavu")
# A scenario id that can name its file (and the routes' pattern, src/app/routes.h, reads).
SAFE_ID = re.compile(r"[A-Za-z0-9._-]+")
shipped_texts = []  # the scenario files written beside the bundle: the font draws their characters too


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
    """A scenario's entry in the bundle: what the app lists before it runs one (id, title, the
    rulings it demonstrates) and "src", the site file of its text (data/s/GAME/ID.json),
    which the app fetches when it first runs it. A file that is not JSON (or has no id) goes
    whole into the bundle as "text", a string, for the app to parse and report with its name."""
    entry = dict(file=os.path.relpath(path, repo))
    text = minified(path)
    try:
        doc = json.loads(text)
    except ValueError:
        return dict(entry, text=text)
    if not isinstance(doc, dict) or not isinstance(doc.get("id"), str) or not SAFE_ID.fullmatch(doc["id"]):
        return dict(entry, text=text)
    entry.update({k: doc[k] for k in ("id", "title", "demonstrates") if k in doc})
    game = doc.get("game")
    entry["src"] = f"data/s/{game}/{doc['id']}.json" if isinstance(game, str) and SAFE_ID.fullmatch(game) else f"data/s/{doc['id']}.json"
    target = os.path.join(out, entry["src"])
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "w", encoding="utf-8") as f:
        f.write(text)
    shipped_texts.append(text)
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
    font(bundle() + "".join(shipped_texts))
    print(f"[assets] data/bundle.json, data/s/ ({len(shipped_texts)} scenarios) and fonts/ into {out}")
