// Never silently wrong: every entry docs/si-card-audit.md calls partial or text only, and every
// adversary level it lists as absent, yields a "not modelled" notice in the trace of a scenario that
// involves it; an entry modelled in full yields none.
#include <doctest/doctest.h>

#include <fstream>
#include <regex>
#include <sstream>

#include "games/spirit_island/scenario_model.h"
#include "si_test_support.h"

using namespace arbiter::si;
using namespace arbiter::si::test;

namespace {

struct AuditRow {
  std::string section;  // "Powers", "Spirits (special rules)", "Adversaries", ...
  std::string name;     // first cell
};

std::string read_audit() {
  std::ifstream in(arbiter::test::repo_path("docs/si-card-audit.md"));
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The rows whose class is partial or text only, and the bullets of "Named in REF, absent".
std::vector<AuditRow> unmodelled_rows() {
  std::vector<AuditRow> rows;
  std::istringstream in(read_audit());
  std::string line, section;
  const std::regex row(R"(^\| ([^|]+?) \| (partial|text only) \|)");
  std::smatch m;
  while (std::getline(in, line)) {
    if (line.rfind("## ", 0) == 0) section = line.substr(3);
    if (line.rfind("### Named in REF", 0) == 0) section = "absent";
    if (std::regex_search(line, m, row)) rows.push_back({section, m[1]});
    if (section == "absent" && line.rfind("* ", 0) == 0) rows.push_back({section, line.substr(2)});
  }
  return rows;
}

// The partial and text-only entries the audit's Counts table totals.
int counted_unmodelled() {
  std::istringstream in(read_audit());
  std::string line;
  const std::regex total(R"(^\| \*\*Total\*\* \| \*\*\d+\*\* \| \*\*\d+\*\* \| \*\*(\d+)\*\* \| \*\*(\d+)\*\* \|)");
  std::smatch m;
  while (std::getline(in, line))
    if (std::regex_search(line, m, total)) return std::stoi(m[1]) + std::stoi(m[2]);
  return -1;
}

// Every row of the audit's tables with its class: implemented (or "implemented (unverified)"), or not.
struct ClassedRow {
  std::string section;
  std::string name;
  bool implemented;
};

std::vector<ClassedRow> classed_rows() {
  std::vector<ClassedRow> rows;
  std::istringstream in(read_audit());
  std::string line, section;
  const std::regex row(R"(^\| ([^|]+?) \| (implemented|partial|text only)[^|]*\|)");
  std::smatch m;
  while (std::getline(in, line)) {
    if (line.rfind("## ", 0) == 0) section = line.substr(3);
    if (std::regex_search(line, m, row)) rows.push_back({section, m[1], m[2] == "implemented"});
  }
  return rows;
}

std::string full_adversary(const std::string& word) {
  for (const auto& [name, def] : library().adversaries)
    if (name.find(word) != std::string::npos) return name;
  return "";
}

std::string board_with(const std::string& game_state, const std::string& steps) {
  return R"({"id": "t", "game": "spirit-island", "title": "t", "watch": "t", "demonstrates": [],
             "board": {"lands": [{"id": "A3", "terrain": "jungle", "coastal": true, "adjacent": ["A4"]},
                                 {"id": "A4", "terrain": "sands", "adjacent": ["A3"]}],
                       "pieces": {"A3": {"explorer": 1}}},
             "game_state": )" +
         game_state + R"(, "steps": )" + steps + R"(, "expect": [{"fear_generated": {"at_least": 0}}]})";
}

std::vector<std::string> notices_of(const std::string& doc) {
  set_library_dir(arbiter::test::repo_path("data/si"));
  return run_scenario(nlohmann::json::parse(doc), "notices-test").notices;
}

bool has_notice(const std::vector<std::string>& notices, const std::string& whose) {
  for (const auto& n : notices)
    if (n.rfind("not modelled: " + whose + "'s ", 0) == 0) return true;
  return false;
}

// A scenario involving the row's entry, and whose notice it must carry.
std::pair<std::string, std::string> scenario_for(const AuditRow& r) {
  const std::string one_spirit = R"({"spirits": [{"id": "s", "name": "Vital Strength of the Earth"}]})";
  if (r.section == "Powers")
    return {board_with(one_spirit, R"([{"do": "power", "card": ")" + r.name + R"(", "spirit": "s", "land": "A3"}])"),
            r.name};
  if (r.section == "Fear cards")
    return {board_with("{}", R"([{"do": "fear-card", "card": ")" + r.name + R"("}])"), r.name};
  if (r.section == "Events") return {board_with("{}", R"([{"do": "event", "card": ")" + r.name + R"("}])"), r.name};
  if (r.section == "Blight cards")
    return {board_with(R"({"blight_card": {"name": ")" + r.name + R"("}})", "[]"), r.name};
  if (r.section == "Scenarios") return {board_with(R"({"scenario": ")" + r.name + R"("})", "[]"), r.name};
  if (r.section.rfind("Spirits", 0) == 0)
    return {board_with(R"({"spirits": [{"id": "s", "name": ")" + r.name + R"("}]})", "[]"), r.name};
  if (r.section == "Aspects") {
    const std::string aspect = r.name.substr(0, r.name.find(" ("));
    const std::string spirit = library().aspects.at(aspect).spirit;
    return {
        board_with(R"({"spirits": [{"id": "s", "name": ")" + spirit + R"(", "aspect": ")" + aspect + R"("}]})", "[]"),
        spirit + " (" + aspect + ")"};
  }
  // Adversaries: "Russia L1 ...", or an absent bullet naming levels, an escalation or a loss condition.
  const std::string adversary = full_adversary(r.name.substr(0, r.name.find(' ')));
  return {board_with(R"({"adversary": {"name": ")" + adversary + R"(", "level": 6}})", "[]"), adversary};
}

}  // namespace

