// Relevance on the real corpus: what players type at the table (misspelled, paraphrased, half-typed,
// abbreviated, filtered) and the ruling that must come up. The relevance set's tuning part
// (tests/search/relevance/queries.json) and the later tuning batches (batch2.json to batch5.json)
// must keep the figures they reached, less a margin; the frozen queries (queries.json's frozen part,
// frozen2.json) are never searched here, only checked as data (they are reported as figures by
// bench/search only).
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "corpus/loader.h"
#include "search/search.h"
#include "test_paths.h"

using namespace arbiter::search;

namespace {

const arbiter::corpus::Corpus& corpus() {
  static const arbiter::corpus::Corpus c = [] {
    auto r = arbiter::corpus::load_corpus_file(arbiter::test::repo_path("data/corpus.json"));
    REQUIRE(r.corpus);
    return *r.corpus;
  }();
  return c;
}

const Index& real_index() {
  static const Index index =
      build_index(corpus().entries, load_synonyms(arbiter::test::repo_path("data/synonyms.json")));
  return index;
}

// The 1-based rank of id in the results of query, 0 if absent.
size_t rank(const std::string& query, const std::string& id) {
  auto r = search(real_index(), query, SearchOptions{20});
  for (size_t i = 0; i < r.results.size(); ++i)
    if (r.results[i].id == id) return i + 1;
  return 0;
}

struct Case {
  std::string query;
  std::string expected;
  size_t within;  // must rank at or above this
};

void check_cases(std::initializer_list<Case> cases) {
  for (const auto& c : cases) {
    REQUIRE_MESSAGE(corpus().find(c.expected) != nullptr, "expected id not in the corpus: " << c.expected);
    size_t r = rank(c.query, c.expected);
    CHECK_MESSAGE((r >= 1 && r <= c.within),
                  "\"" << c.query << "\" ranks " << c.expected << " at " << r << " (want top " << c.within << ")");
  }
}

std::set<std::string> all_ids(const std::string& query) {
  std::set<std::string> out;
  for (const auto& r : search(real_index(), query, SearchOptions{1000}).results) out.emplace(r.id);
  return out;
}

}  // namespace

TEST_CASE("questions as players phrase them") {
  check_cases({
      {"can dahan protect the land", "si-faq-defend-guard-both-land-dahan", 2},
      {"does defend work twice if invaders ravage two times", "si-faq-invaders-ravage-twice-same-round-defend-work", 1},
      {"strife removed before invaders deal damage", "si-faq-timing-strife-removal", 1},
      {"explore when there is already an explorer", "si-faq-during-explore-add-explorer-already-explorer-town-city", 1},
      {"does isolate work on dahan", "si-faq-isolate-apply-dahan", 1},
      {"vitality in a land with blight", "si-faq-vitality-lands-blight", 2},
      {"order of adding blight during ravage", "si-faq-blight-added-order-perform-all-effects-adding-blight", 1},
      {"repeat power range target", "si-faq-instructed-repeat-power-obey-range-target-land-restrictions", 1},
      {"can a triggered action trigger from the action that set it up",
       "si-faq-triggered-actions-triggered-action-set-up", 1},
      {"what happens when a card is face down tracking", "l5r-rule-tracking-rule", 1},
  });
}

TEST_CASE("misspellings") {
  check_cases({
      {"vengance of teh dead", "si-errata-clarification-items-triggered-actions", 3},
      {"continous efects", "l5r-rule-continuous-effects", 1},
      {"isolaet dahan", "si-faq-isolate-apply-dahan", 1},
      {"badlnads tokens", "si-errata-update-badlands-tokens", 1},
      {"vitalty blight", "si-faq-vitality-lands-blight", 3},
      {"delayed efect", "l5r-rule-delayed-effects", 1},
      {"blind crads", "l5r-rule-blind-cards-rule", 1},
  });
}

TEST_CASE("game vocabulary and abbreviations") {
  check_cases({
      {"blight spread to adjacent land", "si-faq-blight-added-order-perform-all-effects-adding-blight", 3},
      {"JE badlands", "si-errata-update-badlands-tokens", 1},
      {"B&C rulebook errata p 15", "si-errata-bc-rulebook-p-15", 1},
      {"SS counts as beasts", "si-faq-count-one-piece-another-change-mid-action", 2},
      {"natives protection ravage", "si-faq-dahan-not-participating-ravage-grant-defend-1-ravage", 3},
      {"cancel an effect", "l5r-rule-prevention-including-negation", 3},
      {"waving resolve fear", "si-faq-violence-aspect-ominous-dawn-waving-resolve-both-check", 1},
  });
}

