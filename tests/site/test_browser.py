"""The built site in real headless Chromium (Debian's /usr/bin/chromium driven by Playwright for Python).

Served from a loopback HTTP server started here on port 0, and opened from file:// as well. No test downloads a
browser; without Chromium or Playwright the module is skipped with the reason.
"""

from __future__ import annotations

import contextlib
import json
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from install_cache import InstallError, axe_core

from errors.catalog import Catalog, Entry
from errors.site import build_site
from errors.site.serve import LoopbackServer

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--no-first-run", "--disable-sync"]
ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts" / "site"

if not CHROMIUM.exists():
    pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="Playwright for Python is not installed")

Browser = Any  # playwright's classes, kept loose so the module imports without playwright's stubs
Page = Any


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield b
        b.close()


@contextlib.contextmanager
def serving(catalog: Catalog, out: Path) -> Iterator[str]:
    """Build ``catalog`` into ``out`` for a loopback server on a free port, and serve it; yields the base URL."""
    out.mkdir(parents=True, exist_ok=True)
    httpd = LoopbackServer(out)
    base = f"http://127.0.0.1:{httpd.port}/"
    build_site(catalog, out, base_url=base)  # so that the 404 page's <base> is this server's root
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield base
    finally:
        httpd.shutdown()
        httpd.server_close()


