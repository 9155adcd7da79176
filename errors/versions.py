"""What the user runs, against what the catalog knows of each release: the version facts of a match.

The installed versions come from the project's ``node_modules`` (every copy: a nested duplicate of
``@mastra/core`` is a classic cause), read with the probes' package.json reader. The facts: whether the installed
release throws this message (and in these words), the entry's ``requires`` evaluated against what is
installed, and which release changed or stopped throwing it. ``diagnose --project`` and the ``versions`` probe
share them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .catalog import Entry, Wording
from .probes._npm import Installed, compare, copies, parse_version, resolve, satisfies

__all__ = ["Installation", "installation", "version_facts"]


@dataclass(frozen=True)
class Installation:
    """The packages a project resolves, and every installed copy of each."""

    project: Path
    resolved: dict[str, Installed]
    copies: dict[str, list[Installed]]

    def where(self, pkg: Installed) -> str:
        return str(pkg.path.relative_to(self.project)) if pkg.path.is_relative_to(self.project) else str(pkg.path)


def installation(project: Path, packages: set[str]) -> Installation:
    """What ``project`` has of ``packages``: the copy its code imports, and every copy in its tree."""
    resolved: dict[str, Installed] = {}
    found: dict[str, list[Installed]] = {}
    for name in sorted(packages):
        pkg = resolve(project, name)
        if pkg is not None:
            resolved[name] = pkg
        found[name] = copies(project, name)
    return Installation(project, resolved, found)


def _between(version: str, first: str, last: str) -> bool | None:
    v, a, b = parse_version(version), parse_version(first), parse_version(last)
    if v is None or a is None or b is None:
        return None
    return compare(a, v) <= 0 <= compare(b, v)


def said_by(entry: Entry, version: str) -> tuple[str, Wording | None] | None:
    """What release ``version`` throws for the entry: ("current", None), ("wording", w), ("none", None);
    None when the history does not reach that release (or there is no history)."""
    h = entry.history
    if h is None or not h.checked or h.first is None or h.last is None:
        return None
    if _between(version, h.checked[0], h.checked[-1]) is not True:
        return None
    if version in h.missing:
        return "none", None
    for w in entry.wordings:
        if w.first is not None and w.last is not None and _between(version, w.first, w.last):
            return "wording", w
    if _between(version, h.first, h.last):
        return "current", None
    return "none", None


def version_facts(entry: Entry, wording: Wording | None, installed: Installation) -> dict[str, Any]:
    """The facts for one match: ``installed`` copies, ``message`` (thrown by the installed release?),
    ``requires`` (each evaluated), ``history`` (changed / last thrown), and ``notes``, one sentence each."""
    notes: list[str] = []
    package = entry.package
    pkg = installed.resolved.get(package)
    listed = [
        {
            "package": p.name,
            "version": p.version,
            "path": installed.where(p),
            "resolved": pkg is not None and p.path == pkg.path,
        }
        for p in installed.copies.get(package, [])
    ]
    if len(listed) > 1:
        where = ", ".join(f"{c['version']} in {c['path']}" for c in listed)
        notes.append(
            f"{len(listed)} copies of {package} are installed ({where}); code may load a different one than yours"
        )
    message: dict[str, Any] = {"installed": pkg.version if pkg else None, "throws": None}
    defect = _defect_facts(entry, pkg.version if pkg else None, notes) if entry.defect else None
    if pkg is None:
        notes.append(f"{package} is not installed in {installed.project}")
    elif defect is None:  # a defect's message is what users see, not a text the package throws
        said = said_by(entry, pkg.version)
        if said is not None:
            kind, other = said
            matched = "wording" if wording is not None else "current"
            same = kind == matched and (other is None or other == wording)
            message["throws"] = kind != "none"
            message["same_wording"] = same if kind != "none" else False
            if kind == "none":
                h = entry.history
                span = f" (thrown by {h.first}–{h.last})" if h and h.first else ""
                notes.append(
                    f"your {package} {pkg.version} does not throw this message{span}: pasted from another environment?"
                )
            elif not same:
                words = other.message if other is not None else entry.message
                notes.append(f"your {package} {pkg.version} words it differently: {words!r}")
            else:
                notes.append(f"your {package} {pkg.version} throws this message in these words")
    requires: list[dict[str, Any]] = []
    for r in entry.requires:
        have = installed.resolved.get(r.package)
        met = satisfies(have.version, r.version) if have is not None else None
        requires.append(
            {
                "package": r.package,
                "range": r.version,
                "reason": r.reason,
                "installed": have.version if have else None,
                "met": met,
            }
        )
        short = r.package.rpartition("/")[2]
        if have is None:
            if r.package != "node":
                notes.append(f"needs {short} {r.version}, and {r.package} is not installed ({r.reason})")
        elif met is not None:
            verdict = "you have" if met else "but you have"
            notes.append(f"needs {short} {r.version}, {verdict} {have.version} ({r.reason})")
    history: dict[str, Any] = {}
    h = entry.history
    if h is not None and h.first is not None and h.last is not None:
        history = {"first": h.first, "last": h.last, "changed": list(h.changed)}
        if h.changed:
            notes.append(f"the wording changed in {package} {', '.join(h.changed)}")
        if h.checked and h.last != h.checked[-1]:
            after = h.checked[h.checked.index(h.last) + 1] if h.last in h.checked else None
            history["gone_in"] = after
            if after:
                notes.append(f"{package} {after} and later no longer throw it (last: {h.last})")
    facts = {"installed": listed, "message": message, "requires": requires, "history": history, "notes": notes}
    if defect is not None:
        facts["defect"] = defect
    return facts


def _defect_facts(entry: Entry, version: str | None, notes: list[str]) -> dict[str, Any]:
    """Whether the installed release has the entry's known bug, with the sentence that says so."""
    assert entry.defect is not None
    d = entry.defect
    has_bug = satisfies(version, d.affected) if version is not None else None
    where = f"{entry.package} {d.affected}"
    if has_bug is True:
        cure = "no release fixes it yet; see the workaround" if d.open else f"upgrade to {d.fixed} or later"
        notes.append(f"your {entry.package} {version} has this known bug ({where}, {d.issue}): {cure}")
    elif has_bug is False:
        notes.append(
            f"your {entry.package} {version} is not among the releases with this bug ({where}): look for another cause"
        )
    return {
        "installed": version,
        "affected": d.affected,
        "fixed": d.fixed,
        "issue": d.issue,
        "fix": d.fix,
        "has_bug": has_bug,
    }


def packages_of(entries: list[Entry]) -> set[str]:
    """The npm packages the facts of these entries look at: each entry's own and those its ``requires`` name."""
    return {e.package for e in entries} | {r.package for e in entries for r in e.requires if r.package != "node"}
