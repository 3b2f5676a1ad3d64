#include "games/spirit_island/rules/dahan_insurrection.h"

namespace arbiter::si {

namespace {

// The lands (not the Endless Dark) where Towns and Cities outnumber Dahan.
std::vector<std::string> outnumbered_lands(const Engine& e) {
  std::vector<std::string> out;
  for (const auto& l : e.state().lands)
    if (l.zone == Zone::Land && l.count(PieceKind::Town) + l.count(PieceKind::City) > l.count(PieceKind::Dahan))
      out.push_back(l.id);
  return out;
}

std::string listed(const std::vector<std::string>& ids) {
  std::string s;
  for (const auto& id : ids) s += (s.empty() ? "" : ", ") + id;
  return s.empty() ? "none" : s;
}

}  // namespace

std::string insurrection_victory(const Engine& e) {
  const State& st = e.state();
  const bool past_three = st.terror_level >= 3 || st.earned_fear_cards >= st.fear_cards_total;
  if (st.terror_level < 2 && !past_three) return "";
  const auto lands = outnumbered_lands(e);
  if (!past_three)
    return lands.empty() ? "Dahan Insurrection, Terror Level II: no land where Towns/Cities outnumber Dahan" : "";
  if (static_cast<int>(lands.size()) >= st.players) return "";
  return "Dahan Insurrection, Terror Level III+: " + std::to_string(lands.size()) +
         " land(s) where Towns/Cities outnumber Dahan (" + listed(lands) + "), fewer than 1 per player (" +
         std::to_string(st.players) + ")";
}

std::string insurrection_loss(const Engine& e) {
  const State& st = e.state();
  const int dahan = st.total(PieceKind::Dahan);
  if (dahan >= 2 * st.players) return "";
  return "Dahan Insurrection: " + std::to_string(dahan) + " Dahan left alive, fewer than 2 per player (" +
         std::to_string(st.players) + ")";
}

void coordinated_insurrection(Engine& e, const Op&, ActionId a) {
  e.note(
      "Coordinated Insurrection: Terror Level \"Victory\" is reached; the Dahan Damage Invaders in every land, "
      "as if fighting back after a Ravage.");
  for (const auto& l : e.state().lands) {
    const int dahan = l.count(PieceKind::Dahan);
    if (l.zone != Zone::Land || dahan == 0 || l.invaders() == 0) continue;
    const int before = l.invaders();
    const int dealt = e.damage_invaders(l, 2 * dahan, "invaders", a, true);
    e.note("Dahan in " + l.id + " fight back: " + std::to_string(dealt) + " Damage, " +
           std::to_string(before - l.invaders()) + " Invader(s) destroyed.");
  }
}

}  // namespace arbiter::si
