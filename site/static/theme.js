/* Before the first paint: the theme the reader chose with the header's button on an earlier page (site.js). */
(function () {
  "use strict";
  try {
    var theme = window.localStorage.getItem("se-theme");
    if (theme === "light" || theme === "dark") { document.documentElement.setAttribute("data-theme", theme); }
  } catch (e) { /* storage refused (private modes, some file:// setups): the system's theme, as without it */ }
})();
