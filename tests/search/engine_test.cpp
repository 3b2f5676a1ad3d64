// Engine behaviour on a small hand-made corpus, where each expectation can be checked by reading it.
#include <doctest/doctest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <random>

#include "search/search.h"

using namespace arbiter::search;

namespace {

Document engine_doc(std::string id, std::string title, std::string answer, std::vector<std::string> tags = {},
                    std::vector<std::string> names = {}, std::string kind = "faq") {
  Document d;
  d.id = std::move(id);
  d.game = "spirit-island";
  d.kind = std::move(kind);
  d.source = "Invader Actions";
  d.title = std::move(title);
  d.answer = std::move(answer);
  d.tags = std::move(tags);
  d.names = std::move(names);
  return d;
}

const Index& fixture() {
  static const Index index = [] {
    std::vector<Document> docs{
        engine_doc("ravage-twice", "If Invaders Ravage twice, how does Defend work?",
                   "Defend applies each time the Invaders deal Damage in a land.", {"Ravage", "Defend"}),
        engine_doc("ravge-typo", "A note about ravge", "This entry only has the misspelling ravge in it."),
        engine_doc("vengeance", "Which items are triggered actions?",
                   "Vengeance of the Dead is a triggered action even though it does not say after.",
                   {"Vengeance of the Dead"}, {"Vengeance of the Dead"}),
        engine_doc("dead-words", "Dead lands", "The land is dead; vengeance is not mentioned by name here, dead dead."),
        engine_doc("badlands-je", "Update for Badlands tokens", "Each Badlands token boosts damage one time.",
                   {"Badlands"}, {}, "errata"),
        engine_doc("isolate", "Can Isolate apply to Dahan?", "Not unless you check adjacency.", {"Isolate"}),
        engine_doc("vitality", "What does Vitality do in lands with Blight?", "Nothing, aside from existing.",
                   {"Blight", "Vitality"}),
        engine_doc(
            "long", "Strife timing",
            "Strife is removed before they deal Damage. " + std::string(40, ' ') +
                "Filler words keep going for a while so that the snippet has to cut the text somewhere before the end, "
                "and then much later the word cascade appears only here at the very end of the answer text."),
    };
    docs[4].applies_to = {{"Jagged Earth", {1, 2}}};
    docs[5].asked = {"are dahan cut off from neighbouring lands too?", "isolate on dahan"};
    Synonyms syn;
    syn.groups.push_back({"Jagged Earth", {"JE"}, true});
    syn.groups.push_back({"Defend", {"protect"}, false});
    syn.groups.push_back({"cascade", {"spread"}, false});
    return build_index(docs, syn);
  }();
  return index;
}

std::vector<std::string> ids(const SearchResponse& r) {
  std::vector<std::string> out;
  for (const auto& x : r.results) out.emplace_back(x.id);
  return out;
}

size_t rank_of(const SearchResponse& r, const std::string& id) {
  auto v = ids(r);
  return static_cast<size_t>(std::find(v.begin(), v.end(), id) - v.begin());
}

}  // namespace

TEST_CASE("exact matches rank above typo matches") {
  auto r = search(fixture(), "ravage ");
  REQUIRE(r.results.size() >= 2);
  CHECK(r.results[0].id == "ravage-twice");
  CHECK(rank_of(r, "ravge-typo") < r.results.size());  // the typo entry is still found, lower
  auto t = search(fixture(), "ravge ");
  CHECK(t.results[0].id == "ravge-typo");  // typed exactly as that entry spells it
}

TEST_CASE("a long misspelled word reaches two typos only when nothing is one typo away") {
  const Index index = build_index({engine_doc("inspected", "Lands inspected", "Every land inspected once."),
                                   engine_doc("inspector", "The inspector", "An inspector card.")},
                                  Synonyms{});
  SUBCASE("one typo away: the words two typos away are not typos of it") {
    CHECK(ids(search(index, "inspectex ")) == std::vector<std::string>{"inspected"});
  }
  SUBCASE("nothing one typo away: two typos find both") {
    auto both = ids(search(index, "inspectxx "));
    std::sort(both.begin(), both.end());
    CHECK(both == std::vector<std::string>{"inspected", "inspector"});
  }
}

