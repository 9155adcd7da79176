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
import sys
import time
from array import array
from collections.abc import Callable, Iterable
from operator import attrgetter
from pathlib import Path
from typing import BinaryIO

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


# The entries, and the reproduction scripts the entries carry.
_FOLDERS = (("errors", (".yaml", ".yml")), ("reproductions", (".mjs",)))


def _listed(root: Path) -> list[tuple[str, list[str]]]:
    """The catalog's folders, each with the names of its files, in order."""
    found: list[tuple[str, list[str]]] = []
    for folder, suffixes in _FOLDERS:
        directory = os.path.join(root, folder)
        try:
            with os.scandir(directory) as it:
                found.append((directory, sorted(e.name for e in it if e.name.endswith(suffixes))))
        except OSError:
            found.append((directory, []))
    return found


def _catalog_files(root: Path) -> list[str]:
    # Plain strings and scandir: every start lists some 700 files, and Path objects cost time.
    files = [os.path.join(root, "catalog.yaml"), os.path.join(root, HISTORY_FILE)]
    for directory, names in _listed(root):
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


def _listing(root: Path, directory: Path) -> list[tuple[str, list[str]]]:
    """The catalog's folders with the names of their files, as :func:`_listed` gives them: from the listing
    record in the cache folder while each folder is as it was recorded (the same inode, modification and change
    times: creating, removing or renaming a file in a folder changes them; an edit in place does not, and the
    stamp sees that in the file's own times), else listed, and recorded once the folders have settled."""
    from .. import _cache

    folders = [os.path.join(root, folder) for folder, _ in _FOLDERS]
    try:
        seen = [os.stat(folder) for folder in folders]
    except OSError:
        return _listed(root)
    times = [v for st in seen for v in (st.st_dev, st.st_ino, st.st_mtime_ns, st.st_ctime_ns)]
    signature = blake2b("\0".join(folders).encode() + repr(times).encode(), digest_size=20).hexdigest()
    prefix, _ = _cache_name(root, "")
    name = f"{prefix}listing-{signature}.names"
    recorded = _cache.read(directory, name)
    if recorded is not None:
        # Each folder's names (file-system bytes) joined by NUL, the folders by two: no name is empty or holds NUL.
        parts = recorded.split(b"\0\0")
        if len(parts) == len(folders):
            names = [[os.fsdecode(n) for n in part.split(b"\0")] if part else [] for part in parts]
            return list(zip(folders, names, strict=True))
    listed = _listed(root)
    if max(max(st.st_mtime_ns, st.st_ctime_ns) for st in seen) < time.time_ns() - _SETTLED_NS:
        data = b"\0\0".join(b"\0".join(map(os.fsencode, names)) for _, names in listed)
        _cache.write(directory, name, data, replaces=f"{prefix}listing-")
    return listed


def _stamp(root: Path, directory: Path | None = None) -> tuple[str, bool]:
    """A signature of the catalog's and the loader's files as ``stat`` sees them, and whether all are settled.

    Hashing every file's bytes costs several milliseconds of each start; when a stamp file records the
    content key for this exact signature (same files, sizes, inodes, modification and change times), the key
    is taken from it. Writing a file changes its change time, which no tool can set back.
    """
    here = os.path.dirname(_PACKAGE)
    named = [os.path.join(here, name) for name in _LOADER_SOURCES]
    named += [os.path.join(root, "catalog.yaml"), os.path.join(root, HISTORY_FILE)]
    return _signature("stamp", named, _listing(root, directory) if directory is not None else _listed(root))


def _signature(label: str, paths: list[str], listed: Iterable[tuple[str, list[str]]] = ()) -> tuple[str, bool]:
    """The hash of what ``stat`` says of these files, and of the files of these folders (see :func:`_stamp`),
    and whether every one is settled. A folder's files are looked up in it (``dir_fd``), in one comprehension:
    this runs over some 700 files at every start."""
    digest = blake2b(f"{label} python {sys.version_info[:2]}".encode(), digest_size=32)
    newest = 0
    stat = os.stat
    for folder, names in [("", paths), *listed]:
        try:
            fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)) if folder else None
        except OSError:
            digest.update(f"{folder}\0missing\0".encode())
            continue
        try:
            try:
                found: list[os.stat_result | None] = [stat(n, dir_fd=fd) for n in names]
            except OSError:  # one is missing: look at each
                found = [_stat_or_none(n, fd) for n in names]
        finally:
            if fd is not None:
                os.close(fd)
        present = [st for st in found if st is not None]
        # The names, which are missing, then four numbers a file present (as 64-bit integers, packed in C).
        missing = [str(i) for i, st in enumerate(found) if st is None]
        joined = "\0".join(names)
        digest.update(f"{folder}\0{len(names)}\0{joined}\0missing:{','.join(missing)}\0".encode())
        numbers = [v for st in present for v in (st.st_size, st.st_ino, st.st_mtime_ns, st.st_ctime_ns)]
        try:
            digest.update(array("q", numbers))
        except OverflowError:  # (an inode number past 2**63)
            digest.update(repr(numbers).encode())
        if present:
            newest = max(newest, max(map(_MTIME, present)), max(map(_CTIME, present)))
    return digest.hexdigest(), newest < time.time_ns() - _SETTLED_NS


