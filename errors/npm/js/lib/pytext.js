// Python's str.strip, with str.isspace's characters (data/catalog.json): a query or a paste is trimmed as the
// Python tool trims it (String.prototype.trim also takes U+FEFF and leaves U+001C..U+001F).
import { catalogIndex } from "./data.js";

let space = null;

export function pythonStrip(text) {
  if (space === null) {
    space = new Set(catalogIndex().space);
  }
  let a = 0;
  let b = text.length;
  while (a < b && space.has(text[a])) {
    a++;
  }
  while (b > a && space.has(text[b - 1])) {
    b--;
  }
  return text.slice(a, b);
}
