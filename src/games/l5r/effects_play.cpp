// Effects that put cards into play or set up battles: tokens (and where their effects come from),
// Personalities entering play (the A/B/C procedure), Terrains, shown cards, battlefields created
// by an effect, and assignments an effect makes ("may not assign" still applies).
#include <algorithm>

#include "games/l5r/engine.h"

namespace arbiter::l5r {

void Engine::exec_play(int f, const Op& op) {
  using K = Op::Kind;
  Rules r = rules();
  Frame& fr = frames_[f];
  auto assign_to = [&](const std::string& card, const std::string& bf, Side side) {
    s_.card(card).location = bf;
    s_.card(card).side = side;
    say(name(card) + " is assigned to " + (side == Side::Attack ? "attack" : "defend") + " at " + bf + ".");
  };
  switch (op.kind) {
    case K::CreateToken: {
      auto to = resolve_cards(fr, op.on);
      if (to.empty()) return say("The token is not created: there is no Personality to put it on.");
      const std::string def = lib_.get(op.token).name;  // an unknown token card stops here, before the board changes
      std::string id = "token" + std::to_string(s_.next_id++);
      Card& t = s_.cards[id];
      t.id = id;
      t.def = def;
      t.owner = fr.actor;
      t.created_by = fr.source;
      enter_play(t, fr.actor, "home", to[0]);
      say(name(fr.self) + " creates " + op.token + " on " + name(to[0]) + " (attaching a token is instantaneous).");
      return moment();
    }
    case K::MoveToken: {
      auto token = resolve_cards(fr, "target:token");
      auto to = resolve_cards(fr, op.on);
      if (token.empty() || to.empty()) return say("The token cannot be moved.");
      Card& t = s_.card(token[0]);
      t.attached_to = to[0];
      t.created_by = fr.source;
      say(name(token[0]) + " moves to " + name(to[0]) + "; its effects now come from " + source_words(fr.source) +
          ", the effect that last moved it.");
      return moment();
    }
    case K::BringProvincePersonalitiesIntoPlay: return bring_province_personalities(f, op);
    case K::BringTopDynastyIntoPlay: {
      auto& deck = s_.player(fr.actor).dynasty_deck;
      if (deck.empty()) return say("There is no card in the Dynasty deck.");
      std::string id = deck.front();
      deck.erase(deck.begin());
      Card& c = s_.card(id);
      enter_play(c, c.owner, "home");
      say(name(id) + " enters play from the top of the Dynasty deck.");
      return moment();
    }
    case K::CreateBattlefieldAndAssign: {
      std::string bf = "BF" + std::to_string(s_.battlefields.size() + 1);
      Battlefield created;  // at no Province
      created.id = bf;
      created.attacker = fr.actor;
      created.defender = s_.opponent(fr.actor);
      s_.battlefields.push_back(created);
      fr.refs["battlefield"] = bf;
      say(name(fr.self) + " creates the battlefield " + bf + ", which is not at any Province.");
      auto cards = resolve_cards(fr, op.on);
      if (cards.empty()) return;
      if (r.may_not_assign(cards[0])) return say("The assignment of " + name(cards[0]) + " fails: he may not assign.");
      return assign_to(cards[0], bf, Side::Attack);
    }
    case K::AssignDefender: {
      auto cards = resolve_cards(fr, op.on);
      std::string bf = fr.refs["battlefield"];
      if (cards.empty() || bf.empty()) return say("There is nobody to assign to defend.");
      if (r.may_not_assign(cards[0])) return say("The assignment of " + name(cards[0]) + " fails: he may not assign.");
      if (const Battlefield* b = s_.battlefield(bf); !b || s_.card(cards[0]).controller != b->defender)
        return say(name(cards[0]) + " cannot defend at " + bf + ": his controller is not the defender there.");
      assign_to(cards[0], bf, Side::Defend);
      return say("(An effect assigns him even if he is bowed.)");
    }
    case K::ShowTopDynasty: {
      auto& deck = s_.player(fr.actor).dynasty_deck;
      if (deck.empty()) return say("There is no card to show.");
      fr.refs["shown"] = deck.front();
      say(fr.actor + " shows the top card of his Dynasty deck: " + name(deck.front()) + ", with " +
          std::to_string(r.stat(deck.front(), Stat::Force)) + " Force as shown; it stays in the deck.");
      return;
    }
    case K::PutSelfIntoPlay: {
      Card& c = s_.card(fr.self);
      if (s_.current_battle.empty()) return say("There is no battle to put it into.");
      enter_play(c, fr.actor, s_.current_battle);
      say(name(c.id) + " enters play at " + s_.current_battle + ".");
      return moment();
    }
    case K::FightBattleThere:
      s_.pending_battle = fr.refs["battlefield"];
      say("A battle at " + s_.pending_battle +
          " is created: it waits until this action has ended and the Reactions to its end have passed.");
      return;
    case K::AssignChosen: {
      std::vector<std::string> all, legal;
      for (auto& [id, c] : s_.cards)
        if (c.zone == Zone::InPlay && c.controller == fr.actor && c.attached_to.empty() &&
            lib_.get(c.def).type == CardType::Personality && c.location == "home" && !c.bowed) {
          all.push_back(id);
          if (!r.may_not_assign(id)) legal.push_back(id);
        }
      if (all.empty()) return say("The assignment fails: there is no Personality to assign.");
      if (legal.empty())
        return say("Every Personality " + fr.actor +
                   " could assign is under \"may not assign\": the required assignment fails.");
      if (legal.size() < all.size())
        say("A required choice may not pick an option that \"may not\" forbids while another option is legal.");
      std::string pick = legal.size() == 1 ? legal[0] : ask("assign", fr.self, fr.actor, "assign a Personality", legal);
      return assign_to(pick, frames_[f].refs["battlefield"], Side::Attack);
    }
    default: return;
  }
}

// Entering play is a procedure of several steps: A) to the entering-play area, B) restrictions
// checked, C) into play. Simultaneous procedures go through each step together.
void Engine::bring_province_personalities(int f, const Op& op) {
  Rules r = rules();
  std::string you = frames_[f].actor;
  std::vector<std::string> cards;
  for (auto& id : s_.player(you).provinces)
    if (s_.card(id).face_up && lib_.get(s_.card(id).def).type == CardType::Personality) cards.push_back(id);
  auto step_a = [&](const std::string& id) {
    s_.card(id).zone = Zone::Resolution;
    say("Step A: " + name(id) + " goes to the entering-play area.");
  };
  auto step_b = [&](const std::string& id) {
    for (auto& t : lib_.get(s_.card(id).def).traits)
      if (t.kind == Trait::Kind::EnterRestriction && r.check(*t.condition, id, you)) {
        say("Step B: " + name(id) + "'s restriction is not met (\"" + lib_.get(s_.card(id).def).text + "\").");
        return false;
      }
    say("Step B: " + name(id) + "'s restrictions are met.");
    return true;
  };
  auto step_c = [&](const std::string& id, bool ok) {
    Card& c = s_.card(id);
    if (!ok) {
      c.zone = Zone::Province;
      say("Step C: " + name(id) + " does not enter play and stays in its Province.");
      return;
    }
    auto& provinces = s_.player(you).provinces;
    provinces.erase(std::remove(provinces.begin(), provinces.end(), id), provinces.end());
    enter_play(c, you, "home");
    say("Step C: " + name(id) + " enters play.");
  };
  if (op.consecutively) {
    for (auto& id : cards) {
      step_a(id);
      step_c(id, step_b(id));
      moment();
    }
  } else {
    for (auto& id : cards) step_a(id);
    moment();
    std::vector<bool> ok;
    for (auto& id : cards) ok.push_back(step_b(id));
    moment();
    for (size_t i = 0; i < cards.size(); ++i) step_c(cards[i], ok[i]);
    moment();
  }
}

}  // namespace arbiter::l5r
