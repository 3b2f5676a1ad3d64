// Reminder cards and accelerating the Invader deck.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

static Engine habsburg(const std::string& deck) {
  return setup(R"x({"board": {"standard": ["A"]},
                   "game_state": {"adversary": {"name": "Habsburg Monarchy (Livestock Colony)", "level": 5},
                                  "invaders": {"deck": )x" +
               deck + "}}}");
}

static std::vector<std::string> deck_names(const Engine& e) {
  std::vector<std::string> v;
  for (const auto& c : e.state().deck) v.push_back(c.name);
  return v;
}

static const char* kTwice = R"([{"op": "rule", "name": "accelerate-invader-deck", "n": 1},
                                {"op": "rule", "name": "accelerate-invader-deck", "n": 1}])";

TEST_CASE("A Reminder card revealed while accelerating is resolved after the accelerating action") {
  Engine e = habsburg(R"(["mountain", "reminder", "jungle", "2:sands"])");
  e.basic_action("Thieves escape", ops(kTwice), "A2", "");
  CHECK(deck_names(e) == std::vector<std::string>{"2:sands"});  // both accelerations happened
  const auto& recs = e.tree().records();
  REQUIRE(recs.size() >= 2);
  CHECK(recs[0].label == "Thieves escape");
  CHECK(recs[0].status == arbiter::kernel::ActionStatus::Done);
  CHECK(recs[1].label == "Reminder card: Wave of Immigration");
  CHECK(recs[1].parent == arbiter::kernel::kNoAction);  // its own action, not part of the escape
  CHECK(count(e, "A1", "city") == 1);
  CHECK(e.state().set_aside.empty());
}

TEST_CASE("Accelerating removes the top card of the lowest Stage left") {
  Engine e = habsburg(R"(["2:sands", "mountain", "jungle+wetland"])");
  e.basic_action("accelerate", ops(R"([{"op": "rule", "name": "accelerate-invader-deck", "n": 1}])"), "A2", "");
  CHECK(deck_names(e) == std::vector<std::string>{"2:sands", "jungle+wetland"});
}

TEST_CASE("A Reminder card revealed by a normal draw is resolved at once, then the next card is revealed") {
  Engine e = habsburg(R"(["reminder", "jungle"])");
  e.invader_phase();
  CHECK(count(e, "A1", "city") == 1);      // Wave of Immigration
  CHECK(count(e, "A3", "explorer") == 1);  // the Jungle card explored the Coastal Jungle
  CHECK(e.state().slot("build").front().name == "jungle");
}

TEST_CASE("A Reminder card in the deck needs an adversary that has one (a load error otherwise)") {
  CHECK_THROWS_WITH(
      setup(R"({"board": {"standard": ["A"]}, "game_state": {"invaders": {"deck": ["jungle", "reminder"]}}})"),
      doctest::Contains("at /game_state/invaders/deck/1: expected an Invader card: \"reminder\" needs an adversary"));
  CHECK_THROWS_WITH(
      setup(R"({"board": {"standard": ["A"]}, "game_state": {"adversary": {"name": "Kingdom of England", "level": 1},
                                                                      "invaders": {"deck": ["reminder"]}}})"),
      doctest::Contains("needs an adversary with a Reminder card"));
}

TEST_CASE("Wave of Immigration: Inland lands tied at the cut for the 3 Towns are the players' choice") {
  // Board A: Inland A4-A8. `blight`: the pieces object giving some of them Blight.
  auto wave = [](const std::string& blight) {
    Engine e = setup(R"x({"board": {"standard": ["A"], "pieces": )x" + blight + R"x(},
                         "game_state": {"adversary": {"name": "Habsburg Monarchy (Livestock Colony)", "level": 5}}})x");
    return e;
  };
  auto towns = [](const Engine& e) {
    std::vector<std::string> v;
    for (const char* id : {"A4", "A5", "A6", "A7", "A8"})
      if (count(e, id, "town") > 0) v.push_back(id);
    return v;
  };
  const auto reveal = ops(R"([{"op": "rule", "name": "wave-of-immigration"}])");
  SUBCASE("5 tied at 0 Blight, unanswered: the 3 lowest-numbered") {
    Engine e = wave("{}");
    e.basic_action("Reminder card", reveal, "A2", "");
    CHECK(towns(e) == std::vector<std::string>{"A4", "A5", "A6"});
  }
  SUBCASE("5 tied, the players pick A6, A7, A8") {
    Engine e = wave("{}");
    e.script({pick("land", "Reminder card", "A1"),  // the City's Coastal land, asked first
              {"land", "Reminder card", {"A6", "A7", "A8"}, "test", false}});
    e.basic_action("Reminder card", reveal, "A2", "");
    CHECK(towns(e) == std::vector<std::string>{"A6", "A7", "A8"});
  }
  SUBCASE("A4, A5 below the cut take theirs; the last of A6-A8 is chosen") {
    Engine e = wave(R"({"A6": {"blight": 1}, "A7": {"blight": 1}, "A8": {"blight": 1}})");
    e.script({pick("land", "Reminder card", "A1"), pick("land", "Reminder card", "A8")});
    e.basic_action("Reminder card", reveal, "A2", "");
    CHECK(towns(e) == std::vector<std::string>{"A4", "A5", "A8"});
  }
  SUBCASE("no tie at the cut: no choice") {
    Engine e = wave(R"({"A7": {"blight": 1}, "A8": {"blight": 1}})");
    e.basic_action("Reminder card", reveal, "A2", "");
    CHECK(towns(e) == std::vector<std::string>{"A4", "A5", "A6"});
    for (const auto& c : e.choices().history()) CHECK(c.prompt.find("tied") == std::string::npos);
  }
}
