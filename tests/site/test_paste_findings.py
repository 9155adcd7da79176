"""The paste box says what ``diagnose`` says, in the same words (issue 26), in real headless Chromium (Debian's
/usr/bin/chromium driven by Playwright for Python).

The page is given the records ``errors.diagnose`` returns (those of ``diagnose --json``) and must show, for each
error, its line, the confidence in the CLI's words (errors.finding_words, exported to assets/phrases.js), the
older-wording note, and several errors in one log as several findings, rivals for the same text beside them.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import test_browser
from test_browser import Browser, Page, open_page

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

# What the page shows of each finding: its line, the match and its confidence, the lines it is also on, what
# confirms it, why it is not more, the notes, the rivals and how they differ.
SHOWN = """() => [...document.querySelectorAll('.diagnose-results li.finding')].map(li => ({
  line: li.querySelector('.finding-line')?.textContent ?? null,
  id: li.querySelector('.finding-match code').textContent,
  confidence: li.querySelector('.finding-match .confidence').textContent,
  also: li.querySelector('.finding-also')?.textContent ?? null,
  evidence: li.querySelector('.finding-evidence')?.textContent ?? null,
  why: li.querySelector('.finding-why')?.textContent ?? null,
  notes: [...li.querySelectorAll('.finding-note')].map(p => p.textContent),
  rivals: [...li.querySelectorAll('.finding-rival')].map(p => [p.querySelector('code').textContent,
                                                               p.querySelector('.confidence').textContent,
                                                               p.querySelector('.rival-how').textContent]),
}))"""


@pytest.fixture(scope="module")
def shipped(shipped_served: tuple[Catalog, str, Path]) -> tuple[Catalog, str]:
    catalog, base, _ = shipped_served
    return catalog, base


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
        # several packages throw the message: rivals, and the class that confirms one of them
        "rivals": "MastraError: Invalid environment variable name: NODE-ENV",
        # retyped with a slip: a possible match, and why it is not more
        "possible": "Invalid environment vraiable name: MY-VAR",
        # the same error on two lines: one finding, also on the other line
        "twice": f"{CUT_OFF}\nINFO retry\n{CUT_OFF}\n",
    }


def _expected(records: list[dict[str, Any]], several_lines: bool) -> list[dict[str, Any]]:
    """What the CLI's words make of the records (errors/terminal.py): one finding per record, best first."""
    return [
        {
            "line": finding_words.line(r) if several_lines or len(records) > 1 else None,
            "id": r["id"],
            "confidence": f"[{finding_words.confidence(r)}]",
            "also": finding_words.also_on(r) or None,
            "evidence": finding_words.phrase("evidence", evidence=", ".join(r["confirmed_by"]))
            if r["confirmed_by"]
            else None,
            "why": finding_words.phrase("why", why=r["why"]) if r.get("why") else None,
            "notes": finding_words.notes(r),
            "rivals": [
                [o["id"], f"[{finding_words.PHRASES[o['confidence']]}]", f": {o['how']}"] for o in r.get("rivals", [])
            ],
        }
        for r in records
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
    assert shown["rivals"][0]["rivals"] and shown["rivals"][0]["confirmed_by"]
    assert shown["possible"][0]["confidence"] == "possible" and shown["possible"][0]["why"]
    assert len(shown["twice"]) == 1 and shown["twice"][0]["lines"] == [1, 3]


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
