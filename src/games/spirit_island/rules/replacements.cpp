// Replacement effects on typed hook points (see replacements.h).
#include "games/spirit_island/rules/replacements.h"

#include "games/spirit_island/rules/effect_kinds.h"

namespace arbiter::si {

int piece_at(const Land& l, int uid) {
  for (size_t i = 0; i < l.pieces.size(); ++i)
    if (l.pieces[i].uid == uid) return static_cast<int>(i);
  return -1;
}

static bool applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  const EffectKind* k = find_effect_kind(m.payload.kind, EffectRole::Modifier);
  return !m.spent && k && (k->hooks & ev.hook) && k->applies(e, m, ev);
}

bool would_be_replaced(Engine& e, const HookEvent& ev) {
  for (const auto& m : e.modifiers().all())
    if (applies(e, m, ev)) return true;
  return false;
}

bool can_change(Engine& e, const Land& l, const Piece& p, ActionId by, const char* how) {
  return replaced(e, {kWouldChange, l.id, by, name(p.kind), p.uid, DestroyHow::Instruction, how}).empty();
}

std::string replaced(Engine& e, const HookEvent& ev) {
  // 2. Order what applies (a choice between equals); 3. the first replaces the event.
  auto mods =
      e.ordered_modifiers([&](const kernel::Modifier<ModifierSpec>& m) { return applies(e, m, ev); }, ev.land, ev.by);
  if (mods.empty()) return "";
  const kernel::Modifier<ModifierSpec> m = *mods.front();  // a copy: the handler may change the modifier set
  find_effect_kind(m.payload.kind, EffectRole::Modifier)->replace(e, m, ev);
  return m.name;
}

}  // namespace arbiter::si
