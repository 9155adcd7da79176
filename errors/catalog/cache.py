"""Loading a catalog through the compiled-catalog cache: :func:`load_catalog`.

Parsing hundreds of YAML files costs far more than the rest of a CLI call, so a valid catalog is cached (in the
format of :mod:`errors._cache`, which cannot run code when read) keyed by the BLAKE2b hash of its files' bytes
and of the loader's code (:data:`_LOADER_SOURCES`). A changed file changes the key; a corrupt, unsafe or
unreadable cache is ignored and rebuilt. Within a process the same files give the same object (:data:`_MEMO`).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

try:  # CPython's built-in BLAKE2: hashlib would load OpenSSL first, a few ms of every start
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - another Python
    from hashlib import blake2b

from .._safe_read import FileRefused, read_regular
from . import model
from .build import _parse_catalog
from .history import HISTORY_FILE
from .model import Catalog
from .reader import CATALOG_ENV, MAX_FILE_BYTES, default_catalog_dir

_PACKAGE = os.path.dirname(os.path.realpath(__file__))
# The cache key covers the code that builds the cached objects, so a changed loader never reads an old cache:
# every module of this package, and the template parser and cache format it uses (paths under errors/).
_LOADER_SOURCES = (
    *sorted(os.path.join("catalog", name) for name in os.listdir(_PACKAGE) if name.endswith(".py")),
    "template.py",
    "_cache.py",
)
NO_CACHE_ENV = "SANDBOX_ERRORS_NO_CACHE"


def _catalog_files(root: Path) -> list[str]:
    # Plain strings and scandir: every start lists and hashes some 150 files, and Path objects cost 0.5 ms.
    files = [os.path.join(root, "catalog.yaml"), os.path.join(root, HISTORY_FILE)]
    # The entries, and the reproduction scripts the entries carry.
    for folder, suffixes in (("errors", (".yaml", ".yml")), ("reproductions", (".mjs",))):
        directory = os.path.join(root, folder)
        try:
            with os.scandir(directory) as it:
                names = sorted(e.name for e in it if e.name.endswith(suffixes))
        except OSError:
            names = []
        files += [os.path.join(directory, n) for n in names]
    return files


def _content_key(root: Path) -> str:
    digest = blake2b(f"sandbox-errors python {sys.version_info[:2]}".encode(), digest_size=32)
    here = os.path.dirname(_PACKAGE)
    for name in _LOADER_SOURCES:
        with open(os.path.join(here, name), "rb") as fh:
            digest.update(fh.read())
    for path in _catalog_files(root):
        digest.update(os.path.basename(path).encode() + b"\0")
        try:
            digest.update(read_regular(path, MAX_FILE_BYTES))
        except (OSError, FileRefused):  # the parse reports it; an invalid catalog is never cached
            digest.update(b"<unreadable>")
        digest.update(b"\0")
    return digest.hexdigest()


def load_catalog(root: str | os.PathLike[str] | None = None, *, use_cache: bool | None = None) -> Catalog:
    """Load and validate a catalog directory (default: ``$SANDBOX_ERRORS_CATALOG``, else the shipped one).

    Raises :class:`CatalogError` listing every problem when the catalog is invalid.
    """
    if root is None:
        root = os.environ.get(CATALOG_ENV) or default_catalog_dir()
    path = Path(root).resolve()
    if use_cache is None:
        use_cache = not os.environ.get(NO_CACHE_ENV)
    if not use_cache:
        return _parse_catalog(path)
    key = _content_key(path)
    # The same files give the same object within a process, so per-catalog caches (the matcher) stay warm.
    memo = _MEMO.get(str(path))
    if memo is not None and memo[0] == key:
        return memo[1]
    from .. import _cache

    directory = _cache.cache_dir()
    prefix, name = _cache_name(path, key)
    catalog = _read_cache(directory, name, path) if directory is not None else None
    if catalog is None:
        catalog = _parse_catalog(path)
        if directory is not None:
            try:
                data = _cache.dumps(catalog)
            except TypeError:  # a field of a type the format lacks: run uncached rather than fail
                data = None
            if data is not None:
                _cache.write(directory, name, data, replaces=prefix)
    _MEMO[str(path)] = (key, catalog)
    return catalog


def _cache_name(root: Path, key: str) -> tuple[str, str]:
    """The cache file's name, and the prefix it shares with the same catalog folder's older caches.

    One file per folder: a new one replaces the old, so edits do not pile up files.
    """
    prefix = f"catalog-{blake2b(str(root).encode(), digest_size=8).hexdigest()}-"
    return prefix, f"{prefix}{key[:40]}.json"


def _read_cache(directory: Path, name: str, root: Path) -> Catalog | None:
    from .. import _cache, template

    data = _cache.read(directory, name)
    if data is None:
        return None
    try:
        cached = _cache.loads(data, _cache.dataclasses_of(model, template))
    except (ValueError, TypeError):  # truncated, or not a cache at all: rebuild it
        return None
    return cached if isinstance(cached, Catalog) and cached.root == str(root) else None


_MEMO: dict[str, tuple[str, Catalog]] = {}
