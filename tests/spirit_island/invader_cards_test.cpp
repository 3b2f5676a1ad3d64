// Build, Explore and Invader cards.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

TEST_CASE("Build adds a City only if the land has more Towns than Cities, otherwise a Town") {
  SUBCASE("1 Town, 0 Cities: a City") {
    Engine e = after_invader_action("build", R"({"A3": {"town": 1}})");
    CHECK(count(e, "A3", "city") == 1);
  }
  SUBCASE("1 Town, 1 City: a Town") {
    Engine e = after_invader_action("build", R"({"A3": {"town": 1, "city": 1}})");
    CHECK(count(e, "A3", "town") == 2);
  }
  SUBCASE("only Explorers: a Town") {
    Engine e = after_invader_action("build", R"({"A3": {"explorer": 1}})");
    CHECK(count(e, "A3", "town") == 1);
  }
}

TEST_CASE("A Build card builds only in matching lands with at least one Invader") {
  Engine e = setup(R"({"board": {"lands": [{"id": "A3", "terrain": "jungle", "adjacent": ["A8"]},
                                            {"id": "A8", "terrain": "jungle", "adjacent": ["A3"]}],
                                  "pieces": {"A3": {"explorer": 1}, "A8": {"dahan": 2}}}})");
  e.invader_card(card("jungle"), "build", true);
  CHECK(count(e, "A3", "town") == 1);
  CHECK(count(e, "A8", "town") == 0);
  SUBCASE("but a single extra Build action does not check for Invaders") {
    e.invader_action("build", "A8");
    CHECK(count(e, "A8", "town") == 1);
  }
}

TEST_CASE("Disease stops one Build and is removed instead") {
  Engine e = after_invader_action("build", R"({"A3": {"town": 1, "disease": 1}})");
  CHECK(count(e, "A3", "city") == 0);
  CHECK(count(e, "A3", "disease") == 0);
  e.invader_action("build", "A3");
  CHECK(count(e, "A3", "city") == 1);
}

TEST_CASE("Explore adds exactly one Explorer however many sources there are") {
  Engine e = setup(R"({"board": {"lands": [
      {"id": "A1", "terrain": "mountain", "coastal": true, "adjacent": ["A2", "A5"]},
      {"id": "A2", "terrain": "wetland", "adjacent": ["A1", "A5"]},
      {"id": "A5", "terrain": "wetland", "adjacent": ["A1", "A2"]}],
    "pieces": {"A1": {"city": 1, "town": 1}, "A2": {"town": 2}, "A5": {"town": 1, "explorer": 1}}}})");
  e.invader_card(card("wetland"), "explore", true);
  CHECK(count(e, "A2", "explorer") == 1);
  CHECK(count(e, "A5", "explorer") == 2);
}

TEST_CASE(
    "Explore sources: Town/City in or next to the land, or the Ocean for Coastal lands; Explorers are not sources") {
  Engine e = setup(R"({"board": {"lands": [
      {"id": "A1", "terrain": "sands", "coastal": true, "adjacent": ["A2"]},
      {"id": "A2", "terrain": "sands", "adjacent": ["A1", "A3"]},
      {"id": "A3", "terrain": "sands", "adjacent": ["A2", "A4"]},
      {"id": "A4", "terrain": "jungle", "adjacent": ["A3"]}],
    "pieces": {"A3": {"explorer": 3}, "A4": {"town": 1}}}})");
  e.invader_card(card("sands"), "explore", true);
  CHECK(count(e, "A1", "explorer") == 1);  // Coastal
  CHECK(count(e, "A2", "explorer") == 0);  // next to Explorers only
  CHECK(count(e, "A3", "explorer") == 4);  // next to a Town
}

