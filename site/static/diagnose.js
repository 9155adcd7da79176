/* "Paste your error": the form around the matcher (assets/matcher.js, which defines SE_DIAGNOSE). */
(function () {
  "use strict";

  var root = document.body.getAttribute("data-root") || "";
  var diagnose = window.SE_DIAGNOSE;
  var MAX_VALUE = 500;  /* characters of a value carried into an entry's URL */
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

  function render(box, matches, pasted) {
    while (box.firstChild) { box.removeChild(box.firstChild); }
    if (!pasted.trim()) { return; }
    if (!matches.length) {
      var none = el("p", "no-match", "No catalogued error matches this text. ");
      var words = window.SE_FOLD(pasted).split("\n").filter(function (l) { return l.trim(); })[0] || "";
      words = words.replace(/[^\w\s'.-]+/g, " ").split(/\s+/).filter(Boolean).slice(0, 8).join(" ");
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
    matches.slice(0, 8).forEach(function (match, i) {
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
  var timer = 0;
  function update() { render(box, diagnose(area.value), area.value); }
  area.addEventListener("input", function () {
    window.clearTimeout(timer);
    timer = window.setTimeout(update, 150);
  });
  area.addEventListener("keydown", function (event) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.requestSubmit ? form.requestSubmit() : form.dispatchEvent(new Event("submit", { cancelable: true }));
    }
  });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var matches = diagnose(area.value);
    render(box, matches, area.value);
    if (matches.length) { window.location.href = entryUrl(matches[0]); }
  });
  /* index.html?paste=...#diagnose: the search page's no-match link carries the text here. */
  var carried = new URLSearchParams(window.location.search).get("paste");
  if (carried) { area.value = carried; update(); }
})();
