#pragma once
// "When Presence in target land would be Destroyed, instead Push it" (Flowing and Silent Forms Dart
// By; modifier "presence-pushed-instead", scope: the land). Choice "push", context "land:presence".
#include "games/spirit_island/rules/replacements.h"

namespace arbiter::si {

// Hook kWouldDestroyPresence: a Presence in the modifier's land, which has somewhere to go and may
// move (not while "presence-cannot-move" holds for its Spirit: Settle Into Hunting-Grounds), into
// an adjacent land its Presence may enter (rules/presence_lands.h: Mountain Home...).
bool presence_pushed_applies(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);
void presence_pushed_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev);

}  // namespace arbiter::si
