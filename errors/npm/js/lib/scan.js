// scan(log): every catalogued error in a log of any size, the records of `scan --json`.
//
// A port of errors/scan.py (the streaming, the prefilter's pass, wrapped messages) and errors/screen.py (the
// cheap check before a line is matched), each function named after the Python one it follows; what Python
// computes before it reads a log comes from data/scan.json (errors/npm/scan_tables.py). The matching is
// matcher.js's: a line is read by SE_DIAGNOSE, which reads a one-line text as errors.match.Matcher.find_in
// reads that line's candidates. Three differences between the two readings are undone here, until matcher.js
// offers scan's entry points itself (coord request npm.md):
//  - diagnose skips a line shaped like a stack frame; scan reads it: such a line gets FRAME_GUARD in front, a
//    control character the normaliser removes (its "control-chars" step is then taken out of the record);
//  - diagnose breaks a line at a carriage return; scan reads it as a character: it is replaced by a space that
//    is no line break (one the line does not hold), and put back in the values and the text;
//  - scan reads a wrapped message without fuzzy matching: through the matcher with its fuzzy layer closed.
// What matcher.js does not export is written again below, from its exported regexes and data, each to go when
// it does: strip_noise's text (for the screen), content_lines, wrapped_groups, _keep_trustworthy, a fuzzy
// reading's similarity, and the prefilter's automaton (matcher.js has one, which says which lines hold an
// anchor but not which anchors: the screen needs those).
import { catalogIndex, dataFile } from "./data.js";
import { matcher, matcherData, matcherWithoutFuzzy } from "./engine.js";
import { InputError, sniff, utf16Decoder } from "./input.js";
import { matchRecord } from "./records.js";

const EMPTY = new Uint8Array(0);
const NL = 10;

let tables = null;

function setup() {
  if (tables !== null) {
    return tables;
  }
  const data = dataFile("scan.json");
  const parts = matcher().SE_MATCHER_PARTS;
  const rules = matcherData().matching.rules;
  const rx = (pair, flags) => parts.regex(pair, flags || "");
  const templates = matcherData().templates;
  const byReading = new Map(); // id and wording -> the template it is
  for (const t of templates) {
    const key = `${t.id}\0${t.wd ? t.wd.message : ""}`;
    if (!byReading.has(key)) {
      byReading.set(key, t);
    }
  }
  tables = {
    K: data.constants,
    levels: data.levels,
    literalChars: data.literal_chars,
    finder: anchorFinder(data.anchors),
    screen: data.screen,
    frameGuard: data.frame_guard,
    crStandIns: data.cr_stand_ins,
    parts,
    byReading,
    rules: {
      stackFrame: rx(rules.regex.stack_frame, "y"),
      sourceLocation: rx(rules.regex.source_location, "y"),
      caretLine: rx(rules.regex.caret_line, "y"),
      recordStart: rx(rules.regex.record_start, "y"),
      ansi: rx(rules.regex.ansi, "g"),
      control: rx(rules.regex.control),
      controlAll: rx(rules.regex.control, "g"),
      htmlTag: rx(rules.regex.html_tag),
      htmlTagAll: rx(rules.regex.html_tag, "g"),
      entity: rx(rules.regex.entity),
      jsonEscape: rx(data.regex.json_escape, "g"),
      spansLines: rx(data.regex.spans_lines),
    },
    screenTexts: new Map(),
  };
  return tables;
}

// --- Python's text, counted in characters (code points), not UTF-16 units ---------------------------------------

const SURROGATE = /[\ud800-\udfff]/;
function cpLength(s) {
  if (!SURROGATE.test(s)) {
    return s.length;
  }
  let n = 0;
  for (const _ of s) {
    n++;
  }
  return n;
}
function cpSlice(s, n) {
  if (!SURROGATE.test(s)) {
    return s.slice(0, n);
  }
  let out = "";
  let i = 0;
  for (const ch of s) {
    if (i++ >= n) {
      break;
    }
    out += ch;
  }
  return out;
}
function matchStart(rx, text) {
  rx.lastIndex = 0;
  return rx.test(text);
}

// --- errors.match.AnchorFinder.hits: one Aho-Corasick pass over the bytes, ASCII letters lowered -----------------

