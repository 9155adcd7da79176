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
  var script = document.createElement("script");
  script.src = root + me.getAttribute("data-site-js");
  script.defer = true;
  document.body.appendChild(script);
})();
