"""The loaded catalog as immutable typed objects: what every other part of ``errors`` reads.

Owns the entry model (:class:`Entry` and the values it holds: :class:`Location`, :class:`Fix`, :class:`Param`,
:class:`Wording` ...), the whole :class:`Catalog` with THE record of an entry that every output shares, and
:class:`Problem` / :class:`CatalogError`, how a bad catalog is reported. Nothing here reads a file.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import field, fields
from functools import cached_property
from typing import TYPE_CHECKING, Any

from ..template import Template
from .examples import example_checks

if TYPE_CHECKING:
    from dataclasses import dataclass
else:  # the same classes, made without compiling their methods (errors._dataclass)
    from .._dataclass import dataclass

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
    tag: str | None = None  # how the repository names a release's tag: "v{version}"; None: "{package}@{version}"
    registry: str = "npm"  # where the release comes from: "npm", or "debian" for a tool Debian ships

    def tag_of(self, package: str, version: str) -> str:
        """The git tag of a release of one of this repository's packages."""
        return (self.tag or "{package}@{version}").format(package=package, version=version)


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
    tag: str | None = None  # the release's git tag, when the repository does not name it `package@version`

    @property
    def ref(self) -> str:
        """The git ref the line is at: the release's tag (upstream tags each publish) or the commit."""
        return self.tag or self.release or self.commit or ""

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
    uncheckable: str | None = None  # why it cannot type-check against the published packages (it must fail)


@dataclass(frozen=True)
class Defect:
    """A known upstream bug: the entry's message is its crash signature, and these are its version facts."""

    issue: str  # the upstream issue (or discussion) that reports it
    affected: str  # an npm range of the entry's package: the releases that have the bug
    fixed: str  # the first release without it, or "open"
    workaround: str  # markdown: what to do on an affected release
    fix: str | None = None  # the pull request or commit that fixed it

    @property
    def open(self) -> bool:
        return self.fixed == "open"

    def summary(self, package: str) -> str:
        """One sentence in markdown, the same on the site, in Markdown records and in the terminal."""
        fixed = "no release fixes it yet" if self.open else f"fixed in `{self.fixed}`"
        fix = f" by {_thread_link(self.fix)}" if self.fix and not self.open else ""
        return f"A known bug of `{package}` `{self.affected}`, reported in {_thread_link(self.issue)}; {fixed}{fix}."


def _thread_link(url: str) -> str:
    """``[owner/repo#123](url)`` for a GitHub issue or pull request, else the URL as a link."""
    found = re.fullmatch(r"https://github\.com/([\w.-]+/[\w.-]+)/(?:issues|pull)/(\d+)/?", url)
    return f"[{found.group(1)}#{found.group(2)}]({url})" if found else f"<{url}>"


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
    defect: Defect | None = None  # a known upstream bug: the message is its signature
    notes: str | None = None
    file: str = ""
    template: Template = field(default=None, compare=False, repr=False)  # type: ignore[assignment]
    history: EntryHistory | None = None
    wordings: tuple[Wording, ...] = ()  # other wordings of `message`, oldest first

    @property
    def retired(self) -> bool:
        return self.status == "retired"

    if not TYPE_CHECKING:  # (for the type checker every field is there, as it is once read)

        def __getattr__(self, name: str) -> Any:
            # An entry of a catalog read from its cache holds only its index fields until another is asked for:
            # then its record is read (errors.catalog.cache). Only a missing field gets here.
            source = self.__dict__.get("_source")
            if source is None or name not in _ENTRY_FIELDS:
                raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
            source[0].fill(self, source[1])
            return self.__dict__[name]

        def __getstate__(self) -> dict[str, Any]:
            # A copy or a pickle holds every field, not the cache file it would be read from.
            state = self.__dict__
            if "_source" in state:
                state["_source"][0].fill(self, state["_source"][1])
            return state


# The fields' defaults are not class attributes, so that a field an entry does not hold yet reaches __getattr__
# (the generated __init__ keeps its own copies of the defaults).
_ENTRY_FIELDS = frozenset(f.name for f in fields(Entry))
for _name in _ENTRY_FIELDS & set(vars(Entry)):
    delattr(Entry, _name)


