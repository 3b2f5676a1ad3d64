// What a Fear card may not remove (see fear_removals.h).
#include "games/spirit_island/rules/fear_removals.h"
#include "games/spirit_island/rules/isolate.h"
#include "games/spirit_island/rules/optional.h"

namespace arbiter::si {

bool fear_card_action(const Engine& e, ActionId a) {
  for (ActionId id = a; id != kNoAction; id = e.tree().at(id).parent) {
    const kernel::ActionRecord& r = e.tree().at(id);
    if (r.relation == kernel::Relation::Triggered || !e.local(id).invader_action.empty()) return false;
    if (r.relation == kernel::Relation::Initial) return e.lib.fear_cards.count(r.source) > 0;
  }
  return false;
}

// The piece the event is about, or null.
static const Piece* removed_piece(Engine& e, const HookEvent& ev) {
  if (ev.hook != kWouldChange || ev.cause != "removed" || ev.by == kNoAction || !fear_card_action(e, ev.by))
    return nullptr;
  const Land& l = e.state().land(ev.land);
  const int i = piece_at(l, ev.uid);
  return i < 0 ? nullptr : &l.pieces[static_cast<size_t>(i)];
}

bool endless_dark_keeps_applies(Engine& e, const kernel::Modifier<ModifierSpec>&, const HookEvent& ev) {
  const Piece* p = removed_piece(e, ev);
  return p && is_invader(p->kind) && e.state().land(ev.land).zone == Zone::EndlessDark;
}

void endless_dark_keeps_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  e.generate_fear(1, ev.by);
  e.note("Trapped in the Endless Dark (" + m.name + "): a Fear card can't remove the " + ev.what +
         " in the Endless Dark; 1 Fear instead.");
}

bool fear_push_explorers_applies(Engine& e, const kernel::Modifier<ModifierSpec>&, const HookEvent& ev) {
  const Piece* p = removed_piece(e, ev);
  return p && p->kind == PieceKind::Explorer;
}

void fear_push_explorers_instead(Engine& e, const kernel::Modifier<ModifierSpec>& m, const HookEvent& ev) {
  const Land& l = e.state().land(ev.land);
  const std::vector<std::string> open = lands_open_from(e, l);
  const std::string kept = m.name + ": a Fear card never removes the Explorer in " + l.id;
  if (open.empty()) {
    e.note(kept + "; no land is open to push it to, so it stays.");
    return;
  }
  if (!ask_may(e, "Push the Explorer in " + l.id + " instead (Persistent Explorers)?", "Persistent Explorers", true,
               ev.by)) {
    e.note(kept + "; the players do not push it, so it stays.");
    return;
  }
  kernel::ChoicePoint cp{"push",
                         "Where is the Explorer from " + l.id + " pushed (Persistent Explorers)?",
                         l.id + ":explorer",
                         open,
                         {},
                         false,
                         ev.by};
  const std::string to = e.decide_one(cp, open.front());
  e.move_piece(l, static_cast<size_t>(piece_at(l, ev.uid)), e.state().land(to), ev.by);
  e.note(kept + "; it is pushed to " + to + " instead.");
}

}  // namespace arbiter::si
