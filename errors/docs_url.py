"""Where the documentation site is: the catalog's own address, or a team's mirror of it.

Every link the tool prints (the CLI, exceptions, MCP, the site's canonical URLs) is ``<base>errors/<id>/``. The
base is the catalog's ``site_url`` and ``version`` (``https://sandbox-errors.dev/2026.11/``), unless
``SANDBOX_ERRORS_DOCS_URL`` names another: the address a team published ``sandbox-errors site build
--base-url URL`` (or ``site publish``) at, for readers who cannot reach the public site.
"""

from __future__ import annotations

import os
from urllib.parse import urlsplit

from ._lazy_re import LazyPattern

DOCS_URL_ENV = "SANDBOX_ERRORS_DOCS_URL"

# Whitespace, control characters (C0, DEL, C1, the Unicode line and paragraph separators) and the characters a
# URL cannot hold unescaped (RFC 3986): a base URL is written into robots.txt, the sitemap and every page.
_UNSAFE_IN_URL = LazyPattern(r"[\s\x00-\x1f\x7f-\x9f\u2028\u2029\"<>\\^`{|}]")


def normalise_base_url(url: str) -> str:
    """``url`` with a final ``/``; ValueError when it is not an http(s) address with a host, or holds what a
    URL cannot."""
    url = url.strip()
    if _UNSAFE_IN_URL.search(url):
        raise ValueError(f'the base URL must not hold spaces, control characters or any of "<>\\^`{{|}}, got {url!r}')
    if not url.startswith(("http://", "https://")) or not urlsplit(url).netloc:
        raise ValueError(f"the base URL must start with http:// or https:// and a host, got {url!r}")
    return url if url.endswith("/") else url + "/"


def mirror() -> str | None:
    """SANDBOX_ERRORS_DOCS_URL, normalised; None when unset. ValueError when it is set to something unusable."""
    value = os.environ.get(DOCS_URL_ENV, "").strip()
    if not value:
        return None
    try:
        return normalise_base_url(value)
    except ValueError as exc:
        raise ValueError(f"{DOCS_URL_ENV}: {exc}") from None


def docs_base(site_url: str, version: str) -> str:
    """The base of every docs link: the mirror when one is set (and usable), else ``<site_url><version>/``."""
    try:
        chosen = mirror()
    except ValueError:
        chosen = None  # a link must not fail an exception being raised; `site build` reports the bad value
    return chosen or f"{site_url}{version}/"


def entry_url(base: str, entry_id: str) -> str:
    return f"{base}errors/{entry_id}/"
