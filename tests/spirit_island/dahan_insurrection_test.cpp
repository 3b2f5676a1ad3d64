// The Dahan Insurrection scenario's Constant Raiding: "after an action moves Dahan, each moved Dahan
// deals 1 Damage in the land it ended in" — once per Dahan, however often the action moved it.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
// A3 - A4 - A5 in a row, an Explorer in A4 and A5, Dahan in A3.
Engine insurrection(int dahan) {
  return setup(R"({"board": {"lands": [{"id": "A3", "terrain": "jungle", "adjacent": ["A4"]},
                                       {"id": "A4", "terrain": "sands", "adjacent": ["A3", "A5"]},
                                       {"id": "A5", "terrain": "wetland", "adjacent": ["A4"]}],
                             "pieces": {"A3": {"dahan": )" +
               std::to_string(dahan) + R"(}, "A4": {"explorer": 1}, "A5": {"explorer": 1}}},
                  "game_state": {"scenario": "Dahan Insurrection"}})");
}
}  // namespace

TEST_CASE("Constant Raiding: each moved Dahan deals 1 Damage once, where it ended") {
  SUBCASE("a Dahan pushed twice in one action deals its Damage only in the land it ended in") {
    Engine e = insurrection(1);
    e.script({pick("push", "A4:dahan", "A5")});
    e.basic_action("push twice", ops(R"([{"op": "push", "what": "dahan", "n": 1, "land": "A3"},
                                         {"op": "push", "what": "dahan", "n": 1, "land": "A4"}])"),
                   "A3", "");
    CHECK(count(e, "A5", "dahan") == 1);
    CHECK(count(e, "A5", "explorer") == 0);
    CHECK(count(e, "A4", "explorer") == 1);
  }
  SUBCASE("two Dahan pushed once each: 1 Damage each where they ended") {
    Engine e = insurrection(2);
    e.basic_action("push", ops(R"([{"op": "push", "what": "dahan", "n": 2}])"), "A3", "");
    CHECK(count(e, "A4", "dahan") == 2);
    CHECK(count(e, "A4", "explorer") == 0);
    CHECK(count(e, "A5", "explorer") == 1);
  }
  SUBCASE("a moved Dahan destroyed before the action ends deals nothing") {
    Engine e = insurrection(1);
    e.basic_action("push, then destroy", ops(R"([{"op": "push", "what": "dahan", "n": 1},
                                                 {"op": "destroy", "what": "dahan", "n": 1, "land": "A4"}])"),
                   "A3", "");
    CHECK(count(e, "A4", "dahan") == 0);
    CHECK(count(e, "A4", "explorer") == 1);
  }
}

TEST_CASE("Military Response: lands tied for nearest with Dahan are the players' choice, default the lowest id") {
  // A3 - A4 - A5 in a row: a Town destroyed in A4 is as near to A3's Dahan as to A5's.
  auto destroy_town = [](const char* a5) {
    Engine e = setup(R"({"board": {"lands": [{"id": "A3", "terrain": "jungle", "adjacent": ["A4"]},
                                             {"id": "A4", "terrain": "sands", "adjacent": ["A3", "A5"]},
                                             {"id": "A5", "terrain": "wetland", "adjacent": ["A4"]}],
                                   "pieces": {"A3": {"dahan": 1}, "A4": {"town": 1}, "A5": )" +
                     std::string(a5) + R"(}},
                        "game_state": {"scenario": "Dahan Insurrection"}})");
    return e;
  };
  auto military_choices = [](const Engine& e) {
    int n = 0;
    for (const auto& c : e.choices().history()) n += c.kind == "land" && c.context == "Military Response";
    return n;
  };
  const char* destroy = R"([{"op": "destroy", "what": "town", "n": 1}])";
  SUBCASE("tied, unanswered: the default, the lowest id, and the trace says so") {
    Engine e = destroy_town(R"({"dahan": 1})");
    e.basic_action("destroy", ops(destroy), "A4", "");
    CHECK(count(e, "A3", "explorer") == 1);
    CHECK(count(e, "A5", "explorer") == 0);
    CHECK(military_choices(e) == 1);
  }
  SUBCASE("tied, the players pick A5") {
    Engine e = destroy_town(R"({"dahan": 1})");
    e.script({pick("land", "Military Response", "A5")});
    e.basic_action("destroy", ops(destroy), "A4", "");
    CHECK(count(e, "A5", "explorer") == 1);
    CHECK(count(e, "A3", "explorer") == 0);
  }
  SUBCASE("one nearest land: no choice") {
    Engine e = destroy_town("{}");
    e.basic_action("destroy", ops(destroy), "A4", "");
    CHECK(count(e, "A3", "explorer") == 1);
    CHECK(military_choices(e) == 0);
  }
}
