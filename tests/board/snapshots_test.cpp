// SVG snapshots: a few steps of each game drawn by the SVG writer, compared byte for byte with
// the files under tests/board/snapshots/. After a deliberate change to a layout, regenerate them
// with ARBITER_UPDATE_SNAPSHOTS=1 build/native/tests/test_board -tc="*snapshots*", render them
// (rsvg-convert FILE.svg -o FILE.png) and look at them before committing (docs/board.md).
#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "board/picture.h"
#include "board_test_support.h"

using namespace arbiter;

namespace {
struct Snapshot {
  const char* file;      // under tests/board/snapshots/
  const char* scenario;  // data/scenarios/...
  size_t step;
  float width, max_height;
};
const Snapshot kSnapshots[] = {
    {"si-damaged-town.svg", "si/bringer-dream-deaths-modifier.json", 0, 700, 434},
    {"si-dreamt-town-phone.svg", "si/bringer-dream-deaths-modifier.json", 2, 340, 211},
    {"si-standard-board.svg", "si/coastal-card.json", 4, 700, 434},
    {"si-isolate.svg", "si/cultural-assimilation-isolate-breaks-adjacency.json", 3, 700, 434},
    {"si-incarna-strife.svg", "si/incarna-add-presence-repositions-it.json", 2, 700, 434},
    {"l5r-withering-curse.svg", "l5r/chi-death-trait-cannot-save.json", 2, 700, 434},
    {"l5r-battlefield-phone.svg", "l5r/blind-cards-move-prevented.json", 1, 340, 434},
};

std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

size_t elements(const std::string& svg, const char* tag) {
  size_t n = 0;
  const std::string open = std::string("<") + tag + " ";
  const size_t body = svg.find("</defs>");  // the icons' own shapes are defined once, before
  for (size_t at = svg.find(open, body == std::string::npos ? 0 : body); at != std::string::npos;
       at = svg.find(open, at + 1))
    ++n;
  return n;
}
}  // namespace

TEST_CASE("SVG snapshots of a few steps of each game match the files byte for byte") {
  const bool update = std::getenv("ARBITER_UPDATE_SNAPSHOTS") != nullptr;
  si::set_library_dir(test::repo_path("data/si"));
  for (const Snapshot& s : kSnapshots) {
    CAPTURE(s.file);
    const kernel::Trace t = scenario::run_scenario_file(test::repo_path(std::string("data/scenarios/") + s.scenario));
    REQUIRE(s.step < t.steps.size());
    const nlohmann::json* prev = s.step ? &t.steps[s.step - 1].board : nullptr;
    const board::Picture p = board::picture_step(t.game, t.steps[s.step].board, prev, s.width, s.max_height);
    const std::string svg = board::to_svg(p.layout, p.alt);
    const std::string path = test::repo_path(std::string("tests/board/snapshots/") + s.file);
    if (update) std::ofstream(path, std::ios::binary) << svg;
    CHECK(svg == read_all(path));
  }
}

TEST_CASE("the SVG writer draws a real picture with one element per primitive of its layout") {
  si::set_library_dir(test::repo_path("data/si"));
  for (const char* f : {"si/incarna-add-presence-repositions-it.json", "l5r/chi-death-trait-cannot-save.json"}) {
    CAPTURE(f);
    const kernel::Trace t = scenario::run_scenario_file(test::repo_path(std::string("data/scenarios/") + f));
    const board::Picture p = board::picture_step(t.game, t.steps[2].board, &t.steps[1].board, 700, 434);
    std::map<board::Kind, size_t> kinds;
    for (const board::Shape& s : p.layout.shapes) ++kinds[s.kind];
    const std::string svg = board::to_svg(p.layout, p.alt);
    CHECK(elements(svg, "polygon") == kinds[board::Kind::polygon]);
    CHECK(elements(svg, "polyline") == kinds[board::Kind::line]);
    CHECK(elements(svg, "circle") == kinds[board::Kind::circle]);
    CHECK(elements(svg, "rect") == kinds[board::Kind::rect]);
    CHECK(elements(svg, "text") == kinds[board::Kind::text]);
    CHECK(elements(svg, "use") == kinds[board::Kind::glyph]);
    CHECK(p.layout.shapes.size() > 5);
  }
}
