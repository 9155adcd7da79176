/* "Paste your error": the form around the matcher. Matching is a job (assets/diagnose-worker.js over
   assets/matcher.js) run in a Web Worker, so that a whole log can be read while the page stays responsive; where
   a page may not start a worker (from file://) the page loads the same job and runs it itself. A paste too big
   for the textarea, a dropped file and a chosen file are held outside it and summarised instead. */
(function () {
  "use strict";

  var root = document.body.getAttribute("data-root") || "";
  var MAX_VALUE = 500;       /* characters of a value carried into an entry's URL */
  var HELD_CHARS = 100000;   /* a longer paste stays out of the textarea, which gets slow with megabytes */
  var BIG_CHARS = 200000;    /* input from this size on shows its progress */
  function entryUrl(match) {
    var query = new URLSearchParams();
    var values = match.params || match.values || {};
    Object.keys(values).forEach(function (name) {
      query.set("v." + name, values[name].slice(0, MAX_VALUE));
    });
    var q = query.toString();
    return root + "errors/" + encodeURIComponent(match.id) + "/index.html" + (q ? "?" + q : "");
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) { node.className = className; }
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  function number(n) { return n.toLocaleString("en-US"); }

  function size(bytes) {
    if (bytes >= 1e6 - 50) { return (bytes / 1e6).toFixed(1) + " MB"; }  /* not "1000.0 KB" */
    if (bytes >= 1e3) { return (bytes / 1e3).toFixed(1) + " KB"; }
    return number(bytes) + (bytes === 1 ? " byte" : " bytes");
  }

  function lines(n) { return number(n) + (n === 1 ? " line" : " lines"); }

  /* The matcher reads the end of a text past its limit: say exactly which part. */
  function readNote(read) {
    return "Too long to read whole: read the last " + number(read.chars) + " characters (lines " +
      number(read.firstLine) + "\u2013" + number(read.lastLine) + "); the first " + size(read.skippedBytes) +
      " were skipped.";
  }

  /* ---- what the page says of the matches: the words of errors/finding_words.py (assets/phrases.js) ---- */
  var PHRASES = window.SE_PHRASES || {};

  function phrase(key, values) {
    return (PHRASES[key] || key).replace(/\{(\w+)\}/g, function (all, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : all;
    });
  }

  /* errors.finding_words.confidence */
  function confidence(match) {
    var label = PHRASES[match.confidence] || match.confidence;
    if (match.confidence === "exact") { return label; }
    return phrase("scored", { confidence: label, score: Number(match.score).toFixed(1) });
  }

  /* errors.finding_words.notes */
  function notes(match) {
    var out = [];
    var w = match.wording;
    if (w) {
      var release = w.current_release || "@the pinned release";
      out.push(phrase("wording", { releases: w.releases, current_release: release.slice(release.lastIndexOf("@") + 1),
        current: w.current }));
    }
    (match.outside_values || []).forEach(function (o) {
      out.push(phrase("outside_values", { param: o.param, value: o.value, release: o.release || "the pinned release",
        emitted: o.pinned_values.join(", "), why: o.why }));
    });
    return out;
  }

  /* The records are diagnose --json's (and SE_DIAGNOSE's, which gives the same): the extracted values are
     `params` (older pages' matchers called them `values`). */
  function valuesOf(match) { return match.params || match.values || {}; }

  /* errors.finding_words.also_on */
  function alsoOn(match) {
    var others = (match.lines || []).filter(function (n) { return n !== match.line; });
    if (!others.length) { return ""; }
    return phrase("also_on", { lines: others.slice(0, 8).join(", ") + (others.length > 8 ? ", ..." : "") });
  }

  function matchLine(match) {
    var p = el("p", "finding-match");
    var a = el("a", "", match.title);
    a.href = entryUrl(match);
    p.appendChild(a);
    p.appendChild(document.createTextNode(" "));
    p.appendChild(el("code", "", match.id));
    if (match.retired) { p.appendChild(document.createTextNode(" ")); p.appendChild(el("span", "badge", "retired")); }
    if (match.confidence) {
      p.appendChild(document.createTextNode(" "));
      p.appendChild(el("span", "confidence confidence-" + match.confidence, "[" + confidence(match) + "]"));
    }
    return p;
  }

  /* Another entry that reads the same text (the record's `rivals`), and what tells the two apart: the CLI's
     "the same text also reads as ..." (errors/terminal.py), its parts marked up. */
  function rivalLine(rival) {
    var p = el("p", "finding-rival");
    p.appendChild(document.createTextNode("or "));
    var a = el("a", "", rival.title);
    a.href = entryUrl(rival);
    p.appendChild(a);
    p.appendChild(document.createTextNode(" "));
    p.appendChild(el("code", "", rival.id));
    p.appendChild(document.createTextNode(" "));
    p.appendChild(el("span", "confidence confidence-" + rival.confidence, "[" + (PHRASES[rival.confidence] || rival.confidence) + "]"));
    if (rival.how) { p.appendChild(el("span", "rival-how", ": " + rival.how)); }
    return p;
  }

  function render(box, result) {
    while (box.firstChild) { box.removeChild(box.firstChild); }
    if (!result) { return; }
    if (result.read) { box.appendChild(el("p", "read-note", readNote(result.read))); }
    var matches = result.matches;
    if (!matches.length) {
      var none = el("p", "no-match", "No catalogued error matches this text. ");
      var words = result.firstLine.replace(/[^\w\s'.-]+/g, " ").split(/\s+/).filter(Boolean).slice(0, 8).join(" ");
      if (words) {
        var link = el("a", "", "Search for its words instead");
        link.href = root + "search/index.html?q=" + encodeURIComponent(words);
        none.appendChild(link);
        none.appendChild(document.createTextNode("."));
      }
      box.appendChild(none);
      return;
    }
    /* One finding per error, best first, as `diagnose` prints them. */
    var several = matches.length > 1;
    var manyLines = (result.size && result.size.lines > 1) || several;
    box.appendChild(el("p", "results-title", several ? matches.length + " errors in this text:" : "Your error:"));
    var list = el("ol", "match-list");
    matches.forEach(function (best, i) {
      var li = el("li", "finding" + (i === 0 ? " best" : ""));
      if (manyLines && best.line !== undefined) {
        li.appendChild(el("p", "finding-line", phrase("line", { line: best.line })));
      }
      li.appendChild(matchLine(best));
      var also = alsoOn(best);
      if (also) { li.appendChild(el("p", "finding-also", also)); }
      var values = valuesOf(best);
      var names = Object.keys(values);
      if (names.length) {
        var dl = el("dl", "values");
        names.forEach(function (name) {
          dl.appendChild(el("dt", "", name));
          dl.appendChild(el("dd", "", values[name]));
        });
        li.appendChild(dl);
      }
      if (best.confirmed_by && best.confirmed_by.length) {
        li.appendChild(el("p", "finding-evidence", phrase("evidence", { evidence: best.confirmed_by.join(", ") })));
      }
      if (best.why) { li.appendChild(el("p", "finding-why", phrase("why", { why: best.why }))); }
      notes(best).forEach(function (note) { li.appendChild(el("p", "finding-note", note)); });
      (best.rivals || []).forEach(function (rival) { li.appendChild(rivalLine(rival)); });
      list.appendChild(li);
    });
    box.appendChild(list);
    var more = (result.found || matches.length) - matches.length;
    if (more > 0) { box.appendChild(el("p", "hint more-errors", phrase("more", { count: more }))); }
    box.appendChild(el("p", "hint keyboard-hint",
      "Diagnose (or Ctrl+Enter) opens the " + (several ? "first error" : "best match") + " with your values filled in."));
  }

  /* for the search page (a pasted match links to its entry), tests, and the console */
  window.SE_ENTRY_URL = entryUrl;
  window.SE_SHOW_FINDINGS = render;
  var form = document.querySelector(".diagnose-form");
  if (!form) { return; }
  var area = form.querySelector("textarea");
  var box = form.querySelector(".diagnose-results");
  var summary = form.querySelector(".paste-summary");
  var summaryText = summary.querySelector(".paste-summary-text");
  var fileInput = form.querySelector("input[type=file]");
  var progress = form.querySelector(".diagnose-progress");
  var bar = progress.querySelector("progress");
  var progressText = progress.querySelector(".diagnose-progress-text");
  var workerUrl = form.getAttribute("data-worker");
  /* importScripts resolves against the worker's address, not the page's: hand it absolute ones */
  var scripts = (form.getAttribute("data-scripts") || "").split(" ").filter(Boolean).map(function (s) {
    return new URL(s, document.baseURI).href;
  });

  /* ---- running jobs: in a worker, or on the page ---- */
  var worker = null;
  var useWorker = typeof Worker === "function" && !!workerUrl;
  var inWorker = null;   /* the job the worker is busy with */
  var latest = null;     /* the job whose answer the page waits for */
  var jobs = 0;

  function startWorker() {
    try {
      worker = new Worker(workerUrl);
    } catch (e) {  /* Chromium refuses a worker to a file:// page (a SecurityError): match on the page */
      worker = null;
      useWorker = false;
      return false;
    }
    var ready = false;
    worker.onmessage = function (event) {
      if (event.data.kind === "ready") { ready = true; } else { fromWorker(event.data); }
    };
    worker.onerror = function (event) {
      event.preventDefault();
      /* a worker that cannot start: match on the page; one that failed a job (out of memory): say so */
      if (!ready) { fallBack(); return; }
      var job = inWorker;
      stopWorker();
      if (job && job === latest) { report(job, "error", { message: event.message || "the matcher stopped" }); }
    };
    return true;
  }

  function stopWorker() {
    if (worker) { worker.terminate(); }
    worker = null;
    inWorker = null;
  }

  function fallBack() {
    stopWorker();
    useWorker = false;
    if (latest && !latest.done) { onPage(latest); }
  }

  function fromWorker(msg) {
    var job = inWorker && inWorker.id === msg.id ? inWorker : null;
    if (!job) { return; }
    if (msg.kind === "done" || msg.kind === "error") { inWorker = null; }
    if (msg.kind === "error" && msg.load) { fallBack(); return; }
    if (job === latest) { report(job, msg.kind, msg); }
  }

  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement("script");
      script.src = src;
      script.onload = resolve;
      script.onerror = function () { reject(new Error("the matcher did not load")); };
      document.body.appendChild(script);
    });
  }

  /* assets/diagnose-worker.js and the matcher it runs, loaded on the page only when the page runs the job */
  var pageJob = null;
  function loadPageJob() {
    if (!pageJob) {
      var matcher = window.SE_DIAGNOSE ? Promise.resolve() : scripts.reduce(function (done, src) {
        return done.then(function () { return loadScript(src); });
      }, Promise.resolve());
      pageJob = matcher.then(function () { return loadScript(workerUrl); }).then(function () {
        return window.SE_DIAGNOSE_JOB;
      });
    }
    return pageJob;
  }

  /* Matching on the page holds the main thread: first let it paint what is being read. */
  function pause() { return new Promise(function (resolve) { window.setTimeout(resolve, 50); }); }

  function onPage(job) {
    form.setAttribute("data-runner", "page");
    loadPageJob().then(function (run) {
      if (latest !== job) { return null; }
      return (job.big ? pause() : Promise.resolve()).then(function () {
        return latest === job ? run(job.source, function (kind, data) {
          if (latest === job) { report(job, kind, data); }
          return kind === "size" && job.big ? pause() : null;
        }) : null;
      });
    }).then(function (result) {
      if (result && latest === job) { report(job, "done", { result: result }); }
    }, function (e) {
      if (latest === job) { report(job, "error", { message: String(e && e.message || e) }); }
    });
  }

  function run(job) {
    latest = job;
    box.setAttribute("aria-busy", "true");
    if (job.big) { showProgress(job); }
    if (useWorker && !worker) { startWorker(); }
    if (!useWorker) { onPage(job); return; }
    /* A job in the worker cannot be interrupted: a new paste gets a fresh worker. */
    if (inWorker) { stopWorker(); startWorker(); }
    inWorker = job;
    form.setAttribute("data-runner", "worker");
    worker.postMessage({ id: job.id, source: job.source, scripts: scripts });
  }

  function cancel() {
    if (inWorker) { stopWorker(); }
    latest = null;
    box.removeAttribute("aria-busy");
    progress.hidden = true;
    render(box, null);
  }

  function report(job, kind, data) {
    if (kind === "size") {
      job.size = data;
      if (held && held.source === job.source) { showSummary(data); }
      if (job.big) { showProgress(job); }
    } else if (kind === "progress") {
      job.fraction = data.fraction;
      showProgress(job);
    } else if (kind === "done" || kind === "error") {
      job.done = true;
      job.result = data.result || null;
      box.removeAttribute("aria-busy");
      progress.hidden = true;
      render(box, job.result);
      if (kind === "error") { box.appendChild(el("p", "no-match", "This text could not be diagnosed: " + data.message)); }
      if (job.open) { openFirst(job); }
    }
  }

  function openFirst(job) {
    if (job.result && job.result.matches.length) { window.location.href = entryUrl(job.result.matches[0]); }
  }

  function showProgress(job) {
    var source = job.source;
    var bytes = job.size ? job.size.bytes : source.file ? source.file.size : source.text.length;
    var text = "Reading " + size(bytes) + "\u2026";
    if (typeof job.fraction === "number") {
      bar.value = job.fraction;
      text += " " + Math.round(job.fraction * 100) + "%";
    } else {
      bar.removeAttribute("value");  /* indeterminate until the matcher reports how far it is */
    }
    progressText.textContent = text;
    progress.hidden = false;
  }

  /* ---- the input: the textarea, or a paste, drop or file held outside it ---- */
  var held = null;     /* {source: {text} or {file}, verb: "Pasted" or "Opened <name>"} */
  var version = 0;     /* bumped on every change of the input */
  var timer = 0;

  function showSummary(measured) {
    var what = measured ? size(measured.bytes) + ", " + lines(measured.lines)
      : held.source.file ? size(held.source.file.size) : number(held.source.text.length) + " characters";
    summaryText.textContent = held.verb + " " + what + ". ";
    summary.hidden = false;
  }

  var placeholder = area.placeholder;
  function hold(source, verb) {
    held = { source: source, verb: verb };
    area.value = "";
    area.placeholder = "Type or paste here to replace it";
    showSummary(null);
    version++;
    update(false);
  }

  function release() {
    held = null;
    area.placeholder = placeholder;
    summary.hidden = true;
    version++;
  }

  function update(open) {
    window.clearTimeout(timer);
    var source = held ? held.source : { text: area.value };
    if (source.text !== undefined && !source.text.trim()) { cancel(); return; }
    var chars = source.file ? source.file.size : source.text.length;
    run({ id: ++jobs, source: source, version: version, open: open, big: chars >= BIG_CHARS, done: false });
  }

  area.addEventListener("input", function () {
    if (held && area.value) { release(); }  /* typing replaces what was held */
    version++;
    window.clearTimeout(timer);
    timer = window.setTimeout(function () { update(false); }, 150);
  });
  area.addEventListener("paste", function (e) {
    var text = e.clipboardData ? e.clipboardData.getData("text/plain") : "";
    if (text.length > HELD_CHARS) { e.preventDefault(); hold({ text: text }, "Pasted"); }
  });
  area.addEventListener("keydown", function (e) {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      form.requestSubmit ? form.requestSubmit() : form.dispatchEvent(new Event("submit", { cancelable: true }));
    }
  });
  form.addEventListener("dragover", function (e) {
    if (e.dataTransfer && Array.prototype.indexOf.call(e.dataTransfer.types, "Files") >= 0) {
      e.preventDefault();
      form.classList.add("dropping");
    }
  });
  form.addEventListener("dragleave", function () { form.classList.remove("dropping"); });
  form.addEventListener("drop", function (e) {
    form.classList.remove("dropping");
    var data = e.dataTransfer;
    if (data && data.files && data.files.length) {
      e.preventDefault();
      hold({ file: data.files[0] }, "Opened " + data.files[0].name + ":");
    } else if (data && data.getData("text/plain").length > HELD_CHARS) {
      e.preventDefault();
      hold({ text: data.getData("text/plain") }, "Dropped");
    }
  });
  fileInput.addEventListener("change", function () {
    var file = fileInput.files && fileInput.files[0];
    if (!file) { return; }
    fileInput.value = "";  /* so that choosing the same file again reads it again */
    hold({ file: file }, "Opened " + file.name + ":");
  });
  summary.querySelector("button").addEventListener("click", function () {
    release();
    cancel();
    area.focus();
  });
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    window.clearTimeout(timer);
    if (!held && !area.value.trim()) {  /* nothing to diagnose: say what the box wants */
      cancel();
      box.appendChild(el("p", "empty-note", "Paste an error message, a stack trace or a log first, or choose a log file."));
      area.focus();
      return;
    }
    if (latest && latest.version === version) {
      if (latest.done) { openFirst(latest); } else { latest.open = true; }
      return;
    }
    update(true);
  });
  var example = form.querySelector(".try-example");
  if (example) {
    example.hidden = false;
    example.addEventListener("click", function () {
      if (held) { release(); }
      area.value = example.getAttribute("data-example");
      area.focus();
      version++;
      update(false);
    });
  }
  /* index.html?paste=...#diagnose: the search page's no-match link carries the text here. */
  var carried = new URLSearchParams(window.location.search).get("paste");
  if (carried) { area.value = carried; update(false); }
})();
