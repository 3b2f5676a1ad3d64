// Trading Port (see trading_port.h).
#include "games/spirit_island/rules/trading_port.h"

namespace arbiter::si {

// 2. The Towns the Coastal Lands card's earlier Explores (`first` up to `a`) added on the board.
static int coastal_card_towns(const Engine& e, ActionId first, ActionId a, const std::string& board) {
  int towns = 0;
  for (ActionId i = first; i < a; ++i)
    for (const auto& f : e.tree().at(i).facts)
      towns += e.tree().at(i).parent == kNoAction && e.local(i).invader_action == "explore" && f.kind == "added" &&
               f.subject == "town" && e.state().land(f.place).board == board;
  return towns;
}

bool trading_port_applies(Engine& e, const kernel::Modifier<ModifierSpec>&, const HookEvent& ev) {
  if (ev.what != "explorer" || ev.by == kNoAction || e.local(ev.by).invader_action != "explore") return false;
  const Land& l = e.state().land(ev.land);
  const std::string& source = e.tree().at(ev.by).source;
  if (!l.coastal || source.rfind("Invader card ", 0) != 0) return false;
  const ActionId first = e.local(ev.by).card_first;
  return source != "Invader card Coastal Lands" || first == kNoAction ||
         coastal_card_towns(e, first, ev.by, l.board) < 2;
}

void trading_port_instead(Engine& e, const kernel::Modifier<ModifierSpec>&, const HookEvent& ev) {
  e.add_piece(e.state().land(ev.land), PieceKind::Town, ev.by);
  e.note("Explore in " + ev.land +
         ": Trading Port (Scotland Level 1) — in a Coastal land an Explore card adds 1 Town instead of 1 Explorer.");
}

}  // namespace arbiter::si
