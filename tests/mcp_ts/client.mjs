// One session of the official TypeScript MCP SDK's client against `sandbox-errors mcp`, for tests/test_mcp_ts.py.
//
//   node client.mjs PLAN.json
//
// PLAN names the server command, its folder, the log files to scan, and the trace to diagnose. The client checks
// every structured result against the tool's outputSchema itself (it throws when one does not conform); this
// script prints, as one JSON object, what the Python test asserts on.

import { readFileSync } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

const plan = JSON.parse(readFileSync(process.argv[2], "utf8"));
const transport = new StdioClientTransport({
  command: plan.command[0],
  args: plan.command.slice(1),
  cwd: plan.cwd,
  env: process.env,
  stderr: "inherit",
});
const client = new Client({ name: "sandbox-errors-ts-test", version: "1.0.0" }, { capabilities: {} });
const out = {};

await client.connect(transport);
out.server = client.getServerVersion();
out.instructions = client.getInstructions();

const tools = (await client.listTools()).tools;
out.tools = Object.fromEntries(tools.map((t) => [t.name, { title: t.title, annotations: t.annotations }]));

const call = async (name, args, options) => {
  const result = await client.callTool({ name, arguments: args }, undefined, options);
  return { isError: result.isError ?? false, structured: result.structuredContent ?? null, text: result.content[0].text };
};
out.calls = {
  diagnose: await call("diagnose", { text: plan.trace }),
  explain: await call("explain", { query: plan.trace }),
  search: await call("search", { query: "execteCommand" }),
  list: await call("list", { package: "e2b" }),
  scan: await call("scan", { path: plan.small_log }),
  probe: await call("probe", { target: "local" }),
  unknownArgument: await call("list", { colour: "red" }),
};

const resources = [];
let cursor;
do {
  const page = await client.listResources(cursor ? { cursor } : {});
  resources.push(...page.resources.map((r) => r.uri));
  cursor = page.nextCursor;
} while (cursor);
out.resources = resources.length;
out.templates = (await client.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate);
out.completion = (
  await client.complete({
    ref: { type: "ref/resource", uri: "sandbox-errors://errors/{id}" },
    argument: { name: "id", value: "session-setup" },
  })
).completion.values;
out.read = (await client.readResource({ uri: `sandbox-errors://errors/${plan.entry}.md` })).contents[0].mimeType;

// A scan longer than the request timeout: the progress notifications keep resetting it.
let progress = 0;
const longStarted = Date.now();
const long = await call(
  "scan",
  { path: plan.long_log },
  { timeout: plan.timeout_ms, resetTimeoutOnProgress: true, onprogress: () => progress++ },
);
out.long = { findings: long.structured.findings, progress, ms: Date.now() - longStarted };

// A diagnose longer than the request timeout: its heartbeat (progress without a total) resets it too.
let beats = 0;
const diagnoseStarted = Date.now();
const slow = await call(
  "diagnose",
  { text: readFileSync(plan.long_paste, "utf8") },
  { timeout: plan.timeout_ms, resetTimeoutOnProgress: true, onprogress: (p) => beats += p.total === undefined ? 1 : 0 },
);
out.slowDiagnose = { found: slow.structured.found, beats, ms: Date.now() - diagnoseStarted };

// A scan aborted once under way: the client sends notifications/cancelled, and the server goes on.
const abort = new AbortController();
let aborted = null;
try {
  await call("scan", { path: plan.endless_log }, { signal: abort.signal, onprogress: () => abort.abort("enough") });
} catch (error) {
  aborted = String(error);
}
out.aborted = aborted;
const started = Date.now();
await client.ping();
out.pingMs = Date.now() - started;

await client.close();
process.stdout.write(JSON.stringify(out) + "\n");
