"""Fixtures for the site tests: catalogs to build, and built sites."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from site_factory import shipped_catalog_or_skip, write_site_catalog

from errors.catalog import Catalog, load_catalog
from errors.site import build_site


@pytest.fixture(scope="session")
def site_catalog_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_site_catalog(tmp_path_factory.mktemp("catalog") / "catalog")


@pytest.fixture(scope="session")
def site_catalog(site_catalog_dir: Path) -> Catalog:
    return load_catalog(site_catalog_dir, use_cache=False)


@pytest.fixture(scope="session")
def built_site(site_catalog: Catalog, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site of :func:`site_catalog`, built once for the tests that only read it."""
    out = tmp_path_factory.mktemp("built") / "_site"
    build_site(site_catalog, out)
    return out.resolve()


@pytest.fixture(scope="session")
def shipped_served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Catalog, str, Path]]:
    """The shipped catalog's site, built once per test process and served on loopback: (catalog, base URL,
    folder). Built for its server's URL, it opens from file:// as well. The tests that use it only read it (a
    test that changes a site builds its own): building the real catalog's site costs seconds."""
    from test_browser import serving  # a test module's helper: imported when a test asks for the site

    catalog = shipped_catalog_or_skip()
    out = tmp_path_factory.mktemp("shipped-served") / "site"
    with serving(catalog, out) as base:
        yield catalog, base, out.resolve()
