// The static ruling pages: every piece of corpus text is escaped wherever it lands (element text,
// attribute values, URLs), the page carries what forum previews and screen readers need, and ids
// that cannot be page names are refused.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "site/html.h"
#include "site/pages.h"
#include "site/site.h"
#include "test_paths.h"

using namespace arbiter;
using corpus::Block;
using corpus::Entry;

namespace {

const std::string kHostile = "<script>alert(\"x\")</script> & 'quoted' \"double\" </title><img src=x onerror=alert(1)>";

Entry plain_entry(const std::string& id, const std::string& title) {
  Entry e;
  e.id = id;
  e.title = title;
  e.source = "Invader Actions";
  Block p;
  p.text = {{"Yes. Defend applies to the whole land.", 0, ""}};
  e.answer = {p};
  return e;
}

Entry hostile_entry() {
  Entry e = plain_entry("si-faq-hostile", kHostile);
  e.source = kHostile;
  e.kind = corpus::Kind::Errata;
  e.applies_to_text = kHostile;
  e.tags = {kHostile, "plain tag"};
  e.tags_omitted = 2;
  e.mentions = {{kHostile, kHostile, kHostile}};
  e.section_path = {kHostile};
  e.no_demo_reason = kHostile;
  e.rests_on = {kHostile};
  Block para;
  para.text = {{kHostile, 0, ""}, {"", 0, "<b>"}};
  Block bullets;
  bullets.type = Block::Type::Bullets;
  bullets.items = {{{{kHostile, 0, ""}}, {{{{kHostile, 0, ""}}, {}}}}};
  Block note;
  note.type = Block::Type::Footnote;
  note.symbol = "<b>";
  note.text = {{kHostile, 0, ""}};
  e.answer = {para, bullets, note};
  e.related = {"si-faq-other"};
  return e;
}

size_t count(const std::string& haystack, const std::string& needle) {
  size_t n = 0;
  for (size_t at = haystack.find(needle); at != std::string::npos; at = haystack.find(needle, at + 1)) ++n;
  return n;
}

// Every double-quoted attribute value on the page, e.g. the `content` of each <meta>.
std::vector<std::string> attribute_values(const std::string& html) {
  std::vector<std::string> values;
  for (size_t at = html.find("=\""); at != std::string::npos; at = html.find("=\"", at + 1)) {
    size_t end = html.find('"', at + 2);
    values.push_back(html.substr(at + 2, end - at - 2));
    at = end;
  }
  return values;
}

}  // namespace

TEST_CASE("escape makes text safe as element content and as a quoted attribute value") {
  CHECK(site::escape("<script>") == "&lt;script&gt;");
  CHECK(site::escape("a & b") == "a &amp; b");
  CHECK(site::escape("\"double\" 'single'") == "&quot;double&quot; &#39;single&#39;");
  CHECK(site::escape("&amp;") == "&amp;amp;");
  CHECK(site::escape("“Sworn to Victory” – ◦") == "“Sworn to Victory” – ◦");
  SUBCASE("control characters HTML forbids become spaces; tab and newline stay") {
    CHECK(site::escape(std::string("a\x01"
                                   "b\x7f"
                                   "c\td\ne",
                                   9)) == "a b c\td\ne");
  }
}

TEST_CASE("an id names a page only if it is a plain URL segment") {
  CHECK(site::is_page_name("si-faq-defend-guards-land-and-dahan"));
  CHECK(site::is_page_name("l5r_effects.3"));
  CHECK_FALSE(site::is_page_name(""));
  CHECK_FALSE(site::is_page_name("../../etc"));
  CHECK_FALSE(site::is_page_name(".hidden"));
  CHECK_FALSE(site::is_page_name("a/b"));
  CHECK_FALSE(site::is_page_name("a b"));
  CHECK_FALSE(site::is_page_name("<x>"));
}

TEST_CASE("the description is the answer shortened at a word boundary") {
  CHECK(site::summary("  short\n text ", 100) == "short text");
  std::string cut = site::summary("one two three four five six seven", 20);
  CHECK(cut == "one two three…");
  SUBCASE("never inside a UTF-8 sequence") {
    std::string quotes;
    for (int i = 0; i < 40; ++i) quotes += "“";
    std::string s = site::summary(quotes, 20);
    CHECK(s.size() <= 20);
    CHECK(s == "“““““…");
  }
}

