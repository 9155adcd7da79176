"""Compare the catalog with upstream source: what disappeared, what moved, what is thrown but not catalogued.

The upstream tree is either a checkout (TypeScript and JavaScript files under a directory) or an unpacked npm
package, whose ``dist/**/*.map`` source maps carry the original files in ``sourcesContent``. Either way each
file gets its repository path (``packages/core/src/workspace/errors.ts``), the form catalog ``sources`` use: a
package's ``sources`` are resolved against the map's folder and put under the package.json
``repository.directory``; a checkout is placed by its package.json, else by which prefix turns most of its paths
into catalog paths (so the repository root, one package or a bare ``src`` folder all work).

How messages are found
----------------------

A small tokenizer reads each file: comments, strings, template literals (nested ``${...}`` included),
regular-expression literals (told from division by the token before them), identifiers and punctuation. On the
tokens it recognises:

- ``new X(<first argument>)``, thrown or not, when ``X`` is an error class (``Error``, any name ending in
  ``Error``/``Exception``, or a class of the tree that extends one) or the expression is thrown;
- ``super(<first argument>)`` in the constructor of an error class.

A first argument yields a message when it is a string or template literal, a ``+`` concatenation with at least
one literal operand (other operands become placeholders), a ``??``/``||`` fallback whose right side is one of
those (the default message), or a ternary whose branches are (one message per branch).

Error classes are resolved across the tree: a class whose constructor calls ``super`` with a literal has a fixed
template, and every ``new`` of it (or of a subclass) is an occurrence of that template at the call site, since
that is where the message is raised (``throw new IsolationUnavailableError('seatbelt', ...)``). A ``super(message
?? 'default')`` class yields its default where it is constructed without a literal. A class the tree does not
define (a provider package throwing core's ``SandboxNotReadyError``) takes its template from the catalog entry
that pins ``<class>.constructor``. Every other string literal is recorded as a plain occurrence, so a template
that is built into a variable first still "appears"; and a literal that holds code which throws (a stub a
deployer writes out) is read as code, at the literal's lines.

What a regex-level extractor cannot see
---------------------------------------

Messages assembled at run time (``throw new Error(msg)`` where ``msg`` is computed, ``[a, b].join(' ')``,
helpers that build and return errors from parameters), messages carried in object properties
(``new MastraError({ text })``) or set after construction (``this.message = ...``), imports that rename a class
(classes are matched by their local name, tree-wide), and two classes of one name in different files (the one in
the same file wins, else the first). It does not follow types, so it cannot tell which of several classes of one
name a call means, nor whether a ``new`` is ever thrown. Thrown expressions it cannot read are listed as
``unreadable`` for the covered files. The tokenizer does not parse JSX text, so an apostrophe in JSX text can
hide literals until the end of that line. Test files (``*.test.*``, ``*.spec.*``, ``__tests__``), declaration
files and ``node_modules``/``dist`` are not scanned.

Comparison
----------

Only entries with a source in the tree are compared (same repository when the tree names one; for a package,
its ``release`` names the package or its path lies under the package's directory; for a checkout, its path lies
under a package directory the checkout holds), and only those sources of theirs.

A template is compared as a sequence of literal text (JavaScript escapes resolved, so ``'it\\'s'`` equals
``"it's"``) and placeholder expressions (whitespace collapsed): spelling changes inside ``${...}`` are drift,
quoting and line wrapping are not. A location is in place when the entry's line falls between the start of the
throwing statement and the first line of its message (authors pin either). The expected line is ``line`` in a
checkout; in a package, the source's ``release_line`` (or ``line``) when its ``release`` names the package,
otherwise there is no line to hold it to and only its file is checked.

The report: **removed** (no occurrence of any spelling of the entry anywhere in the tree; ``similar`` lists
raised messages with the same literal text but other placeholders), **moved** (the template is there, not at the
line; ``now`` is where it is, or None when the file no longer has it), **new** (raised messages in the covered
files, the files some in-scope source names, that no entry has, whatever they are about) and **unlisted**
(a catalogued template raised at a place its entry does not list).
"""

from __future__ import annotations

