#pragma once
// Replacement effects — every "instead", "skip" and "can't" of Spirit Island on a typed hook point,
// after XMage's ReplacementEffect: the hook is the event type, the effect table's condition is
// `applies`, its handler is `replace`, and the modifier carrying it has the duration. One mechanism:
//  1. A rule about to do something builds a HookEvent: which hook, the land, what is affected (the
//     piece, token or Presence owner, the Invader action, the kind of piece to be added), the
//     action doing it and how (a Destroy instruction, "destroy all", Damage).
//  2. The live modifiers whose kind (rules/effect_kinds.cpp) is declared on that hook and whose
//     condition holds are put in order by ModifierSet::ordered: two or more of one priority that
//     could both apply raise the "modifier-order" choice (context: the land).
//  3. In that order, each whose condition still holds runs its handler; the first handler that
//     replaces the event ends it, so the ones after it have nothing left to replace. What a handler
//     does instead (2 Damage to a Durable Town) is a new event, with its own hook points.
//  4. The rule goes ahead only when nothing replaced the event.
#include <string>

#include "games/spirit_island/engine.h"

namespace arbiter::si {

// Hook points; an effect kind may watch several (a bit set).
enum Hook : unsigned {
  kNoHook = 0,
  kWouldDestroy = 1,          // a piece or token would be destroyed (what, uid, how)
  kWouldDestroyPresence = 2,  // a Presence would be destroyed (what = its Spirit)
  kWouldDamage = 4,           // Damage would be dealt to a group of pieces (what = the group)
  kInvaderAction = 8,         // an Invader action would happen (what = ravage, build or explore)
  kWouldChange = 16,  // a piece would be removed, replaced or moved (what, uid; cause: "removed", "replaced", "moved")
  kWouldAdd = 32,     // a piece would be added to the land (what = its kind; uid -1: it is not there yet)
};

struct HookEvent {
  Hook hook = kNoHook;
  std::string land;
  ActionId by = kNoAction;
  std::string what;                     // piece or token kind, group, Spirit or Invader action (see Hook)
  int uid = -1;                         // the piece, for kWouldDestroy of a piece
  DestroyHow how = DestroyHow::Damage;  // (engine.h)
  std::string cause;                    // plain words for the log ("Blight added")
};

// The replacement-effect columns of the effect table. A condition reads counts as every count does,
// through counted() (rules/counts_as.h), so it may ask the players whether a piece counts as
// another (choice "counts-as", how many of its pieces, asked once per Spirit per land per action): hence the non-const
// Engine.
using HookApplies = bool (*)(Engine&, const kernel::Modifier<ModifierSpec>&, const HookEvent&);
using HookReplace = void (*)(Engine&, const kernel::Modifier<ModifierSpec>&, const HookEvent&);

// Runs the event through its hook point (steps 2-3 above). Returns the name of the modifier that
// replaced it, or "" when the event goes ahead.
std::string replaced(Engine& e, const HookEvent& ev);

// Whether some replacement would apply to the event now — nothing done, and no choice but a
// counts-as one that a condition needs (a piece left at its Health because it can't be destroyed
// is not tried again while this holds).
bool would_be_replaced(Engine& e, const HookEvent& ev);

// Whether the piece may be removed, replaced or moved (`how`) now: false when a replacement keeps
// it as it is (hook kWouldChange), which then logs why.
bool can_change(Engine& e, const Land& l, const Piece& p, ActionId by, const char* how);

// The index in `l` of the piece with that uid, or -1.
int piece_at(const Land& l, int uid);

}  // namespace arbiter::si
