"""Finding thrown messages in one file, and resolving error classes across files into occurrences."""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from ._keys import (
    Key,
    SourceError,
    _cook,
    _key_of,
    _lex,
    _normalise_expr,
    _template_parts,
    _Tok,
    message_key,
    partner,
)
from ._tree import DriftError

T = TypeVar("T")


@dataclass(frozen=True)
class _Message:
    raw: str  # verbatim source text, as a catalog `message` would hold it
    key: Key
    line: int  # the first line of the message text
    end_line: int


@dataclass(frozen=True)
class Occurrence:
    """A message found in the source, or a string literal that could be one."""

    path: str
    line: int  # the start of the throwing statement (`throw`, `new`, `super`), or the literal itself
    end_line: int  # the first line of the message text (a location pinned anywhere in between is in place)
    raw: str
    key: Key
    kind: str  # "throw" (thrown `new`), "new" (constructed, not thrown here), "super", "literal"
    error_class: str | None = None
    # For a class template at a call site that passes a literal for its one placeholder: the key of the text
    # actually thrown there (`new SandboxFeatureNotSupportedError('processes')`).
    filled: Key | None = None

    @property
    def raised(self) -> bool:
        return self.kind != "literal"

    def covers(self, line: int) -> bool:
        return self.line <= line <= self.end_line


@dataclass
class _ClassDef:
    name: str
    parent: str
    path: str
    super_line: int | None = None
    super_fixed: list[_Message] = field(default_factory=list)  # super('literal') messages
    super_default: list[_Message] = field(default_factory=list)  # super(message ?? 'literal') defaults
    super_seen: bool = False
    params: tuple[str, ...] = ()  # constructor parameter names, in order
    # `constructor(code, message) { super(message) }`: the argument position that carries the message
    message_param: int = 0


@dataclass(frozen=True)
class _Site:
    """A `new X(...)` expression, before class resolution."""

    path: str
    class_name: str
    line: int
    end_line: int
    thrown: bool
    messages: tuple[_Message, ...]
    literal_ids: tuple[int, ...]  # token starts of the literals that make up its messages
    arguments: tuple[_Message | None, ...] = ()  # each argument: its text when it is one plain string literal
    argument_messages: tuple[tuple[_Message, ...], ...] = ()  # each argument's messages, literal or template


@dataclass
class FileScan:
    """What one file holds: class definitions, construction sites and the rest of its literals."""

    path: str
    classes: list[_ClassDef] = field(default_factory=list)
    sites: list[_Site] = field(default_factory=list)
    literals: list[Occurrence] = field(default_factory=list)
    unreadable_throws: list[int] = field(default_factory=list)  # lines of `throw new X(<not a literal>)`


class _Lines:
    """Offset -> 1-based line; ``first`` is the line the text starts on (code embedded in a literal)."""

    def __init__(self, text: str, first: int = 1) -> None:
        self.starts = [0] + [m.end() for m in re.finditer(r"\n", text)]
        self.shift = first - 1

    def __call__(self, offset: int) -> int:
        return bisect.bisect_right(self.starts, offset) + self.shift


_OPEN = {"(": ")", "[": "]", "{": "}"}
#: A call whose arguments, or a class header, run longer than this many tokens is not an error being raised
#: (real ones are a few dozen): it is skipped, which keeps nested calls from costing their depth times the file.
MAX_CALL_TOKENS = 4096
#: Conditionals and fallbacks nested deeper than this in one message argument are not read (real ones: two).
MAX_MESSAGE_DEPTH = 32


def _match_close(toks: list[_Tok], i: int) -> int:
    """Index of the bracket closing the one at ``i`` (or len(toks))."""
    return partner(toks, i)


def _split_top(toks: list[_Tok], ops: tuple[str, ...]) -> list[list[_Tok]]:
    """Split tokens at top-level operators in ``ops`` (a bracketed group is stepped over whole)."""
    out: list[list[_Tok]] = [[]]
    i, n = 0, len(toks)
    while i < n:
        t = toks[i]
        if t.kind == "punct" and t.text in _OPEN:
            close = partner(toks, i)
            out[-1].extend(toks[i : close + 1])  # to the end when it is not closed here
            i = close + 1
            continue
        if t.kind == "punct" and t.text in (")", "]", "}"):
            out[-1].extend(toks[i:])  # a closer of a bracket opened before: the rest is inside it
            break
        if t.kind == "punct" and t.text in ops:
            out.append([])
        else:
            out[-1].append(t)
        i += 1
    return out


