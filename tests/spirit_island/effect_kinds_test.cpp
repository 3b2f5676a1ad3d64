// The table of effect kinds: every path that installs an effect takes its priority from there.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "games/spirit_island/rules/effect_kinds.h"
#include "si_test_support.h"

using namespace arbiter;
using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {
// A normal Ravage in A3 (a Town and Beasts there): the Town would add Blight unless it is skipped.
void ravage_a3(Engine& e) { e.invader_card(card("jungle"), "ravage", true); }

kernel::ModifierPriority priority_of(const Engine& e, const std::string& kind) {
  for (const auto& m : e.modifiers().all())
    if (m.payload.kind == kind) return m.priority;
  FAIL("no modifier " << kind);
  return kernel::ModifierPriority::Alter;
}
}  // namespace

TEST_CASE("skip-normal-where-beasts gets the same priority from an effects block as from a card, and both apply") {
  const std::string pieces = R"({"A3": {"town": 1, "beasts": 1}})";
  Engine from_effects = setup(two_lands(pieces, "{}", R"([{"modifier": "skip-normal-where-beasts", "n": 3}])"));
  Engine from_card = setup(two_lands(pieces));
  from_card.basic_action("Panicked by Wild Beasts",
                         ops(R"([{"op": "modifier", "name": "skip-normal-where-beasts", "n": 3, "scope": "island"}])"),
                         "A3", "");
  CHECK(priority_of(from_effects, "skip-normal-where-beasts") == kernel::ModifierPriority::CancelReplace);
  CHECK(priority_of(from_card, "skip-normal-where-beasts") == kernel::ModifierPriority::CancelReplace);
  ravage_a3(from_effects);
  ravage_a3(from_card);
  CHECK(count(from_effects, "A3", "blight") == 0);
  CHECK(count(from_card, "A3", "blight") == 0);
}

TEST_CASE("The effect table is complete where a path relies on it") {
  SUBCASE("a replacement modifier has its hook points, condition and handler, and is a cancel/replace modifier") {
    for (const auto& k : effect_kinds()) {
      INFO(k.name);
      const bool hooked = k.hooks != kNoHook || k.applies || k.replace;
      if (!hooked) continue;
      CHECK(k.role == EffectRole::Modifier);
      CHECK(k.hooks != kNoHook);
      CHECK(bool(k.applies));
      CHECK(bool(k.replace));
      CHECK(k.priority == kernel::ModifierPriority::CancelReplace);
    }
  }
  SUBCASE("every trigger has a title; a rule that installs something names a modifier or trigger, and a title") {
    for (const auto& k : effect_kinds()) {
      INFO(k.name);
      if (k.role == EffectRole::Trigger) CHECK(k.title != nullptr);
      if (!k.installs) continue;
      CHECK(k.role == EffectRole::Rule);
      CHECK(k.title != nullptr);
      CHECK((find_effect_kind(k.installs, EffectRole::Modifier) || find_effect_kind(k.installs, EffectRole::Trigger)));
    }
  }
  SUBCASE("a rule that installs a modifier puts it in play under its title, for its Spirit") {
    Engine e =
        setup(two_lands("{}", R"({"spirits": [{"id": "bringer", "name": "Bringer of Dreams and Nightmares"}]})"));
    bool found = false;
    for (const auto& m : e.modifiers().all())
      if (m.payload.kind == "dream-instead-of-destroy")
        found = m.name == "To Dream a Thousand Deaths" && m.payload.spirit == "bringer" &&
                m.duration == kernel::Duration::Permanent;
    CHECK(found);
  }
}

TEST_CASE("Each effect kind is declared once: no name appears twice within a role") {
  for (EffectRole role : {EffectRole::Modifier, EffectRole::Trigger, EffectRole::Rule}) {
    std::vector<std::string> names = effect_names(role);
    std::sort(names.begin(), names.end());
    INFO(to_string(role));
    CHECK(std::adjacent_find(names.begin(), names.end()) == names.end());
    for (const auto& n : names) CHECK(find_effect_kind(n, role)->name == n);
  }
}

