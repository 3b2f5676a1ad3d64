#pragma once
// The Spirit Island game state: a copyable value. Lands hold pieces one by one (each with its own
// Damage and Strife), counted tokens, Presence per Spirit and single-turn markers. The Blight
// card, the Fear pool and the Invader slots complete the board.
#include <nlohmann/json.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "games/spirit_island/types.h"

namespace arbiter::si {

struct Piece {
  int uid = 0;  // unique for the game: "the same piece cannot be destroyed twice in one action"
  PieceKind kind = PieceKind::Explorer;
  int damage = 0;
  int strife = 0;
};

// How a player names one piece in a choice: its kind, and what sets it apart from the others of
// its kind ("explorer", "explorer with strife", "town with 1 damage and strife").
std::string label(const Piece& p);

struct PresencePiece {
  int uid = 0;
  std::string spirit;
};

// What a place holding pieces is: a land of a board, the Endless Dark (Breath of Darkness Down
// Your Spine): on the island but not a land, on no board, Inland with no terrain (rules/endless_dark.h),
// or a board's Ocean: not a land, a Coastal Wetland only for the rules that say so (rules/ocean.h).
enum class Zone { Land, EndlessDark, Ocean };

struct Land {
  std::string id;  // "A3"
  Zone zone = Zone::Land;
  std::string board;  // "A"
  int number = 0;     // 1..8
  Terrain terrain = Terrain::Jungle;
  bool coastal = false;
  // Land ids. A board's Ocean lists its Coastal lands; they list it only while a rule makes it a
  // land for them (rules/ocean.h).
  std::vector<std::string> adjacent;
  std::optional<std::pair<double, double>> layout;  // drawing position, 0..1 within the board
  std::map<std::string, int> setup;  // its printed Setup symbols: piece name -> count (Fragments of Yesteryear)

  std::vector<Piece> pieces;
  std::map<Token, int> tokens;
  std::vector<PresencePiece> presence;
  std::vector<std::string> incarna;  // Spirits whose Incarna is here
  int defend = 0;                    // single-turn Defend markers
  bool isolated = false;

