// Still-Healthy Blight cards (Invaders Find the Land to Their Liking): when the Blighted side
// empties the players do not lose; the next Blight card comes Blighted side up (rules/blight.cpp).
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

static Engine emptying(const std::string& card, const std::string& next) {
  EngineOptions judged = quiet();
  judged.outcome_checks = true;
  Engine e =
      setup(two_lands(R"({"A3": {"city": 1}, "A4": {"city": 1}})",
                      R"({"blight_card": {"name": ")" + card + R"(", "pool": 1, "flipped": true)" +
                          (next.empty() ? "" : R"(, "next": ")" + next + "\"") + R"(}, "outcome_checks": true})"),
            judged);
  e.basic_action("Blight", ops(R"([{"op": "add-blight", "n": 1}])"), "A3", "");
  return e;
}

TEST_CASE("A Still-Healthy card that empties draws the next Blight card instead of losing") {
  SUBCASE("Invaders Find the Land to Their Liking: no loss; All Things Weaken comes up, loaded and in effect") {
    Engine e = emptying("Invaders Find the Land to Their Liking", "All Things Weaken");
    CHECK(e.outcome() == Outcome::None);
    CHECK(e.state().blight_card.name == "All Things Weaken");
    CHECK(e.state().blight_card.flipped);
    CHECK(e.state().blight_card.pool == 3);  // All Things Weaken: 3 per player
    CHECK(e.has_rule("all-things-weaken"));
    CHECK(count(e, "A3", "blight") == 1);
  }
  SUBCASE("no next card named: Blighted Island, 2 per player") {
    Engine e = emptying("Invaders Find the Land to Their Liking", "");
    CHECK(e.outcome() == Outcome::None);
    CHECK(e.state().blight_card.name == "Blighted Island");
    CHECK(e.state().blight_card.pool == 2);
  }
  SUBCASE("the card drawn is not Still-Healthy: when it empties, the players lose") {
    Engine e = emptying("Invaders Find the Land to Their Liking", "");
    CHECK(e.state().blight_card.pool == 2);
    e.basic_action("Blight", ops(R"([{"op": "add-blight", "n": 1}])"), "A4", "");
    CHECK(e.outcome() == Outcome::None);
    e.basic_action("Blight", ops(R"([{"op": "add-blight", "n": 1}])"), "A4", "");
    CHECK(e.outcome() == Outcome::Defeat);
  }
  SUBCASE("a card that is not Still-Healthy: the players lose") {
    Engine e = emptying("Unnatural Proliferation", "All Things Weaken");
    CHECK(e.outcome() == Outcome::Defeat);
  }
}