TEST_CASE("a word being typed is taken as unfinished, not misspelled, while written words start with it") {
  const Index index = build_index({engine_doc("inset", "Inset boards", "An inset board."),
                                   engine_doc("insatiable", "Insatiable hunger", "An insatiable spirit.")},
                                  Synonyms{});
  SUBCASE("words start with it: only their completions, not the words one typo away") {
    CHECK(ids(search(index, "insat")) == std::vector<std::string>{"insatiable"});
  }
  SUBCASE("finished, it is a typo") { CHECK(ids(search(index, "insat ")) == std::vector<std::string>{"inset"}); }
  SUBCASE("nothing starts with it: typos again") {
    CHECK(ids(search(index, "insft")) == std::vector<std::string>{"inset"});
  }
}

TEST_CASE("the last word matches as a prefix while typing") {
  CHECK(ids(search(fixture(), "vitali"))[0] == "vitality");
  CHECK(ids(search(fixture(), "isol"))[0] == "isolate");
  CHECK(search(fixture(), "isola ").results.empty());  // finished word: no completion
}

TEST_CASE("a typed card name matches as a phrase") {
  auto r = search(fixture(), "vengance of the dead");
  REQUIRE_FALSE(r.results.empty());
  CHECK(r.results[0].id == "vengeance");
  CHECK(r.results[0].score > 2 * r.results[1].score);
}

TEST_CASE("quoted phrases are required and exact") {
  CHECK(ids(search(fixture(), "\"deal damage\"")) == std::vector<std::string>{"ravage-twice", "long"});
  CHECK(search(fixture(), "\"damage deal\"").results.empty());
}

TEST_CASE("exclusions and OR") {
  auto r = search(fixture(), "damage -badlands");
  CHECK(rank_of(r, "badlands-je") == r.results.size());
  CHECK(rank_of(r, "ravage-twice") < r.results.size());
  auto o = search(fixture(), "isolate OR vitality");
  CHECK(o.results.size() == 2);
  SUBCASE("an excluded phrase") {
    auto p = search(fixture(), "dead -\"vengeance of the dead\"");
    REQUIRE_FALSE(p.results.empty());
    CHECK(p.results[0].id == "dead-words");  // "vengeance" alone does not exclude it
    CHECK(rank_of(p, "vengeance") == p.results.size());
  }
}

TEST_CASE("synonyms find the rulings' wording") {
  CHECK(ids(search(fixture(), "protect "))[0] == "ravage-twice");
  CHECK(ids(search(fixture(), "spread "))[0] == "long");
  CHECK(ids(search(fixture(), "JE badlands"))[0] == "badlands-je");
  SUBCASE("one-way groups do not expand the canonical word") {
    CHECK(search(fixture(), "cascade ").results.size() == 1);
  }
}

TEST_CASE("filters restrict results") {
  CHECK(ids(search(fixture(), "tag:badlands")) == std::vector<std::string>{"badlands-je"});
  CHECK(ids(search(fixture(), "kind:errata printing:2")) == std::vector<std::string>{"badlands-je"});
  CHECK(search(fixture(), "kind:errata printing:3").results.empty());
  CHECK(ids(search(fixture(), "product:JE")) == std::vector<std::string>{"badlands-je"});
  CHECK(ids(search(fixture(), "card:\"Vengeance of the Dead\"")) == std::vector<std::string>{"vengeance"});
  CHECK(search(fixture(), "game:l5r").results.empty());
  SUBCASE("negated filter") {
    auto r = search(fixture(), "damage -tag:badlands");
    CHECK(rank_of(r, "badlands-je") == r.results.size());
  }
  SUBCASE("unknown values give hints, not errors") {
    auto r = search(fixture(), "kind:poem printing:fourth isolate");
    CHECK(ids(r) == std::vector<std::string>{"isolate"});
    CHECK(r.hints.size() == 2);
    auto c = search(fixture(), "card:\"Nonexistent Card\"");
    CHECK(c.results.empty());
    CHECK(c.hints[0].find("searched as a phrase") != std::string::npos);
  }
}