def _literal_raw(tok: _Tok) -> str:
    return tok.text[1:-1] if len(tok.text) >= 2 and tok.text[-1] == tok.text[0] else tok.text[1:]


def _messages(toks: list[_Tok], text: str, lines: _Lines, depth: int = 0) -> list[_Message]:
    """The messages an argument expression yields (see the module docstring for the forms read)."""
    # ((('text'))): every wrapping pair of parentheses at once.
    strip = 0
    while (
        strip < len(toks) - strip - 1
        and toks[strip].kind == "punct"
        and toks[strip].text == "("
        and partner(toks, strip) == len(toks) - strip - 1
    ):
        strip += 1
    if strip:
        toks = toks[strip:-strip]
    if not toks or depth > MAX_MESSAGE_DEPTH:
        return []
    colon = _ternary_colon(toks)
    if colon is not None:
        question, split = colon
        yes = _messages(toks[question + 1 : split], text, lines, depth + 1)
        return yes + _messages(toks[split + 1 :], text, lines, depth + 1)
    alternatives = _split_top(toks, ("??", "||"))
    if len(alternatives) > 1:
        return _messages(alternatives[-1], text, lines, depth + 1)
    operands = _split_top(toks, ("+",))
    if not any(len(o) == 1 and o[0].kind in ("str", "tmpl") for o in operands):
        return []
    raw_parts: list[str] = []
    key_parts: list[tuple[str, str]] = []
    for operand in operands:
        if not operand:
            return []
        if len(operand) == 1 and operand[0].kind == "str":
            raw = _literal_raw(operand[0])
            raw_parts.append(raw)
            key_parts.append(("text", _cook(raw)))
        elif len(operand) == 1 and operand[0].kind == "tmpl":
            raw = _literal_raw(operand[0])
            raw_parts.append(raw)
            key_parts += [(k, _cook(v) if k == "text" else v) for k, v in _template_parts(raw)]
        else:
            expr = text[operand[0].start : operand[-1].end]
            if operand[0].text == "(" and _match_close(operand, 0) == len(operand) - 1:
                expr = expr[1:-1]
            raw_parts.append("${" + expr + "}")
            key_parts.append(("expr", expr))
    return [_Message("".join(raw_parts), _key_of(key_parts), lines(toks[0].start), lines(toks[-1].start))]


def _ternary_colon(toks: list[_Tok]) -> tuple[int, int] | None:
    """Indexes of the top-level `?` and its `:` when the expression is a conditional, else None."""
    question: int | None = None
    pending = 0
    i, n = 0, len(toks)
    while i < n:
        t = toks[i]
        if t.kind == "punct":
            if t.text in _OPEN:
                i = partner(toks, i) + 1  # a bracketed group holds no top-level `?` or `:`
                continue
            if t.text in (")", "]", "}"):
                return None  # a closer of a bracket opened before: the rest is not at the top level
            if t.text == "?":
                if question is None:
                    question = i
                pending += 1
            elif t.text == ":" and question is not None:
                pending -= 1
                if pending == 0:
                    return question, i
        i += 1
    return None


def _first_argument(toks: list[_Tok], open_index: int) -> list[_Tok]:
    """The first argument's tokens of the call whose `(` is at ``open_index``."""
    return _split_top(toks[open_index + 1 : _match_close(toks, open_index)], (",",))[0]


def _too_long(toks: list[_Tok], open_index: int) -> bool:
    """Whether the bracket at ``open_index`` holds more than :data:`MAX_CALL_TOKENS` tokens."""
    return _match_close(toks, open_index) - open_index > MAX_CALL_TOKENS


