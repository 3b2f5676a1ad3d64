// Russia Level 5, Entrench in the Face of Fear: a Stage II Invader card under the top 3 Fear cards
// and a Stage III under the top 7; when one is revealed (the Fear card above it earned) it goes
// straight into the Build slot, not yet resolved.
#include <doctest/doctest.h>

#include "games/spirit_island/rules/entrench.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

// One land; `earned` Fear cards earned, 1 Fear left before the next; the Build slot empty.
static Engine russia(int level, int earned, const std::string& entrench = "") {
  std::string adversary = R"({"name": "Tsardom of Russia", "level": )" + std::to_string(level) +
                          (entrench.empty() ? "" : R"(, "entrench": )" + entrench) + "}";
  return setup(R"({"board": {"lands": [{"id": "A1", "terrain": "mountain", "coastal": true, "adjacent": []}]},
                   "game_state": {"adversary": )" +
               adversary + R"(, "fear": {"pool": 1, "per_card": 4, "earned": )" + std::to_string(earned) +
               R"(, "terror_level": )" +
               std::to_string(earned >= 6   ? 3
                              : earned >= 3 ? 2
                                            : 1) +
               "}}}");
}

static void one_fear(Engine& e) { e.basic_action("fear", ops(R"([{"op": "fear", "n": 1}])"), "A1", ""); }

static std::vector<std::string> build_slot(const Engine& e) {
  std::vector<std::string> out;
  for (const auto& c : e.state().slot("build")) out.push_back(c.name);
  return out;
}

TEST_CASE("Entrench in the Face of Fear (Russia Level 5): the card under the 3rd and 7th Fear card goes to Build") {
  const std::string both = R"(["2:wetland", "jungle+sands"])";
  SUBCASE("earning the 3rd Fear card reveals the Stage II card: into the Build slot, not yet resolved") {
    Engine e = russia(5, 2, both);
    one_fear(e);
    REQUIRE(build_slot(e) == std::vector<std::string>{"2:wetland"});
    CHECK_FALSE(e.state().slot("build")[0].resolved);
  }
  SUBCASE("earning the 7th reveals the Stage III card") {
    Engine e = russia(5, 6, R"(["jungle+sands"])");
    one_fear(e);
    CHECK(build_slot(e) == std::vector<std::string>{"jungle+sands"});
  }
  SUBCASE("earning another Fear card (the 4th) reveals nothing") {
    Engine e = russia(5, 3, R"(["jungle+sands"])");
    one_fear(e);
    CHECK(build_slot(e).empty());
  }
  SUBCASE("Level 4: no card under the Fear cards (a scenario may not name one)") { CHECK_THROWS(russia(4, 2, both)); }
  SUBCASE("a Stage I card, or two of one Stage, is refused") {
    CHECK_THROWS(russia(5, 2, R"(["wetland"])"));
    CHECK_THROWS(russia(5, 2, R"(["2:wetland", "2:jungle"])"));
  }
}