TEST_CASE("a ruling is found by how players ask it, in words it does not use") {
  auto r = search(fixture(), "dahan cut off from neighbouring lands");
  REQUIRE_FALSE(r.results.empty());
  CHECK(r.results[0].id == "isolate");
  const auto fields = r.results[0].matched_fields();
  CHECK(std::find(fields.begin(), fields.end(), "asked") != fields.end());
  CHECK(ids(search(fixture(), "neighbouring")) == std::vector<std::string>{"isolate"});
  SUBCASE("when neither title nor answer has the words, the snippet is the phrasing that has them") {
    const Result top = search(fixture(), "neighbouring lands cut").results.at(0);
    CHECK(top.snippet == "Also asked as: “are dahan cut off from neighbouring lands too?”");
    std::vector<std::string> highlighted;
    for (const auto& h : top.highlights)
      if (h.field == "snippet") highlighted.emplace_back(top.snippet.substr(h.begin, h.end - h.begin));
    CHECK(highlighted == std::vector<std::string>{"cut", "neighbouring", "lands"});
  }
  SUBCASE("when the title or the answer has one, the snippet stays the answer's") {
    CHECK(search(fixture(), "adjacency cut off").results.at(0).snippet == "Not unless you check adjacency.");
    CHECK(search(fixture(), "isolate cut off").results.at(0).snippet == "Not unless you check adjacency.");
  }
}

TEST_CASE("a phrasing the query covers counts as the question asked another way") {
  // The same words, the same field lengths and no typed pair in order: only how much of one
  // phrasing the query covers tells them apart.
  Document one = engine_doc("one-phrasing", "Damage rules", "Invaders deal damage.");
  one.asked = {"wounded attack", "city weaker dawn fire"};
  Document spread = engine_doc("spread", "Damage rules", "Invaders deal damage.");
  spread.asked = {"wounded city dawn", "attack weaker fire"};
  const Index ix = build_index({spread, one}, Synonyms{});
  CHECK(ids(search(ix, "attack wounded ")) == std::vector<std::string>{"one-phrasing", "spread"});
  CHECK(ids(search(ix, "attack fire ")) == std::vector<std::string>{"spread", "one-phrasing"});
}

TEST_CASE("results carry matched fields, highlights and a snippet") {
  auto r = search(fixture(), "isolate dahan");
  REQUIRE_FALSE(r.results.empty());
  const Result& top = r.results[0];
  CHECK(top.id == "isolate");
  CHECK(top.title == "Can Isolate apply to Dahan?");
  const auto fields = top.matched_fields();
  CHECK(std::find(fields.begin(), fields.end(), "title") != fields.end());
  CHECK(std::find(fields.begin(), fields.end(), "tags") != fields.end());
  std::vector<std::string> highlighted;
  for (const auto& h : top.highlights) {
    REQUIRE(h.field == "title");
    highlighted.emplace_back(top.title.substr(h.begin, h.end - h.begin));
  }
  CHECK(highlighted == std::vector<std::string>{"Isolate", "Dahan"});
  CHECK(top.snippet == "Not unless you check adjacency.");

  SUBCASE("a long answer is cut around its best match") {
    auto l = search(fixture(), "cascade ");
    REQUIRE(l.results.size() == 1);
    const Result& x = l.results[0];
    CHECK(x.snippet.rfind("…", 0) == 0);
    CHECK(x.snippet.size() < 200 + 6);
    bool found = false;
    for (const auto& h : x.highlights)
      if (h.field == "snippet") found = x.snippet.substr(h.begin, h.end - h.begin) == "cascade";
    CHECK(found);
  }
  SUBCASE("a snippet from deep in a long answer starts four words before its match") {
    // words of three or four bytes, every fifth with a two-byte letter, so a word's start is not its
    // number times a width; the match on either side of the index's every-32-words checkpoints
    const auto word = [](size_t i) {
      return std::string{'z', static_cast<char>('a' + i % 26), static_cast<char>('a' + i / 26)} + (i % 5 ? "" : "é");
    };
    for (const size_t at : {5, 31, 32, 33, 36, 63, 64, 100, 130}) {
      CAPTURE(at);
      std::string answer;
      for (size_t i = 0; i < 140; ++i) answer += (i == 0 ? "" : i % 7 ? " " : ", ") + (i == at ? "cascade" : word(i));
      const Index ix = build_index({engine_doc("long", "Rules", answer)}, Synonyms{});
      const auto l = search(ix, "cascade ");
      REQUIRE(l.results.size() == 1);
      CAPTURE(l.results[0].snippet);
      CHECK(l.results[0].snippet.rfind("…" + word(at - 4), 0) == 0);
    }
  }
  SUBCASE("JSON for the app") {
    nlohmann::json j = r.results[0];
    CHECK(j.at("id") == "isolate");
    CHECK(j.at("title") == "Can Isolate apply to Dahan?");
    CHECK(j.at("score").is_number());
    CHECK(j.at("highlights")[0] == nlohmann::json::array({"title", 4, 11}));
    nlohmann::json whole = r;
    CHECK(whole.at("did_you_mean").is_null());
  }
}