def extract(path: str, text: str, *, first_line: int = 1, depth: int = 0) -> FileScan:
    """Class definitions, `new` sites and literals of one file (classes are resolved later, across files).

    A literal that holds code which throws (a stub a deployer writes out as a string) is read as code too, one
    level deep: that code throws at run time, at the literal's lines.
    """
    toks, _end = _lex(text)
    lines = _Lines(text, first_line)
    scan = FileScan(path)
    used: set[int] = set()  # literal tokens already part of a `new`/`super` message
    class_stack: list[tuple[_ClassDef, int]] = []  # open class bodies and the token index closing each
    for i, tok in enumerate(toks):
        while class_stack and i > class_stack[-1][1]:
            class_stack.pop()
        if tok.kind != "ident":
            continue
        prev = toks[i - 1] if i else None
        if prev is not None and prev.kind == "punct" and prev.text in (".", "?."):
            continue  # a property called `new` or `class`, not the keyword
        if tok.text == "class":
            definition = _class_header(toks, i, path)
            if definition is not None:
                cls, body_open = definition
                scan.classes.append(cls)
                class_stack.append((cls, _match_close(toks, body_open)))
        elif tok.text == "constructor" and i + 1 < len(toks) and toks[i + 1].text == "(" and class_stack:
            if _too_long(toks, i + 1):
                continue
            cls = class_stack[-1][0]
            if not cls.params:
                cls.params = _parameter_names(toks, i + 1)
        elif tok.text == "super" and i + 1 < len(toks) and toks[i + 1].text == "(" and class_stack:
            cls = class_stack[-1][0]
            if cls.super_seen or _too_long(toks, i + 1):
                continue
            cls.super_seen = True
            cls.super_line = lines(tok.start)
            arg = _first_argument(toks, i + 1)
            found = _messages(arg, text, lines)
            alternatives = _split_top(arg, ("??", "||"))
            if len(arg) == 1 and arg[0].kind == "ident" and arg[0].text in cls.params[1:]:
                cls.message_param = cls.params.index(arg[0].text)
            (cls.super_default if len(alternatives) > 1 else cls.super_fixed).extend(found)
            used.update(t.start for t in arg if t.kind in ("str", "tmpl"))
        elif tok.text == "new":
            site = _new_site(toks, i, text, lines, path)
            if site is None:
                continue
            scan.sites.append(site)
            used.update(site.literal_ids)
    for tok in toks:
        if tok.kind in ("str", "tmpl") and tok.start not in used:
            raw = _literal_raw(tok)
            parts = [("text", _cook(raw))] if tok.kind == "str" else _cooked_parts(raw)
            key = _key_of(parts)
            if any(k == "text" and v.strip() for k, v in key):
                scan.literals.append(Occurrence(path, lines(tok.start), lines(tok.start), raw, key, "literal"))
        if tok.kind in ("str", "tmpl") and depth == 0 and _THROWS.search(tok.text):
            inner = extract(path, _embedded_code(tok), first_line=lines(tok.start), depth=depth + 1)
            scan.classes += inner.classes
            scan.sites += inner.sites
            scan.literals += inner.literals
    return scan


_THROWS = re.compile(r"\bthrow\s+new\s")
_MODIFIERS = frozenset({"public", "private", "protected", "readonly", "override"})


def _parameter_names(toks: list[_Tok], open_index: int) -> tuple[str, ...]:
    """`constructor(public readonly feature: X, reason?: string)`: ("feature", "reason")."""
    names: list[str] = []
    for part in _split_top(toks[open_index + 1 : _match_close(toks, open_index)], (",",)):
        idents = [t.text for t in part if t.kind == "ident" and t.text not in _MODIFIERS]
        names.append(idents[0] if idents else "")
    return tuple(names)


def _embedded_code(tok: _Tok) -> str:
    """The code a literal holds: escapes resolved, each placeholder a name on as many lines as it spans."""
    raw = _literal_raw(tok)
    if tok.kind == "str":
        return _cook(raw)
    return "".join(_cook(v) if k == "text" else "_" + "\n" * v.count("\n") for k, v in _template_parts(raw))


def _cooked_parts(raw: str) -> list[tuple[str, str]]:
    return [(k, _cook(v) if k == "text" else v) for k, v in _template_parts(raw)]


