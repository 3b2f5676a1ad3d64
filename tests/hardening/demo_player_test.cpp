// The app's demonstration player (src/app/demo_player.h): a linked demonstration runs in slices
// across the page's tasks, and what the player shows meanwhile must never be kept past the run.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "app/demo_player.h"
#include "scenario/runner.h"
#include "test_paths.h"

using namespace arbiter;
using arbiter::test::repo_path;

namespace {
std::string scenario_text(const std::string& file) {
  std::ifstream f(repo_path(file), std::ios::binary);
  std::ostringstream ss;
  ss << f.rdbuf();
  return ss.str();
}
}  // namespace

TEST_CASE("a demonstration run in slices gives the one-shot trace, and What if's controls wait for its end") {
  const std::string file = "data/scenarios/si/defend-guards-land-and-dahan.json";
  const std::string text = scenario_text(file);
  const kernel::Trace whole = scenario::run_scenario_text(text, "si-demo-defend-guards-land-and-dahan");
  app::DemoPlayer player;
  player.load("si-demo-defend-guards-land-and-dahan", text, "");
  SUBCASE("asked during the run: no controls, and none kept once it has ended") {
    CHECK(player.running());
    CHECK(player.setup_controls().empty());
    player.finish();
    CHECK_FALSE(player.running());
    CHECK_FALSE(player.setup_controls().empty());
  }
  SUBCASE("a slice at a time: the steps only grow, and end as the one-shot run's") {
    size_t seen = 0, slices = 0;
    while (player.advance(0)) {
      CHECK(player.trace().steps.size() >= seen);
      seen = player.trace().steps.size();
      ++slices;
    }
    CHECK(slices > 1);
    REQUIRE(player.trace().steps.size() == whole.steps.size());
    for (size_t i = 0; i < whole.steps.size(); ++i) CHECK(player.trace().steps[i].log == whole.steps[i].log);
    CHECK(player.trace().passed == whole.passed);
  }
}
