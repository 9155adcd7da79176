"""Load and validate the YAML catalog into immutable typed objects.

This is the only module that reads the catalog's YAML. Validation reports every problem at once, each as
``path:line:column: field: what is wrong``, and never lets a traceback escape for a bad file.

Parsing 150 YAML files costs far more than the rest of a CLI call, so a valid catalog is cached (as JSON that
cannot run code when read; see :mod:`errors._cache`) keyed by the BLAKE2b hash of its files' bytes and of this
loader's code. A changed file changes the key; a corrupt, unsafe or unreadable cache is ignored and rebuilt.

Every input is bounded: only regular files of at most :data:`MAX_FILE_BYTES` are read, YAML aliases (which
can multiply the work exponentially) are refused, and at most :data:`MAX_PROBLEMS_PER_FILE` problems are
listed per file.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ._safe_read import FileRefused, read_regular

try:  # CPython's built-in BLAKE2: hashlib would load OpenSSL first, a few ms of every start
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - another Python
    from hashlib import blake2b
from .template import Literal, Template, TemplateError, parse

if TYPE_CHECKING:
    from . import _fields as F

__all__ = [
    "Capability",
    "Catalog",
    "CatalogError",
    "Entry",
    "Example",
    "Fix",
    "Location",
    "Param",
    "Problem",
    "Requirement",
    "Upstream",
    "Wording",
    "default_catalog_dir",
    "load_catalog",
]

# The cache key covers the code that builds the cached objects, so a changed loader never reads an old cache.
_LOADER_SOURCES = ("catalog.py", "template.py", "_cache.py")
CATALOG_ENV = "SANDBOX_ERRORS_CATALOG"
NO_CACHE_ENV = "SANDBOX_ERRORS_NO_CACHE"
RESERVED_CLASS_NAMES = frozenset({"SandboxError"})
# A catalog file is a few KB; anything near this is not one (and /dev/zero never ends).
MAX_FILE_BYTES = 2**20
# Past this, more problems from one file say nothing new (one alias-laden file printed 4 million).
MAX_PROBLEMS_PER_FILE = 50
# A problem quotes the value it is about; a whole 1 MB value would drown the report.
MAX_PROBLEM_CHARS = 1000


# --- problems --------------------------------------------------------------------------------------------------


@dataclass(frozen=True, order=True)
class Problem:
    """One thing wrong with a catalog file, at a position (1-based line and column)."""

    path: str
    line: int
    column: int
    field: str
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.column}: {self.field}: {self.message}"


class CatalogError(Exception):
    """The catalog is invalid. ``problems`` holds every problem found, sorted by file and position."""

    exit_code = 1

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems = sorted(problems)
        count = len(self.problems)
        super().__init__(f"{count} problem{'s' if count != 1 else ''} in the catalog")

    def format(self) -> str:
        return "\n".join(str(p) for p in self.problems) + f"\n{self}"


# --- the loaded objects ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Capability:
    key: str
    title: str
    description: str
    family: str
    parent: str | None = None  # a broader capability: its family is this family's base class


@dataclass(frozen=True)
class Upstream:
    key: str
    repo: str
    packages: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Location:
    """Where upstream throws. Published code is pinned to a release (its git tag); other code to a commit read."""

    repo: str
    path: str
    line: int
    function: str
    release: str | None = None
    commit: str | None = None
    verified: str | None = None
    message: str | None = None

    @property
    def ref(self) -> str:
        """The git ref the line is at: the release's tag (upstream tags each publish) or the commit."""
        return self.release or self.commit or ""

    @property
    def url(self) -> str:
        """A link to the line at the release tag (URL-encoded: ``%40mastra%2Fcore%401.71.0``) or the commit."""
        from urllib.parse import quote  # only links need it; keep it off the start-up path

        return f"https://github.com/{self.repo}/blob/{quote(self.ref, safe='')}/{self.path}#L{self.line}"

    @property
    def release_package(self) -> str | None:
        """``@mastra/core`` for a source pinned to ``@mastra/core@1.71.0``."""
        return self.release.rpartition("@")[0] if self.release else None


@dataclass(frozen=True)
class Evidence(Location):
    """Code outside the throw site that a claim of the entry rests on."""

    about: str = ""


@dataclass(frozen=True)
class Example:
    lang: str
    before: str
    after: str
    prelude: str | None = None
    before_fails: str | None = None


@dataclass(frozen=True)
class Reproduction:
    """``params``: catalog/reproductions/<id>.mjs throws the error with these values; else why it cannot."""

    params: tuple[tuple[str, str], ...] | None = None
    unavailable: str | None = None
    script: str | None = None  # the text of reproductions/<id>.mjs
    fixed_script: str | None = None  # reproductions/<id>.fixed.mjs: the fix applied, exits 0


@dataclass(frozen=True)
class Fix:
    title: str
    body: str
    example: Example | None = None


@dataclass(frozen=True)
class Param:
    name: str
    expr: str
    description: str | None = None
    values: tuple[str, ...] = ()
    pattern: str | None = None  # every value upstream puts here matches it (searched, case-insensitive)
    other_values: str | None = None  # why another release may put values outside `values` here (kept, flagged)
    kind: str = "text"  # the shape of every value: integer, number, identifier, path, url or text


@dataclass(frozen=True)
class Requirement:
    package: str
    version: str
    reason: str


@dataclass(frozen=True)
class Wording:
    """Another wording of an entry's message, said by a range of published releases (catalog/history.yaml)."""

    message: str
    package: str
    first: str | None  # None (with `last`): no published release says it (an entry's `unreleased_wordings`)
    last: str | None
    found: str  # "skeleton" or "site": the rule of `catalog history` that found it; "unreleased": hand-written
    newer: bool = False  # said by releases after the pinned one
    template: Template = field(default=None, compare=False, repr=False)  # type: ignore[assignment]
    seen: str | None = None  # for an unreleased wording: where it was read, and what was checked

    @property
    def released(self) -> bool:
        return self.first is not None

    @property
    def releases(self) -> str:
        """``@mastra/core 1.20.0–1.51.0``, or ``@mastra/core development code (no published release)``."""
        if self.first is None or self.last is None:
            return f"{self.package} development code (no published release)"
        span = self.first if self.first == self.last else f"{self.first}–{self.last}"
        return f"{self.package} {span}"


@dataclass(frozen=True)
class EntryHistory:
    """Which published releases throw an entry, in any wording (catalog/history.yaml)."""

    package: str
    first: str | None  # None: no release read throws it in a form the reader can see
    last: str | None
    changed: tuple[str, ...] = ()
    checked: tuple[str, ...] = ()  # every release of the package that was read
    missing: tuple[str, ...] = ()  # releases read between first and last that do not throw it


