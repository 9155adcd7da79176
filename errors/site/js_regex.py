"""Python regex sources rewritten as ECMAScript ones (flags ``u``, plus ``i``) that match the same strings.

The browser's matcher (site/static/matcher.js) runs the normaliser's and the catalog's own regexes, exported
from the Python sources at build time rather than typed again. The two dialects differ where it matters:

- ``\\s``, ``\\w`` and ``\\d`` (and so ``\\b``) are Python's sets (``str.isspace``, ``str.isalnum``, decimal
  digits, as the running Python's Unicode tables have them), ASCII or another Unicode version's in ECMAScript.
  They are written as the markers ``\\p{Py_s}``, ``\\p{Py_w}``, ``\\p{Py_d}`` inside a class, and the browser puts
  in the ranges :func:`python_classes` exports (once, not in every regex);
- ``.`` stops only at ``\\n`` in Python (ECMAScript also stops at ``\\r``, ``\\u2028``, ``\\u2029``);
- ``$`` also matches before a final newline in Python; ``\\A``/``\\Z`` do not exist in ECMAScript;
- ``(?P<name>...)``/``(?P=name)`` are ``(?<name>...)``/``\\k<name>``;
- the ``u`` flag refuses needless escapes (``\\-`` outside a class, ``\\'``) and a lone ``{``.

Anything else Python-only (inline flags, conditionals, ``\\Z`` inside a class...) raises :class:`JsRegexError`:
the build fails rather than ship a regex that means something else. tests/site/test_matcher_equal.py checks
the classes against Python's over the whole Basic Multilingual Plane in Chromium.
"""

from __future__ import annotations

import re
import sys
from functools import cache

__all__ = ["JsRegexError", "python_classes", "python_space_chars", "to_js"]

_SYNTAX = set("^$\\.*+?()[]{}|/")
# Markers for Python's classes (see python_classes): not valid ECMAScript, so an unreplaced one fails loudly.
_MARKERS = {"s": r"\p{Py_s}", "w": r"\p{Py_w}", "d": r"\p{Py_d}"}
_QUANTIFIER = re.compile(r"\{\d+(?:,\d*)?\}|\{,\d+\}")
_SIMPLE = {"n": r"\n", "t": r"\t", "r": r"\r", "f": r"\f", "v": r"\v", "a": r"\x07", "0": r"\x00"}


class JsRegexError(ValueError):
    """A Python regex construct with no ECMAScript equivalent here."""


def _escape_char(code: int) -> str:
    return f"\\u{{{code:x}}}" if code > 0xFFFF else f"\\u{code:04x}"


@cache
def python_space_chars() -> str:
    """Every character ``str.isspace`` (and so Python's ``\\s`` and ``str.strip``) counts as whitespace."""
    return "".join(re.findall(r"\s", _every_code_point()))


@cache
def _every_code_point() -> str:
    return "".join(map(chr, range(sys.maxunicode + 1)))


@cache
def python_classes() -> dict[str, str]:
    """The bodies of character classes holding exactly what Python's ``\\s``, ``\\w`` and ``\\d`` match, keyed by
    the markers that stand for them in the regexes :func:`to_js` writes."""
    # Asked of the `re` module itself, over every code point in order: each run of characters a class matches
    # is a range of code points (a character at a time in Python took a second and a half).
    every = _every_code_point()
    out: dict[str, str] = {}
    for letter, marker in _MARKERS.items():
        runs = [(m.start(), m.end() - 1) for m in re.finditer(rf"\{letter}+", every)]
        out[marker] = "".join(_escape_char(a) if a == b else f"{_escape_char(a)}-{_escape_char(b)}" for a, b in runs)
    return out


def _class_escape(letter: str, in_class: bool) -> str:
    body = _MARKERS.get(letter.lower())
    if body is None:
        raise JsRegexError(f"\\{letter}")
    if letter.islower():
        return body if in_class else f"[{body}]"
    if in_class:
        raise JsRegexError(f"\\{letter} inside a character class")
    return f"[^{body}]"


