"""The compiled-catalog cache on disk: where it lives, a format that cannot run code, and pruning.

The format is JSON (written by the standard library, read by orjson's fast decoder). A frozen dataclass is
an object whose ``""`` member names its class, which must be one of the classes the caller allows; every other
member is a field (found with ``dataclasses.fields``, so a field added later needs no change here). Tuples are
JSON arrays, and every array reads back as a tuple. Reading such a file only ever builds those dataclasses and
plain values: no constructor, hook or import runs.

A cache file is trusted, so it is read only from a folder and a file that this user owns and no one else can
write (the folder is made ``0700``); anything else is ignored, as if there were no cache.
"""

from __future__ import annotations

import dataclasses
import json
import os
import time
from collections.abc import Callable, Mapping
from functools import cache, partial
from pathlib import Path
from types import ModuleType
from typing import Any, BinaryIO

from ._safe_read import FileRefused, open_regular, private_folder, read_regular

__all__ = [
    "CACHE_LIMIT", "KEEP_FILES", "cache_dir", "dataclasses_of", "dumps", "loads", "open_private", "read", "write",
]  # fmt: skip

# Far above a real catalog's cache (well under 2 MB); a file past it is not ours to parse.
CACHE_LIMIT = 16 * 2**20
# Catalog caches kept in the folder across all catalogs (each catalog keeps only its newest one).
KEEP_FILES = 8
_TAG = ""
_STALE_TEMP_SECONDS = 3600


# --- where ------------------------------------------------------------------------------------------------------


def cache_dir() -> Path | None:
    """``$XDG_CACHE_HOME/sandbox-errors``, else ``~/.cache/sandbox-errors``; None when there is no home.

    A relative ``XDG_CACHE_HOME`` is ignored, as the XDG base directory spec says (it would put the cache, and
    what the next run trusts, in whatever folder the command runs from). The cache folder is made only inside a
    folder that exists: ``HOME=/nonexistent/dir`` means no cache, not a new ``/nonexistent/dir`` (which root
    could create).
    """
    base = os.environ.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(base):
        home = os.path.expanduser("~")
        if not os.path.isabs(home):
            return None
        base = os.path.join(home, ".cache")
    if not os.path.isdir(os.path.dirname(os.path.normpath(base))):
        return None
    return Path(base) / "sandbox-errors"


def _private_dir(directory: Path) -> bool:
    """The folder (and the link to it, if it is one) is ours and writable only by us."""
    return private_folder(directory) is None


def read(directory: Path, name: str) -> bytes | None:
    """The cache file's bytes; None when it is missing or not safe to trust."""
    if not _private_dir(directory):
        return None
    try:
        return read_regular(directory / name, CACHE_LIMIT, private=True)
    except (OSError, FileRefused):
        return None


def open_private(directory: Path, name: str) -> BinaryIO | None:
    """The cache file open for reading (the caller closes it); None when it is missing or not safe to trust."""
    if not _private_dir(directory):
        return None
    try:
        return open_regular(directory / name, CACHE_LIMIT, private=True)
    except (OSError, FileRefused):
        return None


def write(directory: Path, name: str, data: bytes, *, replaces: str) -> None:
    """Write atomically (a reader never sees half a file), then prune; silently skip when we cannot.

    Pruning removes the files whose names start with ``replaces`` (the same catalog's older caches), caches
    in the old pickle format (reading those ran code), stale temporary files, and the oldest caches beyond
    :data:`KEEP_FILES`.
    """
    import tempfile  # only a cache miss writes; keep it off the start-up path

    try:
        directory.mkdir(parents=True, mode=0o700, exist_ok=True)
        if not _private_dir(directory):
            return
        fd, tmp = tempfile.mkstemp(dir=directory, prefix=".tmp-", suffix=".json")
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
            os.replace(tmp, directory / name)
        except BaseException:
            os.unlink(tmp)
            raise
        _prune(directory, name, replaces)
    except OSError:
        pass


def _prune(directory: Path, keep: str, replaces: str) -> None:
    now = time.time()
    others: list[tuple[float, str]] = []
    derived: list[str] = []
    with os.scandir(directory) as it:
        for item in it:
            name = item.name
            if name == keep:
                continue
            mtime = item.stat(follow_symlinks=False).st_mtime
            if (
                name.startswith(replaces)
                or (name.startswith("catalog-") and name.endswith(".pickle"))
                or (name.startswith(".tmp-") and now - mtime > _STALE_TEMP_SECONDS)
            ):
                _unlink(directory / name)
            elif name.startswith("catalog-") and name.endswith(".json"):
                others.append((mtime, name))
            elif name.startswith("catalog-") and name.endswith((".bin", ".key", ".names")):
                derived.append(name)
    newest_first = sorted(others, reverse=True)
    for _, name in newest_first[KEEP_FILES - 1 :]:
        _unlink(directory / name)
    # Data derived from a catalog (catalog.derived), its stamps and listings go with that catalog's cache.
    kept = {_folder_prefix(name) for _, name in newest_first[: KEEP_FILES - 1]} | {_folder_prefix(keep)}
    for name in derived:
        if _folder_prefix(name) not in kept:
            _unlink(directory / name)


