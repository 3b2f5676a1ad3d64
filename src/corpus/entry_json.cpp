#include "corpus/entry_json.h"

#include <stdexcept>

#include "corpus/text.h"

namespace arbiter::corpus {

using nlohmann::json;
using nlohmann::ordered_json;

// ---- writing -------------------------------------------------------------------------------

namespace {

template <class J>
J inlines_json(const std::vector<Inline>& runs) {
  J arr = J::array();
  for (const auto& r : runs) {
    J o = J::object();
    o["text"] = r.text;
    if (r.footnote > 0) o["footnote"] = r.footnote;
    if (!r.symbol.empty()) o["symbol"] = r.symbol;
    arr.push_back(std::move(o));
  }
  return arr;
}

template <class J>
J items_json(const std::vector<ListItem>& items) {
  J arr = J::array();
  for (const auto& it : items) {
    J o = J::object();
    o["text"] = inlines_json<J>(it.text);
    if (!it.children.empty()) o["children"] = items_json<J>(it.children);
    arr.push_back(std::move(o));
  }
  return arr;
}

template <class J>
J block_json(const Block& b) {
  J o = J::object();
  o["type"] = to_string(b.type);
  switch (b.type) {
    case Block::Type::Paragraph: o["text"] = inlines_json<J>(b.text); break;
    case Block::Type::Footnote:
      if (b.footnote_number > 0) o["footnote_number"] = b.footnote_number;
      if (!b.symbol.empty()) o["symbol"] = b.symbol;
      o["text"] = inlines_json<J>(b.text);
      break;
    case Block::Type::Bullets:
    case Block::Type::Steps: o["items"] = items_json<J>(b.items); break;
  }
  return o;
}

template <class J>
J entry_json(const Entry& e) {
  J o = J::object();
  o["id"] = e.id;
  o["game"] = to_string(e.game);
  o["source"] = e.source;
  o["kind"] = to_string(e.kind);
  o["title"] = e.title;
  if (e.title_derived) o["title_derived"] = true;
  if (e.question_missing) o["question_missing"] = true;
  if (e.truncated) o["truncated"] = true;
  if (e.discussion_elsewhere > 0) o["discussion_elsewhere"] = e.discussion_elsewhere;
  if (!e.section_path.empty()) o["section_path"] = e.section_path;
  J answer = J::array();
  for (const auto& b : e.answer) answer.push_back(block_json<J>(b));
  o["answer"] = std::move(answer);
  if (!e.applies_to_text.empty()) o["applies_to_text"] = e.applies_to_text;
  if (!e.applies_to.empty()) {
    J arr = J::array();
    for (const auto& a : e.applies_to) {
      J x = J::object();
      x["product"] = a.product;
      x["printings"] = a.printings;
      arr.push_back(std::move(x));
    }
    o["applies_to"] = std::move(arr);
  }
  o["tags"] = e.tags;
  if (e.tags_omitted > 0) o["tags_omitted"] = e.tags_omitted;
  J mentions = J::array();
  for (const auto& m : e.mentions) {
    J x = J::object();
    x["name"] = m.name;
    x["type"] = m.type;
    if (!m.owner.empty()) x["owner"] = m.owner;
    mentions.push_back(std::move(x));
  }
  o["mentions"] = std::move(mentions);
  o["related"] = e.related;
  o["demos"] = e.demos;
  if (!e.no_demo_reason.empty()) o["no_demo_reason"] = e.no_demo_reason;
  if (!e.asked.empty()) o["asked"] = e.asked;
  if (!e.rests_on.empty()) o["rests_on"] = e.rests_on;
  return o;
}

}  // namespace

void to_json(json& j, const Inline& v) { j = inlines_json<json>({v}).at(0); }
void to_json(json& j, const ListItem& v) { j = items_json<json>({v}).at(0); }
void to_json(json& j, const Block& v) { j = block_json<json>(v); }
void to_json(json& j, const AppliesTo& v) { j = json{{"product", v.product}, {"printings", v.printings}}; }
void to_json(json& j, const Mention& v) {
  j = json{{"name", v.name}, {"type", v.type}};
  if (!v.owner.empty()) j["owner"] = v.owner;
}
void to_json(json& j, const Entry& v) { j = entry_json<json>(v); }
void to_json(ordered_json& j, const Entry& v) { j = entry_json<ordered_json>(v); }

std::string corpus_to_text(const std::vector<Entry>& entries) {
  ordered_json doc = ordered_json::object();
  doc["schema"] = kCorpusSchema;
  ordered_json arr = ordered_json::array();
  for (const auto& e : entries) arr.push_back(entry_json<ordered_json>(e));
  doc["entries"] = std::move(arr);
  return doc.dump(1, ' ', false) + "\n";
}

// ---- reading -------------------------------------------------------------------------------

namespace {

std::string got(const json& j) {
  switch (j.type()) {
    case json::value_t::null: return "null";
    case json::value_t::boolean: return "a boolean";
    case json::value_t::string: return "a string";
    case json::value_t::array: return "an array";
    case json::value_t::object: return "an object";
    case json::value_t::number_float: return "a fractional number";
    default: return "a number";
  }
}

// Reads typed fields of one JSON object and records what was wrong where.
class Reader {
 public:
  Reader(const std::string& file, std::vector<Problem>& problems) : file_(file), problems_(problems) {}

