// Durable Towns: +2 Health, and "Destroy Town" becomes 2 Damage to that Town ("destroy all" does
// not change). Because the Power now deals Damage, Damage bonuses apply to it.
#include "games/spirit_island/rules/durable.h"

namespace arbiter::si {

bool durable_town(const Engine& e, const Land& l, const Piece& p) {
  return e.has_rule("durable") && p.kind == PieceKind::Town && l.token(Token::Blight) == 0;
}

std::string durable_damage_instead(Engine& e, Land& l, size_t index, ActionId a) {
  ActionLocal& loc = e.local(a);
  int n = 2;
  std::string how = "2";
  // A Damage bonus adds once per Power, to one instance of its Damage.
  if (loc.power && !loc.damage_bonus_used)
    for (const auto& m : e.modifiers.all())
      if (m.payload.kind == "damage-bonus" && m.payload.spirit == loc.spirit) {
        n += m.payload.n;
        loc.damage_bonus_used = true;
        how += " +" + std::to_string(m.payload.n) + " (" + m.name + ")";
      }
  n = e.apply_badlands(l, n, a, true);
  Piece& p = l.pieces.at(index);
  p.damage += n;
  int health = e.health(p, l);
  std::string words = "the Durable Town (Health " + std::to_string(health) + ") takes " + how +
                      (how == std::to_string(n) ? "" : " = " + std::to_string(n)) + " Damage instead of being destroyed";
  if (p.damage >= health) {
    e.destroy_piece(l, index, a, "Damage");
    return words + " — enough to destroy it";
  }
  return words + " and survives with " + std::to_string(p.damage) + " Damage";
}

}  // namespace arbiter::si
