// The Spirit Island board in plain words: the text alternative of its picture.
#include "board/si_layout.h"

namespace arbiter::board {

namespace {
std::string join(const std::vector<std::string>& parts, const std::string& sep) {
  std::string s;
  for (const auto& p : parts) s += (s.empty() ? "" : sep) + p;
  return s;
}

std::string item_words(const SiItem& it) {
  std::string s = it.glyph == "incarna" ? it.name : si_count_words(it, it.count);
  std::vector<std::string> notes;
  if (!it.damage.empty()) {
    std::vector<std::string> d;
    for (int n : it.damage) d.push_back(std::to_string(n));
    notes.push_back(it.damage.size() == 1 ? d[0] + " Damage"
                                          : "Damage " + join(d, ", ") + " on " + std::to_string(d.size()) + " of them");
  }
  if (it.piece_strife > 0) notes.push_back(std::to_string(it.piece_strife) + " Strife");
  if (it.sacred_site) notes.push_back("Sacred Site");
  return notes.empty() ? s : s + " (" + join(notes, "; ") + ")";
}

std::string land_words(const SiBoard& b, const SiLand& l, const SiLand* before) {
  std::vector<std::string> has, changed;
  for (const SiItem& it : si_items(b, l, before)) {
    if (it.count > 0) has.push_back(item_words(it));
    if (before && it.changed())
      changed.push_back(it.name + " " + std::to_string(it.before) + " → " + std::to_string(it.count));
  }
  if (l.defend > 0) has.push_back("Defend " + std::to_string(l.defend));
  if (l.isolated) has.push_back("Isolated");
  if (before && before->defend != l.defend)
    changed.push_back("Defend " + std::to_string(before->defend) + " → " + std::to_string(l.defend));
  if (before && before->isolated != l.isolated) changed.push_back(l.isolated ? "now Isolated" : "no longer Isolated");
  const std::string kind = l.zone == "endless-dark" ? "the Endless Dark, not a land"
                           : l.zone == "ocean"      ? "board " + l.board + "'s Ocean"
                           : l.terrain.empty()      ? "land"
                                                    : l.terrain;
  std::string s = l.id + " (" + kind + (l.coastal && l.zone != "ocean" ? ", coastal" : "") +
                  "): " + (has.empty() ? "empty" : join(has, ", ")) + ".";
  if (!changed.empty()) s += " Changed: " + join(changed, ", ") + ".";
  else if (before && si_land_changed(b, l, *before)) s += " Changed: Damage.";
  return s;
}
}  // namespace

std::string describe_si(const SiBoard& b, const SiBoard* previous) {
  if (b.lands.empty()) return "No lands.";
  std::vector<std::string> lines;
  for (const SiLand& l : b.lands) lines.push_back(land_words(b, l, previous ? previous->land(l.id) : nullptr));
  const std::string status = si_status_line(b);
  if (!status.empty()) lines.push_back(status + ".");
  return join(lines, "\n");
}

}  // namespace arbiter::board
