"""Which named function or method encloses a line: the "throw site" a wording is compared at across releases.

A light reading of the tokens, not a parser: a ``{`` opens a named scope when it follows ``class Name ...``,
``name(...)`` (a method or ``function name(...)``), or ``name = (...) =>`` / ``name: (...) =>`` (an arrow
function assigned to a name or property). Every other brace (objects, blocks, anonymous callbacks) opens an
unnamed scope. A line's site is the chain of named scopes around it, ``Workspace.constructor``. The label only
has to be the same for the same code in two releases, so its occasional oddities do not matter.
"""

from __future__ import annotations

import bisect

from ..drift._keys import _lex, _Tok

_NOT_NAMES = frozenset({"if", "for", "while", "switch", "catch", "with", "function", "return", "await", "typeof"})


def _name_before_call(toks: list[_Tok], close: int) -> str | None:
    """For a ``)`` at ``close``: the name called or declared just before its ``(``."""
    depth = 0
    for i in range(close, -1, -1):
        t = toks[i]
        if t.kind != "punct":
            continue
        if t.text == ")":
            depth += 1
        elif t.text == "(":
            depth -= 1
            if depth == 0:
                j = i - 1
                if j >= 0 and toks[j].text == ">":  # a generic method: name<T>(
                    while j >= 0 and toks[j].text != "<":
                        j -= 1
                    j -= 1
                if j >= 0 and toks[j].text == "async":
                    j -= 1
                elif j >= 0 and toks[j].kind == "ident" and toks[j].text not in _NOT_NAMES:
                    return toks[j].text
                if j > 0 and toks[j].text in ("=", ":") and toks[j - 1].kind == "ident":
                    return toks[j - 1].text  # name = (...) =>  /  name: async (...) =>
                return None
    return None


def _label(toks: list[_Tok], i: int) -> str | None:
    """The name of the scope the ``{`` at ``i`` opens, or None."""
    j = i - 1
    # class Name<T extends X = Y> extends Base<T> implements I {   (generics may hold `=` and `,`)
    angle = 0
    for k in range(i - 1, max(i - 200, -1), -1):
        t = toks[k]
        if t.text in (">", ">>", ">>>"):
            angle += len(t.text)
        elif t.text == "<":
            angle -= 1
        elif angle <= 0 and t.kind == "punct" and t.text in (";", "{", "}", "(", ")", "=", ","):
            break
        if t.kind == "ident" and t.text == "class":
            return toks[k + 1].text if k + 1 < i and toks[k + 1].kind == "ident" else None
    # A return type between `)` and `{`: `): Promise<void> {`
    depth = 0
    while j >= 0:
        t = toks[j]
        if t.text == ")" and depth == 0:
            break
        if t.text in (">", ">>"):
            depth += len(t.text)
        elif t.text == "<":
            depth -= 1
        elif depth == 0 and t.kind == "punct" and t.text in (";", "{", "}", "=", ","):
            return None
        if depth == 0 and t.text == "=>":
            j -= 1
            continue
        j -= 1
        if i - j > 30:
            return None
    if j < 0:
        return None
    return _name_before_call(toks, j)


class Sites:
    """The named scope chain of every line of one file."""

    def __init__(self, text: str) -> None:
        toks, _end = _lex(text)
        starts = [0]
        pos = text.find("\n")
        while pos != -1:
            starts.append(pos + 1)
            pos = text.find("\n", pos + 1)
        self._line_starts = starts
        spans: list[tuple[int, int, str]] = []  # (start offset, end offset, chain)
        stack: list[tuple[int, str | None]] = []
        for i, tok in enumerate(toks):
            if tok.kind != "punct":
                continue
            if tok.text == "{":
                stack.append((tok.start, _label(toks, i)))
            elif tok.text == "}" and stack:
                start, name = stack.pop()
                if name is not None:
                    chain = ".".join(n for _, n in stack if n is not None)
                    spans.append((start, tok.end, f"{chain}.{name}" if chain else name))
        spans.sort()
        self._spans = spans

    def at_line(self, line: int) -> str:
        """The innermost named scope around the start of ``line`` (1-based); "" at the top level."""
        if line < 1 or line > len(self._line_starts):
            return ""
        offset = self._line_starts[line - 1]
        end_of_line = self._line_starts[line] if line < len(self._line_starts) else offset + 1
        best = ""
        best_start = -1
        limit = bisect.bisect_right(self._spans, (end_of_line, 0, ""))
        for start, end, chain in self._spans[:limit]:
            if start <= offset < end and start > best_start:
                best, best_start = chain, start
        return best