def _class_header(toks: list[_Tok], i: int, path: str) -> tuple[_ClassDef, int] | None:
    """`class Name<...> extends Parent<...> {`: the definition and the index of its `{`; None without extends."""
    if i + 1 >= len(toks) or toks[i + 1].kind != "ident":
        return None
    name = toks[i + 1].text
    j = i + 2
    parent: str | None = None
    while j < len(toks) and toks[j].text != "{":
        if j - i > MAX_CALL_TOKENS:
            return None
        t = toks[j]
        if t.kind == "ident" and t.text == "extends" and parent is None:
            k = j + 1
            while k + 2 < len(toks) and toks[k + 1].text == "." and toks[k + 2].kind == "ident":
                k += 2  # errors.BaseError: the last name
            parent = toks[k].text if k < len(toks) and toks[k].kind == "ident" else None
        if t.text in ("(", "<", "["):
            j = _skip_angle(toks, j) if t.text == "<" else _match_close(toks, j)
        j += 1
    if parent is None or j >= len(toks):
        return None
    return _ClassDef(name, parent, path), j


def _skip_angle(toks: list[_Tok], i: int) -> int:
    """The index of the `>` closing the `<` at ``i`` (before a `{` at the latest; bounded)."""
    depth = 0
    for j in range(i, min(len(toks), i + MAX_CALL_TOKENS)):
        if toks[j].text == "<":
            depth += 1
        elif toks[j].text in (">", ">>", ">>>"):
            depth -= len(toks[j].text)
            if depth <= 0:
                return j
        elif toks[j].text == "{":
            return j - 1
    return len(toks)


def _new_site(toks: list[_Tok], i: int, text: str, lines: _Lines, path: str) -> _Site | None:
    """`[throw] new X.Y<T>(args)`; None for `new` without a call or a name."""
    j = i + 1
    if j >= len(toks) or toks[j].kind != "ident":
        return None
    name = toks[j].text
    while j + 2 < len(toks) and toks[j + 1].text in (".", "?.") and toks[j + 2].kind == "ident":
        j += 2
        name = toks[j].text
    j += 1
    if j < len(toks) and toks[j].text == "<":
        j = _skip_angle(toks, j) + 1
    if j >= len(toks) or toks[j].text != "(" or _too_long(toks, j):
        return None
    thrown = i > 0 and toks[i - 1].kind == "ident" and toks[i - 1].text == "throw"
    anchor = toks[i - 1] if thrown else toks[i]
    arg = _first_argument(toks, j)
    found = _messages(arg, text, lines)
    end_line = lines(arg[0].start) if arg else lines(toks[j].start)
    arguments: list[_Message | None] = []
    argument_messages: list[tuple[_Message, ...]] = []
    for part in _split_top(toks[j + 1 : _match_close(toks, j)], (",",)):
        argument_messages.append(tuple(_messages(part, text, lines)))
        if len(part) == 1 and part[0].kind == "str":
            raw = _literal_raw(part[0])
            arguments.append(_Message(raw, _key_of([("text", _cook(raw))]), lines(part[0].start), lines(part[0].start)))
        else:
            arguments.append(None)
    return _Site(
        path,
        name,
        lines(anchor.start),
        end_line,
        thrown,
        tuple(found),
        tuple(t.start for t in arg if t.kind in ("str", "tmpl")) if found else (),
        tuple(arguments),
        tuple(argument_messages),
    )


#: String literals in a whole tree (@mastra/core 1.71.0 has 27,000): past this, it is not a package's source, and
#: what the extractor keeps of each literal would fill memory.
MAX_TREE_LITERALS = 1_000_000


class EarlierFiles(Generic[T]):
    """What was made of each file of earlier trees (``path -> (text, made)``), for a later tree that holds a
    file with the same path and text: the releases of a package share most of their files. It keeps the first
    tree's files (a history reads the pinned release first and compares every other with it) and the last
    tree's. What is kept is only read (a scan, a file's scopes: nothing changes one once made); a kept dict may
    still be filling."""

    def __init__(self) -> None:
        self._first: dict[str, tuple[str, T]] | None = None
        self._last: dict[str, tuple[str, T]] = {}

    def get(self, path: str, text: str) -> T | None:
        for earlier in (self._last, self._first or {}):
            kept = earlier.get(path)
            if kept is not None and kept[0] == text:
                return kept[1]
        return None

    def keep(self, made: dict[str, tuple[str, T]]) -> None:
        if self._first is None:
            self._first = made
        else:
            self._last = made


