#include "corpus/import/source_parser.h"

#include <filesystem>
#include <functional>
#include <optional>
#include <regex>
#include <set>

#include "corpus/import/text_util.h"

namespace arbiter::corpus::import {

// A run of digits from a source as a number, saturated: a crafted run can be longer than an int
// (std::stoi would throw) and every count the corpus stores is at most 1,000,000.
static int to_number(const std::string& digits) { return digits.size() > 6 ? 999999 : std::stoi(digits); }

namespace {

const std::string kDagger = "\xE2\x80\xA0";     // †
const std::string kBullet = "\xE2\x80\xA2";     // •
const std::string kSubBullet = "\xE2\x97\xA6";  // ◦

// ---- answer blocks ---------------------------------------------------------------------------

// Footnote markers a block of text may carry: numbers defined by "N = ..." lines (glued to the
// word before them, "Sworn to Victory1"), "[N]" in the wiki, and "[†]" / "(†)".
struct Markers {
  std::set<int> numbers;
  bool dagger = false;
  bool bracketed_numbers = false;
};

std::vector<Inline> to_runs(const std::string& text, const Markers& m) {
  std::vector<Inline> runs(1);
  auto mark = [&](int n, const std::string& sym) {
    if (runs.back().footnote || !runs.back().symbol.empty()) runs.emplace_back();
    runs.back().footnote = n;
    runs.back().symbol = sym;
    runs.emplace_back();
  };
  size_t i = 0;
  while (i < text.size()) {
    if (m.dagger && (text.compare(i, 5, "[" + kDagger + "]") == 0 || text.compare(i, 5, "(" + kDagger + ")") == 0)) {
      mark(0, kDagger);
      i += 5;
      continue;
    }
    if (m.bracketed_numbers && text[i] == '[') {
      size_t j = i + 1;
      while (j < text.size() && is_digit(text[j])) ++j;
      if (j > i + 1 && j < text.size() && text[j] == ']') {
        mark(to_number(text.substr(i + 1, j - i - 1)), "");
        i = j + 1;
        continue;
      }
    }
    if (!m.numbers.empty() && is_digit(text[i]) && i > 0 && is_alpha(text[i - 1])) {
      size_t j = i;
      while (j < text.size() && is_digit(text[j])) ++j;
      int n = to_number(text.substr(i, j - i));
      if ((j == text.size() || !is_alnum(text[j])) && m.numbers.count(n)) {
        mark(n, "");
        i = j;
        continue;
      }
    }
    runs.back().text += text[i++];
  }
  if (runs.size() > 1 && runs.back().text.empty() && runs.back().footnote == 0 && runs.back().symbol.empty())
    runs.pop_back();
  return runs;
}

const std::regex kFootnoteNumbered(R"(^(\d+) = (.*)$)");
const std::regex kStep(R"(^ {2,}(\d+)\. (.*)$)");

struct ListLine {
  bool steps = false;
  int level = 0;
  std::string text;
};

std::optional<ListLine> list_line(const std::string& line) {
  size_t indent = line.find_first_not_of(' ');
  if (indent == std::string::npos || indent < 2) return std::nullopt;
  std::string rest = line.substr(indent);
  if (starts_with(rest, kBullet) || starts_with(rest, kSubBullet)) {
    bool sub = starts_with(rest, kSubBullet);
    int level = static_cast<int>(indent - 2) / 2;
    if (sub && level == 0) level = 1;
    return ListLine{false, level, trim(rest.substr(3))};
  }
  std::smatch m;
  if (std::regex_match(line, m, kStep)) return ListLine{true, 0, m[2].str()};
  return std::nullopt;
}

void add_item(std::vector<ListItem>& items, int level, ListItem item) {
  if (level == 0 || items.empty()) {
    items.push_back(std::move(item));
    return;
  }
  add_item(items.back().children, level - 1, std::move(item));
}

}  // namespace

std::vector<Block> build_blocks(const std::vector<std::string>& lines, bool wiki_markers) {
  Markers markers;
  markers.bracketed_numbers = wiki_markers;
  for (const auto& l : lines) {
    std::smatch m;
    std::string t = trim(l);
    if (std::regex_match(t, m, kFootnoteNumbered) && to_number(m[1].str()) > 0)
      markers.numbers.insert(to_number(m[1].str()));
    if (starts_with(t, "[" + kDagger + "] ") || starts_with(t, "(" + kDagger + ") = ")) markers.dagger = true;
  }
  std::vector<Block> blocks;
  for (const auto& line : lines) {
    std::string t = trim(line);
    if (t.empty()) continue;
    if (auto li = list_line(line)) {
      auto type = li->steps ? Block::Type::Steps : Block::Type::Bullets;
      if (blocks.empty() || blocks.back().type != type) {
        blocks.emplace_back();
        blocks.back().type = type;
      }
      ListItem item;
      item.text = to_runs(li->text, markers);
      add_item(blocks.back().items, li->level, std::move(item));
      continue;
    }
    Block b;
    std::smatch m;
    if (std::regex_match(t, m, kFootnoteNumbered) && to_number(m[1].str()) > 0) {  // "0 = ..." is no footnote
      b.type = Block::Type::Footnote;
      b.footnote_number = to_number(m[1].str());
      b.text = to_runs(m[2].str(), markers);
    } else if (starts_with(t, "[" + kDagger + "] ")) {
      b.type = Block::Type::Footnote;
      b.symbol = kDagger;
      b.text = to_runs(t.substr(6), markers);
    } else if (starts_with(t, "(" + kDagger + ") = ")) {
      b.type = Block::Type::Footnote;
      b.symbol = kDagger;
      b.text = to_runs(t.substr(8), markers);
    } else {
      b.text = to_runs(t, markers);
    }
    blocks.push_back(std::move(b));
  }
  return blocks;
}

namespace {

// ---- titles for entries whose question or heading is missing ----------------------------------

std::string derived_title(const std::vector<std::string>& body) {
  std::string first;
  for (const auto& l : body)
    if (!trim(l).empty()) {
      first = trim(l);
      break;
    }
  // Drop the connective that shows the paragraph continues an answer we don't have.
  static const char* kLeads[] = {"However, ",    "So, e.g., ",  "For example, ", "Nevertheless, ",
                                 "In general, ", "Similarly, ", "Also, ",        "Thus, "};
  for (const char* lead : kLeads)
    if (starts_with(first, lead)) {
      first = first.substr(std::string(lead).size());
      break;
    }
  size_t end = first.find(". ");
  if (end != std::string::npos) first = first.substr(0, end);
  if (!first.empty() && first.back() == '.') first.pop_back();
  auto words = split_words_keep(first);
  std::string out;
  const size_t kMaxWords = 12;
  for (size_t i = 0; i < words.size() && i < kMaxWords; ++i) out += (i ? " " : "") + words[i];
  if (words.size() > kMaxWords) {
    while (!out.empty() && (out.back() == ',' || out.back() == ';')) out.pop_back();
    out += "\xE2\x80\xA6";  // …
  }
  if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
  return out;
}

struct Draft {
  Entry e;
  std::vector<std::string> body;
  bool open = false;
};

const std::regex kPrinting(R"(^(.+?) - (all printings|(\d+)(st|nd|rd|th)( and (\d+)(st|nd|rd|th))? printings?)$)");

bool is_tags_line(const std::string& t) { return starts_with(t, "Tags:"); }

// "(Discussion elsewhere) (Discussion elsewhere)  Tags: ..." -> count 2, rest "Tags: ..."
int strip_discussion(std::string& t) {
  static const std::string kMarker = "(Discussion elsewhere)";
  int n = 0;
  while (starts_with(t, kMarker)) {
    t = trim(t.substr(kMarker.size()));
    ++n;
  }
  return n;
}

void parse_tags(const std::string& t, Entry& e) {
  std::string list = trim(t.substr(5));
  std::vector<std::string> tags;
  std::string cur;
  int depth = 0;
  for (size_t i = 0; i < list.size(); ++i) {
    char c = list[i];
    if (c == '(') ++depth;
    if (c == ')') --depth;
    if (c == ',' && depth == 0) {
      tags.push_back(trim(cur));
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!trim(cur).empty()) tags.push_back(trim(cur));
  static const std::regex kMore(R"(^(\d+) more\.\.\.$)");
  std::smatch m;
  if (!tags.empty() && std::regex_match(tags.back(), m, kMore)) {
    e.tags_omitted = to_number(m[1].str());
    tags.pop_back();
  }
  e.tags = tags;
}

bool ends_open(const std::vector<std::string>& body) {
  for (auto it = body.rbegin(); it != body.rend(); ++it) {
    std::string t = trim(*it);
    if (!t.empty()) return t.back() == ':';
  }
  return true;  // no answer at all
}

void finish(Draft& d, std::vector<Entry>& out, bool complete) {
  if (!d.open) return;
  d.open = false;
  Entry& e = d.e;
  if (!complete && ends_open(d.body)) e.truncated = true;
  e.answer = build_blocks(d.body, false);
  if (e.kind == Kind::Fragment) {
    e.title = derived_title(d.body);
    e.title_derived = true;
    e.question_missing = true;
  }
  out.push_back(std::move(e));
  d.body.clear();
}

// ---- official FAQ pages -------------------------------------------------------------------------

// The page's name from its first line; a blank one is reported and the file's name stands in, so
// no entry is left without a source.
std::string page_name(const std::vector<std::string>& lines, const std::string& file, std::vector<Problem>& problems) {
  std::string name = trim(lines.at(0));
  if (name.empty()) {
    problems.push_back({file, "line 1", "expected the page's name on the first line, found a blank line"});
    name = std::filesystem::path(file).stem().string();
    if (name.empty()) name = "Untitled page";
  }
  return name;
}

ParsedSource parse_faq_page(const std::vector<std::string>& lines, const std::string& file,
                            std::vector<Problem>& problems) {
  ParsedSource ps;
  ps.source = page_name(lines, file, problems);
  enum class Section { None, Errata, Faq } section = Section::None;
  Draft d;
  std::string heading;
  auto start = [&](Kind kind, const std::string& title) {
    d = Draft{};
    d.open = true;
    d.e.game = Game::SpiritIsland;
    d.e.source = ps.source;
    d.e.kind = kind;
    d.e.title = title;
  };
  for (size_t i = 1; i < lines.size(); ++i) {
    std::string t = trim(lines[i]);
    if (t.empty()) continue;
    if (t == "Errata / Updates" || t == "Frequently Asked Questions") {
      finish(d, ps.entries, false);
      section = t == "Errata / Updates" ? Section::Errata : Section::Faq;
      continue;
    }
    int discussion = strip_discussion(t);
    if (discussion && d.open) d.e.discussion_elsewhere += discussion;
    if (t.empty()) continue;
    if (is_tags_line(t)) {
      if (!d.open) {
        problems.push_back({file, "line " + std::to_string(i + 1),
                            "Tags line with no ruling before it; expected a question or erratum first"});
        continue;
      }
      parse_tags(t, d.e);
      finish(d, ps.entries, true);
      continue;
    }
    if (section == Section::Errata) {
      std::smatch m;
      if (std::regex_match(t, m, kPrinting)) {
        finish(d, ps.entries, true);
        heading = t;
        continue;
      }
      size_t sep = t.find(" -- ");
      if (!d.open && sep != std::string::npos) {
        std::string title = trim(t.substr(0, sep));
        if (!title.empty() && title.back() == ':') title.pop_back();
        start(Kind::Errata, title);
        d.e.applies_to_text = heading;
        d.e.applies_to = parse_applies_to(heading);
        if (heading.empty())
          problems.push_back(
              {file, "line " + std::to_string(i + 1),
               "erratum without a printing heading; expected e.g. \"Core game - 1st printing\" before it"});
        d.body.push_back(trim(t.substr(sep + 4)));
        continue;
      }
      if (!d.open) {
        problems.push_back(
            {file, "line " + std::to_string(i + 1), "text outside any erratum; expected \"title -- text\""});
        continue;
      }
      d.body.push_back(lines[i]);
      continue;
    }
    if (section == Section::None) {
      problems.push_back(
          {file, "line " + std::to_string(i + 1),
           "text before the first section; expected \"Errata / Updates\" or \"Frequently Asked Questions\""});
      continue;
    }
    if (is_question(t)) {
      finish(d, ps.entries, false);
      start(Kind::Faq, t);
      continue;
    }
    if (!d.open) start(Kind::Fragment, "");
    d.body.push_back(lines[i]);
  }
  finish(d, ps.entries, false);
  return ps;
}

// ---- reference pages, the wiki page and the L5R rules --------------------------------------------

bool heading_shape(const std::string& t) {
  if (t.empty() || t.size() > 60) return false;
  char last = t.back();
  if (last == '.' || last == ':' || last == ';' || last == ',') return false;
  if (starts_with(t, "Example") || starts_with(t, kBullet) || ends_with(t, ".png")) return false;
  unsigned char first = static_cast<unsigned char>(t[0]);
  return (first >= 'A' && first <= 'Z') || is_digit(t[0]) || first >= 0x80 || t[0] == '"';
}

// "Action Modifiers" after the group "Action Trees": same first word, same length, plural — a
// sibling of the group, not a member ("Action Tree" and "Nested Action" are members).
bool is_peer_heading(const std::string& title, const std::string& group) {
  auto a = split_words_keep(title), b = split_words_keep(group);
  return a.size() == b.size() && a.size() > 1 && a.front() == b.front() && ends_with(title, "s");
}

struct Layout {
  Game game = Game::SpiritIsland;
  std::string source;
  std::string intro_title;
  bool intro_title_derived = false;
  size_t first_line = 0;
  bool wiki = false;  // "[1]" markers, footnote list at the end
  bool l5r = false;   // a double blank line before a paragraph means its heading was lost
};

ParsedSource parse_sections(const std::vector<std::string>& lines, const Layout& lay) {
  ParsedSource ps;
  ps.game = lay.game;
  ps.source = lay.source;
  size_t n = lines.size();
  auto blank = [&](size_t i) { return i >= n || trim(lines[i]).empty(); };
  auto is_heading = [&](size_t i) {
    return !blank(i) && (i == lay.first_line || blank(i - 1)) && blank(i + 1) && heading_shape(trim(lines[i]));
  };
  auto next_nonblank = [&](size_t i) {
    while (i < n && blank(i)) ++i;
    return i;
  };

  struct Section {
    std::string title;
    bool derived = false;
    std::vector<std::string> path;
    std::vector<std::string> body;
  };
  std::vector<Section> sections;
  sections.push_back({lay.intro_title, lay.intro_title_derived, {}, {}});
  std::vector<std::string> group;
  std::vector<std::pair<int, std::string>> wiki_footnotes;
  static const std::regex kWikiFootnote(R"(^\s+(\d+)\. (?:(?:\d+\.\d+ )+)?(.*)$)");
  int blanks = 0;
  bool in_footnotes = false;
  for (size_t i = lay.first_line; i < n; ++i) {
    std::string t = trim(lines[i]);
    if (t.empty()) {
      ++blanks;
      continue;
    }
    int blanks_before = blanks;
    blanks = 0;
    if (is_page_furniture(t)) continue;
    std::smatch m;
    if (lay.wiki && (in_footnotes || blanks_before >= 2) && std::regex_match(lines[i], m, kWikiFootnote)) {
      in_footnotes = true;
      wiki_footnotes.emplace_back(to_number(m[1].str()), trim(m[2].str()));
      continue;
    }
    if (is_heading(i)) {
      size_t nx = next_nonblank(i + 1);
      if (nx < n && is_heading(nx)) {
        group = {t};  // a heading with no text of its own groups the sections after it
        continue;
      }
      if (!group.empty() && is_peer_heading(t, group.front())) group.clear();
      sections.push_back({t, false, group, {}});
      continue;
    }
    if (lay.l5r && blanks_before >= 2 && !sections.back().body.empty()) {
      sections.push_back({"", true, group, {}});
    }
    sections.back().body.push_back(lines[i]);
  }

  for (auto& s : sections) {
    if (s.body.empty()) continue;
    // A worked example ("A ... example of ...:" then "Initial action: X") is its own entry.
    std::vector<std::vector<std::string>> parts{s.body};
    std::string example_title;
    for (size_t k = 1; k < s.body.size(); ++k)
      if (starts_with(trim(s.body[k]), "Initial action:") &&
          to_lower(s.body[k - 1]).find("example") != std::string::npos) {
        parts = {std::vector<std::string>(s.body.begin(), s.body.begin() + k - 1),
                 std::vector<std::string>(s.body.begin() + k - 1, s.body.end())};
        example_title = "Example " + to_lower(s.title) + ": " + trim(trim(s.body[k]).substr(15));
        break;
      }
    for (size_t p = 0; p < parts.size(); ++p) {
      if (parts[p].empty()) continue;
      Entry e;
      e.game = lay.game;
      e.source = lay.source;
      e.kind = Kind::Rule;
      e.section_path = s.path;
      if (p == 1) {
        e.title = example_title;
        e.title_derived = true;
        e.section_path.push_back(s.title);
      } else {
        e.title = s.title.empty() ? derived_title(parts[p]) : s.title;
        e.title_derived = s.derived;
      }
      e.answer = build_blocks(parts[p], lay.wiki);
      ps.entries.push_back(std::move(e));
    }
  }

  // Wiki footnotes go to every entry whose text carries their marker.
  for (auto& e : ps.entries) {
    std::set<int> used;
    auto collect = [&](const std::vector<Inline>& runs) {
      for (const auto& r : runs)
        if (r.footnote > 0) used.insert(r.footnote);
    };
    std::function<void(const std::vector<ListItem>&)> walk = [&](const std::vector<ListItem>& items) {
      for (const auto& it : items) {
        collect(it.text);
        walk(it.children);
      }
    };
    for (const auto& b : e.answer) {
      collect(b.text);
      walk(b.items);
    }
    for (const auto& [num, text] : wiki_footnotes)
      if (used.count(num)) {
        Block b;
        b.type = Block::Type::Footnote;
        b.footnote_number = num;
        b.text = {Inline{text, 0, ""}};
        e.answer.push_back(std::move(b));
      }
  }
  return ps;
}

std::vector<std::string> split_lines(std::string_view text) {
  std::vector<std::string> lines;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string line(text.substr(start, end - start));
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(std::move(line));
    if (end == text.size()) break;
    start = end + 1;
  }
  return lines;
}

}  // namespace

bool is_page_furniture(std::string_view line) {
  std::string t = trim(std::string(line));
  return t == "From Spirit Island Wiki" || t == "Jump to navigation Jump to search" || t == "Errata / Updates" ||
         t == "Frequently Asked Questions" ||
         (ends_with(t, ".png") && t.find(' ') != std::string::npos && t.size() < 60 &&
          t.find(':') == std::string::npos);
}

bool is_question(std::string_view line) {
  std::string t = trim(std::string(line));
  if (ends_with(t, "?")) return true;
  // "...? (eg: counting ... as a Beasts?)" — a question with a parenthetical example after it.
  return ends_with(t, ")") && t.find("? (") != std::string::npos;
}

std::vector<AppliesTo> parse_applies_to(std::string_view heading_view) {
  std::string heading(heading_view);
  std::smatch m;
  if (!std::regex_match(heading, m, kPrinting)) return {};
  std::vector<int> printings;
  static const std::regex kOrdinal(R"((\d+)(st|nd|rd|th))");
  std::string p = m[2].str();
  for (std::sregex_iterator it(p.begin(), p.end(), kOrdinal), end; it != end; ++it) {
    const int n = to_number((*it)[1].str());
    if (n < 1 || n > 99) return {};  // not a printing the corpus can name (1-99)
    printings.push_back(n);
  }
  std::vector<AppliesTo> out;
  std::string products = m[1].str();
  size_t start = 0;
  while (start <= products.size()) {
    size_t comma = products.find(", ", start);
    std::string prod = trim(products.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (!prod.empty()) out.push_back({prod, printings});
    if (comma == std::string::npos) break;
    start = comma + 2;
  }
  return out;
}

ParsedSource parse_source(std::string_view text, const std::string& file, std::vector<Problem>& problems) {
  auto lines = split_lines(text);
  while (!lines.empty() && trim(lines.back()).empty()) lines.pop_back();
  if (lines.empty()) {
    problems.push_back(
        {file, "", "source document is empty; expected an FAQ page, a rules page or the L5R rules text"});
    return {};
  }
  bool faq = false;
  for (const auto& l : lines)
    if (trim(l) == "Errata / Updates" || trim(l) == "Frequently Asked Questions") faq = true;
  if (faq) return parse_faq_page(lines, file, problems);

  Layout lay;
  if (trim(lines[0]) == "From Spirit Island Wiki") {
    // The wiki export has no title line; the article opens "An Action is ...".
    lay.wiki = true;
    lay.first_line = 1;
    static const std::regex kSubject(R"(^(?:An?|The) ([A-Z][\w-]*(?: [A-Z][\w-]*)*) is\b.*)");
    std::smatch m;
    for (size_t i = 1; i < lines.size() && lay.source.empty(); ++i) {
      std::string t = trim(lines[i]);
      if (!t.empty() && !is_page_furniture(t)) {
        if (std::regex_match(t, m, kSubject)) lay.source = m[1].str();
        else break;
      }
    }
    if (lay.source.empty()) {
      problems.push_back(
          {file, "line 3", "wiki page whose first sentence does not name its subject; expected \"An X is ...\""});
      lay.source = "Wiki";
    }
    lay.intro_title = lay.source;
    lay.intro_title_derived = true;
  } else if (std::string(text).find("Celestial Edition") != std::string::npos) {
    // The L5R export lost its section title; its first sentence says what the section covers.
    lay.game = Game::L5rCelestial;
    lay.l5r = true;
    static const std::regex kScope(R"(This section contains rules covering .* of (\w+)\.)");
    std::smatch m;
    std::string first = lines[0];
    lay.source = std::regex_search(first, m, kScope) ? capitalize(m[1].str()) : "Rules";
    lay.intro_title = lay.source;
    lay.intro_title_derived = true;
  } else {
    lay.source = page_name(lines, file, problems);
    lay.intro_title = lay.source;
    lay.first_line = 1;
  }
  return parse_sections(lines, lay);
}

}  // namespace arbiter::corpus::import
