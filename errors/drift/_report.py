"""Comparing the catalog with the occurrences: the drift report."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..catalog import Catalog, Entry, Location
from ._extract import Occurrence, _Kind, _Message, _occurrences, scan_files
from ._keys import Key, message_key, skeleton
from ._tree import Tree


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
    skipped: list[dict[str, Any]] = field(default_factory=list)  # files not read, and why

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
            "skipped": self.skipped,
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
    scans, unread = scan_files(tree.files)
    occurrences, unreadable = _occurrences(scans, _catalog_classes(catalog))
    by_key: dict[Key, list[Occurrence]] = {}
    for occ in occurrences:
        by_key.setdefault(occ.key, []).append(occ)
    by_skeleton: dict[Key, list[Occurrence]] = {}
    for occ in occurrences:
        if occ.raised:
            by_skeleton.setdefault(skeleton(occ.key), []).append(occ)

    # A defect's sources are the defective code at an affected release, and its message is what users see (often
    # another program's output), not a text the code throws: there is nothing of it to look for in a tree.
    active = [e for e in catalog.entries if not e.retired and e.defect is None]
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
        skipped=[{"path": path, "why": why} for path, why in [*tree.skipped, *unread]],
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
