/* The paste-box matcher: the catalog's templates, exported at build time (assets/matchers.js, the global
   SE_MATCHERS), run against a pasted message, log or stack trace. It has no DOM: the page and a Web Worker load it
   alike, and it defines self.SE_DIAGNOSE(text) -> matches, best first. */
(function () {
  "use strict";

  var matchers = (self.SE_MATCHERS || []).map(function (m) {
    var rx = null;
    try { rx = new RegExp(m.re, "su"); } catch (e) { rx = null; }
    var longest = m.lit.reduce(function (a, b) { return b.length > a.length ? b : a; }, "");
    var lines = m.lit.reduce(function (n, lit) { return n + lit.split("\n").length - 1; }, 0);
    return { m: m, rx: rx, longest: longest, multiline: lines > 0, span: lines };
  }).filter(function (x) { return x.rx !== null; });
  var multiline = matchers.filter(function (x) { return x.multiline; });
  var SPAN = Math.min(12, multiline.reduce(function (n, x) { return Math.max(n, x.span); }, 0) + 2);
  var MAX_CHARS = 20000;
  var MAX_LINES = 400;

  var ANSI = /\u001b\[[0-?]*[ -\/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u009b[0-?]*[ -\/]*[@-~]/g;

  function clean(text) {
    return text.replace(ANSI, "").replace(/\r\n?/g, "\n").replace(/[\u200b\u200c\u200d\u2060\ufeff]/g, "");
  }

  /* What word processors, chat apps and terminals do to a message on its way to the clipboard. */
  function fold(text) {
    return text.replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'").replace(/[\u201c\u201d\u201e\u201f\u2033]/g, '"')
      .replace(/[\u00a0\u202f\u2007]/g, " ").replace(/\u2026/g, "...");
  }

  /* Prefixes a runtime or a logger puts before the message: "Error: ", "Uncaught MastraError: ",
     "errors.SessionSetupWithoutExecuteCommand: ", "Error [ERR_X]: ", timestamps, log levels, "[tags]". */
  var PREFIXES = [
    /^(?:uncaught\s+(?:\(in promise\)\s+)?)?(?:[A-Za-z_$][\w$]*\.)*[A-Za-z_$][\w$]*(?:\s*\[[\w.-]+\])?\s*:\s+/i,
    /^\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?(?:Z|[+-]\d\d:?\d\d)?\s+/,
    /^\d\d:\d\d:\d\d(?:[.,]\d+)?\s+/,
    /^(?:error|err|fatal|warn|warning|info|debug)\b:?\s+/i,
    /^\[[^\]\n]{1,60}\]:?\s*/,
    /^\([^)\n]{1,60}\)\s+/,
    /^[>$#|\u2716\u2718\u274c\u2717\u00d7!*-]+\s+/
  ];

  /* The text itself, then the text with each layer of prefix removed: a template may itself start with what
     looks like a prefix, so every variant is tried. */
  function variants(text) {
    var out = [];
    var seen = {};
    function add(s) {
      s = s.trim();
      if (s && !seen[s]) { seen[s] = true; out.push(s); }
    }
    [text, fold(text)].forEach(function (s) {
      s = s.trim();
      add(s);
      for (var round = 0; round < 6; round++) {
        var before = s;
        /* Each strip is a variant of its own ("Error: [Tag] msg" -> "[Tag] msg" -> "msg"), as in Python. */
        for (var i = 0; i < PREFIXES.length; i++) {
          var stripped = s.replace(PREFIXES[i], "");
          if (stripped !== s) { s = stripped; add(s); }
        }
        if (s === before) { break; }
        add(s);
      }
      /* "Sandbox ... failed." pasted with quotes around it */
      var quoted = /^(['"`])([\s\S]*)\1$/.exec(s);
      if (quoted) { add(quoted[2]); }
    });
    return out;
  }

  function literalsInOrder(text, lits) {
    var pos = 0;
    for (var i = 0; i < lits.length; i++) {
      var at = text.indexOf(lits[i], pos);
      if (at < 0) { return false; }
      pos = at + lits[i].length;
    }
    return true;
  }

  /* As errors.match: a closed set of values (compared without case and surrounding quotes), and patterns. */
  function valuesAllowed(m, values) {
    var name;
    for (name in (m.v || {})) {
      if (values[name] === undefined) { continue; }
      var got = values[name].trim().replace(/^['"`]+|['"`]+$/g, "").toLowerCase();
      if (m.v[name].map(function (v) { return v.toLowerCase(); }).indexOf(got) < 0) { return false; }
    }
    for (name in (m.p || {})) {
      if (values[name] !== undefined && !new RegExp(m.p[name], "i").test(values[name])) { return false; }
    }
    return true;
  }

  function tryMatch(x, text, exact, found) {
    if (text.indexOf(x.longest) < 0 || !literalsInOrder(text, x.m.lit)) { return; }
    var m = x.rx.exec(text);
    if (!m) { return; }
    var values = {};
    if (m.groups) {
      Object.keys(m.groups).forEach(function (k) {
        if (m.groups[k] !== undefined) { values[k] = m.groups[k]; }
      });
    }
    if (!valuesAllowed(x.m, values)) { return; }
    /* The same template may match several variants of the paste; the most trimmed one (an exact match of the
       shortest text) has the values without "Error: " and other prefixes stuck to the first of them. */
    var previous = found[x.m.id];
    if (!previous || (exact && !previous.exact) || (exact === previous.exact && text.length < previous.length)) {
      found[x.m.id] = {
        id: x.m.id, title: x.m.t, values: values, weight: x.m.w, exact: exact, retired: x.m.r, length: text.length
      };
    }
  }

  function diagnose(input) {
    var text = clean(input).slice(0, MAX_CHARS);
    var lines = text.split("\n").slice(0, MAX_LINES);
    var found = {};
    /* The whole paste without stack frames: multi-line messages and values that span lines. */
    var body = lines.filter(function (l) { return !/^\s*at\s/.test(l); }).join("\n");
    variants(body).forEach(function (v) {
      matchers.forEach(function (x) { tryMatch(x, v, true, found); });
    });
    lines.forEach(function (line, i) {
      if (!line.trim()) { return; }
      variants(line).forEach(function (v) {
        matchers.forEach(function (x) { tryMatch(x, v, true, found); });
        /* The message in the middle of a log line: start at its first literal, run to the end of the line. */
        matchers.forEach(function (x) {
          if (!x.m.s || found[x.m.id]) { return; }
          var at = v.indexOf(x.m.lit[0]);
          if (at > 0) { tryMatch(x, v.slice(at).replace(/[\s.;,]+$/, ""), false, found); }
        });
      });
      for (var j = i + 1; multiline.length && j < Math.min(lines.length, i + SPAN); j++) {
        variants(lines.slice(i, j + 1).join("\n")).forEach(function (v) {
          multiline.forEach(function (x) { tryMatch(x, v, true, found); });
        });
      }
    });
    return Object.keys(found).map(function (k) { return found[k]; }).sort(function (a, b) {
      return (a.retired - b.retired) || (b.weight - a.weight) || (Number(b.exact) - Number(a.exact)) ||
        a.id.localeCompare(b.id);
    });
  }

  self.SE_DIAGNOSE = diagnose;
  self.SE_FOLD = function (text) { return fold(clean(text)); };
})();
