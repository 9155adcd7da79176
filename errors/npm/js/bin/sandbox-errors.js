#!/usr/bin/env node
// npx sandbox-errors diagnose|scan|explain: the Python tool's commands of the same names, with its exit codes
// (0: found, 1: nothing found, 2: unusable input or usage) and its --json records.
import { createReadStream, readFileSync } from "node:fs";

import { catalog, diagnose, explain, InputError, scan } from "../index.js";
import { decode, sniff } from "../lib/input.js";
import { pythonStrip } from "../lib/pytext.js";
import { diagnosisText, entryText, githubAnnotations, scanText } from "../lib/text.js";

// Of a larger input only the end is read, and the rest is said to be skipped (as the Python CLI).
const TAIL_BYTES = 50_000_000;
const READ_BYTES = 1024 * 1024;
// As much as errors.normalize.sniff looks at.
const SNIFF_AT = 65536;

const HELP = `Usage: sandbox-errors COMMAND [ARGS]

Explain and diagnose sandbox errors (Mastra sandboxes and workspaces).

Commands:
  diagnose [TEXT|-] [--file PATH] [--json] [--top N] [--why]
                            find the catalogued error in a message, a stack trace or a log (stdin without TEXT);
                            --why: how each was matched (template, method, normalisations, value spans)
  scan FILE|- [--json | --format text|json|github] [--max-lines N] [--generic]
                            every catalogued error in a log of any size, grouped by entry with line numbers
                            (--generic: also lines holding only a generic message, with nothing tying it to Mastra)
  explain ID|CLASS|MESSAGE [--json]
                            one entry in full: meaning, when it happens, fixes with examples, upstream source

Exit status: 0 when something was found, 1 when nothing was, 2 for unusable input or a usage error.
`;

class UsageError extends Error {}

function version() {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  return `sandbox-errors ${pkg.version} (catalog ${catalog().version})`;
}

/** argv after the command as {positional, flags}; `spec` maps each option to "flag" or "value". */
function parse(args, spec) {
  const positional = [];
  const flags = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--") {
      positional.push(...args.slice(i + 1));
      break;
    }
    if (arg.startsWith("--") || (arg.startsWith("-") && arg.length === 2 && arg !== "-")) {
      const [name, inline] = arg.split(/=(.*)/s, 2);
      const kind = spec[name];
      if (kind === undefined) {
        throw new UsageError(`no such option: ${name}`);
      }
      if (kind === "flag") {
        flags[name] = true;
      } else {
        const value = inline !== undefined ? inline : args[++i];
        if (value === undefined) {
          throw new UsageError(`option ${name} requires a value`);
        }
        flags[name] = value;
      }
    } else {
      positional.push(arg);
    }
  }
  return { positional, flags };
}

/** The last TAIL_BYTES of a stream, from a line start, and how much of its start was skipped (read_tail). */
async function readTail(stream) {
  const kept = [];
  let size = 0;
  let skipped = 0;
  let lines = 0;
  let before = -1; // the last byte skipped
  let sniffed = false;
  for await (const piece of stream) {
    kept.push(piece);
    size += piece.length;
    if (!sniffed && (skipped || size >= SNIFF_AT)) {
      sniff(Buffer.concat(kept)); // binary data is refused from its start: /dev/zero would be read for ever
      sniffed = true;
    }
    while (size - kept[0].length >= TAIL_BYTES) {
      const dropped = kept.shift();
      size -= dropped.length;
      skipped += dropped.length;
      lines += count(dropped);
      before = dropped[dropped.length - 1];
    }
  }
  let data = Buffer.concat(kept);
  if (size > TAIL_BYTES) {
    const cut = size - TAIL_BYTES;
    skipped += cut;
    lines += count(data.subarray(0, cut));
    before = data[cut - 1];
    data = data.subarray(cut);
  }
  if (skipped && before !== 10) {
    const start = data.indexOf(10) + 1; // start on a whole line, so that the lines keep their numbers
    skipped += start;
    lines += start ? 1 : 0;
    data = data.subarray(start);
  }
  return { data, skipped, lines };
}

function count(bytes) {
  let n = 0;
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) {
    n++;
  }
  return n;
}

/** A file as a stream, once it is open (a file that cannot be read is a usage error). */
async function opened(path) {
  const stream = createReadStream(path, { highWaterMark: READ_BYTES });
  await new Promise((resolve, reject) => {
    stream.once("ready", resolve);
    stream.once("error", (error) => reject(new UsageError(`cannot read ${path}: ${error.message}`)));
  });
  return stream;
}

function printJson(value) {
  process.stdout.write(JSON.stringify(value, null, 2) + "\n");
}

