/* The paste-box matcher: a port of errors.diagnose (errors/diagnosis.py, errors/normalize.py, errors/match/,
   errors/scan.py and errors/screen.py for a paste over NARROW_ABOVE_CHARS) that gives the same answer for the
   same text. It has no DOM: the page and a Web Worker load it alike, after assets/matchers.js
   (errors/site/matcher_data.py), which holds everything Python knows before it reads a paste: the compiled
   templates of every variant with their tiers, word sequences, separators, regexes and line-filter conditions
   (SE_MATCHERS), the entries' evidence strings, confirmations and rival words, the word indexes, idf weights,
   word weights, anchors, thresholds and the normaliser's regexes (SE_MATCHING). This file ports only the steps
   that run on a paste, each named after the Python function it follows; tests/site/test_matcher_equal.py runs
   the whole corpus through both and requires the same answers.

   Contract:
     self.SE_DIAGNOSE(text, options) -> the records of errors.diagnose's "matches", best first (an empty array:
       not in the catalog), less the entry record, exception and docs URL: {id, title, message, score,
       confidence ("exact" | "strong" | "possible"), params (also as `values`), line, end_line, lines,
       matched_text, spans, method ("exact" | "prefix" | "prefixless" | "fuzzy"), normalizations,
       confirmed_by, why?, dropped_prefix?, outside_values?, wording?, rivals? ([{id, title, confidence, how}]),
       retired}.
       the array's `skipped` is null, or {bytes, lines}: the start of a paste longer than MAX_NARROWED_CHARS
         that was not read (as errors.diagnose's "skipped"); its `more`: errors found beyond `top` (undefined when none).
       options (optional): top: at most this many errors (default: all); progress(fraction): called now and
         then (at most about 100 times) with a number in [0, 1] during a long run, and with 1 at the end.
       Binary input over NARROW_ABOVE_CHARS throws, as errors.diagnose raises InputError.
     self.SE_FOLD(text): errors.normalize.fold of the text, line endings made "\n" (for the no-match link). */
