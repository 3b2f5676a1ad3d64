// How the way players type is read, one rule per test case, on a small corpus where each expectation
// can be checked by reading it: question and stop words, corrections of a rare word, short words being
// typed, the thesaurus, titles as topics, letters and digits, the game a query is about.
#include <doctest/doctest.h>

#include <algorithm>

#include "search/fold.h"
#include "search/query.h"
#include "search/search.h"

using namespace arbiter::search;

namespace {

Document doc(std::string id, std::string title, std::string answer, std::vector<std::string> tags = {},
             std::vector<std::string> names = {}, std::string kind = "faq", std::string game = "spirit-island") {
  Document d;
  d.id = std::move(id);
  d.game = std::move(game);
  d.kind = std::move(kind);
  d.source = "Rules";
  d.title = std::move(title);
  d.answer = std::move(answer);
  d.tags = std::move(tags);
  d.names = std::move(names);
  return d;
}

const Index& players() {
  static const Index index = [] {
    std::vector<Document> docs{
        doc("badlands", "Update for Badlands tokens", "Each Badlands token boosts damage one time.", {"Badlands"}),
        doc("destroy-twice", "Can you destroy the same Invader twice in one action?", "No, not twice."),
        doc("ravage-twice", "If Invaders Ravage twice, how does Defend work?", "Defend applies each time they Ravage.",
            {"Ravage", "Defend"}),
        doc("isolate-dahan", "Can Isolate apply to Dahan?", "Not unless you check adjacency.", {"Isolate"}),
        doc("isolate-explore", "Can Invaders be added to an Isolated land?",
            "Generally yes. Isolate only stops Explore.", {"Isolate"}),
        doc("vengeance", "Which items are triggered actions?", "Vengeance of the Dead is a triggered action.",
            {"Vengeance of the Dead"}, {"Vengeance of the Dead"}),
        doc("dead-lands", "Dead lands", "The land is dead and desolate."),
        doc("nested", "Nested Actions", "Actions in the middle of other actions.", {}, {}, "rule"),
        doc("blight-order", "When Blight is added, in what order are its effects done?", "Flip the card first.",
            {"Nested Actions", "Blight"}),
        doc("simultaneous", "Do Invaders damage the land and Dahan simultaneously?", "Yes, they damage both."),
        doc("hit-points", "Hit points on the island", "A hit here is a word of the card's own."),
        doc("page", "Errata for the core rulebook, p. 19", "The word not was extra."),
        doc("l5r-out", "Effects in and out of play", "An effect applies to cards in play.", {}, {}, "rule",
            "l5r-celestial"),
        doc("pushed-health", "Does a pushed Invader lose its Health bonus on the way out of a land?",
            "No: it is in one land or the other."),
        doc("counts-as", "When a piece can count as another, can I change that mid-action?",
            "No: count it the same way per action, per land.", {"Counts As"}),
        doc("fear-actions", "Fear Actions", "Everything one Fear Card does is an action."),
        doc("bringer", "Bringer of Dreams and Nightmares", "Its Powers deal no Damage: at most they scare."),
    };
    Synonyms syn;
    SynonymGroup damage{"Damage", {"hit", "hurt"}, false, true};
    SynonymGroup at_once{"simultaneously", {"at once"}, false, true};
    SynonymGroup bodan{"Bringer of Dreams and Nightmares", {"BoDaN"}, false};
    syn.groups = {damage, at_once, bodan};
    return build_index(docs, syn);
  }();
  return index;
}

std::vector<std::string> response_ids(const SearchResponse& r) {
  std::vector<std::string> out;
  for (const auto& x : r.results) out.emplace_back(x.id);
  return out;
}

// The stop words highlighted in any result of the query ("and" in "Dahan and land"), space-separated.
std::string highlighted_stopwords(const std::string& query) {
  std::string out;
  const auto r = search(players(), query);
  for (const auto& result : r.results)
    for (const auto& h : result.highlights) {
      const std::string_view text = h.field == "title" ? result.title : std::string_view(result.snippet);
      const std::string word = fold_words(text.substr(h.begin, h.end - h.begin));
      if (is_stopword(word)) out += word + " ";
    }
  return out;
}

std::string first(const std::string& query) {
  auto r = search(players(), query);
  return r.results.empty() ? "" : std::string(r.results[0].id);
}

}  // namespace

