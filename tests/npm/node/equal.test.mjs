// The npm package's side of tests/npm/test_npm_equal.py, under Node's own test runner, in one process: the
// texts and logs Python reads go through the installed package, and what it says is written beside them for
// the Python side to compare (the Python side computes its answers meanwhile). Checked here: what needs no
// Python answer (each entry record is the one Python made; a log read as bytes, as a string and as a stream
// reads the same).
import assert from "node:assert/strict";
import { createReadStream, readFileSync, writeFileSync } from "node:fs";
import { test } from "node:test";

import { diagnose, errorText, explain, scan } from "sandbox-errors";

import { thrownErrors } from "./thrown.mjs";

const dir = process.env.SE_EQUAL_DIR;
const read = (name) => readFileSync(`${dir}/${name}`, "utf8");
const rows = (name) => read(name).split("\n").filter(Boolean).map((line) => JSON.parse(line));
const write = (name, items) => writeFileSync(`${dir}/${name}`, items.map((x) => JSON.stringify(x) + "\n").join(""));

test("the diagnose corpus through the package", () => {
  const entries = JSON.parse(read("entries.json"));
  const checked = new Set();
  const out = [];
  for (const [key, text] of rows("diagnose.jsonl")) {
    const result = diagnose(text);
    for (const m of result.matches) {
      if (!checked.has(m.id)) {
        assert.deepEqual(m.entry, entries[m.id], `the record of ${m.id}`);
        checked.add(m.id);
      }
      m.entry = m.id;
    }
    out.push([key, result]);
  }
  write("node-diagnose.jsonl", out);
  assert.ok(checked.size > 300, `only ${checked.size} entries were ever found`);
});

test("the scan logs through the package: as bytes, as a string and as a stream; with and without generic", async () => {
  const out = [];
  const outGeneric = [];
  for (const [key, path, utf8] of rows("scan.jsonl")) {
    const bytes = readFileSync(path);
    for (const generic of [false, true]) {
      const stats = { generic_unconfirmed: -1 };
      const streamed = await scan(createReadStream(path, { highWaterMark: 64 * 1024 + 17 }), { generic, stats });
      const byteStats = { generic_unconfirmed: -1 };
      assert.deepEqual(scan(bytes, { generic, stats: byteStats }), streamed, `${key}: bytes and stream`);
      assert.deepEqual(byteStats, stats, `${key}: the stats of bytes and of a stream`);
      if (utf8) {
        assert.deepEqual(scan(bytes.toString("utf8"), { generic }), streamed, `${key}: string and stream`);
      }
      (generic ? outGeneric : out).push([key, { ...streamed, stats }]);
    }
  }
  write("node-scan.jsonl", out);
  write("node-scan-generic.jsonl", outGeneric);
});

test("explain by id, class name and message", () => {
  const out = [];
  for (const [query] of rows("explain.jsonl")) {
    const found = explain(query);
    out.push([query, found === null ? null : [found.id, found.match === null ? null : found.match.params]]);
    if (found !== null) {
      assert.equal(found.docs_url, found.entry.docs_url);
      assert.deepEqual(found.fixes, found.entry.fixes);
    }
  }
  write("node-explain.jsonl", out);
});

test("explain of thrown errors reads their name, message, code, cause and stack", () => {
  const out = [];
  for (const [name, error] of thrownErrors()) {
    const text = errorText(error);
    const found = explain(error);
    out.push([name, text, found === null ? null : [found.id, found.params]]);
  }
  write("node-thrown.jsonl", out);
});