@dataclass(frozen=True)
class Entry:
    """One catalogued upstream error."""

    id: str
    title: str
    message: str
    exception: str
    capability: str
    family: str
    package: str
    params: tuple[Param, ...]
    sources: tuple[Location, ...]
    meaning: str
    triggers: str
    situations: tuple[str, ...]
    fixes: tuple[Fix, ...]
    related: tuple[str, ...] = ()
    probes: tuple[str, ...] = ()
    requires: tuple[Requirement, ...] = ()
    reproduction: Reproduction | None = None
    evidence: tuple[Evidence, ...] = ()
    status: str = "active"
    successor: str | None = None
    error_class: str | None = None
    error_code: str | None = None
    markers: tuple[str, ...] = ()  # text beside the message in a real paste that ties it to this entry
    notes: str | None = None
    file: str = ""
    template: Template = field(default=None, compare=False, repr=False)  # type: ignore[assignment]
    history: EntryHistory | None = None
    wordings: tuple[Wording, ...] = ()  # other wordings of `message`, oldest first

    @property
    def retired(self) -> bool:
        return self.status == "retired"


@dataclass(frozen=True)
class Catalog:
    """The whole catalog: catalog-wide facts and the entries, sorted by id."""

    name: str
    title: str
    version: str
    site_url: str
    issue_url: str | None
    upstream: tuple[Upstream, ...]
    capabilities: tuple[Capability, ...]
    entries: tuple[Entry, ...]
    root: str = ""

    @cached_property
    def _by_id(self) -> dict[str, Entry]:
        return {e.id: e for e in self.entries}

    def get(self, entry_id: str) -> Entry:
        """The entry with this id; ``KeyError`` when there is none."""
        return self._by_id[entry_id]

    def __contains__(self, entry_id: object) -> bool:
        return entry_id in self._by_id

    def __iter__(self) -> Iterator[Entry]:
        return iter(self.entries)

    def __len__(self) -> int:
        return len(self.entries)

    def capability(self, key: str) -> Capability:
        return next(c for c in self.capabilities if c.key == key)

    def docs_url(self, entry_id: str) -> str:
        """The entry's page on the documentation site, for this catalog version."""
        return f"{self.site_url}{self.version}/errors/{entry_id}/"

    @cached_property
    def releases(self) -> dict[str, str]:
        """``{"@mastra/core": "@mastra/core@1.71.0", ...}``: the published releases the catalog is checked against."""
        return {name: f"{name}@{version}" for u in self.upstream for name, version in u.packages}

    def checks(self, entry: Entry) -> dict[str, str | None]:
        """What the test suite checks of this entry against the real packages (tests/test_truth.py enforces it).

        ``typechecked``: the release its TypeScript examples compile against; ``reproduced``: the release whose
        code throws it in ``reproductions/<id>.mjs``; ``not_reproduced``: why not, when it is not.
        """
        release = self.releases.get(entry.package)
        has_ts = any(f.example and f.example.lang in ("ts", "typescript", "tsx") for f in entry.fixes)
        repro = entry.reproduction
        reproduced = release if release and repro and repro.params is not None else None
        reason = None
        if not reproduced:
            reason = (repro.unavailable if repro else None) or (
                None if release else f"{entry.package} is not published on npm"
            )
        return {
            "typechecked": release if release and has_ts else None,
            "reproduced": reproduced,
            "not_reproduced": reason,
        }

    def record(self, entry: Entry) -> dict[str, Any]:
        """THE record of an entry: what `list --json`, `explain --json`, the site's JSON and diagnose share."""
        return {
            "id": entry.id,
            "title": entry.title,
            "message": entry.message,
            "exception": entry.exception,
            "family": entry.family,
            "capability": entry.capability,
            "package": entry.package,
            "status": entry.status,
            "successor": entry.successor,
            "error_class": entry.error_class,
            "error_code": entry.error_code,
            "markers": list(entry.markers),
            "params": [
                {"name": p.name, "expr": p.expr, "description": p.description, "kind": p.kind} for p in entry.params
            ],
            "sources": [
                {
                    "repo": s.repo,
                    "release": s.release,
                    "commit": s.commit,
                    "verified": s.verified,
                    "path": s.path,
                    "line": s.line,
                    "function": s.function,
                    "message": s.message,
                    "url": s.url,
                }
                for s in entry.sources
            ],
            "evidence": [
                {
                    "repo": e.repo,
                    "release": e.release,
                    "commit": e.commit,
                    "verified": e.verified,
                    "path": e.path,
                    "line": e.line,
                    "function": e.function,
                    "about": e.about,
                    "url": e.url,
                }
                for e in entry.evidence
            ],
            "meaning": entry.meaning,
            "triggers": entry.triggers,
            "situations": list(entry.situations),
            "fixes": [
                {
                    "title": f.title,
                    "body": f.body,
                    "example": (
                        {
                            "lang": f.example.lang,
                            "prelude": f.example.prelude,
                            "before": f.example.before,
                            "after": f.example.after,
                            "before_fails": f.example.before_fails,
                        }
                        if f.example
                        else None
                    ),
                }
                for f in entry.fixes
            ],
            "related": list(entry.related),
            "probes": list(entry.probes),
            "requires": [{"package": r.package, "version": r.version, "reason": r.reason} for r in entry.requires],
            "reproduction": (
                {
                    "params": dict(entry.reproduction.params) if entry.reproduction.params is not None else None,
                    "unavailable": entry.reproduction.unavailable,
                    "script": entry.reproduction.script,
                    "fixed_script": entry.reproduction.fixed_script,
                }
                if entry.reproduction
                else None
            ),
            "notes": entry.notes,
            "history": _history_record(entry),
            "checks": self.checks(entry),
            "docs_url": self.docs_url(entry.id),
        }


def _history_record(entry: Entry) -> dict[str, Any] | None:
    h = entry.history
    if h is None:
        return None
    return {
        "package": h.package,
        "first": h.first,
        "last": h.last,
        "changed": list(h.changed),
        "missing": list(h.missing),
        "checked": {"first": h.checked[0], "last": h.checked[-1], "releases": len(h.checked)} if h.checked else None,
        "wordings": [
            {"message": w.message, "first": w.first, "last": w.last, "releases": w.releases, "newer": w.newer}
            for w in entry.wordings
            if w.released
        ],
    }


@dataclass(frozen=True)
class ScopeRule:
    path: str  # a glob over repository paths
    kind: str  # "out" or "pending"
    reason: str
    message: str | None = None


