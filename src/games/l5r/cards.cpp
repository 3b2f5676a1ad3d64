#include "games/l5r/cards.h"

#include <algorithm>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "kernel/json_reader.h"

namespace arbiter::l5r {
namespace {

using nlohmann::json;

using kernel::JsonReader;

// A string naming one of a closed set of values, e.g. an operation or a card type.
template <class E>
E pick(const JsonReader& r, const std::vector<std::pair<const char*, E>>& names) {
  std::vector<std::string> keys;
  for (auto& n : names) keys.push_back(n.first);
  return names[r.one_of(keys)].second;
}

const std::vector<std::pair<const char*, CardType>> kTypes = {
    {"personality", CardType::Personality}, {"follower", CardType::Follower}, {"item", CardType::Item},
    {"holding", CardType::Holding},         {"strategy", CardType::Strategy}, {"token", CardType::Token}};
const std::vector<std::pair<const char*, Stat>> kStats = {
    {"force", Stat::Force}, {"chi", Stat::Chi}, {"personal_honor", Stat::PersonalHonor}, {"focus", Stat::Focus}};

Condition parse_condition(const JsonReader& r) {
  r.only({"is", "subject", "keyword", "value", "type"});
  Condition cond;
  cond.kind = pick<Condition::Kind>(r.at("is"), {{"always", Condition::Kind::Always},
                                                 {"opposed", Condition::Kind::Opposed},
                                                 {"unopposed", Condition::Kind::Unopposed},
                                                 {"bowed", Condition::Kind::Bowed},
                                                 {"unbowed", Condition::Kind::Unbowed},
                                                 {"has_keyword", Condition::Kind::HasKeyword},
                                                 {"honor_at_least", Condition::Kind::HonorAtLeast},
                                                 {"hand_fewer_than", Condition::Kind::HandFewerThan},
                                                 {"force_at_least", Condition::Kind::ForceAtLeast},
                                                 {"is_type", Condition::Kind::IsType},
                                                 {"may_legally_assign", Condition::Kind::MayLegallyAssign},
                                                 {"controls_a_personality", Condition::Kind::ControlsAPersonality},
                                                 {"same_clan_as", Condition::Kind::SameClanAs}});
  cond.subject = r.str_or("subject", "it");
  cond.keyword = r.str_or("keyword", "");
  cond.value = r.int_or("value", 0);
  if (auto t = r.get("type")) cond.type = pick(*t, kTypes);
  if (cond.kind == Condition::Kind::HasKeyword && cond.keyword.empty()) r.fail("a \"keyword\" for \"has_keyword\"");
  return cond;
}

Selector parse_selector(const JsonReader& r) {
  Selector s;
  if (r.is_string()) {  // shorthand: "self", "bearer"
    s.who = pick<Selector::Who>(r, {{"self", Selector::Who::Self}, {"bearer", Selector::Who::Bearer}});
    s.type.reset();
    return s;
  }
  r.only({"who", "type", "keywords", "condition", "in_and_out_of_play"});
  s.who = pick<Selector::Who>(r.at("who"), {{"self", Selector::Who::Self},
                                            {"bearer", Selector::Who::Bearer},
                                            {"yours", Selector::Who::Yours},
                                            {"any", Selector::Who::Any},
                                            {"enemy", Selector::Who::Enemy},
                                            {"this_army", Selector::Who::ThisArmy},
                                            {"at_source_battlefield", Selector::Who::AtSourceBattlefield}});
  if (auto t = r.get("type")) {
    if (t->json().is_null()) s.type.reset();
    else s.type = pick(*t, kTypes);
  }
  if (auto k = r.get("keywords")) s.keywords = k->strings();
  if (auto c = r.get("condition")) s.condition = parse_condition(*c);
  s.in_and_out_of_play = r.bool_or("in_and_out_of_play", false);
  return s;
}

Duration parse_duration(const JsonReader& r) {
  Duration d;
  if (r.is_string()) {
    d.kind = pick<Duration::Kind>(r, {{"end_of_turn", Duration::Kind::EndOfTurn},
                                      {"permanent", Duration::Kind::Permanent},
                                      {"end_of_game", Duration::Kind::EndOfGame},
                                      {"while_source_in_play", Duration::Kind::WhileSourceInPlay}});
    return d;
  }
  r.only({"while", "while_remains"});
  if (auto w = r.get("while")) {
    d.kind = Duration::Kind::While;
    d.condition = parse_condition(*w);
  } else if (auto wr = r.get("while_remains")) {
    d.kind = Duration::Kind::WhileRemains;
    d.condition = parse_condition(*wr);
  } else {
    r.fail("\"end_of_turn\", \"permanent\", \"end_of_game\", {\"while\": …} or {\"while_remains\": …}");
  }
  return d;
}

PreventSpec parse_prevent(const JsonReader& r) {
  r.only({"what", "mode", "negation", "from", "affects", "player", "destination"});
  PreventSpec p;
  p.what = pick<PreventSpec::What>(r.at("what"), {{"bow", PreventSpec::What::Bow},
                                                  {"destroy", PreventSpec::What::Destroy},
                                                  {"move", PreventSpec::What::Move},
                                                  {"force_bonus", PreventSpec::What::ForceBonus},
                                                  {"force_penalty", PreventSpec::What::ForcePenalty},
                                                  {"chi_penalty", PreventSpec::What::ChiPenalty},
                                                  {"honor_gain", PreventSpec::What::HonorGain},
                                                  {"honor_loss", PreventSpec::What::HonorLoss},
                                                  {"honor_change", PreventSpec::What::HonorChange},
                                                  {"discard", PreventSpec::What::Discard},
                                                  {"draw", PreventSpec::What::Draw},
                                                  {"keyword_loss", PreventSpec::What::KeywordLoss},
                                                  {"bonus", PreventSpec::What::Bonus}});
  if (auto m = r.get("mode"))
    p.mode = pick<PreventSpec::Mode>(
        *m,
        {{"all", PreventSpec::Mode::All}, {"current", PreventSpec::Mode::Current}, {"new", PreventSpec::Mode::New}});
  p.negation = r.bool_or("negation", false);
  if (auto f = r.get("from"))
    p.from = pick<PreventSpec::From>(*f, {{"any", PreventSpec::From::Any},
                                          {"other_players_cards", PreventSpec::From::OtherPlayersCards},
                                          {"actions", PreventSpec::From::Actions}});
  if (auto a = r.get("affects")) p.affects = parse_selector(*a);
  p.player = r.str_or("player", "");
  p.destination = r.str_or("destination", "");
  return p;
}

std::vector<Op> parse_ops(const JsonReader& r);
std::vector<Target> parse_targets(const JsonReader& r);

const std::vector<std::pair<const char*, Op::Kind>> kOpNames = {
    {"bow", Op::Kind::Bow},
    {"straighten", Op::Kind::Straighten},
    {"destroy", Op::Kind::Destroy},
    {"dishonor", Op::Kind::Dishonor},
    {"gain_honor", Op::Kind::GainHonor},
    {"lose_honor", Op::Kind::LoseHonor},
    {"draw", Op::Kind::Draw},
    {"discard_from_hand", Op::Kind::DiscardFromHand},
    {"take_favor", Op::Kind::TakeFavor},
    {"move_to_current_battlefield", Op::Kind::MoveToCurrentBattlefield},
    {"move_home", Op::Kind::MoveHome},
    {"create_token", Op::Kind::CreateToken},
    {"return_to_deck_top", Op::Kind::ReturnToDeckTop},
    {"bring_top_dynasty_into_play", Op::Kind::BringTopDynastyIntoPlay},
    {"ranged_attack", Op::Kind::RangedAttack},
    {"discard_card", Op::Kind::DiscardCard},
    {"create_battlefield_and_assign", Op::Kind::CreateBattlefieldAndAssign},
    {"assign_chosen", Op::Kind::AssignChosen},
    {"attach_from_hand", Op::Kind::AttachFromHand},
    {"pay_gold", Op::Kind::PayGold},
    {"assign_defender", Op::Kind::AssignDefender},
    {"fight_battle_there", Op::Kind::FightBattleThere},
    {"show_top_dynasty", Op::Kind::ShowTopDynasty},
    {"put_self_into_play", Op::Kind::PutSelfIntoPlay},
    {"move_token", Op::Kind::MoveToken},
    {"bring_province_personalities_into_play", Op::Kind::BringProvincePersonalitiesIntoPlay},
    {"modify", Op::Kind::Modify},
    {"modify_group", Op::Kind::ModifyGroup},
    {"remove_keyword", Op::Kind::RemoveKeyword},
    {"prevent", Op::Kind::Prevent},
    {"may_not_assign", Op::Kind::MayNotAssign},
    {"skip_dynasty_phases", Op::Kind::SkipDynastyPhases},
    {"if", Op::Kind::If},
    {"may", Op::Kind::May},
    {"choose_to", Op::Kind::ChooseTo},
    {"if_chosen", Op::Kind::IfChosen},
    {"if_happened", Op::Kind::IfHappened},
    {"or", Op::Kind::Or},
    {"delayed", Op::Kind::Delayed},
    {"each_time", Op::Kind::EachTime},
    {"target", Op::Kind::Target},
    {"choose", Op::Kind::Choose},
    {"negate_trigger", Op::Kind::NegateTrigger},
    {"instead", Op::Kind::Instead},
    {"effects_of_action_do_not_happen", Op::Kind::EffectsOfActionDoNotHappen},
};

// "on": a fixed reference or a slot-named one ("target:t").
void check_reference(const JsonReader& r) {
  static const std::vector<std::string> fixed = {
      "self",     "bearer",         "trigger_card",     "shown",   "you",
      "opponent", "trigger_player", "this_battlefield", "affects", "all_until_your_next_turn"};
  const std::string on = r.str();
  bool ok = std::find(fixed.begin(), fixed.end(), on) != fixed.end();
  for (const char* prefix : {"target:", "unit:", "controller:target:"})
    ok = ok || (on.rfind(prefix, 0) == 0 && on.size() > std::string(prefix).size());
  if (!ok)
    r.fail(
        "a reference: self, bearer, trigger_card, you, opponent, trigger_player, this_battlefield, affects, "
        "all_until_your_next_turn, target:NAME, unit:NAME or controller:target:NAME (got \"" +
        on + "\")");
}

// The fields each kind of operation cannot do without.
void check_required(const JsonReader& r, const Op& op) {
  using K = Op::Kind;
  auto require = [&](bool ok, const char* what) {
    if (!ok) r.fail(what);
  };
  switch (op.kind) {
    case K::Modify: require(r.has("amount") && r.has("stat"), "\"amount\" and \"stat\" for \"modify\""); break;
    case K::ModifyGroup:
      require(r.has("affects") && r.has("amount"), "\"affects\" and \"amount\" for \"modify_group\"");
      break;
    case K::RemoveKeyword: require(!op.keyword.empty(), "a \"keyword\" for \"remove_keyword\""); break;
    case K::Prevent: require(r.has("prevent"), "a \"prevent\" object for \"prevent\""); break;
    case K::If: require(op.condition.has_value() && r.has("then"), "\"condition\" and \"then\" for \"if\""); break;
    case K::May:
    case K::ChooseTo:
    case K::IfChosen:
    case K::IfHappened:
    case K::Delayed:
    case K::EachTime: require(r.has("then"), "\"then\" for this operation"); break;
    case K::Instead:
      require(r.has("then") != r.has("replaces"), "either \"then\" or \"replaces\" for \"instead\"");
      break;
    case K::Or: require(op.options.size() >= 2, "at least two \"options\" for \"or\""); break;
    case K::Target:
    case K::Choose: require(!op.targets.empty(), "\"targets\" for this operation"); break;
    case K::CreateToken: require(!op.token.empty(), "a \"token\" for \"create_token\""); break;
    case K::GainHonor:
    case K::LoseHonor: require(r.has("amount") || r.has("amount_from"), "an \"amount\" for an Honor change"); break;
    case K::RangedAttack: require(r.has("amount"), "an \"amount\" (the X of Ranged X) for \"ranged_attack\""); break;
    default: break;
  }
}

Op parse_op(const JsonReader& r) {
  r.only({"op",
          "on",
          "stat",
          "amount",
          "amount_from",
          "keyword",
          "duration",
          "will_not_be_negated",
          "affects",
          "now_in_play",
          "prevent",
          "condition",
          "then",
          "options",
          "at",
          "token",
          "targets",
          "chooser",
          "consecutively",
          "replaces",
          "note"});
  Op op;
  op.kind = pick(r.at("op"), kOpNames);
  if (auto on = r.get("on")) {
    check_reference(*on);
    op.on = on->str();
  }
  if (auto st = r.get("stat")) op.stat = pick(*st, kStats);
  op.amount = r.int_or("amount", 0);
  if (auto af = r.get("amount_from")) {
    af->one_of({"its_force"});
    op.amount_from = af->str();
  }
  op.keyword = r.str_or("keyword", "");
  if (auto d = r.get("duration")) op.duration = parse_duration(*d);
  op.will_not_be_negated = r.bool_or("will_not_be_negated", false);
  if (auto a = r.get("affects")) op.affects = parse_selector(*a);
  op.now_in_play = r.bool_or("now_in_play", false);
  if (auto p = r.get("prevent")) op.prevent = parse_prevent(*p);
  if (auto c = r.get("condition")) op.condition = parse_condition(*c);
  if (auto t = r.get("then")) op.then = parse_ops(*t);
  if (auto rep = r.get("replaces")) {
    rep->one_of({"army_force"});
    op.replaces = rep->str();
  }
  if (auto o = r.get("options"))
    for (auto& option : o->items()) op.options.push_back(parse_ops(option));
  if (auto at = r.get("at"))
    op.at.kind = pick<TimePoint::Kind>(*at, {{"next_turn_begins", TimePoint::Kind::NextTurnBegins},
                                             {"next_attack_phase_begins", TimePoint::Kind::NextAttackPhaseBegins},
                                             {"personality_destroyed", TimePoint::Kind::PersonalityDestroyed},
                                             {"battle_ends", TimePoint::Kind::BattleEnds}});
  op.token = r.str_or("token", "");
  if (auto t = r.get("targets")) op.targets = parse_targets(*t);
  if (auto ch = r.get("chooser")) ch->one_of({"you", "target_controller"});
  op.player_choice = r.str_or("chooser", "you");
  op.consecutively = r.bool_or("consecutively", false);
  check_required(r, op);
  return op;
}

std::vector<Op> parse_ops(const JsonReader& r) {
  std::vector<Op> ops;
  for (auto& item : r.items()) ops.push_back(parse_op(item));
  return ops;
}

std::vector<Target> parse_targets(const JsonReader& r) {
  std::vector<Target> out;
  for (auto& t : r.items()) {
    t.only({"name", "filter", "choose"});
    Target target;
    target.name = t.str_or("name", "t");
    if (auto f = t.get("filter")) target.filter = parse_selector(*f);
    else target.filter.who = Selector::Who::Any;
    target.choose = t.bool_or("choose", false);
    out.push_back(target);
  }
  return out;
}

const std::vector<std::pair<const char*, Ability::Designator>> kDesignators = {
    {"limited", Ability::Designator::Limited},
    {"open", Ability::Designator::Open},
    {"battle", Ability::Designator::Battle},
    {"reaction", Ability::Designator::Reaction}};

// The closed sets of trigger events and trigger filters the engine knows.
const std::vector<std::string> kTriggers = {"before_destroy",        "after_destroyed",   "before_discard",
                                            "before_draw",           "before_lose_honor", "before_move",
                                            "after_chi_penalty",     "after_force_bonus", "after_action_announced",
                                            "after_action_resolves", "when_would_target"};
const std::vector<std::string> kFilters = {"self",
                                           "bearer",
                                           "you",
                                           "another_player",
                                           "your_personality",
                                           "your_personality_in_play",
                                           "from_another_player",
                                           "your_personality_from_another_player"};

// "trigger" and "trigger_filter" of an ability or a triggered trait.
void read_trigger(const JsonReader& r, std::string& trigger, std::string& filter) {
  if (auto t = r.get("trigger")) trigger = kTriggers[t->one_of(kTriggers)];
  if (auto f = r.get("trigger_filter")) filter = kFilters[f->one_of(kFilters)];
}

Ability parse_ability(const JsonReader& r) {
  r.only({"designator", "trigger", "trigger_filter", "costs", "targets", "effects"});
  Ability a;
  a.designator = pick(r.at("designator"), kDesignators);
  read_trigger(r, a.trigger, a.trigger_filter);
  if (a.designator == Ability::Designator::Reaction && a.trigger.empty()) r.fail("a \"trigger\" for a Reaction");
  if (auto c = r.get("costs")) a.costs = parse_ops(*c);
  if (auto t = r.get("targets")) a.targets = parse_targets(*t);
  a.effects = parse_ops(r.at("effects"));
  return a;
}

Trait parse_trait(const JsonReader& r) {
  r.only({"trait", "stat", "amount", "keyword", "affects", "condition", "prevent", "trigger", "trigger_filter",
          "effects"});
  Trait t;
  t.kind = pick<Trait::Kind>(r.at("trait"), {{"modify", Trait::Kind::Modify},
                                             {"grant_keyword", Trait::Kind::GrantKeyword},
                                             {"prevent", Trait::Kind::Prevent},
                                             {"cap", Trait::Kind::Cap},
                                             {"destroy_if_ever", Trait::Kind::DestroyIfEver},
                                             {"triggered", Trait::Kind::Triggered},
                                             {"grant_ability_effect", Trait::Kind::GrantAbilityEffect},
                                             {"enter_restriction", Trait::Kind::EnterRestriction}});
  if (auto st = r.get("stat")) t.stat = pick(*st, kStats);
  t.amount = r.int_or("amount", 0);
  t.keyword = r.str_or("keyword", "");
  t.affects.who = Selector::Who::Self;
  t.affects.type.reset();
  if (auto a = r.get("affects")) t.affects = parse_selector(*a);
  if (auto c = r.get("condition")) t.condition = parse_condition(*c);
  if (auto p = r.get("prevent")) t.prevent = parse_prevent(*p);
  read_trigger(r, t.trigger, t.trigger_filter);
  if (auto e = r.get("effects")) t.effects = parse_ops(*e);
  switch (t.kind) {
    case Trait::Kind::GrantKeyword:
      if (t.keyword.empty()) r.fail("a \"keyword\" for \"grant_keyword\"");
      break;
    case Trait::Kind::Prevent:
      if (!r.has("prevent")) r.fail("a \"prevent\" object for a \"prevent\" trait");
      break;
    case Trait::Kind::DestroyIfEver:
    case Trait::Kind::EnterRestriction:
      if (!t.condition) r.fail("a \"condition\" for this trait");
      break;
    case Trait::Kind::Triggered:
      if (t.trigger.empty() || t.effects.empty()) r.fail("\"trigger\" and \"effects\" for a triggered trait");
      break;
    case Trait::Kind::GrantAbilityEffect:
      if (t.effects.empty()) r.fail("\"effects\" for \"grant_ability_effect\"");
      break;
    default: break;
  }
  return t;
}

CardDef parse_card(const JsonReader& r) {
  r.only({"name", "type", "text", "force", "chi", "personal_honor", "focus", "keywords", "traits", "abilities"});
  CardDef d;
  d.name = r.at("name").str();
  if (d.name.rfind("EX ", 0) != 0) r.at("name").fail("an example card name starting \"EX \" (got \"" + d.name + "\")");
  d.type = pick(r.at("type"), kTypes);
  d.text = r.str_or("text", "");
  d.force = r.int_or("force", 0);
  d.has_chi = r.has("chi");
  d.chi = r.int_or("chi", 0);
  d.personal_honor = r.int_or("personal_honor", 0);
  d.focus = r.int_or("focus", 0);
  if (d.type == CardType::Personality && !d.has_chi) r.fail("a \"chi\" for a Personality");
  if (auto k = r.get("keywords")) d.keywords = k->strings();
  if (auto ts = r.get("traits"))
    for (auto& t : ts->items()) d.traits.push_back(parse_trait(t));
  if (auto as = r.get("abilities"))
    for (auto& a : as->items()) d.abilities.push_back(parse_ability(a));
  return d;
}

}  // namespace

CardLibrary CardLibrary::parse(const json& j, const std::string& file) {
  JsonReader root(j, file);
  CardLibrary lib;
  for (auto& c : root.at("cards").items()) {
    CardDef d = parse_card(c);
    if (lib.defs_.count(d.name)) c.at("name").fail("a card name not used before (\"" + d.name + "\" is taken)");
    lib.defs_[d.name] = std::move(d);
  }
  return lib;
}

CardLibrary CardLibrary::load(const std::string& path) { return parse(kernel::read_json_file(path), path); }

const CardDef& CardLibrary::get(const std::string& name) const {
  auto it = defs_.find(name);
  if (it == defs_.end()) throw std::runtime_error("unknown L5R card \"" + name + "\" (not in data/l5r/cards.json)");
  return it->second;
}

std::string to_string(CardType t) {
  for (auto& [n, e] : kTypes)
    if (e == t) return n;
  return "?";
}
std::string to_string(Stat s) {
  for (auto& [n, e] : kStats)
    if (e == s) return n;
  return "?";
}
std::string to_string(Op::Kind k) {
  for (auto& [n, e] : kOpNames)
    if (e == k) return n;
  return "?";
}

}  // namespace arbiter::l5r
