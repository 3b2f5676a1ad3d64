#include "site/pages.h"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>

#include "corpus/text.h"
#include "corpus/vocabulary.h"
#include "site/demo_html.h"
#include "site/html.h"
#include "site/preview.h"

namespace arbiter::site {

using corpus::Block;
using corpus::Entry;
using corpus::Game;
using corpus::Inline;
using corpus::Kind;
using corpus::ListItem;

namespace {

// Ruling pages load nothing but the site's stylesheet, icon and (when given) its stepper script.
// connect-src 'self': auditors read the site's robots.txt from within the page (Lighthouse's SEO
// audit fails without it); nothing of another origin is reachable.
std::string page_csp(const SiteOptions& o) {
  return std::string("default-src 'none'; style-src 'self'; img-src 'self'; ") +
         (o.script.empty() ? "" : "script-src 'self'; ") + "connect-src 'self'; base-uri 'none'; form-action 'none'";
}
constexpr const char* kThemeColor = "#17181c";
constexpr size_t kDescriptionBytes = 200;
constexpr size_t kTitleChars = 58;

std::string kind_name(Kind k) { return corpus::words(k).page_name; }

std::string answer_heading(Kind k) { return corpus::words(k).answer_heading; }

// Footnote anchors: "fn-1" for numbered notes, "fn-s1", "fn-s2"... for symbolic ones ("†").
class Footnotes {
 public:
  explicit Footnotes(const std::vector<Block>& blocks) {
    for (const auto& b : blocks)
      if (b.type == Block::Type::Footnote) add(key(b.footnote_number, b.symbol));
  }
  // The anchor of a note present on the page, or "" when the page has no such note.
  std::string anchor(int number, const std::string& symbol) const {
    auto it = anchors_.find(key(number, symbol));
    return it == anchors_.end() ? "" : it->second;
  }
  // The id for the note's element: only its first occurrence gets one, so ids stay unique.
  std::string claim_id(int number, const std::string& symbol) {
    auto k = key(number, symbol);
    if (!claimed_.insert(k).second) return "";
    return anchor(number, symbol);
  }