import bisect
import json
import posixpath
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from .catalog import Catalog, Entry, Location

__all__ = [
    "DriftError",
    "DriftReport",
    "Occurrence",
    "Tree",
    "check_drift",
    "extract",
    "load_tree",
    "message_key",
]

# --- reading the tree ------------------------------------------------------------------------------------------

SOURCE_SUFFIXES = (".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs")
DECLARATION_SUFFIXES = (".d.ts", ".d.mts", ".d.cts")
# Generated code, dependencies and tests: not where upstream throws for users.
SKIPPED_DIRS = frozenset({"node_modules", "dist", ".git", ".turbo", "coverage", "__tests__", "__mocks__"})
_TEST_FILE = re.compile(r"\.(test|spec)\.[cm]?[jt]sx?$")
_GITHUB_REPO = re.compile(r"github\.com[:/]+([\w.-]+/[\w.-]+?)(?:\.git)?/?$")


class DriftError(Exception):
    """The directory is not something drift can read."""


@dataclass(frozen=True)
class Tree:
    """Upstream source files keyed by repository path, and what is known about where they come from."""

    root: str
    kind: str  # "npm" or "checkout"
    files: dict[str, str]
    prefix: str = ""  # the repository path of the tree's root ("packages/core" for @mastra/core)
    package: str | None = None
    version: str | None = None
    repo: str | None = None  # owner/name, when the tree says
    package_dirs: tuple[str, ...] = ("",)  # repository paths of the packages the tree holds

    @property
    def release(self) -> str | None:
        return f"{self.package}@{self.version}" if self.package and self.version else None

    def in_scope(self, source: Location) -> bool:
        """Whether the tree holds the package this source points into (so its absence would be news)."""
        if self.repo and source.repo.lower() != self.repo.lower():
            return False
        if self.kind == "npm" and self.package and source.release and _release_package(source.release) == self.package:
            return True
        return any(_under(source.path, d) for d in self.package_dirs)

    def expected_line(self, source: Location) -> tuple[int | None, str]:
        """The line the catalog says this source is at in this tree, and which field said it.

        In a checkout, ``line``. In an npm package, the line of the source's ``release`` of this package
        (``release_line``, or ``line`` when it gives none, since it is only set when it differs); a source
        pinned to a commit but to no release of this package has no line in the package (None): only its
        file is checked.
        """
        if self.kind != "npm":
            return source.line, "line"
        if source.release is None or _release_package(source.release) != self.package:
            return None, "none"
        if source.release_line is not None:
            return source.release_line, "release_line"
        return source.line, "line"


def _release_package(release: str) -> str:
    """``@mastra/core@1.71.0`` -> ``@mastra/core``."""
    name, _, _version = release.rpartition("@")
    return name or release


def _under(path: str, directory: str) -> bool:
    return directory == "" or path == directory or path.startswith(directory.rstrip("/") + "/")


def _wanted(repo_path: str) -> bool:
    parts = repo_path.split("/")
    if any(p in SKIPPED_DIRS for p in parts[:-1]) or parts[0] in ("..", ""):
        return False
    name = parts[-1]
    return name.endswith(SOURCE_SUFFIXES) and not name.endswith(DECLARATION_SUFFIXES) and not _TEST_FILE.search(name)


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def _repository(package_json: Any) -> tuple[str | None, str | None]:
    """(owner/name, directory) from a package.json ``repository`` field."""
    if not isinstance(package_json, dict):
        return None, None
    repo = package_json.get("repository")
    url = repo.get("url") if isinstance(repo, dict) else repo if isinstance(repo, str) else None
    directory = repo.get("directory") if isinstance(repo, dict) else None
    match = _GITHUB_REPO.search(url) if isinstance(url, str) else None
    if match is None and isinstance(url, str) and re.fullmatch(r"(github:)?[\w.-]+/[\w.-]+", url):
        match = re.search(r"([\w.-]+/[\w.-]+)$", url)
    return (match.group(1) if match else None), (directory.strip("/") if isinstance(directory, str) else None)


