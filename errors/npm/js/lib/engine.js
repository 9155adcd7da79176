// The matcher: site/static/matcher.js (the paste box's port of errors.diagnose), loaded with its data on first use.
import { catalogIndex, dataFile } from "./data.js";
import { createMatcher } from "./matcher.js";

// The fields of matcher.json's entries that catalog.json holds (errors/npm/data.py SHARED_FIELDS): left out of
// matcher.json, put back here before matcher.js reads it.
const SHARED = { t: "title", msg: "message", pkg: "package" };

let full = null;

/** matcher.js's globals (SE_DIAGNOSE, SE_SCANNER, SE_FOLD, SE_MATCHER_PARTS), over the catalog's data. */
export function matcher() {
  if (full === null) {
    const data = dataFile("matcher.json");
    const index = catalogIndex();
    for (const entry of data.matching.entries) {
      const facts = index.entries[entry.id];
      for (const [key, field] of Object.entries(SHARED)) {
        entry[key] = facts[field];
      }
    }
    full = createMatcher(data.templates, data.matching);
  }
  return full;
}

/** The matcher's data as matcher.js reads it (SE_MATCHERS, SE_MATCHING). */
export function matcherData() {
  return dataFile("matcher.json");
}