def _entry_hash(entry: Entry) -> int:
    # Equal entries have equal index fields (errors.catalog.cache.INDEX_FIELDS): hashing only those keeps the
    # contract with __eq__ without walking every field, or reading a cached entry's record, whenever an entry
    # keys a cache (errors.match.confidence keeps several).
    return hash((entry.id, entry.status, entry.error_class))


Entry.__hash__ = _entry_hash  # type: ignore[method-assign, assignment]


@dataclass(frozen=True)
class MastraDoc:
    """Mastra's documentation page of the API a package's errors (or one capability's of them) are about."""

    package: str
    capability: str | None
    page: str  # its path on mastra.ai: docs/src/content/en/<page>.mdx in mastra-ai/mastra
    title: str
    commit: str  # where it was read

    @property
    def url(self) -> str:
        return f"https://mastra.ai/{self.page}"


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
    mastra_docs: tuple[MastraDoc, ...] = ()

    def mastra_doc(self, entry: Entry) -> MastraDoc | None:
        """The page for this entry's capability of its package, else for its package, else None."""
        pages = [d for d in self.mastra_docs if d.package == entry.package]
        return next((d for d in pages if d.capability == entry.capability), None) or next(
            (d for d in pages if d.capability is None), None
        )

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
        """The entry's page on the documentation site, for this catalog version (or on the team's mirror that
        SANDBOX_ERRORS_DOCS_URL names: errors.docs_url)."""
        from ..docs_url import docs_base, entry_url

        return entry_url(docs_base(self.site_url, self.version), entry_id)

    @cached_property
    def releases(self) -> dict[str, str]:
        """``{"@mastra/core": "@mastra/core@1.71.0", "e2b": "e2b@2.51.0", ...}``: the npm releases the catalog is
        checked against (Mastra's packages and the SDKs their providers resolve)."""
        return {
            name: f"{name}@{version}" for u in self.upstream if u.registry == "npm" for name, version in u.packages
        }

    @cached_property
    def tools(self) -> dict[str, str]:
        """``{"bubblewrap": "bubblewrap@0.8.0"}``: the releases of tools that Mastra runs in a sandbox, as Debian
        ships them (read in Debian's copy of the upstream release; the tests run the installed tool)."""
        return {
            name: f"{name}@{version}" for u in self.upstream if u.registry != "npm" for name, version in u.packages
        }

    def checks(self, entry: Entry) -> dict[str, Any]:
        """What the test suite checks of this entry against the real packages (tests/test_truth.py enforces it).

        ``examples``: per fix with an example, whether its code type-checks (``typechecked``), against which
        releases (``against``), or why it is not type-checked (``not_typechecked``; the rule is
        :mod:`errors.catalog.examples`); ``typechecked``: the releases the type-checked examples compile against,
        joined (None when none is); ``reproduced``: the release whose code throws it in
        ``reproductions/<id>.mjs``; ``not_reproduced``: why not, when it is not.
        """
        release = self.releases.get(entry.package)
        tool = self.tools.get(entry.package)  # a tool's text: reproduced with the installed tool
        examples = example_checks(entry, self.releases)
        against = sorted({r for c in examples for r in c.against})
        repro = entry.reproduction
        reproduced = (release or tool) if (release or tool) and repro and repro.params is not None else None
        reason = None
        if not reproduced:
            reason = (repro.unavailable if repro else None) or (
                None if release or tool else f"{entry.package} is not published on npm"
            )
        return {
            "typechecked": ", ".join(against) if against else None,
            "examples": [
                {"fix": c.fix, "typechecked": c.typechecked, "against": list(c.against), "not_typechecked": c.why_not}
                for c in examples
            ],
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
                            "uncheckable": f.example.uncheckable,
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
            "defect": (
                {
                    "issue": entry.defect.issue,
                    "fix": entry.defect.fix,
                    "affected": entry.defect.affected,
                    "fixed": entry.defect.fixed,
                    "workaround": entry.defect.workaround,
                }
                if entry.defect
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
