"""Reading an upstream tree: a checkout or an unpacked npm package, as repository paths and texts."""

from __future__ import annotations

import os
import posixpath
import re
import stat
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .._safe_read import SOURCE_LIMIT, FileRefused, read_json, read_text
from ..catalog import Location

SOURCE_SUFFIXES = (".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs")
DECLARATION_SUFFIXES = (".d.ts", ".d.mts", ".d.cts")
# Generated code, dependencies and tests: not where upstream throws for users.
SKIPPED_DIRS = frozenset({"node_modules", "dist", ".git", ".turbo", "coverage", "__tests__", "__mocks__"})
_TEST_FILE = re.compile(r"\.(test|spec)\.[cm]?[jt]sx?$")
_GITHUB_REPO = re.compile(r"github\.com[:/]+([\w.-]+/[\w.-]+?)(?:\.git)?/?$")

# What one tree may hold. Far above real packages (@mastra/core 1.71.0: 660 source files, 9.4 MB, the largest
# file 400 KB, the largest source map 3.7 MB), so only a hostile or broken tree meets them.
MAP_LIMIT = 64 * 2**20  # one source map
PACKAGE_JSON_LIMIT = 4 * 2**20
TREE_LIMIT = 64 * 2**20  # all the source text of a tree
_MAX_URL = 2048


class DriftError(Exception):
    """The directory is not something drift can read."""


@dataclass(frozen=True)
class Tree:
    """Upstream source files keyed by repository path, and what is known about where they come from."""

    root: str
    kind: str  # "npm" or "checkout"
    files: dict[str, str]
    prefix: str = ""  # the repository path of the tree's root ("packages/core" for @mastra/core)
    package: str | None = None
    version: str | None = None
    repo: str | None = None  # owner/name, when the tree says
    package_dirs: tuple[str, ...] = ("",)  # repository paths of the packages the tree holds
    skipped: tuple[tuple[str, str], ...] = ()  # (path, why) of files not read: special, too large, malformed

    @property
    def release(self) -> str | None:
        return f"{self.package}@{self.version}" if self.package and self.version else None

    def in_scope(self, source: Location) -> bool:
        """Whether the tree holds the package this source points into (so its absence would be news)."""
        if self.repo and source.repo.lower() != self.repo.lower():
            return False
        if self.kind == "npm" and source.commit is not None:
            # Read in the repository at a commit (a published package's newer code): a release need not have it.
            return False
        if self.kind == "npm" and self.package and source.release_package == self.package:
            return True
        return any(_under(source.path, d) for d in self.package_dirs)

    def expected_line(self, source: Location) -> tuple[int | None, str]:
        """The line the catalog says this source is at in this tree, and which field said it.

        In a checkout, ``line``. In an npm package, ``line`` when the source's ``release`` is of this
        package; a source pinned to a commit or to another package has no line in the package (None): only
        its file is checked.
        """
        if self.kind != "npm":
            return source.line, "line"
        if source.release_package != self.package:
            return None, "none"
        return source.line, "line"




def _under(path: str, directory: str) -> bool:
    return directory == "" or path == directory or path.startswith(directory.rstrip("/") + "/")


def _wanted(repo_path: str) -> bool:
    parts = repo_path.split("/")
    if any(p in SKIPPED_DIRS for p in parts[:-1]) or parts[0] in ("..", ""):
        return False
    name = parts[-1]
    return name.endswith(SOURCE_SUFFIXES) and not name.endswith(DECLARATION_SUFFIXES) and not _TEST_FILE.search(name)


def _read_json(path: Path, shown: str, skipped: list[tuple[str, str]], limit: int = PACKAGE_JSON_LIMIT) -> Any:
    """The JSON value of a file through the bounded reader; None when it is missing, or refused (then a note
    in ``skipped`` names it as ``shown``)."""
    try:
        return read_json(path, limit)
    except FileNotFoundError:
        return None
    except (OSError, FileRefused) as exc:
        skipped.append((shown, _why(exc)))
        return None


def _why(exc: Exception) -> str:
    return exc.strerror or str(exc) if isinstance(exc, OSError) else str(exc)


