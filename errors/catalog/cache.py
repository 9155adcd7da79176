"""Loading a catalog through the compiled-catalog cache: :func:`load_catalog`.

Parsing hundreds of YAML files costs far more than the rest of a CLI call, so a valid catalog is cached (in the
format of :mod:`errors._cache`, which cannot run code when read) keyed by the BLAKE2b hash of its files' bytes
and of the loader's code (:data:`_LOADER_SOURCES`). A changed file changes the key; a corrupt, unsafe or
unreadable cache is ignored and rebuilt. Within a process the same files give the same object (:data:`_MEMO`).

:func:`derived` caches data computed from a catalog (a matcher's index) beside it, under the same key.
"""

from __future__ import annotations

import functools
import os
import re
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path

try:  # CPython's built-in BLAKE2: hashlib would load OpenSSL first, a few ms of every start
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - another Python
    from hashlib import blake2b

from .._safe_read import FileRefused, read_regular
from . import model
from .model import Catalog
from .reader import CATALOG_ENV, HISTORY_FILE, MAX_FILE_BYTES, default_catalog_dir

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


# A file changed less than this long ago may change again within the clock's resolution without changing its
# size or times (the "racy" case): a stamp is written only when every file is older.
_SETTLED_NS = 2_000_000_000


def _stamp(root: Path) -> tuple[str, bool]:
    """A signature of the catalog's and the loader's files as ``stat`` sees them, and whether all are settled.

    Hashing every file's bytes costs several milliseconds of each start; when a stamp file records the
    content key for this exact signature (same files, sizes, inodes, modification and change times), the key
    is taken from it. Writing a file changes its change time, which no tool can set back.
    """
    here = os.path.dirname(_PACKAGE)
    digest = blake2b(f"stamp python {sys.version_info[:2]}".encode(), digest_size=32)
    newest = 0
    for path in [os.path.join(here, name) for name in _LOADER_SOURCES] + _catalog_files(root):
        try:
            st = os.stat(path)
        except OSError:
            digest.update(f"{path}\0missing\0".encode())
            continue
        digest.update(f"{path}\0{st.st_size}\0{st.st_ino}\0{st.st_mtime_ns}\0{st.st_ctime_ns}\0".encode())
        newest = max(newest, st.st_mtime_ns, st.st_ctime_ns)
    return digest.hexdigest(), newest < time.time_ns() - _SETTLED_NS


def _key(root: Path, directory: Path | None) -> tuple[str, str | None]:
    """The content key of the catalog at ``root``, from its stamp file when the files are as stamped; and the
    name of the stamp file to write for next time (None: there is one, or the files have not settled)."""
    from .. import _cache

    if directory is None:
        return _content_key(root), None
    prefix, _ = _cache_name(root, "")
    stamp, settled = _stamp(root)
    name = f"{prefix}stamp-{stamp[:40]}.key"
    recorded = _cache.read(directory, name)
    if recorded is not None and re.fullmatch(rb"[0-9a-f]{64}", recorded):
        return recorded.decode(), None
    return _content_key(root), name if settled else None


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
        return _parse(path)
    from .. import _cache

    directory = _cache.cache_dir()
    key, stamp = _key(path, directory)
    # The same files give the same object within a process, so per-catalog caches (the matcher) stay warm.
    memo = _MEMO.get(str(path))
    if memo is not None and memo[0] == key:
        return memo[1]
    prefix, name = _cache_name(path, key)
    catalog = _read_cache(directory, name, path) if directory is not None else None
    if catalog is None:
        catalog = _parse(path)
        if directory is not None:
            try:
                data = _cache.dumps(catalog)
            except TypeError:  # a field of a type the format lacks: run uncached rather than fail
                data = None
            if data is not None:
                _cache.write(directory, name, data, replaces=prefix)  # (older stamps of this folder go too)
    if stamp is not None and directory is not None:
        _cache.write(directory, stamp, key.encode(), replaces=f"{prefix}stamp-")
    _MEMO[str(path)] = (key, catalog)
    return catalog


def _parse(root: Path) -> Catalog:
    from .build import _parse_catalog  # only a miss builds: a hit never loads the builder (nor YAML)

    return _parse_catalog(root)


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


# --- data derived from a catalog ---------------------------------------------------------------------------------

@functools.cache
def _code_digest(paths: tuple[str, ...]) -> bytes:
    """The hash of these source files' bytes, read once per process: the code of a running process does not
    change, and the matcher's derived caches share most of theirs (errors.match.matcher.matching_code)."""
    digest = blake2b(digest_size=32)
    for path in paths:
        with open(path, "rb") as fh:
            digest.update(b"\0" + fh.read())
    return digest.digest()


_DERIVED_NAME = re.compile(r"[a-z][a-z0-9_]{0,39}")


def derived(catalog: Catalog, name: str, build: Callable[[Catalog], bytes], *, code: Iterable[str] = ()) -> bytes:
    """Bytes computed from ``catalog`` by ``build`` (a matcher's index, say), cached beside its compiled cache.

    The file is keyed by the catalog's content key (its files and the loader's code), by ``name`` and by the
    bytes of the source files named in ``code`` (pass the builder's own ``__file__``, so that changing how
    the data is built never reads an old file). It follows the catalog cache's rules: read only from this
    user's private cache folder, written atomically, and replaced (not piled up) when the key changes. The
    bytes are the caller's to decode, and must be decoded as data only (JSON with orjson, say; never pickle),
    since reading a cache must never run code. A catalog not loaded through the cache is built every time.
    """
    if not _DERIVED_NAME.fullmatch(name):
        raise ValueError(f"a derived cache's name is a short lowercase word, not {name!r}")
    memo = _MEMO.get(catalog.root)
    from .. import _cache

    directory = _cache.cache_dir()
    if memo is None or memo[1] is not catalog or directory is None:
        return build(catalog)
    digest = blake2b(f"{memo[0]}\0{name}".encode(), digest_size=32)
    digest.update(_code_digest(tuple(code)))
    prefix, _ = _cache_name(Path(catalog.root), memo[0])
    file_name = f"{prefix}{name}-{digest.hexdigest()[:40]}.bin"
    data = _cache.read(directory, file_name)
    if data is None:
        data = build(catalog)
        _cache.write(directory, file_name, data, replaces=f"{prefix}{name}-")
    return data
