(function () {
  "use strict";
  /* Where the site root is: this folder when the page is opened as 404.html (file://, or by its own address);
     else the published base path when the address is under it, else the host root. */
  var me = document.currentScript;
  var here = window.location.pathname;
  var base = me.getAttribute("data-base-path");
  var root = window.location.protocol === "file:" || /\/404\.html$/.test(here) ? "" : here.indexOf(base) === 0 ? base : "/";
  function fix(el, attr) {
    var v = el.getAttribute(attr);
    if (v && !/^([a-z]+:|\/|#)/i.test(v)) { el.setAttribute(attr, root + v); }
  }
  Array.prototype.forEach.call(document.querySelectorAll("a[href]"), function (a) { fix(a, "href"); });
  Array.prototype.forEach.call(document.querySelectorAll("form[action]"), function (f) { fix(f, "action"); });
  Array.prototype.forEach.call(document.querySelectorAll("img[src]"), function (i) { fix(i, "src"); });
  var words = decodeURIComponent(here.split("/").filter(function (s) { return s && s !== "index.html"; }).pop() || "")
    .replace(/\.(html?|json)$/, "").replace(/[-_]+/g, " ").trim();
  var search = document.querySelector(".notfound-search");
  if (words && words !== "404" && search) {
    var link = search.querySelector("a");
    link.href = link.getAttribute("href") + "?q=" + encodeURIComponent(words);
    link.textContent = "Search for \u201c" + words + "\u201d";
    search.hidden = false;
  }
  /* A mistyped id: the ids nearest to the last part of the address (at most three edits, or one holding it). */
  function distance(a, b) {
    var row = [];
    for (var j = 0; j <= b.length; j++) { row.push(j); }
    for (var i = 1; i <= a.length; i++) {
      var prev = row[0];
      row[0] = i;
      for (var k = 1; k <= b.length; k++) {
        var here = row[k];
        row[k] = Math.min(row[k] + 1, row[k - 1] + 1, prev + (a.charAt(i - 1) === b.charAt(k - 1) ? 0 : 1));
        prev = here;
      }
    }
    return row[b.length];
  }
  var typed = words.toLowerCase().replace(/ +/g, "-");
  var ids = (me.getAttribute("data-ids") || "").split(" ").filter(Boolean);
  var near = typed.length < 3 ? [] : ids.map(function (id) {
    return [id.indexOf(typed) >= 0 ? 0 : distance(typed, id), id];
  }).filter(function (p) { return p[0] <= 3; }).sort(function (a, b) { return a[0] - b[0] || (a[1] < b[1] ? -1 : 1); })
    .slice(0, 3);
  var suggest = document.querySelector(".notfound-ids");
  if (near.length && suggest) {
    var span = suggest.querySelector(".notfound-suggestions");
    near.forEach(function (p, i) {
      if (i) { span.appendChild(document.createTextNode(i === near.length - 1 ? " or " : ", ")); }
      var a = document.createElement("a");
      a.href = root + "errors/" + p[1] + "/index.html";
      a.textContent = p[1];
      span.appendChild(a);
    });
    suggest.hidden = false;
  }
  var script = document.createElement("script");
  script.src = root + me.getAttribute("data-site-js");
  script.defer = true;
  document.body.appendChild(script);
})();