@dataclass(frozen=True)
class ScopePackage:
    """One package of scope.yaml: a published ``version``, or a ``commit`` of the repository it was read at."""

    package: str
    version: str | None
    in_scope: bool
    reason: str | None = None  # why a package is out of scope, or unread
    rules: tuple[ScopeRule, ...] = ()
    tool_results: tuple[str, ...] = ()  # globs of files whose returned strings are tool results
    commit: str | None = None
    path: str | None = None
    verified: str | None = None
    unread: bool = False  # in scope, but no source of it could be read: its sites are not known


@dataclass(frozen=True)
class Scope:
    """catalog/scope.yaml: the packages the catalog must cover and the sites accounted for without an entry."""

    packages: tuple[ScopePackage, ...]

    def get(self, package: str, at_commit: bool = False) -> ScopePackage | None:
        """The package's block: with ``at_commit``, the one read at a commit (a checkout's newer code) if there
        is one, else the published one; without it, the other way round."""
        blocks = [p for p in self.packages if p.package == package]
        return next((p for p in blocks if (p.commit is not None) == at_commit), blocks[0] if blocks else None)


# --- reading YAML with positions -------------------------------------------------------------------------------


class _Reader:
    """Turns one YAML file into plain Python values, recording problems with positions instead of raising.

    At most :data:`MAX_PROBLEMS_PER_FILE` problems are kept per file; :meth:`overflow` says how many more.
    """

    def __init__(self, path: Path, display: str) -> None:
        self.path = path
        self.display = _one_line(display, limit=None)
        self.problems: list[Problem] = []
        self.suppressed = 0
        self._kept = 0
        self._last = (1, 1)

    def _add(self, line: int, column: int, field_name: str, message: str) -> None:
        if self._kept >= MAX_PROBLEMS_PER_FILE:
            self.suppressed += 1
            self._last = max(self._last, (line, column))
            return
        self._kept += 1
        self.problems.append(Problem(self.display, line, column, _one_line(field_name), _one_line(message)))

    def problem(self, node: Any, field_name: str, message: str) -> None:
        mark = getattr(node, "start_mark", None)
        line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        self._add(line, column, field_name, message)

    def overflow(self) -> Problem | None:
        """The one line that stands for the problems not kept, if any."""
        if not self.suppressed:
            return None
        line, column = self._last
        return Problem(self.display, line, column, "file", f"... and {self.suppressed} more in this file")

    def read(self) -> Any:
        """The document's root node, or None after recording why it is unusable."""
        import yaml

        try:
            raw = read_regular(self.path, MAX_FILE_BYTES)
        except FileNotFoundError:
            self._add(1, 1, "file", f"{self.path.name} is missing")
            return None
        except FileRefused as exc:
            self._add(1, 1, "file", f"cannot read: {exc}")
            return None
        except OSError as exc:
            self._add(1, 1, "file", f"cannot read: {exc.strerror or exc}")
            return None
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            line, column = _position(raw, exc.start)
            self._add(line, column, "file", f"not UTF-8: byte 0x{raw[exc.start]:02x} cannot be decoded")
            return None
        if not text.strip():
            self._add(1, 1, "file", "the file is empty")
            return None
        try:
            # libyaml's composer when PyYAML has it (much faster; it keeps the same marks).
            loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
            nodes = list(yaml.compose_all(text, Loader=loader))
        except yaml.MarkedYAMLError as exc:
            mark = exc.problem_mark or exc.context_mark
            line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
            what = " ".join(str(x) for x in (exc.context, exc.problem) if x)
            self._add(line, column, "yaml", f"syntax error: {what}")
            return None
        except yaml.reader.ReaderError as exc:
            # A character YAML does not allow (NUL, other control characters): point at it, not at 1:1.
            found = text.find(chr(exc.character)) if isinstance(exc.character, int) else -1
            line, column = _position(text, found) if found >= 0 else (1, 1)
            what = f"U+{exc.character:04X}" if isinstance(exc.character, int) else repr(exc.character)
            self._add(line, column, "yaml", f"the character {what} is not allowed in YAML ({exc.reason})")
            return None
        except yaml.YAMLError as exc:
            self._add(1, 1, "yaml", f"syntax error: {str(exc).splitlines()[0] if str(exc) else type(exc).__name__}")
            return None
        except RecursionError:  # PyYAML's pure-Python composer has no depth limit (libyaml stops at 1,000)
            self._add(1, 1, "yaml", "nested too deeply")
            return None
        nodes = [n for n in nodes if n is not None]
        if not nodes:
            self._add(1, 1, "file", "the file holds no document")
            return None
        if len(nodes) > 1:
            self.problem(nodes[1], "file", "the file holds more than one YAML document")
        deep = _too_deep(nodes[0])
        if deep is not None:
            # Whatever the YAML library allows (libyaml's limit differs between releases), an entry is a few
            # levels deep: far more is a broken or hostile file, and would exhaust the converter's recursion.
            self.problem(deep, "yaml", f"nested too deeply (more than {MAX_NESTING} levels)")
            return None
        repeated = _repeated_node(nodes[0])
        if repeated is not None:
            # Each alias expands its anchor's whole subtree again: a 26 KB file became gigabytes of work.
            message = "YAML aliases (*name) are not allowed in catalog files: this anchored value is repeated"
            self.problem(repeated, "yaml", message)
            return None
        return nodes[0]

    def convert(self, node: Any, spec: F.Spec, where: str) -> Any:
        """Validate ``node`` against ``spec``; return the plain value, or None where it is unusable."""
        import yaml

        from . import _fields as F

        if isinstance(spec, F.Obj):
            if not isinstance(node, yaml.MappingNode):
                self.problem(node, where or "document", f"expected a mapping, got {_kind(node)}")
                return None
            out: dict[str, Any] = {}
            seen: set[str] = set()
            for key_node, value_node in node.value:
                key = key_node.value if isinstance(key_node, yaml.ScalarNode) else None
                name = f"{where}.{key}" if where else str(key)
                if key is None:
                    self.problem(key_node, where or "document", "keys must be plain strings")
                    continue
                if key in seen:
                    self.problem(key_node, name, "duplicate key")
                    continue
                seen.add(key)
                if key not in spec.fields:
                    self.problem(key_node, name, f"unknown field (known: {', '.join(spec.fields)})")
                    continue
                out[key] = self.convert(value_node, spec.fields[key], name)
            for required in spec.required:
                if required not in seen:
                    self.problem(node, f"{where}.{required}" if where else required, "missing required field")
                    # As an unusable value is: None, so building objects from the dict never lacks an argument.
                    out[required] = None
            return out
        if isinstance(spec, F.ListOf):
            if not isinstance(node, yaml.SequenceNode):
                self.problem(node, where, f"expected a list, got {_kind(node)}")
                return None
            if len(node.value) < spec.min_items:
                self.problem(node, where, f"needs at least {spec.min_items} item{'s' if spec.min_items > 1 else ''}")
            items = [self.convert(item, spec.items, f"{where}[{i}]") for i, item in enumerate(node.value)]
            if spec.unique:
                seen_items: set[Any] = set()
                for i, item in enumerate(items):
                    if item is None:
                        continue
                    key = _hashable(item)
                    if key in seen_items:
                        self.problem(node.value[i], f"{where}[{i}]", f"{item!r} is listed twice")
                    seen_items.add(key)
            return items
        if isinstance(spec, F.MapOf):
            if not isinstance(node, yaml.MappingNode):
                self.problem(node, where, f"expected a mapping, got {_kind(node)}")
                return None
            values: dict[str, Any] = {}
            for key_node, value_node in node.value:
                if not isinstance(key_node, yaml.ScalarNode):
                    self.problem(key_node, where, "keys must be plain strings")
                elif key_node.value in values:
                    self.problem(key_node, f"{where}.{key_node.value}", "duplicate key")
                else:
                    values[key_node.value] = self.convert(value_node, spec.values, f"{where}.{key_node.value}")
            return values
        if not isinstance(node, yaml.ScalarNode):
            hint = ""
            if isinstance(spec, F.Str) and isinstance(node, yaml.MappingNode) and len(node.value) == 1:
                hint = " (an unquoted ': ' inside text makes YAML read a mapping; quote the text)"
            expected = "number" if isinstance(spec, F.Int) else "string"
            self.problem(node, where, f"expected a {expected}, got {_kind(node)}{hint}")
            return None
        try:
            value = _scalar_value(node)
        except (ValueError, yaml.YAMLError) as exc:
            self.problem(node, where, str(exc).splitlines()[0])
            return None
        if isinstance(spec, F.Int):
            if isinstance(value, bool) or not isinstance(value, int):
                self.problem(node, where, f"expected a whole number, got {value!r}")
                return None
            if value < spec.minimum:
                self.problem(node, where, f"must be at least {spec.minimum}")
                return None
            return value
        if not isinstance(value, str):
            # Unquoted 1.71 or true read as other types; in a string field that is a mistake worth naming.
            self.problem(node, where, f"expected a string, got {type(value).__name__} {value!r} (quote it)")
            return None
        complaint = spec.check(value)
        if complaint:
            self.problem(node, where, complaint)
            return None
        return value