TEST_CASE("hostile corpus text is escaped everywhere on a ruling page") {
  std::vector<Entry> all = {hostile_entry(), plain_entry("si-faq-other", kHostile)};
  site::SiteOptions options;
  options.origin = "https://rules.example.org";
  std::string html = site::ruling_page(all[0], all, options);

  CHECK(count(html, "<script") == 0);
  CHECK(count(html, "<img") == 0);
  CHECK(count(html, "<b>") == 0);
  CHECK(count(html, "</title>") == 1);
  CHECK(count(html, "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;") >= 10);
  SUBCASE("no attribute value can be broken out of") {
    for (const auto& v : attribute_values(html)) {
      CAPTURE(v);
      CHECK(v.find('<') == std::string::npos);
      CHECK(v.find('>') == std::string::npos);
      CHECK(v.find('\'') == std::string::npos);
    }
  }
  SUBCASE("the title lands escaped in <title>, the heading and the share meta") {
    std::string escaped = site::escape(kHostile);
    size_t title = html.find("<title>&lt;script&gt;alert(");
    REQUIRE(title != std::string::npos);
    CHECK(html.find("… — Arbiter</title>", title) < html.find("</head>"));
    CHECK(html.find("</title>", title) - title < 80);
    CHECK(html.find("<h1>" + escaped + "</h1>") != std::string::npos);
    CHECK(html.find("<meta property=\"og:title\" content=\"" + escaped + "\">") != std::string::npos);
    CHECK(html.find("<meta name=\"twitter:title\" content=\"" + escaped + "\">") != std::string::npos);
  }
  SUBCASE("the index escapes titles and sources too") {
    std::string index = site::index_page(all, options);
    CHECK(count(index, "<script") == 0);
    CHECK(count(index, "<img") == 0);
    CHECK(index.find("<h3>" + site::escape(kHostile) + "</h3>") != std::string::npos);
  }
}

TEST_CASE("a ruling page carries its text, share previews, canonical URL and the live-demo link") {
  Entry e = plain_entry("si-faq-defend", "Does Defend protect the Dahan?");
  e.demos = {"si-defend-dahan"};
  e.tags = {"Defend", "Dahan"};
  e.related = {"si-faq-other", "si-faq-missing"};
  Block steps;
  steps.type = Block::Type::Steps;
  steps.items = {{{{"Ravage", 0, ""}}, {}}, {{{"Build", 1, ""}}, {}}};
  Block note;
  note.type = Block::Type::Footnote;
  note.footnote_number = 1;
  note.text = {{"Only in the Core game.", 0, ""}};
  e.answer.push_back(steps);
  e.answer.push_back(note);
  std::vector<Entry> all = {e, plain_entry("si-faq-other", "Other question")};

  SUBCASE("hosted at the root with a known origin") {
    site::SiteOptions o;
    o.origin = "https://rules.example.org";
    std::string html = site::ruling_page(e, all, o);
    CHECK(html.find("<link rel=\"canonical\" href=\"https://rules.example.org/r/si-faq-defend/\">") !=
          std::string::npos);
    CHECK(html.find("<meta property=\"og:url\" content=\"https://rules.example.org/r/si-faq-defend/\">") !=
          std::string::npos);
    CHECK(html.find(
              "<meta name=\"description\" content=\"Yes. Defend applies to the whole land. 1. Ravage 2. Build[1]") !=
          std::string::npos);
    CHECK(html.find("<a class=\"demo\" href=\"/#/r/si-faq-defend\">Open the live demo</a>") != std::string::npos);
    CHECK(html.find("<ol>\n<li>Ravage</li>\n<li>Build<sup><a href=\"#fn-1\"") != std::string::npos);
    CHECK(html.find("<p class=\"footnote\" id=\"fn-1\">") != std::string::npos);
    CHECK(html.find("<a href=\"/r/si-faq-other/\">Other question</a>") != std::string::npos);
    CHECK(html.find("<li>si-faq-missing</li>") != std::string::npos);
    CHECK(html.find("<li>Defend</li><li>Dahan</li>") != std::string::npos);
    CHECK(html.find("Content-Security-Policy") != std::string::npos);
    CHECK(html.find("<script") == std::string::npos);
  }
  SUBCASE("under a sub-path without an origin: root-relative links, no canonical, og:url or og:image") {
    site::SiteOptions o;
    o.base = "/arbiter/";
    std::string html = site::ruling_page(e, all, o);
    CHECK(html.find("rel=\"canonical\"") == std::string::npos);
    CHECK(html.find("og:url") == std::string::npos);
    CHECK(html.find("og:image") == std::string::npos);
    CHECK(html.find("<meta name=\"twitter:card\" content=\"summary\">") != std::string::npos);
    CHECK(html.find("href=\"/arbiter/#/r/si-faq-defend\">Open the live demo") != std::string::npos);
    CHECK(html.find("href=\"/arbiter/pages.css\"") != std::string::npos);
    CHECK(html.find("href=\"/arbiter/r/\">All rulings") != std::string::npos);
  }
  SUBCASE("a long question keeps its full heading but gets a short <title>") {
    e.title =
        "When an Invader Action card is revealed during the Build step and a Dahan was pushed, what happens to it?";
    std::string html = site::ruling_page(e, all, {});
    CHECK(html.find("<h1>" + e.title + "</h1>") != std::string::npos);
    CHECK(html.find("<title>When an Invader Action card is revealed during the…  — Arbiter</title>") ==
          std::string::npos);
    CHECK(html.find("<title>When an Invader Action card is revealed during the… — Arbiter</title>") !=
          std::string::npos);
  }
  SUBCASE("a ruling without a demonstration says why instead of promising one") {
    e.demos.clear();
    e.no_demo_reason = "It is about card wording only.";
    std::string html = site::ruling_page(e, all, {});
    CHECK(html.find("Open the live demo") == std::string::npos);
    CHECK(html.find("Open in the app") != std::string::npos);
    CHECK(html.find("It is about card wording only.") != std::string::npos);
  }
}