function anchorFinder(anchors) {
  const encoder = new TextEncoder();
  const patterns = anchors.map(([anchor]) => encoder.encode(anchor));
  const owners = anchors.map(([, ids]) => ids);
  const anchorClass = new Uint16Array(256);
  let alphabet = 1;
  for (const p of patterns) {
    for (const b of p) {
      if (!anchorClass[b]) {
        anchorClass[b] = alphabet++;
      }
    }
  }
  // A byte of the text reads as its lower-case letter (bytes.lower()); an upper-case byte of an anchor is never met.
  const textClass = new Uint16Array(256);
  for (let b = 0; b < 256; b++) {
    textClass[b] = anchorClass[b >= 65 && b <= 90 ? b + 32 : b];
  }
  const goto = [new Int32Array(alphabet).fill(-1)];
  const out = [[]];
  patterns.forEach((p, index) => {
    let s = 0;
    for (const b of p) {
      const c = anchorClass[b];
      if (goto[s][c] < 0) {
        goto[s][c] = goto.length;
        goto.push(new Int32Array(alphabet).fill(-1));
        out.push([]);
      }
      s = goto[s][c];
    }
    out[s].push(index);
  });
  const n = goto.length;
  const delta = new Int32Array(n * alphabet);
  const fail = new Int32Array(n);
  const queue = [];
  for (let c = 0; c < alphabet; c++) {
    const t = goto[0][c];
    delta[c] = t < 0 ? 0 : t;
    if (t > 0) {
      queue.push(t);
    }
  }
  for (let q = 0; q < queue.length; q++) {
    const s = queue[q];
    if (out[fail[s]].length) {
      out[s] = out[s].concat(out[fail[s]]);
    }
    for (let c = 0; c < alphabet; c++) {
      const t = goto[s][c];
      if (t < 0) {
        delta[s * alphabet + c] = delta[fail[s] * alphabet + c];
      } else {
        delta[s * alphabet + c] = t;
        fail[t] = delta[fail[s] * alphabet + c];
        queue.push(t);
      }
    }
  }
  const lengths = patterns.map((p) => p.length);
  const hasNewline = patterns.map((p) => p.includes(NL));
  return {
    owners,
    /** {line start offset: Set of anchor indexes}, for the lines of `data` that hold an anchor. */
    hits(data) {
      const found = new Map();
      let s = 0;
      let lineStart = 0;
      for (let p = 0; p < data.length; p++) {
        const b = data[p];
        s = delta[s * alphabet + textClass[b]];
        const ends = out[s];
        if (ends.length) {
          for (const index of ends) {
            const start = p - lengths[index] + 1;
            const at = hasNewline[index] ? lastNewline(data, start) + 1 : lineStart;
            let set = found.get(at);
            if (set === undefined) {
              set = new Set();
              found.set(at, set);
            }
            set.add(index);
          }
        }
        if (b === NL) {
          lineStart = p + 1;
        }
      }
      return found;
    },
  };
}

// --- errors.screen.Screen -----------------------------------------------------------------------------------------

/** errors.normalize.strip_noise's text (its steps aside), from matcher.js's exported regexes. */
function noiseStripped(line, R, parts) {
  if (line.includes("\x1b")) {
    line = line.replace(R.ansi, "");
  }
  if (R.control.test(line)) {
    line = line.replace(R.controlAll, "");
  }
  if (line.includes("<") && R.htmlTag.test(line)) {
    line = line.replace(R.htmlTagAll, "");
  }
  if (line.includes("&") && R.entity.test(line)) {
    line = parts.unescape(line);
  }
  return line;
}

