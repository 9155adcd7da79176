"""What the entry pages say about versions, and the package pages, in real headless Chromium (Debian's
/usr/bin/chromium driven by Playwright for Python), served from a loopback server started here on port 0.

Without Chromium or Playwright the module is skipped with the reason; no test downloads a browser.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import test_browser
from test_browser import ARTIFACTS, Browser, Page, _axe_script, serving
from versioned_catalog import OLDER, write_versioned_catalog

from errors.catalog import Catalog, load_catalog
from errors.site.model import package_slugs

DESKTOP: dict[str, Any] = {"viewport": {"width": 1280, "height": 900}}
PHONE: dict[str, Any] = {"viewport": {"width": 375, "height": 740}, "is_mobile": True, "has_touch": True,
                         "device_scale_factor": 2}
# An entry of the shipped catalog whose older wording real bug reports quote (@mastra/core 1.47.0–1.57.0).
OLDER_WORDING_ENTRY = "session-workspace-not-workspace-instance"
browser = test_browser.browser  # the Chromium fixture (one module-scoped browser here), with its launch options


@pytest.fixture(scope="module")
def versioned(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Catalog, str]]:
    catalog = load_catalog(write_versioned_catalog(tmp_path_factory.mktemp("versioned") / "catalog"), use_cache=False)
    with serving(catalog, tmp_path_factory.mktemp("versioned-served") / "site") as base:
        yield catalog, base


@pytest.fixture(scope="module")
def shipped(shipped_served: tuple[Catalog, str, Path]) -> tuple[Catalog, str]:
    catalog, base, _ = shipped_served
    return catalog, base


@contextlib.contextmanager
def _page(browser: Browser, base: str, **options: Any) -> Iterator[Page]:
    """A page that may load only from ``base``; console errors, page errors and dialogs fail the test."""
    context = browser.new_context(**options)
    problems: list[str] = []

    def route(r: Any) -> None:
        if r.request.url.startswith((base, "data:")):
            r.continue_()
        else:
            problems.append(f"request to another host: {r.request.url}")
            r.abort()

    context.route("**/*", route)
    page = context.new_page()
    page.on("console", lambda m: m.type == "error" and problems.append(f"console: {m.text}"))
    page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
    page.on("dialog", lambda d: (problems.append(f"dialog: {d.message}"), d.dismiss()))
    try:
        yield page
    finally:
        context.close()
    assert not problems, "\n".join(problems)


def _checked_against(page: Page) -> str:
    """What the folded "How this entry is checked" names as read, once the reader opens it."""
    page.locator("#checked summary").click()
    shown = page.locator("#checked .checked-against")
    assert shown.is_visible()
    return " ".join(shown.inner_text().split())


def _row(page: Page, term: str) -> str:
    """The visible text of the facts row ``term`` of an entry page's versions section."""
    dt = page.locator("#facts dl.facts dt", has_text=re.compile(f"^{re.escape(term)}$"))
    assert dt.count() == 1, term
    dd = dt.locator("xpath=following-sibling::dd[1]")
    assert dd.is_visible(), term
    return " ".join(dd.inner_text().split())


