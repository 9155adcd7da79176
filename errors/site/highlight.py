"""Syntax highlighting with Pygments, to CSS classes that the site's stylesheet colours for both themes."""

from __future__ import annotations

from functools import lru_cache

from markupsafe import Markup, escape
from pygments import lex  # type: ignore[import-untyped, unused-ignore]
from pygments.lexer import Lexer  # type: ignore[import-untyped, unused-ignore]
from pygments.lexers import get_lexer_by_name, get_lexer_for_filename  # type: ignore[import-untyped, unused-ignore]
from pygments.lexers.special import TextLexer  # type: ignore[import-untyped, unused-ignore]
from pygments.token import STANDARD_TYPES, _TokenType  # type: ignore[import-untyped, unused-ignore]
from pygments.util import ClassNotFound  # type: ignore[import-untyped, unused-ignore]

# The ignores above keep mypy --strict passing whether or not types-Pygments is installed.
# Whitespace gets no span: it has no colour, and a block of code is half whitespace tokens.
_PLAIN = frozenset({"", "w"})


@lru_cache(maxsize=64)
def lexer_for(lang: str) -> Lexer:
    """The lexer for a language tag; plain text for an unknown one (a typo in the catalog must not fail a build)."""
    try:
        return get_lexer_by_name(lang or "text", stripnl=False)
    except ClassNotFound:
        return TextLexer(stripnl=False)


@lru_cache(maxsize=64)
def lexer_for_path(path: str) -> Lexer:
    try:
        return get_lexer_for_filename(path, stripnl=False)
    except ClassNotFound:
        return TextLexer(stripnl=False)


def language_name(lang: str) -> str:
    """A human name for the tag (``ts`` -> ``TypeScript``), or the tag itself for plain text."""
    lexer = lexer_for(lang)
    return lang if isinstance(lexer, TextLexer) else str(lexer.name)


def highlight(code: str, lang: str) -> Markup:
    """Highlighted HTML for a code block (the inner part of a ``<code>`` element)."""
    code = code.rstrip("\n")
    lexer = lexer_for(lang)
    if isinstance(lexer, TextLexer):
        return escape(code)
    return Markup("\n").join(highlight_lines(code, lexer))


@lru_cache(maxsize=512)
def _css_class(token: _TokenType) -> str:
    """Pygments' short class name (``k``, ``s2``...), from the nearest token type that has one."""
    current: _TokenType | None = token
    while current is not None and current not in STANDARD_TYPES:
        current = current.parent
    return str(STANDARD_TYPES[current]) if current is not None else ""


def highlight_lines(code: str, lexer: Lexer) -> list[Markup]:
    """Highlighted HTML per source line, with the CSS classes of Pygments' HtmlFormatter.

    Tokens that span lines (block comments, template literals) are split at each newline, so every line's
    HTML is balanced on its own and a source excerpt can number lines and mark one. Neighbouring tokens of
    one class share a span: faster than HtmlFormatter, and about half the markup.
    """
    lines: list[list[str]] = [[]]
    run: list[str] = []
    run_css = ""

    def flush() -> None:
        if run:
            text = str(escape("".join(run)))
            lines[-1].append(text if run_css in _PLAIN else f'<span class="{run_css}">{text}</span>')
            run.clear()

    for token, value in lex(code, lexer):
        css = _css_class(token)
        for i, piece in enumerate(value.split("\n")):
            if i:
                flush()
                lines.append([])
            if piece:
                if css != run_css:
                    flush()
                    run_css = css
                run.append(piece)
    flush()
    # Lexers add a final newline of their own: keep exactly the lines the code has.
    count = code.count("\n") + (0 if code.endswith("\n") else 1)
    lines = lines[:count] + [[] for _ in range(count - len(lines))]
    return [Markup("".join(parts)) for parts in lines]
