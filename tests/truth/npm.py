"""The pinned npm project: the published packages the catalog is read at, installed once into a cache.

``npm/package.json`` names exact versions and ``npm/package-lock.json`` pins the whole tree, so every machine
checks against the same code. The install goes to ``$SANDBOX_ERRORS_TEST_CACHE`` (default
``$XDG_CACHE_HOME/sandbox-errors-tests``, else ``~/.cache/...``), keyed by the two files' hash and marked
complete only after the install succeeded, under the cache's install lock (so two workers install it once);
``$SANDBOX_ERRORS_PINNED_PROJECT`` names an existing install instead.
Install scripts are skipped: one dependency downloads a binary from outside the npm registry, and nothing the
checks use needs them. It is ``npm install`` with the lock, not ``npm ci``: the lock names optional
platform binaries (other operating systems' builds) without a version, which ``npm ci`` refuses as out of
sync; ``npm install`` keeps every locked version and skips those (the same tree, checked by hand).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from pathlib import Path

from install_cache import CACHE, InstallError, locked_project, npm_project

HERE = Path(__file__).resolve().parent / "npm"
OVERRIDE_ENV = "SANDBOX_ERRORS_PINNED_PROJECT"


def pinned_versions() -> dict[str, str]:
    """``{"@mastra/core": "1.71.0", ...}``: what ``npm/package.json`` pins."""
    deps: dict[str, str] = json.loads((HERE / "package.json").read_text(encoding="utf-8"))["dependencies"]
    return deps


def locked_versions() -> dict[str, str]:
    """Every top-level package of ``npm/package-lock.json`` and the version the lock resolves for it."""
    lock = json.loads((HERE / "package-lock.json").read_text(encoding="utf-8"))
    prefix = "node_modules/"
    return {
        path[len(prefix) :]: meta["version"]
        for path, meta in lock.get("packages", {}).items()
        if path.startswith(prefix) and "/node_modules/" not in path[len(prefix) :] and "version" in meta
    }


def installed_version(root: Path, name: str) -> str | None:
    try:
        found = json.loads((package_dir(root, name) / "package.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    version = found.get("version")
    return version if isinstance(version, str) else None


def dependents(root: Path, name: str) -> dict[str, str]:
    """``{"@mastra/e2b": "^2.29.1"}``: the installed top-level packages that depend on ``name``, with their ranges."""
    out: dict[str, str] = {}
    modules = root / "node_modules"
    for manifest in sorted([*modules.glob("*/package.json"), *modules.glob("@*/*/package.json")]):
        try:
            data = json.loads(manifest.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        spec = (data.get("dependencies") or {}).get(name)
        if isinstance(spec, str) and isinstance(data.get("name"), str):
            out[data["name"]] = spec
    return out


def _key() -> str:
    digest = hashlib.sha256()
    for name in ("package.json", "package-lock.json"):
        digest.update((HERE / name).read_bytes())
    return digest.hexdigest()[:16]


def _complete(root: Path) -> bool:
    if not (root / ".complete").is_file():
        return False
    for name, version in pinned_versions().items():
        try:
            found = json.loads((root / "node_modules" / name / "package.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return False
        if found.get("version") != version:
            return False
    return True


def project() -> Path:
    """The folder holding ``node_modules`` with exactly the pinned packages; installed on first use."""
    override = os.environ.get(OVERRIDE_ENV)
    if override:
        return Path(override)
    root = CACHE / f"pinned-{_key()}"
    if _complete(root):
        return root
    if shutil.which("npm") is None or shutil.which("node") is None:
        raise InstallError("node and npm are needed to check the catalog against the published packages")
    args = ["--ignore-scripts"]
    return npm_project(root, locked_project(HERE), args, complete=_complete, marker=_key(), timeout=1200)


def package_dir(root: Path, name: str) -> Path:
    return root / "node_modules" / name
