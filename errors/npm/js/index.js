// sandbox-errors: the catalog of the errors Mastra throws around sandboxes, for Node.
//
// The same answers as the Python tool (`pip install sandbox-errors`): diagnose and scan give the records of
// `sandbox-errors diagnose --json` and `scan --json`, explain the entry of `explain --json`. Nothing is read
// until a function first needs it; the catalog's data is then read once.
export { diagnose } from "./lib/diagnose.js";
export { scan } from "./lib/scan.js";
export { explain, addDocsLink, errorText } from "./lib/explain.js";
export { InputError } from "./lib/input.js";
export { catalog } from "./lib/catalog.js";
