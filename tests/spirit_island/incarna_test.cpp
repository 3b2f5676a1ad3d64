// Incarna: a Spirit's one physical-form piece, counting as its Presence only when its owner says so.
#include <doctest/doctest.h>

#include "games/spirit_island/rules/incarna.h"
#include "kernel/errors.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {

const char* kVoice =
    R"({"spirits": [{"id": "voice", "name": "Wandering Voice Keens Delirium"}, {"id": "earth", "name": "Vital Strength of the Earth"}]})";
const char* kBehemoth = R"({"spirits": [{"id": "behemoth", "name": "Ember-Eyed Behemoth"}], "outcome_checks": true})";
}  // namespace

TEST_CASE("A Growth action that adds or moves the Incarna is not optional") {
  SUBCASE("in the supply: it is added to a land with Presence") {
    Engine e = setup(two_lands(R"({"A4": {"presence": {"voice": 1}}})", kVoice));
    REQUIRE(incarna_land(e.state(), "voice").empty());
    e.basic_action("grow", ops(R"([{"op": "rule", "name": "add-or-move-incarna"}])"), "", "voice");
    CHECK(incarna_land(e.state(), "voice") == "A4");
    CHECK(e.tree().at(0).count("incarna-added", "A4", "voice") == 1);
  }
  SUBCASE("on the island: it must move, and it may count as the Presence it moves to") {
    Engine e =
        setup(two_lands(R"({"A4": {"presence": {"voice": 1}}, "A3": {"incarna": ["voice"], "town": 1}})", kVoice));
    e.script({pick("land", "grow", "A3"), pick("may", "Senseless Roaming", "no")});  // the Town keeps still
    e.basic_action("grow", ops(R"([{"op": "rule", "name": "add-or-move-incarna"}])"), "", "voice");
    CHECK(incarna_land(e.state(), "voice") == "A3");
    CHECK(e.tree().at(0).count("incarna-moved-to", "A3", "voice") == 1);
    CHECK(e.tree().at(0).count("incarna-added") == 0);
    CHECK(count(e, "A3", "strife") == 1);  // Spread Tumult: a move into a land with Invaders
  }
}

TEST_CASE("Move Incarna within range n includes the land it stands in; from the supply it does nothing") {
  Engine e = setup(two_lands(R"({"A3": {"incarna": ["behemoth"]}})", kBehemoth));
  e.basic_action("move", ops(R"([{"op": "rule", "name": "move-incarna", "n": 1}])"), "", "behemoth");
  const auto& options = e.choices().history().back().options;
  CHECK(std::find(options.begin(), options.end(), "A3") != options.end());
  CHECK(std::find(options.begin(), options.end(), "A4") != options.end());
  SUBCASE("Empowering is permanent state of the Spirit") {
    e.basic_action("empower", ops(R"([{"op": "rule", "name": "empower-incarna"}])"), "", "behemoth");
    CHECK(e.state().find_spirit("behemoth")->incarna_empowered);
  }
  SUBCASE("in the supply") {
    Engine f = setup(two_lands(R"({})", kBehemoth));
    f.basic_action("move", ops(R"([{"op": "rule", "name": "move-incarna", "n": 1}])"), "", "behemoth");
    CHECK(incarna_land(f.state(), "behemoth").empty());
  }
}

TEST_CASE("Adding Presence may reposition an Incarna on the island — as an add — but not one in the supply") {
  Engine e = setup(two_lands(R"({"A3": {"incarna": ["voice"]}, "A4": {"presence": {"voice": 1}}})", kVoice));
  e.basic_action("add presence", ops(R"([{"op": "rule", "name": "reposition-incarna"}])"), "A3", "voice");
  CHECK(incarna_land(e.state(), "voice") == "A3");
  CHECK(e.tree().at(0).count("incarna-added", "A3", "voice") == 1);
  CHECK(e.tree().at(0).count("incarna-moved-to") == 0);
  CHECK(e.state().presence_on_island("voice") == 1);  // no Presence was added besides it
  Engine f = setup(two_lands(R"({"A4": {"presence": {"voice": 1}}})", kVoice));
  CHECK_THROWS_AS(
      f.basic_action("add presence", ops(R"([{"op": "rule", "name": "reposition-incarna"}])"), "A3", "voice"),
      arbiter::kernel::RuleError);
  CHECK(incarna_land(f.state(), "voice").empty());
}