TEST_CASE("card and spirit names") {
  check_cases({
      {"vengeance of the dead", "si-errata-clarification-items-triggered-actions", 1},
      {"farmers seek the dahan for aid", "si-faq-2nd-choice-farmers-seek-dahan-aid-modify-ravage", 2},
      {"bureaucrats adjust funding", "si-faq-extra-builds-bureaucrats-adjust-funding-part-normal-build", 1},
      {"a year of perfect stillness", "si-faq-effect-year-perfect-stillness-skips-all-actions-affected", 1},
      {"many minds beasts", "si-faq-both-beasts-something-counts-beasts-sacred-site-many", 2},
  });
}

TEST_CASE("as you type") {
  check_cases({
      {"vitali", "si-faq-vitality-lands-blight", 3},
      {"isolate da", "si-faq-isolate-apply-dahan", 1},
      {"strife tim", "si-faq-timing-strife-removal", 1},
      {"blind c", "l5r-rule-blind-cards-rule", 1},
      {"ongoing eff", "l5r-rule-ongoing-effects", 1},
  });
}

TEST_CASE("a short title covered by one word of a longer query ranks below the entry the query is about") {
  // "Repeats" and "Instantaneous Effects" are covered by one typed word; the title bonus counts in
  // part how much of the query the title carries (tuning queries)
  check_cases({
      {"repeated powr counts as new power?", "si-errata-core-rulebook-p-19-repeat", 1},
      {"does repeating a power count as a new power?", "si-errata-core-rulebook-p-19-repeat", 1},
      {"continuous vs ongoing vs instantaneous diff", "l5r-rule-duration-effects", 1},
      {"repeats", "si-rule-repeats", 1},
      {"instantaneous effects", "l5r-rule-instantaneous-effects", 1},
  });
}

TEST_CASE("filters on the real corpus") {
  SUBCASE("tag") {
    auto ids = all_ids("tag:Badlands");
    CHECK(ids.count("si-errata-update-badlands-tokens"));
    CHECK(ids.count("si-faq-badlands-damage-boosts-follow-restrictions-damage-boosting"));
    for (const auto& id : ids) {
      const auto* e = corpus().find(id);
      CHECK(std::find(e->tags.begin(), e->tags.end(), "Badlands") != e->tags.end());
    }
  }
  SUBCASE("errata for a printing") {
    std::set<std::string> expected;
    for (const auto& e : corpus().entries)
      for (const auto& a : e.applies_to)
        if (a.printings.empty() || std::count(a.printings.begin(), a.printings.end(), 4)) expected.insert(e.id);
    CHECK_FALSE(expected.empty());
    CHECK(all_ids("kind:errata printing:4") == expected);
  }
  SUBCASE("product, also by abbreviation") {
    auto je = all_ids("product:\"Jagged Earth\"");
    CHECK(je.count("si-errata-update-badlands-tokens"));
    CHECK(all_ids("product:JE") == je);
    CHECK(all_ids("product:core printing:1").count("si-errata-core-rulebook-p-9-ravage"));
    CHECK_FALSE(all_ids("product:core printing:4").count("si-errata-core-rulebook-p-9-ravage"));
  }
  SUBCASE("game and kind") {
    for (const auto& id : all_ids("game:l5r effects")) CHECK(id.rfind("l5r-", 0) == 0);
    for (const auto& id : all_ids("kind:faq ravage")) CHECK(id.rfind("si-faq-", 0) == 0);
  }
  SUBCASE("card") {
    auto ids = all_ids("card:\"Vengeance of the Dead\"");
    CHECK(ids.count("si-errata-clarification-items-triggered-actions"));
    CHECK(ids.count("si-rule-triggered-actions"));
  }
}

TEST_CASE("phrases, exclusions, OR and did-you-mean on the real corpus") {
  CHECK(rank("\"may not\"", "l5r-rule-may-not") == 1);
  auto no_badlands = all_ids("damage -badlands");
  CHECK_FALSE(no_badlands.empty());
  CHECK_FALSE(no_badlands.count("si-errata-update-badlands-tokens"));
  auto either = all_ids("isolate OR vitality");
  CHECK(either.count("si-faq-isolate-apply-dahan"));
  CHECK(either.count("si-faq-vitality-lands-blight"));
  auto r = search(real_index(), "isolet ");
  CHECK(r.results.empty());
  CHECK(r.did_you_mean == std::optional<std::string>("isolate"));
}

