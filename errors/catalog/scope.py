"""``catalog/scope.yaml``: the packages the catalog must cover and the error sites accounted for without an entry.

Owns the scope model (:class:`Scope`, :class:`ScopePackage`, :class:`ScopeRule`) and :func:`load_scope`, which
reads and validates the file; the scope check itself (which sites a package has) is :mod:`errors.drift`'s.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from .model import CatalogError, Problem
from .reader import CATALOG_ENV, _display, _field_node, _Reader, default_catalog_dir


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


def load_scope(root: str | os.PathLike[str] | None = None) -> Scope:
    """Load and validate ``scope.yaml`` of a catalog directory; :class:`CatalogError` lists every problem."""
    from .. import _fields as F

    base = Path(root if root is not None else os.environ.get(CATALOG_ENV) or default_catalog_dir())
    path = base / "scope.yaml"
    reader = _Reader(path, _display(path))
    present = os.path.lexists(path)  # a FIFO or a device is present, and refused by the reader with a problem
    node = reader.read() if present else None
    if not present:
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
