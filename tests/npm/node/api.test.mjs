// The npm package's API where Node alone is the judge: what it reads and when, the docs link it adds, what it
// refuses. Run by tests/npm/test_npm_package.py inside a project that installed the package from its tarball.
import assert from "node:assert/strict";
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import { Readable } from "node:stream";
import { test } from "node:test";

const MESSAGE = "Sandbox 'box-1' cannot run the session setup: no executeCommand implementation";
const ID = "session-setup-without-execute-command";

// Every file the package reads: fs.readFileSync is wrapped before the package is imported (its named import is a
// live binding of node:fs, which syncBuiltinESMExports updates).
const reads = [];
const readFileSync = fs.readFileSync;
fs.readFileSync = function (path, ...rest) {
  const name = String(path instanceof URL ? path.pathname : path);
  if (name.includes("/node_modules/sandbox-errors/")) {
    reads.push(name.slice(name.indexOf("/node_modules/sandbox-errors/") + "/node_modules/sandbox-errors/".length));
  }
  return readFileSync.call(this, path, ...rest);
};
syncBuiltinESMExports();

const api = await import("sandbox-errors");

test("importing the package reads no data; each file is read once, when first needed", () => {
  assert.deepEqual(reads, []);
  const first = api.diagnose(MESSAGE);
  assert.equal(first.matches[0].id, ID);
  assert.deepEqual(reads.slice().sort(), ["data/catalog.json", `data/entries/${ID}.json`, "data/matcher.json"]);
  api.diagnose(`Error: ${MESSAGE}`);
  api.explain(ID);
  assert.equal(reads.length, 3, reads.join(", "));
  api.scan(`a line\n${MESSAGE}\n`);
  assert.deepEqual(reads.slice(3), ["data/scan.json"]);
});

test("addDocsLink ends the stack with the link and leaves the message as it was", () => {
  const error = new Error(MESSAGE);
  const stack = error.stack;
  assert.equal(api.addDocsLink(error), error);
  assert.equal(error.message, MESSAGE);
  assert.equal(error.docsUrl, api.explain(ID).docs_url);
  assert.equal(error.sandboxErrorsId, ID);
  assert.equal(error.stack, `${stack}\n    See ${error.docsUrl}`);
  api.addDocsLink(error);
  assert.equal(error.stack.split("See ").length, 2, "the link is added once");
  assert.ok(String(error.docsUrl).endsWith(`/errors/${ID}/`));
});

test("addDocsLink finds the catalogued cause of a wrapping error, and leaves other errors alone", () => {
  const wrapped = new Error("Agent step failed", { cause: new Error(MESSAGE) });
  assert.equal(api.addDocsLink(wrapped).sandboxErrorsId, ID);
  assert.equal(wrapped.message, "Agent step failed");
  const other = new RangeError("Invalid array length");
  const stack = other.stack;
  api.addDocsLink(other);
  assert.equal(other.stack, stack);
  assert.equal(other.docsUrl, undefined);
  const frozen = Object.freeze(new Error(MESSAGE));
  assert.equal(api.addDocsLink(frozen), frozen);
  for (const value of [undefined, null, 42, "text", { no: "message" }]) {
    assert.equal(api.addDocsLink(value), value);
  }
});

test("errorText is what Node shows of an error: stack, code, causes; a cycle of causes ends", () => {
  const inner = new Error(MESSAGE);
  inner.code = "E_X";
  const outer = new TypeError("outer", { cause: inner });
  const text = api.errorText(outer);
  assert.ok(text.startsWith("TypeError: outer\n    at "), text);
  assert.match(text, /\n {2}\[cause\]: Error: Sandbox 'box-1' cannot run/);
  assert.match(text, /\n {4}code: 'E_X'/);
  inner.cause = outer;
  assert.equal(api.errorText(outer).split("[cause]").length, 2);
  assert.equal(api.errorText({ name: "X", message: "m" }), "X: m");
  assert.equal(api.explain(42), null);
  assert.equal(api.explain(undefined), null);
});

test("what the functions refuse: a diagnose of no text, a scan of binary data", async () => {
  assert.throws(() => api.diagnose(42), TypeError);
  assert.throws(() => api.diagnose("x", { top: 1.5 }), TypeError);
  assert.throws(() => api.scan(42), TypeError);
  const binary = new Uint8Array(4096).map((_, i) => (i * 7) % 32);
  assert.throws(() => api.scan(binary), (e) => e instanceof api.InputError && e.exitCode === 2);
  await assert.rejects(api.scan(Readable.from([Buffer.from(binary)])), api.InputError);
  await assert.rejects(api.scan(Readable.from([{ not: "bytes" }])), TypeError);
});

test("a stream is scanned as it comes, in pieces of any size, as the whole text is", async () => {
  const lines = [];
  for (let i = 0; i < 30000; i++) {
    lines.push(i % 997 === 5 ? `Error: ${MESSAGE.replace("box-1", `box-${i}`)}` : `ordinary line ${i} of the build`);
  }
  const text = lines.join("\n") + "\n";
  const whole = api.scan(text);
  const bytes = Buffer.from(text);
  const pieces = [];
  for (let at = 0, size = 1; at < bytes.length; at += size, size = (size * 7 + 3) % 70000 || 1) {
    pieces.push(bytes.subarray(at, at + size));
  }
  assert.deepEqual(await api.scan(Readable.from(pieces)), whole);
  assert.equal(whole.summary[0].count, 31);
  assert.deepEqual(whole.findings[0].params, { sandbox_id: "box-5" });
  assert.equal(whole.findings[0].line, 6);
});

test("catalog() names the version the package carries", () => {
  const pkg = JSON.parse(readFileSync(new URL(import.meta.resolve("sandbox-errors/package.json")), "utf8"));
  const facts = api.catalog();
  assert.equal(pkg.version.split(".").slice(0, 2).join("."), facts.version.split(".").map(Number).join("."));
  assert.ok(facts.ids.includes(ID));
});
