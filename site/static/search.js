/* Offline search over titles, messages and prose. The index is a script (assets/search-index.js) rather than
   JSON loaded at run time, because browsers refuse such requests from file:// pages. Results are built with DOM
   text nodes, never HTML strings. */
(function () {
  "use strict";

  var docs = window.SE_SEARCH || [];
  var root = document.body.getAttribute("data-root") || "";
  var FIELDS = [["id", 8], ["t", 10], ["m", 7], ["e", 6], ["o", 3], ["x", 1]];
  var prepared = docs.map(function (d) {
    return {
      doc: d,
      id: d.id.toLowerCase(), t: d.t.toLowerCase(), m: d.m.toLowerCase(), e: d.e.toLowerCase(),
      o: (d.c + " " + d.p + " " + d.k).toLowerCase(), x: d.x.toLowerCase()
    };
  });

  function fold(text) {
    return text.replace(/[\u2018\u2019\u201a\u201b]/g, "'").replace(/[\u201c\u201d\u201e\u201f]/g, '"').toLowerCase();
  }

  function terms(query) {
    return fold(query).split(/\s+/).map(function (t) {
      return t.replace(/^[^\w$@]+|[^\w$@]+$/g, "");
    }).filter(Boolean).slice(0, 12);
  }

  /* A light stemmer: "timeouts" finds "timeout", "retries" finds "retry". */
  function variants(term) {
    var out = [term];
    if (term.length > 4 && /ies$/.test(term)) { out.push(term.slice(0, -3) + "y"); }
    if (term.length > 3 && /s$/.test(term)) { out.push(term.slice(0, -1)); }
    return out;
  }

  function isWordStart(hay, index) {
    return index === 0 || !/[a-z0-9]/.test(hay.charAt(index - 1));
  }

  function score(p, list, phrase) {
    var total = 0;
    for (var i = 0; i < list.length; i++) {
      var best = 0;
      for (var f = 0; f < FIELDS.length; f++) {
        var hay = p[FIELDS[f][0]];
        for (var v = 0; v < list[i].length; v++) {
          var at = hay.indexOf(list[i][v]);
          if (at >= 0) {
            var s = FIELDS[f][1] * (isWordStart(hay, at) ? 1.5 : 1);
            if (s > best) { best = s; }
            break;
          }
        }
      }
      if (best === 0) { return 0; }
      total += best;
    }
    if (phrase.indexOf(" ") > 0) {
      if (p.t.indexOf(phrase) >= 0) { total += 12; }
      if (p.m.indexOf(phrase) >= 0) { total += 10; }
    }
    return p.doc.r ? total / 2 : total;
  }

  function search(query) {
    var list = terms(query).map(variants);
    if (!list.length) { return []; }
    var phrase = fold(query).trim().replace(/\s+/g, " ");
    var hits = [];
    prepared.forEach(function (p) {
      var s = score(p, list, phrase);
      if (s > 0) { hits.push({ p: p, score: s }); }
    });
    hits.sort(function (a, b) { return b.score - a.score || a.p.t.localeCompare(b.p.t); });
    return hits;
  }

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
    a.href = root + "errors/" + encodeURIComponent(d.id) + "/index.html";
    a.className = "result-title";
    a.appendChild(highlighted(d.t, words));
    li.appendChild(a);
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
    var LIMIT = 50;
    var baseTitle = document.title;
    function run(updateAddress) {
      var query = input.value.trim();
      var hits = query ? search(query) : [];
      var words = [].concat.apply([], terms(query).map(variants));
      show(list, hits, words, LIMIT);
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

  /* On the 404 page: the words of the missing address, as a search. */
  function notFoundPage() {
    var list = document.querySelector(".search-results");
    if (!list) { return; }
    var parts = window.location.pathname.split("/").filter(function (s) { return s && s !== "index.html"; });
    var last = decodeURIComponent(parts.length ? parts[parts.length - 1] : "").replace(/\.(html?|json)$/, "");
    var query = last.replace(/[-_]+/g, " ");
    var hits = query ? search(query) : [];
    if (!hits.length && query) {
      /* any word, not all of them */
      var seen = {};
      terms(query).forEach(function (w) {
        search(w).forEach(function (h) { if (!seen[h.p.id]) { seen[h.p.id] = true; hits.push(h); } });
      });
    }
    if (hits.length) {
      show(list, hits, terms(query), 5);
      var hint = document.querySelector(".notfound-hint");
      if (hint) { hint.hidden = false; }
    }
  }

  if (document.body.classList.contains("page-search")) { searchPage(); }
  if (document.body.classList.contains("page-notfound")) { notFoundPage(); }
})();