_CONSTRUCTOR: Any = None


def _scalar_value(node: Any) -> Any:
    """The Python value of a scalar node, resolved by its tag; a ``ValueError`` for a tag YAML-safe loading lacks.

    Calls the tag's constructor directly: ``construct_object`` would also remember every node it saw.
    """
    global _CONSTRUCTOR
    import yaml

    if _CONSTRUCTOR is None:
        _CONSTRUCTOR = yaml.SafeLoader("")
    construct = yaml.SafeLoader.yaml_constructors.get(node.tag)
    if construct is None:
        raise ValueError(f"the tag {node.tag} is not allowed")
    return construct(_CONSTRUCTOR, node)


def _one_line(text: str, limit: int | None = MAX_PROBLEM_CHARS) -> str:
    """Text fit for one line of a report: control characters escaped (a quoted key may hold a newline or an
    escape sequence), and a value of a megabyte cut short."""
    if not text.isprintable():
        text = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)
    return text if limit is None or len(text) <= limit else text[: limit - 1] + "\u2026"


MAX_NESTING = 64


def _too_deep(root: Any) -> Any:
    """The first node nested more than MAX_NESTING levels down, or None (an iterative walk: no recursion)."""
    stack = [(root, 1)]
    seen: set[int] = set()
    while stack:
        node, depth = stack.pop()
        if depth > MAX_NESTING:
            return node
        if id(node) in seen:  # an alias: _repeated_node reports it
            continue
        seen.add(id(node))
        children = node.value
        if isinstance(children, list):
            for child in children:
                for item in child if isinstance(child, tuple) else (child,):
                    stack.append((item, depth + 1))
    return None


def _repeated_node(root: Any) -> Any:
    """The first node reached twice (through an alias), or None: a walk that visits each node once."""
    seen: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            return node
        seen.add(id(node))
        children = node.value
        if isinstance(children, list):
            for child in children:
                if isinstance(child, tuple):
                    stack.extend(child)
                else:
                    stack.append(child)
    return None


def _position(text: str | bytes, offset: int) -> tuple[int, int]:
    """The 1-based line and column of an offset into the file's text (or bytes)."""
    newline: Any = b"\n" if isinstance(text, bytes) else "\n"
    line = text.count(newline, 0, offset) + 1
    return line, offset - (text.rfind(newline, 0, offset) + 1) + 1


def _hashable(value: Any) -> Any:
    """A hashable stand-in for a converted value, equal for equal values (dicts and lists are not hashable)."""
    if isinstance(value, dict):
        return ("dict", tuple((k, _hashable(v)) for k, v in sorted(value.items())))
    if isinstance(value, list):
        return ("list", tuple(_hashable(v) for v in value))
    return value


def _kind(node: Any) -> str:
    import yaml

    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    value = node.value if isinstance(node, yaml.ScalarNode) else None
    return "nothing" if value in ("", "~", "null") else f"the scalar {value!r}"


def _field_node(root: Any, *path: str | int) -> Any:
    """The node at a field path (for positioning cross-file problems); the root when it is not there."""
    node = root
    for step in path:
        children = getattr(node, "value", None)
        if isinstance(step, int):
            if not isinstance(children, list) or step >= len(children) or isinstance(children[step], tuple):
                return node
            node = children[step]
        else:
            if not isinstance(children, list):
                return node
            node = next((v for k, v in children if isinstance(k.value, str) and k.value == step), None)
            if node is None:
                return root
    return node


# --- building and cross-checking -------------------------------------------------------------------------------