 private:
  static std::string key(int number, const std::string& symbol) {
    return symbol.empty() ? "n" + std::to_string(number) : "s" + symbol;
  }
  void add(const std::string& k) {
    if (anchors_.count(k)) return;
    anchors_[k] = k[0] == 'n' ? "fn-" + k.substr(1) : "fn-s" + std::to_string(++symbols_);
  }
  std::map<std::string, std::string> anchors_;
  std::set<std::string> claimed_;
  int symbols_ = 0;
};

std::string marker_label(int number, const std::string& symbol) {
  return symbol.empty() ? std::to_string(number) : symbol;
}

std::string inline_html(const std::vector<Inline>& runs, const Footnotes& notes) {
  std::string out;
  for (const auto& r : runs) {
    out += escape(r.text);
    if (r.footnote > 0 || !r.symbol.empty()) {
      std::string label = escape(marker_label(r.footnote, r.symbol));
      std::string anchor = notes.anchor(r.footnote, r.symbol);
      out += anchor.empty()
                 ? "<sup>" + label + "</sup>"
                 : "<sup><a href=\"#" + anchor + "\" aria-label=\"Note " + label + "\">" + label + "</a></sup>";
    }
  }
  return out;
}

void list_html(const std::vector<ListItem>& items, bool steps, const Footnotes& notes, std::string& out) {
  out += steps ? "<ol>\n" : "<ul>\n";
  for (const auto& item : items) {
    out += "<li>" + inline_html(item.text, notes);
    if (!item.children.empty()) {
      out += "\n";
      list_html(item.children, false, notes, out);
    }
    out += "</li>\n";
  }
  out += steps ? "</ol>\n" : "</ul>\n";
}

std::string answer_html(const std::vector<Block>& blocks) {
  Footnotes notes(blocks);
  std::string out;
  for (const auto& b : blocks) {
    switch (b.type) {
      case Block::Type::Paragraph: out += "<p>" + inline_html(b.text, notes) + "</p>\n"; break;
      case Block::Type::Bullets: list_html(b.items, false, notes, out); break;
      case Block::Type::Steps: list_html(b.items, true, notes, out); break;
      case Block::Type::Footnote: {
        std::string id = notes.claim_id(b.footnote_number, b.symbol);
        out += "<p class=\"footnote\"" + (id.empty() ? std::string() : " id=\"" + id + "\"") +
               "><span class=\"note-mark\">" + escape(marker_label(b.footnote_number, b.symbol)) + "</span> " +
               inline_html(b.text, notes) + "</p>\n";
        break;
      }
    }
  }
  return out;
}

std::string applies_to_text(const Entry& e) {
  if (!e.applies_to_text.empty()) return e.applies_to_text;
  std::string out;
  for (const auto& a : e.applies_to) {
    if (!out.empty()) out += "; ";
    out += a.product;
    if (a.printings.empty()) {
      out += " (all printings)";
      continue;
    }
    out += " (printing";
    out += a.printings.size() > 1 ? "s " : " ";
    for (size_t i = 0; i < a.printings.size(); ++i) out += (i ? ", " : "") + std::to_string(a.printings[i]);
    out += ")";
  }
  return out;
}

const Entry* find_entry(const std::vector<Entry>& all, const std::string& id) {
  auto it = std::find_if(all.begin(), all.end(), [&](const Entry& e) { return e.id == id; });
  return it == all.end() ? nullptr : &*it;
}

// Browsers and search results cut titles at about 60-70 characters; the page heading keeps the
// whole question. Measured as escaped, the way validators count the source.
std::string short_title(const std::string& title) {
  auto chars = [](const std::string& s) {
    return std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
  };
  size_t budget = kTitleChars;
  std::string t = summary(title, budget);
  while (budget > 10 && static_cast<size_t>(chars(escape(t))) > kTitleChars) t = summary(title, --budget);
  return t;
}

struct Head {
  std::string title;        // the <title>, already including the site name
  std::string share_title;  // og:title / twitter:title
  std::string description;
  std::string path;  // site-relative URL path of the page
  std::string og_type;
  std::string image;  // og:image relative to base ("og/HASH.png"), or "" for the app icon
  std::string image_alt;
};

// The share image: the ruling's preview card (large), else the app icon; both need the origin,
// since unfurlers fetch only absolute URLs.
std::string image_meta(const Head& h, const SiteOptions& o) {
  if (o.origin.empty()) return "<meta name=\"twitter:card\" content=\"summary\">\n";
  if (h.image.empty())
    return "<meta property=\"og:image\" content=\"" + escape(public_url(o.base + "icons/icon-512.png", o)) +
           "\">\n<meta name=\"twitter:card\" content=\"summary\">\n";
  return "<meta property=\"og:image\" content=\"" + escape(public_url(o.base + h.image, o)) +
         "\">\n"
         "<meta property=\"og:image:type\" content=\"image/png\">\n"
         "<meta property=\"og:image:width\" content=\"" +
         std::to_string(kPreviewWidth) +
         "\">\n"
         "<meta property=\"og:image:height\" content=\"" +
         std::to_string(kPreviewHeight) +
         "\">\n"
         "<meta property=\"og:image:alt\" content=\"" +
         escape(h.image_alt) +
         "\">\n"
         "<meta name=\"twitter:card\" content=\"summary_large_image\">\n";
}

std::string head_html(const Head& h, const SiteOptions& o) {
  std::string out =
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<meta http-equiv=\"Content-Security-Policy\" content=\"" +
      escape(page_csp(o)) +
      "\">\n"
      "<title>" +
      escape(h.title) +
      "</title>\n"
      "<meta name=\"description\" content=\"" +
      escape(h.description) + "\">\n";
  if (!o.origin.empty()) out += "<link rel=\"canonical\" href=\"" + escape(public_url(h.path, o)) + "\">\n";
  out += "<meta property=\"og:type\" content=\"" + escape(h.og_type) +
         "\">\n"
         "<meta property=\"og:site_name\" content=\"Arbiter\">\n"
         "<meta property=\"og:title\" content=\"" +
         escape(h.share_title) +
         "\">\n"
         "<meta property=\"og:description\" content=\"" +
         escape(h.description) + "\">\n";
  if (!o.origin.empty()) out += "<meta property=\"og:url\" content=\"" + escape(public_url(h.path, o)) + "\">\n";
  out += image_meta(h, o);
  out += "<meta name=\"twitter:title\" content=\"" + escape(h.share_title) +
         "\">\n"
         "<meta name=\"twitter:description\" content=\"" +
         escape(h.description) +
         "\">\n"
         "<meta name=\"theme-color\" content=\"" +
         std::string(kThemeColor) +
         "\">\n"
         "<link rel=\"icon\" type=\"image/png\" href=\"" +
         escape(o.base + "icons/icon-192.png") +
         "\">\n"
         "<link rel=\"stylesheet\" href=\"" +
         escape(o.base + o.stylesheet) + "\">\n";
  if (!o.script.empty()) out += "<script src=\"" + escape(o.base + o.script) + "\" defer></script>\n";
  out += "</head>\n";
  return out;
}

std::string site_header(const SiteOptions& o) {
  return "<header class=\"site\">\n<a class=\"brand\" href=\"" + escape(o.base) +
         "\">Arbiter</a>\n<nav aria-label=\"Site\"><a href=\"" + escape(o.base + "r/") +
         "\">All rulings</a></nav>\n</header>\n";
}

std::string site_footer() {
  return "<footer class=\"site\">\n<p>Arbiter — searchable Spirit Island and L5R CCG rulings, each demonstrated on a "
         "live board. Rulings are quoted from the official FAQ and rules pages.</p>\n</footer>\n"
         "</body>\n</html>\n";
}

std::string notes_html(const Entry& e) {
  std::string out;
  auto note = [&](const std::string& text) { out += "<p class=\"note\">" + escape(text) + "</p>\n"; };
  if (e.question_missing) note("The source page lost this entry's question line; only the answer survives.");
  else if (e.title_derived) note("The source gives no heading here; the title above is taken from the text.");
  if (e.truncated) note("The answer is cut off in the source page.");
  if (e.discussion_elsewhere > 0) note("The source notes that this was discussed further elsewhere.");
  return out;
}

std::string details_html(const Entry& e) {
  std::string out = "<dl class=\"details\">\n";
  out += "<dt>Game</dt><dd>" + escape(game_name(e.game)) + "</dd>\n";
  std::string source = e.source;
  for (const auto& s : e.section_path) source += " › " + s;
  out += "<dt>Source</dt><dd>" + escape(source) + " (" + escape(kind_name(e.kind)) + ")</dd>\n";
  std::string applies = applies_to_text(e);
  if (!applies.empty()) out += "<dt>Applies to</dt><dd>" + escape(applies) + "</dd>\n";
  if (!e.tags.empty() || e.tags_omitted > 0) {
    out += "<dt>Tags</dt><dd><ul class=\"tags\">";
    for (const auto& t : e.tags) out += "<li>" + escape(t) + "</li>";
    out += "</ul>";
    if (e.tags_omitted > 0)
      out += " <span class=\"more\">and " + std::to_string(e.tags_omitted) + " more not listed by the source</span>";
    out += "</dd>\n";
  }
  if (!e.mentions.empty()) {
    out += "<dt>Mentions</dt><dd><ul class=\"mentions\">";
    for (const auto& m : e.mentions) {
      std::string what = m.type;  // "major-power" -> "major power"
      std::replace(what.begin(), what.end(), '-', ' ');
      if (!m.owner.empty()) what += what.empty() ? m.owner : ", " + m.owner;
      out += "<li>" + escape(m.name) + (what.empty() ? "" : " <span class=\"kind\">(" + escape(what) + ")</span>") +
             "</li>";
    }
    out += "</ul></dd>\n";
  }
  if (!e.asked.empty()) {
    out += "<dt>Also asked as</dt><dd><ul class=\"asked\">";
    for (const auto& q : e.asked) out += "<li>" + escape(q) + "</li>";
    out += "</ul></dd>\n";
  }
  if (!e.rests_on.empty()) {
    std::string pages;
    for (const auto& r : e.rests_on) pages += (pages.empty() ? "" : ", ") + escape(r);
    out += "<dt>Rests on</dt><dd class=\"rests-on\">" + pages + "</dd>\n";
  }
  out += "<dt>Ruling id</dt><dd><code>" + escape(e.id) + "</code></dd>\n";
  out += "</dl>\n";
  return out;
}

std::string related_html(const Entry& e, const std::vector<Entry>& all, const SiteOptions& o) {
  if (e.related.empty()) return "";
  std::string out =
      "<nav class=\"related\" aria-labelledby=\"related-heading\">\n"
      "<h2 id=\"related-heading\">Related rulings</h2>\n<ul>\n";
  for (const auto& id : e.related) {
    const Entry* r = find_entry(all, id);
    if (r && is_page_name(id))
      out += "<li><a href=\"" + escape(ruling_path(id, o)) + "\">" + emphasis_html(r->title) + "</a></li>\n";
    else out += "<li>" + escape(id) + "</li>\n";
  }
  out += "</ul>\n</nav>\n";
  return out;
}

}  // namespace

void check_options(const SiteOptions& o) {
  if (o.base.empty() || o.base.front() != '/' || o.base.back() != '/')
    throw std::invalid_argument("base path must start and end with '/', got '" + o.base + "'");
  if (o.base.find_first_of("\"'<>\\ ?#") != std::string::npos)
    throw std::invalid_argument("base path '" + o.base + "' contains characters that do not belong in a URL path");
  if (!o.origin.empty()) {
    bool scheme = o.origin.rfind("https://", 0) == 0 || o.origin.rfind("http://", 0) == 0;
    size_t host = o.origin.find("://") + 3;
    if (!scheme || o.origin.size() == host || o.origin.find('/', host) != std::string::npos ||
        o.origin.find_first_of("\"'<>\\ ?#") != std::string::npos)
      throw std::invalid_argument("origin must look like https://example.org (no path), got '" + o.origin + "'");
  }
}

std::string game_name(Game g) { return corpus::words(g).full_name; }

std::string emphasis_html(const std::string& text) {
  std::string out;
  for (const auto& span : corpus::emphasis_spans(text))
    out += span.emphasis ? "<em>" + escape(span.text) + "</em>" : escape(span.text);
  return out;
}

std::string ruling_path(const std::string& id, const SiteOptions& o) { return o.base + "r/" + id + "/"; }

std::string app_link(const std::string& id, const SiteOptions& o) { return o.base + "#/r/" + id; }

std::string public_url(const std::string& path, const SiteOptions& o) { return o.origin + path; }

std::string ruling_page(const Entry& e, const std::vector<Entry>& all, const SiteOptions& o, const RulingMedia& media) {
  const std::string title = corpus::without_emphasis(e.title);
  Head head;
  head.title = short_title(title) + " — Arbiter";
  head.share_title = title;
  head.image = media.preview;
  head.image_alt = media.preview_alt;
  head.description = summary(corpus::plain_text(e.answer), kDescriptionBytes);
  if (head.description.empty()) head.description = kind_name(e.kind) + " from " + game_name(e.game) + ": " + e.source;
  head.path = ruling_path(e.id, o);
  head.og_type = "article";

  std::string out = head_html(head, o);
  out += "<body>\n" + site_header(o) + "<main>\n<article>\n";
  out += "<p class=\"kicker\">" + escape(game_name(e.game)) + " · " + escape(e.source) + " · " +
         escape(kind_name(e.kind)) + "</p>\n";
  out += "<h1>" + emphasis_html(e.title) + "</h1>\n";
  bool has_demo = !e.demos.empty() || !media.demos.empty();
  out += "<p class=\"cta\"><a class=\"demo\" href=\"" + escape(app_link(e.id, o)) + "\">" +
         (has_demo ? "Open the live demo" : "Open in the app") + "</a></p>\n";
  if (!has_demo && !e.no_demo_reason.empty())
    out += "<p class=\"note\">No board demonstration: " + escape(e.no_demo_reason) + "</p>\n";
  out += notes_html(e);
  out += "<section class=\"answer\" aria-labelledby=\"answer-heading\">\n<h2 id=\"answer-heading\">" +
         answer_heading(e.kind) + "</h2>\n" + answer_html(e.answer) + "</section>\n";
  SvgSprite sprite;
  out += demos_html(e, media.demos, o, sprite);
  out += details_html(e);
  out += related_html(e, all, o);
  out += "</article>\n" + sprite.sprite() + "</main>\n" + site_footer();
  return out;
}

std::string index_page(const std::vector<Entry>& all, const SiteOptions& o) {
  // Groups in order of first appearance, so the page follows the corpus (and the source documents).
  std::vector<Game> games;
  for (const auto& e : all)
    if (std::find(games.begin(), games.end(), e.game) == games.end()) games.push_back(e.game);

  Head head;
  head.title = "All rulings — Arbiter";
  head.share_title = "Arbiter: every Spirit Island and L5R CCG ruling";
  head.description = "All " + std::to_string(all.size()) +
                     " errata, FAQ answers and rules sections, grouped by game and source page, each with a live "
                     "demonstration in the Arbiter app.";
  head.path = o.base + "r/";
  head.og_type = "website";

  std::string out = head_html(head, o);
  out += "<body>\n" + site_header(o) + "<main>\n<h1>All rulings</h1>\n";
  out += "<p>" + std::to_string(all.size()) + " rulings. <a class=\"demo\" href=\"" + escape(o.base) +
         "\">Open the live app</a> to search them and watch each one play out on a board.</p>\n";
  int group = 0;
  for (Game g : games) {
    std::string gid = "game-" + std::to_string(++group);
    out += "<section aria-labelledby=\"" + gid + "\">\n<h2 id=\"" + gid + "\">" + escape(game_name(g)) + "</h2>\n";
    std::vector<std::string> sources;
    for (const auto& e : all)
      if (e.game == g && std::find(sources.begin(), sources.end(), e.source) == sources.end())
        sources.push_back(e.source);
    for (const auto& s : sources) {
      out += "<h3>" + escape(s) + "</h3>\n<ul class=\"rulings\">\n";
      for (const auto& e : all) {
        if (e.game != g || e.source != s || !is_page_name(e.id)) continue;
        out += "<li><a href=\"" + escape(ruling_path(e.id, o)) + "\">" + emphasis_html(e.title) +
               "</a> <span class=\"kind\">" + escape(kind_name(e.kind)) + "</span></li>\n";
      }
      out += "</ul>\n";
    }
    out += "</section>\n";
  }
  out += "</main>\n" + site_footer();
  return out;
}

}  // namespace arbiter::site
