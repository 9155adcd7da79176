/* Offline search over messages, class names, ids, titles, packages and explanations. The index is a script (assets/search-index.js) rather than
   JSON loaded at run time, because browsers refuse such requests from file:// pages. Results are built with DOM
   text nodes, never HTML strings. */
(function () {
  "use strict";

  var data = window.SE_SEARCH || { index: null, docs: [] };
  var root = document.body.getAttribute("data-root") || "";
  /* The index and rules are errors/search.py's, exported whole (errors.search.SearchIndex.to_data): its
     vocabulary, each entry's words per field, the fields' weights and the grades of a word found exactly, as a
     prefix, one edit away, or as its camelCase parts. Only the steps that run on a query are written here,
     each after the Python function it names; a Chromium test runs the same queries through both. */
  var I = data.index || { fields: [], grades: {}, vocabulary: [], ids: [], words: [], max_results: 20,
    max_query_words: 32, prefix_min_letters: 3, typo_min_letters: 5 };
  var WEIGHTS = I.fields.map(function (f) { return f[1]; });
  /* the index sends each field's word numbers as differences between neighbours, in base 32 in one string
     (errors/search.py _packed: every digit but a number's last from I.digits[0], the last from I.digits[1]):
     read them once */
  function unpacked(text) {
    var more = I.digits[0], last = I.digits[1], out = [], n = 0, total = 0;
    for (var k = 0; k < text.length; k++) {
      var d = more.indexOf(text[k]);
      if (d >= 0) { n = n * 32 + d; continue; }
      total += n * 32 + last.indexOf(text[k]);
      out.push(total);
      n = 0;
    }
    return out;
  }
  I.words = I.words.map(function (fields) { return fields.map(unpacked); });
  var MAX_RESULTS = I.max_results;
  /* errors/site/data.py search_index_js sends a result without its id (the index's at its place) and with its
     capability as a number: put both back */
  var docs = data.docs.map(function (d, i) {
    var out = { id: I.ids[i] };
    Object.keys(d).forEach(function (k) { out[k] = d[k]; });
    out.c = data.capabilities[d.c];
    return out;
  });

  /* errors.search.tokens: each word, lower-cased, with its camelCase parts when it has several */
  function tokens(text) {
    return (text.match(/[A-Za-z0-9]+/g) || []).map(function (token) {
      var parts = token.match(/[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])/g) || [];
      return [token.toLowerCase(), parts.length > 1 ? parts.map(function (p) { return p.toLowerCase(); }) : []];
    });
  }

  /* errors.search.query_tokens */
  function queryTokens(query) {
    var seen = {};
    var out = [];
    tokens(query).forEach(function (t) {
      if (!Object.prototype.hasOwnProperty.call(seen, t[0])) { seen[t[0]] = true; out.push(t); }
    });
    return out.slice(0, I.max_query_words);
  }

  /* errors.search._one_edit */
  function oneEdit(a, b) {
    if (a === b || Math.abs(a.length - b.length) > 1) { return a === b; }
    if (a.length === b.length) {
      var diff = [];
      for (var i = 0; i < a.length; i++) { if (a.charAt(i) !== b.charAt(i)) { diff.push(i); } }
      return diff.length === 1 || (diff.length === 2 && diff[1] === diff[0] + 1 &&
        a.charAt(diff[0]) === b.charAt(diff[1]) && a.charAt(diff[1]) === b.charAt(diff[0]));
    }
    var short = a.length < b.length ? a : b;
    var long = a.length < b.length ? b : a;
    var j = 0;
    while (j < short.length && short.charAt(j) === long.charAt(j)) { j++; }
    return short.slice(j) === long.slice(j + 1);
  }

  /* errors.search.grades: vocabulary number -> how well it matches the word */
  function grades(word) {
    var out = {};
    I.vocabulary.forEach(function (known, n) {
      if (known === word) {
        out[n] = I.grades.exact;
      } else if (word.length >= I.prefix_min_letters && known.indexOf(word) === 0) {
        out[n] = I.grades.prefix;
      } else if (word.length >= I.typo_min_letters && oneEdit(word, known)) {
        out[n] = I.grades.typo;
      }
    });
    return out;
  }

  /* errors.search.ranked's score(): the best weight times grade over the entry's fields */
  function score(found, fields) {
    var best = 0;
    for (var f = 0; f < fields.length; f++) {
      var grade = 0;
      var numbers = fields[f];
      for (var k = 0; k < numbers.length; k++) {
        var g = found[numbers[k]];
        if (g !== undefined && g > grade) { grade = g; }
      }
      best = Math.max(best, WEIGHTS[f] * grade);
    }
    return best;
  }

  /* errors.search.ranked: [{i, score}] of every entry that holds every word, best first, ties by id */
  function ranked(query) {
    var q = queryTokens(query).map(function (t) { return { whole: grades(t[0]), parts: t[1].map(grades) }; });
    if (!q.length) { return []; }
    var scored = [];
    I.words.forEach(function (fields, i) {
      var total = 0;
      for (var w = 0; w < q.length; w++) {
        var best = score(q[w].whole, fields);
        if (q[w].parts.length) {
          var ofParts = q[w].parts.map(function (part) { return score(part, fields); });
          if (ofParts.every(function (x) { return x > 0; })) {
            var sum = 0;
            ofParts.forEach(function (x) { sum += x; });
            best = Math.max(best, I.grades.parts * sum / ofParts.length);
          }
        }
        if (best === 0) { return; }
        total += best;
      }
      scored.push({ i: i, score: total / q.length });
    });
    scored.sort(function (a, b) {
      return b.score - a.score || (I.ids[a.i] < I.ids[b.i] ? -1 : I.ids[a.i] > I.ids[b.i] ? 1 : 0);
    });
    return scored;
  }

  function diagnosis(query) {
    if (!window.SE_DIAGNOSE || !query.trim() || query.length > 100000) { return null; }
    return window.SE_DIAGNOSE(query)[0] || null;
  }

  /* errors.search.search: every hit [{doc, match}], the diagnosis first (with its values) when the query reads
     as a catalogued message */
  function search(query) {
    var hits = ranked(query).map(function (h) { return { doc: docs[h.i], match: null }; });
    var found = diagnosis(query);
    if (found) {
      var top = null;
      hits = hits.filter(function (h) { if (h.doc.id === found.id) { top = h; return false; } return true; });
      if (!top) {
        docs.forEach(function (d) { if (d.id === found.id) { top = { doc: d, match: null }; } });
      }
      if (top) { top.match = found; hits.unshift(top); }
    }
    return hits;
  }
  window.SE_SEARCH_IDS = function (query) {
    return search(query).slice(0, MAX_RESULTS).map(function (h) { return h.doc.id; });
  };
  window.SE_SEARCH_TOTAL = function (query) { return search(query).length; };

  /* Text with the query's words in <mark>, built from text nodes. */
  function highlighted(text, words) {
    var lower = text.toLowerCase();
    var ranges = [];
    words.forEach(function (w) {
      if (!w) { return; }
      var from = 0;
      var at;
      while ((at = lower.indexOf(w, from)) >= 0 && ranges.length < 50) {
        ranges.push([at, at + w.length]);
        from = at + w.length;
      }
    });
    ranges.sort(function (a, b) { return a[0] - b[0]; });
    var fragment = document.createDocumentFragment();
    var pos = 0;
    ranges.forEach(function (r) {
      if (r[0] < pos) { return; }
      fragment.appendChild(document.createTextNode(text.slice(pos, r[0])));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(r[0], r[1]);
      fragment.appendChild(mark);
      pos = r[1];
    });
    fragment.appendChild(document.createTextNode(text.slice(pos)));
    return fragment;
  }

  function snippet(d, words) {
    var lower = d.x.toLowerCase();
    var at = -1;
    for (var i = 0; i < words.length && at < 0; i++) { at = lower.indexOf(words[i]); }
    if (at < 0) { return null; }
    var start = Math.max(0, at - 70);
    var end = Math.min(d.x.length, at + 130);
    return (start > 0 ? "…" : "") + d.x.slice(start, end).trim() + (end < d.x.length ? "…" : "");
  }

  function resultItem(hit, words) {
    var d = hit.doc;
    var li = document.createElement("li");
    var a = document.createElement("a");
    a.href = hit.match && window.SE_ENTRY_URL ? window.SE_ENTRY_URL(hit.match)
      : root + "errors/" + encodeURIComponent(d.id) + "/index.html";
    a.className = "result-title";
    a.appendChild(highlighted(d.t, words));
    li.appendChild(a);
    if (hit.match) {
      var yours = document.createElement("p");
      yours.className = "your-match";
      yours.textContent = "Your error is this one" + (Object.keys(hit.match.values).length ? ", with " +
        Object.keys(hit.match.values).map(function (k) { return k + " = " + hit.match.values[k]; }).join(", ") : "") + ".";
      li.appendChild(yours);
    }
    if (d.r) {
      var badge = document.createElement("span");
      badge.className = "badge";
      badge.textContent = "retired";
      li.appendChild(document.createTextNode(" "));
      li.appendChild(badge);
    }
    var meta = document.createElement("p");
    meta.className = "entry-meta";
    var code = document.createElement("code");
    code.textContent = d.id;
    meta.appendChild(code);
    meta.appendChild(highlighted(" · " + d.c + " · " + d.p, words));
    li.appendChild(meta);
    var message = document.createElement("p");
    message.className = "entry-message";
    message.appendChild(highlighted(d.m, words));
    li.appendChild(message);
    var inMessage = words.some(function (w) {
      return d.m.toLowerCase().indexOf(w) >= 0 || d.t.toLowerCase().indexOf(w) >= 0;
    });
    var text = inMessage ? null : snippet(d, words);
    if (text) {
      var p = document.createElement("p");
      p.className = "snippet";
      p.appendChild(highlighted(text, words));
      li.appendChild(p);
    }
    return li;
  }

  function show(list, hits, words, limit) {
    while (list.firstChild) { list.removeChild(list.firstChild); }
    hits.slice(0, limit).forEach(function (hit) { list.appendChild(resultItem(hit, words)); });
  }

  /* Arrow keys: down from the field to the first result, up and down between results, up from the first back
     to the field (the results stay links, so Enter opens one and Tab works as ever). */
  function arrowKeys(input, list) {
    function links() { return Array.prototype.slice.call(list.querySelectorAll("a.result-title")); }
    input.addEventListener("keydown", function (e) {
      if (e.key === "ArrowDown" && links().length) { e.preventDefault(); links()[0].focus(); }
    });
    list.addEventListener("keydown", function (e) {
      if (e.key !== "ArrowDown" && e.key !== "ArrowUp") { return; }
      var all = links();
      var at = all.indexOf(document.activeElement);
      if (at < 0) { return; }
      e.preventDefault();
      if (e.key === "ArrowUp" && at === 0) { input.focus(); return; }
      all[Math.max(0, Math.min(all.length - 1, at + (e.key === "ArrowDown" ? 1 : -1)))].focus();
    });
  }

  function searchPage() {
    var input = document.getElementById("search-input");
    var list = document.querySelector(".search-results");
    var status = document.querySelector(".search-status");
    var more = document.querySelector(".search-more");
    if (!input || !list || !status) { return; }
    var baseTitle = document.title;
    var shown = { hits: [], words: [], limit: MAX_RESULTS };
    function run(updateAddress) {
      var query = input.value.trim();
      var hits = query ? search(query) : [];
      var marks = queryTokens(query).map(function (t) { return t[0]; }).filter(function (w) { return w.length >= 3; });
      shown = { hits: hits, words: marks, limit: MAX_RESULTS };
      show(list, hits, marks, MAX_RESULTS);
      if (!query) {
        status.textContent = "Type a word from an error message, a class name, a package or an explanation.";
      } else if (!hits.length) {
        status.textContent = "No error matches \u201c" + query + "\u201d. Try fewer words, or ";
        var diagnose = document.createElement("a");
        diagnose.href = root + "index.html?paste=" + encodeURIComponent(query) + "#diagnose";
        diagnose.textContent = "diagnose it as a whole message";
        status.appendChild(diagnose);
        status.appendChild(document.createTextNode("."));
      } else {
        status.textContent = hits.length + (hits.length === 1 ? " error matches" : " errors match") +
          " \u201c" + query + "\u201d" + (hits.length > MAX_RESULTS ? "; the best " + MAX_RESULTS + " are shown." : ".");
      }
      if (more) {
        more.hidden = hits.length <= MAX_RESULTS;
        more.textContent = "Show all " + hits.length + " errors";
      }
      var header = document.getElementById("site-search");
      if (header && header !== document.activeElement) { header.value = query; }
      document.title = (query ? query + " \u00b7 " : "") + baseTitle;
      if (updateAddress) {
        try {
          var url = new URL(window.location.href);
          if (query) { url.searchParams.set("q", query); } else { url.searchParams.delete("q"); }
          window.history.replaceState(null, "", url.toString());
        } catch (e) { /* some file:// setups refuse; the results are there all the same */ }
      }
    }
    if (more) {
      more.addEventListener("click", function () {
        var first = shown.limit;
        shown.limit = shown.hits.length;
        show(list, shown.hits, shown.words, shown.limit);
        more.hidden = true;
        status.textContent = shown.hits.length + " errors match \u201c" + input.value.trim() + "\u201d.";
        var next = list.querySelectorAll("a.result-title")[first];
        if (next) { next.focus(); }  /* the keyboard carries on where the list grew */
      });
    }
    arrowKeys(input, list);
    var initial = new URLSearchParams(window.location.search).get("q") || "";
    input.value = initial;
    var timer = 0;
    input.addEventListener("input", function () {
      window.clearTimeout(timer);
      timer = window.setTimeout(function () { run(true); }, 120);
    });
    input.form.addEventListener("submit", function (event) { event.preventDefault(); run(true); });
    run(false);
    if (!initial) { input.focus(); }
  }

  if (document.body.classList.contains("page-search")) { searchPage(); }
})();
