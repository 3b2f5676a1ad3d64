// Confounding Mists' second option, set up as a this-turn trigger on the target land.
#include "games/spirit_island/rules/confounding_mists.h"

#include <algorithm>

namespace arbiter::si {

static const PieceKind kInvaders[] = {PieceKind::Explorer, PieceKind::Town, PieceKind::City};

bool confounding_mists_fires(const kernel::ActionRecord& r, const std::string& land) {
  for (PieceKind k : kInvaders)
    if (r.count("added", land, name(k)) > 0) return true;
  return false;
}

void confounding_mists(Engine& e, ActionId a) {
  ActionLocal& loc = e.local(a);
  const kernel::ActionRecord& cause = e.tree().at(loc.trigger_from);
  const Land& l = e.state().land(loc.trigger.land);
  loc.land = l.id;
  for (PieceKind k : kInvaders) {
    int added = cause.count("added", l.id, name(k));
    std::string word = count_of(1, name(k)).substr(2);  // "City"
    for (int i = 0; i < added; ++i) {
      // the newest piece of that kind is the one just added
      int idx = -1;
      for (size_t j = 0; j < l.pieces.size(); ++j)
        if (l.pieces[j].kind == k) idx = static_cast<int>(j);
      if (idx < 0) break;
      std::vector<std::string> options = l.adjacent;
      options.push_back("stay");
      kernel::ChoicePoint cp{"push",
                             "Confounding Mists: push the " + word + " just added to " + l.id + "?",
                             l.id + ":" + name(k),
                             options,
                             {},
                             false,
                             a};
      std::string to = e.decide_one(cp, options.front());
      if (to == "stay") {
        e.note("Confounding Mists: the " + word + " added to " + l.id + " by " + cause.label + " stays.");
        continue;
      }
      e.move_piece(l, static_cast<size_t>(idx), e.state().land(to), a);
      e.note("Confounding Mists: the " + word + " just added to " + l.id + " by " + cause.label + " is pushed to " +
             to + ".");
    }
  }
}

}  // namespace arbiter::si
