// The matcher: site/static/matcher.js (the paste box's port of errors.diagnose), loaded with its data on first use.
import { dataFile } from "./data.js";
import { createMatcher } from "./matcher.js";

let full = null;

/** matcher.js's globals (SE_DIAGNOSE, SE_SCANNER, SE_FOLD, SE_MATCHER_PARTS), over the catalog's data. */
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
