// The board layouts over every step of every demonstration: what a picture must never do.
#include <doctest/doctest.h>

#include <set>

#include "board/icons.h"
#include "board/picture.h"
#include "board/si_view.h"
#include "board_test_support.h"

using namespace arbiter;
using namespace arbiter::board;

namespace {
bool is_piece_info(Part p) {
  return p == Part::icon || p == Part::ring || p == Part::badge || p == Part::tag || p == Part::label ||
         p == Part::shield;
}

// Every badge and tag against every other owner's icon, ring, badge, tag, label and shield.
std::vector<std::string> overlaps(const Layout& l) {
  std::vector<std::string> found;
  for (const Placed& a : l.placed) {
    if (a.part != Part::badge && a.part != Part::tag) continue;
    for (const Placed& b : l.placed)
      if (&a != &b && b.owner != a.owner && is_piece_info(b.part) && a.box.intersects(b.box))
        found.push_back("\"" + a.text + "\" touches \"" + b.text + "\"");
  }
  return found;
}

std::vector<std::string> texts_outside(const Layout& l) {
  std::vector<std::string> found;
  const Box bounds{0, 0, l.width, l.height};
  for (const Shape& s : l.shapes)
    if (s.kind == Kind::text && !s.box().inside(bounds)) found.push_back(s.text);
  return found;
}

std::multiset<std::string> badge_texts(const Layout& l) {
  std::multiset<std::string> out;
  for (const Placed& p : l.placed)
    if (p.part == Part::badge) out.insert(p.text);
  return out;
}

// The counts a Spirit Island step must show: "×N" for every item at N ≠ 1, "0" for one just gone.
std::multiset<std::string> expected_badges(const nlohmann::json& board, const nlohmann::json* previous) {
  const SiBoard now = board.get<SiBoard>();
  const SiBoard before = previous ? previous->get<SiBoard>() : SiBoard{};
  std::multiset<std::string> out;
  for (const SiLand& land : now.lands)
    for (const SiItem& it : si_items(now, land, previous ? before.land(land.id) : nullptr))
      if (it.count != 1) out.insert(it.count == 0 ? "0" : "×" + std::to_string(it.count));
  return out;
}
}  // namespace

TEST_CASE("every step of every demonstration lays out with readable counts, no badge hidden, all text inside") {
  size_t pictures = 0;
  for (const kernel::Trace& t : test::all_demo_traces()) {
    for (size_t i = 0; i < t.steps.size(); ++i) {
      const nlohmann::json* prev = i ? &t.steps[i - 1].board : nullptr;
      for (float width : {700.0f, 340.0f}) {
        CAPTURE(t.scenario);
        CAPTURE(i);
        CAPTURE(width);
        const Picture p = picture_step(t.game, t.steps[i].board, prev, width, width * 0.62f);
        CHECK(overlaps(p.layout) == std::vector<std::string>{});
        CHECK(texts_outside(p.layout) == std::vector<std::string>{});
        CHECK(p.layout.height > 0);
        CHECK(!p.alt.empty());
        if (t.game == "spirit-island") CHECK(badge_texts(p.layout) == expected_badges(t.steps[i].board, prev));
        ++pictures;
      }
    }
  }
  MESSAGE(pictures << " pictures laid out");
  CHECK(pictures > 200);
}

// Issue 38 item 5: 11 Explorers read "×1" under the departed Town's ring; the Town's Damage tag
// sat under the Dahan.
TEST_CASE("a count of 2 or 3 digits stays readable beside a changed neighbour, and Damage sits by its piece") {
  nlohmann::json doc = test::scenario_doc("data/scenarios/si/bringer-dream-deaths-modifier.json");
  for (int explorers : {12, 50}) {
    CAPTURE(explorers);
    doc["board"]["pieces"]["A3"]["explorer"] = explorers;
    const kernel::Trace t = test::run_doc(doc);
    REQUIRE(t.steps.size() >= 3);
    for (size_t step : {size_t(0), size_t(2)})
      for (float width : {700.0f, 340.0f}) {
        CAPTURE(step);
        CAPTURE(width);
        const nlohmann::json* prev = step ? &t.steps[step - 1].board : nullptr;
        const Picture p = picture_step(t.game, t.steps[step].board, prev, width, width * 0.62f);
        const int shown = t.steps[step].board["lands"][0]["pieces"]["explorer"].get<int>();
        CHECK(badge_texts(p.layout).count("×" + std::to_string(shown)) == 1);
        CHECK(overlaps(p.layout) == std::vector<std::string>{});
        if (step == 0) {  // the damaged Town: its tag under the Town icon, not another piece's
          const Placed* tag = nullptr;
          for (const Placed& pl : p.layout.placed)
            if (pl.part == Part::tag && pl.text == "1 dmg") tag = &pl;
          REQUIRE(tag);
          const Placed* icon = nullptr;
          for (const Placed& pl : p.layout.placed)
            if (pl.part == Part::icon && pl.owner == tag->owner) icon = &pl;
          REQUIRE(icon);
          CHECK(icon->text == "Town");
          const float mid = (tag->box.x0 + tag->box.x1) * 0.5f;
          CHECK(mid == doctest::Approx((icon->box.x0 + icon->box.x1) * 0.5f));
          CHECK(tag->box.y0 >= icon->box.y1);
        }
      }
  }
}

