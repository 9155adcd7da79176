// diagnose(text): errors.diagnose, through matcher.js; the records of `diagnose --json`.
import { matcher } from "./engine.js";
import { matchRecord } from "./records.js";

/** How many matches at most, as `diagnose --top` (default 3, at least 1). */
export const DEFAULT_TOP = 3;

export function diagnose(text, options = {}) {
  if (typeof text !== "string") {
    throw new TypeError(`diagnose() takes the text of an error or a log, not ${typeof text}`);
  }
  const top = options.top === undefined ? DEFAULT_TOP : options.top;
  if (!Number.isInteger(top)) {
    throw new TypeError("diagnose(): `top` must be an integer");
  }
  const found = matcher().SE_DIAGNOSE(text, { top: Math.max(top, 1), progress: options.progress });
  const result = { matches: found.map((m) => matchRecord(m)), probes: [] };
  // What the port says of the whole paste beside its matches (`skipped`: the start of a paste too long to read
  // whole), as errors.diagnose does: only when it has something to say.
  for (const key of Object.keys(found)) {
    if (!/^\d+$/.test(key) && found[key] !== null && found[key] !== undefined) {
      result[key] = found[key];
    }
  }
  return result;
}