TEST_CASE("every partial or text-only entry of the card audit yields its not-modelled notice") {
  const auto rows = unmodelled_rows();
  const int counted = counted_unmodelled();
  REQUIRE(counted > 0);
  CHECK(rows.size() >= static_cast<size_t>(counted));  // the Counts table's partial + text only, and the absent levels
  for (const auto& r : rows) {
    CAPTURE(r.section);
    CAPTURE(r.name);
    auto [doc, whose] = scenario_for(r);
    const auto notices = notices_of(doc);
    CHECK(has_notice(notices, whose));
    if (r.section != "Adversaries" && r.section != "absent") continue;
    // each level the row names ("L5", "L3/L4"), its escalation or loss condition, has its own notice
    std::vector<std::string> parts;
    const std::regex level(R"(L(\d))");
    const std::string named = r.name.substr(0, r.name.find(" ("));  // not "(L2 is now implemented, above)"
    for (auto it = std::sregex_iterator(named.begin(), named.end(), level); it != std::sregex_iterator(); ++it)
      parts.push_back("Level " + (*it)[1].str());
    for (const char* w : {"escalation", "loss condition"})
      if (r.name.find(w) != std::string::npos) parts.push_back(w);
    CHECK(!parts.empty());
    for (const auto& p : parts) {
      bool found = false;
      for (const auto& n : notices) found = found || n.find(p) != std::string::npos;
      CHECK_MESSAGE(found, p);
    }
  }
}

TEST_CASE("an entry modelled in full yields no notice, and a level not reached none") {
  SUBCASE("Vital Strength of the Earth and A Year of Perfect Stillness are implemented") {
    auto n = notices_of(
        board_with(R"({"spirits": [{"id": "s", "name": "Vital Strength of the Earth"}]})",
                   R"([{"do": "power", "card": "A Year of Perfect Stillness", "spirit": "s", "land": "A3"}])"));
    CHECK(n.empty());
  }
  auto at_level = [](const std::string& adversary, int level) {
    return notices_of(
        board_with(R"({"adversary": {"name": ")" + adversary + R"(", "level": )" + std::to_string(level) + "}}", "[]"));
  };
  SUBCASE("France at Level 1 has no notice for Level 2 (its Setup); at 2 it has it; Level 6 adds none") {
    const std::string france = "Kingdom of France (Plantation Colony)";
    auto at1 = at_level(france, 1);
    auto at2 = at_level(france, 2);
    CHECK(at2.size() == at1.size() + 1);
    CHECK(at_level(france, 6).size() == at2.size());
  }
  SUBCASE("Scotland Level 5 (Runoff and Bilgewater, modelled since issue 37) has no notice") {
    CHECK(at_level("Kingdom of Scotland", 6).empty());
  }
  SUBCASE("Russia Level 5, England Levels 3-4 and France's loss condition (issue 37) have no notice") {
    CHECK(at_level("Tsardom of Russia", 6).empty());
    CHECK(at_level("Kingdom of England", 4).empty());
    CHECK(at_level("Kingdom of France (Plantation Colony)", 1).empty());
  }
  SUBCASE("a Power's notice comes once however often the scenario uses it") {
    auto n = notices_of(board_with(R"({"spirits": [{"id": "s", "name": "Vital Strength of the Earth"}]})",
                                   R"([{"do": "power", "card": "Fragments of Yesteryear", "spirit": "s", "land": "A3"},
                                       {"do": "power", "card": "Fragments of Yesteryear", "spirit": "s", "land": "A3"}])"));
    CHECK(n.size() == 1);
  }
}