def to_js(source: str, *, ignore_case: bool = False, dotall: bool = False) -> tuple[str, str]:
    """``(source, flags)`` of an ECMAScript regex equivalent to the Python one (``re.match`` is then a match
    at index 0 with the sticky flag, or the source starting with ``^``)."""
    out: list[str] = []
    i, in_class = 0, False
    word = f"[{_MARKERS['w']}]"
    while i < len(source):
        ch = source[i]
        if ch == "\\":
            if i + 1 == len(source):
                raise JsRegexError("trailing backslash")
            nxt = source[i + 1]
            i += 2
            if nxt in "sSwWdD":
                out.append(_class_escape(nxt, in_class))
            elif nxt == "b" and not in_class:
                out.append(f"(?:(?<={word})(?!{word})|(?<!{word})(?={word}))")
            elif nxt == "B" and not in_class:
                out.append(f"(?:(?<={word})(?={word})|(?<!{word})(?!{word}))")
            elif nxt in "AZ" and not in_class:
                out.append("^" if nxt == "A" else "$")
            elif nxt == "b":  # backspace inside a class, in both dialects
                out.append(r"\x08")
            elif nxt in _SIMPLE:
                if nxt == "0" and i < len(source) and source[i].isdigit():
                    raise JsRegexError("octal escape")
                out.append(_SIMPLE[nxt])
            elif nxt == "x":
                out.append("\\x" + source[i : i + 2])
                i += 2
            elif nxt in "uU":
                width = 4 if nxt == "u" else 8
                out.append(_escape_char(int(source[i : i + width], 16)))
                i += width
            elif nxt.isdigit() and not in_class:
                out.append("\\" + nxt)  # a numbered back-reference
            elif nxt.isalnum():
                raise JsRegexError(f"\\{nxt}")
            elif nxt in _SYNTAX or (in_class and nxt == "-"):
                out.append("\\" + nxt)
            else:
                out.append(nxt)  # an identity escape the `u` flag refuses: the character itself
            continue
        if in_class:
            if ch == "]" and not (out[-1] == "[" or out[-1] == "[^"):
                in_class = False
            elif ch == "[":
                ch = "\\["  # Python reads a nested `[` as itself; the `v` flag would not
            out.append(ch)
            i += 1
            continue
        if ch == "[":
            in_class = True
            if source.startswith("[^", i):
                out.append("[^")
                i += 2
            else:
                out.append("[")
                i += 1
            if i < len(source) and source[i] == "]":  # `[]...]`: Python reads the first `]` as itself
                out.append("\\]")
                i += 1
            continue
        if ch == ".":
            out.append(r"[\s\S]" if dotall else r"[^\n]")
        elif ch == "$":
            out.append(r"(?=\n?$)")
        elif ch == "(" and source.startswith("(?", i):
            if source.startswith("(?P<", i):
                out.append("(?<")
                i += 4
                continue
            if source.startswith("(?P=", i):
                end = source.index(")", i)
                out.append(f"\\k<{source[i + 4 : end]}>")
                i = end + 1
                continue
            if source[i + 2 : i + 3] not in (":", "=", "!", "<"):
                raise JsRegexError(f"group {source[i : i + 4]!r}")
            out.append("(?")
            i += 2
            continue
        elif ch == "{":
            quantifier = _QUANTIFIER.match(source, i)
            if quantifier is None:
                out.append("\\{")
            else:
                text = quantifier.group()
                out.append("{0," + text[2:] if text.startswith("{,") else text)
                i += len(text)
                continue
        elif ch == "}":
            out.append("\\}")
        else:
            out.append(ch)
        i += 1
    if in_class:
        raise JsRegexError("unterminated character class")
    return "".join(out), "u" + ("i" if ignore_case else "")