TEST_CASE("Spread Tumult and Delusion adds Strife only when Wandering Voice's own action brings its Incarna in") {
  const char* board = R"({"A3": {"town": 1}, "A4": {"incarna": ["voice"]}})";
  SUBCASE("its own Frightful Keening") {
    Engine e = setup(two_lands(board, kVoice));
    e.script({pick("may", "Senseless Roaming", "no")});  // the Town with the Strife stays (senseless_roaming_test)
    e.use_power("Frightful Keening", "voice", "A4");
    CHECK(incarna_land(e.state(), "voice") == "A3");
    CHECK(count(e, "A3", "strife") == 1);
    CHECK(e.state().fear_generated == 2);
  }
  SUBCASE("another Spirit using the card") {
    Engine e = setup(two_lands(board, kVoice));
    e.use_power("Frightful Keening", "earth", "A4");
    CHECK(incarna_land(e.state(), "voice") == "A3");  // "your Incarna" is still Wandering Voice's
    CHECK(count(e, "A3", "strife") == 0);
    CHECK(e.state().fear_generated == 2);
  }
}

TEST_CASE("Destroying Presence beside an Incarna: its Spirit chooses which piece; alone it counts only as itself") {
  SUBCASE("Presence and Incarna: the Spirit may give up the Incarna") {
    Engine e = setup(two_lands(R"({"A3": {"presence": {"behemoth": 1}, "incarna": ["behemoth"]}})", kBehemoth));
    e.script({pick("which-piece", "A3:presence", "incarna")});
    e.basic_action("blight", ops(R"([{"op": "add-blight", "n": 1}])"), "A3", "");
    CHECK(incarna_land(e.state(), "behemoth").empty());
    CHECK(e.state().land("A3").presence_of("behemoth") == 1);
  }
  SUBCASE("by default the Presence goes") {
    Engine e = setup(two_lands(R"({"A3": {"presence": {"behemoth": 1}, "incarna": ["behemoth"]}})", kBehemoth));
    e.basic_action("blight", ops(R"([{"op": "add-blight", "n": 1}])"), "A3", "");
    CHECK(incarna_land(e.state(), "behemoth") == "A3");
    CHECK(e.state().land("A3").presence_of("behemoth") == 0);
  }
  SUBCASE("the Incarna alone is not Presence unless its Spirit says so") {
    Engine e = setup(two_lands(R"({"A3": {"incarna": ["behemoth"]}, "A4": {"presence": {"behemoth": 1}}})", kBehemoth));
    e.basic_action("blight", ops(R"([{"op": "add-blight", "n": 1}])"), "A3", "");
    CHECK(incarna_land(e.state(), "behemoth") == "A3");
  }
}

TEST_CASE("The defeat check may count an Incarna on the island as Presence") {
  const char* board = R"({"A3": {"presence": {"behemoth": 1}, "town": 1}, "A4": {"incarna": ["behemoth"]}})";
  Engine e = setup(two_lands(board, kBehemoth));
  e.basic_action("blight", ops(R"([{"op": "add-blight", "n": 1}])"), "A3", "");
  CHECK(e.state().presence_on_island("behemoth") == 0);
  CHECK(e.outcome() == Outcome::None);
  SUBCASE("with the Incarna in the supply the Spirit is gone") {
    Engine f = setup(two_lands(R"({"A3": {"presence": {"behemoth": 1}, "town": 1}})", kBehemoth));
    f.basic_action("blight", ops(R"([{"op": "add-blight", "n": 1}])"), "A3", "");
    CHECK(f.outcome() == Outcome::Defeat);
  }
}

TEST_CASE("Fragments of Yesteryear removes an Incarna counting only as itself; with 3 Moon it keeps Spirit pieces") {
  const char* board =
      R"({"A3": {"town": 1, "dahan": 1, "blight": 1, "presence": {"behemoth": 1}, "incarna": ["behemoth"]}})";
  Engine e = setup(two_lands(board, kBehemoth));
  e.use_power("Fragments of Yesteryear", "behemoth", "A3");
  CHECK(incarna_land(e.state(), "behemoth").empty());
  CHECK(count(e, "A3", "presence") == 0);
  CHECK(count(e, "A3", "dahan") == 0);
  CHECK(count(e, "A3", "blight") == 0);
  CHECK(e.state().find_spirit("behemoth")->destroyed_presence == 0);  // removed, not destroyed
  // The card's own Moon plus 2 more: 3 Moon.
  Engine f = setup(two_lands(board, kBehemoth));
  f.set_elements("behemoth", {{"moon", 2}});
  f.use_power("Fragments of Yesteryear", "behemoth", "A3");
  CHECK(incarna_land(f.state(), "behemoth") == "A3");
  CHECK(count(f, "A3", "presence") == 1);
  CHECK(count(f, "A3", "dahan") == 1);
  CHECK(count(f, "A3", "town") == 0);
}