class _Budget:
    """The source text read so far, against :data:`TREE_LIMIT`."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.used = 0

    def take(self, size: int) -> None:
        self.used += size
        if self.used > TREE_LIMIT:
            raise DriftError(f"{self.root}: more than {TREE_LIMIT // 2**20} MiB of source: not a package to compare")


def _repository(package_json: Any) -> tuple[str | None, str | None]:
    """(owner/name, directory) from a package.json ``repository`` field."""
    if not isinstance(package_json, dict):
        return None, None
    repo = package_json.get("repository")
    url = repo.get("url") if isinstance(repo, dict) else repo if isinstance(repo, str) else None
    directory = repo.get("directory") if isinstance(repo, dict) else None
    url = url if isinstance(url, str) and len(url) <= _MAX_URL else None  # the pattern is not linear in length
    match = _GITHUB_REPO.search(url) if url else None
    if match is None and url and re.fullmatch(r"(github:)?[\w.-]+/[\w.-]+", url):
        match = re.search(r"([\w.-]+/[\w.-]+)$", url)
    return (match.group(1) if match else None), (directory.strip("/") if isinstance(directory, str) else None)


def _walk(root: Path) -> Iterator[Path]:
    """Files under root, not descending into skipped directories (node_modules can be huge)."""
    stack = [root]
    while stack:
        current = stack.pop()
        try:
            children = sorted(current.iterdir())
        except OSError:
            continue
        for child in children:
            try:
                mode = child.lstat().st_mode
            except OSError:
                continue
            if stat.S_ISLNK(mode):
                continue
            if stat.S_ISDIR(mode):
                if child.name not in SKIPPED_DIRS:
                    stack.append(child)
            else:
                yield child  # a FIFO or a device too: the reader refuses it, and says so


def _map_files(root: Path) -> list[Path]:
    dist = root / "dist"
    if not dist.is_dir() or dist.is_symlink():
        return []
    found: list[Path] = []
    for dirpath, _dirs, filenames in os.walk(dist):  # links to folders are not followed
        found += [Path(dirpath) / n for n in filenames if n.endswith(".map")]
    return sorted(p for p in found if not p.name.endswith((".d.ts.map", ".d.mts.map", ".d.cts.map")))


def _infer_prefix(files: Iterable[str], catalog_paths: Iterable[str]) -> str:
    """The repository path of a tree's root, by voting: which prefix turns most scanned paths into catalog paths.

    A checkout of the whole repository gives "" (paths match as they are); a checkout of one package without
    repository metadata gives that package's directory. Ties go to the shorter prefix.
    """
    have = set(files)
    votes: Counter[str] = Counter()
    for path in set(catalog_paths):
        if path in have:
            votes[""] += 1
        for i, ch in enumerate(path):
            if ch == "/" and path[i + 1 :] in have:
                votes[path[:i]] += 1
    if not votes:
        return ""
    return min(votes, key=lambda p: (-votes[p], len(p)))


def load_tree(directory: str | Path, catalog_paths: Iterable[str] = ()) -> Tree:
    """Read an upstream checkout or an unpacked npm package.

    ``catalog_paths`` (the paths catalog sources name) only help to place a checkout that has no repository
    metadata inside the repository. Every file is read through the bounded reader: a FIFO, a device, a file
    over :data:`SOURCE_LIMIT` (a source map over :data:`MAP_LIMIT`) or a source map that is not JSON of the
    expected shape is skipped and listed in ``Tree.skipped``; more than :data:`TREE_LIMIT` of source in all is a
    :class:`DriftError`.
    """
    root = Path(directory)
    if not root.is_dir():
        raise DriftError(f"{root} is not a directory")
    skipped: list[tuple[str, str]] = []
    budget = _Budget(root)
    package_json = _read_json(root / "package.json", "package.json", skipped)
    repo, directory_field = _repository(package_json)
    name = package_json.get("name") if isinstance(package_json, dict) else None
    version = package_json.get("version") if isinstance(package_json, dict) else None
    name = name if isinstance(name, str) else None
    version = version if isinstance(version, str) else None

    local: dict[str, str] = {}
    package_dirs: list[str] = []
    for path in _walk(root):
        rel = path.relative_to(root).as_posix()
        if path.name == "package.json" and path.parent != root:
            package_dirs.append(path.parent.relative_to(root).as_posix())
        if _wanted(rel):
            try:
                local[rel] = read_text(path, SOURCE_LIMIT)
            except (OSError, FileRefused) as exc:
                skipped.append((rel, _why(exc)))
                continue
            budget.take(len(local[rel]))
    has_typescript = any(p.endswith((".ts", ".tsx", ".mts", ".cts")) for p in local)
    maps = [] if has_typescript else _map_files(root)

    if maps:
        # A published package: the source maps are the source. Their `sources` are relative to the map file.
        prefix = directory_field if directory_field is not None else ""
        files: dict[str, str] = {}
        for map_path in maps:
            map_rel = map_path.relative_to(root).as_posix()
            for repo_path, content in _map_sources(map_path, map_rel, prefix, skipped):
                if repo_path not in files:
                    budget.take(len(content))
                    files[repo_path] = content
        if directory_field is None:
            # No repository.directory: place it by the catalog's paths, as for a checkout.
            prefix = _infer_prefix(files, catalog_paths)
            if prefix:
                files = {f"{prefix}/{p}": text for p, text in files.items()}
        if not files:
            raise DriftError(f"{root}: the source maps carry no sourcesContent for source files")
        return Tree(str(root), "npm", files, prefix, name, version, repo, (prefix,), tuple(skipped))

    compiled = _compiled_sources(root, local, skipped) if not has_typescript else None
    if compiled:
        files, prefix = compiled
        return Tree(str(root), "npm", files, prefix, name, version, repo, (prefix,))

    if not local:
        raise DriftError(f"{root}: no TypeScript/JavaScript sources and no dist/**/*.map source maps found")
    if directory_field is not None:
        prefix = directory_field
    else:
        prefix = _infer_prefix(local, catalog_paths)
    if repo is None:
        repo = _git_remote(root)
    # A monorepo's root package.json declares workspaces; it is not a package whose files we would vouch for.
    workspace_root = (root / "pnpm-workspace.yaml").is_file() or (
        isinstance(package_json, dict) and "workspaces" in package_json
    )
    dirs = [posixpath.join(prefix, d) if prefix else d for d in package_dirs]
    if (root / "package.json").is_file() and not workspace_root:
        dirs.append(prefix)
    files = {(f"{prefix}/{p}" if prefix else p): text for p, text in local.items()}
    return Tree(
        str(root), "checkout", files, prefix, name, version, repo, tuple(sorted(set(dirs))) or (prefix,), tuple(skipped)
    )


def _map_sources(
    map_path: Path, map_rel: str, prefix: str, skipped: list[tuple[str, str]]
) -> Iterator[tuple[str, str]]:
    """(repository path, text) of the wanted sources a source map carries; what is wrong with it goes to
    ``skipped`` (a map that is not JSON of the expected shape, a source over :data:`SOURCE_LIMIT`)."""
    data = _read_json(map_path, map_rel, skipped, MAP_LIMIT)
    if data is None:
        return
    if not isinstance(data, dict):
        skipped.append((map_rel, "not a source map (not a JSON object)"))
        return
    sources, contents, source_root = data.get("sources") or [], data.get("sourcesContent") or [], data.get("sourceRoot")
    if not (isinstance(sources, list) and isinstance(contents, list) and isinstance(source_root, (str, type(None)))):
        skipped.append((map_rel, "not a source map (sources, sourcesContent or sourceRoot of the wrong type)"))
        return
    base = posixpath.join(posixpath.dirname(map_rel), source_root or "")
    for source, content in zip(sources, contents, strict=False):
        if not isinstance(source, str) or not isinstance(content, str) or "://" in source:
            continue
        rel = posixpath.normpath(posixpath.join(base, source))
        repo_path = posixpath.normpath(posixpath.join(prefix, rel)) if prefix else rel
        if not _wanted(repo_path):
            continue
        if len(content) > SOURCE_LIMIT:
            skipped.append((f"{map_rel}: {source[:200]}", f"larger than the {SOURCE_LIMIT // 2**20} MiB limit"))
            continue
        yield repo_path, content


def _compiled_sources(
    root: Path, local: dict[str, str], skipped: list[tuple[str, str]]
) -> tuple[dict[str, str], str] | None:
    """A package of compiled JavaScript whose maps name their one source each but carry no sourcesContent: the
    sources rebuilt from the JavaScript at their own lines (see :mod:`._sourcemap`), by repository path, and the
    package's folder in the repository. None when the package is not one.

    The maps' source paths climb out of the package to the root of the repository that compiled them
    (``../../../../libs/sdk-typescript/src/Sandbox.ts`` beside ``src/Sandbox.js``): what is left after the
    climb is the repository path."""
    from ._sourcemap import place

    files: dict[str, str] = {}
    roots: Counter[str] = Counter()
    for rel, text in sorted(local.items()):
        if not rel.endswith(".js"):
            continue
        data = _read_json(root / f"{rel}.map", f"{rel}.map", skipped, MAP_LIMIT)
        if not isinstance(data, dict) or data.get("sourcesContent"):
            continue
        sources, mappings = data.get("sources") or [], data.get("mappings")
        if len(sources) != 1 or not isinstance(sources[0], str) or not isinstance(mappings, str):
            continue
        joined = posixpath.normpath(posixpath.join(posixpath.dirname(rel), data.get("sourceRoot") or "", sources[0]))
        parts = joined.split("/")
        while parts and parts[0] == "..":
            parts.pop(0)
        repo_path = "/".join(parts)
        if not _wanted(repo_path) or repo_path == joined:  # a source inside the package: not this layout
            continue
        files[repo_path] = place(text, mappings)
        # The package's folder: the repository path minus the JavaScript file's path inside the package.
        suffix = posixpath.splitext(rel)[0]
        stem = posixpath.splitext(repo_path)[0]
        if stem.endswith(suffix):
            roots[stem[: -len(suffix)].rstrip("/")] += 1
    if not files or not roots:
        return None
    return files, roots.most_common(1)[0][0]


def _git_remote(root: Path) -> str | None:
    """owner/name of the checkout's origin, read from .git/config (only at the root: never a parent's repo)."""
    try:
        text = read_text(root / ".git" / "config", 2**20)
    except (OSError, FileRefused):
        return None
    section = re.search(r'\[remote "origin"\]([^\[]*)', text)
    url = re.search(r"url\s*=\s*(\S+)", section.group(1)) if section else None
    match = _GITHUB_REPO.search(url.group(1)) if url and len(url.group(1)) <= _MAX_URL else None
    return match.group(1) if match else None
