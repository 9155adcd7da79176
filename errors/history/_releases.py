"""Where the published releases come from: the npm registry (cached tarballs) or a folder of unpacked ones.

Only stable releases are read: a prerelease (``1.52.0-alpha.3``) is not what users install by default, and
upstream publishes many of them between two stable releases.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import tarfile
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Protocol

from ..probes._npm import Version, parse_version

NPM_TIMEOUT = 300.0


class ReleaseError(Exception):
    """A package's releases cannot be listed or one of them cannot be fetched."""


def version_key(version: str) -> Version:
    parsed = parse_version(version)
    if parsed is None:
        raise ReleaseError(f"{version!r} is not a semantic version")
    return parsed


def stable(versions: list[str]) -> list[str]:
    """The stable versions, oldest first."""
    out = [v for v in versions if (p := parse_version(v)) is not None and not p[3]]
    return sorted(out, key=version_key)


class Releases(Protocol):
    """Lists a package's versions and gives one release as a folder ``load_tree`` can read."""

    def versions(self, package: str) -> list[str]: ...

    def unpacked(self, package: str, version: str) -> contextlib.AbstractContextManager[Path]: ...


class FolderReleases:
    """Releases as folders ``ROOT/<package>/<version>/`` (an unpacked package or a source tree): test fixtures."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def versions(self, package: str) -> list[str]:
        folder = self.root / package
        if not folder.is_dir():
            return []
        return stable([p.name for p in folder.iterdir() if p.is_dir()])

    @contextlib.contextmanager
    def unpacked(self, package: str, version: str) -> Iterator[Path]:
        folder = self.root / package / version
        if not folder.is_dir():
            raise ReleaseError(f"{folder} does not exist")
        yield folder


def default_cache() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "sandbox-errors" / "tarballs"


class NpmReleases:
    """The npm registry through the ``npm`` client: ``npm view`` for versions, ``npm pack`` for a tarball.

    Tarballs are kept in ``cache`` (one file per exact version, never fetched twice: a published version never
    changes). A release is unpacked into a temporary folder, only its ``package.json`` and ``dist`` source maps.
    """

    def __init__(self, cache: Path | None = None, npm: str | None = None) -> None:
        self.cache = cache or default_cache()
        self.npm = npm or shutil.which("npm") or ""
        self._versions: dict[str, list[str]] = {}

    def _run(self, *args: str, cwd: Path | None = None) -> str:
        if not self.npm:
            raise ReleaseError("npm is not installed: it is needed to read the published releases")
        try:
            done = subprocess.run(
                [self.npm, *args, "--loglevel=error"],
                cwd=cwd,
                capture_output=True,
                text=True,
                timeout=NPM_TIMEOUT,
                check=False,
            )
        except (OSError, subprocess.SubprocessError) as exc:
            raise ReleaseError(f"npm {' '.join(args)}: {exc}") from None
        if done.returncode != 0:
            raise ReleaseError(f"npm {' '.join(args)} failed: {done.stderr.strip()[-500:]}")
        return done.stdout

    def versions(self, package: str) -> list[str]:
        if package not in self._versions:
            data = json.loads(self._run("view", package, "versions", "--json") or "[]")
            listed = [data] if isinstance(data, str) else [v for v in data if isinstance(v, str)]
            self._versions[package] = stable(listed)
        return self._versions[package]

    def tarball(self, package: str, version: str) -> Path:
        """The cached tarball of ``package@version``, fetched with ``npm pack`` the first time."""
        name = package.lstrip("@").replace("/", "-")
        target = self.cache / f"{name}-{version}.tgz"
        if target.is_file():
            return target
        self.cache.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(dir=self.cache, prefix=".pack-"))
        try:
            self._run("pack", f"{package}@{version}", "--pack-destination", str(work), cwd=work)
            packed = list(work.glob("*.tgz"))
            if len(packed) != 1:
                raise ReleaseError(f"npm pack {package}@{version} left {len(packed)} tarballs")
            os.replace(packed[0], target)  # atomic: a half-written tarball is never in the cache
        finally:
            shutil.rmtree(work, ignore_errors=True)
        return target

    @contextlib.contextmanager
    def unpacked(self, package: str, version: str) -> Iterator[Path]:
        tarball = self.tarball(package, version)
        with tempfile.TemporaryDirectory(prefix="sandbox-errors-release-") as tmp:
            root = Path(tmp)
            _unpack_maps(tarball, root)
            yield root / "package"


def _unpack_maps(tarball: Path, dest: Path) -> None:
    """Extract ``package/package.json`` and the source maps under ``package/dist``: all that is read."""
    try:
        with tarfile.open(tarball) as tar:
            members = [
                m
                for m in tar.getmembers()
                if m.isfile()
                and (
                    m.name == "package/package.json" or (m.name.startswith("package/dist/") and m.name.endswith(".map"))
                )
                and not m.name.endswith((".d.ts.map", ".d.mts.map", ".d.cts.map"))
            ]
            # The "data" filter refuses links and paths that leave the folder.
            tar.extractall(dest, members=members, filter="data")
    except (OSError, tarfile.TarError) as exc:
        raise ReleaseError(f"{tarball}: {exc}") from None