TEST_CASE("A Spirit has one Incarna: a setup placing two is refused") {
  CHECK_THROWS_WITH_AS(
      setup(two_lands(R"({"A3": {"incarna": ["behemoth"]}, "A4": {"incarna": ["behemoth"]}})", kBehemoth)),
      doctest::Contains("a Spirit has only one Incarna"), arbiter::kernel::LoadError);
  Engine e = setup(two_lands(R"({})", kBehemoth));
  CHECK(has_incarna(e, "behemoth"));  // Ember-Eyed Behemoth has one, in the supply
  Engine lair = setup(
      two_lands(R"({})", R"({"spirits": [{"id": "lure", "name": "Lure of the Deep Wilderness", "aspect": "Lair"}]})"));
  CHECK(has_incarna(lair, "lure"));  // the Lair Aspect gives Lure one
  Engine plain = setup(two_lands(R"({})", R"({"spirits": [{"id": "lure", "name": "Lure of the Deep Wilderness"}]})"));
  CHECK_FALSE(has_incarna(plain, "lure"));
}

TEST_CASE(
    "Spread Tumult and Delusion: in or next to Wandering Voice's Incarna's land, where Strife is, Dahan do not take "
    "part in Ravage") {
  const char* voice = R"({"spirits": [{"id": "voice", "name": "Wandering Voice Keens Delirium"}]})";
  auto ravage = [&](const std::string& pieces) {
    Engine e = setup(two_lands(pieces, voice));
    e.invader_action("ravage", "A3");
    return e;
  };
  const std::string strife = R"("town": 1, "dahan": 1, "strife": [{"kind": "town", "strife": 1}])";
  SUBCASE("Strife, Incarna here: the Dahan take no Damage and deal none") {
    Engine e = ravage(R"({"A3": {"explorer": 1, )" + strife + R"(, "incarna": ["voice"]}})");
    CHECK(count(e, "A3", "dahan") == 1);
    CHECK(count(e, "A3", "explorer") == 1);
  }
  SUBCASE("Strife, Incarna next door (Isolate does not break it)") {
    Engine e = ravage(R"({"A3": {"explorer": 1, )" + strife + R"(, "isolated": true}, "A4": {"incarna": ["voice"]}})");
    CHECK(count(e, "A3", "dahan") == 1);
    CHECK(count(e, "A3", "explorer") == 1);
  }
  SUBCASE("no Strife: the Dahan take part") {
    Engine e = ravage(R"({"A3": {"explorer": 1, "town": 1, "dahan": 1, "incarna": ["voice"]}})");
    CHECK(count(e, "A3", "dahan") == 0);  // 3 Damage destroys it; it never fights back
  }
  SUBCASE("Strife, but the Incarna is not near: the Dahan take part") {
    Engine e = ravage(R"({"A3": {"explorer": 2, )" + strife + "}}");
    CHECK(count(e, "A3", "dahan") == 0);
  }
}

TEST_CASE("A Clarion Voice Given Form: once Empowered, Wandering Voice's Incarna Isolates its land") {
  const char* voice = R"({"spirits": [{"id": "voice", "name": "Wandering Voice Keens Delirium"}]})";
  auto board = [&](bool empowered) {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1, "incarna": ["voice"]}})", voice));
    if (empowered) e.basic_action("empower", ops(R"([{"op": "rule", "name": "empower-incarna"}])"), "", "voice");
    e.basic_action("push", ops(R"([{"op": "push", "what": "explorer", "n": 1}])"), "A3", "voice");
    return e;
  };
  SUBCASE("Empowered: the Explorer can't be pushed out of the Isolated land") {
    Engine e = board(true);
    CHECK(e.isolated(e.state().land("A3")));
    CHECK_FALSE(e.isolated(e.state().land("A4")));
    CHECK(count(e, "A3", "explorer") == 1);
  }
  SUBCASE("not Empowered: no Isolate") {
    Engine e = board(false);
    CHECK_FALSE(e.isolated(e.state().land("A3")));
    CHECK(count(e, "A4", "explorer") == 1);
  }
}
