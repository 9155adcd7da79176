"""Fixtures for the site tests: catalogs to build, and built sites."""

from __future__ import annotations

from pathlib import Path

import pytest
from site_factory import write_site_catalog

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
