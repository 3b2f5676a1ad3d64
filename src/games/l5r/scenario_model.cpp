#include "games/l5r/scenario_model.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <optional>

#include "games/l5r/board.h"
#include "games/l5r/engine.h"
#include "games/l5r/invariants.h"
#include "games/l5r/scenario_expect.h"
#include "kernel/choices.h"
#include "kernel/errors.h"
#include "kernel/json_reader.h"

namespace arbiter::l5r {
namespace {

namespace fs = std::filesystem;
using kernel::JsonReader;
using nlohmann::json;

// The library given as text (the browser has no files) and, once a scenario needed it, parsed.
struct TextLibrary {
  std::string cards;
  std::optional<CardLibrary> parsed;
};
std::optional<TextLibrary>& text_library() {
  static std::optional<TextLibrary> lib;
  return lib;
}

std::optional<fs::path> find_cards_json(const std::string& scenario_file) {
  std::vector<fs::path> tries;
  if (const char* env = std::getenv("ARBITER_DATA")) tries.push_back(fs::path(env) / "l5r" / "cards.json");
  fs::path p = fs::path(scenario_file).parent_path();
  for (int i = 0; i < 4 && !p.empty(); ++i, p = p.parent_path()) {
    tries.push_back(p / "l5r" / "cards.json");
    tries.push_back(p / "data" / "l5r" / "cards.json");
  }
  for (fs::path q = fs::current_path(); !q.empty(); q = q.parent_path()) {
    tries.push_back(q / "data" / "l5r" / "cards.json");
    if (q == q.root_path()) break;
  }
  std::error_code ec;
  for (auto& t : tries)
    if (fs::is_regular_file(t, ec)) return t;
  return std::nullopt;
}

// A step of the scenario, checked when the file is loaded (before anything runs).
struct Step {
  std::string kind;  // play | assign | fight | advance | bring_into_play | check
  std::string title;
  PlayRequest play;
  std::string card, to;
  Side side = Side::Attack;
  int turn = 0;
  Phase phase = Phase::Action;
  std::string refused;
  std::optional<Expectations> expect;
};

std::string describe(const Step& s) {
  if (!s.title.empty()) return s.title;
  if (s.kind == "play") return s.play.player + " plays " + s.play.card;
  if (s.kind == "assign") return s.card + " is assigned to " + s.to;
  if (s.kind == "fight") return "battle at " + s.to;
  if (s.kind == "advance") return "advance to turn " + std::to_string(s.turn) + ", " + to_string(s.phase) + " phase";
  if (s.kind == "bring_into_play") return s.card + " enters play";
  return "check";
}

std::vector<Step> load_steps(const JsonReader& steps, const BoardNames& names) {
  std::vector<Step> out;
  for (auto& sr : steps.items()) {
    Step st;
    const std::vector<std::string> kinds{"play",    "assign",          "fight", "end_battle",
                                         "advance", "bring_into_play", "check"};
    st.kind = kinds[sr.at("do").one_of(kinds)];
    st.title = sr.str_or("title", "");
    st.refused = sr.str_or("refused", "");
    if (st.kind == "play") {
      sr.only({"do", "title", "by", "card", "ability", "targets", "attach_to", "refused", "expect"});
      names.player(sr.at("by"));
      st.play.player = sr.at("by").str();
      names.card(sr.at("card"));
      st.play.card = sr.at("card").str();
      st.play.ability = sr.int_or("ability", 0);
      if (auto a = sr.get("attach_to")) names.card(*a);
      st.play.attach_to = sr.str_or("attach_to", "");
      if (auto t = sr.get("targets"))
        for (auto& [slot, v] : t->members()) {
          names.card(v);
          st.play.targets[slot] = v.str();
        }
    } else if (st.kind == "assign") {
      sr.only({"do", "title", "card", "to", "side", "refused", "expect"});
      names.card(sr.at("card"));
      st.card = sr.at("card").str();
      names.battlefield(sr.at("to"));
      st.to = sr.at("to").str();
      st.side = sr.at("side").one_of({"attack", "defend"}) == 0 ? Side::Attack : Side::Defend;
    } else if (st.kind == "fight") {
      sr.only({"do", "title", "battlefield", "expect"});
      names.battlefield(sr.at("battlefield"));
      st.to = sr.at("battlefield").str();
    } else if (st.kind == "end_battle") {
      sr.only({"do", "title", "expect"});
    } else if (st.kind == "advance") {
      sr.only({"do", "title", "turn", "phase", "expect"});
      st.turn = sr.at("turn").integer(1, SetupLimits::kMaxTurn);
      st.phase = static_cast<Phase>(sr.at("phase").one_of({"action", "attack", "dynasty", "end"}));
    } else if (st.kind == "bring_into_play") {
      sr.only({"do", "title", "card", "refused", "expect"});
      names.card(sr.at("card"));
      st.card = sr.at("card").str();
    } else {
      sr.only({"do", "title", "expect"});
    }
    if (auto e = sr.get("expect")) st.expect.emplace(*e, names);
    out.push_back(st);
  }
  return out;
}

std::vector<kernel::ScriptedChoice> load_choices(const std::optional<JsonReader>& cr) {
  std::vector<kernel::ScriptedChoice> out;
  if (!cr) return out;
  for (auto& c : cr->items()) {
    c.only({"kind", "context", "pick", "note"});
    kernel::ScriptedChoice s;
    s.kind = c.at("kind").str();
    s.context = c.str_or("context", "");
    auto pick = c.at("pick");
    s.pick = pick.is_string() ? std::vector<std::string>{pick.str()} : pick.strings();
    s.where = c.file() + ":" + c.path();
    out.push_back(s);
  }
  return out;
}

// Runs one scenario step on the engine; the engine reports each moment to its observer.
void run_step(Engine& eng, const Step& st) {
  if (st.kind == "play") eng.play(st.play);
  else if (st.kind == "assign") eng.assign(st.card, st.to, st.side);
  else if (st.kind == "fight") eng.fight(st.to);
  else if (st.kind == "end_battle") eng.end_battle();
  else if (st.kind == "bring_into_play") eng.bring_into_play(st.card);
  else if (st.kind == "advance") {
    int guard = 0;
    while ((eng.state().turn != st.turn || eng.state().phase != st.phase) && ++guard < 100) {
      if (eng.state().turn > st.turn) throw IllegalAction("cannot go back to turn " + std::to_string(st.turn));
      eng.advance();
    }
  } else {
    eng.settle();
  }
}

class L5rScenarioModel : public kernel::GameModel {
 public:
  std::string game() const override { return "l5r-celestial"; }