TEST_CASE("Every trigger has a condition and its triggered action is a rule with a handler of the same name") {
  for (const auto& k : effect_kinds()) {
    if (k.role != EffectRole::Trigger) continue;
    INFO(k.name);
    CHECK(bool(k.fires));
    const EffectKind* action = find_effect_kind(k.name, EffectRole::Rule);
    REQUIRE(action != nullptr);
    CHECK(bool(action->run));
  }
}

TEST_CASE("Only triggers have a condition column, only rules a handler column") {
  for (const auto& k : effect_kinds()) {
    INFO(k.name);
    if (k.fires) CHECK(k.role == EffectRole::Trigger);
    if (k.run) CHECK(k.role == EffectRole::Rule);
  }
}

TEST_CASE("A rule op runs the handler the table gives its rule, and only a rule with a handler may be named") {
  SUBCASE("a rule with a handler: the table's handler runs (remove-health takes Invaders out)") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1}})"));
    REQUIRE(bool(find_effect_kind("remove-health", EffectRole::Rule)->run));
    e.basic_action("Remove", ops(R"([{"op": "rule", "name": "remove-health", "n": 1}])"), "A3", "");
    CHECK(count(e, "A3", "explorer") == 0);
  }
  SUBCASE("a rule only ever in play has no handler, and an op naming it does not load") {
    REQUIRE(find_effect_kind("heavy-mining", EffectRole::Rule) != nullptr);
    CHECK_FALSE(bool(find_effect_kind("heavy-mining", EffectRole::Rule)->run));
    CHECK(std::find(rule_action_names().begin(), rule_action_names().end(), "heavy-mining") ==
          rule_action_names().end());
    CHECK(std::find(rule_action_names().begin(), rule_action_names().end(), "remove-health") !=
          rule_action_names().end());
    CHECK_THROWS_AS(ops(R"([{"op": "rule", "name": "heavy-mining"}])"), kernel::LoadError);
  }
}

TEST_CASE("A trigger fires only if its table condition holds for the completed action") {
  // Portents of Disaster: after Invaders are destroyed in its land, 1 Fear.
  const std::string setup_trigger = R"([{"op": "trigger", "name": "portents-of-disaster"}])";
  SUBCASE("Invaders destroyed in the land: it fires") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1}})"));
    e.basic_action("Portents", ops(setup_trigger), "A3", "");
    e.basic_action("Destroy", ops(R"([{"op": "destroy", "what": "explorer", "n": 1}])"), "A3", "");
    CHECK(e.state().fear_generated == 1);
  }
  SUBCASE("nothing destroyed there: it does not fire") {
    Engine e = setup(two_lands(R"({"A3": {"explorer": 1}, "A4": {"explorer": 1}})"));
    e.basic_action("Portents", ops(setup_trigger), "A3", "");
    e.basic_action("Destroy", ops(R"([{"op": "destroy", "what": "explorer", "n": 1}])"), "A4", "");
    CHECK(e.state().fear_generated == 0);
  }
}

TEST_CASE("A modifier's priority comes from its kind's table row on every path, and an unknown kind is a logic error") {
  Engine e = setup(two_lands("{}"));
  e.add_modifier("Test", "test", kernel::Duration::ThisTurn, {"invader-actions-count", "island", "", "", "", "", 1});
  CHECK(priority_of(e, "invader-actions-count") == kernel::ModifierPriority::Quantity);
  e.add_modifier("Test 2", "test", kernel::Duration::ThisTurn, {"dahan-damage", "island", "", "", "", "", 1});
  CHECK(priority_of(e, "dahan-damage") == kernel::ModifierPriority::Alter);
  CHECK_THROWS_AS(
      e.add_modifier("Bad", "test", kernel::Duration::ThisTurn, {"dahan-damgae", "island", "", "", "", "", 1}),
      std::logic_error);
}

namespace {
std::string read_source(const std::string& rel) {
  std::ifstream in(arbiter::test::repo_path(rel));
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}
}  // namespace