TEST_CASE("a Spirit Island land's items: counts against the previous step, ghosts of what left") {
  const auto before = nlohmann::json::parse(
      R"({"lands": [{"id": "A3", "pieces": {"explorer": 2, "town": 1}, "presence": {"earth": 2}}]})");
  const auto now = nlohmann::json::parse(
      R"({"lands": [{"id": "A3", "pieces": {"explorer": 0, "town": 1}, "damaged": [{"kind": "town", "damage": 1}]}]})");
  const SiBoard b = now.get<SiBoard>(), p = before.get<SiBoard>();
  const auto items = si_items(b, b.lands[0], &p.lands[0]);
  REQUIRE(items.size() == 3);  // Explorer (gone), Town, Presence (gone)
  CHECK(items[0].key == "explorer");
  CHECK(items[0].count == 0);
  CHECK(items[0].changed());
  CHECK(items[1].key == "town");
  CHECK(!items[1].changed());
  CHECK(items[1].damage == std::vector<int>{1});
  CHECK(items[2].key == "presence:earth");
  CHECK(items[2].before == 2);
  SUBCASE("without a previous step nothing changed") {
    for (const SiItem& it : si_items(b, b.lands[0], nullptr)) CHECK(!it.changed());
  }
  SUBCASE("the land changed only if something on it did") {
    CHECK(si_land_changed(b, b.lands[0], p.lands[0]));
    CHECK(!si_land_changed(b, b.lands[0], b.lands[0]));
  }
}

TEST_CASE("views read a snapshot tolerantly: a missing or mistyped key is absent") {
  const auto odd = nlohmann::json::parse(R"({"lands": [{"id": 3, "pieces": "many", "defend": "2"}], "fear": 1})");
  const SiBoard b = odd.get<SiBoard>();
  REQUIRE(b.lands.size() == 1);
  CHECK(b.lands[0].id == "?");
  CHECK(b.lands[0].pieces.empty());
  CHECK(b.lands[0].defend == 0);
  CHECK(!b.fear_generated);
  const Picture p = picture_step("spirit-island", nlohmann::json::array(), nullptr, 300, 200);
  CHECK(p.layout.height > 0);
  const Picture q = picture_step("l5r-celestial", nlohmann::json(), nullptr, 300, 200);
  CHECK(q.layout.height > 0);
}

TEST_CASE("the text alternative says what is on each land and what changed, in plain words") {
  const auto before = nlohmann::json::parse(
      R"({"lands": [{"id": "A3", "terrain": "jungle", "coastal": true, "pieces": {"explorer": 2, "town": 1, "dahan": 2}}]})");
  nlohmann::json now = before;
  now["lands"][0]["pieces"]["explorer"] = 0;
  now["lands"][0]["damaged"] = nlohmann::json::parse(R"([{"kind": "town", "damage": 1}])");
  now["lands"][0]["defend"] = 2;
  const Picture p = picture_step("spirit-island", now, &before, 700, 400);
  CHECK(p.alt == "A3 (jungle, coastal): 1 Town (1 Damage), 2 Dahan, Defend 2. Changed: Explorer 2 → 0, Defend 0 → 2.");
  const Picture first = picture_step("spirit-island", before, nullptr, 700, 400);
  CHECK(first.alt == "A3 (jungle, coastal): 2 Explorers, 1 Town, 2 Dahan.");
}

TEST_CASE("every piece icon is drawn in the layout as a glyph of a known kind") {
  for (const kernel::Trace& t : test::all_demo_traces())
    for (const auto& s : t.steps) {
      const Picture p = picture_step(t.game, s.board, nullptr, 700, 434);
      for (const Shape& sh : p.layout.shapes)
        if (sh.kind == Kind::glyph) CHECK(find_icon(sh.text) != nullptr);
    }
}
