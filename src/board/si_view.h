#pragma once
// A Spirit Island board step, typed: what the snapshot's "board" JSON says (docs/scenarios.md,
// Spirit Island board snapshot), and what is on each land against the previous step.
#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace arbiter::board {

struct SiDamagedPiece {
  std::string kind;  // "town", "dahan", ...
  int damage = 0, strife = 0;
};

struct SiLand {
  std::string id, board, terrain;
  // "" for a land; "endless-dark": the Endless Dark, on the island but not a land; "ocean": a board's
  // Ocean, drawn as a strip on its board's left, the Ocean side of the standard layout
  std::string zone;
  bool coastal = false;
  std::vector<std::string> adjacent;
  std::optional<std::pair<float, float>> layout;  // x, y in 0..1 on its board
  std::map<std::string, int> pieces, tokens;      // counts by name ("explorer", "blight", ...)
  std::vector<SiDamagedPiece> damaged;
  int strife = 0, defend = 0;
  bool isolated = false;
  std::vector<std::pair<std::string, int>> presence;  // Spirit id -> Presence, in snapshot order
  std::vector<std::string> incarna;                   // Spirits whose Incarna is here
};

struct SiSpirit {
  std::string id, name;
  std::string incarna_at;  // a land id, "supply", or "" (no Incarna)
  bool incarna_empowered = false;
};

struct SiBoard {
  std::vector<SiLand> lands;
  std::vector<SiSpirit> spirits;
  std::optional<int> fear_generated, terror_level;
  std::optional<int> blight_pool;
  std::string blight_side;
  std::map<std::string, std::vector<std::string>> invader_slots;  // "ravage" -> card names
  const SiLand* land(const std::string& id) const;
};

void from_json(const nlohmann::json& j, SiDamagedPiece& p);
void from_json(const nlohmann::json& j, SiLand& l);
void from_json(const nlohmann::json& j, SiSpirit& s);
void from_json(const nlohmann::json& j, SiBoard& b);  // tolerant: anything missing is absent

// One kind of thing on a land, shown as an icon with a count: a piece, token, Strife, a Spirit's
// Presence or Incarna. Things at 0 now and before are left out.
struct SiItem {
  std::string key;    // "explorer", "token:blight", "strife", "presence:earth", "incarna:earth"
  std::string glyph;  // the icon kind (icons.h)
  std::string name;   // "Explorer", "Presence of earth"
  int count = 0, before = 0;
  int spirit = -1;  // Presence / Incarna: the Spirit's colour index
  bool sacred_site = false;
  std::vector<int> damage;  // Damage on each damaged piece of this kind
  int piece_strife = 0;     // Strife on pieces of this kind
  bool changed() const { return count != before; }
};

// The items of `land`; `before` is the same land in the previous step (nullptr: nothing changed).
std::vector<SiItem> si_items(const SiBoard& board, const SiLand& land, const SiLand* before);
// Whether anything on the land differs from the previous step.
bool si_land_changed(const SiBoard& board, const SiLand& land, const SiLand& before);
// The Spirit's colour index: its place among the board's Spirits, then among Presence owners.
int si_spirit_index(const SiBoard& board, const std::string& spirit);
// Fear, Terror Level, Blight card and Invader cards in one line ("" when the snapshot has none).
std::string si_status_line(const SiBoard& board);
// "Explorer", "Town" ... plural "Explorers" for counts other than 1 (the text alternative's words).
std::string si_count_words(const SiItem& item, int n);

}  // namespace arbiter::board
