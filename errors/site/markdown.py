"""The catalog's prose fields, as HTML (raw HTML off) and as plain text for the search index."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.rules_core import StateCore
from markdown_it.token import Token
from markupsafe import Markup, escape

from .highlight import highlight, language_name

# Prose sits under the page's own h2/h3 headings, so a heading written in a field starts at h4.
HEADING_SHIFT = 3


@dataclass(frozen=True)
class Prose:
    html: Markup
    text: str


def _fence(code: str, lang: str, _attrs: Any) -> str:
    # Returning a full <pre> makes markdown-it use it as is; the copy button script looks for pre.code.
    label = f' data-lang="{escape(language_name(lang))}"' if lang else ""
    # tabindex: a block that scrolls sideways must be reachable with the keyboard
    return f'<pre class="code"{label} tabindex="0"><code>{highlight(code, lang)}</code></pre>\n'


def _shift_headings(state: StateCore) -> None:
    for token in state.tokens:
        if token.type in ("heading_open", "heading_close"):
            token.tag = f"h{min(6, int(token.tag[1]) + HEADING_SHIFT)}"


@lru_cache(maxsize=1)
def _parser() -> MarkdownIt:
    # "commonmark" with html False: any HTML in a field is shown as text, never passed through.
    md = MarkdownIt("commonmark", {"html": False, "highlight": _fence}).enable("table")
    md.core.ruler.push("shift_headings", _shift_headings)
    return md


def _text_of(tokens: Sequence[Token]) -> str:
    out: list[str] = []
    for token in tokens:
        if token.children:
            out.append(_text_of(token.children))
        elif token.type in ("text", "code_inline", "code_block", "fence"):
            out.append(token.content)
        elif token.type in ("softbreak", "hardbreak"):
            out.append(" ")
        elif token.type.endswith("_close") and token.block:
            out.append(" ")
    return "".join(out)


def render(text: str) -> Prose:
    """A block of markdown: paragraphs, lists, highlighted code blocks."""
    md = _parser()
    tokens = md.parse(text)
    # markdown-it escapes all text itself (html is off), so its output is safe markup.
    return Prose(Markup(md.renderer.render(tokens, md.options, {})), " ".join(_text_of(tokens).split()))


def render_inline(text: str) -> Prose:
    """One line of markdown (a situation, a title) without the surrounding paragraph."""
    md = _parser()
    tokens = md.parseInline(text)
    return Prose(Markup(md.renderer.render(tokens, md.options, {})), " ".join(_text_of(tokens).split()))
