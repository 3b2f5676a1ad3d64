// Society Dissolves at the Beckoning Heart, the Lair Aspect's innate (Lure of the Deep Wilderness):
// only with the Aspect; 1 Moon: for every 3 Explorers/Dahan, Downgrade a different Town/City; 3 Moon
// 1 Air: Gather 1 Explorer/Town and 1 Dahan; 4 Moon 1 Air: once for every 6 Explorers/Dahan present,
// Gather any Invader within Range equal to the Air the Spirit has one land towards the Incarna
// (rules/gather_toward.h). Each threshold on both sides.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
const char* kInnate = "Society Dissolves at the Beckoning Heart";

// A1 - A2 - A3 - A4 in a row (all Inland Jungles); Lure with the Lair Aspect and these `elements`,
// its Incarna in A1.
Engine row_of_four(const std::string& elements, const std::string& pieces, const std::string& aspect = "Lair") {
  return setup(R"({"board": {"lands": [{"id": "A1", "terrain": "jungle", "adjacent": ["A2"]},
                                       {"id": "A2", "terrain": "jungle", "adjacent": ["A1", "A3"]},
                                       {"id": "A3", "terrain": "jungle", "adjacent": ["A2", "A4"]},
                                       {"id": "A4", "terrain": "jungle", "adjacent": ["A3"]}],
                             "pieces": )" +
               pieces + R"(},
                 "game_state": {"spirits": [{"id": "lure", "name": "Lure of the Deep Wilderness", )" +
               (aspect.empty() ? "" : R"("aspect": ")" + aspect + "\", ") + R"("elements": )" + elements + "}]}}");
}

// `n` Explorers and Dahan at the Incarna (A1) beside `more` (JSON members), and the rest of the board.
std::string at_lair(const std::string& more, const std::string& rest = "") {
  return R"({"A1": {"incarna": ["lure"])" + (more.empty() ? "" : ", " + more) + "}" +
         (rest.empty() ? "" : ", " + rest) + "}";
}
}  // namespace

TEST_CASE("Society Dissolves at the Beckoning Heart is the Lair Aspect's: Lure without it can't use it") {
  SUBCASE("with Lair: used") {
    Engine e = row_of_four(R"({"moon": 1})", at_lair(R"("explorer": 3, "town": 1)"));
    CHECK_NOTHROW(e.use_power(kInnate, "lure", "A1"));
  }
  SUBCASE("without an Aspect: refused, with the reason") {
    Engine e = row_of_four(R"({"moon": 1})", R"({"A1": {"explorer": 3, "town": 1}})", "");
    CHECK_THROWS_WITH(e.use_power(kInnate, "lure", "A1"), doctest::Contains("an innate Power of the Lair Aspect"));
  }
}

TEST_CASE("Society Dissolves, 1 Moon: for every 3 Explorers/Dahan, Downgrade a different Town/City") {
  SUBCASE("no Moon: nothing") {
    Engine e = row_of_four("{}", at_lair(R"("explorer": 3, "town": 1)"));
    e.use_power(kInnate, "lure", "A1");
    CHECK(count(e, "A1", "town") == 1);
  }
  SUBCASE("1 Moon, 2 Explorers and 1 Dahan: 1 Town downgraded to an Explorer") {
    Engine e = row_of_four(R"({"moon": 1})", at_lair(R"("explorer": 2, "dahan": 1, "town": 1)"));
    e.use_power(kInnate, "lure", "A1");
    CHECK(count(e, "A1", "town") == 0);
    CHECK(count(e, "A1", "explorer") == 3);
  }
  SUBCASE("2 Explorers only: fewer than 3, nothing") {
    Engine e = row_of_four(R"({"moon": 1})", at_lair(R"("explorer": 2, "town": 1)"));
    e.use_power(kInnate, "lure", "A1");
    CHECK(count(e, "A1", "town") == 1);
  }
  SUBCASE("6 Explorers/Dahan and 1 City: the City once, never its Town again (a different Town/City each)") {
    Engine e = row_of_four(R"({"moon": 1})", at_lair(R"("explorer": 3, "dahan": 3, "city": 1)"));
    e.use_power(kInnate, "lure", "A1");
    CHECK(count(e, "A1", "city") == 0);
    CHECK(count(e, "A1", "town") == 1);
  }
  SUBCASE("6 Explorers/Dahan, a City and a Town: both downgraded") {
    Engine e = row_of_four(R"({"moon": 1})", at_lair(R"("explorer": 3, "dahan": 3, "city": 1, "town": 1)"));
    e.use_power(kInnate, "lure", "A1");
    CHECK(count(e, "A1", "city") == 0);
    CHECK(count(e, "A1", "town") == 1);
    CHECK(count(e, "A1", "explorer") == 4);
  }
}

