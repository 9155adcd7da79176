// A match of matcher.js as errors.diagnosis.finding_record shapes it: the record `diagnose --json` prints.
//
// matcher.js gives what it found (its values under `values`); the catalog's data adds what an entry says
// (title, message, Python class, docs link, the pinned release). Any other field matcher.js gives is kept as
// it is, so that a field the port gains reaches the package's records without a change here.
import { catalogIndex, entryRecord } from "./data.js";

// Fields of matcher.js's matches that are the port's own, not the record's.
const PORT_ONLY = new Set(["values", "retired"]);
const SHAPED = new Set([
  "id", "title", "message", "score", "confidence", "params", "exception", "docs_url", "line", "matched_text",
  "spans", "method", "normalizations", "outside_values", "wording",
]);

/**
 * One match as a record. `entry`: add the entry's record under `entry` (diagnose does; scan does not).
 */
export function matchRecord(match, { entry = true } = {}) {
  const index = catalogIndex();
  const facts = index.entries[match.id];
  const release = Object.prototype.hasOwnProperty.call(index.releases, facts.package)
    ? index.releases[facts.package]
    : null;
  const record = {
    id: match.id,
    title: facts.title,
    message: facts.message,
    score: match.score,
    confidence: match.confidence,
    params: match.params !== undefined ? match.params : match.values,
    exception: facts.exception,
    docs_url: facts.docs_url,
    line: match.line,
    matched_text: match.matched_text,
    spans: match.spans,
    method: match.method,
    normalizations: match.normalizations,
  };
  for (const key of Object.keys(match)) {
    if (!SHAPED.has(key) && !PORT_ONLY.has(key)) {
      record[key] = match[key];
    }
  }
  if (match.outside_values && match.outside_values.length) {
    // Values the pinned release does not emit, where another release may (params[].other_values).
    record.outside_values = match.outside_values.map((o) => ({
      param: o.param,
      value: o.value,
      pinned_values: o.pinned_values,
      release: o.release !== undefined ? o.release : release,
      why: o.why,
    }));
  }
  if (match.wording) {
    // Another release's wording of this entry; the record names the current one beside it.
    record.wording = { ...match.wording };
    if (record.wording.current === undefined) {
      record.wording.current = facts.message;
    }
    if (record.wording.current_release === undefined) {
      record.wording.current_release = release;
    }
  }
  if (entry) {
    record.entry = entryRecord(match.id);
  }
  return record;
}
