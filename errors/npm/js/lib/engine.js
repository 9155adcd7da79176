// The matcher: site/static/matcher.js (the paste box's port of errors.diagnose), loaded with its data on first use.
import { dataFile } from "./data.js";
import { createMatcher } from "./matcher.js";

let full = null;
let exactOnly = null;

/** matcher.js's globals (SE_DIAGNOSE, SE_FOLD, SE_MATCHER_PARTS), over the catalog's data. */
export function matcher() {
  if (full === null) {
    const data = dataFile("matcher.json");
    full = createMatcher(data.templates, data.matching);
  }
  return full;
}

/** The matcher's data as matcher.js reads it (SE_MATCHERS, SE_MATCHING). */
export function matcherData() {
  return dataFile("matcher.json");
}

/**
 * The matcher without its fuzzy layer: errors.match.Matcher.find_in(..., fuzzy=False), which scan uses to read
 * a wrapped message. matcher.js takes no such option yet (coord request npm.md), so this is a second copy whose
 * fuzzy layer reads no text (MAX_FUZZY_CHARS below any length): then no fuzzy reading is added and no exact one
 * is demoted, which is what fuzzy=False does. Made only when a log holds a message wrapped over lines.
 */
export function matcherWithoutFuzzy() {
  if (exactOnly === null) {
    const data = dataFile("matcher.json");
    const rules = data.matching.rules;
    const constants = { ...rules.constants, MAX_FUZZY_CHARS: -1 };
    exactOnly = createMatcher(data.templates, { ...data.matching, rules: { ...rules, constants } });
  }
  return exactOnly;
}