def scan_files(
    files: dict[str, str],
    then: Callable[[str, str], None] | None = None,
    *,
    reuse: EarlierFiles[FileScan | SourceError] | None = None,
) -> tuple[list[FileScan], list[tuple[str, str]]]:
    """:func:`extract` of every file (sorted by path), and (path, why) of those that cannot be read as code.
    ``then(path, text)`` is called after each file read: another reader of its tokens, while they are kept
    (``_keys._lex``). With ``reuse``, a file an earlier tree held as it is is not read again.

    Raises :class:`DriftError` when the files hold more than :data:`MAX_TREE_LITERALS` literals in all.
    """
    scans: list[FileScan] = []
    skipped: list[tuple[str, str]] = []
    literals = 0
    made: dict[str, tuple[str, FileScan | SourceError]] = {}
    for path, text in sorted(files.items()):
        scan = reuse.get(path, text) if reuse is not None else None
        if scan is None:
            try:
                scan = extract(path, text)
            except SourceError as exc:
                scan = exc
        made[path] = (text, scan)
        if isinstance(scan, SourceError):
            skipped.append((path, str(scan)))
            continue
        literals += len(scan.literals) + len(scan.sites)
        if literals > MAX_TREE_LITERALS:
            raise DriftError(f"more than {MAX_TREE_LITERALS:,} string literals: not a package's source")
        scans.append(scan)
        if then is not None:
            then(path, text)
    if reuse is not None:
        reuse.keep(made)
    return scans, skipped


# --- resolving classes into occurrences ------------------------------------------------------------------------


@dataclass(frozen=True)
class _Kind:
    error: bool
    fixed: tuple[_Message, ...] = ()  # the class builds its own message: these templates
    default: tuple[_Message, ...] = ()  # the class falls back to these when given no literal
    origin: str | None = None  # the class that defines the template
    params: tuple[str, ...] = ()  # that class's constructor parameters, when the tree shows them
    message_param: int = 0  # the call argument that is the message (a class taking a code first)


def _error_like(name: str) -> bool:
    return name == "Error" or name.endswith(("Error", "Exception"))


#: JavaScript's own error classes whose message is not their first argument: `new AggregateError(errors, message)`.
_BUILTIN_KINDS = {"AggregateError": _Kind(True, message_param=1)}


class _Classes:
    """Error classes of the tree; ``known`` are kinds, from the catalog, of classes defined outside it."""

    def __init__(self, scans: Iterable[FileScan], known: dict[str, _Kind] | None = None) -> None:
        self.first: dict[str, _ClassDef] = {}  # the first definition of each name
        self.in_file: dict[tuple[str, str], _ClassDef] = {}  # the first of each name in each file
        for scan in scans:
            for cls in scan.classes:
                self.first.setdefault(cls.name, cls)
                self.in_file.setdefault((cls.name, cls.path), cls)
        self.known = known or {}
        self.cache: dict[tuple[str, str], _Kind] = {}

    def find(self, name: str, path: str) -> _ClassDef | None:
        """The class ``name`` as ``path`` sees it: the one defined in that file, else the first in the tree."""
        return self.in_file.get((name, path)) or self.first.get(name)

    def kind(self, name: str, path: str) -> _Kind:
        """What the class ``name`` (as seen from ``path``) is. Iterative: up the chain of parents to a class whose
        kind is known (cached, from the catalog, or not defined in the tree) or to a cycle, then back down."""
        chain: list[_ClassDef] = []
        seen: set[str] = set()
        while True:
            cls = self.find(name, path)
            if cls is None and name in self.known:
                kind = self.known[name]
                break
            if cls is None and name in _BUILTIN_KINDS:
                kind = _BUILTIN_KINDS[name]
                break
            if cls is None or name in seen:
                kind = _Kind(_error_like(name))
                break
            cached = self.cache.get((cls.name, cls.path))
            if cached is not None:
                kind = cached
                break
            seen.add(name)
            chain.append(cls)
            name, path = cls.parent, cls.path
        for cls in reversed(chain):
            kind = self._own_kind(cls, kind)
            self.cache[(cls.name, cls.path)] = kind
        return kind

    @staticmethod
    def _own_kind(cls: _ClassDef, parent: _Kind) -> _Kind:
        """The kind of ``cls``, given its parent's."""
        if parent.fixed or not cls.super_seen:  # with a fixed parent, the super arguments are its parameters
            return parent
        if cls.super_fixed:
            return _Kind(parent.error, tuple(cls.super_fixed), (), cls.name, cls.params)
        if cls.super_default:
            return _Kind(parent.error, (), tuple(cls.super_default), cls.name)
        return _Kind(parent.error, (), parent.default, parent.origin, message_param=cls.message_param)