def default_catalog_dir() -> Path:
    """The catalog shipped with the package (inside the wheel), or the source checkout's ``catalog/``."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "_data" / "catalog", here.parent / "catalog"):
        if (candidate / "catalog.yaml").is_file():
            return candidate
    return here.parent / "catalog"


def _display(path: Path) -> str:
    try:
        return os.path.relpath(path)
    except ValueError:
        return str(path)


def _parse_catalog(root: Path) -> Catalog:
    # Only a cache miss pays for the field declarations (and for PyYAML).
    from . import _fields as F

    if not root.is_dir():
        raise CatalogError([Problem(_display(root), 1, 1, "file", "no catalog here: the folder does not exist")])
    problems: list[Problem] = []
    meta_reader = _Reader(root / "catalog.yaml", _display(root / "catalog.yaml"))
    readers = [meta_reader]
    meta_node = meta_reader.read()
    meta = meta_reader.convert(meta_node, F.CATALOG, "") if meta_node is not None else None

    capabilities: dict[str, Capability] = {}
    families: set[str] = set()
    if meta and meta.get("capabilities"):
        for i, cap in enumerate(meta["capabilities"]):
            if not cap or None in (cap.get(k) for k in F.CAPABILITY.required):
                continue
            node = _field_node(meta_node, "capabilities", i)
            if cap["key"] in capabilities:
                meta_reader.problem(_field_node(node, "key"), f"capabilities[{i}].key", "duplicate capability key")
            if cap["family"] in families:
                meta_reader.problem(_field_node(node, "family"), f"capabilities[{i}].family", "duplicate family name")
            parent = cap.get("parent")
            if parent is not None and parent not in capabilities:
                # Listed before its children, so a family's base class is always defined first.
                meta_reader.problem(
                    _field_node(node, "parent"), f"capabilities[{i}].parent", f"{parent!r} is not a capability above"
                )
                parent = None
            capabilities[cap["key"]] = Capability(cap["key"], cap["title"], cap["description"], cap["family"], parent)
            families.add(cap["family"])
    problems += meta_reader.problems

    errors_dir = root / "errors"
    files = sorted(errors_dir.glob("*.yaml")) + sorted(errors_dir.glob("*.yml"))
    if not files:
        # Else an empty catalog passes, and a command given it has nothing to match against.
        what = "holds no entry files (*.yaml)" if errors_dir.is_dir() else "is missing"
        message = f"the errors/ folder {what}: a catalog needs entries"
        problems.append(Problem(_display(errors_dir), 1, 1, "file", message))
    raw_entries: list[tuple[_Reader, Any, dict[str, Any]]] = []
    for path in files:
        reader = _Reader(path, _display(path))
        readers.append(reader)
        node = reader.read()
        data = reader.convert(node, F.ENTRY, "") if node is not None else None
        problems += reader.problems
        reader.problems = []
        if data is not None:
            raw_entries.append((reader, node, data))

    entries: list[Entry] = []
    for reader, node, data in raw_entries:
        entry = _build_entry(reader, node, data, capabilities)
        problems += reader.problems
        reader.problems = []
        if entry is not None:
            entries.append(entry)

    problems += _cross_check(raw_entries, entries, families)
    problems += _check_releases(raw_entries, meta)
    problems += [p for p in (r.overflow() for r in readers) if p is not None]
    if not problems and (root / HISTORY_FILE).is_file():
        entries, history_problems = _apply_history(root / HISTORY_FILE, entries, meta or {})
        problems += history_problems
    if problems:
        raise CatalogError(problems)
    assert meta is not None
    return Catalog(
        name=meta["name"],
        title=meta["title"],
        version=meta["version"],
        site_url=meta["site_url"],
        issue_url=meta.get("issue_url"),
        upstream=tuple(
            Upstream(u["key"], u["repo"], tuple(sorted((u.get("packages") or {}).items()))) for u in meta["upstream"]
        ),
        capabilities=tuple(capabilities.values()),
        entries=tuple(sorted(entries, key=lambda e: e.id)),
        root=str(root),
    )


def _build_entry(reader: _Reader, node: Any, data: dict[str, Any], capabilities: dict[str, Capability]) -> Entry | None:
    """Checks that need the whole entry; an Entry when nothing essential is missing."""
    from . import _fields as F

    stem = Path(reader.path).stem
    if data.get("id") and data["id"] != stem:
        reader.problem(_field_node(node, "id"), "id", f"{data['id']!r} does not match the file name {stem!r}")
    if data.get("capability") and capabilities and data["capability"] not in capabilities:
        reader.problem(
            _field_node(node, "capability"),
            "capability",
            f"{data['capability']!r} is not in the taxonomy (known: {', '.join(capabilities)})",
        )
    status = data.get("status") or "active"
    if status == "retired" and not data.get("successor"):
        reader.problem(node, "successor", "a retired entry must name its successor")
    if status != "retired" and data.get("successor"):
        reader.problem(_field_node(node, "successor"), "successor", "only a retired entry has a successor")
    fixes = [f for f in (data.get("fixes") or []) if f]
    if fixes and not fixes[0].get("example"):
        reader.problem(_field_node(node, "fixes", 0), "fixes[0].example", "the first fix needs a before/after example")

    template = None
    explicit = {p["expr"]: p["name"] for p in (data.get("params") or []) if p and p.get("expr") and p.get("name")}
    if data.get("message"):
        try:
            template = parse(data["message"], explicit)
        except TemplateError as exc:
            reader.problem(_field_node(node, "message"), "message", f"template does not parse: {exc}")
        if template is not None:
            known = {ph.expr for ph in template.parts if hasattr(ph, "expr")}
            # A place that spells the template differently may need a name for its own expression
            # (`${stderr || stdout || error}` beside the message's `${result.stderr || result.stdout}`).
            for src in data.get("sources") or []:
                if src and src.get("message"):
                    try:
                        known |= set(parse(src["message"], explicit).expressions.values())
                    except TemplateError:
                        pass  # reported below
            for i, p in enumerate(data.get("params") or []):
                if p and p.get("expr") and p["expr"] not in known:
                    reader.problem(
                        _field_node(node, "params", i, "expr"),
                        f"params[{i}].expr",
                        f"{p['expr']!r} is not a placeholder of the message (nor of a source's spelling)",
                    )
            for i, src in enumerate(data.get("sources") or []):
                if src and src.get("message"):
                    try:
                        shape = parse(src["message"], explicit).shape
                    except TemplateError as exc:
                        reader.problem(_field_node(node, "sources", i, "message"), f"sources[{i}].message", str(exc))
                        continue
                    if shape != template.shape:
                        reader.problem(
                            _field_node(node, "sources", i, "message"),
                            f"sources[{i}].message",
                            "renders differently from the entry's message; make it its own entry",
                        )

    for key in ("sources", "evidence"):
        for i, src in enumerate(data.get(key) or []):
            if not src:
                continue
            here = _field_node(node, key, i)
            if bool(src.get("release")) == bool(src.get("commit")):
                reader.problem(here, f"{key}[{i}]", "pin to exactly one of `release` (published code) or `commit`")
            if src.get("release") and src.get("verified"):
                reader.problem(here, f"{key}[{i}].verified", "only a commit pin has `verified`")
    repro = data.get("reproduction")
    if repro is not None:
        here = _field_node(node, "reproduction")
        if ("params" in repro) == ("unavailable" in repro):
            reader.problem(here, "reproduction", "give exactly one of `params` or `unavailable`")
        script = Path(reader.path).parent.parent / "reproductions" / f"{stem}.mjs"
        if "params" in repro and not script.is_file():
            reader.problem(here, "reproduction.params", f"no script reproductions/{stem}.mjs holds the reproduction")
        if template is not None and isinstance(repro.get("params"), dict):
            for name in sorted(set(repro["params"]) - set(template.expressions)):
                reader.problem(here, f"reproduction.params.{name}", f"{name!r} is not a parameter of the message")
        if "unavailable" in repro and script.is_file():
            reader.problem(here, "reproduction.unavailable", f"reproductions/{stem}.mjs exists: give its `params`")

    for i, param in enumerate(data.get("params") or []):
        if param and param.get("other_values") and not param.get("values"):
            reader.problem(
                _field_node(node, "params", i, "other_values"),
                f"params[{i}].other_values",
                "says why values outside `values` may occur, but the param has no `values`",
            )
        if param and param.get("pattern"):
            try:
                re.compile(param["pattern"])
            except re.error as exc:
                reader.problem(_field_node(node, "params", i, "pattern"), f"params[{i}].pattern", f"not a regex: {exc}")

    required_ok = all(data.get(k) is not None for k in F.ENTRY.required)
    if template is None or not required_ok or data["capability"] not in capabilities:
        return None
    notes = {p["expr"]: p for p in (data.get("params") or []) if p and p.get("expr")}
    params = tuple(  # the message's own placeholders; a source spelling's names only serve the shape check
        Param(
            name,
            expr,
            notes.get(expr, {}).get("description"),
            tuple(notes.get(expr, {}).get("values") or ()),
            notes.get(expr, {}).get("pattern"),
            notes.get(expr, {}).get("other_values"),
            notes.get(expr, {}).get("kind") or "text",
        )
        for name, expr in template.expressions.items()
    )
    return Entry(
        id=data["id"],
        title=data["title"],
        message=data["message"],
        exception=data["exception"],
        capability=data["capability"],
        family=capabilities[data["capability"]].family,
        package=data["package"],
        params=params,
        sources=tuple(Location(**s) for s in data["sources"] if s and None not in s.values()),
        meaning=data["meaning"],
        triggers=data["triggers"],
        situations=tuple(s for s in data["situations"] if s),
        fixes=tuple(
            Fix(f["title"], f["body"], Example(**f["example"]) if f.get("example") else None)
            for f in data["fixes"]
            if f and f.get("title") and f.get("body")
        ),
        related=tuple(r for r in (data.get("related") or []) if r),
        probes=tuple(p for p in (data.get("probes") or []) if p),
        requires=tuple(Requirement(**r) for r in (data.get("requires") or []) if r and None not in r.values()),
        reproduction=_reproduction(data.get("reproduction"), Path(reader.path).parent.parent / "reproductions", stem),
        evidence=tuple(Evidence(**e) for e in (data.get("evidence") or []) if e and None not in e.values()),
        wordings=_unreleased_wordings(reader, node, data, {p.expr: p.name for p in params}),
        status=status,
        successor=data.get("successor"),
        error_class=data.get("error_class"),
        error_code=data.get("error_code"),
        markers=tuple(m for m in (data.get("markers") or []) if m),
        notes=data.get("notes"),
        file=reader.display,
        template=template,
    )


def _check_releases(raw: list[tuple[_Reader, Any, dict[str, Any]]], meta: dict[str, Any] | None) -> list[Problem]:
    """A release pin names a package version of catalog.yaml's `upstream` (the versions the catalog is read at)."""
    pinned = {
        f"{name}@{version}"
        for u in ((meta or {}).get("upstream") or [])
        if u
        for name, version in (u.get("packages") or {}).items()
    }
    problems: list[Problem] = []
    for reader, node, data in raw:
        for key in ("sources", "evidence"):
            for i, src in enumerate(data.get(key) or []):
                release = (src or {}).get("release")
                if release and release not in pinned:
                    reader.problem(
                        _field_node(node, key, i, "release"),
                        f"{key}[{i}].release",
                        f"{release!r} is not a package version pinned in catalog.yaml",
                    )
        problems += reader.problems
        reader.problems = []
    return problems