TEST_CASE("the first results do not depend on how many are asked for") {
  // Fewer than 20 candidates: every one is reranked whatever the limit, so a small limit, which
  // skips the candidates its bonus bound rules out, must show the same first entries.
  std::mt19937 rng(5);
  const char* vocab[] = {"land", "damage", "the", "invaders", "ravage", "blight", "dahan", "town", "city", "explorer"};
  auto words = [&](int n) {
    std::string text;
    for (int i = 0; i < n; ++i) text += std::string(i ? " " : "") + vocab[rng() % 10];
    return text;
  };
  std::vector<Document> docs;
  for (int i = 0; i < 18; ++i)
    docs.push_back(engine_doc("d" + std::to_string(i), words(4), words(12 + static_cast<int>(rng() % 30))));
  const Index index = build_index(docs, Synonyms{});
  for (const char* query : {"land damage", "invaders ravage", "dahan town city", "blight explorer "}) {
    SearchOptions all;
    all.limit = 100;
    const SearchResponse full = search(index, query, all);
    for (size_t limit : {1, 2, 3, 5}) {
      SearchOptions few;
      few.limit = limit;
      const SearchResponse first = search(index, query, few);
      auto expected = ids(full);
      expected.resize(std::min(limit, expected.size()));
      INFO(query << " limit " << limit);
      CHECK(ids(first) == expected);
      CHECK(first.total == full.total);
    }
  }
}

TEST_CASE("total counts every matching entry, beyond the results shown") {
  SearchOptions all, one;
  one.limit = 1;
  for (const char* q : {"dead ", "damage ", "the dead", "land "}) {
    INFO(q);
    const auto every = search(fixture(), q, all);
    REQUIRE(every.results.size() >= 2);
    CHECK(every.total == every.results.size());
    const auto first = search(fixture(), q, one);
    CHECK(first.results.size() == 1);
    CHECK(first.total == every.total);
    CHECK(first.results[0].id == every.results[0].id);
  }
}

TEST_CASE("did you mean, when nothing matches") {
  auto r = search(fixture(), "isolet ");
  CHECK(r.results.empty());
  REQUIRE(r.did_you_mean);
  CHECK(*r.did_you_mean == "isolate");
  CHECK_FALSE(search(fixture(), "qqqqqq ").did_you_mean);
}

TEST_CASE("no input crashes the engine") {
  std::mt19937 rng(12345);
  const std::string alphabet = "ab\"-: ORtag:\xe2\x80\x9c\xe2\x80\x9d\xff\x80 card:kind:printing:-\"\"OR";
  for (int i = 0; i < 3000; ++i) {
    std::string q;
    for (int n = rng() % 40; n > 0; --n) q += alphabet[rng() % alphabet.size()];
    SearchResponse r = search(fixture(), q);
    CHECK(r.results.size() <= 10);
  }
  CHECK(search(fixture(), "").results.empty());
  CHECK(search(fixture(), std::string(100000, '"')).results.empty());
  CHECK_FALSE(search(fixture(), "-damage").hints.empty());
}

