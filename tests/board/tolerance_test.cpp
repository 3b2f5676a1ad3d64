// A board picture never fails on the snapshot it is given: a what-if edit or an older trace may
// leave keys out or give them other types, and the picture shows what it can (docs/board.md).
#include <doctest/doctest.h>

#include "board/picture.h"
#include "board_test_support.h"

using namespace arbiter;

TEST_CASE("every value of a real snapshot replaced by an odd one still gives a picture and an SVG") {
  const nlohmann::json odd[] = {nullptr, "x", -1, 1e300, -1e300, 0.5, nlohmann::json::array(), nlohmann::json::object(),
                                true};
  size_t pictures = 0;
  for (const char* f : {"si/incarna-add-presence-repositions-it.json", "si/bringer-dream-deaths-modifier.json",
                        "l5r/chi-death-trait-cannot-save.json", "l5r/blind-cards-move-prevented.json"}) {
    si::set_library_dir(test::repo_path("data/si"));
    const kernel::Trace t = scenario::run_scenario_file(test::repo_path(std::string("data/scenarios/") + f));
    REQUIRE(t.steps.size() >= 2);
    const nlohmann::json& board = t.steps[1].board;
    const nlohmann::json flat = board.flatten();
    for (auto it = flat.begin(); it != flat.end(); ++it) {
      const nlohmann::json::json_pointer at(it.key());
      for (const auto& value : odd) {
        nlohmann::json changed = board;
        changed[at] = value;
        CAPTURE(f);
        CAPTURE(it.key());
        CAPTURE(value.dump());
        for (const char* game : {"spirit-island", "l5r-celestial"}) {
          board::Picture p;
          CHECK_NOTHROW(p = board::picture_step(game, changed, &board, 340, 300));
          CHECK_NOTHROW(board::to_svg(p.layout, p.alt));
          CHECK_NOTHROW(board::picture_step(game, board, &changed, 700, 434));
          ++pictures;
        }
      }
    }
  }
  MESSAGE(pictures << " pictures of altered snapshots");
}