def _walk(root: Path) -> Iterator[Path]:
    """Files under root, not descending into skipped directories (node_modules can be huge)."""
    stack = [root]
    while stack:
        current = stack.pop()
        try:
            children = sorted(current.iterdir())
        except OSError:
            continue
        for child in children:
            if child.is_symlink():
                continue
            if child.is_dir():
                if child.name not in SKIPPED_DIRS:
                    stack.append(child)
            elif child.is_file():
                yield child


def _map_files(root: Path) -> list[Path]:
    dist = root / "dist"
    if not dist.is_dir():
        return []
    return sorted(p for p in dist.rglob("*.map") if not p.name.endswith((".d.ts.map", ".d.mts.map", ".d.cts.map")))


def _infer_prefix(files: Iterable[str], catalog_paths: Iterable[str]) -> str:
    """The repository path of a tree's root, by voting: which prefix turns most scanned paths into catalog paths.

    A checkout of the whole repository gives "" (paths match as they are); a checkout of one package without
    repository metadata gives that package's directory. Ties go to the shorter prefix.
    """
    have = set(files)
    votes: Counter[str] = Counter()
    for path in set(catalog_paths):
        if path in have:
            votes[""] += 1
        for i, ch in enumerate(path):
            if ch == "/" and path[i + 1 :] in have:
                votes[path[:i]] += 1
    if not votes:
        return ""
    return min(votes, key=lambda p: (-votes[p], len(p)))


def load_tree(directory: str | Path, catalog_paths: Iterable[str] = ()) -> Tree:
    """Read an upstream checkout or an unpacked npm package.

    ``catalog_paths`` (the paths catalog sources name) only help to place a checkout that has no repository
    metadata inside the repository.
    """
    root = Path(directory)
    if not root.is_dir():
        raise DriftError(f"{root} is not a directory")
    package_json = _read_json(root / "package.json")
    repo, directory_field = _repository(package_json)
    name = package_json.get("name") if isinstance(package_json, dict) else None
    version = package_json.get("version") if isinstance(package_json, dict) else None
    name = name if isinstance(name, str) else None
    version = version if isinstance(version, str) else None

    local: dict[str, str] = {}
    package_dirs: list[str] = []
    for path in _walk(root):
        rel = path.relative_to(root).as_posix()
        if path.name == "package.json" and path.parent != root:
            package_dirs.append(path.parent.relative_to(root).as_posix())
        if _wanted(rel):
            try:
                local[rel] = path.read_text(encoding="utf-8", errors="replace")
            except OSError:
                continue
    has_typescript = any(p.endswith((".ts", ".tsx", ".mts", ".cts")) for p in local)
    maps = [] if has_typescript else _map_files(root)

    if maps:
        # A published package: the source maps are the source. Their `sources` are relative to the map file.
        prefix = directory_field if directory_field is not None else ""
        files: dict[str, str] = {}
        for map_path in maps:
            data = _read_json(map_path)
            if not isinstance(data, dict):
                continue
            sources, contents = data.get("sources") or [], data.get("sourcesContent") or []
            base = posixpath.join(map_path.parent.relative_to(root).as_posix(), data.get("sourceRoot") or "")
            for source, content in zip(sources, contents, strict=False):
                if not isinstance(source, str) or not isinstance(content, str) or "://" in source:
                    continue
                rel = posixpath.normpath(posixpath.join(base, source))
                repo_path = posixpath.normpath(posixpath.join(prefix, rel)) if prefix else rel
                if _wanted(repo_path):
                    files.setdefault(repo_path, content)
        if directory_field is None:
            # No repository.directory: place it by the catalog's paths, as for a checkout.
            prefix = _infer_prefix(files, catalog_paths)
            if prefix:
                files = {f"{prefix}/{p}": text for p, text in files.items()}
        if not files:
            raise DriftError(f"{root}: the source maps carry no sourcesContent for source files")
        return Tree(str(root), "npm", files, prefix, name, version, repo, (prefix,))

    if not local:
        raise DriftError(f"{root}: no TypeScript/JavaScript sources and no dist/**/*.map source maps found")
    if directory_field is not None:
        prefix = directory_field
    else:
        prefix = _infer_prefix(local, catalog_paths)
    if repo is None:
        repo = _git_remote(root)
    # A monorepo's root package.json declares workspaces; it is not a package whose files we would vouch for.
    workspace_root = (root / "pnpm-workspace.yaml").is_file() or (
        isinstance(package_json, dict) and "workspaces" in package_json
    )
    dirs = [posixpath.join(prefix, d) if prefix else d for d in package_dirs]
    if (root / "package.json").is_file() and not workspace_root:
        dirs.append(prefix)
    files = {(f"{prefix}/{p}" if prefix else p): text for p, text in local.items()}
    return Tree(str(root), "checkout", files, prefix, name, version, repo, tuple(sorted(set(dirs))) or (prefix,))