def _reproduction(raw: dict[str, Any] | None, folder: Path, stem: str) -> Reproduction | None:
    if not raw:
        return None
    params = raw.get("params")
    if not isinstance(params, dict):
        return Reproduction(None, raw.get("unavailable"))
    return Reproduction(
        tuple(sorted((str(k), str(v)) for k, v in params.items())),
        raw.get("unavailable"),
        _script(folder / f"{stem}.mjs"),
        _script(folder / f"{stem}.fixed.mjs"),
    )


_MAX_SCRIPT_BYTES = 64 * 1024


def _script(path: Path) -> str | None:
    """A reproduction script's text; None when there is none (a regular file only, size-capped)."""
    try:
        return read_regular(path, _MAX_SCRIPT_BYTES).decode("utf-8", errors="replace")
    except (OSError, FileRefused):
        return None


def _cross_check(
    raw: list[tuple[_Reader, Any, dict[str, Any]]], entries: list[Entry], families: set[str]
) -> list[Problem]:
    """Rules across entries: unique ids, titles, exceptions and templates; links that resolve."""
    problems: list[Problem] = []
    ids = {data.get("id") for _, _, data in raw if data.get("id")}
    first: dict[tuple[str, str], str] = {}
    shapes = {e.id: e.template.shape for e in entries}
    for reader, node, data in raw:
        for field_name in ("id", "title", "exception"):
            value = data.get(field_name)
            if value is None:
                continue
            key = (field_name, value.casefold() if field_name == "title" else value)
            if key in first:
                reader.problem(_field_node(node, field_name), field_name, f"{value!r} is already used by {first[key]}")
            else:
                first[key] = reader.display
        exc_name = data.get("exception")
        if exc_name and (exc_name in families or exc_name in RESERVED_CLASS_NAMES):
            reader.problem(_field_node(node, "exception"), "exception", f"{exc_name!r} is a family or base class name")
        for i, rel in enumerate(data.get("related") or []):
            if rel and rel not in ids:
                reader.problem(_field_node(node, "related", i), f"related[{i}]", f"no entry has the id {rel!r}")
            if rel and rel == data.get("id"):
                reader.problem(_field_node(node, "related", i), f"related[{i}]", "an entry cannot relate to itself")
        successor = data.get("successor")
        if successor and successor not in ids:
            reader.problem(_field_node(node, "successor"), "successor", f"no entry has the id {successor!r}")
        problems += reader.problems
        reader.problems = []
    by_shape: dict[str, str] = {}
    for entry in entries:
        other = by_shape.setdefault(shapes[entry.id], entry.id)
        if other != entry.id:
            problems.append(
                Problem(entry.file, 1, 1, "message", f"renders the same messages as {other}; merge them into one entry")
            )
    said = {_said(e.template): e.id for e in entries}
    for entry in entries:
        for i, w in enumerate(x for x in entry.wordings if not x.released):
            owner = said.get(_said(w.template))
            if owner is not None:
                where = f"unreleased_wordings[{i}].message"
                what = "is the entry's own message" if owner == entry.id else f"renders the same messages as {owner}"
                problems.append(Problem(entry.file, 1, 1, where, what))
    return problems