def _screenshot(element: Any, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    element.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def test_an_older_wording_is_shown_with_its_releases(browser: Browser, versioned: tuple[Catalog, str]) -> None:
    _, base = versioned
    with _page(browser, base, **DESKTOP) as p:
        p.goto(base + "errors/kit-gone/index.html")
        thrown = "@example/core 1.0.0 – 1.3.0. Of the 6 releases checked (1.0.0 to 1.3.0), 5 throw it"
        assert _row(p, "Thrown by") == thrown
        assert _row(p, "Not thrown by").startswith("1.1.0:")
        assert _checked_against(p) == "@example/core 1.2.3, the pinned release"
        older = p.locator("#facts pre.message.wording").first
        assert older.is_visible() and older.inner_text() == OLDER
        assert p.get_by_text("Older: @example/core 1.0.0–1.0.5").is_visible()
        # it reads as an aside: smaller than the current message, and without its copy button
        size = "el => parseFloat(getComputedStyle(el).fontSize)"
        assert older.evaluate(size) < p.locator("#message pre.message").evaluate(size)
        assert p.locator("#facts .copy, #facts button").count() == 0


@pytest.mark.parametrize("fixture", ["versioned", "shipped"])
def test_every_entry_page_shows_a_version_fact(browser: Browser, fixture: str, request: pytest.FixtureRequest) -> None:
    """A release range or, for code read in its repository, the commit: visible on the page. Every entry of the
    fixture; of the shipped catalog the first of each package (test_build.py reads every page's HTML)."""
    catalog, base = request.getfixturevalue(fixture)
    entries = {e.package: e for e in reversed(catalog.entries)}.values() if fixture == "shipped" else catalog.entries
    with _page(browser, base, **DESKTOP) as p:
        for e in entries:
            p.goto(base + f"errors/{e.id}/index.html")
            checked = _checked_against(p)
            commits = [s.commit[:12] for s in e.sources if s.commit]
            releases = [s.release.rpartition("@")[2] for s in e.sources if s.release]
            assert commits or releases, e.id
            assert all(c in checked for c in commits) and all(r in checked for r in releases), (e.id, checked)
            thrown = _row(p, "Thrown by")
            if e.history is not None and e.history.first is not None:
                assert re.search(re.escape(e.history.first) + r"\b", thrown), (e.id, thrown)


def test_the_shipped_older_wording_and_screenshots(browser: Browser, shipped: tuple[Catalog, str]) -> None:
    catalog, base = shipped
    entry = catalog.get(OLDER_WORDING_ENTRY)
    assert entry.wordings, f"history.yaml gives {OLDER_WORDING_ENTRY} no older wording"
    for name, options in (("desktop", DESKTOP), ("phone", PHONE)):
        with _page(browser, base, **options) as p:
            p.goto(base + f"errors/{entry.id}/index.html")
            wording = entry.wordings[0]
            assert p.get_by_text(f"Older: {wording.releases}").is_visible()
            assert p.locator("#facts pre.message.wording").first.inner_text() == wording.message
            assert p.evaluate("document.documentElement.scrollWidth") <= options["viewport"]["width"]
            _screenshot(p.locator("#facts"), f"entry-versions-{name}")
            if name == "phone":
                # a repository-only entry on a phone: the commit fits the screen too
                unpublished = next(e for e in catalog.entries if e.history is None)
                p.goto(base + f"errors/{unpublished.id}/index.html")
                assert "at commit" in _checked_against(p)
                assert p.evaluate("document.documentElement.scrollWidth") <= 375
                _screenshot(p.locator("#facts"), "entry-versions-unpublished-phone")


def test_browse_by_provider_to_a_package_page_and_back(browser: Browser, versioned: tuple[Catalog, str]) -> None:
    catalog, base = versioned
    with _page(browser, base, **DESKTOP) as p:
        p.goto(base + "index.html")
        providers = p.get_by_role("navigation", name="Providers")
        assert providers.is_visible()
        assert providers.get_by_role("link").count() == len({e.package for e in catalog.entries})
        providers.get_by_role("link", name=re.compile(r"^@example\/e2b ")).click()
        p.wait_for_url(re.compile(r".*/packages/example-e2b/index\.html$"))
        assert p.locator("h1").inner_text() == "@example/e2b"
        listed = p.locator(".entry-list a").all_inner_texts()
        assert sorted(listed) == sorted(e.title for e in catalog.entries if e.package == "@example/e2b")
        p.get_by_role("link", name="The box is read at a commit").click()
        p.wait_for_url(re.compile(r".*/errors/box-at-commit/index\.html$"))
        p.locator(".entry-facts").get_by_role("link", name="@example/e2b").click()
        p.wait_for_url(re.compile(r".*/packages/example-e2b/index\.html$"))
        p.get_by_role("navigation", name="Breadcrumb").get_by_role("link", name="Packages").click()
        p.wait_for_url(re.compile(r".*/packages/index\.html$"))
        for name in {e.package for e in catalog.entries}:
            assert p.get_by_role("link", name=name, exact=True).is_visible(), name


def test_package_pages_read_on_a_phone(browser: Browser, shipped: tuple[Catalog, str]) -> None:
    catalog, base = shipped
    slugs = package_slugs(e.package for e in catalog.entries)
    biggest = max(slugs, key=lambda name: sum(1 for e in catalog.entries if e.package == name))
    with _page(browser, base, **PHONE) as p:
        for path in ("packages/index.html", f"packages/{slugs[biggest]}/index.html", "index.html"):
            p.goto(base + path)
            assert p.evaluate("document.documentElement.scrollWidth") <= 375, path
        p.goto(base + f"packages/{slugs[biggest]}/index.html")
        _screenshot(p, "package-phone")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_accessibility_of_the_versions_section_and_package_pages(
    browser: Browser, versioned: tuple[Catalog, str], scheme: str
) -> None:
    """axe-core's WCAG 2.1 A/AA rules (contrast included) on the new markup, in both themes."""
    axe = _axe_script()
    _, base = versioned
    failures: list[str] = []
    # bypass_csp: the audit script is injected inline, which the site's own policy rightly refuses
    with _page(browser, base, color_scheme=scheme, bypass_csp=True, **DESKTOP) as p:
        for path in ("errors/kit-gone/index.html", "errors/box-two-commits/index.html", "packages/index.html",
                     "packages/example-core/index.html", "index.html"):
            p.goto(base + path)
            p.add_script_tag(path=str(axe))
            result = p.evaluate("axe.run(document, {runOnly: {type: 'tag', values: "
                                "['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']}})")
            failures += [f"{path}: {v['id']} ({v['impact']}): {v['help']}" for v in result["violations"]]
    assert failures == [], "\n".join(failures)
