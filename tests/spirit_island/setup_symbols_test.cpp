// A land's Setup symbols (data/si/boards.json `setup`, or a hand-made land's): Fragments of
// Yesteryear adds their pieces back after removing every piece; with 3 Moon, no Invaders or Blight.
#include <doctest/doctest.h>

#include "kernel/errors.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

static const char* kFragments = "Fragments of Yesteryear";

static std::string standard_a(const std::string& pieces) {
  return R"({"board": {"standard": ["A"], "pieces": )" + pieces +
         R"(}, "game_state": {"spirits": [{"id": "s", "name": "Ember-Eyed Behemoth"}]}})";
}

TEST_CASE("Fragments of Yesteryear adds back the pieces of the land's Setup symbols") {
  SUBCASE("board A's land 2 (City, Dahan): everything goes, then 1 City and 1 Dahan") {
    Engine e = setup(standard_a(R"({"A2": {"explorer": 3, "dahan": 2, "beasts": 1, "presence": {"s": 1}}})"));
    e.use_power(kFragments, "s", "A2");
    CHECK(count(e, "A2", "explorer") == 0);
    CHECK(count(e, "A2", "beasts") == 0);
    CHECK(count(e, "A2", "presence") == 0);
    CHECK(count(e, "A2", "city") == 1);
    CHECK(count(e, "A2", "dahan") == 1);
  }
  SUBCASE("board A's land 4 (Blight): its Blight comes back") {
    Engine e = setup(standard_a(R"({"A4": {"town": 1, "presence": {"s": 1}}})"));
    e.use_power(kFragments, "s", "A4");
    CHECK(count(e, "A4", "town") == 0);
    CHECK(count(e, "A4", "blight") == 1);
  }
  SUBCASE("with 3 Moon: Dahan and Presence kept, the Setup Dahan added, no City") {
    Engine e = setup(standard_a(R"({"A2": {"explorer": 3, "dahan": 2, "presence": {"s": 1}}})"));
    e.set_elements("s", {{"moon", 2}});
    e.use_power(kFragments, "s", "A2");
    CHECK(count(e, "A2", "explorer") == 0);
    CHECK(count(e, "A2", "city") == 0);
    CHECK(count(e, "A2", "dahan") == 3);
    CHECK(count(e, "A2", "presence") == 1);
  }
  SUBCASE("a land without Setup symbols (board A's land 5, a hand-made land without `setup`): nothing added") {
    Engine e = setup(standard_a(R"({"A5": {"town": 2, "presence": {"s": 1}}})"));
    e.use_power(kFragments, "s", "A5");
    CHECK(e.state().land("A5").pieces.empty());
    Engine f = setup(two_lands(R"({"A3": {"town": 2}})", R"({"spirits": [{"id": "s"}]})"));
    f.use_power(kFragments, "s", "A3");
    CHECK(f.state().land("A3").pieces.empty());
  }
  SUBCASE("a hand-made land's `setup`, checked at load") {
    const std::string land = R"({"board": {"lands": [{"id": "X1", "terrain": "jungle", "adjacent": [], "setup": )";
    Engine e = setup(land + R"({"town": 1}}]}, "game_state": {"spirits": [{"id": "s"}]}})");
    e.use_power(kFragments, "s", "X1");
    CHECK(count(e, "X1", "town") == 1);
    CHECK_THROWS_WITH_AS(setup(land + R"({"beasts": 1}}]}})"), doctest::Contains("a Setup symbol"),
                         arbiter::kernel::LoadError);
  }
}
