// scan(log): every catalogued error in a log of any size, the records of `scan --json`.
//
// errors/scan.py's algorithm (the streaming, the line filter's pass, the screen, wrapped messages) is ported
// once, in matcher.js, which a large paste in the paste box reads through too: its SE_SCANNER reads the log a
// block at a time, as Python's scan reads its stream, and gives errors/scan_report.py's records. What is here
// is the reading of the log (the blocks Python's scan reads, UTF-16 transcoded, binary data refused) and the
// report: the records with their entry's facts, and the summary grouped by entry.
import { catalogIndex, dataFile } from "./data.js";
import { matcher } from "./engine.js";
import { InputError, sniff, utf16Decoder } from "./input.js";
import { matchRecord } from "./records.js";

const EMPTY = new Uint8Array(0);

let tables = null;

function setup() {
  if (tables === null) {
    tables = { K: dataFile("scan.json").constants };
  }
  return tables;
}

// --- reading the log: errors.scan._Sniffed and the blocks scan reads -----------------------------------------------

/** The raw blocks Python's scan reads: the first SNIFF_BYTES, then CHUNK_BYTES at a time. */
function* blocksOf(bytes, t) {
  yield bytes.subarray(0, t.K.SNIFF_BYTES);
  for (let at = t.K.SNIFF_BYTES; at < bytes.length; at += t.K.CHUNK_BYTES) {
    yield bytes.subarray(at, at + t.K.CHUNK_BYTES);
  }
}

async function* streamBlocksOf(stream, t) {
  let want = t.K.SNIFF_BYTES;
  let pending = [];
  let size = 0;
  const encoder = new TextEncoder();
  for await (const piece of stream) {
    let bytes = typeof piece === "string" ? encoder.encode(piece) : piece;
    if (!(bytes instanceof Uint8Array)) {
      throw new TypeError("scan(): a stream must give strings or bytes (Uint8Array, Buffer)");
    }
    while (bytes.length) {
      const take = Math.min(want - size, bytes.length);
      pending.push(bytes.subarray(0, take));
      size += take;
      bytes = bytes.subarray(take);
      if (size === want) {
        yield joined(pending, size);
        pending = [];
        size = 0;
        want = t.K.CHUNK_BYTES;
      }
    }
  }
  if (size || want === t.K.SNIFF_BYTES) {
    yield joined(pending, size);
  }
}

function joined(pieces, size) {
  if (pieces.length === 1) {
    return pieces[0];
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

/** _Sniffed: the blocks as UTF-8 (UTF-16 with a byte order mark transcoded); binary data refused at the start. */
function sniffed(first) {
  const utf16 = sniff(first) === "utf-16";
  const decoder = utf16 ? utf16Decoder(first) : null;
  const encoder = new TextEncoder();
  return (raw) => {
    if (decoder === null) {
      return raw;
    }
    return encoder.encode(raw.length ? decoder.decode(raw, { stream: true }) : decoder.decode());
  };
}

function report(found) {
  const index = catalogIndex();
  const groups = new Map();
  const findings = found.map((m) => {
    if (!groups.has(m.id)) {
      groups.set(m.id, []);
    }
    groups.get(m.id).push(m.line);
    return matchRecord(m, { entry: false });
  });
  const summary = [...groups.entries()]
    .sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([id, lines]) => ({
      id,
      title: index.entries[id].title,
      count: lines.length,
      lines,
      docs_url: index.entries[id].docs_url,
    }));
  return { findings, summary };
}

/** errors.scan.scan(stream, catalog, generic=, stats=) as scan_report calls it: unless `generic`, a line holding
 * only a generic message that nothing around ties to its package is not read, and counted in
 * stats.generic_unconfirmed. */
function newScanner(t, options) {
  const scanner = matcher().SE_SCANNER({ generic: !!options.generic, chunkBytes: t.K.CHUNK_BYTES });
  if (options.stats) {
    options.stats.generic_unconfirmed = 0;
  }
  return scanner;
}

/** The scanner's counts, copied where the caller asked for them (as errors.scan.ScanStats, after the scan). */
function counted(scanner, options) {
  if (options.stats) {
    options.stats.generic_unconfirmed = scanner.stats.generic_unconfirmed;
  }
}

function scanBytes(bytes, t, options) {
  const scanner = newScanner(t, options);
  let transcode = null;
  const found = [];
  for (const raw of blocksOf(bytes, t)) {
    if (transcode === null) {
      transcode = sniffed(raw);
    }
    const block = transcode(raw);
    if (raw.length && !block.length) {
      continue; // an odd byte of UTF-16: nothing yet
    }
    found.push(...scanner.round(block));
  }
  while (!scanner.done) {
    found.push(...scanner.round(transcode === null ? EMPTY : transcode(EMPTY)));
    transcode = () => EMPTY;
  }
  counted(scanner, options);
  return report(found);
}

async function scanStream(stream, t, options) {
  const scanner = newScanner(t, options);
  let transcode = null;
  const found = [];
  for await (const raw of streamBlocksOf(stream, t)) {
    if (transcode === null) {
      transcode = sniffed(raw);
    }
    const block = transcode(raw);
    if (raw.length && !block.length) {
      continue;
    }
    found.push(...scanner.round(block));
  }
  while (!scanner.done) {
    found.push(...scanner.round(transcode === null ? EMPTY : transcode(EMPTY)));
    transcode = () => EMPTY;
  }
  counted(scanner, options);
  return report(found);
}

/**
 * Every catalogued error in a log, as `scan --json`: {findings, summary}. A string or bytes are read at once
 * (the report is returned); a stream (any async iterable of bytes or strings: a Node Readable, a web
 * ReadableStream) is read as it comes, in flat memory (a Promise of the report). Binary data throws InputError.
 *
 * options.generic (`scan --generic`): also read lines that hold only a generic message with nothing around it
 * that ties it to Mastra. options.stats: an object whose generic_unconfirmed is set, once the log is read, to
 * how many such lines were not read.
 */
export function scan(input, options = {}) {
  const t = setup();
  if (options === null || typeof options !== "object") {
    throw new TypeError("scan(log, options): options must be an object ({generic, stats})");
  }
  if (typeof input === "string") {
    return scanBytes(new TextEncoder().encode(input), t, options);
  }
  if (input instanceof Uint8Array) {
    return scanBytes(input, t, options);
  }
  if (input !== null && typeof input === "object" && typeof input[Symbol.asyncIterator] === "function") {
    return scanStream(input, t, options);
  }
  throw new TypeError("scan() takes a log: a string, bytes (Uint8Array, Buffer) or a stream of them");
}

export { InputError };
