// Repeating a Power: a Repeat that names its land ignores Range and target; one that doesn't
// obeys them.
#include <doctest/doctest.h>

#include "games/spirit_island/rules/repeat.h"
#include "kernel/errors.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

// A5 (2 Blight, the Spirit's Presence) - A6 (no Blight) - A7 (no Blight, 2 lands from A5) in a row.
static std::string row(const std::string& a6 = R"({"town": 1})", const std::string& a7 = "{}") {
  return R"({"board": {"lands": [{"id": "A5", "terrain": "mountain", "adjacent": ["A6"]},
                                 {"id": "A6", "terrain": "wetland", "adjacent": ["A5", "A7"]},
                                 {"id": "A7", "terrain": "jungle", "adjacent": ["A6"]}],
             "pieces": {"A5": {"blight": 2, "presence": {"s": 1}}, "A6": )" +
         a6 + R"(, "A7": )" + a7 + R"(}},
            "game_state": {"spirits": [{"id": "s"}]}})";
}

TEST_CASE("Range and target: a Power may only be used on a land in Range of its Presence that fits its target") {
  Engine e = setup(row());
  const PowerCard& thrashes = e.lib.powers.at("The Land Thrashes in Furious Pain");
  CHECK(targeting_problem(e, thrashes, "s", "A5").empty());
  CHECK(targeting_problem(e, thrashes, "s", "A6").find("not a land with Blight") != std::string::npos);
  SUBCASE("Range counts from the Spirit's Presence") {
    PowerCard near = thrashes;
    near.target = "any";
    near.range = 1;
    CHECK(targeting_problem(e, near, "s", "A6").empty());
    CHECK(targeting_problem(e, near, "s", "A7").find("not within Range 1") != std::string::npos);
  }
  SUBCASE("a Spirit without Presence has nothing to measure Range from") {
    CHECK(targeting_problem(e, thrashes, "nobody", "A5").find("no Presence") != std::string::npos);
  }
}

TEST_CASE("A Repeat that says where goes there, even to a land the Power could not target") {
  Engine e = setup(row());
  e.set_elements("s", {{"moon", 2}, {"earth", 2}});  // with the card's own: 3 Moon 3 Earth
  e.use_power("The Land Thrashes in Furious Pain", "s", "A5");
  auto kids = e.tree().children(0);
  REQUIRE(kids.size() == 1);
  CHECK(e.tree().at(kids[0]).label == "Repeat: The Land Thrashes in Furious Pain on A6");
  CHECK(count(e, "A6", "town") == 0);  // 0 Blight in A6, +1 per Blight in adjacent A5 = 2 Damage
  SUBCASE("without the threshold there is no Repeat") {
    Engine f = setup(row());
    f.use_power("The Land Thrashes in Furious Pain", "s", "A5");
    CHECK(f.tree().children(0).empty());
    CHECK(count(f, "A6", "town") == 1);
  }
}

TEST_CASE("A Repeat that does not say where must obey Range and target") {
  Engine e = setup(row());
  CHECK_THROWS_WITH_AS(repeat_power(e, "The Land Thrashes in Furious Pain", "s", "A6"),
                       doctest::Contains("A6 is not a land with Blight"), arbiter::kernel::RuleError);
  CHECK(count(e, "A6", "town") == 1);
  repeat_power(e, "The Land Thrashes in Furious Pain", "s", "A5");
  CHECK(e.tree().at(0).label == "Repeat of The Land Thrashes in Furious Pain on A5");
}

TEST_CASE("A plain \"Repeat this Power\" picks its target again among lands the Power could target") {
  Engine e = setup(row(R"({"town": 1})", R"({"blight": 1, "explorer": 1})"));
  const PowerCard& thrashes = e.lib.powers.at("The Land Thrashes in Furious Pain");
  nlohmann::json j =
      nlohmann::json::parse(R"([{"op": "damage", "n": 2, "per": "blight"}, {"op": "repeat", "on": "new-target"}])");
  ActionLocal loc;
  loc.land = "A5";
  loc.spirit = "s";
  loc.card = thrashes.name;
  loc.power = true;
  loc.power_ops = parse_ops(arbiter::kernel::JsonReader(j, "test"));
  SUBCASE("another land with Blight in Range") {
    e.script({{"land", "Repeat: The Land Thrashes in Furious Pain", {"A7"}, "t", false}});
    e.start(kNoAction, arbiter::kernel::Relation::Initial, "Thrash", loc.power_ops, loc);
    e.run();
    CHECK(e.tree().at(e.tree().children(0).at(0)).label == "Repeat: The Land Thrashes in Furious Pain on A7");
    CHECK(count(e, "A7", "explorer") == 0);
  }
  SUBCASE("a land without Blight is not among the options") {
    e.script({{"land", "Repeat: The Land Thrashes in Furious Pain", {"A6"}, "t", false}});
    e.start(kNoAction, arbiter::kernel::Relation::Initial, "Thrash", loc.power_ops, loc);
    CHECK_THROWS_AS(e.run(), arbiter::kernel::RuleError);
  }
}
