/* One paste-box job: read the pasted text or file, measure it, run SE_DIAGNOSE (assets/matcher.js) over it and
   say which part was read. It runs in a Web Worker, which diagnose.js starts with the addresses of the hashed
   matcher scripts (the page stays responsive however long the matcher takes); where a page may not start a
   worker (Chromium refuses one from a file:// page) the page loads this file and runs the same job itself. */
(function () {
  "use strict";

  var SHOWN = 8;          /* matches the page lists */
  var FIRST_LINE = 1000;  /* characters of the first line kept for the no-match search link */
  var PROGRESS_STEP = 0.01;

  function newlines(text, end) {
    var n = 0;
    for (var at = text.indexOf("\n"); at >= 0 && at < end; at = text.indexOf("\n", at + 1)) { n++; }
    return n;
  }

  /* Lines as an editor numbers them: a final newline ends the last line rather than starting one. */
  function lineCount(text) {
    if (!text) { return 0; }
    return newlines(text, text.length) + (text.charAt(text.length - 1) === "\n" ? 0 : 1);
  }

  /* UTF-8 bytes of text[from, to), as Python counts them (a lone surrogate is 3 bytes there too). */
  function utf8Length(text, from, to) {
    var bytes = 0;
    for (var i = from; i < to; i++) {
      var c = text.charCodeAt(i);
      if (c < 0x80) { bytes += 1; } else if (c < 0x800) { bytes += 2; } else if (c >= 0xd800 && c < 0xdc00 &&
        i + 1 < to && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) { bytes += 4; i++; } else { bytes += 3; }
    }
    return bytes;
  }

  /* Where the unread start of the text ends, from the matcher's `skipped` {bytes, lines}: after the skipped
     lines, then (when the cut fell inside a line) as many characters as make up the rest of the bytes. */
  function cutIndex(text, skipped) {
    var at = 0;
    for (var n = 0; n < skipped.lines; n++) {
      var next = text.indexOf("\n", at);
      if (next < 0) { break; }
      at = next + 1;
    }
    var bytes = utf8Length(text, 0, at);
    while (at < text.length && bytes < skipped.bytes) {
      var c = text.charCodeAt(at);
      var width = c >= 0xd800 && c < 0xdc00 && (text.charCodeAt(at + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
      bytes += utf8Length(text, at, at + width);
      at += width;
    }
    return at;
  }

  function firstLine(text) {
    var head = text.slice(0, 64 * FIRST_LINE);
    var line = head.split("\n").filter(function (l) { return l.trim(); })[0] || "";
    line = line.slice(0, FIRST_LINE);
    return self.SE_FOLD ? self.SE_FOLD(line) : line;
  }

  /* What the page shows of a match: the whole record (diagnose --json's, less the entry record), as plain data
     that can be posted. */
  function shown(match) {
    return JSON.parse(JSON.stringify(match));
  }

  function readSource(source) {
    if (typeof source.text === "string") { return Promise.resolve(source.text); }
    return source.file.text();
  }

  /* report(kind, data): "size" {bytes, chars, lines} once read (it may return a promise to wait for), "progress"
     {fraction} while matching; the promise resolves to {matches, found, size, firstLine, read}, read being null
     when the whole text was read. */
  function job(source, report) {
    return readSource(source).then(function (text) {
      var size = {
        bytes: source.file ? source.file.size : utf8Length(text, 0, text.length),
        chars: text.length,
        lines: lineCount(text)
      };
      /* the page, matching on its own thread, pauses here to paint the size before the matcher holds it */
      return Promise.resolve(report("size", size)).then(function () { return match(text, size, report); });
    });
  }

  function match(text, size, report) {
    var last = -1;
    var matches = self.SE_DIAGNOSE(text, {
      progress: function (fraction) {
        fraction = Math.max(0, Math.min(1, Number(fraction) || 0));
        if (fraction - last >= PROGRESS_STEP || fraction === 1) { last = fraction; report("progress", { fraction: fraction }); }
      }
    });
    var read = null;
    var skipped = matches.skipped;
    if (skipped && (skipped.bytes > 0 || skipped.lines > 0)) {
      var cut = cutIndex(text, skipped);
      read = {
        chars: text.length - cut,
        firstLine: skipped.lines + 1,
        lastLine: Math.max(size.lines, skipped.lines + 1),
        skippedBytes: skipped.bytes,
        skippedLines: skipped.lines
      };
    }
    return {
      matches: matches.slice(0, SHOWN).map(shown),
      found: matches.length,
      size: size,
      firstLine: firstLine(text),
      read: read
    };
  }

  self.SE_DIAGNOSE_JOB = job;

  /* In a worker: "ready" out at start; then {id, source, scripts} in, {id, kind: "size" | "progress" | "done" |
     "error", ...} out. */
  if (typeof document === "undefined" && typeof importScripts === "function") {
    self.postMessage({ kind: "ready" });  /* an error after this is a job's, not a worker that cannot start */
    self.onmessage = function (event) {
      var msg = event.data;
      function post(kind, data) {
        var out = { id: msg.id, kind: kind };
        Object.keys(data).forEach(function (k) { out[k] = data[k]; });
        self.postMessage(out);
      }
      try {
        /* the generated data scripts assign to window.*, which a worker calls self */
        if (typeof self.window === "undefined") { self.window = self; }
        if (!self.SE_DIAGNOSE) { importScripts.apply(self, msg.scripts); }
      } catch (e) {
        post("error", { message: "cannot load the matcher: " + e.message, load: true });
        return;
      }
      job(msg.source, post).then(function (result) { post("done", { result: result }); }, function (e) {
        post("error", { message: String(e && e.message || e) });
      });
    };
  }
})();
