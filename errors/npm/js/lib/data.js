// The package's data files (written by `sandbox-errors npm build` from the catalog), each read once, when
// something first needs it: importing the package reads nothing.
import { readFileSync } from "node:fs";

const read = new Map();

/** The parsed JSON of data/<name>. */
export function dataFile(name) {
  let value = read.get(name);
  if (value === undefined) {
    value = JSON.parse(readFileSync(new URL(`../data/${name}`, import.meta.url), "utf8"));
    read.set(name, value);
  }
  return value;
}

/** The catalog-wide facts and each entry's short fields (data/catalog.json). */
export function catalogIndex() {
  return dataFile("catalog.json");
}

/** Whether `id` names an entry (an own key of the index, so "__proto__" or "../x" never reach the disk). */
export function isEntryId(id) {
  return typeof id === "string" && Object.prototype.hasOwnProperty.call(catalogIndex().entries, id);
}

/** The entry's record, exactly `Catalog.record()` (what `explain --json` prints). */
export function entryRecord(id) {
  if (!isEntryId(id)) {
    throw new RangeError(`no catalogued entry has the id ${JSON.stringify(id)}`);
  }
  return dataFile(`entries/${id}.json`);
}
