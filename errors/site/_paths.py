"""Where the site's templates and static assets live."""

from __future__ import annotations

from pathlib import Path


def site_source_dir() -> Path:
    """The ``site/`` folder: inside an installed wheel at ``errors/_data/site``, in a checkout at ``<repo>/site``.

    Mirrors :func:`errors.catalog.default_catalog_dir`, so an installed tool never reads a stray checkout.
    """
    package = Path(__file__).resolve().parent.parent
    for candidate in (package / "_data" / "site", package.parent / "site"):
        if (candidate / "templates").is_dir():
            return candidate
    return package.parent / "site"


def templates_dir() -> Path:
    return site_source_dir() / "templates"


def static_dir() -> Path:
    return site_source_dir() / "static"