def _git_remote(root: Path) -> str | None:
    """owner/name of the checkout's origin, read from .git/config (only at the root: never a parent's repo)."""
    config = root / ".git" / "config"
    try:
        text = config.read_text(encoding="utf-8")
    except OSError:
        return None
    section = re.search(r'\[remote "origin"\]([^\[]*)', text)
    url = re.search(r"url\s*=\s*(\S+)", section.group(1)) if section else None
    match = _GITHUB_REPO.search(url.group(1)) if url else None
    return match.group(1) if match else None


# --- tokenizing ------------------------------------------------------------------------------------------------

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


# --- extracting messages ---------------------------------------------------------------------------------------


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


def _match_close(toks: list[_Tok], i: int) -> int:
    """Index of the bracket closing the one at ``i`` (or len(toks))."""
    depth = 0
    for j in range(i, len(toks)):
        t = toks[j]
        if t.kind != "punct":
            continue
        if t.text in _OPEN:
            depth += 1
        elif t.text in (")", "]", "}"):
            depth -= 1
            if depth == 0:
                return j
    return len(toks)


def _split_top(toks: list[_Tok], ops: tuple[str, ...]) -> list[list[_Tok]]:
    """Split tokens at top-level operators in ``ops``."""
    out: list[list[_Tok]] = [[]]
    depth = 0
    for t in toks:
        if t.kind == "punct" and t.text in _OPEN:
            depth += 1
        elif t.kind == "punct" and t.text in (")", "]", "}"):
            depth -= 1
        elif depth == 0 and t.kind == "punct" and t.text in ops:
            out.append([])
            continue
        out[-1].append(t)
    return out


def _literal_raw(tok: _Tok) -> str:
    return tok.text[1:-1] if len(tok.text) >= 2 and tok.text[-1] == tok.text[0] else tok.text[1:]


def _messages(toks: list[_Tok], text: str, lines: _Lines) -> list[_Message]:
    """The messages an argument expression yields (see the module docstring for the forms read)."""
    if not toks:
        return []
    if toks[0].kind == "punct" and toks[0].text == "(" and _match_close(toks, 0) == len(toks) - 1:
        return _messages(toks[1:-1], text, lines)
    colon = _ternary_colon(toks)
    if colon is not None:
        question, split = colon
        return _messages(toks[question + 1 : split], text, lines) + _messages(toks[split + 1 :], text, lines)
    alternatives = _split_top(toks, ("??", "||"))
    if len(alternatives) > 1:
        return _messages(alternatives[-1], text, lines)
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
    depth = 0
    question: int | None = None
    pending = 0
    for i, t in enumerate(toks):
        if t.kind != "punct":
            continue
        if t.text in _OPEN:
            depth += 1
        elif t.text in (")", "]", "}"):
            depth -= 1
        elif depth == 0 and t.text == "?":
            if question is None:
                question = i
            pending += 1
        elif depth == 0 and t.text == ":" and question is not None:
            pending -= 1
            if pending == 0:
                return question, i
    return None


