"""``requires`` floors computed from the published releases, not written from memory.

An entry's ``requires: [{package, version: ">=X"}]`` says from which release of a package the entry applies.
Each such floor is computed here from the release history, in one of two ways:

- **declared**: the member the entry relies on (``MastraSandbox.setEnv``) appears in the package's type
  declarations (``dist/**/*.d.ts`` of the published tarball) from release X on; the floor is the first stable
  release whose declarations match, found by bisection over the stable releases;
- **thrown**: the entry's own message is thrown from release X on; the floor is the entry's ``first`` in
  ``catalog/history.yaml`` (generated from the releases' source maps and checked by the loader);
- **engines**: a Node.js floor is the ``engines.node`` of the package at the entry's own floor of it.

A floor is right when the floor release has the member and the stable release just before it lacks it, and the
entry says ``>=`` the floor (or ``>`` the release before it). ``FLOORS`` names, per entry, what its floor rests
on; every ``requires`` of a published package must be named there, so a new one cannot be written by hand.
Tarballs are fetched once with ``npm pack`` into the test cache.

    python -m truth.requires [ID ...]     (from tests/; bisects each floor and prints it, exit 1 on a mismatch)
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import re
import subprocess
import sys
import tarfile
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from errors.catalog import Catalog, Entry
from truth.npm import CACHE

TARBALLS = CACHE / "tarballs"


@dataclass(frozen=True)
class Declared:
    """The member is in the declarations: a file of the tarball matching ``files`` matches ``pattern``."""

    member: str
    files: str
    pattern: str


@dataclass(frozen=True)
class Thrown:
    """The entry's message is thrown from the floor on (history.yaml ``first``)."""


@dataclass(frozen=True)
class Engines:
    """A Node.js floor: the ``engines.node`` of ``package`` at the entry's own floor of it (else its pinned
    release), written ``>=X``."""

    package: str


Floor = Declared | Thrown | Engines

_SET_ENV = Declared("MastraSandbox.setEnv", "package/dist/workspace/sandbox/mastra-sandbox.d.ts", r"^\s+setEnv\(")
_NETWORKING = Declared(
    "supportsNetworking", "package/dist/workspace/sandbox/sandbox.d.ts", r"export declare function supportsNetworking\("
)
_ABORT = Declared("SandboxAbortError", "package/dist/workspace/sandbox/errors.d.ts", r"class SandboxAbortError\b")
_MODE = Declared(
    "WorkspaceSandbox.writeFiles file mode", "package/dist/workspace/sandbox/sandbox.d.ts", r"^\s+mode\?: number;"
)

# (entry id, package) -> what its floor rests on.
FLOORS: dict[tuple[str, str], Floor] = {
    ("github-token-refresh-without-set-env", "@mastra/core"): _SET_ENV,
    ("cloudflare-invalid-env-var-name", "@mastra/core"): _SET_ENV,
    ("deployment-wake-without-networking", "@mastra/core"): _NETWORKING,
    ("sandbox-deploy-without-networking", "@mastra/core"): _NETWORKING,
    ("sandbox-port-not-exposed", "@mastra/core"): Declared(
        "WorkspaceSandbox.networking", "package/dist/workspace/sandbox/sandbox.d.ts", r"readonly networking\?:"
    ),
    ("sandbox-operation-aborted", "@mastra/core"): _ABORT,
    ("write-files-invalid-mode", "@mastra/core"): _MODE,
    ("write-files-mode-unsupported", "@mastra/core"): _MODE,
    # A known bug's fix is code, not a declaration: the bwrap builder's `--dev /dev` in the compiled dist.
    ("local-bwrap-dev-null-missing", "@mastra/core"): Declared(
        "LocalSandbox's bwrap argument --dev /dev", "package/dist/*.js", r"push\((['\"])--dev\1, (['\"])/dev\2\)"
    ),
    # The spawn fix moved LocalProcessManager to execa, whose failed start is rethrown with this fallback text.
    ("local-process-spawn-error-unhandled", "@mastra/core"): Declared(
        "LocalProcessManager's awaited failed spawn", "package/dist/*.js", r"Process failed to spawn"
    ),
    # The command tool's timeout in seconds: its schema says so from 1.10.0.
    ("workspace-command-timeout-read-as-milliseconds", "@mastra/core"): Declared(
        "the execute_command tool's timeout in seconds", "package/dist/*.js", r"Maximum execution time in seconds"
    ),
    ("sandbox-start-not-implemented", "@mastra/core"): Thrown(),
    ("sandbox-on-start-hook-failed", "@mastra/core"): Thrown(),
    ("github-token-refresh-without-set-env", "node"): Engines("@mastra/core"),
    ("sandbox-deploy-server-unhealthy", "node"): Engines("@mastra/core"),
}

