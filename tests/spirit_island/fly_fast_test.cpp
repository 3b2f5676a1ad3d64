// Many Minds Move as One: Fly Fast as Thought (Beasts it Pushes or Gathers move up to 2 lands) and
// its Sacred Site, counting as Beasts, moved by a Push or Gather as that Beasts.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {

// A3 - A4 - A5 in a row; Many Minds (`minds`) and Thunderspeaker (`ts`) in play.
std::string fly_row(const std::string& pieces) {
  return R"({"board": {"lands": [{"id": "A3", "terrain": "jungle", "adjacent": ["A4"]},
                                 {"id": "A4", "terrain": "sands", "adjacent": ["A3", "A5"]},
                                 {"id": "A5", "terrain": "wetland", "adjacent": ["A4"]}],
                       "pieces": )" +
         pieces + R"(}, "game_state": {"spirits": [{"id": "minds", "name": "Many Minds Move as One"},
                                                   {"id": "ts", "name": "Thunderspeaker"}]}})";
}

void push_beasts(Engine& e, const std::string& spirit) {
  e.basic_action("push", ops(R"([{"op": "push", "what": "beasts", "n": 1}])"), "A3", spirit);
}

void gather_beasts(Engine& e, const std::string& spirit) {
  e.basic_action("gather", ops(R"([{"op": "gather", "what": "beasts", "n": 1}])"), "A3", spirit);
}

// The destinations offered to the last Push.
std::vector<std::string> push_options(const Engine& e) {
  std::vector<std::string> last;
  for (const auto& c : e.choices().history())
    if (c.kind == "push") last = c.options;
  return last;
}

}  // namespace

TEST_CASE("Fly Fast as Thought: Beasts Many Minds Pushes or Gathers may move up to 2 lands") {
  SUBCASE("its Push may send the Beasts 2 lands away") {
    Engine e = setup(fly_row(R"({"A3": {"beasts": 1}})"));
    e.script({pick("push", "A3:beasts", "A5")});
    push_beasts(e, "minds");
    CHECK(count(e, "A5", "beasts") == 1);
    CHECK(count(e, "A3", "beasts") == 0);
  }
  SUBCASE("by default it goes to the adjacent land") {
    Engine e = setup(fly_row(R"({"A3": {"beasts": 1}})"));
    push_beasts(e, "minds");
    CHECK(count(e, "A4", "beasts") == 1);
  }
  SUBCASE("its Gather may bring Beasts from 2 lands away") {
    Engine e = setup(fly_row(R"({"A5": {"beasts": 1}})"));
    gather_beasts(e, "minds");
    CHECK(count(e, "A3", "beasts") == 1);
    CHECK(count(e, "A5", "beasts") == 0);
  }
  SUBCASE("another Spirit's Push may not: 2 lands away is not a destination") {
    Engine e = setup(fly_row(R"({"A3": {"beasts": 1}})"));
    push_beasts(e, "ts");
    CHECK(push_options(e) == std::vector<std::string>{"A4"});
    Engine m = setup(fly_row(R"({"A3": {"beasts": 1}})"));
    push_beasts(m, "minds");
    CHECK(push_options(m) == std::vector<std::string>{"A4", "A5"});
    Engine g = setup(fly_row(R"({"A5": {"beasts": 1}})"));
    gather_beasts(g, "ts");
    CHECK(count(g, "A5", "beasts") == 1);
  }
  SUBCASE("only Beasts fly: Many Minds' Push of Dahan goes to an adjacent land") {
    Engine e = setup(fly_row(R"({"A3": {"dahan": 1}, "A5": {"dahan": 1}})"));
    e.basic_action("gather", ops(R"([{"op": "gather", "what": "dahan", "n": 1}])"), "A3", "minds");
    CHECK(count(e, "A5", "dahan") == 1);
    CHECK(count(e, "A3", "dahan") == 1);
  }
}

TEST_CASE("A Push or Gather of Beasts may move Many Minds' Sacred Site counting as Beasts: 2 Presence") {
  SUBCASE("the players pick the Sacred Site: 2 of its Presence are pushed") {
    Engine e = setup(fly_row(R"({"A3": {"beasts": 1, "presence": {"minds": 3}}})"));
    e.script({pick("which-piece", "A3:beasts", "minds:sacred-site"), pick("push", "A3:beasts", "A5")});
    push_beasts(e, "minds");
    CHECK(count(e, "A3", "beasts") == 1);
    CHECK(e.state().land("A3").presence_of("minds") == 1);
    CHECK(e.state().land("A5").presence_of("minds") == 2);
  }
  SUBCASE("by default the Beasts token moves and the Presence stays") {
    Engine e = setup(fly_row(R"({"A3": {"beasts": 1, "presence": {"minds": 2}}})"));
    push_beasts(e, "minds");
    CHECK(count(e, "A4", "beasts") == 1);
    CHECK(e.state().land("A3").presence_of("minds") == 2);
  }
  SUBCASE("with no token there, the Sacred Site is the Beasts gathered") {
    Engine e = setup(fly_row(R"({"A4": {"presence": {"minds": 2}}})"));
    gather_beasts(e, "ts");
    CHECK(e.state().land("A3").presence_of("minds") == 2);
    CHECK(e.state().land("A4").presence_of("minds") == 0);
  }
  SUBCASE("a Sacred Site the players don't let count as Beasts is not moved") {
    Engine e = setup(fly_row(R"({"A4": {"presence": {"minds": 2}}})"));
    e.script({pick("counts-as", "A4:beasts:minds", "0")});
    gather_beasts(e, "ts");
    CHECK(e.state().land("A4").presence_of("minds") == 2);
  }
  SUBCASE("a single Presence is no Sacred Site: it does not count as Beasts and stays") {
    Engine e = setup(fly_row(R"({"A4": {"presence": {"minds": 1}}})"));
    gather_beasts(e, "ts");
    CHECK(e.state().land("A4").presence_of("minds") == 1);
  }
}
