#include "games/l5r/cards.h"

#include <algorithm>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "kernel/json_reader.h"

namespace arbiter::l5r {
namespace {

using nlohmann::json;

// Carries the file name and JSON path so every error says where and what was expected.
struct Ctx {
  std::string file;
  std::string path;
  Ctx at(const std::string& key) const { return {file, path + "/" + key}; }
  Ctx at(size_t i) const { return {file, path + "/" + std::to_string(i)}; }
  [[noreturn]] void fail(const std::string& what) const {
    throw std::runtime_error(file + ": " + (path.empty() ? "/" : path) + ": " + what);
  }
};

template <class E>
E pick(const Ctx& c, const json& j, const std::vector<std::pair<const char*, E>>& names) {
  if (!j.is_string()) c.fail("expected a string");
  std::string s = j.get<std::string>();
  std::string known;
  for (auto& [n, e] : names) {
    if (s == n) return e;
    known += (known.empty() ? "" : ", ") + std::string(n);
  }
  c.fail("unknown value \"" + s + "\" (expected one of: " + known + ")");
}

const json& need(const Ctx& c, const json& j, const char* key) {
  if (!j.is_object()) c.fail("expected an object");
  if (!j.contains(key)) c.fail(std::string("missing required field \"") + key + "\"");
  return j.at(key);
}

int get_int(const Ctx& c, const json& j, const char* key, int dflt) {
  if (!j.contains(key)) return dflt;
  if (!j.at(key).is_number_integer()) c.at(key).fail("expected an integer");
  return j.at(key).get<int>();
}

std::string get_str(const Ctx& c, const json& j, const char* key, const std::string& dflt) {
  if (!j.contains(key)) return dflt;
  if (!j.at(key).is_string()) c.at(key).fail("expected a string");
  return j.at(key).get<std::string>();
}

bool get_bool(const Ctx& c, const json& j, const char* key, bool dflt) {
  if (!j.contains(key)) return dflt;
  if (!j.at(key).is_boolean()) c.at(key).fail("expected true or false");
  return j.at(key).get<bool>();
}

void only_keys(const Ctx& c, const json& j, std::initializer_list<const char*> keys) {
  for (auto it = j.begin(); it != j.end(); ++it) {
    bool ok = false;
    for (auto k : keys) ok = ok || it.key() == k;
    if (!ok) c.at(it.key()).fail("unknown field");
  }
}

const std::vector<std::pair<const char*, CardType>> kTypes = {
    {"personality", CardType::Personality}, {"follower", CardType::Follower},
    {"item", CardType::Item},               {"holding", CardType::Holding},
    {"strategy", CardType::Strategy},       {"token", CardType::Token}};
const std::vector<std::pair<const char*, Stat>> kStats = {
    {"force", Stat::Force}, {"chi", Stat::Chi}, {"personal_honor", Stat::PersonalHonor},
    {"focus", Stat::Focus}};

Condition parse_condition(const Ctx& c, const json& j) {
  Condition cond;
  only_keys(c, j, {"is", "subject", "keyword", "value", "type"});
  cond.kind = pick<Condition::Kind>(c.at("is"), need(c, j, "is"),
                                    {{"always", Condition::Kind::Always},
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
                                     {"controls_a_personality", Condition::Kind::ControlsAPersonality}});
  cond.subject = get_str(c, j, "subject", "it");
  cond.keyword = get_str(c, j, "keyword", "");
  cond.value = get_int(c, j, "value", 0);
  if (j.contains("type")) cond.type = pick(c.at("type"), j.at("type"), kTypes);
  if (cond.kind == Condition::Kind::HasKeyword && cond.keyword.empty())
    c.fail("\"has_keyword\" needs a \"keyword\"");
  return cond;
}

Selector parse_selector(const Ctx& c, const json& j) {
  Selector s;
  if (j.is_string()) {  // shorthand: "self", "bearer"
    s.who = pick<Selector::Who>(c, j, {{"self", Selector::Who::Self}, {"bearer", Selector::Who::Bearer}});
    s.type.reset();
    return s;
  }
  only_keys(c, j, {"who", "type", "keywords", "condition", "in_and_out_of_play"});
  s.who = pick<Selector::Who>(c.at("who"), need(c, j, "who"),
                              {{"self", Selector::Who::Self},
                               {"bearer", Selector::Who::Bearer},
                               {"yours", Selector::Who::Yours},
                               {"any", Selector::Who::Any},
                               {"enemy", Selector::Who::Enemy},
                               {"this_army", Selector::Who::ThisArmy},
                               {"at_source_battlefield", Selector::Who::AtSourceBattlefield}});
  if (j.contains("type")) {
    if (j.at("type").is_null()) s.type.reset();
    else s.type = pick(c.at("type"), j.at("type"), kTypes);
  }
  if (j.contains("keywords")) {
    if (!j.at("keywords").is_array()) c.at("keywords").fail("expected an array of strings");
    for (size_t i = 0; i < j.at("keywords").size(); ++i) {
      if (!j.at("keywords")[i].is_string()) c.at("keywords").at(i).fail("expected a string");
      s.keywords.push_back(j.at("keywords")[i].get<std::string>());
    }
  }
  if (j.contains("condition")) s.condition = parse_condition(c.at("condition"), j.at("condition"));
  s.in_and_out_of_play = get_bool(c, j, "in_and_out_of_play", false);
  return s;
}

Duration parse_duration(const Ctx& c, const json& j) {
  Duration d;
  if (j.is_string()) {
    d.kind = pick<Duration::Kind>(c, j,
                                  {{"end_of_turn", Duration::Kind::EndOfTurn},
                                   {"permanent", Duration::Kind::Permanent},
                                   {"end_of_game", Duration::Kind::EndOfGame},
                                   {"while_source_in_play", Duration::Kind::WhileSourceInPlay}});
    return d;
  }
  only_keys(c, j, {"while", "while_remains"});
  if (j.contains("while")) {
    d.kind = Duration::Kind::While;
    d.condition = parse_condition(c.at("while"), j.at("while"));
  } else if (j.contains("while_remains")) {
    d.kind = Duration::Kind::WhileRemains;
    d.condition = parse_condition(c.at("while_remains"), j.at("while_remains"));
  } else {
    c.fail("expected \"end_of_turn\", \"permanent\", \"end_of_game\", {\"while\": …} or {\"while_remains\": …}");
  }
  return d;
}

PreventSpec parse_prevent(const Ctx& c, const json& j) {
  PreventSpec p;
  p.what = pick<PreventSpec::What>(c.at("what"), need(c, j, "what"),
                                   {{"bow", PreventSpec::What::Bow},
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
  if (j.contains("mode"))
    p.mode = pick<PreventSpec::Mode>(c.at("mode"), j.at("mode"),
                                     {{"all", PreventSpec::Mode::All},
                                      {"current", PreventSpec::Mode::Current},
                                      {"new", PreventSpec::Mode::New}});
  p.negation = get_bool(c, j, "negation", false);
  if (j.contains("from"))
    p.from = pick<PreventSpec::From>(c.at("from"), j.at("from"),
                                     {{"any", PreventSpec::From::Any},
                                      {"other_players_cards", PreventSpec::From::OtherPlayersCards},
                                      {"actions", PreventSpec::From::Actions}});
  if (j.contains("affects")) p.affects = parse_selector(c.at("affects"), j.at("affects"));
  p.player = get_str(c, j, "player", "");
  p.destination = get_str(c, j, "destination", "");
  return p;
}

std::vector<Op> parse_ops(const Ctx& c, const json& j);
std::vector<Target> parse_targets(const Ctx& c, const json& j);

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
    {"redirect_target", Op::Kind::RedirectTarget},
    {"modify", Op::Kind::Modify},
    {"modify_group", Op::Kind::ModifyGroup},
    {"remove_keyword", Op::Kind::RemoveKeyword},
    {"prevent", Op::Kind::Prevent},
    {"may_not_assign", Op::Kind::MayNotAssign},
    {"skip_dynasty_phases", Op::Kind::SkipDynastyPhases},
    {"redirect_force", Op::Kind::RedirectForce},
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

Op parse_op(const Ctx& c, const json& j) {
  if (!j.is_object()) c.fail("expected an operation object with an \"op\" field");
  only_keys(c, j, {"op", "on", "stat", "amount", "amount_from", "keyword", "duration",
                   "will_not_be_negated", "affects", "now_in_play", "prevent", "condition", "then",
                   "options", "at", "token", "targets", "chooser", "consecutively",
                   "note"});
  Op op;
  op.kind = pick(c.at("op"), need(c, j, "op"), kOpNames);
  op.on = get_str(c, j, "on", op.on);
  if (j.contains("on")) {
    static const std::vector<std::string> fixed = {"self", "bearer", "trigger_card", "shown", "you", "opponent", "trigger_player",
                                                   "this_battlefield", "affects", "all_until_your_next_turn"};
    bool ok = std::find(fixed.begin(), fixed.end(), op.on) != fixed.end();
    for (const char* prefix : {"target:", "unit:", "controller:target:"})
      ok = ok || (op.on.rfind(prefix, 0) == 0 && op.on.size() > std::string(prefix).size());
    if (!ok) c.at("on").fail("unknown reference \"" + op.on + "\" (expected self, bearer, trigger_card, you, opponent, "
                             "trigger_player, this_battlefield, affects, all_until_your_next_turn, target:NAME, unit:NAME "
                             "or controller:target:NAME)");
  }
  if (j.contains("stat")) op.stat = pick(c.at("stat"), j.at("stat"), kStats);
  op.amount = get_int(c, j, "amount", 0);
  op.amount_from = get_str(c, j, "amount_from", "");
  if (!op.amount_from.empty() && op.amount_from != "its_force")
    c.at("amount_from").fail("expected \"its_force\"");
  op.keyword = get_str(c, j, "keyword", "");
  if (j.contains("duration")) op.duration = parse_duration(c.at("duration"), j.at("duration"));
  op.will_not_be_negated = get_bool(c, j, "will_not_be_negated", false);
  if (j.contains("affects")) op.affects = parse_selector(c.at("affects"), j.at("affects"));
  op.now_in_play = get_bool(c, j, "now_in_play", false);
  if (j.contains("prevent")) op.prevent = parse_prevent(c.at("prevent"), j.at("prevent"));
  if (j.contains("condition")) op.condition = parse_condition(c.at("condition"), j.at("condition"));
  if (j.contains("then")) op.then = parse_ops(c.at("then"), j.at("then"));
  if (j.contains("options")) {
    if (!j.at("options").is_array()) c.at("options").fail("expected an array of operation lists");
    for (size_t i = 0; i < j.at("options").size(); ++i)
      op.options.push_back(parse_ops(c.at("options").at(i), j.at("options")[i]));
  }
  if (j.contains("at"))
    op.at.kind = pick<TimePoint::Kind>(c.at("at"), j.at("at"),
                                       {{"next_turn_begins", TimePoint::Kind::NextTurnBegins},
                                        {"next_attack_phase_begins", TimePoint::Kind::NextAttackPhaseBegins},
                                        {"personality_destroyed", TimePoint::Kind::PersonalityDestroyed},
                                        {"battle_ends", TimePoint::Kind::BattleEnds}});
  op.token = get_str(c, j, "token", "");
  if (j.contains("targets")) op.targets = parse_targets(c.at("targets"), j.at("targets"));
  op.player_choice = get_str(c, j, "chooser", "you");
  op.consecutively = get_bool(c, j, "consecutively", false);

  using K = Op::Kind;
  auto require = [&](bool ok, const char* what) { if (!ok) c.fail(what); };
  switch (op.kind) {
    case K::Modify:
      require(j.contains("amount"), "\"modify\" needs \"amount\"");
      require(j.contains("stat"), "\"modify\" needs \"stat\"");
      break;
    case K::ModifyGroup:
      require(j.contains("affects") && j.contains("amount"), "\"modify_group\" needs \"affects\" and \"amount\"");
      break;
    case K::RemoveKeyword:
      require(!op.keyword.empty(), "\"remove_keyword\" needs \"keyword\"");
      break;
    case K::Prevent:
      require(j.contains("prevent"), "\"prevent\" needs a \"prevent\" object");
      break;
    case K::If:
      require(op.condition.has_value() && j.contains("then"), "\"if\" needs \"condition\" and \"then\"");
      break;
    case K::May: case K::ChooseTo: case K::IfChosen: case K::IfHappened: case K::Delayed:
    case K::EachTime: case K::Instead:
      require(j.contains("then"), "this operation needs \"then\"");
      break;
    case K::Or:
      require(op.options.size() >= 2, "\"or\" needs at least two \"options\"");
      break;
    case K::Target: case K::Choose:
      require(!op.targets.empty(), "this operation needs \"targets\"");
      break;
    case K::CreateToken:
      require(!op.token.empty(), "\"create_token\" needs \"token\"");
      break;
    case K::GainHonor: case K::LoseHonor:
      require(j.contains("amount") || j.contains("amount_from"), "Honor changes need \"amount\"");
      break;
    case K::RangedAttack:
      require(j.contains("amount"), "\"ranged_attack\" needs \"amount\" (the X of Ranged X)");
      break;
    default:
      break;
  }
  return op;
}

std::vector<Op> parse_ops(const Ctx& c, const json& j) {
  if (!j.is_array()) c.fail("expected an array of operations");
  std::vector<Op> ops;
  for (size_t i = 0; i < j.size(); ++i) ops.push_back(parse_op(c.at(i), j[i]));
  return ops;
}

std::vector<Target> parse_targets(const Ctx& c, const json& j) {
  if (!j.is_array()) c.fail("expected an array of targets");
  std::vector<Target> out;
  for (size_t i = 0; i < j.size(); ++i) {
    Ctx ci = c.at(i);
    const json& t = j[i];
    only_keys(ci, t, {"name", "filter", "choose"});
    Target target;
    target.name = get_str(ci, t, "name", "t");
    if (t.contains("filter")) target.filter = parse_selector(ci.at("filter"), t.at("filter"));
    else { target.filter.who = Selector::Who::Any; }
    target.choose = get_bool(ci, t, "choose", false);
    out.push_back(target);
  }
  return out;
}

const std::vector<std::pair<const char*, Ability::Designator>> kDesignators = {
    {"limited", Ability::Designator::Limited}, {"open", Ability::Designator::Open},
    {"battle", Ability::Designator::Battle},   {"reaction", Ability::Designator::Reaction}};

// The closed sets of trigger events and trigger filters the engine knows.
const std::vector<std::string> kTriggers = {
    "before_destroy", "after_destroyed", "before_discard", "before_draw", "before_lose_honor", "before_move",
    "after_chi_penalty", "after_force_bonus", "after_action_announced", "after_action_resolves", "when_would_target"};
const std::vector<std::string> kFilters = {
    "", "self", "bearer", "you", "another_player", "your_personality", "your_personality_in_play",
    "from_another_player", "your_personality_from_another_player"};

void check_trigger(const Ctx& c, const json& j, const std::string& trigger, const std::string& filter) {
  auto known = [](const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
  };
  auto list = [](const std::vector<std::string>& v) {
    std::string s;
    for (auto& x : v) s += (s.empty() ? "" : ", ") + (x.empty() ? std::string("\"\"") : x);
    return s;
  };
  if (!trigger.empty() && !known(kTriggers, trigger))
    c.at("trigger").fail("unknown trigger \"" + trigger + "\" (expected one of: " + list(kTriggers) + ")");
  if (!known(kFilters, filter))
    c.at("trigger_filter").fail("unknown trigger filter \"" + filter + "\" (expected one of: " + list(kFilters) + ")");
  (void)j;
}

Ability parse_ability(const Ctx& c, const json& j) {
  only_keys(c, j, {"designator", "trigger", "trigger_filter", "costs", "targets", "effects"});
  Ability a;
  a.designator = pick(c.at("designator"), need(c, j, "designator"), kDesignators);
  a.trigger = get_str(c, j, "trigger", "");
  a.trigger_filter = get_str(c, j, "trigger_filter", "");
  if (a.designator == Ability::Designator::Reaction && a.trigger.empty())
    c.fail("a Reaction needs a \"trigger\"");
  check_trigger(c, j, a.trigger, a.trigger_filter);
  if (j.contains("costs")) a.costs = parse_ops(c.at("costs"), j.at("costs"));
  if (j.contains("targets")) a.targets = parse_targets(c.at("targets"), j.at("targets"));
  a.effects = parse_ops(c.at("effects"), need(c, j, "effects"));
  return a;
}

Trait parse_trait(const Ctx& c, const json& j) {
  only_keys(c, j, {"trait", "stat", "amount", "keyword", "affects", "condition", "prevent",
                   "trigger", "trigger_filter", "effects"});
  Trait t;
  t.kind = pick<Trait::Kind>(c.at("trait"), need(c, j, "trait"),
                             {{"modify", Trait::Kind::Modify},
                              {"grant_keyword", Trait::Kind::GrantKeyword},
                              {"prevent", Trait::Kind::Prevent},
                              {"cap", Trait::Kind::Cap},
                              {"destroy_if_ever", Trait::Kind::DestroyIfEver},
                              {"triggered", Trait::Kind::Triggered},
                              {"grant_ability_effect", Trait::Kind::GrantAbilityEffect},
                              {"enter_restriction", Trait::Kind::EnterRestriction}});
  if (j.contains("stat")) t.stat = pick(c.at("stat"), j.at("stat"), kStats);
  t.amount = get_int(c, j, "amount", 0);
  t.keyword = get_str(c, j, "keyword", "");
  t.affects.who = Selector::Who::Self;
  t.affects.type.reset();
  if (j.contains("affects")) t.affects = parse_selector(c.at("affects"), j.at("affects"));
  if (j.contains("condition")) t.condition = parse_condition(c.at("condition"), j.at("condition"));
  if (j.contains("prevent")) t.prevent = parse_prevent(c.at("prevent"), j.at("prevent"));
  t.trigger = get_str(c, j, "trigger", "");
  t.trigger_filter = get_str(c, j, "trigger_filter", "");
  if (j.contains("effects")) t.effects = parse_ops(c.at("effects"), j.at("effects"));
  check_trigger(c, j, t.trigger, t.trigger_filter);
  switch (t.kind) {
    case Trait::Kind::GrantKeyword:
      if (t.keyword.empty()) c.fail("\"grant_keyword\" needs \"keyword\"");
      break;
    case Trait::Kind::Prevent:
      if (!j.contains("prevent")) c.fail("a \"prevent\" trait needs a \"prevent\" object");
      break;
    case Trait::Kind::DestroyIfEver:
    case Trait::Kind::EnterRestriction:
      if (!t.condition) c.fail("this trait needs a \"condition\"");
      break;
    case Trait::Kind::Triggered:
      if (t.trigger.empty() || t.effects.empty()) c.fail("a triggered trait needs \"trigger\" and \"effects\"");
      break;
    case Trait::Kind::GrantAbilityEffect:
      if (t.effects.empty()) c.fail("\"grant_ability_effect\" needs \"effects\"");
      break;
    default:
      break;
  }
  return t;
}

}  // namespace

CardLibrary CardLibrary::parse(const json& j, const std::string& file) {
  Ctx root{file, ""};
  const json& cards = need(root, j, "cards");
  if (!cards.is_array()) root.at("cards").fail("expected an array of cards");
  CardLibrary lib;
  for (size_t i = 0; i < cards.size(); ++i) {
    Ctx c = root.at("cards").at(i);
    const json& cj = cards[i];
    only_keys(c, cj, {"name", "type", "text", "force", "chi", "personal_honor", "focus",
                      "keywords", "traits", "abilities"});
    CardDef d;
    d.name = get_str(c, cj, "name", "");
    if (d.name.rfind("EX ", 0) != 0) c.at("name").fail("example cards must be named \"EX …\"");
    d.type = pick(c.at("type"), need(c, cj, "type"), kTypes);
    d.text = get_str(c, cj, "text", "");
    d.force = get_int(c, cj, "force", 0);
    d.has_chi = cj.contains("chi");
    d.chi = get_int(c, cj, "chi", 0);
    d.personal_honor = get_int(c, cj, "personal_honor", 0);
    d.focus = get_int(c, cj, "focus", 0);
    if (d.type == CardType::Personality && !d.has_chi) c.fail("a Personality needs \"chi\"");
    if (cj.contains("keywords")) {
      const json& k = cj.at("keywords");
      if (!k.is_array()) c.at("keywords").fail("expected an array of strings");
      for (size_t n = 0; n < k.size(); ++n) {
        if (!k[n].is_string()) c.at("keywords").at(n).fail("expected a string");
        d.keywords.push_back(k[n].get<std::string>());
      }
    }
    if (cj.contains("traits")) {
      if (!cj.at("traits").is_array()) c.at("traits").fail("expected an array");
      for (size_t n = 0; n < cj.at("traits").size(); ++n)
        d.traits.push_back(parse_trait(c.at("traits").at(n), cj.at("traits")[n]));
    }
    if (cj.contains("abilities")) {
      if (!cj.at("abilities").is_array()) c.at("abilities").fail("expected an array");
      for (size_t n = 0; n < cj.at("abilities").size(); ++n)
        d.abilities.push_back(parse_ability(c.at("abilities").at(n), cj.at("abilities")[n]));
    }
    if (lib.defs_.count(d.name)) c.at("name").fail("duplicate card name \"" + d.name + "\"");
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
  for (auto& [n, e] : kTypes) if (e == t) return n;
  return "?";
}
std::string to_string(Stat s) {
  for (auto& [n, e] : kStats) if (e == s) return n;
  return "?";
}
std::string to_string(Op::Kind k) {
  for (auto& [n, e] : kOpNames) if (e == k) return n;
  return "?";
}

}  // namespace arbiter::l5r
