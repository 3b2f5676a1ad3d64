// Adding Blight, in the documented order:
//  1. Take the Blight off the Blight card (Vitality in a Blight-free land prevents it instead,
//     one for one). If that empties the card, flip it, refill it from the box and resolve its
//     immediate effect as a nested action. A Still-Healthy card that empties again does not lose
//     the game: the next Blight card (game_state.blight_card.next) comes Blighted side up instead.
//  2. Put the Blight in the land.
//  3. Destroy 1 Presence of each Spirit there (All Things Weaken: all of it, all Beasts there and
//     1 Presence from the adjacent lands), and do what cares "when" Blight is added.
//  4. If Blight was already there, cascade: add 1 Blight to one adjacent land (back to 1 there).
//  Bestow the Endurance of Bedrock (Stone) stops the Presence destruction of 3 and the cascade of 4
//  in its lands while the Blight there does not outnumber its Presence.
//  5. The action that added the Blight then finishes; 6. triggered actions come after it.
#include <algorithm>

#include "games/spirit_island/rules/blight.h"

#include "games/spirit_island/engine.h"
#include "games/spirit_island/rules/hearth.h"
#include "games/spirit_island/rules/ocean.h"
#include "games/spirit_island/rules/op_handlers.h"
#include "games/spirit_island/rules/operations.h"
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

static void place_blight(Engine& e, const BlightAdding& b, ActionId a);
static void blight_aftermath(Engine& e, const BlightAdding& b, bool had, ActionId a);

// The Blight card goes (or comes) Blighted side up: it is loaded with its Blight per player (from
// the box), its ongoing rules start and its immediate effect is a nested action.
static void flip_blight_card(Engine& e, const Land& l, ActionId a, const std::string& how) {
  const BlightCard& card = e.state().blight_card;
  int refill = card.blighted_per_player * e.state().players;
  auto it = e.lib.blight_cards.find(card.name);
  if (it != e.lib.blight_cards.end()) refill = it->second.blighted_per_player * e.state().players;
  refill = e.flip_blight_card(refill, it != e.lib.blight_cards.end() && it->second.still_healthy);
  e.note(how + " and is refilled with " + std::to_string(refill) + " Blight.");
  if (it == e.lib.blight_cards.end()) return;
  for (const auto& r : it->second.ongoing) e.install_rule(r);
  if (it->second.immediate.empty()) return;
  ActionLocal loc;
  loc.land = l.id;
  loc.board = l.board;
  e.start(a, kernel::Relation::Nested, "Blighted Island: " + card.name, it->second.immediate, loc, card.name);
}

// Step 1 (and the card's flip).
static void take_blight(Engine& e, const BlightAdding& b, ActionId a) {
  const Land& l = e.state().land(b.land);
  if (l.token(Token::Blight) == 0 && l.token(Token::Vitality) > 0) {
    e.spend_vitality(l);
    e.fact(a, "blight-prevented", l.id, "");
    e.note("1 Vitality in " + l.id +
           " prevents 1 Blight (the Vitality is removed); nothing else happens for that Blight.");
    return;
  }
  const BlightCard& card = e.state().blight_card;
  if (card.pool == 0) {
    // The Blighted Island card is already empty: the game is lost; no more Blight can be taken.
    e.lost("Blight must be added but the Blighted Island card is empty");
    return;
  }
  e.take_blight_off_card(b.irreparable);
  if (b.irreparable) {  // Habsburg's loss condition counts Blight off the card, not prevented Blight
    e.note("Irreparable Damage: 1 Blight came off the Blight card in a Ravage dealing 8 or more Damage to the land (" +
           std::to_string(e.state().irreparable_blight) + " so far; the Invaders win above " +
           std::to_string(e.state().players) + ").");
  }
  e.insert_next({rule_step([b](Engine& e2, ActionId a2) { place_blight(e2, b, a2); })});
  if (card.pool == 0) {
    if (!card.flipped) {
      flip_blight_card(e, l, a, "The last Blight leaves the Blight card: it flips to " + card.name);
    } else if (card.still_healthy) {
      // Still-Healthy: emptying it does not lose the game; a new Blight card is drawn, Blighted side up.
      const std::string was = card.name;
      e.draw_next_blight_card();
      flip_blight_card(e, l, a,
                       "The Still-Healthy " + was +
                           " card has no Blight left: the players do not lose; a new Blight "
                           "card, " +
                           card.name + ", is drawn Blighted side up");
    } else {
      e.lost("the Blighted Island card has no Blight left");
    }
  }
}

