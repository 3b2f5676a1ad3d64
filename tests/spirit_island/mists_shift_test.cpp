// Shroud of Silent Mist: Mists Shift and Flow (when targeting a land with a Power, it may Gather 1 of
// its Presence into the target or an adjacent land).
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {

// A3 - A4 - A5 in a row; Shroud (`shroud`) has 1 Presence in A5.
std::string mist_row(const std::string& spirit_name) {
  return R"({"board": {"lands": [{"id": "A3", "terrain": "jungle", "adjacent": ["A4"]},
                                 {"id": "A4", "terrain": "sands", "adjacent": ["A3", "A5"]},
                                 {"id": "A5", "terrain": "wetland", "adjacent": ["A4"]}],
                       "pieces": {"A3": {"explorer": 1}, "A5": {"presence": {"shroud": 1}}}},
             "game_state": {"spirits": [{"id": "shroud", "name": ")" +
         spirit_name + R"("}]}})";
}

std::vector<std::string> mists_options(const Engine& e) {
  for (const auto& c : e.choices().history())
    if (c.context == "Mists Shift and Flow") return c.options;
  return {};
}

}  // namespace

TEST_CASE("Mists Shift and Flow: targeting a land, Shroud may Gather 1 Presence into it or next to it") {
  SUBCASE("the players gather its Presence from A5 into A4, next to the target A3") {
    Engine e = setup(mist_row("Shroud of Silent Mist"));
    e.script({pick("option", "Mists Shift and Flow", "A5>A4")});
    e.use_power("Paralyzing Fright", "shroud", "A3");
    CHECK(e.state().land("A4").presence_of("shroud") == 1);
    CHECK(e.state().land("A5").presence_of("shroud") == 0);
    CHECK(e.tree().at(0).count("presence-moved-to", "A4", "shroud") == 1);
  }
  SUBCASE("only into the target or a land adjacent to it, from a land adjacent to that one") {
    Engine e = setup(mist_row("Shroud of Silent Mist"));
    e.use_power("Paralyzing Fright", "shroud", "A3");
    CHECK(mists_options(e) == std::vector<std::string>{"none", "A5>A4"});
  }
  SUBCASE("by default nothing moves") {
    Engine e = setup(mist_row("Shroud of Silent Mist"));
    e.use_power("Paralyzing Fright", "shroud", "A3");
    CHECK(e.state().land("A5").presence_of("shroud") == 1);
  }
  SUBCASE("another Spirit has no such rule") {
    Engine e = setup(mist_row("Vital Strength of the Earth"));
    e.use_power("Paralyzing Fright", "shroud", "A3");
    CHECK(mists_options(e).empty());
    CHECK(e.state().land("A5").presence_of("shroud") == 1);
  }
}