def _first_argument(toks: list[_Tok], open_index: int) -> list[_Tok]:
    """The first argument's tokens of the call whose `(` is at ``open_index``."""
    return _split_top(toks[open_index + 1 : _match_close(toks, open_index)], (",",))[0]


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
            cls = class_stack[-1][0]
            if not cls.params:
                cls.params = _parameter_names(toks, i + 1)
        elif tok.text == "super" and i + 1 < len(toks) and toks[i + 1].text == "(" and class_stack:
            cls = class_stack[-1][0]
            if cls.super_seen:
                continue
            cls.super_seen = True
            cls.super_line = lines(tok.start)
            arg = _first_argument(toks, i + 1)
            found = _messages(arg, text, lines)
            alternatives = _split_top(arg, ("??", "||"))
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
    depth = 0
    for j in range(i, len(toks)):
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
    if j >= len(toks) or toks[j].text != "(":
        return None
    thrown = i > 0 and toks[i - 1].kind == "ident" and toks[i - 1].text == "throw"
    anchor = toks[i - 1] if thrown else toks[i]
    arg = _first_argument(toks, j)
    found = _messages(arg, text, lines)
    end_line = lines(arg[0].start) if arg else lines(toks[j].start)
    arguments: list[_Message | None] = []
    for part in _split_top(toks[j + 1 : _match_close(toks, j)], (",",)):
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
    )


# --- resolving classes into occurrences ------------------------------------------------------------------------


@dataclass(frozen=True)
class _Kind:
    error: bool
    fixed: tuple[_Message, ...] = ()  # the class builds its own message: these templates
    default: tuple[_Message, ...] = ()  # the class falls back to these when given no literal
    origin: str | None = None  # the class that defines the template
    params: tuple[str, ...] = ()  # that class's constructor parameters, when the tree shows them


def _error_like(name: str) -> bool:
    return name == "Error" or name.endswith(("Error", "Exception"))


class _Classes:
    """Error classes of the tree; ``known`` are kinds, from the catalog, of classes defined outside it."""

    def __init__(self, scans: Iterable[FileScan], known: dict[str, _Kind] | None = None) -> None:
        self.defs: dict[str, list[_ClassDef]] = {}
        for scan in scans:
            for cls in scan.classes:
                self.defs.setdefault(cls.name, []).append(cls)
        self.known = known or {}
        self.cache: dict[tuple[str, str], _Kind] = {}

    def find(self, name: str, path: str) -> _ClassDef | None:
        defs = self.defs.get(name)
        if not defs:
            return None
        return next((d for d in defs if d.path == path), defs[0])

    def kind(self, name: str, path: str, seen: frozenset[str] = frozenset()) -> _Kind:
        cls = self.find(name, path)
        if cls is None and name in self.known:
            return self.known[name]
        if cls is None or name in seen:
            return _Kind(_error_like(name))
        cache_key = (cls.name, cls.path)
        if cache_key in self.cache:
            return self.cache[cache_key]
        parent = self.kind(cls.parent, cls.path, seen | {name})
        if parent.fixed:  # the super arguments are the parent's parameters
            kind = parent
        elif not cls.super_seen:
            kind = parent
        elif cls.super_fixed:
            kind = _Kind(parent.error, tuple(cls.super_fixed), (), cls.name, cls.params)
        elif cls.super_default:
            kind = _Kind(parent.error, (), tuple(cls.super_default), cls.name)
        else:
            kind = _Kind(parent.error, (), parent.default, parent.origin)
        self.cache[cache_key] = kind
        return kind


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
            if kind.fixed:
                templates: tuple[_Message, ...] = kind.fixed
            elif site.messages:
                templates = site.messages
            else:
                templates = kind.default
            if not templates and site.thrown:
                unreadable.setdefault(site.path, []).append(site.line)
            for m in templates:
                end = max(site.end_line if kind.fixed or not site.messages else m.line, site.line)
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


# --- the report ------------------------------------------------------------------------------------------------