_VERSION = re.compile(r"^(>=|>)(\d+\.\d+\.\d+)$")


def _key(version: str) -> tuple[int, ...]:
    return tuple(int(p) for p in version.split("."))


@cache
def stable_releases(package: str) -> tuple[str, ...]:
    """Every published stable release of ``package``, oldest first (npm's list)."""
    done = subprocess.run(
        ["npm", "view", package, "versions", "--json"], capture_output=True, text=True, timeout=120, check=True
    )
    versions = json.loads(done.stdout)
    return tuple(sorted((v for v in versions if re.fullmatch(r"\d+\.\d+\.\d+", v)), key=_key))


def tarball(package: str, version: str) -> Path:
    """The release's tarball, fetched once into the test cache."""
    name = f"{package.lstrip('@').replace('/', '-')}-{version}.tgz"
    path = TARBALLS / name
    if not path.is_file():
        TARBALLS.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["npm", "pack", "--silent", f"{package}@{version}"],
            cwd=TARBALLS,
            capture_output=True,
            timeout=300,
            check=True,
        )
    return path


def member_text(package: str, version: str, files: str) -> str:
    """The text of the tarball's files matching ``files`` (a glob), joined; kept beside the tarball after the
    first read, since a gzipped tarball is read from its start to find a member."""
    archive_path = tarball(package, version)
    kept = archive_path.with_name(f"{archive_path.name}.{hashlib.sha1(files.encode()).hexdigest()[:12]}.txt")
    if kept.is_file():
        return kept.read_text(encoding="utf-8")
    parts = []
    with tarfile.open(archive_path) as archive:
        for member in archive:
            if member.isfile() and fnmatch.fnmatchcase(member.name, files):
                handle = archive.extractfile(member)
                if handle:
                    parts.append(handle.read().decode("utf-8", errors="replace"))
    text = "\n".join(parts)
    kept.write_text(text, encoding="utf-8")
    return text


@cache
def declares(package: str, version: str, probe: Declared) -> bool:
    """Whether this release's declarations have the member."""
    return re.search(probe.pattern, member_text(package, version, probe.files), re.MULTILINE) is not None


def bisect_floor(package: str, probe: Declared, newest: str) -> str | None:
    """The first stable release up to ``newest`` whose declarations have the member (assuming that once added it
    stays); None when ``newest`` lacks it."""
    releases = [v for v in stable_releases(package) if _key(v) <= _key(newest)]
    if not releases or not declares(package, releases[-1], probe):
        return None
    low, high = 0, len(releases) - 1  # releases[high] has it
    if declares(package, releases[0], probe):
        return releases[0]
    while high - low > 1:  # releases[low] lacks it
        mid = (low + high) // 2
        if declares(package, releases[mid], probe):
            high = mid
        else:
            low = mid
    return releases[high]


def stated_floor(package: str, version: str) -> str | None:
    """The first stable release that ``>=X`` or ``>X`` admits; None for another kind of range."""
    match = _VERSION.match(version.strip())
    if not match:
        return None
    op, bound = match.groups()
    if op == ">=":
        return bound
    later = [v for v in stable_releases(package) if _key(v) > _key(bound)]
    return later[0] if later else None


