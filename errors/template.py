"""Upstream message templates: parse, name the parameters, render, and match.

An upstream template is the source text of a JavaScript string or template literal, for example
``Sandbox '${sandbox.id}' cannot run the session setup: no executeCommand implementation``. It is kept verbatim
in the catalog so that a drift check can compare it with the source. This module turns it into:

- literal parts, with JavaScript escapes (``\\n``, ``\\'``, ``\\u00e9``...) cooked into the text they produce;
- placeholders, each with a Python parameter name (see :func:`derive_name`);
- :meth:`Template.render`, which fills the placeholders;
- :meth:`Template.match`, which recognises a rendered message and extracts the values, in bounded time.

Matching never backtracks catastrophically. Every placeholder matches lazily, and the regex only runs after a
linear pre-check has found the literal parts in order (:meth:`Template.literals_in_order`). When the pre-check
passes, the leftmost-shortest assignment the lazy regex tries first is always a valid one (a value can absorb
any text, so taking the earliest occurrence of the next literal never blocks a later one), so the regex runs
in time linear in the text for each literal it scans for.
"""

from __future__ import annotations

import keyword
import re
from collections.abc import Mapping
from dataclasses import field
from typing import TYPE_CHECKING

from ._lazy_re import LazyPattern

if TYPE_CHECKING:
    from dataclasses import dataclass
else:  # the same classes, made without compiling their methods (errors._dataclass)
    from ._dataclass import dataclass

__all__ = [
    "Literal",
    "Match",
    "Placeholder",
    "Template",
    "TemplateError",
    "derive_name",
    "parse",
]

