#include "games/l5r/words.h"

namespace arbiter::l5r {

std::string stat_name(Stat st) {
  switch (st) {
    case Stat::Force: return "Force";
    case Stat::Chi: return "Chi";
    case Stat::PersonalHonor: return "Personal Honor";
    case Stat::Focus: return "Focus Value";
  }
  return "?";
}

std::string signed_stat(Stat st, int amount) {
  return (amount >= 0 ? "+" : "") + std::to_string(amount) + " " + stat_name(st);
}

std::string duration_words(const Duration& d) {
  switch (d.kind) {
    case Duration::Kind::EndOfTurn: return "until the end of the turn";
    case Duration::Kind::Permanent: return "permanently";
    case Duration::Kind::EndOfGame: return "until the end of the game";
    case Duration::Kind::While: return "while the condition holds (this turn)";
    case Duration::Kind::WhileRemains: return "while he remains so (this turn; never reapplies)";
    case Duration::Kind::WhileSourceInPlay: return "while its source is in play";
  }
  return "";
}

std::string change_words(int before, int after) {
  if (after > before) return "rises from " + std::to_string(before) + " to " + std::to_string(after);
  if (after < before) return "drops from " + std::to_string(before) + " to " + std::to_string(after);
  return "stays at " + std::to_string(after);
}

namespace {
std::string join(const std::vector<std::string>& v, const std::string& last) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i == 0 ? "" : i + 1 == v.size() ? last : ", ") + v[i];
  return s;
}
}  // namespace

std::string join_or(const std::vector<std::string>& v) { return join(v, " or "); }
std::string join_and(const std::vector<std::string>& v) { return join(v, " and "); }

std::string prevented_words(PreventSpec::What w) {
  using W = PreventSpec::What;
  switch (w) {
    case W::Bow: return "bowing";
    case W::Destroy: return "destruction";
    case W::Move: return "movement";
    case W::ForceBonus: return "Force bonuses";
    case W::ForcePenalty: return "Force penalties";
    case W::ChiPenalty: return "Chi penalties";
    case W::HonorGain: return "Honor gains";
    case W::HonorLoss: return "Honor losses";
    case W::HonorChange: return "Honor changes";
    case W::Discard: return "discarding";
    case W::Draw: return "drawing";
    case W::KeywordLoss: return "keyword losses";
    case W::Bonus: return "bonuses";
  }
  return "?";
}

std::string op_words(Op::Kind k) {
  std::string s = to_string(k);
  for (auto& c : s)
    if (c == '_') c = ' ';
  return s;
}

}  // namespace arbiter::l5r
