"""sitemap.xml and robots.txt, from the canonical URLs of the pages."""

from __future__ import annotations

from collections.abc import Iterable
from urllib.parse import urlsplit
from xml.sax.saxutils import escape


def sitemap_xml(base_url: str, urls: Iterable[str]) -> str:
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">']
    lines += [f"  <url><loc>{escape(base_url + url)}</loc></url>" for url in urls]
    lines.append("</urlset>")
    return "\n".join(lines) + "\n"


def robots_txt(base_url: str) -> str:
    """Allows the published path (crawlers read robots.txt only at a host root; a copy there names the base)."""
    path = urlsplit(base_url).path or "/"
    return f"User-agent: *\nAllow: {path}\nSitemap: {base_url}sitemap.xml\n"