TEST_CASE("question and stop words neither score, nor count as matches, nor are highlighted") {
  SUBCASE("a question ranks as its content words do") {
    CHECK(response_ids(search(players(), "can isolate apply to dahan?")) ==
          response_ids(search(players(), "isolate apply dahan?")));
  }
  SUBCASE("an entry with only the question's stop words is not a result") {
    CHECK(search(players(), "what does the word ravage do?").total == search(players(), "word ravage?").total);
  }
  SUBCASE("only the content words are highlighted") {
    auto r = search(players(), "can you isolate the dahan?");
    REQUIRE(r.results[0].id == "isolate-dahan");
    for (const auto& h : r.results[0].highlights) {
      const auto text = h.field == "title" ? r.results[0].title : std::string_view(r.results[0].snippet);
      CHECK_FALSE(is_stopword(fold_words(text.substr(h.begin, h.end - h.begin))));
    }
  }
  SUBCASE("a query of stop words alone searches them") { CHECK_FALSE(search(players(), "can").results.empty()); }
}

TEST_CASE("a stop word is highlighted by no route: typo, completion, synonym or a stop word mistyped") {
  SUBCASE("a word the entries have is not misspelled into one (\"land\" is a typo away from \"and\")") {
    CHECK(highlighted_stopwords("do invaders hit dahan and land at once") == "");
  }
  SUBCASE("a word being typed does not complete to one") { CHECK(highlighted_stopwords("bringer th") == ""); }
  SUBCASE("the stop words of a synonym's wording are not searched") {
    CHECK(first("bodan damage") == "bringer");
    CHECK(highlighted_stopwords("bodan damage") == "");
  }
  SUBCASE("typed stop words spell a synonym but are not searched") {
    CHECK(highlighted_stopwords("damage at once") == "");
  }
  SUBCASE("a stop word mistyped spells a name as the word would") {
    CHECK(first("vengance of teh dead") == "vengeance");
    CHECK(highlighted_stopwords("vengance of teh dead") == "");
  }
  SUBCASE("alone, a stop word mistyped is searched as the stop word alone is") {
    CHECK(search(players(), "teh ").total == search(players(), "the ").total);
  }
}

TEST_CASE("a correction of a misspelled word outranks exact common words") {
  SUBCASE("misspelled first") { CHECK(first("badlnds twice") == "badlands"); }
  SUBCASE("misspelled last") { CHECK(first("twice badlnds ") == "badlands"); }
  SUBCASE("a word the entries have keeps its own spelling first") { CHECK(first("twice ") != "badlands"); }
}

TEST_CASE("a word of one or two letters being typed completes only within the other words' matches") {
  SUBCASE("the count does not jump") {
    CHECK(search(players(), "isolate d").total == search(players(), "isolate ").total);
    CHECK(search(players(), "vengeance of the d").total == search(players(), "vengeance of the ").total);
  }
  SUBCASE("it ranks the entries it completes in first") { CHECK(first("isolate da") == "isolate-dahan"); }
  SUBCASE("a name whose last word it starts is typed") { CHECK(first("vengeance of the d") == "vengeance"); }
  SUBCASE("alone, it completes as it always did") { CHECK_FALSE(search(players(), "da").results.empty()); }
}

TEST_CASE("the frame of a \"does X count as Y\" question weighs less than X and Y") {
  CHECK(first("does a fear card count as one action per land?") == "fear-actions");
  CHECK(first("can a piece count as another mid-action?") == "counts-as");
}

TEST_CASE("thesaurus words find the rules' wording, weighted below the words typed") {
  SUBCASE("an everyday word") { CHECK(first("invaders hurt the dahan") == "simultaneous"); }
  SUBCASE("a phrase") { CHECK(first("land and dahan at once") == "simultaneous"); }
  SUBCASE("the word as typed ranks above the rules' wording") { CHECK(first("hit points") == "hit-points"); }
}

TEST_CASE("a title that names a topic counts as a tag") {
  CHECK(first("what's a nested action?") == "nested");
  CHECK(response_ids(search(players(), "nested actions"))[1] == "blight-order");  // tagged with it, second
}

TEST_CASE("letters and digits typed together are separate words") { CHECK(first("core rulebook p19") == "page"); }

TEST_CASE("a near spelling of a word the entries have never weighs more than the word typed") {
  // "land" is in most entries and "hand" in one: however rare, "hand" is another word, not what was
  // typed, so it neither outranks the land entries nor makes the query about L5R
  const Index index = build_index(
      {doc("land-explorers", "Explorers arriving", "Explorers arrive in a land."),
       doc("land-push", "Pushing pieces", "Pushed pieces leave the land."),
       doc("land-blight", "Blight on the island", "Blight in a land stays."),
       doc("land-dahan", "Dahan at home", "Dahan live in the land."),
       doc("l5r-hand", "Cards in hand", "A card in your hand is out of play.", {}, {}, "rule", "l5r-celestial")},
      Synonyms{});
  const auto land = response_ids(search(index, "land"));
  REQUIRE(land.size() == 5);
  CHECK(land.back() == "l5r-hand");  // still found, as a near spelling, last
  const auto question = response_ids(search(index, "where do explorers land?"));
  REQUIRE(!question.empty());
  CHECK(question.front() == "land-explorers");
  CHECK(question.back() == "l5r-hand");
}

