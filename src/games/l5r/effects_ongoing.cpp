// Ongoing effects: changes with a duration (stats, keywords, "may not assign"), preventions
// created by actions, and procedural effects on the turn (skipped Dynasty Phases).
#include "games/l5r/engine.h"
#include "games/l5r/words.h"

namespace arbiter::l5r {
namespace {

// Ongoing effects and preventions begin alike: a fresh id, where they come from, when they began.
template <class Ongoing>
Ongoing begin_ongoing(GameState& s, const Source& source, const Duration& duration) {
  Ongoing e;
  e.id = s.next_id++;
  e.source = source;
  e.duration = duration;
  e.applied_turn = s.turn;
  e.began = s.clock++;
  return e;
}

}  // namespace

void Engine::exec_ongoing(int f, const Op& op) {
  switch (op.kind) {
    case Op::Kind::Prevent: return begin_prevention(f, op);
    case Op::Kind::SkipDynastyPhases: {
      SkipDynasty sk;
      sk.id = s_.next_id++;
      sk.source = frames_[f].source;
      if (op.on == "all_until_your_next_turn") {
        sk.until_turn = s_.turn + static_cast<int>(s_.player_order.size());
        say("A procedural effect with a duration (so an ongoing one): no Dynasty Phase happens before turn " +
            std::to_string(sk.until_turn) + ".");
      } else {
        sk.player = resolve_player(frames_[f], op.on);
        say("A procedural effect without a duration (so an instantaneous one): " + sk.player +
            "'s next Dynasty Phase does not happen.");
      }
      s_.skips.push_back(sk);
      return moment();
    }
    default: return begin_stat_or_keyword_effect(f, op);
  }
}

// Modify, ModifyGroup, RemoveKeyword, MayNotAssign: one ongoing effect on a fixed list of cards or
// on a group re-evaluated as cards come and go. A new effect a prevention already stops never
// happens; a Force bonus or Chi penalty that happened opens its "after" window.
void Engine::begin_stat_or_keyword_effect(int f, const Op& op) {
  using K = Op::Kind;
  Rules r = rules();
  Frame& fr = frames_[f];
  auto e = begin_ongoing<OngoingEffect>(s_, fr.source, op.duration);
  e.will_not_be_negated = op.will_not_be_negated;
  e.stat = op.stat;
  e.amount = op.amount;
  e.keyword = op.keyword;
  const std::string src = name(fr.self);
  const std::string lasting = duration_words(op.duration);
  if (op.kind == K::ModifyGroup) {
    e.group_selector = op.affects;
    e.group_player = fr.actor;
    if (op.now_in_play) {
      for (auto& [id, c] : s_.cards)
        if (r.selects(op.affects, fr.self, fr.actor, id)) e.cards.push_back(id);
      e.text = src + ": " + signed_stat(op.stat, op.amount) + " to the matching cards in play now, " + lasting;
    } else {
      e.group = true;
      e.text = src + ": " + signed_stat(op.stat, op.amount) + " to every matching card, newcomers included, " + lasting;
    }
  } else {
    e.cards = resolve_cards(fr, op.on);
    if (e.cards.empty()) return say("The effect fails: there is no card to affect.");
  }
  if (op.kind == K::Modify) e.text = src + ": " + signed_stat(op.stat, op.amount) + " " + lasting;
  if (op.kind == K::RemoveKeyword) {
    e.what = OngoingEffect::What::RemoveKeyword;
    e.text = src + ": loses " + op.keyword + " " + lasting;
  }
  if (op.kind == K::MayNotAssign) {
    e.what = OngoingEffect::What::MayNotAssign;
    e.text = src + ": may not assign " + lasting;
  }
  std::map<std::string, int> before;
  for (auto& c : e.cards) before[c] = r.stat(c, op.stat);
  s_.ongoing.push_back(e);
  OngoingEffect& stored = s_.ongoing.back();
  bool any = false;
  for (auto& c : stored.cards) {
    std::string p = r.effect_prevented_by(stored, c);
    if (!p.empty()) {
      stored.blocked[c] = p;
      say("The effect on " + name(c) + " (" + stored.text + ") never happens: a prevention is already in force (" + p +
          ").");
      continue;
    }
    any = true;
    if (op.kind == K::Modify || op.kind == K::ModifyGroup) {
      say(name(c) + "'s " + stat_name(op.stat) + " " + change_words(before[c], r.stat(c, op.stat)) + " " + lasting +
          ", from " + source_words(fr.source) + ".");
      stat_told(c);
    } else {
      say(name(c) + (op.kind == K::RemoveKeyword ? " loses " + op.keyword : " may not assign") + " " + lasting +
          ", from " + source_words(fr.source) + ".");
    }
    if (op.kind == K::Modify && op.stat == Stat::Chi && op.amount < 0) {
      s_.card(c).last_chi_penalty = stored.source;
      s_.card(c).has_last_chi_penalty = true;
    }
  }
  if (stored.group) {
    any = true;
    say("Every card the effect covers gets " + signed_stat(op.stat, op.amount) + " " + lasting +
        ", newcomers included, from " + source_words(fr.source) + ".");
  }
  fr.last_happened = any;
  if (op.kind == K::Modify && any && !stored.cards.empty()) {
    std::string ev = op.stat == Stat::Force && op.amount > 0 ? "after_force_bonus"
                     : op.stat == Stat::Chi && op.amount < 0 ? "after_chi_penalty"
                                                             : "";
    std::string target = stored.cards[0];
    if (!ev.empty())
      push_window(Event::named(ev, fr.source).on(target, s_.card(target).controller).about_effect(stored.id));
  }
  push_check();  // Chi death happens "when", before any "after" window
  moment();
}

void Engine::begin_prevention(int f, const Op& op) {
  Frame& fr = frames_[f];
  auto p = begin_ongoing<OngoingPrevention>(s_, fr.source, op.duration);
  p.spec = op.prevent;
  std::string scope;
  if (op.on == "this_battlefield") {
    p.battlefield = s_.current_battle;
    scope = " at " + p.battlefield;
  } else if (op.on != "affects") {
    p.cards = resolve_cards(fr, op.on);
    if (p.cards.empty()) return say("The prevention fails: there is no card to protect.");
    scope = " for " + name(p.cards[0]);
  }
  std::string mode = p.spec.mode == PreventSpec::Mode::Current ? ", only what is already in force"
                     : p.spec.mode == PreventSpec::Mode::New   ? ", only what begins from now on"
                                                               : "";
  p.text = name(fr.self) + " (" + (p.spec.negation ? "negates " : "\"does not\": ") + prevented_words(p.spec.what) +
           scope + mode + ", " + duration_words(op.duration) + ")";
  say("A prevention begins: " + p.text + ".");
  s_.preventions.push_back(p);
  moment();
}

}  // namespace arbiter::l5r