TEST_CASE("An Isolated land is not Explored and is not a source for its neighbours") {
  auto explored = [](bool isolated) {
    Engine e = setup(std::string(R"({"board": {"lands": [
      {"id": "A2", "terrain": "sands", "adjacent": ["A3"]},
      {"id": "A3", "terrain": "sands", "adjacent": ["A2"]}],
    "pieces": {"A2": {"town": 1, "isolated": )") +
                     (isolated ? "true" : "false") + "}}}}");
    e.invader_card(card("sands"), "explore", true);
    return e;
  };
  Engine e = explored(true);
  CHECK(count(e, "A2", "explorer") == 0);
  CHECK(count(e, "A3", "explorer") == 0);
  SUBCASE("without Isolate both Explore") {
    Engine f = explored(false);
    CHECK(count(f, "A2", "explorer") == 1);
    CHECK(count(f, "A3", "explorer") == 1);
  }
}

TEST_CASE("Wilds stop one Explore and are removed instead") {
  Engine e = after_invader_action("explore", R"({"A3": {"wilds": 1}})");
  CHECK(count(e, "A3", "explorer") == 0);
  CHECK(count(e, "A3", "wilds") == 0);
}

TEST_CASE("Several cards in one slot resolve oldest first, each reading the board anew") {
  Engine e = setup(two_lands(R"({"A3": {"explorer": 1}})", R"({"invaders": {"build": ["jungle", "jungle"]}})"));
  e.invader_step("build");
  CHECK(count(e, "A3", "town") == 1);  // first card: a Town
  CHECK(count(e, "A3", "city") == 1);  // second card sees the Town: a City
}

TEST_CASE("The lands a card affects are fixed when it starts: a land that gains Invaders mid-card does not act") {
  // The Ravage in A3 empties the Blight card; Promising Farmlands adds a Town and a City to the
  // Inland Jungle A8, which matched the card but had no Invaders when the card started.
  Engine e = setup(R"({"board": {"lands": [
      {"id": "A3", "terrain": "jungle", "coastal": true, "adjacent": ["A8"]},
      {"id": "A8", "terrain": "jungle", "adjacent": ["A3"]}],
    "pieces": {"A3": {"town": 1}}},
    "game_state": {"blight_card": {"name": "Promising Farmlands", "pool": 1}}})");
  e.invader_card(card("jungle"), "ravage", true);
  CHECK(count(e, "A8", "town") == 1);
  CHECK(count(e, "A8", "city") == 1);
  CHECK(count(e, "A8", "blight") == 0);
  int ravages = 0;
  for (const auto& r : e.tree().records()) ravages += r.label.rfind("Ravage in", 0) == 0;
  CHECK(ravages == 1);
}

TEST_CASE("A Year of Perfect Stillness: Invaders skip every action in the land this turn, normal or extra") {
  Engine e = setup(
      two_lands(R"({"A3": {"town": 1, "explorer": 1}, "A4": {"explorer": 1}})", "{}",
                R"([{"modifier": "skip-invader-actions", "land": "A3", "name": "A Year of Perfect Stillness"}])"));
  e.invader_card(card("jungle"), "ravage", true);
  e.invader_action("build", "A3");
  e.invader_action("build", "A3");
  CHECK(count(e, "A3", "blight") == 0);
  CHECK(count(e, "A3", "city") == 0);
  SUBCASE("other lands are not affected") {
    e.invader_action("build", "A4");
    CHECK(count(e, "A4", "town") == 1);
  }
  SUBCASE("and it ends at Time Passes") {
    e.time_passes();
    e.invader_action("build", "A3");
    CHECK(count(e, "A3", "city") == 1);
  }
}

TEST_CASE("When a skip and Disease both could stop a Build, the players choose which applies first") {
  std::string fx = R"([{"modifier": "skip-invader-actions", "land": "A3", "name": "A Year of Perfect Stillness"}])";
  SUBCASE("without a scripted answer the order is still a recorded choice point") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1, "disease": 1}})", "{}", fx));
    e.invader_action("build", "A3");
    REQUIRE(!e.choices().history().empty());
    CHECK(e.choices().history().back().kind == "modifier-order");
  }
  SUBCASE("scripted: skip first keeps the Disease") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1, "disease": 1}})", "{}", fx));
    e.script({{"modifier-order", "A3", {"A Year of Perfect Stillness", "Disease"}, "t", false}});
    e.invader_action("build", "A3");
    CHECK(count(e, "A3", "disease") == 1);
    CHECK(count(e, "A3", "city") == 0);
  }
  SUBCASE("scripted: Disease first spends the Disease") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1, "disease": 1}})", "{}", fx));
    e.script({{"modifier-order", "A3", {"Disease", "A Year of Perfect Stillness"}, "t", false}});
    e.invader_action("build", "A3");
    CHECK(count(e, "A3", "disease") == 0);
    CHECK(count(e, "A3", "city") == 0);
  }
}

TEST_CASE("A skip that lasts until used skips one Invader action, and the next happens") {
  Engine e = setup(
      two_lands(R"({"A3": {"explorer": 2}})", "{}",
                R"([{"modifier": "skip-invader-actions", "land": "A3", "what": "ravage", "duration": "until-used"}])"));
  e.invader_action("ravage", "A3");
  CHECK(count(e, "A3", "blight") == 0);
  e.invader_action("ravage", "A3");
  CHECK(count(e, "A3", "blight") == 1);
}
