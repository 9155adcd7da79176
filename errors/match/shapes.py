"""The shape of a line that can hold a cut-off message, or one line of a wrapped one: a regex per template, for
the one pass (:mod:`errors.match.engine`) to rule out the lines that hold a template's words and go on with
other ones.

- **Cut off.** A cut-off reading is the start of the message running to the end of its text, showing at least
  MIN_PREFIX_CHARS characters of its literal text (:mod:`errors.match.exact`). So a line holds those
  characters, then some start of the rest of the template, then where a text read from a line ends: spaces,
  a cut mark, then the line's end, a quote (a JSON or logfmt value) or a backslash (a JSON string's escaped
  line break). ``exited with code 1: directory not found in cache`` is no cut-off ``Directory not found in
  composite skill source: ${path}``: after "directory not found " the line goes on with "cache".
- **Wrapped.** A message wrapped over lines is cut at each line's end: each of its lines ends inside it (the
  first and the middle ones) or starts inside it (the middle and the last ones). Per piece that brings a line
  in (``Conditions.wrap``), the line ends with some start of the template's text after the piece (not all of
  it: the message goes on below), or starts with some end of the text before it.

"Some start of the rest" is one optional group per character, nested (``a(?:b(?:c)?)?``); a value takes what
its kind allows (:data:`errors.match.values.KIND_PATTERNS`, cut off or not, maybe quoted); past a free-text or
closed-set value, or past REACH characters, anything may follow. A character that folding or a web page may
spell otherwise (a quote, a dash, ``&<>``, anything not ASCII) takes one to six bytes of anything. The regexes
are over the one pass's cleaned bytes (lower-cased; no line break inside), for Hyperscan and Python's ``re``
alike, and they only rule lines out: a line they let through is read as before.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

from ..template import Literal
from .compiled import ANCHOR_PIECE, MIN_PREFIX_CHARS, CompiledTemplate

__all__ = [
    "REACH", "WrapSide", "cut_shape", "exported_rules", "meets_wrap", "more_lines", "wrap_pass_patterns", "wrap_shape",
]  # fmt: skip

# How far past its required part a shape follows the template (each character one nested group).
REACH = 48
# How much of the literal text beside a piece the one pass's wrap patterns hold (wrap_pass_patterns).
PASS_REACH = 3
# Explicit classes, no "." or "\\s": the browser's port (site/static/matcher.js) reads the same regexes, where
# "." stops at a carriage return and "\\s" takes a no-break space.
_ANYTHING = rb"[^\n]*"
# A character folding, a web page or an encoding may spell otherwise (a quote, a dash, "<", ">"): as it is,
# as the two or three bytes of a typographic one, as an entity or escaped. Narrow, so that a regex engine does
# not try every way of splitting a quoted value between it and the value.
_SPELLED_CHARS = "'\"`-<>"
_SPELLED = rb"(?:%s|[\x80-\xff]{2,3}|&[#a-z0-9]{2,8};|\\%s)"
# Anything else not ASCII or not in ANCHOR_PIECE (no head holds such a character today).
_ANY_CHAR = rb"[^\n]{1,6}"
# Quotes around a value that the template does not show (errors.match.exact strips them from values).
_QUOTES = rb"(?:['\"`]|\xe2\x80[\x98-\x9f]|\\\")*"
_SPACE = rb" \t\n\r\f\v"
# Each kind's values, cut off or whole (errors.match.values' _CUT forms: they take the whole values too).
_VALUES: dict[str, bytes] = {
    "integer": rb"-?[0-9]*",
    "number": rb"-?[0-9]*(?:\.[0-9]*)?",
    "identifier": rb"[^" + _SPACE + rb"'\"`()\[\]{}<>,;|]*",
    "path": rb"[^" + _SPACE + rb"'\"`<>|,;]*",
    "url": rb"(?:[a-z][a-z0-9+.-]*(?::(?:/(?:/[^" + _SPACE + rb"'\"`<>|]*)?)?)?)?",
}
# Where a text read from a line ends (errors.normalize: its end stripped, a cut mark dropped).
_CUT_MARK = rb"(?:\xe2\x80\xa6|\.\.\.|\[\.\.\.\]|\[truncated\]|\(truncated\))"
_TEXT_END = rb"[ \r]*(?:" + _CUT_MARK + rb"[ \r]*)*(?:$|[\"\\])"
_LINE_END = rb"[ \r]*$"
_LINE_START = rb"^ *"


class _Token(NamedTuple):
    regex: bytes | None  # None: a free-text or closed-set value, anything may stand there
    literal: bool  # a character of the template's literal text


@functools.lru_cache(maxsize=1024)  # a template's every character asks: the few distinct ones, worked out once
def _char(ch: str) -> bytes:
    if ch.isascii() and ANCHOR_PIECE.fullmatch(ch.lower()):
        return re.escape(ch.lower().encode())
    if ch in _SPELLED_CHARS:
        escaped = re.escape(ch.encode())
        return _SPELLED % (escaped, escaped)
    return _ANY_CHAR


def _tokens(c: CompiledTemplate) -> list[_Token]:
    kinds = {p.name: p.kind for p in c.entry.params}
    closed = {p.name for p in c.entry.params if p.values}
    out: list[_Token] = []
    for part in c.head.parts:
        if isinstance(part, Literal):
            out += [_Token(_char(ch), True) for ch in part.text]
        else:
            kind = kinds.get(part.name, "text")
            value = _VALUES.get(kind) if part.name not in closed else None
            out.append(_Token(None if value is None else _QUOTES + value + _QUOTES, False))
    return out


def more_lines(c: CompiledTemplate) -> bool:
    """Whether the message goes on past the line its head is (a multi-line template)."""
    return any(isinstance(p, Literal) and "\n" in p.text for p in c.template.parts)


def _starts(tokens: list[_Token], tail: bytes) -> bytes:
    """Some start of ``tokens`` (maybe none of it), each token nested in the one before; ``tail`` after the
    last one. A free-text value, or REACH tokens, end the nesting: anything may follow."""
    out, closing = b"", b""
    for count, token in enumerate(tokens):
        if token.regex is None or count >= REACH:
            return out + _ANYTHING + closing
        out += b"(?:" + token.regex
        closing = b")?" + closing
    return out + tail + closing


def _ends(tokens: list[_Token]) -> bytes:
    """Some end of ``tokens`` (maybe none of it), each token nested in the one after it. A free-text value, or
    REACH tokens, end the nesting: anything may come before."""
    kept: list[_Token] = []
    for token in reversed(tokens):
        if token.regex is None or len(kept) >= REACH:
            break
        kept.append(token)
    out = _ANYTHING if len(kept) < len(tokens) else b""
    for token in reversed(kept):
        out = b"(?:" + out + (token.regex or b"") + b")?"
    return out


def cut_shape(c: CompiledTemplate) -> bytes:
    """The regex a line holding a cut-off rendering of ``c`` meets (b"": ``c`` has too little literal text to
    be read cut off)."""
    tokens = _tokens(c)
    shown = at = 0
    while at < len(tokens) and shown < MIN_PREFIX_CHARS:
        shown += tokens[at].literal
        at += 1
    if shown < MIN_PREFIX_CHARS:
        return b""
    required = b"".join(_ANYTHING if t.regex is None else t.regex for t in tokens[:at])
    while required.startswith(_ANYTHING):  # anything may come before the message anyway
        required = required[len(_ANYTHING) :]
    tail = _ANYTHING if more_lines(c) else b""
    return required + _starts(tokens[at:], tail) + _TEXT_END


class WrapSide(NamedTuple):
    """One way a line holding ``piece`` is one line of a wrapped message, with what tells most lines apart
    without the regex."""

    piece: bytes
    ends: bool  # the line ends inside the message after the piece (else: it starts inside it before the piece)
    # The template's literal text on that side of the piece, next to it, up to a value or a character spelled
    # otherwise (``ends``: the text after it; else the text before it).
    literal: bytes
    whole: bool  # ``literal`` is all the side holds: it decides alone
    regex: bytes  # the shape, starting with the piece (``ends``) or at the line's start


def wrap_shape(c: CompiledTemplate, pieces: tuple[bytes, ...]) -> tuple[WrapSide, ...]:
    """The ways a line holding one of ``pieces`` (of ``c``'s literal text) is one line of ``c`` wrapped over
    several (none when a piece is not found in the template's first line: no shape then)."""
    tokens = _tokens(c)
    text = b"".join(_plain(t) for t in tokens)
    more = more_lines(c)
    sides: list[WrapSide] = []
    for piece in pieces:
        at = text.find(piece)
        if at == -1:
            return ()
        while at != -1:
            before, after = tokens[:at], tokens[at + len(piece) :]
            body = b"".join(t.regex or b"" for t in tokens[at : at + len(piece)])
            # A line starting where the message starts is its first line (it must end inside it); one holding
            # the rest of the message whole is its last line (it must start inside it).
            if before:
                literal = _plain_run(reversed(before))[::-1]
                whole = len(literal) == len(before) <= REACH
                sides.append(WrapSide(piece, False, literal, whole, _LINE_START + _ends(before) + body))
            if more:
                sides.append(WrapSide(piece, True, b"", False, body + _starts(after, _ANYTHING) + _LINE_END))
            elif after:
                rest = after[:-1] if after[-1].literal else after
                literal = _plain_run(rest)
                whole = len(literal) == len(rest) <= REACH
                sides.append(WrapSide(piece, True, literal, whole, body + _starts(rest, b"") + _LINE_END))
            at = text.find(piece, at + 1)
    return tuple(dict.fromkeys(sides))


def _plain_run(tokens: Iterable[_Token]) -> bytes:
    """The characters of the first tokens that are plain literal characters, up to REACH."""
    out = b""
    for token in tokens:
        plain = _plain(token)
        if plain == b"\0" or len(out) >= REACH:
            break
        out += plain
    return out


def meets_wrap(sides: tuple[WrapSide, ...], line: bytes, regex: Callable[[bytes], re.Pattern[bytes]]) -> bool:
    """Whether a (cleaned) line holding some of the pieces is one line of the message in one of these ways;
    ``regex`` compiles a side's regex (kept by the caller). The literal text next to the piece rules most lines
    out: only a line that holds all of it and more is matched against the regex."""
    for side in sides:
        at = line.find(side.piece)
        while at != -1:
            if side.ends:
                rest = line[at + len(side.piece) :].rstrip(b" \r")
                if len(rest) <= len(side.literal):
                    if side.literal.startswith(rest):
                        return True
                elif not side.whole and rest.startswith(side.literal):
                    if regex(side.regex).match(line, at) is not None:
                        return True
            else:
                head = line[:at].lstrip(b" ")
                if len(head) <= len(side.literal):
                    if side.literal.endswith(head):
                        return True
                elif not side.whole and head.endswith(side.literal):
                    if regex(side.regex).match(line) is not None:
                        return True
            at = line.find(side.piece, at + 1)
    return False


def wrap_pass_patterns(sides: tuple[WrapSide, ...], pieces: tuple[bytes, ...]) -> tuple[bytes, ...]:
    """What the one pass looks for to bring a line in as one line of a wrapped message: per side, the piece with
    the literal text :func:`meets_wrap` checks beside it before its regex (Hyperscan regexes in multi-line
    mode, ``^`` and ``$`` at line breaks). A line meeting none fails meets_wrap, so the pass leaves it out
    instead of handing it on to be ruled out: a Mastra app's own lines hold its log tags (``[WorkspaceSkills]``)
    by the thousand. Without sides (no shape: any line holding a piece is one), the pieces themselves."""
    if not sides:
        return tuple(re.escape(p) for p in pieces)
    return tuple(dict.fromkeys(_side_pattern(side) for side in sides))


def _side_pattern(side: WrapSide) -> bytes:
    piece, literal = re.escape(side.piece), side.literal
    if not literal and not side.whole:  # anything may stand beside the piece
        return piece
    # The literal text next to the piece, up to PASS_REACH characters (each a nested group: Hyperscan's compile
    # time grows with them). Past them, or when the side is not all literal, the line may go on.
    near = literal[:PASS_REACH] if side.ends else literal[-PASS_REACH:]
    chars = [re.escape(near[i : i + 1]) for i in range(len(near))]
    longer = b"" if side.whole and near == literal else b"|" + re.escape(near)
    if side.ends:  # the rest of the line: some start of the literal text, then spaces to the line's end
        start = b"".join(b"(?:" + ch for ch in chars) + b")?" * len(chars)
        return piece + b"(?:" + start + _LINE_END + longer + b")"
    end = b""  # the line before the piece: spaces, then some end of the literal text
    for ch in chars:
        end = b"(?:" + end + ch + b")?"
    return b"(?:" + _LINE_START + end + longer + b")" + piece


def _plain(token: _Token) -> bytes:
    """A token as the pieces spell it: its character, or a byte no piece holds (a value, a character that may
    be spelled otherwise)."""
    if not token.literal or token.regex is None or token.regex.startswith((_ANY_CHAR, b"(?:")):
        return b"\0"
    return token.regex[1:] if token.regex.startswith(b"\\") else token.regex


def exported_rules() -> dict[str, Any]:
    """The pieces the shapes are made of, as text, for the browser's port (site/static/matcher.js builds the same
    regexes from them and the template's parts: tests/site/test_matcher_equal.py holds the two equal)."""

    def text(regex: bytes) -> str:
        return regex.decode("ascii")

    return {
        "reach": REACH,
        "anything": text(_ANYTHING),
        "any_char": text(_ANY_CHAR),
        "spelled": text(_SPELLED),
        "spelled_chars": _SPELLED_CHARS,
        "quotes": text(_QUOTES),
        "values": {kind: text(regex) for kind, regex in _VALUES.items()},
        "text_end": text(_TEXT_END),
        "line_end": text(_LINE_END),
        "line_start": text(_LINE_START),
        "anchor_char": ANCHOR_PIECE.pattern,
        # What re.escape puts a backslash before (CPython's re._special_chars_map), so that both spell a
        # character alike.
        "escaped": "".join(sorted(chr(c) for c in re._special_chars_map)),  # type: ignore[attr-defined]
    }
