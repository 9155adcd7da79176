/* Offline search over titles, messages and prose. The index is a script (assets/search-index.js) rather than
   JSON loaded at run time, because browsers refuse such requests from file:// pages. Results are built with DOM
   text nodes, never HTML strings. */
(function () {
  "use strict";

  var docs = window.SE_SEARCH || [];
  var root = document.body.getAttribute("data-root") || "";
  /* The rules of errors/search.py, kept in step by a test that runs the same queries through both: words split
     on camelCase; every query word must be found in an entry's id, title, exception class, message or capability,
     exactly, as a prefix (3+ letters) or one edit away (5+ letters); entries rank by the mean of the best field
     weight of each word, then by id. A query that reads as a catalogued message puts that entry first. */
  var WEIGHTS = [3.0, 3.0, 2.5, 2.0, 1.0];
  var TYPO_MIN_LETTERS = 5;
  var MAX_RESULTS = 20;

  function words(text) {
    var out = [];
    (text.match(/[A-Za-z0-9]+/g) || []).forEach(function (token) {
      out.push(token.toLowerCase());
      var parts = token.match(/[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])/g) || [];
      if (parts.length > 1) { parts.forEach(function (p) { out.push(p.toLowerCase()); }); }
    });
    return out;
  }

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

  function wordSet(text) {
    var set = {};
    words(text).forEach(function (w) { set[w] = true; });
    return Object.keys(set);
  }

  var prepared = docs.map(function (d) {
    return {
      doc: d, id: d.id, t: d.t.toLowerCase(), m: d.m.toLowerCase(), x: d.x.toLowerCase(),
      fields: [d.id, d.t, d.e, d.s, d.k].map(wordSet)
    };
  });

  function wordScore(word, p) {
    var best = 0;
    for (var f = 0; f < p.fields.length; f++) {
      var list = p.fields[f];
      var weight = WEIGHTS[f];
      if (list.indexOf(word) >= 0) {
        best = Math.max(best, weight);
      } else if (word.length >= 3 && list.some(function (w) { return w.indexOf(word) === 0; })) {
        best = Math.max(best, weight * 0.8);
      } else if (word.length >= TYPO_MIN_LETTERS && list.some(function (w) { return oneEdit(word, w); })) {
        best = Math.max(best, weight * 0.6);
      }
    }
    return best;
  }

  function queryWords(query) {
    var seen = {};
    return words(query).filter(function (w) { return seen[w] ? false : (seen[w] = true); }).slice(0, 32);
  }

  function diagnosis(query) {
    if (!window.SE_DIAGNOSE || !query.trim() || query.length > 100000) { return null; }
    return window.SE_DIAGNOSE(query)[0] || null;
  }

  /* [{p, score, match}]: match is the diagnosis (with its values) when the query reads as that message. */
  function search(query) {
    var list = queryWords(query);
    var hits = [];
    if (list.length) {
      prepared.forEach(function (p) {
        var total = 0;
        for (var i = 0; i < list.length; i++) {
          var s = wordScore(list[i], p);
          if (s === 0) { return; }
          total += s;
        }
        hits.push({ p: p, score: total / list.length, match: null });
      });
    }
    hits.sort(function (a, b) { return b.score - a.score || (a.p.id < b.p.id ? -1 : a.p.id > b.p.id ? 1 : 0); });
    var found = diagnosis(query);
    if (found) {
      var top = null;
      hits = hits.filter(function (h) { if (h.p.id === found.id) { top = h; return false; } return true; });
      if (!top) {
        prepared.forEach(function (p) { if (p.id === found.id) { top = { p: p, score: 0, match: null }; } });
      }
      if (top) { top.match = found; hits.unshift(top); }
    }
    return hits.slice(0, MAX_RESULTS);
  }
  window.SE_SEARCH_IDS = function (query) { return search(query).map(function (h) { return h.p.id; }); };

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

  function snippet(p, words) {
    var at = -1;
    for (var i = 0; i < words.length && at < 0; i++) { at = p.x.indexOf(words[i]); }
    if (at < 0) { return null; }
    var start = Math.max(0, at - 70);
    var end = Math.min(p.doc.x.length, at + 130);
    return (start > 0 ? "…" : "") + p.doc.x.slice(start, end).trim() + (end < p.doc.x.length ? "…" : "");
  }

  function resultItem(hit, words) {
    var d = hit.p.doc;
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
    meta.appendChild(document.createTextNode(" · " + d.c + " · " + d.p));
    li.appendChild(meta);
    var message = document.createElement("p");
    message.className = "entry-message";
    message.appendChild(highlighted(d.m, words));
    li.appendChild(message);
    var inMessage = words.some(function (w) { return hit.p.m.indexOf(w) >= 0 || hit.p.t.indexOf(w) >= 0; });
    var text = inMessage ? null : snippet(hit.p, words);
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

  function searchPage() {
    var input = document.getElementById("search-input");
    var list = document.querySelector(".search-results");
    var status = document.querySelector(".search-status");
    if (!input || !list || !status) { return; }
    var LIMIT = MAX_RESULTS;
    var baseTitle = document.title;
    function run(updateAddress) {
      var query = input.value.trim();
      var hits = query ? search(query) : [];
      var marks = queryWords(query).filter(function (w) { return w.length >= 3; });
      show(list, hits, marks, LIMIT);
      if (!query) {
        status.textContent = "Type a word from an error message, a capability or a package.";
      } else if (!hits.length) {
        status.textContent = "No error matches \u201c" + query + "\u201d. Try fewer words, or ";
        var diagnose = document.createElement("a");
        diagnose.href = root + "index.html?paste=" + encodeURIComponent(query) + "#diagnose";
        diagnose.textContent = "diagnose it as a whole message";
        status.appendChild(diagnose);
        status.appendChild(document.createTextNode("."));
      } else {
        status.textContent = hits.length + (hits.length === 1 ? " error matches" : " errors match") +
          " \u201c" + query + "\u201d" + (hits.length > LIMIT ? "; the best " + LIMIT + " are shown." : ".");
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
