// A Spread of Rampant Green's Choke the Land with Green: a Ravage or Build in a land with its
// Sacred Site may be prevented by destroying 1 of its Presence there — only there, only for those
// two actions, and only if the players take it.
#include <doctest/doctest.h>

#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
const char* kGreen = R"({"spirits": [{"id": "green", "name": "A Spread of Rampant Green"}]})";

Engine green(const std::string& a3) { return setup(two_lands(R"({"A3": {)" + a3 + "}}", kGreen)); }

int choke_offered(const Engine& e, const std::string& kind) {
  int n = 0;
  for (const auto& h : e.choices().history()) n += h.kind == kind;
  return n;
}
}  // namespace

TEST_CASE("Choke the Land with Green prevents a Ravage or Build at its Sacred Site by destroying 1 Presence") {
  SUBCASE("Ravage at a Sacred Site, taken (the default): nothing happens but the Presence destroyed") {
    Engine e = green(R"("town": 1, "dahan": 1, "presence": {"green": 2})");
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A3", "presence") == 1);
    CHECK(count(e, "A3", "blight") == 0);
    CHECK(count(e, "A3", "dahan") == 1);
    CHECK(choke_offered(e, "may") == 1);
  }
  SUBCASE("Ravage at a Sacred Site, declined: the Ravage happens") {
    Engine e = green(R"("town": 1, "presence": {"green": 2})");
    e.script({pick("may", "Choke the Land with Green", "no")});
    e.invader_action("ravage", "A3");
    CHECK(count(e, "A3", "blight") == 1);
    CHECK(count(e, "A3", "presence") == 1);  // the Blight destroyed one, not Choke
  }
  SUBCASE("Build at a Sacred Site, taken") {
    Engine e = green(R"("explorer": 1, "presence": {"green": 2})");
    e.invader_action("build", "A3");
    CHECK(count(e, "A3", "town") == 0);
    CHECK(count(e, "A3", "presence") == 1);
  }
  SUBCASE("a single Presence is no Sacred Site: the Build happens, nothing is asked") {
    Engine e = green(R"("explorer": 1, "presence": {"green": 1})");
    e.invader_action("build", "A3");
    CHECK(count(e, "A3", "town") == 1);
    CHECK(count(e, "A3", "presence") == 1);
    CHECK(choke_offered(e, "may") == 0);
  }
  SUBCASE("Explore is not a Ravage or Build: it happens") {
    Engine e = setup(two_lands(R"({"A3": {"presence": {"green": 2}}, "A4": {"town": 1}})", kGreen));
    e.invader_action("explore", "A3");
    CHECK(count(e, "A3", "explorer") == 1);
    CHECK(count(e, "A3", "presence") == 2);
  }
}

TEST_CASE("Declining Choke the Land with Green leaves the action to the other replacements that apply") {
  Engine e = green(R"("explorer": 1, "disease": 1, "presence": {"green": 2})");
  e.script({pick("modifier-order", "A3", "Choke the Land with Green"), pick("may", "Choke the Land with Green", "no")});
  e.invader_action("build", "A3");
  CHECK(count(e, "A3", "town") == 0);     // Disease stops it
  CHECK(count(e, "A3", "disease") == 0);  // and is spent
  CHECK(count(e, "A3", "presence") == 2);
}