namespace {

struct Figures {
  size_t n = 0, top1 = 0, top3 = 0;
  double share1() const { return n ? static_cast<double>(top1) / n : 0; }
  double share3() const { return n ? static_cast<double>(top3) / n : 0; }
};

// A relevance set file of tests/search/relevance/ by name ("queries", "batch2", ...).
nlohmann::json relevance_set(const std::string& name) {
  std::ifstream in(arbiter::test::repo_path("tests/search/relevance/" + name + ".json"));
  REQUIRE(in);
  return nlohmann::json::parse(in);
}

// Top-1 and top-3 of the tuning part (every query with every_part: a spent blind set), per kind of
// query, per style where the set has one ("basics", "ruling") and overall ("overall").
std::map<std::string, Figures> tuning_figures(const std::string& set_name = "queries", bool every_part = false) {
  const nlohmann::json set = relevance_set(set_name);
  std::map<std::string, Figures> out;
  SearchOptions options{10};
  options.snippets = false;
  for (const auto& q : set.at("queries")) {
    if (q.at("part") != "tune" && !every_part) continue;
    const auto expect = q.at("expect").get<std::vector<std::string>>();
    const auto results = search(real_index(), q.at("q").get<std::string>(), options).results;
    size_t rank = 0;
    for (size_t i = 0; i < results.size() && !rank; ++i)
      if (std::find(expect.begin(), expect.end(), results[i].id) != expect.end()) rank = i + 1;
    for (const std::string& kind :
         {q.at("kind").get<std::string>(), q.value("style", std::string("no style")), std::string("overall")}) {
      Figures& f = out[kind];
      ++f.n;
      f.top1 += rank == 1;
      f.top3 += rank >= 1 && rank <= 3;
    }
  }
  return out;
}

}  // namespace

// Floors: the figures reached when the ranking was tuned (docs/search.md), less about one query per
// kind, so a change that loses ground fails here before the benchmark shows it.
TEST_CASE("the relevance set's tuning part keeps its top-1 and top-3") {
  const auto figures = tuning_figures();
  const std::map<std::string, std::pair<double, double>> floors{
      {"overall", {0.96, 0.99}},    {"paraphrase", {0.97, 0.97}}, {"question", {0.93, 0.98}},
      {"misspelled", {0.94, 0.97}}, {"half-typed", {0.94, 0.97}}, {"abbreviation", {0.92, 0.92}},
      {"l5r", {0.94, 0.97}},
  };
  for (const auto& kind_floor : floors) {
    const std::string& kind = kind_floor.first;  // a named reference: clang 14 cannot capture a structured binding
    const auto& floor = kind_floor.second;
    CAPTURE(kind);
    REQUIRE(figures.count(kind));
    const Figures& f = figures.at(kind);
    CHECK(f.share1() >= floor.first);
    CHECK(f.share3() >= floor.second);
  }
}

// The later blind batches are all tuning queries (tests/search/relevance/README.md): their overall
// figures (docs/search.md), less about two queries.
TEST_CASE("the later tuning batches keep their top-1 and top-3") {
  const auto keeps = [](const std::string& batch, size_t n, size_t top1, size_t top3) {
    const Figures f = tuning_figures(batch).at("overall");
    CHECK(f.n == n);
    CHECK(f.top1 >= top1);
    CHECK(f.top3 >= top3);
  };
  SUBCASE("batch 2: 168 of 180 first, 178 in the top 3") { keeps("batch2", 180, 166, 176); }
  SUBCASE("batch 3: 233 of 240 first, 240 in the top 3") { keeps("batch3", 240, 232, 237); }
  SUBCASE("batch 4: 220 of 236 first, 233 in the top 3") { keeps("batch4", 236, 219, 231); }
  SUBCASE("batch 5, long questions: 188 of 201 first, 198 in the top 3") { keeps("batch5", 201, 187, 197); }
}

// The two posted sets were blind measures of issue 36, each run once and then spent: they are tuning
// sets now, whole (tests/search/relevance/README.md). Their figures after the third round
// (docs/search.md), less about two queries, overall and for the basics questions a rules summary
// answers, which the kind weight of summaries and their topic decide.
TEST_CASE("the spent posted sets keep their top-1 and top-3, the basics questions too") {
  const auto keeps = [](const std::string& set, const std::string& part, size_t n, size_t top1, size_t top3) {
    CAPTURE(set);
    CAPTURE(part);
    const Figures f = tuning_figures(set, true).at(part);
    CHECK(f.n == n);
    CHECK(f.top1 >= top1);
    CHECK(f.top3 >= top3);
  };
  SUBCASE("posted: 228 of 266 first, 256 in the top 3; basics 61 and 80 of 85") {
    keeps("posted", "overall", 266, 226, 254);
    keeps("posted", "basics", 85, 59, 78);
  }
  SUBCASE("posted2: 185 of 212 first, 205 in the top 3; basics 53 and 63 of 68") {
    keeps("posted2", "overall", 212, 183, 203);
    keeps("posted2", "basics", 68, 51, 61);
  }
  SUBCASE("posted3 (run once blind, issue 36): 207 of 231 first, 227 in the top 3; basics 62 and 72 of 75") {
    keeps("posted3", "overall", 231, 205, 225);
    keeps("posted3", "basics", 75, 60, 70);
  }
}