// Step 2: the Blight in the land; `had` whether it already held Blight (a cascade follows).
static void place_blight(Engine& e, const BlightAdding& b, ActionId a) {
  const Land& l = e.state().land(b.land);
  bool had = l.token(Token::Blight) > 0;
  e.place_blight_in_transit(l, a);
  e.fact(a, "blight-added", l.id, b.source);
  e.note("1 Blight is added to " + l.id + (b.cascade ? " (cascade)" : "") + (had ? "; it already had Blight." : "."));
  e.insert_next({rule_step([b, had](Engine& e2, ActionId a2) { blight_aftermath(e2, b, had, a2); })});
}

// All Things Weaken, besides all Presence in the land: all Beasts there (each may meet a
// replacement, e.g. Heart-Tree Guards the Land) and 1 Presence in total from the adjacent lands
// (the players choose which; never the Presence of a Spirit whose own rule added the Blight).
static void all_things_weaken_beyond_presence(Engine& e, const Land& l, const std::string& adding_spirit,
                                              bool spare_presence, ActionId a) {
  int beasts = 0;
  for (int n = l.token(Token::Beasts); n > 0; --n)
    if (replaced(e, {kWouldDestroy, l.id, a, "beasts", -1, DestroyHow::InstructionAll, ""}).empty()) {
      e.remove_token(l, Token::Beasts, 1, a);
      ++beasts;
    }
  if (beasts > 0)
    e.note("All Things Weaken: " + std::to_string(beasts) + " Beasts in " + l.id + " destroyed by the Blight.");
  if (spare_presence) return;        // Bedrock: this Blight destroys no Presence, here or next door
  std::vector<std::string> options;  // "land:spirit"
  for (const auto& id : l.adjacent)
    for (const auto& p : e.state().land(id).presence) {
      std::string o = id + ":" + p.spirit;
      if (p.spirit != adding_spirit && std::find(options.begin(), options.end(), o) == options.end())
        options.push_back(o);
    }
  if (options.empty()) return;
  kernel::ChoicePoint cp{
      "presence", "All Things Weaken: which Presence in a land adjacent to " + l.id + " is destroyed?",
      l.id,       options,
      {},         false,
      a};
  const std::string pick = options.size() == 1 ? options.front() : e.decide_one(cp, options.front());
  const size_t colon = pick.find(':');
  e.destroy_presence(e.state().land(pick.substr(0, colon)), pick.substr(colon + 1), a, "All Things Weaken");
  e.note("All Things Weaken: 1 Presence in " + pick.substr(0, colon) + " (adjacent to " + l.id + ") destroyed.");
}

// Bestow the Endurance of Bedrock (Stone's Unyielding Defiance): Blight added to one of its lands
// (1 or more of its Presence) neither destroys Presence (anyone's) nor cascades, unless the Blight
// there then outnumbers its Presence. The Spirit whose rule holds, or "" when none does.
static std::string bedrock_holds(const Engine& e, const Land& l) {
  for (const auto& sp : e.state().spirits) {
    const int presence = l.presence_of(sp.id);
    if (presence > 0 && l.token(Token::Blight) <= presence && e.land_rule("bestow-the-endurance-of-bedrock", sp.id, l))
      return sp.id;
  }
  return "";
}