TEST_CASE("entries of another game rank lower when the words say which game the query is about") {
  CHECK(first("pushed invader out of a land, health?") == "pushed-health");
  CHECK(first("effects out of play") == "l5r-out");
}

namespace {

// Entries for how a question's wording weighs: a word of the corpus ("works", "true") that a question
// also wraps its subject in.
const Index& questions() {
  static const Index index = [] {
    std::vector<Document> docs{
        doc("isolate-dahan", "Isolate and Dahan", "Isolate stops Dahan from being gathered or pushed.", {"Isolate"}),
        doc("isolate-explore", "Isolate and Explore", "Isolate works against Explore: Invaders do not arrive.",
            {"Isolate"}),
        doc("dahan-fight", "Dahan fight back", "Dahan deal Damage when Invaders ravage."),
        doc("dahan-move", "Dahan movement", "Dahan move when gathered or pushed."),
        doc("true-name", "True to form", "It is true: the card is exactly as printed."),
        doc("blight-card", "Blight card", "Flip the Blight card when the Blight runs out."),
        doc("isolate-not", "What Isolate doesn't do",
            "Isolate doesn't stop Ravage, and it didn't happen to stop Build either."),
    };
    return build_index(docs, Synonyms{});
  }();
  return index;
}

std::vector<std::string> ids_in(const Index& ix, const std::string& query) { return response_ids(search(ix, query)); }

}  // namespace

TEST_CASE("a contraction of stop words is a stop word") {
  // "doesn't" is "does not", "happened" is "happen": neither finds the entry that has them
  CHECK(ids_in(questions(), "why doesn't isolate stop dahan being pushed?") ==
        ids_in(questions(), "why isolate stop dahan being pushed?"));
  CHECK(ids_in(questions(), "what happened when isolate stopped dahan?") ==
        ids_in(questions(), "isolate stopped dahan?"));
}

TEST_CASE("question-frame words that are not stop words weigh less than the subject") {
  // "how does X work", "is it true that", "am I allowed to": the question is about X, so "works"
  // (rarer than "Dahan" here) does not put Isolate's other ruling first
  CHECK(ids_in(questions(), "how does isolate work on dahan?")[0] == "isolate-dahan");
  auto true_that = ids_in(questions(), "is it true that isolate protects dahan?");
  CHECK(true_that[0] == "isolate-dahan");
  CHECK(std::find(true_that.begin(), true_that.begin() + 3, "true-name") == true_that.begin() + 3);
  SUBCASE("they still score, and find what has them") {
    CHECK(ids_in(questions(), "isolate works ")[0] == "isolate-explore");
    CHECK(ids_in(questions(), "true ")[0] == "true-name");
  }
  SUBCASE("a word being typed is not one yet") {
    CHECK(ids_in(questions(), "how does isolate wor")[0] == "isolate-explore");
  }
}

namespace {

// Entries that turn on "not": rules about wordings with it, the rule it is contrasted with, and one
// that only has it, many times.
const Index& negations() {
  static const Index index = [] {
    auto rule = [](std::string id, std::string title, std::string answer) {
      return doc(std::move(id), std::move(title), std::move(answer), {}, {}, "rule", "l5r-celestial");
    };
    std::vector<Document> docs{
        rule("not-happen", "Effects do not happen", "The action's costs are still paid."),
        rule("does-not", "Does not versus negation", "Both wordings prevent an effect."),
        rule("negation", "Negation", "A negated effect ends."),
        rule("not-undone", "Not undone, not delayed", "It is not undone, not delayed, not at all."),
    };
    Synonyms syn;
    syn.groups = {SynonymGroup{"do not happen", {"fizzle", "fizzles"}, false, true}};
    return build_index(docs, syn);
  }();
  return index;
}

}  // namespace

TEST_CASE("\"not\" is a word the rulings turn on, not a stop word") {
  CHECK_FALSE(is_stopword("not"));
  CHECK(ids_in(negations(), "does not vs negation")[0] == "does-not");
  SUBCASE("its contractions still are stop words: a question's \"doesn't\" is its frame") {
    CHECK(is_stopword("doesnt"));
  }
}

TEST_CASE("a synonym's wording mostly of stop words is searched whole") {
  // "do not happen" without its stop words would be "not", which the entry that repeats it has most
  CHECK(ids_in(negations(), "when it fizzles")[0] == "not-happen");
}
