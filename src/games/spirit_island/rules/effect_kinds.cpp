#include "games/spirit_island/rules/effect_kinds.h"

#include <cctype>
#include <stdexcept>
#include <unordered_map>

#include "games/spirit_island/rules/behemoth.h"
#include "games/spirit_island/rules/card_plays.h"
#include "games/spirit_island/rules/choke_the_land.h"
#include "games/spirit_island/rules/confounding_mists.h"
#include "games/spirit_island/rules/counts_as.h"
#include "games/spirit_island/rules/dahan_insurrection.h"
#include "games/spirit_island/rules/durable.h"
#include "games/spirit_island/rules/escalation.h"
#include "games/spirit_island/rules/fear_removals.h"
#include "games/spirit_island/rules/forbidden_ground.h"
#include "games/spirit_island/rules/forsake_society.h"
#include "games/spirit_island/rules/heart_tree.h"
#include "games/spirit_island/rules/hearth.h"
#include "games/spirit_island/rules/impending_disaster.h"
#include "games/spirit_island/rules/incarna.h"
#include "games/spirit_island/rules/invader_deck.h"
#include "games/spirit_island/rules/invader_skips.h"
#include "games/spirit_island/rules/lair.h"
#include "games/spirit_island/rules/more_rural.h"
#include "games/spirit_island/rules/ocean.h"
#include "games/spirit_island/rules/pour_time_sideways.h"
#include "games/spirit_island/rules/presence_pushed.h"
#include "games/spirit_island/rules/responsibilities.h"
#include "games/spirit_island/rules/slave_rebellion.h"
#include "games/spirit_island/rules/steady_regeneration.h"
#include "games/spirit_island/rules/stubborn_solidity.h"
#include "games/spirit_island/rules/terrain_steps.h"
#include "games/spirit_island/rules/to_dream.h"
#include "games/spirit_island/rules/trading_port.h"
#include "games/spirit_island/rules/triggered.h"