def _folder_prefix(name: str) -> str:
    """``catalog-<hash of the catalog folder>-``: what every cache file of one catalog folder starts with."""
    return "-".join(name.split("-", 2)[:2]) + "-"


def _unlink(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


# --- the format -------------------------------------------------------------------------------------------------


def dataclasses_of(*modules: ModuleType) -> dict[str, type]:
    """The dataclasses defined or imported at the top level of these modules, by class name."""
    return {
        name: obj
        for module in modules
        for name, obj in vars(module).items()
        if isinstance(obj, type) and dataclasses.is_dataclass(obj)
    }


@cache
def _layout(cls: type) -> tuple[frozenset[str], tuple[tuple[str, Callable[[], Any]], ...]]:
    """The fields a file stores, and the private ones it leaves out (memo fields, rebuilt from their defaults)."""
    stored: list[str] = []
    rebuilt: list[tuple[str, Callable[[], Any]]] = []
    for f in dataclasses.fields(cls):
        if f.name.startswith("_") and f.default_factory is not dataclasses.MISSING:
            rebuilt.append((f.name, f.default_factory))
        elif f.name.startswith("_") and f.default is not dataclasses.MISSING:
            rebuilt.append((f.name, partial(_same, f.default)))
        else:
            stored.append(f.name)
    return frozenset(stored), tuple(rebuilt)


def _same(value: Any) -> Any:
    return value


def _plain(value: Any) -> Any:
    if value is None or isinstance(value, (str, bool, int, float)):
        return value
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        stored, _ = _layout(type(value))
        out = {_TAG: type(value).__name__}
        for name in stored:
            out[name] = _plain(getattr(value, name))
        return out
    if isinstance(value, dict) and all(isinstance(k, str) and k != _TAG for k in value):
        return {k: _plain(v) for k, v in value.items()}
    raise TypeError(f"the catalog cache cannot hold a {type(value).__name__}")


def dumps(value: Any) -> bytes:
    """The cache bytes for a tree of dataclasses, tuples, string-keyed dicts and JSON scalars.

    Raises ``TypeError`` for any other value (a list, a set, a compiled regex outside a memo field).
    """
    return json.dumps(_plain(value), ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()


def loads(data: bytes | memoryview, classes: Mapping[str, type]) -> Any:
    """Rebuild what :func:`dumps` wrote. Raises ``ValueError`` for anything else (``classes`` is the allowlist).

    orjson's C decoder reads the JSON into plain values (no hook runs inside it), then one walk turns tagged
    objects into their dataclasses and arrays into tuples. The instances are made as unpickling makes them
    (``object.__new__`` and their field values), because the values were checked when the catalog was built;
    ``__init__`` would only redo that, slowly.
    """
    import orjson  # only a command that loads a catalog pays for it

    new = object.__new__
    set_attribute = object.__setattr__
    known: dict[str, tuple[type, frozenset[str], tuple[tuple[str, Callable[[], Any]], ...], bool]] = {}

    def rebuild_object(obj: dict[str, Any]) -> Any:
        name = obj.pop(_TAG, None)
        for k, v in obj.items():
            kind = type(v)
            if kind is dict:
                obj[k] = rebuild_object(v)
            elif kind is list:
                obj[k] = rebuild_array(v)
        if name is None:
            return obj
        layout = known.get(name) if type(name) is str else None
        if layout is None:
            cls = classes.get(name) if type(name) is str else None
            if cls is None:
                raise ValueError(f"the class {name!r} is not allowed in a catalog cache")
            layout = known[name] = (cls, *_layout(cls), not hasattr(cls, "__slots__"))
        cls, stored, rebuilt, has_dict = layout
        if obj.keys() != stored:
            raise ValueError(f"the fields of {name} do not match")
        for k, factory in rebuilt:
            obj[k] = factory()
        instance: Any = new(cls)
        if has_dict:
            set_attribute(instance, "__dict__", obj)
        else:  # a slotted dataclass
            for k, v in obj.items():
                set_attribute(instance, k, v)
        return instance

    def rebuild_array(items: list[Any]) -> tuple[Any, ...]:
        for i, v in enumerate(items):
            kind = type(v)
            if kind is dict:
                items[i] = rebuild_object(v)
            elif kind is list:
                items[i] = rebuild_array(v)
        return tuple(items)

    try:
        value = orjson.loads(data)
        kind = type(value)
        return rebuild_object(value) if kind is dict else rebuild_array(value) if kind is list else value
    except RecursionError:  # nested too deeply for the walk (orjson itself stops at 1,024 levels)
        raise ValueError("not a catalog cache: nested too deeply") from None
    except orjson.JSONDecodeError as exc:  # not JSON at all, cut short, or nested too deeply
        raise ValueError(f"not a catalog cache: {exc}") from None
