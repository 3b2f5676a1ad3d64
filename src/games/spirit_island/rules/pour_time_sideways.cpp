// Pour Time Sideways (see pour_time_sideways.h).
#include "games/spirit_island/rules/pour_time_sideways.h"

#include <algorithm>

#include "games/spirit_island/rules/presence_lands.h"

namespace arbiter::si {

namespace {

const char* kPour = "Pour Time Sideways";

// Lands other than `from` with the Spirit's Presence that its Presence may move into.
std::vector<std::string> pour_destinations(const Engine& e, const std::string& spirit, const std::string& from) {
  std::vector<std::string> to;
  for (const auto& l : e.state().lands)
    if (l.id != from && l.presence_of(spirit) > 0 && presence_may_move(e, spirit, e.state().land(from), l))
      to.push_back(l.id);
  return to;
}

std::string pick_land(Engine& e, const std::string& end, const std::vector<std::string>& options,
                      const std::string& fallback, ActionId a) {
  const std::string context = std::string(kPour) + ": " + end;
  kernel::ChoicePoint cp{
      "land", std::string(kPour) + ": which land does the Presence move " + end + "?", context, options, {}, false, a};
  return options.size() == 1 ? options.front() : e.decide_one(cp, fallback);
}

void count_modifier(Engine& e, const std::string& board, int n, ActionId a) {
  ModifierSpec s{"invader-actions-count", "board", "", board, e.local(a).spirit, "", n};
  e.add_modifier(kPour, kPour, kernel::Duration::ThisTurn, s, a);
}

}  // namespace

int invader_phase_times(Engine& e, const std::string& board, const std::string& place) {
  int times = 1;
  for (const auto* m : e.ordered_modifiers(
           [&](const kernel::Modifier<ModifierSpec>& m) {
             return m.priority == kernel::ModifierPriority::Quantity && m.payload.kind == "invader-actions-count" &&
                    m.payload.board == board;
           },
           place, kNoAction))
    times += m->payload.n;
  return times;
}

void pour_time_sideways(Engine& e, const Op&, ActionId a) {
  const std::string spirit = e.local(a).spirit;
  std::vector<std::string> from_options;
  for (const auto& l : e.state().lands)
    if (l.presence_of(spirit) > 0 && !pour_destinations(e, spirit, l.id).empty()) from_options.push_back(l.id);
  if (from_options.empty()) {
    e.note(std::string(kPour) + ": no Presence of " + e.spirit_name(spirit) +
           " can move to another land with its Presence, so nothing moves and no board changes.");
    return;
  }
  const std::string named = e.local(a).land;
  const bool named_ok = std::find(from_options.begin(), from_options.end(), named) != from_options.end();
  const std::string from = pick_land(e, "from", from_options, named_ok ? named : from_options.front(), a);
  const std::vector<std::string> to_options = pour_destinations(e, spirit, from);
  const std::string& board = e.state().land(from).board;
  auto other = std::find_if(to_options.begin(), to_options.end(),
                            [&](const std::string& id) { return e.state().land(id).board != board; });
  const std::string to = pick_land(e, "to", to_options, other != to_options.end() ? *other : to_options.front(), a);
  const Land& src = e.state().land(from);
  for (size_t i = 0; i < src.presence.size(); ++i)
    if (src.presence[i].spirit == spirit) {
      e.move_presence(src, i, e.state().land(to));
      break;
    }
  e.fact(a, "presence-moved-to", to, spirit);
  const std::string& to_board = e.state().land(to).board;
  if (board != to_board) {  // on one board, one fewer and one more cancel out
    count_modifier(e, board, -1, a);
    count_modifier(e, to_board, 1, a);
  }
  e.note(std::string(kPour) + ": 1 Presence moves from " + from + " to " + to + "; this turn board " + board +
         " resolves Invader actions one fewer time and board " + to_board + " one more" +
         (board == to_board ? " (the same board: no change)" : "") + ".");
}

}  // namespace arbiter::si
