// Wavering Resolve: the pooled removal of Invaders by Health.
#include "games/spirit_island/rules/wavering_resolve.h"

#include <algorithm>

namespace arbiter::si {

namespace {

// "land:kind" for every Invader kind in a land whose Health fits in `left`, most Health first.
std::vector<std::string> fitting_invaders(const Engine& e, int left) {
  std::vector<std::pair<int, std::string>> found;
  for (const auto& l : e.state().lands)
    for (const auto& p : l.pieces) {
      if (!is_invader(p.kind) || e.health(p, l) > left) continue;
      std::string option = l.id + ":" + name(p.kind);
      bool seen = false;
      for (const auto& f : found) seen = seen || f.second == option;
      if (!seen) found.emplace_back(e.health(p, l), option);
    }
  std::stable_sort(found.begin(), found.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
  std::vector<std::string> options;
  for (auto& f : found) options.push_back(std::move(f.second));
  return options;
}

}  // namespace

void wavering_resolve(Engine& e, int health, ActionId a) {
  int left = health;
  std::string removed;
  for (std::vector<std::string> options = fitting_invaders(e, left); !options.empty();
       options = fitting_invaders(e, left)) {
    kernel::ChoicePoint cp{"which-piece",
                           "Wavering Resolve: which Invader is removed (" + std::to_string(left) + " Health left)?",
                           "Wavering Resolve",
                           options,
                           {},
                           false,
                           a};
    const std::string pick = options.size() == 1 ? options.front() : e.decide_one(cp, options.front());
    const size_t colon = pick.find(':');
    const Land& l = e.state().land(pick.substr(0, colon));
    const std::string kind = pick.substr(colon + 1);
    for (size_t i = 0; i < l.pieces.size(); ++i) {
      if (!is_invader(l.pieces[i].kind) || name(l.pieces[i].kind) != kind || e.health(l.pieces[i], l) > left) continue;
      left -= e.health(l.pieces[i], l);
      e.remove_piece(l, i, a);
      break;
    }
    removed += (removed.empty() ? "" : ", ") + kind + " from " + l.id;
  }
  e.note("Wavering Resolve: remove up to " + std::to_string(health) +
         " Health of Invaders: " + (removed.empty() ? "nothing fits" : removed) + ".");
}

}  // namespace arbiter::si