namespace {

// Two games sharing near words: "ravage" is a Spirit Island term (its tag), "range" an L5R one, and
// a rules summary of the Invader actions.
const Index& two_games() {
  static const Index index = [] {
    auto in_game = [](Document d, std::string game) {
      d.game = std::move(game);
      return d;
    };
    std::vector<Document> docs{
        engine_doc("si-ravage-1", "Ravage in one land", "The Invaders ravage the land.", {"Ravage"}),
        engine_doc("si-ravage-2", "Ravage twice", "Each ravage deals damage.", {"Ravage"}),
        engine_doc("si-ravage-3", "Ravage and Dahan", "Dahan fight back after the ravage.", {"Ravage"}),
        engine_doc("si-range", "Range of Powers", "Range counts from your Presence."),
        in_game(engine_doc("l5r-range", "Range of ranged attacks", "A ranged attack has a range.", {"Range"}),
                "l5r-celestial"),
        in_game(engine_doc("l5r-ravage", "Raiding provinces", "Some cards ravage a province."), "l5r-celestial"),
        engine_doc("si-summary-invaders", "Rules summary: the Invader actions",
                   "Explore, Build and Ravage in the lands the Invader cards show.", {}, {}, "summary"),
    };
    return build_index(docs, Synonyms{});
  }();
  return index;
}

}  // namespace

TEST_CASE("a typo as near a game term as another word reads as the game term of the open game") {
  SUBCASE("no game open: the term of either game, the more frequent first") {
    auto r = search(two_games(), "ravge");
    REQUIRE(r.results.size() >= 3);
    for (size_t i = 0; i < 3; ++i) CHECK(std::string(r.results[i].id).rfind("si-ravage-", 0) == 0);
  }
  SUBCASE("Spirit Island open") {
    CHECK(std::string(search(two_games(), "ravge game:si").results.at(0).id).rfind("si-ravage-", 0) == 0);
  }
  SUBCASE("L5R open: its term, Range, though Ravage is nearer in frequency") {
    CHECK(search(two_games(), "ravge game:l5r").results.at(0).id == "l5r-range");
  }
  SUBCASE("a word the corpus has is taken as typed") {
    CHECK(search(two_games(), "range").results.at(0).id != "si-ravage-1");
  }
}

TEST_CASE("a compound typed as two words matches the word written together") {
  CHECK(ids(search(fixture(), "bad lands")).at(0) == "badlands-je");
  CHECK(ids(search(fixture(), "bad lands ")).at(0) == "badlands-je");
  SUBCASE("only when the corpus has the joined word") {
    CHECK(ids(search(fixture(), "dead lands ")).at(0) == "dead-words");
  }
}

TEST_CASE("a weak best match is said, with the closest rules summary") {
  SUBCASE("the words that carry the question are missing: weak, and the summary is offered") {
    auto r = search(two_games(), "zorblat quixotic flumph ravage ");
    REQUIRE_FALSE(r.results.empty());
    CHECK(r.weak);
    CHECK(r.results[0].coverage < 0.35);
    REQUIRE(r.summary);
    CHECK(r.summary->id == "si-summary-invaders");
    CHECK(r.summary->kind == "summary");
  }
  SUBCASE("the best match has what is asked: not weak, no summary") {
    auto r = search(two_games(), "invaders ravage the land ");
    CHECK_FALSE(r.weak);
    CHECK(r.results.at(0).coverage == doctest::Approx(1.0));
    CHECK_FALSE(r.summary);
  }
  SUBCASE("a weak match in a corpus without summaries offers none") {
    auto r = search(fixture(), "zorblat quixotic flumph ravage ");
    CHECK(r.weak);
    CHECK_FALSE(r.summary);
  }
  SUBCASE("filters alone are never weak") { CHECK_FALSE(search(two_games(), "game:si").weak); }
  SUBCASE("the flag and the summary are in the JSON") {
    const nlohmann::json j = search(two_games(), "zorblat quixotic flumph ravage ");
    CHECK(j.at("weak") == true);
    CHECK(j.at("summary").at("id") == "si-summary-invaders");
    CHECK(j.at("results").at(0).contains("coverage"));
  }
}