@pytest.fixture(scope="module")
def server(site_catalog: Catalog, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """The site served from a loopback server: (base URL, folder)."""
    out = tmp_path_factory.mktemp("served") / "site"
    with serving(site_catalog, out) as base:
        yield base, out


class Watch:
    """What a page did wrong: console errors, uncaught exceptions, dialogs (an XSS), requests to other hosts."""

    def __init__(self) -> None:
        self.problems: list[str] = []


def open_page(browser: Browser, base: str | None, **context_options: Any) -> tuple[Any, Page, Watch]:
    context = browser.new_context(**context_options)
    watch = Watch()

    def route(r: Any) -> None:
        url = r.request.url
        if (base and url.startswith(base)) or url.startswith(("file:", "data:")):
            r.continue_()
        else:
            watch.problems.append(f"request to another host: {url}")
            r.abort()

    context.route("**/*", route)
    page = context.new_page()
    page.on("console", lambda m: m.type == "error" and watch.problems.append(f"console: {m.text}"))
    page.on("pageerror", lambda e: watch.problems.append(f"page error: {e}"))

    def dialog(d: Any) -> None:
        watch.problems.append(f"dialog: {d.message}")
        d.dismiss()

    page.on("dialog", dialog)
    return context, page, watch


@pytest.fixture
def page(browser: Browser, server: tuple[str, Path]) -> Iterator[Page]:
    context, p, watch = open_page(browser, server[0])
    yield p
    context.close()
    assert not watch.problems, "\n".join(watch.problems)


def test_index_opens_with_landmarks_and_labels(page: Page, server: tuple[str, Path], site_catalog: Catalog) -> None:
    base, _ = server
    page.goto(base + "index.html")
    assert page.title().startswith(site_catalog.title)
    assert page.get_by_role("heading", level=1).inner_text() == "Paste your error"
    for role in ("banner", "main", "contentinfo", "search"):
        assert page.get_by_role(role).count() >= 1, role
    assert page.get_by_role("navigation", name="Main").is_visible()
    assert page.get_by_label("Error message, log lines or stack trace").is_visible()
    assert page.get_by_label("Search the errors").is_visible()
    cards = page.locator(".cap-card h3")
    assert cards.count() == len(site_catalog.capabilities)
    assert page.locator(".cap-card a[href^='errors/']").count() == len(site_catalog.entries)
    # every image has alternative text, every form control a label
    assert page.evaluate("[...document.images].every(i => i.hasAttribute('alt'))")
    unlabeled = page.evaluate(
        "[...document.querySelectorAll('input, textarea, select')].filter(e => !e.labels.length "
        "&& !e.getAttribute('aria-label')).map(e => e.outerHTML)"
    )
    assert unlabeled == []


def test_search_for_a_word(page: Page, server: tuple[str, Path]) -> None:
    base, _ = server
    page.goto(base + "index.html")
    page.get_by_label("Search the errors").fill("setEnv")
    page.keyboard.press("Enter")
    page.wait_for_url("**/search/index.html?q=setEnv")
    first = page.locator(".search-results li").first
    assert "The sandbox has no setEnv" in first.inner_text()
    assert page.locator(".search-results mark").first.inner_text().lower() == "setenv"
    assert "match" in page.locator(".search-status").inner_text()
    # typing refines the results without a reload, and the address follows
    page.locator("#search-input").fill("cannot run")
    sync_api.expect(page.locator(".search-status")).to_contain_text("cannot run")
    assert "q=cannot+run" in page.url
    assert "The sandbox cannot run commands" in page.locator(".search-results").inner_text()
    page.locator(".search-results a.result-title").first.click()
    page.wait_for_url("**/errors/no-exec/index.html")
    # a word that is nowhere
    page.goto(base + "search/index.html?q=zzzzqqq")
    assert "No error matches" in page.locator(".search-status").inner_text()


def test_paste_an_error_and_land_on_its_page_with_the_values(page: Page, server: tuple[str, Path]) -> None:
    base, _ = server
    page.goto(base + "index.html")
    pasted = (
        "\x1b[31mUncaught MastraError: Sandbox \u2018my-box\u2019 cannot run the session setup: "
        "no executeCommand\x1b[0m\n"
        "    at runGuardedSetup (/app/node_modules/@example/core/dist/index.js:10:11)\n"
        "    at async start (/app/index.js:3:1)\n"
    )
    page.get_by_label("Error message, log lines or stack trace").fill(pasted)
    # results appear while typing, before submitting
    page.wait_for_selector(".match-list li.best")
    assert "The sandbox cannot run commands" in page.locator(".match-list li.best").inner_text()
    page.get_by_role("button", name="Diagnose").click()
    page.wait_for_url(re.compile(r".*/errors/no-exec/index\.html\?.*"))
    assert "v.sandbox_id=my-box" in page.url
    panel = page.locator("#your-error")
    assert panel.is_visible()
    values = panel.locator("mark.value").all_inner_texts()
    assert values == ["my-box", "the session setup"]
    assert panel.locator("pre.message").inner_text() == (
        "Sandbox 'my-box' cannot run the session setup: no executeCommand"
    )
    assert page.locator("table.params tr[data-param='sandbox_id'] td.yours").inner_text() == "my-box"


def test_paste_a_log_with_a_multi_line_message(page: Page, server: tuple[str, Path], site_catalog: Catalog) -> None:
    base, _ = server
    page.goto(base + "index.html")
    log = (
        "2026-11-29T10:00:00Z INFO starting\n"
        "2026-11-29T10:00:01Z ERROR Failed to install s3fs.\n"
        "\n"
        "Option 1: run apt-get install fuse first\n"
        "2026-11-29T10:00:02Z INFO exiting\n"
    )
    page.locator("#paste").fill(log)
    page.locator("#paste").press("Control+Enter")
    page.wait_for_url(re.compile(r".*/errors/multi-line/index\.html\?.*"))
    # The values errors.diagnose gives: it reads a multi-line message by its first line (errors.match), and so
    # does the page since its matcher is a port of it (issue 15 item 1).
    from errors.diagnosis import diagnose

    assert diagnose(log, site_catalog)["matches"][0]["params"] == {"tool": "s3fs"}
    assert page.locator("#your-error mark.value").all_inner_texts() == ["s3fs"]


def test_a_paste_that_matches_nothing_offers_a_search(page: Page, server: tuple[str, Path]) -> None:
    base, _ = server
    page.goto(base + "index.html")
    page.locator("#paste").fill("TypeError: cannot read properties of undefined (reading 'sandbox')")
    page.get_by_role("button", name="Diagnose").click()
    page.wait_for_selector(".no-match")
    assert page.url.endswith("/index.html")
    link = page.locator(".no-match a")
    assert "search/index.html?q=" in (link.get_attribute("href") or "")


def test_values_in_the_address_are_shown_as_text(page: Page, server: tuple[str, Path]) -> None:
    base, _ = server
    page.goto(base + "errors/no-exec/index.html?v.sandbox_id=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E"
              "&v.what=%3Cscript%3Ealert(2)%3C%2Fscript%3E&v.unknown=ignored")
    panel = page.locator("#your-error")
    shown = panel.locator("mark.value").all_inner_texts()
    assert shown == ["<img src=x onerror=alert(1)>", "<script>alert(2)</script>"]
    assert panel.locator("img, script").count() == 0
    assert "ignored" not in page.locator("main").inner_text()


def test_catalog_markup_is_shown_as_text(page: Page, server: tuple[str, Path]) -> None:
    base, _ = server
    page.goto(base + "errors/markup-everywhere/index.html")
    assert page.locator("h1").inner_text() == "Markup <b>in</b> the title"
    assert "<script>alert('x')</script>" in page.locator("#message pre.message").inner_text()
    assert page.locator("main script, main iframe, main img").count() == 0
    assert page.locator("main a[href^='javascript:']").count() == 0


def test_follow_a_related_link(page: Page, server: tuple[str, Path]) -> None:
    base, _ = server
    page.goto(base + "errors/no-exec/index.html")
    page.locator("#related").get_by_role("link", name="The sandbox has no setEnv").click()
    page.wait_for_url("**/errors/no-env/index.html")
    assert page.locator("h1").inner_text() == "The sandbox has no setEnv"
    # and the retired id's page points to its successor
    page.goto(base + "errors/old-no-exec/index.html")
    page.locator(".notice-warn a").click()
    page.wait_for_url("**/errors/no-exec/index.html")


def test_open_the_json_link(page: Page, server: tuple[str, Path], site_catalog: Catalog) -> None:
    base, _ = server
    page.goto(base + "errors/no-exec/index.html")
    page.locator("main").get_by_role("link", name="Data as JSON").click()
    page.wait_for_url("**/api/errors/no-exec.json")
    assert json.loads(page.locator("body").inner_text()) == site_catalog.record(site_catalog.get("no-exec"))


def test_copy_button_copies_the_code(browser: Browser, server: tuple[str, Path]) -> None:
    base, _ = server
    context, p, watch = open_page(browser, base, permissions=["clipboard-read", "clipboard-write"])
    p.goto(base + "errors/no-exec/index.html")
    button = p.locator("#fix-add-executecommand .code-figure").nth(1).get_by_role("button")
    button.click()
    # The label changes once the clipboard write resolves: wait for it rather than read it at once.
    p.wait_for_function("b => b.innerText === 'Copied'", arg=button.element_handle(), timeout=10_000)
    assert p.evaluate("navigator.clipboard.readText()") == "new Sandbox({ processes })"
    context.close()
    assert not watch.problems


def test_missing_page_gets_the_404_page_with_suggestions(browser: Browser, server: tuple[str, Path]) -> None:
    base, _ = server
    context, page, watch = open_page(browser, base)
    response = page.goto(base + "errors/no-exe/")
    assert response is not None and response.status == 404
    assert page.locator("h1").inner_text() == "Page not found"
    # its stylesheet and scripts load from the site root, whatever the depth of the missing address
    assert page.evaluate("getComputedStyle(document.querySelector('.site-header')).borderBottomStyle") == "solid"
    # the words of the missing address become a search, on the page that holds the index
    page.get_by_role("link", name="Search for \u201cno exe\u201d").click()
    page.locator(".search-results a", has_text="The sandbox cannot run commands").click()
    page.wait_for_url("**/errors/no-exec/index.html")
    context.close()
    # the browser reports the 404 status itself; nothing else may go wrong
    assert [m for m in watch.problems if "status of 404" not in m] == []


def _screenshot(p: Page, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    p.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


@pytest.mark.parametrize(("scheme", "background"), [("light", "rgb(255, 255, 255)"), ("dark", "rgb(13, 17, 23)")])
def test_light_and_dark_themes(browser: Browser, server: tuple[str, Path], scheme: str, background: str) -> None:
    base, _ = server
    context, p, watch = open_page(browser, base, color_scheme=scheme, viewport={"width": 1280, "height": 900})
    p.goto(base + "errors/no-exec/index.html?v.sandbox_id=my-box&v.what=the%20session%20setup")
    assert p.evaluate("getComputedStyle(document.body).backgroundColor") == background
    _screenshot(p, f"entry-{scheme}")
    p.goto(base + "index.html")
    p.locator("#paste").fill("Sandbox 'my-box' cannot run the session setup: no executeCommand")
    p.wait_for_selector(".match-list li.best")
    _screenshot(p, f"index-{scheme}")
    context.close()
    assert not watch.problems
    context, p, watch = open_page(browser, base, color_scheme=scheme, viewport={"width": 375, "height": 740},
                                  is_mobile=True, has_touch=True, device_scale_factor=2)
    p.goto(base + "errors/no-exec/index.html?v.sandbox_id=my-box&v.what=the%20session%20setup")
    assert p.evaluate("getComputedStyle(document.body).backgroundColor") == background
    _screenshot(p, f"entry-phone-{scheme}")
    context.close()
    assert not watch.problems


@pytest.mark.parametrize("path", ["index.html", "errors/no-exec/index.html?v.sandbox_id=a-very-long-sandbox-name-"
                                  "that-goes-on-and-on-and-on-without-spaces", "search/index.html?q=sandbox",
                                  "packages/index.html", "errors/markup-everywhere/index.html"])
def test_readable_on_a_phone(browser: Browser, server: tuple[str, Path], path: str) -> None:
    base, _ = server
    context, p, watch = open_page(browser, base, viewport={"width": 375, "height": 740}, is_mobile=True,
                                  has_touch=True, device_scale_factor=2)
    p.goto(base + path)
    # nothing wider than the screen: code blocks scroll inside themselves, long words wrap
    assert p.evaluate("document.documentElement.scrollWidth") <= 375
    assert p.evaluate("parseFloat(getComputedStyle(document.querySelector('main p, main li')).fontSize)") >= 14
    if path.startswith("errors/no-exec"):
        _screenshot(p, "entry-phone")
    context.close()
    assert not watch.problems


def test_the_site_works_from_file_urls(browser: Browser, site_catalog: Catalog, tmp_path: Path) -> None:
    out = tmp_path / "site"
    build_site(site_catalog, out)
    root = out.resolve().as_uri() + "/"
    context, p, watch = open_page(browser, None)
    p.goto(root + "index.html")
    assert p.evaluate("getComputedStyle(document.querySelector('.site-header')).borderBottomStyle") == "solid"
    p.locator("#paste").fill("Error: Sandbox 'box-1' cannot run setup: no executeCommand")
    p.get_by_role("button", name="Diagnose").click()
    p.wait_for_url(re.compile(r"file://.*/errors/no-exec/index\.html\?.*"))
    assert p.locator("#your-error mark.value").all_inner_texts() == ["box-1", "setup"]
    p.get_by_label("Search the errors").fill("setEnv")
    p.keyboard.press("Enter")
    p.wait_for_url(re.compile(r"file://.*/search/index\.html\?q=setEnv"))
    p.locator(".search-results a.result-title").first.click()
    p.wait_for_url(re.compile(r"file://.*/errors/no-env/index\.html"))
    p.get_by_role("link", name="Runtime environment").first.click()
    p.wait_for_url(re.compile(r"file://.*/capabilities/setEnv/index\.html"))
    p.get_by_role("link", name="Packages").click()
    p.wait_for_url(re.compile(r"file://.*/packages/index\.html"))
    context.close()
    assert not watch.problems, "\n".join(watch.problems)


# A made-up value of each kind (catalog params[].kind): the matcher holds a value to its kind.
_KIND_SAMPLES = {"integer": "3", "number": "1.5", "url": "https://x.example/a", "path": "/tmp/value{i}"}


def _sample_values(entry: Entry) -> dict[str, str]:
    """Made-up values of each param's kind, except where the catalog closes the set (upstream's own values); a
    pattern the made-up value does not meet is put beside it."""
    out = {}
    for i, param in enumerate(entry.params):
        value = _KIND_SAMPLES.get(param.kind, "value{i}-" + entry.id[:6]).format(i=i)
        if param.values:
            value = param.values[0]
        elif param.pattern and not re.search(param.pattern, value, re.IGNORECASE):
            # a whole-value pattern of alternatives (`^(baseImage|image|…)$`) is met by one of its literal names
            names = [a for a in re.split(r"[|()^$]", param.pattern) if re.fullmatch(r"[\w .-]+", a)]
            held = [a for a in names if re.search(param.pattern, a, re.IGNORECASE)]
            value = held[0] if held else f"{value} {param.pattern}"
        out[param.name] = value
    return out


def _agree(p: Page, catalog: Catalog) -> list[str]:
    """Render every template, diagnose it in the browser and with errors.diagnose: the same matches, the same
    values (the whole corpus is compared in test_matcher_equal.py)."""
    from errors.diagnosis import diagnose

    bad = p.evaluate("SE_MATCHERS.filter(m => { try { new RegExp(m.re, 'su'); return false; }"
                     " catch (e) { return true; } }).map(m => m.id)")
    problems = [f"{i}: the regex does not compile in Chromium" for i in bad]
    for e in catalog.entries:
        text = "Error: " + e.template.render(_sample_values(e))
        python = [(m["id"], m["params"]) for m in diagnose(text, catalog)["matches"]]
        found = [(m["id"], m["values"]) for m in p.evaluate("t => SE_DIAGNOSE(t, {top: 3})", text)]
        if found != python:
            problems.append(f"{e.id}: browser {found} != python {python} for {text!r}")
        # A rendering that is another entry's whole message (a feature with an entry of its own) is that entry.
        shadowed = any(o.message == text.removeprefix("Error: ") for o in catalog.entries if o.id != e.id)
        if not e.retired and not shadowed and e.id not in [i for i, _ in python]:
            problems.append(f"{e.id}: not found for {text!r}")
    return problems


def test_browser_matching_agrees_with_python(page: Page, server: tuple[str, Path], site_catalog: Catalog) -> None:
    base, _ = server
    page.goto(base + "index.html")
    assert _agree(page, site_catalog) == []


def test_browser_matching_agrees_with_python_on_the_shipped_catalog(
    browser: Browser, shipped_served: tuple[Catalog, str, Path]
) -> None:
    catalog, _, out = shipped_served
    context, p, watch = open_page(browser, None)
    p.goto(out.as_uri() + "/index.html")
    problems = _agree(p, catalog)
    assert problems == [], "\n".join(problems)
    context.close()
    assert not watch.problems


def _axe_script() -> Path:
    """axe-core, installed once with npm into the test cache (outside the checkout); skip when npm cannot."""
    try:
        return axe_core()
    except InstallError as exc:
        pytest.skip(str(exc))


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_accessibility_audit(browser: Browser, server: tuple[str, Path], scheme: str) -> None:
    """axe-core's WCAG 2.1 A/AA rules (contrast included) on each kind of page, in both themes."""
    axe = _axe_script()
    base, _ = server
    # bypass_csp: the audit script is injected inline, which the site's own policy rightly refuses
    context, p, watch = open_page(browser, base, color_scheme=scheme, bypass_csp=True)
    failures: list[str] = []
    for path in ("index.html", "errors/no-exec/index.html?v.sandbox_id=my-box", "errors/old-no-exec/index.html",
                 "search/index.html?q=sandbox", "capabilities/setEnv/index.html", "packages/index.html",
                 "errors/index.html", "api/index.html"):
        p.goto(base + path)
        p.add_script_tag(path=str(axe))
        result = p.evaluate("axe.run(document, {runOnly: {type: 'tag', values: "
                            "['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']}})")
        for v in result["violations"]:
            targets = [str(n["target"]) for n in v["nodes"][:3]]
            failures.append(f"{path}: {v['id']} ({v['impact']}): {v['help']} {targets}")
    context.close()
    assert not watch.problems
    assert failures == [], "\n".join(failures)


def test_accessibility_audit_of_the_shipped_catalog(
    browser: Browser, shipped_served: tuple[Catalog, str, Path]
) -> None:
    """The real entries are longer than the fixtures: wide code, long messages, many fixes."""
    catalog, base, _ = shipped_served
    axe = _axe_script()
    failures: list[str] = []
    longest = sorted(catalog.entries, key=lambda e: -len(json.dumps(catalog.record(e))))[:3]
    # served, not file://: axe reads the stylesheets with requests that file:// pages may not make
    context, p, watch = open_page(browser, base, bypass_csp=True)
    for path in ["index.html", *(f"errors/{e.id}/index.html" for e in longest)]:
        p.goto(base + path)
        p.add_script_tag(path=str(axe))
        result = p.evaluate("axe.run(document, {runOnly: {type: 'tag', values: "
                            "['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']}})")
        failures += [f"{path}: {v['id']} ({v['impact']}): {v['help']}" for v in result["violations"]]
    context.close()
    assert not watch.problems
    assert failures == [], "\n".join(failures)


def test_every_heading_and_fix_has_a_permalink(page: Page, server: tuple[str, Path]) -> None:
    base, _ = server
    page.goto(base + "errors/no-exec/index.html")
    headings = page.locator("article.entry h2, article.entry h3")
    assert headings.count() >= 8
    for i in range(headings.count()):
        h = headings.nth(i)
        href = h.locator("a.permalink").get_attribute("href")
        assert href and href.startswith("#"), h.inner_text()
        # the anchor exists and holds the heading, so the link lands on it
        assert page.evaluate("([id, i]) => { const t = document.getElementById(id);"
                             " const h = document.querySelectorAll('article.entry h2, article.entry h3')[i];"
                             " return !!t && (t === h || t.contains(h)); }", [href[1:], i]), href
    page.locator("#fix-add-executecommand a.permalink").click()
    assert page.url.endswith("#fix-add-executecommand")


def test_on_this_page_is_folded_on_a_phone_and_open_on_a_desktop(browser: Browser, server: tuple[str, Path]) -> None:
    base, _ = server
    context, p, watch = open_page(browser, base, viewport={"width": 375, "height": 740}, is_mobile=True)
    p.goto(base + "errors/no-exec/index.html")
    toc = p.get_by_role("navigation", name="On this page")
    summary = toc.locator("summary")
    assert summary.is_visible()
    # above the article, folded, and it opens to links that work
    assert toc.bounding_box()["y"] < p.locator("article.entry h1").bounding_box()["y"]
    assert not toc.get_by_role("link", name="How to fix it").is_visible()
    summary.click()
    toc.get_by_role("link", name="How to fix it").click()
    assert p.url.endswith("#fixes")
    context.close()
    context, p, _ = open_page(browser, base, viewport={"width": 1280, "height": 900})
    p.goto(base + "errors/no-exec/index.html")
    toc = p.get_by_role("navigation", name="On this page")
    assert toc.get_by_role("link", name="How to fix it").is_visible()
    assert toc.bounding_box()["x"] > p.locator("article.entry h1").bounding_box()["x"]
    context.close()
    assert not watch.problems


def test_edit_and_upstream_search_links(page: Page, server: tuple[str, Path], site_catalog: Catalog) -> None:
    base, _ = server
    page.goto(base + "errors/no-exec/index.html")
    # the fixture catalog reports issues outside GitHub, so there is no YAML on GitHub to link to
    assert not (site_catalog.issue_url or "").startswith("https://github.com/")
    assert page.get_by_role("link", name="Edit this entry").count() == 0
    upstream = page.get_by_role("link", name="Search upstream issues").get_attribute("href") or ""
    assert upstream.startswith("https://github.com/mastra-ai/mastra/issues?q=")
    # the longest fixed stretch of "Sandbox '${id}' cannot run ${what}: no executeCommand"
    assert "%22cannot+run%22" not in upstream and "no+executeCommand" in upstream


def test_copy_button_on_the_message_template(browser: Browser, server: tuple[str, Path]) -> None:
    base, _ = server
    context, p, watch = open_page(browser, base, permissions=["clipboard-read", "clipboard-write"])
    p.goto(base + "errors/no-exec/index.html")
    p.get_by_role("button", name="Copy the message template").click()
    assert p.evaluate("navigator.clipboard.readText()") == p.locator("#message pre.message").inner_text()
    assert "cannot run" in p.evaluate("navigator.clipboard.readText()")
    context.close()
    assert not watch.problems


def test_breadcrumb_errors_goes_to_all_errors_and_does_not_wrap_with_a_slash(
    browser: Browser, server: tuple[str, Path]
) -> None:
    base, _ = server
    context, p, watch = open_page(browser, base, viewport={"width": 320, "height": 640}, is_mobile=True)
    p.goto(base + "errors/markup-everywhere/index.html")
    # no crumb that starts a line begins with the separator
    starts = p.evaluate("""() => { const li = [...document.querySelectorAll('.breadcrumbs li')];
        return li.map((el, i) => ({first: i === 0 || el.offsetTop > li[i - 1].offsetTop,
                                   before: getComputedStyle(el, '::before').content}))
                 .filter(x => x.first).map(x => x.before); }""")
    assert all("/" not in s for s in starts), starts
    p.locator(".breadcrumbs").get_by_role("link", name="Errors", exact=True).click()
    p.wait_for_url("**/errors/index.html")
    assert p.locator("h1").inner_text() == "All errors"
    context.close()
    assert not watch.problems


def test_the_favicon_loads_from_file_urls(browser: Browser, built_site: Path) -> None:
    context, p, watch = open_page(browser, None)
    p.goto(built_site.as_uri() + "/errors/no-exec/index.html")
    href = p.evaluate("document.querySelector('link[rel=icon]').href")
    # an inline icon: Chromium fetches no favicon for a file:// page, but it shows a data: one
    assert href.startswith("data:image/svg+xml,")
    size = p.evaluate("h => new Promise(r => { const i = new Image(); i.onload = () => r(i.naturalWidth);"
                      " i.onerror = () => r(0); i.src = h; })", href)
    assert size > 0
    context.close()
    assert not watch.problems


@pytest.mark.parametrize("published", ["", "2026.11/"])
def test_the_404_page_works_at_any_base(
    browser: Browser, site_catalog: Catalog, tmp_path: Path, published: str
) -> None:
    """Built for one base, served at the host root: styled, links resolve, no search index, no errors."""
    out = tmp_path / "site"
    out.mkdir()
    httpd = LoopbackServer(out)
    root = f"http://127.0.0.1:{httpd.port}/"
    build_site(site_catalog, out, base_url=root + published)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        context, p, watch = open_page(browser, root)
        requests: list[str] = []
        p.on("request", lambda r: requests.append(r.url))
        response = p.goto(root + "errors/deep/missing/no-exce/")
        assert response is not None and response.status == 404
        assert p.evaluate("getComputedStyle(document.querySelector('.site-header')).borderBottomStyle") == "solid"
        assert not [u for u in requests if "search-index" in u]
        p.get_by_role("link", name="Search for \u201cno exce\u201d").click()
        p.wait_for_url("**/search/index.html?q=no%20exce")
        p.go_back()
        p.get_by_role("link", name="All errors, A to Z").click()
        p.wait_for_url(root + "errors/index.html")
        context.close()
        assert [m for m in watch.problems if "status of 404" not in m] == []
    finally:
        httpd.shutdown()
        httpd.server_close()


def test_the_404_page_suggests_the_nearest_ids(browser: Browser, server: tuple[str, Path]) -> None:
    base, _ = server
    context, page, watch = open_page(browser, base)
    page.goto(base + "errors/no-exce/index.html")
    suggestions = page.locator(".notfound-ids")
    assert suggestions.is_visible()
    assert suggestions.get_by_role("link").first.inner_text() == "no-exec"
    suggestions.get_by_role("link", name="no-exec").click()
    page.wait_for_url("**/errors/no-exec/index.html")
    context.close()
    assert [m for m in watch.problems if "status of 404" not in m] == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_theme_button_overrides_the_system_and_is_kept(
    browser: Browser, server: tuple[str, Path], scheme: str
) -> None:
    base, _ = server
    context, page, watch = open_page(browser, base, color_scheme=scheme)
    background = "getComputedStyle(document.body).backgroundColor"
    light, dark = "rgb(255, 255, 255)", "rgb(13, 17, 23)"
    page.goto(base + "errors/no-exec/index.html")
    assert page.evaluate(background) == (light if scheme == "light" else dark)
    button = page.locator(".theme-toggle")
    assert button.get_attribute("aria-label") == "Theme: auto"
    button.click()
    assert button.get_attribute("aria-label") == "Theme: dark" and page.evaluate(background) == dark
    button.click()
    assert button.get_attribute("aria-label") == "Theme: light" and page.evaluate(background) == light
    # the next page opens in the chosen theme, before any script of its own runs
    page.goto(base + "index.html")
    assert page.evaluate("document.documentElement.dataset.theme") == "light"
    assert page.evaluate(background) == light
    page.locator(".theme-toggle").click()
    assert page.evaluate("document.documentElement.hasAttribute('data-theme')") is False
    assert page.evaluate(background) == (light if scheme == "light" else dark)
    context.close()
    assert not watch.problems


def test_the_404_page_works_from_file_urls(browser: Browser, built_site: Path) -> None:
    context, p, watch = open_page(browser, None)
    p.goto(built_site.as_uri() + "/404.html")
    assert p.evaluate("getComputedStyle(document.querySelector('.site-header')).borderBottomStyle") == "solid"
    p.get_by_role("link", name="All errors, A to Z").click()
    p.wait_for_url(built_site.as_uri() + "/errors/index.html")
    context.close()
    assert not watch.problems, "\n".join(watch.problems)


def test_slash_focuses_the_header_search(page: Page, server: tuple[str, Path]) -> None:
    base, _ = server
    page.goto(base + "errors/no-exec/index.html")
    page.locator("body").press("/")
    assert page.evaluate("document.activeElement.id") == "site-search"
    assert page.locator("#site-search").input_value() == ""  # the slash is not typed into it


def test_no_match_links_to_diagnose_with_the_text(page: Page, server: tuple[str, Path]) -> None:
    base, _ = server
    text = "Sandbox box-9 failed to start: ENOSPC"  # no entry's message, but maybe the Diagnose page's
    page.goto(base + "search/index.html?q=" + text.replace(" ", "+").replace("'", "%27"))
    assert "No error matches" in page.locator(".search-status").inner_text()
    page.locator(".search-status").get_by_role("link", name="diagnose it as a whole message").click()
    page.wait_for_url("**/index.html?paste=*")
    assert page.locator("#paste").input_value() == text
    page.wait_for_selector(".diagnose-results .no-match")


SEARCH_QUERIES = [
    "execteCommand",  # one typo on a word of 5+ letters
    "executeCommand", "setEnv", "setenv", "process manager", "proc", "sandbox", "exec", "no-exec", "NoExec",
    "runtime environment", "exce",  # four letters: no typo forgiven
    "Sandbox 'box-9' cannot run the session setup: no executeCommand",  # a full message with real values
    "Failed to install s3fs.\n\nOption 1: run apt-get install fuse first",
    "zzzqqq", "sandbox zzzqqq", "sanbdox", "comands",
]


def _python_search(catalog: Catalog, query: str) -> list[str]:
    from errors.search import search

    return [r["id"] for r in search(catalog, query)["results"]]


def _python_search_and_total(catalog: Catalog, query: str) -> list[Any]:
    from errors.search import search

    found = search(catalog, query)
    return [[r["id"] for r in found["results"]], found["total"]]


def _python_total(catalog: Catalog, query: str) -> int:
    from errors.search import search

    total: int = search(catalog, query)["total"]
    return total


def test_search_agrees_with_python(page: Page, server: tuple[str, Path], site_catalog: Catalog) -> None:
    """The same queries through errors.search and the search page: the same entries in the same order."""
    base, _ = server
    page.goto(base + "search/index.html")
    disagree = []
    for query in SEARCH_QUERIES:
        mine = page.evaluate("q => SE_SEARCH_IDS(q)", query)
        python = _python_search(site_catalog, query)
        if mine != python:
            disagree.append(f"{query!r}: browser {mine} != python {python}")
        total = page.evaluate("q => SE_SEARCH_TOTAL(q)", query)
        if total != _python_total(site_catalog, query):
            disagree.append(f"{query!r}: browser counts {total}, python {_python_total(site_catalog, query)}")
    assert disagree == [], "\n".join(disagree)
    assert _python_search(site_catalog, "execteCommand")[:1] == ["no-exec"]  # the queries are not all empty


def test_search_takes_a_typo_and_a_pasted_message(page: Page, server: tuple[str, Path]) -> None:
    base, _ = server
    page.goto(base + "search/index.html?q=execteCommand")
    assert "The sandbox cannot run commands" in page.locator(".search-results li").first.inner_text()
    page.goto(base + "search/index.html?q=" + "Sandbox 'box-9' cannot run the session setup: no executeCommand"
              .replace(" ", "+").replace("'", "%27"))
    first = page.locator(".search-results li").first
    assert "The sandbox cannot run commands" in first.inner_text()
    assert "sandbox_id = box-9" in first.locator(".your-match").inner_text()
    first.locator("a.result-title").click()
    page.wait_for_url(re.compile(r".*/errors/no-exec/index\.html\?v\.sandbox_id=box-9.*"))


def test_search_agrees_with_python_on_the_first_line_of_a_multi_line_message(
    page: Page, server: tuple[str, Path], site_catalog: Catalog
) -> None:
    base, _ = server
    page.goto(base + "search/index.html")
    query = "Failed to install s3fs."
    assert page.evaluate("q => SE_SEARCH_IDS(q)", query) == _python_search(site_catalog, query)


def test_search_agrees_with_python_on_the_shipped_catalog(
    browser: Browser, shipped_served: tuple[Catalog, str, Path]
) -> None:
    catalog, _, out = shipped_served
    context, p, watch = open_page(browser, None)
    p.goto(out.as_uri() + "/search/index.html")
    queries = ["execteCommand", "sandbox", "mount", "daytona", "timeout", "snapshot", "worker", "sanbdox",
               "SandboxNotReadyError", "e2b", "E2B", "@mastra/deployer-sandbox", "blobfuse2 curl", "gnupg"]
    for e in catalog.entries[::10]:
        queries += [e.id, e.title, e.exception, e.exception[:-1] + "x", e.error_class or e.package]
    disagree = []
    # Every query in one page call (a call per query cost more than the searches).
    browser_side = p.evaluate("qs => qs.map(q => [SE_SEARCH_IDS(q), SE_SEARCH_TOTAL(q)])", queries)
    for query, mine in zip(queries, browser_side, strict=True):
        python = _python_search_and_total(catalog, query)
        if mine != python:
            disagree.append(f"{query!r}: browser {mine[0][:5]} ({mine[1]}) != python {python[0][:5]} ({python[1]})")
    assert disagree == [], "\n".join(disagree)
    # the count is of every match, not of those shown, and the rest are one click away
    total = _python_total(catalog, "sandbox")
    assert total > 20
    p.goto(out.resolve().as_uri() + "/search/index.html?q=sandbox")
    assert p.locator(".search-status").inner_text().startswith(f"{total} errors match")
    assert p.locator(".search-results > li").count() == 20
    p.get_by_role("button", name=f"Show all {total} errors").click()
    assert p.locator(".search-results > li").count() == total
    assert p.evaluate("document.activeElement.textContent") == p.locator("a.result-title").nth(20).inner_text()
    # arrow keys: from the field to the first result, down, and back up to the field
    p.locator("#search-input").focus()
    p.keyboard.press("ArrowDown")
    assert p.evaluate("document.activeElement.className") == "result-title"
    first = p.evaluate("document.activeElement.href")
    p.keyboard.press("ArrowDown")
    assert p.evaluate("document.activeElement.href") != first
    p.keyboard.press("ArrowUp")
    p.keyboard.press("ArrowUp")
    assert p.evaluate("document.activeElement.id") == "search-input"
    # the upstream class from a stack trace, and a package
    p.goto(out.resolve().as_uri() + "/search/index.html?q=SandboxNotReadyError")
    assert p.locator(".search-results a.result-title").first.get_attribute("href", timeout=5000).startswith(
        "../errors/sandbox-not-ready/")
    context.close()
    assert not watch.problems
