/* Every page: copy buttons on code blocks; on an entry page, the values a diagnosis passed in the address. */
(function () {
  "use strict";

  var live = document.createElement("div");
  live.className = "visually-hidden";
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  document.body.appendChild(live);

  function fallbackCopy(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.className = "offscreen";
    document.body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
    document.body.removeChild(area);
    return ok ? Promise.resolve() : Promise.reject(new Error("copy refused"));
  }

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).catch(function () { return fallbackCopy(text); });
    }
    return fallbackCopy(text);
  }

  function addCopyButtons() {
    var blocks = document.querySelectorAll("pre.code, pre.message[data-copy]");
    Array.prototype.forEach.call(blocks, function (pre) {
      /* In a captioned figure the button sits in the caption, so it never covers code on a narrow screen. */
      var figure = pre.parentNode.tagName === "FIGURE" ? pre.parentNode : null;
      var caption = figure ? figure.querySelector("figcaption") : null;
      var wrap = caption;
      if (!wrap) {
        wrap = document.createElement("div");
        wrap.className = "code-wrap";
        pre.parentNode.insertBefore(wrap, pre);
        wrap.appendChild(pre);
      }
      var button = document.createElement("button");
      button.type = "button";
      button.className = "copy";
      button.textContent = "Copy";
      button.setAttribute("aria-label", pre.getAttribute("data-copy") || "Copy this code");
      button.addEventListener("click", function () {
        copyText(pre.textContent.replace(/\n$/, "")).then(function () {
          button.textContent = "Copied";
          live.textContent = "Copied to the clipboard";
        }, function () {
          button.textContent = "Press Ctrl+C";
          var range = document.createRange();
          range.selectNodeContents(pre);
          var selection = window.getSelection();
          selection.removeAllRanges();
          selection.addRange(range);
        });
        window.setTimeout(function () { button.textContent = "Copy"; live.textContent = ""; }, 2000);
      });
      wrap.appendChild(button);
    });
  }

  /* ?v.sandbox_id=my-box: show the values in the message. Only this entry's parameter names are read, and
     values are inserted as text (never as HTML), so an address cannot inject markup. */
  function showValues() {
    var article = document.querySelector("article.entry[data-params]");
    if (!article) { return; }
    var names = article.getAttribute("data-params").split(" ").filter(Boolean);
    var query = new URLSearchParams(window.location.search);
    var values = {};
    var found = false;
    names.forEach(function (name) {
      var value = query.get("v." + name);
      if (value !== null) { values[name] = value; found = true; }
    });
    if (!found) { return; }
    var panel = document.getElementById("your-error");
    var message = document.querySelector("#message pre.message");
    if (!panel || !message) { return; }
    var copy = message.cloneNode(true);
    copy.classList.add("filled");
    Array.prototype.forEach.call(copy.querySelectorAll(".ph"), function (ph) {
      var name = ph.getAttribute("data-param");
      if (Object.prototype.hasOwnProperty.call(values, name)) {
        var mark = document.createElement("mark");
        mark.className = "value";
        mark.title = name;
        mark.textContent = values[name];
        ph.parentNode.replaceChild(mark, ph);
      }
    });
    panel.querySelector(".your-message").appendChild(copy);
    panel.hidden = false;
    Array.prototype.forEach.call(document.querySelectorAll("table.params .yours"), function (cell) {
      cell.hidden = false;
    });
    Array.prototype.forEach.call(document.querySelectorAll("table.params tr[data-param]"), function (row) {
      var name = row.getAttribute("data-param");
      var cell = row.querySelector("td.yours");
      if (cell && Object.prototype.hasOwnProperty.call(values, name)) {
        var code = document.createElement("code");
        code.textContent = values[name];
        cell.appendChild(code);
      }
    });
  }

  /* Phones get "On this page" folded, above the article; wide screens keep it open beside it. */
  function foldContentsOnPhones() {
    var details = document.querySelector(".toc-details");
    if (details && window.matchMedia("(max-width: 63.99rem)").matches) { details.open = false; }
  }

  /* "/" focuses the header search, as on GitHub and MDN, unless the reader is typing somewhere. */
  function slashToSearch() {
    var input = document.getElementById("site-search");
    if (!input) { return; }
    document.addEventListener("keydown", function (event) {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) { return; }
      var t = event.target;
      if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) { return; }
      event.preventDefault();
      input.focus();
      input.select();
    });
  }

  /* The theme: the system's (auto), or light or dark as the reader chooses; kept for the next pages. */
  var THEMES = ["auto", "dark", "light"];
  function themeButton() {
    var search = document.querySelector(".header-search");
    if (!search) { return; }
    var root = document.documentElement;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "theme-toggle";
    button.textContent = "\u25d0";  /* a half-filled circle: light and dark */
    function show() {
      var theme = root.getAttribute("data-theme") || "auto";
      var next = THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length];
      button.setAttribute("aria-label", "Theme: " + theme);
      button.title = "Theme: " + theme + " (click for " + next + ")";
    }
    button.addEventListener("click", function () {
      var next = THEMES[(THEMES.indexOf(root.getAttribute("data-theme") || "auto") + 1) % THEMES.length];
      if (next === "auto") { root.removeAttribute("data-theme"); } else { root.setAttribute("data-theme", next); }
      try {
        if (next === "auto") { window.localStorage.removeItem("se-theme"); } else { window.localStorage.setItem("se-theme", next); }
      } catch (e) { /* not kept: this page still changes */ }
      show();
      live.textContent = "Theme: " + next;
    });
    show();
    search.parentNode.insertBefore(button, search.nextSibling);  /* CSS moves it beside the name on phones */
  }

  themeButton();
  addCopyButtons();
  showValues();
  foldContentsOnPhones();
  slashToSearch();
})();