# A plain name or a member chain: `sandbox`, `sandbox.id`, `this._sandboxId`, `options.sandbox.provider`.
_MEMBER_CHAIN = LazyPattern(r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*")
_CAMEL_BOUNDARY = LazyPattern(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")

# JavaScript's single-character escapes inside string and template literals.
_SIMPLE_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "0": "\0"}


class TemplateError(ValueError):
    """A template that cannot be parsed, or a parameter that cannot be named."""


@dataclass(frozen=True)
class Literal:
    """Verbatim text between placeholders: ``source`` as written upstream, ``text`` as JavaScript renders it."""

    source: str
    text: str


@dataclass(frozen=True)
class Placeholder:
    """A ``${expr}`` slot. ``name`` is the Python parameter it becomes."""

    expr: str
    name: str


Part = Literal | Placeholder


def derive_name(expr: str) -> str | None:
    """The Python parameter name for a placeholder expression, or None when it needs an explicit one.

    The rule: a plain name or member chain drops a leading ``this``, strips leading underscores from each
    segment, keeps the last two segments, and joins them in snake_case: ``sandbox.id`` -> ``sandbox_id``,
    ``this._sandboxId`` -> ``sandbox_id``, ``options.sandbox.provider`` -> ``sandbox_provider``,
    ``this.pid`` -> ``pid``. Any other expression (a call, a ternary, arithmetic) has no derived name.
    """
    expr = expr.strip()
    if not _MEMBER_CHAIN.fullmatch(expr):
        return None
    segments = [s.lstrip("_$") for s in expr.split(".")]
    if segments and segments[0] == "this":
        segments = segments[1:]
    segments = [s for s in segments if s]
    if not segments:
        return None
    words = [_CAMEL_BOUNDARY.sub("_", s).lower() for s in segments[-2:]]
    return "_".join(words)


def _python_safe(name: str) -> str:
    return name + "_" if keyword.iskeyword(name) else name


def _cook(source: str) -> str:
    """The text a JavaScript literal produces from its source: escapes resolved."""
    if "\\" not in source:
        return source
    out: list[str] = []
    i = 0
    while i < len(source):
        ch = source[i]
        if ch != "\\" or i + 1 == len(source):
            out.append(ch)
            i += 1
            continue
        nxt = source[i + 1]
        if nxt in _SIMPLE_ESCAPES:
            out.append(_SIMPLE_ESCAPES[nxt])
            i += 2
        elif nxt == "u" and source[i + 2 : i + 3] == "{":
            end = source.find("}", i + 3)
            if end == -1:
                raise TemplateError(f"unterminated \\u{{...}} escape at offset {i}")
            out.append(chr(int(source[i + 3 : end], 16)))
            i = end + 1
        elif nxt == "u" and re.fullmatch(r"[0-9A-Fa-f]{4}", source[i + 2 : i + 6]):
            out.append(chr(int(source[i + 2 : i + 6], 16)))
            i += 6
        elif nxt == "x" and re.fullmatch(r"[0-9A-Fa-f]{2}", source[i + 2 : i + 4]):
            out.append(chr(int(source[i + 2 : i + 4], 16)))
            i += 4
        elif nxt == "\n":  # a line continuation produces nothing
            i += 2
        else:  # \' \" \` \$ \\ and any other character stand for themselves
            out.append(nxt)
            i += 2
    return "".join(out)


#: Template literals nested inside placeholders deeper than this are refused (real messages nest one or two).
MAX_NESTING = 32


def _scan_expression(source: str, start: int, nesting: int = 0) -> int:
    """The index of the ``}`` that closes the placeholder whose expression starts at ``start``.

    Expressions may hold strings, nested template literals (with their own placeholders) and braces; the
    nesting is capped, so no text can reach the recursion limit.
    """
    if nesting > MAX_NESTING:
        raise TemplateError(f"template literals nested more than {MAX_NESTING} deep at offset {start}")
    depth = 0
    i = start
    while i < len(source):
        ch = source[i]
        if ch in "'\"":
            i = _skip_string(source, i)
            continue
        if ch == "`":
            i = _skip_template(source, i, nesting + 1)
            continue
        if ch == "{":
            depth += 1
        elif ch == "}":
            if depth == 0:
                return i
            depth -= 1
        i += 1
    raise TemplateError(f"unterminated placeholder starting at offset {start - 2}")


def _skip_string(source: str, start: int) -> int:
    quote = source[start]
    i = start + 1
    while i < len(source):
        if source[i] == "\\":
            i += 2
            continue
        if source[i] == quote:
            return i + 1
        i += 1
    raise TemplateError(f"unterminated string starting at offset {start}")


def _skip_template(source: str, start: int, nesting: int = 0) -> int:
    i = start + 1
    while i < len(source):
        if source[i] == "\\":
            i += 2
            continue
        if source[i] == "`":
            return i + 1
        if source.startswith("${", i):
            i = _scan_expression(source, i + 2, nesting + 1) + 1
            continue
        i += 1
    raise TemplateError(f"unterminated nested template starting at offset {start}")


def _split(source: str) -> list[tuple[str, str]]:
    """Split a template into ("lit", source) and ("expr", expression) pieces."""
    pieces: list[tuple[str, str]] = []
    i = 0
    literal_start = 0
    while i < len(source):
        if source[i] == "\\":
            i += 2
            continue
        if source.startswith("${", i):
            pieces.append(("lit", source[literal_start:i]))
            end = _scan_expression(source, i + 2)
            expr = source[i + 2 : end].strip()
            if not expr:
                raise TemplateError(f"empty placeholder at offset {i}")
            pieces.append(("expr", expr))
            i = literal_start = end + 1
            continue
        i += 1
    pieces.append(("lit", source[literal_start:]))
    return [p for p in pieces if p != ("lit", "")]


def expressions_of(source: str) -> list[str]:
    """The placeholder expressions of upstream template text, in order, each once (no names needed)."""
    return list(dict.fromkeys(text for kind, text in _split(source) if kind == "expr"))


def parse(source: str, names: Mapping[str, str] | None = None) -> Template:
    """Parse upstream template text. ``names`` maps placeholder expressions to explicit parameter names.

    Raises :class:`TemplateError` for text that does not parse, or for a placeholder whose expression has
    no derived name and no explicit one.
    """
    names = dict(names or {})
    parts: list[Part] = []
    by_expr: dict[str, str] = {}
    taken: set[str] = set()
    for kind, text in _split(source):
        if kind == "lit":
            parts.append(Literal(text, _cook(text)))
            continue
        if text not in by_expr:
            base = names.get(text) or derive_name(text)
            if base is None:
                raise TemplateError(f"placeholder ${{{text}}} needs an explicit name")
            base = _python_safe(base)
            name, n = base, 1
            while name in taken:
                n += 1
                name = f"{base}_{n}"
            taken.add(name)
            by_expr[text] = name
        parts.append(Placeholder(text, by_expr[text]))
    return Template(source, tuple(parts))


@dataclass(frozen=True)
class Match:
    """A successful match: the parameter values and their spans in the matched text."""

    params: dict[str, str]
    spans: dict[str, tuple[int, int]]
    start: int = 0
    end: int = 0


@dataclass(frozen=True)
class Template:
    """A parsed template. Build one with :func:`parse`."""

    source: str
    parts: tuple[Part, ...]
    _regex: list[re.Pattern[str]] = field(default_factory=list, compare=False, repr=False)

    @property
    def params(self) -> tuple[str, ...]:
        """Parameter names, in order of first appearance."""
        seen: dict[str, None] = {}
        for part in self.parts:
            if isinstance(part, Placeholder):
                seen.setdefault(part.name)
        return tuple(seen)

    @property
    def expressions(self) -> dict[str, str]:
        """Parameter name -> the upstream expression it stands for."""
        return {p.name: p.expr for p in self.parts if isinstance(p, Placeholder)}

    @property
    def literals(self) -> tuple[str, ...]:
        """The cooked literal runs, in order."""
        return tuple(p.text for p in self.parts if isinstance(p, Literal))

    @property
    def shape(self) -> str:
        """Text with placeholders reduced to ``{name}``: two templates with one shape render the same messages."""
        return "".join(p.text if isinstance(p, Literal) else "{" + p.name + "}" for p in self.parts)

    def render(self, params: Mapping[str, object] | None = None, /, **kwargs: object) -> str:
        """Fill the placeholders. Missing or unknown parameters raise ``TypeError`` naming them."""
        values = {**(params or {}), **kwargs}
        expected = set(self.params)
        missing = [p for p in self.params if p not in values]
        unknown = sorted(set(values) - expected)
        if missing or unknown:
            problems = []
            if missing:
                problems.append("missing " + ", ".join(missing))
            if unknown:
                problems.append("unknown " + ", ".join(unknown))
            raise TypeError(f"template parameters: {'; '.join(problems)}")
        return "".join(p.text if isinstance(p, Literal) else str(values[p.name]) for p in self.parts)

    def pattern(self, *, flavor: str = "python") -> str:
        """The regex source. ``flavor="js"`` gives ECMAScript syntax for the browser (use with flags ``su``)."""
        out: list[str] = []
        defined: set[str] = set()
        escape = re.escape if flavor == "python" else _js_escape
        for i, part in enumerate(self.parts):
            if isinstance(part, Literal):
                out.append(escape(part.text))
                continue
            if part.name in defined:  # the same expression again: the same value again
                out.append(f"(?P={part.name})" if flavor == "python" else rf"\k<{part.name}>")
                continue
            defined.add(part.name)
            # Two placeholders that touch cannot be told apart: the first takes the run, the second is empty.
            touches_previous = i > 0 and isinstance(self.parts[i - 1], Placeholder)
            body = "" if touches_previous else ".*?"
            out.append(f"(?P<{part.name}>{body})" if flavor == "python" else f"(?<{part.name}>{body})")
        # Python's `$` also matches before a final newline; `\Z` does not.
        return ("^" if flavor == "js" else r"\A") + "".join(out) + ("$" if flavor == "js" else r"\Z")

    @property
    def regex(self) -> re.Pattern[str]:
        """The compiled regex (DOTALL: values and multi-line templates may span lines)."""
        if not self._regex:
            self._regex.append(re.compile(self.pattern(), re.DOTALL))
        return self._regex[0]

    def literals_in_order(self, text: str) -> bool:
        """Linear pre-check: the text starts with the first literal, ends with the last, holds the rest in order."""
        pos = 0
        end = len(text)
        parts = self.parts
        if not any(isinstance(p, Placeholder) for p in parts):
            return text == "".join(p.text for p in parts if isinstance(p, Literal))
        if parts and isinstance(parts[0], Literal):
            if not text.startswith(parts[0].text):
                return False
            pos = len(parts[0].text)
            parts = parts[1:]
        if parts and isinstance(parts[-1], Literal):
            if not text.endswith(parts[-1].text) or end - len(parts[-1].text) < pos:
                return False
            end -= len(parts[-1].text)
            parts = parts[:-1]
        for part in parts:
            if isinstance(part, Literal):
                found = text.find(part.text, pos, end)
                if found == -1:
                    return False
                pos = found + len(part.text)
        return True

    def head(self) -> Template:
        """The template up to its first line break: what a single log line can show of a multi-line message."""
        parts: list[Part] = []
        for part in self.parts:
            if isinstance(part, Literal) and "\n" in part.text:
                first = part.text.split("\n", 1)[0]
                if first:
                    parts.append(Literal(first, first))
                return Template(self.source, tuple(parts))
            parts.append(part)
        return self

    def search(self, text: str, *, truncated: bool = False, max_starts: int = 4) -> Match | None:
        """Find a rendering of this template inside ``text`` (other text may come before and after it).

        With ``truncated``, ``text`` may stop anywhere inside the message (a cut-off title or log line); the
        values found so far are returned. Greedy and linear: each literal is looked for once, earliest first.
        """
        parts = self.parts
        if not parts:
            return None
        starts: list[int] = [0]
        first = parts[0]
        if isinstance(first, Literal):
            starts = []
            pos = text.find(first.text)
            while pos != -1 and len(starts) < max_starts:
                starts.append(pos)
                pos = text.find(first.text, pos + 1)
            if not starts and truncated and first.text.startswith(text):
                starts = [0]
        for start in starts:
            found = self._walk(text, start, truncated)
            if found is not None:
                return found
        return None

    def _walk(self, text: str, start: int, truncated: bool) -> Match | None:
        pos = start
        params: dict[str, str] = {}
        spans: dict[str, tuple[int, int]] = {}
        pending: str | None = None  # a placeholder waiting for the next literal to end its value

        def close(name: str, end: int) -> bool:
            value = text[pos:end]
            if name in params:
                return params[name] == value
            params[name], spans[name] = value, (pos, end)
            return True

        for part in self.parts:
            if isinstance(part, Placeholder):
                if pending is not None:  # touching placeholders: the first takes the run, this one is empty
                    if part.name not in params:
                        params[part.name], spans[part.name] = "", (pos, pos)
                    continue
                pending = part.name
                continue
            if pending is None:
                if text.startswith(part.text, pos):
                    pos += len(part.text)
                    continue
                if truncated and part.text.startswith(text[pos:]):
                    return Match(params, spans, start, len(text))
                return None
            found = text.find(part.text, pos)
            if found == -1:
                if not truncated:
                    return None
                # The text stops inside this value or inside this literal: the longest start of the literal
                # that ends the text (only a start ending in the text's last character can).
                end = len(text)
                if text:
                    k = part.text.rfind(text[-1], 0, min(len(part.text), len(text) - pos))
                    while k != -1:
                        if text.endswith(part.text[: k + 1]):
                            end = len(text) - (k + 1)
                            break
                        k = part.text.rfind(text[-1], 0, k)
                close(pending, end)
                return Match(params, spans, start, len(text))
            if not close(pending, found):
                return None
            pending = None
            pos = found + len(part.text)
        if pending is not None:
            if not close(pending, len(text)):
                return None
            pos = len(text)
        return Match(params, spans, start, pos)

    def match(self, text: str) -> Match | None:
        """Match a whole rendered message; None when it is not one. Bounded time for any input."""
        if not self.literals_in_order(text):
            return None
        m = self.regex.match(text)
        if m is None:  # only when a repeated placeholder's values differ
            return None
        params = dict(m.groupdict())
        spans = {name: m.span(name) for name in params}
        return Match(params, spans, 0, len(text))


def _js_escape(text: str) -> str:
    """Escape text for an ECMAScript regex with the ``u`` flag (which rejects needless escapes)."""
    return (
        re.sub(r"[\\^$.*+?()[\]{}|/]", lambda m: "\\" + m.group(0), text)
        .replace("\n", "\\n")
        .replace("\r", "\\r")
        .replace("\t", "\\t")
    )