def _occurrences(
    scans: list[FileScan], known: dict[str, _Kind] | None = None
) -> tuple[list[Occurrence], dict[str, list[int]]]:
    """Every message occurrence in the tree, and per file the lines of throws whose message cannot be read."""
    classes = _Classes(scans, known)
    out: list[Occurrence] = []
    unreadable: dict[str, list[int]] = {}
    for scan in scans:
        for cls in scan.classes:
            if cls.super_line is None:
                continue
            parent = classes.kind(cls.parent, cls.path)
            if not parent.error or parent.fixed:
                continue
            for m in [*cls.super_fixed, *cls.super_default]:
                out.append(Occurrence(cls.path, cls.super_line, m.line, m.raw, m.key, "super", cls.name))
        for site in scan.sites:
            kind = classes.kind(site.class_name, site.path)
            if not (kind.error or site.thrown):
                # `new URL('...')`: its literals are plain literals, not messages.
                for m in site.messages:
                    out.append(Occurrence(site.path, m.line, m.line, m.raw, m.key, "literal"))
                continue
            label = "throw" if site.thrown else "new"
            messages = site.messages
            if kind.message_param:
                at = kind.message_param
                messages = site.argument_messages[at] if at < len(site.argument_messages) else ()
            if kind.fixed:
                templates: tuple[_Message, ...] = kind.fixed
            elif messages:
                templates = messages
            else:
                templates = kind.default
            if not templates and site.thrown:
                unreadable.setdefault(site.path, []).append(site.line)
            for m in templates:
                end = max(site.end_line if kind.fixed or not messages else m.line, site.line)
                filled = _filled(m, site.arguments, kind.params) if kind.fixed else None
                out.append(
                    Occurrence(
                        site.path, site.line, end, m.raw, m.key, label, site.class_name, filled.key if filled else None
                    )
                )
                if filled is not None:
                    out.append(Occurrence(site.path, site.line, end, filled.raw, filled.key, label, site.class_name))
        out.extend(scan.literals)
    return out, unreadable


def _filled(template: _Message, arguments: tuple[_Message | None, ...], params: tuple[str, ...]) -> _Message | None:
    """The class template with its placeholders replaced by a call site's literal arguments.

    A placeholder naming a constructor parameter takes the argument in that position; without the constructor
    (a class from another package), placeholders take the arguments in the order they first appear. Only when
    every placeholder gets a plain literal is there a filled-in text.
    """
    exprs = list(dict.fromkeys(value for kind, value in template.key if kind == "expr"))
    if not exprs or not arguments:
        return None
    values: dict[str, _Message] = {}
    for position, expr in enumerate(exprs):
        index = params.index(expr) if expr in params else (position if not params else -1)
        argument = arguments[index] if 0 <= index < len(arguments) else None
        if argument is None:
            return None
        values[expr] = argument
    raw = "".join(
        value if kind == "text" else values[_normalise_expr(value)].raw for kind, value in _template_parts(template.raw)
    )
    first = min(v.line for v in values.values())
    return _Message(raw, message_key(raw), first, max(v.end_line for v in values.values()))