HISTORY_FILE = "history.yaml"


def _apply_history(path: Path, entries: list[Entry], meta: dict[str, Any]) -> tuple[list[Entry], list[Problem]]:
    """Give entries their release range and other wordings from history.yaml, checking it against the catalog."""
    import dataclasses

    from . import _fields as F

    reader = _Reader(path, _display(path))
    node = reader.read()
    data = reader.convert(node, F.HISTORY, "") if node is not None else None
    if data is None:
        overflow = reader.overflow()
        return entries, reader.problems + ([overflow] if overflow else [])
    pinned = {name: str(v) for u in meta.get("upstream") or [] if u for name, v in (u.get("packages") or {}).items()}
    read: dict[str, list[str]] = {}
    for i, pkg in enumerate(data.get("packages") or []):
        if not pkg or None in (pkg.get(k) for k in F.HISTORY_PACKAGE.required):
            continue
        here = _field_node(node, "packages", i)
        name = pkg["package"]
        if name not in pinned:
            reader.problem(_field_node(here, "package"), f"packages[{i}].package", f"{name!r} is not pinned")
        elif pkg["pinned"] != pinned[name]:
            reader.problem(
                _field_node(here, "pinned"),
                f"packages[{i}].pinned",
                f"read at {pkg['pinned']}, catalog.yaml pins {pinned[name]}: rerun `sandbox-errors catalog history`",
            )
        if name in read:
            reader.problem(_field_node(here, "package"), f"packages[{i}].package", f"{name!r} is listed twice")
        read[name] = [v for v in pkg["read"] if v]
    by_id = {e.id: e for e in entries}
    shapes = {_said(e.template): e.id for e in entries}
    updated: dict[str, Entry] = {}
    for i, item in enumerate(data.get("entries") or []):
        if not item or None in (item.get(k) for k in F.HISTORY_ENTRY.required):
            continue
        here = _field_node(node, "entries", i)
        entry = by_id.get(item["id"])
        if entry is None:
            reader.problem(_field_node(here, "id"), f"entries[{i}].id", f"no entry has the id {item['id']!r}")
            continue
        if item["id"] in updated:
            reader.problem(_field_node(here, "id"), f"entries[{i}].id", f"{item['id']!r} is listed twice")
            continue
        if item["package"] != entry.package:
            reader.problem(
                _field_node(here, "package"), f"entries[{i}].package", f"the entry's package is {entry.package!r}"
            )
            continue
        versions = read.get(entry.package)
        if versions is None:
            reader.problem(_field_node(here, "package"), f"entries[{i}].package", "not among `packages` read")
            continue
        order = {v: n for n, v in enumerate(versions)}
        fields = [(item.get(k), f"entries[{i}].{k}", _field_node(here, k)) for k in ("first", "last")]
        fields += [
            (v, f"entries[{i}].{key}[{j}]", _field_node(here, key, j))
            for key in ("changed", "missing")
            for j, v in enumerate(item.get(key) or [])
        ]
        ok = all([_read_release(reader, order, entry.package, *f) for f in fields])
        if ok and (item.get("first") is None) != (item.get("last") is None):
            reader.problem(here, f"entries[{i}]", "give both `first` and `last`, or neither")
            ok = False
        if ok and item.get("first") is not None and order[item["first"]] > order[item["last"]]:
            reader.problem(_field_node(here, "last"), f"entries[{i}].last", "comes before `first`")
            ok = False
        wordings: list[Wording] = []
        explicit = {p.expr: p.name for p in entry.params}
        for j, w in enumerate(item.get("wordings") or []):
            if not w or None in (w.get(k) for k in F.HISTORY_WORDING.required):
                continue
            where, at = f"entries[{i}].wordings[{j}]", _field_node(here, "wordings", j)
            ends = [(w[k], f"{where}.{k}", _field_node(at, k)) for k in ("first", "last")]
            if not all([_read_release(reader, order, entry.package, *end) for end in ends]):
                continue
            if order[w["first"]] > order[w["last"]]:
                reader.problem(_field_node(at, "last"), f"{where}.last", "comes before `first`")
                continue
            try:
                template = parse(w["message"], {**explicit, **(w.get("names") or {})})
            except TemplateError as exc:
                reader.problem(_field_node(at, "message"), f"{where}.message", f"template does not parse: {exc}")
                continue
            other = shapes.get(_said(template))
            if other == entry.id:
                continue  # only placeholder expressions differ: the entry's own template matches it already
            if other is not None:
                reader.problem(_field_node(at, "message"), f"{where}.message", f"renders the same messages as {other}")
                continue
            newer = order[w["first"]] > order.get(pinned.get(entry.package, ""), len(order))
            wordings.append(Wording(w["message"], entry.package, w["first"], w["last"], w["found"], newer, template))
        if not ok:
            continue
        history = EntryHistory(
            entry.package,
            item.get("first"),
            item.get("last"),
            tuple(item.get("changed") or ()),
            tuple(versions),
            tuple(item.get("missing") or ()),
        )
        unreleased = tuple(w for w in entry.wordings if not w.released)
        updated[entry.id] = dataclasses.replace(entry, history=history, wordings=tuple(wordings) + unreleased)
    overflow = reader.overflow()
    return [updated.get(e.id, e) for e in entries], reader.problems + ([overflow] if overflow else [])


def _unreleased_wordings(
    reader: _Reader, node: Any, data: dict[str, Any], names: dict[str, str]
) -> tuple[Wording, ...]:
    """An entry's hand-written ``unreleased_wordings``, parsed with the entry's placeholder names."""
    out: list[Wording] = []
    for i, w in enumerate(data.get("unreleased_wordings") or []):
        if not w or not w.get("message") or not w.get("seen"):
            continue
        try:
            template = parse(w["message"], names)
        except TemplateError as exc:
            at = _field_node(node, "unreleased_wordings", i, "message")
            reader.problem(at, f"unreleased_wordings[{i}].message", f"template does not parse: {exc}")
            continue
        out.append(Wording(w["message"], data["package"], None, None, "unreleased", template=template, seen=w["seen"]))
    return tuple(out)


def _said(template: Template) -> str:
    """The text a template renders, values left out: two templates with the same one say the same thing."""
    return "".join(p.text if isinstance(p, Literal) else "\0" for p in template.parts)


