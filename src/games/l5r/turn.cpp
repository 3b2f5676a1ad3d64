// Board steps a scenario takes (assigning, battles, buying a Personality, settling) and the turn:
// Action → Attack → Dynasty → End, delayed effects at their time points, expiry at the end of turn.
#include <algorithm>

#include "games/l5r/engine.h"
#include "games/l5r/words.h"

namespace arbiter::l5r {

void Engine::assign(const std::string& card, const std::string& battlefield, Side side) {
  Rules r = rules();
  Card& c = s_.card(card);
  if (c.zone != Zone::InPlay || !c.attached_to.empty()) throw IllegalAction(name(card) + " is not a unit in play");
  const Battlefield* bf = s_.battlefield(battlefield);
  if (!bf) throw IllegalAction("no battlefield " + battlefield);
  const std::string& side_player = side == Side::Attack ? bf->attacker : bf->defender;
  if (c.controller != side_player)
    throw IllegalAction(name(card) + " is controlled by " + c.controller + ", who is not the " +
                        (side == Side::Attack ? "attacker" : "defender") + " at " + battlefield);
  if (r.may_not_assign(card)) throw IllegalAction(name(card) + " may not assign: the choice is prevented");
  if (c.bowed) throw IllegalAction(name(card) + " is bowed and cannot be assigned");
  c.location = battlefield;
  c.side = side;
  say(name(card) + " is assigned to " + (side == Side::Attack ? "attack" : "defend") + " at " + battlefield +
      " (assigning is not a move).");
  push_check();
  drain();
}

void Engine::fight(const std::string& battlefield) {
  if (!s_.battlefield(battlefield)) throw IllegalAction("no battlefield " + battlefield);
  s_.current_battle = battlefield;
  say("The battle at " + battlefield + " begins: its Combat Segment, when Battle actions may be taken.");
  drain();
}

// A Terrain lasts while its battlefield does (⚠ recalled from the Glossary, not in the corpus).
void Engine::discard_terrains(const std::string& battlefield) {
  std::vector<std::string> gone;
  for (auto& [id, c] : s_.cards)
    if (c.zone == Zone::InPlay && c.attached_to.empty() && lib_.get(c.def).type == CardType::Strategy &&
        (battlefield.empty() || c.location == battlefield))
      gone.push_back(id);
  for (auto& id : gone) {
    leave_play(id, Zone::Discard);
    say("The Terrain " + name(id) + " is discarded with its battlefield.");
  }
}

void Engine::units_go_home() {
  for (auto& [id, c] : s_.cards)
    if (c.zone == Zone::InPlay && c.location != "home") {
      c.location = "home";
      c.side = Side::None;
      end_army_replacements(id);
    }
}

void Engine::end_battle() {
  if (s_.current_battle.empty()) throw IllegalAction("no battle is being fought");
  std::string bf = s_.current_battle;
  s_.current_battle.clear();
  say("The battle at " + bf + " ends; its units go home (that is not a move).");
  discard_terrains(bf);
  for (auto& [id, c] : s_.cards)
    if (c.zone == Zone::InPlay && c.location == bf) {
      c.location = "home";
      c.side = Side::None;
      end_army_replacements(id);
    }
  s_.battlefields.erase(
      std::remove_if(s_.battlefields.begin(), s_.battlefields.end(), [&](const Battlefield& b) { return b.id == bf; }),
      s_.battlefields.end());
  moment();
  fire_delayed(TimePoint::Kind::BattleEnds, "");
  push_check();
  drain();
}

void Engine::bring_into_play(const std::string& card) {
  Card& c = s_.card(card);
  if (c.zone != Zone::Province) throw IllegalAction(name(card) + " is not in a Province");
  auto& provinces = s_.player(c.owner).provinces;
  provinces.erase(std::remove(provinces.begin(), provinces.end(), card), provinces.end());
  enter_play(c, c.owner, "home");
  say(c.owner + " brings " + name(card) + " into play from a Province.");
  push_check();
  drain();
}

void Engine::settle() {
  push_check();
  drain();
}

void Engine::apply_delayed(const DelayedEffect& d, const std::string& kind, bool optional_targeting,
                           const std::string& line) {
  done_when_begun(start(d.source, kernel::Relation::Triggered, kind + name(d.source.card), name(d.source.card)));
  Frame fr;
  fr.source = d.source;
  fr.actor = d.player;
  fr.self = d.source.card;
  fr.refs = d.refs;
  fr.optional_targeting = optional_targeting;
  push_ops(new_frame(fr), d.ops);
  push_note(line);
}

void Engine::fire_delayed(TimePoint::Kind at, const std::string& player) {
  for (auto it = s_.delayed.rbegin(); it != s_.delayed.rend(); ++it) {
    DelayedEffect& d = *it;
    bool due = at == TimePoint::Kind::BattleEnds ? true : d.player == player && d.activated_turn < s_.turn;
    if (d.done || d.at.kind != at || !due) continue;
    d.done = true;
    if (action_blocked(d.source.action)) {
      say("The delayed effect (" + d.text +
          ") was activated, but no effect of its action happens: nothing is applied or targeted.");
      continue;
    }
    apply_delayed(
        d, "delayed effect of ", true,
        "The delayed effect activated in turn " + std::to_string(d.activated_turn) + " applies now (" + d.text + ").");
  }
}

void Engine::end_turn() {
  say("End of turn " + std::to_string(s_.turn) + ".");
  bool expired = false;
  for (auto it = s_.ongoing.begin(); it != s_.ongoing.end();) {
    if (kernel::expires_at(it->duration.lasts(), kernel::Boundary::EndOfTurn) && it->applied_turn <= s_.turn) {
      say("The effect \"" + it->text + "\" ends with the turn.");
      expired = true;
      it = s_.ongoing.erase(it);
    } else {
      ++it;
    }
  }
  for (auto it = s_.preventions.begin(); it != s_.preventions.end();) {
    if (kernel::expires_at(it->duration.lasts(), kernel::Boundary::EndOfTurn) && it->applied_turn <= s_.turn) {
      say("The prevention " + it->text + " ends with the turn.");
      expired = true;
      it = s_.preventions.erase(it);
    } else {
      ++it;
    }
  }
  for (auto& d : s_.delayed)
    if (!d.done && d.at.kind == TimePoint::Kind::PersonalityDestroyed && d.expires_turn <= s_.turn) d.done = true;
  for (auto& [id, c] : s_.cards) c.abilities_used.clear();
  held_off_.clear();
  settle();
  if (expired) moment();  // a duration's expiry is a moment of its own
}

void Engine::advance() {
  std::string ap = s_.active_player();
  std::string tn = "Turn " + std::to_string(s_.turn) + " (" + ap + ")";
  switch (s_.phase) {
    case Phase::Action:
      s_.phase = Phase::Attack;
      say(tn + ": the Attack Phase begins.");
      fire_delayed(TimePoint::Kind::NextAttackPhaseBegins, ap);
      break;
    case Phase::Attack: {
      s_.current_battle.clear();
      discard_terrains("");
      units_go_home();
      s_.battlefields.clear();
      s_.phase = Phase::Dynasty;
      std::string skipped_by;
      for (auto& sk : s_.skips) {
        bool once = sk.until_turn == 0 && !sk.used && sk.player == ap;
        bool ongoing = sk.until_turn != 0 && s_.turn < sk.until_turn && (sk.player.empty() || sk.player == ap);
        if (once) sk.used = true;
        if (once || ongoing) skipped_by = name(sk.source.card);
      }
      std::string line = "turn " + std::to_string(s_.turn) + " (" + ap +
                         ") Dynasty Phase: " + (skipped_by.empty() ? "happens" : "skipped (" + skipped_by + ")");
      s_.phase_history.push_back(line);
      say(tn + ": the Attack Phase ends and units return home (not a move). The Dynasty Phase " +
          (skipped_by.empty() ? "happens." : "does not happen: " + skipped_by + " skips it."));
      break;
    }
    case Phase::Dynasty:
      s_.phase = Phase::End;
      say(tn + ": the End Phase begins.");
      break;
    case Phase::End:
      end_turn();
      s_.turn++;
      s_.phase = Phase::Action;
      ap = s_.active_player();
      say("Turn " + std::to_string(s_.turn) + " begins: " + ap + " is the active player and straightens his cards.");
      for (auto& [id, c] : s_.cards)
        if (c.zone == Zone::InPlay && c.controller == ap) c.bowed = false;
      fire_delayed(TimePoint::Kind::NextTurnBegins, ap);
      break;
  }
  settle();
}

}  // namespace arbiter::l5r
