"""The static documentation website: a page per error, browsing, search, paste-to-diagnose, and JSON.

``build_site(catalog, out)`` writes the whole site atomically; :mod:`errors.site.serve` serves and rebuilds it.
Templates and assets come from ``site/`` (see :func:`site_source_dir`).
"""

from __future__ import annotations

from ._paths import site_source_dir
from .build import DEFAULT_OUT, BuildResult, build_site, default_base_url, normalise_base_url
from .writer import OutputError

__all__ = [
    "DEFAULT_OUT",
    "BuildResult",
    "OutputError",
    "build_site",
    "default_base_url",
    "normalise_base_url",
    "site_source_dir",
]
