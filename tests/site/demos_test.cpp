// Ruling pages with their demonstrations: every step of every demonstration as a figure with its
// board, anchor and live link; share previews that need the origin; robots.txt; the preview card.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "corpus/loader.h"
#include "site/demo_html.h"
#include "site/demos.h"
#include "site/html.h"
#include "site/pages.h"
#include "site/preview.h"
#include "site/site.h"
#include "test_paths.h"

using namespace arbiter;

namespace {

struct Real {
  std::vector<corpus::Entry> entries;
  std::map<std::string, std::vector<kernel::Trace>> demos;
};

// The real corpus and every demonstration, run once for the suite.
const Real& real() {
  static const Real r = [] {
    Real out;
    auto loaded = corpus::load_corpus_file(test::repo_path("data/corpus.json"));
    REQUIRE(loaded.corpus);
    out.entries = loaded.corpus->entries;
    out.demos = site::run_demos(out.entries, test::repo_path("data"));
    return out;
  }();
  return r;
}

const corpus::Entry& entry_of(const std::string& game_prefix, size_t min_demos) {
  for (const auto& e : real().entries) {
    auto it = real().demos.find(e.id);
    if (e.id.rfind(game_prefix, 0) == 0 && it != real().demos.end() && it->second.size() >= min_demos) return e;
  }
  FAIL("no entry " << game_prefix << " with " << min_demos << " demonstrations");
  throw 0;
}

size_t occurrences(const std::string& s, const std::string& what) {
  size_t n = 0;
  for (size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1)) ++n;
  return n;
}