def requirements(catalog: Catalog, ids: list[str] | None = None) -> list[tuple[Entry, str, str]]:
    """(entry, package, version) of every ``requires`` on a published package or on Node.js."""
    return [
        (entry, req.package, req.version)
        for entry in catalog.entries
        if not ids or entry.id in ids
        for req in entry.requires
        if req.package in catalog.releases or req.package == "node"
    ]


def engines_node(package: str, version: str) -> str | None:
    """The ``engines.node`` range of a release's package.json."""
    data = json.loads(member_text(package, version, "package/package.json") or "{}")
    engines = data.get("engines") or {}
    return engines.get("node") if isinstance(engines, dict) else None


def _release_for_engines(catalog: Catalog, entry: Entry, package: str) -> str:
    """The entry's own floor of ``package`` when it states one, else the catalog's pinned release."""
    for req in entry.requires:
        if req.package == package:
            floor = stated_floor(package, req.version)
            if floor:
                return floor
    return catalog.releases[package].rsplit("@", 1)[1]


def history_first(entry: Entry) -> str | None:
    return entry.history.first if entry.history else None


def problems(catalog: Catalog, ids: list[str] | None = None, *, bisect: bool = False) -> list[str]:
    """What is wrong with the catalog's floors. Without ``bisect`` only two releases per floor are read: the
    floor (must have the member) and the stable release before it (must lack it)."""
    out: list[str] = []
    for entry, package, version in requirements(catalog, ids):
        floor_of = FLOORS.get((entry.id, package))
        where = f"{entry.id}: requires {package} {version}"
        if version.strip().startswith("<"):
            continue  # a ceiling (the entry applies up to a release), not a floor
        if floor_of is None:
            out.append(f"{where}: not in truth.requires.FLOORS (say what the floor rests on)")
            continue
        if isinstance(floor_of, Engines):
            release = _release_for_engines(catalog, entry, floor_of.package)
            node = engines_node(floor_of.package, release)
            if node != version.strip():
                out.append(f"{where}: the engines of {floor_of.package} {release} say node {node}")
            continue
        stated = stated_floor(package, version)
        if stated is None:
            out.append(f"{where}: a floor is written `>=X` (or `>X`)")
            continue
        if isinstance(floor_of, Thrown):
            first = history_first(entry)
            if first != stated:
                out.append(f"{where}: history.yaml says the message is first thrown in {first}")
            continue
        if bisect:
            computed = bisect_floor(package, floor_of, catalog.releases[package].rsplit("@", 1)[1])
            if computed != stated:
                out.append(f"{where}: {floor_of.member} is first declared in {computed}")
            continue
        releases = stable_releases(package)
        before = releases[releases.index(stated) - 1] if stated in releases and releases.index(stated) else None
        if not declares(package, stated, floor_of):
            out.append(f"{where}: {stated} does not declare {floor_of.member}")
        elif before is not None and declares(package, before, floor_of):
            out.append(f"{where}: {before}, the release before {stated}, already declares {floor_of.member}")
    return out


def main(argv: list[str] | None = None) -> int:
    from truth._command import catalog_and_ids

    asked = catalog_and_ids("truth.requires", __doc__ or "", "entry ids (default: all)", argv)
    if asked is None:
        return 2
    catalog, ids = asked
    for entry, package, version in requirements(catalog, ids or None):
        floor_of = FLOORS.get((entry.id, package))
        if isinstance(floor_of, Declared):
            computed = bisect_floor(package, floor_of, catalog.releases[package].rsplit("@", 1)[1])
            print(f"{entry.id}: {package} {version}; {floor_of.member} first declared in {computed}")
        elif isinstance(floor_of, Thrown):
            print(f"{entry.id}: {package} {version}; first thrown in {history_first(entry)}")
        elif isinstance(floor_of, Engines):
            release = _release_for_engines(catalog, entry, floor_of.package)
            node = engines_node(floor_of.package, release)
            print(f"{entry.id}: node {version}; {floor_of.package} {release} engines: {node}")
    found = problems(catalog, ids or None, bisect=True)
    for problem in found:
        print(problem)
    print(f"{'ok' if not found else 'FAILED'}: {len(found)} problems")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