  kernel::SetupControls setup_controls(const json& scenario, const json& first_board) const override {
    return l5r::setup_controls(scenario, first_board);
  }

  void prepare(const std::string& file) const override { library_for(file); }
  std::unique_ptr<kernel::ScenarioRun> start(const json& doc, const std::string& file) const override;
};

// A scenario's run, one step per advance(): the board, steps, expectations and scripted choices
// are read at start and the set-up snapshot made; each advance runs one step.
class L5rRun : public kernel::ScenarioRun {
 public:
  L5rRun(const JsonReader& root, const CardLibrary& lib)
      : start_(load_board(root.at("board"), lib)),
        names_(start_),
        steps_(load_steps(root.at("steps"), names_)),
        final_expect_(read_final_expect(root, steps_, names_)),
        eng_(start_, lib, choices_) {
    choices_.script(load_choices(root.get("choices")));
    eng_.observe([this](std::vector<std::string> lines) { snap(std::move(lines)); });
    std::vector<std::string> setup{"Set-up: turn " + std::to_string(start_.turn) + ", " + start_.active_player() +
                                   "'s " + to_string(start_.phase) + " phase" +
                                   (start_.current_battle.empty() ? "" : ", battle at " + start_.current_battle) + "."};
    std::string board_words = describe(eng_.state(), lib);
    for (size_t at = 0, next; at <= board_words.size(); at = next + 1) {
      next = std::min(board_words.find('\n', at), board_words.size());
      setup.push_back(board_words.substr(at, next - at));
    }
    snap(setup);
  }