_MTIME, _CTIME = attrgetter("st_mtime_ns"), attrgetter("st_ctime_ns")


def _stat_or_none(name: str, folder: int | None) -> os.stat_result | None:
    try:
        return os.stat(name, dir_fd=folder)
    except OSError:
        return None


def _key(root: Path, directory: Path | None) -> tuple[str, str | None]:
    """The content key of the catalog at ``root``, from its stamp file when the files are as stamped; and the
    name of the stamp file to write for next time (None: there is one, or the files have not settled)."""
    from .. import _cache

    if directory is None:
        return _content_key(root), None
    prefix, _ = _cache_name(root, "")
    stamp, settled = _stamp(root, directory)
    name = f"{prefix}stamp-{stamp[:40]}.key"
    recorded = _cache.read(directory, name)
    if recorded is not None and _is_key(recorded):
        return recorded.decode(), None
    return _content_key(root), name if settled else None


def _is_key(recorded: bytes) -> bool:
    """Whether a stamp file holds a content key (64 hex digits; a string test: no regex compiled at start)."""
    return len(recorded) == 64 and not recorded.strip(b"0123456789abcdef")


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

    opened = _cache.open_private(directory, name)
    if opened is None:
        return None
    try:
        catalog = _decode_file(opened, root)
    except OSError:
        catalog = None
    if catalog is None:
        opened.close()
    return catalog


# --- the file: an index read at start, each entry's record when it is first used ------------------------------------
#
# A command reads a few entries of hundreds (diagnose: the one it matched), so the file is an index and the
# records: a header line; the catalog without its entries (in errors._cache's format); the index, a JSON object
# of columns: per entry its fields in INDEX_FIELDS, its record's length and the record's BLAKE2b digest; then the
# records one after another, each an entry in errors._cache's format. load_catalog reads and decodes the index
# only; each Entry holds its index fields and reads its record (from the file, kept open) the first time another
# field is asked for (errors.catalog.model.Entry.__getattr__). A record whose bytes do not have their digest, or
# do not decode to that entry, is not used: the catalog is parsed again from its files, and the cache written anew.

_HEADER = b"sandbox-errors compiled catalog 3\n"
# Fields every entry holds from the start: what is asked of every entry on the way to a match (the retired ones,
# the classes the catalogued packages throw), cheap to read for all. Each is a string or None.
INDEX_FIELDS = ("id", "status", "error_class")
_DIGEST_CHARS = 32  # (a 16-byte BLAKE2b digest, in hex)
# What the first read of a cache file takes: the header and the index (some 40 KB for 510 entries) and more.
_FIRST_READ = 1 << 17


