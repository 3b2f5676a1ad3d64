#include "scenario/registry.h"

#include "games/l5r/scenario_model.h"
#include "games/spirit_island/scenario_model.h"

namespace arbiter::scenario {

const std::vector<std::unique_ptr<kernel::GameModel>>& game_models() {
  static const std::vector<std::unique_ptr<kernel::GameModel>> models = [] {
    std::vector<std::unique_ptr<kernel::GameModel>> m;
    // One line per game model:
    m.push_back(si::make_scenario_model());
    m.push_back(l5r::make_scenario_model());
    return m;
  }();
  return models;
}

const kernel::GameModel* find_game_model(const std::string& game) {
  for (const auto& m : game_models())
    if (m->game() == game) return m.get();
  return nullptr;
}

}  // namespace arbiter::scenario
