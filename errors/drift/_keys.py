"""Tokenizing TypeScript just enough to find string literals, and turning templates into comparable keys."""

from __future__ import annotations

import bisect
import functools
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
# A regular-expression literal ends on its line; bounded, so that a slash that opens none costs little.
_REGEX = re.compile(r"/(?![*/])(?:[^/\\\[\n]|\\.|\[(?:[^\]\\\n]|\\.){0,1024}\]){1,1024}/[A-Za-z]*")
_TEMPLATE_STOP = re.compile(r"`|\\|\$\{")
# After these a `/` starts a regular expression; after a name, number or closing bracket it divides.
_REGEX_AFTER_WORDS = frozenset(
    {"return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield"}
    | {"await"}
)
#: Brackets, and template literals inside template literals, nested deeper than this are not source a person
#: wrote (real code nests under 20): the file is refused, so nothing that reads its tokens depends on depth.
MAX_NESTING = 256
_OPENERS = frozenset("([{")
_CLOSERS = frozenset(")]}")


class SourceError(Exception):
    """A source file that cannot be read as code: its message says why, for a person."""


class _Tok(NamedTuple):
    kind: str  # str, tmpl, ident, num, punct, regex
    start: int
    end: int
    text: str
    # For a bracket: the start offset of its partner (the closing one of an opening one, and back), -1 for none.
    # Offsets, not indexes, so that a slice of the token list can still find partners (by bisection).
    pair: int = -1


def _regex_allowed(prev: _Tok | None) -> bool:
    if prev is None:
        return True
    if prev.kind == "ident":
        return prev.text in _REGEX_AFTER_WORDS
    if prev.kind in ("num", "str", "tmpl", "regex"):
        return False
    return prev.text not in (")", "]", "}")


def _too_deep(what: str) -> SourceError:
    return SourceError(f"{what} nested more than {MAX_NESTING} deep: not source a person wrote")


class _Frame:
    """The code of one open ``${``: its brace depth, and its last token (to tell a regular expression from a
    division)."""

    __slots__ = ("depth", "prev")

    def __init__(self) -> None:
        self.depth = 0
        self.prev: _Tok | None = None


def _skip_nested(text: str, pos: int, *, in_code: bool) -> int:
    """The index after a template literal whose text starts at ``pos`` (just after its backtick), or, with
    ``in_code``, after the ``}`` that closes the ``${`` whose code starts at ``pos``.

    Iterative, so nesting costs no recursion: each open ``${`` is a frame; a template inside one goes back to it
    when its backtick closes, and its ``}`` goes back to the template that holds it.
    """
    frames = [_Frame()] if in_code else []
    code = in_code
    n = len(text)
    while pos < n:
        if not code:
            m = _TEMPLATE_STOP.search(text, pos)
            if m is None:
                return n
            pos = m.end()
            if m.group() == "`":
                if not frames:
                    return pos
                code = True  # the template ends; the code around it goes on
            elif m.group() == "\\":
                pos += 1
            else:
                if len(frames) >= MAX_NESTING:
                    raise _too_deep("template literals")
                frames.append(_Frame())
                code = True
            continue
        frame = frames[-1]
        t = _TOKEN.match(text, pos)
        if t is None:
            return n
        kind = t.lastgroup or ""
        start, pos = t.start(kind), t.end()
        if kind == "comment":
            continue
        if kind == "tick":
            frame.prev = _Tok("tmpl", start, start + 1, "`")
            code = False
            continue
        if kind == "slash":
            r = _REGEX.match(text, start) if _regex_allowed(frame.prev) else None
            kind, pos = ("regex", r.end()) if r is not None else ("punct", pos)
        elif kind == "punct" and text[start] == "{":
            frame.depth += 1
            if frame.depth > MAX_NESTING:
                raise _too_deep("braces")
        elif kind == "punct" and text[start] == "}":
            if frame.depth == 0:
                frames.pop()
                if not frames and in_code:
                    return pos
                code = False  # back in the template that holds this ${...}
                continue
            frame.depth -= 1
        frame.prev = _Tok(kind, start, pos, text[start:pos])
    return n


@functools.lru_cache(maxsize=8)
def _lex(text: str) -> tuple[list[_Tok], int]:
    """The tokens of ``text`` (template literals are one token each), brackets paired; and the text's length.
    Kept for the last few texts: the readers of a file (its error sites, its returned failures, its scopes)
    each ask for its tokens, one after another. Callers only read the list.

    Raises :class:`SourceError` when brackets or template literals nest deeper than :data:`MAX_NESTING`.
    """
    toks: list[_Tok] = []
    n = len(text)
    pos = 0
    prev: _Tok | None = None
    match = _TOKEN.match
    opened: list[int] = []  # indexes of the open brackets
    new = tuple.__new__
    while pos < n:
        m = match(text, pos)
        if m is None:  # only trailing whitespace is left
            break
        kind = m.lastgroup or ""
        start, pos = m.start(kind), m.end()
        if kind == "comment":
            continue
        if kind == "tick":
            pos = _skip_nested(text, start + 1, in_code=False)
            kind = "tmpl"
        elif kind == "slash":
            r = _REGEX.match(text, start) if _regex_allowed(prev) else None
            if r is not None:
                kind, pos = "regex", r.end()
            else:
                kind = "punct"
        word = text[start:pos]
        pair = -1
        if kind == "punct":
            if word in _OPENERS:
                if len(opened) >= MAX_NESTING:
                    raise _too_deep("brackets")
                opened.append(len(toks))
            elif word in _CLOSERS and opened:
                # Any closer pairs with the last opener, whatever its kind: as the readers always counted depth.
                at = opened.pop()
                o = toks[at]
                toks[at] = new(_Tok, (o.kind, o.start, o.end, o.text, start))
                pair = o.start
        prev = new(_Tok, (kind, start, pos, word, pair))  # tuple.__new__: without the Python-level constructor
        toks.append(prev)
    return toks, n


def partner(toks: list[_Tok], i: int) -> int:
    """The index in ``toks`` of the bracket paired with ``toks[i]``, or ``len(toks)`` when it has none there
    (unclosed, or outside this slice of the file's tokens)."""
    offset = toks[i].pair
    if offset < 0:
        return len(toks)
    n = len(toks)
    # Most brackets hold a few tokens: look there first, then bisect (tokens are in offset order).
    for j in range(i + 1, min(n, i + 9)) if offset > toks[i].start else range(i - 1, max(-1, i - 9), -1):
        if toks[j].start == offset:
            return j
    j = bisect.bisect_left(toks, offset, key=_start)
    return j if j < n and toks[j].start == offset else n


def _start(tok: _Tok) -> int:
    return tok.start


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
        end = _skip_nested(raw, m.end(), in_code=True)
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
