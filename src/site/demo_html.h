#pragma once
// The demonstrations section of a ruling page: per demonstration its title, "what to watch" and
// every step as a <figure id="demo-SCENARIO-step-N" class="step"> with the inline SVG board (its
// text alternative as the label) and the step's log line as the <figcaption>, with a link that
// opens the step live in the app. Readable without JavaScript; web/stepper.js may enhance it.
#include <string>
#include <vector>

#include "corpus/entry.h"
#include "kernel/trace.h"
#include "site/inline_svg.h"
#include "site/pages.h"

namespace arbiter::site {

// "/arbiter/#/r/ID/demo/SCENARIO/step/N": the app's route to a step (N from 0, as the app counts).
std::string step_link(const std::string& id, const std::string& scenario, size_t step, const SiteOptions& options);
// "demo-SCENARIO-step-N": the step's anchor on the ruling page.
std::string step_anchor(const std::string& scenario, size_t step);

// The section ("" when there is no demonstration); the pictures' symbols go to `sprite`.
std::string demos_html(const corpus::Entry& entry, const std::vector<kernel::Trace>& demos, const SiteOptions& options,
                       SvgSprite& sprite);

}  // namespace arbiter::site
