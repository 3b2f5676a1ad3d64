// The quirks of the source documents, each imported the way the corpus promises.
#include <doctest/doctest.h>

#include "corpus/import/names.h"
#include "corpus/import/source_parser.h"
#include "corpus_test_util.h"

using namespace arbiter;
using namespace arbiter::test;
using corpus::Block;
using corpus::Kind;

namespace {

const std::vector<corpus::Entry>& imported() {
  static const auto result = fresh_import();
  REQUIRE(result.problems.empty());
  return result.entries;
}

const corpus::Entry& entry(const std::string& title_prefix) {
  const corpus::Entry* e = by_title(imported(), title_prefix);
  INFO("entry titled " << title_prefix);
  REQUIRE(e != nullptr);
  return *e;
}

bool has_mention(const corpus::Entry& e, const std::string& name, const std::string& owner = "") {
  return std::any_of(e.mentions.begin(), e.mentions.end(),
                     [&](const corpus::Mention& m) { return m.name == name && m.owner == owner; });
}

}  // namespace

TEST_CASE("an FAQ answer without its question line is a flagged fragment with a derived title") {
  const auto& e = entry("It is possible to upgrade/downgrade a piece multiple times");
  CHECK(e.kind == Kind::Fragment);
  CHECK(e.question_missing);
  CHECK(e.title_derived);
  CHECK(corpus::plain_text(e.answer).rfind("However, it is possible", 0) == 0);  // the text itself is untouched
  CHECK(e.tags == std::vector<std::string>{"Timing", "Upgrade", "Downgrade", "Replace"});
  CHECK(e.tags_omitted == 7);

  SUBCASE("a fragment followed directly by a question ends there") {
    const auto& f = entry("If there is a second Explore Card");
    CHECK(f.kind == Kind::Fragment);
    CHECK(f.tags.empty());
    CHECK(entry("Does the order of Builds matter").kind == Kind::Faq);
  }
  SUBCASE("fragments are only flagged where the question is missing") {
    for (const auto& x : imported()) CHECK((x.kind == Kind::Fragment) == x.question_missing);
  }
}

TEST_CASE("an answer cut off at \"This can include:\" is flagged truncated; complete ones are not") {
  const auto& cut = entry("When Repeating a Power that has choices");
  CHECK(cut.truncated);
  CHECK(corpus::plain_text(cut.answer).find("This can include:") != std::string::npos);
  const auto& next = entry("When Blight is added to a land with Vitality");
  CHECK(next.kind == Kind::Faq);
  CHECK_FALSE(next.truncated);
  int truncated = 0;
  for (const auto& e : imported()) truncated += e.truncated;
  CHECK(truncated == 1);
}

TEST_CASE("a question answered without a Tags line ends at the next question") {
  const auto& veil = entry("Can the Violence Aspect use a bonus play");
  CHECK(veil.tags.empty());
  CHECK_FALSE(veil.truncated);
  CHECK(corpus::plain_text(veil.answer).rfind("Yes. The Violence Aspect just cares", 0) == 0);
  CHECK(entry("What exactly does \"healing damage\" refer to").answer.size() == 2);
}

TEST_CASE("errata: \"title -- text\", printings parsed from the heading") {
  const auto& repeat = entry("Errata for core Rulebook p. 19 (Repeat)");
  CHECK(repeat.kind == Kind::Errata);
  CHECK(corpus::plain_text(repeat.answer).rfind("The final line of details", 0) == 0);
  REQUIRE(repeat.applies_to.size() == 1);
  CHECK(repeat.applies_to[0].product == "Core game");
  CHECK(repeat.applies_to[0].printings == std::vector<int>{4, 5});

  SUBCASE("several products, all printings") {
    auto a = corpus::import::parse_applies_to("Branch & Claw, Core game - all printings");
    REQUIRE(a.size() == 2);
    CHECK(a[0].product == "Branch & Claw");
    CHECK(a[1].product == "Core game");
    CHECK(a[0].printings.empty());
  }
  SUBCASE("one printing, two printings, not a heading") {
    CHECK(corpus::import::parse_applies_to("Branch & Claw - 3rd printing")[0].printings == std::vector<int>{3});
    CHECK(corpus::import::parse_applies_to("Jagged Earth - 1st and 2nd printings")[0].printings ==
          std::vector<int>{1, 2});
    CHECK(corpus::import::parse_applies_to("Tags: Rulebook").empty());
  }
  SUBCASE("a trailing colon before -- is not part of the title") {
    CHECK(by_title(imported(), "Errata for B&C rulebook, p. 15") != nullptr);
    CHECK(by_title(imported(), "Errata for B&C rulebook, p. 15:") == nullptr);
  }
}

TEST_CASE("footnote markers glued to words are linked to their footnotes") {
  const auto& e = entry("Errata / Clarification on which items are triggered actions");
  std::map<int, std::string> markers;  // footnote -> the text it is attached to
  std::set<int> notes;
  for (const auto& b : e.answer) {
    if (b.type == Block::Type::Footnote) notes.insert(b.footnote_number);
    for (const auto& item : b.items)
      for (const auto& run : item.text)
        if (run.footnote) markers[run.footnote] = run.text;
  }
  CHECK(markers ==
        std::map<int, std::string>{{1, "Sworn to Victory"}, {2, "Blazing Presence"}, {3, "Forbidden Ground"}});
  CHECK(notes == std::set<int>{1, 2, 3});
  CHECK(corpus::plain_text(e.answer).find("Victory1") == std::string::npos);
  CHECK(e.tags_omitted == 5);

  SUBCASE("a dagger marker") {
    const auto& inc = entry("Unlike for other Incarna");
    std::string text = corpus::plain_text(inc.answer);
    CHECK(text.find("bring them back[\xE2\x80\xA0]") != std::string::npos);
    CHECK(inc.answer.back().type == Block::Type::Footnote);
    CHECK(inc.answer.back().symbol == "\xE2\x80\xA0");
  }
  SUBCASE("wiki footnotes go to every section that cites them") {
    int with_note_5 = 0;
    for (const auto& x : imported())
      for (const auto& b : x.answer)
        if (b.type == Block::Type::Footnote && b.footnote_number == 5) {
          ++with_note_5;
          CHECK(corpus::inline_text(b.text).rfind("Whenever you're told to do something for Each Board", 0) == 0);
        }
    CHECK(with_note_5 == 5);  // Blight Card, Fear, Event, Adversary and Scenario Actions
  }
}

