"""errors.search on the shipped catalog: what a reader types finds what it should (issue 26).

The site's search page reads the same index with the same rules (tests/site/test_browser.py runs the same
queries through both in Chromium)."""

from __future__ import annotations

import pytest

from errors.catalog import Catalog, load_catalog
from errors.search import search, words


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


def _ids(catalog: Catalog, query: str, limit: int = 1000) -> list[str]:
    return [r["id"] for r in search(catalog, query, limit=limit)["results"]]


def test_the_upstream_class_in_a_stack_trace_finds_its_entry_first(catalog: Catalog) -> None:
    with_class = [e for e in catalog.entries if e.error_class and e.error_class != "MastraError"]
    assert with_class
    for e in with_class[:40]:
        found = _ids(catalog, e.error_class or "")
        assert e.id in found[: sum(1 for o in catalog.entries if o.error_class == e.error_class)], e.id
    assert _ids(catalog, "SandboxNotReadyError")[0] == "sandbox-not-ready"


@pytest.mark.parametrize("query", ["e2b", "E2B", "@mastra/e2b", "@mastra/deployer-sandbox", "daytona"])
def test_a_package_finds_all_its_errors_first(catalog: Catalog, query: str) -> None:
    name = query if query.startswith("@") else f"@mastra/{query.lower()}"
    of_package = {e.id for e in catalog.entries if e.package == name}
    assert len(of_package) > 10
    results = search(catalog, query, limit=1000)["results"]
    assert of_package <= {r["id"] for r in results}
    # each of them scores what a hit in the message scores: none is ranked below an entry that only mentions it
    assert {r["score"] for r in results if r["id"] in of_package} == {3.0}


def test_words_only_in_the_explanation_find_the_entry(catalog: Catalog) -> None:
    entry = catalog.get("daytona-blobfuse2-install-failed")
    assert "gnupg" not in words(entry.message + entry.title) and "gnupg" in words(entry.meaning)
    assert entry.id in _ids(catalog, "gnupg")


def test_a_message_hit_ranks_above_an_explanation_hit(catalog: Catalog) -> None:
    found = search(catalog, "blobfuse2")["results"]
    in_message = [r["id"] for r in found if "blobfuse2" in r["message"].lower()]
    assert in_message and [r["id"] for r in found[: len(in_message)]] == in_message


def test_the_total_counts_every_match_not_only_those_returned(catalog: Catalog) -> None:
    result = search(catalog, "sandbox", limit=20)
    assert len(result["results"]) == 20
    assert result["total"] == len(_ids(catalog, "sandbox")) > 20


def test_one_typo_and_camel_case(catalog: Catalog) -> None:
    assert "session-setup-without-execute-command" in _ids(catalog, "execteCommand")[:20]
    assert words("executeCommand") == ["executecommand", "execute", "command"]