async function runDiagnose(args) {
  const { positional, flags } = parse(args, { "--file": "value", "--json": "flag", "--top": "value", "--why": "flag" });
  if (positional.length > 1) {
    throw new UsageError(`got unexpected extra arguments (${positional.slice(1).join(" ")})`);
  }
  const text = positional[0];
  const file = flags["--file"];
  const top = flags["--top"] === undefined ? 3 : Number(flags["--top"]);
  if (!Number.isInteger(top) || top < 1 || top > 50) {
    throw new UsageError(`--top: ${flags["--top"]} is not in the range 1<=x<=50`);
  }
  if (file !== undefined && text !== undefined && text !== "-") {
    throw new UsageError("give the error as TEXT or with --file, not both");
  }
  let tail;
  if (file !== undefined) {
    tail = await readTail(await opened(file));
  } else if (text === undefined || text === "-") {
    if (process.stdin.isTTY) {
      process.stderr.write("Paste the error (or log), then press Ctrl-D on a line of its own.\n");
    }
    tail = await readTail(process.stdin);
  } else {
    tail = { data: Buffer.from(text, "utf8"), skipped: 0, lines: 0 };
  }
  if (tail.skipped) {
    process.stderr.write(
      `note: the input is too long to read whole; read its last ${tail.data.length.toLocaleString("en-US")} bytes, ` +
        `skipped the first ${tail.skipped.toLocaleString("en-US")} bytes (${tail.lines.toLocaleString("en-US")} lines)\n`,
    );
  }
  const decoded = decode(tail.data);
  if (!pythonStrip(decoded)) {
    throw new UsageError("the input is empty");
  }
  const result = diagnose(decoded, { top });
  if (tail.skipped) {
    // The lines read are numbered as in the whole input.
    for (const m of result.matches) {
      m.line += tail.lines;
    }
    result.skipped = { bytes: tail.skipped, lines: tail.lines };
  }
  if (flags["--json"]) {
    printJson(result);
  } else {
    process.stdout.write(diagnosisText(result, { why: !!flags["--why"] }));
  }
  return result.matches.length ? 0 : 1;
}

async function runScan(args) {
  const { positional, flags } = parse(args, {
    "--json": "flag",
    "--format": "value",
    "--max-lines": "value",
    "--generic": "flag",
  });
  if (positional.length !== 1) {
    throw new UsageError(positional.length ? "scan takes one FILE (or - for standard input)" : "missing argument FILE|-");
  }
  const source = positional[0];
  const format = flags["--json"] ? "json" : flags["--format"] || "text";
  if (!["text", "json", "github"].includes(format)) {
    throw new UsageError(`--format: ${format} is not one of text, json, github`);
  }
  const maxLines = flags["--max-lines"] === undefined ? 20 : Number(flags["--max-lines"]);
  if (!Number.isInteger(maxLines)) {
    throw new UsageError(`--max-lines: ${flags["--max-lines"]} is not a whole number`);
  }
  const stream = source === "-" ? process.stdin : await opened(source);
  const stats = { generic_unconfirmed: 0 };
  const report = await scan(stream, { generic: !!flags["--generic"], stats });
  if (format === "json") {
    printJson(report);
  } else if (format === "github") {
    process.stdout.write(githubAnnotations(report, source));
  } else {
    process.stdout.write(scanText(report, maxLines, stats.generic_unconfirmed));
  }
  return report.summary.length ? 0 : 1;
}

function runExplain(args) {
  const { positional, flags } = parse(args, { "--json": "flag" });
  if (positional.length !== 1) {
    throw new UsageError(positional.length ? "explain takes one ID, CLASS or MESSAGE" : "missing argument ID");
  }
  const found = explain(positional[0]);
  if (found === null) {
    throw new UsageError(
      `no entry has the id or class ${JSON.stringify(positional[0])}, and no catalogued message matches it. ` +
        "Run `sandbox-errors explain --help`, or see the catalog's site for the ids.",
    );
  }
  if (flags["--json"]) {
    printJson(found.entry);
  } else {
    process.stdout.write(entryText(found.entry, found.match ? found.match.params : null));
  }
  return 0;
}

async function main(argv) {
  const [command, ...args] = argv;
  if (command === undefined || command === "-h" || command === "--help" || command === "help") {
    process.stdout.write(HELP);
    return command === undefined ? 2 : 0;
  }
  if (command === "--version") {
    process.stdout.write(version() + "\n");
    return 0;
  }
  if (args.includes("-h") || args.includes("--help")) {
    process.stdout.write(HELP);
    return 0;
  }
  const commands = { diagnose: runDiagnose, scan: runScan, explain: runExplain };
  if (!Object.prototype.hasOwnProperty.call(commands, command)) {
    throw new UsageError(`no such command: ${command}`);
  }
  return commands[command](args);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    if (error instanceof UsageError || error instanceof InputError) {
      process.stderr.write(`Error: ${error.message}\nTry 'sandbox-errors --help' for help.\n`);
      process.exitCode = 2;
    } else {
      process.stderr.write(`${error && error.stack ? error.stack : error}\n`);
      process.exitCode = 3;
    }
  },
);