def _read_release(reader: _Reader, order: dict[str, int], package: str, value: Any, where: str, node: Any) -> bool:
    """Whether a version named in history.yaml is one of the releases read (a problem when it is not)."""
    if value is not None and value not in order:
        reader.problem(node, where, f"{value!r} is not a release read of {package}")
        return False
    return True


def load_scope(root: str | os.PathLike[str] | None = None) -> Scope:
    """Load and validate ``scope.yaml`` of a catalog directory; :class:`CatalogError` lists every problem."""
    from . import _fields as F

    base = Path(root if root is not None else os.environ.get(CATALOG_ENV) or default_catalog_dir())
    path = base / "scope.yaml"
    reader = _Reader(path, _display(path))
    node = reader.read() if path.is_file() else None
    if not path.is_file():
        reader.problems.append(Problem(reader.display, 1, 1, "file", "scope.yaml is missing"))
    data = reader.convert(node, F.SCOPE, "") if node is not None else None
    packages: list[ScopePackage] = []
    seen: set[tuple[str, bool]] = set()
    for i, pkg in enumerate((data or {}).get("packages") or []):
        if not pkg or None in (pkg.get(k) for k in F.SCOPE_PACKAGE.required):
            continue
        here = _field_node(node, "packages", i)
        # A published package may have a second block, read at a commit: its code newer than the pinned release.
        block = (pkg["package"], "commit" in pkg)
        if block in seen:
            reader.problem(here, f"packages[{i}].package", f"{pkg['package']!r} is listed twice")
        seen.add(block)
        if ("version" in pkg) == ("commit" in pkg):
            reader.problem(here, f"packages[{i}]", "give exactly one of `version` (published) or `commit` (read)")
        if "commit" in pkg and not (pkg.get("path") and pkg.get("verified")):
            reader.problem(here, f"packages[{i}]", "a package read at a commit names its `path` and `verified`")
        if pkg["status"] in ("out", "unread") and not pkg.get("reason"):
            reader.problem(here, f"packages[{i}].reason", f"a package that is {pkg['status']} says why")
        if pkg["status"] in ("out", "unread") and pkg.get("rules"):
            reader.problem(here, f"packages[{i}].rules", f"a package that is {pkg['status']} has no rules")
        rules: list[ScopeRule] = []
        for j, rule in enumerate(pkg.get("rules") or []):
            if not rule or not rule.get("path"):
                continue
            if ("out" in rule) == ("pending" in rule):
                reader.problem(
                    _field_node(here, "rules", j), f"packages[{i}].rules[{j}]", "give exactly one of `out` or `pending`"
                )
                continue
            kind = "out" if "out" in rule else "pending"
            rules.append(ScopeRule(rule["path"], kind, rule[kind], rule.get("message")))
        packages.append(
            ScopePackage(
                pkg["package"],
                pkg.get("version"),
                pkg["status"] != "out",
                pkg.get("reason"),
                tuple(rules),
                tuple(g for g in pkg.get("tool_results") or [] if g),
                pkg.get("commit"),
                pkg.get("path"),
                pkg.get("verified"),
                pkg["status"] == "unread",
            )
        )
    if reader.problems:
        raise CatalogError(reader.problems)
    return Scope(tuple(packages))


# --- the cache -------------------------------------------------------------------------------------------------


def _catalog_files(root: Path) -> list[str]:
    # Plain strings and scandir: every start lists and hashes some 150 files, and Path objects cost 0.5 ms.
    files = [os.path.join(root, "catalog.yaml"), os.path.join(root, HISTORY_FILE)]
    # The entries, and the reproduction scripts the entries carry.
    for folder, suffixes in (("errors", (".yaml", ".yml")), ("reproductions", (".mjs",))):
        directory = os.path.join(root, folder)
        try:
            with os.scandir(directory) as it:
                names = sorted(e.name for e in it if e.name.endswith(suffixes))
        except OSError:
            names = []
        files += [os.path.join(directory, n) for n in names]
    return files


def _content_key(root: Path) -> str:
    digest = blake2b(f"sandbox-errors python {sys.version_info[:2]}".encode(), digest_size=32)
    here = os.path.dirname(os.path.realpath(__file__))
    for name in _LOADER_SOURCES:
        with open(os.path.join(here, name), "rb") as fh:
            digest.update(fh.read())
    for path in _catalog_files(root):
        digest.update(os.path.basename(path).encode() + b"\0")
        try:
            digest.update(read_regular(path, MAX_FILE_BYTES))
        except (OSError, FileRefused):  # the parse reports it; an invalid catalog is never cached
            digest.update(b"<unreadable>")
        digest.update(b"\0")
    return digest.hexdigest()


def load_catalog(root: str | os.PathLike[str] | None = None, *, use_cache: bool | None = None) -> Catalog:
    """Load and validate a catalog directory (default: ``$SANDBOX_ERRORS_CATALOG``, else the shipped one).

    Raises :class:`CatalogError` listing every problem when the catalog is invalid.
    """
    if root is None:
        root = os.environ.get(CATALOG_ENV) or default_catalog_dir()
    path = Path(root).resolve()
    if use_cache is None:
        use_cache = not os.environ.get(NO_CACHE_ENV)
    if not use_cache:
        return _parse_catalog(path)
    key = _content_key(path)
    # The same files give the same object within a process, so per-catalog caches (the matcher) stay warm.
    memo = _MEMO.get(str(path))
    if memo is not None and memo[0] == key:
        return memo[1]
    from . import _cache

    directory = _cache.cache_dir()
    prefix, name = _cache_name(path, key)
    catalog = _read_cache(directory, name, path) if directory is not None else None
    if catalog is None:
        catalog = _parse_catalog(path)
        if directory is not None:
            try:
                data = _cache.dumps(catalog)
            except TypeError:  # a field of a type the format lacks: run uncached rather than fail
                data = None
            if data is not None:
                _cache.write(directory, name, data, replaces=prefix)
    _MEMO[str(path)] = (key, catalog)
    return catalog


def _cache_name(root: Path, key: str) -> tuple[str, str]:
    """The cache file's name, and the prefix it shares with the same catalog folder's older caches.

    One file per folder: a new one replaces the old, so edits do not pile up files.
    """
    prefix = f"catalog-{blake2b(str(root).encode(), digest_size=8).hexdigest()}-"
    return prefix, f"{prefix}{key[:40]}.json"


def _read_cache(directory: Path, name: str, root: Path) -> Catalog | None:
    from . import _cache, template

    data = _cache.read(directory, name)
    if data is None:
        return None
    try:
        cached = _cache.loads(data, _cache.dataclasses_of(sys.modules[__name__], template))
    except (ValueError, TypeError):  # truncated, or not a cache at all: rebuild it
        return None
    return cached if isinstance(cached, Catalog) and cached.root == str(root) else None


_MEMO: dict[str, tuple[str, Catalog]] = {}