  bool advance() override {
    if (ended_) return false;
    if (next_ == steps_.size() || !run_one(next_++)) finish();
    return !ended_;
  }

 private:
  static Expectations read_final_expect(const JsonReader& root, const std::vector<Step>& steps,
                                        const BoardNames& names) {
    if (steps.empty()) root.at("steps").fail("at least one step");
    if (!root.has("expect")) root.fail("a member \"expect\" (what the demonstration proves)");
    return Expectations(root.at("expect"), names);
  }

  // A snapshot of the board now, headed by the step's title when it is the step's first.
  void snap(std::vector<std::string> lines) {
    kernel::Trace& t = trace_;
    kernel::Snapshot sn;
    sn.index = static_cast<int>(t.steps.size());
    if (!title_.empty()) lines.insert(lines.begin(), title_);
    title_.clear();
    for (size_t i = 0; i < lines.size(); ++i) sn.log += (i == 0 ? "" : "\n    ") + lines[i];
    sn.board = board_json(eng_);
    sn.tree = kernel::tree_nodes(eng_.tree());
    // the board before this snapshot: the last snapshot's (the set-up's own for the first)
    const json& prev = t.steps.empty() ? sn.board : t.steps.back().board;
    sn.changed = kernel::changed_ids(prev.at("personalities"), sn.board["personalities"]);
    t.steps.push_back(std::move(sn));
  }

  // Runs step i; false when the run stops there.
  bool run_one(size_t i) {
    kernel::Trace& t = trace_;
    const Step& st = steps_[i];
    std::string label = "step " + std::to_string(i + 1) + " (" + describe(st) + ")";
    std::string refusal;
    title_ = describe(st);
    const size_t first = t.steps.size();
    try {
      run_step(eng_, st);
      eng_.flush();
    } catch (const IllegalAction& ex) {
      refusal = ex.what();
    } catch (const kernel::RuleError& ex) {
      refusal = ex.what();
    } catch (const std::logic_error& ex) {
      title_ = describe(st) + " — stopped: " + ex.what();
      snap(eng_.take_untold());
      t.error = label + ": engine invariant broken: " + ex.what();
      t.invariant_broken = true;
      return false;
    }
    if (!refusal.empty()) {
      // What was said before the rules refused it belongs to the refused step.
      title_ = describe(st) + " — refused: " + refusal;
      snap(eng_.take_untold());
    } else if (t.steps.size() == first) {
      snap({});
    }
    if (!st.refused.empty()) {
      bool ok = !refusal.empty() && refusal.find(st.refused) != std::string::npos;
      t.expectations.push_back(
          {label + ": the rules refuse it (\"" + st.refused + "\")", ok, refusal.empty() ? "it was allowed" : refusal});
    } else if (!refusal.empty()) {
      t.error = label + ": " + refusal;
      return false;
    }
    if (st.expect) st.expect->check(eng_, "after " + label + ": ", t.expectations);
    return true;
  }

  void finish() {
    ended_ = true;
    kernel::Trace& t = trace_;
    if (t.error.empty()) {
      final_expect_.check(eng_, "at the end: ", t.expectations);
      for (auto* u : choices_.unused())
        t.expectations.push_back({"scripted choice " + u->where + " (" + u->kind + " " + u->context + ") was used",
                                  false, "no such choice point came up"});
    }
    t.passed = t.error.empty() && !t.expectations.empty();
    for (auto& e : t.expectations) t.passed = t.passed && e.passed;
  }

