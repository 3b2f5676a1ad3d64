// Isolate on Push and Gather: Invader pieces can't use an Isolated land's adjacencies unless the
// players let them; Dahan and tokens move as usual.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter;
using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
// A3 borders A4 and A5; `a3`, `a4`, `a5` are the lands' "pieces" objects.
Engine three_lands(const std::string& a3, const std::string& a4 = "{}", const std::string& a5 = "{}") {
  return setup(R"({"board": {"lands": [{"id": "A3", "terrain": "jungle", "adjacent": ["A4", "A5"]},
                                        {"id": "A4", "terrain": "sands", "adjacent": ["A3"]},
                                        {"id": "A5", "terrain": "wetland", "adjacent": ["A3"]}],
                             "pieces": {"A3": )" +
               a3 + R"(, "A4": )" + a4 + R"(, "A5": )" + a5 + "}}}");
}

void act(Engine& e, const std::string& op) { e.basic_action("act", ops("[" + op + "]"), "A3", ""); }

const kernel::ChoicePoint* last(const Engine& e, const std::string& kind) {
  const kernel::ChoicePoint* found = nullptr;
  for (const auto& c : e.choices().history())
    if (c.kind == kind) found = &c;
  return found;
}
}  // namespace

TEST_CASE("Isolate limits pushing and gathering Invaders, not Dahan") {
  const char* push_explorer = R"({"op": "push", "n": 1, "what": "explorer"})";
  SUBCASE("an Explorer can't be pushed out of an Isolated land; without Isolate it is") {
    Engine isolated = three_lands(R"({"explorer": 1, "isolated": true})");
    act(isolated, push_explorer);
    CHECK(count(isolated, "A3", "explorer") == 1);
    Engine open = three_lands(R"({"explorer": 1})");
    act(open, push_explorer);
    CHECK(count(open, "A3", "explorer") == 0);
  }
  SUBCASE("the players may let it cross (choice isolate)") {
    Engine e = three_lands(R"({"explorer": 1, "isolated": true})");
    e.script({pick("isolate", "A3:explorer", "let")});
    act(e, push_explorer);
    CHECK(count(e, "A3", "explorer") == 0);
  }
  SUBCASE("an Explorer is not offered the Isolated neighbour") {
    Engine e = three_lands(R"({"explorer": 1})", R"({"isolated": true})");
    act(e, push_explorer);
    REQUIRE(last(e, "push") != nullptr);
    CHECK(last(e, "push")->options == std::vector<std::string>{"A5"});
    CHECK(count(e, "A5", "explorer") == 1);
  }
  SUBCASE("Dahan and Beasts are pushed out of an Isolated land as usual") {
    Engine e = three_lands(R"({"dahan": 1, "beasts": 1, "isolated": true})");
    act(e, R"({"op": "push", "n": 1, "what": "dahan"}, {"op": "push", "n": 1, "what": "beasts"})");
    CHECK(count(e, "A3", "dahan") + count(e, "A3", "beasts") == 0);
  }
  SUBCASE("Gather: a Town is not gathered from an Isolated land, nor into one; a Dahan is") {
    Engine from_isolated = three_lands("{}", R"({"town": 1, "isolated": true})", R"({"town": 1})");
    act(from_isolated, R"({"op": "gather", "n": 2, "what": "town"})");
    CHECK(count(from_isolated, "A3", "town") == 1);
    CHECK(count(from_isolated, "A4", "town") == 1);
    Engine into_isolated = three_lands(R"({"isolated": true})", R"({"town": 1, "dahan": 1})");
    act(into_isolated, R"({"op": "gather", "n": 1, "what": "town"}, {"op": "gather", "n": 1, "what": "dahan"})");
    CHECK(count(into_isolated, "A3", "town") == 0);
    CHECK(count(into_isolated, "A3", "dahan") == 1);
  }
}
