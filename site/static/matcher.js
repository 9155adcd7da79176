/* The paste-box matcher: a port of errors.diagnose (errors/diagnosis.py, errors/normalize.py, errors/match.py)
   that gives the same answer for the same text. It has no DOM: the page and a Web Worker load it alike, after
   assets/matchers.js (errors/site/data.py matchers_js), which holds everything Python computes before it reads
   a paste: the compiled templates and other releases' wordings (SE_MATCHERS), the word indexes, idf weights,
   scan anchors, thresholds and the normaliser's regexes (SE_MATCHING). This file ports only the steps that
   run on a paste, each named after the Python function it follows; tests/site/test_matcher_equal.py runs the
   whole corpus through both and requires the same answers.

   Contract:
     self.SE_DIAGNOSE(text, options) -> matches, best first (an empty array: not in the catalog)
       each match: {id, title, values, confidence ("exact" | "strong" | "weak"), method ("exact" | "prefix" |
         "fuzzy"), score, line, matched_text, spans, normalizations, retired, wording (null, or {message,
         releases, released, newer}: another release's wording of the entry matched), outside_values ([] or
         [{param, value, pinned_values, why}]: values the pinned release never emits, where params[].other_values
         says another may; the match is then "strong", not "exact")}; values are errors.diagnose's params, {} for a
         fuzzy match.
       the array's `skipped` is null, or {bytes, lines}: the start of a paste longer than MAX_NARROWED_CHARS
         that was not read (as errors.diagnose's "skipped").
       options (optional): top: at most this many matches (default: all that errors.diagnose would rank);
         progress(fraction): called now and then (at most about 100 times) with a number in [0, 1] during a
         long run, and with 1 at the end.
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
    return lowered.length === folded.length ? lowered : folded;
  }

  var RX = R.regex;
  var ANSI_G = regex(RX.ansi, "g");
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
    if (line.indexOf("\x1b") >= 0) { line = line.replace(ANSI_G, ""); steps.push("ansi"); }
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
    return known.map(function (c) { return { text: c.text, line: number, truncated: c.truncated, steps: c.steps }; });
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
        out.push({ text: c.text, line: c.line, steps: stepsAll.concat(c.steps), truncated: c.truncated });
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
        out.push({ text: c.text, line: c.line, steps: stepsAll.concat([sn[1]], c.steps), truncated: c.truncated });
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

  /* --- errors/match.py ------------------------------------------------------------------------------------ */

  var TOKEN_G = /[a-z0-9_]+/g;
  var TOKEN_CHAR = /^[a-z0-9_]/;
  /* tokens */
  function tokens(folded) { return folded.match(TOKEN_G) || []; }

  var templates = T.map(function (t, index) {
    return {
      index: index, id: t.id, title: t.t, parts: t.parts, rx: new RegExp(t.re, "sud"),
      req: t.req, preq: t.preq, off: t.off, n: t.n, lc: t.lc, tw: t.tw, sk: t.sk, rd: t.rd, retired: t.r,
      wording: t.wd || null,
      params: t.pa.map(function (p) {
        return { name: p[0], values: p[1], folded: p[1].map(fold), rx: p[2] ? regex(p[2]) : null, other: p[3] };
      })
    };
  });
  var byId = new Map();
  templates.forEach(function (c) { if (!c.wording && !byId.has(c.id)) { byId.set(c.id, c); } });

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
  /* _WordIndex.lookup */
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

  var byWord = new Map(Object.keys(D.by_word).map(function (w) { return [w, D.by_word[w]]; }));
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

  /* _deletions */
  function deletions(word) {
    var out = new Set();
    for (var i = 0; i < word.length; i++) { out.add(word.slice(0, i) + word.slice(i + 1)); }
    return out;
  }
  /* _typo */
  function typo(a, b) {
    if (a.length < K.TYPO_MIN_LEN || Math.abs(a.length - b.length) > 1) { return false; }
    return osa(a, b) <= 1;
  }
  /* _align */
  function align(sequence, words) {
    var first = sequence[0][0];
    var best = 0.0;
    var starts = [];
    for (var i = 0; i < words.length && starts.length < K.MAX_ALIGN_STARTS; i++) {
      if (words[i] === first || typo(first, words[i])) { starts.push(i); }
    }
    for (var s = 0; s < starts.length; s++) {
      var start = starts[s];
      var matched = words[start] === first ? 1.0 : K.TYPO_WEIGHT;
      var inserted = 0, pos = start + 1, whole = true;
      for (var k = 1; k < sequence.length; k++) {
        var word = sequence[k][0];
        var j = -1;
        for (var q = pos; q < words.length; q++) {
          if (words[q] === word || typo(word, words[q])) { j = q; break; }
        }
        if (j === -1) { whole = false; break; }
        matched += words[j] === word ? 1.0 : K.TYPO_WEIGHT;
        if (!sequence[k][1]) { inserted += j - pos; }
        pos = j + 1;
      }
      if (whole) { best = Math.max(best, 100.0 * matched / (sequence.length + inserted)); }
    }
    return best;
  }

  var CONFIDENCE = { exact: 2, strong: 1, weak: 0 };
  /* Finding.rank, compared as Python compares the tuples */
  function compareRank(a, b) {
    return (CONFIDENCE[a.confidence] - CONFIDENCE[b.confidence]) || (a.score - b.score) ||
      (a.similarity - b.similarity);
  }
  function finding(c, cand, fields) {
    var f = {
      c: c, id: c.id, score: 0, confidence: "exact", params: {}, line: cand.line, text: cand.text, spans: {},
      steps: cand.steps, method: "exact", open_end: false, partial: false, explained: 0, similarity: 0.0,
      wording: c.wording,
      outside_values: []
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
  function subset(list, words) {
    for (var i = 0; i < list.length; i++) { if (!words.has(list[i])) { return false; } }
    return true;
  }
  function spanTotal(spans) {
    var total = 0;
    Object.keys(spans).forEach(function (k) { total += spans[k][1] - spans[k][0]; });
    return total;
  }

  /* Matcher._values_allowed: [whether the values fit, the (param, value) pairs outside a closed set that
     other_values keeps open: kept, and flagged] */
  function valuesAllowed(c, params, truncated) {
    var outside = [];
    for (var i = 0; i < c.params.length; i++) {
      var p = c.params[i];
      if (p.rx && own(params, p.name) && !(truncated && !params[p.name])) {
        if (!p.rx.test(params[p.name])) { return [false, []]; }
      }
      if (p.values.length && own(params, p.name)) {
        var value = stripChars(strip(params[p.name]), "'\"`");
        var folded = fold(value);
        if (p.folded.indexOf(folded) < 0 &&
            !(truncated && p.folded.some(function (a) { return a.startsWith(folded); }))) {
          if (p.other === null || !value) { return [false, []]; }
          outside.push([p.name, value]);
        }
      }
    }
    return [true, outside];
  }

  /* _prefix_score */
  function prefixScore(literalShown, length) {
    return 80.0 + 10.0 * Math.min(literalShown / Math.max(length, 1), 1.0);
  }
  /* _demoted */
  function demoted(f, literalShown) {
    var starts = Object.keys(f.spans).map(function (k) { return f.spans[k][0]; });
    var span = f.text.length - (starts.length ? Math.min.apply(null, starts) : 0);
    return replaced(f, { confidence: "strong", method: "prefix", score: round1(prefixScore(literalShown, literalShown + span)) });
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
  /* _bounded */
  function bounded(m, parts, text) {
    if (m === null) { return null; }
    var first = parts[0], last = parts[parts.length - 1];
    if (m.start > 0 && isLit(first) && TOKEN_CHAR.test(first.slice(0, 1)) && TOKEN_CHAR.test(text[m.start - 1])) {
      return null;
    }
    if (m.end < text.length && isLit(last) && TOKEN_CHAR.test(last.slice(-1)) && TOKEN_CHAR.test(text[m.end])) {
      return null;
    }
    return m;
  }

  /* Matcher._hit */
  function hit(hits, c, cand, folded, m, method, whole) {
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
    var score;
    if (method === "exact") {
      /* A template found inside the text leaves the rest unexplained, which counts like a value. */
      var unexplained = whole ? 0 : strip(folded).length - (end - m.start);
      var specificity = c.lc / Math.max(c.lc + valueChars + Math.max(unexplained, 0), 1);
      score = 90.0 + 10.0 * specificity - (whole ? 0.0 : 1.0);
    } else {
      score = prefixScore(literalShown, end - m.start);
    }
    if (outside.length) { score -= K.OUTSIDE_VALUE_PENALTY; }
    var endsInValue = !isLit(c.parts[c.parts.length - 1]) && m.end >= folded.length;
    var explained = 0;
    c.off.forEach(function (wa) { if (wa[1] + wa[0].length <= literalShown) { explained++; } });
    hits.push({
      c: c, shown: literalShown, endsInValue: endsInValue, m: m,
      f: finding(c, cand, {
        score: round1(score), confidence: method === "exact" && !outside.length ? "exact" : "strong", params: params,
        spans: spans, method: method, open_end: endsInValue, partial: endsInValue || !whole, explained: explained,
        outside_values: outside
      })
    });
  }

  /* Matcher._exact */
  function exact(cand, folded, words) {
    var exactIds = Array.from(new Set(lookup(exactIndex, words))).filter(function (i) { return subset(templates[i].req, words); });
    exactIds.sort(function (a, b) { return a - b; });
    var hits = [];
    exactIds.forEach(function (index) {
      var c = templates[index];
      var m = templateMatch(c, folded), whole = m;
      if (m === null && c.tw) { m = whole = templateMatch(c, folded + c.tw); }
      if (m === null && c.lc >= K.MIN_EMBEDDED_LITERAL) { m = bounded(templateSearch(c.parts, folded, false), c.parts, folded); }
      if (m !== null) { hit(hits, c, cand, folded, m, "exact", whole !== null); }
    });
    if (cand.truncated || (folded.length >= K.MIN_UNMARKED_PREFIX &&
        hits.every(function (h) { return h.f.method !== "exact" || h.f.partial; }))) {
      var done = new Set(hits.map(function (h) { return h.c.id; }));
      var prefixIds = Array.from(new Set(lookup(prefixIndex, words))).filter(function (i) {
        return subset(templates[i].preq, words) && !done.has(templates[i].id);
      });
      var shared = new Map(prefixIds.map(function (i) {
        return [i, templates[i].req.filter(function (w) { return words.has(w); }).length];
      }));
      prefixIds.sort(function (a, b) { return (shared.get(b) - shared.get(a)) || (a - b); });
      prefixIds.slice(0, K.PREFIX_TRIES).forEach(function (index) {
        var c = templates[index];
        var m = bounded(templateSearch(c.parts, folded, true), c.parts, folded);
        if (m === null) { return; }
        var shown = m.end - m.start - spanTotal(m.spans);
        if (shown >= K.MIN_PREFIX_CHARS && (cand.truncated || m.start === 0) && !diverges(m, c.parts)) {
          hit(hits, c, cand, folded, m, "prefix", false);
        }
      });
    }
    var bestPrefix = 0;
    hits.forEach(function (h) { if (h.f.method === "prefix") { bestPrefix = Math.max(bestPrefix, h.shown); } });
    return hits.map(function (h) {
      var worse = h.f.method === "exact" && ((h.f.partial && h.c.lc < bestPrefix) || partOfLonger(h, hits));
      return worse ? demoted(h.f, h.shown) : h.f;
    });
  }

  /* _part_of_longer */
  function partOfLonger(h, hits) {
    var m = h.m;
    return hits.some(function (other) {
      var o = other.m;
      if (other === h || other.f.method !== "exact" || other.shown <= h.shown) { return false; }
      if (!(o.start <= m.start && m.end <= o.end && o.end - o.start > m.end - m.start)) { return false; }
      return !Object.keys(o.spans).some(function (k) { return o.spans[k][0] <= m.start && m.end <= o.spans[k][1]; });
    });
  }

  /* Matcher._meant */
  function meant(word) {
    if (word.length < K.TYPO_MIN_LEN - 1 || word.length > K.MAX_TYPO_WORD) { return []; }
    var keys = deletions(word);
    keys.add(word);
    var found = new Set();
    keys.forEach(function (k) { (byDeletion.get(k) || []).forEach(function (x) { found.add(x); }); });
    keys.forEach(function (k) { if (byWord.has(k) && k.length >= K.TYPO_MIN_LEN) { found.add(k); } });
    return Array.from(found).filter(function (x) { return typo(x, word); });
  }
  /* Matcher._shortlist */
  function shortlist(words) {
    var weight = new Map();
    Array.from(words).sort().forEach(function (w) {
      (byWord.has(w) ? [w] : meant(w)).forEach(function (x) {
        var holders = byWord.get(x);
        if (holders.length <= K.SHORTLIST_MAX_DF) {
          holders.forEach(function (index) { weight.set(index, (weight.get(index) || 0.0) + idf.get(x)); });
        }
      });
    });
    var ids = Array.from(weight.keys());
    ids.sort(function (a, b) { return (weight.get(b) - weight.get(a)) || (a - b); });
    return ids.slice(0, K.FUZZY_SHORTLIST);
  }

  /* Matcher._fuzzy */
  function fuzzy(cand, folded, words) {
    if (folded.length < K.MIN_FUZZY_CHARS || folded.length > K.MAX_FUZZY_CHARS || words.size < K.MIN_FUZZY_TEXT_WORDS) {
      return [];
    }
    var sequence = tokens(folded);
    var out = [];
    shortlist(words).forEach(function (index) {
      var c = templates[index];
      if (c.n < K.MIN_FUZZY_WORDS) { return; }
      if (c.params.some(function (p) { return p.rx && !p.rx.test(cand.text); })) { return; }
      var best = 0.0;
      c.rd.forEach(function (reading) { best = Math.max(best, align(reading, sequence)); });
      var score = round1(best);
      if (score > 0 && score >= K.WEAK) {
        out.push(finding(c, cand, {
          score: score, confidence: score >= K.STRONG ? "strong" : "weak", method: "fuzzy",
          similarity: round1(ratio(c.sk, folded)), explained: c.n
        }));
      }
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
          : replaced(f, { confidence: "weak", score: Math.min(f.score, round1(best.score - 1.0)) });
      });
    }
    return out;
  }

  /* _keep_trustworthy */
  function keepTrustworthy(ranked) {
    if (!ranked.length) { return ranked; }
    var top = ranked[0];
    if (top.confidence === "exact") { return ranked.filter(function (f) { return f.confidence === "exact"; }); }
    if (top.method === "prefix") {
      return ranked.filter(function (f) { return f.method === "prefix" || f.score >= top.score - 5; });
    }
    return ranked.filter(function (f) { return f.score >= top.score - 8; });
  }

  var READINGS_KEPT = 100000;
  /* One candidate's findings in Matcher.find_in's first loop: exact and cut-off readings, and a fuzzy one that
     explains more of the text than they do. */
  function read(cand) {
    var folded = fold(cand.text);
    var words = new Set(tokens(folded));
    var hits = exact(cand, folded, words);
    if (hits.length && hits.every(function (h) { return h.confidence !== "exact" || h.partial; })) {
      var shown = Math.max.apply(null, hits.map(function (h) { return h.explained; }));
      var loose = fuzzy(cand, folded, words).filter(function (f) { return f.explained > shown; });
      var most = 0;
      loose.forEach(function (f) { if (f.score >= K.STRONG) { most = Math.max(most, f.explained); } });
      hits = hits.map(function (h) {
        return h.confidence === "exact" && h.explained < most ? demoted(h, byId.get(h.id).lc) : h;
      }).concat(loose);
    }
    return hits;
  }

  /* Matcher.find_in */
  function findIn(cands, report) {
    var best = new Map();
    function keep(f) {
      var old = best.get(f.id);
      if (old === undefined || compareRank(f, old) > 0) { best.set(f.id, f); }
    }
    var pending = [];
    /* A log says the same things again and again: what a text reads as (its findings, line and steps aside)
       is worked out once. Python reads every candidate afresh; the findings are the same. */
    var readings = new Map();
    cands.forEach(function (cand, i) {
      if (report) { report(i / cands.length); }
      var key = (cand.truncated ? "t" : "f") + cand.text;
      var hits = readings.get(key);
      if (hits !== undefined) {
        hits = hits.map(function (f) { return replaced(f, { line: cand.line, steps: cand.steps }); });
      } else {
        hits = read(cand);
        if (readings.size >= READINGS_KEPT) { readings.clear(); }
        readings.set(key, hits);
      }
      hits.forEach(keep);
      if (!hits.length) { pending.push(cand); }
    });
    var found = Array.from(best.values());
    if (!found.some(function (f) { return f.confidence === "exact"; })) {
      pending.slice(-K.MAX_FUZZY_CANDIDATES).forEach(function (cand) {
        var folded = fold(cand.text);
        fuzzy(cand, folded, new Set(tokens(folded))).forEach(keep);
      });
      found = Array.from(best.values());
    }
    found.sort(function (a, b) { return compareRank(b, a) || (a.line - b.line); });
    return keepTrustworthy(found);
  }

  /* --- errors/diagnosis.py -------------------------------------------------------------------------------- */

  /* AnchorFinder: one pass of an Aho-Corasick automaton over the text, ASCII letters lowered (bytes.lower). */
  var finder = (function build(anchors) {
    var classes = new Uint16Array(65536);
    var alphabet = 1;
    anchors.forEach(function (a) {
      for (var i = 0; i < a.length; i++) {
        var code = a.charCodeAt(i);
        if (!classes[code]) { classes[code] = alphabet++; }
      }
    });
    for (var up = 65; up <= 90; up++) { classes[up] = classes[up + 32]; }
    var goto = [new Int32Array(alphabet).fill(-1)];
    var out = [0];
    var newline = [null];  /* lengths of anchors holding a line break, which start on an earlier line */
    anchors.forEach(function (a) {
      var s = 0;
      for (var i = 0; i < a.length; i++) {
        var cls = classes[a.charCodeAt(i)];
        if (goto[s][cls] < 0) { goto[s][cls] = goto.length; goto.push(new Int32Array(alphabet).fill(-1)); out.push(0); newline.push(null); }
        s = goto[s][cls];
      }
      if (a.indexOf("\n") >= 0) { (newline[s] = newline[s] || []).push(a.length); } else { out[s] = 1; }
    });
    var n = goto.length;
    var delta = new Int32Array(n * alphabet);
    var fail = new Int32Array(n);
    var queue = [];
    for (var c0 = 0; c0 < alphabet; c0++) {
      var t0 = goto[0][c0];
      delta[c0] = t0 < 0 ? 0 : t0;
      if (t0 > 0) { fail[t0] = 0; queue.push(t0); }
    }
    for (var q = 0; q < queue.length; q++) {
      var s = queue[q];
      if (out[fail[s]]) { out[s] = 1; }
      if (newline[fail[s]]) { newline[s] = (newline[s] || []).concat(newline[fail[s]]); }
      for (var c = 0; c < alphabet; c++) {
        var t = goto[s][c];
        if (t < 0) {
          delta[s * alphabet + c] = delta[fail[s] * alphabet + c];
        } else {
          delta[s * alphabet + c] = t;
          fail[t] = delta[fail[s] * alphabet + c];
          queue.push(t);
        }
      }
    }
    return { classes: classes, alphabet: alphabet, delta: delta, out: Uint8Array.from(out), newline: newline };
  })(D.anchors);

  /* AnchorFinder.hit_lines, as line numbers (0-based, in order) rather than offsets */
  function hitLines(text, report) {
    var cls = finder.classes, delta = finder.delta, out = finder.out, newline = finder.newline, A = finder.alphabet;
    var hits = [], line = 0, s = 0, n = text.length, step = 1 << 18;
    for (var base = 0; base < n; base += step) {
      if (report) { report(base / n); }
      var stop = Math.min(n, base + step);
      for (var p = base; p < stop; p++) {
        var code = text.charCodeAt(p);
        if (code === 10) { line++; }
        s = delta[s * A + cls[code]];
        if (out[s] && hits[hits.length - 1] !== line) { hits.push(line); }
        if (newline[s]) {
          newline[s].forEach(function (len) {
            var at = line - count(text, "\n", p - len + 1, p + 1);
            if (hits.indexOf(at) < 0) { hits.push(at); hits.sort(function (a, b) { return a - b; }); }
          });
        }
      }
    }
    return hits;
  }

  /* narrow */
  function narrow(text, firstLine, report) {
    if (text.length <= K.NARROW_ABOVE_CHARS) { return null; }
    if (text.indexOf("\r") >= 0) { text = text.replace(/\r\n/g, "\n").replace(/\r/g, "\n"); }
    var lines = text.split("\n");
    var keep = new Set();
    for (var i = Math.max(lines.length - K.TAIL_LINES, 0); i < lines.length; i++) { keep.add(i); }
    var hits = hitLines(text, report).slice(-K.MAX_CANDIDATE_LINES);
    hits.forEach(function (index) {
      var stop = Math.min(index + K.MAX_JOINED_LINES, lines.length);
      for (var j = Math.max(index - K.MAX_JOINED_LINES + 1, 0); j < stop; j++) { keep.add(j); }
    });
    return Array.from(keep).sort(function (a, b) { return a - b; }).map(function (j) { return [firstLine + j, lines[j]]; });
  }

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
    return { text: mapped, back: back };
  }
  function restore(map, s) {
    if (map === null || !map.back.size) { return s; }
    return s.replace(/[\ue000-\uf8ff]/g, function (ch) { return map.back.get(ch) || ch; });
  }
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
  function part(report, from, to) {
    return report ? function (f) { report(from + (to - from) * f); } : null;
  }

  /* diagnose (the matches, without the entry records and probes) */
  function diagnose(input, options) {
    options = options || {};
    var report = reporter(options.progress);
    var map = codePoints(String(input));
    var text = map === null ? String(input) : map.text;
    var firstLine = 1, skipped = null;
    if (text.length > K.MAX_NARROWED_CHARS) {
      var cut = text.indexOf("\n", text.length - K.MAX_NARROWED_CHARS) + 1 || text.length - K.MAX_NARROWED_CHARS;
      var lines = count(text, "\n", 0, cut);
      skipped = { bytes: utf8Length(text.slice(0, cut), map), lines: lines };
      firstLine += lines;
      text = text.slice(cut);
    }
    var kept = narrow(text, firstLine, part(report, 0, 0.5));
    var cands = kept === null ? candidates(text) : candidatesIn(kept, text.indexOf("\r") >= 0 ? ["crlf"] : []);
    var findings = findIn(cands, part(report, 0.5, 1));
    if (options.top !== undefined) { findings = findings.slice(0, Math.max(options.top, 1)); }
    var result = findings.map(function (f) {
      var values = {};
      Object.keys(f.params).forEach(function (k) { values[k] = restore(map, f.params[k]); });
      return {
        id: f.id, title: f.c.title, values: values, confidence: f.confidence, method: f.method, score: f.score,
        line: f.line, matched_text: restore(map, f.text), spans: f.spans, normalizations: f.steps,
        retired: f.c.retired, wording: f.wording,
        outside_values: f.outside_values.map(function (pv) {
          var p = f.c.params.filter(function (q) { return q.name === pv[0]; })[0];
          return { param: pv[0], value: restore(map, pv[1]), pinned_values: p.values, why: p.other };
        })
      };
    });
    result.skipped = skipped;
    if (report) { report(1); }
    return result;
  }

  self.SE_DIAGNOSE = diagnose;
  self.SE_FOLD = function (text) { return fold(String(text).replace(/\r\n?/g, "\n")); };
  /* The port's building blocks, for tests/site/test_matcher_equal.py to hold against Python's. */
  self.SE_MATCHER_PARTS = {
    regex: regex, ratio: ratio, osa: osa, round1: round1, fold: fold, strip: strip, splitlines: splitlines, unescape: unescapeHtml,
    candidates: function (text) { return candidates(text).map(function (c) { return [c.text, c.line, c.steps, c.truncated]; }); }
  };
})();
