"""Whole logs in the paste box (issue 15, item 2), in real headless Chromium, on the shipped catalog.

Matching runs in a Web Worker over the whole text while the page stays responsive, big input shows its progress,
a paste too big for the textarea or a file (dropped or chosen) is held outside it, and past the matcher's read
limit the page says exactly what it read. From file:// (where Chromium starts no worker) the page matches itself.
Every expected answer is Python's ``errors.diagnose`` on the same text.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

import pytest
import test_browser
from site_factory import shipped_catalog_or_skip
from test_browser import Browser, Page, open_page

from errors.catalog import Catalog
from errors.diagnosis import MAX_NARROWED_CHARS, diagnose

CORPUS = Path(__file__).resolve().parent.parent / "corpus" / "positives.jsonl"
MB = 1_000_000
# A run in the worker leaves the main thread free: its timers fire at least this often (a run on the main
# thread over 10 MB holds them for the whole run).
MAX_MAIN_THREAD_GAP_MS = 500
RUN_TIMEOUT_MS = 300_000
ISSUE_EXAMPLE = "session-setup-without-execute-command"  # "Sandbox 'abc-123' cannot run the session setup: ..."


browser = test_browser.browser  # the Chromium fixture (one module-scoped browser here), with its launch options


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return shipped_catalog_or_skip()


@pytest.fixture(scope="module")
def site(shipped_served: tuple[Catalog, str, Path]) -> tuple[str, Path]:
    """The shipped catalog's site, served on loopback: (base URL, folder)."""
    _, base, out = shipped_served
    return base, out


@pytest.fixture(scope="module")
def error_line(catalog: Catalog) -> dict[str, Any]:
    """A real catalog message rendered with values, as a log line: the issue's own example where the corpus has
    it, else the corpus's first one-line message with values."""
    ids = {e.id for e in catalog.entries if not e.retired}
    rows = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines()]
    rows = [r for r in rows if r["form"] == "bare" and r["params"] and r["expected"] in ids and "\n" not in r["text"]]
    if not rows:
        pytest.skip("the corpus has no one-line message with values")
    row = next((r for r in rows if r["expected"] == ISSUE_EXAMPLE), rows[0])
    return {**row, "line": "2026-11-29T10:00:00.000Z ERROR [agent] " + row["text"]}


def noise(lines: int, start: int = 0) -> str:
    """Log lines that no catalog entry matches."""
    return "".join(
        f"2026-11-29T09:{(i // 60) % 60:02d}:{i % 60:02d}.{i % 1000:03d}Z INFO http GET /api/items/{i:07d} "
        f"200 {i % 97:02d}ms\n"
        for i in range(start, start + lines)
    )


