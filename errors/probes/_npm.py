"""Installed npm packages, read from a project's ``node_modules`` without running npm, and npm-style ranges.

Reading ``package.json`` files directly is fast, needs no network and cannot change the project.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from .._safe_read import FileRefused, read_json

_MAX_DEPTH = 12
#: Far above any real package.json (the largest in a Mastra project is a few tens of KB).
PACKAGE_JSON_LIMIT = 4 * 2**20
_MAX_VERSION_CHARS = 256
_MAX_RANGE_CHARS = 1024


@dataclass(frozen=True)
class Installed:
    name: str
    version: str
    path: Path
    engines_node: str | None


def _read(pkg_dir: Path) -> Installed | None:
    """The package in ``pkg_dir``; None when its package.json is missing, not a small regular file (a FIFO, a
    link to /dev/zero, a sparse 6 GB file), not JSON, nested too deeply, or without a readable version."""
    try:
        data = read_json(pkg_dir / "package.json", PACKAGE_JSON_LIMIT)
    except (OSError, FileRefused):
        return None
    if not isinstance(data, dict):
        return None
    version, name, engines = data.get("version"), data.get("name"), data.get("engines")
    if not isinstance(version, str) or len(version) > _MAX_VERSION_CHARS:
        return None
    node = engines.get("node") if isinstance(engines, dict) else None
    return Installed(
        name if isinstance(name, str) and name else pkg_dir.name,
        version,
        pkg_dir,
        node if isinstance(node, str) and len(node) <= _MAX_RANGE_CHARS else None,
    )


def resolve(project: Path, name: str) -> Installed | None:
    """The copy of ``name`` that code in ``project`` imports (Node's lookup: node_modules here, then upwards)."""
    for folder in (project, *project.parents):
        found = _read(folder / "node_modules" / name)
        if found is not None:
            return found
    return None


def scoped(project: Path, scope: str) -> list[Installed]:
    """Every package of ``scope`` (e.g. ``@mastra``) that ``project`` resolves, by name."""
    seen: dict[str, Installed] = {}
    for folder in (project, *project.parents):
        base = folder / "node_modules" / scope
        try:
            names = sorted(os.listdir(base))
        except OSError:
            continue
        for entry in names:
            name = f"{scope}/{entry}"
            if name not in seen:
                found = _read(base / entry)
                if found is not None:
                    seen[name] = found
    return sorted(seen.values(), key=lambda p: p.name)


def copies(project: Path, name: str) -> list[Installed]:
    """All installed copies of ``name`` in the project's dependency tree (nested and pnpm-style), one per folder."""
    found: dict[str, Installed] = {}
    visited: set[str] = set()

    def walk(node_modules: Path, depth: int) -> None:
        real = os.path.realpath(node_modules)
        if depth > _MAX_DEPTH or real in visited:
            return
        visited.add(real)
        try:
            entries = os.listdir(node_modules)
        except OSError:
            return
        for entry in entries:
            path = node_modules / entry
            if entry == ".pnpm":
                try:
                    stores = os.listdir(path)
                except OSError:
                    continue
                for store in stores:
                    walk(path / store / "node_modules", depth + 1)
            elif entry.startswith("@"):
                try:
                    members = os.listdir(path)
                except OSError:
                    continue
                for member in members:
                    visit(path / member, f"{entry}/{member}", depth)
            elif not entry.startswith("."):
                visit(path, entry, depth)

    def visit(pkg_dir: Path, pkg_name: str, depth: int) -> None:
        if pkg_name == name:
            real = os.path.realpath(pkg_dir)
            if real not in found:
                pkg = _read(pkg_dir)
                if pkg is not None:
                    found[real] = pkg
        nested = pkg_dir / "node_modules"
        if nested.is_dir():
            walk(nested, depth + 1)

    walk(project / "node_modules", 0)
    return sorted(found.values(), key=lambda p: str(p.path))


# -- versions and ranges ---------------------------------------------------------------------------------------

# npm versions are JavaScript numbers: 16 digits at most. A longer run is not a version, and int() would refuse
# one over 4,300 digits with a ValueError.
_N = r"\d{1,16}"
_VERSION = re.compile(rf"^v?({_N})\.({_N})\.({_N})(?:-([0-9A-Za-z.\-]{{1,128}}))?(?:\+[0-9A-Za-z.\-]{{1,128}})?$")
_PARTIAL = re.compile(rf"^v?({_N}|[xX*])(?:\.({_N}|[xX*]))?(?:\.({_N}|[xX*]))?(?:-([0-9A-Za-z.\-]{{1,128}}))?$")

Version = tuple[int, int, int, tuple[int | str, ...]]


def parse_version(text: str) -> Version | None:
    m = _VERSION.match(text.strip())
    if not m:
        return None
    pre = tuple(int(p) if p.isdigit() else p for p in m.group(4).split(".")) if m.group(4) else ()
    return int(m.group(1)), int(m.group(2)), int(m.group(3)), pre


def _key(v: Version) -> tuple[int, int, int, int, tuple[tuple[int, int | str], ...]]:
    # A release sorts after its prereleases; numeric identifiers sort before alphanumeric ones.
    pre = tuple((0, p) if isinstance(p, int) else (1, p) for p in v[3])
    return v[0], v[1], v[2], 0 if v[3] else 1, pre


def compare(a: Version, b: Version) -> int:
    ka, kb = _key(a), _key(b)
    return (ka > kb) - (ka < kb)


def at_least(version: str, minimum: str) -> bool | None:
    a, b = parse_version(version), parse_version(minimum)
    return None if a is None or b is None else compare(a, b) >= 0


def _comparators(part: str) -> list[tuple[str, Version]] | None:
    """The comparators of one space-separated range: ``>=1.2.0 <2``, ``^1.2``, ``~1.2.3``, ``1.x`` (not hyphens)."""
    tokens = part.split()
    out: list[tuple[str, Version]] = []
    for token in tokens:
        m = re.match(r"^(>=|<=|>|<|=|\^|~)?\s*(.+)$", token)
        if not m:
            return None
        op, rest = m.group(1) or "", m.group(2)
        p = _partial(rest)
        if p is None:
            return None
        major, minor, patch, pre = p
        if op in ("", "="):
            if major is None:
                continue  # '*' matches anything
            if minor is None or patch is None:
                out += [(">=", _floor(p)), *_upper_inclusive(p)]
            else:
                out.append(("=", (major, minor, patch, pre)))
        elif op == "^":
            lo = _floor(p)
            if major is None:
                continue
            if major > 0 or minor is None:
                hi: Version = (major + 1, 0, 0, (0,))
            elif minor > 0 or patch is None:
                hi = (0, minor + 1, 0, (0,))
            else:
                hi = (0, 0, patch + 1, (0,))
            out += [(">=", lo), ("<", hi)]
        elif op == "~":
            if major is None:
                continue
            lo = _floor(p)
            hi = (major, (minor or 0) + 1, 0, (0,)) if minor is not None else (major + 1, 0, 0, (0,))
            out += [(">=", lo), ("<", hi)]
        else:
            if major is None:
                continue
            if op in (">", "<=") and (minor is None or patch is None):
                # '>1.2' means '>=1.3.0-0'; '<=1.2' means '<1.3.0-0'.
                out.append((">=" if op == ">" else "<", _next_floor(p)))
            elif op == "<" and (minor is None or patch is None):
                # '<2' means '<2.0.0-0': no 2.0.0 prerelease either.
                out.append(("<", (major, minor or 0, patch or 0, (0,))))
            else:
                out.append((op, _floor(p)))
    return out


_Partial = tuple[int | None, int | None, int | None, tuple[int | str, ...]]


def _partial(text: str) -> _Partial | None:
    m = _PARTIAL.match(text)
    if not m:
        return None

    def num(g: str | None) -> int | None:
        return None if g is None or g in "xX*" else int(g)

    major, minor, patch = num(m.group(1)), num(m.group(2)), num(m.group(3))
    if major is None:
        minor = patch = None
    if minor is None:
        patch = None
    pre = tuple(int(p) if p.isdigit() else p for p in m.group(4).split(".")) if m.group(4) else ()
    return major, minor, patch, pre


def _floor(p: _Partial) -> Version:
    return (p[0] or 0, p[1] or 0, p[2] or 0, p[3] if p[2] is not None else ())


def _next_floor(p: _Partial) -> Version:
    major, minor = p[0] or 0, p[1]
    return (major + 1, 0, 0, (0,)) if minor is None else (major, minor + 1, 0, (0,))


def _upper_inclusive(p: _Partial) -> list[tuple[str, Version]]:
    if p[0] is None:
        return []
    if p[1] is None or p[2] is None:
        return [("<", _next_floor(p))]
    return [("<=", (p[0], p[1], p[2], p[3]))]


def satisfies(version: str, spec: str) -> bool | None:
    """Whether ``version`` is in the npm range ``spec``; None when either cannot be read."""
    v = parse_version(version)
    if v is None:
        return None
    for alternative in spec.split("||"):
        comps = _comparators(alternative.strip())
        if comps is None:
            return None
        if all(_holds(v, op, bound) for op, bound in comps):
            return True
    return False


def _holds(v: Version, op: str, bound: Version) -> bool:
    c = compare(v, bound)
    return {"=": c == 0, ">": c > 0, ">=": c >= 0, "<": c < 0, "<=": c <= 0}[op]
