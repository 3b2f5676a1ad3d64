// Isolate on movement (see isolate.h).
#include "games/spirit_island/rules/isolate.h"

namespace arbiter::si {

bool Engine::isolated(const Land& l) const {
  if (l.isolated) return true;
  for (const auto& s : l.incarna)
    if (land_rule("a-clarion-voice-given-form", s, l)) {
      const Spirit* sp = state_.find_spirit(s);
      if (sp && sp->incarna_empowered) return true;
    }
  return false;
}

std::vector<std::string> invader_moves(Engine& e, const std::string& land, const std::vector<std::string>& others,
                                       const std::string& what, ActionId a, IsolateLet& let) {
  std::vector<std::string> open;
  for (const auto& o : others)
    if (!e.isolated(e.state().land(land)) && !e.isolated(e.state().land(o))) open.push_back(o);
  if (open.size() == others.size() || let == IsolateLet::Keep) return open;
  // 2. Isolate would stop a move: the players may let the Invaders cross, for this instruction.
  if (let == IsolateLet::Unasked) {
    kernel::ChoicePoint cp{"isolate",
                           "Isolate keeps the " + what + " in or out of " + land + ": keep it, or let them cross?",
                           land + ":" + what,
                           {"keep", "let"},
                           {},
                           false,
                           a};
    let = e.decide_one(cp, "keep") == "let" ? IsolateLet::Let : IsolateLet::Keep;
    e.note(let == IsolateLet::Let
               ? "The players let the " + what + " use the Isolated land's adjacencies for this instruction."
               : "Isolate: the " + what + " can't cross into or out of the Isolated land.");
  }
  return let == IsolateLet::Let ? others : open;
}

std::vector<std::string> lands_open_from(const Engine& e, const Land& l) {
  std::vector<std::string> open;
  if (e.isolated(l)) return open;
  for (const auto& adj : l.adjacent)
    if (!e.isolated(e.state().land(adj))) open.push_back(adj);
  return open;
}

}  // namespace arbiter::si