  int count(PieceKind k) const;
  int invaders() const;
  int token(Token t) const;
  int presence_of(const std::string& spirit) const;
  // The Endless Dark can't be a Sacred Site.
};

struct InvaderCard {
  std::string name;  // "mountain", "2:jungle", "coastal", "jungle+sands"
  int stage = 1;
  std::vector<Terrain> terrains;
  bool coastal = false;     // the Stage II Coastal Lands card
  bool escalation = false;  // Stage II cards with the escalation symbol
  bool reminder = false;    // an adversary's Reminder card in the deck (not an Invader card)
  bool resolved = false;    // resolved at least once: its escalation (if any) has happened
  bool matches(const Land& l) const;
  std::string title() const;  // for the log: "Stage II Jungle", "Coastal Lands", "Jungle+Sands"
};

struct BlightCard {
  std::string name = "Blighted Island";
  int pool = 0;          // Blight on the card now
  bool flipped = false;  // Blighted side up
  int blighted_per_player = 2;
  bool still_healthy = false;
  int flipped_on_turn = 0;  // the turn it flipped (ongoing effects start the turn after)
  // The card a Still-Healthy card draws when its Blighted side empties (a scenario names it;
  // rules/blight.cpp).
  std::string next = "Blighted Island";  // the turn it flipped (ongoing effects start the turn after)
};

struct Spirit {
  std::string id;    // short id used in scenarios, "earth"
  std::string name;  // "Vital Strength of the Earth"
  int energy = 0;
  // Fragments of Scattered Time (rules/time.h): whether it keeps Time, and its Time markers.
  bool keeps_time = false;
  int time = 0;
  int fire_showing = 0;  // Fire on its Presence tracks (Blazing Presence)
  int destroyed_presence = 0;
  int drowned_health = 0;  // Drowning: Health of Drowned Invaders not yet traded for Energy (rules/ocean.h)
  bool has_incarna = false;
  bool incarna_sacred_site = false;  // its Incarna's land is a Sacred Site for it (Lair, rules/lair.h)
  std::string aspect;                // "Violence": an Aspect card in play for this Spirit ("" = none)
  int card_plays = 0;                // Card Plays its Presence tracks show this turn
  std::vector<std::string> played;   // Power Cards played this turn (rules/card_plays.cpp)
  bool incarna_empowered = false;    // permanent once Empowered
  Elements elements;                 // Elements in play from other sources than Power Cards (rules/elements.h)
  // Open the Ways (rules/open_the_ways.h): the 2 of its lands it made adjacent ({} = none), whether
  // that added the adjacency (they may be adjacent already), and the actions run when it last chose.
  std::vector<std::string> open_ways;
  bool open_ways_added = false;
  size_t open_ways_chosen_at = 0;
  bool open_ways_chosen = false;
  // The Behemoth Rises (rules/behemoth.h): its uses this turn, and whether it used an Innate Power
  // this turn (Unrelenting Strides).
  int behemoth_rises_used = 0;
  bool innate_used = false;
};

struct Adversary {
  std::string name;  // "" = none
  int level = 0;
};

struct State {
  std::vector<Land> lands;
  std::vector<Spirit> spirits;
  int players = 1;
  BlightCard blight_card;
  int blight_box = 100;       // Blight in the box (supply for refilling the card, and setup)
  int blight_in_transit = 0;  // taken off the card, not yet placed (while the card flips)
  int fear_pool = 4;          // markers left before the next Fear card is earned
  int fear_per_card = 4;
  int fear_generated = 0;  // total Fear generated (for expectations)
  int earned_fear_cards = 0;
  int fear_cards_total = 9;
  int terror_level = 1;
  std::map<std::string, std::vector<InvaderCard>> slots;  // "ravage", "build", "explore"
  std::vector<InvaderCard> deck;
  std::vector<InvaderCard>
      set_aside;  // Reminder cards revealed while accelerating the deck (resolved after that action)
  Adversary adversary;
  bool high_immigration_removed = false;        // England Level 3: its tile left the Invader board
  std::map<int, InvaderCard> under_fear_cards;  // Russia Level 5: an Invader card under the Nth Fear card
  int beasts_on_panel = 0;                      // Russia: Beasts its Hunters destroyed, kept on the adversary panel
  int blight_on_panel = 0;     // France Level 5: Blight removed from the board, kept on the adversary panel
  int irreparable_blight = 0;  // Habsburg: Blight off the Blight card in Ravages dealing 8+ Damage to the land
  std::string game_scenario;   // "Dahan Insurrection", ...
  int turn = 1;
  std::string phase = "invader";
  int next_uid = 1;
  // Dahan Insurrection: Coordinated Insurrection has happened (rules/dahan_insurrection.h).
  bool insurrection_struck = false;

  Land& land(const std::string& id);
  const Land& land(const std::string& id) const;
  Land* find_land(const std::string& id);
  const Land* find_land(const std::string& id) const;
  const Spirit* find_spirit(const std::string& id_or_name) const;
  // A Sacred Site of `spirit`: 2 or more of its Presence, or (Lair) the land of an Incarna that
  // makes one (Spirit::incarna_sacred_site).
  bool sacred_site(const Land& l, const std::string& spirit) const;
  Spirit* find_spirit(const std::string& id_or_name);
  std::vector<std::string> boards() const;
  // The cards in an Invader slot ("ravage", "build", "explore"); none when the slot is empty.
  const std::vector<InvaderCard>& slot(const std::string& name) const;
  bool adjacent(const std::string& a, const std::string& b) const;
  int blight_total() const;  // card + lands + box: conserved
  int total(PieceKind k) const;
  int presence_on_island(const std::string& spirit) const;
  // Lands within `range` of `from` (range 0 = the land itself).
  std::vector<std::string> within(const std::string& from, int range) const;
};

// Checks the invariants; returns a plain-words problem or "" when all hold.
std::string check_invariants(const State& s, int blight_total_expected);

// The board snapshot in the trace (documented in docs/scenarios.md).
nlohmann::json snapshot(const State& s);

}  // namespace arbiter::si
