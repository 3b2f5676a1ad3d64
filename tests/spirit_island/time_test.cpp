// Fragments of Scattered Time (Fractured Days Split the Sky): its Time, gained from its Presence
// and spent on Time costs — Blur the Arc of Years' optional Repeat (1 Time) and Pour Time
// Sideways' Cost to Use (3 Time). Both sides: Time enough or not, the Repeat taken or declined.
#include <doctest/doctest.h>

#include "kernel/errors.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
// Fractured Days with `time` Time and 2 Presence in A4, which holds 2 Blight and nothing else.
Engine days_with(int time, const std::string& extra_spirit = "") {
  return setup(two_lands(R"({"A4": {"blight": 2, "presence": {"days": 2}}})",
                         R"({"spirits": [{"id": "days", "name": "Fractured Days Split the Sky", "time": )" +
                             std::to_string(time) + "}" + extra_spirit + "]}"));
}
bool offered(const Engine& e, const std::string& kind) {
  for (const auto& c : e.choices().history())
    if (c.kind == kind) return true;
  return false;
}
}  // namespace

TEST_CASE("Blur the Arc of Years: its Repeat is a \"may\" paid for with 1 Time, offered only with the Time to pay") {
  SUBCASE("1 Time: the Repeat is taken (the default) and paid; the land loses 2 Blight in all") {
    Engine e = days_with(1);
    e.use_power("Blur the Arc of Years", "days", "A4");
    CHECK(e.state().land("A4").token(Token::Blight) == 0);
    CHECK(e.state().find_spirit("days")->time == 0);
    CHECK(offered(e, "may"));
  }
  SUBCASE("1 Time, the players decline: no Repeat, the Time is kept") {
    Engine e = days_with(1);
    e.script({pick("may", "Blur the Arc of Years", "no")});
    e.use_power("Blur the Arc of Years", "days", "A4");
    CHECK(e.state().land("A4").token(Token::Blight) == 1);
    CHECK(e.state().find_spirit("days")->time == 1);
  }
  SUBCASE("no Time: the Repeat is not offered and does not happen") {
    Engine e = days_with(0);
    e.use_power("Blur the Arc of Years", "days", "A4");
    CHECK(e.state().land("A4").token(Token::Blight) == 1);
    CHECK(e.state().find_spirit("days")->time == 0);
    CHECK(!offered(e, "may"));
  }
  SUBCASE("the Repeat repeats no further: with 3 Time, 1 is spent") {
    Engine e = days_with(3);
    e.use_power("Blur the Arc of Years", "days", "A4");
    CHECK(e.state().find_spirit("days")->time == 2);
    CHECK(e.state().land("A4").token(Token::Blight) == 0);
  }
  SUBCASE("another Spirit using it keeps no Time: no Repeat") {
    Engine e = days_with(2, R"(, {"id": "earth", "name": "Vital Strength of the Earth"})");
    e.use_power("Blur the Arc of Years", "earth", "A4");
    CHECK(e.state().land("A4").token(Token::Blight) == 1);
    CHECK(e.state().find_spirit("days")->time == 2);
  }
}

TEST_CASE("Pour Time Sideways: Cost to Use 3 Time, paid as it resolves; without it the Power is refused") {
  auto count_modifiers = [](const Engine& e) {
    int n = 0;
    for (const auto& m : e.modifiers().all()) n += m.payload.kind == "invader-actions-count";
    return n;
  };
  SUBCASE("3 Time: used, all 3 spent (no other land with its Presence: nothing moves, no modifier)") {
    Engine e = days_with(3);
    e.use_power("Pour Time Sideways", "days", "A4");
    CHECK(e.state().find_spirit("days")->time == 0);
    CHECK(count_modifiers(e) == 0);
  }
  SUBCASE("2 Time: refused with the reason, nothing paid, nothing started") {
    Engine e = days_with(2);
    CHECK_THROWS_WITH_AS(e.use_power("Pour Time Sideways", "days", "A4"),
                         "Pour Time Sideways costs 3 Time, and Fractured Days Split the Sky has 2: it cannot be used",
                         arbiter::kernel::RuleError);
    CHECK(e.state().find_spirit("days")->time == 2);
    CHECK(count_modifiers(e) == 0);
    CHECK(e.tree().size() == 0);
  }
  SUBCASE("a Spirit that keeps no Time cannot pay it") {
    Engine e = days_with(3, R"(, {"id": "earth", "name": "Vital Strength of the Earth"})");
    CHECK_THROWS_WITH_AS(e.use_power("Pour Time Sideways", "earth", "A4"),
                         "Pour Time Sideways costs 3 Time, and Vital Strength of the Earth has no Time (only a Spirit "
                         "with Fragments of Scattered Time does): it cannot be used",
                         arbiter::kernel::RuleError);
  }
}

TEST_CASE("Gaining Time: each Time is 1 Presence from the Presence track, or from the island if the players choose") {
  SUBCASE("by default from the Presence track: the island's Presence is unchanged") {
    Engine e = days_with(0);
    e.basic_action("Growth", ops(R"([{"op": "gain-time", "n": 2}])"), "", "days");
    CHECK(e.state().find_spirit("days")->time == 2);
    CHECK(e.state().land("A4").presence_of("days") == 2);
  }
  SUBCASE("one from the island: that Presence leaves A4 (removed, not destroyed)") {
    Engine e = days_with(1);
    e.script({pick("option", "Time", "A4")});
    e.basic_action("Growth", ops(R"([{"op": "gain-time", "n": 2}])"), "", "days");
    CHECK(e.state().find_spirit("days")->time == 3);
    CHECK(e.state().land("A4").presence_of("days") == 1);
    CHECK(e.state().find_spirit("days")->destroyed_presence == 0);
  }
  SUBCASE("a Spirit without Fragments of Scattered Time gains none: refused") {
    Engine e = days_with(0, R"(, {"id": "earth", "name": "Vital Strength of the Earth"})");
    CHECK_THROWS_WITH_AS(e.basic_action("Growth", ops(R"([{"op": "gain-time", "n": 1}])"), "", "earth"),
                         "\"Gain 1 Time\": Vital Strength of the Earth keeps no Time (only a Spirit with Fragments of "
                         "Scattered Time does)",
                         arbiter::kernel::RuleError);
  }
}

TEST_CASE("Time in data: only a Spirit with Fragments of Scattered Time has it; a paid Repeat is optional") {
  auto error_of = [](const std::function<void()>& f) -> std::string {
    try {
      f();
    } catch (const arbiter::kernel::LoadError& e) {
      return e.what();
    }
    return "(no error)";
  };
  CHECK(error_of([] {
          setup(two_lands("{}", R"({"spirits": [{"id": "e", "name": "Vital Strength of the Earth",
                                                             "time": 1}]})"));
        }).find("expected no \"time\" here: only a Spirit with Fragments of Scattered Time keeps Time") !=
        std::string::npos);
  CHECK(error_of([] { days_with(20); }) == "(no error)");
  CHECK(error_of([] { days_with(21); }).find("expected an integer from 0 to 20 (got 21)") != std::string::npos);
  CHECK(error_of([] { ops(R"([{"op": "repeat", "time": 1}])"); }) ==
        "test: at /0/time: expected \"time\" only with \"may\": true (a Repeat paid for in Time is optional)");
  CHECK(error_of([] { ops(R"([{"op": "repeat", "may": true, "time": 1}])"); }) == "(no error)");
}