// A new player's words for the pieces, tokens and steps (data/synonyms.json, thesaurus): each finds
// an entry that has only the rules' term, and the rules' term does not find the everyday word (one
// way: an entry that says "sickness" is not about Blight).
TEST_CASE("a new player's words for pieces, tokens and steps find the rules' terms, one way") {
  const std::vector<std::pair<std::string, std::string>> words{
      {"small invaders", "Explorer"},      {"big invader", "City"},        {"houses", "Town"},  {"sickness", "Blight"},
      {"sacred place", "Sacred Site"},     {"spirit markers", "Presence"}, {"angry", "Strife"}, {"growing", "Growth"},
      {"end of the round", "Time Passes"},
  };
  const auto entry = [](const std::string& id, const std::string& title, const std::string& answer) {
    Document d;
    d.id = id;
    d.game = "spirit-island";
    d.kind = "faq";
    d.title = title;
    d.answer = answer;
    return d;
  };
  std::vector<Document> docs{entry("says-sickness", "A sick crew", "A sickness of the crew, not of the land.")};
  for (const auto& word : words)
    docs.push_back(entry(word.second, word.second + " rule", "What " + word.second + " does in a land."));
  const Index index = build_index(docs, load_synonyms(arbiter::test::repo_path("data/synonyms.json")));
  for (const auto& word : words) {
    const std::string& typed = word.first;  // a named reference: clang 14 cannot capture a structured binding
    CAPTURE(typed);
    const auto ids = search(index, typed).results;
    REQUIRE_FALSE(ids.empty());
    CHECK(std::any_of(ids.begin(), ids.end(), [&](const Result& r) { return r.id == word.second; }));
  }
  SUBCASE("one way: the rules' term does not search the everyday word") {
    const auto blight = search(index, "blight").results;
    REQUIRE(blight.size() == 1);
    CHECK(blight[0].id == "Blight");
    const auto sickness = search(index, "sickness").results;
    REQUIRE(sickness.size() == 2);
    CHECK(sickness[0].id == "says-sickness");  // the word as typed first
    CHECK(sickness[1].id == "Blight");
  }
}

// Issue 38's search edges, on the real corpus.
TEST_CASE("search edges: a typo of a game term, a compound split in two, full-width letters") {
  SUBCASE("\"ravge\" is Ravage, not Range") {
    const auto r = search(real_index(), "ravge", SearchOptions{3});
    REQUIRE(r.results.size() == 3);
    for (const auto& x : r.results) {
      const auto* entry = corpus().find(std::string(x.id));
      REQUIRE(entry);
      CHECK_MESSAGE(std::count(entry->tags.begin(), entry->tags.end(), "Ravage") == 1, x.id);
    }
  }
  SUBCASE("\"bad lands\" finds the Badlands update") {
    check_cases(
        {{"bad lands", "si-errata-update-badlands-tokens", 3}, {"bad lands ", "si-errata-update-badlands-tokens", 3}});
  }
  SUBCASE("full-width \"ｂａｄｌａｎｄｓ\" finds it as \"badlands\" does") {
    const auto ids = [](const std::string& query) {
      std::vector<std::string> out;
      for (const auto& x : search(real_index(), query, SearchOptions{10}).results) out.emplace_back(x.id);
      return out;
    };
    for (const auto& pair : std::vector<std::pair<std::string, std::string>>{
             {"ｂａｄｌａｎｄｓ", "badlands"}, {"ＢＡＤＬＡＮＤＳ ｔｏｋｅｎｓ", "badlands tokens"}}) {
      const std::string& ascii = pair.second;  // (not a structured binding: CAPTURE's lambda takes it)
      CAPTURE(ascii);
      CHECK(ids(pair.first) == ids(ascii));
    }
    check_cases({{"ｂａｄｌａｎｄｓ", "si-errata-update-badlands-tokens", 2},
                 {"ＢＡＤＬＡＮＤＳ ｔｏｋｅｎｓ", "si-errata-update-badlands-tokens", 2}});
  }
}

