// Adding Blight, in the documented order:
//  1. Take the Blight off the Blight card (Vitality in a Blight-free land prevents it instead,
//     one for one). If that empties the card, flip it, refill it from the box and resolve its
//     immediate effect as a nested action.
//  2. Put the Blight in the land.
//  3. Destroy 1 Presence of each Spirit there (All Things Weaken: all of it, all Beasts there and
//     1 Presence from the adjacent lands), and do what cares "when" Blight is added.
//  4. If Blight was already there, cascade: add 1 Blight to one adjacent land (back to 1 there).
//  5. The action that added the Blight then finishes; 6. triggered actions come after it.
#include <algorithm>

#include "games/spirit_island/engine.h"
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

void Engine::blight_take(const Op& op, ActionId a) {
  Land& l = state.land(op.land);
  if (l.token(Token::Blight) == 0 && l.token(Token::Vitality) > 0) {
    l.tokens[Token::Vitality] -= 1;
    ledger["vitality"] -= 1;
    fact(a, "blight-prevented", l.id, "");
    note("1 Vitality in " + l.id + " prevents 1 Blight (the Vitality is removed); nothing else happens for that Blight.");
    return;
  }
  BlightCard& card = state.blight_card;
  if (card.pool == 0) {
    // The Blighted Island card is already empty: the game is lost; no more Blight can be taken.
    lost("Blight must be added but the Blighted Island card is empty");
    return;
  }
  card.pool -= 1;
  state.blight_in_transit += 1;
  Op place = op;
  place.kind = OpKind::BlightPlace;
  insert_next({place});
  if (card.pool == 0) {
    if (!card.flipped) {
      card.flipped = true;
      card.flipped_on_turn = state.turn;
      int refill = card.blighted_per_player * state.players;
      auto it = lib.blight_cards.find(card.name);
      if (it != lib.blight_cards.end()) refill = it->second.blighted_per_player * state.players;
      refill = std::min(refill, state.blight_box);
      card.pool += refill;
      state.blight_box -= refill;
      note("The last Blight leaves the Blight card: it flips to " + card.name + " and is refilled with " +
           std::to_string(refill) + " Blight.");
      if (it != lib.blight_cards.end()) {
        for (const auto& r : it->second.ongoing) install_rule(r);
        if (!it->second.immediate.empty()) {
          ActionLocal loc;
          loc.land = l.id;
          loc.board = l.board;
          start(a, kernel::Relation::Nested, "Blighted Island: " + card.name, it->second.immediate, loc, card.name);
        }
      }
    } else {
      lost("the Blighted Island card has no Blight left");
    }
  }
}

void Engine::blight_place(const Op& op, ActionId a) {
  Land& l = state.land(op.land);
  bool had = l.token(Token::Blight) > 0;
  state.blight_in_transit -= 1;
  add_token(l, Token::Blight, 1, a);
  fact(a, "blight-added", l.id, op.source);
  note("1 Blight is added to " + l.id + (op.cascade ? " (cascade)" : "") + (had ? "; it already had Blight." : "."));
  Op after = op;
  after.kind = OpKind::BlightAftermath;
  after.had_blight = had;
  insert_next({after});
}

