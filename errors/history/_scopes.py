"""Which named function or method encloses a line: the "throw site" a wording is compared at across releases.

A light reading of the tokens, not a parser: a ``{`` opens a named scope when it follows ``class Name ...``,
``name(...)`` (a method or ``function name(...)``), or ``name = (...) =>`` / ``name: (...) =>`` (an arrow
function assigned to a name or property). Every other brace (objects, blocks, anonymous callbacks) opens an
unnamed scope. A line's site is the chain of named scopes around it, ``Workspace.constructor``. The label only
has to be the same for the same code in two releases, so its occasional oddities do not matter.
"""

from __future__ import annotations

from ..drift._keys import SourceError, _lex, _Tok, partner

_NOT_NAMES = frozenset({"if", "for", "while", "switch", "catch", "with", "function", "return", "await", "typeof"})


def _name_before_call(toks: list[_Tok], close: int) -> str | None:
    """For a ``)`` at ``close``: the name called or declared just before its ``(``."""
    i = partner(toks, close)
    if i >= len(toks) or toks[i].text != "(":
        return None
    j = i - 1
    if j >= 0 and toks[j].text == ">":  # a generic method: name<T>(
        stop = max(j - 200, -1)
        while j > stop and toks[j].text != "<":
            j -= 1
        j -= 1
    if j >= 0 and toks[j].text == "async":
        j -= 1
    elif j >= 0 and toks[j].kind == "ident" and toks[j].text not in _NOT_NAMES:
        return toks[j].text
    if j > 0 and toks[j].text in ("=", ":") and toks[j - 1].kind == "ident":
        return toks[j - 1].text  # name = (...) =>  /  name: async (...) =>
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


#: A name longer than this is cut: the label only has to be the same in two releases.
_MAX_NAME = 100
#: The innermost names a chain keeps (real code names fewer than ten levels).
_MAX_CHAIN = 16


class Sites:
    """The named scope chain of every line of one file.

    Named scopes nest as their braces do, so one sweep over the line starts finds each line's innermost one;
    a chain is a tuple that shares its parent's names, and becomes text only when a line's site is asked for.
    """

    def __init__(self, text: str) -> None:
        try:
            toks, _end = _lex(text)
        except SourceError:
            toks = []  # nested too deeply to read: every line is at the top level
        starts = [0]
        pos = text.find("\n")
        while pos != -1:
            starts.append(pos + 1)
            pos = text.find("\n", pos + 1)
        spans: list[tuple[int, int, tuple[str, ...]]] = []  # (start offset, end offset, chain)
        stack: list[tuple[int, tuple[str, ...] | None]] = []  # each open brace: start, and its chain if named
        chains: list[tuple[str, ...]] = [()]  # the chain around each open brace, innermost last
        for i, tok in enumerate(toks):
            if tok.kind != "punct":
                continue
            if tok.text == "{":
                name = _label(toks, i)
                around = chains[-1]
                chain = (*around[-(_MAX_CHAIN - 1) :], name[:_MAX_NAME]) if name is not None else None
                stack.append((tok.start, chain))
                chains.append(chain if chain is not None else around)
            elif tok.text == "}" and stack:
                start, chain = stack.pop()
                chains.pop()
                if chain is not None:
                    spans.append((start, tok.end, chain))
        spans.sort(key=lambda s: s[0])
        self._innermost = _innermost_at(starts, spans)
        self._text: dict[tuple[str, ...], str] = {}

    def at_line(self, line: int) -> str:
        """The innermost named scope around the start of ``line`` (1-based); "" at the top level."""
        if line < 1 or line > len(self._innermost):
            return ""
        chain = self._innermost[line - 1]
        if chain not in self._text:
            self._text[chain] = ".".join(chain)
        return self._text[chain]


def _innermost_at(line_starts: list[int], spans: list[tuple[int, int, tuple[str, ...]]]) -> list[tuple[str, ...]]:
    """For each line start, the chain of the innermost span holding it (spans sorted by start, nested)."""
    out: list[tuple[str, ...]] = []
    open_spans: list[tuple[int, tuple[str, ...]]] = []  # (end, chain), innermost last
    k = 0
    for offset in line_starts:
        while k < len(spans) and spans[k][0] <= offset:
            _start, end, chain = spans[k]
            while open_spans and open_spans[-1][0] <= spans[k][0]:
                open_spans.pop()
            open_spans.append((end, chain))
            k += 1
        while open_spans and open_spans[-1][0] <= offset:
            open_spans.pop()
        out.append(open_spans[-1][1] if open_spans else ())
    return out