@dataclass
class DriftReport:
    """What differs between the catalog and one upstream tree. ``as_dict`` is the ``--json`` object."""

    tree: Tree
    entries_total: int
    in_scope: list[str]
    out_of_scope: list[str]
    messages_found: int
    covered_files: list[str]
    missing_files: list[str]
    removed: list[dict[str, Any]] = field(default_factory=list)
    moved: list[dict[str, Any]] = field(default_factory=list)
    new: list[dict[str, Any]] = field(default_factory=list)
    unlisted: list[dict[str, Any]] = field(default_factory=list)
    unreadable: list[dict[str, Any]] = field(default_factory=list)

    @property
    def drift(self) -> bool:
        return bool(self.removed or self.moved or self.new or self.unlisted)

    @property
    def label(self) -> str:
        """The release for a package; the directory for a checkout (whose root package.json names no release)."""
        return (self.tree.release if self.tree.kind == "npm" else None) or self.tree.root

    def summary(self) -> str:
        t = self.tree
        verdict = "drift" if self.drift else "clean"
        return (
            f"{verdict}: {self.label} ({t.kind}, {len(t.files)} files, {self.messages_found} messages): "
            f"{len(self.in_scope)} of {self.entries_total} entries in scope ({len(self.out_of_scope)} out of scope); "
            f"{len(self.removed)} removed, {len(self.moved)} moved, {len(self.new)} new in "
            f"{len(self.covered_files)} covered files, {len(self.unlisted)} unlisted locations"
        )

    def as_dict(self) -> dict[str, Any]:
        t = self.tree
        return {
            "upstream": {
                "dir": t.root,
                "kind": t.kind,
                "package": t.package,
                "version": t.version,
                "repo": t.repo,
                "prefix": t.prefix,
                "files": len(t.files),
                "messages": self.messages_found,
            },
            "entries": {
                "total": self.entries_total,
                "in_scope": len(self.in_scope),
                "out_of_scope": len(self.out_of_scope),
            },
            "covered_files": self.covered_files,
            "missing_files": self.missing_files,
            "removed": self.removed,
            "moved": self.moved,
            "new": self.new,
            "unlisted": self.unlisted,
            "unreadable": self.unreadable,
            "drift": self.drift,
            "summary": self.summary(),
        }


def _spellings(entry: Entry) -> set[Key]:
    return {message_key(entry.message)} | {message_key(s.message) for s in entry.sources if s.message}


def _catalog_classes(catalog: Catalog) -> dict[str, _Kind]:
    """Error classes whose constructor builds the message, as the catalog records them.

    A provider package throws core's classes (``throw new SandboxNotReadyError(this.id)``) without holding
    their definition, so a tree of that package alone cannot see the template. An entry that names an
    ``error_class`` and pins a source in ``<error_class>.constructor`` says where that template lives. Used only
    for classes the tree does not define. Without the class body the arguments' role is unknown: a template
    with placeholders takes them as its values; a fixed text is a default that a literal argument replaces.
    """
    out: dict[str, _Kind] = {}
    for entry in catalog.entries:
        cls = entry.error_class
        if entry.retired or not cls or not any(s.function == f"{cls}.constructor" for s in entry.sources):
            continue
        messages = tuple(_Message(entry.message, k, 0, 0) for k in sorted(_spellings(entry)))
        has_values = any(k == "expr" for key in _spellings(entry) for k, _v in key)
        out[cls] = _Kind(True, messages, (), cls) if has_values else _Kind(True, (), messages, cls)
    return out