// All Things Weaken, besides all Presence in the land: all Beasts there (each may meet a
// replacement, e.g. Heart-Tree Guards the Land) and 1 Presence in total from the adjacent lands
// (the players choose which; never the Presence of a Spirit whose own rule added the Blight).
static void all_things_weaken_beyond_presence(Engine& e, Land& l, const std::string& adding_spirit, ActionId a) {
  int beasts = 0;
  for (int n = l.token(Token::Beasts); n > 0; --n)
    if (replaced(e, {kWouldDestroy, l.id, a, "beasts", -1, DestroyHow::InstructionAll, ""}).empty()) {
      e.remove_token(l, Token::Beasts, 1, a);
      ++beasts;
    }
  if (beasts > 0) e.note("All Things Weaken: " + std::to_string(beasts) + " Beasts in " + l.id + " destroyed by the Blight.");
  std::vector<std::string> options;  // "land:spirit"
  for (const auto& id : l.adjacent)
    for (const auto& p : e.state.land(id).presence) {
      std::string o = id + ":" + p.spirit;
      if (p.spirit != adding_spirit && std::find(options.begin(), options.end(), o) == options.end()) options.push_back(o);
    }
  if (options.empty()) return;
  kernel::ChoicePoint cp{"presence", "All Things Weaken: which Presence in a land adjacent to " + l.id + " is destroyed?", l.id, options, {}, false, a};
  const std::string pick = options.size() == 1 ? options.front() : e.choices.decide_one(cp, options.front());
  const size_t colon = pick.find(':');
  e.destroy_presence(e.state.land(pick.substr(0, colon)), pick.substr(colon + 1), a, "All Things Weaken");
  e.note("All Things Weaken: 1 Presence in " + pick.substr(0, colon) + " (adjacent to " + l.id + ") destroyed.");
}

void Engine::blight_aftermath(const Op& op, ActionId a) {
  Land& l = state.land(op.land);
  if (!op.quiet) {
    std::vector<std::string> spirits;
    for (const auto& p : l.presence)
      if (std::find(spirits.begin(), spirits.end(), p.spirit) == spirits.end()) spirits.push_back(p.spirit);
    for (const auto& s : l.incarna)  // an Incarna may count as Presence (its owner chooses)
      if (std::find(spirits.begin(), spirits.end(), s) == spirits.end()) spirits.push_back(s);
    for (const auto& s : spirits) {
      if (s == op.spirit) continue;  // Blight this Spirit's own rule adds without harming it
      int times = all_things_weaken() ? l.presence_of(s) : 1;
      for (int i = 0; i < times; ++i) destroy_presence(l, s, a, "Blight added");
    }
    if (all_things_weaken()) all_things_weaken_beyond_presence(*this, l, op.spirit, a);
    // "When Blight is added" effects.
    if (has_rule("hunters-bring-home") && op.source == "ravage" && l.token(Token::Beasts) > 0 &&
        replaced(*this, {kWouldDestroy, l.id, a, "beasts", -1, DestroyHow::Instruction, ""}).empty()) {
      remove_token(l, Token::Beasts, 1, a);
      state.beasts_on_panel += 1;
      note("Tsardom of Russia: 1 Beasts in " + l.id + " is destroyed and goes to the adversary panel (" +
           std::to_string(state.beasts_on_panel) + " there).");
    }
    if (has_rule("mining-rush") && op.source == "ravage" && !op.cascade) {
      std::vector<std::string> options;
      for (const auto& id : l.adjacent) {
        const Land& n = state.land(id);
        if (n.count(PieceKind::Town) + n.count(PieceKind::City) == 0) options.push_back(id);
      }
      if (!options.empty()) {
        kernel::ChoicePoint cp{"land", "Mining Rush: which adjacent land without Town/City gets a Town?", l.id, options, {}, false, a};
        std::string to = choices.decide_one(cp, options.front());
        add_piece(state.land(to), PieceKind::Town, a);
        note("Kingdom of Sweden (Mining Rush): 1 Town is added to " + to + ".");
      }
    }
  }
  bool cascade = op.had_blight && !op.quiet;
  if (cascade) {
    // Isolate does not stop a cascade.
    if (l.adjacent.empty()) return;
    kernel::ChoicePoint cp{"cascade", "Which adjacent land does the Blight cascade to?", l.id, l.adjacent, {}, false, a};
    std::string to = choices.decide_one(cp, l.adjacent.front());
    note("Blight cascades from " + l.id + " to " + to + ".");
    Op take = op;
    take.kind = OpKind::BlightTake;
    take.land = to;
    take.cascade = true;
    insert_next({take});
  }
}

}  // namespace arbiter::si