TEST_CASE("the index lists every ruling grouped by game, then by source page") {
  Entry a = plain_entry("si-1", "First");
  Entry b = plain_entry("l5r-1", "Effects");
  b.game = corpus::Game::L5rCelestial;
  b.source = "Effects";
  Entry c = plain_entry("si-2", "Second");
  c.source = "Effect Rules";
  std::string html = site::index_page({a, b, c}, {});
  size_t si = html.find("<h2 id=\"game-1\">Spirit Island</h2>");
  size_t l5r = html.find("Legend of the Five Rings CCG (Celestial Edition)</h2>");
  REQUIRE(si != std::string::npos);
  REQUIRE(l5r != std::string::npos);
  CHECK(si < html.find("<h3>Invader Actions</h3>"));
  CHECK(html.find("<h3>Effect Rules</h3>") < l5r);
  CHECK(html.find("href=\"/r/si-2/\">Second</a>") < l5r);
  CHECK(html.find("href=\"/r/l5r-1/\">Effects</a>") > l5r);
}

TEST_CASE("site options are checked before anything is written") {
  site::SiteOptions o;
  o.base = "arbiter";
  CHECK_THROWS_WITH_AS(site::check_options(o), doctest::Contains("must start and end with '/'"), std::invalid_argument);
  o.base = "/a\"b/";
  CHECK_THROWS_AS(site::check_options(o), std::invalid_argument);
  o.base = "/";
  o.origin = "https://example.org/sub";
  CHECK_THROWS_WITH_AS(site::check_options(o), doctest::Contains("no path"), std::invalid_argument);
  o.origin = "ftp://example.org";
  CHECK_THROWS_AS(site::check_options(o), std::invalid_argument);
  o.origin = "http://127.0.0.1:8080";
  CHECK_NOTHROW(site::check_options(o));
}

TEST_CASE("write_site writes one page per ruling plus the index, and refuses unsafe ids") {
  namespace fs = std::filesystem;
  const arbiter::test::ScratchDir scratch("arbiter-site-test");
  const fs::path& dir = scratch.path();
  std::vector<Entry> all = {plain_entry("si-1", "First"), plain_entry("si-2", "Second")};

  SUBCASE("pages and index") {
    auto report = site::write_site(all, dir, {});
    CHECK(report.ruling_pages == 2);
    CHECK(fs::exists(dir / "r/si-1/index.html"));
    CHECK(fs::exists(dir / "r/si-2/index.html"));
    CHECK(fs::exists(dir / "r/index.html"));
    CHECK_FALSE(fs::exists(dir / "sitemap.xml"));
    std::ifstream in(dir / "r/si-2/index.html");
    std::stringstream text;
    text << in.rdbuf();
    CHECK(text.str().find("<h1>Second</h1>") != std::string::npos);
  }
  SUBCASE("a sitemap once the public origin is known") {
    site::SiteOptions o;
    o.origin = "https://rules.example.org";
    o.base = "/arbiter/";
    site::write_site(all, dir, o);
    std::ifstream in(dir / "sitemap.xml");
    std::stringstream text;
    text << in.rdbuf();
    CHECK(text.str().find("<loc>https://rules.example.org/arbiter/r/si-2/</loc>") != std::string::npos);
  }
  SUBCASE("an id that would escape the folder is refused, naming the entry") {
    all.push_back(plain_entry("../../evil", "Evil"));
    CHECK_THROWS_WITH(site::write_site(all, dir, {}), doctest::Contains("'../../evil'"));
    CHECK_FALSE(fs::exists(dir / "r"));
  }
  SUBCASE("a duplicated id is refused") {
    all.push_back(plain_entry("si-1", "Again"));
    CHECK_THROWS_WITH(site::write_site(all, dir, {}), doctest::Contains("appears twice"));
  }
}

TEST_CASE("a rules summary's page says whose words they are and the rulebook pages they rest on") {
  Entry e = plain_entry("si-summary-defend", "Defend: what it reduces");
  e.kind = corpus::Kind::Summary;
  e.rests_on = {"Core rulebook p. 9", "B&C rulebook p. 15"};
  const std::string page = site::ruling_page(e, {e}, site::SiteOptions{});
  CHECK(page.find("Rules summary — Arbiter&#39;s words, not official text") != std::string::npos);
  CHECK(page.find("<dt>Rests on</dt><dd class=\"rests-on\">Core rulebook p. 9, B&amp;C rulebook p. 15</dd>") !=
        std::string::npos);
  SUBCASE("an entry that rests on no pages lists none") {
    Entry faq = plain_entry("si-faq-defend", "Does Defend protect the Dahan?");
    CHECK(site::ruling_page(faq, {faq}, site::SiteOptions{}).find("Rests on") == std::string::npos);
  }
}