  GameState start_;
  BoardNames names_;
  std::vector<Step> steps_;
  Expectations final_expect_;
  kernel::Choices choices_;
  Engine eng_;
  std::string title_;  // heads the first snapshot of a step
  size_t next_ = 0;
  bool ended_ = false;
};

std::unique_ptr<kernel::ScenarioRun> L5rScenarioModel::start(const json& doc, const std::string& file) const {
  JsonReader root(doc, file);
  root.only(
      {"id", "game", "title", "watch", "demonstrates", "board", "steps", "choices", "expect", "notes", "$comment"});
  return std::make_unique<L5rRun>(root, library_for(file));
}

// The search is a stat per candidate path: a find is remembered per scenario folder and setting.
std::optional<fs::path> cards_json_for(const std::string& scenario_file) {
  static std::map<std::string, fs::path> found;
  const char* env = std::getenv("ARBITER_DATA");
  const std::string key = std::string(env ? env : "") + '\n' + fs::path(scenario_file).parent_path().string();
  if (auto it = found.find(key); it != found.end()) return it->second;
  auto path = find_cards_json(scenario_file);
  if (path) found.emplace(key, *path);
  return path;
}

}  // namespace

// A Personality at 0 Chi or less is destroyed as soon as it is (the Chi death rule), so it cannot
// start a demonstration in play: its log would blame a later card for what the set-up did.
static void refuse_chi_death(const GameState& s, const CardLibrary& lib, const JsonReader& b) {
  const auto in_play = b.get("in_play");
  if (!in_play) return;
  const Rules rules(s, lib);
  for (auto& cr : in_play->items()) {
    const std::string id = cr.at("id").str();
    if (lib.get(s.card(id).def).type != CardType::Personality) continue;
    const int chi = rules.stat(id, Stat::Chi);
    if (chi >= SetupLimits::kMinChi) continue;
    const JsonReader where = cr.get("chi") ? cr.at("chi") : cr;
    where.fail("a Personality whose Chi is at least " + std::to_string(SetupLimits::kMinChi) + " (at " +
               std::to_string(chi) + " Chi it is destroyed at once, so it cannot start in play)");
  }
}

GameState load_board(const JsonReader& b, const CardLibrary& lib) {
  b.only({"turn", "phase", "current_battle", "favor", "players", "battlefields", "in_play"});
  GameState s;
  if (auto t = b.get("turn")) s.turn = t->integer(1, SetupLimits::kMaxTurn);
  if (auto ph = b.get("phase")) s.phase = static_cast<Phase>(ph->one_of({"action", "attack", "dynasty", "end"}));
  s.favor = b.str_or("favor", "");
  auto add_card = [&](const JsonReader& cr, const std::string& owner, Zone zone) -> Card& {
    cr.only({"id", "card", "controller", "owner", "location", "side", "bowed", "dishonored", "chi", "attachments",
             "face_up"});
    Card c;
    c.id = cr.at("id").str();
    c.def = cr.at("card").str();
    if (!lib.has(c.def)) cr.at("card").fail("a card name from data/l5r/cards.json (got \"" + c.def + "\")");
    if (s.cards.count(c.id)) cr.at("id").fail("a card id not used before (\"" + c.id + "\" is taken)");
    c.owner = cr.str_or("owner", owner);
    c.controller = cr.str_or("controller", c.owner);
    if (!s.players.count(c.owner)) cr.fail("an owner that is a player of the board (got \"" + c.owner + "\")");
    c.zone = zone;
    c.face_up = cr.bool_or("face_up", zone == Zone::InPlay || zone == Zone::Province || zone == Zone::Discard);
    c.location = cr.str_or("location", "home");
    if (auto sd = cr.get("side")) c.side = static_cast<Side>(sd->one_of({"none", "attack", "defend"}));
    c.bowed = cr.bool_or("bowed", false);
    c.dishonored = cr.bool_or("dishonored", false);
    if (auto chi = cr.get("chi"))
      c.chi_override = chi->integer(0, SetupLimits::kMaxChi);  // 0 is refused below, with why
    c.entered_play_at = zone == Zone::InPlay ? s.clock++ : 0;
    s.cards[c.id] = c;
    return s.cards[c.id];
  };
  auto players = b.at("players");
  for (auto& [pid, pr] : players.members()) {
    Player p;
    p.id = pid;
    s.players[pid] = p;
  }
  if (s.players.size() != 2 || !s.players.count("P1") || !s.players.count("P2"))
    players.fail("exactly two players, \"P1\" and \"P2\"");
  for (auto& member : players.members()) {
    // Named references, not a structured binding: the lambda below captures them (C++17, clang).
    const std::string& pid = member.first;
    const kernel::JsonReader& pr = member.second;
    pr.only({"honor", "hand", "fate_deck", "dynasty_deck", "provinces", "discard"});
    Player& p = s.players[pid];
    if (auto h = pr.get("honor")) p.honor = h->integer(SetupLimits::kMinHonor, SetupLimits::kMaxHonor);
    auto zone_list = [&](const char* key, Zone z, std::vector<std::string>& out) {
      if (auto l = pr.get(key))
        for (auto& cr : l->items()) out.push_back(add_card(cr, pid, z).id);
    };
    zone_list("hand", Zone::Hand, p.hand);
    zone_list("fate_deck", Zone::FateDeck, p.fate_deck);
    zone_list("dynasty_deck", Zone::DynastyDeck, p.dynasty_deck);
    zone_list("provinces", Zone::Province, p.provinces);
    zone_list("discard", Zone::Discard, p.discard);
  }
  if (auto bfs = b.get("battlefields"))
    for (auto& br : bfs->items()) {
      br.only({"id", "attacker", "defender", "province"});
      if (s.battlefield(br.at("id").str()))
        br.at("id").fail("a battlefield id not used before (\"" + br.at("id").str() + "\" is taken)");
      s.battlefields.push_back(
          {br.at("id").str(), br.at("attacker").str(), br.at("defender").str(), br.str_or("province", "")});
    }
  s.current_battle = b.str_or("current_battle", "");
  if (!s.current_battle.empty() && !s.battlefield(s.current_battle))
    b.at("current_battle").fail("the id of a battlefield on the board");
  if (auto ip = b.get("in_play"))
    for (auto& cr : ip->items()) {
      std::string controller = cr.str_or("controller", cr.str_or("owner", "P1"));
      Card& c = add_card(cr, controller, Zone::InPlay);
      std::string pid = c.id;
      if (c.location != "home" && !s.battlefield(c.location))
        cr.at("location").fail("\"home\" or a battlefield id (got \"" + c.location + "\")");
      if (c.location != "home" && c.side == Side::None) {
        const Battlefield* bf = s.battlefield(c.location);
        s.cards[pid].side = bf->attacker == c.controller ? Side::Attack : Side::Defend;
      }
      if (auto atts = cr.get("attachments"))
        for (auto& ar : atts->items()) {
          Card& a = add_card(ar, s.cards[pid].controller, Zone::InPlay);
          a.attached_to = pid;
          a.controller = s.cards[pid].controller;
        }
    }
  std::string problem = check_invariants(s, lib);
  if (!problem.empty()) b.fail("a legal board (" + problem + ")");
  refuse_chi_death(s, lib, b);
  return s;
}

const CardLibrary& library_for(const std::string& scenario_file) {
  if (auto& text = text_library()) {
    if (!text->parsed)
      text->parsed =
          CardLibrary::parse(kernel::parse_json_text(text->cards, "data/l5r/cards.json"), "data/l5r/cards.json");
    return *text->parsed;
  }
  static std::map<std::string, CardLibrary> cache;
  auto path = cards_json_for(scenario_file);
  if (!path) throw kernel::LoadError(scenario_file, "", "data/l5r/cards.json to be findable (set ARBITER_DATA)");
  std::string key = path->string();
  auto it = cache.find(key);
  if (it != cache.end()) return it->second;
  return cache.emplace(key, CardLibrary::load(key)).first->second;  // a LoadError names the file and path
}

void set_card_library_text(const std::string& cards_json) { text_library() = TextLibrary{cards_json, std::nullopt}; }

std::unique_ptr<kernel::GameModel> make_scenario_model() { return std::make_unique<L5rScenarioModel>(); }

}  // namespace arbiter::l5r