std::string read(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("a ruling page shows every step of every demonstration with its board, anchor and live link") {
  for (const char* game : {"si-", "l5r-"}) {
    CAPTURE(game);
    const corpus::Entry& e = entry_of(game, 1);
    const auto& demos = real().demos.at(e.id);
    site::RulingMedia media;
    media.demos = demos;
    site::SiteOptions o;
    o.base = "/arbiter/";
    const std::string html = site::ruling_page(e, real().entries, o, media);
    size_t steps = 0;
    for (const auto& t : demos) {
      CHECK(html.find("<section class=\"demo\" id=\"demo-" + t.scenario + "\"") != std::string::npos);
      CHECK(html.find("<strong>Watch:</strong> " + site::escape(t.watch)) != std::string::npos);
      for (size_t i = 0; i < t.steps.size(); ++i, ++steps) {
        const std::string anchor = "<figure id=\"demo-" + t.scenario + "-step-" + std::to_string(i) + "\" class=\"step";
        const size_t at = html.find(anchor);
        REQUIRE(at != std::string::npos);
        const size_t end = html.find("</figure>", at);
        const std::string figure = html.substr(at, end - at);
        CHECK(figure.find("<svg ") != std::string::npos);
        CHECK(figure.find("role=\"img\"") != std::string::npos);
        CHECK(figure.find("<figcaption>") != std::string::npos);
        CHECK(figure.find(site::escape(t.steps[i].log)) != std::string::npos);
        CHECK(figure.find("href=\"/arbiter/#/r/" + e.id + "/demo/" + t.scenario + "/step/" + std::to_string(i) +
                          "\">Open this step live</a>") != std::string::npos);
        CHECK((figure.find("class=\"step key\"") != std::string::npos) == (i == site::key_step(t)));
      }
    }
    CHECK(occurrences(html, "<figure ") == steps);
    CHECK(occurrences(html, "role=\"img\"") == steps);
    SUBCASE("the page's CSP holds: no inline style, every symbol defined once in the sprite") {
      CHECK(html.find("<style") == std::string::npos);
      CHECK(html.find(" style=") == std::string::npos);
      std::set<std::string> ids;
      for (size_t at = html.find("<symbol id=\""); at != std::string::npos; at = html.find("<symbol id=\"", at + 1))
        CHECK(ids.insert(html.substr(at + 12, html.find('"', at + 12) - at - 12)).second);
      for (size_t at = html.find("<use href=\"#"); at != std::string::npos; at = html.find("<use href=\"#", at + 1))
        CHECK(ids.count(html.substr(at + 12, html.find('"', at + 12) - at - 12)) == 1);
    }
  }
}

TEST_CASE("a page without a demonstration has no demonstration section and no sprite") {
  corpus::Entry e = real().entries.front();
  const std::string html = site::ruling_page(e, real().entries, {});
  CHECK(html.find("class=\"demos\"") == std::string::npos);
  CHECK(html.find("<figure") == std::string::npos);
  CHECK(html.find("class=\"sprite\"") == std::string::npos);
}

TEST_CASE("the key step is the last step where the board changed, else the last step") {
  kernel::Trace t;
  t.steps.resize(4);
  t.steps[1].changed = {"A3"};
  t.steps[2].changed = {"A5"};
  CHECK(site::key_step(t) == 2);
  t.steps[3].changed = {"fear"};
  CHECK(site::key_step(t) == 3);
  for (auto& s : t.steps) s.changed.clear();
  CHECK(site::key_step(t) == 3);
  t.steps.clear();
  CHECK(site::key_step(t) == 0);
}

TEST_CASE("share previews: a large board image with an origin, nothing relative without one") {
  const corpus::Entry& e = entry_of("si-", 1);
  site::RulingMedia media;
  media.demos = real().demos.at(e.id);
  site::Preview card = site::preview_card(e, &media.demos.front());
  media.preview = card.name;
  media.preview_alt = card.alt;
  SUBCASE("with an origin: absolute og:image of 1200x630, its alt, summary_large_image, canonical and og:url") {
    site::SiteOptions o;
    o.origin = "https://rules.example.org";
    o.base = "/arbiter/";
    const std::string html = site::ruling_page(e, real().entries, o, media);
    CHECK(html.find("<meta property=\"og:image\" content=\"https://rules.example.org/arbiter/" + card.name + "\">") !=
          std::string::npos);
    CHECK(html.find("<meta property=\"og:image:width\" content=\"1200\">") != std::string::npos);
    CHECK(html.find("<meta property=\"og:image:height\" content=\"630\">") != std::string::npos);
    CHECK(html.find("<meta property=\"og:image:alt\" content=\"" + site::escape(card.alt) + "\">") !=
          std::string::npos);
    CHECK(html.find("<meta name=\"twitter:card\" content=\"summary_large_image\">") != std::string::npos);
    CHECK(html.find("<link rel=\"canonical\" href=\"https://rules.example.org/arbiter/r/" + e.id + "/\">") !=
          std::string::npos);
    CHECK(html.find("<meta property=\"og:url\" content=\"https://rules.example.org/arbiter/r/" + e.id + "/\">") !=
          std::string::npos);
  }
  SUBCASE("without an origin: no image, canonical or og:url, a small card") {
    const std::string html = site::ruling_page(e, real().entries, {}, media);
    CHECK(html.find("og:image") == std::string::npos);
    CHECK(html.find("canonical") == std::string::npos);
    CHECK(html.find("og:url") == std::string::npos);
    CHECK(html.find("<meta name=\"twitter:card\" content=\"summary\">") != std::string::npos);
  }
}

TEST_CASE("the preview card shows the title, the game and the key step's board, and is named by its content") {
  const corpus::Entry& si = entry_of("si-", 1);
  const corpus::Entry& l5r = entry_of("l5r-", 1);
  const auto& si_demo = real().demos.at(si.id).front();
  site::Preview a = site::preview_card(si, &si_demo);
  CHECK(a.svg.find("width=\"1200\" height=\"630\"") != std::string::npos);
  CHECK(a.svg.find(">Spirit Island</text>") != std::string::npos);
  CHECK(a.svg.find("<use ") != std::string::npos);  // the board's pieces
  CHECK(a.name.rfind("og/", 0) == 0);
  CHECK(a.name.size() == std::string("og/0123456789abcdef.png").size());
  CHECK(site::preview_card(si, &si_demo).name == a.name);
  SUBCASE("another board, another name") {
    site::Preview b = site::preview_card(l5r, &real().demos.at(l5r.id).front());
    CHECK(b.name != a.name);
    CHECK(b.svg.find(">Legend of the Five Rings CCG") != std::string::npos);
  }
  SUBCASE("the same ruling with another key step changes the name") {
    kernel::Trace shorter = si_demo;
    REQUIRE(shorter.steps.size() > 1);
    shorter.steps.resize(1);
    CHECK(site::preview_card(si, &shorter).name != a.name);
  }
  SUBCASE("without a demonstration: a title card with no board") {
    site::Preview t = site::preview_card(si, nullptr);
    CHECK(t.svg.find("<use ") == std::string::npos);
    CHECK(t.svg.find(">Arbiter</text>") != std::string::npos);
    CHECK(t.name != a.name);
  }
}

TEST_CASE("write_site always writes robots.txt; with an origin it names the sitemap and writes the cards") {
  namespace fs = std::filesystem;
  const arbiter::test::ScratchDir scratch("arbiter-site-demos-test");
  const fs::path& dir = scratch.path();
  const corpus::Entry& e = entry_of("si-", 1);
  std::vector<corpus::Entry> entries = {e, real().entries.back()};
  std::map<std::string, std::vector<kernel::Trace>> demos = {{e.id, real().demos.at(e.id)}};
  SUBCASE("without an origin") {
    auto report = site::write_site(entries, dir, {}, demos);
    CHECK(read(dir / "robots.txt") == "User-agent: *\nAllow: /\n");
    CHECK(report.previews.empty());
    CHECK_FALSE(fs::exists(dir / "og"));
    size_t steps = 0;
    for (const auto& t : demos.at(e.id)) steps += t.steps.size();
    CHECK(report.demo_steps == steps);
  }
  SUBCASE("with an origin") {
    site::SiteOptions o;
    o.origin = "https://rules.example.org";
    auto report = site::write_site(entries, dir, o, demos);
    CHECK(read(dir / "robots.txt") == "User-agent: *\nAllow: /\nSitemap: https://rules.example.org/sitemap.xml\n");
    REQUIRE(report.previews.size() == 2);  // one board card, one title card
    for (const auto& p : report.previews) CHECK(read(dir / p).rfind("<svg ", 0) == 0);
    // Each page names its own card, and the cards differ.
    const std::string first = read(dir / "r" / e.id / "index.html"),
                      second = read(dir / "r" / entries[1].id / "index.html");
    const std::string a = report.previews[0].stem().string(), b = report.previews[1].stem().string();
    CHECK(a != b);
    CHECK(first.find("og/" + a + ".png") != std::string::npos);
    CHECK(second.find("og/" + b + ".png") != std::string::npos);
  }
}

TEST_CASE("Markdown emphasis becomes <em> on the page and disappears from plain titles") {
  corpus::Entry e = real().entries.front();
  e.title = "If an effect *(e.g., A Year of Perfect Stillness)* skips \"all actions\", what is affected?";
  site::SiteOptions o;
  o.origin = "https://rules.example.org";
  const std::string html = site::ruling_page(e, {e}, o);
  CHECK(html.find("<h1>If an effect <em>(e.g., A Year of Perfect Stillness)</em> skips &quot;all actions&quot;") !=
        std::string::npos);
  CHECK(html.find("*") == std::string::npos);
  CHECK(site::index_page({e}, o).find("<em>(e.g., A Year of Perfect Stillness)</em>") != std::string::npos);
}

TEST_CASE("the stepper script is loaded and allowed only when the site has one") {
  corpus::Entry e = real().entries.front();
  site::SiteOptions o;
  std::string html = site::ruling_page(e, {e}, o);
  CHECK(html.find("<script") == std::string::npos);
  CHECK(html.find("script-src") == std::string::npos);
  o.script = "stepper.0123456789.js";
  html = site::ruling_page(e, {e}, o);
  CHECK(html.find("<script src=\"/stepper.0123456789.js\" defer></script>") != std::string::npos);
  CHECK(html.find("script-src &#39;self&#39;") != std::string::npos);
}
