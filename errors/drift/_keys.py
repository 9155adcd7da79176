"""Tokenizing TypeScript just enough to find string literals, and turning templates into comparable keys."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import NamedTuple

# Leading whitespace is part of every match: one regex call per token.
_TOKEN = re.compile(
    r"""
    \s*(?:
    (?P<comment>//[^\n]*|/\*[\s\S]*?(?:\*/|\Z))
  | (?P<str>'(?:[^'\\\n]|\\[\s\S])*(?:'|(?=\n)|\Z)|"(?:[^"\\\n]|\\[\s\S])*(?:"|(?=\n)|\Z))
  | (?P<ident>[A-Za-z_$\u00c0-\uffff][\w$\u00c0-\uffff]*)
  | (?P<num>\d[\w.]*|\.\d\w*)
  | (?P<tick>`)
  | (?P<slash>/=?)
  | (?P<punct>\?\?=?|\?\.(?!\d)|=>|\.\.\.|[=!]==?|&&=?|\|\|=?|\*\*=?|<<=?|>>>?=?|[-+*%&|^<>]=?|[{}()\[\];,.:?~@#]|\S)
    )
    """,
    re.VERBOSE,
)
_REGEX = re.compile(r"/(?![*/])(?:[^/\\\[\n]|\\.|\[(?:[^\]\\\n]|\\.)*\])+/[A-Za-z]*")
_TEMPLATE_STOP = re.compile(r"`|\\|\$\{")
# After these a `/` starts a regular expression; after a name, number or closing bracket it divides.
_REGEX_AFTER_WORDS = frozenset(
    {"return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield"}
    | {"await"}
)


class _Tok(NamedTuple):
    kind: str  # str, tmpl, ident, num, punct, regex
    start: int
    end: int
    text: str


def _regex_allowed(prev: _Tok | None) -> bool:
    if prev is None:
        return True
    if prev.kind == "ident":
        return prev.text in _REGEX_AFTER_WORDS
    if prev.kind in ("num", "str", "tmpl", "regex"):
        return False
    return prev.text not in (")", "]", "}")


def _skip_template(text: str, start: int) -> int:
    """The index after the template literal that opens at ``start`` (a backtick)."""
    pos = start + 1
    while True:
        m = _TEMPLATE_STOP.search(text, pos)
        if m is None:
            return len(text)
        if m.group() == "`":
            return m.end()
        if m.group() == "\\":
            pos = m.end() + 1
            continue
        _toks, pos = _lex(text, m.end(), nested=True)


def _lex(text: str, pos: int = 0, *, nested: bool = False) -> tuple[list[_Tok], int]:
    """Tokens from ``pos``; with ``nested``, stop after the ``}`` that closes a ``${`` and return its end."""
    toks: list[_Tok] = []
    depth = 0
    n = len(text)
    prev: _Tok | None = None
    match = _TOKEN.match
    while pos < n:
        m = match(text, pos)
        if m is None:  # only trailing whitespace is left
            break
        kind = m.lastgroup or ""
        start, pos = m.start(kind), m.end()
        if kind == "comment":
            continue
        if kind == "tick":
            pos = _skip_template(text, start)
            kind = "tmpl"
        elif kind == "slash":
            r = _REGEX.match(text, start) if _regex_allowed(prev) else None
            if r is not None:
                kind, pos = "regex", r.end()
            else:
                kind = "punct"
        elif nested and kind == "punct":
            ch = text[start]
            if ch == "{":
                depth += 1
            elif ch == "}":
                if depth == 0:
                    return toks, pos
                depth -= 1
        prev = _Tok(kind, start, pos, text[start:pos])
        toks.append(prev)
    return toks, n


# --- templates as comparable keys ------------------------------------------------------------------------------

# One part of a message: ("text", cooked literal) or ("expr", normalised expression).
Key = tuple[tuple[str, str], ...]

_SIMPLE_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "0": "\0"}
_ESCAPE = re.compile(r"\\(u\{[0-9A-Fa-f]+\}|u[0-9A-Fa-f]{4}|x[0-9A-Fa-f]{2}|\r\n|[\s\S])")


def _cook(raw: str) -> str:
    """The text a JavaScript string or template chunk produces: escapes resolved."""

    def one(m: re.Match[str]) -> str:
        body = m.group(1)
        if body in ("\n", "\r\n", "\r", "\u2028", "\u2029"):  # a line continuation produces nothing
            return ""
        if body in _SIMPLE_ESCAPES:
            return _SIMPLE_ESCAPES[body]
        if body.startswith("u{"):
            return chr(int(body[2:-1], 16))
        if len(body) > 1:
            return chr(int(body[1:], 16))
        return body

    return _ESCAPE.sub(one, raw) if "\\" in raw else raw


def _normalise_expr(expr: str) -> str:
    """Whitespace is formatting, not meaning: collapse it, and drop it inside brackets and before commas."""
    expr = re.sub(r"\s+", " ", expr).strip()
    return re.sub(r"(?<=[(\[{]) | (?=[)\]},])|,(?= ?[)\]}])", "", expr)


def _template_parts(raw: str) -> list[tuple[str, str]]:
    """Split template-literal source text into ("text", raw) and ("expr", expression) parts."""
    parts: list[tuple[str, str]] = []
    pos = start = 0
    while True:
        m = _TEMPLATE_STOP.search(raw, pos)
        if m is None or m.group() == "`":
            if m is not None and m.group() == "`":  # an unescaped backtick in a catalog message: keep it as text
                pos = m.end()
                continue
            break
        if m.group() == "\\":
            pos = m.end() + 1
            continue
        parts.append(("text", raw[start : m.start()]))
        _toks, end = _lex(raw, m.end(), nested=True)
        parts.append(("expr", raw[m.end() : end - 1]))
        pos = start = end
    parts.append(("text", raw[start:]))
    return parts


def _key_of(parts: Iterable[tuple[str, str]]) -> Key:
    """Parts -> key: literal text cooked and merged, expressions normalised, empty text dropped."""
    out: list[tuple[str, str]] = []
    for kind, value in parts:
        if kind == "text":
            if not value:
                continue
            if out and out[-1][0] == "text":
                out[-1] = ("text", out[-1][1] + value)
            else:
                out.append(("text", value))
        else:
            out.append(("expr", _normalise_expr(value)))
    return tuple(out)


def message_key(template: str) -> Key:
    """The comparison key of a catalog ``message`` (template-literal source text)."""
    return _key_of((k, _cook(v) if k == "text" else v) for k, v in _template_parts(template))


def skeleton(key: Key) -> Key:
    """The key without expressions: two templates that say the same but name their values differently."""
    return tuple((k, v if k == "text" else "") for k, v in key)


def render_key(key: Key) -> str:
    return "".join(v if k == "text" else "${" + v + "}" for k, v in key)