def check_drift(catalog: Catalog, tree: Tree) -> DriftReport:
    """Compare every entry that points into ``tree`` with the messages found there."""
    scans = [extract(path, text) for path, text in sorted(tree.files.items())]
    occurrences, unreadable = _occurrences(scans, _catalog_classes(catalog))
    by_key: dict[Key, list[Occurrence]] = {}
    for occ in occurrences:
        by_key.setdefault(occ.key, []).append(occ)
    by_skeleton: dict[Key, list[Occurrence]] = {}
    for occ in occurrences:
        if occ.raised:
            by_skeleton.setdefault(skeleton(occ.key), []).append(occ)

    active = [e for e in catalog.entries if not e.retired]
    in_scope = [e for e in active if any(tree.in_scope(s) for s in e.sources)]
    scoped_ids = {e.id for e in in_scope}
    named_paths = {s.path for e in in_scope for s in e.sources if tree.in_scope(s)}
    covered = sorted(p for p in named_paths if p in tree.files)
    report = DriftReport(
        tree=tree,
        entries_total=len(catalog.entries),
        in_scope=[e.id for e in in_scope],
        out_of_scope=[e.id for e in catalog.entries if e.id not in scoped_ids],
        messages_found=sum(1 for o in occurrences if o.raised),
        covered_files=covered,
        missing_files=sorted(named_paths - set(tree.files)),
    )

    known = {k for e in catalog.entries for k in _spellings(e)}
    claimed: set[int] = set()
    for entry in in_scope:
        keys = _spellings(entry)
        found = [o for k in keys for o in by_key.get(k, [])]
        sources = [s for s in entry.sources if tree.in_scope(s)]
        if not found:
            similar = [o for k in keys for o in by_skeleton.get(skeleton(k), [])]
            report.removed.append(
                {
                    "id": entry.id,
                    "message": entry.message,
                    "sources": [{"path": s.path, "line": tree.expected_line(s)[0]} for s in sources],
                    "similar": [_where(o) for o in sorted(similar, key=_order)],
                }
            )
            continue
        _place(entry, sources, found, tree, report, claimed)
        # A call site whose filled-in text has an entry of its own belongs to that entry, not to the class's.
        raised_elsewhere = [
            o for o in found if o.raised and id(o) not in claimed and not (o.filled and o.filled in known)
        ]
        for occ in sorted(raised_elsewhere, key=_order):
            claimed.add(id(occ))
            report.unlisted.append({"id": entry.id, **_where(occ)})

    known_skeletons = {skeleton(k): e.id for e in catalog.entries for k in _spellings(e)}
    covered_set = set(covered)
    for occ in sorted(occurrences, key=_order):
        # A class template filled in at a call site is reported once, by its filled-in text.
        if occ.filled is not None:
            continue
        if occ.raised and occ.path in covered_set and occ.key not in known:
            item = _where(occ)
            looks_like = known_skeletons.get(skeleton(occ.key))
            if looks_like:
                item["similar_to"] = looks_like
            report.new.append(item)
    # Only the covered files: elsewhere an unreadable throw is not something the catalog claims to know.
    for path in covered:
        for line in unreadable.get(path, []):
            report.unreadable.append({"path": path, "line": line})
    return report


def _order(occ: Occurrence) -> tuple[str, int, str]:
    return occ.path, occ.line, occ.raw


def _where(occ: Occurrence) -> dict[str, Any]:
    item: dict[str, Any] = {"path": occ.path, "line": occ.line, "message": occ.raw, "kind": occ.kind}
    if occ.error_class:
        item["error_class"] = occ.error_class
    return item


def _place(
    entry: Entry, sources: list[Location], found: list[Occurrence], tree: Tree, report: DriftReport, claimed: set[int]
) -> None:
    """Pair each source with an occurrence: in place first, then the nearest free one in its file, then anywhere."""
    pending: list[tuple[Location, int, str]] = []
    unpinned: list[Location] = []
    for source in sources:
        expected, baseline = tree.expected_line(source)
        if expected is None:
            unpinned.append(source)
            continue
        line = expected
        here = [o for o in found if o.path == source.path and id(o) not in claimed and o.covers(line)]
        # A raised occurrence beats a plain literal on the same lines.
        here.sort(key=lambda o: (not o.raised, abs(o.line - line)))
        if here:
            claimed.add(id(here[0]))
        else:
            pending.append((source, line, baseline))
    for source in unpinned:
        # No line to hold it to in this tree: it is in place when its file still has the template.
        same_file = sorted((o for o in found if o.path == source.path), key=lambda o: (id(o) in claimed, not o.raised))
        if same_file:
            claimed.add(id(same_file[0]))
        else:
            pending.append((source, source.line, "none"))
    for source, line, baseline in pending:
        free = [o for o in found if id(o) not in claimed]
        same_file = [o for o in free if o.path == source.path]
        pool = same_file or [o for o in free if o.raised]
        pool.sort(key=lambda o: (not o.raised, o.path != source.path, abs(o.line - line), o.path))
        now = pool[0] if pool else None
        if now is not None:
            claimed.add(id(now))
        report.moved.append(
            {
                "id": entry.id,
                "path": source.path,
                "function": source.function,
                "expected_line": line if baseline != "none" else None,
                "baseline": baseline,
                "now": {"path": now.path, "line": now.line, "kind": now.kind} if now else None,
            }
        )
