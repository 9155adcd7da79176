// explain(errorOrMessage): one entry, found the way people remember it (errors.lookup), or from a thrown error;
// addDocsLink(error): the same, added to the error for whoever reads it next (a logger, an uncaught handler).
import { catalogIndex, entryRecord, isEntryId } from "./data.js";
import { diagnose } from "./diagnose.js";
import { pythonStrip } from "./pytext.js";

// How deep errorText follows `cause` (a cycle stops it too).
const MAX_CAUSES = 8;

function isErrorLike(value) {
  return value instanceof Error || (value !== null && typeof value === "object" && typeof value.message === "string");
}

function indent(text, by) {
  return text.split("\n").join(`\n${by}`);
}

/**
 * The text a thrown error shows, as Node prints one: its stack (which begins with `name: message`), its
 * `code`, and each `cause` below it. It is what `explain` and `addDocsLink` read: the message, and around it
 * what tells close entries apart (the class name, the code, the package's frames in the stack).
 */
export function errorText(error) {
  const seen = new Set();
  const parts = [];
  let current = error;
  let depth = 0;
  while (isErrorLike(current) && !seen.has(current) && depth <= MAX_CAUSES) {
    seen.add(current);
    const name = typeof current.name === "string" && current.name ? current.name : "Error";
    const head = current.message ? `${name}: ${current.message}` : name;
    const stack = typeof current.stack === "string" ? current.stack : "";
    // A message changed after the error was made is not in its stack: then the message, and the stack's frames.
    const frames = stack.split("\n").filter((line) => /^\s+at\s/.test(line));
    let text = stack && stack.includes(current.message) ? stack : [head, ...frames].join("\n");
    if (current.code !== undefined && current.code !== null && typeof current.code !== "object") {
      text += `\n  code: ${JSON.stringify(String(current.code)).replace(/^"|"$/g, "'")}`;
    }
    parts.push(depth === 0 ? text : `  [cause]: ${indent(text, "  ")}`);
    current = current.cause;
    depth++;
  }
  if (current !== undefined && current !== null && !isErrorLike(current) && depth > 0 && depth <= MAX_CAUSES) {
    parts.push(`  [cause]: ${String(current)}`);
  }
  return parts.join("\n");
}

function explanation(id, match) {
  const entry = entryRecord(id);
  return {
    id,
    title: entry.title,
    docs_url: entry.docs_url,
    params: match ? match.params : {},
    fixes: entry.fixes,
    entry,
    match,
  };
}

/**
 * The entry an id, a Python class name (`errors.X` too) or a message names, as `explain` finds it; or the
 * entry behind a thrown error. Null when nothing in the catalog matches (and for a value that is neither).
 */
export function explain(query) {
  if (isErrorLike(query)) {
    const found = diagnose(errorText(query), { top: 1 }).matches;
    return found.length ? explanation(found[0].id, found[0]) : null;
  }
  if (typeof query !== "string") {
    return null; // a thrown value that is no error (a number, undefined) is no catalogued error either
  }
  const text = pythonStrip(query);
  if (isEntryId(text)) {
    return explanation(text, null);
  }
  const name = text.startsWith("errors.") ? text.slice("errors.".length) : text;
  const entries = catalogIndex().entries;
  for (const id of Object.keys(entries)) {
    if (entries[id].exception === name) {
      return explanation(id, null);
    }
  }
  if (!text) {
    return null;
  }
  const found = diagnose(text, { top: 1 }).matches;
  return found.length ? explanation(found[0].id, found[0]) : null;
}

/**
 * Adds the docs link of the catalogued error behind `error`, without changing its message: a line
 * "See <link>" at the end of its stack (what Node prints for an uncaught error, and what loggers record) and
 * the properties `docsUrl` and `sandboxErrorsId`. Returns the same error; unchanged when nothing matches, and
 * when it already has the link.
 */
export function addDocsLink(error) {
  if (!isErrorLike(error) || typeof error.docsUrl === "string") {
    return error;
  }
  const found = explain(error);
  if (found === null) {
    return error;
  }
  try {
    Object.defineProperty(error, "docsUrl", { value: found.docs_url, enumerable: true, configurable: true, writable: true });
    Object.defineProperty(error, "sandboxErrorsId", { value: found.id, enumerable: true, configurable: true, writable: true });
    if (typeof error.stack === "string") {
      error.stack = `${error.stack}\n    See ${found.docs_url}`;
    }
  } catch {
    // A frozen error keeps what it had.
  }
  return error;
}
