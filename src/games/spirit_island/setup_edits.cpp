// The What if editor's controls for a Spirit Island setup (kernel/setup_edit.h), bounded by the
// loader's limits (scenario_model.cpp), so each edit it offers yields a setup that loads.
#include <cctype>

#include "games/spirit_island/scenario_model.h"
#include "games/spirit_island/types.h"

namespace arbiter::si {

namespace {
using kernel::SetupControl;
using nlohmann::json;
using EditKind = SetupControl::Kind;

std::string capitalized_word(std::string s) {
  if (!s.empty()) s[0] = char(std::toupper(static_cast<unsigned char>(s[0])));
  return s;
}

// The land's entry in board.pieces, made when missing; tidy_land() removes it again once empty.
json& land_pieces(json& scenario, const std::string& land) { return scenario["board"]["pieces"][land]; }

void tidy_land(json& scenario, const std::string& land) {
  json& pieces = scenario["board"]["pieces"];
  if (pieces[land].empty()) pieces.erase(land);
}

// Damage and Strife mark pieces of a kind one each ("damaged": [{"kind": "town", "damage": 1}]):
// with `count` pieces left, at most `count` marks of that kind can stay. The last ones go.
void drop_marks_beyond(json& pieces, const char* list, const std::string& kind, int count) {
  if (!pieces.contains(list) || !pieces[list].is_array()) return;
  json& marks = pieces[list];
  int of_kind = 0;
  for (const auto& m : marks)
    if (m.is_object() && m.value("kind", "") == kind) ++of_kind;
  for (size_t i = marks.size(); i-- > 0 && of_kind > count;)
    if (marks[i].is_object() && marks[i].value("kind", "") == kind) {
      marks.erase(i);
      --of_kind;
    }
  if (marks.empty()) pieces.erase(list);
}

// A count in a land: `path` is the key under the land's pieces, or "presence.SPIRIT".
SetupControl land_count(const json& pieces, const std::string& land, const std::string& key, const std::string& spirit,
                        bool row) {
  SetupControl c;
  c.kind = EditKind::Stepper;
  c.row = row;
  const json& holder = spirit.empty() ? pieces : pieces.value("presence", json::object());
  const std::string field = spirit.empty() ? key : spirit;
  c.id = land + "." + field;
  c.label = spirit.empty() ? capitalized_word(key) : "Presence (" + spirit + ")";
  c.value =
      holder.is_object() && holder.contains(field) && holder[field].is_number_integer() ? holder[field].get<int>() : 0;
  c.max = spirit.empty() ? kMaxInLand : kMaxPresenceInLand;
  c.limit = "0 to " + std::to_string(c.max) + " in a land";
  const auto set = [land, key, spirit](json& scenario, int n) {
    json& p = land_pieces(scenario, land);
    json& obj = spirit.empty() ? p : p["presence"];
    const std::string k = spirit.empty() ? key : spirit;
    if (n == 0) obj.erase(k);
    else obj[k] = n;
    if (!spirit.empty() && obj.empty()) p.erase("presence");
    if (spirit.empty()) {  // a piece removed takes its Damage and Strife along when no unmarked one is left
      drop_marks_beyond(p, "damaged", key, n);
      drop_marks_beyond(p, "strife", key, n);
    }
    tidy_land(scenario, land);
  };
  const int n = c.value;
  c.down = [set, n](json& scenario) { set(scenario, n - 1); };
  c.up = [set, n](json& scenario) { set(scenario, n + 1); };
  return c;
}

void add_land(kernel::SetupControls& out, const json& scenario, const std::string& land, bool open,
              const std::vector<std::string>& spirits) {
  SetupControl section;
  section.kind = EditKind::Section;
  section.id = "land." + land;
  section.label = "Land " + land;
  section.open = open;
  out.push_back(section);
  const json& board = scenario.at("board");
  const json pieces =
      board.contains("pieces") && board["pieces"].contains(land) ? board["pieces"][land] : json::object();
  int shown = 0;
  std::vector<std::string> keys = piece_names();
  keys.insert(keys.end(), token_names().begin(), token_names().end());
  keys.push_back("defend");
  for (const auto& k : keys) out.push_back(land_count(pieces, land, k, "", shown++ % 2 == 1));
  for (const auto& sp : spirits) out.push_back(land_count(pieces, land, "presence", sp, shown++ % 2 == 1));
  SetupControl iso;
  iso.kind = EditKind::Toggle;
  iso.id = land + ".isolated";
  iso.label = "Isolated";
  iso.on = pieces.value("isolated", false);
  iso.press = [land, on = iso.on](json& s) {
    json& p = land_pieces(s, land);
    if (on) p.erase("isolated");
    else p["isolated"] = true;
    tidy_land(s, land);
  };
  out.push_back(iso);
}

// The bounded counts and the switches of game_state, walked in document order; `pattern` names the
// row of game_state_limits() ("spirits.*.energy"), `at` the JSON pointer to the value.
void add_game_state(kernel::SetupControls& out, const json& v, const std::string& pattern, const std::string& at,
                    const std::string& label) {
  if (pattern == "spirits.*.elements") return;  // every Element is offered by add_spirit_elements()
  if (v.is_object()) {
    for (auto it = v.begin(); it != v.end(); ++it)
      add_game_state(out, it.value(), pattern.empty() ? it.key() : pattern + "." + it.key(), at + "/" + it.key(),
                     label.empty() ? it.key() : label + " " + it.key());
    return;
  }
  if (v.is_array()) {
    for (size_t i = 0; i < v.size(); ++i) {
      const std::string name = v[i].is_object() ? v[i].value("id", std::to_string(i + 1)) : std::to_string(i + 1);
      add_game_state(out, v[i], pattern + ".*", at + "/" + std::to_string(i), label + " " + name);
    }
    return;
  }
  const json::json_pointer ptr("/game_state" + at);
  SetupControl c;
  c.id = "game_state" + at;
  for (auto& ch : c.id)
    if (ch == '/') ch = '.';
  c.label = label;
  if (v.is_boolean()) {
    c.kind = EditKind::Toggle;
    c.on = v.get<bool>();
    c.press = [ptr, on = c.on](json& s) { s[ptr] = !on; };
    out.push_back(c);
  } else if (const CountLimit* lim = v.is_number_integer() ? game_state_limit(pattern) : nullptr) {
    c.kind = EditKind::Stepper;
    c.value = v.get<int>();
    c.min = lim->min;
    c.max = lim->max;
    c.limit = std::to_string(lim->min) + " to " + std::to_string(lim->max);
    c.down = [ptr, n = c.value](json& s) { s[ptr] = n - 1; };
    c.up = [ptr, n = c.value](json& s) { s[ptr] = n + 1; };
    out.push_back(c);
  }
}
// Each Spirit's Elements from other sources than its cards (thresholds, rules/elements.h): one
// stepper per Element, 0 removing it from the setup.
void add_spirit_elements(kernel::SetupControls& out, const json& spirits) {
  for (size_t i = 0; i < spirits.size(); ++i) {
    const json& sp = spirits[i];
    if (!sp.is_object()) continue;
    const std::string id = sp.value("id", std::to_string(i + 1));
    const json held = sp.contains("elements") && sp["elements"].is_object() ? sp["elements"] : json::object();
    int shown = 0;
    for (const auto& el : element_names()) {
      SetupControl c;
      c.kind = EditKind::Stepper;
      c.row = shown++ % 2 == 1;
      c.id = "game_state.spirits." + std::to_string(i) + ".elements." + el;
      c.label = "spirits " + id + " " + capitalized_word(el);
      c.value = held.contains(el) && held[el].is_number_integer() ? held[el].get<int>() : 0;
      c.max = kMaxSpiritElement;
      c.limit = "0 to " + std::to_string(c.max) + " from other sources than cards";
      const auto set = [i, el](json& s, int n) {
        json& sp_json = s["game_state"]["spirits"][i];
        if (n > 0) sp_json["elements"][el] = n;
        else if (sp_json.contains("elements")) {
          sp_json["elements"].erase(el);
          if (sp_json["elements"].empty()) sp_json.erase("elements");
        }
      };
      const int n = c.value;
      c.down = [set, n](json& s) { set(s, n - 1); };
      c.up = [set, n](json& s) { set(s, n + 1); };
      out.push_back(c);
    }
  }
}
}  // namespace

kernel::SetupControls setup_controls(const json& scenario, const json& first_board) {
  kernel::SetupControls out;
  if (!scenario.is_object() || !scenario.contains("board") || !scenario["board"].is_object()) return out;
  std::vector<std::string> spirits;
  const json game_state = scenario.value("game_state", json());
  if (game_state.is_object() && game_state.contains("spirits") && game_state["spirits"].is_array())
    for (const auto& sp : game_state["spirits"])
      if (sp.is_object() && sp.contains("id") && sp["id"].is_string()) spirits.push_back(sp["id"].get<std::string>());
  std::vector<std::string> lands;
  if (first_board.contains("lands") && first_board["lands"].is_array())
    for (const auto& l : first_board["lands"]) lands.push_back(l.value("id", ""));
  for (const auto& land : lands) add_land(out, scenario, land, lands.size() <= 3 || land == lands.front(), spirits);
  if (game_state.is_object()) {
    SetupControl section;
    section.kind = EditKind::Section;
    section.id = "game_state";
    section.label = "Game state";
    section.open = false;
    const size_t before = out.size();
    out.push_back(section);
    add_game_state(out, game_state, "", "", "");
    if (game_state.contains("spirits") && game_state["spirits"].is_array())
      add_spirit_elements(out, game_state["spirits"]);
    if (out.size() == before + 1) out.pop_back();  // nothing there to edit
  }
  return out;
}

}  // namespace arbiter::si
