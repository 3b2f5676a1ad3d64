#include "games/l5r/rules.h"

#include <algorithm>

namespace arbiter::l5r {

std::string describe(const GameState& s, const CardLibrary& lib) {
  Rules r(s, lib);
  std::string out;
  for (auto& pid : s.player_order) {
    const Player& p = s.player(pid);
    out += pid + ": Family Honor " + std::to_string(p.honor) + (s.favor == pid ? ", holds the Imperial Favor" : "") +
           ", " + std::to_string(p.hand.size()) + (p.hand.size() == 1 ? " card" : " cards") + " in hand\n";
    for (auto& [id, c] : s.cards) {
      if (c.zone != Zone::InPlay || c.controller != pid || !c.attached_to.empty()) continue;
      const CardDef& d = lib.get(c.def);
      out += "  " + d.name;
      if (d.type == CardType::Personality) {
        out += " (Force " + std::to_string(r.stat(id, Stat::Force)) + ", Chi " + std::to_string(r.stat(id, Stat::Chi)) +
               ") " + (c.location == "home" ? "at home" : "at " + c.location);
        for (auto& a : r.attachments(id)) out += ", with " + lib.get(s.card(a).def).name;
      }
      if (c.bowed) out += ", bowed";
      if (c.dishonored) out += ", dishonorable";
      out += "\n";
    }
  }
  if (!out.empty()) out.pop_back();
  return out;
}

std::string Rules::head(const std::string& card) const {
  const Card* c = &s_.card(card);
  while (!c->attached_to.empty()) c = &s_.card(c->attached_to);
  return c->id;
}

std::vector<std::string> Rules::attachments(const std::string& card) const {
  std::vector<std::string> out;
  for (auto& [id, c] : s_.cards)
    if (c.attached_to == card && c.zone == Zone::InPlay) out.push_back(id);
  return out;
}

std::vector<std::string> Rules::unit(const std::string& personality) const {
  std::vector<std::string> out{personality};
  for (auto& a : attachments(personality)) out.push_back(a);
  return out;
}

bool Rules::has_followers(const std::string& personality) const {
  for (auto& a : attachments(personality))
    if (def(a).type == CardType::Follower) return true;
  return false;
}

bool Rules::opposed(const std::string& card) const {
  const Card& me = s_.card(head(card));
  if (me.zone != Zone::InPlay || me.location == "home") return false;
  for (auto& [id, c] : s_.cards)
    if (c.zone == Zone::InPlay && c.attached_to.empty() && c.location == me.location && c.side != me.side &&
        c.side != Side::None && lib_.get(c.def).type == CardType::Personality)
      return true;
  return false;
}

bool Rules::same_clan(const std::string& a, const std::string& b) const {
  auto clans = [&](const std::string& id) {
    std::vector<std::string> out;
    for (auto& k : keywords(id))
      if (k.size() > 5 && k.compare(k.size() - 5, 5, " Clan") == 0) out.push_back(k);
    return out;
  };
  for (auto& k : clans(a))
    for (auto& o : clans(b))
      if (k == o) return true;
  return false;
}

bool Rules::check(const Condition& c, const std::string& it, const std::string& you) const {
  using K = Condition::Kind;
  switch (c.kind) {
    case K::Always: return true;
    case K::Opposed: return opposed(it);
    case K::Unopposed: return !opposed(it);
    case K::Bowed: return s_.card(it).bowed;
    case K::Unbowed: return !s_.card(it).bowed;
    case K::HasKeyword: return has_keyword(it, c.keyword);
    case K::HonorAtLeast: return s_.player(you).honor >= c.value;
    case K::HandFewerThan: return static_cast<int>(s_.player(you).hand.size()) < c.value;
    case K::ForceAtLeast: return stat(it, Stat::Force) >= c.value;
    case K::SameClanAs: return !c.card.empty() && same_clan(it, c.card);
    case K::IsType: return def(it).type == c.type;
    case K::MayLegallyAssign: return !may_not_assign(it) && !s_.card(it).bowed;
    case K::ControlsAPersonality:
      for (auto& [id, c] : s_.cards)
        if (c.zone == Zone::InPlay && c.controller == you && lib_.get(c.def).type == CardType::Personality) return true;
      return false;
  }
  return false;
}

bool Rules::selects(const Selector& sel, const std::string& source_card, const std::string& you,
                    const std::string& card) const {
  if (!s_.cards.count(card)) return false;
  const Card& c = s_.card(card);
  using W = Selector::Who;
  bool zone_ok = c.zone == Zone::InPlay || sel.in_and_out_of_play;
  switch (sel.who) {
    case W::Self:
      if (card != source_card) return false;
      break;
    case W::Bearer:
      if (source_card.empty() || card != s_.card(source_card).attached_to) return false;
      break;
    case W::Yours:
      if (!zone_ok || (c.zone == Zone::InPlay ? c.controller : c.owner) != you) return false;
      break;
    case W::Any:
      if (!zone_ok) return false;
      break;
    case W::Enemy:
      if (!zone_ok || c.controller == you) return false;
      break;
    case W::ThisArmy: {
      if (c.zone != Zone::InPlay || !c.attached_to.empty() || source_card.empty()) return false;
      const Card& bearer = s_.card(head(source_card));
      if (bearer.location == "home" || c.location != bearer.location || c.side != bearer.side ||
          c.controller != bearer.controller)
        return false;
      break;
    }
    case W::AtSourceBattlefield: {
      if (c.zone != Zone::InPlay || source_card.empty()) return false;
      const Card& src = s_.card(source_card);
      if (src.zone != Zone::InPlay || src.location == "home" || location(card) != src.location) return false;
      break;
    }
  }
  if (sel.type && def(card).type != *sel.type) return false;
  for (auto& kw : sel.keywords)
    if (!has_keyword(card, kw)) return false;
  if (sel.condition && !check(*sel.condition, card, you)) return false;
  return true;
}

bool Rules::ongoing_applies(const OngoingEffect& e, const std::string& card) const {
  if (e.group) {
    if (!selects(e.group_selector, e.source.card, e.group_player, card)) return false;
  } else if (std::find(e.cards.begin(), e.cards.end(), card) == e.cards.end()) {
    return false;
  }
  if (e.remains_broken.count(card)) return false;
  if (e.duration.kind == Duration::Kind::WhileSourceInPlay &&
      (e.source.card.empty() || s_.card(e.source.card).zone != Zone::InPlay))
    return false;
  if (e.duration.kind == Duration::Kind::While || e.duration.kind == Duration::Kind::WhileRemains)
    return check(e.duration.condition, card, e.source.player);
  return true;
}

std::vector<Rules::ActivePrevention> Rules::active_preventions() const {
  std::vector<ActivePrevention> out;
  for (auto& p : s_.preventions) {
    ActivePrevention a;
    a.spec = &p.spec;
    a.source_card = p.source.card;
    a.you = p.source.player;
    a.cards = p.cards;
    a.battlefield = p.battlefield;
    a.began = p.began;
    a.blocks_action = p.blocks_action;
    a.text = p.text;
    out.push_back(a);
  }
  for (auto& [id, c] : s_.cards) {
    if (c.zone != Zone::InPlay) continue;
    const CardDef& d = lib_.get(c.def);
    for (auto& t : d.traits)
      if (t.kind == Trait::Kind::Prevent) {
        ActivePrevention a;  // a trait's prevention: in force from when its card entered play
        a.spec = &t.prevent;
        a.source_card = id;
        a.you = c.controller;
        a.began = c.entered_play_at;
        a.text = d.name + ": " + d.text;
        out.push_back(a);
      }
  }
  return out;
}

bool Rules::covers(const ActivePrevention& p, const Change& c) const {
  if (p.blocks_action) return c.source.action == p.blocks_action;
  const PreventSpec& sp = *p.spec;
  using W = PreventSpec::What;
  bool what_ok = false;
  switch (sp.what) {
    case W::HonorChange: what_ok = c.what == W::HonorGain || c.what == W::HonorLoss; break;
    case W::Bonus: what_ok = c.what == W::Bonus || c.what == W::ForceBonus; break;
    default: what_ok = sp.what == c.what;
  }
  if (!what_ok) return false;
  if (sp.negation && c.unnegatable) return false;
  if (sp.from == PreventSpec::From::OtherPlayersCards && (c.source.card.empty() || c.source.player == p.you))
    return false;
  if (sp.from == PreventSpec::From::Actions && c.source.action == 0) return false;
  if (!c.card.empty()) {
    if (!p.cards.empty()) {
      if (std::find(p.cards.begin(), p.cards.end(), c.card) == p.cards.end()) return false;
    } else if (sp.what == W::Move) {
      std::string here = p.battlefield.empty() && !p.source_card.empty() ? location(p.source_card) : p.battlefield;
      if (sp.destination == "this_battlefield" && c.destination != here) return false;
    } else if (!p.battlefield.empty()) {
      if (location(c.card) != p.battlefield) return false;
    } else if (!selects(sp.affects, p.source_card, p.you, c.card)) {
      return false;
    }
  } else {
    if (sp.player == "you" && c.player != p.you) return false;
    if (sp.player == "others" && c.player == p.you) return false;
    if (sp.player.empty()) return false;
  }
  if (c.lasting) {
    if (sp.mode == PreventSpec::Mode::Current && !(c.began < p.began)) return false;
    if (sp.mode == PreventSpec::Mode::New && !(c.began > p.began)) return false;
  }
  return true;
}

std::string Rules::prevented_by(const Change& c) const {
  for (auto& p : active_preventions())
    if (covers(p, c)) return p.text;
  return "";
}

static PreventSpec::What stat_change_kind(Stat st, int amount) {
  if (st == Stat::Force) return amount >= 0 ? PreventSpec::What::ForceBonus : PreventSpec::What::ForcePenalty;
  if (st == Stat::Chi && amount < 0) return PreventSpec::What::ChiPenalty;
  return amount >= 0 ? PreventSpec::What::Bonus
                     : PreventSpec::What::KeywordLoss;  // no "other penalty" prevention exists
}

std::string Rules::effect_prevented_by(const OngoingEffect& e, const std::string& card) const {
  if (e.negated_outright) return "negated by a Reaction";
  if (auto it = e.blocked.find(card); it != e.blocked.end())
    return it->second + " (already in force when this effect began, so it never happened)";
  Change c;
  c.card = card;
  c.source = e.source;
  c.began = e.began;
  c.lasting = true;
  c.unnegatable = e.will_not_be_negated;
  switch (e.what) {
    case OngoingEffect::What::Stat: c.what = stat_change_kind(e.stat, e.amount); break;
    case OngoingEffect::What::RemoveKeyword: c.what = PreventSpec::What::KeywordLoss; break;
    default: return "";
  }
  return prevented_by(c);
}

std::string Rules::continuous_prevented_by(const ContinuousInstance& inst) const {
  const Trait& t = lib_.get(s_.card(inst.source_card).def).traits[inst.trait];
  if (t.kind != Trait::Kind::Modify) return "";
  for (auto& p : stat_parts(inst.target, t.stat))
    if (p.kind == "continuous" && p.source == inst.source_card && p.prevented) return p.prevented_by;
  return "";
}

int Rules::base_stat(const std::string& card, Stat st) const {
  const Card& c = s_.card(card);
  const CardDef& d = def(card);
  switch (st) {
    case Stat::Force: return d.force;
    case Stat::Chi: return c.chi_override ? *c.chi_override : d.chi;
    case Stat::PersonalHonor: return d.personal_honor;
    case Stat::Focus: return d.focus;
  }
  return 0;
}

std::vector<StatPart> Rules::stat_parts(const std::string& card, Stat st) const {
  std::vector<StatPart> parts;
  for (auto& inst : s_.continuous) {
    if (inst.target != card) continue;
    const Card& src = s_.card(inst.source_card);
    const CardDef& sd = lib_.get(src.def);
    const Trait& t = sd.traits[inst.trait];
    if (t.kind != Trait::Kind::Modify || t.stat != st) continue;
    StatPart p;
    p.text = sd.name + ": " + sd.text;
    p.kind = "continuous";
    p.amount = t.amount;
    p.source = inst.source_card;
    Source from{inst.source_card, src.controller, 0};
    if (sd.type == CardType::Token) from = src.created_by;  // a token's effects come from its creator
    p.source = from.card.empty() ? "rulebook" : from.card;
    Change c;
    c.what = stat_change_kind(st, t.amount);
    c.card = card;
    c.source = from;
    c.began = inst.began;
    c.lasting = true;
    p.prevented_by = prevented_by(c);
    p.prevented = !p.prevented_by.empty();
    parts.push_back(p);
  }
  for (auto& e : s_.ongoing) {
    if (e.what != OngoingEffect::What::Stat || e.stat != st || !ongoing_applies(e, card)) continue;
    StatPart p;
    p.text = e.text;
    p.kind = "ongoing";
    p.amount = e.amount;
    p.effect = e.id;
    p.source = e.source.card.empty() ? "rulebook" : e.source.card;
    p.prevented_by = effect_prevented_by(e, card);
    p.prevented = !p.prevented_by.empty();
    parts.push_back(p);
  }
  return parts;
}

int Rules::stat(const std::string& card, Stat st) const {
  const CardDef& d = def(card);
  if (st == Stat::Chi && !d.has_chi) return 0;  // absent stat: reads as 0, takes no bonuses
  int v = base_stat(card, st);
  for (auto& p : stat_parts(card, st))
    if (!p.prevented) v += p.amount;
  for (auto& t : d.traits)  // a cap limits the value; it is not negation
    if (t.kind == Trait::Kind::Cap && t.stat == st) v = std::min(v, t.amount);
  return std::max(v, 0);
}

std::vector<std::string> Rules::keywords(const std::string& card) const {
  std::vector<std::string> kws = def(card).keywords;
  struct Layer {
    int began;
    bool add;
    std::string kw;
  };
  std::vector<Layer> layers;
  for (auto& inst : s_.continuous) {
    if (inst.target != card) continue;
    const Trait& t = lib_.get(s_.card(inst.source_card).def).traits[inst.trait];
    if (t.kind == Trait::Kind::GrantKeyword) layers.push_back({inst.began, true, t.keyword});
  }
  for (auto& e : s_.ongoing) {
    bool add = e.what == OngoingEffect::What::AddKeyword;
    if (!add && e.what != OngoingEffect::What::RemoveKeyword) continue;
    if (e.group || std::find(e.cards.begin(), e.cards.end(), card) == e.cards.end()) continue;
    if (!effect_prevented_by(e, card).empty()) continue;
    layers.push_back({e.began, add, e.keyword});
  }
  // Later effects override earlier ones: a removal after a continuous grant began wins until the
  // grant ends and begins again.
  std::stable_sort(layers.begin(), layers.end(), [](auto& a, auto& b) { return a.began < b.began; });
  for (auto& l : layers) {
    auto it = std::find(kws.begin(), kws.end(), l.kw);
    if (l.add && it == kws.end()) kws.push_back(l.kw);
    if (!l.add && it != kws.end()) kws.erase(it);
  }
  return kws;
}

bool Rules::has_keyword(const std::string& card, const std::string& kw) const {
  auto k = keywords(card);
  return std::find(k.begin(), k.end(), kw) != k.end();
}

bool Rules::may_not_assign(const std::string& card) const {
  for (auto& e : s_.ongoing)
    if (e.what == OngoingEffect::What::MayNotAssign && ongoing_applies(e, card)) return true;
  return false;
}

std::optional<int> Rules::army_force(const std::string& player, const std::string& bf) const {
  bool has_army = false;
  int total = 0;
  for (auto& [id, c] : s_.cards) {
    if (c.zone != Zone::InPlay || !c.attached_to.empty() || c.location != bf) continue;
    if (def(id).type != CardType::Personality) continue;
    if (c.controller == player) has_army = true;
    std::string counts_for = c.controller;
    for (auto& m : s_.replacements.all())  // "instead": the latest one for this unit decides
      if (m.payload.of == Replacement::Of::ArmyForce && m.payload.card == id) counts_for = m.payload.counts_for;
    if (counts_for != player) continue;
    for (auto& m : unit(id))
      if (!s_.card(m).bowed) total += stat(m, Stat::Force);
  }
  if (!has_army) return std::nullopt;
  return total;
}

}  // namespace arbiter::l5r