  void problem(const std::string& path, const std::string& message) { problems_.push_back({file_, path, message}); }

  // The member `key` of `obj`, or nullptr (recording a problem if it is required).
  const json* member(const json& obj, const std::string& path, const char* key, bool required, const char* expected) {
    auto it = obj.find(key);
    if (it == obj.end()) {
      if (required) problem(path + "/" + key, std::string("missing required field; expected ") + expected);
      return nullptr;
    }
    return &*it;
  }

  bool expect_object(const json& j, const std::string& path) {
    if (j.is_object()) return true;
    problem(path, "expected an object, got " + got(j));
    return false;
  }

  void string(const json& obj, const std::string& path, const char* key, std::string& out, bool required,
              bool non_empty = false) {
    const char* what = non_empty ? "a non-empty string" : "a string";
    const json* v = member(obj, path, key, required, what);
    if (!v) return;
    if (!v->is_string()) return problem(path + "/" + key, std::string("expected ") + what + ", got " + got(*v));
    out = v->get<std::string>();
    if (non_empty && out.empty()) problem(path + "/" + key, std::string("expected ") + what + ", got \"\"");
  }

  void boolean(const json& obj, const std::string& path, const char* key, bool& out) {
    const json* v = member(obj, path, key, false, "a boolean");
    if (!v) return;
    if (!v->is_boolean()) return problem(path + "/" + key, "expected a boolean, got " + got(*v));
    out = v->get<bool>();
  }

  void count(const json& obj, const std::string& path, const char* key, int& out, bool required = false) {
    const char* what = "a non-negative integer";
    const json* v = member(obj, path, key, required, what);
    if (!v) return;
    if (!v->is_number_integer() || v->get<long long>() < 0 || v->get<long long>() > 1000000)
      return problem(path + "/" + key,
                     std::string("expected ") + what + ", got " + (v->is_number() ? v->dump() : got(*v)));
    out = v->get<int>();
  }

  const json* array(const json& obj, const std::string& path, const char* key, bool required, const char* of) {
    std::string what = std::string("an array of ") + of;
    const json* v = member(obj, path, key, required, what.c_str());
    if (!v) return nullptr;
    if (!v->is_array()) {
      problem(path + "/" + key, "expected " + what + ", got " + got(*v));
      return nullptr;
    }
    return v;
  }

  void strings(const json& obj, const std::string& path, const char* key, std::vector<std::string>& out) {
    const json* arr = array(obj, path, key, false, "strings");
    if (!arr) return;
    for (size_t i = 0; i < arr->size(); ++i) {
      const json& s = (*arr)[i];
      std::string p = path + "/" + key + "/" + std::to_string(i);
      if (!s.is_string()) problem(p, "expected a string, got " + got(s));
      else out.push_back(s.get<std::string>());
    }
  }

  void inlines(const json& obj, const std::string& path, std::vector<Inline>& out) {
    const json* arr = array(obj, path, "text", true, "text runs {\"text\": ...}");
    if (!arr) return;
    for (size_t i = 0; i < arr->size(); ++i) {
      std::string p = path + "/text/" + std::to_string(i);
      const json& r = (*arr)[i];
      if (!expect_object(r, p)) continue;
      Inline in;
      string(r, p, "text", in.text, true);
      count(r, p, "footnote", in.footnote);
      string(r, p, "symbol", in.symbol, false);
      out.push_back(std::move(in));
    }
  }

  void items(const json& obj, const std::string& path, const char* key, bool required, std::vector<ListItem>& out) {
    const json* arr = array(obj, path, key, required, "list items {\"text\": [...]}");
    if (!arr) return;
    for (size_t i = 0; i < arr->size(); ++i) {
      std::string p = path + "/" + key + "/" + std::to_string(i);
      const json& it = (*arr)[i];
      if (!expect_object(it, p)) continue;
      ListItem li;
      inlines(it, p, li.text);
      items(it, p, "children", false, li.children);
      out.push_back(std::move(li));
    }
  }