(function () {
  "use strict";

  var T = self.SE_MATCHERS;
  var D = self.SE_MATCHING;
  if (!T || !D || !D.rules) {
    self.SE_DIAGNOSE = function () { var none = []; none.skipped = null; return none; };
    self.SE_FOLD = function (text) { return text; };
    return;
  }
  var R = D.rules;
  var K = R.constants;

  /* An exported regex: (source, flags), with Python's classes put in for their markers (errors/site/js_regex.py). */
  var CLASS_MARKER = /\\p\{Py_[swd]\}/g;
  function regex(pair, extra) {
    var source = pair[0].replace(CLASS_MARKER, function (marker) { return R.classes[marker]; });
    return new RegExp(source, pair[1] + (extra || ""));
  }
  /* Python's pattern.match: anchored at index 0 (the sticky flag). */
  function matchStart(rx, text) { rx.lastIndex = 0; return rx.exec(text); }

  /* --- Python's text primitives ------------------------------------------------------------------------- */

  var SPACE = new Set();
  for (var si = 0; si < R.space.length; si++) { SPACE.add(R.space.charCodeAt(si)); }
  /* str.strip() (str.isspace's characters, not String.prototype.trim's) */
  function strip(s) {
    var a = 0, b = s.length;
    while (a < b && SPACE.has(s.charCodeAt(a))) { a++; }
    while (b > a && SPACE.has(s.charCodeAt(b - 1))) { b--; }
    return a === 0 && b === s.length ? s : s.slice(a, b);
  }
  /* str.strip(chars) */
  function stripChars(s, chars) {
    var a = 0, b = s.length;
    while (a < b && chars.indexOf(s[a]) >= 0) { a++; }
    while (b > a && chars.indexOf(s[b - 1]) >= 0) { b--; }
    return s.slice(a, b);
  }
  var BREAKS = new Set();
  for (var bi = 0; bi < R.line_breaks.length; bi++) { BREAKS.add(R.line_breaks.charCodeAt(bi)); }
  /* str.splitlines() */
  function splitlines(s) {
    var out = [], start = 0, i = 0;
    while (i < s.length) {
      var code = s.charCodeAt(i);
      if (BREAKS.has(code)) {
        out.push(s.slice(start, i));
        i += code === 13 && s.charCodeAt(i + 1) === 10 ? 2 : 1;
        start = i;
      } else {
        i++;
      }
    }
    if (start < s.length) { out.push(s.slice(start)); }
    return out;
  }
  /* round(x, 1): the nearest tenth, ties (exact binary halves: x * 4 odd) to even as Python does. */
  function round1(x) {
    var quarter = x * 4;
    if (Number.isInteger(quarter) && quarter % 2 !== 0) {
      var low = Math.floor(x * 10);
      return (low % 2 === 0 ? low : low + 1) / 10;
    }
    return Number(x.toFixed(1));
  }
  function count(text, ch, from, to) {
    var n = 0, at = text.indexOf(ch, from);
    while (at !== -1 && at < to) { n++; at = text.indexOf(ch, at + 1); }
    return n;
  }

  /* rapidfuzz.fuzz.ratio: the Indel similarity normalised by the summed lengths, times 100. */
  function ratio(a, b) {
    var lensum = a.length + b.length;
    if (lensum === 0) { return 100; }
    var dist = lensum - 2 * lcs(a, b);
    return (1.0 - dist / lensum) * 100;
  }
  function lcs(a, b) {
    if (a.length < b.length) { var t = a; a = b; b = t; }
    var prev = new Int32Array(b.length + 1), cur = new Int32Array(b.length + 1);
    for (var i = 1; i <= a.length; i++) {
      var ca = a.charCodeAt(i - 1);
      for (var j = 1; j <= b.length; j++) {
        cur[j] = ca === b.charCodeAt(j - 1) ? prev[j - 1] + 1 : (prev[j] > cur[j - 1] ? prev[j] : cur[j - 1]);
      }
      var swap = prev; prev = cur; cur = swap;
    }
    return prev[b.length];
  }
  /* rapidfuzz.distance.OSA.distance: edits with swaps of neighbours, each substring edited once. */
  function osa(a, b) {
    var n = a.length, m = b.length;
    if (!n) { return m; }
    if (!m) { return n; }
    var d = [];
    for (var i = 0; i <= n; i++) { d.push(new Int32Array(m + 1)); d[i][0] = i; }
    for (var j = 0; j <= m; j++) { d[0][j] = j; }
    for (i = 1; i <= n; i++) {
      for (j = 1; j <= m; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        var v = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) { v = Math.min(v, d[i - 2][j - 2] + 1); }
        d[i][j] = v;
      }
    }
    return d[n][m];
  }

  /* --- errors/normalize.py -------------------------------------------------------------------------------- */

  var FOLD_MAP = R.fold;
  var FOLD_RX = new RegExp("[" + Object.keys(FOLD_MAP).map(function (c) {
    return "\\u" + ("000" + c.charCodeAt(0).toString(16)).slice(-4);
  }).join("") + "]", "g");
  /* str.lower, where this browser's Unicode tables say otherwise than Python's (newer letters): Python's
     per-character table (errors/site/matcher_data.py _lower_runs) is compared with toLowerCase once, here,
     and the characters they disagree on are lowered by Python's table. */
  var PY_LOWER = new Map();
  R.lower.runs.forEach(function (run) {
    for (var code = run[0]; code <= run[1]; code += run[3]) { PY_LOWER.set(code, String.fromCharCode(code + run[2])); }
  });
  Object.keys(R.lower.longer).forEach(function (ch) { PY_LOWER.set(ch.charCodeAt(0), R.lower.longer[ch]); });
  var DISAGREE = [];
  for (var lc = 0; lc < 0x10000; lc++) {
    if (lc >= 0xd800 && lc <= 0xdfff) { continue; }
    var lch = String.fromCharCode(lc);
    if (lch.toLowerCase() !== (PY_LOWER.has(lc) ? PY_LOWER.get(lc) : lch)) { DISAGREE.push(lc); }
  }
  var DISAGREE_SPLIT = DISAGREE.length ? new RegExp("([" + DISAGREE.map(function (c) {
    return "\\u" + ("000" + c.toString(16)).slice(-4);
  }).join("") + "])") : null;
  function lower(text) {
    if (DISAGREE_SPLIT === null || !DISAGREE_SPLIT.test(text)) { return text.toLowerCase(); }
    return text.split(DISAGREE_SPLIT).map(function (piece, i) {
      if (i % 2 === 0) { return piece.toLowerCase(); }
      var code = piece.charCodeAt(0);
      return PY_LOWER.has(code) ? PY_LOWER.get(code) : piece;
    }).join("");
  }

  /* fold */
  function fold(text) {
    var folded = text.replace(FOLD_RX, function (c) { return FOLD_MAP[c]; });
    var lowered = lower(folded);
    if (lowered.length === folded.length) { return lowered; }
    /* A few characters change length when lower-cased ('İ' -> 'i' and a combining dot): those keep the first
       character of their lower case, so positions stay aligned and the rest of the text is still lower-cased
       (character by character, as Python's "".join(ch.lower()[0] for ch in folded)). */
    var out = "";
    for (var ch of folded) { out += String.fromCodePoint(lower(ch).codePointAt(0)); }
    return out;
  }

  var RX = R.regex;
  var ANSI_G = regex(RX.ansi, "g");
  var ESCAPE_START = regex(RX.escape_start);
  var CONTROL = regex(RX.control), CONTROL_G = regex(RX.control, "g");
  var ENTITY = regex(RX.entity);
  var STACK_FRAME = regex(RX.stack_frame, "y");
  var SOURCE_LOCATION = regex(RX.source_location, "y");
  var CARET_LINE = regex(RX.caret_line, "y");
  var HTML_TAG = regex(RX.html_tag), HTML_TAG_G = regex(RX.html_tag, "g");
  var SMART = regex(RX.smart);
  var TRAILING_ELLIPSIS = regex(RX.trailing_ellipsis);
  var LOGFMT_G = regex(RX.logfmt, "g");
  var RECORD_START = regex(RX.record_start, "y");
  var PREFIXES = R.prefixes.map(function (p) { return { name: p[0], first: p[1], rx: regex([p[2], p[3]], "y") }; });

  /* html.unescape, with its tables (the HTML5 named references, the remapped and the dropped code points) */
  var ENTITIES = new Map();
  R.html.entities.forEach(function (pair) {
    pair[1].split(" ").forEach(function (name) { ENTITIES.set(name, pair[0]); });
  });
  var INVALID_CODEPOINTS = new Set(R.html.invalid_codepoints);
  var CHARREF_G = regex(R.html.charref, "g");
  function replaceCharref(s) {
    if (s[0] === "#") {
      var num = s[1] === "x" || s[1] === "X" ? parseInt(stripChars(s.slice(2), ";"), 16)
        : parseInt(stripChars(s.slice(1), ";"), 10);
      if (Object.prototype.hasOwnProperty.call(R.html.invalid_charrefs, String(num))) {
        return R.html.invalid_charrefs[String(num)];
      }
      if ((num >= 0xd800 && num <= 0xdfff) || num > 0x10ffff) { return "\ufffd"; }
      if (INVALID_CODEPOINTS.has(num)) { return ""; }
      return String.fromCodePoint(num);
    }
    if (ENTITIES.has(s)) { return ENTITIES.get(s); }
    for (var x = s.length - 1; x > 1; x--) {
      if (ENTITIES.has(s.slice(0, x))) { return ENTITIES.get(s.slice(0, x)) + s.slice(x); }
    }
    return "&" + s;
  }
  function unescapeHtml(s) {
    if (s.indexOf("&") < 0) { return s; }
    return s.replace(CHARREF_G, function (all, ref) { return replaceCharref(ref); });
  }

  /* strip_noise */
  function stripNoise(line) {
    var steps = [];
    /* Escape sequences in their 7-bit (ESC) and 8-bit (C1: CSI U+009B, OSC U+009D, ...) forms. */
    if (ESCAPE_START.test(line)) { line = line.replace(ANSI_G, ""); steps.push("ansi"); }
    if (CONTROL.test(line)) { line = line.replace(CONTROL_G, ""); steps.push("control-chars"); }
    if (line.indexOf("<") >= 0 && HTML_TAG.test(line)) { line = line.replace(HTML_TAG_G, ""); steps.push("html-tags"); }
    if (line.indexOf("&") >= 0 && ENTITY.test(line)) {
      var unescaped = unescapeHtml(line);
      if (unescaped !== line) { line = unescaped; steps.push("html-entities"); }
    }
    if (SMART.test(line)) { steps.push("smart-quotes"); }
    return [line, steps];
  }

  /* json.loads: JSON.parse, and Python's NaN / Infinity literals (read as numbers, which no field wants). */
  var JSON_TOKENS = /"(?:[^"\\]|\\[\s\S])*"|-?Infinity|NaN/g;
  function jsonLoads(text) {
    try {
      return JSON.parse(text);
    } catch (e) {
      if (!/Infinity|NaN/.test(text)) { throw e; }
      return JSON.parse(text.replace(JSON_TOKENS, function (t) { return t[0] === '"' ? t : "null"; }));
    }
  }
  function isDict(value) { return value !== null && typeof value === "object" && !Array.isArray(value); }
  function own(obj, key) { return Object.prototype.hasOwnProperty.call(obj, key); }

  /* _json_messages */
  function jsonMessages(line) {
    var stripped = strip(line);
    var start = stripped.indexOf("{");
    if (start === -1 || stripped[stripped.length - 1] !== "}") { return []; }
    var record;
    try { record = jsonLoads(stripped.slice(start)); } catch (e) { return []; }
    var found = [];
    function visit(value, path, depth) {
      if (depth > K.JSON_MAX_DEPTH || found.length > K.JSON_MAX_FIELDS) { return; }
      if (isDict(value)) {
        R.json_fields.forEach(function (key) {
          if (own(value, key)) { visit(value[key], path ? path + "." + key : key, depth + 1); }
        });
        var stack = own(value, "stack") ? value.stack : undefined;
        if (typeof stack === "string" && strip(stack)) {
          found.push([path ? path + ".stack" : "stack", splitlines(strip(stack))[0]]);
        }
      } else if (typeof value === "string" && strip(value)) {
        found.push([path, value]);
      }
    }
    visit(record, "", 0);
    return found;
  }

  /* _variants */
  function variants(text) {
    var steps = [];
    var out = [[text, steps]];
    for (var round = 0; round < K.MAX_PREFIX_STRIPS; round++) {
      var stripped = false;
      for (var i = 0; i < PREFIXES.length; i++) {
        var p = PREFIXES[i];
        if (p.first && p.first.indexOf(text.slice(0, 1)) < 0) { continue; }
        var m = matchStart(p.rx, text);
        if (m && m[0].length > 0 && m[0].length < text.length) {
          text = text.slice(m[0].length);
          steps = steps.concat(["prefix:" + p.name]);
          out.push([text, steps]);
          stripped = true;
          break;
        }
      }
      if (!stripped) { return out; }
    }
    return out;
  }

  /* _line_candidates, read once per distinct line of a paste (a log repeats itself; the line number aside, the
     candidates of a line depend on its text only) */
  var LINES_KEPT = 20000;
  var lineCache = new Map();
  function lineCandidates(raw, number) {
    var known = lineCache.get(raw);
    if (known === undefined) {
      known = lineCandidatesOf(raw);
      if (lineCache.size >= LINES_KEPT) { lineCache.clear(); }
      lineCache.set(raw, known);
    }
    return known.map(function (c) {
      return { text: c.text, line: number, truncated: c.truncated, steps: c.steps, end_line: 0 };
    });
  }
  function lineCandidatesOf(raw) {
    var number = 0;
    var noisy = stripNoise(raw.slice(0, K.MAX_LINE_CHARS));
    var line = noisy[0];
    var base = noisy[1].concat(raw.length > K.MAX_LINE_CHARS ? ["long-line-cut"] : []);
    var texts = [[strip(line), base]];
    jsonMessages(line).forEach(function (fm) {
      splitlines(fm[1]).slice(0, K.JSON_MESSAGE_LINES).forEach(function (sub) {
        texts.push([strip(sub), base.concat(["json-log:" + fm[0]])]);
      });
    });
    if (line.indexOf('\\"') >= 0 && texts.length === 1) {
      /* Quotes escaped as in a JSON string that is not a whole JSON line (a record cut or pretty-printed). */
      texts.push([strip(line).split('\\"').join('"'), base.concat(["json-escapes"])]);
    }
    if (line.indexOf("=") >= 0) {
      LOGFMT_G.lastIndex = 0;
      var m;
      while ((m = LOGFMT_G.exec(line)) !== null) {
        var value = m[1];
        if (value[0] === '"') {
          try {
            value = jsonLoads(value);
          } catch (e) {
            value = value.slice(1, -1);
          }
        }
        texts.push([strip(value), base.concat(["logfmt"])]);
      }
    }
    var seen = new Set();
    var out = [];
    texts.forEach(function (ts) {
      variants(ts[0]).forEach(function (vs) {
        var variant = vs[0], truncated = false;
        var cut = TRAILING_ELLIPSIS.exec(variant);
        if (cut && cut.index > 0) { variant = variant.slice(0, cut.index); truncated = true; }
        variant = strip(variant);
        if (variant && !seen.has(variant)) {
          seen.add(variant);
          out.push({
            text: variant, line: number, truncated: truncated,
            steps: ts[1].concat(vs[1], truncated ? ["truncated"] : [])
          });
        }
      });
    });
    return out;
  }

  /* candidates */
  function candidates(text) {
    text = text.slice(0, K.MAX_DIAGNOSE_CHARS);
    var steps = [];
    if (text.indexOf("\r") >= 0) { text = text.replace(/\r\n/g, "\n").replace(/\r/g, "\n"); steps = ["crlf"]; }
    return candidatesIn(text.split("\n").map(function (line, i) { return [i + 1, line]; }), steps);
  }

  /* candidates_in */
  function candidatesIn(numbered, stepsAll) {
    var content = contentLines(numbered.filter(function (nl) { return strip(nl[1]); }).slice(-K.MAX_CANDIDATE_LINES));
    var out = [];
    content.forEach(function (nl) {
      lineCandidates(nl[1], nl[0]).forEach(function (c) {
        out.push({ text: c.text, line: c.line, steps: stepsAll.concat(c.steps), truncated: c.truncated, end_line: 0 });
      });
    });
    wrappedGroups(content).forEach(function (group) { Array.prototype.push.apply(out, joinedCandidates(group, stepsAll)); });
    return out;
  }

  /* content_lines */
  function contentLines(numbered) {
    var lines = numbered.filter(function (nl) { return strip(nl[1]); });
    var echoed = new Set();
    for (var i = 1; i < lines.length - 1; i++) {
      if (matchStart(CARET_LINE, lines[i + 1][1].slice(0, K.MAX_LINE_CHARS)) &&
          matchStart(SOURCE_LOCATION, lines[i - 1][1].slice(0, K.MAX_LINE_CHARS))) { echoed.add(i); }
    }
    return lines.filter(function (nl, i) {
      return !echoed.has(i) && !matchStart(STACK_FRAME, nl[1].slice(0, K.MAX_LINE_CHARS));
    });
  }

  /* wrapped_groups */
  function wrappedGroups(content) {
    var out = [];
    for (var i = 0; i < content.length - 1; i++) {
      for (var width = 2; width <= K.MAX_JOINED_LINES; width++) {
        var group = content.slice(i, i + width);
        if (group.length < width || group[group.length - 1][0] !== group[0][0] + width - 1 ||
            group.slice(0, -1).some(function (nl) { return strip(nl[1]).length < K.MIN_WRAPPED_LINE; }) ||
            matchStart(RECORD_START, group[group.length - 1][1])) { break; }
        out.push(group);
      }
    }
    return out;
  }

  /* joined_candidates */
  function joinedCandidates(group, stepsAll) {
    var out = [];
    [[" ", "joined-lines"], ["", "joined-lines-nospace"]].forEach(function (sn) {
      var joined = group.map(function (nl) { return strip(nl[1]); }).join(sn[0]);
      if (joined.length > K.MAX_LINE_CHARS) { return; }
      lineCandidates(joined, group[0][0]).forEach(function (c) {
        out.push({
          text: c.text, line: c.line, steps: stepsAll.concat([sn[1]], c.steps), truncated: c.truncated,
          end_line: group[group.length - 1][0]
        });
      });
    });
    return out;
  }

  /* --- errors/template.py on the folded head of each template ---------------------------------------------- */

  function isLit(part) { return typeof part === "string"; }

  /* Template.literals_in_order */
  function literalsInOrder(parts, text) {
    if (parts.every(isLit)) { return text === parts.join(""); }
    var pos = 0, end = text.length, i = 0, j = parts.length;
    if (j && isLit(parts[0])) {
      if (!text.startsWith(parts[0])) { return false; }
      pos = parts[0].length;
      i = 1;
    }
    if (i < j && isLit(parts[j - 1])) {
      if (!text.endsWith(parts[j - 1]) || end - parts[j - 1].length < pos) { return false; }
      end -= parts[j - 1].length;
      j--;
    }
    for (var k = i; k < j; k++) {
      if (isLit(parts[k])) {
        var found = text.indexOf(parts[k], pos);
        if (found === -1 || found + parts[k].length > end) { return false; }
        pos = found + parts[k].length;
      }
    }
    return true;
  }

  /* Template.match */
  function templateMatch(c, text) {
    if (!literalsInOrder(c.parts, text)) { return null; }
    var m = c.rx.exec(text);
    if (m === null) { return null; }
    var params = {}, spans = {};
    var groups = m.groups || {};
    Object.keys(groups).forEach(function (name) {
      params[name] = groups[name];
      spans[name] = m.indices.groups[name].slice();
    });
    return { params: params, spans: spans, start: 0, end: text.length };
  }

  /* Template.search */
  function templateSearch(parts, text, truncated) {
    if (!parts.length) { return null; }
    var starts = [0];
    var first = parts[0];
    if (isLit(first)) {
      starts = [];
      var pos = text.indexOf(first);
      while (pos !== -1 && starts.length < K.MAX_SEARCH_STARTS) { starts.push(pos); pos = text.indexOf(first, pos + 1); }
      if (!starts.length && truncated && first.startsWith(text)) { starts = [0]; }
    }
    for (var i = 0; i < starts.length; i++) {
      var found = walk(parts, text, starts[i], truncated);
      if (found !== null) { return found; }
    }
    return null;
  }

  /* Template._walk */
  function walk(parts, text, start, truncated) {
    var pos = start, params = {}, spans = {}, pending = null;
    function close(name, end) {
      var value = text.slice(pos, end);
      if (own(params, name)) { return params[name] === value; }
      params[name] = value;
      spans[name] = [pos, end];
      return true;
    }
    for (var i = 0; i < parts.length; i++) {
      var part = parts[i];
      if (!isLit(part)) {
        if (pending !== null) {
          if (!own(params, part[0])) { params[part[0]] = ""; spans[part[0]] = [pos, pos]; }
          continue;
        }
        pending = part[0];
        continue;
      }
      if (pending === null) {
        if (text.startsWith(part, pos)) { pos += part.length; continue; }
        if (truncated && part.startsWith(text.slice(pos))) { return { params: params, spans: spans, start: start, end: text.length }; }
        return null;
      }
      var found = text.indexOf(part, pos);
      if (found === -1) {
        if (!truncated) { return null; }
        var end = text.length;
        for (var k = Math.min(part.length, text.length - pos); k > 0; k--) {
          if (text.endsWith(part.slice(0, k))) { end = text.length - k; break; }
        }
        close(pending, end);
        return { params: params, spans: spans, start: start, end: text.length };
      }
      if (!close(pending, found)) { return null; }
      pending = null;
      pos = found + part.length;
    }
    if (pending !== null) {
      if (!close(pending, text.length)) { return null; }
      pos = text.length;
    }
    return { params: params, spans: spans, start: start, end: pos };
  }

  /* --- errors/match/words.py, values.py, specificity.py ------------------------------------------------- */

  var STOPWORDS = new Set(R.stopwords);
  var TOKEN_G = /[a-z0-9_]+/g;
  var TOKEN_CHAR = /^[a-z0-9_]/;
  function tokens(folded) { return folded.match(TOKEN_G) || []; }
  function isTokenChar(ch) { return ch !== undefined && ch !== "" && TOKEN_CHAR.test(ch); }

  /* values.fits and values.cut_to_kind: the kinds' regexes, exported */
  var KIND_START = {}, KIND_WHOLE = {}, KIND_CUT = {};
  Object.keys(RX.kinds).forEach(function (k) { KIND_START[k] = regex(RX.kinds[k], "y"); });
  Object.keys(RX.whole_kinds).forEach(function (k) { KIND_WHOLE[k] = regex(RX.whole_kinds[k], "y"); });
  Object.keys(RX.cut_kinds).forEach(function (k) { KIND_CUT[k] = regex(RX.cut_kinds[k], "y"); });
  function fits(kind, value, cut) {
    if (kind === "text" || !own(KIND_WHOLE, kind)) { return true; }
    if (cut) { return !value || matchStart(KIND_CUT[kind], value) !== null; }
    return matchStart(KIND_WHOLE[kind], value) !== null;
  }
  function cutToKind(kind, text, start) {
    var rx = KIND_START[kind];
    if (rx === undefined) { return null; }
    rx.lastIndex = start;
    var m = rx.exec(text);
    return m ? start + m[0].length : null;
  }

  /* Background.word_bits / bits: the shipped weights of the catalog's words, the background's common words */
  var BITS = D.bits;
  /* the common words ship grouped by their count: {count: "word word ..."} */
  var COMMON = new Map();
  Object.keys(BITS.common).forEach(function (n) {
    BITS.common[n].split(" ").forEach(function (w) { COMMON.set(w, Number(n)); });
  });
  function wordBits(w) {
    if (w.length < K.MIN_WORD_LEN || /^[0-9]+$/.test(w)) { return 0.0; }
    if (own(BITS.known, w)) { return BITS.known[w]; }
    var n = COMMON.has(w) ? COMMON.get(w) : 0;
    return Math.min(K.MAX_WORD_BITS, Math.log2((BITS.documents + 1) / (n + 1)));
  }
  function bitsOf(words) {
    var total = 0;
    Array.from(new Set(words)).sort().forEach(function (w) { total += wordBits(w); });
    return Number(total.toFixed(2));
  }
  function tier(bits) {
    return bits >= K.SPECIFIC_BITS ? "specific" : bits >= K.MEDIUM_BITS ? "medium" : bits >= K.PLAIN_BITS ? "plain" : "generic";
  }

  /* --- the catalog: entries and compiled templates (errors/match/compiled.py, precomputed) ----------------- */

  var BOUNDARY = RX.boundary[0];
  function escapeRx(s) { return s.replace(/[\\^$.*+?()[\]{}|\/]/g, "\\$&"); }
  var BUILTIN = new Set(R.builtin_classes), MASTRA = new Set(R.mastra_classes);
  /* str.split() then " ".join: whitespace (str.isspace) runs collapsed, none at the ends */
  function collapse(s) {
    var out = [], word = "";
    for (var i = 0; i < s.length; i++) {
      if (SPACE.has(s.charCodeAt(i))) {
        if (word) { out.push(word); word = ""; }
      } else {
        word += s[i];
      }
    }
    if (word) { out.push(word); }
    return out.join(" ");
  }
  /* len() of a string: its code points */
  function pyLen(s) { return Array.from(s).length; }
  /* What errors/site/matcher_data.py leaves for this file to derive (checked there against the values it replaces):
     an entry's class when it is not a built-in, whether it is Mastra's, how its marks are said (a package mark, from
     "@" or "node_", as "a frame or path of ..."), its pinned release; its words and skeleton are its own message's
     template's (set below). */
  var entries = D.entries.map(function (e) {
    return {
      id: e.id, title: e.t, message: e.msg, package: e.pkg, capability: e.cap, retired: e.r,
      release: own(D.releases, e.pkg) ? D.releases[e.pkg] : null,
      params: e.pa.map(function (p) {
        return {
          name: p[0], kind: p[1], values: p[2], folded: p[2].map(fold), rx: p[3] ? regex(p[3]) : null, other: p[4]
        };
      }),
      cls: e.ecls && !BUILTIN.has(e.ecls) ? e.ecls : null, errorClass: e.ecls, mastra: e.pkg.startsWith("@mastra/") ? 1 : 0,
      code: e.code,
      marks: e.marks.map(function (m) { return [m, m.startsWith("@") || m.startsWith("node_") ? 1 : 0]; }),
      markers: e.mk, goesOn: e.go,
      /* as a word, or starting a log tag in brackets ("[boatsandbox]"): errors.match.confidence._names_provider */
      names: e.names.map(function (n) {
        return [n, regex([BOUNDARY + escapeRx(n) + BOUNDARY + "|\\[" + escapeRx(n) + "[a-z0-9_]*\\]", "u"])];
      }),
      confirm: e.confirm, words: null, written: e.ws, skeleton: null, skeletonRepr: e.skr || null,
      defect: e.df === 1, wordings: e.wds || []
    };
  });
  /* Screen.__init__: the head's literals stripped, and their parts within its first MIN_PREFIX_CHARS */
  function screenExact(parts) { return parts.filter(isLit).map(strip).filter(Boolean); }
  function screenPrefix(parts) {
    var out = [], offset = 0;
    parts.filter(isLit).forEach(function (lit) {
      var shown = strip(lit.slice(0, Math.max(K.MIN_PREFIX_CHARS - offset, 0)));
      if (shown) { out.push(shown); }
      offset += lit.length;
    });
    return out;
  }
  var templates = T.map(function (t, index) {
    var entry = entries[t.e];
    var kinds = {};
    entry.params.forEach(function (p) { kinds[p.name] = p.kind; });
    var names = new Set();
    t.parts.forEach(function (p) { if (!isLit(p)) { names.add(p[0]); } });
    /* CompiledTemplate.sequence, required and prefix_required, from the safe words and their offsets */
    var seq = t.off.map(function (wa, i) { return [wa[0], t.gap[i] === "1"]; });
    var req = Array.from(new Set(t.off.map(function (wa) { return wa[0]; })));
    var preq = Array.from(new Set(t.off.filter(function (wa) { return wa[1] + wa[0].length <= K.MIN_PREFIX_CHARS; })
      .map(function (wa) { return wa[0]; })));
    var lits = t.parts.filter(isLit);
    /* the readings: where none ship, the one of the safe words, none glued */
    var rd = t.rd !== undefined ? t.rd : [t.off.map(function (wa, i) { return [wa[0], t.gap[i] === "1" ? 1 : 0, ""]; })];
    var lc = 0;
    lits.forEach(function (lit) { lc += pyLen(lit); });
    return {
      index: index, entry: entry, id: entry.id, parts: t.parts, rx: new RegExp(t.re, "sud"), req: req,
      preq: preq, off: t.off, seq: seq, lc: lc, tw: t.tw, sk: collapse(lits.join(" ")), bits: t.bits, tier: t.tier, rd: rd,
      sep: t.sep, tr: t.tr, va: t.va, closed: t.cl, gk: t.gk === undefined ? null : t.gk, cond: t.cond, sx: screenExact(t.parts),
      sp: screenPrefix(t.parts), kinds: kinds,
      headParams: names, wording: t.wd === undefined ? null : entry.wordings[t.wd],
      droppedPrefix: t.dp === undefined ? null : t.dp,
      /* the distinct safe words, stopwords left out (CompiledTemplate.words) */
      words: Array.from(new Set(seq.map(function (s) { return s[0]; }).filter(function (w) {
        return !STOPWORDS.has(w) && w.length > 1;
      })))
    };
  });
  var byId = new Map();
  templates.forEach(function (c) { if (!c.wording && c.droppedPrefix === null && !byId.has(c.id)) { byId.set(c.id, c); } });
  /* an entry's words and skeleton are its own message's (CompiledTemplate.words, .skeleton) */
  entries.forEach(function (e) {
    var c = byId.get(e.id);
    e.words = c.words;
    e.skeleton = c.sk;
    if (e.skeletonRepr === null) { e.skeletonRepr = "'" + c.sk + "'"; }
  });
  function kindOf(c, name) { return own(c.kinds, name) ? c.kinds[name] : "text"; }

  /* CompiledTemplate.starts */
  function starts(c, text) {
    var first = c.parts.length ? c.parts[0] : null;
    return !isLit(first) || text.startsWith(first) || first.startsWith(text);
  }
  /* CompiledTemplate.value_bits */
  function valueBits(c, params) {
    var words = [];
    c.entry.params.forEach(function (p) {
      if (p.values.length && own(params, p.name) && params[p.name]) {
        Array.prototype.push.apply(words, tokens(fold(params[p.name])));
      }
    });
    return bitsOf(words);
  }

  /* --- errors/match/matcher.py's indexes -------------------------------------------------------------------- */

  function wordIndex(data) {
    var first = new Map();
    Object.keys(data.first).forEach(function (w) {
      var inner = new Map();
      Object.keys(data.first[w]).forEach(function (second) { inner.set(second, data.first[w][second]); });
      first.set(w, inner);
    });
    return { first: first, loose: data.loose };
  }
  var exactIndex = wordIndex(D.exact_index);
  var prefixIndex = wordIndex(D.prefix_index);
  /* WordIndex.lookup */
  function lookup(index, words) {
    var out = index.loose.slice();
    words.forEach(function (w) {
      var inner = index.first.get(w);
      if (inner === undefined) { return; }
      if (inner.size <= words.size) {
        inner.forEach(function (ids, second) { if (!second || words.has(second)) { Array.prototype.push.apply(out, ids); } });
      } else {
        Array.prototype.push.apply(out, inner.get("") || []);
        words.forEach(function (v) { Array.prototype.push.apply(out, inner.get(v) || []); });
      }
    });
    return out;
  }
  /* Matcher.by_word: each template's words, in the templates' order */
  var byWord = new Map();
  templates.forEach(function (c) {
    c.words.forEach(function (w) {
      if (!byWord.has(w)) { byWord.set(w, []); }
      byWord.get(w).push(c.index);
    });
  });
  var idf = new Map(Object.keys(D.idf).map(function (w) { return [w, D.idf[w]]; }));
  /* Matcher.by_deletion: derived here rather than shipped (it is ten times the size of the words). */
  var byDeletion = new Map();
  byWord.forEach(function (holders, w) {
    if (w.length < K.TYPO_MIN_LEN) { return; }
    deletions(w).forEach(function (variant) {
      if (!byDeletion.has(variant)) { byDeletion.set(variant, []); }
      byDeletion.get(variant).push(w);
    });
  });
  var knownClasses = new Set(D.known_classes);
  /* Matcher.known_providers: every entry's provider names */
  var knownProviders = [];
  entries.forEach(function (e) { e.names.forEach(function (n) { if (knownProviders.indexOf(n[0]) < 0) { knownProviders.push(n[0]); } }); });
  knownProviders.sort();
  var TAG_G = /\[([A-Za-z][A-Za-z0-9_]*)\]/g;

  function deletions(word) {
    var out = new Set();
    for (var i = 0; i < word.length; i++) { out.add(word.slice(0, i) + word.slice(i + 1)); }
    return out;
  }
  function typo(a, b) {
    if (a.length < K.TYPO_MIN_LEN || Math.abs(a.length - b.length) > 1) { return false; }
    return osa(a, b) <= 1;
  }

  /* --- findings (errors/match/finding.py) --------------------------------------------------------------- */

  var LEVEL_RANK = { exact: 2, strong: 1, possible: 0 };
  /* Finding.rank, compared as Python compares the tuples; rank3 leaves the similarity out */
  function compareRank(a, b) {
    return (LEVEL_RANK[a.confidence] - LEVEL_RANK[b.confidence]) || (a.evidence.length - b.evidence.length) ||
      (a.score - b.score) || (a.similarity - b.similarity);
  }
  function compareRank3(a, b) {
    return (LEVEL_RANK[a.confidence] - LEVEL_RANK[b.confidence]) || (a.evidence.length - b.evidence.length) ||
      (a.score - b.score);
  }
  function finding(c, cand, fields) {
    var f = {
      c: c, entry: c.entry, id: c.id, score: 0, confidence: "possible", params: {}, line: cand.line, text: cand.text,
      spans: {}, steps: cand.steps, method: "exact", open_end: false, partial: false, demoted: false, explained: 0,
      similarity: 0.0, end_line: 0, wording: c.wording, outside_values: [], whole: false, tier: "specific",
      evidence: [], why: "", dropped_prefix: c.droppedPrefix, start: 0, end: 0
    };
    Object.keys(fields).forEach(function (k) { f[k] = fields[k]; });
    return f;
  }
  function replaced(f, fields) {
    var out = {};
    Object.keys(f).forEach(function (k) { out[k] = f[k]; });
    Object.keys(fields).forEach(function (k) { out[k] = fields[k]; });
    return out;
  }
  function covered(f) { return f.text.slice(f.start, f.end || f.text.length); }
  function subset(list, words) {
    for (var i = 0; i < list.length; i++) { if (!words.has(list[i])) { return false; } }
    return true;
  }
  function spanTotal(spans) {
    var total = 0;
    Object.keys(spans).forEach(function (k) { total += spans[k][1] - spans[k][0]; });
    return total;
  }
  function sortedDesc(list, cmp) { return list.slice().sort(function (a, b) { return cmp(b, a); }); }

  /* --- errors/match/exact.py ---------------------------------------------------------------------------- */

  var OPENERS = "'\"`([{<", AFTER_SPACE = ":.;|=>", CLOSERS = "'\"`)]}>.,;:!?";

  /* at_boundaries */
  function atBoundaries(text, start, end, parts) {
    var first = parts.length ? parts[0] : null, last = parts.length ? parts[parts.length - 1] : null;
    if (start > 0 && !(isLit(first) && !isTokenChar(first.slice(0, 1)))) {
      var before = text[start - 1];
      if (!(OPENERS.indexOf(before) >= 0 || ":=".indexOf(before) >= 0 ||
            (before === " " && start >= 2 && AFTER_SPACE.indexOf(text[start - 2]) >= 0))) { return false; }
    }
    if (end < text.length && !(isLit(last) && !isTokenChar(last.slice(-1)))) {
      var after = text[end];
      var next = text.slice(end + 1, end + 2);
      if (!(CLOSERS.indexOf(after) >= 0 || (after === " " && ["(", "[", "-", "|"].indexOf(next) >= 0))) { return false; }
    }
    return true;
  }
  /* _word_bounded */
  function wordBounded(text, start, end, parts) {
    var first = parts[0], last = parts[parts.length - 1];
    if (start > 0 && isLit(first) && isTokenChar(first.slice(0, 1)) && isTokenChar(text[start - 1])) { return false; }
    if (end < text.length && isLit(last) && isTokenChar(last.slice(-1)) && isTokenChar(text[end])) { return false; }
    return true;
  }
  function withSpan(m, name, a, b, text) {
    var spans = {}, params = {};
    Object.keys(m.spans).forEach(function (k) { spans[k] = m.spans[k]; params[k] = m.params[k]; });
    spans[name] = [a, b];
    params[name] = text.slice(a, b);
    return { params: params, spans: spans, start: m.start, end: m.end };
  }
  /* _cut_open_end */
  function cutOpenEnd(c, m, text) {
    var last = c.parts[c.parts.length - 1];
    if (isLit(last) || m.end < text.length) { return m; }
    var kind = kindOf(c, last[0]);
    if (kind === "text") { return m; }
    var start = m.spans[last[0]][0];
    var cut = cutToKind(kind, text, start);
    if (cut === null || cut === start) { return null; }
    if (cut === m.end) { return m; }
    var out = withSpan(m, last[0], start, cut, text);
    out.end = cut;
    return out;
  }
  /* _split_touching */
  function splitTouching(c, m, text) {
    var parts = c.parts;
    for (var i = 0; i + 1 < parts.length; i++) {
      var first = parts[i], second = parts[i + 1];
      if (isLit(first) || isLit(second) || first[0] === second[0]) { continue; }
      var kind = kindOf(c, first[0]);
      if (kind === "text" || !own(m.spans, first[0]) || !own(m.spans, second[0])) { continue; }
      var a = m.spans[first[0]][0], b = m.spans[first[0]][1];
      var cut = cutToKind(kind, text, a);
      var s2 = m.spans[second[0]];
      if (cut === null || cut >= b || s2[0] !== b || s2[1] !== b) { continue; }
      m = withSpan(withSpan(m, first[0], a, cut, text), second[0], cut, b, text);
    }
    return m;
  }
  /* _diverges */
  function diverges(m, parts) {
    var names = Object.keys(m.spans);
    if (!names.length) { return false; }
    var last = names[0];
    names.forEach(function (name) { if (m.spans[name][1] > m.spans[last][1]) { last = name; } });
    if (m.spans[last][1] < m.end) { return false; }
    var at = -1;
    parts.forEach(function (p, i) { if (!isLit(p) && p[0] === last) { at = i; } });
    var following = at >= 0 ? parts.slice(at + 1).filter(isLit) : [];
    if (!following.length || following[0].length < K.DIVERGENCE_PROBE) { return false; }
    return m.params[last].indexOf(following[0].slice(0, K.DIVERGENCE_PROBE)) >= 0;
  }
  function prefixScore(literalShown, length) {
    return 80.0 + 10.0 * Math.min(literalShown / Math.max(length, 1), 1.0);
  }
  /* demote */
  function demote(f, literalShown) {
    var starts0 = Object.keys(f.spans).map(function (k) { return f.spans[k][0]; });
    var span = f.text.length - (starts0.length ? Math.min.apply(null, starts0) : 0);
    return replaced(f, { score: round1(prefixScore(literalShown, literalShown + span)), demoted: true });
  }
  /* _part_of_longer */
  function partOfLonger(h, hits) {
    var m = h.m;
    return hits.some(function (other) {
      var o = other.m;
      if (other === h || other.f.method === "prefix" || other.shown <= h.shown) { return false; }
      if (!(o.start <= m.start && m.end <= o.end && o.end - o.start > m.end - m.start)) { return false; }
      return !Object.keys(o.spans).some(function (k) { return o.spans[k][0] <= m.start && m.end <= o.spans[k][1]; });
    });
  }
  var QUOTES = "'\"`";
  /* _values_allowed: [whether the values fit, the (param, value) pairs outside a closed set that other_values
     keeps open] */
  function valuesAllowed(c, params, cut) {
    var outside = [];
    for (var i = 0; i < c.entry.params.length; i++) {
      var p = c.entry.params[i];
      if (!own(params, p.name)) { continue; }
      var value = params[p.name];
      if (p.kind !== "text" && !fits(p.kind, value, cut) && !fits(p.kind, stripChars(value, QUOTES), cut)) {
        return [false, []];
      }
      if (p.rx && !(cut && !value) && !p.rx.test(value)) { return [false, []]; }
      if (p.values.length) {
        var plain = stripChars(strip(value), QUOTES);
        var folded = fold(plain);
        if (p.folded.indexOf(folded) < 0 && !(cut && p.folded.some(function (a) { return a.startsWith(folded); }))) {
          if (p.other === null || !plain) { return [false, []]; }
          outside.push([p.name, plain]);
        }
      }
    }
    return [true, outside];
  }
  /* _record */
  function record(hits, c, cand, folded, m, method, whole) {
    m = splitTouching(c, m, folded);
    var end = Math.min(m.end, cand.text.length);
    var spans = {}, params = {};
    Object.keys(m.spans).forEach(function (name) {
      var ab = [Math.min(m.spans[name][0], end), Math.min(m.spans[name][1], end)];
      spans[name] = ab;
      params[name] = cand.text.slice(ab[0], ab[1]);
    });
    var allowed = valuesAllowed(c, params, method === "prefix");
    if (!allowed[0]) { return; }
    var outside = allowed[1];
    var valueChars = spanTotal(spans);
    var literalShown = end - m.start - valueChars;
    var explained = 0;
    c.off.forEach(function (wa) { if (wa[1] + wa[0].length <= literalShown) { explained++; } });
    var score, bits;
    if (method === "prefix") {
      score = prefixScore(literalShown, end - m.start);
      bits = bitsOf(c.off.filter(function (wa) { return wa[1] + wa[0].length <= literalShown; })
        .map(function (wa) { return wa[0]; }));
    } else {
      var unexplained = whole ? 0 : strip(folded).length - (end - m.start);
      var specificity = c.lc / Math.max(c.lc + valueChars + Math.max(unexplained, 0), 1);
      score = 90.0 + 10.0 * specificity - (whole ? 0.0 : 1.0);
      bits = c.bits;
    }
    if (outside.length) { score -= K.OUTSIDE_VALUE_PENALTY; }
    var endsInValue = !isLit(c.parts[c.parts.length - 1]) && m.end >= folded.length;
    if (method === "exact" && c.droppedPrefix !== null) { method = "prefixless"; }
    hits.push({
      c: c, shown: literalShown, m: m,
      f: finding(c, cand, {
        score: round1(score), params: params, spans: spans, method: method, open_end: endsInValue,
        partial: endsInValue || !whole, explained: explained, outside_values: outside,
        whole: whole && m.start === 0 && m.end >= folded.length, tier: tier(bits + valueBits(c, params)),
        start: m.start, end: end
      })
    });
  }
  /* _inside */
  function inside(c, folded) {
    var m = templateSearch(c.parts, folded, false);
    if (m === null) { return null; }
    m = cutOpenEnd(c, m, folded);
    if (m === null) { return null; }
    var bounded = c.tier === "specific" ? wordBounded : atBoundaries;
    return bounded(folded, m.start, m.end, c.parts) ? m : null;
  }
  function sortedIds(list) { return Array.from(new Set(list)).sort(function (a, b) { return a - b; }); }
  /* exact_readings */
  function exactReadings(cand, folded, words, only) {
    var looked = only === null ? lookup(exactIndex, words) : Array.from(only);
    var ids = sortedIds(looked).filter(function (i) { return subset(templates[i].req, words); });
    var hits = [];
    ids.forEach(function (index) {
      var c = templates[index];
      var before = hits.length;
      var m = templateMatch(c, folded);
      if (m === null && c.tw) { m = templateMatch(c, folded + c.tw); }
      if (m !== null) { record(hits, c, cand, folded, m, "exact", true); }
      if (hits.length === before && c.lc >= K.MIN_EMBEDDED_LITERAL) {
        var found = inside(c, folded);
        if (found !== null) { record(hits, c, cand, folded, found, "exact", false); }
      }
    });
    if (cand.truncated || (folded.length >= K.MIN_UNMARKED_PREFIX &&
        hits.every(function (h) { return h.f.method === "prefix" || h.f.partial; }))) {
      var done = new Set(hits.map(function (h) { return h.c.id; }));
      var source = only === null ? lookup(prefixIndex, words) : Array.from(only);
      var prefixIds = sortedIds(source).filter(function (i) {
        return subset(templates[i].preq, words) && !done.has(templates[i].id);
      });
      if (!cand.truncated) { prefixIds = prefixIds.filter(function (i) { return starts(templates[i], folded); }); }
      var shared = new Map(prefixIds.map(function (i) {
        return [i, templates[i].req.filter(function (w) { return words.has(w); }).length];
      }));
      prefixIds.sort(function (a, b) { return (shared.get(b) - shared.get(a)) || (a - b); });
      prefixIds.slice(0, K.PREFIX_TRIES).forEach(function (index) {
        var c = templates[index];
        var m = templateSearch(c.parts, folded, true);
        if (m === null || m.end < folded.length || !wordBounded(folded, m.start, m.end, c.parts)) { return; }
        var shown = m.end - m.start - spanTotal(m.spans);
        if (shown >= K.MIN_PREFIX_CHARS && (cand.truncated || m.start === 0) && !diverges(m, c.parts)) {
          record(hits, c, cand, folded, m, "prefix", false);
        }
      });
    }
    var bestPrefix = 0;
    hits.forEach(function (h) { if (h.f.method === "prefix") { bestPrefix = Math.max(bestPrefix, h.shown); } });
    return hits.map(function (h) {
      var worse = h.f.method !== "prefix" && ((h.f.partial && h.c.lc < bestPrefix) || partOfLonger(h, hits));
      return worse ? demote(h.f, h.shown) : h.f;
    });
  }

  /* --- errors/match/fuzzy.py ---------------------------------------------------------------------------- */

  function quotesAsOne(s) { return s.replace(/["`]/g, "'"); }
  function noSpaces(s) { return s.split(/\s+/).join(""); }
  /* "".join(s.split()): Python's whitespace */
  function joinSplit(s) {
    var out = "";
    for (var i = 0; i < s.length; i++) { if (!SPACE.has(s.charCodeAt(i))) { out += s[i]; } }
    return out;
  }
  /* _separators */
  function separators(folded, spans) {
    var out = [""];
    for (var i = 0; i + 1 < spans.length; i++) { out.push(quotesAsOne(joinSplit(folded.slice(spans[i][1], spans[i + 1][0])))); }
    out.push(spans.length ? quotesAsOne(joinSplit(folded.slice(spans[spans.length - 1][1]))) : "");
    return out;
  }
  /* _spells */
  function spells(word, glue, token) {
    if (glue === ">") { return token.startsWith(word) ? 1.0 : 0.0; }
    if (glue === "<") { return token.endsWith(word) ? 1.0 : 0.0; }
    if (token === word) { return 1.0; }
    return typo(word, token) ? K.TYPO_WEIGHT : 0.0;
  }
  /* align: [score, the index of the text's word each template word is at] */
  function align(sequence, seps, words, textSeps, trailers) {
    var first = sequence[0][0], firstGlue = sequence[0][2];
    var best = 0.0, bestAt = [];
    var startsAt = [];
    for (var i = 0; i < words.length && startsAt.length < K.MAX_ALIGN_STARTS; i++) {
      if (spells(first, firstGlue, words[i])) { startsAt.push(i); }
    }
    var pairs = 0;
    seps.forEach(function (s) { if (s !== null) { pairs++; } });
    trailers.forEach(function (t) { if (t !== null) { pairs++; } });
    function trails(k, j) {
      var expected = k < trailers.length ? trailers[k] : null;
      return expected !== null && textSeps[j + 1].startsWith(quotesAsOne(expected)) ? 1 : 0;
    }
    for (var s = 0; s < startsAt.length; s++) {
      var start = startsAt[s];
      var matched = spells(first, firstGlue, words[start]);
      var slips = matched < 1.0 ? 1 : 0;
      var inserted = 0, punctuation = trails(0, start), pos = start + 1, whole = true, at = [start];
      for (var k = 0; k + 1 < sequence.length; k++) {
        var word = sequence[k + 1][0], gap = sequence[k + 1][1], glue = sequence[k + 1][2];
        var j = -1;
        for (var x = pos; x < words.length; x++) { if (spells(word, glue, words[x])) { j = x; break; } }
        if (j === -1) { whole = false; break; }
        var weight = spells(word, glue, words[j]);
        slips += weight < 1.0 ? 1 : 0;
        if (slips > K.MAX_SLIPS) { whole = false; break; }
        matched += weight;
        var expected = k < seps.length ? seps[k] : null;
        if (!gap) { inserted += j - pos; }
        if (expected !== null) {
          var want = quotesAsOne(expected), all = true;
          for (var y = pos; y <= j; y++) { if (textSeps[y] !== want) { all = false; break; } }
          if (all) { punctuation += 1; }
        }
        punctuation += trails(k + 1, j);
        pos = j + 1;
        at.push(j);
      }
      if (whole) {
        var total = sequence.length + inserted + K.PUNCTUATION_WEIGHT * pairs;
        var score = 100.0 * (matched + K.PUNCTUATION_WEIGHT * punctuation) / total;
        if (score > best) { best = score; bestAt = at; }
      }
    }
    return [best, bestAt];
  }
  /* _meant */
  function meant(word) {
    if (word.length < K.TYPO_MIN_LEN - 1 || word.length > K.MAX_TYPO_WORD) { return []; }
    var keys = deletions(word);
    keys.add(word);
    var found = new Set();
    keys.forEach(function (k) { (byDeletion.get(k) || []).forEach(function (x) { found.add(x); }); });
    keys.forEach(function (k) { if (byWord.has(k) && k.length >= K.TYPO_MIN_LEN) { found.add(k); } });
    return Array.from(found).filter(function (x) { return typo(x, word); });
  }
  /* shortlist: [template indexes, present words] */
  function shortlist(words) {
    var weight = new Map();
    var present = new Set(words);
    Array.from(words).sort().forEach(function (w) {
      var m = byWord.has(w) ? [w] : meant(w);
      m.forEach(function (x) {
        present.add(x);
        var holders = byWord.get(x);
        if (holders.length <= K.SHORTLIST_MAX_DF) {
          holders.forEach(function (index) { weight.set(index, (weight.get(index) || 0.0) + idf.get(x)); });
        }
      });
    });
    var ids = Array.from(weight.keys());
    ids.sort(function (a, b) { return (weight.get(b) - weight.get(a)) || (a - b); });
    return [ids.slice(0, K.FUZZY_SHORTLIST), present];
  }
  function presentWords(words) {
    var out = new Set(words);
    words.forEach(function (w) { if (!byWord.has(w)) { meant(w).forEach(function (x) { out.add(x); }); } });
    return out;
  }
  /* _bounded */
  function fuzzyBounded(c, folded, start, end) {
    var before = c.va[0] ? "" : folded.slice(0, start);
    var after = c.va[1] ? "" : folded.slice(end);
    return !/[a-z0-9_]/.test(before) && !/[a-z0-9_]/.test(after);
  }
  /* _best */
  function bestAlignment(c, sequence, textSeps) {
    var best = [0.0, []];
    c.rd.forEach(function (reading) {
      var seps = c.closed ? reading.slice(1).map(function () { return null; }) : c.sep;
      var found = align(reading, seps, sequence, textSeps, c.closed ? [] : c.tr);
      if (found[0] > best[0]) { best = found; }
    });
    return [round1(best[0]), best[1]];
  }
  /* _values_fit: whether the text between two aligned words can be the values the template has there (a value's
     kind holds in a loose reading too). Only open templates are checked (a closed value's words are in the
     reading); a value glued to a word, or two values side by side, are only held to having no spaces. The
     templates without a gap to check ship no gap kinds (gk). */
  function valuesFit(c, folded, spans, at) {
    if (c.closed || c.gk === null || at.length !== c.gk.length) { return true; }
    var reading = c.rd.length ? c.rd[0] : [];
    for (var i = 1; i < at.length; i++) {
      var kinds = c.gk[i][0], around = c.gk[i][1];
      if (!kinds.length || kinds.indexOf("text") >= 0) { continue; }
      /* What the template puts around the value (quotes, a dash) is not the value; the text may quote it. */
      var inner = stripChars(folded.slice(spans[at[i - 1]][1], spans[at[i]][0]), around + " \t'\"`");
      var glued = reading[i - 1][2] === ">" || reading[i][2] === "<";
      if (kinds.length === 1 && !glued) {
        if (!fits(kinds[0], inner)) { return false; }
      } else {
        for (var x = 0; x < inner.length; x++) { if (SPACE.has(inner.charCodeAt(x))) { return false; } }
      }
    }
    return true;
  }
  /* fuzzy_readings */
  function fuzzyReadings(cand, folded, words, only) {
    if (folded.length < K.MIN_FUZZY_CHARS || folded.length > K.MAX_FUZZY_CHARS || words.size < K.MIN_FUZZY_TEXT_WORDS) {
      return [];
    }
    var spans = [];
    TOKEN_G.lastIndex = 0;
    var tm;
    while ((tm = TOKEN_G.exec(folded)) !== null) { spans.push([tm.index, tm.index + tm[0].length]); }
    var sequence = spans.map(function (ab) { return folded.slice(ab[0], ab[1]); });
    var textSeps = separators(folded, spans);
    var listed, present;
    if (only === null) {
      var sl = shortlist(words);
      listed = sl[0];
      present = sl[1];
    } else {
      listed = sortedIds(Array.from(only));
      present = presentWords(words);
    }
    var out = [];
    listed.forEach(function (index) {
      var c = templates[index];
      if (c.seq.length < K.MIN_FUZZY_WORDS || c.tier === "generic" || !subset(c.req, present)) { return; }
      if (c.entry.params.some(function (p) { return p.rx && !p.rx.test(cand.text); })) { return; }
      var b = bestAlignment(c, sequence, textSeps);
      var score = b[0], at = b[1];
      if (score < K.WEAK || !valuesFit(c, folded, spans, at)) { return; }
      var first = at[0], last = at[at.length - 1];
      if (c.tier !== "specific" && !fuzzyBounded(c, folded, spans[first][0], spans[last][1])) { return; }
      out.push(finding(c, cand, {
        score: score, method: "fuzzy", similarity: round1(ratio(c.sk, folded)), explained: c.seq.length,
        whole: first === 0 && last === sequence.length - 1, tier: c.tier, start: spans[first][0], end: spans[last][1],
        end_line: cand.end_line
      }));
    });
    if (out.length > 1) {
      var top = Math.max.apply(null, out.map(function (f) { return f.score; }));
      var best = null;
      out.forEach(function (f) {
        if (f.score >= top - K.CLOSE_READINGS &&
            (best === null || f.explained > best.explained || (f.explained === best.explained && f.score > best.score))) {
          best = f;
        }
      });
      out = out.map(function (f) {
        return f === best || f.explained >= best.explained ? f
          : replaced(f, { score: Math.min(f.score, round1(best.score - 1.0)), demoted: true });
      });
    }
    return out;
  }

  /* --- errors/match/confidence.py ----------------------------------------------------------------------- */

  var CONTINUATION = regex(RX.continuation);
  var CLASS_G = regex(RX["class"], "g");
  var CODE_G = regex(RX.code, "g");
  var PYTHON = regex(RX.python);
  var MARK_GLUED = regex(RX.mark_glued, "y");

  function allMatches(rx, text) {
    rx.lastIndex = 0;
    var out = [], m;
    while ((m = rx.exec(text)) !== null) {
      out.push(m);
      if (m[0] === "") { rx.lastIndex++; }
    }
    return out;
  }
  /* Context, its class, code and traceback views computed when first asked */
  function Context(text, messageLine, nextLine) {
    this.text = text;
    this.message_line = messageLine || "";
    this.next_line = nextLine || "";
    this._classes = null;
    this._codes = null;
    this._python = null;
  }
  Context.prototype.classes = function () {
    if (this._classes === null) { this._classes = new Set(allMatches(CLASS_G, this.text).map(function (m) { return m[0]; })); }
    return this._classes;
  };
  Context.prototype.codes = function () {
    if (this._codes === null) {
      this._codes = new Set(allMatches(CODE_G, this.text).map(function (m) { return m[1] || m[2] || m[3]; }));
    }
    return this._codes;
  };
  Context.prototype.python = function () {
    if (this._python === null) { this._python = PYTHON.test(this.text); }
    return this._python;
  };
  var EMPTY_CONTEXT = new Context("", "", "");

  /* context_of */
  function contextOf(lines, index) {
    var start = index;
    while (start > 0 && index - start < K.MAX_RECORD_LINES && CONTINUATION.test(lines[start - 1])) { start--; }
    if (start < index && start > 0) { start--; }
    var end = index + 1;
    for (var ahead = index + 1; ahead < Math.min(index + 1 + K.MESSAGE_LINES, lines.length); ahead++) {
      if (!strip(lines[ahead])) { break; }
      if (CONTINUATION.test(lines[ahead])) { end = ahead; break; }
    }
    while (end < lines.length && end - index < K.MAX_RECORD_LINES && CONTINUATION.test(lines[end])) { end++; }
    var following = index + 1 < lines.length ? lines[index + 1] : "";
    return new Context(lines.slice(start, end).join("\n"), lines[index], following);
  }

  function pyRepr(s) {
    /* repr of a short ASCII text, as the continuation note quotes it */
    var quote = s.indexOf("'") >= 0 && s.indexOf('"') < 0 ? '"' : "'";
    var body = s.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/\t/g, "\\t");
    if (quote === "'") { body = body.replace(/'/g, "\\'"); }
    return quote + body + quote;
  }

  /* evidence */
  function evidence(entry, context) {
    var found = [];
    var text = context.text;
    if (!text) { return []; }
    if (entry.cls && context.classes().has(entry.cls)) { found.push("error class " + entry.cls); }
    if (entry.mastra) {
      var classes = context.classes();
      if (Array.from(MASTRA).some(function (m) { return classes.has(m); })) { found.push("a MastraError"); }
    }
    if (entry.code && context.codes().has(entry.code)) { found.push("code " + entry.code); }
    for (var i = 0; i < entry.marks.length; i++) {
      var mark = entry.marks[i][0];
      if (showsPackage(mark, text, context.message_line)) {
        found.push(entry.marks[i][1] ? "a frame or path of " + entry.package : mark);
        break;
      }
    }
    entry.markers.forEach(function (m) { if (text.indexOf(m) >= 0) { found.push("marker " + m); } });
    if (entry.goesOn && strip(fold(context.next_line)).startsWith(entry.goesOn)) {
      found.push("the next line goes on as its message does (" + pyRepr(entry.goesOn) + ")");
    }
    var line = lower(context.message_line);
    entry.names.forEach(function (n) { if (n[1].test(line)) { found.push("the provider's name " + pyRepr(n[0])); } });
    return Array.from(new Set(found));
  }
  /* confidence._shows_package: a folder mark anywhere; a package name as a path anywhere, bare on the message's
     own line only */
  function showsPackage(mark, text, line) {
    if (mark[0] !== "@") { return text.indexOf(mark) !== -1; }
    var sources = [[line, false], [text, true]];
    for (var s = 0; s < sources.length; s++) {
      var source = sources[s][0], asPath = sources[s][1];
      var at = source.indexOf(mark);
      while (at !== -1) {
        var end = at + mark.length;
        if (!matchAt(MARK_GLUED, source, end) && (source.charAt(end) === "/" || !asPath)) { return true; }
        at = source.indexOf(mark, at + 1);
      }
    }
    return false;
  }
  function matchAt(rx, text, at) { rx.lastIndex = at; return rx.exec(text) !== null; }
  /* foreign */
  function foreign(entry, context) {
    if (context.python()) { return "a Python traceback"; }
    var head = allMatches(CLASS_G, context.message_line);
    for (var i = 0; i < head.length; i++) {
      var cls = head[i][0];
      if (cls !== entry.errorClass && !BUILTIN.has(cls) && !MASTRA.has(cls) && !knownClasses.has(cls)) {
        return "the class " + cls + ", which no catalogued package throws";
      }
    }
    /* a provider's log tag counts against another provider's message (errors.match.confidence.foreign) */
    var own = entry.names.map(function (n) { return n[0]; });
    if (own.length) {
      var tags = allMatches(TAG_G, context.message_line);
      for (var j = 0; j < tags.length; j++) {
        var tag = tags[j][1], folded = lower(tag);
        if (own.some(function (n) { return folded.startsWith(n); })) { continue; }
        var other = knownProviders.filter(function (n) { return folded.startsWith(n); });
        if (other.length) { return "the log tag [" + tag + "] of another provider (" + other[other.length - 1] + ")"; }
      }
    }
    return null;
  }
  /* judge */
  /* A template whose last value ran into the paste's cut ("... [truncated]") was not seen to its end either. */
  function cutOff(f) { return f.method === "prefix" || (f.open_end && f.steps.indexOf("truncated") >= 0); }
  function judge(f, context) {
    var entry = f.entry;
    var seen = evidence(entry, context);
    var against = seen.length ? null : foreign(entry, context);
    var t = f.tier;
    /* A known bug's signature proves nothing alone: read it as generic unless the paste corroborates it. */
    if (entry.defect && !seen.length) { t = "generic"; }
    var level = "possible", why = "";
    if (cutOff(f)) {
      if ((seen.length || t === "specific") && against === null) {
        level = "strong";
        why = "the text stops before the end of the message";
      }
    } else if (f.method === "exact") {
      if (f.outside_values.length) {
        level = "strong";
        why = "a value the pinned release does not emit";
      } else if (seen.length || t === "specific") {
        level = "exact";
      } else if (t === "medium" && f.whole && against === null) {
        level = "exact";
      }
      if (f.demoted && level === "exact") { level = "strong"; why = "another catalogued message explains more of the text"; }
    } else if (f.method === "prefixless") {
      if ((seen.length || t === "specific" || (t === "medium" && f.whole)) && against === null) {
        level = "strong";
        why = "quoted without its log prefix " + f.dropped_prefix;
      }
    } else if (f.method === "fuzzy") {
      if (f.score >= K.STRONG && (seen.length || t === "specific") && against === null) {
        level = "strong";
        why = "worded a little differently from the message";
      }
    }
    if (level === "possible") { why = whyPossible(f, against); }
    return replaced(f, { confidence: level, evidence: seen, why: why });
  }
  function whyPossible(f, against) {
    var reason;
    if (against !== null) {
      reason = "the words fit, but the paste shows " + against;
    } else if (f.method === "fuzzy") {
      reason = "the words are close to the message but not the same";
    } else if (cutOff(f)) {
      reason = "the text stops before the end of the message, and what it shows does not prove it alone";
    } else if (f.entry.defect) {
      reason = "it is the signature of a known bug, and the same words can come from other causes";
    } else if (f.tier === "generic") {
      reason = "the message is generic (few, common words), and other programs print the same";
    } else if (f.tier === "plain" && f.whole) {
      reason = "the message is a plain phrase (few words, none rare), and other programs print the same whole";
    } else if (!f.whole) {
      reason = "the message is found inside a longer text, and its words alone do not prove it";
    } else {
      reason = "the words alone do not prove it";
    }
    return reason + "; " + f.entry.confirm + " beside it would confirm it";
  }
  /* keep_trustworthy */
  function keepTrustworthy(ranked) {
    if (!ranked.length) { return ranked; }
    var top = ranked[0];
    if (top.confidence === "exact") { return ranked.filter(function (f) { return f.confidence === "exact"; }); }
    if (top.method === "prefix") {
      return ranked.filter(function (f) { return f.method === "prefix" || f.score >= top.score - 5; });
    }
    return ranked.filter(function (f) { return f.score >= top.score - 8; });
  }

  /* --- Matcher.find_in ------------------------------------------------------------------------------------ */

  /* Matcher._exact: exact_readings, remembered for the texts seen last (a log repeats its errors), per set of
     templates read (scan leaves out some that could read the text) */
  var readingsKept = new Map();
  function exactOf(cand, folded, words, only) {
    var among = only === null ? "*" : Array.from(only).sort(function (a, b) { return a - b; }).join(",");
    var key = (cand.truncated ? "t" : "f") + among + "\u0000" + cand.text;
    var known = readingsKept.get(key);
    if (known === undefined) {
      known = exactReadings(cand, folded, words, only);
      if (readingsKept.size >= K.READINGS_KEPT) { readingsKept.clear(); }
      readingsKept.set(key, known);
    }
    return known.map(function (f) { return replaced(f, { line: cand.line, steps: cand.steps, end_line: cand.end_line }); });
  }

  /* find_in: contextFor(line) gives a line's record; only: null, or [exact templates, loose templates] */
  function findIn(cands, fuzzy, contextFor, only, report) {
    var perLine = new Map();
    var contexts = new Map();
    function context(line) {
      if (!contexts.has(line)) { contexts.set(line, contextFor ? contextFor(line) : EMPTY_CONTEXT); }
      return contexts.get(line);
    }
    function keep(hit) {
      hit = judge(hit, context(hit.line));
      if (!perLine.has(hit.line)) { perLine.set(hit.line, new Map()); }
      var best = perLine.get(hit.line);
      var old = best.get(hit.id);
      if (old === undefined || compareRank(hit, old) > 0) { best.set(hit.id, hit); }
    }
    var looseOnly = only !== null ? only[1] : null;
    var pending = [];
    cands.forEach(function (cand, i) {
      if (report && i % 256 === 0) { report(i / cands.length); }
      var folded = fold(cand.text);
      var words = new Set(tokens(folded));
      var hits = exactOf(cand, folded, words, only !== null ? only[0] : null);
      if (fuzzy && hits.length && hits.every(function (h) { return h.method === "prefix" || h.outside_values.length || h.partial; })) {
        var shown = Math.max.apply(null, hits.map(function (h) { return h.explained; }));
        var loose = fuzzyReadings(cand, folded, words, looseOnly).filter(function (f) { return f.explained > shown; });
        var most = 0;
        loose.forEach(function (f) { if (f.score >= K.STRONG) { most = Math.max(most, f.explained); } });
        hits = hits.map(function (h) {
          return h.method !== "prefix" && !h.outside_values.length && h.explained < most ? demote(h, byId.get(h.id).lc) : h;
        }).concat(loose);
      }
      hits.forEach(keep);
      if (!hits.length && fuzzy) { pending.push([cand, folded, words]); }
    });
    if (fuzzy) {
      var exactLines = new Set();
      perLine.forEach(function (best, line) {
        /* a line read exactly: an exact finding, or a template there whole as the whole text */
        if (Array.from(best.values()).some(function (f) { return f.confidence === "exact" || (f.method === "exact" && f.whole); })) {
          exactLines.add(line);
        }
      });
      var waiting = pending.filter(function (p) { return !exactLines.has(p[0].line); });
      waiting.slice(-K.MAX_FUZZY_CANDIDATES).forEach(function (p) { fuzzyReadings(p[0], p[1], p[2], looseOnly).forEach(keep); });
    }
    var alone = new Set();
    perLine.forEach(function (best, line) {
      best.forEach(function (f) { if (!f.end_line) { alone.add(f.id + "\u0000" + line); } });
    });
    var out = [];
    perLine.forEach(function (best) {
      var kept = Array.from(best.values()).filter(function (f) {
        if (!f.end_line) { return true; }
        for (var n = f.line; n <= f.end_line; n++) { if (alone.has(f.id + "\u0000" + n)) { return false; } }
        return true;
      });
      Array.prototype.push.apply(out, keepTrustworthy(sortedDesc(kept, compareRank)));
    });
    return sortedDesc(out, function (a, b) { return compareRank(a, b) || (b.line - a.line); });
  }

  /* --- errors/match/rivals.py ----------------------------------------------------------------------------- */

  function asWritten(entry, w) { return own(entry.written, w) ? entry.written[w] : "'" + w + "'"; }
  /* tells_apart */
  function tellsApart(a, b) {
    var wa = new Set(a.words), wb = new Set(b.words);
    var onlyA = a.words.filter(function (w) { return !wb.has(w); }).sort().slice(0, 4);
    var onlyB = b.words.filter(function (w) { return !wa.has(w); }).sort().slice(0, 4);
    var parts = [];
    if (onlyA.length || onlyB.length) {
      parts.push(a.id + " says " + (onlyA.map(function (w) { return asWritten(a, w); }).join(", ") || "nothing extra") + "; " +
        b.id + " says " + (onlyB.map(function (w) { return asWritten(b, w); }).join(", ") || "nothing extra"));
    } else if (a.skeleton !== b.skeleton) {
      parts.push("the punctuation differs: " + a.skeletonRepr + " and " + b.skeletonRepr);
    }
    if (a.package !== b.package) { parts.push(a.id + " is thrown by " + a.package + ", " + b.id + " by " + b.package); }
    if (a.capability !== b.capability) { parts.push("they concern " + a.capability + " and " + b.capability); }
    return parts.join("; ") || "their messages differ only in their values";
  }
  /* rival_note */
  function rivalNote(chosen, other) {
    var a = chosen.entry, b = other.entry;
    if (a.skeleton === b.skeleton) {
      if (chosen.evidence.length && !other.evidence.length) {
        return b.package + " throws the same message (" + b.id + "), but the paste points to " + a.package + ": " +
          chosen.evidence[0];
      }
      if (LEVEL_RANK[chosen.confidence] === LEVEL_RANK[other.confidence] && chosen.evidence.length === other.evidence.length) {
        return b.package + " throws the same message (" + b.id + "); nothing in the paste tells which of " + a.package +
          " and " + b.package + " threw it (a stack frame of either would)";
      }
    }
    return tellsApart(a, b);
  }
  /* read_alike */
  function readAlike(a, b) {
    var wa = new Set(a.entry.words), wb = new Set(b.entry.words);
    if (!wa.size || !wb.size) { return true; }
    var both = 0;
    wa.forEach(function (w) { if (wb.has(w)) { both++; } });
    return both / (wa.size + wb.size - both) >= K.ALIKE;
  }
  /* introduces */
  function introduces(a, b) {
    var inner = lower(covered(b)), outer = lower(a.text);
    if (!inner || inner === lower(covered(a))) { return false; }
    var at = outer.indexOf(inner);
    return at >= a.start && (at >= a.end || Object.keys(a.spans).some(function (k) {
      return a.spans[k][0] <= at && at + inner.length <= a.spans[k][1];
    }));
  }

  /* --- errors/diagnosis.py distinct_errors ----------------------------------------------------------------- */

  var TIER_ORDER = { generic: 0, plain: 1, medium: 2, specific: 3 };
  function compareKey(x, y) { return (x[0] - y[0]) || (x[1] - y[1]) || (x[2] - y[2]); }
  function keyOf(f) { return [LEVEL_RANK[f.confidence], f.evidence.length, f.score]; }
  function distinctErrors(findings) {
    var byLine = new Map();
    findings.forEach(function (f) {
      if (!byLine.has(f.line)) { byLine.set(f.line, []); }
      byLine.get(f.line).push(f);
    });
    var answers = [];
    byLine.forEach(function (readings) {
      readings = sortedDesc(readings, compareRank);
      var groups = [];
      readings.forEach(function (f) {
        var home = null;
        for (var i = 0; i < groups.length; i++) { if (readAlike(groups[i][0], f)) { home = groups[i]; break; } }
        if (home === null) { groups.push([f]); } else { home.push(f); }
      });
      var tops = [];
      groups.forEach(function (g) {
        var best = g[0];
        g.filter(function (f) { return compareRank3(f, best) === 0; }).forEach(function (f) {
          tops.push([f, g.filter(function (r) { return r !== f; })]);
        });
      });
      tops.forEach(function (top) {
        var f = top[0];
        var key = keyOf(f);
        /* Of two readings of a line where one introduces or wraps the other, the one to fix ranks just above the
           other: the error inside, unless it says less than its wrapper (a generic "Permission denied: ..."
           inside "[WorkspaceSkills] Cannot access skills path ...: <it>" is only the detail). */
        tops.forEach(function (o) {
          var other = o[0];
          if (other === f || compareKey(keyOf(other), key) < 0) { return; }
          var innerFirst = introduces(other, f) && TIER_ORDER[f.tier] >= TIER_ORDER[other.tier];
          var outerFirst = introduces(f, other) && TIER_ORDER[other.tier] < TIER_ORDER[f.tier];
          if (innerFirst || outerFirst) {
            key = [LEVEL_RANK[other.confidence], other.evidence.length, other.score + 0.01];
          }
        });
        answers.push([f, top[1], key]);
      });
    });
    answers = sortedDesc(answers, function (a, b) { return compareKey(a[2], b[2]) || (b[0].line - a[0].line); });
    var merged = new Map();
    answers.forEach(function (a) {
      var known = merged.get(a[0].id);
      if (known === undefined) {
        merged.set(a[0].id, [{ finding: a[0], rivals: a[1], lines: [a[0].line] }, a[2]]);
      } else {
        known[0].lines.push(a[0].line);
      }
    });
    var ordered = Array.from(merged.values());
    ordered.forEach(function (dk) { dk[0].lines.sort(function (x, y) { return x - y; }); });
    ordered = sortedDesc(ordered, function (a, b) { return compareKey(a[1], b[1]) || (b[0].lines[0] - a[0].lines[0]); });
    return ordered.map(function (dk) { return dk[0]; });
  }

  /* --- a paste over NARROW_ABOVE_CHARS: errors/scan.py scan(generic=True), the line filter's fallback --------
     errors.scan reads bytes: here the UTF-8 of the paste, each chunk as a "binary string" (a character per
     byte), so that offsets, line cuts and the record's byte windows are Python's. */

  var DECODER = typeof TextDecoder === "function" ? new TextDecoder("utf-8") : null;
  function binary(bytes, from, to) {
    var out = [];
    for (var i = from; i < to; i += 8192) {
      out.push(String.fromCharCode.apply(null, bytes.subarray(i, Math.min(i + 8192, to))));
    }
    return out.join("");
  }
  var toPoints = null;  /* the paste's astral characters as the private-use ones diagnose reads them as */
  /* scan._decode */
  function decodeRaw(raw) {
    raw = raw.slice(0, K.MAX_LINE_CHARS * 8);
    var bytes = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) { bytes[i] = raw.charCodeAt(i); }
    var text = DECODER.decode(bytes);
    var end = text.length;
    while (end > 0 && text.charCodeAt(end - 1) === 13) { end--; }
    text = text.slice(0, end);
    return toPoints ? toPoints(text) : text;
  }
  /* bytes.split(sep, maxsplit) */
  function splitMax(s, sep, max) {
    var out = [], pos = 0;
    while (out.length < max) {
      var at = s.indexOf(sep, pos);
      if (at === -1) { break; }
      out.push(s.slice(pos, at));
      pos = at + sep.length;
    }
    out.push(s.slice(pos));
    return out;
  }
  /* bytes.rfind(sep, from, to) for a one-character sep */
  function rfind(s, sep, from, to) {
    if (to <= from) { return -1; }
    var at = s.lastIndexOf(sep, to - 1);
    return at >= from ? at : -1;
  }

  /* engine.clean */
  var ANSI_BYTES_G = regex(RX.ansi_bytes, "g");
  function clean(data) {
    if (data.indexOf("\x1b") >= 0) { data = data.replace(ANSI_BYTES_G, ""); }
    return data.replace(/\t/g, " ").replace(/\u00c2\u00a0/g, " ").replace(/[A-Z]+/g, function (m) { return m.toLowerCase(); });
  }
  /* engine.in_order */
  function inOrder(text, groups) {
    var pos = 0;
    for (var g = 0; g < groups.length; g++) {
      var best = -1;
      for (var a = 0; a < groups[g].length; a++) {
        var at = text.indexOf(groups[g][a], pos);
        if (at !== -1 && (best === -1 || at + groups[g][a].length < best)) { best = at + groups[g][a].length; }
      }
      if (best === -1) { return false; }
      pos = best;
    }
    return true;
  }
  /* --- errors/match/shapes.py: the shape of a line holding a cut-off message, or one line of a wrapped one,
     built from the template's parts with the pieces Python exports (R.shapes) --------------------------------- */
  var SH = R.shapes;
  var SHAPE_ANCHOR = new RegExp("^(?:" + SH.anchor_char + ")$");
  function pyEscape(ch) { return SH.escaped.indexOf(ch) >= 0 ? "\\" + ch : ch; }
  function shapeChar(ch) {
    if (ch.charCodeAt(0) < 128 && SHAPE_ANCHOR.test(ch.toLowerCase())) { return pyEscape(ch.toLowerCase()); }
    if (SH.spelled_chars.indexOf(ch) >= 0) {
      var escaped = pyEscape(ch);
      return SH.spelled.replace(/%s/g, function () { return escaped; });
    }
    return SH.any_char;
  }
  /* _tokens: [regex or null (anything), literal] per character of the head's literals and per value */
  function shapeTokens(c) {
    var closed = new Set();
    c.entry.params.forEach(function (p) { if (p.values.length) { closed.add(p.name); } });
    var out = [];
    c.parts.forEach(function (part) {
      if (isLit(part)) {
        for (var ch of part) { out.push([shapeChar(ch), true]); }
      } else {
        var kind = own(c.kinds, part[0]) ? c.kinds[part[0]] : "text";
        var value = closed.has(part[0]) || !own(SH.values, kind) ? null : SH.values[kind];
        out.push([value === null ? null : SH.quotes + value + SH.quotes, false]);
      }
    });
    return out;
  }
  function shapePlain(t) {
    if (!t[1] || t[0] === null || t[0].startsWith(SH.any_char) || t[0].startsWith("(?:")) { return "\0"; }
    return t[0].startsWith("\\") ? t[0].slice(1) : t[0];
  }
  function plainRun(tokens) {
    var out = "";
    for (var i = 0; i < tokens.length; i++) {
      var plain = shapePlain(tokens[i]);
      if (plain === "\0" || out.length >= SH.reach) { break; }
      out += plain;
    }
    return out;
  }
  function shapeStarts(tokens, tail) {
    var out = "", closing = "";
    for (var i = 0; i < tokens.length; i++) {
      if (tokens[i][0] === null || i >= SH.reach) { return out + SH.anything + closing; }
      out += "(?:" + tokens[i][0];
      closing = ")?" + closing;
    }
    return out + tail + closing;
  }
  function shapeEnds(tokens) {
    var kept = [];
    for (var i = tokens.length - 1; i >= 0; i--) {
      if (tokens[i][0] === null || kept.length >= SH.reach) { break; }
      kept.push(tokens[i]);
    }
    var out = kept.length < tokens.length ? SH.anything : "";
    for (var j = kept.length - 1; j >= 0; j--) { out = "(?:" + out + kept[j][0] + ")?"; }
    return out;
  }
  function cutShape(c) {
    var tokens = shapeTokens(c), shown = 0, at = 0;
    while (at < tokens.length && shown < K.MIN_PREFIX_CHARS) { shown += tokens[at][1] ? 1 : 0; at++; }
    if (shown < K.MIN_PREFIX_CHARS) { return ""; }
    var required = tokens.slice(0, at).map(function (t) { return t[0] === null ? SH.anything : t[0]; }).join("");
    while (required.startsWith(SH.anything)) { required = required.slice(SH.anything.length); }
    return required + shapeStarts(tokens.slice(at), c.cond.ml ? SH.anything : "") + SH.text_end;
  }
  /* wrap_shape: [piece, ends, literal, whole, regex] per way the line is one line of the wrapped message */
  function wrapShape(c, pieces) {
    var tokens = shapeTokens(c), text = tokens.map(shapePlain).join(""), more = c.cond.ml === 1;
    var sides = [], seen = new Set();
    function add(side) {
      var key = JSON.stringify(side);
      if (!seen.has(key)) { seen.add(key); sides.push(side); }
    }
    for (var k = 0; k < pieces.length; k++) {
      var piece = pieces[k], at = text.indexOf(piece);
      if (at === -1) { return []; }
      while (at !== -1) {
        var before = tokens.slice(0, at), after = tokens.slice(at + piece.length);
        var body = tokens.slice(at, at + piece.length).map(function (t) { return t[0] || ""; }).join("");
        if (before.length) {
          var lit = plainRun(before.slice().reverse()).split("").reverse().join("");
          add([piece, false, lit, lit.length === before.length && before.length <= SH.reach, SH.line_start + shapeEnds(before) + body]);
        }
        if (more) {
          add([piece, true, "", false, body + shapeStarts(after, SH.anything) + SH.line_end]);
        } else if (after.length) {
          var rest = after[after.length - 1][1] ? after.slice(0, -1) : after;
          var literal = plainRun(rest);
          add([piece, true, literal, literal.length === rest.length && rest.length <= SH.reach, body + shapeStarts(rest, "") + SH.line_end]);
        }
        at = text.indexOf(piece, at + 1);
      }
    }
    return sides;
  }
  var shapeRegexes = new Map();
  function shapeRegex(source, sticky) {
    var key = (sticky ? "y" : "") + source;
    var rx = shapeRegexes.get(key);
    if (rx === undefined) { rx = new RegExp(source, sticky ? "y" : ""); shapeRegexes.set(key, rx); }
    return rx;
  }
  function shapeMatchAt(source, line, at) {
    var rx = shapeRegex(source, true);
    rx.lastIndex = at;
    return rx.test(line);
  }
  /* meets_wrap */
  function meetsWrap(sides, line) {
    for (var i = 0; i < sides.length; i++) {
      var side = sides[i], piece = side[0], literal = side[2], whole = side[3];
      var at = line.indexOf(piece);
      while (at !== -1) {
        if (side[1]) {
          var rest = line.slice(at + piece.length).replace(/[ \r]+$/, "");
          if (rest.length <= literal.length) {
            if (literal.startsWith(rest)) { return true; }
          } else if (!whole && rest.startsWith(literal) && shapeMatchAt(side[4], line, at)) { return true; }
        } else {
          var head = line.slice(0, at).replace(/^ +/, "");
          if (head.length <= literal.length) {
            if (literal.endsWith(head)) { return true; }
          } else if (!whole && head.endsWith(literal) && shapeMatchAt(side[4], line, 0)) { return true; }
        }
        at = line.indexOf(piece, at + 1);
      }
    }
    return false;
  }
  /* Conditions.cut_shape and .wrap_shape, built when a line first needs them */
  function shapesOf(c) {
    if (c.shapes === undefined) {
      c.shapes = { cut: c.cond.c.length ? cutShape(c) : "", wrap: c.cond.wr ? wrapShape(c, c.cond.wr) : [] };
    }
    return c.shapes;
  }
  function meetsCut(c, line) { var s = shapesOf(c).cut; return !s || shapeRegex(s, false).test(line); }
  function meetsWrapOf(c, line) { var s = shapesOf(c).wrap; return !s.length || meetsWrap(s, line); }

  /* LineFilter.check, of scan's line filter: scan reads no loose (fuzzy) readings (errors.scan._prefilter), so
     the shipped conditions have none (errors/site/matcher_data.py) */
  function check(line, owners) {
    var found = { exact: new Set(), wrap: new Set(), evidence: new Set() };
    owners.forEach(function (index) {
      var c = templates[index], cond = c.cond;
      if (inOrder(line, cond.w) || (cond.c.length && inOrder(line, cond.c) && meetsCut(c, line))) { found.exact.add(index); }
      if (cond.wr && cond.wr.some(function (p) { return line.indexOf(p) >= 0; }) && meetsWrapOf(c, line)) { found.wrap.add(index); }
      if (cond.ev && cond.ev.some(function (e) { return line.indexOf(e) >= 0; })) { found.evidence.add(index); }
    });
    return found;
  }
  function readable(h) { return h.exact.size > 0 || h.wrap.size > 0; }

  /* AnchorFinder: an Aho-Corasick automaton of the anchors (ASCII, no line breaks), over a cleaned chunk */
  var finder = null;
  /* engine._anchor_pieces: one piece of each condition, the longest (a group of alternatives gives all of
     them); a line meeting a condition holds it */
  function anchorPieces(cond) {
    var out = [];
    [cond.w, cond.c].forEach(function (groups) {
      if (!groups.length) { return; }
      var best = null, bestLen = -1;
      groups.forEach(function (g) {
        var shortest = Math.min.apply(null, g.map(function (a) { return a.length; }));
        if (shortest > bestLen) { best = g; bestLen = shortest; }
      });
      Array.prototype.push.apply(out, best);
    });
    out = out.concat(cond.wr || [], cond.ev || []);
    return out.filter(Boolean);
  }
  function buildFinder() {
    var byAnchor = new Map();
    templates.forEach(function (c, index) {
      anchorPieces(c.cond).forEach(function (a) {
        if (!byAnchor.has(a)) { byAnchor.set(a, new Set()); }
        byAnchor.get(a).add(index);
      });
    });
    /* an anchor never holds a line break but for evidence text; such a line-crossing string meets no line's
       condition, so it brings no line in (engine.LineFilter.check looks for it within one line) */
    var anchors = Array.from(byAnchor.keys()).filter(function (a) { return a.indexOf("\n") < 0; });
    var owners = anchors.map(function (a) { return Array.from(byAnchor.get(a)); });
    var classes = new Uint8Array(256), alphabet = 1;
    anchors.forEach(function (a) {
      for (var i = 0; i < a.length; i++) {
        var code = a.charCodeAt(i) & 0xff;
        if (!classes[code]) { classes[code] = alphabet++; }
      }
    });
    var gotoRows = [new Int32Array(alphabet).fill(-1)], own = [-1];
    anchors.forEach(function (a, index) {
      var s = 0;
      for (var i = 0; i < a.length; i++) {
        var cls = classes[a.charCodeAt(i) & 0xff];
        if (gotoRows[s][cls] < 0) { gotoRows[s][cls] = gotoRows.length; gotoRows.push(new Int32Array(alphabet).fill(-1)); own.push(-1); }
        s = gotoRows[s][cls];
      }
      own[s] = index;
    });
    var n = gotoRows.length;
    var delta = new Int32Array(n * alphabet), fail = new Int32Array(n), dict = new Int32Array(n).fill(-1);
    var queue = [];
    for (var c0 = 0; c0 < alphabet; c0++) {
      var t0 = gotoRows[0][c0];
      delta[c0] = t0 < 0 ? 0 : t0;
      if (t0 > 0) { queue.push(t0); }
    }
    for (var q = 0; q < queue.length; q++) {
      var s = queue[q];
      var f = fail[s];
      dict[s] = own[f] >= 0 ? f : dict[f];
      for (var c = 0; c < alphabet; c++) {
        var t = gotoRows[s][c];
        if (t < 0) {
          delta[s * alphabet + c] = delta[f * alphabet + c];
        } else {
          delta[s * alphabet + c] = t;
          fail[t] = s === 0 ? 0 : delta[f * alphabet + c];
          queue.push(t);
        }
      }
    }
    gotoRows = null;
    return { classes: classes, alphabet: alphabet, delta: delta, own: Int32Array.from(own), dict: dict, owners: owners };
  }
  /* LineFilter.hits: {line start: hits} of the lines meeting a condition */
  function lineHits(cleaned) {
    if (finder === null) { finder = buildFinder(); }
    var cls = finder.classes, delta = finder.delta, own = finder.own, dict = finder.dict, A = finder.alphabet;
    var perLine = new Map(), lineStart = 0, cur = null, s = 0;
    for (var p = 0; p < cleaned.length; p++) {
      var code = cleaned.charCodeAt(p);
      if (code === 10) { lineStart = p + 1; cur = null; s = 0; continue; }
      s = delta[s * A + cls[code & 0xff]];
      var t = own[s] >= 0 ? s : dict[s];
      while (t !== -1) {
        if (cur === null) { cur = new Set(); perLine.set(lineStart, cur); }
        cur.add(own[t]);
        t = dict[t];
      }
    }
    var out = new Map();
    perLine.forEach(function (anchorIds, start) {
      var end = cleaned.indexOf("\n", start);
      var line = cleaned.slice(start, end !== -1 ? end : cleaned.length);
      /* A log repeats its lines: what a line meets depends on its text alone (its anchors are its own). */
      var h = checked.get(line);
      if (h === undefined) {
        var owners = new Set();
        anchorIds.forEach(function (a) { finder.owners[a].forEach(function (i) { owners.add(i); }); });
        h = check(line, owners);
        if (checked.size >= CHECKED_KEPT) { checked.clear(); }
        checked.set(line, h);
      }
      if (readable(h) || h.evidence.size) { out.set(start, h); }
    });
    return out;
  }
  var CHECKED_KEPT = 16384;
  var checked = new Map();

  /* --- errors/screen.py -------------------------------------------------------------------------------- */

  var JSON_ESCAPE_G = regex(RX.json_escape, "g");
  var SPANS_LINES = regex(RX.spans_lines);
  function screenText(raw) {
    var text = stripNoise(raw)[0];
    if (text.indexOf("\\u") >= 0) {
      text += "\n" + text.replace(JSON_ESCAPE_G, function (all, hex) { return String.fromCharCode(parseInt(hex, 16)); });
    }
    if (text.indexOf('\\"') >= 0) { text += "\n" + text.split('\\"').join('"'); }
    return lower(fold(text));
  }
  var screens = [];
  function screenOf(index) {
    var known = screens[index];
    if (known === undefined) {
      var c = templates[index];
      known = screens[index] = {
        exact: c.sx, prefix: c.sp,
        closed: c.entry.params.filter(function (p) {
          return p.values.length && p.other === null && c.headParams.has(p.name);
        }).map(function (p) { return p.values.map(function (v) { return strip(fold(v)); }); }),
        wraps: c.lc >= K.MIN_EMBEDDED_LITERAL && c.tier !== "generic"
      };
    }
    return known;
  }
  function has(text, piece) { return text.indexOf(piece) >= 0; }
  /* Screen._whole */
  function wholeIn(index, text) {
    var sc = screenOf(index);
    if (!sc.closed.every(function (values) { return values.some(function (v) { return has(text, v); }); })) { return false; }
    return sc.exact.every(function (p) { return has(text, p); });
  }
  /* Screen._exact_or_cut: a cut-off text may stop before a closed value (a state, a limit), so its start is
     enough; only a whole one shows them all */
  function exactOrCut(index, text) {
    return wholeIn(index, text) || screenOf(index).prefix.every(function (p) { return has(text, p); });
  }
  /* Screen._across: whether `text` (lines joined) holds a piece of the template that none of the lines holds
     alone */
  function across(index, text, singles) {
    var sc = screenOf(index);
    return sc.exact.concat(sc.prefix).some(function (p) {
      return p.length >= K.MIN_ACROSS_PIECE && has(text, p) && !singles.some(function (one) { return has(one, p); });
    });
  }
  function screenLine(line) { return [screenText(strip(line)), SPANS_LINES.test(line)]; }
  /* Screen.readings_possible, of its exact side: scan reads no loose readings */
  function readingsPossible(line, exactT) {
    var text = screenLine(line)[0];
    return Array.from(exactT).some(function (i) { return exactOrCut(i, text); });
  }
  /* Screen.joined_may_match */
  function joinedMayMatch(lines, templateSet) {
    var wrapping = Array.from(templateSet).filter(function (i) { return screenOf(i).wraps; });
    if (!wrapping.length) { return false; }
    var screened = lines.map(screenLine);
    var texts;
    if (screened.some(function (s) { return s[1]; })) {
      var stripped = lines.map(strip);
      texts = [screenText(stripped.join(" ")), screenText(stripped.join(""))];
    } else {
      var parts = screened.map(function (s) { return s[0]; });
      texts = [parts.join(" "), parts.join("")];
    }
    var singles = screened.map(function (s) { return s[0]; });
    /* The matcher reads the lines joined one way or the other: the literal text must be whole in one, or its
       cut-off start with a piece of it that only the join holds (a line holding a cut-off start alone is read
       as that line: every run of lines around it would pass otherwise). */
    return wrapping.some(function (i) {
      return texts.some(function (t) { return wholeIn(i, t) || (exactOrCut(i, t) && across(i, t, singles)); });
    });
  }

  /* --- errors/scan.py ---------------------------------------------------------------------------------- */

  /* _Record: the record around the line starting at `start` of `data`, read when first asked */
  function recordAt(data, start) {
    var context = null;
    return function () {
      if (context === null) {
        var before = data.slice(Math.max(start - K.RECORD_BYTES, 0), start).split("\n").slice(0, -1).slice(-K.RECORD_LINES);
        var after = data.slice(start, start + K.RECORD_BYTES).split("\n").slice(0, K.RECORD_LINES + 1);
        context = contextOf(before.concat(after).map(decodeRaw), before.length);
      }
      return context;
    };
  }
  /* _Lines */
  function LinesOf(data, before, after) {
    var chunk = data.split("\n");
    if (data.endsWith("\n")) { chunk.pop(); }
    this.raw = before.concat(chunk, after);
    this.first = before.length;
    this.decoded = new Map();
  }
  LinesOf.prototype.text = function (at) {
    var t = this.decoded.get(at);
    if (t === undefined) { t = decodeRaw(this.raw[at]); this.decoded.set(at, t); }
    return t;
  };
  LinesOf.prototype.line = function (index) { return this.text(this.first + index); };
  LinesOf.prototype.at = function (index) {
    var at = this.first + index;
    var before = this.raw.slice(Math.max(at - K.RECORD_LINES, 0), at);
    var after = this.raw.slice(at, at + K.RECORD_LINES + 1);
    var joined = before.concat(after).join("\n");
    return [joined, joined.length - after.join("\n").length];
  };
  LinesOf.prototype.window = function (index, number) {
    var at = this.first + index, out = [];
    for (var j = Math.max(at - K.CONTEXT, 0); j < Math.min(at + K.CONTEXT + 1, this.raw.length); j++) {
      out.push([number + j - at, this.text(j)]);
    }
    return out;
  };
  /* _window */
  function windowOf(data, start, before, after) {
    var C = K.CONTEXT, out = [], pos = start, delta = 0;
    while (delta > -C && pos > 0) {
      var prev = rfind(data, "\n", 0, pos - 1) + 1;
      delta--;
      out.unshift([delta, data.slice(prev, pos - 1)]);
      pos = prev;
    }
    if (pos === 0) {
      var take = C + delta > 0 ? before.slice(before.length - (C + delta)) : [];
      for (var b = take.length - 1; b >= 0; b--) { delta--; out.unshift([delta, take[b]]); }
    }
    pos = start;
    delta = 0;
    while (delta <= C) {
      var end = data.indexOf("\n", pos);
      out.push([delta, data.slice(pos, end !== -1 ? end : data.length)]);
      delta++;
      if (end === -1 || end + 1 >= data.length) { break; }
      pos = end + 1;
    }
    after.slice(0, Math.max(C + 1 - delta, 0)).forEach(function (line, i) { out.push([delta + i, line]); });
    return out;
  }
  /* _one_per_occurrence */
  function onePerOccurrence(found) {
    var best = new Map();
    found.forEach(function (f) {
      var old = best.get(f.text);
      if (old === undefined || compareRank(f, old) > 0) { best.set(f.text, f); }
    });
    return found.filter(function (f) { return compareRank(f, best.get(f.text)) === 0; });
  }
  /* _wrapped */
  function wrappedOf(templateSet, window, hit, record) {
    var groups = wrappedGroups(contentLines(window)).filter(function (g) { return g[0][0] <= hit && hit <= g[g.length - 1][0]; });
    var text = new Map(window);
    var memo = new Map();
    function whole(found) {
      return new Set(found.filter(function (f) { return f.method === "exact"; }).map(function (f) { return f.id; }));
    }
    function held(first, last) {
      var key = first + "," + last;
      if (!memo.has(key)) {
        var cands;
        if (first === last) {
          cands = lineCandidates(text.get(first), first);
        } else {
          var group = [];
          for (var n = first; n <= last; n++) { group.push([n, text.get(n)]); }
          cands = joinedCandidates(group, []);
        }
        memo.set(key, whole(findIn(cands, false, record, [templateSet, NONE], null)));
      }
      return memo.get(key);
    }
    var best = new Map();
    groups.forEach(function (group) {
      if (!joinedMayMatch(group.map(function (nl) { return nl[1]; }), templateSet)) { return; }
      var first = group[0][0], last = group[group.length - 1][0];
      var found = findIn(joinedCandidates(group, []), false, record, [templateSet, NONE], null);
      memo.set(first + "," + last, whole(found));
      found.forEach(function (f) {
        var compiled = byId.get(f.id);
        if (compiled.lc < K.MIN_EMBEDDED_LITERAL || compiled.tier === "generic") { return; }
        for (var a = first; a <= last; a++) {
          for (var b = a; b <= last; b++) {
            if ((a !== first || b !== last) && held(a, b).has(f.id)) { return; }
          }
        }
        var key = f.id + "\u0000" + first;
        var old = best.get(key);
        if (old === undefined || compareRank(f, old) > 0 || (compareRank(f, old) === 0 && last > old.end_line)) {
          best.set(key, replaced(f, { line: first, end_line: last }));
        }
      });
    });
    return sortedDesc(Array.from(best.values()), compareRank);
  }
  var NONE = new Set();
  /* _scan_chunk */
  /* _within */
  function within(sorted, index, distance) {
    var lo = 0, hi = sorted.length;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (sorted[mid] < index - distance) { lo = mid + 1; } else { hi = mid; } }
    return lo < sorted.length && sorted[lo] <= index + distance;
  }
  function scanChunk(data, before, after, lineBase, out, generic, stats) {
    var cleaned = clean(data);
    var seen = new Set();
    var hits = lineHits(cleaned);
    var startsAt = Array.from(hits.keys()).sort(function (a, b) { return a - b; });
    var index = 0, countedTo = 0, numbered = [];
    startsAt.forEach(function (start) {
      index += count(cleaned, "\n", countedTo, start);
      countedTo = start;
      numbered.push([start, index, hits.get(start)]);
    });
    /* The lines near which something may corroborate a generic template (its class, a frame of its package). */
    var near = new Map();
    numbered.forEach(function (item) {
      item[2].evidence.forEach(function (t) {
        if (!near.has(t)) { near.set(t, []); }
        near.get(t).push(item[1]);
      });
    });
    var lines = numbered.length >= K.DENSE_HITS || cleaned.length !== data.length ? new LinesOf(data, before, after) : null;
    numbered.forEach(function (item) {
      var start = item[0], at = item[1], hit = item[2];
      if (!readable(hit)) { return; }
      var exactIds = hit.exact;
      if (!generic) {
        /* A generic message with nothing around that could tie it to its package: any reading would be a
           `possible` match of words every log holds. Not read; a line with nothing else is counted. */
        exactIds = new Set(Array.from(hit.exact).filter(function (t) {
          return !templates[t].cond.g || within(near.get(t) || [], at, K.RECORD_LINES);
        }));
        if (!exactIds.size && !hit.wrap.size) {
          stats.generic_unconfirmed++;
          return;
        }
      }
      var number = lineBase + at + 1;
      var line, rec;
      if (lines !== null) {
        line = lines.line(at);
        var around = lines.at(at);
        rec = recordAt(around[0], around[1]);
      } else {
        var end = data.indexOf("\n", start);
        line = decodeRaw(data.slice(start, end !== -1 ? end : data.length));
        rec = recordAt(data, start);
      }
      var found = [];
      if (readingsPossible(line, exactIds)) {
        found = findIn(lineCandidates(line, number), false, rec, [exactIds, NONE], null);
      }
      if (hit.wrap.size && !found.some(function (f) { return f.method === "exact"; })) {
        var window = lines !== null ? lines.window(at, number) : windowOf(data, start, before, after).map(function (dl) {
          return [number + dl[0], decodeRaw(dl[1])];
        });
        if (joinedMayMatch(window.map(function (nl) { return nl[1]; }), hit.wrap)) {
          var wrapped = wrappedOf(hit.wrap, window, number, rec);
          if (found.length) { wrapped = wrapped.filter(function (f) { return f.method === "exact" && !f.open_end; }); }
          found = sortedDesc(found.concat(wrapped), compareRank);
        }
      }
      onePerOccurrence(keepTrustworthy(found)).forEach(function (f) {
        var key = f.id + "\u0000" + f.line;
        if (!seen.has(key)) { seen.add(key); out.push(f); }
      });
    });
  }
  /* normalize.sniff: binary data is refused, as errors.diagnose refuses it */
  function sniffBinary(bytes) {
    var n = Math.min(bytes.length, 65536), controls = 0, zero = false;
    for (var i = 0; i < n; i++) {
      var b = bytes[i];
      if (b === 0) { zero = true; }
      if (b < 32 && b !== 9 && b !== 10 && b !== 13 && b !== 27) { controls++; }
    }
    if ((zero && controls > n * 0.05) || controls > n * 0.3) {
      throw new Error("the input looks like binary data, not text; paste the error message or the log");
    }
  }
  /* errors.scan.scan's loop, one block of UTF-8 bytes at a time (an empty block is the end): round(block) gives
     the findings it yields then; chunkBytes is the size of the blocks it is given (a line past four of them is cut). generic: read lines holding only a generic message that nothing around
     corroborates (diagnose does; scan counts them in stats.generic_unconfirmed). */
  function Scanner(generic, stats, chunkBytes) {
    this.generic = !!generic;
    this.chunkBytes = chunkBytes;
    this.stats = stats || { generic_unconfirmed: 0 };
    this.carry = "";
    this.before = [];
    this.lineBase = 0;
    this.seen = new Map();
    this.done = false;
  }
  Scanner.prototype.round = function (bytes) {
    var C = K.CONTEXT;
    var block = binary(bytes, 0, bytes.length);
    var eof = !block;
    var data = this.carry + block;
    if (!data) { this.done = true; return []; }
    if (!eof) {
      /* Keep the last CONTEXT + 1 lines (the last one maybe partial) for the next round. */
      var cut = data.length;
      for (var k = 0; k < C + 1; k++) {
        cut = rfind(data, "\n", 0, cut);
        if (cut === -1) { break; }
      }
      if (cut === -1) {
        if (data.length < Math.max(4 * this.chunkBytes, K.MAX_CARRY_BYTES)) { this.carry = data; return []; }
        cut = data.lastIndexOf("\n");
        cut = cut === -1 ? data.length - 1 : cut;
      }
      this.carry = data.slice(cut + 1);
      data = data.slice(0, cut + 1);
    } else {
      this.carry = "";
    }
    var ends = data.endsWith("\n");
    var after = this.carry ? splitMax(this.carry, "\n", C).slice(0, -1) : [];
    var found = [];
    scanChunk(data, this.before, after, this.lineBase, found, this.generic, this.stats);
    found = found.map(function (f, i) { return [f, i]; })
      .sort(function (a, b) { return (a[0].line - b[0].line) || (a[1] - b[1]); })
      .map(function (fi) { return fi[0]; });
    var out = [], seen = this.seen;
    found.forEach(function (f) {
      var key = f.id + "\u0000" + f.line;
      if (!seen.has(key)) { seen.set(key, f.line); out.push(f); }
    });
    var lineCount = count(data, "\n", 0, data.length) + (ends ? 0 : 1);
    var keepAbove = this.lineBase + lineCount - 2 * C;
    seen.forEach(function (line, key) { if (!(line > keepAbove)) { seen.delete(key); } });
    var tail = ends ? data.slice(0, -1) : data;
    this.before = C ? this.before.concat(tail.split("\n").slice(-C)).slice(-C) : [];
    this.lineBase += lineCount - (ends || eof ? 0 : 1);
    if (eof) { this.done = true; }
    return out;
  };
  /* diagnose's scan(io.BytesIO(data), chunk_bytes=SCAN_CHUNK_FOR_PROGRESS, generic=True): the first block is
     the SNIFF_BYTES scan reads to tell the encoding, then chunks; the findings numbered from shift + 1 */
  function scanPaste(bytes, shift, report) {
    sniffBinary(bytes);
    var scanner = new Scanner(true, null, K.SCAN_CHUNK_FOR_PROGRESS), pos = 0, results = [];
    while (!scanner.done) {
      var size = pos === 0 ? Math.min(K.SNIFF_BYTES, K.SCAN_CHUNK_FOR_PROGRESS) : K.SCAN_CHUNK_FOR_PROGRESS;
      var block = bytes.subarray(pos, Math.min(pos + size, bytes.length));
      pos += block.length;
      Array.prototype.push.apply(results, scanner.round(block));
      if (report) { report(pos / Math.max(bytes.length, 1)); }
    }
    return results.map(function (f) {
      return replaced(f, { line: f.line + shift, end_line: f.end_line ? f.end_line + shift : 0 });
    });
  }

  /* --- errors/diagnosis.py diagnose (the records, without the entry records and probes) ------------------------ */

  /* Python counts characters, JavaScript UTF-16 units: a character outside the Basic Multilingual Plane is
     read as one private-use character (one not in the text) and given back in the results. */
  var ASTRAL = /[\ud800-\udbff][\udc00-\udfff]/g;
  function codePoints(text) {
    if (!/[\ud800-\udfff]/.test(text)) { return null; }
    var used = new Set(), back = new Map(), there = new Map(), next = 0xe000;
    for (var i = 0; i < text.length; i++) {
      var code = text.charCodeAt(i);
      if (code >= 0xe000 && code <= 0xf8ff) { used.add(code); }
    }
    var mapped = text.replace(ASTRAL, function (pair) {
      if (there.has(pair)) { return there.get(pair); }
      while (next <= 0xf8ff && used.has(next)) { next++; }
      if (next > 0xf8ff) { return pair; }
      var ch = String.fromCharCode(next++);
      there.set(pair, ch);
      back.set(ch, pair);
      return ch;
    });
    return { text: mapped, back: back, there: there };
  }
  function restore(map, s) {
    if (map === null || !map.back.size) { return s; }
    return s.replace(/[\ue000-\uf8ff]/g, function (ch) { return map.back.get(ch) || ch; });
  }
  /* the text as Python encodes it to UTF-8 (the big-paste path reads bytes, as errors.scan does) */
  function utf8Of(text, map) { return new TextEncoder().encode(restore(map, text)); }
  function utf8Length(text, map) {
    var n = 0;
    for (var i = 0; i < text.length; i++) {
      var code = text.charCodeAt(i);
      if (code < 0x80) { n += 1; } else if (code < 0x800) { n += 2; } else if (code >= 0xd800 && code <= 0xdbff) {
        n += 4;
        i++;
      } else if (map !== null && map.back.has(text[i])) { n += 4; } else { n += 3; }
    }
    return n;
  }

  function reporter(progress) {
    if (typeof progress !== "function") { return null; }
    var last = -1;
    return function (fraction) {
      if (fraction >= 1 || fraction - last >= 0.01) { last = fraction; progress(Math.min(Math.max(fraction, 0), 1)); }
    };
  }

  /* finding_record, less what the page does not show (the entry record, exception, docs URL) */
  function findingRecord(d, map) {
    var f = d.finding, entry = f.entry;
    var params = {}, spans = {};
    Object.keys(f.params).forEach(function (k) { params[k] = restore(map, f.params[k]); });
    Object.keys(f.spans).forEach(function (k) { spans[k] = f.spans[k].slice(); });
    var out = {
      id: entry.id, title: entry.title, message: entry.message, score: f.score, confidence: f.confidence,
      params: params, values: params, line: f.line, end_line: f.end_line || f.line, lines: d.lines,
      matched_text: restore(map, f.text), spans: spans, method: f.method, normalizations: f.steps,
      confirmed_by: f.evidence.slice(), retired: !!entry.retired
    };
    if (f.why) { out.why = f.why; }
    if (f.dropped_prefix !== null) { out.dropped_prefix = f.dropped_prefix; }
    if (f.outside_values.length) {
      out.outside_values = f.outside_values.map(function (pv) {
        var p = entry.params.filter(function (q) { return q.name === pv[0]; })[0];
        return { param: pv[0], value: restore(map, pv[1]), pinned_values: p.values, release: entry.release, why: p.other };
      });
    }
    if (f.wording) {
      var w = f.wording;
      out.wording = {
        message: w.message, releases: w.releases, released: w.released, newer: w.newer, current: entry.message,
        current_release: entry.release
      };
    }
    var rivals = d.rivals.filter(function (o) { return o.id !== entry.id; });
    if (rivals.length) {
      out.rivals = rivals.map(function (o) {
        return { id: o.id, title: o.entry.title, confidence: o.confidence, how: rivalNote(f, o) };
      });
    }
    return out;
  }

  /* diagnose: the records, best first (an array), with `skipped` and `more` on it */
  function diagnose(input, options) {
    options = options || {};
    var report = reporter(options.progress);
    var map = codePoints(String(input));
    var text = map === null ? String(input) : map.text;
    var firstLine = 1, skipped = null;
    if (text.length > K.MAX_NARROWED_CHARS) {
      var cut = text.indexOf("\n", text.length - K.MAX_NARROWED_CHARS) + 1 || text.length - K.MAX_NARROWED_CHARS;
      var dropped = count(text, "\n", 0, cut);
      skipped = { bytes: utf8Length(text.slice(0, cut), map), lines: dropped };
      firstLine += dropped;
      text = text.slice(cut);
    }
    var everything;
    if (text.length > K.NARROW_ABOVE_CHARS) {
      toPoints = map === null ? null : function (s) {
        return s.replace(ASTRAL, function (pair) { return map.there.get(pair) || pair; });
      };
      try {
        everything = scanPaste(utf8Of(text, map), firstLine - 1, report);
      } finally {
        toPoints = null;
      }
    } else {
      var lines = text.replace(/\r\n/g, "\n").replace(/\r/g, "\n").split("\n");
      var numbered = candidates(text).map(function (c) { return replaced(c, { line: c.line + firstLine - 1 }); });
      everything = findIn(numbered, true, function (n) { return contextOf(lines, n - firstLine); }, null, report);
    }
    var found = distinctErrors(everything);
    var shown = options.top === undefined ? found : found.slice(0, Math.max(options.top, 1));
    var result = shown.map(function (d) { return findingRecord(d, map); });
    result.skipped = skipped;
    result.more = found.length > shown.length ? found.length - shown.length : undefined;
    if (report) { report(1); }
    return result;
  }

  /* scan: a Scanner whose rounds give scan_report's records (errors/scan_report.py, less the docs URL and
     exception, which the npm package adds); astral characters are read as private-use ones, as diagnose does */
  function scanner(options) {
    options = options || {};
    var sc = new Scanner(!!options.generic, options.stats, options.chunkBytes || K.CHUNK_BYTES);
    /* A log is read in pieces: a private-use character is taken for an astral one unless the line at hand
       holds it (diagnose, which sees the whole paste first, avoids every one the paste holds). */
    var map = { there: new Map(), back: new Map(), next: 0xe000 };
    function points(s) {
      return s.replace(ASTRAL, function (pair) {
        if (map.there.has(pair)) { return map.there.get(pair); }
        while (map.next <= 0xf8ff && s.indexOf(String.fromCharCode(map.next)) >= 0) { map.next++; }
        if (map.next > 0xf8ff) { return pair; }
        var ch = String.fromCharCode(map.next++);
        map.there.set(pair, ch);
        map.back.set(ch, pair);
        return ch;
      });
    }
    return {
      stats: sc.stats,
      get done() { return sc.done; },
      round: function (bytes) {
        toPoints = points;
        try {
          return sc.round(bytes).map(function (f) { return findingRecord({ finding: f, rivals: [], lines: [f.line] }, map); });
        } finally {
          toPoints = null;
        }
      }
    };
  }

  self.SE_DIAGNOSE = diagnose;
  self.SE_SCANNER = scanner;
  self.SE_FOLD = function (text) { return fold(String(text).replace(/\r\n?/g, "\n")); };
  /* The port's building blocks, for tests/site/test_matcher_equal.py to hold against Python's. */
  self.SE_MATCHER_PARTS = {
    regex: regex, ratio: ratio, osa: osa, round1: round1, fold: fold, strip: strip, splitlines: splitlines, unescape: unescapeHtml,
    wordBits: wordBits,
    shapes: function () { return templates.map(function (c) { var s = shapesOf(c); return [s.cut, s.wrap]; }); },
    candidates: function (text) { return candidates(text).map(function (c) { return [c.text, c.line, c.steps, c.truncated]; }); }
  };
})();
