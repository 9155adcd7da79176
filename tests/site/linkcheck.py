"""A link checker for a built site: every internal href and src resolves to a file, and every #fragment to an id."""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

LINK_ATTRIBUTES = {"href", "src", "action"}


@dataclass
class _Page:
    ids: set[str] = field(default_factory=set)
    links: list[tuple[str, str, str]] = field(default_factory=list)  # (tag, attribute, value)
    base: str | None = None


class _Parser(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.page = _Page()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "link":  # tell what a <link> does: rel=canonical names a page, rel=stylesheet loads one
            tag = f"link:{dict(attrs).get('rel') or ''}"
        for name, value in attrs:
            if value is None:
                continue
            if name == "id":
                self.page.ids.add(value)
            if tag == "base" and name == "href":
                self.page.base = value
            elif name in LINK_ATTRIBUTES:
                self.page.links.append((tag, name, value))


def parse(path: Path) -> _Page:
    parser = _Parser()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser.page


def is_external(value: str) -> bool:
    return bool(urlsplit(value).scheme) or value.startswith("//")


def check_site(root: Path) -> tuple[list[str], int]:
    """Broken internal links as ``page: value (why)``, and how many internal links were checked.

    A page with ``<base href="/x/">`` (the 404 page) has its links resolved from the site root.
    """
    pages = {p: parse(p) for p in root.rglob("*.html")}
    broken: list[str] = []
    checked = 0
    for page_path, page in pages.items():
        for tag, attribute, value in page.links:
            if is_external(value):
                continue
            checked += 1
            parts = urlsplit(value)
            where = f"{page_path.relative_to(root)}: <{tag} {attribute}={value!r}>"
            if not parts.path:
                target = page_path
            elif page.base is not None:
                target = root / unquote(parts.path)
            else:
                target = (page_path.parent / unquote(parts.path)).resolve()
            if not target.is_relative_to(root.resolve()) and not target.is_relative_to(root):
                broken.append(f"{where} leaves the site")
                continue
            if target.is_dir():
                broken.append(f"{where} names a folder (file:// would show a listing)")
                continue
            if not target.is_file():
                broken.append(f"{where} has no file")
                continue
            if parts.fragment and target.suffix == ".html":
                ids = pages[target.resolve()].ids if target.resolve() in pages else parse(target).ids
                if unquote(parts.fragment) not in ids:
                    broken.append(f"{where} has no element with id {parts.fragment!r}")
    return broken, checked