def _digest(record: bytes) -> str:
    return blake2b(record, digest_size=_DIGEST_CHARS // 2).hexdigest()


def _encode(catalog: Catalog) -> bytes:
    """The cache file's bytes for ``catalog``. Raises ``TypeError`` for a value the format cannot hold."""
    import dataclasses
    import json

    from .. import _cache

    records = [_cache.dumps(e) for e in catalog.entries]
    values = {f: [getattr(e, f) for e in catalog.entries] for f in INDEX_FIELDS}
    if not all(v is None or isinstance(v, str) for column in values.values() for v in column):
        raise TypeError(f"the fields {INDEX_FIELDS} of every entry must be strings")
    columns: dict[str, object] = {**values, "lengths": [len(r) for r in records]}
    columns["digests"] = "".join(map(_digest, records))
    head = _cache.dumps(dataclasses.replace(catalog, entries=()))
    index_line = json.dumps(columns, ensure_ascii=False, separators=(",", ":")).encode()
    return b"".join([_HEADER, head, b"\n", index_line, b"\n", *records])


def _decode(data: bytes, root: Path) -> Catalog | None:
    """The catalog a cache file's bytes hold, its entries not yet read; None when they are not a cache of ``root``."""
    return _decode_index(data, len(data), lambda start, length: data[start : start + length], root)


def _decode_file(opened: BinaryIO, root: Path) -> Catalog | None:
    """:func:`_decode` of an open cache file, reading its start; its records are read from it when used (the
    file stays open as long as an entry may need it: an open file outlives its replacement or removal)."""
    import weakref

    fd = opened.fileno()
    size = os.fstat(fd).st_size
    start = os.pread(fd, _FIRST_READ, 0)
    if start.count(b"\n", len(_HEADER)) < 2 and len(start) < size:
        start = os.pread(fd, size, 0)  # a larger index than ever seen: read it all

    def read_at(offset: int, length: int) -> bytes:
        return os.pread(fd, length, offset)

    catalog = _decode_index(start, size, read_at, root)
    if catalog is not None and catalog.entries:
        weakref.finalize(catalog.entries[0].__dict__["_source"][0], opened.close)
    return catalog


def _decode_index(start: bytes, size: int, read_at: Callable[[int, int], bytes], root: Path) -> Catalog | None:
    """The catalog whose cache file (``size`` bytes) starts with ``start``, with entries that read their records
    through ``read_at(offset, length)``; None when it is not a cache of ``root``."""
    import orjson

    from .. import _cache, template

    if not start.startswith(_HEADER):
        return None
    head_end = start.find(b"\n", len(_HEADER))
    index_end = start.find(b"\n", head_end + 1) if head_end >= 0 else -1
    if index_end < 0:
        return None
    view = memoryview(start)
    try:
        catalog = _cache.loads(view[len(_HEADER) : head_end], _cache.dataclasses_of(model, template))
        columns = orjson.loads(view[head_end + 1 : index_end])
    except (ValueError, TypeError):  # truncated, or not a cache at all: rebuild it
        return None
    if not isinstance(catalog, Catalog) or catalog.root != str(root) or catalog.entries != ():
        return None
    if type(columns) is not dict or columns.keys() != {*INDEX_FIELDS, "lengths", "digests"}:
        return None
    index = [columns[f] for f in INDEX_FIELDS]
    lengths, digests = columns["lengths"], columns["digests"]
    count = len(lengths) if type(lengths) is list else -1
    if not all(type(c) is list and len(c) == count for c in index) or type(digests) is not str:
        return None
    if len(digests) != count * _DIGEST_CHARS or not all(type(n) is int and n >= 0 for n in lengths):
        return None
    if not all(type(v) is str for v in index[0]) or not all(v is None or type(v) is str for c in index[1:] for v in c):
        return None
    body = index_end + 1
    if body + sum(lengths) != size:  # the records fill the rest of the file
        return None
    store = _Records(read_at, body, lengths, digests, root)
    entries = []
    new = object.__new__
    names = ("_source", *INDEX_FIELDS)
    for number, values in enumerate(zip(*index, strict=True)):
        entry = new(Entry)
        entry.__dict__.update(zip(names, ((store, number), *values), strict=True))
        entries.append(entry)
    object.__setattr__(catalog, "entries", tuple(entries))
    return catalog


class _Records:
    """The records of a cache file's entries, read into their Entry objects when first used."""

    def __init__(
        self, read_at: Callable[[int, int], bytes], body: int, lengths: list[int], digests: str, root: Path
    ) -> None:
        import itertools

        self.read_at = read_at
        self.starts = list(itertools.accumulate(lengths, initial=body))
        self.lengths = lengths
        self.digests = digests
        self.root = root
        self._parsed: Catalog | None = None

    def fill(self, entry: Entry, number: int) -> None:
        """Give ``entry`` (the ``number``-th of the file) every field of its record."""
        from .. import _cache, template

        length = self.lengths[number]
        try:
            record = self.read_at(self.starts[number], length)
        except OSError:
            record = b""
        full: object = None
        digest = self.digests[number * _DIGEST_CHARS : (number + 1) * _DIGEST_CHARS]
        if len(record) == length and _digest(record) == digest:
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
    """The hash of these source files' bytes, once per process: the code of a running process does not
    change, and the matcher's derived caches share most of theirs (errors.match.matcher.matching_code).

    As the catalog's key, it is taken from a stamp file while the files are as ``stat`` saw them when it was
    written (the matcher's code and its word table are some 750 KB to read and hash at every start).
    """
    from .. import _cache

    directory = _cache.cache_dir()
    prefix = f"code-{blake2b(repr(paths).encode(), digest_size=8).hexdigest()}-"  # one stamp per set of files
    stamp, settled = _signature("code", list(paths))
    name = f"{prefix}{stamp[:40]}.key"
    if directory is not None:
        recorded = _cache.read(directory, name)
        if recorded is not None and _is_key(recorded):
            return bytes.fromhex(recorded.decode())
    digest = blake2b(digest_size=32)
    for path in paths:
        with open(path, "rb") as fh:
            digest.update(b"\0" + fh.read())
    if directory is not None and settled:
        _cache.write(directory, name, digest.hexdigest().encode(), replaces=prefix)
    return digest.digest()


_NAME_CHARS = "abcdefghijklmnopqrstuvwxyz0123456789_"


def _is_derived_name(name: str) -> bool:
    """A short lowercase word (``[a-z][a-z0-9_]{0,39}``; a string test: every start asks, and a regex would be
    compiled for it)."""
    return 0 < len(name) <= 40 and not name.strip(_NAME_CHARS) and name[0] in _NAME_CHARS[:26]


def derived(catalog: Catalog, name: str, build: Callable[[Catalog], bytes], *, code: Iterable[str] = ()) -> bytes:
    """Bytes computed from ``catalog`` by ``build`` (a matcher's index, say), cached beside its compiled cache.

    The file is keyed by the catalog's content key (its files and the loader's code), by ``name`` and by the
    bytes of the source files named in ``code`` (pass the builder's own ``__file__``, so that changing how
    the data is built never reads an old file). It follows the catalog cache's rules: read only from this
    user's private cache folder, written atomically, and replaced (not piled up) when the key changes. The
    bytes are the caller's to decode, and must be decoded as data only (JSON with orjson, say; never pickle),
    since reading a cache must never run code. A catalog not loaded through the cache is built every time.
    """
    if not _is_derived_name(name):
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