// Questions the corpus has no entry for (written for this test, none about a ruling): most are called
// weak, while the long questions batch5 answers first rarely are (docs/search.md, Weak matches).
TEST_CASE("a question without an answer in the corpus is called weak; an answered one rarely is") {
  const std::vector<std::string> unanswered{
      "how many fear cards do you put in the fear deck for a two player game on the standard board",
      "what is the best spirit for a beginner who likes dealing lots of damage quickly",
      "can I play Spirit Island solo with two spirits and how do I set up the island boards",
      "where can I buy the Nature Incarnate expansion and is it worth it over Jagged Earth",
      "how do you shuffle the invader deck at setup, stage one cards on top then stage two and three",
      "what does the moon element do and which spirits use it the most",
      "when do you gain energy, before or after growth, and can you save energy between turns",
      "how many presence do I start with on the island for River Surges in Sunlight",
      "is there an app to track the terror level and the fear pool while we play",
      "in legend of the five rings how many cards go in a fate deck and a dynasty deck when building a deck",
      "what is the best clan for a new player in l5r celestial edition tournaments",
      "how do I win a game of l5r by honor, what honor total do I need",
      "my cat knocked the board over, how do we restore the pieces fairly",
      "what is the weather forecast for saturday game night",
      "recommend a good pizza place near the game store please",
      "how long does a typical four player game take with the Prussia adversary at level three",
      "can you explain the difference between major and minor power cards and when to gain each",
      "which scenario is easiest for a first game with new players at the table",
      "how do the blight card healthy and blighted island sides work at setup",
      "is it better to reclaim cards early or keep playing new ones every turn",
      "what are the official tournament rules for spirit island",
      "do the dahan move on their own during the invader phase if nothing pushes them",
      "what happens when the fear deck runs out before the invader deck does",
      "how much does the Spirit Island big box weigh for shipping overseas",
  };
  size_t weak = 0;
  for (const auto& q : unanswered) weak += search(real_index(), q).weak;
  CHECK(weak >= 10);  // 11 of 24 when the thresholds were set

  size_t answered = 0, answered_weak = 0;
  SearchOptions options{1};
  options.snippets = false;
  const nlohmann::json batch5 = relevance_set("batch5");
  for (const auto& q : batch5.at("queries")) {
    const auto r = search(real_index(), q.at("q").get<std::string>(), options);
    const auto expect = q.at("expect").get<std::vector<std::string>>();
    if (r.results.empty() || std::find(expect.begin(), expect.end(), std::string(r.results[0].id)) == expect.end())
      continue;
    ++answered;
    answered_weak += r.weak;
  }
  CHECK(answered >= 187);
  CHECK(answered_weak <= 4);  // 3 of 189 when the thresholds were set
}

// Every set file is data the bench and the floors above trust: a mistyped id or kind would only show
// as a miss. Checked without searching, so the frozen queries stay unseen.
TEST_CASE("every relevance set names existing entries with a known kind and part") {
  const std::set<std::string> kinds{"paraphrase",   "question", "misspelled", "half-typed",
                                    "abbreviation", "l5r",      "posted"};
  for (const std::string file :
       {"queries", "batch2", "batch3", "batch4", "batch5", "frozen2", "posted", "posted2", "posted3"}) {
    CAPTURE(file);
    const nlohmann::json set = relevance_set(file);
    CHECK(set.at("schema") == 1);
    std::set<std::string> seen;
    for (const auto& q : set.at("queries")) {
      const std::string text = q.at("q").get<std::string>(), kind = q.at("kind").get<std::string>();
      CAPTURE(text);
      CHECK(seen.insert(text).second);
      CHECK(kinds.count(kind));
      CHECK((q.at("part") == "tune" || q.at("part") == "frozen"));
      const auto expect = q.at("expect").get<std::vector<std::string>>();
      CHECK((!expect.empty() && expect.size() <= 3));
      for (const std::string& id : expect) {
        const auto* entry = corpus().find(id);
        REQUIRE_MESSAGE(entry != nullptr, "expected id not in the corpus: " << id);
        // long questions (posted) are one kind for both games
        if (kind != "posted") CHECK((entry->game == arbiter::corpus::Game::L5rCelestial) == (kind == "l5r"));
      }
    }
  }
}

TEST_CASE("a short word is not the stop word it would stem to") {
  // "off" once stemmed as "of": "does defend wear off" matched and highlighted every "of"
  const auto r = search(real_index(), "off ", SearchOptions{50});
  REQUIRE_FALSE(r.results.empty());
  for (const auto& x : r.results)
    for (const auto& h : x.highlights) {
      const std::string_view text = h.field == "title" ? x.title : std::string_view(x.snippet);
      CHECK(text.substr(h.begin, h.end - h.begin) != "of");
    }
}
