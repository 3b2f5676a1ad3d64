// Card Plays and the Violence Aspect's extra plays.
#include "games/spirit_island/rules/card_plays.h"

#include "games/spirit_island/rules/wavering_resolve.h"
#include "kernel/errors.h"

namespace arbiter::si {

// The first instruction of one of `kinds`, searching every branch and option.
static std::string first_instruction(const std::vector<Op>& ops, std::initializer_list<OpKind> kinds) {
  for (const auto& op : ops) {
    for (OpKind k : kinds)
      if (op.kind == k) return describe(op);
    for (const auto* branch : {&op.then, &op.otherwise}) {
      std::string found = first_instruction(*branch, kinds);
      if (!found.empty()) return found;
    }
    for (size_t i = 0; i < op.options.size(); ++i) {
      std::string found = first_instruction(op.options[i], kinds);
      if (!found.empty()) return found + ", in the option \"" + op.option_labels[i] + "\"";
    }
  }
  return "";
}

std::string damage_or_destroy_instruction(const std::vector<Op>& ops) {
  return first_instruction(ops, {OpKind::Damage, OpKind::Destroy});
}

std::string fear_instruction(const std::vector<Op>& ops) { return first_instruction(ops, {OpKind::Fear}); }

void ominous_dawn(Engine& e, ActionId a) {
  int n = 0;
  std::string counted, not_counted;
  for (const auto& sp : e.state().spirits)
    for (const auto& c : sp.played) {
      std::string fear = fear_instruction(e.lib.powers.at(c).ops);
      if (fear.empty()) {
        not_counted += (not_counted.empty() ? "" : ", ") + c;
        continue;
      }
      ++n;
      counted += (counted.empty() ? "" : ", ") + c + " (" + fear + ")";
    }
  // The card's sides go by Terror Level: I An Ominous Dawn, II-III Wavering Resolve.
  const bool wavering = e.state().terror_level >= 2;
  e.note((wavering ? "Wavering Resolve: " + std::to_string(n) + " Health of Invaders to remove"
                   : "An Ominous Dawn: " + std::to_string(n) + " Fear") +
         ", 1 per Power Card in play that generates Fear" + (counted.empty() ? "" : ": " + counted) +
         (not_counted.empty() ? "" : "; not counted: " + not_counted + " (no Fear instruction)") + ".");
  if (wavering) wavering_resolve(e, n, a);
  else e.generate_fear(n, a);
}

// What a card without such an instruction does about Damage or destruction, for the refusal.
static std::string what_it_does(const PowerCard& card) {
  for (const auto& op : card.ops) {
    if (op.kind == OpKind::SetupModifier) {
      if (op.name == "damage-bonus") return "it only adds Damage to other Damage-dealing Powers";
      if (op.name == "dahan-no-ravage-damage") return "it only changes how Ravage Damage is done";
      if (op.name == "presence-pushed-instead") return "it only saves pieces from destruction";
    }
    if (op.kind == OpKind::SetupTrigger) return "it only reacts when pieces are destroyed";
  }
  return "its instructions: " +
         (card.ops.empty() ? std::string("none") : describe(card.ops.front()) + (card.ops.size() > 1 ? ", ..." : ""));
}

int extra_card_plays(const Engine& e, const Spirit& sp) {
  return e.has_rule("violence-extra-plays", sp.id) ? sp.card_plays : 0;
}

void play_cards(Engine& e, const std::string& spirit, const std::vector<std::string>& cards) {
  const Spirit* sp = e.state().find_spirit(spirit);
  if (!sp) throw kernel::RuleError("no Spirit \"" + spirit + "\"");
  std::vector<std::string> all = sp->played;
  all.insert(all.end(), cards.begin(), cards.end());
  int own = sp->card_plays, extra = extra_card_plays(e, *sp);
  std::vector<std::string> qualifying, others;
  for (const auto& c : all) {
    auto it = e.lib.powers.find(c);
    if (it == e.lib.powers.end()) throw kernel::RuleError("unknown Power \"" + c + "\"");
    (damage_or_destroy_instruction(it->second.ops).empty() ? others : qualifying).push_back(c);
  }
  int total = static_cast<int>(all.size());
  std::string plays = std::to_string(own) + " Card Play" + (own == 1 ? "" : "s") +
                      (extra > 0 ? " and " + std::to_string(extra) + " extra from " + sp->aspect +
                                       " (only for Power Cards with a Damage or Destroy instruction)"
                                 : "");
  if (total > own + extra)
    throw kernel::RuleError(sp->name + " cannot play " + std::to_string(total) + " cards: it has " + plays + ".");
  if (static_cast<int>(others.size()) > own) {
    std::string why;
    for (const auto& c : others) why += (why.empty() ? "" : "; ") + c + " — " + what_it_does(e.lib.powers.at(c));
    throw kernel::RuleError(sp->name + " cannot play these cards: it has " + plays + ", and " +
                            std::to_string(others.size()) + " of them have no Damage or Destroy instruction (" + why +
                            ").");
  }
  // Extra plays go to qualifying cards first, so the Spirit's own plays stay free for the rest
  // (cards played earlier this turn took theirs the same way).
  int extra_left = extra;
  for (const auto& c : sp->played)
    if (extra_left > 0 && !damage_or_destroy_instruction(e.lib.powers.at(c).ops).empty()) --extra_left;
  for (const auto& c : cards) {
    std::string instr = damage_or_destroy_instruction(e.lib.powers.at(c).ops);
    if (!instr.empty() && extra_left > 0) {
      --extra_left;
      e.note(sp->name + " plays " + c + " with one of " + sp->aspect +
             "'s extra plays: it has a Damage or Destroy instruction (" + instr +
             "), whether or not that instruction is resolved later.");
    } else {
      e.note(sp->name + " plays " + c + " with one of its own Card Plays.");
    }
    e.play_card(spirit, c);
  }
  e.flush();
}

}  // namespace arbiter::si
