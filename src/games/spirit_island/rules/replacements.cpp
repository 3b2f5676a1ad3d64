// Replacement effects on typed hook points (see replacements.h).
#include "games/spirit_island/rules/replacements.h"

#include "games/spirit_island/rules/effect_kinds.h"

namespace arbiter::si {

int piece_at(const Land& l, int uid) {
  for (size_t i = 0; i < l.pieces.size(); ++i)
    if (l.pieces[i].uid == uid) return static_cast<int>(i);
  return -1;
}

std::string replaced(Engine& e, const HookEvent& ev) {
  auto applies = [&](const kernel::Modifier<ModifierSpec>& m) {
    const EffectKind* k = find_effect_kind(m.payload.kind, EffectRole::Modifier);
    return k && (k->hooks & ev.hook) && k->applies(e, m, ev);
  };
  // 2. Order what applies (a choice between equals); 3. the first replaces the event.
  auto mods = e.modifiers.ordered(applies, e.choices, ev.land, ev.by);
  if (mods.empty()) return "";
  const kernel::Modifier<ModifierSpec> m = *mods.front();  // a copy: the handler may change the modifier set
  find_effect_kind(m.payload.kind, EffectRole::Modifier)->replace(e, m, ev);
  return m.name;
}

}  // namespace arbiter::si
