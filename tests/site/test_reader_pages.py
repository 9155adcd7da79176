"""Every page of the shipped site as a reader meets it, in real headless Chromium (Debian's /usr/bin/chromium
driven by Playwright for Python), served from a loopback server started here on port 0 (issue 26):

- nothing scrolls sideways on a 320 px screen (WCAG 1.4.10), and no table is wider than its box at 1280 px;
- an entry page is titled by its message;
- no maintainers' provenance ("read at this commit with read_file on ..."), no maintainers' notes, and no raw
  Markdown (backticks outside code) reach the page.

One browser, and one page load for both widths, which opens every page of the site in iframes and measures each at
both.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import test_browser
from site_factory import shipped_catalog_or_skip
from test_browser import Browser, open_page

from errors.catalog import Catalog
from errors.site.model import message_title
from errors.template import Literal

browser = test_browser.browser  # the module-scoped Chromium fixture, with its launch options

# One page load for every check: a page of the site opens every other page in iframes, a batch at a time, and
# measures each once it has loaded, at each width under test in turn (the frame resized, not reloaded): its width,
# its title, each table wider than the box it scrolls in (code excerpts scroll by design, as code blocks do), text
# outside code that still holds Markdown's backticks (the message itself is code, in listings too), and which of
# the given texts it shows.
MEASURE_ALL = """async ({base, pages, widths, height, batch, needles}) => {
  function measure(doc, path) {
    const tables = [...doc.querySelectorAll('table')].filter(t => !t.closest('.excerpt'))
      .filter(t => t.scrollWidth > t.parentElement.clientWidth + 1)
      .map(t => `${t.className}: ${t.scrollWidth} px in ${t.parentElement.clientWidth} px`);
    const ticks = [];
    const walk = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (n.nodeValue.includes('`') && !n.parentElement.closest('code, pre, script, textarea, .inline-message')) {
        ticks.push(n.nodeValue.trim().slice(0, 80));
      }
    }
    const text = doc.body.textContent.split(/\\s+/).join(' ');
    return {width: doc.documentElement.scrollWidth, title: doc.title, tables, ticks,
            shows: (needles[path] || []).filter(t => text.includes(t))};
  }
  const frames = () => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const out = Object.fromEntries(widths.map(w => [w, {}]));
  for (let i = 0; i < pages.length; i += batch) {
    const loaded = pages.slice(i, i + batch).map(path => new Promise(resolve => {
      const frame = document.createElement('iframe');
      frame.style.cssText = `width: ${widths[0]}px; height: ${height}px; border: 0; display: block`;
      frame.onload = () => resolve([path, frame]);
      frame.src = base + path;
      document.body.appendChild(frame);
    }));
    const batchFrames = await Promise.all(loaded);
    for (const [n, width] of widths.entries()) {
      if (n > 0) {  // the same frames at the next width: a relayout, not another load
        for (const [, frame] of batchFrames) frame.style.width = `${width}px`;
        await frames();
      }
      for (const [path, frame] of batchFrames) out[width][path] = measure(frame.contentDocument, path);
    }
    for (const [, frame] of batchFrames) frame.remove();
  }
  return out;
}"""


# One worker for the module: both tests read one measurement of every page.
pytestmark = pytest.mark.xdist_group("reader-pages")


@pytest.fixture(scope="module")
def shipped_site(shipped_served: tuple[Catalog, str, Path]) -> tuple[Catalog, str, list[str]]:
    catalog, base, out = shipped_served
    return catalog, base, sorted(str(p.relative_to(out)) for p in out.rglob("*.html"))


def _measure_all(
    browser: Browser, base: str, pages: list[str], widths: tuple[int, ...], needles: dict[str, list[str]]
) -> dict[int, dict[str, dict[str, Any]]]:
    context, page, watch = open_page(browser, base, viewport={"width": 1400, "height": 900})
    page.goto(base + "api/index.html")
    measured: dict[str, dict[str, dict[str, Any]]] = page.evaluate(
        MEASURE_ALL,
        {"base": base, "pages": pages, "widths": list(widths), "height": 800, "batch": 12, "needles": needles},
    )
    context.close()
    assert [p for p in watch.problems if "status of 404" not in p] == []
    return {int(width): by_page for width, by_page in measured.items()}


@pytest.fixture(scope="module")
def measured(browser: Browser, shipped_site: tuple[Catalog, str, list[str]]) -> dict[int, dict[str, dict[str, Any]]]:
    """Every page measured at 320 px and at 1280 px, with the texts that must not reach it."""
    catalog, base, pages = shipped_site
    # the first words of each source's provenance and of the maintainers' notes: none may reach the page
    needles = {
        f"errors/{e.id}/index.html": [
            " ".join(text.split()[:8])
            for text in [*(s.verified for s in (*e.sources, *e.evidence) if s.verified), e.notes or ""]
            if text
        ]
        + ["Notes for catalog maintainers"]
        for e in catalog.entries
    }
    return _measure_all(browser, base, pages, (320, 1280), needles)


def test_nothing_scrolls_sideways_at_320_px(
    shipped_site: tuple[Catalog, str, list[str]], measured: dict[int, dict[str, dict[str, Any]]]
) -> None:
    _, _, pages = shipped_site
    narrow = measured[320]
    assert sorted(narrow) == pages
    wide = [f"{path}: {m['width']} px" for path, m in narrow.items() if m["width"] > 320]
    assert wide == [], f"{len(wide)} of {len(pages)} pages scroll sideways at 320 px:\n" + "\n".join(wide[:20])
    tables = [f"{path}: {t}" for path, m in narrow.items() for t in m["tables"]]
    assert tables == [], "\n".join(tables[:20])


def test_reader_pages_at_1280_px(
    shipped_site: tuple[Catalog, str, list[str]], measured: dict[int, dict[str, dict[str, Any]]]
) -> None:
    """Tables fit, titles carry the message, and what is for the catalog's maintainers stays off the page."""
    catalog, _, pages = shipped_site
    by_page = measured[1280]
    assert sorted(by_page) == pages
    problems = [f"{path}: table {t}" for path, m in by_page.items() for t in m["tables"]]
    problems += [f"{path}: raw Markdown {t!r}" for path, m in by_page.items() for t in m["ticks"]]
    problems += [f"{path}: scrolls sideways ({m['width']} px)" for path, m in by_page.items() if m["width"] > 1280]
    problems += [f"{path}: shows {t!r}" for path, m in by_page.items() for t in m["shows"]]
    for entry in catalog.entries:
        title = by_page[f"errors/{entry.id}/index.html"]["title"]
        if not title.startswith(message_title(entry) + " · "):
            problems.append(f"{entry.id}: title {title!r}")
    assert problems == [], f"{len(problems)} problems:\n" + "\n".join(problems[:30])


def test_the_message_is_the_title_of_its_page(site_catalog: Catalog, built_site: Path) -> None:
    """What a search result shows: the message first, placeholders as "…", the entry's title where the
    message is nothing but placeholders."""
    no_exec = site_catalog.get("no-exec")
    assert message_title(no_exec) == "Sandbox '…' cannot run …: no executeCommand"
    multi = site_catalog.get("multi-line")
    assert message_title(multi) == "Failed to install …."  # the first line only
    shipped = shipped_catalog_or_skip()
    bare = [e for e in shipped.entries
            if sum(c.isalpha() for p in e.template.parts if isinstance(p, Literal) for c in p.text) < 4]
    assert bare  # '${logPrefix} ${detail}'
    for e in bare:
        assert message_title(e) == e.title
    lengths = [len(message_title(e)) for e in shipped.entries]
    assert max(lengths) <= 91
