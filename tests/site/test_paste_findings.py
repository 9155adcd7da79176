"""The paste box says what ``diagnose`` says, in the same words (issue 26), in real headless Chromium (Debian's
/usr/bin/chromium driven by Playwright for Python).

The page is given the records ``errors.diagnose`` returns (those of ``diagnose --json``) and must show, for each
error, its line, the confidence in the CLI's words (errors.finding_words, exported to assets/phrases.js), the
older-wording note, and several errors in one log as several findings, rivals for the same text beside them.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
import test_browser
from site_factory import shipped_catalog_or_skip
from test_browser import Browser, Page, open_page, serving

from errors import finding_words
from errors.catalog import Catalog
from errors.diagnosis import diagnose

browser = test_browser.browser  # the module-scoped Chromium fixture, with its launch options

OLDER_WORDING_ENTRY = "session-workspace-not-workspace-instance"
TWO_ERRORS = (
    "2026-01-01 INFO start\n"
    "2026-01-01 ERROR Error: Sandbox 'my-box' cannot run the session setup: no executeCommand implementation\n"
    "INFO retry\n"
    "Error: {not_ready}\n"
    "INFO done\n"
)
CUT_OFF = "Sandbox 'my-box' cannot run the session setup: no executeComm"

# What the page shows of each finding: its line, the best match and its confidence, the notes, the rivals.
SHOWN = """() => [...document.querySelectorAll('.diagnose-results li.finding')].map(li => ({
  line: li.querySelector('.finding-line')?.textContent ?? null,
  id: li.querySelector('.finding-match code').textContent,
  confidence: li.querySelector('.finding-match .confidence').textContent,
  notes: [...li.querySelectorAll('.finding-note')].map(p => p.textContent),
  rivals: [...li.querySelectorAll('.finding-rival')].map(p => [p.querySelector('code').textContent,
                                                               p.querySelector('.confidence').textContent]),
}))"""


@pytest.fixture(scope="module")
def shipped(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Catalog, str]]:
    catalog = shipped_catalog_or_skip()
    with serving(catalog, tmp_path_factory.mktemp("paste-findings") / "site") as base:
        yield catalog, base


@pytest.fixture
def home(browser: Browser, shipped: tuple[Catalog, str]) -> Iterator[Page]:
    context, page, watch = open_page(browser, shipped[1])
    page.goto(shipped[1] + "index.html")
    page.wait_for_function("() => typeof window.SE_SHOW_FINDINGS === 'function'")
    yield page
    context.close()
    assert watch.problems == []


def _texts(catalog: Catalog) -> dict[str, str]:
    not_ready = catalog.get("sandbox-not-ready")
    older = catalog.get(OLDER_WORDING_ENTRY)
    assert older.wordings, f"history.yaml gives {OLDER_WORDING_ENTRY} no older wording"
    return {
        "two errors": TWO_ERRORS.format(
            not_ready=not_ready.template.render({p.name: "box-2" for p in not_ready.params})
        ),
        "cut off": CUT_OFF,
        "older wording": older.wordings[0].template.render({p.name: "x1" for p in older.params}),
    }


def _expected(records: list[dict[str, Any]], several_lines: bool) -> list[dict[str, Any]]:
    """What the CLI's words make of the records: one finding per line, its first record the best."""
    groups: dict[int, list[dict[str, Any]]] = {}
    for record in records:
        groups.setdefault(record["line"], []).append(record)
    return [
        {
            "line": finding_words.line(best) if several_lines or len(groups) > 1 else None,
            "id": best["id"],
            "confidence": f"[{finding_words.confidence(best)}]",
            "notes": finding_words.notes(best),
            "rivals": [[r["id"], f"[{finding_words.confidence(r)}]"] for r in rivals],
        }
        for best, *rivals in groups.values()
    ]


def test_the_page_shows_each_finding_in_the_words_of_the_cli(home: Page, shipped: tuple[Catalog, str]) -> None:
    catalog, _ = shipped
    for name, text in _texts(catalog).items():
        records = [{k: v for k, v in r.items() if k != "entry"} for r in diagnose(text, catalog)["matches"]]
        lines = text.count("\n") + (0 if text.endswith("\n") else 1)
        result = {"matches": records, "read": None, "firstLine": text.splitlines()[0], "size": {"lines": lines}}
        home.evaluate("r => SE_SHOW_FINDINGS(document.querySelector('.diagnose-results'), r)", json.loads(
            json.dumps(result)))
        assert home.evaluate(SHOWN) == _expected(records, lines > 1), name
    # the cases say what they are about: two errors are two findings, each with its line; a cut-off message is
    # a strong match with its score; an older wording says which releases wrote it
    shown = {name: diagnose(text, catalog)["matches"] for name, text in _texts(catalog).items()}
    assert len({r["line"] for r in shown["two errors"]}) == 2
    assert shown["cut off"][0]["confidence"] == "strong"
    assert finding_words.confidence(shown["cut off"][0]).startswith("strong match, score ")
    assert finding_words.notes(shown["older wording"][0])[0].startswith("this wording is from @mastra/core ")


@pytest.mark.xfail(
    strict=True,
    reason="diagnose-worker.js's shown() passes on only id, title, values and retired; the lead's matcher port is "
    "to pass on the whole record (line, confidence, score, wording with current and current_release, "
    "outside_values): /work/coord/requests/site.md",
)
def test_two_errors_in_a_log_read_as_two_findings(home: Page) -> None:
    """Through the real paste box and its worker: each error its own finding, with its line and confidence."""
    home.locator("#paste").fill(TWO_ERRORS.format(not_ready="Sandbox is not ready: box-2"))
    home.wait_for_selector(".diagnose-results li.finding")
    assert home.locator(".results-title").inner_text() == "2 errors in this text:"
    assert home.locator(".diagnose-results li.finding").count() == 2
    assert home.locator(".finding-line").all_inner_texts() == ["line 4", "line 2"]
    assert home.locator(".finding-match .confidence").all_inner_texts() == ["[exact match]"] * 2


def test_diagnose_on_an_empty_box_says_what_it_wants(home: Page) -> None:
    assert "Paste the error here" in (home.locator("#paste").get_attribute("placeholder") or "")
    home.get_by_role("button", name="Diagnose").click()
    assert home.locator(".empty-note").inner_text().startswith("Paste an error message")
    assert home.evaluate("document.activeElement.id") == "paste"
    home.get_by_role("button", name="Try an example").click()
    home.wait_for_selector(".diagnose-results li.finding")
    assert "session-setup-without-execute-command" in home.locator(".finding-match code").first.inner_text()