TEST_CASE("(Discussion elsewhere) is metadata, counted, not prose") {
  CHECK(entry("When Blight is Added, what order").discussion_elsewhere == 2);
  CHECK(entry("Can Isolate apply to Dahan?").discussion_elsewhere == 0);
  for (const auto& e : imported())
    CHECK(corpus::plain_text(e.answer).find("Discussion elsewhere") == std::string::npos);
}

TEST_CASE("lists: bullets with nesting, numbered steps") {
  const auto& order = entry("When Blight is Added, what order");
  auto steps =
      std::find_if(order.answer.begin(), order.answer.end(), [](auto& b) { return b.type == Block::Type::Steps; });
  REQUIRE(steps != order.answer.end());
  CHECK(steps->items.size() == 6);

  const auto& tree = entry("Example action tree: Blur the Arc of Years");
  CHECK(tree.title_derived);
  CHECK(tree.section_path == std::vector<std::string>{"Other details", "Action Tree"});
  const Block& bullets = tree.answer.back();
  REQUIRE(bullets.type == Block::Type::Bullets);
  CHECK(bullets.items.size() == 6);
  CHECK(bullets.items[2].children.size() == 2);
  CHECK(bullets.items[2].children[1].children.size() == 2);  // three levels deep
  CHECK(corpus::plain_text(entry("Action Tree").answer).find("Initial action") == std::string::npos);
}

TEST_CASE("L5R sections whose heading was lost get a derived, flagged title") {
  const auto& choices = entry("Sometimes a choice has to be made in the game");
  CHECK(choices.game == corpus::Game::L5rCelestial);
  CHECK(choices.title_derived);
  CHECK_FALSE(choices.question_missing);
  const auto& instead = entry("\xE2\x80\x9CX instead (of Y)\xE2\x80\x9D refers to");
  CHECK(instead.title_derived);
  CHECK(entry("Indefinite conditional effects").answer.size() == 2);  // ends before "Sometimes a choice"
  CHECK(entry("Tracking rule").source == "Effects");
  CHECK_FALSE(entry("Tracking rule").title_derived);
}

TEST_CASE("mentions: names from tags and text, owners normalised, rulebook references") {
  const auto& e = entry("Errata / Clarification on which items are triggered actions");
  CHECK(has_mention(e, "Sworn to Victory", "Thunderspeaker"));
  CHECK(has_mention(e, "Thunderspeaker"));
  CHECK(has_mention(e, "Constant Raiding", "Dahan Insurrection"));

  SUBCASE("spelling variants resolve to one name") {
    CHECK(has_mention(entry("The Violence Aspect and An Ominous Dawn"), "Wavering Resolve"));  // "Waving Resolve"
    CHECK(has_mention(entry("Do Damage bonuses apply"), "Gift of Wind-Sped Steps", "Sun-Bright Whirlwind"));
  }
  SUBCASE("rulebook references") {
    const auto& normal = entry("What counts as a single Ravage");
    CHECK(has_mention(normal, "B&C p. 15"));
    CHECK(has_mention(normal, "JE p. 27"));
    CHECK(corpus::import::rulebook_refs(
              "Under \xE2\x80\x9CRavage Timing\xE2\x80\x9D on p. 7 of the Jagged Earth rulebook") ==
          std::vector<std::string>{"JE p. 7"});
    CHECK(corpus::import::rulebook_refs("[B&C p. 14, JE p. 11]") == std::vector<std::string>{"B&C p. 14", "JE p. 11"});
    CHECK(corpus::import::rulebook_refs("(Rulebook, p. 9)") == std::vector<std::string>{"Core p. 9"});
  }
  SUBCASE("no names in the L5R rules") {
    for (const auto& x : imported())
      if (x.game == corpus::Game::L5rCelestial) CHECK(x.mentions.empty());
  }
}

TEST_CASE("related: explicit references resolve to the entry they name") {
  auto related_to = [](const corpus::Entry& from, const corpus::Entry& to) {
    return std::find(from.related.begin(), from.related.end(), to.id) != from.related.end();
  };
  const auto& triggered = entry("Triggered Actions");
  // "(For the most up-to-date list, see this Errata / Clarification.)"
  CHECK(related_to(triggered, entry("Errata / Clarification on which items are triggered actions")));
  // "See Summary of Action rules for more details on how triggered actions work in general."
  CHECK(entry("Errata / Clarification on which items are triggered actions").related.front() == triggered.id);
  // Wiki footnote 6: ":!what-items-are-triggered-actions"
  CHECK(related_to(entry("Triggered Action"), entry("Errata / Clarification on which items are triggered actions")));
  // L5R: "see Tracking Rule"
  CHECK(related_to(entry("Ongoing effects"), entry("Tracking rule")));
  for (const auto& e : imported())
    for (const auto& id : e.related) CHECK(id != e.id);
}
