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
from .model import Catalog, Entry
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
                data = _encode(catalog)
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
    from .. import _cache

    data = _cache.read(directory, name)
    return None if data is None else _decode(data, root)


# --- the file: an index read at start, each entry's record when it is first used ------------------------------------
#
# A command reads a few entries of hundreds (diagnose: the one it matched), so the file is an index and the
# records: a header line, the catalog without its entries (in errors._cache's format), one row per entry (its id,
# the fields in INDEX_FIELDS, where its record is and that record's BLAKE2b digest), then the records one after
# another, each an entry in errors._cache's format. load_catalog decodes the index; each Entry holds its index
# fields and reads its record the first time another field is asked for (errors.catalog.model.Entry.__getattr__).
# A record whose bytes do not have their digest, or do not decode to that entry, is not used: the catalog is
# parsed again from its files, and the cache written anew.

_HEADER = b"sandbox-errors compiled catalog 2\n"
# Fields every entry holds from the start: what is asked of every entry on the way to a match (the retired ones,
# the classes the catalogued packages throw), cheap to read for all. Each is a string or None.
INDEX_FIELDS = ("id", "status", "error_class")
_DIGEST_BYTES = 16


def _encode(catalog: Catalog) -> bytes:
    """The cache file's bytes for ``catalog``. Raises ``TypeError`` for a value the format cannot hold."""
    import dataclasses
    import json

    from .. import _cache

    records = [_cache.dumps(e) for e in catalog.entries]
    rows: list[list[object]] = []
    offset = 0
    for entry, record in zip(catalog.entries, records, strict=True):
        index = [getattr(entry, f) for f in INDEX_FIELDS]
        if not all(v is None or isinstance(v, str) for v in index):
            raise TypeError(f"the index fields of {entry.id} must be strings")
        rows.append([*index, offset, len(record), blake2b(record, digest_size=_DIGEST_BYTES).hexdigest()])
        offset += len(record)
    head = _cache.dumps(dataclasses.replace(catalog, entries=()))
    index_line = json.dumps(rows, ensure_ascii=False, separators=(",", ":")).encode()
    return b"".join([_HEADER, head, b"\n", index_line, b"\n", *records])


def _decode(data: bytes, root: Path) -> Catalog | None:
    """The catalog a cache file holds, its entries not yet read; None when the file is not a cache of ``root``."""
    import orjson

    from .. import _cache, template

    if not data.startswith(_HEADER):
        return None
    head_end = data.find(b"\n", len(_HEADER))
    index_end = data.find(b"\n", head_end + 1) if head_end >= 0 else -1
    if index_end < 0:
        return None
    view = memoryview(data)
    try:
        catalog = _cache.loads(view[len(_HEADER) : head_end], _cache.dataclasses_of(model, template))
        rows = orjson.loads(view[head_end + 1 : index_end])
    except (ValueError, TypeError):  # truncated, or not a cache at all: rebuild it
        return None
    if not isinstance(catalog, Catalog) or catalog.root != str(root) or catalog.entries != () or type(rows) is not list:
        return None
    body = index_end + 1
    fields = len(INDEX_FIELDS)
    store = _Records(data, root)
    entries = []
    new = object.__new__
    offset = 0
    for number, row in enumerate(rows):
        # A row is its index fields, then the record's offset, length and digest; the records fill the body.
        if type(row) is not list or len(row) != fields + 3:
            return None
        *index, start, length, digest = row
        if start != offset or type(length) is not int or length < 0 or type(digest) is not str:
            return None
        if not all(v is None or type(v) is str for v in index) or type(index[0]) is not str:
            return None
        offset += length
        entry = new(Entry)
        state = entry.__dict__
        state.update(zip(INDEX_FIELDS, index, strict=True))
        state["_source"] = (store, number)
        store.spans.append((body + start, length, digest))
        entries.append(entry)
    if body + offset != len(data):
        return None
    object.__setattr__(catalog, "entries", tuple(entries))
    return catalog


class _Records:
    """The records of a cache file's entries, read into their Entry objects when first used."""

    def __init__(self, data: bytes, root: Path) -> None:
        self.data = data
        self.root = root
        self.spans: list[tuple[int, int, str]] = []
        self._parsed: Catalog | None = None

    def fill(self, entry: Entry, number: int) -> None:
        """Give ``entry`` (the ``number``-th of the file) every field of its record."""
        from .. import _cache, template

        start, length, digest = self.spans[number]
        record = self.data[start : start + length]
        full: object = None
        if blake2b(record, digest_size=_DIGEST_BYTES).hexdigest() == digest:
            try:
                full = _cache.loads(record, _cache.dataclasses_of(model, template))
            except (ValueError, TypeError):
                full = None
        state = entry.__dict__
        if not isinstance(full, Entry) or any(getattr(full, f) != state[f] for f in INDEX_FIELDS):
            full = self._rebuilt(state["id"])
        state.update(full.__dict__)
        state.pop("_source", None)

    def _rebuilt(self, entry_id: str) -> Entry:
        """The entry as its files give it, when its record cannot be used; the cache is written anew."""
        if self._parsed is None:
            self._parsed = _parse(self.root)
            from .. import _cache

            directory = _cache.cache_dir()
            if directory is not None:
                key = _content_key(self.root)
                prefix, name = _cache_name(self.root, key)
                _cache.write(directory, name, _encode(self._parsed), replaces=prefix)
        if entry_id not in self._parsed:
            problem = model.Problem(str(self.root), 1, 1, "cache", f"the entry {entry_id} is no longer in the catalog")
            raise model.CatalogError([problem])
        return self._parsed.get(entry_id)


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
