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
    Object.keys(match.values).forEach(function (name) {
      query.set("v." + name, match.values[name].slice(0, MAX_VALUE));
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
    box.appendChild(el("p", "results-title", matches.length === 1 ? "Your error is:" : "Matches, best first:"));
    var list = el("ol", "match-list");
    matches.forEach(function (match, i) {
      var li = el("li", i === 0 ? "best" : "");
      var a = el("a", "", match.title);
      a.href = entryUrl(match);
      li.appendChild(a);
      li.appendChild(document.createTextNode(" "));
      li.appendChild(el("code", "", match.id));
      if (match.retired) { li.appendChild(document.createTextNode(" ")); li.appendChild(el("span", "badge", "retired")); }
      var names = Object.keys(match.values);
      if (names.length) {
        var dl = el("dl", "values");
        names.forEach(function (name) {
          dl.appendChild(el("dt", "", name));
          dl.appendChild(el("dd", "", match.values[name]));
        });
        li.appendChild(dl);
      }
      list.appendChild(li);
    });
    box.appendChild(list);
    box.appendChild(el("p", "hint", "Diagnose (or Ctrl+Enter) opens the first one with your values filled in."));
  }

  /* for the search page (a pasted match links to its entry), tests, and the console */
  window.SE_ENTRY_URL = entryUrl;
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

  var pageJob = null;  /* assets/diagnose-worker.js, loaded on the page when it is needed there */
  function loadPageJob() {
    if (!pageJob) {
      pageJob = new Promise(function (resolve, reject) {
        var script = document.createElement("script");
        script.src = workerUrl;
        script.onload = function () { resolve(window.SE_DIAGNOSE_JOB); };
        script.onerror = function () { reject(new Error("the matcher did not load")); };
        document.body.appendChild(script);
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
    if (latest && latest.version === version) {
      if (latest.done) { openFirst(latest); } else { latest.open = true; }
      return;
    }
    update(true);
  });
  /* index.html?paste=...#diagnose: the search page's no-match link carries the text here. */
  var carried = new URLSearchParams(window.location.search).get("paste");
  if (carried) { area.value = carried; update(false); }
})();