/** errors.screen._screen_text */
function screenText(raw, t) {
  let text = noiseStripped(raw, t.rules, t.parts);
  if (text.includes("\\u")) {
    text += "\n" + text.replace(t.rules.jsonEscape, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  }
  return t.parts.fold(text).toLowerCase();
}

/** Screen.text */
function screened(line, t) {
  let known = t.screenTexts.get(line);
  if (known === undefined) {
    if (t.screenTexts.size >= t.K.TEXTS_KEPT) {
      t.screenTexts.clear();
    }
    known = [screenText(t.parts.strip(line), t), t.rules.spansLines.test(line)];
    t.screenTexts.set(line, known);
  }
  return known;
}

function exactOrCut(index, text, t) {
  const [exact, prefix] = t.screen[index];
  return exact.every((p) => text.includes(p)) || prefix.every((p) => text.includes(p));
}

/** Screen.line_may_match */
function lineMayMatch(line, templates, t) {
  const [text] = screened(line, t);
  for (const index of templates) {
    if (exactOrCut(index, text, t)) {
      return true;
    }
    const fuzzy = t.screen[index][2];
    if (fuzzy !== null && fuzzy.every((forms) => forms.some((f) => text.includes(f)))) {
      return true;
    }
  }
  return false;
}

/** Screen.joined_may_match */
function joinedMayMatch(lines, templates, t) {
  const wrapping = [...templates].filter((index) => t.screen[index][3]);
  if (!wrapping.length) {
    return false;
  }
  const seen = lines.map((line) => screened(line, t));
  let texts;
  if (seen.some(([, spans]) => spans)) {
    const stripped = lines.map((line) => t.parts.strip(line));
    texts = [screenText(stripped.join(" "), t), screenText(stripped.join(""), t)];
  } else {
    texts = [seen.map(([s]) => s).join(" "), seen.map(([s]) => s).join("")];
  }
  return wrapping.some((index) => texts.some((text) => exactOrCut(index, text, t)));
}

/** Screen.may_wrap */
function mayWrap(templates, t) {
  for (const index of templates) {
    if (t.screen[index][3]) {
      return true;
    }
  }
  return false;
}

// --- errors.normalize, as matcher.js has it (content_lines, wrapped_groups) ---------------------------------------

/** content_lines */
function contentLines(numbered, t) {
  const max = t.K.MAX_LINE_CHARS;
  const lines = numbered.filter(([, line]) => t.parts.strip(line));
  const echoed = new Set();
  for (let i = 1; i < lines.length - 1; i++) {
    if (
      matchStart(t.rules.caretLine, cpSlice(lines[i + 1][1], max)) &&
      matchStart(t.rules.sourceLocation, cpSlice(lines[i - 1][1], max))
    ) {
      echoed.add(i);
    }
  }
  return lines.filter(([, line], i) => !echoed.has(i) && !matchStart(t.rules.stackFrame, cpSlice(line, max)));
}

/** wrapped_groups */
function wrappedGroups(content, t) {
  const out = [];
  for (let i = 0; i < content.length - 1; i++) {
    for (let width = 2; width <= t.K.MAX_JOINED_LINES; width++) {
      const group = content.slice(i, i + width);
      if (
        group.length < width ||
        group[group.length - 1][0] !== group[0][0] + width - 1 ||
        group.slice(0, -1).some(([, line]) => cpLength(t.parts.strip(line)) < t.K.MIN_WRAPPED_LINE) ||
        matchStart(t.rules.recordStart, group[group.length - 1][1])
      ) {
        break;
      }
      out.push(group);
    }
  }
  return out;
}

// --- errors.match: findings and their rank -----------------------------------------------------------------------

function rankOf(f, t) {
  return [t.levels[f.m.confidence], f.m.score, f.similarity];
}
function compareRank(a, b) {
  for (let i = 0; i < 3; i++) {
    if (a.rank[i] !== b.rank[i]) {
      return a.rank[i] < b.rank[i] ? -1 : 1;
    }
  }
  return 0;
}
/** sorted(found, key=rank, reverse=True): best first, equals in their order. */
function byRank(found) {
  return found.slice().sort((a, b) => compareRank(b, a));
}

/** errors.match._keep_trustworthy */
function keepTrustworthy(ranked) {
  if (!ranked.length) {
    return ranked;
  }
  const top = ranked[0].m;
  if (top.confidence === "exact") {
    return ranked.filter((f) => f.m.confidence === "exact");
  }
  if (top.method === "prefix") {
    return ranked.filter((f) => f.m.method === "prefix" || f.m.score >= top.score - 5);
  }
  return ranked.filter((f) => f.m.score >= top.score - 8);
}

function restoreIn(value, standIn) {
  return typeof value === "string" ? value.split(standIn).join("\r") : value;
}

/**
 * Matcher.find_in(_line_candidates(raw, number)): a one-line text through SE_DIAGNOSE (see the top of this file).
 * `steps`: normalisations that go first (joined-lines); `fuzzy`: false for Matcher.find_in(..., fuzzy=False).
 */
function lineFindings(raw, number, t, { fuzzy = true, steps = [] } = {}) {
  let text = raw;
  let standIn = null;
  if (text.includes("\r")) {
    standIn = [...t.crStandIns].find((ch) => !text.includes(ch)) || null;
    if (standIn !== null) {
      text = text.split("\r").join(standIn);
    }
  }
  let guarded = false;
  const head = cpSlice(text, t.K.MAX_LINE_CHARS); // what the normaliser reads of a line
  if (matchStart(t.rules.stackFrame, head)) {
    const shown = head.includes("\x1b") ? head.replace(t.rules.ansi, "") : head;
    guarded = !t.rules.control.test(shown); // else its "control-chars" step is its own
    text = t.frameGuard + text;
  }
  const engine = fuzzy ? matcher() : matcherWithoutFuzzy();
  const found = engine.SE_DIAGNOSE(text);
  return found.map((m) => {
    let normalizations = m.normalizations;
    if (guarded) {
      const at = normalizations.indexOf("control-chars");
      normalizations = normalizations.filter((_, i) => i !== at);
    }
    const match = { ...m, line: number, normalizations: [...steps, ...normalizations] };
    if (standIn !== null) {
      match.matched_text = restoreIn(m.matched_text, standIn);
      match.values = Object.fromEntries(Object.entries(m.values).map(([k, v]) => [k, restoreIn(v, standIn)]));
      match.outside_values = m.outside_values.map((o) => ({ ...o, value: restoreIn(o.value, standIn) }));
    }
    return finding(match, t);
  });
}

/** A match with what scan reads of it: its rank, whether its last value ran to the end, the lines it spans. */
function finding(m, t) {
  const template = t.byReading.get(`${m.id}\0${m.wording ? m.wording.message : ""}`);
  const last = template.parts[template.parts.length - 1];
  // Matcher._fuzzy's similarity: the character-level likeness of the text to the template (ties of fuzzy readings).
  const similarity =
    m.method === "fuzzy" ? t.parts.round1(t.parts.ratio(template.sk, t.parts.fold(codePointText(m.matched_text)))) : 0;
  const f = {
    m,
    similarity,
    // Matcher._hit's ends_in_value, for an exact reading: the template ends with a value, which took the rest.
    openEnd: m.method === "exact" && typeof last !== "string",
    endLine: 0,
  };
  f.rank = rankOf(f, t);
  return f;
}

/** The text with each character outside the Basic Multilingual Plane as one unit (Python counts characters). */
function codePointText(text) {
  if (!SURROGATE.test(text)) {
    return text;
  }
  let out = "";
  for (const ch of text) {
    out += ch.length > 1 ? "\ue000" : ch;
  }
  return out;
}

/** Matcher.find_in(joined_candidates(group), fuzzy=False): both joins read, the best reading of each entry kept. */
function joinedFindings(group, t) {
  const best = new Map();
  for (const [sep, name] of [[" ", "joined-lines"], ["", "joined-lines-nospace"]]) {
    const joined = group.map(([, line]) => t.parts.strip(line)).join(sep);
    if (cpLength(joined) > t.K.MAX_LINE_CHARS) {
      continue;
    }
    for (const f of lineFindings(joined, group[0][0], t, { fuzzy: false, steps: [name] })) {
      const old = best.get(f.m.id);
      if (old === undefined || compareRank(f, old) > 0) {
        best.set(f.m.id, f);
      }
    }
  }
  return keepTrustworthy(byRank([...best.values()]));
}

// --- errors.scan --------------------------------------------------------------------------------------------------

/** _one_per_occurrence: of the entries that read the same text, the best (several only when they tie). */
function onePerOccurrence(found) {
  const best = new Map();
  for (const f of found) {
    const old = best.get(f.m.matched_text);
    if (old === undefined || compareRank(f, old) > 0) {
      best.set(f.m.matched_text, f);
    }
  }
  return found.filter((f) => compareRank(f, best.get(f.m.matched_text)) === 0);
}

/** _wrapped: messages wrapped over the hit line and its neighbours, each on the lines that hold it. */
function wrapped(templates, window, hit, t) {
  const groups = wrappedGroups(contentLines(window, t), t).filter(
    (g) => g[0][0] <= hit && hit <= g[g.length - 1][0],
  );
  const text = new Map(window);
  const memo = new Map();
  const whole = (found) => new Set(found.filter((f) => f.m.confidence === "exact").map((f) => f.m.id));
  const held = (first, last) => {
    const key = `${first},${last}`;
    if (!memo.has(key)) {
      const found =
        first === last
          ? lineFindings(text.get(first), first, t, { fuzzy: false })
          : joinedFindings(
              Array.from({ length: last - first + 1 }, (_, i) => [first + i, text.get(first + i)]),
              t,
            );
      memo.set(key, whole(found));
    }
    return memo.get(key);
  };
  const best = new Map();
  for (const group of groups) {
    if (!joinedMayMatch(group.map(([, line]) => line), templates, t)) {
      continue;
    }
    const first = group[0][0];
    const last = group[group.length - 1][0];
    const found = joinedFindings(group, t);
    memo.set(`${first},${last}`, whole(found));
    for (const f of found) {
      if (t.literalChars[f.m.id] < t.K.MIN_EMBEDDED_LITERAL) {
        continue; // too generic to be read across lines: its values would swallow whole lines
      }
      let shorter = false;
      for (let a = first; a <= last && !shorter; a++) {
        for (let b = a; b <= last && !shorter; b++) {
          if ((a !== first || b !== last) && held(a, b).has(f.m.id)) {
            shorter = true;
          }
        }
      }
      if (shorter) {
        continue;
      }
      const key = `${f.m.id}\0${first}`;
      const old = best.get(key);
      const better = old === undefined || compareRank(f, old) > 0 || (compareRank(f, old) === 0 && last > old.endLine);
      if (better) {
        best.set(key, { ...f, m: { ...f.m, line: first }, endLine: last });
      }
    }
  }
  return byRank([...best.values()]);
}

const UTF8 = new TextDecoder("utf-8", { ignoreBOM: true });

/** _decode: the start of a line as text (undecodable bytes replaced), without its carriage returns at the end. */
function decodeLine(raw, t) {
  return UTF8.decode(raw.subarray(0, t.K.DECODE_BYTES)).replace(/\r+$/, "");
}

/** _scan_chunk: the findings of one chunk of lines; `context`: [lines before it, lines after it] (bytes). */
function scanChunk(data, context, lineBase, t) {
  const [before, after] = context;
  const chunk = splitLines(data);
  if (data.length && data[data.length - 1] === NL) {
    chunk.pop();
  }
  const raw = [...before, ...chunk, ...after];
  const first = before.length;
  const decoded = new Map();
  const lineText = (at) => {
    let s = decoded.get(at);
    if (s === undefined) {
      s = decodeLine(raw[at], t);
      decoded.set(at, s);
    }
    return s;
  };
  const hits = [...t.finder.hits(data).entries()].sort((a, b) => a[0] - b[0]);
  const out = [];
  const seen = new Set();
  let index = 0;
  let countedTo = 0;
  for (const [start, anchors] of hits) {
    index += count(data, countedTo, start);
    countedTo = start;
    const number = lineBase + index + 1;
    const templates = new Set();
    for (const a of anchors) {
      for (const id of t.finder.owners[a]) {
        templates.add(id);
      }
    }
    const line = lineText(first + index);
    let found = [];
    if (lineMayMatch(line, templates, t)) {
      found = lineFindings(line, number, t);
    }
    // A line read only as the start of a message (cut off) or as a guess may be the first line of a message
    // wrapped whole over the next ones (another template that begins the same way): read those too.
    if (!found.some((f) => f.m.confidence === "exact") && mayWrap(templates, t)) {
      const at = first + index;
      const window = [];
      for (let j = Math.max(at - t.K.CONTEXT, 0); j < Math.min(at + t.K.CONTEXT + 1, raw.length); j++) {
        window.push([number + j - at, lineText(j)]);
      }
      if (joinedMayMatch(window.map(([, s]) => s), templates, t)) {
        let more = wrapped(templates, window, number, t);
        if (found.length) {
          // Only a message whose own words end on a later line beats the line's reading.
          more = more.filter((f) => f.m.confidence === "exact" && !f.openEnd);
        }
        found = byRank([...found, ...more]);
      }
    }
    for (const f of onePerOccurrence(keepTrustworthy(found))) {
      const key = `${f.m.id}\0${f.m.line}`;
      if (!seen.has(key)) {
        seen.add(key);
        out.push(f);
      }
    }
  }
  return out;
}

/** How many line breaks data[from, to) holds. */
function count(data, from, to) {
  let n = 0;
  for (let at = data.indexOf(NL, from); at !== -1 && at < to; at = data.indexOf(NL, at + 1)) {
    n++;
  }
  return n;
}

function splitLines(data) {
  const lines = [];
  let start = 0;
  for (let at = data.indexOf(NL); at !== -1; at = data.indexOf(NL, start)) {
    lines.push(data.subarray(start, at));
    start = at + 1;
  }
  lines.push(data.subarray(start));
  return lines;
}

function concat(a, b) {
  if (!a.length) {
    return b;
  }
  if (!b.length) {
    return a;
  }
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

function lastNewline(data, before) {
  return before <= 0 ? -1 : data.lastIndexOf(NL, before - 1);
}

/** errors.scan.scan's loop, one block at a time: `round(block)` gives the findings it yields then; EMPTY ends. */
class Scanner {
  constructor(t) {
    this.t = t;
    this.carry = EMPTY;
    this.before = [];
    this.lineBase = 0;
    this.seen = new Map();
    this.done = false;
  }

  round(block) {
    const { t } = this;
    const { CONTEXT, CHUNK_BYTES, MAX_CARRY_BYTES } = t.K;
    const eof = !block.length;
    let data = concat(this.carry, block);
    if (!data.length) {
      this.done = true;
      return [];
    }
    if (!eof) {
      // Keep the last CONTEXT + 1 lines (the last one maybe partial) for the next round.
      let cut = data.length;
      for (let i = 0; i < CONTEXT + 1; i++) {
        cut = lastNewline(data, cut);
        if (cut === -1) {
          break;
        }
      }
      if (cut === -1) {
        if (data.length < Math.max(4 * CHUNK_BYTES, MAX_CARRY_BYTES)) {
          this.carry = data; // not enough lines yet: read on
          return [];
        }
        // A line longer than any message: cut it anywhere rather than hold it all in memory.
        cut = lastNewline(data, data.length);
        cut = cut === -1 ? data.length - 1 : cut;
      }
      this.carry = data.subarray(cut + 1);
      data = data.subarray(0, cut + 1);
    } else {
      this.carry = EMPTY;
    }
    const ends = data[data.length - 1] === NL;
    // The first CONTEXT complete lines of the carry: the lines that follow this chunk.
    const carried = this.carry.length ? splitLines(this.carry) : [];
    const after = carried.slice(0, Math.min(carried.length - 1, CONTEXT));
    const found = scanChunk(data, [this.before, after], this.lineBase, t);
    found.sort((a, b) => a.m.line - b.m.line);
    const out = [];
    for (const f of found) {
      const key = `${f.m.id}\0${f.m.line}`;
      if (!this.seen.has(key)) {
        this.seen.set(key, f.m.line);
        out.push(f);
      }
    }
    const lines = count(data, 0, data.length) + (ends ? 0 : 1);
    const keepAbove = this.lineBase + lines - 2 * CONTEXT;
    for (const [key, line] of this.seen) {
      if (line <= keepAbove) {
        this.seen.delete(key);
      }
    }
    const tail = ends ? data.subarray(0, data.length - 1) : data;
    const tailLines = splitLines(tail);
    this.before = CONTEXT ? [...this.before, ...tailLines.slice(-CONTEXT)].slice(-CONTEXT) : [];
    this.lineBase += lines - (ends || eof ? 0 : 1);
    if (eof) {
      this.done = true;
    }
    return out;
  }
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
  const findings = found.map((f) => {
    if (!groups.has(f.m.id)) {
      groups.set(f.m.id, []);
    }
    groups.get(f.m.id).push(f.m.line);
    return { ...matchRecord(f.m, { entry: false }), end_line: f.endLine || f.m.line };
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

function scanBytes(bytes, t) {
  const scanner = new Scanner(t);
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
  return report(found);
}

async function scanStream(stream, t) {
  const scanner = new Scanner(t);
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
  return report(found);
}

/**
 * Every catalogued error in a log, as `scan --json`: {findings, summary}. A string or bytes are read at once
 * (the report is returned); a stream (any async iterable of bytes or strings: a Node Readable, a web
 * ReadableStream) is read as it comes, in flat memory (a Promise of the report). Binary data throws InputError.
 */
export function scan(input) {
  const t = setup();
  if (typeof input === "string") {
    return scanBytes(new TextEncoder().encode(input), t);
  }
  if (input instanceof Uint8Array) {
    return scanBytes(input, t);
  }
  if (input !== null && typeof input === "object" && typeof input[Symbol.asyncIterator] === "function") {
    return scanStream(input, t);
  }
  throw new TypeError("scan() takes a log: a string, bytes (Uint8Array, Buffer) or a stream of them");
}

export { InputError };