namespace {

// What an adversary row names: "Level N", "escalation" or "loss condition".
std::string adversary_part(const std::string& row_name) {
  std::smatch m;
  if (std::regex_search(row_name, m, std::regex(R"( L(\d) )"))) return "Level " + m[1].str();
  for (const char* w : {"escalation", "loss condition"})
    if (row_name.find(w) != std::string::npos) return w;
  return "";
}

// The not_modelled clauses cards.json gives the entry an audit row names (for an adversary row, the
// clauses naming its level, escalation or loss condition).
std::vector<std::string> data_clauses(const ClassedRow& r) {
  const auto& lib = library();
  auto of = [&](const auto& table, const std::string& name) {
    auto it = table.find(name);
    REQUIRE_MESSAGE(it != table.end(), "no entry named " << name);
    return it->second.not_modelled;
  };
  if (r.section == "Powers") return of(lib.powers, r.name);
  if (r.section == "Blight cards") return of(lib.blight_cards, r.name);
  if (r.section == "Fear cards") return of(lib.fear_cards, r.name);
  if (r.section == "Events") return of(lib.events, r.name);
  if (r.section.rfind("Spirits", 0) == 0) return of(lib.spirits, r.name);
  if (r.section == "Aspects") return of(lib.aspects, r.name.substr(0, r.name.find(" (")));
  if (r.section == "Scenarios") return of(lib.scenarios, r.name);
  const auto& adversary = lib.adversaries.at(full_adversary(r.name.substr(0, r.name.find(' '))));
  const std::string part = adversary_part(r.name);
  std::vector<std::string> out;
  for (const auto& [level, clauses] : adversary.not_modelled)
    for (const auto& c : clauses)
      if (c.find(part) != std::string::npos) out.push_back(c);
  return out;
}

}  // namespace

TEST_CASE("an entry the audit calls implemented has no not_modelled and no notice; any other has both") {
  set_library_dir(arbiter::test::repo_path("data/si"));
  const auto rows = classed_rows();
  REQUIRE(rows.size() > 100);
  int implemented = 0;
  for (const auto& r : rows) {
    CAPTURE(r.section);
    CAPTURE(r.name);
    implemented += r.implemented;
    CHECK(data_clauses(r).empty() == r.implemented);
    auto [doc, whose] = scenario_for({r.section, r.name});
    const auto notices = notices_of(doc);
    if (r.section != "Adversaries") {
      CHECK(has_notice(notices, whose) != r.implemented);
      continue;
    }
    const std::string part = adversary_part(r.name);
    REQUIRE(!part.empty());
    bool named = false;
    for (const auto& n : notices) named = named || n.find(part) != std::string::npos;
    CHECK(named != r.implemented);
  }
  CHECK(implemented > 0);
  CHECK(implemented < static_cast<int>(rows.size()));
}

TEST_CASE("every not_modelled of cards.json belongs to an entry the audit does not call implemented") {
  set_library_dir(arbiter::test::repo_path("data/si"));
  const auto rows = classed_rows();
  auto partial_row = [&](const std::string& name) {
    for (const auto& r : rows)
      if (!r.implemented && (r.name == name || r.name.rfind(name + " (", 0) == 0)) return true;
    return false;
  };
  const auto& lib = library();
  auto check_table = [&](const auto& table) {
    for (const auto& row : table)  // not a structured binding: C++17 lambdas (CHECK_MESSAGE's) can't capture one
      if (!row.second.not_modelled.empty()) CHECK_MESSAGE(partial_row(row.first), row.first);
  };
  check_table(lib.powers);
  check_table(lib.blight_cards);
  check_table(lib.fear_cards);
  check_table(lib.events);
  check_table(lib.spirits);
  check_table(lib.aspects);
  check_table(lib.scenarios);
  for (const auto& adversary : lib.adversaries)
    for (const auto& clauses : adversary.second.not_modelled) {
      const std::string& name = adversary.first;
      const auto level = clauses.first;
      bool found = false;
      for (const auto& r : rows)
        found = found || (!r.implemented && r.section == "Adversaries" &&
                          full_adversary(r.name.substr(0, r.name.find(' '))) == name &&
                          adversary_part(r.name) == "Level " + std::to_string(level));
      CHECK_MESSAGE(found, name << " Level " << level);
    }
}
