// Victory and defeat are checked only after a whole action tree. A loss noted during the tree
// (e.g. the Blighted Island card running out) stands unless the same tree also wins: then the
// players win (a sacrifice victory).
#include "games/spirit_island/engine.h"
#include "games/spirit_island/rules/counts_as.h"
#include "games/spirit_island/rules/dahan_insurrection.h"
#include "games/spirit_island/rules/incarna.h"

namespace arbiter::si {

void Engine::check_outcome() {
  if (!options_.outcome_checks || outcome_ != Outcome::None) {
    losses_.clear();
    return;
  }
  std::string win;
  int invaders = 0, towns_cities = 0, cities = 0;
  for (const auto& l : state_.lands) {
    invaders += l.invaders();
    towns_cities += l.count(PieceKind::Town) + l.count(PieceKind::City);
    cities += l.count(PieceKind::City);
  }
  const bool fear_victory = state_.earned_fear_cards >= state_.fear_cards_total;
  if (fear_victory && has_rule("coordinated-insurrection")) {
    if (!state_.insurrection_struck) {  // the counterattack first; judged when its tree ends
      state_.insurrection_struck = true;
      start_coordinated_insurrection();
      return;
    }
    win = insurrection_victory(*this);
    if (win.empty())
      losses_.push_back(
          "Coordinated Insurrection: the Dahan's counterattack did not fulfil the scenario's Victory "
          "condition");
  } else if (has_rule("insurrection-victory")) {
    win = insurrection_victory(*this);
  } else if (fear_victory) {
    win = "every Fear card is earned";
  } else if (state_.terror_level == 1 && invaders == 0) {
    win = "Terror Level I: no Invaders are left";
  } else if (state_.terror_level == 2 && towns_cities == 0) {
    win = "Terror Level II: no Towns or Cities are left";
  } else if (state_.terror_level >= 3 && cities == 0) {
    win = "Terror Level III: no Cities are left";
  }
  for (const auto& [spirit, n] : presence_at_setup_)
    if (n > 0 && state_.presence_on_island(spirit) == 0 && !incarna_counts_for_defeat_check(*this, spirit))
      losses_.push_back(spirit + " has no Presence on the island");
  if (std::string why = hunters_swarm_loss(*this); !why.empty()) losses_.push_back(why);
  if (has_rule("insurrection-victory"))
    if (std::string why = insurrection_loss(*this); !why.empty()) losses_.push_back(why);
  if (has_rule("irreparable-damage") && state_.irreparable_blight > state_.players)
    losses_.push_back("Irreparable Damage: " + std::to_string(state_.irreparable_blight) +
                      " Blight came off the Blight card in Ravages dealing 8 or more Damage, more than the " +
                      std::to_string(state_.players) + " player(s)");
  if (!win.empty()) {
    outcome_ = Outcome::Victory;
    outcome_reason_ = win + (losses_.empty() ? "" : " (a sacrifice victory: " + losses_.front() + ")");
    note("Victory — " + outcome_reason_ + ".");
  } else if (!losses_.empty()) {
    outcome_ = Outcome::Defeat;
    outcome_reason_ = losses_.front();
    note("Defeat — " + outcome_reason_ + ".");
  }
  losses_.clear();
}

// Coordinated Insurrection (rules/dahan_insurrection.h): its own action tree, run next.
void Engine::start_coordinated_insurrection() {
  Op rule;
  rule.kind = OpKind::Rule;
  rule.name = "coordinated-insurrection";
  start(kNoAction, kernel::Relation::Initial, "Coordinated Insurrection", {rule}, ActionLocal{}, state_.game_scenario);
}

}  // namespace arbiter::si
