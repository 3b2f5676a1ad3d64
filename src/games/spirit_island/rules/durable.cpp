// Durable Towns (see durable.h).
#include "games/spirit_island/rules/durable.h"

#include "games/spirit_island/rules/damage_bonus.h"

namespace arbiter::si {

bool durable_town(const Engine& e, const Land& l, const Piece& p) {
  return e.has_rule("durable") && p.kind == PieceKind::Town && l.token(Token::Blight) == 0;
}

bool durable_applies(Engine& e, const kernel::Modifier<ModifierSpec>&, const HookEvent& ev) {
  if (ev.how != DestroyHow::Instruction || ev.uid < 0) return false;
  const Land& l = e.state().land(ev.land);
  int i = piece_at(l, ev.uid);
  return i >= 0 && durable_town(e, l, l.pieces[static_cast<size_t>(i)]);
}

void durable_instead(Engine& e, const kernel::Modifier<ModifierSpec>&, const HookEvent& ev) {
  const Land& l = e.state().land(ev.land);
  if (!replaced(e, {kWouldDamage, l.id, ev.by, "town", -1, DestroyHow::Damage, ""}).empty()) return;
  std::string how = "2";
  int n = e.apply_badlands(l, 2 + take_damage_bonus(e, ev.by, how), ev.by, true);
  const size_t index = static_cast<size_t>(piece_at(l, ev.uid));
  const Piece& p = l.pieces[index];
  e.add_damage(p, n, ev.by);
  int health = e.health(p, l);
  std::string words = "In " + l.id + ", the Durable Town (Health " + std::to_string(health) + ") takes " + how +
                      (how == std::to_string(n) ? "" : " = " + std::to_string(n)) +
                      " Damage instead of being destroyed";
  if (p.damage >= health) {
    e.note(words + " — enough to destroy it.");
    e.destroy_piece(l, index, ev.by);
    return;
  }
  e.note(words + " and survives with " + std::to_string(p.damage) + " Damage.");
}

}  // namespace arbiter::si
