"""Where the published releases come from: the npm registry (cached tarballs) or a folder of unpacked ones.

Only stable releases are read: a prerelease (``1.52.0-alpha.3``) is not what users install by default, and
upstream publishes many of them between two stable releases.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import tarfile
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Protocol

from .._safe_read import FileRefused, TarLimits, extract_tar, parse_json, private_folder
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


def default_cache() -> Path | None:
    """``<the catalog cache folder>/tarballs``; None when there is no home for a cache."""
    from .._cache import cache_dir

    base = cache_dir()
    return base / "tarballs" if base is not None else None


# What one release's tarball may be: far above real ones (@mastra/core 1.71.0 is 15 MB, 67 MB unpacked, its
# largest source map 3.7 MB). A few MB of gzip can expand to gigabytes: the stream stops at the cap.
TARBALL_LIMITS = TarLimits(compressed=512 * 2**20, decompressed=512 * 2**20, member=64 * 2**20, extracted=256 * 2**20)


class NpmReleases:
    """The npm registry through the ``npm`` client: ``npm view`` for versions, ``npm pack`` for a tarball.

    Tarballs are kept in ``cache`` (one file per exact version, never fetched twice: a published version never
    changes). The cache is trusted only as the catalog cache is: a folder of this user that no one else can
    write, holding files of this user (not links). A release is unpacked into a temporary folder, only its
    ``package.json`` and ``dist`` source maps, through the bounded tarball reader.
    """

    def __init__(self, cache: Path | None = None, npm: str | None = None) -> None:
        self._cache = cache or default_cache()
        self.npm = npm or shutil.which("npm") or ""
        self._versions: dict[str, list[str]] = {}

    @property
    def cache(self) -> Path:
        """The cache folder, made private if new; :class:`ReleaseError` when there is none to trust."""
        if self._cache is None:
            raise ReleaseError("no folder for the tarball cache (the home folder does not exist): pass --cache DIR")
        try:
            self._cache.mkdir(parents=True, mode=0o700, exist_ok=True)
        except OSError as exc:
            raise ReleaseError(f"cannot make the tarball cache {self._cache}: {exc.strerror or exc}") from None
        why = private_folder(self._cache)
        if why is not None:
            raise ReleaseError(
                f"the tarball cache {self._cache} cannot be trusted: {why}; use a folder of your own (--cache DIR)"
            )
        return self._cache

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
            try:
                data = parse_json(self._run("view", package, "versions", "--json") or "[]")
            except FileRefused as exc:
                raise ReleaseError(f"npm view {package} versions: {exc}") from None
            items = [data] if isinstance(data, str) else data if isinstance(data, list) else []
            listed = [v for v in items if isinstance(v, str)]
            self._versions[package] = stable(listed)
        return self._versions[package]

    def tarball(self, package: str, version: str) -> Path:
        """The cached tarball of ``package@version``, fetched with ``npm pack`` the first time."""
        cache = self.cache
        name = package.lstrip("@").replace("/", "-")
        target = cache / f"{name}-{version}.tgz"
        if os.path.lexists(target):  # whatever it is: the reader checks it is a file of ours
            return target
        try:
            work = Path(tempfile.mkdtemp(dir=cache, prefix=".pack-"))
        except OSError as exc:
            raise ReleaseError(f"cannot write the tarball cache {cache}: {exc.strerror or exc}") from None
        try:
            self._run("pack", f"{package}@{version}", "--pack-destination", str(work), cwd=work)
            packed = list(work.glob("*.tgz"))
            if len(packed) != 1:
                raise ReleaseError(f"npm pack {package}@{version} left {len(packed)} tarballs")
            os.replace(packed[0], target)  # atomic: a half-written tarball is never in the cache
        except OSError as exc:
            raise ReleaseError(f"cannot write the tarball cache {cache}: {exc.strerror or exc}") from None
        finally:
            shutil.rmtree(work, ignore_errors=True)
        return target

    @contextlib.contextmanager
    def unpacked(self, package: str, version: str) -> Iterator[Path]:
        tarball = self.tarball(package, version)
        try:
            tmp = tempfile.TemporaryDirectory(prefix="sandbox-errors-release-")
        except OSError as exc:
            raise ReleaseError(f"cannot make a temporary folder: {exc.strerror or exc}") from None
        with tmp:
            root = Path(tmp.name)
            _unpack_maps(tarball, root)
            yield root / "package"


def _wanted(member: tarfile.TarInfo) -> bool:
    """``package/package.json`` and the source maps under ``package/dist``: all that is read."""
    name = member.name
    return (name == "package/package.json" or (name.startswith("package/dist/") and name.endswith(".map"))) and (
        not name.endswith((".d.ts.map", ".d.mts.map", ".d.cts.map"))
    )


def _unpack_maps(tarball: Path, dest: Path) -> None:
    """Extract what :func:`_wanted` accepts, through the bounded reader (caps, no links, nothing outside)."""
    try:
        extract_tar(tarball, dest, _wanted, TARBALL_LIMITS, private=True)
    except FileRefused as exc:
        raise ReleaseError(f"cannot read {tarball}: {exc}; delete it to fetch it again") from None
    except OSError as exc:
        raise ReleaseError(f"cannot unpack {tarball}: {exc.strerror or exc}") from None
