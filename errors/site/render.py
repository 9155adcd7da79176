"""Rendering pages with jinja2: the environment, relative links, and the context every page shares."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import jinja2
from jinja2 import pass_context
from jinja2.runtime import Context


@dataclass(frozen=True)
class Page:
    """One output page: where it is written, its canonical address, and its head metadata."""

    path: str  # relative to the site root: "errors/<id>/index.html"
    title: str
    description: str
    kind: str  # names the page's body class and which scripts it loads
    url: str  # canonical, relative to the base URL: "errors/<id>/"
    in_sitemap: bool = True

    @property
    def root(self) -> str:
        """The relative path from this page back to the site root ("" at the top, "../../" for an entry)."""
        return "../" * self.path.count("/")


@pass_context
def _rel(ctx: Context, path: str) -> str:
    """A site path made relative to the page being rendered, so the site works from file:// and any base path."""
    return str(ctx["page"].root) + path


@pass_context
def _entry_href(ctx: Context, entry_id: str) -> str:
    # Links name index.html explicitly: file:// shows a folder listing for "errors/<id>/".
    return _rel(ctx, f"errors/{entry_id}/index.html")


@pass_context
def _capability_href(ctx: Context, key: str) -> str:
    return _rel(ctx, f"capabilities/{key}/index.html")


@lru_cache(maxsize=4)
def environment(templates: Path) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates)),
        autoescape=True,  # every catalog string is escaped unless it is Markup made by markdown-it or Pygments
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["rel"] = _rel
    env.globals["entry_href"] = _entry_href
    env.globals["capability_href"] = _capability_href
    return env


def render_page(env: jinja2.Environment, template: str, page: Page, shared: Mapping[str, Any], **values: Any) -> str:
    return env.get_template(template).render(page=page, **shared, **values)