// Step 3: Presence destroyed (All Things Weaken: more) and what cares "when" Blight is added.
static void blight_harms(Engine& e, const Land& l, const BlightAdding& b, bool spare_presence, ActionId a) {
  std::vector<std::string> spirits;
  for (const auto& p : l.presence)
    if (std::find(spirits.begin(), spirits.end(), p.spirit) == spirits.end()) spirits.push_back(p.spirit);
  for (const auto& s : l.incarna)  // an Incarna may count as Presence (its owner chooses)
    if (std::find(spirits.begin(), spirits.end(), s) == spirits.end()) spirits.push_back(s);
  for (const auto& s : spirits) {
    // Bedrock; Blight this Spirit's own rule adds without harming it; Rooted in the Community
    // ... and Blight added in the Endless Dark destroys no Presence (in an Ocean it does: a Coastal Wetland)
    if (spare_presence || s == b.spared || hearth_keeps_presence(e, l, s) || l.zone == Zone::EndlessDark) continue;
    int times = e.all_things_weaken() ? l.presence_of(s) : 1;
    for (int i = 0; i < times; ++i) e.destroy_presence(l, s, a, "Blight added");
  }
  if (e.all_things_weaken()) all_things_weaken_beyond_presence(e, l, b.spared, spare_presence, a);
  // "When Blight is added" effects.
  if (e.has_rule("hunters-bring-home") && b.source == "ravage" && l.token(Token::Beasts) > 0 &&
      replaced(e, {kWouldDestroy, l.id, a, "beasts", -1, DestroyHow::Instruction, ""}).empty()) {
    e.remove_token(l, Token::Beasts, 1, a);
    e.put_beasts_on_panel(1);
    e.note("Tsardom of Russia: 1 Beasts in " + l.id + " is destroyed and goes to the adversary panel (" +
           std::to_string(e.state().beasts_on_panel) + " there).");
  }
  if (e.has_rule("mining-rush") && b.source == "ravage" && !b.cascade) {
    std::vector<std::string> options;
    for (const auto& id : l.adjacent) {
      const Land& n = e.state().land(id);
      if (n.count(PieceKind::Town) + n.count(PieceKind::City) == 0) options.push_back(id);
    }
    if (!options.empty()) {
      kernel::ChoicePoint cp{
          "land", "Mining Rush: which adjacent land without Town/City gets a Town?", l.id, options, {}, false, a};
      std::string to = e.decide_one(cp, options.front());
      e.add_piece(e.state().land(to), PieceKind::Town, a);
      e.note("Kingdom of Sweden (Mining Rush): 1 Town is added to " + to + ".");
    }
  }
}

// Steps 3 and 4: what the Blight harms, then, if the land `had` Blight, the cascade.
static void blight_aftermath(Engine& e, const BlightAdding& b, bool had, ActionId a) {
  const Land& l = e.state().land(b.land);
  const std::string bedrock = b.quiet ? "" : bedrock_holds(e, l);
  if (!bedrock.empty())
    e.note("Bestow the Endurance of Bedrock: the Blight in " + l.id + " (" + std::to_string(l.token(Token::Blight)) +
           ") does not outnumber " + e.spirit_name(bedrock) + "'s Presence there (" +
           std::to_string(l.presence_of(bedrock)) + "), so it destroys no Presence" +
           (had ? " and does not cascade." : "."));
  if (!b.quiet) blight_harms(e, l, b, !bedrock.empty(), a);
  bool cascade = had && !b.quiet && !b.no_cascade && bedrock.empty();
  if (cascade) {
    // Isolate does not stop a cascade; an Ocean takes one only while Ocean In Play holds there (rules/ocean.h).
    std::vector<std::string> to_lands;
    for (const auto& id : l.adjacent)
      if (e.state().land(id).zone == Zone::Land || ocean_in_play(e, e.state().land(id))) to_lands.push_back(id);
    if (to_lands.empty()) return;
    kernel::ChoicePoint cp{"cascade", "Which adjacent land does the Blight cascade to?", l.id, to_lands, {}, false, a};
    std::string to = e.decide_one(cp, to_lands.front());
    e.note("Blight cascades from " + l.id + " to " + to + ".");
    BlightAdding next = b;
    next.land = to;
    next.cascade = true;
    e.insert_next({adding_blight(next)});
  }
}

Op adding_blight(BlightAdding b) {
  return rule_step([b](Engine& e, ActionId a) { take_blight(e, b, a); });
}

void run_add_blight(Engine& e, const Op& op, ActionId a) {
  const Land* l = op_land(e, op, a);
  if (!l) return;
  const ActionLocal& loc = e.local(a);
  BlightAdding b;
  b.land = l->id;
  b.source = loc.power ? "power" : loc.invader_action.empty() ? "effect" : loc.invader_action;
  if (loc.trigger.kind == "blazing-presence") b.spared = loc.spirit;  // its Blight does not destroy its Presence
  // Destructive Nature: Blight any Spirit's effect adds (cascades too) does not destroy that rule's Spirit's Presence.
  if (!loc.spirit.empty())
    for (const auto& s : e.state().spirits)
      if (e.land_rule("destructive-nature", s.id, *l)) b.spared = s.id;
  e.insert_next(std::vector<Op>(static_cast<size_t>(op.n), adding_blight(b)));
}

void run_remove_blight(Engine& e, const Op& op, ActionId a) {
  const Land* l = op_land(e, op, a);
  if (!l) return;
  int n = std::min(op.n, l->token(Token::Blight));
  e.remove_token(*l, Token::Blight, n, a);
  e.note(n ? "Remove " + count_of(n, "blight") + " from " + l->id + " (back to the Blight card)."
           : "No Blight to remove in " + l->id + ".");
}

}  // namespace arbiter::si
