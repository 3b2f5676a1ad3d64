#include "board/si_view.h"

#include <algorithm>

#include "board/icons.h"
#include "board/read.h"

namespace arbiter::board {

using nlohmann::json;

namespace {
// The counted kinds a land shows, in icon order: (group in the snapshot, name).
struct CountedKind {
  const char* group;
  const char* name;
};
const CountedKind kCounted[] = {
    {"pieces", "explorer"}, {"pieces", "town"},   {"pieces", "city"},    {"pieces", "dahan"}, {"tokens", "blight"},
    {"tokens", "badlands"}, {"tokens", "beasts"}, {"tokens", "disease"}, {"tokens", "wilds"}, {"tokens", "vitality"}};

std::map<std::string, int> counts_of(const json& obj) {
  std::map<std::string, int> out;
  if (obj.is_object())
    for (auto it = obj.begin(); it != obj.end(); ++it)
      if (it.value().is_number()) out[it.key()] = as_int(it.value());
  return out;
}

int count_in(const std::map<std::string, int>& m, const std::string& k) {
  auto it = m.find(k);
  return it == m.end() ? 0 : it->second;
}

int presence_of(const SiLand& l, const std::string& spirit) {
  for (const auto& [s, n] : l.presence)
    if (s == spirit) return n;
  return 0;
}
}  // namespace

void from_json(const json& j, SiDamagedPiece& p) {
  p.kind = string_at(j, "kind");
  p.damage = int_at(j, "damage");
  p.strife = int_at(j, "strife");
}

void from_json(const json& j, SiLand& l) {
  l.id = string_at(j, "id", "?");
  l.board = string_at(j, "board");
  l.terrain = string_at(j, "terrain");
  l.zone = string_at(j, "zone");
  l.coastal = bool_at(j, "coastal");
  l.adjacent = strings_at(j, "adjacent");
  if (j.is_object() && j.contains("layout") && j["layout"].is_object())
    l.layout = std::make_pair(float_at(j["layout"], "x", 0.5f), float_at(j["layout"], "y", 0.5f));
  l.pieces = counts_of(object_at(j, "pieces"));
  l.tokens = counts_of(object_at(j, "tokens"));
  for (const json& d : array_at(j, "damaged")) l.damaged.push_back(d.get<SiDamagedPiece>());
  l.strife = int_at(j, "strife");
  l.defend = int_at(j, "defend");
  l.isolated = bool_at(j, "isolated");
  const json& presence = object_at(j, "presence");
  for (auto it = presence.begin(); it != presence.end(); ++it)
    if (it.value().is_number()) l.presence.emplace_back(it.key(), as_int(it.value()));
  l.incarna = strings_at(j, "incarna");
}

void from_json(const json& j, SiSpirit& s) {
  s.id = string_at(j, "id");
  s.name = string_at(j, "name");
  const json& inc = object_at(j, "incarna");
  s.incarna_at = string_at(inc, "at");
  s.incarna_empowered = bool_at(inc, "empowered");
}

void from_json(const json& j, SiBoard& b) {
  for (const json& l : array_at(j, "lands")) b.lands.push_back(l.get<SiLand>());
  for (const json& s : array_at(j, "spirits")) b.spirits.push_back(s.get<SiSpirit>());
  if (j.is_object() && j.contains("fear") && j["fear"].is_object()) {
    b.fear_generated = int_at(j["fear"], "generated");
    b.terror_level = int_at(j["fear"], "terror_level", 1);
  }
  if (j.is_object() && j.contains("blight_card") && j["blight_card"].is_object()) {
    b.blight_pool = int_at(j["blight_card"], "pool");
    b.blight_side = string_at(j["blight_card"], "side");
  }
  const json& slots = object_at(j, "invader_slots");
  for (const char* k : {"ravage", "build", "explore"})
    if (slots.contains(k)) b.invader_slots[k] = strings_at(slots, k);
}

const SiLand* SiBoard::land(const std::string& id) const {
  for (const SiLand& l : lands)
    if (l.id == id) return &l;
  return nullptr;
}

int si_spirit_index(const SiBoard& board, const std::string& spirit) {
  std::vector<std::string> order;
  for (const SiSpirit& s : board.spirits) order.push_back(s.id);
  for (const SiLand& l : board.lands)
    for (const auto& [s, n] : l.presence)
      if (std::find(order.begin(), order.end(), s) == order.end()) order.push_back(s);
  const auto it = std::find(order.begin(), order.end(), spirit);
  return it == order.end() ? 0 : int(it - order.begin());
}

std::vector<SiItem> si_items(const SiBoard& board, const SiLand& land, const SiLand* before) {
  std::vector<SiItem> items;
  auto add = [&](SiItem it) {
    if (it.count > 0 || it.before > 0) items.push_back(std::move(it));
  };
  for (const CountedKind& k : kCounted) {
    const bool piece = std::string(k.group) == "pieces";
    const auto& now = piece ? land.pieces : land.tokens;
    SiItem it;
    it.key = piece ? k.name : std::string("token:") + k.name;
    it.glyph = it.key;
    it.name = find_icon(it.glyph)->label;
    it.count = count_in(now, k.name);
    it.before = before ? count_in(piece ? before->pieces : before->tokens, k.name) : it.count;
    for (const SiDamagedPiece& d : land.damaged)
      if (d.kind == k.name) {
        if (d.damage > 0) it.damage.push_back(d.damage);
        it.piece_strife += d.strife;
      }
    add(std::move(it));
  }
  add({"strife", "strife", "Strife", land.strife, before ? before->strife : land.strife, -1, false, {}, 0});
  for (const auto& [spirit, n] : land.presence)
    add({"presence:" + spirit,
         "presence",
         "Presence of " + spirit,
         n,
         before ? presence_of(*before, spirit) : n,
         si_spirit_index(board, spirit),
         n >= 2,
         {},
         0});
  if (before)
    for (const auto& [spirit, n] : before->presence)
      if (presence_of(land, spirit) == 0)
        add({"presence:" + spirit,
             "presence",
             "Presence of " + spirit,
             0,
             n,
             si_spirit_index(board, spirit),
             false,
             {},
             0});
  auto has_incarna = [](const SiLand* l, const std::string& s) {
    return l && std::find(l->incarna.begin(), l->incarna.end(), s) != l->incarna.end();
  };
  for (const std::string& s : land.incarna)
    add({"incarna:" + s,
         "incarna",
         "Incarna of " + s,
         1,
         !before || has_incarna(before, s) ? 1 : 0,
         si_spirit_index(board, s),
         false,
         {},
         0});
  if (before)
    for (const std::string& s : before->incarna)
      if (!has_incarna(&land, s))
        add({"incarna:" + s, "incarna", "Incarna of " + s, 0, 1, si_spirit_index(board, s), false, {}, 0});
  return items;
}

bool si_land_changed(const SiBoard& board, const SiLand& land, const SiLand& before) {
  for (const SiItem& it : si_items(board, land, &before))
    if (it.changed()) return true;
  auto damage_list = [](const SiLand& l) {
    std::vector<std::tuple<std::string, int, int>> v;
    for (const auto& d : l.damaged) v.emplace_back(d.kind, d.damage, d.strife);
    return v;
  };
  return land.defend != before.defend || land.isolated != before.isolated || damage_list(land) != damage_list(before);
}

std::string si_status_line(const SiBoard& b) {
  std::string s;
  if (b.fear_generated)
    s += "Fear generated " + std::to_string(*b.fear_generated) + " · Terror Level " +
         std::to_string(b.terror_level.value_or(1));
  if (b.blight_pool)
    s += std::string(s.empty() ? "" : "   ") + "Blight card: " + std::to_string(*b.blight_pool) + " left (" +
         b.blight_side + ")";
  std::string slots;
  for (const char* k : {"ravage", "build", "explore"}) {
    auto it = b.invader_slots.find(k);
    if (it == b.invader_slots.end() || it->second.empty()) continue;
    std::string names;
    for (const auto& c : it->second) names += (names.empty() ? "" : "+") + c;
    slots += std::string(slots.empty() ? "" : ", ") + k + " " + names;
  }
  if (!slots.empty()) s += std::string(s.empty() ? "" : "   ") + "Invader cards: " + slots;
  return s;
}

std::string si_count_words(const SiItem& item, int n) {
  const Icon* icon = find_icon(item.glyph);
  if (item.glyph == "presence" || item.glyph == "incarna" || !icon) return std::to_string(n) + " " + item.name;
  return std::to_string(n) + " " + (n == 1 ? icon->label : icon->plural);
}

}  // namespace arbiter::board