  void block(const json& b, const std::string& p, std::vector<Block>& out) {
    if (!expect_object(b, p)) return;
    Block blk;
    std::string type;
    string(b, p, "type", type, true);
    auto t = parse_block_type(type);
    if (!t) {
      if (b.contains("type") && b["type"].is_string())
        problem(p + "/type",
                "expected one of \"paragraph\", \"bullets\", \"steps\", \"footnote\", got \"" + type + "\"");
      return;
    }
    blk.type = *t;
    if (blk.type == Block::Type::Paragraph || blk.type == Block::Type::Footnote) inlines(b, p, blk.text);
    else items(b, p, "items", true, blk.items);
    if (blk.type == Block::Type::Footnote) {
      count(b, p, "footnote_number", blk.footnote_number);
      string(b, p, "symbol", blk.symbol, false);
      if (blk.footnote_number == 0 && blk.symbol.empty())
        problem(p, "footnote needs a \"footnote_number\" (positive integer) or a \"symbol\"");
    }
    out.push_back(std::move(blk));
  }

 private:
  const std::string& file_;
  std::vector<Problem>& problems_;
};

}  // namespace

bool read_entry(const json& j, const std::string& path, const std::string& file, Entry& e,
                std::vector<Problem>& problems) {
  size_t before = problems.size();
  Reader r(file, problems);
  if (!r.expect_object(j, path)) return false;
  r.string(j, path, "id", e.id, true, true);
  std::string game, kind;
  r.string(j, path, "game", game, true);
  if (j.contains("game") && j["game"].is_string()) {
    if (auto g = parse_game(game)) e.game = *g;
    else r.problem(path + "/game", "expected \"spirit-island\" or \"l5r-celestial\", got \"" + game + "\"");
  }
  r.string(j, path, "source", e.source, true, true);
  r.string(j, path, "kind", kind, true);
  if (j.contains("kind") && j["kind"].is_string()) {
    if (auto k = parse_kind(kind)) e.kind = *k;
    else r.problem(path + "/kind", "expected one of " + kind_ids() + ", got \"" + kind + "\"");
  }
  r.string(j, path, "title", e.title, true, true);
  r.boolean(j, path, "title_derived", e.title_derived);
  r.boolean(j, path, "question_missing", e.question_missing);
  r.boolean(j, path, "truncated", e.truncated);
  r.count(j, path, "discussion_elsewhere", e.discussion_elsewhere);
  r.strings(j, path, "section_path", e.section_path);
  if (const json* answer = r.array(j, path, "answer", true, "blocks"))
    for (size_t i = 0; i < answer->size(); ++i) r.block((*answer)[i], path + "/answer/" + std::to_string(i), e.answer);
  r.string(j, path, "applies_to_text", e.applies_to_text, false);
  if (const json* arr = r.array(j, path, "applies_to", false, "{\"product\", \"printings\"} objects"))
    for (size_t i = 0; i < arr->size(); ++i) {
      std::string p = path + "/applies_to/" + std::to_string(i);
      const json& a = (*arr)[i];
      if (!r.expect_object(a, p)) continue;
      AppliesTo at;
      r.string(a, p, "product", at.product, true, true);
      if (const json* pr = r.array(a, p, "printings", true, "printing numbers"))
        for (size_t k = 0; k < pr->size(); ++k) {
          const json& n = (*pr)[k];
          if (n.is_number_integer() && n.get<long long>() > 0 && n.get<long long>() < 100)
            at.printings.push_back(n.get<int>());
          else
            r.problem(p + "/printings/" + std::to_string(k),
                      "expected a printing number (1-99), got " + (n.is_number() ? n.dump() : got(n)));
        }
      e.applies_to.push_back(std::move(at));
    }
  r.strings(j, path, "tags", e.tags);
  r.count(j, path, "tags_omitted", e.tags_omitted);
  if (const json* arr = r.array(j, path, "mentions", false, "{\"name\", \"type\"} objects"))
    for (size_t i = 0; i < arr->size(); ++i) {
      std::string p = path + "/mentions/" + std::to_string(i);
      const json& m = (*arr)[i];
      if (!r.expect_object(m, p)) continue;
      Mention mn;
      r.string(m, p, "name", mn.name, true, true);
      r.string(m, p, "type", mn.type, true, true);
      r.string(m, p, "owner", mn.owner, false);
      e.mentions.push_back(std::move(mn));
    }
  r.strings(j, path, "related", e.related);
  r.strings(j, path, "demos", e.demos);
  r.string(j, path, "no_demo_reason", e.no_demo_reason, false);
  r.strings(j, path, "asked", e.asked);
  r.strings(j, path, "rests_on", e.rests_on);
  return problems.size() == before;
}

void from_json(const json& j, Entry& v) {
  std::vector<Problem> problems;
  Entry e;
  if (!read_entry(j, "", "<json>", e, problems)) {
    std::string msg = "invalid corpus entry:";
    for (const auto& p : problems) msg += "\n  " + (p.json_path.empty() ? "/" : p.json_path) + ": " + p.message;
    throw std::runtime_error(msg);
  }
  v = std::move(e);
}

}  // namespace arbiter::corpus
