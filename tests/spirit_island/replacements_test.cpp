// Replacement effects on typed hook points: every "instead" goes through the modifier order, so two
// that could both apply are a choice.
#include <doctest/doctest.h>

#include <algorithm>

#include "si_test_support.h"

using namespace arbiter;
using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
// Bringer of Dreams and Nightmares against Habsburg Level 4: its Powers dream Invaders' deaths, and
// "Destroy 1 Town" deals a Durable Town 2 Damage instead.
const char* kBringerVsHabsburg = R"J({"spirits": [{"id": "bringer", "name": "Bringer of Dreams and Nightmares"}],
                                     "adversary": {"name": "Habsburg Monarchy (Livestock Colony)", "level": 4}})J";

int order_choices(const Engine& e) {
  return static_cast<int>(std::count_if(e.choices().history().begin(), e.choices().history().end(),
                                        [](const kernel::ChoicePoint& c) { return c.kind == "modifier-order"; }));
}
}  // namespace

TEST_CASE("Replacements competing for one destruction: the players choose the order, and the first one replaces it") {
  SUBCASE(
      "both apply to a Durable Town that Bringer's Power destroys: the order is a choice, by default creation order") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1}})", kBringerVsHabsburg));
    e.use_power("Asphyxiating Smoke", "bringer", "A3");
    REQUIRE(order_choices(e) == 1);
    const kernel::ChoicePoint& cp = e.choices().history().front();
    CHECK(cp.context == "A3");
    CHECK(cp.options == std::vector<std::string>{"To Dream a Thousand Deaths", "Durable"});
    // The Spirit's rule was put in play first: the Town dreams (2 Fear) and is pushed, undamaged.
    CHECK(count(e, "A3", "town") == 0);
    CHECK(count(e, "A4", "town") == 1);
    CHECK(damage_on(e, "A4", PieceKind::Town) == 0);
    CHECK(e.state().fear_generated == 1 + 2);
  }
  SUBCASE("Durable first: 2 Damage instead, which a 4-Health Town survives, so nothing is left to dream") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1}})", kBringerVsHabsburg));
    e.script({{"modifier-order", "A3", {"Durable", "To Dream a Thousand Deaths"}, "test", false}});
    e.use_power("Asphyxiating Smoke", "bringer", "A3");
    CHECK(e.choices().history().front().scripted);
    CHECK(count(e, "A3", "town") == 1);
    CHECK(damage_on(e, "A3", PieceKind::Town) == 0);  // Bringer's Power dealt it: dreamt, gone with the action
    CHECK(e.state().fear_generated == 1);
  }
  SUBCASE("Durable first, and the 2 Damage (with Badlands) destroys the Town: that new destruction is dreamt") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1, "badlands": 2}})", kBringerVsHabsburg));
    e.script({{"modifier-order", "A3", {"Durable", "To Dream a Thousand Deaths"}, "test", false}});
    e.use_power("Asphyxiating Smoke", "bringer", "A3");
    CHECK(count(e, "A4", "town") == 1);
    CHECK(e.state().fear_generated == 1 + 2);
    CHECK(order_choices(e) == 1);  // destroyed by Damage, the Town is no longer a "Destroy" Durable answers
  }
  SUBCASE("only one applies (the Town's land is Blighted, so it is not Durable): no choice") {
    Engine e = setup(two_lands(R"({"A3": {"town": 1, "blight": 1}})", kBringerVsHabsburg));
    e.use_power("Asphyxiating Smoke", "bringer", "A3");
    CHECK(order_choices(e) == 0);
    CHECK(count(e, "A4", "town") == 1);
  }
  SUBCASE("\"destroy all\" is no Durable event: the dream alone applies") {
    Engine e = setup(two_lands(R"({"A3": {"town": 2}})", kBringerVsHabsburg));
    e.basic_action("destroy all", ops(R"([{"op": "destroy", "what": "town", "all": true}])"), "A3", "bringer");
    CHECK(order_choices(e) == 0);
    CHECK(count(e, "A3", "town") == 0);
  }
}

TEST_CASE("Replacements competing for one Invader action: a skip and the Disease token") {
  const std::string pieces = R"({"A3": {"town": 1, "disease": 1}})";
  const std::string year = R"([{"modifier": "skip-invader-actions", "name": "A Year of Perfect Stillness"}])";
  SUBCASE("the skip first keeps the Disease") {
    Engine e = setup(two_lands(pieces, "{}", year));
    e.script({{"modifier-order", "A3", {"A Year of Perfect Stillness", "Disease"}, "test", false}});
    e.invader_action("build", "A3");
    CHECK(order_choices(e) == 1);
    CHECK(count(e, "A3", "disease") == 1);
    CHECK(count(e, "A3", "city") == 0);
  }
  SUBCASE("the Disease first is spent instead") {
    Engine e = setup(two_lands(pieces, "{}", year));
    e.script({{"modifier-order", "A3", {"Disease", "A Year of Perfect Stillness"}, "test", false}});
    e.invader_action("build", "A3");
    CHECK(count(e, "A3", "disease") == 0);
    CHECK(count(e, "A3", "city") == 0);
  }
}
