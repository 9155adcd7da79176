// A JavaScript project using the package as its README shows, run by tests/npm/test_npm_consumer.py: an error
// caught and explained, a log scanned from a file stream, and the uncaught-error handler adding the docs link.
import { createReadStream, writeFileSync } from "node:fs";

import { addDocsLink, diagnose, explain, scan } from "sandbox-errors";

const MESSAGE = "Sandbox 'my-box' cannot run the session setup: no executeCommand implementation";

function setUpSession() {
  throw new Error(MESSAGE);
}

const out = {};
try {
  setUpSession();
} catch (error) {
  const found = explain(error);
  out.explained = [found.id, found.params, found.docs_url, found.fixes[0].title];
}
out.diagnosed = diagnose(`2026-12-01T10:00:00Z ERROR ${MESSAGE}`).matches.map((m) => [m.id, m.confidence, m.params]);
writeFileSync("ci.log", `step 1\nstep 2\nError: ${MESSAGE}\nstep 4\n`);
out.scanned = (await scan(createReadStream("ci.log"))).summary.map((g) => [g.id, g.lines]);
console.log(JSON.stringify(out));

process.on("uncaughtException", (error) => {
  console.error(addDocsLink(error).stack);
  process.exit(1);
});
setTimeout(setUpSession, 1);