TEST_CASE("Society Dissolves, 3 Moon 1 Air: Gather 1 Explorer/Town and 1 Dahan") {
  const std::string pieces = at_lair("", R"("A2": {"town": 1, "dahan": 2})");
  SUBCASE("3 Moon 1 Air: one Town and one Dahan come in") {
    Engine e = row_of_four(R"({"moon": 3, "air": 1})", pieces);
    e.use_power(kInnate, "lure", "A1");
    CHECK(count(e, "A1", "town") == 1);
    CHECK(count(e, "A1", "dahan") == 1);
    CHECK(count(e, "A2", "dahan") == 1);
  }
  SUBCASE("3 Moon, no Air: nothing gathered") {
    Engine e = row_of_four(R"({"moon": 3})", pieces);
    e.use_power(kInnate, "lure", "A1");
    CHECK(count(e, "A1", "town") == 0);
    CHECK(count(e, "A1", "dahan") == 0);
  }
}

TEST_CASE(
    "Society Dissolves, 4 Moon 1 Air: once per 6 Explorers/Dahan at the Incarna, an Invader within Range (its Air) "
    "moves one land towards it") {
  const std::string six = R"("explorer": 3, "dahan": 3)";
  SUBCASE("6 there, 2 Air: the City 2 lands away moves to the land next to the Incarna") {
    Engine e = row_of_four(R"({"moon": 4, "air": 2})", at_lair(six, R"("A3": {"city": 1})"));
    e.use_power(kInnate, "lure", "A1");
    CHECK(count(e, "A3", "city") == 0);
    CHECK(count(e, "A2", "city") == 1);
  }
  SUBCASE("1 Air: the City 2 lands away is out of Range") {
    Engine e = row_of_four(R"({"moon": 4, "air": 1})", at_lair(six, R"("A3": {"city": 1})"));
    e.use_power(kInnate, "lure", "A1");
    CHECK(count(e, "A3", "city") == 1);
  }
  SUBCASE("3 Moon 2 Air: below the threshold, nothing moves") {
    Engine e = row_of_four(R"({"moon": 3, "air": 2})", at_lair(six, R"("A3": {"city": 1})"));
    e.use_power(kInnate, "lure", "A1");
    CHECK(count(e, "A3", "city") == 1);
  }
  SUBCASE("5 Explorers/Dahan there: fewer than 6, nothing moves") {
    Engine e = row_of_four(R"({"moon": 4, "air": 2})", at_lair(R"("explorer": 2, "dahan": 3)", R"("A3": {"city": 1})"));
    e.use_power(kInnate, "lure", "A1");
    CHECK(count(e, "A3", "city") == 1);
  }
  SUBCASE("12 there, 3 Air: two Invaders move one land each, the players choosing from where") {
    Engine e = row_of_four(R"({"moon": 4, "air": 3})",
                           at_lair(R"("explorer": 6, "dahan": 6)", R"("A3": {"city": 1}, "A4": {"town": 1})"));
    e.script({pick("gather", "A1:invaders", "A4"), pick("gather", "A1:invaders", "A3")});
    e.use_power(kInnate, "lure", "A1");
    CHECK(count(e, "A4", "town") == 0);
    CHECK(count(e, "A3", "town") == 1);
    CHECK(count(e, "A3", "city") == 0);
    CHECK(count(e, "A2", "city") == 1);
  }
}

TEST_CASE(
    "Gathering one land towards the target: where the piece goes, when two lands are one step nearer, is a choice") {
  // A1 (the Incarna's land) next to A2 and A3, both next to A4.
  auto diamond = [] {
    return setup(R"({"board": {"lands": [{"id": "A1", "terrain": "jungle", "adjacent": ["A2", "A3"]},
                                         {"id": "A2", "terrain": "jungle", "adjacent": ["A1", "A4"]},
                                         {"id": "A3", "terrain": "jungle", "adjacent": ["A1", "A4"]},
                                         {"id": "A4", "terrain": "jungle", "adjacent": ["A2", "A3"]}],
                               "pieces": {"A1": {"incarna": ["lure"], "explorer": 6}, "A4": {"city": 1}}},
                     "game_state": {"spirits": [{"id": "lure", "name": "Lure of the Deep Wilderness", "aspect": "Lair",
                                                 "elements": {"moon": 4, "air": 2}}]}})");
  };
  SUBCASE("the default: the first such land") {
    Engine e = diamond();
    e.use_power(kInnate, "lure", "A1");
    CHECK(count(e, "A2", "city") == 1);
  }
  SUBCASE("the players pick the other") {
    Engine e = diamond();
    e.script({pick("land", "Gather towards A1: A4", "A3")});
    e.use_power(kInnate, "lure", "A1");
    CHECK(count(e, "A3", "city") == 1);
    CHECK(count(e, "A2", "city") == 0);
  }
}