def log_of(size: int, last_line: str) -> str:
    """About ``size`` bytes (to a line) of log whose only error is its last line."""
    per_line = len(noise(1))
    return noise(max((size - len(last_line)) // per_line, 0)) + last_line


def python_answer(text: str, catalog: Catalog, error: dict[str, Any]) -> dict[str, Any]:
    """Python's diagnosis of ``text``, checked against the corpus so that the test cannot agree on nothing."""
    result = diagnose(text, catalog, top=1)
    top = result["matches"][0]
    assert top["id"] == error["expected"]
    checked = error["check_params"]
    assert {k: top["params"][k] for k in checked} == {k: error["params"][k] for k in checked}
    return result


def summary_of(text: str) -> str:
    lines = text.count("\n") + (0 if text.endswith("\n") else 1)
    return f"{len(text.encode('utf-8')) / MB:.1f} MB, {lines:,} lines."


WATCH = """() => {
  /* what the page showed while it worked (a fast run shows it briefly), and how late the main thread's timers
     fired: a heartbeat every 10 ms */
  const form = document.querySelector('.diagnose-form');
  window.seen = {progress: [], bars: 0};
  new MutationObserver(() => {
    const box = form.querySelector('.diagnose-progress');
    if (!box.hidden) {
      seen.progress.push(box.textContent.trim());
      if (box.querySelector('progress')) { seen.bars++; }
    }
  }).observe(form, {subtree: true, childList: true, attributes: true, characterData: true});
  window.beat = {gap: 0, beats: 0, stop: false};
  let last = performance.now();
  (function tick() {
    const now = performance.now();
    if (now - last > beat.gap) { beat.gap = now - last; beat.at = now; }
    beat.beats++;
    last = now;
    if (!beat.stop) { setTimeout(tick, 10); }
  })();
}"""

# The text is handed to the page first (Playwright's transfer of a 10 MB argument holds the page's main thread
# for a second), then pasted: the heartbeat measures the page's own work only.
HAND_OVER = "text => { window.toPaste = text; }"
PASTE = """() => {
  const area = document.querySelector('#paste');
  area.focus();
  const data = new DataTransfer();
  data.setData('text/plain', window.toPaste);
  delete window.toPaste;
  area.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
}"""


def wait_until_done(p: Page) -> float:
    """Seconds until the running diagnosis ends (the results box is busy while it runs)."""
    started = time.perf_counter()
    p.wait_for_function("() => { const b = document.querySelector('.diagnose-results');"
                        " return !b.hasAttribute('aria-busy') && b.childElementCount > 0; }", timeout=RUN_TIMEOUT_MS)
    return time.perf_counter() - started


def shown_best(p: Page) -> tuple[str, dict[str, str]]:
    """The first match the page lists: its id and its values."""
    best = p.locator(".match-list li.best")
    assert best.count() == 1, p.locator(".diagnose-results").inner_text()
    names = best.locator("dl.values dt").all_inner_texts()
    values = best.locator("dl.values dd").all_inner_texts()
    return best.locator("code").inner_text(), dict(zip(names, values, strict=True))


def test_a_10_mb_log_is_diagnosed_in_a_worker_while_the_page_stays_responsive(
    browser: Browser, site: tuple[str, Path], catalog: Catalog, error_line: dict[str, Any]
) -> None:
    base, _ = site
    text = log_of(10 * MB, error_line["line"])
    expected = python_answer(text, catalog, error_line)["matches"][0]
    context, p, watch = open_page(browser, base)
    p.goto(base + "index.html")
    p.evaluate(HAND_OVER, text)
    p.wait_for_timeout(1000)  # the page collects the transferred argument's garbage before the heartbeat starts
    p.evaluate(WATCH)
    # the page's own matcher counts its calls: none may come from the paste box
    p.evaluate("() => { const run = window.SE_DIAGNOSE; window.mainThreadRuns = 0;"
               " window.SE_DIAGNOSE = (...a) => { window.mainThreadRuns++; return run(...a); }; }")
    p.evaluate(PASTE)
    seconds = wait_until_done(p)
    p.evaluate("beat.stop = true")
    beat = p.evaluate("beat")
    print(f"10 MB in the worker: {seconds:.1f} s; longest gap between main-thread timers {beat['gap']:.0f} ms")
    assert p.get_attribute(".diagnose-form", "data-runner") == "worker"
    assert p.evaluate("mainThreadRuns") == 0
    # held outside the textarea, and summarised
    assert p.locator("#paste").input_value() == ""
    assert p.locator(".paste-summary").inner_text().startswith(f"Pasted {summary_of(text)}")
    assert any(s.startswith("Reading 10.0 MB\u2026") for s in p.evaluate("seen.progress"))
    assert p.evaluate("seen.bars") > 0
    assert beat["gap"] < MAX_MAIN_THREAD_GAP_MS
    assert not p.locator(".read-note").count()  # 10 MB is read whole
    assert shown_best(p) == (expected["id"], expected["params"])
    p.get_by_role("button", name="Diagnose").click()
    p.wait_for_url(re.compile(rf".*/errors/{expected['id']}/index\.html\?.*"))
    assert p.locator("#your-error mark.value").count() >= 1
    context.close()
    assert not watch.problems, "\n".join(watch.problems)


def test_a_501_line_log_with_the_error_on_its_last_line(
    browser: Browser, site: tuple[str, Path], catalog: Catalog, error_line: dict[str, Any]
) -> None:
    """The issue's example: the box stopped at 400 lines and said that nothing matched."""
    base, _ = site
    text = noise(500) + error_line["line"]
    expected = python_answer(text, catalog, error_line)["matches"][0]
    context, p, watch = open_page(browser, base)
    p.goto(base + "index.html")
    p.locator("#paste").fill(text)  # small enough to stay in the textarea
    wait_until_done(p)
    assert p.locator(".paste-summary").is_hidden()
    assert shown_best(p) == (expected["id"], expected["params"])
    p.locator("#paste").press("Control+Enter")
    p.wait_for_url(re.compile(rf".*/errors/{expected['id']}/index\.html\?.*"))
    context.close()
    assert not watch.problems, "\n".join(watch.problems)


@pytest.mark.parametrize("where", ["served", "file"])
def test_past_the_read_limit_the_page_says_what_it_read(
    browser: Browser, site: tuple[str, Path], catalog: Catalog, error_line: dict[str, Any], tmp_path: Path,
    where: str,
) -> None:
    """A chosen file longer than the matcher reads: its end is diagnosed, and the page says which part."""
    base, out = site
    text = log_of(MAX_NARROWED_CHARS + 5 * MB, error_line["line"])
    assert text.isascii() and len(text) > MAX_NARROWED_CHARS  # characters and bytes count the same
    answer = python_answer(text, catalog, error_line)
    skipped = answer["skipped"]
    lines = text.count("\n") + 1
    log = tmp_path / "big.log"
    log.write_text(text, encoding="utf-8")
    del text
    context, p, watch = open_page(browser, base)
    p.goto((base if where == "served" else out.resolve().as_uri() + "/") + "index.html")
    p.evaluate(WATCH)
    p.set_input_files("#paste-file", str(log))
    seconds = wait_until_done(p)
    print(f"{log.stat().st_size / MB:.1f} MB file, {where}: {seconds:.1f} s")
    assert p.get_attribute(".diagnose-form", "data-runner") == ("worker" if where == "served" else "page")
    size = log.stat().st_size
    assert p.locator(".paste-summary").inner_text().startswith(
        f"Opened big.log: {size / MB:.1f} MB, {lines:,} lines."
    )
    assert any(s.startswith(f"Reading {size / MB:.1f} MB\u2026") for s in p.evaluate("seen.progress"))
    note = p.locator(".read-note")
    assert note.count() == 1, "the page says nothing of what it read: " + p.locator(".diagnose-results").inner_text()
    assert note.inner_text() == (
        f"Too long to read whole: read the last {size - skipped['bytes']:,} characters "
        f"(lines {skipped['lines'] + 1:,}\u2013{lines:,}); the first {skipped['bytes'] / MB:.1f} MB were skipped."
    )
    expected = answer["matches"][0]
    assert shown_best(p) == (expected["id"], expected["params"])
    context.close()
    assert not watch.problems, "\n".join(watch.problems)


def test_a_dropped_file_is_diagnosed(
    browser: Browser, site: tuple[str, Path], catalog: Catalog, error_line: dict[str, Any]
) -> None:
    base, _ = site
    text = noise(20) + error_line["line"] + "\n"
    expected = python_answer(text, catalog, error_line)["matches"][0]
    context, p, watch = open_page(browser, base)
    p.goto(base + "index.html")
    p.evaluate("""text => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'app.log', {type: 'text/plain'}));
      document.querySelector('#paste').dispatchEvent(
        new DragEvent('drop', {dataTransfer: data, bubbles: true, cancelable: true}));
    }""", text)
    wait_until_done(p)
    size = len(text.encode())
    assert p.locator(".paste-summary").inner_text().startswith(f"Opened app.log: {size / 1000:.1f} KB, 21 lines.")
    assert shown_best(p) == (expected["id"], expected["params"])
    area = p.locator("#paste")
    assert area.input_value() == "" and "replace" in (area.get_attribute("placeholder") or "")
    # Clear drops the file, and the textarea is the input again
    p.locator(".paste-summary").get_by_role("button", name="Clear").click()
    assert p.locator(".paste-summary").is_hidden()
    assert p.locator(".diagnose-results").inner_text() == ""
    assert "replace" not in (area.get_attribute("placeholder") or "")
    context.close()
    assert not watch.problems, "\n".join(watch.problems)


def test_a_new_paste_replaces_the_running_one(
    browser: Browser, site: tuple[str, Path], catalog: Catalog, error_line: dict[str, Any]
) -> None:
    """A big paste, then at once a short message of another entry: the page answers for the short one only."""
    base, _ = site
    other = next(e for e in catalog.entries if not e.retired and e.id != error_line["expected"] and not e.params)
    context, p, watch = open_page(browser, base)
    p.goto(base + "index.html")
    p.evaluate(HAND_OVER, log_of(10 * MB, error_line["line"]))
    p.evaluate(PASTE)
    p.locator("#paste").fill(other.message)
    assert p.locator(".paste-summary").is_hidden()  # typing replaced what was held
    wait_until_done(p)
    assert shown_best(p)[0] == diagnose(other.message, catalog, top=1)["matches"][0]["id"]
    # the big job, had it gone on, would have answered by now (it took seconds at most on its own)
    p.wait_for_timeout(3000)
    assert shown_best(p)[0] == diagnose(other.message, catalog, top=1)["matches"][0]["id"]
    context.close()
    assert not watch.problems, "\n".join(watch.problems)


def test_the_file_url_page_matches_a_big_paste_itself(
    browser: Browser, site: tuple[str, Path], catalog: Catalog, error_line: dict[str, Any]
) -> None:
    """Chromium starts no worker for a file:// page: the page runs the same job, with the same reporting."""
    _, out = site
    text = log_of(1 * MB, error_line["line"])
    expected = python_answer(text, catalog, error_line)["matches"][0]
    context, p, watch = open_page(browser, None)
    p.goto(out.resolve().as_uri() + "/index.html")
    p.evaluate(HAND_OVER, text)
    p.evaluate(WATCH)
    p.evaluate(PASTE)
    wait_until_done(p)
    assert p.get_attribute(".diagnose-form", "data-runner") == "page"
    assert p.locator(".paste-summary").inner_text().startswith(f"Pasted {summary_of(text)}")
    assert any(s.startswith("Reading 1.0 MB\u2026") for s in p.evaluate("seen.progress"))
    assert shown_best(p) == (expected["id"], expected["params"])
    p.get_by_role("button", name="Diagnose").click()
    p.wait_for_url(re.compile(rf"file://.*/errors/{expected['id']}/index\.html\?.*"))
    context.close()
    assert not watch.problems, "\n".join(watch.problems)


def test_only_the_diagnose_page_loads_the_matcher_and_only_when_it_diagnoses(
    browser: Browser, site: tuple[str, Path], catalog: Catalog
) -> None:
    base, _ = site
    context, p, watch = open_page(browser, base)
    requests: list[str] = []
    p.on("request", lambda r: requests.append(r.url))
    entry = catalog.entries[0].id
    for path in (f"errors/{entry}/index.html", "errors/index.html", "packages/index.html", "api/index.html"):
        p.goto(base + path)
    assert not [u for u in requests if re.search(r"/assets/(matchers?|diagnose(-worker)?)\.js", u)], requests
    p.goto(base + "index.html")
    assert not [u for u in requests if "diagnose-worker.js" in u]  # the worker starts with the first paste
    p.locator("#paste").fill(catalog.entries[0].message)
    wait_until_done(p)
    assert [u for u in requests if "diagnose-worker.js" in u]
    context.close()
    assert not watch.problems, "\n".join(watch.problems)
