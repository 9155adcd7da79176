"""catalog.yaml's mastra_docs: each entry's page links Mastra's documentation of the API it is about (issue 26)."""

from __future__ import annotations

from pathlib import Path

import pytest

from errors.catalog import CatalogError, load_catalog
from errors.site import build_site

DOC = """
mastra_docs:
  - package: "{package}"
    {capability}page: reference/workspace/e2b-sandbox
    title: E2BSandbox reference
    commit: deec669b9a275c0b4239c11f492af2012e686d6c
"""


def _with_docs(mini: Path, package: str, capability: str = "") -> Path:
    meta = mini / "catalog.yaml"
    meta.write_text(meta.read_text() + DOC.format(package=package, capability=capability))
    return mini


def test_an_entry_page_links_the_mastra_docs_of_its_package(mini: Path, tmp_path: Path) -> None:
    catalog = load_catalog(_with_docs(mini, "@example/core"), use_cache=False)
    entry = catalog.get("no-exec")
    doc = catalog.mastra_doc(entry)
    assert doc is not None and doc.url == "https://mastra.ai/reference/workspace/e2b-sandbox"
    build_site(catalog, tmp_path / "site")
    page = (tmp_path / "site" / "errors" / "no-exec" / "index.html").read_text()
    assert '<a href="https://mastra.ai/reference/workspace/e2b-sandbox" rel="noopener">E2BSandbox reference</a>' in page


def test_a_capability_narrows_the_page_to_its_errors(mini: Path) -> None:
    catalog = load_catalog(_with_docs(mini, "@example/core", "capability: setEnv\n    "), use_cache=False)
    assert catalog.mastra_doc(catalog.get("no-exec")) is None  # executeCommand, not setEnv
    assert catalog.mastra_doc(catalog.get("no-env")) is not None


@pytest.mark.parametrize(("package", "capability", "says"), [
    ("@example/nothing", "", "mastra_docs[0].package: no entry has this package"),
    ("@example/core", "capability: nope\n    ", "mastra_docs[0].capability: not a capability"),
])
def test_a_wrong_package_or_capability_is_a_problem_at_its_line(
    mini: Path, package: str, capability: str, says: str
) -> None:
    with pytest.raises(CatalogError) as caught:
        load_catalog(_with_docs(mini, package, capability), use_cache=False)
    assert any(says in str(p) and "catalog.yaml:" in str(p) for p in caught.value.problems), caught.value.format()


def test_the_shipped_links_name_packages_the_catalog_has() -> None:
    catalog = load_catalog()
    assert catalog.mastra_docs
    linked = [e for e in catalog.entries if catalog.mastra_doc(e)]
    assert {e.package for e in linked} == {d.package for d in catalog.mastra_docs}
    assert catalog.mastra_doc(catalog.get("e2b-build-id-invalid")).page == "reference/workspace/e2b-sandbox"