namespace arbiter::si {

namespace {
constexpr auto M = EffectRole::Modifier;
constexpr auto T = EffectRole::Trigger;
constexpr auto R = EffectRole::Rule;
constexpr auto Quantity = kernel::ModifierPriority::Quantity;
constexpr auto Cancel = kernel::ModifierPriority::CancelReplace;
constexpr auto Alter = kernel::ModifierPriority::Alter;

// A replacement modifier (cancel/replace): the hook points it watches, its condition, its handler.
EffectKind replacement(const char* name, unsigned hooks, HookApplies applies, HookReplace replace,
                       const char* description) {
  return {name, M, Cancel, description, hooks, applies, replace};
}
// A replacement that skips Invader actions: its `what` (if any) names the action.
EffectKind skipping(const char* name, const char* description) {
  EffectKind k = replacement(name, kInvaderAction, skip_applies, skip_instead, description);
  k.what_is_action = true;
  return k;
}
// A trigger, with the name it goes by and its condition (its action: the rule of the same name).
EffectKind trigger(const char* name, const char* title, TriggerFires fires, const char* description) {
  EffectKind k{name, T, Alter, description, kNoHook, nullptr, nullptr, title};
  k.fires = fires;
  return k;
}
// A named rule a `rule` operation runs (`run`: what it does).
EffectKind acting(const char* name, RuleRun run, const char* description) {
  EffectKind k{name, R, Alter, description};
  k.run = run;
  return k;
}
// A named rule that keeps a modifier or trigger of kind `installs` in play for its Spirit; when it
// installs a trigger, `run` is that trigger's action.
EffectKind installing(const char* name, const char* title, const char* installs, const char* description,
                      RuleRun run = nullptr) {
  EffectKind k{name, R, Alter, description, kNoHook, nullptr, nullptr, title, installs};
  k.run = run;
  return k;
}
bool mists_fire(const Engine&, const TriggerSpec& s, const kernel::ActionRecord& r) {
  return confounding_mists_fires(r, s.land);
}

// Modifiers (set up by `modifier` ops and `effects` blocks).
std::vector<EffectKind> modifier_rows() {
  return {
      skipping("skip-invader-actions", "the Invaders skip {what?every action}"),
      skipping("skip-normal-invader-action", "the Invaders skip normal {what?actions}"),
      {"dahan-no-ravage-damage", M, Alter, "the Dahan take no Damage from Ravaging Invaders"},
      {"dahan-simultaneous", M, Alter, "the Dahan strike simultaneously with the Invaders"},
      {"damage-bonus", M, Alter, "{+n} Damage to each of the Spirit's Powers that deal Damage"},
      {"invader-damage", M, Alter, "each Invader deals {+n} Damage"},
      {"ravage-damage-per-land", M, Alter, "{+n} Damage per land when Invaders Ravage, only if they deal any"},
      {"health", M, Alter, "{what} get {+n} Health"},
      {"strife-reduces-health", M, Alter, "Invaders have -1 Health per Strife (at least 1)"},
      {"no-heal", M, Alter, "no Healing at Time Passes"},
      replacement("presence-pushed-instead", kWouldDestroyPresence, presence_pushed_applies, presence_pushed_instead,
                  "Presence that would be destroyed is pushed instead"),
      {"presence-cannot-move", M, Alter, "the Spirit's Presence cannot move"},
      {"invader-actions-count", M, Quantity, "each Invader action happens {+n} time(s)"},
      {"dahan-skip-ravage", M, Alter, "Dahan here do not take part in Ravage (neither take nor deal Damage)"},
      {"dahan-strike-first", M, Alter, "Dahan strike before the Invaders"},
      {"dahan-damage", M, Alter, "each Dahan deals {+n} Damage"},
      {"ravage-defend-per-dahan", M, Alter, "Defend {n} per Dahan taking part in each Ravage"},
      {"invested-aristocracy", M, Alter,
       "after the Ravage Step, a Town on each board where the Ravages added no Blight"},
      {"counts-as", M, Alter, "its Presence may count as {what}"},
      {"next-normal-ravage-damage", M, Alter, "{+n} Damage per {what} in the next normal Ravage"},
      {"bureaucrats-adjust-funding", M, Alter,
       "on each board, a Build card skips its highest-numbered matching land if the board has 9 or more Town/City, and "
       "Builds there 1 extra time if it has 3 or fewer"},
      {"next-normal-ravage-becomes-build", M, Alter, "the next normal Ravage card becomes a Build card"},
      {"fortification", M, Alter, "after the Invader cards advance, a Build Step for a terrain no card shows"},
      replacement("skip-normal-where-beasts", kInvaderAction, skip_applies, skip_instead,
                  "normal Invader actions are skipped in lands with Beasts"),
      replacement("choke-the-land-with-green", kInvaderAction, choke_applies, choke_instead,
                  "the players may prevent a Ravage or Build in a land with the Spirit's Sacred Site by destroying 1 "
                  "of its Presence there (Choke the Land with Green)"),
      replacement("disease-stops-build", kInvaderAction, token_stops_applies, token_stops_instead,
                  "a Build where Disease is does not happen; 1 Disease is removed instead"),
      replacement("wilds-stops-explore", kInvaderAction, token_stops_applies, token_stops_instead,
                  "an Explore into a land with Wilds does not happen; 1 Wilds is removed instead"),
      replacement(
          "dream-instead-of-destroy", kWouldDestroy, dream_applies, dream_instead,
          "Invaders the Spirit's Powers would destroy give Fear and are pushed instead (To Dream a Thousand Deaths)"),
      replacement("guarded-by-incarna", kWouldDamage | kWouldDestroy, guarded_applies, guarded_instead,
                  "Invaders, Dahan and Beasts in the Spirit's Incarna's land can't be damaged or destroyed (Heart-Tree "
                  "Guards the Land)"),
      replacement(
          "builds-skipped-at-empowered-incarna", kInvaderAction, empowered_incarna_skips_applies,
          empowered_incarna_skips_instead,
          "Build actions in the land of the Spirit's Empowered Incarna are skipped (Heart-Tree Guards the Land)"),
      replacement("held-at-lair", kWouldChange, held_at_lair_applies, held_at_lair_instead,
                  "Invaders, Dahan and Beasts at the Spirit's Incarna can't move (A Single Alluring Lair)"),
      replacement("dahan-unchanged", kWouldDamage | kWouldDestroy | kWouldChange, dahan_unchanged_applies,
                  dahan_unchanged_instead,
                  "Dahan can't be changed: not damaged, destroyed, removed, replaced or moved (Stubborn Solidity)"),
      replacement("dahan-sheltered-from-cards", kWouldDamage | kWouldDestroy | kWouldChange, sheltered_applies,
                  sheltered_instead,
                  "Event and Blight card actions don't damage, destroy or replace Dahan in the Spirit's lands "
                  "(Fortify Heart and Hearth)"),
      replacement("endless-dark-keeps-invaders", kWouldChange, endless_dark_keeps_applies, endless_dark_keeps_instead,
                  "Fear cards can't remove Invaders in the Endless Dark: 1 Fear per Invader they would have removed "
                  "(Trapped in the Endless Dark)"),
      replacement("fear-cards-push-explorers", kWouldChange, fear_push_explorers_applies, fear_push_explorers_instead,
                  "Fear card effects never remove Explorers; the players may Push that Explorer instead (Persistent "
                  "Explorers)"),
      replacement("durable-town", kWouldDestroy, durable_applies, durable_instead,
                  "\"Destroy\" a Town in a land without Blight deals it 2 Damage instead (Durable)"),
      replacement("explorer-pushed-instead", kWouldDestroy, impending_disaster_applies, impending_disaster_instead,
                  "the first Explorer each action would destroy is pushed instead, with 1 Fear (A Sense for Impending "
                  "Disaster)"),
      replacement("town-instead-of-explorer", kWouldAdd, trading_port_applies, trading_port_instead,
                  "in Coastal lands an Explore card adds 1 Town instead of 1 Explorer; the Coastal Lands card in at "
                  "most 2 lands per board (Trading Port)"),
      replacement("towns-instead-of-city", kWouldAdd, more_rural_applies, more_rural_instead,
                  "a Build that would add 1 City to an Inland land adds 2 Towns instead (More Rural Than Urban)"),
  };
}

// Triggers (set up by `trigger` ops and `effects` blocks).
std::vector<EffectKind> trigger_rows() {
  return {
      trigger("vengeance-of-the-dead", "Vengeance of the Dead", town_city_or_dahan_destroyed,
              "after Town, City or Dahan are destroyed in the land: 1 Damage there per piece destroyed"),
      trigger("vengeance-of-the-dead-adjacent", "Vengeance of the Dead", town_city_or_dahan_destroyed,
              "after Town, City or Dahan are destroyed in the land: 1 Damage per piece destroyed, there or in adjacent "
              "lands"),
      trigger("portents-of-disaster", "Portents of Disaster", invaders_destroyed,
              "after Invaders are destroyed in the land: 1 Fear"),
      trigger("blood-draws-predators", "Blood Draws Predators", invaders_destroyed,
              "after Invaders are destroyed in the land: 1 Beasts, then 1 Damage per Beasts there (at most 3)"),
      trigger("confounding-mists", "Confounding Mists", mists_fire,
              "each Invader added to the land this turn may be pushed (Confounding Mists)"),
      trigger("sworn-to-victory", "Sworn to Victory", ravage_destroyed_dahan,
              "after a Ravage destroys Dahan: the named rule sworn-to-victory"),
      trigger("blazing-presence", "Blazing Presence", presence_added_or_moved,
              "after the Spirit adds or moves Presence: the named rule blazing-presence"),
      trigger("constant-raiding", "Constant Raiding", dahan_moved, "after Dahan move: the named rule constant-raiding"),
      trigger("military-response", "Military Response", town_or_city_destroyed,
              "after a Town or City is destroyed: the named rule military-response"),
      trigger("responsibilities-to-the-dead", "Responsibilities to the Dead", own_action_destroyed_invaders_or_dahan,
              "after one of the Spirit's actions destroys Invaders or Dahan: the named rule "
              "responsibilities-to-the-dead"),
      trigger("forbidden-ground", "Forbidden Ground", sacred_site_created,
              "after an action makes lands the Spirit's Sacred Site: the named rule forbidden-ground"),
      trigger("ocean-in-play", "Ocean In Play", moved_into_ocean,
              "after Invaders or Dahan are moved into an Ocean where it holds: the named rule ocean-in-play"),
      trigger("runoff-and-bilgewater", "Runoff and Bilgewater", ravage_blighted_coast,
              "after a Ravage adds Blight to a Coastal land: the named rule runoff-and-bilgewater"),
  };
}

// Named rules (`rule` ops and the rules of Spirits, Aspects, adversaries, scenarios, Blight cards),
// in two parts only to keep each function readable; the table keeps this order.
std::vector<EffectKind> spirit_adversary_and_card_rules() {
  return {
      {"earths-vitality", R, Alter, "Vital Strength of the Earth: Defend 3 in its Sacred Sites"},
      installing("sworn-to-victory", "Sworn to Victory", "sworn-to-victory",
                 "Thunderspeaker: after a Ravage destroys Dahan, its Presence near them is destroyed",
                 sworn_to_victory),
      installing("blazing-presence", "Blazing Presence", "blazing-presence",
                 "Heart of the Wildfire: after it adds or moves Presence, Damage and Blight there by its Fire showing, "
                 "then Beasts and Dahan pushed out",
                 blazing_presence),
      installing("responsibilities-to-the-dead", "Responsibilities to the Dead", "responsibilities-to-the-dead",
                 "Finder of Paths Unseen: after one of its actions destroys Invaders or Dahan, it destroys 1 of its "
                 "Presence and loses 1 Energy (with none to lose, another Presence)",
                 responsibilities_to_the_dead),
      installing("forbidden-ground", "Forbidden Ground", "forbidden-ground",
                 "Keeper of the Forbidden Wilds: after an action makes lands its Sacred Site, all Dahan there are "
                 "pushed",
                 forbidden_ground),
      installing("choke-the-land-with-green", "Choke the Land with Green", "choke-the-land-with-green",
                 "A Spread of Rampant Green: it may prevent a Ravage or Build in a land with its Sacred Site by "
                 "destroying 1 of its Presence there"),
      {"open-the-ways", R, Alter,
       "Finder of Paths Unseen: 2 of its lands it picks are adjacent; the pair may change once between actions "
       "(step open-the-ways)"},
      installing("ocean-in-play", "Ocean In Play", "ocean-in-play",
                 "Ocean's Hungry Grasp: its Presence may go into Oceans, never into Inland lands; on boards with its "
                 "Presence the Ocean is a Coastal Wetland; Invaders and Dahan moved there are Drowned (destroyed), "
                 "Drowned Invaders' Health traded for Energy (rules/ocean.h)",
                 drowning),
      {"destructive-nature", R, Alter,
       "Heart of the Wildfire: Blight added by any Spirit's effects (cascades too) does not destroy its Presence"},
      installing("constant-raiding", "Constant Raiding", "constant-raiding",
                 "after an action moves Dahan, each moved Dahan deals 1 Damage once, where it ended", constant_raiding),
      installing("military-response", "Military Response", "military-response",
                 "after a Town or City is destroyed, the Invaders add pieces in response", military_response),
      acting("coordinated-insurrection", coordinated_insurrection,
             "Dahan Insurrection: at Terror Level \"Victory\" the Dahan Damage Invaders in every land as if fighting "
             "back after a Ravage; the Spirits lose unless that fulfils the scenario's Victory condition"),
      {"insurrection-victory", R, Alter,
       "Dahan Insurrection: no Fear-based Victory; Terror II: no land where Towns/Cities outnumber Dahan; Terror "
       "III+: fewer such lands than players. The Invaders win with fewer than 2 Dahan per player"},
      {"heavy-mining", R, Alter, "Sweden Level 1: a Ravage dealing 6 or more Damage to the land adds 1 more Blight"},
      {"fine-steel-for-tools-and-guns", R, Alter, "Sweden Level 3: in Ravage, Towns deal 3 Damage and Cities 5"},
      {"mining-rush", R, Alter,
       "Sweden Level 5: a Ravage adding Blight also adds a Town in an adjacent land without Town/City"},
      {"indentured-servants", R, Alter,
       "England Level 1: matching lands without Invaders but adjacent to 2 or more Town/City also Build"},
      {"hunters-bring-home", R, Alter, "Russia Level 1: Invaders destroy Beasts and keep them on the adversary panel"},
      installing(
          "a-sense-for-impending-disaster", "A Sense for Impending Disaster", "explorer-pushed-instead",
          "Russia Level 2: the first time each action would destroy an Explorer, it is pushed instead and 1 Fear"),
      {"competition-among-hunters", R, Alter, "Russia Level 3: Ravage cards also match lands with 3 or more Explorers"},
      {"pressure-for-fast-profit", R, Alter,
       "Russia Level 6: after the Ravage Step of turn 2 on, on each board where it added no Blight, 1 Explorer and 1 "
       "Town in the "
       "land with the most Explorers"},
      {"all-things-weaken", R, Alter,
       "the Blight card All Things Weaken: Invaders and Dahan have -1 Health (min 1), 1 Damage to a land adds Blight, "
       "adding Blight destroys all Presence and Beasts there and 1 Presence next door"},
      acting("migratory-herders", migratory_herders_gathers,
             "Habsburg Level 1: after the normal Build Step, each land matching a Build card Gathers 1 Town from a "
             "land matching none"),
      installing("more-rural-than-urban", "More Rural Than Urban", "towns-instead-of-city",
                 "Habsburg Level 2: a Build that would add 1 City to an Inland land adds 2 Towns instead"),
      installing(
          "durable", "Durable", "durable-town",
          "Habsburg Level 4: Towns in Blight-free lands have +2 Health; \"Destroy Town\" deals 2 Damage instead"),
      installing("heart-tree-guards", "Heart-Tree Guards the Land", "guarded-by-incarna",
                 "Towering Roots of the Jungle: Invaders, Dahan and Beasts in its Incarna's land can't be damaged or "
                 "destroyed"),
      installing(
          "heart-tree-empowered", "Heart-Tree Guards the Land", "builds-skipped-at-empowered-incarna",
          "Towering Roots of the Jungle: its Incarna becomes Empowered in a land with 3 or more Vitality; Builds "
          "are skipped in the Empowered Incarna's land"),
      {"mists-shift-and-flow", R, Alter,
       "Shroud of Silent Mist: when targeting a land with a Power, it may Gather 1 of its Presence into the target or "
       "an adjacent land"},
      {"slow-and-silent-death", R, Alter,
       "Shroud of Silent Mist: Invaders and Dahan don't heal where it has Presence; at Time Passes 1 Fear per such "
       "land with Damaged Invaders (max 5), 1 Energy per 3"},
      acting("vengeance-of-the-dead", vengeance_of_the_dead,
             "the triggered action of the trigger vengeance-of-the-dead"),
      acting("vengeance-of-the-dead-adjacent", vengeance_of_the_dead,
             "the triggered action of the trigger vengeance-of-the-dead-adjacent"),
      acting("portents-of-disaster", portents_of_disaster, "the triggered action of the trigger portents-of-disaster"),
      acting("blood-draws-predators", blood_draws_predators,
             "the triggered action of the trigger blood-draws-predators"),
      acting(
          "confounding-mists", [](Engine& e, const Op&, ActionId a) { confounding_mists(e, a); },
          "the triggered action of the trigger confounding-mists"),
      acting("fear-pool-grows", fear_pool_grows, "the Fear pool grows (Invaders Find the Land to Their Liking)"),
      {"joining-of-swarms-and-flocks", R, Alter, "Many Minds: its Sacred Sites count as Beasts"},
      {"fly-fast-as-thought", R, Alter,
       "Many Minds: Beasts it Pushes or Gathers may go to or come from lands up to 2 away"},
      acting("remove-health", remove_health, "remove up to n Health worth of Invaders from the action's land"),
      {"violence-extra-plays", R, Alter,
       "Violence Aspect: extra Card Plays only for Powers with a Damage or Destroy instruction"},
      {"violence-dream-fear", R, Alter,
       "Violence Aspect: To Dream a Thousand Deaths gives 1/3/5 Fear for an Explorer/Town/City"},
      acting(
          "ominous-dawn", [](Engine& e, const Op&, ActionId a) { ominous_dawn(e, a); },
          "An Ominous Dawn: 1 Fear per Power Card in play with its own Fear instruction; at Terror Level II-III "
          "(Wavering Resolve) remove 1 Health of Invaders per such card instead"),
  };
}

std::vector<EffectKind> incarna_and_aspect_rules() {
  return {
      acting("add-or-move-incarna", add_or_move_incarna, "Growth: add the Incarna from the supply, else move it"),
      acting("move-incarna", move_incarna, "move the Incarna within range n"),
      acting("push-incarna", push_incarna, "push the Incarna of the Power's owner"),
      acting("empower-incarna", empower_incarna, "empower the Incarna"),
      acting("reposition-incarna", reposition_incarna, "add Presence by repositioning the Incarna: it counts as added"),
      acting("fragments-of-yesteryear", fragments_of_yesteryear_rule, "remove every piece in the land"),
      acting("forsake-society", forsake_society,
             "Gather any number of the Explorers this Power's replacement put in into the Spirit's lands; 1 Fear if "
             "Town/City remain"),
      acting("steady-regeneration", steady_regeneration,
             "A Spread of Rampant Green: a Presence added by Growth may be one of its destroyed Presence (1 Energy "
             "while the island is Blighted)"),
      acting("pour-time-sideways", pour_time_sideways,
             "move 1 Presence to another land with the Spirit's Presence: that board resolves Invader actions one more "
             "time this turn, the board it left one fewer"),
      acting("fragments-of-yesteryear-keeping", fragments_keeping_rule,
             "remove every piece in the land but Dahan, Presence and Spirit tokens (its 3 Moon threshold)"),
      acting("the-behemoth-rises", behemoth_rises,
             "Ember-Eyed Behemoth, once per turn: Push its Incarna, or add/move it to one of its Sacred Sites"),
      {"unrelenting-strides", R, Alter,
       "Ember-Eyed Behemoth: on a turn it uses no Innate Powers, The Behemoth Rises once more"},
      {"a-clarion-voice-given-form", R, Alter, "Wandering Voice: once Empowered, its Incarna Isolates its land"},
      {"senseless-roaming", R, Alter,
       "Wandering Voice: when its actions add Strife to an Explorer or Town, it may Push that piece"},
      acting("spread-tumult-and-delusion", spread_tumult_rule,
             "Wandering Voice: its Incarna arriving among Invaders adds 1 Strife; in or next to its Incarna's land, "
             "where Strife is, Dahan do not take part in Ravage"),
      acting("beset-by-many-troubles", beset_by_many_troubles,
             "count Badlands, Beasts, Disease, Wilds and Strife together"),
      installing("a-single-alluring-lair", "A Single Alluring Lair", "held-at-lair",
                 "Lair Aspect: the Spirit has an Incarna; nothing at it moves, 6 Explorers and 3 Dahan there sit out "
                 "Ravage, its land is a Sacred Site for the Spirit"),
      {"warrior-spirits-raiding-party", R, Alter, "Warrior Aspect: the Spirit has an Incarna"},
  };
}

std::vector<EffectKind> later_adversary_and_event_rules() {
  return {
      acting("reminder-under-invader-cards", reminder_under_invader_cards,
             "Setup: the adversary's Reminder card goes under the top n Invader cards (Habsburg Level 5)"),
      {"frontier-explorers", R, Alter, "France Level 1: an Explore into a land without Town/City adds 1 more Explorer"},
      {"slave-labor", R, Alter,
       "France Level 2: after a Build in a land with 2 or more Explorers, all but 1 of them become Towns"},
      {"triangle-trade", R, Alter,
       "France Level 4: a Build adding a Coastal City adds 1 Town to the adjacent land with the fewest Towns"},
      {"slow-healing-ecosystem", R, Alter,
       "France Level 5: removed Blight goes to the adversary panel, back to the Blight card at 3 per player"},
      installing("persistent-explorers", "Persistent Explorers", "fear-cards-push-explorers",
                 "France Level 6: after each Explore card, 1 Explorer on each board in a land without any; Fear card "
                 "effects never remove Explorers (the players may Push them instead)"),
      installing("trading-port", "Trading Port", "town-instead-of-explorer",
                 "Scotland Level 1: in Coastal lands an Explore card adds a Town instead of an Explorer"),
      {"chart-the-coastline", R, Alter,
       "Scotland Level 3: Build cards also affect Coastal lands without Invaders next to a City"},
      installing("runoff-and-bilgewater", "Runoff and Bilgewater", "runoff-and-bilgewater",
                 "Scotland Level 5: after a Ravage adds Blight to a Coastal land, 1 Blight (no cascade) to that "
                 "board's Ocean, a Coastal Wetland for this and for Blight removal/movement (rules/ocean.h)",
                 runoff_and_bilgewater),
      {"high-immigration", R, Alter,
       "England Level 3: an extra Build slot left of Ravage, Building before the Ravage Step; removed when a Stage "
       "II card slides onto it"},
      {"high-immigration-stays", R, Alter, "England Level 4: the High Immigration slot stays all game"},
      {"sprawling-plantations", R, Alter,
       "France loss condition: 7 Towns per player in the supply; the Invaders win if a Town cannot be placed"},
      {"entrench-in-the-face-of-fear", R, Alter,
       "Russia Level 5: a Stage II Invader card under the 3rd Fear card and a Stage III under the 7th go straight "
       "into the Build slot when revealed"},
      acting(
          "accelerate-invader-deck", [](Engine& e, const Op& op, ActionId a) { accelerate_invader_deck(e, op.n, a); },
          "remove the top card of the lowest Stage left, n times"),
      {"irreparable-damage", R, Alter,
       "Habsburg loss condition: Blight off the Blight card in Ravages dealing 8 or more Damage to the land; more "
       "than the players and the Invaders win"},
      {"far-flung-herds", R, Alter,
       "Habsburg Level 6: a Ravage deals +2 Damage in total when any adjacent land has a Town"},
      acting("wave-of-immigration", wave_of_immigration, "Habsburg Level 5's Reminder card, on the action's board"),
      acting("slave-rebellion", slave_rebellion,
             "France Level 2's Slave Rebellion event: by the top Invader card's Stage, on each board Strife on 1 Town "
             "(I-II), or destroy 1 Town and Strife on 2 Town/City, then each Invader 1 Damage per Strife (III)"),
      acting("aid-the-uprising", aid_the_uprising,
             "Slave Rebellion's Dahan event: Invaders with Strife take 1 Damage per Dahan there; 1 Dahan added per "
             "Town/City this destroys"),
      acting("ports-sprawl-outward", ports_sprawl_outward,
             "Scotland's escalation: on the board with the most Coastal Town/City, 1 Town in each of the (players) "
             "lands with the fewest Towns"),
      acting("ravage-step-unshown-terrain", unshown_terrain_step,
             "a Ravage Step for a terrain no Invader card shows (with n: Spirits may protect a board by destroying n "
             "Presence)"),
      acting("build-step-unshown-terrain", unshown_terrain_step, "a Build Step for a terrain no Invader card shows"),
  };
}

std::vector<EffectKind> later_spirit_rules() {
  return {
      installing("to-dream-a-thousand-deaths", "To Dream a Thousand Deaths", "dream-instead-of-destroy",
                 "Bringer of Dreams and Nightmares: its Powers' destroyed Invaders give Fear and are pushed instead"),
      {"mountain-home", R, Alter, "Volcano Looming High: its Presence may only be added or moved into Mountains"},
      {"collapse-in-a-blast", R, Alter,
       "Volcano Looming High: when its Presence is destroyed, 1 Damage per destroyed Presence in that land to the "
       "Invaders and to the Dahan"},
      {"volcanic-peaks-tower-over-the-landscape", R, Alter,
       "Volcano Looming High: its Power Cards get +1 Range from an origin land with 3 or more of its Presence"},
      {"bestow-the-endurance-of-bedrock", R, Alter,
       "Stone's Unyielding Defiance: Blight added to its lands, unless it then outnumbers its Presence there, "
       "neither cascades nor destroys Presence"},
      {"home-of-the-islands-heart", R, Alter,
       "Lure of the Deep Wilderness: its Presence may only be added or moved into Inland lands"},
      {"enthrall-the-foreign-explorers", R, Alter,
       "Lure of the Deep Wilderness: per Presence in a land, up to 2 Explorers there sit out each Ravage"},
      {"shadows-of-the-dahan", R, Alter,
       "Shadows Flicker Like Flame: whenever it uses a Power, it may pay 1 Energy to target a land with Dahan "
       "regardless of Range"},
      {"fragments-of-scattered-time", R, Alter,
       "Fractured Days Split the Sky: it keeps Time, gained from its Presence and spent on its Powers' Time costs"},
      {"ally-of-the-dahan", R, Alter,
       "Thunderspeaker: whenever a Dahan moves from one of its lands, 1 of its Presence may move along with it"},
      {"loyal-guardian", R, Alter,
       "Hearth-Vigil: when all Dahan leave one of its lands, any number of its Presence there may go with them"},
      {"rooted-in-the-community", R, Alter,
       "Hearth-Vigil: Blight added in its lands does not destroy its Presence if Dahan are there"},
      {"terror-stalks-the-land", R, Alter,
       "Breath of Darkness Down Your Spine: its Powers abduct the only Invader in a land instead of damaging or "
       "destroying it; abducted pieces are in the Endless Dark, and escape to its lands"},
      {"shadow-touched-realm", R, Alter,
       "Breath of Darkness Down Your Spine: its land-targeting Powers may target the Endless Dark, ignoring Range"},
      installing("trapped-in-the-endless-dark", "Trapped in the Endless Dark", "endless-dark-keeps-invaders",
                 "Breath of Darkness Down Your Spine: Fear cards can't remove Invaders in the Endless Dark (1 Fear "
                 "each instead)"),
      installing("fortify-heart-and-hearth", "Fortify Heart and Hearth", "dahan-sheltered-from-cards",
                 "Hearth-Vigil: Dahan in its lands have +4 Health; Event and Blight card actions don't damage, "
                 "destroy or replace them"),
  };
}
}  // namespace

// The table: modifiers, then triggers, then named rules.
const std::vector<EffectKind>& effect_kinds() {
  static const std::vector<EffectKind> v = [] {
    std::vector<EffectKind> all = modifier_rows();
    for (auto rows : {trigger_rows(), spirit_adversary_and_card_rules(), incarna_and_aspect_rules(),
                      later_adversary_and_event_rules(), later_spirit_rules()})
      all.insert(all.end(), rows.begin(), rows.end());
    return all;
  }();
  return v;
}

const EffectKind* find_effect_kind(const std::string& name, EffectRole role) {
  // Indexed once: the replacement mechanism looks a kind up for every live modifier on every event.
  static const auto by_role = [] {
    std::vector<std::unordered_map<std::string, const EffectKind*>> v(3);
    for (const auto& k : effect_kinds()) v[static_cast<size_t>(k.role)].emplace(k.name, &k);
    return v;
  }();
  const auto& names = by_role[static_cast<size_t>(role)];
  auto it = names.find(name);
  return it == names.end() ? nullptr : it->second;
}

const std::vector<std::string>& rule_action_names() {
  static const auto names = [] {
    std::vector<std::string> v;
    for (const auto& k : effect_kinds())
      if (k.role == EffectRole::Rule && k.run) v.push_back(k.name);
    return v;
  }();
  return names;
}

const std::vector<std::string>& effect_names(EffectRole role) {
  static const auto by_role = [] {
    std::vector<std::vector<std::string>> v(3);
    for (const auto& k : effect_kinds()) v[static_cast<size_t>(k.role)].push_back(k.name);
    return v;
  }();
  return by_role[static_cast<size_t>(role)];
}

// "town-city" -> "Town/City", "beasts" -> "Beasts".
static std::string piece_words(const std::string& what) {
  std::string out;
  bool start = true;
  for (char c : what) {
    if (c == '-') {
      out += '/';
      start = true;
      continue;
    }
    out += start ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    start = false;
  }
  return out;
}

std::string effect_words(const EffectKind& kind, int n, const std::string& what) {
  const std::string text = kind.description;
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    const size_t close = text[i] == '{' ? text.find('}', i) : std::string::npos;
    if (close == std::string::npos) {
      out += text[i];
      continue;
    }
    const std::string slot = text.substr(i + 1, close - i - 1);
    if (slot == "n") out += std::to_string(n);
    else if (slot == "+n") out += (n >= 0 ? "+" : "") + std::to_string(n);
    else if (slot.rfind("what", 0) == 0) out += what.empty() && slot.size() > 5 ? slot.substr(5) : piece_words(what);
    else throw std::logic_error(std::string("effect kind ") + kind.name + ": no slot {" + slot + "}");
    i = close;
  }
  return out;
}

const char* to_string(EffectRole role) {
  switch (role) {
    case EffectRole::Modifier: return "modifier";
    case EffectRole::Trigger: return "trigger";
    case EffectRole::Rule: return "rule";
  }
  return "?";
}

kernel::ModifierPriority modifier_priority(const std::string& kind) {
  const EffectKind* k = find_effect_kind(kind, EffectRole::Modifier);
  if (!k) throw std::logic_error("no modifier kind \"" + kind + "\" in the effect table");
  return k->priority;
}

}  // namespace arbiter::si
