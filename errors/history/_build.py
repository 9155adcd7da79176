"""Reading a package's releases and turning what each says into the history records."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field

from ..catalog import Catalog, Entry
from ..drift import DriftError, load_tree
from ..probes._npm import satisfies
from ..template import TemplateError, derive_name, parse
from ._releases import ReleaseError, Releases, version_key
from ._select import bisect_changes, minor_tips
from ._snapshot import ABSENT, Release, ReleaseReuse, Seen, Site, observe


class HistoryError(Exception):
    """The history cannot be built (no npm, a pinned release that cannot be read...)."""


@dataclass(frozen=True)
class WordingRecord:
    message: str
    first: str
    last: str
    found: str  # "site" or "skeleton": which rule found it
    names: tuple[tuple[str, str], ...] = ()  # placeholder expression -> Python name, where not the entry's


@dataclass(frozen=True)
class EntryRecord:
    id: str
    package: str
    first: str | None
    last: str | None
    changed: tuple[str, ...] = ()
    wordings: tuple[WordingRecord, ...] = ()
    missing: tuple[str, ...] = ()  # releases read between first and last that do not throw it


@dataclass
class PackageRecord:
    package: str
    pinned: str
    read: list[str] = field(default_factory=list)
    unreadable: list[str] = field(default_factory=list)


@dataclass
class History:
    packages: list[PackageRecord] = field(default_factory=list)
    entries: list[EntryRecord] = field(default_factory=list)


def published_entries(catalog: Catalog) -> dict[str, list[Entry]]:
    """The active entries of every package catalog.yaml pins a release of, by package."""
    pinned = catalog.releases
    out: dict[str, list[Entry]] = {}
    for entry in catalog.entries:
        if not entry.retired and entry.package in pinned:
            out.setdefault(entry.package, []).append(entry)
    return dict(sorted(out.items()))


def build_history(
    catalog: Catalog,
    releases: Releases,
    *,
    packages: Iterable[str] | None = None,
    spec: str | None = None,
    progress: Callable[[str], None] | None = None,
) -> History:
    """The history of every entry of the published packages (or of ``packages``), over the releases in ``spec``."""
    wanted = set(packages) if packages is not None else None
    history = History()
    for package, entries in published_entries(catalog).items():
        if wanted is not None and package not in wanted:
            continue
        record, entry_records = _package_history(catalog, releases, package, entries, spec, progress)
        history.packages.append(record)
        history.entries += entry_records
    history.entries.sort(key=lambda e: e.id)
    return history


def _package_history(
    catalog: Catalog,
    releases: Releases,
    package: str,
    entries: list[Entry],
    spec: str | None,
    progress: Callable[[str], None] | None,
) -> tuple[PackageRecord, list[EntryRecord]]:
    pinned = catalog.releases[package].rpartition("@")[2]
    try:
        versions = releases.versions(package)
    except ReleaseError as exc:
        raise HistoryError(str(exc)) from None
    if spec is not None:
        versions = [v for v in versions if satisfies(v, spec)]
    record = PackageRecord(package, pinned)
    seen: dict[str, dict[str, Seen] | None] = {}
    reuse = ReleaseReuse()  # most files of one release are those of the one read before it, or of the pinned one

    def read(version: str) -> Release | None:
        if progress is not None:
            progress(f"{package}@{version}")
        try:
            with releases.unpacked(package, version) as folder:
                return Release(catalog, load_tree(folder), reuse)
        except DriftError:
            return None  # no readable source maps in this release
        except ReleaseError as exc:
            raise HistoryError(str(exc)) from None

    reference = read(pinned)
    if reference is None:
        raise HistoryError(f"{package}@{pinned} (the pinned release) has no readable source maps")
    sites: dict[str, set[Site]] = {e.id: reference.sites_of(e) for e in entries}

    def observed(version: str) -> dict[str, Seen] | None:
        if version not in seen:
            release = reference if version == pinned else read(version)
            seen[version] = None if release is None else observe(catalog, entries, release, sites)
        return seen[version]

    def signature(version: str) -> Hashable:
        found = observed(version)
        return None if found is None else tuple(sorted((k, s.signature) for k, s in found.items()))

    seed = minor_tips(versions) + ([pinned] if pinned in versions else [])
    order = bisect_changes(versions, seed, signature)
    for version in order:
        (record.read if observed(version) is not None else record.unreadable).append(version)
    return record, [_entry_record(entry, [(v, seen[v]) for v in record.read]) for entry in entries]


def _entry_record(entry: Entry, states: list[tuple[str, dict[str, Seen] | None]]) -> EntryRecord:
    timeline = [(v, found.get(entry.id, ABSENT)) for v, found in states if found is not None]
    present = [(v, s) for v, s in timeline if s.state != "absent"]
    if not present:
        return EntryRecord(entry.id, entry.package, None, None)
    changed: list[str] = []
    wordings: dict[str, list[str]] = {}
    how: dict[str, str] = {}
    for (_, before), (version, now) in itertools.pairwise(present):
        if before.signature != now.signature:
            changed.append(version)
    for version, s in present:
        if s.state == "reworded" and s.message is not None:
            wordings.setdefault(s.message, []).append(version)
            how.setdefault(s.message, s.how or "site")
    records = tuple(
        WordingRecord(message, found[0], found[-1], how[message], _names(entry, message))
        for message, found in sorted(wordings.items(), key=lambda kv: (version_key(kv[1][0]), kv[0]))
    )
    first, last = present[0][0], present[-1][0]
    inside = [v for v, _ in timeline[[v for v, _ in timeline].index(first) :]]
    inside = inside[: inside.index(last) + 1]
    missing = tuple(v for v in inside if v not in {p for p, _ in present})
    return EntryRecord(entry.id, entry.package, first, last, tuple(changed), records, missing)


def _names(entry: Entry, message: str) -> tuple[tuple[str, str], ...]:
    """Names for the wording's placeholders: the entry's where the expression is the same, derived otherwise,
    ``value``, ``value_2``... for an expression that has no derived name."""
    explicit = {p.expr: p.name for p in entry.params}
    try:
        parse(message, explicit)
        return ()
    except TemplateError:
        pass
    from ..drift._keys import message_key

    names: dict[str, str] = {}
    count = 0
    for kind, expr in message_key(message):
        if kind != "expr" or expr in explicit or derive_name(expr) or expr in names:
            continue
        count += 1
        names[expr] = "value" if count == 1 else f"value_{count}"
    return tuple(sorted(names.items()))


HEADER = (
    "# Generated by `sandbox-errors catalog history` from the published releases: which releases throw each\n"
    "# entry's message and how older releases worded it. Do not edit; rerun the command. Format: README.md.\n"
)


def _q(text: str) -> str:
    # A JSON string is a YAML double-quoted scalar with the same escapes.
    return json.dumps(text, ensure_ascii=False)


def _flow(items: Iterable[str]) -> str:
    return "[" + ", ".join(_q(i) for i in items) + "]"


def dump(history: History) -> str:
    """The history as the YAML text of ``catalog/history.yaml`` (stable: the same history, the same bytes)."""
    out = [HEADER, "packages:\n"]
    for p in sorted(history.packages, key=lambda p: p.package):
        out.append(f"  - package: {_q(p.package)}\n    pinned: {_q(p.pinned)}\n    read: {_flow(p.read)}\n")
        if p.unreadable:
            out.append(f"    unreadable: {_flow(p.unreadable)}\n")
    out.append("entries:\n" if history.entries else "entries: []\n")
    for e in history.entries:
        out.append(f"  - id: {_q(e.id)}\n    package: {_q(e.package)}\n")
        if e.first is not None and e.last is not None:
            out.append(f"    first: {_q(e.first)}\n    last: {_q(e.last)}\n")
        if e.changed:
            out.append(f"    changed: {_flow(e.changed)}\n")
        if e.missing:
            out.append(f"    missing: {_flow(e.missing)}\n")
        if e.wordings:
            out.append("    wordings:\n")
        for w in e.wordings:
            out.append(f"      - message: {_q(w.message)}\n        first: {_q(w.first)}\n        last: {_q(w.last)}\n")
            out.append(f"        found: {w.found}\n")
            if w.names:
                inner = ", ".join(f"{_q(k)}: {_q(v)}" for k, v in w.names)
                out.append(f"        names: {{{inner}}}\n")
    return "".join(out)
