"""A published tree of catalog versions, as GitHub Pages (or any static host) serves it from its root:

```
<site_url>/                 index.html (to the newest version), 404.html, robots.txt, .nojekyll
<site_url>/<version>/       one `site build` per catalog version, never touched by a later one
```

``publish(catalog, pages)`` builds this catalog's version into ``pages/<version>/`` with :func:`build_site`
(which replaces only an earlier build of its own) and rewrites the root files, which only this module writes. It
refuses a folder holding anything else, so a mistyped path cannot lose anyone's files. Every docs URL the tool
prints (``<site_url><version>/errors/<id>/``) then resolves, and robots.txt sits where crawlers read it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape
from pathlib import Path

from ..catalog import Catalog
from .build import BuildResult, build_site, normalise_base_url
from .writer import MARKER, OutputError

ROOT_FILES = ("index.html", "404.html", "robots.txt", ".nojekyll")
_VERSION = re.compile(r"^[0-9A-Za-z][0-9A-Za-z._-]*$")


@dataclass(frozen=True)
class Published:
    build: BuildResult
    versions: tuple[str, ...]  # every version folder now published, oldest first


def _versions(pages: Path) -> list[str]:
    """The version folders of ``pages``; :class:`OutputError` for anything that is neither one nor a root file."""
    versions = []
    for child in sorted(pages.iterdir()) if pages.is_dir() else []:
        if (child.name in ROOT_FILES and child.is_file()) or child.name == ".git":  # .git: a gh-pages worktree
            continue
        if child.is_dir() and _VERSION.match(child.name) and (child / MARKER).is_file():
            versions.append(child.name)
            continue
        raise OutputError(
            f"{pages} holds {child.name!r}, which is neither a published catalog version nor a file this command "
            "writes; publish into an empty folder or an earlier publication"
        )
    return versions


def _version_key(version: str) -> list[tuple[int, str]]:
    return [(int(p), "") if p.isdigit() else (-1, p) for p in re.split(r"[.-]", version)]


def publish(catalog: Catalog, pages: Path, site_url: str | None = None, *, jobs: int | None = None) -> Published:
    """Build ``catalog`` into ``pages/<version>/`` for ``<site_url><version>/`` and rewrite the root files."""
    if not _VERSION.match(catalog.version):
        raise OutputError(f"the catalog version {catalog.version!r} cannot name a folder")
    root_url = normalise_base_url(site_url or catalog.site_url)
    _versions(pages)  # refuse a foreign folder before building anything
    pages.mkdir(parents=True, exist_ok=True)
    result = build_site(catalog, pages / catalog.version, base_url=f"{root_url}{catalog.version}/", jobs=jobs)
    versions = sorted(_versions(pages), key=_version_key)
    newest = versions[-1]
    (pages / "index.html").write_text(_redirect(newest, catalog.title), encoding="utf-8")
    # GitHub Pages serves only the root 404.html; the newest version's works at any depth (it links from its root)
    (pages / "404.html").write_bytes((pages / newest / "404.html").read_bytes())
    robots = ["User-agent: *", "Allow: /", *(f"Sitemap: {root_url}{v}/sitemap.xml" for v in versions)]
    (pages / "robots.txt").write_text("\n".join(robots) + "\n", encoding="utf-8")
    (pages / ".nojekyll").write_text("", encoding="utf-8")  # serve the tree as built (GitHub Pages)
    return Published(result, tuple(versions))


def _redirect(version: str, title: str) -> str:
    target = escape(f"{version}/index.html")
    return (
        '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f'<meta http-equiv="refresh" content="0; url={target}">\n'
        f'<link rel="canonical" href="{target}">\n<title>{escape(title)}</title>\n</head>\n'
        f'<body><p>The documentation of catalog version {escape(version)} is <a href="{target}">here</a>.</p></body>\n'
        "</html>\n"
    )