// The rules' code reads some effects by name (has_rule("heavy-mining"), m.payload.kind == "dahan-damage").
// Each such name must be declared in the table with the right role, so a misspelling cannot
// silently switch a rule off.
TEST_CASE("Every effect name the Spirit Island rules' code spells is declared in the effect table") {
  // engine.cpp and every rule file (rules/*.cpp), found by listing the folder.
  std::vector<std::string> files{"src/games/spirit_island/engine.cpp"};
  for (const auto& f : std::filesystem::directory_iterator(arbiter::test::repo_path("src/games/spirit_island/rules")))
    if (f.path().extension() == ".cpp")
      files.push_back("src/games/spirit_island/rules/" + f.path().filename().string());
  std::sort(files.begin(), files.end());
  CHECK(files.size() > 30);
  struct Pattern {
    std::regex re;
    std::vector<EffectRole> roles;  // the name must be one of these
  };
  const auto M = EffectRole::Modifier, T = EffectRole::Trigger, R = EffectRole::Rule;
  const std::vector<Pattern> patterns{
      {std::regex(R"x(has_rule\("([a-z-]+)")x"), {R}},
      {std::regex(R"x(\brule [!=]= "([a-z-]+)")x"), {R}},
      {std::regex(R"x((?:payload|\bs)\.kind [!=]= "([a-z-]+)")x"), {M, T}},
      {std::regex(R"x(trigger\.kind [!=]= "([a-z-]+)")x"), {T}},
      {std::regex(R"x(op\.name [!=]= "([a-z-]+)")x"), {M, T, R}},
      {std::regex(R"x(\{"([a-z-]+)", "island")x"), {M}},
      {std::regex(R"x(\w+\.name = "([a-z-]+)";)x"), {R}},
  };
  int names = 0;
  for (const auto& f : files) {
    const std::string src = read_source(f);
    REQUIRE_MESSAGE(!src.empty(), f);
    for (const auto& p : patterns)
      for (auto it = std::sregex_iterator(src.begin(), src.end(), p.re); it != std::sregex_iterator(); ++it) {
        const std::string name = (*it)[1];
        bool found = false;
        for (EffectRole r : p.roles) found = found || find_effect_kind(name, r);
        INFO(f << ": " << (*it)[0]);
        CHECK(found);
        ++names;
      }
  }
  CHECK(names > 40);  // the patterns still find what they are meant to
}

TEST_CASE("A modifier set up by a card is logged in its kind's own words, with the card's numbers") {
  SUBCASE("the slots take the op's n, signed or not, and its piece kind") {
    CHECK(effect_words(*find_effect_kind("dahan-damage", EffectRole::Modifier), 1, "") == "each Dahan deals +1 Damage");
    CHECK(effect_words(*find_effect_kind("health", EffectRole::Modifier), -1, "town-city") ==
          "Town/City get -1 Health");
    CHECK(effect_words(*find_effect_kind("ravage-defend-per-dahan", EffectRole::Modifier), 2, "") ==
          "Defend 2 per Dahan taking part in each Ravage");
  }
  SUBCASE("a kind that names no piece has words for that") {
    CHECK(effect_words(*find_effect_kind("skip-invader-actions", EffectRole::Modifier), 0, "") ==
          "the Invaders skip every action");
    CHECK(effect_words(*find_effect_kind("skip-invader-actions", EffectRole::Modifier), 0, "build") ==
          "the Invaders skip Build");
  }
  SUBCASE("every kind's words fill: no slot the filler does not know") {
    for (const auto& k : effect_kinds()) {
      INFO(k.name);
      CHECK_NOTHROW(effect_words(k, 1, "explorer"));
      CHECK(effect_words(k, 1, "explorer").find('{') == std::string::npos);
    }
  }
  SUBCASE("the log line of a card's modifier") {
    Engine e = setup(two_lands(R"({"A3": {"dahan": 1}})"));
    e.basic_action("Test Card", ops(R"([{"op": "modifier", "name": "dahan-damage", "n": 1, "scope": "land"}])"), "A3",
                   "");
    const auto& lines = e.log_lines();
    CHECK(std::find(lines.begin(), lines.end(), "Test Card: each Dahan deals +1 Damage in A3 this turn.") !=
          lines.end());
  }
}