namespace {

// An official answer and the project's summary of the same rule under the same title, the summary a
// little the better match by its words (a shorter answer), and a basics topic only the summary covers.
const Index& official_and_summary() {
  static const Index index = [] {
    std::vector<Document> docs{
        engine_doc(
            "faq-defend-dahan", "Does Defend reduce Damage to Dahan?",
            "No. Defend reduces the Damage Invaders deal to the land during Ravage, not Damage dealt to the Dahan "
            "by Powers or by the Invaders.",
            {"Defend"}),
        engine_doc("summary-defend", "Does Defend reduce Damage to Dahan?",
                   "Defend reduces Damage to the land, not to Dahan.", {"Defend"}, {}, "summary"),
        engine_doc("faq-cascade-ocean", "Can Blight cascade into the Ocean?", "Yes; the Ocean can hold Blight.",
                   {"Blight"}),
        engine_doc(
            "summary-cascade", "Rules summary: Blight and cascades",
            "When Blight is added to a land that already has Blight, it cascades: one more Blight is added to an "
            "adjacent land.",
            {"Blight"}, {}, "summary"),
    };
    return build_index(docs, Synonyms{});
  }();
  return index;
}

}  // namespace

namespace {

// A summary titled with its topic first, or with the same words but the topic after the colon, beside
// an official entry; the summary's score for a query, in the one index or the other.
float summary_score(bool topic_first, const std::string& query) {
  const std::vector<Document> docs{
      engine_doc("faq-defend-twice", "Does Defend work against a second Ravage?",
                 "Yes. Defend reduces the Damage of each Ravage in its land until Time Passes.", {"Defend"}),
      engine_doc("summary-defend", topic_first ? "Defend: what it does" : "What it does: Defend",
                 "Defend reduces the Damage Invaders deal in a land. It lasts until Time Passes.", {}, {}, "summary"),
      engine_doc("faq-blight", "Does Blight cascade into the Ocean?", "Yes; the Ocean can hold Blight.", {"Blight"}),
      engine_doc("faq-setup", "How is the island set up?",
                 "Our group played the jungle board yesterday with three spirits; a huge invader wave came there.",
                 {"Setup"}),
  };
  const Index index = build_index(docs, Synonyms{});
  for (const auto& r : search(index, query).results)
    if (r.id == "summary-defend") return static_cast<float>(r.score);
  return 0;
}

}  // namespace

// A long question naming a summary's topic (its title before a colon) is about that rule, whatever
// story surrounds it: the summary scores x1.2. Not for a short query, nor for a title word after the
// colon (the same words, so the same score otherwise).
TEST_CASE("a long question naming a summary's topic lifts the summary; a short one or a subtitle word does not") {
  const std::string long_question =
      "our group played the jungle board yesterday with three spirits and a huge invader wave, my defend "
      "reduces damage there, how long?";
  const std::string short_question = "defend reduces damage, how long?";
  SUBCASE("long: the topic before the colon counts") {
    const float topic = summary_score(true, long_question), subtitle = summary_score(false, long_question);
    REQUIRE(subtitle > 0);
    CHECK(topic / subtitle == doctest::Approx(1.2).epsilon(0.01));
  }
  SUBCASE("short: the same title words score the same") {
    const float topic = summary_score(true, short_question), subtitle = summary_score(false, short_question);
    REQUIRE(subtitle > 0);
    CHECK(topic / subtitle == doctest::Approx(1.0).epsilon(0.01));
  }
}

TEST_CASE("official text ranks above a summary matching about as well; a summary clearly better still wins") {
  SUBCASE("a specific question both answer: the ruling first, though the summary's words match a little better") {
    const auto r = search(official_and_summary(), "does defend reduce damage to dahan");
    REQUIRE(r.results.size() >= 2);
    CHECK(r.results[0].id == "faq-defend-dahan");
    CHECK(r.results[1].id == "summary-defend");
  }
  SUBCASE("a basics question only the summary answers: the summary first") {
    const auto r = search(official_and_summary(), "how does blight cascade to an adjacent land");
    REQUIRE_FALSE(r.results.empty());
    CHECK(r.results[0].id == "summary-cascade");
  }
}
